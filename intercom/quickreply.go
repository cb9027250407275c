package intercom

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"strconv"
	"strings"

	"github.com/wakha/wakha/engine"
)

// Quick-reply uuids. Intercom gives a click back as the uuid of the option
// (part metadata quick_reply_uuid / quick_reply_option_uuid) with the label
// as the body. wakha derives each uuid from the option's meaning, so a click
// maps back to the engine's meaning without storing what was offered.
//
// The uuid is an RFC 9562 version 8 (custom) uuid:
//
//	bytes 0-1  "wk"            marker
//	byte  2    0x01            scheme version
//	byte  3    meaning code    1 show_more, 2 confirm, 3 cancel, 4 human, 5 select,
//	                           6 offer:similar, 7 offer:no, 8 offer:help (proactive offers)
//	bytes 4-5  salt            varies the uuid between messages (RenderOptions.Salt)
//	byte  6    0x8_            version 8 in the high nibble, checksum bits 17-14 low
//	byte  7    checksum bits 13-6
//	byte  8    0b10______      RFC variant, checksum bits 5-0
//	bytes 9-15 product id      big-endian, select only (ids below 2^56), else 0
//
// The 18-bit checksum (SHA-256 of the other bytes) keeps a uuid wakha did not
// make, e.g. one of an Intercom workflow, from being read as one of its own.
// Meanings that cannot be encoded (a non-numeric product id, a meaning the
// engine added later) get a uuid hashed from the meaning: it is valid and
// unique, but does not decode, and the click falls back to its label text,
// which the normal understanding reads like typed words.

const (
	uuidScheme = 0x01

	codeShowMore = 1
	codeConfirm  = 2
	codeCancel   = 3
	codeHuman    = 4
	codeSelect   = 5
	codeSimilar  = 6
	codeNoThanks = 7
	codeHelpMe   = 8

	maxProductID = 1<<56 - 1
)

var uuidMarker = [2]byte{'w', 'k'}

var meaningCodes = map[string]byte{
	engine.MeaningShowMore: codeShowMore,
	engine.MeaningConfirm:  codeConfirm,
	engine.MeaningCancel:   codeCancel,
	engine.MeaningHuman:    codeHuman,
	// A proactive offer's quick replies (its "Add to cart" is a select).
	engine.MeaningOfferSimilar: codeSimilar,
	engine.MeaningOfferNo:      codeNoThanks,
	engine.MeaningOfferHelp:    codeHelpMe,
}

// ReplyUUID returns the uuid of a quick-reply option with meaning, varied by
// salt. The same (meaning, salt) always gives the same uuid.
func ReplyUUID(meaning string, salt uint16) string {
	var u [16]byte
	code, id, ok := encodeMeaning(meaning)
	if !ok {
		return formatUUID(opaqueUUID(meaning, salt))
	}
	u[0], u[1] = uuidMarker[0], uuidMarker[1]
	u[2] = uuidScheme
	u[3] = code
	binary.BigEndian.PutUint16(u[4:6], salt)
	var idb [8]byte
	binary.BigEndian.PutUint64(idb[:], id)
	copy(u[9:16], idb[1:])
	sum := checksum(u)
	u[6] = 0x80 | byte(sum>>14)&0x0f
	u[7] = byte(sum >> 6)
	u[8] = 0x80 | byte(sum)&0x3f
	return formatUUID(u)
}

// DecodeReplyUUID returns the meaning a uuid made by ReplyUUID stands for;
// ok is false for any other uuid (or text), including the hashed uuids of
// meanings that could not be encoded.
func DecodeReplyUUID(s string) (meaning string, ok bool) {
	u, ok := parseUUID(s)
	if !ok || u[6]>>4 != 8 || u[8]>>6 != 2 {
		return "", false
	}
	if u[0] != uuidMarker[0] || u[1] != uuidMarker[1] || u[2] != uuidScheme {
		return "", false
	}
	sum := uint32(u[6]&0x0f)<<14 | uint32(u[7])<<6 | uint32(u[8]&0x3f)
	if sum != checksum(u) {
		return "", false
	}
	var idb [8]byte
	copy(idb[1:], u[9:16])
	id := binary.BigEndian.Uint64(idb[:])
	switch u[3] {
	case codeShowMore, codeConfirm, codeCancel, codeHuman, codeSimilar, codeNoThanks, codeHelpMe:
		if id != 0 {
			return "", false
		}
		for m, c := range meaningCodes {
			if c == u[3] {
				return m, true
			}
		}
	case codeSelect:
		if id == 0 {
			return "", false
		}
		return engine.MeaningSelectPrefix + strconv.FormatUint(id, 10), true
	}
	return "", false
}

