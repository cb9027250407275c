package i18n

import "strings"

// Round 36t: the false yeses and noes left on the seen files after round
// 35, read by shape (round 33f's, 34t's and 35t's work, carried on). Each
// shape turns a yes or a no into a question asked again (unclear); none
// turns one answer into the other. Counts are of the whole seen corpus
// (heldout33 unseen), by the label the corpus gives:
//
//   - an answer said to someone at home, by name: a no or yes word (two
//     at most), then a first name and more words ("non fatima, ma
//     tdkhlich l bit", "no Youssef, stop fighting with your sister!",
//     "non yassine, sir 9ra"): 11 lines, all unclear. Round 35t reads
//     the kin words ("a mama", "habibi"); a first name is one more word
//     said only to the one addressed. With a yes verb it is left.
//   - a no about who the shopper is, not the offer: the same person
//     ("no i'm not the same person", "لا، أنا لست نفس الشخص"), one's
//     name ("no, my name is spelled with two m's", "لا، اسمي يكتب
//     بميمين"), the town one is from ("non, je suis de Rabat, pas de
//     Casa", "لا، لست من المغرب"), an address changed, someone else
//     having ordered ("كلا، لست أنا من طلب هذا"): 22 lines unclear, no
//     line a no ("non je suis à Tanger et c'est trop loin" is a no: "à"
//     is not "de"; "أنا من طنجة …، لا" opens on no no word).
//   - a no, then thanks returned ("no thanks for asking, i'm good", "لا
//     شكرا على السؤال", "non merci à toi, c'est ma mère qui m'a fait à
//     manger", "non merci à vous pour votre patience hier"): 4 lines,
//     all unclear; "لا شكرا على المساعدة", "non merci a khoya" (27
//     lines, a no) thank for the help or call the seller and are not
//     this shape.
//   - "stop" opening a message about messages ("stop les messages svp",
//     "stop sending me promo SMS"): 4 lines, none a no.
//   - a yes word, then a size alone ("yes in M please", "oui en M stp"):
//     7 lines unclear, none a yes ("yes size M please add" holds a yes
//     verb); a yes word, then a number picked ("oui wakha, numéro 5",
//     "iyeh raqm 2"): 3 lines unclear. A mixed answer: README asks
//     again.
//   - a yes word, then "after" and a time ("ok, after Eid then", "حسنا،
//     بعد العيد إذن", "wakha mn b3d"): 3 lines a hold, 1 unclear, none a
//     yes.
//   - a yes word, then "it's me" ("oui, c'est moi qui ai appelé hier",
//     "yes sir, c'est moi li chrit l3am li fat"): 12 lines, none a yes;
//     the yes answers who the shopper is ("wakha, ana li sifti …,
//     dakhelha" holds a yes verb).
//   - a yes word opening a message a goodbye closes ("safi a jma3a,
//     ghadi ndwz l3id m3a l3a2ila, bslama", "ok bye bye"): 41 lines, all
//     unclear or no decision; "ok, don't think i need it" (a no) is no
//     yes either.
//   - a yes for a habit, not the offer: "never say no to …", "لا أقول لا"
//     without a yes verb ("never say no to mint tea lol"): 3 lines
//     unclear, 1 hold; "i won't say no to that", "I'd never say no to
//     that", "لا أستطيع أن أقول لا" (a yes) are the offer's and are not
//     this shape.
//
// One yes becomes a question on delivery (intent product_question, asked
// again): a plain yes, then when it arrives or how long delivery takes,
// no add verb ("ok, ça arrive quand à Kénitra ?", "موافق، متى يصل إلى
// القنيطرة؟"): README's round-28 ruling; the seen corpus labels 17 such
// lines unclear (the newer files), 6 a yes (heldout11, heldout24,
// tuning13, tuning29: their floors drop by a line or two).
//
// Round 33f's lists read two more: "wakha ghir hakka" beside "safi ghir
// hakka" (5 lines, all unclear), and one's order "toujours pas là",
// "still isn't here" (unclear or no decision).
//
// Round 36u reads its sibling the same way: a plain yes, then whether
// the shop delivers to a place, asked, no add or take verb ("yes, do you
// deliver to Guelmim?", "oui, vous livrez à Zagora ?", "wakha, wach
// katwslo l Agadir?", "نعم، هل توصلون إلى الناظور؟"). The corpus splits
// by age, the same words: 19 seen lines unclear (heldout32 7, tuning30
// 3, tuning31 1, tuning32 7, tuning33 1), 29 a yes (heldout11 2,
// heldout15 3, heldout19 4, heldout22 3, heldout23 1, heldout25 1,
// tuning13 6, tuning14 4, tuning20 2, tuning22 3); README's round-28
// ruling (a yes then a question whose answer could change it) reads them
// unclear, and so does the bot now: those older files' floors drop. Left
// a yes: the same question after an add or take verb ("ok add it, do
// you deliver to Agadir?", "oui je la prends, vous livrez à Safi ?":
// about 140 seen lines a yes, 6 unclear), where to send it told ("oui,
// livraison à Meknès svp", no question mark) or asked of "it" ("sure,
// can you ship it to my hotel in Essaouira?", "could it be delivered to
// …": 2 lines, a yes).
//
// Left, the corpus splitting: a no then a product received damaged (17 lines a no, 8 with no
// decision, 7 unclear). "la mashi daba, mn b3d" (72 lines a no, 13 a
// hold).

