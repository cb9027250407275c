package i18n

// Round 36f: heldout33's false yeses and noes (read once the round had
// scored it, as the corpus protocol allows), read by shape. Each shape
// turns a yes or a no into a question asked again (unclear); none turns
// one answer into the other. Counts are of every seen file's labels
// (heldout33's other lines unread):
//
//   - "ah la la", "oh la la", "ou la la" opening the message, no no word,
//     negation or refusal after it ("ah la la, ghalia bzaf hadi"): the
//     French exclamation, not Darija's "la" ("ma bghitch" after it is a
//     refusal and stays a no). Seen: 16 lines unclear, 2 a
//     yes (read unclear); 2 a no with no refusal after ("a la la, ghalia
//     bzaf", "ou la la ghalia") against 1 unclear ("ou la la ghalia
//     bzaf"): the corpus splits on the dear price alone after it, so it
//     is asked again (one seen no lost, tuning30's). "oh la la non", "a
//     la la ma ndirhach" hold a refusal and stay a no.
//   - an ordinal opening the message ("rab3a, lmra lakhra chrit m3akom
//     b7alha", "الرابعة، …", "la 4, ra chrit b7alha"): a position picked,
//     the rest said of it. Seen: 404 lines open on an ordinal or "la"/"le"
//     and a digit, none a no.
//   - "non rien", "no nothing" and more words ("non rien, c'est mon fils
//     qui a tapé"): the nothing answers something else. Seen: 5 lines
//     unclear, 1 a yes, none a no, where a subject or "juste" opens what
//     follows ("non rien, je parlais à ma mère"); "non rien, merci", "non,
//     rien de tout ça, d'autres modèles", "no, nothing in the cart" are a
//     no and stay one, and so does "non rien" alone; Darija's "la walo,
//     …" splits and is left.
//   - hesitating ("j'hésite", "hesitate", not negated), no no word: 54
//     lines a hold, 15 a yes (an add verb beside it), none a no ("j'ai
//     vraiment hésité … mais non, …" holds a no word and stays a no).
//   - never got or received ("I never got a refund", "jamais reçu ma
//     facture"): 5 seen lines, none a no (round 36t's "never bought"'s
//     sibling).
//   - "not sure what", "pas sûr de ce que": 2 lines unclear, none a no.
//   - the answer promised later ("I'll answer later", "will reply later",
//     "je vous réponds plus tard"): 5 lines a hold, 2 unclear, none a no
//     (round 36t's tellLater36t's sibling).
//   - "don't stop" ("don't stop, show me more"): a stop negated; no seen
//     line.
//   - a lunch break told ("i'm on my lunch break", "أنا في استراحة
//     الغداء", "pause déj"): 7 lines unclear or no decision, 1 a hold,
//     none a no.
//   - a budget stated: the budget word opening the message, a number
//     within three words, at most two words after it ("budget dyali 500
//     ma ykhrjch 3lih", "الميزانية ديالي 500 درهم ما تفوتش"): unclear or
//     no decision on every seen line of the shape; "Mon budget c'est 300
//     max, celle-ci est hors de question" (a no) says more after.
//   - "c'est pas vrai" ("non c'est pas vrai, 49 dh seulement ?"):
//     disbelief, not a refusal; no seen line.
//
// Two yeses are asked again:
//   - a yes word (two at most, "dik" or "the" after), then an ordinal, no
//     add verb ("iyeh, dik rab3a hiya li bghit", "wakha tanya"): a
//     position picked; seen: 23 lines unclear, 1 a yes (read unclear).
//   - "wakha"/"واخا" then far ("واخا بعيدة علينا الليفريزون"): a
//     concession, like "wakha ghalia" (18 lines unclear); with a send or
//     add verb ("wakha b3id Dakhla, sifto lia") it stays a yes.
//
// Left, the seen corpus reading them otherwise: "لا، واش كاينة فـ M؟"
// (a no, then whether it comes in another size: "لا، واش كاينة بلون
// آخر؟", "no, do you have it in black?" are labelled a no, 3 lines);
// "ma bghitch lk7el, ma kayn ghir lk7el?" (2 seen lines of the shape, a
// no); "that's not the one I clicked on" ("thats not the one i meant",
// "Not the color I had in mind": a no, 2 lines); "ok ajoute, ça arrive
// en combien de jours ?" (an add verb, then a delivery question: round
// 36u's count, about 140 lines a yes, 6 unclear); "ليس الآن، بعد العيد"
// (not now, then a time: round 36t's split, mostly a no).

