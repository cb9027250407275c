package i18n

// ParseDecision reads a whole message as an answer to a yes/no question
// (the rule of notes/confirmations.md §8):
//
//   - filler words are dropped ("3afak", "merci", "please", "a sidi");
//   - the rest is cut into the longest known phrases and words, so that
//     "la machi mochkil" (no problem) is read before "la" (no);
//   - every remaining piece must be known: all confirming → DecisionYes,
//     all cancelling → DecisionNo, both → DecisionAmbiguous ("safi baraka"),
//     a wait word among them → DecisionHold ("bllati", ✋);
//   - one unknown word ("wakha twil bzaf", "fine") or nothing left → DecisionNone.
//
// It does not know whether a question is pending; the caller decides when
// the answer matters.
func ParseDecision(text string) Decision {
	var buf [24]tok
	return decide(analyzeInto(text, buf[:0]).toks)
}

type decisionClass uint8

const (
	dFiller decisionClass = iota + 1
	dYes
	dNo
	dHold
)

func decide(toks []tok) Decision {
	var yes, no, hold bool
	for i := 0; i < len(toks); {
		n, c, ok := decisionWords.match(toks, i, len(toks))
		if !ok {
			return DecisionNone
		}
		switch c {
		case dYes:
			yes = true
		case dNo:
			no = true
		case dHold:
			hold = true
		}
		i += n
	}
	switch {
	case hold:
		return DecisionHold
	case yes && no:
		return DecisionAmbiguous
	case yes:
		return DecisionYes
	case no:
		return DecisionNo
	}
	return DecisionNone
}

// decisionWords holds fillers, confirm, cancel and hold entries in one set so
// that the longest phrase wins whichever kind it is ("non merci" as a
// cancel phrase, "merci" alone as a filler).
var decisionWords = newPhraseSet(func(text string, old, add decisionClass) decisionClass {
	if old != add {
		panic("i18n: decision entry " + text + " is listed with two meanings")
	}
	return old
})

