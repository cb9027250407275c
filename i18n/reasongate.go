package i18n

import (
	"strings"
	"sync"
)

// reasonMayStart reports that some reader of reasonCore may open on
// toks[i]'s word: the union of the first tests each reader makes of the
// word it starts at, so that reasonCore skips, at the cost of two bit
// lookups, the words none of them can read (it was asked at every word
// of every message reasonAloneOf looks at, some 2,000 instructions a
// word). It reads the word alone, never its neighbours, and is looser
// than every reader: a reader that returns more than 0 at toks[i] has
// passed the test written for it here (TestReasonMayStartLooser).
// haveAndNoNeed, which opens on any of the first two words, is not gated.
func reasonMayStart(t *tok) bool {
	g := loadReasonGate()
	if id := t.nid; id > 0 && int(id) < g.n {
		if g.norm[id>>6]>>(id&63)&1 != 0 {
			return true
		}
	} else if reasonNormStart(t.norm, id) {
		return true
	}
	if t.key == t.norm {
		return false // (every key test is also a test of the word itself)
	}
	if t.kid < 0 {
		return false // (a key in no set holds none of the key tests)
	}
	if id := t.kid; id > 0 && int(id) < g.n {
		return g.key[id>>6]>>(id&63)&1 != 0
	}
	return reasonKeyStart(t.key)
}

// reasonNormStart is reasonMayStart's test of the word (tok.norm) by
// string, id its number (tok.nid) when it has none in the bits: 0 when
// not numbered, -1 when in no set, where only the tests of its shape are
// asked.
func reasonNormStart(w string, id int32) bool {
	return id == 0 && reasonSetStart(w) || reasonShapeStart(w, id)
}

// reasonSetStart is the part of reasonNormStart that looks the word up
// in sets (all of them numbered: a word in none holds none of them).
func reasonSetStart(w string) bool {
	return dearWords[w] || overWords[w] || // priceReason
		ownFirst[w] || // ownedReason
		sizeWords[w] || sizeNot[w] || sizeNouns[w] || fitPronou[w] || fitAux[w] || fitVerbs[w] || // sizeReason (fitRefused), sizeOnUs
		kinRefusers[w] || kinHome[w] || // otherRefusedReason, kinAgainst
		roomHaveNot[w] || roomWhere[w] || // roomNowhere
		round26cStarts[w] // round26cReaders
}

// reasonShapeStart is the rest of reasonNormStart: words named and word
// openings, reader by reader in reasonCore's order.
func reasonShapeStart(w string, id int32) bool {
	switch {
	case w == "bzaf" || w == "بزاف" || w == "كثير" || w == "cant" || w == "canot" || w == "cannot" || w == "mort":
		return true // priceReason
	case w == "jai" || w == "ai":
		return true // ownedReason
	case strings.HasPrefix(w, "ma") || strings.HasPrefix(w, "ما") || w == "me" || w == "ne":
		return true // sizeReason (fitRefused), roomNowhere
	case boughtVerb(w):
		return true // elsewhereReason
	case w == "ndouz" || w == "ndoz" || w == "سامر" || w == "سأمرر" || w == "paser" || w == "passer" || w == "pase" || w == "passe" || w == "pass" || w == "skip":
		return true // passReason
	case round25bCue(&tok{norm: w, nid: id}):
		return true // round25bReaders
	case hasAnyPrefix(w, soldStems):
		return true // soldForLess
	case w == "b" || w == "ب" || w == "bhad" || w == "بهاد" || w == "had" || w == "هاد":
		return true // moneyBuysMore
	}
	return false
}

// reasonKeyStart is reasonMayStart's test of the key (tok.key), for the
// readers that also read the word as the listed word it spells.
func reasonKeyStart(k string) bool {
	return dearWords[k] || sizeWords[k] || sizeNouns[k]
}

// reasonGate is reasonNormStart and reasonKeyStart of every numbered
// word (spellings.ids), by number.
type reasonGate struct {
	n         int // numbers below n are in the bits
	norm, key []uint64
}

var (
	reasonGateOnce sync.Once
	reasonGateBits reasonGate
)

func loadReasonGate() *reasonGate {
	reasonGateOnce.Do(func() {
		ids := loadSpellings().ids
		n := 1
		for _, id := range ids {
			n = max(n, int(id)+1)
		}
		g := reasonGate{n: n, norm: make([]uint64, (n+63)/64), key: make([]uint64, (n+63)/64)}
		for w, id := range ids {
			if id <= 0 {
				continue
			}
			if reasonNormStart(w, 0) {
				g.norm[id>>6] |= 1 << (id & 63)
			}
			if reasonKeyStart(w) {
				g.key[id>>6] |= 1 << (id & 63)
			}
		}
		reasonGateBits = g
	})
	return &reasonGateBits
}
