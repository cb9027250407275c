package i18n

// Round 34r: readings the retrain on heldout31 moved, read by shape (the
// corpus counts are of every open set, heldout31 with them). The retrain
// moved 81 intents the wrong way outside heldout31, most of them lines
// whose shape the corpus labels both ways (a yes then a colour or a size:
// refine 139, unknown 48; "if I say yes, do I pay now?": unknown 57, a
// product question 44), where the model followed the majority. Two
// shapes the corpus labels one way it read the other; this reader,
// asked last in reconsider, reads them by the words only, never the
// model, and gives no yes and takes none away:
//   - whether it was added, asked back ("ok? ajoutée?", "oui? ajouté?",
//     "yes like add it?", "ajouté? confirmé?"), read as a confirm with no
//     yes: unknown, the question whether the cart holds it (the corpus:
//     of the lines asking "added?" or "add it?", 84 unknown, 6 read a
//     confirm, 1 a yes, "c'est ajouté? sinon zidha", which says the add
//     verb after and is left); the classifier's yes is guessed over
//     it when the rules read nothing (guessAnswer, guess.go), so it is a
//     veto there too;
//   - whether the seller is a robot or a real person ("is this a real
//     person", "c'est un robot qui me répond ?", "chkoun nta? insan wla
//     robot?"), read as a person asked for: unknown, a question about
//     the seller (the corpus: 102 of the lines asking so are unknown, 3
//     read a person asked for; the 25 labelled human all want, call for
//     or ask whether there is a person: "nta robot? bghit bnadem", "wach
//     kayn chi bnadem?", "c'est un robot ? je veux un humain", and are
//     left);
//   - a decision against ("i decided not to buy it", "قررت عدم
//     الشراء"), read as a search of the thing named: a no, as round 32r
//     reads it over a cancel, a wait or nothing (the corpus: 3 of 3
//     lines; the retrain's model reads the thing named a search, and the
//     test's line moved). The one shape here that gives an answer: the
//     whole message is the decision, with only its object and thanks.
//
// Two intents of round tests the retrain moved, each the corpus's: "I
// want another one" ("bghit chi wa7da khra l mmi", read a refinement):
// more of them, show_more (the corpus: 2 of 2 lines, round 29len's
// reading); an ok, then "check with" someone ("wakha chouf m3a lmodir",
// read a person asked for): unknown, the shopper tells the seller to
// ask (the corpus: "ok chouf m3a rassk", 1 of 1).
//
// And one no the retrain gave: a bare no, then only praise of the thing
// ("no, it's lovely", "non, elle est très belle", "la, zwina bzaf"),
// read as a no by the model's surer cancel: asked again, as before the
// retrain (round 22b's hard negative; no corpus line).
func (x *Understander) round34rReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) == 0 || len(toks) > 12 {
		return false
	}
	if u.Decision == DecisionNo && noThenPraise34r(toks) {
		*u = asked(*u)
		return true
	}
	if d := u.Decision; d == DecisionYes || d == DecisionNo || d == DecisionHold {
		return false // (the decision, not answer(): a confirm read with no decision is no yes)
	}
	switch u.Intent {
	case IntentConfirm:
		if a.endAsked && addedAsked34r(toks) {
			*u = noAnswerAs(*u, IntentUnknown, 0.3)
			return true
		}
	case IntentProductSearch:
		if decidedAgainst(toks) || noThenDecidedAgainst32r(toks) {
			*u = noOf(*u)
			return true
		}
	case IntentRefine:
		if anotherWanted34r(toks) {
			*u = noAnswerAs(*u, IntentShowMore, 0.6)
			return true
		}
	case IntentHuman:
		if okCheckWith34r(toks) {
			*u = noAnswerAs(*u, IntentUnknown, 0.3)
			return true
		}
		if botAsked34r(toks) {
			*u = noAnswerAs(*u, IntentUnknown, 0.3)
			return true
		}
	}
	return false
}

