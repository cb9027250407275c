package i18n

import "strings"

// Round 21e: heldout19's seven false readings, each a shape read by a
// general rule (tests in round21e_test.go).

// pastComplaint reports a story of an earlier time with a negated verb
// after it ("l mra li fatet ma wslatnich", "المرة الماضية لم يصل", "la
// dernière fois il n'est pas venu", "last time it didn't come"): what went
// wrong before, a complaint, no answer to the question pending; neither
// its no nor a yes is read (classifierVetoed).
func pastComplaint(toks []tok) bool {
	for i := range toks {
		if e := lastTimeAt(toks, i); e > 0 {
			for j := e; j < len(toks); j++ {
				t := &toks[j]
				glued := t.neg || negationShaped(t.norm) || pastNegatorsNum.has(t.nid, t.norm)
				if glued || negators.hasTok(t) && j+1 < len(toks) && !clauseStart(&toks[j+1]) {
					// (a negator before a word of its clause: "ma jach"; a
					// "non" said alone is an answer, "une autre fois, là non")
					return true
				}
			}
			return false
		}
	}
	return false
}

// lastTimeAt is the end of a "last time" said at toks[i] ("l mra li
// fatet", "lmra lfatt", "آخر مرة", "المرة اللي فاتت", "المرة الماضية",
// "la dernière fois", "l'autre fois", "last time"), 0 for none.
func lastTimeAt(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	next := func(k int) string { return clauseWordAt(toks, k) }
	switch {
	case lastWordsNum.has(wID, w) && timeNouns[next(i+1)]:
		return i + 2 // "akhir mra", "آخر مرة", "last time", "dernière fois", "autre fois"
	case w == "l" && timeNouns[next(i+1)]:
		i++ // "l mra li fatet"
	case !timeNounsNum.has(wID, w) || len(w) < 3:
		return 0
	}
	k := i + 1
	if thenRel[next(k)] {
		k++ // "li", "lli", "اللي", "qui"
	}
	if gonePast[next(k)] {
		return k + 1
	}
	return 0
}

var (
	lastWords = plainSet("akhir", "akher", "akhr", "a5er", "a5ir", "اخر", "last", "derniere", "dernière",
		"lautre", "l'autre", "precedente", "précédente")
	timeNouns = plainSet("mra", "mara", "merra", "marra", "lmra", "lmara", "lmerra", "lmarra", "مره", "المره", "time",
		"fois", "lmera", "mera")
	thenRel  = plainSet("li", "lli", "illi", "الي", "اللي", "لي")
	gonePast = plainSet("fatet", "fatt", "fat", "fatat", "lfatet", "lfatt", "dazet", "daz", "ldazet", "فات", "فاتت",
		"الفايته", "الفاته", "الفاتت", "الماضيه", "السابقه", "داز", "دازت", "الدازت", "passee", "passée", "derniere",
		"dernière")
	// pastNegators: English and French negations glued to their verb
	pastNegators = plainSet("didnt", "didn't", "wasnt", "wasn't", "werent", "hasnt", "havent", "hadnt", "couldnt",
		"nest", "n'est", "nai", "n'ai", "n'a", "lam", "لم", "ما")
)

// untilThen reports a message opened (after plain answer words at most)
// by "until" and a clause of its own ("7ta tkhlas lmanda w nchriha",
// "حتى يدخل الراتب ونشريها", "jusqu'à ce que je sois payé", "until my
// salary comes in, then i'll add it", "once i get paid"): what is bought
// waits on it, a hold, never a yes (decideHesitant, classifierVetoed).
// "Until a time" is read by untilTime; "7ta" is also "even" ("7ta ana
// bghitha"), so the clause must open on a verb or a subject.
func untilThen(toks []tok) bool {
	for i := range toks {
		if i > 0 && !plainAnswerWords(toks[i-1:i]) {
			return false
		}
		n := 0
		switch {
		case toks[i].isUntil() || onceWordsNum.has(toks[i].nid, toks[i].norm):
			n = 1
		case i+1 < len(toks) && onceWords[toks[i].norm+" "+toks[i+1].norm]:
			n = 2 // "dès que", "une fois que", "as soon as" (read on below)
		}
		if n == 0 {
			continue
		}
		k := i + n
		for k < len(toks) && k <= i+n+1 && untilGlueNum.has(toks[k].nid, toks[k].norm) {
			k++ // "jusqu'à ce que", "as soon as"
		}
		if k >= len(toks) || clauseStart(&toks[k]) {
			return false
		}
		if _, ok := untilTime(toks, i); ok {
			return false
		}
		t := &toks[k]
		return untilSubjectsNum.has(t.nid, t.norm) || mineVerb(t.norm) || untilImperfect(t.norm)
	}
	return false
}

