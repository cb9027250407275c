package i18n

import "strings"

// reasonAlone reports a refusal said by its reason alone, with no no
// word or with the no only closing it, answering "add it to your
// cart?" (round 22f): the price is too high for the shopper or beyond
// the budget ("too expensive for me honestly, 890 for a djellaba is a
// lot", "هذا فوق ميزانيتي للأسف", "ghalia 3liya bzaf, ma3ndich liha
// daba"); the shopper has one the same already, bought or given
// ("i already have one exactly like it", "khouya hdani wa7ed f 3id
// milad dyali"); the size does not suit ("c pas ma taille, je fais du
// 44", "its a 42 and i wear 45, doesnt work", "الطاجين كبير جدا على
// فرني"); it will be bought in a shop in town ("ghanchriha mn lmdina,
// tma rkhisa"); the husband refused ("زوجي رفض"); or the shopper passes
// ("je vais passer cette fois", "ndouz had lmerra").
//
// One such reason must be said (reasonCore) and the rest of the message
// be a plain statement: nothing asked, no want, yes, wait, more, other
// one or search, no verb of putting in; praise only before a but that
// the reason follows ("zwina walakin fayta lbudget dyali"). Somebody
// else having one like it stays a story (the twelfth round: "mama 3ndha
// bhal had lbrad"), as does a thing bought told without "the same" or
// "already" ("i bought a rug from you last year").
func reasonAlone(toks []tok, question bool, u Understanding) bool {
	return reasonAloneOf(toks, question, u) != reasonNone
}

