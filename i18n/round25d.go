package i18n

import (
	"strings"
	"unicode/utf8"
)

// Round 25d: intents outside yes and no that the rules misread, read
// from the seen sets' misses: a colour only spelt like a thing sold, a
// comparison or a budget said as a follow-up (refine), a size asked of a
// card named by its colour (a product question), a card named by its
// colour or shape alone (a pick), waits said in more forms (hold). None
// gives a yes or a no; a wait is only read where no yes or no was.

// colourNotShop reports a word the slot lists read as a colour, said
// after a preposition or a colour word ("b lwrdi", "f lwerdi", "b lon
// lwrdi"), that the shop's vocabulary matches only by its shape:
// "lwrdi" (pink) shares its skeleton with "lward" (roses), so "kayna b
// lwrdi?" asked for roses. In a colour's place it is the colour; a thing
// sold only when the shop lists that very word.
func (x *Understander) colourNotShop(toks []tok, i int) bool {
	if i == 0 || !slotColor(toks[i]) {
		return false
	}
	if p := &toks[i-1]; !colourPrepsNum.has(p.nid, p.norm) && roleOf(p)&rColorCue == 0 {
		return false
	}
	w := toks[i].norm
	if _, ok := x.products[w]; ok {
		return false
	}
	if _, ok := x.products[singular(w)]; ok {
		return false
	}
	if lk := light(w); lk != "" {
		if _, ok := x.lights[lk]; ok {
			return false
		}
	}
	// ("lkhol", kohl, is black too: with its article off, listed)
	return stripClitic(w, func(r string) bool {
		_, ok := x.products[r]
		return ok
	}) == ""
}

// round25dReading re-reads, last, a message the rules and the classifier
// gave no yes and no no. It never gives one either: a wait, a pick, a
// refinement, a product question or an unknown.
func (x *Understander) round25dReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	d := u.answer()
	if x.open || len(toks) == 0 || d == DecisionYes || d == DecisionNo {
		return false
	}
	unanswered := d == DecisionNone || d == DecisionAmbiguous
	if unanswered && !a.question && u.Intent == IntentUnknown &&
		(bothThenUnsure(toks) || ackThenWait(toks) || keptForLater(toks)) {
		// "oui non je sais pas", "ok thanks, i'll think", "pas
		// maintenant mais ne la retirez pas, je reviens": a wait
		*u = holdOf(*u)
		return true
	}
	if d == DecisionNone && u.Intent == IntentHuman && x.waitThenOwn(a) {
		// "tsna chwiya n3ayt l mmi": a wait, then the shopper's own call
		*u = holdOf(*u)
		return true
	}
	if d == DecisionNone && u.Intent == IntentRefine && !a.question && cardByLook(toks, *u) {
		// "l7amra", "الكبيرة": the card named by how it looks
		u.Query, u.Terms = "", nil
		*u = u.with(IntentSelect, 0.8)
		return true
	}
	if d == DecisionNone && u.Intent == IntentRefine && a.question {
		if topic, ok := colourCardAsked(toks, *u); ok {
			// "wach lk7la kayna f M?", "the blue one, does it come in
			// XL?": a size or the stock of the card named by its colour
			*u = u.cleared()
			u.Topic = topic
			*u = u.with(IntentProductQuestion, 0.75)
			return true
		}
	}
	if d == DecisionNone && u.Intent == IntentProductSearch && (a.question || toks[0].isYesNoOpener()) && sizeOfPointedAsked(toks, *u) {
		// "la robe rouge kayna f S?", "is there a smaller size for this
		// tajine": a size of the one pointed at
		*u = u.cleared()
		u.Topic = TopicSize
		*u = u.with(IntentProductQuestion, 0.75)
		return true
	}
	if d == DecisionNone && (u.Intent == IntentProductSearch || u.Intent == IntentRefine) && a.question && a.may(cueStill) && stillPointedAsked(toks) {
		// "mazal kayna hadik jellaba?", "is that lamp still available?":
		// the one pointed at, asked whether it is still in stock
		*u = u.cleared()
		u.Topic = TopicStock
		*u = u.with(IntentProductQuestion, 0.75)
		return true
	}
	if unanswered && (u.Intent == IntentProductSearch || u.Intent == IntentUnknown) {
		if s, e, ok := x.comparedClause(toks, a.question); ok {
			// "too bulky for my suitcase, anything smaller?", "vous avez
			// plus moderne ?": one like the one shown, but more so
			u.Query, u.Terms = x.searchOf(toks[s:e])
			*u = u.with(IntentRefine, 0.7)
			return true
		}
		if u.Intent == IntentProductSearch && a.question && featureAsked(toks) && !haveAskedIn(toks) {
			// (a thing asked for by what it has, "vous avez un sac avec
			// fermeture ?", stays round 25a's search: the shop is asked
			// what it has, not about the one shown)
			// "avec des manches longues ?", "y en a une sans manches ?":
			// the one shown, with or without a part
			u.Query, u.Terms = x.searchOf(toks)
			*u = u.with(IntentRefine, 0.7)
			return true
		}
		if u.Intent == IntentProductSearch && (u.MinPrice > 0 || u.MaxPrice > 0) && budgetForOccasion(toks) {
			// "ktar mn 1000, c'est pour un mariage", "ma bghitch nfout
			// 600 f cadeau": a price bound for what is shown
			u.Query, u.Terms = "", nil
			*u = u.with(IntentRefine, 0.7)
			return true
		}
	}
	if d == DecisionNone && (u.Intent == IntentRefine || u.Intent == IntentSelect) && a.question && meantAsked(toks) {
		// "you mean the red one?", "الثانية، صحيح؟": which the shop
		// meant, asked back
		*u = u.cleared()
		*u = u.with(IntentUnknown, 0.3)
		return true
	}
	return false
}