// encodeMeaning maps a meaning to its code and product id.
func encodeMeaning(meaning string) (code byte, id uint64, ok bool) {
	if c, found := meaningCodes[meaning]; found {
		return c, 0, true
	}
	rest, found := strings.CutPrefix(meaning, engine.MeaningSelectPrefix)
	if !found || rest == "" || rest[0] == '0' || len(rest) > 17 {
		return 0, 0, false
	}
	n, err := strconv.ParseUint(rest, 10, 64)
	if err != nil || n == 0 || n > maxProductID {
		return 0, 0, false
	}
	return codeSelect, n, true
}

// checksum is 18 bits of SHA-256 over every byte but the ones holding it
// (6, 7, 8), under a domain string.
func checksum(u [16]byte) uint32 {
	h := sha256.New()
	h.Write([]byte("wakha quick reply v1\x00"))
	h.Write(u[0:6])
	h.Write(u[9:16])
	var sum [32]byte
	h.Sum(sum[:0])
	return (uint32(sum[0])<<16 | uint32(sum[1])<<8 | uint32(sum[2])) & (1<<18 - 1)
}

// opaqueUUID hashes a meaning wakha cannot encode into a version 8 uuid that
// never carries the marker.
func opaqueUUID(meaning string, salt uint16) [16]byte {
	h := sha256.New()
	h.Write([]byte("wakha quick reply opaque v1\x00"))
	var s [2]byte
	binary.BigEndian.PutUint16(s[:], salt)
	h.Write(s[:])
	h.Write([]byte(meaning))
	var sum [32]byte
	h.Sum(sum[:0])
	var u [16]byte
	copy(u[:], sum[:16])
	if u[0] == uuidMarker[0] && u[1] == uuidMarker[1] {
		u[0] ^= 0x01
	}
	u[6] = 0x80 | u[6]&0x0f
	u[8] = 0x80 | u[8]&0x3f
	return u
}

func formatUUID(u [16]byte) string {
	var b [36]byte
	hex.Encode(b[0:8], u[0:4])
	b[8] = '-'
	hex.Encode(b[9:13], u[4:6])
	b[13] = '-'
	hex.Encode(b[14:18], u[6:8])
	b[18] = '-'
	hex.Encode(b[19:23], u[8:10])
	b[23] = '-'
	hex.Encode(b[24:36], u[10:16])
	return string(b[:])
}

// parseUUID reads the canonical 8-4-4-4-12 hex form, any case.
func parseUUID(s string) ([16]byte, bool) {
	var u [16]byte
	s = strings.TrimSpace(s)
	if len(s) != 36 || s[8] != '-' || s[13] != '-' || s[18] != '-' || s[23] != '-' {
		return u, false
	}
	h := s[0:8] + s[9:13] + s[14:18] + s[19:23] + s[24:36]
	if _, err := hex.Decode(u[:], []byte(h)); err != nil {
		return u, false
	}
	return u, true
}

// ValidUUID reports whether s is a uuid in the canonical textual form, the
// "format: uuid" of Intercom's reply_options.
func ValidUUID(s string) bool {
	_, ok := parseUUID(s)
	return ok && s == strings.TrimSpace(s)
}

// SaltFor derives a quick-reply salt from any string that changes from turn
// to turn (the id of the message being answered), so the options of two
// messages do not share uuids.
func SaltFor(s string) uint16 {
	sum := sha256.Sum256([]byte(s))
	return binary.BigEndian.Uint16(sum[:2])
}