// reasonAloneOf is reasonAlone's kind of reason (reasonNone when it is
// not one).
func reasonAloneOf(toks []tok, question bool, u Understanding) reasonKind {
	if question || len(toks) < 2 {
		return reasonNone
	}
	at, n, kind := -1, 0, reasonNone
	for i := range toks {
		if m, k := reasonCore(toks, i); m > 0 {
			at, n, kind = i, m, k
			break
		}
	}
	if at < 0 {
		return reasonNone
	}
	if u.Ordinal != 0 && !(kind == reasonOwned && lastIsTime(toks)) || u.Color != "" && kind != reasonTaste {
		// (round 25b: "ma kanlbsch lkhdr" refuses the colour; "bought one
		// last week" dates it, no position)
		return reasonNone
	}
	if u.Size != "" && kind != reasonSize && kind != reasonDelivery || u.MinPrice != 0 && kind != reasonPrice && kind != reasonBudget && kind != reasonDelivery {
		return reasonNone // "trop cher, en XL ?": a refinement
	}
	if kind == reasonElsewhere && (fromThisShop(toks) || yoursSaid(toks)) {
		return reasonNone // "i'll buy it at your store tomorrow": this shop, nowhere else
	}
	if (kind == reasonPrice || kind == reasonOwned || kind == reasonSize) &&
		(negatedAt(toks, at) && !(kind == reasonOwned && !haveNegated(toks, at)) || negatorBefore(toks, at) || at > 1 && negatorBefore(toks, at-1) && dearMarksNum.has(toks[at-1].nid, toks[at-1].norm) ||
			at > 0 && (toks[at-1].norm == "isnt" || toks[at-1].norm == "aint")) {
		return reasonNone // "ma ghaliach 3liya", "ma 3ndi bhalha", "pas trop petit": the reason denied
	}
	butAt := -1
	for i := 0; i < len(toks); i++ {
		t := &toks[i]
		if t.asked {
			return reasonNone
		}
		if i >= at && i < at+n {
			continue
		}
		if m := round25bLets(toks, i, at, kind); m > 0 {
			i += m - 1 // the thing shown pointed at, "we" before a have (round 25b)
			continue
		}
		if m := round26bLets(toks, i, at, kind); m > 0 {
			i += m - 1 // "…, mazal jdida", "…, ma khassnich": the one owned still new, no need of another (round 26b)
			continue
		}
		if m := placeSaid(toks, i, kind); m > 0 {
			i += m - 1 // "au souk … la bas", "mn lmdina l9dima … mli nmchi" (round 22j)
			continue
		}
		if m := thinkingDone(toks, i, kind); m > 0 {
			i += m - 1 // "ma ghanb9ach nfker, ghanchriha mn lmdina" (round 25a)
			continue
		}
		if i > at && clauseStart(t) && (questionOpens(toks[i:]) || auxAsks(toks[i:])) {
			// "too expensive for me, can you do 300", "trop cher pour
			// moi, vous pouvez faire un prix": a bargain, asked without
			// its mark
			return reasonNone
		}
		if wantish(t) && !negatedAt(toks, i) {
			return reasonNone // "ghalia, bghit chi 7aja rkhisa": another asked
		}
		if t.in(hsApologies) || t.key != t.norm && t.keyIn(hsApologies) {
			continue // "ma mere veut pas, desole": sorry beside the reason (round 23a)
		}
		if correctionWordsNum.has(t.nid, t.norm) || tellWordsNum.has(t.nid, t.norm) || understandVerb(t.norm) || otherOnesNum.has(t.nid, t.norm) {
			if !reasonOwnWord(kind, toks, i, at, n) {
				return reasonNone
			}
		}
		if ri, ok := t.role1(); ok && ri.roles&(statementBlock|rQWord) != 0 {
			if !(ri.roles&^(rCheaper|rAvail|rDrop) == 0 && kind == reasonElsewhere) {
				return reasonNone // "c trop cher, vous avez moins cher": a cheaper one asked
			}
		}
		if i+1 < len(toks) && (needWordsNum.has(t.nid, t.norm) || needMoreNum.has(t.nid, t.norm)) && needObjectsNum.has(toks[i+1].nid, toks[i+1].norm) {
			return reasonNone
		}
		good := goodWordsNum.has(t.kid, t.key) || goodWordsNum.has(t.nid, t.norm)
		m, c, ok := decisionWords.match(toks, i, len(toks))
		if ok && c == dBut {
			if i > at {
				return reasonNone // "ghalia walakin zwina": the but turns the reason round
			}
			butAt = i
			continue
		}
		if good || ok && c == dPraise {
			if i > at {
				return reasonNone
			}
			continue // checked below: praise is said before a but
		}
		if !ok {
			continue
		}
		switch c {
		case dYes, dAck, dCalm, dHold, dHoldVerb, dMixed, dMore, dOh, dSafi, dGreet, dAsking, dTiny:
			return reasonNone
		case dHoldPrefix:
			if kind != reasonElsewhere && kind != reasonPass {
				return reasonNone
			}
		case dYesVerb:
			if !(kind == reasonElsewhere && (boughtVerb(t.norm) || i <= at && at < i+m)) && !(kind == reasonOwned && i < at+n) && !reasonOwnWord(kind, toks, i, at, n) {
				// ("ill buy it in the medina": "i'll" opens the verb of buying, round 22j)
				return reasonNone
			}
		}
	}
	if butAt < 0 {
		for i := 0; i < at; i++ {
			if goodWordsNum.has(toks[i].kid, toks[i].key) || goodWordsNum.has(toks[i].nid, toks[i].norm) {
				return reasonNone // praise with no but: "zwina, ghalia" is no answer
			}
			if _, c, ok := decisionWords.match(toks, i, len(toks)); ok && c == dPraise {
				return reasonNone
			}
		}
	}
	if butAt >= 0 && kind == reasonBudget && praisedBefore(toks, butAt) && !bareNoIn(toks) {
		return reasonNone // "zwina walakin ma3ndich lflous": praise, but the money; the sets read it both ways (round 25b)
	}
	if yesVerbOutside(toks, at, n, kind) {
		return reasonNone
	}
	return kind
}

// yoursSaid reports the shop's own place named ("your store", "votre
// boutique", "lmagasin dyalkom", "محلكم").
func yoursSaid(toks []tok) bool {
	for i := range toks {
		if yoursWordsNum.has(toks[i].nid, toks[i].norm) {
			return true
		}
	}
	return false
}

var yoursWords = normSet("your", "ur", "votre", "vos", "dyalkom", "dialkom", "dyalk", "ديالكم", "محلكم", "متجركم",
	"3ndkom", "عندكم")

// negatorBefore reports a negation word right before toks[i] ("ma",
// "machi", "not", "pas", "don't").
func negatorBefore(toks []tok, i int) bool {
	if i == 0 {
		return false
	}
	p := &toks[i-1]
	return !clauseStart(&toks[i]) && (negators.hasTok(p) || negationShaped(p.norm) || p.neg)
}

