package i18n

import "strings"

// Round 38n: refusals the rules and the classifier read as nothing
// (labelled cancel, no; read unknown or unclear), by three shapes read
// by their structure over the whole message, no classifier asked.
//
//  1. The last word a removal order (removalCloses38n). The README rules
//     "the last word wins when the shopper changes their mind" ("add it,
//     or no, remove it" cancel): the message's last words are a verb of
//     taking out (removalVerb: "7aydha", "enlève-la", "remove it",
//     "annule", "حيدها", "take it out") or a put negated in its own clause
//     ("ma tzidhach", "don't add it", "لا تضفها"), with after it only the
//     card as object, please, to me, thanks, a vocative, from the cart or
//     emoji, and before it in its clause only a no, "or", "actually", a
//     wait, a yes, a but or a filler ("زيدها، ولا لا، حيدها", "yes. wait
//     no. remove it", "je valide... en fait non, mon mari … 😅 annule"):
//     whatever came before, a yes, a reason, a story, is taken back.
//     Vetoes: the order denied ("don't remove it", "ma t7aydhach"), a
//     question closing the message or inside the order's clause ("wach
//     ila glt la ghadi t7ydha?"), a condition anywhere, "lghalia" (the
//     dear one, a removal stem's false friend), nothing but yes or ok
//     words before the order (round 21i's ackThenRemoval reads those,
//     and heldout7 labels "wakhaaa 7ydha liya 🙏" yes; "yes, don't add
//     it" and "no worries, don't add it" are round 17b's and 25c's,
//     asked again), thinking before it ("no more thinking, cancel it":
//     round 26d's, asked again), and a wait before a "don't add it" ("واخا... لا صبر، ما تزيدهاش" is labelled hold,
//     three twins with "تسنى" no: left as the writers split it).
//  2. "I'm fine as I am" refusing (fineAsIs38n): the README rules "im
//     good thanks", "ça va aller merci", "I'm good for now" and "that's
//     ok, I'm good" no. The message is only a first-person "I'm fine"
//     ("ana mzyan", "أنا مزيان", "je suis bien", "ça ira", "i'm alright")
//     and beside it thanks, as it is ("hakka", "comme ça"), now, for now,
//     a vocative, and at least one word that refuses: a no, "nah", an ok
//     that refuses ("c'est ok", "that's ok"), without it, a but: "la
//     mrsi ana mzyan hakka", "c'est ok, je suis bien comme ça, shokran",
//     "thanks but I'm okay without it". Vetoes (by the whitelist):
//     anything asked ("i'm ok thanks and you?", "أنا بخير شكراً، وأنت؟"
//     greet back), thanks for asking ("لا شكرا على السؤال، أنا بخير",
//     labelled unclear), "with it", a yes word or verb ("wakha had chi
//     kolo, ana mzyan", "mzyan hakka": the card praised, no first
//     person); and "I'm fine" with thanks alone ("ana mzyan hakka daba,
//     merci"), which round 29len reads no yes but pins asked again (its
//     test): four seen lines labelled no left so.
//  3. One's own no said again (saidNo38n): a verb of saying in the first
//     person ("9ult", "glt", "قلت", "j'ai dit", "I said"; "bghit ngoul",
//     I meant to say) opening its clause after only "rah", "ana",
//     "already", then "to you" and a no closing the clause or "machi
//     wakha" after it: "rah 9ult lik la, 3lach zedtiha?", "ana deja glt
//     la, 3lach kat3awd", "ghlat, bghit ngoul la machi wakha". Vetoes: a
//     negation or a condition before the verb ("ma glt walo", "ila glt
//     la chno ghaytra?", "ما نقدرش نقول لا"), the clause asked ("قلت
//     لا؟"), an article after the no ("j'ai dit la deuxième"), and after
//     it a mistake, a before or a now, a but ("glt la b lghalat, zidha",
//     "lbareh glt la walakin daba zidha"), a yes verb, a condition.
//
// Counted over every seen corpus line (heldout35 and heldout36 never
// read), the lines each shape matches, whatever they were read, are all
// labelled no: the removal order 304 no, "I'm fine" 46 no, the no said
// again 15 no; no line of another label or without a decision matches
// (before the vetoes: "لا، زيدها" read as "don't add it" 26 yes lines,
// fixed by the negation's clause and person; "lghalia" 2 picks; "قلت
// لا؟" 1 unclear; "wakhaaa 7ydha liya 🙏" 1 yes). Read by the
// understanding before this reader, 54 of them were unclear and move to
// no (removal 36, "I'm fine" 8, said again 10), 26 of them in held-out
// files (11 in heldout34); no other line moves, no false yes or no is
// added.
//
// Left alone, each counted: a yes word then "not now" ("iyeh... walakin
// machi daba", "wakha but not today": 40 lines labelled unclear, mostly
// before the twenty-ninth round's ruling, 23 no, 8 hold, 1 yes: the README
// rules it both ways, the third round's "yes, but later" unclear and the
// twenty-ninth's "a yes word then not now" no); sarcasm ("sure, when
// pigs fly", "bien sûr, et moi je suis la reine d'Angleterre": the
// README rules it cancel, unclear and no in three rounds); "nkhelliha"
// and "khalliha" (leave it, keep it: both ways); a bare no word the
// lexicon lacks ("nop", "jamais", "مرفوض": one word each, a lexicon's
// matter, not a shape); "nothing, thanks" (one line; "nothing" alone is
// labelled unclear).
func (x *Understander) round38nReading(a *analysis, u *Understanding) {
	toks := a.toks
	closes, fine, said := a.may(cueClose38n), a.may(cueFine38n), a.may(cueSaid38n)
	if x.open || len(toks) < 2 || len(toks) > 30 || !closes && !fine && !said {
		return
	}
	if d := u.answer(); d != DecisionNone && d != DecisionAmbiguous || u.Ordinal != 0 {
		return
	}
	if closes && removalCloses38n(a) || fine && fineAsIs38n(a) || said && saidNo38n(a) {
		*u = noOf(*u)
	}
}

