package i18n

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// DetectLang tells which language a message is written in:
//
//   - Arabic script → Arabic (answered in Darija written in Arabic script);
//   - otherwise each language collects points from the words it owns
//     ("wach", "bghit", "3afak" for Darija; "je", "cherche", "vous" for
//     French; "the", "want", "under" for English) and Darija also from
//     Arabizi digits inside words ("ch7al", "3ndkom", "n3am");
//   - the highest score wins; ties go Darija, then French, then English,
//     because Moroccan shoppers mix French and English into Darija;
//   - words every language shares ("ok", "la", "merci", "2", "👍") give no
//     points, and a message without points returns "" so the caller keeps
//     the language of the conversation.
func DetectLang(text string) Lang {
	var buf [24]tok
	return detectLang(analyzeInto(text, buf[:0]).toks)
}

type langScore struct{ darija, french, english int }

func (a langScore) add(b langScore) langScore {
	return langScore{a.darija + b.darija, a.french + b.french, a.english + b.english}
}

var langWords = newPhraseSet(func(_ string, old, add langScore) langScore { return old.add(add) })

func detectLang(toks []tok) Lang {
	arabic, latin := 0, 0
	for i := range toks {
		for _, r := range toks[i].norm {
			switch {
			case r < utf8.RuneSelf:
				if r >= 'a' && r <= 'z' {
					latin++
				}
			case r >= 0x0621 && r <= 0x064a && (r <= 0x063a || r >= 0x0641):
				arabic++ // (the Arabic letters ء to ي, asked first: no table searched; TestArabicLetterRange)
			case unicode.Is(unicode.Arabic, r) && unicode.IsLetter(r):
				arabic++
			case unicode.Is(unicode.Latin, r):
				latin++
			}
		}
	}
	if arabic > 0 && arabic >= latin {
		return Arabic
	}
	var s langScore
	for i := 0; i < len(toks); {
		if i == 0 && leadingAnd(toks) {
			i++ // "ou zidha": the Darija "and", not the French "ou"/"où"
			continue
		}
		if w := toks[i].norm; isASCII(w) && toks[i].objectVerb() {
			// "zidha", "sifto", "nakhodha": a Darija verb with its object
			// pronoun, which no French or English word is.
			s.darija++
		}
		if toks[i].term == "pass" {
			// "i'll pass", "hard pass": folded to "pas", the word is
			// English (round 21c)
			s.english += 2
			i++
			continue
		}
		if n, w, ok := langWords.match(toks, i, len(toks)); ok {
			s = s.add(w)
			i += n
			continue
		}
		s.darija += arabizi(toks[i].norm) + darijaNegation(toks, i)
		i++
	}
	switch {
	case s.darija > 0 && s.darija >= s.french && s.darija >= s.english:
		return Darija
	case s.french > 0 && s.french >= s.english:
		return French
	case s.english > 0:
		return English
	case arabic > 0:
		return Arabic
	}
	return ""
}

// arabizi scores a word that uses digits as letters, the Darija way of
// writing ع ح ق ء خ: 2 points for a digit between letters ("ch7al",
// "n3am") or leading a word ("3afak", "7bes"), 1 for a trailing one
// ("sa7"). Sizes and counts ("30cm", "2eme", "5kg", "42") score nothing.
func arabizi(w string) int {
	if len(w) < 2 || !isASCII(w) {
		return 0
	}
	if numberUnit(w) {
		return 0
	}
	if _, ok := ordinalPattern(w); ok {
		return 0
	}
	best := 0
	for i := 0; i < len(w); i++ {
		c := w[i]
		if !isArabiziDigit(c) {
			continue
		}
		prevLetter := i > 0 && isLower(w[i-1])
		nextLetter := i+1 < len(w) && isLower(w[i+1])
		prevDigit := i > 0 && isDigit(w[i-1])
		nextDigit := i+1 < len(w) && isDigit(w[i+1])
		if prevDigit || nextDigit {
			continue // part of a number
		}
		switch {
		case prevLetter && nextLetter, !prevLetter && nextLetter:
			return 2
		case prevLetter:
			best = 1
		}
	}
	return best
}

// darijaNegation scores the Darija "ma … ch" ("ma fhmtch", "makaynch",
// "ma zidhach"), whose "ma" would otherwise count for French.
func darijaNegation(toks []tok, i int) int {
	w := toks[i].norm
	if !isASCII(w) || len(w) < 3 || !(strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "sh")) {
		return 0
	}
	if strings.HasPrefix(w, "ma") && len(w) >= 5 || i > 0 && toks[i-1].norm == "ma" {
		return 3
	}
	return 0
}

func isArabiziDigit(c byte) bool {
	switch c {
	case '2', '3', '5', '7', '8', '9':
		return true
	}
	return false
}