// yesVerbOutside reports a verb of putting in besides the reason's own
// words and, for a shop in town, besides its verb of buying.
func yesVerbOutside(toks []tok, at, n int, kind reasonKind) bool {
	for i := range toks {
		if i >= at && i < at+n || kind == reasonElsewhere && boughtVerb(toks[i].norm) || kind == reasonOwned && pastBuy(toks, i) {
			continue // ("3ndi tajine jdid, chrito mn souk": bought, told of the one owned; round 22j)
		}
		if kind == reasonDelivery && i > at && needBy(toks, i) {
			continue // "…, أحتاجه قبل الخميس": the need, why the delay is too long (round 25b)
		}
		if toks[i].objectVerb() && !(kind == reasonElsewhere && buyOrFind(toks[i].norm)) {
			return true
		}
		if strings.HasPrefix(toks[i].key, "confirm") || strings.HasPrefix(toks[i].key, "valid") {
			return true
		}
	}
	return false
}

// negatedAt reports toks[i] negated: a negation right before it or "pas"
// right after it ("ma mère veut pas", "ما بغاتش").
func negatedAt(toks []tok, i int) bool {
	if toks[i].neg || negationShaped(toks[i].norm) {
		return true
	}
	if i > 0 && negationWord(toks, i-1) {
		return true
	}
	return i+1 < len(toks) && (toks[i+1].norm == "pas" || toks[i+1].norm == "not")
}

type reasonKind uint8

const (
	reasonNone reasonKind = iota
	reasonPrice
	reasonOwned
	reasonSize
	reasonElsewhere
	reasonOther
	reasonPass
)

// reasonCore reports a refusal reason said from toks[i]: how many words
// it spans and of which kind; 0 if none. The readers are tried in turn.
func reasonCore(toks []tok, i int) (int, reasonKind) {
	if !reasonMayStart(&toks[i]) {
		// no reader opens on this word (reasonMayStart), only
		// haveAndNoNeed on either of the first two
		if i < 2 {
			if n := haveAndNoNeed(toks, i); n > 0 {
				return n, reasonOwned
			}
		}
		return 0, reasonNone
	}
	return reasonCoreAll(toks, i)
}

// reasonCoreAll is reasonCore with every reader asked.
func reasonCoreAll(toks []tok, i int) (int, reasonKind) {
	for _, r := range reasonReaders {
		if n := r.read(toks, i); n > 0 {
			return n, r.kind
		}
	}
	if round25bCue(&toks[i]) {
		// round 25b's readers, asked only at a word one of them opens on
		for _, r := range round25bReaders {
			if n := r.read(toks, i); n > 0 {
				if likedBefore(toks, i) {
					return 0, reasonNone // "j'adore les babouches, j'en ai déjà trois": a liking told
				}
				return n, r.kind
			}
		}
	}
	if kinRefusersNum.has(toks[i].nid, toks[i].norm) || kinHomeNum.has(toks[i].nid, toks[i].norm) {
		if n := kinAgainst(toks, i); n > 0 {
			return n, reasonOther // "الراجل ديالي قال ليا ما نزيدوش" (round 26b)
		}
	}
	if n := sizeOnUs(toks, i); n > 0 {
		return n, reasonSize // "had lbrad kbir 3lina" (round 26b)
	}
	if n := soldForLess(toks, i); n > 0 {
		return n, reasonPrice // "f souk kaybi3oh b 60", "كنلقاها فالسوق بنص ثمن" (round 26b)
	}
	if n := roomNowhere(toks, i); n > 0 {
		return n, reasonRoom // "ma3ndi fin n7tha, ddar sghira" (round 26b)
	}
	if n := moneyBuysMore(toks, i); n > 0 {
		return n, reasonPrice // "b had taman nchri jouj f derb ghallef" (round 26b)
	}
	if i < 2 {
		if n := haveAndNoNeed(toks, i); n > 0 {
			return n, reasonOwned // "3ndi wa7ed, 3lach nzid tani" (round 26b)
		}
	}
	if round26cCue(&toks[i]) {
		// round 26c's readers, asked only at a word one of them opens on
		for _, r := range round26cReaders {
			if n := r.read(toks, i); n > 0 {
				return n, r.kind
			}
		}
	}
	return 0, reasonNone
}

// reasonReaders read each kind of reason, in the order reasonCore asks.
var reasonReaders = []struct {
	read func([]tok, int) int
	kind reasonKind
}{
	{priceReason, reasonPrice}, {ownedReason, reasonOwned}, {sizeReason, reasonSize},
	{elsewhereReason, reasonElsewhere}, {otherRefusedReason, reasonOther}, {passReason, reasonPass},
}