var (
	// names36t: first names a shopper says to someone at home
	names36t = tokSet("fatima", "khalid", "yassine", "youssef", "adam", "hamid", "sara", "salma", "hiba", "omar", "karim",
		"amine", "mehdi", "ayoub", "imane", "meryem", "zineb", "hamza", "hajar", "khadija", "aicha", "rayan", "ilyas", "anas",
		"yasmine", "ikram", "soufiane", "nizar", "zakaria", "ghita", "malak", "reda", "ismail")
	// nameOpen36t: the answer words a name follows
	nameOpen36t = tokSet("no", "non", "nope", "la", "la2", "لا", "yes", "oui", "wakha", "iyeh", "ok")
	// person36t: "the same person"; samePerson36t: "same", "même", "نفس"
	person36t     = tokSet("person", "personne", "الشخص")
	samePerson36t = tokSet("same", "meme", "نفس")
	// myName36t: one's name
	myName36t = newPhrases32b("my name", "mon nom", "اسمي", "smiti")
	// fromTown36t: "I am (not) from"
	fromTown36t = newPhrases32b("je suis de", "je suis pas de", "im from", "im not from", "i am from", "لست من", "أنا من",
		"انا من", "jai change dadresse", "changed my address", "لست أنا من", "لست انا من", "cest pas moi qui")
	// opinion36t: what "je suis (pas) de" opens that is no town ("je suis
	// pas de votre avis", I disagree: a no)
	opinion36t = tokSet("votre", "ton", "ta", "vos", "ce", "cet", "cette", "cet", "l", "la", "le", "les", "mon", "ma", "son", "sa",
		"avis", "ceux", "celles", "your", "that", "this")
	// thanks36t: the thanks word; backTo36t: thanks returned or for asking
	thanks36t = tokSet("thanks", "thank", "merci", "شكرا", "شكراً")
	backTo36t = newPhrases32b("for asking", "a toi", "a vous", "على السؤال", "pour avoir demande")
	// messages36t: messages a "stop" stops
	messages36t = tokSet("messages", "message", "sms", "msg", "msgs", "ميساجات", "الرسائل", "mesajat")
	// sizeAfter36t: what a size follows; sizes36t: the sizes
	sizeAfter36t = tokSet("in", "en", "f", "size", "taille", "بمقاس")
	sizes36t     = tokSet("xs", "s", "m", "l", "xl", "xxl")
	// numberWord36t: "number" before a position picked
	numberWord36t = tokSet("numero", "number", "raqm", "ra9m", "نمرة", "رقم")
	// after36t: "after" opening a time
	after36t = newPhrases32b("after", "apres", "بعد", "من بعد", "mn b3d", "men b3d")
	// itsMe36t: "it's me"
	itsMe36t = newPhrases32b("cest moi", "its me", "thats me")
	// title36t: a title between the yes word and what follows ("yes sir")
	title36t = tokSet("sir", "madame", "monsieur")
	// neverSayNo36t: "never say no", said of a habit
	neverSayNo36t = newPhrases32b("never say no", "لا أقول لا", "لا اقول لا")
	// when36t: a time of delivery asked; arrive36t: arriving, delivering
	when36t   = tokSet("quand", "long", "jours", "days", "متى", "يوما", "يوماً", "يوم", "fo9ach", "فوقاش", "تاخد", "كتاخد", "takhod")
	arrive36t = tokSet("arrive", "arrives", "livre", "livree", "livraison", "shipping", "ship", "deliver", "delivery", "يصل", "تصل",
		"توصل", "التوصيل", "للتوصيل", "twsl", "twsel", "الليفريزون", "livraison")
	// deliver36t: a verb or noun of delivering a question of where opens
	// on ("do you deliver", "vous livrez", "wach katwslo", "هل توصلون",
	// "livraison"); to36t: the word the place follows ("to", "à", "l",
	// "f", "إلى", "jusqu'à"), or Arabic "ل" glued to the place
	deliver36t = tokSet("deliver", "delivery", "delivered", "ship", "livrez", "livrer", "livre", "livraison", "livrable", "katwslo",
		"katwslou", "katwsl", "katwsel", "katlivriw", "tlivriw", "katsifto", "katsiftou", "كتوصلو", "توصلون", "توصلو", "التوصيل", "يصل",
		"تصل", "الليفريزون")
	to36t = tokSet("to", "a", "l", "f", "in", "jusqua", "الي", "إلى")
	// moreYes36t: plain yes words plainYes33f and yesWords33a lack
	moreYes36t = tokSet("حسنا", "حسناً", "d'accord", "آه", "اه", "yeah", "safi", "صافي")
	// never36t: "never"; bought36t: a past verb of buying or ordering
	never36t  = tokSet("jamais", "never", "3mmri", "3omri", "3emmri", "عمري", "ماعمري")
	bought36t = tokSet("chrit", "chrite", "commande", "achete", "bought", "ordered", "شريت", "طلبت", "purchased")
	// talk36t, much36t: "can't talk much"
	talk36t = tokSet("nhdr", "nhder", "نهضر", "parler", "talk")
	much36t = tokSet("bzaf", "beaucoup", "much", "بزاف")
	// notTalk36t: what negates the talk verb ("ma n9derch nhdr", "can't talk")
	notTalk36t = tokSet("ma", "ما", "cant", "cannot", "pas")
	// because36t, site36t: the no's reason, the site or the app
	because36t = newPhrases32b("parce que", "because", "cause", "cuz", "لأن", "لان", "7it", "حيت")
	site36t    = tokSet("site", "lsite", "appli", "app", "lapp", "الموقع", "التطبيق", "website",
		"see", "nchouf", "ونشوف", "نشوف", "verra", "verrai", "thinking", "kanfker", "reflechis", "أفكر", "كنفكر", "know", "back", "أخبرك",
		"نخبرك", "dirai", "lik", "ليك", "3lik", "maybe", "etre", "ربما", "حول", "إله", "اله",
		"bslama", "beslama", "بسلامة", "bye", "revoir", "ciao", "السلامة", "dont", "pense", "crois")
	// seeEnd36t: an open end closing the message ("… and see", "… w
	// nchouf", "on verra"); thinkEnd36t: thinking closing it
	seeEnd36t   = newPhrases32b("and see", "w nchouf", "ونشوف", "و نشوف", "on verra", "et je verrai", "then see")
	thinkEnd36t = tokSet("thinking", "kanfker", "reflechis", "أفكر", "كنفكر")
	// tellLater36t: the answer promised later
	tellLater36t = newPhrases32b("let you know", "get back to you", "أخبرك", "نخبرك", "je vous dirai", "je te dirai", "nrje3 lik",
		"نرجع ليك", "nrd 3lik")
	// wait36t, maybe36t: a wait, and "maybe" closing it
	wait36t  = tokSet("wait", "attendre", "ntsna", "ntsenna", "nstenna", "نتسنى", "سأنتظر", "أنتظر", "انتظر", "kantsenna")
	maybe36t = tokSet("maybe", "peutetre", "etre", "ربما")
	// bye36t: a goodbye closing the message; needNot36t: "don't think I need"
	bye36t     = tokSet("bslama", "beslama", "بسلامة", "bye", "revoir", "ciao", "السلامة")
	needNot36t = newPhrases32b("dont think i need", "dont think we need", "je pense pas en avoir besoin", "je crois pas en avoir besoin")
	// gate36t: the words one of the shapes above cannot be read without
	gate36t = tokSet("personne", "person", "الشخص", "name", "nom", "اسمي", "smiti", "suis", "im", "am", "لست", "من", "change",
		"changed", "thanks", "thank", "merci", "شكرا", "شكراً", "stop", "size", "taille", "in", "en", "f", "بمقاس", "numero",
		"number", "raqm", "ra9m", "نمرة", "رقم", "after", "apres", "بعد", "b3d", "moi", "me", "say", "أقول", "اقول", "jamais", "never", "3mmri", "3omri", "3emmri", "عمري", "ماعمري", "nhdr", "nhder", "نهضر",
		"parler", "talk", "site", "lsite", "appli", "app", "lapp", "الموقع", "التطبيق", "website",
		"see", "nchouf", "ونشوف", "نشوف", "verra", "verrai", "thinking", "kanfker", "reflechis", "أفكر", "كنفكر", "know", "back", "أخبرك",
		"نخبرك", "dirai", "lik", "ليك", "3lik", "maybe", "etre", "ربما", "حول", "إله", "اله",
		"bslama", "beslama", "بسلامة", "bye", "revoir", "ciao", "السلامة", "dont", "pense", "crois")
)

