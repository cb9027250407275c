package i18n

import "strings"

// Round 25e: yeses read in messages that answer nothing yet. Each shape
// carries a yes word the rules hear ("je prends", "bghitha", "zidha",
// "kmmel", "add it") while the rest of the message says it is no yes:
//   - two sizes or two colours in one answer ("S et M", "one blue and one
//     green"): which of them goes in is not said, asked again;
//   - "kmmel liya la liste": the list continued, more of it shown;
//   - "bghitha b lkmam twal": the one shown wanted with or without a part
//     or a colour, a variant asked (refine);
//   - a want for a date then its arrival negated ("for Eid, it won't
//     arrive"): a no, or asked where a verb of putting in is said too;
//   - "wa9ila zidha", "maybe add it": the verb hedged, asked again;
//   - a question word with no mark ("ça prend combien de jours"), no yes
//     said before it: a question about the product;
//   - "add it to my wishlist": not the cart, asked again.
// And one no: "no, I haven't changed my mind, I still want it" is a yes.
// Checked on reconsider's reading, after round 24l.

// round25eReading returns the reading of a message whose yes (or no, d)
// the shapes above take back, and true; false otherwise (the reading is written to *u only when true).
func round25eReading(a *analysis, u *Understanding, d Decision) bool {
	toks := a.toks
	if len(toks) == 0 {
		return false
	}
	switch d {
	case DecisionYes:
		switch {
		case listContinued(toks):
			*u = u.cleared()
			u.Decision = DecisionNone
			*u = u.with(IntentShowMore, 0.7)
			return true
		case twoSizes(toks) || twoColours(toks) || hedgedPut(toks) || wishlistAdd(toks):
			*u = unknownOf(*u)
			return true
		case wantWithPart(toks):
			u.Decision = DecisionNone
			u.Query, u.Terms, u.Ordinal = "", nil, 0
			*u = u.with(IntentRefine, 0.6)
			return true
		}
		if i := arrivalDenied(toks); i >= 0 {
			if putSaid(toks) {
				*u = unknownOf(*u)
				return true
			}
			*u = noOf(*u)
			return true
		}
		if !a.question && unmarkedQuestion(toks) {
			*u = u.cleared()
			u.Decision = DecisionNone
			*u = u.with(IntentProductQuestion, 0.6)
			return true
		}
	case DecisionNo:
		if !a.question && mindKeptStillWant(toks) {
			*u = yesAnswer(u.cleared())
			return true
		}
	case DecisionNone, DecisionAmbiguous:
		if d == DecisionNone && u.Intent == IntentUnknown && !a.question && mindKeptStillWant(toks) {
			*u = yesAnswer(u.cleared())
			return true // (round 24k asked it again)
		}
		if (u.Intent == IntentUnknown || u.Intent == IntentConfirm) && listContinued(toks) {
			*u = u.cleared()
			u.Decision = DecisionNone
			*u = u.with(IntentShowMore, 0.7)
			return true
		}
	}
	return false
}

var (
	// r25eAnd joins two sizes or two colours.
	r25eAnd = normSet("et", "and", "w", "o", "ou", "or", "و", "او", "أو", "wla", "ola", "/", "&", "+")
	// r25eOne: "one", "une", "wa7da", "واحدة", an article between
	r25eOne = normSet("one", "un", "une", "la", "le", "l", "the", "wa7da", "wa7ed", "wahda", "wa7d", "واحدة", "واحد",
		"وحدة", "وحدة", "ال", "f", "en", "in", "taille", "size")
	// twoSizeCues: "both sizes", "les deux tailles", "jouj tailles"
	r25eTwo   = normSet("deux", "two", "both", "2", "jouj", "jouj", "zouj", "joj", "جوج", "زوج", "الزوج", "اثنين", "2x")
	r25eSizes = normSet("tailles", "sizes", "taille", "size", "9yasat", "l9yasat", "مقاسات", "المقاسات", "مقاسين")
)

