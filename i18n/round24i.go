package i18n

import "strings"

// Round 24i: conditions on a yes the rules did not hear as one, and
// yeses they missed.
//
//   - the Darija "إلا" before any word ("آه زيدها إلا نقصتي شوية", add
//     it if you lower it a bit), not only before "كان": a condition, as
//     "ila" is. Not the "only" or "except" of a clause negated before it
//     ("ما بغيت إلا هادي", "لا إله إلا الله");
//   - Latin spellings of the same ("ilaa", "lakan", "ilakant", "idakan",
//     "la kan" after the first word: "la" alone opening the message is a
//     no), and the Arabic "لو" (if) but before a "please" ("لو سمحت");
//   - conditions said in more than one word ("à condition que", "as
//     long as", "only if", "unless", "siempre que", "solo si");
//   - a mocking yes: "as if", "comme si", "yeah right", "like i'd".
//
// Every condition still yields to what reads it as no condition:
// politeness ("ila momkin", "إلا قدرتو"), the thing still there ("ila
// mazal f stock"), a question of sending it back (conditionIn).

var (
	latinIfWords = tokSet("ilaa", "ilakan", "ilakant", "ilakanet", "ilaakan", "lakan", "lakant", "lakanet", "idakan",
		"idakant", "idakanet", "lakano", "ilakano")
	laIfWas = tokSet("kan", "kant", "kanet", "kanat", "kano", "kanu", "kanou")
	// onlyNegators: a clause negated before "إلا" makes it "only" or
	// "except" ("ما بغيت إلا هادي", "لا أريد إلا هذه").
	onlyNegators = tokSet("ما", "لا", "ليس", "لست", "لم", "لن", "ماشي", "ma", "machi", "والو")
	ifGod        = tokSet("الله", "بالله", "لله", "اللّه")
	lawIf        = tokSet("لو", "لوكان", "لوكانت")
	lawPolite    = tokSet("سمحت", "سمحتي", "سمحتو", "سمحتم", "سمحتي", "سمحتيو", "تكرمت", "تكرمتي", "تكرمتم", "تفضلت",
		"تفضلتم", "امكن", "أمكن")
	condPhrases = tokenPhrases("as long as", "so long as", "only if", "provided that", "providing that", "provided it",
		"provided the", "provided you", "unless", "à condition", "a condition", "pourvu que", "pourvu qu", "à moins que",
		"a moins que", "à moins qu", "a moins qu", "seulement si", "uniquement si", "siempre que", "siempre y cuando",
		"con tal de que", "con tal que", "a condición de", "a condicion de", "solo si", "sólo si", "a menos que")
	mockPhrases = tokenPhrases("as if", "comme si", "yeah right", "ya right", "yea right", "like i'd", "like id",
		"like i would", "like i could", "كأنني", "كأني", "كأنه عندي")
)

// tokSet is normSet with each word also as a message's word reads
// ("elle" is "ele", "femme" "feme": runs of a letter folded).
func tokSet(words ...string) map[string]bool {
	m := normSet(words...)
	for _, w := range words {
		for _, t := range tokenize(finish(fold(w), 3), nil) {
			m[t.norm] = true
		}
	}
	return m
}

// tokenPhrases is each text as the norms of its words as a message's
// words read them ("i'd" and "qu" split as tokenize splits them), in a
// phraseList.
func tokenPhrases(texts ...string) phraseList {
	l := phraseList{first: map[string]bool{}, bytes: new([4]uint64)}
	for _, s := range texts {
		ts := tokenize(finish(fold(s), 3), nil)
		if len(ts) == 0 {
			continue
		}
		p := make([]string, len(ts))
		for i := range ts {
			p[i] = ts[i].norm
		}
		l.add(p)
	}
	return l
}

// moreCondAt reports at toks[i] a condition conditionIn's role words do
// not hold: the Darija "إلا" before any word, its Latin spellings, the
// Arabic "لو" but before a please, a condition of more than one word,
// or a mocking yes.
func moreCondAt(toks []tok, i int) bool {
	t := &toks[i]
	switch {
	case t.in(hsDarijaIf):
		return i+1 < len(toks) && !ifGodNum.has(toks[i+1].nid, toks[i+1].norm) && !onlyClause(toks, i)
	case t.in(hsLatinIfWords):
		return true
	case t.norm == "la" && i > 0 && !clauseStart(t) && i+1 < len(toks) && laIfWasNum.has(toks[i+1].nid, toks[i+1].norm):
		return !leadNo(&toks[i-1]) // "zidha la kan taman na9es"; "la la kant ghalia" is a no
	case t.in(hsLawIf):
		return i+1 < len(toks) && !lawPoliteNum.has(toks[i+1].nid, toks[i+1].norm)
	}
	return condOrMockFirst.is(t) && (condPhrases.at(toks, i) > 0 || mockPhrases.at(toks, i) > 0)
}