var (
	// added34r: "added", "confirmed" as asked back of the cart, and "add
	// it" ("add" alone is a verb said, not asked of the cart)
	added34r = tokSet("ajouté", "ajoutée", "ajoutés", "ajoutées", "added", "confirmé", "confirmée", "confirmed")
	// addedFill34r: what may stand by them: a yes or an ok asked first,
	// "like", "it's", "c'est"
	addedFill34r = tokSet("ok", "okay", "oui", "yes", "wakha", "d'accord", "dacc", "like", "it", "its", "c'est", "cest", "est", "so", "alors", "donc",
		"bien", "deja", "déjà", "already")
)

// addedAsked34r reports a message that only asks whether the thing was
// added ("ok? ajoutée?", "yes like add it?"): every word a participle of
// adding or confirming, "add it", a yes or a filler, and at least one
// participle or "add it".
func addedAsked34r(toks []tok) bool {
	seen := false
	for i := range toks {
		t := &toks[i]
		switch {
		case added34r[t.norm]:
			seen = true
		case (t.norm == "add" || t.norm == "ad") && i+1 < len(toks) && toks[i+1].norm == "it": // ("add" is normalized "ad")
			seen = true
		case addedFill34r[t.norm]:
		default:
			return false
		}
	}
	return seen
}

var (
	// bot34r: a robot, as the seller is asked to be one
	bot34r = tokSet("robot", "bot", "chatbot", "robo", "روبوت", "الروبوت", "روبو")
	// person34r: a human, as the seller is asked to be one
	person34r = tokSet("human", "humain", "insan", "bnadem", "إنسان", "انسان", "بنادم")
	// someone34r: a person, one the seller is asked to be after "real"
	someone34r = tokSet("person", "personne", "شخص")
	// real34r: "real", and what else stands between "you are" and what
	// it is asked to be
	between34r = tokSet("a", "an", "un", "une", "just", "juste", "ghir", "only", "really", "vraiment", "real", "vraie", "vrai", "réel", "réelle")
	real34r    = tokSet("real", "vraie", "vrai", "réel", "réelle")
	// you34r: whom the question is put to, the word before what it is
	// asked to be: you, this, it's
	you34r = tokSet("you", "u", "nta", "nti", "ntia", "ntaya", "tu", "t'es", "tes", "es", "etes", "êtes", "this", "c'est", "cest",
		"أنت", "انت", "نتا", "نتي")
	// or34r: the either-or of "insan wla robot?"
	or34r = tokSet("or", "ou", "wla", "ola", "ولا", "أم", "او", "أو")
	// wantHuman34r: a person wanted, called for, given or asked to be
	// there, said with please: a person asked for, not the seller's
	// nature asked
	wantHuman34r = tokSet("want", "need", "bghit", "bghina", "veux", "voudrais", "veut", "besoin", "أريد", "اريد", "بغيت", "أحتاج",
		"talk", "speak", "parler", "nhdr", "nhder", "ndwi", "nhadar", "التحدث", "أتحدث", "نهضر", "نتكلم", "3tini", "give", "get",
		"donne", "donnez", "kayn", "kayen", "كاين", "there", "يوجد", "quelqu'un", "quelquun", "someone", "somebody", "call",
		"appelle", "appeler", "please", "pls", "plz", "svp", "stp", "3afak", "عافاك", "prefer", "rather", "help", "transfer",
		"transférer", "dawzni", "دوزني", "have")
)

// botAsked34r reports the seller asked whether it is a robot or a real
// person ("is this a real person", "c'est un robot ?", "insan wla
// robot?"): you, this or it's, then (past an article, "just", "real")
// what it is asked to be, or a human or a robot, "or", the other; no
// person wanted, called for or begged ("bghit bnadem", "wach kayn chi
// bnadem?", "a real person pls"). "this bot" is the bot named, no
// question ("this bot is useless").
func botAsked34r(toks []tok) bool {
	for i := range toks {
		if wantHuman34r[toks[i].norm] {
			return false
		}
	}
	nature := func(j int) bool {
		return j < len(toks) && (bot34r[toks[j].norm] || person34r[toks[j].norm] || someone34r[toks[j].norm] && j > 0 && real34r[toks[j-1].norm])
	}
	for i := range toks {
		switch {
		case you34r[toks[i].norm]:
			j := i + 1
			for j < len(toks) && between34r[toks[j].norm] && !toks[j].comma && !toks[j].asked {
				j++
			}
			if j == i+1 && toks[i].norm == "this" {
				continue // ("this bot": the bot named)
			}
			if j > i && nature(j) && !toks[j].comma && !toks[j].asked {
				return true
			}
		case or34r[toks[i].norm]:
			if i > 0 && nature(i-1) && nature(i+1) {
				return true
			}
		}
	}
	return false
}

