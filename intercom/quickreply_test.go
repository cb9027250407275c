package intercom_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/intercom"
)

var uuidV8 = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)

func TestReplyUUIDRoundTrip(t *testing.T) {
	t.Parallel()
	meanings := []string{
		engine.MeaningShowMore, engine.MeaningConfirm, engine.MeaningCancel, engine.MeaningHuman,
		engine.MeaningOfferSimilar, engine.MeaningOfferNo, engine.MeaningOfferHelp,
		"select:1", "select:1042", "select:72057594037927935", // 2^56-1
	}
	for _, m := range meanings {
		for _, salt := range []uint16{0, 1, 0xbeef, 0xffff} {
			u := intercom.ReplyUUID(m, salt)
			if !uuidV8.MatchString(u) {
				t.Errorf("ReplyUUID(%q, %d) = %q: not a version 8 uuid", m, salt, u)
			}
			got, ok := intercom.DecodeReplyUUID(u)
			if !ok || got != m {
				t.Errorf("DecodeReplyUUID(%q) = %q %v, want %q", u, got, ok, m)
			}
			if got, ok := intercom.DecodeReplyUUID(strings.ToUpper(u)); !ok || got != m {
				t.Errorf("upper-case %q decoded as %q %v", u, got, ok)
			}
		}
	}
}

func TestReplyUUIDDistinct(t *testing.T) {
	t.Parallel()
	seen := map[string]string{}
	for _, m := range []string{engine.MeaningShowMore, engine.MeaningHuman, "select:1", "select:2", "select:abc", "track_order"} {
		for _, salt := range []uint16{0, 7} {
			u := intercom.ReplyUUID(m, salt)
			key := m + "/" + string(rune(salt))
			if prev, dup := seen[u]; dup {
				t.Errorf("%s and %s share uuid %s", prev, key, u)
			}
			seen[u] = key
		}
	}
	first, again := intercom.ReplyUUID("select:1042", 3), intercom.ReplyUUID("select:1042", 3)
	if first != again {
		t.Error("ReplyUUID is not deterministic")
	}
}

// Meanings that cannot be encoded get a valid uuid that does not decode:
// the click then reads as its label text.
func TestReplyUUIDOpaque(t *testing.T) {
	t.Parallel()
	for _, m := range []string{"select:abc", "select:0", "select:01", "select:", "select:72057594037927936", "track_order", ""} {
		u := intercom.ReplyUUID(m, 9)
		if !uuidV8.MatchString(u) {
			t.Errorf("ReplyUUID(%q) = %q: not a version 8 uuid", m, u)
		}
		if got, ok := intercom.DecodeReplyUUID(u); ok {
			t.Errorf("opaque uuid %q for %q decoded as %q", u, m, got)
		}
	}
}

func TestDecodeReplyUUIDRejects(t *testing.T) {
	t.Parallel()
	good := intercom.ReplyUUID(engine.MeaningShowMore, 0x8019)
	flip := func(i int) string { // change one hex digit
		b := []byte(good)
		if b[i] == '0' {
			b[i] = '1'
		} else {
			b[i] = '0'
		}
		return string(b)
	}
	for _, s := range []string{
		"", "1448547007", "a5e1c524-5ddd-4c3e-9328-6bca5d6e3edb", "123e4567-e89b-12d3-a456-426614174000",
		"{" + good + "}", good[:35], good + "0", strings.ReplaceAll(good, "-", ""),
		flip(3),                                // meaning code
		flip(6),                                // scheme
		flip(35),                               // product id of a non-select
		flip(20),                               // checksum
		"776b0105-8019-8df3-b400-000000000000", // select with id 0 (checksum also fails)
		"zz6b0101-8019-891d-8400-000000000000",
	} {
		if m, ok := intercom.DecodeReplyUUID(s); ok {
			t.Errorf("DecodeReplyUUID(%q) = %q, want no meaning", s, m)
		}
	}
}

func TestValidUUID(t *testing.T) {
	t.Parallel()
	for s, want := range map[string]bool{
		"a5e1c524-5ddd-4c3e-9328-6bca5d6e3edb":   true,
		"A5E1C524-5DDD-4C3E-9328-6BCA5D6E3EDB":   true,
		"a5e1c5245ddd4c3e93286bca5d6e3edb":       false,
		" a5e1c524-5ddd-4c3e-9328-6bca5d6e3edb":  false,
		"a5e1c524-5ddd-4c3e-9328-6bca5d6e3edg":   false,
		"1448547007":                             false,
		"":                                       false,
		"a5e1c524-5ddd-4c3e-9328_6bca5d6e3edb":   false,
		"a5e1c524-5ddd-4c3e-9328-6bca5d6e3edb\n": false,
	} {
		if got := intercom.ValidUUID(s); got != want {
			t.Errorf("ValidUUID(%q) = %v, want %v", s, got, want)
		}
	}
}