// condOrMockFirst: the words condPhrases and mockPhrases open on (asked
// of every word by conditionIn).
var condOrMockFirst = newNormTable(func(w string) uint32 { return b32(condPhrases.first[w] || mockPhrases.first[w]) })

// onlyClause reports a negation in the clause before toks[i]: its "إلا" is "only".
func onlyClause(toks []tok, i int) bool {
	for k := i - 1; k >= 0; k-- {
		if onlyNegatorsNum.has(toks[k].nid, toks[k].norm) || toks[k].neg {
			return true
		}
		if clauseStart(&toks[k]) {
			break
		}
	}
	return false
}

// Yeses the rules missed (round 24i, second part). Each shape is a yes
// with something around it the rules read as a veto though it changes
// nothing: that part is taken out (or a word read anew) and the rest is
// read again, by every rule and veto; it must read a yes, and the
// classifier must read the whole message a sure confirm.
//
//   - a reminder after the yes, as its last clause ("oui, et n'oubliez
//     pas le sac cadeau", "ok add it, and don't forget the bag"), with no
//     thing sold, amount, colour, size or answer word in it;
//   - someone else's yes given as the answer ("mon mari dit oui",
//     "mama galt iyeh", "زوجتي قالت نعم"): read from the yes on, never
//     with a possessive of that person's own ("pour le sien", "her
//     order"), a time gone by, a condition or a negation before it;
//   - "si" as yes: before a comma, doubled, after "que" ("claro que si"),
//     or right before a bare verb of putting in ("si zidha");
//   - a no, then praise or an "anyway", then the verb ("non mais c'est
//     superbe, mettez-la", "no no it's perfect, add it"): read without
//     the nos and their but;
//   - a concession before the verb ("même si c'est cher, ajoutez",
//     "7ta ila ghalia chwiya, zidha"), up to its comma: read without it.

// clfYesFloor: the classifier's confirm the shapes above need.
const clfYesFloor = 0.9

var (
	reminderAnds  = tokSet("et", "and", "w", "o", "ou", "و", "ghir", "غير", "mais", "but")
	kinSayVerbs   = tokSet("dit", "dis", "says", "said", "say", "galt", "gal", "galet", "9alt", "qalt", "9al", "qal", "قالت", "قال", "كتقول", "تقول", "يقول", "كيقول")
	kinPeople     = tokSet("elle", "il", "she", "he", "hiya", "howa", "huwa", "هي", "هو", "زوجي", "زوجتي", "مرتي", "راجلي", "الوالدة", "الوالد", "ماما", "مامي", "أمي", "امي", "ختي", "أختي", "اختي", "خويا", "بنتي", "mamma", "mama", "mrati", "rajli", "zawji", "lwalida", "lwalid", "baba", "bba")
	kinOwn        = tokSet("sien", "sienne", "siens", "siennes", "her", "his", "hers", "ses", "son", "sa", "leur", "their", "dyalha", "dyalo", "dyalou", "dialha", "dialo", "ديالها", "ديالو", "ديالهم", "لها", "له", "ديالهوم")
	kinPast       = tokSet("hier", "yesterday", "lbare7", "lbar7", "lbarh", "البارح", "أمس", "امس", "last", "dernier", "derniere", "dernière", "fatet", "فاتت")
	siYesVerbs    = tokSet("zidha", "zidh", "zido", "zidou", "zidiha", "dkhlha", "dkhelha", "dakhalha", "7otha", "7ottha", "7ettha", "dirha", "añadelo", "añadela", "anadelo", "anadela", "ponlo", "ponla", "ajoutez", "ajoute", "mettez", "mets", "زيدها", "دخلها", "حطها")
	noPraiseWords = tokSet("magnifique", "superbe", "sublime", "splendide", "gorgeous", "beautiful", "stunning", "perfect", "parfait", "parfaite", "lovely", "amazing", "رائعة", "رائع", "مثالي", "مثالية", "جميلة", "جميل", "zwina", "zwin", "wa3ra", "زوينة", "زوين", "واعرة", "seriously", "anyway", "anyways", "serieux", "sérieux")
	noButWords    = tokSet("mais", "but", "walakin", "walakine", "ولكن", "لكن")
	spanishBut    = tokSet("pero", "mañana", "manana", "luego", "despues", "después", "tarde", "otro", "otra", "espera", "quizas",
		"quizás", "tal vez", "no", "nunca")
	forgetPhrases = tokenPhrases("ولا تنسوا", "ولا تنسى", "ولا تنس", "وما تنساش", "وما تنساوش", "ما تنساش", "ما تنساوش", "ماتنساش",
		"ma tnsach", "ma tnsawch", "matnsach", "matnsawch", "w ma tnsach", "w ma tnsawch")
	concessions = tokenPhrases("même si", "meme si", "even if", "even though", "7ta ila", "7ta la", "حتى إلا", "حتى لو", "وخا", "wakha ghalia", "wakha ghalya", "wakha ghali", "واخا غالية")
)