var (
	// exclaim36f: the interjection "la la" follows
	exclaim36f = tokSet("a", "ah", "aah", "ahh", "oh", "ohh", "ou", "o", "oo", "ouh")
	// negWord36f: Darija's negation as a word of its own ("ma bghitch")
	negWord36f = tokSet("ma", "ما", "machi", "mashi", "ماشي")
	// nothing36f: "non rien", "no nothing"; nothingThen36f: what opens
	// the account of something else after it ("non rien, c'est mon fils
	// qui a tapé", "no nothing, I was talking to my mom")
	nothing36f     = newPhrases32b("non rien", "no nothing")
	nothingThen36f = tokSet("cest", "je", "jai", "i", "im", "juste", "just", "my", "mon", "ma", "cetait", "it", "its")
	// hesitate36f: hesitating
	hesitate36f = tokSet("hesite", "jhesite", "hesitate", "hesitating", "hesiter")
	// got36f: what one never got
	got36f = tokSet("got", "received", "recu", "recue", "recus", "gotten")
	// open36f: phrases that ask the message again wherever they stand
	open36f = newPhrases32b("not sure what", "pas sur de ce que", "answer later", "reply later", "respond later",
		"reponds plus tard", "repondrai plus tard", "repondre plus tard", "dont stop", "do not stop", "lunch break",
		"pause dej", "pause dejeuner", "استراحة الغداء", "cest pas vrai", "c pas vrai")
	// budget36f: the budget word; my36f: what may stand before it
	budget36f = tokSet("budget", "lbudget", "الميزانية", "ميزانيتي", "mizaniya", "lmizaniya")
	my36f     = tokSet("my", "mon", "le", "l")
	// currency36f: a currency after the budget's number
	currency36f = tokSet("dh", "dhs", "درهم", "dirham", "dirhams", "mad")
	// pick36f: what may stand between a yes word and the ordinal
	pick36f = tokSet("dik", "dak", "the", "la", "le", "هادي", "ديك")
	// far36f: far
	far36f = tokSet("b3ida", "b3id", "بعيدة", "بعيد", "loin")
	// wakha36f: "wakha" as "though"
	wakha36f = tokSet("wakha", "واخا")
)

// round36fReading reads the shapes above: a yes or a no they hold is
// asked again.
func (x *Understander) round36fReading(a *analysis, u *Understanding) {
	toks := a.toks
	if x.open || len(toks) < 2 {
		return
	}
	switch u.answer() {
	case DecisionYes:
		if yesPicks36f(toks) || wakhaFar36f(toks) {
			*u = askedAgain33a(*u)
		}
	case DecisionNo:
		if laLa36f(toks) || ordinalOpens36f(toks) || nothing36f.at(toks, 0) == 2 && len(toks) > 2 && nothingThen36f[toks[2].norm] || budgetStated36f(toks) ||
			noneSaid36f(toks) {
			if u.Intent == IntentShowMore {
				u.Decision = DecisionNone // "don't stop, show me more": more shown, no answer
			} else {
				*u = askedAgain33a(*u)
			}
		}
	}
}

// laLa36f reports "ah la la" opening the message and no refusal after it.
func laLa36f(toks []tok) bool {
	return len(toks) > 3 && exclaim36f[toks[0].norm] && toks[1].norm == "la" && toks[2].norm == "la" && !refusedIn35t(toks[3:]) &&
		!hasTok34a(toks[3:], negWord36f)
}

// ordinal36f reports an ordinal word, or "la"/"le" and one digit (a
// position: "la 38" is a size, "la, 690" a price refused), at i;
// the words it takes.
func ordinal36f(toks []tok, i int) int {
	if ri, ok := toks[i].role1(); ok && ri.roles&rOrdinal != 0 && ri.ord != 0 && !toks[i].neg {
		return 1
	}
	if (toks[i].norm == "la" || toks[i].norm == "le") && i+1 < len(toks) && len(toks[i+1].norm) == 1 && isDigits(toks[i+1].norm) {
		return 2
	}
	return 0
}

// ordinalOpens36f reports an ordinal opening the message.
func ordinalOpens36f(toks []tok) bool { return ordinal36f(toks, 0) > 0 }

// noneSaid36f reports a phrase of open36f, hesitating (not negated) or
// "never" then got or received: no refusal said.
func noneSaid36f(toks []tok) bool {
	for i := range toks {
		w := toks[i].norm
		if hesitate36f[w] && !toks[i].neg && !hasTok34a(toks, noWords33a) ||
			open36f.at(toks, i) > 0 {
			return true
		}
		if never36t[w] {
			for j := i + 1; j < len(toks) && j < i+3; j++ {
				if got36f[toks[j].norm] {
					return true
				}
			}
		}
	}
	return false
}

// budgetStated36f reports the budget word opening the message, a number
// in the next three words, then two words at most (a currency aside).
func budgetStated36f(toks []tok) bool {
	i := 0
	if my36f[toks[0].norm] {
		i++
	}
	if i >= len(toks) || !budget36f[toks[i].norm] {
		return false
	}
	for j := i + 1; j < len(toks) && j < i+4; j++ {
		if isDigits(toks[j].norm) {
			rest := toks[j+1:]
			if len(rest) > 0 && currency36f[rest[0].norm] {
				rest = rest[1:]
			}
			return len(rest) <= 2
		}
	}
	return false
}

// yesPicks36f reports a yes word (two at most, "dik" or "the" after
// them), then an ordinal, and no yes verb: a position picked.
func yesPicks36f(toks []tok) bool {
	if !yesOpen36t(toks[0].norm) {
		return false
	}
	i := 1
	if i < len(toks) && yesOpen36t(toks[i].norm) {
		i++
	}
	if i < len(toks) && pick36f[toks[i].norm] {
		i++
	}
	return i < len(toks) && ordinal36f(toks, i) > 0 && !addVerbIn36f(toks)
}

// addVerbIn36f reports a yes verb other than a bare want ("li bghit",
// the one I want, names the pick).
func addVerbIn36f(toks []tok) bool {
	for i := range toks {
		if toks[i].objectVerb() || putWord(toks, i) {
			return true
		}
	}
	return false
}

// wakhaFar36f reports "wakha" then far, and no yes verb: a concession.
func wakhaFar36f(toks []tok) bool {
	return wakha36f[toks[0].norm] && far36f[toks[1].norm] && !yesVerbIn(toks)
}