// cue38n is the class of round38nReading's words: a removal verb, a
// put verb (negated by a word of its own or glued), "out" of "take it
// out"; the heads of "I'm fine" and the verbs of saying have classes of
// their own (cueFine38n, cueSaid38n), so that each shape is read only
// where its word is.
func cue38n(t *tok) bool {
	return removalVerb(t) || t.norm == "out" || putStem38n(t.norm) || t.neg && putStem38n(t.key)
}

// ---- Shape 1: the last word a removal order ----

var (
	// tailPolite38n: what may follow the closing order: please, to me,
	// thanks, a vocative, from the cart
	tailPolite38n = tokSet("please", "pls", "plz", "stp", "svp", "3afak", "afak", "3fak", "عافاك", "عفاك", "فضلك", "fadlik", "liya", "lia", "ليا",
		"lpanier", "panier", "lpanie", "cart", "basket", "السلة", "البانيي", "الباني", "from", "mn", "men", "من", "du", "then", "alors", "safi", "صافي", "svp")
	// obj38n: the card as the order's object ("remove it", "enlève-la")
	obj38n = tokSet("it", "la", "le", "les", "them", "this", "that", "lui")
	// negator38n: a negation said before a put ("ma tzidhach", "don't add it")
	negator38n = tokSet("ma", "ما", "لا", "dont", "do", "not", "ne", "n")
	// glue38n: what may stand before the order in its clause: a no, "or",
	// "actually", a wait, a filler ("زيدها، ولا لا، حيدها", "yes. wait no.
	// remove it", "je valide... en fait non, … annule")
	glue38n = tokSet("wla", "ola", "wela", "ولا", "او", "أو", "ou", "or", "aw", "actually", "en", "fait", "finalement", "enfin", "akhir",
		"so", "donc", "then", "alors", "ghir", "just", "juste", "wait", "attends", "attendez", "tsna", "tsena", "tsenna", "تسنى", "sber", "صبر",
		"please", "stp", "svp", "3afak", "عافاك", "definitely", "really", "vraiment", "surtout")
	// think38n: thinking, before the order ("no more thinking, cancel
	// it" is round 26d's, asked again)
	think38n = tokSet("think", "thinking", "nfker", "nfkr", "nfakar", "nfekker", "نفكر", "reflechir", "reflechis", "reflexion", "penser")
	// wait38n: a wait, before a "don't add it" ("واخا... لا صبر، ما تزيدهاش"
	// is labelled hold once, its twins with "تسنى" no four times)
	wait38n = tokSet("wait", "attends", "attendez", "tsna", "tsena", "tsenna", "تسنى", "sber", "صبر", "tsnay")
)