// round24iYes reads the shapes above; ok with the yes.
func (x *Understander) round24iYes(a *analysis, u *Understanding) bool {
	toks := a.toks
	if a.question || len(toks) < 2 || len(toks) > 24 {
		return false
	}
	text, ok := reminderCut(toks)
	if !ok {
		text, ok = kinYes(toks)
	}
	if !ok {
		text, ok = siYes(toks)
	}
	if !ok {
		text, ok = noThenPraise(toks)
	}
	if !ok && a.may(cueConcession24i) {
		text, ok = concessionCut(toks)
	}
	if !ok {
		return false
	}
	if in, p := x.classifyMemo(a.memo, toks, a.question); in != IntentConfirm || p < clfYesFloor {
		return false
	}
	if x.Understand(text).Decision != DecisionYes {
		return false
	}
	*u = yesAnswer(*u)
	return true
}

// rebuilt is toks as a text again, without toks[s:e], repl said in
// their place.
func rebuilt(toks []tok, s, e int, repl string) string {
	var b strings.Builder
	for i := range toks {
		if i >= s && i < e {
			if i == s && repl != "" {
				if b.Len() > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(repl)
			}
			continue
		}
		if b.Len() > 0 {
			t := &toks[i]
			switch {
			case t.asked:
				b.WriteString("? ")
			case t.comma || t.sep == ',':
				b.WriteString(", ")
			case t.sep == '.':
				b.WriteString(". ")
			case t.sep == '-':
				b.WriteByte('-')
			default:
				b.WriteByte(' ')
			}
		}
		b.WriteString(toks[i].norm)
	}
	return b.String()
}

// Which answer words plainPart lets by.
const (
	noAnswerWords  = iota // fillers only
	yesVerbsToo           // and verbs of putting in ("don't forget to wrap it")
	anyAnswerWords        // all of them (a concession's reason: "c'est cher")
)

// plainPart reports toks[s:e] free of what may change the answer: a
// thing sold, an amount, a number, a colour or a size, a negation, a
// condition, a question word, a person, an answer word (but those
// words lets by).
func plainPart(toks []tok, s, e int, words int) bool {
	for k := s; k < e; k++ {
		t := &toks[k]
		if t.shop || t.neg || t.emoji || amount(t.norm) || number(t.norm) || t.asked {
			return false
		}
		if v, ok := slotWords.singleTok(t); ok && (v.color != "" || v.size != "") {
			return false
		}
		if ri, ok := t.role1(); ok && ri.roles&(rCond|rQWord|rHuman|rHumanNoun|rShowMore|rPriceQ|rCheaper|rBigger|rOrdinal) != 0 {
			return false
		}
		if moreCondAt(toks, k) || later(toks, k) || sendDays.hasTok(t) && !sendVerbIn(toks[s:e]) || spanishButNum.has(t.nid, t.norm) {
			return false // ("… de l'ajouter demain": a later; sent tomorrow is none)
		}
		if _, c, ok := decision1(toks, k); ok && words != anyAnswerWords && c != dFiller && !(words == yesVerbsToo && (c == dYesVerb || c == dPraise)) {
			return false
		}
	}
	return true
}

// reminderCut: a yes, then a reminder as the last clause.
func reminderCut(toks []tok) (string, bool) {
	for i := 1; i < len(toks); i++ {
		n, _, ok := dontForget.match(toks, i, len(toks))
		if m := forgetPhrases.at(toks, i); m > n {
			n, ok = m, true
		}
		if !ok {
			continue
		}
		e := i + n
		for e < len(toks) && !clauseStart(&toks[e]) {
			e++
		}
		if e < len(toks) || e-(i+n) > 5 || e == i+n || !plainPart(toks, i+n, e, yesVerbsToo) {
			return "", false
		}
		s := i
		if s > 1 && toks[s-1].norm == "n" && !clauseStart(&toks[s]) {
			s-- // "n oubliez pas": the elision written apart
		}
		if reminderAndsNum.has(toks[s-1].nid, toks[s-1].norm) && !clauseStart(&toks[s]) {
			s--
		}
		if s == 0 {
			return "", false
		}
		return rebuilt(toks, s, e, ""), true
	}
	return "", false
}