// letterSizeAt is the letter size toks[i] names ("S", "xl"), "" if none.
func letterSizeAt(t *tok) string {
	return letterSizes[t.term]
}

// twoSizes reports two different letter sizes joined by an and ("S et
// M", "f M w L", "L or XL") or "both sizes" ("les deux tailles", "jouj
// tailles"): which one goes in is not said. Sizes split between people
// ("… S et M, pour mes filles", "wa7ed l rajli f XL w wa7ed lia f M")
// are how many of each, a yes (README, round 21a).
func twoSizes(toks []tok) bool {
	if forPeople(toks) {
		return false
	}
	for i := 0; i+1 < len(toks); i++ {
		if r25eTwoNum.has(toks[i].nid, toks[i].norm) && r25eSizesNum.has(toks[i+1].nid, toks[i+1].norm) {
			return true
		}
		if i+2 < len(toks) && toks[i].norm == "les" && r25eTwoNum.has(toks[i+1].nid, toks[i+1].norm) && r25eSizesNum.has(toks[i+2].nid, toks[i+2].norm) {
			return true
		}
	}
	for i := range toks {
		s := letterSizeAt(&toks[i])
		if s == "" || len(toks[i].term) == 1 && !sizeContext(toks, i) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+3; j++ {
			t := letterSizeAt(&toks[j])
			if t != "" && t != s && joinedBy(toks[i+1:j]) {
				return true
			}
		}
	}
	return false
}

// sizeContext: a one-letter word is a size after a size cue or
// preposition, or when another size is joined to it ("S w M").
func sizeContext(toks []tok, i int) bool {
	if i > 0 && (sizePreps.hasTok(&toks[i-1]) || r25eSizesNum.has(toks[i-1].nid, toks[i-1].norm)) {
		return true
	}
	for j := i + 1; j < len(toks) && j <= i+3; j++ {
		if letterSizeAt(&toks[j]) != "" && joinedBy(toks[i+1:j]) {
			return true
		}
	}
	return false
}

// joinedBy: between two sizes or colours, an and and only "one" or an
// article.
func joinedBy(mid []tok) bool {
	and := false
	for i := range mid {
		switch {
		case r25eAndNum.has(mid[i].nid, mid[i].norm):
			and = true
		case r25eOneNum.has(mid[i].nid, mid[i].norm):
		default:
			return false
		}
	}
	return and
}

// twoColours reports two different colours joined by an and, with "one"
// or an article at most between ("wa7da zar9a w wa7da khadra", "one blue
// and one green", "une bleue et une verte"), nothing negated: two of
// them, which in which colour not settled.
func twoColours(toks []tok) bool {
	if negIn(toks) {
		return false
	}
	for i := range toks {
		c := colourAt25e(toks, i)
		if c == "" || !oneBefore(toks, i) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			if d := colourAt25e(toks, j); d != "" && d != c && joinedBy(toks[i+1:j]) && oneBefore(toks, j) {
				return true
			}
		}
	}
	return false
}

// r25eEach: "one", "the other", said of each of two ("wa7da … w wa7da",
// "une … et une", "واحدة … وأخرى")
var r25eEach = normSet("one", "un", "une", "wa7da", "wa7ed", "wahda", "wa7d", "واحدة", "واحد", "وحدة", "ووحدة",
	"وواحدة", "other", "autre", "lokhra", "khra", "أخرى", "اخرى", "وأخرى", "واخرى")

// oneBefore reports "one" or "the other" in the two words before
// toks[i]: "wa7da zar9a", "une en bleu", "one in green".
func oneBefore(toks []tok, i int) bool {
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		if r25eEachNum.has(toks[j].nid, toks[j].norm) {
			return true
		}
	}
	return false
}

// r25ePeople: people things are bought for, beside kinWords
var r25ePeople = normSet("filles", "enfants", "kids", "children", "daughters", "sons", "sisters", "brothers", "wlad",
	"lwlad", "drari", "bnati", "bnat", "khwatati", "rajli", "lrajli", "mrati", "weldi", "bnti", "moi", "me", "lia", "liya",
	"ana", "lya", "بناتي", "ولادي", "الدراري")