// cue36t reports a word of names36t, gate36t or arrive36t: the cue of
// round36tReading.
func cue36t(w string) bool { return names36t[w] || gate36t[w] || arrive36t[w] || deliver36t[w] }

// round36tReading reads the shapes above: a yes or a no they hold is
// asked again.
func (x *Understander) round36tReading(a *analysis, u *Understanding) {
	toks := a.toks
	if x.open || len(toks) < 2 {
		return
	}
	switch u.answer() {
	case DecisionYes:
		if !a.may(cueGate36t) {
			return
		}
		if nameAddressed36t(toks) || yesAnswersElse36t(toks) {
			*u = askedAgain33a(*u)
		} else if a.endAsked && (whenArrives36t(toks) || deliveredWhere36t(toks)) {
			// a question of the delivery's time or place, the yes aside
			*u = askedAgain33a(*u).cleared()
			u.Topic = TopicDelivery
			*u = u.with(IntentProductQuestion, 0.6)
		}
	case DecisionNo:
		if a.may(cueGate36t) && (nameAddressed36t(toks) || noAboutSelf36t(toks) || thanksReturned36t(toks) || stopMessages36t(toks) ||
			neverBought36t(toks) || cannotTalk36t(toks) || siteBlamed36t(toks) || openEnd36t(toks) || exclaimDear36t(toks)) {
			*u = askedAgain33a(*u)
		}
	}
}