// bothThenUnsure reports a yes and a no both said, then not knowing
// ("yes no maybe idk", "oui... non... je sais plus", "إيه لا، ما
// عرفتش"), and nothing but fillers and hesitations: undecided, a wait.
func bothThenUnsure(toks []tok) bool {
	yes, no, unsure := false, false, false
	for i := 0; i < len(toks); {
		n, c, ok := decisionWords.match(toks, i, len(toks))
		if !ok {
			n, c, ok = negation(toks, i) // "ma3rftch", "ماعرفتش": a wait
		}
		if !ok {
			// "je sais plus", "je sais pas trop": the French verb alone
			if toks[i].norm == "sais" && i+1 < len(toks) && (toks[i+1].norm == "plus" || toks[i+1].norm == "pas") {
				unsure = true
				i += 2
				continue
			}
			return false
		}
		switch c {
		case dYes, dAck:
			yes = true
		case dNo, dNeg:
			if n != 1 || !bareNo(&toks[i]) {
				return false
			}
			no = true
		case dHold:
			for j := i; j < i+n; j++ {
				unsure = unsure || knowAt(toks[j].norm)
			}
			if !unsure {
				return false // "yes, no wait": a yes taken back, not a doubt
			}
		case dHmm, dFiller, dObj:
		default:
			return false
		}
		i += n
	}
	return yes && no && unsure
}

// knowStems say not knowing or not sure ("je sais pas", "idk", "dunno",
// "ma3rftch", "لا أدري", "not sure").
var knowStems = []string{"sai", "idk", "know", "dunno", "3rf", "3ref", "sure", "certain", Normalize("عرف"), Normalize("دري"),
	Normalize("متأكد")}

func knowAt(w string) bool {
	for _, p := range knowStems {
		if strings.Contains(w, p) {
			return true
		}
	}
	return false
}

