package i18n

import "strings"

// ParseDecision reads a whole message as an answer to a yes/no question
// (notes/confirmations.md §8, extended for issue 11):
//
//   - a question is never an answer: a "?" or "؟" anywhere, or a question
//     word first ("wakha?", "ok ?", "wach nzidha?", "هل أضيفه؟") → DecisionNone;
//   - the words are cut into the longest known entries of one lexicon of
//     fillers, thanks, yes, no, wait, objects and show-more words, so that
//     "la machi mochkil" (no problem) is read before "la" (no);
//   - a small grammar reads what lists cannot: a verb with an object
//     pronoun accepts ("zidha", "bghitha", "nakhodha", "أضفه"), the same
//     verb negated refuses ("ma zidhach", "mabghitch", "je ne veux pas",
//     "don't add it"), and a negated "know/decide" waits ("ma3rftch");
//   - every word must be known; objects ("add it to my cart", "l panier")
//     only count next to a yes or a no, show-more words only after a no
//     ("la, wrini lokhrin");
//   - a wait word wins → DecisionHold; yes and no together →
//     DecisionAmbiguous ("safi baraka"); all yes → DecisionYes; all no →
//     DecisionNo; a weak yes with thanks ("ok merci") closes the chat and
//     is no answer; anything else → DecisionNone.
//
// When in doubt it says DecisionNone and the engine asks again. It does
// not know whether a question is pending; the caller decides when the
// answer matters.
func ParseDecision(text string) Decision {
	var buf [24]tok
	a := analyzeInto(text, buf[:0])
	d, _ := decide(a.toks, a.question)
	return d
}

type decisionClass uint8

const (
	dFiller     decisionClass = iota + 1 // 3afak, please, a sidi
	dThanks                              // merci, shokran: a filler, but "ok merci" is a goodbye
	dYes                                 // wakha, oui, yes, 👍
	dWeakYes                             // ok, k: yes alone, a goodbye with thanks
	dYesVerb                             // add it, zidha, je le prends: yes, or no after a negation
	dNo                                  // la, non, no, cancel
	dNeg                                 // don't, ne, pas: no, and flips a following yes verb
	dNoObj                               // too expensive, not this one: only next to a no
	dHold                                // wait, bllati, je réfléchis
	dHoldVerb                            // nchouf, think, réfléchir: a wait alone or after a hold prefix
	dHoldPrefix                          // khallini, let me, je vais: only with a hold verb
	dObj                                 // it, l panier, daba, liya: only next to a yes, no or wait
	dMore                                // wrini lokhrin, show me others: only after a no
)

func (c decisionClass) String() string { return string('0' + rune(c)) }

// decide reads the words as an answer; more reports show-more words
// beside a no ("la, wrini lokhrin": no to this one, show others).
func decide(toks []tok, question bool) (d Decision, more bool) {
	if question || len(toks) == 0 {
		return DecisionNone, false
	}
	var seen [dMore + 1]bool
	negated := false // a dNeg was read and no yes verb has used it yet
	for i := 0; i < len(toks); {
		// Negated verbs first: "mabghitch" must not read as the filler "bghit".
		n, c, ok := negation(toks, i)
		if !ok {
			n, c, ok = decisionWords.match(toks, i, len(toks))
		}
		if !ok && objectVerb(toks[i].norm) {
			n, c, ok = 1, dYesVerb, true
		}
		if !ok {
			return DecisionNone, false
		}
		switch {
		case c == dNeg:
			negated = true
		case c == dYesVerb && negated:
			c = dNo
			negated = false
		}
		seen[c] = true
		i += n
	}
	yes := seen[dYes] || seen[dYesVerb]
	no := seen[dNo] || seen[dNeg]
	more = seen[dMore]
	switch {
	case seen[dHold] || (seen[dHoldVerb] && !yes && !no && !more):
		return DecisionHold, false
	case more:
		if no && !yes && !seen[dWeakYes] {
			return DecisionNo, true
		}
		if yes || seen[dWeakYes] {
			return DecisionAmbiguous, true
		}
		return DecisionNone, true
	case seen[dHoldPrefix] && !seen[dHoldVerb]:
		return DecisionNone, false
	case (yes || seen[dWeakYes]) && no:
		return DecisionAmbiguous, false
	case no:
		return DecisionNo, false
	case seen[dNoObj]:
		return DecisionNone, false
	case yes:
		return DecisionYes, false
	case seen[dWeakYes] && !seen[dThanks]:
		return DecisionYes, false
	}
	return DecisionNone, false
}

