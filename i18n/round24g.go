package i18n

import "strings"

// Round 24g: a refusal given by its price alone, said with the small
// words people wrap it in.
//
// dearSoftened reports a price said too high, answering "add it to your
// cart?", with nothing else in the message but softeners: a laugh or an
// emoji, a frankly or a wallah, whom it is said to ("a sahbi", "khouya"),
// "rah", a demonstrative and the thing it names, a for-me, a sorry or a
// thanks, and no words ("c trop cher honnêtement", "wallah ghalya bzzaf
// a khti", "هههه لا، غالي"). The dear word is not denied, and it is said
// in excess (too, bzaf, جدا) or beside a no: "ah ghalia hadi", "a bit
// pricey", "zwina walakin ghalia" (praise, a but, a hesitation) stay
// asked again, as the corpus labels them.
//
// A sum (or a delay) echoed with a question mark may open it ("1200 dh?
// ghalia bzaf", "15 days for delivery?? too long, no"): the asked clauses
// hold an amount and ask nothing else, and what follows the last mark is
// the refusal; a message whose end is asked (endAsked) is none.
func dearSoftened(toks []tok, question, endAsked bool, u Understanding) bool {
	if endAsked || len(toks) < 2 || len(toks) > 14 || u.Ordinal != 0 || u.Color != "" || u.Size != "" {
		return false
	}
	start := 0
	if question {
		start = echoedAmount(toks)
		if start <= 0 {
			return false
		}
	} else if u.MinPrice != 0 || u.MaxPrice != 0 {
		return false // ("the echoed sum is read as a bound")
	}
	dear, no, excess, delay := false, false, false, false
	for i := start; i < len(toks); i++ {
		t := &toks[i]
		w, wID := t.norm, t.nid
		switch {
		case dearWordsNum.has(wID, w) || dearWordsNum.has(t.kid, t.key):
			if dearDenied(toks, i) {
				return false // "machi ghalia", "pas trop cher", "ma ykounch ghali"
			}
			dear = true
		case start > 0 && (longWordsNum.has(wID, w) || w == "much" && i > 0 && (toks[i-1].norm == "too" || toks[i-1].norm == "to")):
			delay = true // "too long", "trop long", "too much" after an echoed sum
		case dearExcessNum.has(wID, w):
			excess = true
			if start > 0 {
				delay = true // "1890? bzaf": the sum is what is too much
			}
		case (bareNo(t) || softNosNum.has(wID, w)) && ohLaLa(toks, i):
			// "oh là là c'est cher": a sigh, no no
		case bareNo(t) || softNosNum.has(wID, w):
			no = true
		case littleWordsNum.has(wID, w):
			return false // "a bit pricey", "ghalia chwiya": no refusal
		case softWordsNum.has(wID, w) || t.in(hsApologies) || t.keyIn(hsApologies) || t.emoji || laughing(w):
		case dearDemosNum.has(wID, w):
			if i+1 < len(toks) && !clauseStart(&toks[i+1]) && !softWordsNum.has(toks[i+1].nid, toks[i+1].norm) && !dearWordsNum.has(toks[i+1].nid, toks[i+1].norm) {
				if _, _, ok := decisionWords.match(toks, i+1, len(toks)); ok {
					return false // "had chi zwin", "this i want"
				}
				i++ // "had l9adia", "cette robe": the thing meant
			}
		default:
			if m, c, ok := decisionWords.match(toks, i, len(toks)); ok && c == dNo && start > 0 {
				no, delay = true, true // "690 dh? forget it", "tawsil b 50? bzaf, khliha"
				i += m - 1
				continue
			}
			return false
		}
	}
	if !dear && !delay {
		return false
	}
	return excess || no
}

// dearDenied reports the dear word at toks[i] denied or wished away:
// "machi ghalia", "pas cher", "not too expensive", "ma ykounch ghali",
// "la tkoun ghalia".
func dearDenied(toks []tok, i int) bool {
	if negatedAt(toks, i) && !(i > 0 && bareNo(&toks[i-1])) {
		return true
	}
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		if clauseStart(&toks[j+1]) {
			break
		}
		v := toks[j].norm
		if v == "pas" || v == "not" || v == "machi" || v == "mashi" || v == "ماشي" || v == "ma" || v == "ما" || v == "ni" ||
			strings.HasPrefix(v, "ykoun") || strings.HasPrefix(v, "tkoun") || strings.HasPrefix(v, "يكون") || strings.HasPrefix(v, "تكون") ||
			v == "moins" || v == "less" || v == "isnt" || v == "aint" {
			return true
		}
	}
	return false
}