// ackThenWait reports an ok (or a wait), then only a wait: a look to be
// taken with someone ("ok merci bzaf, nchouf m3a mmi", "attendez, je
// vois avec mon mari", "ok, i'll see with my wife") or, with a thanks, a
// thought ("ok thanks, i'll think", "oki merci, je réfléchis", "حسنا
// شكرا، سأفكر"; round 24e reads the ok then a thought alone). A look
// alone ("ok, ghadi nchouf", round 24e), not knowing ("wakha je sais
// pas"), a later ("ok but later"), a no or anything else leaves it
// alone: the seen sets label those asked again.
func ackThenWait(toks []tok) bool {
	for j := 1; j+1 < len(toks); j++ {
		if lookAt(toks, j) && withSomeone(toks, j+1) && okOrWaitOnly(toks[:j]) {
			return true
		}
	}
	ack, thanks, think := false, false, false
	for i := 0; i < len(toks); {
		t := &toks[i]
		if t.neg || negationShaped(t.norm) || bareNo(t) {
			return false
		}
		n, c, ok := decisionWords.match(toks, i, len(toks))
		if !ok {
			switch {
			case thinkAt(toks, i):
				think = true
			case vocativesNum.has(t.nid, t.norm), t.norm == "il", t.norm == "ill", t.norm == "i", t.norm == "je", t.norm == "vais":
			default:
				return false
			}
			i++
			continue
		}
		switch c {
		case dAck, dYes:
			if think {
				return false // the ok after the thought: "nfker, wakha"
			}
			ack = true
		case dThanks:
			thanks = true
		case dHold, dHoldVerb:
			for j := i; j < i+n; j++ {
				think = think || thinkAt(toks, j)
			}
			if !think {
				return false // "wakha je sais pas", "ok, ghadi nchouf": seen both ways
			}
		case dHoldPrefix, dFiller, dOh, dObj, dIntens:
		default:
			return false
		}
		i += n
	}
	return ack && thanks && think
}

// seenWith: "with" before whom ("m3a", "avec", "مع").
var seenWith = normSet("m3a", "m3ak", "avec", "with", "مع", "معا")

// withSomeone reports "with" at toks[k] and one to three words after it,
// the last of the message: whom the shopper sees it with.
func withSomeone(toks []tok, k int) bool {
	return k < len(toks) && seenWithNum.has(toks[k].nid, toks[k].norm) && len(toks)-k-1 >= 1 && len(toks)-k-1 <= 3
}

// okOrWaitOnly reports an ok or a wait and nothing but thanks, fillers,
// a "let me" or a pronoun besides ("ok merci bzaf", "attendez je").
func okOrWaitOnly(toks []tok) bool {
	opened := false
	for i := 0; i < len(toks); {
		t := &toks[i]
		if t.neg || negationShaped(t.norm) || bareNo(t) {
			return false
		}
		n, c, ok := decisionWords.match(toks, i, len(toks))
		if !ok {
			if !vocativesNum.has(t.nid, t.norm) && t.norm != "je" && t.norm != "i" && t.norm != "ill" && t.norm != "il" {
				return false
			}
			i++
			continue
		}
		switch c {
		case dAck, dYes, dHold:
			opened = true
		case dThanks, dFiller, dOh, dIntens, dHoldPrefix, dObj:
		default:
			return false
		}
		i += n
	}
	return opened
}

// lookStems: a look the shopper will take, in the first person
// ("nchouf", "ghanchouf", "je vois", "je verrai", "نشوف", "سأرى"); the
// imperative "chouf" is said to the shop.
var lookStems = []string{"nchou", "nchof", "nchuf", "vois", "verrai", "voir", Normalize("نشوف"), Normalize("سأرى"),
	Normalize("سنرى")}

func lookAt(toks []tok, j int) bool {
	w := toks[j].norm
	if w == "se" || w == "see" {
		// "ill see", "let me see": the shopper's
		return j > 0 && (toks[j-1].norm == "i" || toks[j-1].norm == "ill" || toks[j-1].norm == "il" || toks[j-1].norm == "me")
	}
	for _, p := range lookStems {
		if strings.Contains(w, p) {
			return true
		}
	}
	return false
}

// backAgain: the shopper coming back or finishing later ("je reviens",
// "ghanrje3", "غنجي", "i'll be back", "ghda nkmel").
var backAgain = normSet("ghanrja3", "ghanrje3", "nrja3", "nrje3", "nrj3", "غانرجع", "نرجع", "غنرجع", "reviens",
	"repasse", "reviendrai", "back", "غنجي", "غانجي", "نجي", "ghanji", "nji", "nkmel", "nkmmel", "nkml", "nkemmel",
	"نكمل", "غنكمل", "finish", "terminer", "finirai")