// untilImperfect: a Darija or Arabic verb of the third or second person
// ("tkhlas", "ykhles", "twsl", "يدخل", "توصل").
func untilImperfect(w string) bool {
	if isASCII(w) {
		return len(w) >= 3 && strings.IndexByte("ty", w[0]) >= 0 && isLower(w[1]) && strings.IndexByte("aeiouy", w[1]) < 0
	}
	r := []rune(w)
	return len(r) >= 3 && (r[0] == 'ت' || r[0] == 'ي' || r[0] == 'ن')
}

var (
	onceWords     = plainSet("once", "dès que", "des que", "une fois que", "as soon")
	untilGlue     = plainSet("ce", "que", "qu", "as")
	untilSubjects = plainSet("i", "my", "the", "it", "he", "she", "we", "they", "you", "je", "j", "il", "elle", "on",
		"mon", "ma", "mes", "le", "la", "les", "l", "nous", "vous", "ils", "elles", "quil", "quelle", "qu'il",
		"qu'elle")
)

// apologyIn reports an apology among toks ("smh liya", "sorry",
// "désolé", "pardon", "سمح ليا", "عذرا", "آسف").
func apologyIn(toks []tok) bool {
	for i := range toks {
		if toks[i].in(hsApologies) || toks[i].key != toks[i].norm && toks[i].keyIn(hsApologies) {
			return true
		}
	}
	return false
}

var apologies = normSet("sorry", "sory", "soz", "désolé", "désolée", "desole", "desolee", "dsl", "pardon", "smh",
	"smhli", "smhliya", "smhlia", "sme7li", "sme7", "sm7li", "sm7", "smeh", "smehli", "سمح", "سمحلي", "سمحيلي",
	"سمحي", "عذرا", "اسف", "اسفه", "معذره", "excuse", "excusez", "apologies")

// apologyThenStatus reports a head of answer words with an apology in
// it, a comma, then words that are no plain answer, and no verb of
// putting in anywhere ("iyeh smh liya, kont f lkhdma", "oui pardon,
// j'étais au travail"): the apology for going quiet and how the day went,
// no yes (round 21e; classifierVetoed).
func apologyThenStatus(toks []tok) bool {
	k := firstComma(toks)
	if k == 0 || !apologyIn(toks[:k]) || plainAnswerWords(toks[k:]) || putVerbIn(toks) {
		return false
	}
	for i := 0; i < k; i++ {
		if _, c, ok := decision1(toks, i); !ok && !toks[i].in(hsApologies) && !sighsNum.has(toks[i].nid, toks[i].norm) ||
			ok && c != dYes && c != dAck && c != dFiller && c != dOh && c != dObj {
			return false
		}
	}
	return true
}

