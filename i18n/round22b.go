package i18n

import "strings"

// noThenStatement reports a message opened by a bare no, with thanks, a
// sorry or a please beside it ("no", "non merci", "la khoya", "no
// sorry"), and then a plain statement of the shopper's own: why not, in
// any words ("no, the reviews put me off", "non, pas dans mes moyens ce
// mois-ci", "la, ma kanlbsch had nou3", "لا، الجيب خاوي هاد الأيام").
// noThenReason hears a no whose reason the lists know; here the shape
// alone answers: said right after "add it to your cart?", a no and then
// anything told, asked of nobody, is the no and why (the seen sets label
// a no said first, then a clause, no on 560 of 600 lines; the others ask,
// want, pick, praise, wait or put in, which this refuses).
//
// The no is split from the statement by a comma or a stop, or by thanks
// ("no thanks i'll wait for black friday"); "la" then no comma is the
// French article. The statement says two words or more and nothing of
// what makes a no answer something else: nothing asked or opened as a
// question, no want, no need of something else, no correction ("i meant
// …"), no "tell me", no search, condition, person, pick, other one or liking; no yes,
// acknowledgment, reassurance ("no problem"), wait, but, more, this one,
// praise or good word ("no, it's lovely"); no verb of putting in or
// buying; no colour, size or position read; someone or an occasion
// named only with a negation or a reason ("nope, my dad says we don't
// need it", not "no, it's for my sister's wedding").
func noThenStatement(toks []tok, question bool, u Understanding) bool {
	if question || len(toks) < 3 || !toks[0].isBareNo() || toks[0].asked {
		return false
	}
	c, thanks := 1, false
	if n, k, ok := decisionWords.match(toks, 0, len(toks)); ok && n > 1 {
		if k != dNo && k != dNeg || closesAt(toks, 0, n) {
			return false // "no problem, …", "no worries": no no
		}
		c, thanks = n, thanksIn(toks[:n]) // "no thanks", "لا شكرا" listed whole
	}
	for c < len(toks) && c <= 4 && !clauseStart(&toks[c]) && !wantish(&toks[c]) {
		n, k, ok := decisionWords.match(toks, c, len(toks))
		if !ok || closesAt(toks, c, n) || !(k == dThanks || k == dFiller || k == dNo || k == dNeg || k == dIntens) {
			break
		}
		thanks = thanks || k == dThanks
		c += n
	}
	if c >= len(toks) || !clauseStart(&toks[c]) && (!thanks || toks[c].asked) {
		return false // "la couleur me plaît pas", "la a khoya chi 7aja": no no said apart
	}
	for i := 1; i < c; i++ {
		if wantish(&toks[i]) {
			return false // "لا أريد أن أتجاوز …": a bound, said by a want
		}
	}
	return statementAfter(toks, c, u)
}

// statementAfter reports toks[c:] a plain statement of the shopper's
// own, the reason a no said before it gives (noThenStatement's words).
func statementAfter(toks []tok, c int, u Understanding) bool {
	if u.Ordinal != 0 || u.Color != "" || u.Size != "" || u.MinPrice != 0 {
		return false // "no, the blue one", "non, en XL", "no, over 800": a pick or a refinement
	}
	if u.Intent == IntentHold {
		return false // "no, i haven't decided yet": the wait the rules read stands
	}
	for i := c; i < len(toks); i++ {
		if firstWordsNum.has(toks[i].nid, toks[i].norm) || laterVetoNum.has(toks[i].nid, toks[i].norm) || afterWordsNum.has(toks[i].nid, toks[i].norm) || questionNounsNum.has(toks[i].nid, toks[i].norm) {
			return false // "no, I have a question first", "non, je regarde ce soir"
		}
	}
	if questionOpens(toks[c:]) || auxAsks(toks[c:]) {
		return false // "no, how much with delivery", "non, vous l'avez en noir"
	}
	words, negated, reason, named := 0, false, false, u.Gender != ""
	for i := c; i < len(toks); i++ {
		t := &toks[i]
		if t.asked || wantish(t) || correctionWordsNum.has(t.nid, t.norm) || tellWordsNum.has(t.nid, t.norm) || goodWordsNum.has(t.kid, t.key) || goodWordsNum.has(t.nid, t.norm) || understandVerb(t.norm) {
			return false
		}
		if !t.emoji {
			words++
		}
		if ri, ok := t.role1(); ok && ri.roles&statementBlock != 0 && !boughtOne(toks, i, ri.roles) {
			return false
		}
		if t.neg || negationShaped(t.norm) {
			negated = true
		}
		if w, wID := t.norm, t.nid; kinWordsNum.has(wID, w) || kinWords[strings.TrimSuffix(w, "s")] || tailNounsNum.has(wID, w) {
			named = true // "no, it's for my sister's wedding": for whom, or a correction
		}
		if i+1 < len(toks) && (needWordsNum.has(t.nid, t.norm) || needMoreNum.has(t.nid, t.norm)) && needObjectsNum.has(toks[i+1].nid, toks[i+1].norm) {
			return false // "no, i need a bigger size": another asked
		}
		if excessWordsNum.has(t.nid, t.norm) && i+1 < len(toks) && excessToNum.has(toks[i+1].nid, toks[i+1].norm) {
			reason = true
		}
		_, k, ok := decisionWords.match(toks, i, len(toks))
		if !ok {
			continue
		}
		switch k {
		case dNo, dNeg:
			negated = true
		case dNoWhy, dNoObj:
			reason = true
		case dYes, dAck, dYesVerb, dCalm, dHold, dHoldVerb, dHoldPrefix, dBut, dMixed, dMore, dPraise, dOh, dSafi,
			dDemo, dGreet, dHmm, dTiny:
			return false
		}
	}
	if words < 2 || yesVerbIn(toks[c:]) {
		return false
	}
	return !named || negated || reason
}