var (
	// dearWords: a price too high, as a shopper says it
	dearWords = normSet("cher", "chere", "chère", "expensive", "pricey", "ghali", "ghalia", "ghalya", "ghaliya", "غالي",
		"غالية", "غال", "غالٍ", "مرتفع", "مرتفعة", "exagere", "exagéré", "abuse", "abusé")
	// dearMarks: too, so, very, for me, for my pocket
	dearMarks = normSet("trop", "too", "to", "so", "way", "hyper", "tres", "très", "bzaf", "bezaf", "بزاف", "جدا", "jdan",
		"c", "its", "it's", "thats", "that's")
	// dearFor: for me, for my pocket, said after a dear word
	dearFor = normSet("for", "pour", "me", "moi", "3la", "على", "بالنسبة", "بالنسبه", "لي", "جيبي", "jibi")
	// budgetWords and overWords: the budget, and beyond it
	budgetWords = normSet("budget", "lbudget", "moyens", "ميزانيتي", "الميزانية", "الميزانيه", "ميزانية", "ميزانيه")
	overWords   = normSet("fayt", "fayta", "fayet", "فايت", "فايتة", "فايته", "فوق", "over", "beyond", "above", "out",
		"hors", "depasse", "dépasse", "depase", "يتجاوز", "تتجاوز", "خارج")
	// spendWords: what a shopper cannot spend or afford
	spendWords = normSet("spend", "afford", "payer", "permettre")
)

// shopperSaid reports the price said too high for the shopper: "for
// me", "3liya", "علي", "على جيبي" in toks[s:e], or the shopper's opinion
// before it ("je trouve que c hyper cher", "jtrouve ca exagere").
func shopperSaid(toks []tok, s, e int) bool {
	for j := s; j < e; j++ {
		v, vID := toks[j].norm, toks[j].nid
		if mineObjectsNum.has(vID, v) || v == "me" || v == "moi" || v == "jibi" || v == "جيبي" || v == "لي" && j > s && (toks[j-1].norm == "بالنسبة" || toks[j-1].norm == "بالنسبه") ||
			v == "علي" && (j+1 == len(toks) || clauseStart(&toks[j+1])) {
			return true
		}
	}
	for j := s - 1; j >= 0 && j >= s-4; j-- {
		if v := toks[j].norm; v == "trouve" || v == "jtrouve" || v == "trouves" {
			return true
		}
	}
	return false
}

// priceReason reads a price too high for the shopper: a dear word with
// a mark of excess or of the shopper around it ("too expensive for me",
// "ghalia 3liya bzaf", "c hyper cher", "السعر مرتفع جدا", "غال علي"),
// "c mort pour moi a ce prix", a budget gone beyond ("فوق ميزانيتي",
// "fayta lbudget dyali") or a spending the shopper cannot ("i cant
// spend that much").
func priceReason(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if dearWordsNum.has(wID, w) || toks[i].key != w && dearWordsNum.has(toks[i].kid, toks[i].key) || (w == "bzaf" || w == "بزاف" || w == "كثير") && i+1 < len(toks) && mineObjectsNum.has(toks[i+1].nid, toks[i+1].norm) && amountIn(toks) {
		// ("bzaf 3liya" with a sum said: "2300 dh f caftan bzaf 3liya";
		// "hadchi bzaf 3liya" alone may be too much of anything)
		s, e := i, i+1
		for s > 0 && dearMarksNum.has(toks[s-1].nid, toks[s-1].norm) && !clauseStart(&toks[s]) {
			s--
		}
		for e < len(toks) && (dearMarksNum.has(toks[e].nid, toks[e].norm) || mineObjectsNum.has(toks[e].nid, toks[e].norm) || dearForNum.has(toks[e].nid, toks[e].norm)) && !clauseStart(&toks[e]) {
			e++
		}
		if s > 0 && notWords.hasTok(&toks[s-1]) || s > 0 && (toks[s-1].norm == "pas" || toks[s-1].norm == "not" || toks[s-1].norm == "machi") {
			return 0 // "pas trop cher", "not too expensive": a bound asked
		}
		if shopperSaid(toks, s, e) {
			return e - i
		}
		if n := judgedFor(toks, e); n > 0 && !praisedBefore(toks, s) {
			return e - i + n // "way too pricey for a teapot", "c abusé 4500 pour une takchita" (round 22j)
		}
		return 0
	}
	if toks[i].in(hsOverWords) {
		for j := i + 1; j < len(toks) && j <= i+2; j++ {
			if budgetWordsNum.has(toks[j].nid, toks[j].norm) {
				return j - i + 1
			}
		}
	}
	if (w == "cant" || w == "canot" || w == "cannot") && i+1 < len(toks) && spendWordsNum.has(toks[i+1].nid, toks[i+1].norm) {
		return 2
	}
	if w == "mort" && i > 0 && toks[i-1].norm == "c" && i+2 < len(toks) && toks[i+1].norm == "pour" && toks[i+2].norm == "moi" {
		return 3 // "c mort pour moi": not for me at that price
	}
	return 0
}