// negation reads a negated verb: "ma zidhach", "mabghitch", "ماغاديش" →
// no (or a negation of the verb that follows), "ma3rftch" → wait.
func negation(toks []tok, i int) (n int, c decisionClass, ok bool) {
	w := toks[i].norm
	// "ma" written apart: "ma bghitch", "ما عرفتش".
	if (w == "ma" || w == "mo" || w == "ما") && i+1 < len(toks) {
		if c, ok := negatedVerb(toks[i+1].norm, true); ok {
			return 2, c, true
		}
		return 0, 0, false
	}
	if c, ok := negatedVerb(w, false); ok {
		return 1, c, true
	}
	return 0, 0, false
}

// Roots of verbs whose negation refuses (want, like, add, take, can,
// need) or waits (know, decide), as consonant skeletons (Latin) or
// letters (Arabic script).
var (
	noRoots       = []string{"jb", "zd", "khd", "akhd", "kdr", "htj", "chr"}
	negAux        = []string{"ghd", "bgh"} // "ma ghadich nakhodha", "ma bghitch nzidha": the verb after is refused
	holdRoots     = []string{"rf", "krr"}
	noRootsArab   = []string{"عجب", "زيد", "زد", "خد", "اخد", "خذ", "قدر", "حتاج", "شري"}
	negAuxArab    = []string{"غادي", "بغ"}
	holdRootsArab = []string{"عرف", "قرر"}
)

// negatedVerb reads "mabghitch", "ma3rftch", "مابغيتش", "ماعرفتش" (or,
// apart is true, the verb after a separate "ma": "bghitch").
func negatedVerb(w string, apart bool) (decisionClass, bool) {
	if strings.HasSuffix(w, "ش") {
		stem := strings.TrimSuffix(w, "ش")
		if !apart {
			var ok bool
			if stem, ok = strings.CutPrefix(stem, "ما"); !ok {
				return 0, false
			}
		}
		for _, p := range []string{"", "ن", "ت", "ي"} {
			s, ok := strings.CutPrefix(stem, p)
			if !ok {
				continue
			}
			for _, r := range negAuxArab {
				if strings.HasPrefix(s, r) {
					return dNeg, true
				}
			}
			for _, r := range noRootsArab {
				if strings.HasPrefix(s, r) {
					return dNo, true
				}
			}
			for _, r := range holdRootsArab {
				if strings.HasPrefix(s, r) {
					return dHold, true
				}
			}
		}
		return 0, false
	}
	if !isASCII(w) || len(w) < 4 {
		return 0, false
	}
	stem, ok := strings.CutSuffix(w, "ch")
	if !ok {
		if stem, ok = strings.CutSuffix(w, "sh"); !ok {
			return 0, false
		}
	}
	if !apart {
		if stem, ok = strings.CutPrefix(stem, "ma"); !ok {
			return 0, false
		}
	}
	lk := lightKey(stem)
	if len(lk) < 2 {
		return 0, false
	}
	for _, cut := range []string{"", "n", "t", "y"} {
		s, ok := strings.CutPrefix(lk, cut)
		if !ok || s == "" {
			continue
		}
		sk := consonants(s)
		for _, r := range negAux {
			if strings.HasPrefix(sk, r) {
				return dNeg, true
			}
		}
		for _, r := range noRoots {
			if strings.HasPrefix(sk, r) {
				return dNo, true
			}
		}
		for _, r := range holdRoots {
			if strings.HasPrefix(sk, r) {
				return dHold, true
			}
		}
	}
	return 0, false
}

