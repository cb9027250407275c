package i18n

// Round 28d: answers read as a yes that a shop assistant reads as no
// yes, read by shape. Each is asked only of a yes, after everything
// else (reconsider), and, but for a condition, only where no verb of
// putting in is said ("wakha fhmtk" is asked, "oui je vois, ajoutez-la"
// stays a yes):
//   - only a yes word and an oath ("ah wallah", "إيه والله"): surprise
//     or agreement with what was said, asked again ("ah wallah? wakha"
//     is read unclear in the corpus);
//   - the one someone had ("ah, hadi hiya li kant 3nd khalti"): a
//     remark, asked again (the corpus: 10 of the 11 lines of its shape
//     without a verb of putting in are no yes; with one it is a yes);
//   - "yallah" and a thanks or a blessing for the shop ("yallah, lah
//     y3tikom se77a"): a goodbye ("yallah 3la barakat lah", on God's
//     blessing, stays a yes);
//   - an appointment taken ("je veux prendre rendez-vous avec vous"):
//     "prendre" takes no item;
//   - listening, or understanding, said with a yes word ("oui oui je
//     t'écoute, continue", "oui oui je vois"): an acknowledgement (the
//     corpus: "okay i see", "wakha fhmtk", "ah ok, je comprends mieux"
//     are all read unclear);
//   - a yes word and "and then?" ("ok et donc"): go on, asked again;
//   - a yes word and "we'll see" ("oui bon, on verra"): a wait;
//   - not in a hurry, or a buy that may come later ("i may buy it in a
//     week", "قد أشتريه بعد أسبوع"): a wait;
//   - a condition on the item's state ("ajoutez-le s'il est neuf dans
//     sa boîte", "zidha ila kant jdida"): a condition, asked again, its
//     verb of putting in or not.
func (x *Understander) round28dReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 30 || u.answer() != DecisionYes {
		return false
	}
	if stateCondition(toks) {
		*u = asked(*u)
		return true
	}
	if i, n := mayBuyAt(toks); n > 0 && !putVerbIn(toks[:i]) && !putVerbIn(toks[i+n:]) {
		*u = holdOf(*u)
		return true // "i may buy it in a week": its buy puts nothing in
	}
	if putVerbIn(toks) {
		return false
	}
	switch {
	case yesThenOnly(toks, oathWords28):
		*u = asked(*u)
		return true
	case someoneHad(toks):
		*u = asked(*u)
		return true
	case yallahThanks(toks):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentBye, 0.7)
		return true
	case appointmentTaken(toks):
		*u = asked(*u)
		return true
	case listeningSaid(toks):
		*u = asked(*u)
		return true
	case yesThenOnly(toks, goOnWords28):
		*u = asked(*u)
		return true
	case weWillSee(toks) || notInHurry(toks):
		*u = holdOf(*u)
		return true
	}
	return false
}

// yesWords28 are the yes words a message may open on without saying
// what it agrees to.
var yesWords28 = normSet("ok", "okay", "oki", "d'accord", "dacord", "dac", "wakha", "waxa", "oui", "ouais", "ouai", "yes",
	"yeah", "yep", "safi", "iyeh", "ih", "ah", "ayeh", "eh", "bon", "ewa", "tamam", "واخا", "نعم", "إيه", "ايه", "اه", "آه",
	"صافي", "أجل", "ايوا", "أيوا")

// yesOpening28 is how many yes words open toks.
func yesOpening28(toks []tok) int {
	n := 0
	for n < len(toks) && toks[n].in(hsYesWords28) {
		n++
	}
	return n
}

// yesThenOnly reports a message of yes words, then only words of set
// (at least one of each): "ah wallah", "ok et donc".
func yesThenOnly(toks []tok, set map[string]bool) bool {
	n := yesOpening28(toks)
	if n == 0 || n == len(toks) {
		return false
	}
	for i := n; i < len(toks); i++ {
		if !set[toks[i].norm] {
			return false
		}
	}
	return true
}

// oathWords28 swear to what was said: with a yes word only, surprise or
// agreement, no consent.
var oathWords28 = normSet("wallah", "wellah", "wlah", "wallahi", "wallahila", "والله", "billah", "بالله", "wallah!")

// goOnWords28 ask what comes next: "et donc", "and then", "w mn b3d".
var goOnWords28 = normSet("et", "donc", "alors", "apres", "après", "and", "then", "so", "what", "w", "mn", "men", "b3d",
	"ba3d", "و", "من", "بعد", "ومن", "وشنو", "شنو")

// hadWords name a thing someone had: "kant 3nd khalti", "كانت عند
// جارتي", "ma voisine avait".
var (
	hadVerbs28  = normSet("kant", "kan", "kanet", "kanat", "كانت", "كان")
	atWords28   = normSet("3nd", "3and", "3end", "عند")
	mindWords28 = normSet("bali", "bala", "بالي", "tete", "tête", "mind")
)

// someoneHad reports the one someone had ("hadi hiya li kant 3nd
// khalti", "c'est celle que ma voisine avait"), not the one "I had in
// mind" ("li kant 3ndi f bali").
func someoneHad(toks []tok) bool {
	for i := range toks {
		if mindWords28Num.has(toks[i].nid, toks[i].norm) {
			return false
		}
	}
	for i := range toks {
		if toks[i].norm == "avait" && i > 0 {
			return true
		}
		if hadVerbs28Num.has(toks[i].nid, toks[i].norm) && i+1 < len(toks) && atWords28Num.has(toks[i+1].nid, toks[i+1].norm) {
			return true
		}
	}
	return false
}