var (
	// ownFirst: I have, I bought, I got, given to me
	ownFirst = normSet("have", "got", "bought", "3ndi", "3andi", "chrit", "عندي", "شريت", "لدي", "اشتريت", "اشتريته",
		"اشتريتها", "hdani", "hdatli", "أهداني", "اهداني", "أهدتني", "اهدتني", "ramene", "ramené", "offert", "ofert",
		"achete", "acheté")
	// sameWords: the same, one like it, already, a new one (owned)
	sameWords = normSet("same", "like", "identical", "exactly", "already", "meme", "même", "pareil", "pareille", "deja",
		"déjà", "nfs", "nafs", "bhal", "b7al", "bhalha", "b7alha", "bhalo", "b7alo", "نفس", "نفسه", "نفسها", "مثله",
		"مثلها", "بحال", "بحالها", "بحالو", "جديد", "jdid", "jdida", "wa7ed", "wa7da", "واحد", "واحدا", "واحدة", "واحده")
)

// ownedReason reads the shopper having one already: a verb of having,
// buying or being given, said by the shopper or to the shopper ("j ai",
// "i", "m a", "ana", none in Darija, where the verb says it), with "the
// same", "like it", "already", "a new one" or "one" given within three
// words ("i already have one exactly like it", "j ai deja le meme",
// "شريت نفس الشارجور", "khouya hdani wa7ed", "mon mari m a deja ramene").
// Somebody else having one ("mmi 3ndha bhalha") is not this.
func ownedReason(toks []tok, i int) int {
	n := ownedCore(toks, i)
	// the one owned said after it: "the same one", "le même", "un pareil"
	for n > 0 && i+n < len(toks) && !toks[i+n].comma && (sameWordsNum.has(toks[i+n].nid, toks[i+n].norm) || ownedTailNum.has(toks[i+n].nid, toks[i+n].norm)) {
		n++
	}
	return n
}

var ownedTail = normSet("one", "un", "une", "le", "la", "the", "a")

// ownedCore is ownedReason before the words that say the one owned.
func ownedCore(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if !ownFirstNum.has(wID, w) && w != "jai" && w != "ai" {
		return 0 // the cheap test first
	}
	for j := i + 1; j+1 < len(toks) && j <= i+3 && !toks[j].comma; j++ {
		if sameWordsNum.has(toks[j].nid, toks[j].norm) && !toks[j+1].comma && (sizeAskedNum.has(toks[j+1].nid, toks[j+1].norm) || sameNotOwnedNum.has(toks[j+1].nid, toks[j+1].norm)) {
			return 0 // "3ndi nafs l9yas", "i have the same problem": the same size or trouble, nothing owned
		}
	}
	if (w == "jai" || w == "ai" && i > 0 && (toks[i-1].norm == "j" || toks[i-1].norm == "on")) && i+1 < len(toks) && toks[i+1].norm == "deja" &&
		i+2 < len(toks) && (sameWordsNum.has(toks[i+2].nid, toks[i+2].norm) || ownedTailNum.has(toks[i+2].nid, toks[i+2].norm)) && !fromThisShop(toks) {
		return 2 // "j ai deja le meme", "j'ai déjà": not "j'ai la même question"
	}
	if !ownFirstNum.has(wID, w) {
		return 0
	}
	first := false
	switch {
	case strings.HasPrefix(w, "3nd") || strings.HasPrefix(w, "عند") || w == "chrit" || w == "شريت" || w == "لدي" ||
		strings.HasPrefix(w, "اشتريت") || w == "hdani" || w == "hdatli" || strings.HasPrefix(w, "أهد") || strings.HasPrefix(w, "اهد"):
		first = true // the person is in the verb
	default:
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			switch toks[j].norm {
			case "i", "ai", "jai", "m", "j":
				first = true
			}
		}
	}
	if !first {
		return 0
	}
	if j := i - 1; j >= 0 && (toks[j].norm == "kan" || toks[j].norm == "kont" || toks[j].norm == "كان" || toks[j].norm == "كنت") {
		return 0 // "kan 3ndi tqm bhal hada": had, once
	}
	if fromThisShop(toks) {
		return 0 // "j'ai déjà acheté une djellaba chez vous": a story of this shop
	}
	gift := w == "hdani" || w == "hdatli" || strings.HasPrefix(w, "أهد") || strings.HasPrefix(w, "اهد")
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		if toks[j].norm == "already" || toks[j].norm == "deja" {
			return i - j + 1
		}
	}
	for j := i + 1; j < len(toks) && j <= i+3; j++ {
		v, vID := toks[j].norm, toks[j].nid
		if toks[j].comma {
			break
		}
		if (v == "already" || v == "deja") && j > i+1 {
			continue // "the babouches i bought last month already tore"
		}
		if sameWordsNum.has(vID, v) && (gift || !countOneNum.has(vID, v)) {
			return j - i + 1
		}
	}
	return 0
}