// keptForLater reports the product kept ("ne la retirez pas", "khalliha
// f panier", "خليها عندك", "don't remove it") and a coming back or a
// finishing later, with no yes said: "not now but don't remove it, I'll
// be back", "ماشي دابا ولكن خليها عندك، غنجي نشوفها" — a wait, which
// the seen sets label a wait. A yes word, a verb of putting in, a
// question or a bare no first ("no, leave it, I'll come back another
// day" refuses) leaves it alone.
func keptForLater(toks []tok) bool {
	if bareNo(&toks[0]) && !(len(toks) > 1 && laterWords.match1(toks, 0, 2)) {
		return false // "no leave it, i'll come back another day": the no first
	}
	back := false
	for i := range toks {
		back = back || backAgainNum.has(toks[i].nid, toks[i].norm)
	}
	if !back {
		return false // the cheap cue first
	}
	kept := false
	for i := range toks {
		if _, c, ok := decision1(toks, i); ok && (c == dYes || c == dAck || c == dYesVerb) {
			return false
		}
		if answerVerb(toks, i) && !toks[i].neg {
			return false
		}
		if deniedRemoval(toks, i) > 0 || keepVerb(&toks[i]) && !toks[i].neg {
			kept = true
		}
	}
	return kept
}

// waitThenOwn reports a wait said first (after a bare no at most) and
// read by the classifier as a wait: "hold on, i'm taking a call",
// "tsna chwiya n3ayt l mmi": the call is the shopper's own, no person
// asked of the shop.
func (x *Understander) waitThenOwn(a *analysis) bool {
	toks := a.toks
	s := 0
	if bareNo(&toks[0]) {
		s = 1
	}
	if s >= len(toks) {
		return false
	}
	if _, c, ok := decisionWords.match(toks, s, len(toks)); !ok || c != dHold {
		return false
	}
	in, p := x.classifyMemo(a.memo, toks, a.question)
	return in == IntentHold && p >= answerFloor
}

// cardByLook reports a message of one definite word that says how a card
// looks — its colour, size or make ("l7amra", "الحمرا", "lkbira",
// "الجلدية") — with fillers at most: the card so named, picked. A bare
// colour without its article ("k7la"), with a preposition ("بالكحل",
// "f lk7el") or asked stays a refinement.
func cardByLook(toks []tok, u Understanding) bool {
	word := -1
	for i := range toks {
		if _, c, ok := decision1(toks, i); ok && c == dFiller && roleOf(&toks[i])&rRequest == 0 {
			continue // "3afak", "please"; not "bghit lkhdar", a colour wanted
		}
		if word >= 0 {
			return false
		}
		word = i
	}
	if word < 0 || u.Ordinal != 0 || u.Size != "" || u.MinPrice > 0 || u.MaxPrice > 0 {
		return false
	}
	w := toks[word].norm
	rest, ok := withoutDefinite(w)
	if !ok {
		return false
	}
	return slotColor(toks[word]) || shapeWords[rest] || u.Material != "" && adjectiveEnding(rest)
}

// adjectiveEnding: a material said as what the card is ("الجلدية",
// "jeldiya"), not the material itself ("ljeld", leather: another one
// wanted).
func adjectiveEnding(w string) bool {
	return strings.HasSuffix(w, "ية") || strings.HasSuffix(w, "يه") || strings.HasSuffix(w, "iya") || strings.HasSuffix(w, "ia") ||
		strings.HasSuffix(w, "ya")
}

// withoutDefinite is w without its definite article ("l7amra" →
// "7amra", "الكبيرة" → "كبيرة") and true; false when w carries none.
func withoutDefinite(w string) (string, bool) {
	if r, ok := strings.CutPrefix(w, "ال"); ok && utf8.RuneCountInString(r) >= 3 {
		return r, true
	}
	if len(w) >= 4 && w[0] == 'l' && isASCII(w) && !isVowel(w[1]) {
		return w[1:], true
	}
	return "", false
}

func isVowel(b byte) bool {
	switch b {
	case 'a', 'e', 'i', 'o', 'u', 'y':
		return true
	}
	return false
}

// meanWords: "you mean", "tqsd", "كتقصد", "tu veux dire".
var meanWords = normSet("mean", "meant", "t9sd", "t9sed", "tqsd", "tqsed", "kat9sd", "kat9sed", "katqsed", "تقصد", "كتقصد",
	"أتقصد", "تقصدين", "كتقصدي", "dire")

