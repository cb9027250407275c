package i18n

import (
	"slices"
	"testing"

	"github.com/wakha/wakha/i18n/internal/lr"
)

// TestKnownWordsReadAsCanon checks spellings.known against the long way
// analyzeInto took before it: canon, keyID of the key and of the word,
// and the verb readings asked of the word itself.
func TestKnownWordsReadAsCanon(t *testing.T) {
	sp := loadSpellings()
	if !verbsReady {
		t.Fatal("the verb tables were not complete when a test ran")
	}
	if len(sp.known) == 0 {
		t.Fatal("no known words")
	}
	for w, k := range sp.known {
		key, neg := sp.canon(w)
		if key != k.key || neg {
			t.Errorf("%q: known key %q, canon %q (neg %v)", w, k.key, key, neg)
		}
		kid, nid := sp.keyID(key), sp.keyID(w)
		if k.kid != kid || k.nid != nid {
			t.Errorf("%q: known numbers %d %d, keyID %d %d", w, k.kid, k.nid, kid, nid)
		}
		ts := []tok{{norm: w, key: key, kid: kid, nid: nid}}
		_, dec, isDec := decisionWords.match(ts, 0, 1)
		role, isRole := roleWords.singleTok(&ts[0])
		want := memoObjKnown | memoRefKnown | memoDecKnown | memoRoleKnown | memoListedKnown | memoLightKnown
		cw := light(w)
		if cw == "" {
			cw = w
		}
		if g := lr.CharGrams(cw); k.grams == nil || !slices.Equal(g, k.grams.g) || k.grams.word != cw {
			t.Errorf("%q: known grams %v, want %v", w, k.grams, g)
		}
		mt := &tok{norm: w, key: key, kid: kid, nid: nid}
		if wantMeas := mt.measureWord(); k.meas != wantMeas || wantMeas == measUnread {
			t.Errorf("%q: known measure word %d, want %d", w, k.meas, wantMeas)
		}
		if ht := (&tok{norm: w, key: key, kid: kid, nid: nid}).hotBits(); k.hot != ht {
			t.Errorf("%q: known hot bits %b, want %b", w, k.hot, ht)
		}
		if k.light != light(w) {
			t.Errorf("%q: known light %q, want %q", w, k.light, light(w))
		}
		if listed(w) {
			want |= memoListed
		}
		want |= memoPutKnown
		if putWord([]tok{{norm: w, key: key, kid: kid, nid: nid}}, 0) {
			want |= memoPut
		}
		if isDec {
			want |= memoDec
			if k.dec != dec {
				t.Errorf("%q: known decision %v, want %v", w, k.dec, dec)
			}
		}
		if isRole != (k.role != nil) || isRole && *k.role != role {
			t.Errorf("%q: known role %v, want %v %v", w, k.role, role, isRole)
		}
		if objectVerb(w) {
			want |= memoObj
		}
		if refusalVerb(w) {
			want |= memoRef
		}
		if k.memo != want {
			t.Errorf("%q: known memo %b, want %b", w, k.memo, want)
		}
	}
	// hard negatives: words no list holds are read the long way
	for _, w := range []string{"xqzv", "qwpzt", "zidhaq"} {
		if _, ok := sp.known[w]; ok {
			t.Errorf("%q is known", w)
		}
	}
}