// sameNotOwned follow "the same" without naming a thing owned.
var sameNotOwned = normSet("size", "taille", "pointure", "problem", "probleme", "problème", "question", "mochkil", "مشكل",
	"مشكلة", "issue", "souci", "l9yas", "9yas", "مقاس", "المقاس")

// fromThisShop reports "chez vous", "from you", "mn 3ndkom", "عندكم",
// "منكم": something told of this very shop.
func fromThisShop(toks []tok) bool {
	for j := range toks {
		v := toks[j].norm
		if v == "3ndkom" || v == "3andkom" || v == "عندكم" || v == "منكم" || v == "منك" {
			return true
		}
		if j > 0 && (toks[j-1].norm == "chez" && v == "vous" || toks[j-1].norm == "from" && v == "you") {
			return true
		}
	}
	return false
}

var countOne = normSet("wa7ed", "wa7da", "واحد", "واحدا", "واحدة", "واحده")

var (
	// sizeWords: a size said too big, small, long or short
	sizeWords = normSet("kbir", "kbira", "sghir", "sghira", "twil", "twila", "9sir", "9sira", "petit", "petite", "grand",
		"grande", "large", "court", "courte", "small", "smal", "big", "short", "long", "tight", "كبير", "كبيرة", "صغير",
		"صغيرة", "طويل", "قصير", "ضيق")
	// sizeFor: for me, for mine
	sizeFor = normSet("pour", "for", "3la", "على", "علي", "عليا", "3liya", "3lia")
	// sizeNouns: the size, as asked of the product
	sizeNouns = normSet("taille", "taile", "size", "l9yas", "l9iyas", "lqyas", "المقاس", "مقاس", "مقاسه", "مقاسها", "pointure")
	// sizeNot: what says the size is not right
	sizeNot = normSet("wrong", "pas", "mach", "machi", "ماشي", "doesnt", "isnt", "not")
)