// rightTags close a question that checks what was meant: "right?",
// "صحيح؟", "correct?" ("c'est ça ?" is read apart).
var rightTags = normSet("right", "صحيح", "correct")

// meantAsked reports which card the shop meant, asked back: a verb of
// meaning ("you mean the red one?", "كتقصد الحمرا؟"), or a card then a
// checking tag at the end ("the red one right?", "الثانية، صحيح؟", "la
// verte, c'est ça ?").
func meantAsked(toks []tok) bool {
	for i := range toks {
		if meanWordsNum.has(toks[i].nid, toks[i].norm) && (toks[i].norm != "dire" || i > 0 && (toks[i-1].norm == "veux" || toks[i-1].norm == "voulez")) {
			return true
		}
	}
	last := len(toks) - 1
	if last < 1 {
		return false
	}
	w, wID := toks[last].norm, toks[last].nid
	return rightTagsNum.has(wID, w) || (w == "ca" || w == "ça") && toks[last-1].norm == "cest"
}

// colourPreps: a preposition before a colour makes it the colour wanted
// ("f lk7la", "en noir", "in the blue"), not a card.
var colourPreps = normSet("f", "fi", "b", "bi", "en", "in", "avec", "with", "dans", "ف", "ب", "في", "من", "mn", "of")

// colourCardAsked reports a card named by its colour with its article
// ("lk7la", "la blanche", "the blue one", "الزرقاء") and, asked of it, a
// size ("wach lk7la kayna f M?", "la rouge c'est la même taille que la
// noire ?") or whether it is still there ("wach l7mra mazal kayna?"):
// a question about that card, not another colour wanted. A colour after
// a preposition ("kayna f lk7la f M?"), a want or take verb, others or
// more asked stay a refinement.
func colourCardAsked(toks []tok, u Understanding) (string, bool) {
	card, sized, still := -1, u.Size != "", false
	for i := range toks {
		t := &toks[i]
		r := roleOf(t)
		if r&(rSelectVerb|rShowMore|rCheaper|rDrop|rBigger) != 0 || r&rRequest != 0 && r&rAvail == 0 ||
			t.in(hsOtherWords) || t.key != t.norm && t.keyIn(hsOtherWords) || t.neg {
			return "", false
		}
		if r&rSizeCue != 0 {
			sized = true
		}
		if stillWordsNum.has(t.nid, t.norm) || t.key != t.norm && stillWordsNum.has(t.kid, t.key) {
			still = true
		}
		if card >= 0 || !slotColor(*t) {
			continue
		}
		pointed := definiteWord(t.norm) || i > 0 && articleWords.hasTok(&toks[i-1])
		prep := i > 0 && colourPrepsNum.has(toks[i-1].nid, toks[i-1].norm) || i > 1 && articleWords.hasTok(&toks[i-1]) && colourPrepsNum.has(toks[i-2].nid, toks[i-2].norm)
		if !pointed || prep {
			return "", false
		}
		card = i
	}
	switch {
	case card < 0:
		return "", false
	case sized:
		return TopicSize, true
	case still:
		return TopicStock, true
	}
	return "", false
}

// moreSoWords make the next word a comparison ("plus sobre", "more
// modern", "ktar zwin").
var moreSoWords = normSet("plus", "more", "ktar", "kter", "aktar", "أكثر")