// nameAddressed36t reports an answer word (two at most), a first name,
// then more words and no yes verb ("non fatima, ma tdkhlich l bit"):
// the answer is said to someone at home.
func nameAddressed36t(toks []tok) bool {
	if !nameOpen36t[toks[0].norm] {
		return false
	}
	i := 1
	if i+1 < len(toks) && nameOpen36t[toks[i].norm] {
		i++
	}
	return i+1 < len(toks) && names36t[toks[i].norm] && !yesVerbIn(toks)
}

// noAboutSelf36t reports a no word opening the message, then in its
// next six words who the shopper is: the same person, one's name, the
// town one is from, an address changed, not the one who ordered.
func noAboutSelf36t(toks []tok) bool {
	if !noWords33a[toks[0].norm] && toks[0].norm != "كلا" {
		return false
	}
	for i := 1; i < len(toks) && i < 7; i++ {
		if n := fromTown36t.at(toks, i); myName36t.at(toks, i) > 0 || n > 0 && (i+n >= len(toks) || !opinion36t[toks[i+n].norm]) {
			return !yesVerbIn(toks)
		}
		if person36t[toks[i].norm] && (samePerson36t[toks[i-1].norm] || i > 1 && samePerson36t[toks[i-2].norm]) {
			return !yesVerbIn(toks)
		}
	}
	return false
}

// thanksReturned36t reports a no word, a thanks, then "for asking" or
// "à toi", "à vous" ("no thanks for asking, i'm good", "non merci à
// vous pour votre patience"): the no answers a kindness, not the offer.
func thanksReturned36t(toks []tok) bool {
	if !noWords33a[toks[0].norm] {
		return false
	}
	i := 1
	if i < len(toks) && thanks36t[toks[i].norm] {
		i++
		if i < len(toks) && toks[i].norm == "you" {
			i++
		}
		return i < len(toks) && backTo36t.at(toks, i) > 0 && !yesVerbIn(toks)
	}
	return false
}

// stopMessages36t reports "stop" opening a message that names messages
// ("stop les messages svp", "stop sending me promo SMS"): the shopper
// stops the shop's messages, not the offer.
func stopMessages36t(toks []tok) bool {
	if toks[0].norm != "stop" {
		return false
	}
	for _, t := range toks[1:] {
		if messages36t[t.norm] {
			return true
		}
	}
	return false
}