// kinYes: someone else's yes given as the answer, read from the yes on.
func kinYes(toks []tok) (string, bool) {
	for j := 1; j < len(toks); j++ {
		if _, c, ok := decision1(toks, j); !ok || c != dYes && c != dAck {
			continue
		}
		v := j - 1
		if !kinSayVerbsNum.has(toks[v].nid, toks[v].norm) {
			return "", false
		}
		who := false
		for k := v - 1; k >= 0 && k >= v-3; k-- {
			if kinWordsNum.has(toks[k].nid, toks[k].norm) || kinPeopleNum.has(toks[k].nid, toks[k].norm) {
				who = true
			}
		}
		if !who {
			return "", false
		}
		for k := 0; k < v; k++ {
			t := &toks[k]
			if possessivesNum.has(t.nid, t.norm) && k+1 < v && (kinWordsNum.has(toks[k+1].nid, toks[k+1].norm) || kinPeopleNum.has(toks[k+1].nid, toks[k+1].norm)) {
				continue // "ma femme": my wife
			}
			if t.neg || t.asked || negationShaped(t.norm) || moreCondAt(toks, k) || onlyNegatorsNum.has(t.nid, t.norm) {
				return "", false
			}
			if ri, ok := t.role1(); ok && ri.roles&rCond != 0 {
				return "", false
			}
			if _, c, ok := decision1(toks, k); ok && c != dFiller && c != dGreet && c != dObj && c != dThanks &&
				!(c == dNo && frenchLa(toks, k)) {
				return "", false // ("de la part de ma femme": an article)
			}
		}
		for k := j + 1; k < len(toks); k++ {
			if kinOwnNum.has(toks[k].nid, toks[k].norm) || kinPastNum.has(toks[k].nid, toks[k].norm) {
				return "", false
			}
		}
		return rebuilt(toks, 0, j, ""), true
	}
	return "", false
}

// siAsYes reports "si" at toks[i] said as yes: before a comma or a
// stop, doubled, after "que" ("claro que si") closing its clause, or
// opening the message right before a bare verb of putting in ("si
// zidha"); it returns the words it takes (from "que" on, 0 for none).
func siAsYes(toks []tok, i int) (s, e int, ok bool) {
	if toks[i].norm != "si" {
		return 0, 0, false
	}
	for k := i + 1; k < len(toks); k++ {
		if spanishButNum.has(toks[k].nid, toks[k].norm) {
			return 0, 0, false // "claro que si, pero mañana"
		}
	}
	next := i + 1
	switch {
	case next < len(toks) && toks[next].norm == "si" && (i == 0 || clauseStart(&toks[i]) || leadNo(&toks[i-1])):
		return i, next + 1, true
	case i > 0 && toks[i-1].norm == "que" && (next == len(toks) || clauseStart(&toks[next])) && i-1 <= 1:
		return i - 1, next, true
	case i == 0 && next < len(toks) && (clauseStart(&toks[next]) || siYesVerbsNum.has(toks[next].nid, toks[next].norm)):
		return i, next, true
	}
	return 0, 0, false
}

// siYes: "si" as yes, read as "oui".
func siYes(toks []tok) (string, bool) {
	for i := range toks {
		if s, e, ok := siAsYes(toks, i); ok {
			return rebuilt(toks, s, e, "oui"), true
		}
	}
	return "", false
}

// noThenPraise: nos opening the message (and a but), then praise or an
// "anyway" before the end, read without the nos.
func noThenPraise(toks []tok) (string, bool) {
	k := 0
	for k < len(toks) && leadNo(&toks[k]) {
		k++
	}
	if k == 0 || k > 3 || k == len(toks) {
		return "", false
	}
	if noButWordsNum.has(toks[k].nid, toks[k].norm) {
		k++
	}
	praise := false
	for i := k; i < len(toks); i++ {
		if noPraiseWordsNum.has(toks[i].nid, toks[i].norm) || toks[i].norm == "meme" && toks[i-1].norm == "quand" {
			praise = true
		}
		if toks[i].neg || leadNo(&toks[i]) && !frenchLa(toks, i) && toks[i].sep != '-' {
			return "", false
		}
	}
	if !praise || k == len(toks) {
		return "", false
	}
	return rebuilt(toks, 0, k, ""), true
}

// concessionCut: a concession before the verb, up to its comma.
func concessionCut(toks []tok) (string, bool) {
	for i := range toks {
		n := concessions.at(toks, i)
		if n == 0 {
			continue
		}
		e := i + n
		for e < len(toks) && !clauseStart(&toks[e]) {
			e++
		}
		if e == len(toks) || e-i > 7 || !plainPart(toks, i+n, e, anyAnswerWords) {
			return "", false
		}
		return rebuilt(toks, i, e, ""), true
	}
	return "", false
}

// noPraiseShape reports a message noThenPraise reads: a rules' no it may
// turn ("لا لا إنها رائعة، أضفها": the nos deny a doubt).
func noPraiseShape(toks []tok) bool {
	_, ok := noThenPraise(toks)
	return ok
}