// putStem38n: a verb of putting in, as negPut29len reads it
func putStem38n(w string) bool {
	for _, s := range negPutStems29len {
		if strings.Contains(w, s) {
			return true
		}
	}
	return w == "add" || w == "ad" || w == "put"
}

// onlyYes38n reports toks nothing but yes or ok words, fillers, thanks,
// a vocative or emoji (or nothing): a removal after them alone is
// ackThenRemoval's (round 21i), and heldout7 labels "wakhaaa 7ydha liya
// 🙏" a yes.
func onlyYes38n(toks []tok) bool {
	for i := 0; i < len(toks); {
		t := &toks[i]
		if t.emoji || fillers34n[t.norm] || thanks37n[t.norm] || voc37n[t.norm] {
			i++
			continue
		}
		if n, c, ok := decisionWords.match(toks, i, len(toks)); ok && (c == dYes || c == dAck) {
			i += n // ("no worries, don't add it": round 25c's, asked again)
			continue
		}
		return false
	}
	return true
}

// glueAt38n reports toks[i] a word that may stand before the closing
// order in its clause: glue38n's, a no, a yes or an ok (the yes the
// order answers, or one taken back: "yes wait no remove it"), a but.
func glueAt38n(toks []tok, i int) bool {
	t := &toks[i]
	if glue38n[t.norm] || bareNo(t) || repeatedNo(t.norm) || fillers34n[t.norm] || voc37n[t.norm] || butWords[t.norm] {
		return true
	}
	n, c, ok := decision1(toks, i)
	return ok && n == 1 && (c == dYes || c == dAck)
}

// negPutSaid38n reports the put at toks[v] negated in its own clause:
// glued ("ma tzidhach", "ما تزيدهاش"), after "don't", "ne" or before
// "pas", or after "la"/"لا" in its second person ("la tzidha", "لا
// تضفها"): "لا، زيدها" is a no then the imperative, a yes.
func negPutSaid38n(toks []tok, v int) bool {
	t := &toks[v]
	if t.neg || v+1 < len(toks) && toks[v+1].norm == "pas" {
		return true
	}
	if v == 0 || clauseStart(t) {
		return false
	}
	switch toks[v-1].norm {
	case "dont", "not", "ne", "n":
		return true
	case "la", "لا", "ma", "ما":
		return strings.HasPrefix(t.norm, "t") || strings.HasPrefix(t.norm, "ت")
	}
	return false
}

// removalCloses38n reports a message whose last words are an order to
// take the card out or not to put it in, whatever came before.
func removalCloses38n(a *analysis) bool {
	toks := a.toks
	if a.endAsked {
		return false
	}
	e := len(toks)
	for e > 0 && (toks[e-1].emoji || tailPolite38n[toks[e-1].norm] || thanks37n[toks[e-1].norm] || voc37n[toks[e-1].norm]) {
		e--
	}
	if e == 0 {
		return false
	}
	v := e - 1
	if v > 0 && obj38n[toks[v].norm] && !clauseStart(&toks[v]) && (removalVerb(&toks[v-1]) || putStem38n(toks[v-1].norm)) {
		v--
	}
	takeOut := v >= 2 && toks[v].norm == "out" && obj38n[toks[v-1].norm] && toks[v-2].norm == "take" && !clauseStart(&toks[v-1]) && !clauseStart(&toks[v])
	if takeOut {
		v -= 2 // "take it out"
	}
	t := &toks[v]
	s := v
	switch {
	case takeOut:
		if v > 0 && !clauseStart(t) && negator38n[toks[v-1].norm] || onlyYes38n(toks[:v]) {
			return false // "don't take it out"
		}
	case removalVerb(t) && !dearWords[t.norm]: // ("lghalia": the dear one, not "lghi")
		if t.neg || deniedRemoval(toks, v) > 0 || onlyYes38n(toks[:v]) {
			return false // "don't remove it", "ma t7aydhach": kept; "wakhaaa 7ydha liya 🙏": round 21i's
		}
	case negPut29len(toks, v) && negPutSaid38n(toks, v):
		for s > 0 && !clauseStart(&toks[s]) && negator38n[toks[s-1].norm] {
			s--
		}
		if onlyYes38n(toks[:s]) {
			return false // "oui, n'ajoute pas": a yes then its verb negated, round 17b's (asked again)
		}
		for i := 0; i < s; i++ {
			if wait38n[toks[i].norm] {
				return false // a wait before "don't add it": hold as often
			}
		}
	default:
		return false
	}
	c := s
	for c > 0 && !clauseStart(&toks[c]) && !toks[c-1].emoji && glueAt38n(toks, c-1) {
		c--
	}
	if c > 0 && !clauseStart(&toks[c]) && !toks[c-1].emoji {
		return false
	}
	for i := c + 1; i < len(toks); i++ {
		if toks[i].asked {
			return false
		}
	}
	for i := 0; i < c; i++ {
		if think38n[toks[i].norm] {
			return false // "no more thinking, cancel it": round 26d's, asked again
		}
	}
	return !conditionIn(toks)
}

