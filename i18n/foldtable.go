package i18n

import (
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// foldLocal is fold's pipeline (chains) for a text whose runes each fold
// alone: the concatenation of what the pipeline makes of each rune, read
// from a table, instead of the x/text transforms (some 20,000
// instructions for a message in Arabic script, against a few hundred).
// ok is false when a rune of s is not known to fold alone (fold runs the
// pipeline then). s is valid UTF-8.
//
// The pipeline is one rune at a time but for the two normalizations:
// NFKD reorders combining marks and NFC composes a letter with what
// follows it. A rune folds alone (foldAlone) when everything the steps
// before NFC make of it (foldMid) is letters and signs NFC neither
// decomposes nor composes with what comes before (boundary before, no
// combining class): then no two runes' outputs meet in NFC, and
// NFKD's reordering only moves combining marks, which the step after it
// removes. Case folding and the maps are rune by rune (cases.Fold reads
// no context). TestFoldLocal compares foldLocal with the pipeline on
// every corpus text and on pairs of runes.
func foldLocal(s string) (string, bool) {
	same := true // every rune folds to itself: s is its own fold
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 'A' && c <= 'Z' || c == '`' {
				same = false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		e := foldEntryOf(r)
		if e&foldIsLocal == 0 {
			return "", false
		}
		if e&foldIsSelf == 0 {
			same = false
		}
		i += n
	}
	if same {
		return s, true
	}
	var b strings.Builder
	b.Grow(len(s) + 4)
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c >= 'A' && c <= 'Z':
				c += 'a' - 'A'
			case c == '`':
				c = '\''
			}
			b.WriteByte(c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		e := foldEntryOf(r)
		for k := range int(e >> foldCountShift & 3) {
			b.WriteRune(rune(e >> (k * 21) & (1<<21 - 1)))
		}
		i += n
	}
	return b.String(), true
}

// A fold entry packs what the pipeline makes of one rune: up to two
// runes of 21 bits (bits 0–41), their count (bits 42–43), whether the
// rune folds alone and to itself, and whether the entry was worked out.
const (
	foldCountShift = 42
	foldIsSelf     = 1 << 60
	foldIsLocal    = 1 << 61
	foldRead       = 1 << 62
)

// foldRanges are the runes foldLocal keeps entries for: Latin, Greek,
// Cyrillic, Hebrew, Arabic and the scripts up to U+07FF, punctuation,
// letterlike signs, arrows, symbols and dingbats (U+2000–U+2BFF), the
// presentation forms and half- and full-width forms (U+FB00–U+FFFF),
// and the emoji (U+1F000–U+1FAFF). Other runes run the pipeline.
var foldRanges = [...]struct{ lo, hi, at rune }{
	{0x80, 0x800, 0},
	{0x2000, 0x2C00, 0x780},
	{0xFB00, 0x10000, 0x1380},
	{0x1F000, 0x1FB00, 0x1880},
}

const foldSlots = 0x2380 // the runes of foldRanges

var (
	foldOnce  sync.Once
	foldTable []atomic.Uint64 // by foldRanges' slot
)

// foldEntryOf is r's fold entry, worked out the first time it is asked
// (0, not local, for a rune outside foldRanges).
func foldEntryOf(r rune) uint64 {
	at := -1
	for _, g := range foldRanges {
		if r >= g.lo && r < g.hi {
			at = int(r - g.lo + g.at)
			break
		}
	}
	if at < 0 {
		return 0
	}
	foldOnce.Do(func() { foldTable = make([]atomic.Uint64, foldSlots) })
	if e := foldTable[at].Load(); e != 0 {
		return e
	}
	e := foldEntry(r) // (two goroutines working out a rune at once store the same entry)
	foldTable[at].Store(e)
	return e
}

// foldEntry works out r's fold entry: the pipeline run on r alone.
func foldEntry(r rune) uint64 {
	e := uint64(foldRead)
	if !foldAlone(r) {
		return e
	}
	t := chains.Get().(transform.Transformer)
	out, _, err := transform.String(t, string(r))
	chains.Put(t)
	if err != nil || utf8.RuneCountInString(out) > 2 {
		return e
	}
	k := 0
	for _, o := range out {
		e |= uint64(o) << (21 * k)
		k++
	}
	e |= uint64(k)<<foldCountShift | foldIsLocal
	if out == string(r) {
		e |= foldIsSelf
	}
	return e
}

// foldAlone reports that r folds alone: every rune of foldMid(r) starts
// an NFC segment, cannot combine with what is before it, and has no
// decomposition and no combining class.
func foldAlone(r rune) bool {
	for _, m := range foldMid(r) {
		p := norm.NFC.PropertiesString(string(m))
		if !p.BoundaryBefore() || p.LeadCCC() != 0 || p.TrailCCC() != 0 || p.CCC() != 0 || len(p.Decomposition()) != 0 {
			return false
		}
	}
	return true
}

// foldMid is what the pipeline's steps before NFC make of r alone.
func foldMid(r rune) string {
	out, _, _ := transform.String(transform.Chain(foldSteps()[:foldBeforeNFC]...), string(r))
	return out
}