// consonants is the skeleton of a light key without a length floor.
func consonants(lk string) string {
	b := make([]byte, 0, len(lk))
	for i := 0; i < len(lk); i++ {
		c := lk[i]
		switch c {
		case 'a', 'e', 'i', 'u', 'y', 'x':
			if i == 0 && c == 'a' {
				b = append(b, c) // "akhd" keeps its a: it tells "take" from "khd"
			}
			continue
		}
		if len(b) > 0 && b[len(b)-1] == c {
			continue
		}
		b = append(b, c)
	}
	return string(b)
}

// objectVerb reports a verb carrying an object pronoun, the Darija and
// Arabic way of saying "add it", "I want it", "I'll take it": a listed
// stem and a listed ending ("zid"+"ha", "nakhod"+"ha", "sift"+"o",
// "زيد"+"ها", "أضف"+"ه"). Built from stems × endings so that every
// combination is known without listing it.
func objectVerb(w string) bool {
	_, ok := objectVerbs[w]
	if !ok {
		if lk := light(w); lk != "" {
			_, ok = objectVerbs[lk]
		}
	}
	return ok
}

var objectVerbs = map[string]struct{}{}

func init() {
	latin := []string{"zid", "bghit", "bghitt", "nakhod", "nakhd", "nakhud", "khod", "khud", "akhd", "ndi", "di", "ddi",
		"sift", "sifet", "dir", "7ett", "7et", "jib", "ajout", "ajouti", "confirmi", "wjjd", "wajjed", "nzid", "khlli"}
	latinEnd := []string{"ha", "h", "o", "ou", "hali", "halia", "haliya", "hlia", "hliya", "ih", "iha", "hom", "hum"}
	for _, s := range latin {
		for _, e := range latinEnd {
			w := s + e
			objectVerbs[w] = struct{}{}
			if lk := light(w); lk != "" {
				objectVerbs[lk] = struct{}{}
			}
		}
	}
	arab := []string{"زيد", "بغيت", "ناخد", "ناخذ", "خد", "خذ", "ندي", "دي", "سيفط", "صيفط", "دير", "حط", "جيب", "اضف", "اضيف", "اضيفي", "ساخذ", "اخذ", "ضيف"}
	arabEnd := []string{"ها", "ه", "هالي", "ليا", "يه", "هم"}
	for _, s := range arab {
		for _, e := range arabEnd {
			objectVerbs[Normalize(s+e)] = struct{}{}
		}
	}
	delete(objectVerbs, "khlliha") // "khlliha" = leave it: a no, listed below
	delete(objectVerbs, Normalize("خليها"))
}

// decisionWords holds every class in one set so that the longest phrase
// wins whichever class it is ("non merci" as a no, "merci" alone thanks).
var decisionWords = newPhraseSet(func(text string, old, add decisionClass) decisionClass {
	if old != add {
		panic("i18n: decision entry " + text + " is listed with two meanings")
	}
	return old
})