// sizeReason reads a size that does not suit: a size word too big or
// small for the shopper or theirs ("trop petit pour moi", "its too small
// for my son", "sghira 3la bnti", "الطاجين كبير جدا على فرني"), the size
// said wrong or not the shopper's ("c pas ma taille", "wrong size",
// "المقاس غير مناسب", "l9yas ma ja9ch"), or a negated verb of fitting
// (fitRefused: "its a 42 and i wear 45, doesnt work", "ma tsla7ch").
func sizeReason(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if sizeWordsNum.has(wID, w) || toks[i].key != w && sizeWordsNum.has(toks[i].kid, toks[i].key) {
		j := i + 1
		for j < len(toks) && excessMarksNum.has(toks[j].nid, toks[j].norm) && !toks[j].comma {
			j++
		}
		if j < len(toks) && !toks[j].comma && sizeForNum.has(toks[j].nid, toks[j].norm) {
			if k := mineAfter(toks, j+1); k > 0 {
				return j - i + 1 + k // trop petit pour moi, kbira 3la bnti, too small for my son
			}
		}
		if j < len(toks) && (toks[j].norm == "3liya" || toks[j].norm == "عليا" || toks[j].norm == "علي" && (j+1 == len(toks) || clauseStart(&toks[j+1]))) {
			// ("علي" is also "على" folded: on me only where it ends the clause)
			return j - i + 1
		}
		return 0
	}
	if sizeNotNum.has(wID, w) {
		for j := i + 1; j < len(toks) && j <= i+2; j++ {
			if sizeNounsNum.has(toks[j].nid, toks[j].norm) {
				return j - i + 1 // wrong size, pas ma taille
			}
		}
	}
	if sizeNounsNum.has(wID, w) || toks[i].key != w && sizeNounsNum.has(toks[i].kid, toks[i].key) {
		for j := i + 1; j < len(toks) && j <= i+2; j++ {
			v := toks[j].norm
			if v == "غير" || v == "ماجاش" || v == "ma" && j+1 < len(toks) && strings.HasPrefix(toks[j+1].norm, "ja") {
				return j - i + 1 // المقاس غير مناسب, l9yas ma ja9ch
			}
		}
	}
	if n, ok := fitRefused(toks, i); ok && i > 0 {
		return n
	}
	return 0
}

// mineAfter reports how many words from toks[j] name the shopper or
// something of theirs, at most three: "moi", "me", "nous", "my son",
// "ma cuisine", "bnti", "فرني", "lfour dyali"; 0 if none.
func mineAfter(toks []tok, j int) int {
	for k := j; k < len(toks) && k < j+3; k++ {
		if k > j && toks[k].comma {
			return 0
		}
		v, vID := toks[k].norm, toks[k].nid
		switch {
		case v == "moi" || v == "me" || v == "nous" || v == "us" || mineObjectsNum.has(vID, v):
			return k - j + 1
		case v == "my" || v == "mon" || v == "ma" || v == "mes":
			if k+1 < len(toks) {
				return k - j + 2
			}
			return 0
		case mineMarksNum.has(vID, v) && k > j:
			return k - j + 1 // lfour dyali
		case k == j && (suffixMine(v) || kinWordsNum.has(vID, v)):
			return 1 // فرني, bnti, weldi
		}
	}
	return 0
}

// elsewhereReason reads a buying or finding verb not negated, then a shop
// in town or another place within five words ("ghanchriha mn lmdina",
// "ill get it at the souk in fes", "سأشتريه من السوق", "je l achete au
// souk d el had").
func elsewhereReason(toks []tok, i int) int {
	t := &toks[i]
	if !boughtVerb(t.norm) || t.neg || negationShaped(t.norm) || i > 0 && negationWord(toks, i-1) || partnerWord(t.norm) {
		return 0 // ("مع شريكي في المحل": a partner, whose word holds a verb of buying; round 22j)
	}
	if strings.HasPrefix(t.norm, "order") || strings.HasPrefix(t.norm, "command") || strings.HasPrefix(t.norm, "got") || pastBuy(toks, i) {
		return 0 // an order, or a thing bought told of the past: a story
	}
	if shopInTown(toks, i+1) || elsewhereAfter(toks, i+1) {
		return 1
	}
	return 0
}

// pastBuy reports toks[i] a verb of buying said in the past: "chrit",
// "شريت", "bought", "اشتريت", "j'ai acheté", "kont chrit".
func pastBuy(toks []tok, i int) bool {
	if pastBuyOpenings.has(toks[i].norm) {
		return true
	}
	return i > 0 && (toks[i-1].norm == "ai" || toks[i-1].norm == "jai" || toks[i-1].norm == "a" || toks[i-1].norm == "deja")
}

// pastBuyOpenings open a verb of buying in the past (pastBuy).
var pastBuyOpenings = newPrefixes("chrit", "chra", "شريت", "شرا", "bought", "اشتريت", "اشترى", "اشترت")

