package i18n

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Slips of the finger. The spelling families (spelling.go) fold the ways
// Darija is written on purpose; a word typed in a hurry also loses a
// letter ("mochkil" → "mochkl"), doubles one, gains a neighbour's
// ("merco") or swaps two ("shokarn"). Listing slips is hopeless, so a
// message word that no list, family, clitic or negation explains is
// looked up once more at edit distance one (Damerau: a letter dropped,
// added, replaced, or two neighbours swapped) from the listed words:
//
//   - only long enough words: the longer of the two keys has five letters
//     or more and the shorter four or more ("la", "ok", "non" are one slip
//     from dozens of words);
//   - the first letter is kept: a slip inside a word is common, at its
//     start rare, and "bghit"/"ghit" are other words;
//   - one family only: when two families are as close, the word says
//     nothing (a slip between two listed words is no reading).
//
// The index holds each listed key and every key with one letter deleted
// (symmetric deletion), so a lookup is a handful of map reads and no
// allocation. Latin words are keyed by their light key, Arabic-script
// words by their letters.
func buildSlips(words []string, rep map[string]string) map[string][]keyedAs {
	idx := map[string][]keyedAs{}
	add := func(k string, e keyedAs) {
		for _, o := range idx[k] {
			if o == e {
				return
			}
		}
		idx[k] = append(idx[k], e)
	}
	for _, w := range words {
		k := slipKey(w)
		if utf8.RuneCountInString(k) < minSlip {
			continue
		}
		e := keyedAs{light: k, rep: rep[w]}
		add(k, e)
		eachDeletion(k, func(d string) { add(d, e) })
	}
	return idx
}

// minSlip and minSlipLong: a slip is read between keys of at least
// minSlip letters, the longer one at least minSlipLong; a word of minSlip
// letters only by two letters swapped.
const (
	minSlip     = 4
	minSlipLong = 5
)

// slipKey is the key a word is compared by: the light key of a Latin
// word, the word itself in Arabic script; "" for anything else.
func slipKey(w string) string {
	if lk := light(w); lk != "" {
		return lk
	}
	if r, _ := utf8.DecodeRuneInString(w); r >= 0x0600 && r <= 0x06FF {
		for _, r := range w {
			if r < 0x0600 || r > 0x06FF {
				return ""
			}
		}
		return w
	}
	return ""
}

// eachDeletion calls f with k minus each one of its letters but the
// first (the first letter is kept, above). The string passed is only
// valid during the call.
func eachDeletion(k string, f func(string)) {
	var buf [96]byte
	if len(k) > len(buf) {
		return
	}
	_, first := utf8.DecodeRuneInString(k)
	for i := first; i < len(k); {
		_, n := utf8.DecodeRuneInString(k[i:])
		b := append(append(buf[:0], k[:i]...), k[i+n:]...)
		f(string(b))
		i += n
	}
}

// slip returns the family a word is one slip away from, or "".
func (s *spellings) slip(w string) string {
	k := slipKey(w)
	n := utf8.RuneCountInString(k)
	if n < minSlip || len(k) > 64 {
		return ""
	}
	found, ambiguous := "", false
	try := func(e keyedAs) {
		if ambiguous || e.light == k {
			return
		}
		m := utf8.RuneCountInString(e.light)
		if max(n, m) < minSlipLong || min(n, m) < minSlip {
			return
		}
		switch sl, r := oneSlip(k, e.light); {
		case sl == noSlip:
			return
		case min(n, m) < minSlipLong && sl == replaced, min(n, m) < minSlipLong && sl == dropped && r != 'h':
			// Four letters: an h dropped ("waka", "wakha") or
			// two letters swapped; "lwan" (colours) is not "lwazn" (weight),
			// "rugs" not "rouges".
			return
		case sl == dropped && max(n, m) < 7 && !strings.ContainsRune("aeiouyh", r) && isASCII(k):
			// A consonant dropped from a short word makes another word as
			// often as a slip: "verres"/"vertes", "cheche"/"cherche".
			return
		case sl == replaced && (s.answers[e.rep] || !isASCII(k)):
			return
		}
		switch {
		case found == "":
			found = e.rep
		case found != e.rep:
			ambiguous = true
		}
	}
	// A letter dropped from a listed key, replaced or swapped: the
	// message key (or one of its deletions) is one of its deletions.
	for _, e := range s.slips[k] {
		try(e)
	}
	var buf [64]byte
	_, first := utf8.DecodeRuneInString(k)
	for i := first; i < len(k); {
		_, sz := utf8.DecodeRuneInString(k[i:])
		b := append(append(buf[:0], k[:i]...), k[i+sz:]...)
		for _, e := range s.slips[string(b)] {
			try(e)
		}
		i += sz
	}
	if ambiguous {
		return ""
	}
	return found
}