// forPeople reports a for and a person after it ("pour mes filles", "for
// my kids", "wa7ed l rajli"): what is split between people.
func forPeople(toks []tok) bool {
	for i := range toks {
		if !forWhomNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+2; j++ {
			if kinWordsNum.has(toks[j].nid, toks[j].norm) || r25ePeopleNum.has(toks[j].nid, toks[j].norm) {
				return true
			}
		}
	}
	return false
}

// colourAt25e is the colour toks[i] names alone, "" if none.
func colourAt25e(toks []tok, i int) string {
	n, v, ok := slotWords.match(toks, i, i+1)
	if !ok || n != 1 || v.productWord || toks[i].shop || excluded(toks, i) {
		return ""
	}
	return v.color
}

var (
	// continueVerbs: continue, complete ("kmmel", "كمل", "continue")
	continueVerbs = normSet("kmmel", "kammel", "kmel", "kml", "kmml", "kamel", "kemmel", "kmmli", "kammli", "kmmlo",
		"كمل", "كملي", "كملو", "continue", "continuez", "continuer", "poursuis", "poursuivez", "keep")
	// listWords: the list, the rest of it
	listWords = normSet("liste", "list", "lista", "llista", "lliste", "llist", "laliste", "لائحة", "اللائحة", "القائمة",
		"لاليست", "lba9i", "lbaqi", "الباقي", "reste", "rest", "suite", "going")
)

// listContinued reports a verb of continuing with the list or the rest
// after it in its clause ("kmmel liya la liste", "continue la liste",
// "كمل ليا اللائحة", "keep going"): more of what is shown, not the
// order completed ("kmml lcommande" is a yes).
func listContinued(toks []tok) bool {
	for i := range toks {
		if !continueVerbsNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			if clauseStart(&toks[j]) {
				break
			}
			if listWordsNum.has(toks[j].nid, toks[j].norm) || listWords[toks[j].term] {
				return true
			}
		}
	}
	return false
}

var (
	// wantItWords: "I want it" said in one word or as its last word
	wantItWords = normSet("bghitha", "bghito", "bghitou", "bghiteha", "bghitiha", "bghitek", "بغيتها", "بغيتو", "بغيته",
		"أريدها", "اريدها", "أريده", "اريده", "veux", "want", "need", "prends", "take")
	// itAfterWant: "it" after a want said in words ("i want it", "je la veux")
	itWords = normSet("it", "la", "le", "l")
	// r25eWith: with, without
	r25eWith = normSet("b", "bi", "bla", "with", "without", "avec", "sans", "ب", "بلا", "بدون", "مع", "m3a")
	// partWords: a part a garment or a thing has or lacks
	partWords = normSet("kmam", "lkmam", "kmayem", "manches", "manche", "sleeves", "sleeve", "sleeveless",
		"أكمام", "اكمام", "الأكمام", "الاكمام", "كمام", "الكمام", "capuche", "hood", "9ob", "l9ob", "qob", "lqob",
		"القب", "قب", "col", "collar", "zip", "zipper", "fermeture", "poches", "poche", "pockets", "pocket",
		"جيوب", "الجيوب", "jyoub", "ljyoub", "tatriz", "ttatriz", "broderie", "embroidery", "التطريز", "تطريز",
		"couvercle", "lid", "lghta", "الغطا", "الغطاء", "handle", "anse", "ydin", "lyd", "doublure", "lining",
		"7zam", "l7zam", "ceinture", "belt", "الحزام", "sfifa", "ssfifa", "talon", "heel", "heels")
)