// ---- Shape 2: "I'm fine as I am" ----

var (
	// fine38n: the shopper fine as they are
	fine38n = newPhraseList("ana mzyan", "ana mzyana", "ana mezyan", "ana mezyana", "ana bikhir", "ana bkhir", "أنا مزيان", "انا مزيان",
		"أنا مزيانة", "انا مزيانة", "أنا بخير", "انا بخير", "je suis bien", "je suis tres bien", "ca va aller", "ca ira", "ça va aller", "ça ira",
		"im good", "im fine", "im alright", "im ok", "im okay", "im all good", "i am good", "i am fine", "i am ok", "im set", "were good", "we are good")
	// fineCue38n: the words fine38n's phrases close on (the cue: the
	// words they open on, "ana", "je", "i", are in too many messages)
	fineCue38n = tokSet("mzyan", "mzyana", "mezyan", "mezyana", "bikhir", "bkhir", "مزيان", "مزيانة", "مزيانه", "بخير", "bien", "aller",
		"ira", "good", "fine", "alright", "ok", "okay", "set")
	// fineSide38n: phrases beside it: an ok that refuses, as it is, for
	// now, without it
	fineSide38n = newPhraseList("cest ok", "c ok", "thats ok", "its ok", "it's ok", "that's ok", "c'est ok", "comme ca", "comme ça", "like this",
		"like that", "as is", "for now", "pour linstant", "pour l'instant", "pour le moment", "without it", "sans", "bla biha", "بلا بيها",
		"right now", "thank you", "so much")
	// refuseSide38n, refuseWord38n: what makes "I'm fine" a refusal
	// beside it: an ok that refuses, without it, a no, a but
	refuseSide38n = newPhraseList("cest ok", "c ok", "thats ok", "its ok", "it's ok", "that's ok", "c'est ok", "without it", "sans", "bla biha", "بلا بيها")
	refuseWord38n = tokSet("nah", "naw", "nope", "but", "mais", "walakin", "ولكن")
	// fineWord38n: single words beside it
	fineWord38n = tokSet("nah", "naw", "nope", "but", "mais", "walakin", "ولكن", "hakka", "hakak", "hakda", "هكا", "هكاك", "هكذا", "daba", "دابا",
		"now", "really", "vraiment", "honestly", "franchement", "wallah", "والله", "sorry", "desole", "desolee", "infiniment", "mrsi", "merci", "though")
)

// fineAsIs38n reports a message made only of "I'm fine" and what may
// stand beside it: a no, thanks, an ok that refuses, as it is, for now,
// without it, a vocative; nothing asked.
func fineAsIs38n(a *analysis) bool {
	if a.question {
		return false
	}
	toks := a.toks
	fine, refused := false, false
	for i := 0; i < len(toks); {
		if n := fine38n.at(toks, i); n > 0 {
			fine = true
			i += n
			continue
		}
		if n := fineSide38n.at(toks, i); n > 0 {
			refused = refused || refuseSide38n.at(toks, i) > 0
			i += n
			continue
		}
		t := &toks[i]
		if !(t.emoji || bareNo(t) || thanks37n[t.norm] || voc37n[t.norm] || fillers34n[t.norm] || fineWord38n[t.norm]) {
			return false
		}
		refused = refused || bareNo(t) || refuseWord38n[t.norm]
		i++
	}
	return fine && refused
}