// comparedClause finds the clause that asks for one more so than the
// one shown — "plus" or "more" before a word the lists do not take for
// a time, an amount or "of", "plus petit", or an English comparative
// ("smaller") — asked, or with "anything", "un truc", "kayn", and no
// thing the shop sells nor "other" in it ("too bulky for my suitcase,
// anything smaller?", "trop grand 3la salon dyali, kayn plus petit?",
// "something more modern maybe"): what is shown, refined. A thing sold
// named beside the comparison ("je préfère un sac plus petit"), a
// comparison told ("we're moving to a smaller flat") or a cheaper one
// found elsewhere are left as the rules read them.
func (x *Understander) comparedClause(toks []tok, question bool) (int, int, bool) {
	at, how := -1, -1 // the comparison, and the word "plus" or "more" says how of
	for i := range toks {
		if toks[i].neg {
			continue
		}
		w := toks[i].norm
		if toks[i].in(hsMoreSoWords) && i+1 < len(toks) && !clauseStart(&toks[i+1]) {
			if n, _, ok := decisionWords.match(toks, i, len(toks)); ok && n >= 2 {
				continue // "plus tard": later
			}
			if x.plainWordAfterMore(&toks[i+1]) {
				at, how = i, i+1
				break
			}
			if n, ri, ok := roleWords.match(toks, i, len(toks)); ok && n >= 2 && ri.roles&rBigger != 0 {
				at = i // "plus petit", "plus grand"
				break
			}
		}
		if strings.HasSuffix(w, "er") && isASCII(w) && roleOf(&toks[i])&rBigger != 0 || toks[i].in(hsComparatives) {
			at = i // "smaller", "lighter", "أبسط"
			break
		}
	}
	if at < 0 {
		return 0, 0, false
	}
	s, e := at, at+1
	for s > 0 && !clauseStart(&toks[s]) {
		s--
	}
	for e < len(toks) && !clauseStart(&toks[e]) {
		e++
	}
	asked := question && (e == len(toks) || toks[e].asked)
	for i := s; i < e; i++ {
		t := &toks[i]
		if i == at {
			continue // ("more" is also "others")
		}
		if t.shop && i != how || t.in(hsOtherWords) || t.key != t.norm && t.keyIn(hsOtherWords) {
			return 0, 0, false
		}
		if _, ri, ok := roleWords.match(toks, i, e); ok && ri.roles&rLike != 0 || t.norm == "like" || t.norm == "aime" {
			return 0, 0, false // "i like things more simple": a taste told
		}
		if roleOf(t)&(rVague|rAvail) != 0 {
			asked = true
		}
	}
	return s, e, asked
}

// comparatives: how the thing shown should be more so, in one word
// ("lighter", "simpler", "أخف", "أبسط"); "cheaper" is read apart.
var comparatives = normSet("lighter", "simpler", "plainer", "softer", "thinner", "slimmer", "shorter", "longer", "wider",
	"darker", "brighter", "warmer", "sturdier", "nicer", "fancier", "classier", "أخف", "أبسط", "أفتح", "أغمق",
	"أطول", "أقصر", "أنحف", "أوسع")

// plainWordAfterMore: the word after "plus" or "more" says how ("sobre",
// "modern", or "moderne" though a product's name holds it): no word the
// lists know ("plus de choix", "more colours", "plus tard"), no amount,
// no thing people buy ("more tajines").
func (x *Understander) plainWordAfterMore(t *tok) bool {
	if amount(t.norm) || t.shop && x.isNoun(t.norm) || thanWordsNum.has(t.nid, t.norm) || t.norm == "de" || t.norm == "d" || t.norm == "of" {
		return false // "no more than 1k", "plus de choix"
	}
	if _, ok := t.role1(); ok {
		return false
	}
	if _, ok := slotWords.singleTok(t); ok {
		return false
	}
	_, ok := decisionWords.singleTok(t)
	return !ok
}

// purposeOpeners say what the thing is for: "c'est pour", "it's for",
// "rah l".
var purposeOpeners = normSet("cest", "c", "its", "it", "rah", "راه")