// neverBought36t reports "never" and a past verb of buying or ordering
// in the next two words, and no yes verb ("ma 3mmri chrit online,
// kifach kaydouz?", "non, je n'ai jamais commandé chez vous avant"): the
// shopper tells of a first time, not a refusal.
func neverBought36t(toks []tok) bool {
	for i := 0; i+1 < len(toks); i++ {
		if !never36t[toks[i].norm] {
			continue
		}
		for j := i + 1; j < len(toks) && j < i+3; j++ {
			if bought36t[toks[j].norm] {
				return !yesVerbIn(toks)
			}
		}
	}
	return false
}

// cannotTalk36t reports a negated talk verb, then "much" ("je suis au
// travail, ma n9derch nhdr bzaf", "ما نقدرش نهضر بزاف"): busy, not a
// refusal.
func cannotTalk36t(toks []tok) bool {
	for i := 1; i+1 < len(toks); i++ {
		if !talk36t[toks[i].norm] || !much36t[toks[i+1].norm] {
			continue
		}
		for _, t := range toks[max(0, i-2):i] {
			if t.neg || notTalk36t[t.norm] {
				return true
			}
		}
	}
	return false
}

// siteBlamed36t reports a no word opening the message, then "because"
// and the site or the app in the next four words ("no cause last time
// the site logged me out", "لا، لأن الموقع أخرجني من حسابي"): the no is
// about the site, not the offer.
func siteBlamed36t(toks []tok) bool {
	if !noWords33a[toks[0].norm] || len(toks) < 3 {
		return false
	}
	n := because36t.at(toks, 1)
	if n == 0 {
		return false
	}
	for _, t := range toks[1+n : min(len(toks), 1+n+5)] {
		if site36t[t.norm] {
			return true
		}
	}
	return false
}

// openEnd36t reports a message left open: closing on "and see", "w
// nchouf", "on verra" or thinking, a wait closing on "maybe", or the
// answer promised later ("… then I'll let you know", "سأمر على البنك
// أولاً ثم أخبرك"): a hold's shape (seen: "… and see" 52 lines a hold,
// 1 a no; the answer promised later 548 a hold, none a no), never a no.
func openEnd36t(toks []tok) bool {
	n := len(toks)
	if thinkEnd36t[toks[n-1].norm] || n >= 2 && seeEnd36t.at(toks, n-2) == 2 || seeEnd36t.at(toks, n-1) == 1 {
		return true
	}
	for i := range toks {
		if tellLater36t.at(toks, i) > 0 {
			return true
		}
	}
	if maybe36t[toks[n-1].norm] {
		for _, t := range toks[:n-1] {
			if wait36t[t.norm] {
				return true
			}
		}
	}
	return false
}

// exclaimDear36t reports "لا حول ولا قوة إلا بالله" or "لا إله إلا الله"
// opening the message, then a price said dear and no refusal ("لا حول
// ولا قوة إلا بالله، الثمن مرتفع", "لا إله إلا الله، هاد الثمن غالي"):
// an exclamation at the price, not a no. Round 35t left the dear price
// a no; the seen corpus has 6 such lines unclear, 2 a no (one "غالية
// بزاف", too dear, left a no here),
// README's no for a price too dear being "for the shopper" ("ghalia
// 3liya"), which these do not say.
func exclaimDear36t(toks []tok) bool {
	if len(toks) < 4 || toks[0].norm != "لا" || toks[1].norm != "حول" && !(god35t[toks[1].norm] && except35t[toks[2].norm]) {
		return false
	}
	for i := 2; i < len(toks) && i < 7; i++ {
		if god35t[toks[i].norm] {
			tail := toks[i+1:]
			return len(tail) > 0 && !refusedIn35t(tail) && !hasTok34a(tail, home35t) && !hasTok34a(tail, much36t) // "غالية بزاف": too dear, a no
		}
	}
	return false
}