func init() {
	d := decisionWords
	// Fillers: politeness and address words that do not change the answer.
	d.addAll(dFiller,
		"3afak", "afak", "eafak", "3fak", "3afk", "3afakom", "allah ykhlik", "lah ykhlik", "lah y5lik", "allah y5alik",
		"shokran", "chokran", "choukran", "chukran", "shukran", "merci", "mrc", "merci beaucoup", "thanks", "thank you", "thank u", "thx", "ty",
		"please", "pls", "plz", "stp", "svp", "s'il vous plaît", "s'il te plaît", "sil vous plait", "sil te plait",
		"a sidi", "sidi", "a lalla", "khoya", "a khoya", "khouya", "khti", "a khti", "bghit", "bro",
		"عافاك", "الله يخليك", "شكرا", "من فضلك", "اسيدي", "خويا",
		"🙏", "🙂", "😊", "😀", "😁", "😃", "😄", "☺", "😉", "😍", "🥰", "❤", "♥", "💯", "🤗", "😇",
	)

	// Confirm. Spec minimum first, then the notes' extensions.
	d.addAll(dYes,
		"yes", "y", "confirm", "ok", "okay", "sure",
		"ah", "wakha", "mzyan", "iyyeh", "na3am",
		// English
		"yeah", "yea", "ya", "yep", "yup", "yes please", "k", "kk", "okey", "okie", "oki", "alright", "all right",
		"correct", "confirmed", "i confirm", "go ahead", "do it", "sounds good", "of course", "absolutely",
		"definitely", "affirmative", "yes sure", "no problem", "perfect", "add it", "add to cart", "add it to cart",
		"add it to my cart", "take it", "i'll take it", "buy it",
		// Darija, Latin letters
		"aah", "ah ah", "ah wakha", "wa5a", "waxa", "wakhkha", "wakhha", "wkha", "wakha wakha",
		"mzian", "mezian", "mezyan", "mzyana", "iyeh", "iyeeh", "eyh", "ih", "eeh", "n3am", "naam", "na'am",
		"wah", "wi", "oi", "safi", "saafi", "sf", "wasafi", "akid", "2akid", "tab3an", "btab3",
		"nttaf9", "ttaf9na", "mwafe9", "n2kkd", "2kkd", "akked", "confirmi", "nconfirmi", "yallah", "yalla",
		"kmml", "sift", "zidha", "zidhali", "zidih", "zidou", "nakhdha", "nakhdo", "ghadi nakhdha", "machi mochkil", "mashi mushkil", "machi mouchkil", "la machi mochkil", "la mashi mushkil",
		"la bas",
		// Darija, Arabic script
		"آه", "اه", "أه", "واخا", "وخا", "واخّا", "مزيان", "مزيانة", "مزيانا", "إيه", "ايه", "إييه", "اييه", "نعم",
		"واه", "وي", "صافي", "سافي", "واصافي", "أكيد", "طبعا", "بالطبع", "نتّافق", "اتفقنا", "موافق", "نأكّد", "أكّد",
		"كونفيرمي", "يالّاه", "يلا", "كمّل", "سيفط", "زيدها", "زيدهالي", "ناخدها", "ماشي مشكل", "ماشي مشكيل", "لا ماشي مشكل", "اوكي", "أوكي",
		// French
		"oui", "ouii", "ouais", "ouai", "wé", "oké", "d'accord", "dacc", "dac", "d'acc", "daccord", "c'est bon",
		"c bon", "cbon", "ça marche", "ca marche", "parfait", "bien sûr", "bien sur", "sûr", "je confirme",
		"confirmer", "valider", "vas-y", "allez-y", "validi", "pas de problème", "pas de souci", "pas de soucis",
		"oui oui", "tout à fait", "exactement", "ajoute", "ajoute-le", "ajoute-la", "ajoutez", "ajouter au panier", "ajoute au panier",
		"ajoute-le au panier", "ajoute-la au panier",
		"je le prends", "je la prends",
		// Emoji
		"👍", "👌", "✅", "✔", "☑", "🆗",
	)

	// Cancel.
	d.addAll(dNo,
		"no", "n", "cancel", "stop", "nope",
		"la", "bala", "mansalich",
		// English
		"nah", "nay", "no thanks", "no thank you", "not now", "later", "maybe later", "never mind", "nevermind",
		"nvm", "abort", "don't", "do not", "negative", "no way", "not yet",
		// Darija, Latin letters
		"lla", "laa", "lala", "la la", "bla", "la shokran", "la chokran", "la choukran", "mabghitch",
		"ma bghitch", "mabghitsh", "ma bghitsh", "manbghich", "mkybghich", "machi daba", "mashi daba",
		"men b3d", "mn b3d", "mazal", "lghi", "lgha", "lghiw", "annuli", "annuliha", "7bes", "7bs", "hbes",
		"hbas", "baraka", "kafi", "nrfed", "rfed", "safi nsa", "ah la", "ah non",
		// Darija, Arabic script
		"لا", "لالا", "لا لا", "بلا", "لا شكرا", "ما بغيتش", "مابغيتش", "مانبغيش", "ماشي دابا", "من بعد", "مازال",
		"لغي", "ألغي", "إلغاء", "حبس", "باراكا", "بركة", "كافي", "نرفض", "صافي نسا", "اه لا",
		// French
		"non", "nn", "nan", "non merci", "annuler", "annule", "annulé", "annulez", "pas maintenant", "plus tard",
		"laisse tomber", "arrête", "arrete", "non non", "pas pour l'instant",
		// Emoji
		"👎", "❌", "✖", "🚫", "⛔", "❎",
	)

	// Wait: the question stays open.
	d.addAll(dHold,
		"bllati", "blati", "bellati", "tsnna", "tsna", "tsenna", "bllati chwiya", "tsnna chwiya", "bllati chwia",
		"tsnna chwia", "wait", "hold on", "wait a sec", "wait a second", "wait a minute", "one sec", "one second",
		"just a sec", "just a moment", "one moment", "a moment", "attends", "attendez", "un instant", "un moment",
		"une seconde", "بلاتي", "تسنا", "تسنى", "بلاتي شوية", "✋", "🖐", "⏳",
	)
}