// slipKind is how two keys differ.
type slipKind uint8

const (
	noSlip   slipKind = iota // equal, or further apart than one slip
	dropped                  // a letter dropped or added
	swapped                  // two neighbours swapped
	replaced                 // a letter replaced: "kettel" and "kemmel", "أريكه" and "أريده" are other words
)

// oneSlip tells how two different keys are one letter apart, the first
// and last letters equal, and which letter a drop dropped. It reads the
// keys into arrays on the stack: it runs for every candidate of every
// unknown word and must not allocate.
func oneSlip(a, b string) (slipKind, rune) {
	var bufA, bufB [64]rune
	ra, rb := runesInto(bufA[:0], a), runesInto(bufB[:0], b)
	if len(ra) == 0 || len(rb) == 0 || ra[0] != rb[0] || ra[len(ra)-1] != rb[len(rb)-1] {
		return noSlip, 0
	}
	if len(ra) < len(rb) {
		ra, rb = rb, ra
	}
	i := 0
	for i < len(rb) && ra[i] == rb[i] {
		i++
	}
	switch len(ra) - len(rb) {
	case 1:
		if slices.Equal(ra[i+1:], rb[i:]) {
			return dropped, ra[i]
		}
	case 0:
		switch {
		case i == len(ra):
		case slices.Equal(ra[i+1:], rb[i+1:]):
			if neighbours(ra[i], rb[i]) {
				return replaced, 0
			}
		case i+1 < len(ra) && ra[i] == rb[i+1] && ra[i+1] == rb[i] && slices.Equal(ra[i+2:], rb[i+2:]):
			return swapped, 0
		}
	}
	return noSlip, 0
}

// runesInto appends the runes of s to dst, at most cap(dst) of them (keys
// are short; a longer one is cut, and then compares unequal).
func runesInto(dst []rune, s string) []rune {
	for _, r := range s {
		if len(dst) == cap(dst) {
			break
		}
		dst = append(dst, r)
	}
	return dst
}

// neighbours reports two letters a finger slips between: keys side by
// side on a QWERTY or AZERTY keyboard, or two vowels ("merco"/"merci").
// Any other replacement is another word: "khdma" (work) is not "khdra"
// (green), "kaddir" not "katdir".
func neighbours(a, b rune) bool {
	if a > 'z' || b > 'z' || a < 'a' || b < 'a' {
		return false
	}
	const vowels = "aeiouy"
	if strings.ContainsRune(vowels, a) && strings.ContainsRune(vowels, b) {
		return true
	}
	for _, row := range keyboardRows {
		for i := 0; i+1 < len(row); i++ {
			if (rune(row[i]) == a && rune(row[i+1]) == b) || (rune(row[i]) == b && rune(row[i+1]) == a) {
				return true
			}
		}
	}
	return false
}

// keyboardRows are the letter rows of QWERTY and AZERTY.
var keyboardRows = []string{"qwertyuiop", "asdfghjkl", "zxcvbnm", "azertyuiop", "qsdfghjklm", "wxcvbn"}