// yesAnswersElse36t reports a yes word (two at most, a title after
// them) answering something else than the offer, with no yes verb: a
// size alone, a number picked, "after" a time, "it's me", a goodbye
// closing the message, a habit of never saying no, "don't think I need
// it".
func yesAnswersElse36t(toks []tok) bool {
	if yesVerbIn(toks) {
		return false
	}
	for s := 0; s+2 < len(toks) && s < 6; s++ {
		if n := neverSayNo36t.at(toks, s); n > 0 && !offerAfter36t(toks[s+n:]) || needNot36t.at(toks, s) > 0 {
			return true
		}
	}
	if !yesOpen36t(toks[0].norm) {
		return false
	}
	if bye36t[toks[len(toks)-1].norm] {
		return true // "safi a jma3a, ghadi ndwz l3id m3a l3a2ila, bslama": a goodbye
	}
	i := 1
	if i < len(toks) && yesOpen36t(toks[i].norm) {
		i++
	}
	if i < len(toks) && title36t[toks[i].norm] {
		i++
	}
	if i >= len(toks) {
		return false
	}
	if itsMe36t.at(toks, i) > 0 || after36t.at(toks, i) > 0 && i+1 < len(toks) {
		return true
	}
	// a size or a number, then nothing but please
	switch {
	case sizeAfter36t[toks[i].norm] && i+1 < len(toks) && sizes36t[toks[i+1].norm]:
		i += 2
	case numberWord36t[toks[i].norm] && i+1 < len(toks) && isDigits(toks[i+1].norm):
		i += 2
	default:
		return false
	}
	for ; i < len(toks); i++ {
		if !toks[i].in(hsPleaseWords) {
			return false
		}
	}
	return true
}

// whenArrives36t reports a plain yes word (two at most), then a question
// of when it arrives or how long delivery takes, and no yes verb ("ok,
// ça arrive quand à Kénitra ?", "موافق، متى يصل إلى القنيطرة؟"): the
// answer may change the yes (README, round 28), the bot answers and asks
// again.
func whenArrives36t(toks []tok) bool {
	if !yesOpen36t(toks[0].norm) || yesVerbIn(toks) {
		return false
	}
	when, arrive := false, false
	for i := 1; i < len(toks); i++ {
		if putWord(toks, i) {
			return false // "ah zid, w …": an add verb
		}
		when = when || when36t[toks[i].norm]
		arrive = arrive || arrive36t[toks[i].norm]
	}
	return when && arrive
}

// deliveredWhere36t reports a plain yes word opening the message, then
// a verb or noun of delivering and, three words after it at most, the
// place it goes to, and no add verb ("yes, do you deliver to Guelmim?",
// "oui, vous livrez aussi à Zagora ?", "wakha, wach katwslo l Agadir?",
// "نعم، هل توصلون إلى الناظور؟", "واخا، كتوصلو لوجدة؟"): whether the
// shop delivers there may change the yes (README, round 28), the bot
// answers and asks again. The caller checks the closing question mark:
// "oui, livraison à Meknès svp" tells where to send it and stays a yes,
// as "sure, can you ship it to my hotel?" does (a verb with its object).
func deliveredWhere36t(toks []tok) bool {
	if !yesOpen36t(toks[0].norm) {
		return false
	}
	if yesVerbIn(toks) {
		return false
	}
	for i := 1; i < len(toks); i++ {
		if w := toks[i].norm; putWord(toks, i) || buyWord35n(w) || takeVerb(strings.TrimPrefix(w, "gha")) || w == "it" {
			// "yes zidha, u deliver to Laayoune?", "ok i take it, …",
			// "iyeh ghanakhodha, …": an add or take verb; "could it be
			// delivered to …": where to send it
			return false
		}
	}
	for i := 1; i+1 < len(toks); i++ {
		if !deliver36t[toks[i].norm] {
			continue
		}
		for j := i + 1; j < len(toks) && j < i+4; j++ {
			if to36t[toks[j].norm] && j+1 < len(toks) || j == i+1 && arabicTo36t(toks[j].norm) {
				return true
			}
		}
	}
	return false
}

// arabicTo36t reports w opening on the Arabic "ل" glued to a place
// ("لوجدة", "لكلميم"), not "ليا", "لي" (to me).
func arabicTo36t(w string) bool {
	return len(w) > 4 && strings.HasPrefix(w, "ل") && !strings.HasPrefix(w, "لي")
}

// offerAfter36t reports toks opening on "to that", "to this", "لهذا":
// "I'd never say no to that" says yes to the offer, not of a habit.
func offerAfter36t(toks []tok) bool {
	if len(toks) > 0 && (toks[0].norm == "لهذا" || toks[0].norm == "لهاد") {
		return true
	}
	return len(toks) > 1 && (toks[0].norm == "to" || toks[0].norm == "a") && opinion36t[toks[1].norm]
}

// yesOpen36t reports a plain yes word (plainYes33f, yesWords33a,
// moreYes36t).
func yesOpen36t(w string) bool { return plainYes33f[w] || yesWords33a[w] || moreYes36t[w] }