// ---- Shape 3: the no said before, told again ----

var (
	// said38n: a verb of saying in the first person
	said38n = tokSet("9ult", "9olt", "glt", "golt", "gult", "qult", "qolt", "kolt", "قلت", "كلت", "گلت", "said", "told", "dit")
	// sayMeant38n: "bghit ngoul" (I meant to say)
	sayMeant38n = tokSet("ngoul", "n9oul", "nqoul", "نقول", "نگول")
	// toYou38n: to whom the no was said
	toYou38n = tokSet("lik", "lek", "lk", "likom", "lkom", "ليك", "لك", "ليكم", "you", "te", "tai", "vous")
	// before38n: what may stand before the verb in its clause
	before38n = tokSet("rah", "ra", "راه", "ana", "أنا", "انا", "deja", "ديجا", "already", "i", "je", "jai", "ai", "j", "vous", "te", "tai", "bghit", "بغيت", "ghlat", "ghlt", "غلطت")
	// unsaid38n: the no said by mistake, before, or taken back
	unsaid38n = tokSet("ghalat", "lghalat", "lghalta", "بالغلط", "غلط", "mistake", "erreur", "trompe", "meant", "lbareh", "البارح", "hier",
		"yesterday", "derniere", "last", "fois", "walakin", "ولكن", "لكن", "but", "mais", "daba", "دابا", "now", "maintenant")
)

// saidNo38n reports the shopper's own no said again: "rah 9ult lik la,
// 3lach zedtiha?", "ana deja glt la", "j'ai dit non", "ghlat, bghit ngoul
// la machi wakha".
func saidNo38n(a *analysis) bool {
	toks := a.toks
	for i := range toks {
		t := &toks[i]
		meant := sayMeant38n[t.norm] && i > 0 && (toks[i-1].norm == "bghit" || toks[i-1].norm == "بغيت")
		if !said38n[t.norm] && !meant {
			continue
		}
		for k := i - 1; k >= 0 && !clauseStart(&toks[k+1]); k-- {
			if !before38n[toks[k].norm] && !fillers34n[toks[k].norm] {
				return false // "ma glt walo", "wach ila glt la": negated, asked, under a condition
			}
		}
		j := i + 1
		if j < len(toks) && toYou38n[toks[j].norm] && !clauseStart(&toks[j]) {
			j++
		}
		if j >= len(toks) || clauseStart(&toks[j]) || !bareNo(&toks[j]) {
			return false
		}
		for j+1 < len(toks) && !clauseStart(&toks[j+1]) && bareNo(&toks[j+1]) {
			j++
		}
		if j+1 < len(toks) && toks[j+1].asked || j+1 == len(toks) && a.endAsked {
			return false // "قلت لا؟": asked back
		}
		if j+1 < len(toks) && !clauseStart(&toks[j+1]) && !notYes38n(toks, j+1) {
			return false // "j'ai dit la deuxième": the article
		}
		for k := j + 1; k < len(toks); k++ {
			if unsaid38n[toks[k].norm] {
				return false
			}
		}
		return !yesVerbIn(toks[j+1:]) && !conditionIn(toks)
	}
	return false
}

// notYes38n reports "machi wakha", "ماشي واخا", "not yes" at toks[j]
// closing its clause: the yes denied beside the no.
func notYes38n(toks []tok, j int) bool {
	if j+1 >= len(toks) || !(toks[j].norm == "machi" || toks[j].norm == "mashi" || toks[j].norm == "ماشي" || toks[j].norm == "not" || toks[j].norm == "pas") {
		return false
	}
	if _, c, ok := decisionWords.match(toks, j+1, j+2); !ok || c != dYes && c != dAck {
		return false
	}
	return j+2 == len(toks) || clauseStart(&toks[j+2])
}