var (
	// praise34r: lovely, pretty, beautiful
	praise34r = tokSet("lovely", "beautiful", "pretty", "nice", "gorgeous", "cute", "belle", "beau", "jolie", "joli", "magnifique",
		"superbe", "zwina", "zwin", "mzyana", "mzyan", "ghzala", "زوينة", "زوين", "مزيانة", "جميلة", "جميل", "رائعة", "رائع")
	// praiseFill34r: what may stand by the praise: it is, very, frankly
	praiseFill34r = tokSet("it's", "its", "it", "is", "c'est", "cest", "elle", "il", "est", "so", "very", "really", "too", "tres", "très",
		"trop", "vraiment", "franchement", "bzaf", "bezaf", "بزاف", "هي", "واعرة", "wa3ra", "actually", "honestly")
)

// noThenPraise34r reports a bare no, then only praise of the thing ("no,
// it's lovely", "la, zwina bzaf"): no reason against it said.
func noThenPraise34r(toks []tok) bool {
	n := noLead27(toks)
	if n == 0 || n >= len(toks) {
		return false
	}
	praised := false
	for i := n; i < len(toks); i++ {
		switch {
		case praise34r[toks[i].norm]:
			praised = true
		case praiseFill34r[toks[i].norm]:
		default:
			return false
		}
	}
	return praised
}

var (
	// wantAnother34r: "I want", as "I want another one" opens
	wantAnother34r = tokSet("bghit", "bghina", "bghiti", "بغيت", "بغينا", "want", "veux", "voudrais")
	// anotherFill34r: what may stand between: "i", "je", "chi"
	anotherFill34r = tokSet("i", "je", "chi", "شي")
	// forKin34r: whom it is for: "l", "for", "pour", "ل"
	forKin34r = tokSet("l", "for", "pour", "ل", "li", "lil")
)

// anotherWanted34r reports "I want another one", and only whom it is for
// after it ("bghit chi wa7da khra l mmi", "i want another one for my
// sister").
func anotherWanted34r(toks []tok) bool {
	i := 0
	for i < len(toks) && anotherFill34r[toks[i].norm] {
		i++
	}
	if i >= len(toks) || !wantAnother34r[toks[i].norm] {
		return false
	}
	i++
	for i < len(toks) && anotherFill34r[toks[i].norm] {
		i++
	}
	if i+1 >= len(toks) || !oneWords29len[toks[i].norm] || !another29len[toks[i+1].norm] {
		return false
	}
	i += 2
	if i == len(toks) {
		return true
	}
	return i+2 == len(toks) && forKin34r[toks[i].norm] && !toks[i+1].asked && !toks[i+1].shop ||
		i+3 == len(toks) && forKin34r[toks[i].norm] && (toks[i+1].norm == "my" || toks[i+1].norm == "ma" || toks[i+1].norm == "mon")
}

// checkWith34r: "check with", "see with"
var checkWith34r = newPhrases32b("chouf m3a", "chof m3a", "choufi m3a", "شوف مع", "check with", "vois avec", "voyez avec")

// okCheckWith34r reports an ok, then "check with" someone ("wakha chouf
// m3a lmodir", "ok, vois avec ton chef"): the seller told to ask, no
// person asked for.
func okCheckWith34r(toks []tok) bool {
	n := yesOpening(toks)
	if n == 0 || n+2 >= len(toks) {
		return false
	}
	return checkWith34r.at(toks, n) > 0
}