// otherRefused reads a want of another one negated ("la mabghitch
// ghirha", "ma bghitch wa7da khra", "je n'en veux pas une autre", "i
// don't want another one", "لا أريد غيرها"): the one shown is kept, never
// a no. ok when there is one; yes when only plain answer words stand
// before it and only "this is the one" after it ("…, hadi hiya", "…,
// c'est celle-là", "…, that's the one", "…، هي هادي").
func otherRefused(toks []tok) (yes, ok bool) {
	s, e := -1, -1
	for i := range toks {
		if !wantStem(&toks[i]) || !wantNegated(toks, i) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+3 && !clauseStart(&toks[j]); j++ {
			if anotherWordsNum.has(toks[j].nid, toks[j].norm) {
				s, e = i, j+1
				break
			}
			if !beforeOtherNum.has(toks[j].nid, toks[j].norm) {
				break // "وجدت ما أريد في مكان آخر": another place, not another one
			}
		}
		if s >= 0 {
			break
		}
	}
	if s < 0 {
		return false, false
	}
	for e < len(toks) && !clauseStart(&toks[e]) && anotherOneNum.has(toks[e].nid, toks[e].norm) {
		e++ // "another one", "wa7da khra"
	}
	for s > 0 && !clauseStart(&toks[s]) && (negators.hasTok(&toks[s-1]) || otherWantNegNum.has(toks[s-1].nid, toks[s-1].norm) || subjectWordsNum.has(toks[s-1].nid, toks[s-1].norm) ||
		toks[s-1].norm == "i" || toks[s-1].norm == "nen" || toks[s-1].norm == "en") {
		s-- // "ma", "don't", "je n'en", "لا"
	}
	for i := 0; i < s; i++ {
		if _, c, ok := decision1(toks, i); !ok || c != dNo && c != dYes && c != dAck && c != dFiller {
			return false, true
		}
	}
	if e >= len(toks) {
		return false, true
	}
	demo := false
	for i := e; i < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case thisOneDemoNum.has(wID, w):
			demo = true
		case thisOneGlueNum.has(wID, w):
		default:
			if _, c, ok := decision1(toks, i); !ok || c != dYes && c != dAck && c != dFiller {
				return false, true
			}
		}
	}
	return demo, true
}

// wantNegated: a want verb glued to its negation ("mabghitch",
// "ما بغيتش"), or after "don't", "ne", "ma", "لا" in its clause, or before
// "pas" ("je n'en veux pas").
func wantNegated(toks []tok, i int) bool {
	if toks[i].neg || negationShaped(toks[i].norm) {
		return true
	}
	for k := i - 1; k >= 0 && k >= i-2 && !clauseStart(&toks[k+1]); k-- {
		if otherWantNegNum.has(toks[k].nid, toks[k].norm) {
			return true
		}
	}
	return i+1 < len(toks) && !clauseStart(&toks[i+1]) && toks[i+1].norm == "pas"
}

var (
	// otherWantNeg negate a want written apart ("لا أريد", "don't want",
	// "je n'en veux pas"); Arabic "ما" before "أريد" is "what" as often.
	otherWantNeg = normSet("لا", "dont", "don't", "not", "never", "ne", "nen", "n", "ma")
	beforeOther  = normSet("a", "an", "une", "un", "pas", "chi", "شي", "wa7da", "wahda", "wa7ed", "wahed", "وحده",
		"وحدة", "واحد", "any")
	anotherWords = normSet("ghirha", "ghiro", "ghirhom", "gherha", "ghiru", "another", "other", "others", "different", "differente", "autre",
		"autres", "غيرها", "غيره", "غيرهم", "khra", "khora", "okhra", "ukhra", "akhra", "akhor", "khor", "okhor",
		"خرا", "خرى", "اخرى", "أخرى", "اخر", "آخر", "اخرا")
	anotherOne  = normSet("one", "ones", "wa7da", "wahda", "wa7ed", "wahed", "une", "un", "وحده", "وحدة", "واحده", "واحد")
	thisOneDemo = normSet("hadi", "hada", "hadik", "hadak", "hiya", "howa", "هادي", "هادا", "هذه", "هذا", "هي", "هو",
		"هاديك", "cest", "celle", "cele", "celui", "celleci", "cellela", "celuila", "celuici", "thats", "this", "that", "it")
	thisOneGlue = normSet("is", "the", "one", "la", "là", "ci", "ca", "ça", "elle", "lui", "bonne", "exactly",
		"exactement", "just", "only", "juste", "ghir", "غير", "فقط", "li", "lli", "اللي", "bghit", "بغيت", "want",
		"veux", "je", "i", "its")
)

// clauseWordAt is the word at toks[k] while it is still in the clause
// ("" past the end or at a word that opens another clause).
func clauseWordAt(toks []tok, k int) string {
	if k < len(toks) && !clauseStart(&toks[k]) {
		return toks[k].norm
	}
	return ""
}