// wantWithPart reports "I want it" then with or without a part, a
// colour or a material ("bghitha b lkmam twal", "i want it without the
// hood", "je la veux avec des manches", "بغيتها بلا كمام"): a variant of
// the one shown asked, not it put in. "bghitha b jouj" (two) and
// "bghitha b had taman" (a price) name no part and stay yeses.
func wantWithPart(toks []tok) bool {
	for i := range toks {
		if !wantItWordsNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		// "want", "veux", "prends" need their "it" said: "i want it",
		// "je la veux"
		if isASCII(toks[i].norm) && !strings.HasPrefix(toks[i].norm, "bghit") {
			if !(i+1 < len(toks) && itWordsNum.has(toks[i+1].nid, toks[i+1].norm) && toks[i+1].norm == "it") &&
				!(i > 0 && itWordsNum.has(toks[i-1].nid, toks[i-1].norm) && toks[i-1].norm != "it") {
				continue
			}
		}
		for j := i + 1; j < len(toks) && j <= i+3; j++ {
			if clauseStart(&toks[j]) {
				break
			}
			if !r25eWithNum.has(toks[j].nid, toks[j].norm) {
				// Arabic "بكمام", Latin "blkmam", "bkmam": the with glued25e on
				if glued25e(toks[j].norm) {
					return true
				}
				continue
			}
			for k := j + 1; k < len(toks) && k <= j+3; k++ {
				if clauseStart(&toks[k]) {
					break
				}
				if partWordsNum.has(toks[k].nid, toks[k].norm) || partWords[toks[k].term] || colourAt25e(toks, k) != "" || materialAt(toks, k) {
					return true
				}
			}
		}
	}
	return false
}

// glued25e reports a with or without written onto a part ("bkmam", "بكمام",
// "blkmam", "bla kmam" written "blakmam").
func glued25e(w string) bool {
	for _, p := range []string{"bla", "bl", "b", "بلا", "بال", "ب"} {
		if strings.HasPrefix(w, p) && len(w) > len(p) && partWords[w[len(p):]] {
			return true
		}
	}
	return false
}

// materialAt reports a material word at toks[i] ("cuir", "jeld", "silk").
func materialAt(toks []tok, i int) bool {
	n, v, ok := slotWords.match(toks, i, i+1)
	return ok && n == 1 && v.material && !toks[i].shop
}

var (
	// arrivalWords: arrive, reach in time
	arrivalWords = normSet("twsal", "twsl", "twsel", "twosal", "twssal", "tousal", "twslch", "twsalch", "twselch",
		"ghatwsal", "ghatwsl", "ghatwslch", "ghatwsalch", "tl7e9", "tlhe9", "tl7a9", "tl7e9ch", "توصل", "توصلش",
		"غاتوصل", "غاتوصلش", "تلحق", "تلحقش", "ستصل", "تصل", "يصل", "arrive", "arrivera", "arriver", "arrivé",
		"arrivée", "arrives", "arrived", "reach", "make")
	// condWords25e: a condition or a time before the negated arrival
	// ("if it doesn't arrive", "even if")
	condWords25e = normSet("ila", "إلا", "ايلا", "إذا", "اذا", "si", "if", "even", "meme", "même", "wakha", "whether", "unless",
		"lakan", "kan", "كان", "لو", "lo")
)

// timeConj make "ma" a when, not a negation ("9bel ma", "b3d ma", "3nd ma")
var timeConj = normSet("9bel", "9bl", "qbel", "qbl", "b3d", "ba3d", "3nd", "3and", "mli", "7ta", "hta", "قبل", "بعد",
	"عند", "حتى", "ta", "tal")

// arrivalDenied is the index of an arrival negated in a statement ("ما
// غاديش توصل", "ma ghatwslch", "it won't arrive in time", "elle
// n'arrivera pas"), not under a condition ("if it doesn't arrive"), and
// -1 if none: the date the shopper wants it for is missed.
func arrivalDenied(toks []tok) int {
	for i := range toks {
		if !arrivalWordsNum.has(toks[i].nid, toks[i].norm) && !arrivalWordsNum.has(toks[i].kid, toks[i].key) {
			continue
		}
		if toks[i].norm == "make" && !(i+1 < len(toks) && toks[i+1].norm == "it") {
			continue
		}
		if !negBefore(toks, i) && !(i+1 < len(toks) && toks[i+1].norm == "pas") {
			continue
		}
		if i >= 2 && (toks[i-1].norm == "ma" || toks[i-1].norm == "ما") && timeConjNum.has(toks[i-2].nid, toks[i-2].norm) {
			continue // "9bel ma twsel", "3nd ma twsal": before, when it arrives
		}
		cond := false
		for j := max(0, i-5); j < i; j++ {
			if condWords25eNum.has(toks[j].nid, toks[j].norm) {
				cond = true
			}
		}
		if !cond {
			return i
		}
	}
	return -1
}