// statementBlock: the roles that make what follows a no something else
// than its reason: a request or a search, more or "the red one" shown, a
// person, someone or talk, the bot, a verb of taking, a condition, a cheaper, bigger or superlative one,
// other colours, a liking, a thing said to be there ("kayna f l7mer"),
// the assistant itself. (A position is the reading's: "my last order"
// names no card.)
const statementBlock = rRequest | rShowMore | rOne | rHuman | rHumanNoun | rTalk | rChat | rSelectVerb | rCond | rCheaper | rSuper |
	rDrop | rBigger | rLike | rAvail | rAboutBot

// correctionWords: "i meant", "je voulais dire", "9sdt", "كنت أقصد": the
// no corrects what the shop understood.
var correctionWords = normSet("meant", "mean", "voulais", "voulait", "9sdt", "9sadt", "qsdt", "ya3ni", "y3ni",
	"قصدت", "أقصد", "اقصد", "كنقصد", "يعني")

// goodWords: what praises the product ("no, it's lovely", "non, elle est
// belle", "la, zwina"): a no before praise denies a worry, never refuses.
var goodWords = normSet("nice", "beautiful", "lovely", "pretty", "cute", "good", "fine", "ok", "okay", "great",
	"perfect", "gorgeous", "amazing", "belle", "beau", "bel", "jolie", "joli", "bien", "magnifique", "superbe",
	"mignon", "mignonne", "top", "zwin", "zwina", "zwine", "zwinin", "mzyan", "mzyana", "mezyan", "mezyana", "ghzal",
	"ghzala", "jmil", "jmila", "hlowa", "زوين", "زوينة", "مزيان", "مزيانة", "جميل", "جميلة", "رائع", "رائعة", "حلوة",
	"ممتاز", "ممتازة", "واعر", "واعرة", "w3er", "w3ra")

// a need (needWords, needMore) then needObjects: another thing asked
// ("i need a bigger size", "j'ai besoin d'une taille").
var (
	needMore    = normSet("besoin", "5ssni", "خصني", "أحتاج", "احتاج")
	needObjects = normSet("a", "an", "one", "something", "dune", "dun", "une", "un", "chi", "wa7ed", "wa7da", "شي",
		"واحد", "واحدة", "إلى")
)

// thanksIn reports thanks among toks ("no thanks", "لا شكرا").
func thanksIn(toks []tok) bool {
	for i := range toks {
		if thanksWord(toks, i) {
			return true
		}
	}
	return false
}

// understandVerb reports a verb of understanding ("ma fhmtch", "je comprends
// pas", "i don't understand", "ما فهمتش"): said of the chat, no reason.
func understandVerb(w string) bool {
	for _, p := range []string{"fhm", "comprend", "compri", "understand", "understood", "فهم", "افهم", "أفهم"} {
		if strings.HasPrefix(w, p) || strings.HasPrefix(w, "ma"+p) || strings.HasPrefix(w, "ما"+p) {
			return true
		}
	}
	return false
}

// tellWords: "tell me", "dites-moi", "gol liya", "قل لي": something
// asked without a question mark.
var tellWords = normSet("tell", "dites", "dis", "explain", "expliquez", "explique", "gol", "goul", "golia", "goulia",
	"9ol", "9oul", "قل", "قولي", "أخبرني", "اخبرني", "عاودلي")

// courtesyAt reports the words a courtesy takes from toks[i], said for
// thanks before a but ("kind of you but no", "c'est gentil mais non",
// "appreciate it, but …", "je vous remercie, mais …"): 0 if none.
func courtesyAt(toks []tok, i int) int {
	for _, p := range courtesies {
		if i+len(p) > len(toks) {
			continue
		}
		j := 0
		for j < len(p) && toks[i+j].norm == p[j] && (j == 0 || !clauseStart(&toks[i+j])) {
			j++
		}
		if j == len(p) {
			return j
		}
	}
	return 0
}

var courtesies = [][]string{
	{"kind", "of", "you"}, {"thats", "kind"}, {"so", "kind"}, {"very", "kind"}, {"apreciate", "it"},
	{"i", "apreciate", "it"}, {"much", "apreciated"}, {"cest", "gentil"}, {"trop", "gentil"}, {"tres", "gentil"},
	{"cest", "sympa"}, {"je", "vous", "remercie"}, {"je", "te", "remercie"}, {"lah", "ykhlik"}, {"الله", "يخليك"},
	{"لكم"},
}

// nowSaid reports a time word among toks ("not now", "pas maintenant",
// "machi daba", "ليس الآن"): a refusal for now, which a wait may follow.
func nowSaid(toks []tok) bool {
	for i := range toks {
		if nowWordsNum.has(toks[i].nid, toks[i].norm) {
			return true
		}
	}
	return false
}

var nowWords = normSet("now", "today", "moment", "maintenant", "instant", "aujourdhui", "tard", "later", "daba", "dba",
	"db", "lyoum", "ba3d", "b3d", "دابا", "الآن", "الان", "لاحقا", "بعد", "اليوم")

// firstWords: "first", "d'abord", "9bel" — the answer still to come.
var firstWords = normSet("first", "dabord", "abord", "9bel", "qbel", "أولا", "اولا")
