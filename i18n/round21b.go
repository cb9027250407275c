package i18n

import "strings"

// Round 21b (issue 11): noes that run on. A bare no word said first, then
// why, in words the rules do not know ("la rah 3ndi bhalha f dar", "لا
// ما كنلبسش هاد النوع", "no i'd rather see it in the shop"): the gate
// (answerGate) may take the classifier's sure no after it, as after a
// no said twice.

// reasonFirstWords open why after a bare no: a because word (becauseWords),
// the shopper speaking of themselves ("ana", "je", "i'm", "j'ai"), or
// what they will do ("ghadi", "غادي", "je vais"). After "la" none of them
// can be a French noun ("la robe") or a word "la" negates ("لا أعلم").
var reasonFirstWords = plainSet("ana", "ena", "أنا", "انا", "je", "jai", "jvais", "jsuis", "i", "im", "id", "il", "ive",
	"ghadi", "ghad", "gha", "غادي", "غاد", "غا", "kont", "kunt", "كنت",
	"7itach", "hitach", "حيتاش", "7ita", "khater", "خاطر")

// noThenWhy reports a message opening on one real no word ("la", "non",
// "no", "لا", "laaa") and, right after it, a word that opens why: a
// because word, the shopper speaking of themselves, a negation ("la ma
// kanlbsch …", "no i'd rather …", "لا راه خويا غادي يجيبها ليا").
func noThenWhy(toks []tok) bool {
	return len(toks) >= 3 && whyFollows(toks, 1)
}

// whyFollows reports an opening toks[:e] of no words, thanks or sorry
// ("la", "non merci", "no thanks", "لا شكرا") followed by a word that
// opens why (noThenWhy's words).
func whyFollows(toks []tok, e int) bool {
	if e >= len(toks) || e > 3 || clauseStart(&toks[e]) {
		return false
	}
	no := false
	for i := 0; i < e; i++ {
		switch {
		case bareNo(&toks[i]) || repeatedNo(toks[i].norm):
			no = true
		case !thanksWord(toks, i):
			return false
		}
	}
	if !no {
		return false
	}
	w := &toks[e]
	switch {
	case w.isBecause() || reasonFirstWordsNum.has(w.nid, w.norm):
		return true
	case bareNo(w) || repeatedNo(w.norm):
		return false // "la la": the no said twice, no reason yet
	case negators.hasTok(w) || w.neg || negationShaped(w.norm):
		return true // "la ma kanlbsch …", "لا ما عندي فين نلبسها", "no not …"
	}
	return futureVerb(w.norm)
}

// futureVerb reports a Darija verb in the future, "gha"/"غا" glued to a
// person prefix ("ghanchriha", "ghatjibha", "غانشريها"): what the
// shopper will do instead.
func futureVerb(w string) bool {
	for _, p := range []string{"ghan", "ghat", "ghay", "غان", "غات", "غاي"} {
		if strings.HasPrefix(w, p) && len(w) >= len(p)+4 {
			return true
		}
	}
	return false
}

// thanksWord reports a word of thanks at toks[i] ("merci", "shokran",
// "thanks", "شكرا").
func thanksWord(toks []tok, i int) bool {
	_, c, ok := decision1(toks, i)
	return ok && c == dThanks
}

// boughtElsewhere reports a verb of buying at toks[i] with where from
// within two words ("ghadi nchriha mn jumia", "je vais l'acheter en
// boutique", "نشريها من الحانوت"): after a no and why, where the shopper
// buys instead, not a yes.
func boughtElsewhere(toks []tok, i int) bool {
	if !buyOrFind(toks[i].norm) {
		return false
	}
	for j := i + 1; j < len(toks) && j <= i+2; j++ {
		if townShopsNum.has(toks[j].nid, toks[j].norm) || townShops[strings.TrimPrefix(toks[j].norm, "l")] {
			return true
		}
	}
	return fromElsewhere(toks, i+1) // not "mn 3ndkom", from the shop itself
}

// safiCloses reports "safi", "صافي" as the message's last word after a
// negation ("la la ma7ajtich biha safi", "ma bghitha safi"): after a
// no, "safi" is "enough", the no closed, not a yes.
func safiCloses(toks []tok, i int) bool {
	if i != len(toks)-1 || i < 2 {
		return false
	}
	for j := 0; j < i; j++ {
		if toks[j].neg || negationShaped(toks[j].norm) || negators.hasTok(&toks[j]) && !bareNo(&toks[j]) {
			return true
		}
	}
	return false
}

// takenOut reads a verb of taking out or removing at toks[i], up to two
// words naming the thing, then out of the cart ("take the teapot out of
// my basket", "take it off the list", "أخرجها من السلة", "supprimi had
// lproduit mn le panier"); it reports how many words it spans, 0 for
// none. Only the cart makes "take" a removal: "take it" is a yes.
func takenOut(toks []tok, i int) int {
	near := false // the cheap test first: a first word of outOfCart within reach
	for j := i + 1; j < len(toks) && j <= i+3; j++ {
		near = near || outOfCartFirst.is(&toks[j])
	}
	if !near || !removalVerb(&toks[i]) && !takeOutVerb(toks[i].norm) || i > 0 && (toks[i-1].neg || negators.hasTok(&toks[i-1])) {
		return 0 // (not "don't take it out …", which keeps it)
	}
	for j := i + 1; j < len(toks) && j <= i+3; j++ {
		if clauseStart(&toks[j]) || toks[j].neg || negators.hasTok(&toks[j]) {
			return 0
		}
		if m := outOfCart.at(toks, j); m > 0 {
			return j + m - i
		}
	}
	return 0
}

// outOfCartFirst: the words outOfCart's phrases open on (by number:
// takenOut asks it of the three words after every word).
var outOfCartFirst = newNormTable(func(w string) uint32 { return b32(outOfCart.first[w]) })

// takeOutVerb: "take", "أخرج", "اخرجها", "sortez", "khrrjha".
func takeOutVerb(w string) bool {
	for _, p := range []string{"take", "أخرج", "اخرج", "خرج", "sort", "khrj", "khrrj", "kherj"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// outOfCart are the cart or list a thing is taken out of.
var outOfCart = newPhraseList("out of my basket", "out of the basket", "out of my cart", "out of the cart",
	"off the list", "off my list", "off my cart", "off the cart", "from the basket", "from my basket",
	"from the list", "from my list", "mn le panier", "men le panier", "mn panier dyali", "من السلة", "من سلتي",
	"من البانيي", "mn lpanier", "du panier", "de mon panier")