// budgetForOccasion reports a price bound and the occasion or the gift
// it is for, said as what is shown is for ("…, c'est pour un mariage",
// "…, it's for a wedding"), as a ceiling not to go above ("ma bghitch
// nfout 600 f cadeau") or for this gift ("عندي غير ربعمية درهم لهاد
// الهدية"), and no other thing the shop sells: the bound for what is
// shown. A gift asked for with its budget ("un cadeau à moins de 200
// dh", "budget 300 dh pour un cadeau") is a search.
func budgetForOccasion(toks []tok) bool {
	occasion := -1
	for i := range toks {
		if !toks[i].shop {
			continue
		}
		if !tailNounsNum.has(toks[i].nid, toks[i].norm) && !tailNounsNum.has(toks[i].kid, toks[i].key) && !occasionStem(toks[i].norm) {
			return false
		}
		occasion = i
	}
	if occasion < 0 {
		return false
	}
	// what it is for, said before every gift or occasion named
	first := -1
	for i := range toks {
		if toks[i].shop {
			first = i
			break
		}
	}
	for i := range toks {
		if ceilingVerb(toks, i) && ceilingSaid(toks[i:]) || exceedRefused(toks, i) {
			return i < first
		}
	}
	for k := occasion - 1; k >= 0 && k >= occasion-3; k-- {
		if demoWords.hasTok(&toks[k]) || shownWords.hasTok(&toks[k]) {
			return k < first // "lhad lhdiya": this gift
		}
	}
	for k := occasion - 1; k >= 0 && k >= occasion-6; k-- {
		if purposeOpenersNum.has(toks[k].nid, toks[k].norm) && (clauseStart(&toks[k]) || k == 0) {
			return k < first
		}
		if clauseStart(&toks[k]) {
			break
		}
	}
	return false
}

// occasionStem: a gift or an occasion glued to its article or
// preposition ("فالكادو", "لهدية", "lhdiya").
func occasionStem(w string) bool {
	for _, p := range []string{"كادو", "هدية", "هديه", "hdiya", "hdia", "cadeau", "kado"} {
		if strings.Contains(w, p) {
			return true
		}
	}
	return false
}

// exceedVerbs: to go beyond a sum ("nfout", "نفوت", "dépasser").
var exceedVerbs = normSet("nfout", "nfot", "nfouth", "ndouz", "ndoz", "نفوت", "ندوز", "dépasser", "depasser", "exceed", "spend")

// exceedRefused reports, at toks[i], a verb of going beyond a sum after a
// negated want ("ma bghitch nfout 600", "ما بغيتش نفوت ألف درهم", "je
// veux pas dépasser 300", "i don't want to spend over 400"), an amount
// within three words after it.
func exceedRefused(toks []tok, i int) bool {
	if !exceedVerbsNum.has(toks[i].nid, toks[i].norm) && !exceedVerbsNum.has(toks[i].kid, toks[i].key) {
		return false
	}
	negated := false
	for k := i - 1; k >= 0 && k >= i-3 && !clauseStart(&toks[k+1]); k-- {
		if toks[k].neg || negationShaped(toks[k].norm) || ceilingNegsNum.has(toks[k].nid, toks[k].norm) || toks[k].norm == "ma" {
			negated = true
		}
	}
	if !negated {
		return false
	}
	for j := i + 1; j < len(toks) && j <= i+3; j++ {
		if amount(toks[j].norm) || amountWords.hasTok(&toks[j]) {
			return true
		}
	}
	return false
}

// pointers point at a card shown: "had", "dik", "هاد", "ديك", "this",
// "that", "cette".
var pointers = normSet("had", "hadi", "hada", "dik", "dak", "hadik", "hadak", "هاد", "هادي", "هادا", "ديك", "داك", "هاديك",
	"هداك", "هذا", "هذه", "تلك", "ذلك", "this", "that", "ce", "cet", "cette")

// availNow: there, in stock, as Normalize writes them ("كاينة" →
// "كاينه").
var availNow = normSet("كاين", "كاينة", "كاينين", "باقية", "باقي", "متوفر", "متوفرة", "موجود", "موجودة")

// stillPointedAsked reports a still and an availability word asked of a
// card pointed at, with nothing between or after them but the pointer,
// the thing sold, its colour and articles ("rje3t, mazal dik jellaba
// lk7la kayna?", "مازال كاينة هاد الجلابة؟", "is that lamp still
// available?"): whether that one is still in stock. Others asked, or
// anything else said after, leave it alone.
func stillPointedAsked(toks []tok) bool {
	still, avail, pointed := -1, -1, false
	for i := range toks {
		k, w, kID, wID := toks[i].key, toks[i].norm, toks[i].kid, toks[i].nid
		switch {
		case toks[i].keyIn(hsOtherWords) || toks[i].in(hsOtherWords) || looseBlock.has(k):
			return false
		case still < 0 && (stillWordsNum.has(kID, k) || stillWordsNum.has(wID, w)):
			still = i
		case still >= 0 && avail < 0 && (stillAvailNum.has(kID, k) || stillAvailNum.has(wID, w) || availNowNum.has(wID, w)):
			avail = i
		}
		pointed = pointed || pointersNum.has(wID, w) && i+1 < len(toks) && (toks[i+1].shop || i+2 < len(toks) && toks[i+2].shop)
	}
	if !pointed || still < 0 || avail < 0 {
		return false
	}
	card := func(t *tok) bool {
		return t.shop || pointersNum.has(t.nid, t.norm) || slotColor(*t) || articleWords.hasTok(t) || t.isYesNoOpener()
	}
	for j := still + 1; j < avail; j++ {
		if !card(&toks[j]) {
			return false
		}
	}
	for j := avail + 1; j < len(toks); j++ {
		if !card(&toks[j]) {
			return false
		}
	}
	return true
}