var (
	// kinRefusers: who else in the family may refuse
	kinRefusers = normSet("zawji", "zouji", "rajli", "mari", "husband", "زوجي", "راجلي", "رجلي", "mere", "mère", "mom", "mama", "mmi",
		"أمي", "امي", "soeur", "sœur", "sister", "khti", "أختي", "اختي", "ابنتي", "بنتي", "bnti", "femme", "wife", "mrati",
		"زوجتي", "مراتي",
		// (round 23a) the other kin who say no
		"ماما", "مي", "بابا", "baba", "dad", "father", "pere", "père", "أبي", "ابي", "mother", "mum", "daughter", "fille",
		"son", "fils", "weldi", "ولدي", "ابني", "brother", "frere", "frère", "أخي", "اخي")
	// refuseVerbs: refused, said no
	refuseVerbs = normSet("رفض", "رفضت", "rafd", "rfad", "rfd", "rfdat", "refused", "refuse", "refusé")
)

// otherRefusedReason reads someone of the family refusing or not liking
// it: "زوجي رفض", "rajli rafd", "ma mere veut pas", "ma soeur a vu la
// photo, elle aime pas du tout", "ابنتي لا تحبها".
func otherRefusedReason(toks []tok, i int) int {
	if !kinRefusersNum.has(toks[i].nid, toks[i].norm) {
		return 0
	}
	if n := kinSaidNo(toks, i); n > 0 {
		return n // "mon mari a dit non", "ماما قالت ليا ما نشريهاش" (round 23a)
	}
	for j := i + 1; j < len(toks) && j <= i+6; j++ {
		v, vID := toks[j].norm, toks[j].nid
		if refuseVerbsNum.has(vID, v) && j <= i+2 {
			return j - i + 1
		}
		if (v == "veut" || v == "aime") && j+1 < len(toks) && toks[j+1].norm == "pas" && clauseEnds(toks, j+2) {
			return j - i + 2 // "ma mere veut pas", "elle aime pas du tout"; not "n'aime pas le rouge"
		}
		if (v == "doesnt" || v == "dont") && j+2 < len(toks) && (toks[j+1].norm == "like" || toks[j+1].norm == "want") &&
			(toks[j+2].norm == "it" || toks[j+2].norm == "this" || toks[j+2].norm == "that") {
			return j - i + 3
		}
		if v == "لا" && j+1 < len(toks) && (strings.HasPrefix(toks[j+1].norm, "تحب") || strings.HasPrefix(toks[j+1].norm, "يحب")) &&
			(strings.HasSuffix(toks[j+1].norm, "ها") || strings.HasSuffix(toks[j+1].norm, "ه")) {
			// (the thing shown as object: "ابنتي لا تحبها", not "زوجي
			// لا يحب الألوان الفاتحة", a taste told)
			return j - i + 2
		}
	}
	return 0
}

// passReason reads the shopper passing: "je vais passer cette fois",
// "je passe", "ndouz had lmerra", "سأمرر هذه المرة", "ill pass", "i'll
// skip it".
func passReason(toks []tok, i int) int {
	w := toks[i].norm
	switch {
	case w == "ndouz" || w == "ndoz" || w == "سامر" || w == "سأمرر":
		return 1
	case (w == "paser" || w == "passer" || w == "pase" || w == "passe") && i > 0:
		p := toks[i-1].norm
		if p == "vais" || p == "je" {
			if i+1 < len(toks) && !clauseStart(&toks[i+1]) && !passTailNum.has(toks[i+1].nid, toks[i+1].norm) {
				return 0 // "je passe commande", "je vais passer au magasin"
			}
			return 1
		}
	case w == "pass" || w == "skip":
		if i > 0 && (toks[i-1].norm == "il" || toks[i-1].norm == "will" || toks[i-1].norm == "gona") {
			if i+1 < len(toks) && !clauseStart(&toks[i+1]) && !passTailNum.has(toks[i+1].nid, toks[i+1].norm) {
				return 0 // "i'll pass by the shop"
			}
			return 1
		}
	}
	return 0
}

var passTail = normSet("cette", "cete", "this", "on", "it", "pour", "had", "هذه", "هاد", "fois", "time", "lmera")

// clauseEnds reports the clause ended at toks[j], or only "du tout",
// "ça", "non plus" left in it.
func clauseEnds(toks []tok, j int) bool {
	for ; j < len(toks) && !clauseStart(&toks[j]); j++ {
		switch toks[j].norm {
		case "du", "tout", "ca", "ça", "non", "plus", "hein":
		default:
			return false
		}
	}
	return true
}

// amountIn reports a sum of money or a number said in toks.
func amountIn(toks []tok) bool {
	for i := range toks {
		if amount(toks[i].norm) || number(toks[i].norm) {
			return true
		}
	}
	return false
}