// putSaid reports a verb of putting in ("zidha", "add it", "ajoute").
func putSaid(toks []tok) bool {
	for i := range toks {
		if putStem(&toks[i]) || toks[i].isAddVerb() {
			return true
		}
	}
	return false
}

// hedgeWords: maybe, perhaps; "momkin" is hedged only before an
// imperative (hedgedPut)
var hedgeWords = normSet("wa9ila", "wa9ela", "wa9ilan", "wakila", "waqila", "wa9il", "momkin", "mumkin", "momken",
	"mumken", "ممكن", "واقيلا", "واقيلة", "وقيلا")

// imperativePuts: the imperative of putting in, as it opens a word
var imperativePuts = prefixList("zid", "dir", "7et", "7ot", "add", "ajout", "mets", "mettez", "put", "زيد", "دير", "حط",
	"أضف", "اضف", "ضع")

// hedgedPut reports a maybe right before an imperative of putting in
// ("wa9ila zidha", "ah yemken dirha", "maybe add it", "peut-être
// ajoute-la"), not under a condition ("zidha ila momkin", "if possible
// add it"): the shopper is not sure yet, asked again.
func hedgedPut(toks []tok) bool {
	for i := range toks {
		hedge := toks[i].in(hsMaybeWords) || hedgeWordsNum.has(toks[i].nid, toks[i].norm)
		n := 1
		if !hedge && toks[i].norm == "peut" && i+1 < len(toks) && (toks[i+1].norm == "etre" || toks[i+1].norm == "être") {
			hedge, n = true, 2
		}
		if !hedge || i > 0 && condWords25eNum.has(toks[i-1].nid, toks[i-1].norm) {
			continue
		}
		if j := i + n; j < len(toks) && !clauseStart(&toks[j]) && hasAnyPrefix(toks[j].norm, imperativePuts) {
			return true
		}
	}
	return false
}

var (
	// wishWords: a wishlist, favourites
	wishWords = normSet("wishlist", "wishlists", "lwishlist", "favoris", "favori", "favorites", "favourites", "favs",
		"lfavoris", "المفضلة", "لمفضلة", "envies", "souhaits", "الرغبات", "mofadala", "lmofadala")
	// fromWords25e: the wishlist a thing comes from ("7ydha mn lwishlist")
	fromWords25e = normSet("mn", "men", "from", "de", "des", "du", "من", "off")
)

// wishlistAdd reports a wishlist or the favourites named, not as where a
// thing is taken from ("add it to my wishlist instead", "mets-la dans
// mes favoris", "زيدها للمفضلة"): saved for later, not the cart.
func wishlistAdd(toks []tok) bool {
	for i := range toks {
		if !wishWordsNum.has(toks[i].nid, toks[i].norm) && !(toks[i].norm == "wish" && i+1 < len(toks) && toks[i+1].norm == "list") {
			continue
		}
		from := false
		for j := max(0, i-3); j < i; j++ {
			if fromWords25eNum.has(toks[j].nid, toks[j].norm) {
				from = true
			}
		}
		if !from {
			return true
		}
	}
	return false
}

// unmarkedQWords: how many, how long, when, how: a question said without
// its mark
var unmarkedQWords = normSet("combien", "quand", "comment", "ch7al", "sh7al", "shhal", "chhal", "bch7al", "bchhal",
	"كم", "بكم", "متى", "امتى", "إمتى", "fo9ach", "foqach", "imta", "emta", "كيفاش", "kifach", "kifash")