func init() {
	d := decisionWords
	d.addAll(dFiller,
		"3afak", "afak", "eafak", "3fak", "3afk", "3afakom", "3afakoum", "please", "pls", "plz", "plss", "stp", "svp",
		"s'il vous plaît", "s'il te plaît", "sil vous plait", "sil te plait", "a sidi", "sidi", "a lalla", "khoya",
		"a khoya", "khouya", "khti", "a khti", "a sahbi", "sahbi", "bghit", "bro", "sir", "madame", "monsieur",
		"ewa", "iwa", "wa", "ya", "a", "préfère", "prefere", "je préfère", "allah ykhlik", "lah ykhlik", "lah y5lik", "allah y5alik",
		"عافاك", "الله يخليك", "من فضلك", "اسيدي", "خويا", "ايوا", "اوا",
		"🙏", "🙂", "😊", "😀", "😁", "😃", "😄", "☺", "😉", "😍", "🥰", "❤", "♥", "💯", "🤗", "😇",
		// want verbs: "ah bghit" = yes I want, "لا أريد" = no
		"je veux", "veux", "i want", "want", "أريد", "ارغب", "أرغب", "نبغي", "بغيت",
	)
	d.addAll(dThanks,
		"shokran", "chokran", "choukran", "chukran", "shukran", "merci", "mrc", "mersi", "merci beaucoup",
		"merci bcp", "merci bzaf", "thanks", "thank you", "thank u", "thx", "ty", "شكرا", "شكرا بزاف", "شكرا لك",
		"see ya", "see you", "see you later",
	)
	d.addAll(dWeakYes, "ok", "okay", "okey", "k", "kk", "oki", "okie", "okk", "🆗", "اوكي", "أوكي", "great", "perfect", "parfait")
	d.addAll(dYes,
		"yes", "y", "confirm", "sure", "ah", "wakha", "mzyan", "iyyeh", "na3am",
		// English
		"yeah", "yea", "yep", "yup", "yess", "yes please", "alright", "all right", "correct", "confirmed",
		"i confirm", "go ahead", "do it", "sounds good", "of course", "absolutely", "definitely", "affirmative",
		"yes sure", "sure thing", "no problem", "no worries", "yes sir",
		// Darija, Latin letters
		"aah", "ah ah", "wa5a", "waxa", "wakhkha", "wakhha", "wkha", "wakha wakha", "mzian", "mezian",
		"mezyan", "mzyana", "iyeh", "iyeeh", "eyh", "ih", "eeh", "n3am", "naam", "na'am", "wah", "wi", "oi",
		"safi", "saafi", "sf", "wasafi", "akid", "2akid", "tab3an", "btab3", "nttaf9", "ttaf9na", "mwafe9",
		"n2kkd", "2kkd", "akked", "confirmi", "nconfirmi", "yallah", "yalla", "kmml", "sift", "tamam",
		"machi mochkil", "mashi mushkil", "machi mouchkil", "mashi mochkil", "la machi mochkil", "la mashi mushkil",
		"bla mochkil", "ma kayn mochkil", "makayn mochkil", "ma kayn bas", "makayn bas", "la bas", "3lach la",
		"3lach lla", "safi c bon",
		// Darija, Arabic script
		"آه", "اه", "أه", "واخا", "وخا", "واخّا", "مزيان", "مزيانة", "مزيانا", "إيه", "ايه", "إييه", "اييه", "نعم",
		"واه", "وي", "صافي", "سافي", "واصافي", "أكيد", "طبعا", "بالطبع", "بالتأكيد", "نتّافق", "اتفقنا", "موافق",
		"نأكّد", "أكّد", "كونفيرمي", "يالّاه", "يلا", "يالاه", "كمّل", "سيفط", "تمام", "ماشي مشكل", "ماشي مشكيل",
		"لا ماشي مشكل", "ماكاين مشكل", "ما كاين مشكل", "ماكاين باس", "علاش لا", "حسنا", "طيب", "لا بأس", "لا باس",
		"لا مانع", "بكل سرور",
		// French
		"oui", "ouii", "ouais", "ouai", "wé", "oké", "d'accord", "dacc", "dac", "d'acc", "daccord", "c'est bon",
		"c bon", "cbon", "ça marche", "ca marche", "bien sûr", "bien sur", "sûr", "je confirme",
		"confirmer", "valider", "vas-y", "vas y", "allez-y", "allez", "validi", "pas de problème", "pas de probleme",
		"pas de souci", "pas de soucis", "oui oui", "tout à fait", "exactement", "carrément", "evidemment", "évidemment",
		// Emoji
		"👍", "👌", "✅", "✔", "☑",
	)
	d.addAll(dYesVerb,
		"add it", "add", "add to cart", "add it to cart", "add it to my cart", "put it in my cart", "put it in the cart",
		"take it", "i'll take it", "ill take it", "i take it", "buy it", "i want it", "i'll buy it", "get it",
		"ajoute", "ajoute-le", "ajoute-la", "ajoutez", "ajouter", "ajouter au panier", "ajoute au panier",
		"ajoute-le au panier", "ajoute-la au panier", "je le prends", "je la prends", "je prends", "prends-le", "prends-la",
		"zidha", "zidhali", "zidih", "zidou", "nakhdha", "nakhdo", "ghadi nakhdha", "ajouti", "dir liya lcommande",
		"زيدها", "زيدهالي", "ناخدها", "نديها", "أضفه", "أضيفيه", "سآخذه", "أضف",
	)
	d.addAll(dNo,
		"no", "n", "cancel", "stop", "nope", "la", "bala", "mansalich",
		// English
		"nah", "nay", "no thanks", "no thank you", "not now", "later", "maybe later", "never mind", "nevermind",
		"nvm", "abort", "negative", "nope not today", "not today", "forget it", "forget about it",
		"cancel it", "cancel that", "cancel the order", "i changed my mind", "changed my mind", "i'm good", "im good",
		"no no", "noo",
		// Darija, Latin letters
		"lla", "laa", "lala", "la la", "bla", "la shokran", "la chokran", "la choukran", "la mersi", "la merci",
		"mabghitch", "ma bghitch", "mabghitsh", "ma bghitsh", "manbghich", "mkybghich", "machi daba", "mashi daba",
		"men b3d", "mn b3d", "lghi", "lgha", "lghiw", "lghiha", "annuli", "annuliha", "7bes", "7bs", "hbes", "hbas",
		"baraka", "kafi", "nrfed", "rfed", "safi nsa", "ah la", "ah non", "la2", "walo", "ma bghit walo",
		"khlliha", "khalliha", "khelliha", "la khlli", "safi khlas", "khlas", "7bes safi", "7bs safi",
		"machi hadi", "mashi hadi", "ma3ndi mandir biha", "ma 3ndich lflous", "ma3ndich lflous", "nsa",
		// Darija, Arabic script
		"لا", "لالا", "لا لا", "بلا", "لا شكرا", "ماشي دابا", "من بعد",
		"لغي", "ألغي", "إلغاء", "لغيها", "حبس", "باراكا", "بركة", "كافي", "نرفض", "صافي نسا", "اه لا", "خليها",
		"خلاص", "صافي خلاص", "والو", "ماشي هادي", "ماغاديش ناخدها",
		// Standard Arabic
		"كلا", "ليس الآن", "لا داعي", "لا شكرا لك", "لا شكرا ليك", "لا أرغب في ذلك", "ألغ الطلب", "ألغ ذلك", "الغ", "ألغ", "انس الأمر",
		// French
		"non", "nn", "nan", "non merci", "annuler", "annule", "annulé", "annulez", "pas maintenant", "plus tard",
		"laisse tomber", "arrête", "arrete", "non non", "pas pour l'instant", "non c'est bon", "ça ira", "ca ira",
		"oublie", "oubliez", "finalement non", "laisse", "non ça ira",
		// Emoji
		"👎", "❌", "✖", "🚫", "⛔", "❎",
	)
	d.addAll(dNeg, "don't", "dont", "do not", "not", "pas", "ne", "jen", "nen", "je ne", "je n'en")
	d.addAll(dNoObj,
		"too expensive", "its too expensive", "it's too expensive", "trop cher", "c'est trop cher", "cest trop cher",
		"ghalia bzaf", "ghali bzaf", "ghalya bzaf", "bzaf 3liya", "بزاف عليا", "غالية بزاف", "had lmodel",
		"had lwa7da", "had lwahda", "hadi", "هادي", "this one", "that one",
	)
	d.addAll(dHold,
		"bllati", "blati", "bellati", "tsnna", "tsna", "tsenna", "stenna", "bllati chwiya", "tsnna chwiya",
		"sber", "sbr", "sabr", "sber chwiya", "ghir chwiya", "chwiya", "d9i9a", "wa7ed d9i9a", "mazal", "not yet",
		"2 sec", "1 sec", "2 min", "5 min", "2 secondes", "deux secondes",
		"wait", "hold on", "hang on", "wait a sec", "wait a second", "wait a minute", "one sec", "one second",
		"just a sec", "just a moment", "one moment", "a moment", "give me a minute", "give me a sec", "a minute",
		"not sure", "not sure yet", "i'm not sure", "idk", "idk yet", "i don't know", "dunno",
		"attends", "attend", "attendez", "un instant", "un moment", "une seconde", "une minute", "une min",
		"je sais pas", "je ne sais pas", "jsp", "je sais pas encore", "j'hésite", "jhesite", "je réfléchis",
		"je reflechis", "hmm je réfléchis", "je reviens", "sec",
		"بلاتي", "تسنا", "تسنى", "بلاتي شوية", "صبر", "صبر شوية", "تسنا شوية", "دقيقة", "واحد الدقيقة", "مازال",
		"انتظر", "انتظري", "لحظة", "لحظة من فضلك", "لست متأكدا", "لم أقرر بعد", "لا أعرف", "لا أدري", "ما عرفتش",
		"ماعرفتش", "ماقررتش", "مازال ماقررتش",
		"✋", "🖐", "⏳", "🤔",
	)
	d.addAll(dHoldVerb,
		"nchouf", "nchof", "nfakar", "nfker", "nfeker", "nfakkar", "nchawer", "nchawr", "nrj3", "nrje3", "nrja3",
		"nrjaa", "nrj3 lik", "nrje3 lik", "nsowl", "nswl", "n3awd nchouf",
		"think", "think about it", "think it over", "see", "check", "ask", "come back", "decide",
		"réfléchir", "reflechir", "voir", "demander", "revenir", "regarder", "jregarde", "décider",
		"نشوف", "نفكر", "نشاور", "نرجع", "نرجع ليك", "أفكر", "التفكير", "أعود", "سأعود", "سأفكر", "فكر",
	)
	d.addAll(dHoldPrefix,
		"khallini", "khalini", "khlini", "khelini", "khallina", "ghadi", "gha", "7ta", "hta",
		"let me", "lemme", "i'll", "ill", "i will", "i need to", "i have to", "i want to", "need to",
		"laisse moi", "laisse-moi", "laissez moi", "je vais", "je dois", "on va",
		"خليني", "غادي", "حتى", "دعني", "سوف", "أحتاج إلى", "احتاج الى", "بعد قليل",
	)
	d.addAll(dObj,
		"it", "that", "this", "the order", "order", "my order", "to cart", "to my cart", "in my cart", "to the cart",
		"cart", "my cart", "now", "today", "for me", "about it", "ma femme", "my wife", "my husband", "mon mari",
		"ma mère", "my mom", "w", "and", "et", "with", "m3a", "m3a rajli", "m3a mrati", "mrati", "rajli", "je",
		"l dar", "ldar", "dar", "مع", "راجلي", "مرتي", "في",
		"l panier", "lpanier", "f lpanier", "f panier", "panier", "au panier", "le panier", "la commande",
		"lcommande", "l commande", "commande", "liya", "lia", "li", "daba", "دابا", "ليا", "السلة", "للسلة",
		"إلى السلة", "ف البانيي", "البانيي", "الطلب", "ذلك", "الأمر", "فيها", "fiha", "lik", "ليك", "l9yas",
		"encore", "vraiment", "hna", "tout", "بعد", "قليلا", "قليلاً",
		"إضافته", "اضافته", "في ذلك", "about", "yet", "in", "à mon mari", "a mon mari", "mon", "mari", "لك", "ليك",
	)
	d.addAll(dMore,
		"wrini lokhrin", "wrini lokhra", "wrini okhrin", "zid wrini", "wrini", "show me others", "show me other ones",
		"show me more", "others", "other ones", "lokhrin", "lkhrin", "okhrin", "khrin", "lokhra",
		"d'autres", "montre moi d'autres", "autres", "أرني غيرها", "غيرها", "أرني", "وريني", "لخرين",
	)
}