// blessWords28 thank or bless the shop: "lah y3tikom se77a", "merci".
var blessWords28 = normSet("merci", "mrc", "chokran", "choukran", "shukran", "shokran", "thanks", "thank", "شكرا",
	"y3tik", "y3tikom", "ya3tik", "y3awnkom", "y3awnek", "ykhlik", "ykhalik", "يعطيك", "يعطيكم", "يعاونكم")

// yallahWords28 are "yallah" (come on, let's go) as it is typed.
var yallahWords28 = normSet("yallah", "yalah", "يالله", "يلاه", "يالاه")

// yallahThanks reports "yallah" opening, then a thanks or a blessing
// and nothing taken: "yallah, lah y3tikom se77a", "yallah merci".
func yallahThanks(toks []tok) bool {
	if !yallahWords28Num.has(toks[0].nid, toks[0].norm) {
		return false
	}
	for i := 1; i < len(toks); i++ {
		if toks[i].norm == "barakat" || toks[i].norm == "بركات" || toks[i].norm == "3la" {
			return false // "yallah 3la barakat lah": go ahead, God willing
		}
	}
	for i := 1; i < len(toks) && i < 4; i++ {
		if blessWords28Num.has(toks[i].nid, toks[i].norm) {
			return true
		}
	}
	return false
}

// appointmentWords name an appointment: "prendre rendez-vous" takes no item.
var appointmentWords = normSet("rendez", "rdv", "appointment", "موعد", "mou3id", "maw3id")

// appointmentTaken reports an appointment named.
func appointmentTaken(toks []tok) bool {
	for i := range toks {
		if appointmentWordsNum.has(toks[i].nid, toks[i].norm) {
			return true
		}
	}
	return false
}

// listenWords say the shopper listens or understands: "je t'écoute",
// "je vois", "i see", "fhmtk".
var listenPhrases = tokenPhrases("je t'écoute", "je vous écoute", "je tecoute", "i'm listening", "im listening",
	"i am listening", "kansm3ek", "kansma3ek", "كنسمعك", "je vois", "je comprends", "i see", "i understand",
	"fhmtk", "fhmt", "فهمتك", "فهمت", "j'ai compris", "compris")

// listeningSaid reports yes words then a listening or an understanding
// said right after them ("oui oui je t'écoute, continue", "ah oui je
// comprends").
func listeningSaid(toks []tok) bool {
	n := yesOpening28(toks)
	return n > 0 && n < len(toks) && listenPhrases.at(toks, n) > 0
}

// seePhrases: "we'll see", said for later.
var seePhrases = tokenPhrases("on verra", "on va voir", "we'll see", "we will see", "ghanchoufou", "ghanchofo", "gha nchoufou",
	"nchoufou", "نشوفو", "غانشوفو", "سنرى")

// weWillSee reports a "we'll see" in the message.
func weWillSee(toks []tok) bool {
	for i := range toks {
		if seePhrases.at(toks, i) > 0 {
			return true
		}
	}
	return false
}

// hurryPhrases: not in a hurry, said of the buy.
var hurryPhrases = tokenPhrases("not in a hurry", "no hurry", "no rush", "pas pressé", "pas pressée", "pas presse",
	"لست مستعجلا", "لست مستعجلة", "لست مستعجل", "ماشي مزروب", "ماشي مزروبة", "ma mzrobch", "machi mzrob", "ما مزروبش")

// presseeNorm is "pressée" as a message word reads.
var presseeNorm = Normalize("pressée")

// notInHurry reports "not in a hurry" ("i'm not in a hurry", "je suis
// pas pressée", "لست مستعجلا").
func notInHurry(toks []tok) bool {
	for i := range toks {
		if hurryPhrases.at(toks, i) > 0 {
			return true
		}
		if (toks[i].norm == "pas" || toks[i].norm == "not") && i+2 < len(toks) && toks[i+2].norm == presseeNorm {
			return true // "je ne suis pas très pressée"
		}
	}
	return false
}

// mayBuyPhrases: a buy that may come ("i may buy it", "قد أشتريه").
var mayBuyPhrases = tokenPhrases("i may buy", "i might buy", "may buy it", "might buy it", "je vais peut-être l'acheter",
	"je l'achèterai peut-être", "قد أشتريه", "قد أشتريها", "ربما أشتريه", "ربما أشتريها", "yemken nchriha", "ymken nchriha")

// mayBuyAt is where a buy that may come is said, and its length (0 for
// none).
func mayBuyAt(toks []tok) (int, int) {
	for i := range toks {
		if n := mayBuyPhrases.at(toks, i); n > 0 {
			return i, n
		}
	}
	return 0, 0
}

var (
	// condWords28 open a condition: "si", "s'il", "if", "ila", "إذا"
	condWords28 = normSet("si", "s'il", "sil", "s'ils", "if", "ila", "ila", "إذا", "اذا", "إلا", "الا", "لو")
	// stateWords28 name the state of the item: new, in its box, sealed;
	// not its wrapping ("si possible un emballage cadeau" asks a wrap)
	stateWords28 = normSet("neuf", "neuve", "new", "jdid", "jdida", "jdide", "جديد", "جديدة", "جديدا", "boite", "boîte", "box",
		"علبة", "علبته", "علبتها", "لعلبة",
		"carton", "lcarton", "sealed", "scelle", "scellé", "original", "originale", "origine")
)

// stateCondition reports a condition on the item's state ("s'il est
// neuf dans sa boîte", "if it's new in its box", "ila kant jdida").
func stateCondition(toks []tok) bool {
	for i := range toks {
		if !condWords28Num.has(toks[i].nid, toks[i].norm) {
			continue
		}
		for k := i + 1; k < len(toks) && k <= i+4; k++ {
			if stateWords28Num.has(toks[k].nid, toks[k].norm) {
				return true
			}
			if clauseStart(&toks[k]) {
				break
			}
		}
	}
	return false
}
