package i18n

import (
	"strings"
	"unicode/utf8"
)

// decideOpens is what the readers decideWords asks at every word need of
// the word they open on, a bit for each (decideOpen* below): a reader
// whose bit is 0 reads nothing there, and decideWords does not ask it
// (each asked some 100 to 250 instructions a word, with their map and set
// lookups, about 2,000 a word in all). The bits read the word alone,
// never its neighbours, and are looser than the readers: a reader that
// reads something at toks[i] has its bit set there (TestDecideOpens,
// over every corpus word). The bits of the word itself are remembered
// by word number (decideOpenWord), those of its key, where it differs,
// too (decideOpenKey).
func decideOpens(t *tok) uint32 {
	v := decideOpenWord.of(t)
	if t.key != t.norm {
		v |= decideOpenKey.of(t)
	}
	return v
}

const (
	decideOpenNegation uint32 = 1 << iota // negation: a "ma" apart, an MSA negation, a verb negated
	decideOpenRepeated                    // repeatedNo(w) itself ("lalala")
	decideOpenMeet                        // meetAgain: a first word of meetWords
	decideOpenOwned                       // alreadyOwned: an opener, "already", a verb of having
	decideOpenFit                         // fitRefused: a pronoun, a negated verb of fitting, an auxiliary
	decideOpenExcess                      // excessFor: an excess mark or an adjective of size
	decideOpenToo                         // tooToVerb: its first test
	decideOpenFuture                      // futureTake: a future marker, apart or glued
	decideOpenRemoval                     // removalFromCart, takenOut: a removal verb (word or key)
	decideOpenTakeOut                     // takenOut: a verb of taking out
	decideOpenDenied                      // deniedRefusal: deniedRefusalWord or deniedRefusalKey (word or key)
	decideOpenReassure                    // reassurance: reassuranceWord or reassuranceKey (word or key); or tok.neg
	decideOpenWaitWord                    // deniedWait: deniedWaitWord (the word)
	decideOpenNeed                        // deniedWait: needWordTable (the word, or one of the next two)
	decideOpenPrep                        // prepositions.has (the word itself, not its key)
	decideOpenNot                         // notWords (word or key): looser than notWords.hasTok, which follows it
	decideOpenDemo                        // demoWords (word or key): looser than demoWords.hasTok
	decideOpenSendDay                     // sendDays (word or key): looser than sendDays.hasTok
)

var (
	decideOpenWord = newNormTable(decideOpenOf)
	decideOpenKey  = newKeyTable(func(k string) uint32 {
		return decideOpenRemoval*b32(removalPrefixes.has(k)) | // removalVerb's test of the key
			decideOpenDenied*deniedRefusalKey.f(k) | decideOpenReassure*reassuranceKey.f(k) | listedOpens(k)
	})
)

// decideOpenOf is decideOpens' bits of the word w, each the test its
// reader makes of the word it opens on before it reads anything else.
func decideOpenOf(w string) uint32 {
	var v uint32
	if negationMayOpen(w) {
		v |= decideOpenNegation
	}
	if repeatedNo(w) {
		v |= decideOpenRepeated
	}
	if meetWords.first[w] {
		v |= decideOpenMeet
	}
	if ownOpeners[w] || w == "already" || w == "deja" || ownVerbs[w] {
		v |= decideOpenOwned
	}
	if fitPronou[w] || w == "ma" || w == "ما" || w == "me" || w == "ne" || fitAux[w] || fitVerbs[w] ||
		strings.HasPrefix(w, "ma") && fitNegated[strings.TrimPrefix(w, "ma")] ||
		strings.HasPrefix(w, "ما") && fitNegated[strings.TrimPrefix(w, "ما")] {
		v |= decideOpenFit
	}
	if excessMarks[w] || excessAdjectives[w] {
		v |= decideOpenExcess
	}
	if tooLead[w] || excessAdjectives[w] || excessWords[w] {
		v |= decideOpenToo
	}
	if len(w) >= 3 && (w[0] == 'g' || w[0] == 's' || w[0] == 0xd8 || w[0] == 0xd9) {
		if _, glued := futureGlued(w); takeFuture[w] || glued {
			v |= decideOpenFuture
		}
	}
	if removalPrefixes.has(w) {
		v |= decideOpenRemoval
	}
	if takeOutVerb(w) {
		v |= decideOpenTakeOut
	}
	// (the key tables' tests of the word too: where the key is the word,
	// decideOpens reads no key table)
	if deniedRefusalWord.f(w) != 0 || deniedRefusalKey.f(w) != 0 {
		v |= decideOpenDenied
	}
	if reassuranceWord.f(w) != 0 || reassuranceKey.f(w) != 0 {
		v |= decideOpenReassure
	}
	if deniedWaitWord.f(w) != 0 {
		v |= decideOpenWaitWord
	}
	if needWordTable.f(w) != 0 {
		v |= decideOpenNeed
	}
	if prepositions.has(w) {
		v |= decideOpenPrep
	}
	return v | listedOpens(w)
}