// echoedAmount is, for a message with question marks, where the words
// after the last one start, when every asked clause echoes a sum or a
// delay ("1890 dh?", "690 for a tajine??", "la livraison 15 jours ?")
// and asks nothing else; 0 if not, or if nothing follows the last mark.
func echoedAmount(toks []tok) int {
	last := -1
	for i := range toks {
		if toks[i].asked {
			last = i
		}
	}
	if last <= 0 {
		return 0
	}
	s := 0
	for s < last {
		e := s + 1
		for e < last && !toks[e].asked {
			e++
		}
		sum := false
		if e-s > 6 {
			return 0
		}
		for j := s; j < e; j++ {
			w := toks[j].norm
			if amount(w) || number(w) {
				sum = true
				continue
			}
			if ri, ok := toks[j].role1(); ok && ri.roles&rQWord != 0 || questionOpens(toks[j:e]) || auxAsks(toks[j:e]) || wantish(&toks[j]) {
				return 0
			}
		}
		if !sum {
			return 0
		}
		s = e
	}
	return last
}

// laughing reports a laugh typed out: "hhhh", "ههههه", "haha", "lol",
// "mdr", "ptdr", "xd".
func laughing(w string) bool {
	switch w {
	case "lol", "mdr", "ptdr", "xd", "lmao", "hh", "h", "ه", "هه": // (runs of a letter fold to one)
		return true
	}
	if strings.HasPrefix(w, "hhh") || strings.HasPrefix(w, "ههه") || strings.HasPrefix(w, "haha") || strings.HasPrefix(w, "hehe") {
		return true
	}
	return laughter(w)
}

var (
	// dearExcess: too, so, very, bzaf, said of the price
	dearExcess = normSet("trop", "too", "to", "way", "so", "bzaf", "bezaf", "bzzaf", "bzf", "bzef", "بزاف", "جدا", "jdan", "very",
		"hyper", "tres", "très", "كثير", "beaucoup", "vraiment", "really", "crazy")
	// littleWords: a bit, a little
	littleWords = normSet("chwiya", "chwia", "chwya", "شوية", "شويا", "peu", "bit", "little", "slightly", "kinda", "قليلا", "نوعا")
	// longWords: a delay said too long
	longWords = normSet("long", "longue", "twil", "twila", "طويل", "طويلة")
	// softNos: the no words the answer lists keep as phrases
	softNos = normSet("nah", "nope", "non", "no", "la", "لا", "lala", "لالا", "que", "bien", "sur", "sûr", "sure", "of", "course")
	// softWords: what wraps a refusal without changing it
	softWords = normSet("franchement", "honnetement", "honnêtement", "honestly", "tbh", "wallah", "wlah", "wellah", "wallahi",
		"والله", "bsara7a", "bsaraha", "بصراحة", "sincerement", "sérieux", "serieux", "seriously", "a", "ya", "يا", "أ",
		"sahbi", "sa7bi", "صاحبي", "khoya", "khouya", "khay", "khti", "lalla", "خويا", "ختي", "اختي", "lala", "man", "bro",
		"mec", "rah", "ra", "راه", "merci", "thanks", "thank", "you", "shokran", "chokran", "شكرا", "pr", "pour", "moi", "me",
		"for", "3liya", "3lia", "عليا", "علي", "c", "cest", "ca", "ça", "its", "it", "is", "thats", "that", "est", "elle",
		"il", "hadi", "hada", "hadchi", "هادي", "هادا", "هادشي", "dakchi", "داكشي", "hiya", "هي", "ah", "oh", "wow", "ouf",
		"ugh", "wa")
	// demoWords: a demonstrative before the thing it names
	dearDemos = normSet("had", "هاد", "this", "ce", "cette", "cet", "هذا", "هذه")
)

// ohLaLa reports the "la" at toks[i] part of the sigh "oh là là".
func ohLaLa(toks []tok, i int) bool {
	if toks[i].norm != "la" {
		return false
	}
	for j := i - 1; j >= 0; j-- {
		switch toks[j].norm {
		case "la":
			continue
		case "oh", "o", "ooh", "ouh":
			return true
		}
		return false
	}
	return false
}

// dearThenBound reports a first clause that says only the price is too
// high, then a top price for another one ("trop cher, bghit ta7t 300",
// "too pricey, anything below 250?", "غالية، بغيت تحت 200"): the one
// shown refused, a search in its place. A cheaper one asked with no sum
// ("ghalia, bghit chi 7aja rkhisa") is labelled both ways in the corpus
// and stays asked again.
func dearThenBound(toks []tok, u Understanding) bool {
	if u.MaxPrice == 0 || u.MinPrice != 0 || u.Intent != IntentRefine || len(toks) < 3 {
		return false
	}
	dear := false
	i := 0
	for ; i < len(toks) && (i == 0 || !clauseStart(&toks[i])); i++ {
		t := &toks[i]
		w, wID := t.norm, t.nid
		switch {
		case dearWordsNum.has(wID, w) || dearWordsNum.has(t.kid, t.key):
			if dearDenied(toks, i) {
				return false
			}
			dear = true
		case dearExcessNum.has(wID, w) || bareNo(t) || softNosNum.has(wID, w) && !ohLaLa(toks, i) || softWordsNum.has(wID, w) || laughing(w) || t.emoji || dearDemosNum.has(wID, w):
		default:
			return false
		}
	}
	return dear && i < len(toks)
}