func isLower(c byte) bool { return c >= 'a' && c <= 'z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// numberUnit reports "30cm", "2eme", "500ml", "3pcs": digits then a unit or
// an ordinal suffix.
func numberUnit(w string) bool {
	i := 0
	for i < len(w) && isDigit(w[i]) {
		i++
	}
	if i == 0 || i == len(w) {
		return false
	}
	_, unit := measureUnits[w[i:]]
	_, ord := ordinalSuffixes[w[i:]]
	return unit || ord || isCurrency(w[i:]) || w[i:] == "k"
}

// measureUnits follow a number in sizes and quantities ("30cm", "2l").
// Search terms split them off ("30cm" → "30", "cm") so that products named
// "30 cm" and "30cm" both match.
var measureUnits = map[string]struct{}{
	"cm": {}, "mm": {}, "m": {}, "ml": {}, "cl": {}, "l": {}, "kg": {}, "g": {}, "gr": {}, "pcs": {}, // not "pc": a computer far more often than a piece
	"p": {}, "go": {}, "gb": {}, "tb": {}, "to": {}, "mo": {}, "mb": {}, "w": {}, "v": {}, "h": {}, "x": {},
	"ans": {}, "an": {}, "mois": {}, "pieces": {}, "places": {}, "personnes": {}, "pers": {}, "in": {},
	"mah": {}, "kw": {}, "hz": {},
	"inch": {}, "eu": {}, "us": {}, "uk": {}, "xl": {}, "xxl": {}, "xs": {},
}

// ordinalSuffixes turn a number into a position ("2nd", "2eme", "1er").
var ordinalSuffixes = map[string]struct{}{
	"st": {}, "nd": {}, "rd": {}, "th": {}, "er": {}, "ere": {}, "re": {}, "e": {}, "eme": {}, "em": {},
}

func init() {
	darija := func(w int, words ...string) {
		for _, t := range words {
			langWords.add(t, langScore{darija: w})
		}
	}
	french := func(w int, words ...string) {
		for _, t := range words {
			langWords.add(t, langScore{french: w})
		}
	}
	english := func(w int, words ...string) {
		for _, t := range words {
			langWords.add(t, langScore{english: w})
		}
	}
	darija(2,
		"wach", "wech", "bghit", "bghiti", "bghina", "baghi", "baghya", "chi", "dyal", "dial", "diyal", "dyali",
		"dyalek", "dyalkom", "3afak", "afak", "wakha", "waxa", "kifach", "kifash", "ch7al", "chhal", "chehal",
		"mzyan", "mzian", "mzyana", "3ndkom", "3andkom", "3ndk", "3andek", "daba", "zid", "zidni", "bzaf", "bzzaf",
		"ta7t", "taht", "safi", "sbbat", "sbat", "kayn", "kayna", "kaynin", "makaynch", "ktar", "kter", "hna",
		"tani", "lwl", "lowel", "lakher", "3lach", "kidayr", "kidayra", "labas", "bslama", "beslama", "khoya",
		"chwiya", "chwia", "zwin", "zwina", "hadi", "hada", "hadchi", "lli", "ana", "nta", "nti", "ntoma", "m3a",
		"mabghitch", "hder", "nhder", "nchouf", "nchri", "wrini", "werini", "3tini", "iyeh", "iyyeh", "n3am",
		"na3am", "mansalich", "7bes", "nshallah", "inchallah", "tbarkallah", "walakin", "9ad", "l9it", "fin",
		"b9el", "a9al", "fo9", "haja", "7aja", "7wayj", "la shokran", "machi", "mashi", "bla", "wla", "ola",
		"shokran", "chokran", "choukran", "salam", "slm", "sba7", "msa", "lkhir", "3lik", "3likom", "ykhlik",
		"mzyanin", "smiya", "lon", "l9yas", "n9elleb", "kan9elleb", "tqelleb", "baraka", "kafi", "lghi",
		"mn", "bach", "3la", "gha", "ghir", "wahed", "wa7ed", "7ed", "insan", "bnadem", "chno", "achno", "chnou",
		"fach", "imta", "3ndi", "3ndna", "rah", "bzf", "ghlt", "ghlat", "smhli", "sme7li", "kifach", "bghina",
	)
	french(2,
		"je", "cherche", "recherche", "pour", "une", "bonjour", "bonsoir", "salut", "est", "avez", "vous",
		"moins", "encore", "oui", "non", "conseiller", "voudrais", "veux", "aimerais", "avec", "sans", "quel",
		"quelle", "combien", "couleur", "livraison", "svp", "stp", "plait", "parler", "quelquun", "autres",
		"dautres", "daccord", "cest", "parfait", "annuler", "voir", "prix", "taille", "pas", "rien", "deuxieme",
		"premier", "dernier", "suis", "avez-vous", "souhaite", "entre", "jusqua", "dessous", "merci beaucoup",
		"au revoir", "maintenant", "plus tard", "bien sur", "ca marche", "nous", "votre", "vos", "mon", "mes",
		"quoi", "aussi", "tres", "trop", "cher", "pourquoi", "comment", "bonne", "journee", "soiree", "humain",
		"service client", "huile", "savon", "bougie", "tapis", "coussin", "assiette", "tasse", "theiere",
	)
	french(1, "des", "un", "le", "les", "du", "au", "aux", "de", "et", "robe", "chaussures", "sac", "rouge",
		"noir", "noire", "blanc", "blanche", "bleu", "verte", "vert", "jaune", "pantalon", "chemise", "veste",
		"ou", "mais", "qui", "que", "dans", "sur", "plus", "autre", "truc", "chose", "quelque", "ma", "petit", "grand")
	english(2,
		"want", "looking", "have", "show", "the", "please", "thanks", "thank", "hello", "is", "are", "under",
		"less", "than", "more", "over", "between", "with", "something", "anything", "cheap", "cheaper", "what",
		"how", "much", "talk", "speak", "customer", "human", "person", "someone", "bye", "goodbye", "buy", "need",
		"any", "some", "can", "could", "would", "like", "my", "this", "that", "there", "where", "sorry", "do",
		"does", "you", "your", "i'm", "im", "want to", "looking for", "next", "second", "third", "first", "last",
		"above", "below", "around", "about", "which", "nice", "good", "great", "yes", "nope", "yeah", "cancel",
		"okay", "of course", "sure", "maybe", "wait", "find", "search", "get", "got", "it", "one", "ones",
		"and", "for", "from", "to", "of", "in", "or", "agent", "service", "real", "hey", "hi", "price", "size",
		"color", "colour",
	)
	english(1, "i", "an", "dress", "shoes", "bag", "red", "black", "white", "blue", "green", "shirt", "pants",
		"watch", "no", "stop", "on", "at")
}