// partNouns: parts a garment or a thing has or lacks ("manches",
// "sleeves", "capuche", "kmam", "poches").
var partNouns = normSet("manche", "manches", "sleeve", "sleeves", "kmam", "lkmam", "كمام", "أكمام", "الكمام", "capuche",
	"hood", "col", "collar", "poche", "poches", "pocket", "pockets", "zip", "fermeture", "doublure", "lining")

// withOrWithout: "avec", "sans", "b", "bla", "with", "without", "بلا",
// "بدون" before a part.
var withOrWithout = normSet("avec", "sans", "b", "bi", "bla", "with", "without", "بلا", "بدون", "ب", "m3a")

// featureAsked reports a part asked for with or without, as the only
// thing of the shop named ("avec des manches longues ?", "y en a une
// sans manches ?", "b les manches longues kayna?"): the one shown in
// that make, a refinement; a thing sold named beside it ("une robe sans
// manches ?") is a search.
func featureAsked(toks []tok) bool {
	part := false
	for i := range toks {
		t := &toks[i]
		if partNounsNum.has(t.nid, t.norm) || t.key != t.norm && partNounsNum.has(t.kid, t.key) {
			j := i - 1
			if j >= 0 && (articleWords.hasTok(&toks[j]) || toks[j].norm == "des" || toks[j].norm == "les") {
				j--
			}
			if j < 0 || !withOrWithoutNum.has(toks[j].nid, toks[j].norm) {
				return false
			}
			part = true
			continue
		}
		if t.shop && (i == 0 || !partNounsNum.has(toks[i-1].nid, toks[i-1].norm)) {
			return false // another thing sold; an adjective after the part is its own
		}
	}
	return part
}

// sizeOfPointedAsked reports a size asked ("f S", "a smaller size") of a
// thing sold pointed at by "this", "had", "هاد" ("is there a smaller
// size for this tajine", "wach kayna had jellaba f M?"), with "is there"
// or "kayna" as the only request: a question about that one, as round
// 24e reads it without the request. A thing named with its article only
// ("la jellaba soussia kayna f M?", which the seen sets label both
// ways) or without ("wach kayna robe f L?"), a want, others or more asked
// are searches.
func sizeOfPointedAsked(toks []tok, u Understanding) bool {
	sized, pointed := u.Size != "", false
	for i := range toks {
		t := &toks[i]
		r := roleOf(t)
		if r&(rSelectVerb|rShowMore|rCheaper|rDrop|rPriceQ|rHuman) != 0 || r&rRequest != 0 && r&rAvail == 0 ||
			t.in(hsOtherWords) || t.key != t.norm && t.keyIn(hsOtherWords) || t.neg {
			return false
		}
		if r&rSizeCue != 0 && (u.Size != "" || i > 0 && roleOf(&toks[i-1])&rBigger != 0) {
			sized = true // "f taille M", "a smaller size"
		}
		if t.shop && i > 0 && pointersNum.has(toks[i-1].nid, toks[i-1].norm) {
			pointed = true
		}
	}
	return sized && pointed
}

// haveAskedIn reports "do you have" asked of the shop, not negated.
func haveAskedIn(toks []tok) bool {
	for i := range toks {
		if haveAskedNum.has(toks[i].nid, toks[i].norm) && !toks[i].neg {
			return true
		}
	}
	return false
}