// listedOpens is the bits of the word lists decideWords tests the word's
// key against (hasTok) at every word, of k as a key: decideOpens reads
// them of the key where it is not the word, and of the word (the key
// then) where it is.
func listedOpens(k string) uint32 {
	return decideOpenNot*b32(notWords.has(k)) | decideOpenDemo*b32(demoWords.has(k)) | decideOpenSendDay*b32(sendDays.has(k))
}

// decideOpensMemo keeps decideOpens of a message's first words, each read
// once: decideWords asks it at every word, and deniedWait's gate of the
// two words after (decideOpenNeed) as well.
type decideOpensMemo [32]uint32

// decideOpenRead marks a word of decideOpensMemo read (no decideOpen bit).
const decideOpenRead uint32 = 1 << 31

// at is decideOpens(&toks[j]) (with decideOpenRead set for j < 32).
func (m *decideOpensMemo) at(toks []tok, j int) uint32 {
	if j < len(m) && m[j] != 0 {
		return m[j] // (small enough to inline: read mostly here)
	}
	return m.fill(toks, j)
}

func (m *decideOpensMemo) fill(toks []tok, j int) uint32 {
	v := decideOpens(&toks[j]) | decideOpenRead
	if j < len(m) {
		m[j] = v
	}
	return v
}

// deniedWaitOpens is deniedWaitMayOpen(toks, i) read from the bits of
// the word and of the two after it (open is toks[i]'s).
func (m *decideOpensMemo) deniedWaitOpens(toks []tok, i int, open uint32) bool {
	if open&(decideOpenWaitWord|decideOpenNeed) != 0 {
		return true
	}
	return i+1 < len(toks) && m.waitNext(toks, i)
}

// waitNext is deniedWaitOpens' test of the two words after toks[i]
// (i+1 < len(toks)).
func (m *decideOpensMemo) waitNext(toks []tok, i int) bool {
	if toks[i+1].norm == "plus" || m.at(toks, i+1)&decideOpenNeed != 0 {
		return true
	}
	return i+2 < len(toks) && m.at(toks, i+2)&decideOpenNeed != 0
}

// negationMayOpen is what negation needs of the word it opens on: one of
// the negations it reads apart ("ma", "mat", "لم"…), or the word alone
// negated (negation's last two tests, which read nothing else).
func negationMayOpen(w string) bool {
	switch w {
	case "ma", "mo", "ما", "mat", "mate", "لم", "لن", "لا":
		return true
	}
	if _, ok := negatedVerb(w, false); ok {
		return true
	}
	for _, p := range []string{"ma", "ما"} {
		if rest, ok := strings.CutPrefix(w, p); ok && utf8.RuneCountInString(rest) >= 4 && (objectVerb(rest) || holdStem(rest)) {
			return true
		}
	}
	return false
}

// The readers decideWords asks at every word, each asked only where its
// bit of open (decideOpens(&toks[i])) is set, with what it reads
// elsewhere (nothing).

func futureTakeAt(toks []tok, i int, open uint32) int {
	if open&decideOpenFuture == 0 {
		return 0
	}
	return futureTake(toks, i)
}

func alreadyOwnedAt(toks []tok, i int, open uint32) (int, bool) {
	if open&decideOpenOwned == 0 {
		return 0, false
	}
	return alreadyOwned(toks, i)
}

func fitRefusedAt(toks []tok, i int, open uint32) (int, bool) {
	if open&decideOpenFit == 0 {
		return 0, false
	}
	return fitRefused(toks, i)
}

func excessForAt(toks []tok, i int, open uint32) (int, bool) {
	if open&decideOpenExcess == 0 {
		return 0, false
	}
	return excessFor(toks, i)
}

func tooToVerbAt(toks []tok, i int, open uint32) (int, bool) {
	if open&decideOpenToo == 0 {
		return 0, false
	}
	return tooToVerb(toks, i)
}