// howWords25e: the English question words that need their second word
var howWords25e = normSet("long", "many", "much", "soon")

// unmarkedQuestion reports a question word with no yes said before it
// ("la livraison sur Rabat ça prend combien de jours", "how long does
// it take", "ch7al katakhod"): the take verb of the duration is no yes.
// "quand même" is no question; a yes before it ("oui ajoutez, vous
// livrez quand") keeps its yes.
func unmarkedQuestion(toks []tok) bool {
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		q := unmarkedQWordsNum.has(wID, w)
		if w == "quand" && i+1 < len(toks) && (toks[i+1].norm == "meme" || toks[i+1].norm == "même") {
			q = false
		}
		if w == "how" && i+1 < len(toks) && howWords25eNum.has(toks[i+1].nid, toks[i+1].norm) {
			q = true
		}
		if !q {
			continue
		}
		return !yesBefore25e(toks[:i])
	}
	return false
}

// yesBefore25e reports a plain yes, an ok or a verb of putting in among toks.
func yesBefore25e(toks []tok) bool {
	for i := 0; i < len(toks); {
		n, c, ok := decisionWords.match(toks, i, len(toks))
		// (the French "sur", on, in "la livraison sur Fès", is no "sure")
		if ok && (c == dYes || c == dAck || c == dYesVerb) && !takeVerb25e(toks[i].norm) && toks[i].norm != "sur" {
			return true
		}
		if putStem(&toks[i]) || toks[i].isAddVerb() {
			return true
		}
		if !ok || n < 1 {
			n = 1
		}
		i += n
	}
	return false
}

// takeVerb25e: the take of "it takes three days", "ça prend", "katakhod".
func takeVerb25e(w string) bool {
	return hasAnyPrefix(w, takeVerbs25e)
}

var takeVerbs25e = prefixList("pren", "take", "took", "katakh", "takhod", "takhd", "ghatakh", "تاخد", "كتاخد", "ياخذ",
	"تأخذ", "تاخذ")

var (
	// mindChange: a change of mind, its verb ("changé", "غير", "بدل")
	r25eChange = stems("chang", "beddel", "bedel", "bdl", "غير", "أغير", "اغير", "نغير", "بدل", "نبدل", "بدلت")
	// stillWant: still wanting it ("ما زلت أريده", "i still want it",
	// "je la veux toujours", "mazal bghitha")
	r25eStill = normSet("still", "toujours", "mazal", "mazala", "ma zal", "مازال", "مازلت", "زلت", "لازلت", "لازال",
		"باقي", "ba9i")
	r25eWant = normSet("want", "veux", "bghitha", "bghito", "bghit", "أريده", "اريده", "أريدها", "اريدها", "بغيتها",
		"بغيتو", "بغيته", "أريد", "اريد", "need")
)

// mindKeptStillWant reports a mind said unchanged, then a still-want
// ("لا، لم أغير رأيي، ما زلت أريده", "no i haven't changed my mind, i
// still want it"): the no denies the change of mind, the want is the
// yes. Nothing refused besides.
func mindKeptStillWant(toks []tok) bool {
	if otherRefusal(toks) {
		return false
	}
	mind := -1
	for i := 1; i < len(toks) && mind < 0; i++ {
		if !mindWordsNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		b := clauseBegin(toks, i)
		for j := b; j < i; j++ {
			if hasAnyPrefix(toks[j].norm, r25eChange) && negIn(toks[b:j]) {
				mind = i
			}
		}
	}
	if mind < 0 {
		return false
	}
	for i := mind + 1; i < len(toks); i++ {
		if !r25eStillNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		for j := max(mind+1, i-3); j < len(toks) && j <= i+3; j++ {
			if r25eWantNum.has(toks[j].nid, toks[j].norm) && !toks[j].neg && !negIn(toks[min(i, j)+1:max(i, j)]) {
				return true
			}
		}
	}
	return false
}
