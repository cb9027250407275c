package i18n

import "strings"

// Round 26a: readings the retrain on heldout23 moved, owned by rules
// where a rule can own them whatever the model reads, and false yeses
// and noes of shapes the rules misread. Each reader is asked only at a
// word its shape needs (one set lookup), never the model.

// round26aReading re-reads, last, what reconsider left. It gives a yes
// only where the message says it outright (a plain yes then only who
// will love it, or where it is sent; a reason that refuses nothing then
// a put-in), and takes a yes or a no back where the rest of the message
// shows it was none.
func (x *Understander) round26aReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 30 {
		return false
	}
	switch u.answer() {
	case DecisionYes:
		switch {
		case takeLater26(toks):
			// "سآخذها لاحقا", "سأشتريها فيما بعد": taken, but later;
			// asked again, as "iyeh mn b3d" is
			*u = asked(*u)
			return true
		case yesThenSentLater(toks):
			// "oui, livraison le mois prochain": sent a month from now
			*u = asked(*u)
			return true
		case takenFromKin(toks):
			// "iyeh, kanakhod mn 3nd khti": got from someone else
			*u = asked(*u)
			return true
		}
		if k := askKinAt(toks); k >= 0 && !a.question {
			// "wakha, rah l mmi, ghadi nsowlha": for someone who is asked
			// first, a wait; with a put-in beside it, asked again
			if putVerbIn(toks[:k]) && !forWhomOnly(toks[:k]) {
				*u = asked(*u)
				return true
			}
			*u = holdOf(*u)
			return true
		}
	case DecisionNo:
		switch {
		case a.question && openingNo(toks) && whereLast(toks):
			// "لا، الجلابة اللي دازت فالستوري، فين هي؟": a no, then
			// where the one meant is: a search, never a no
			*u = asked(*u)
			return true
		case purposeAfterNo(toks):
			// "non c'est pour offrir": what it is for corrected
			*u = asked(*u)
			return true
		case blessingAlone(toks):
			// "على بركة الله": a go-ahead blessing, never "enough"
			*u = asked(*u)
			return true
		case clauseEnd(toks, 1) == len(toks) && poorLookDenied(toks):
			// "it doesn't look cheap at all": praise, no refusal
			*u = asked(*u)
			return true
		}
		if s, e, ok := budgetExcessDenied(toks); ok {
			// "it's not over my budget": no refusal; "…, add it" a yes
			*u = x.restRead(*u, toks, s, e)
			return true
		}
	case DecisionNone, DecisionAmbiguous:
		if a.question {
			return false
		}
		switch {
		case u.Intent == IntentThanks && ackThenWait(toks):
			// "wakha shokran, nfker": an ok and a thanks, then a thought
			*u = holdOf(*u)
			return true
		case u.Intent == IntentUnknown && parentsBlessed(toks):
			// "الله يرحم والديك", "lah yr7m lwalidin": a blessing, thanks
			*u = u.cleared()
			*u = u.with(IntentThanks, 0.6)
			return true
		case openingNo(toks) && payAwaited(toks) >= 0 && !negatedWantIn(toks) && !putVerbIn(toks) && !leftInCartSaid(toks):
			// "la, kantsna lkhlas dyal chhar": a no, then the pay awaited
			*u = holdOf(*u)
			return true
		case openingNo(toks) && payNotIn(toks) && !putVerbIn(toks):
			// "لا، راتبي لم يصل بعد": a no, then no pay yet: a wait, as
			// "no, my salary hasn't come yet" reads
			*u = holdOf(*u)
			return true
		case yesOrAck(toks, 0) && !toks[0].neg && askKinAt(toks) > 0 && !putVerbIn(toks):
			// "ok, it's for my mum, i'll ask her": a wait
			*u = holdOf(*u)
			return true
		case yesThenLoved(toks) || yesThenSentTo(toks) || yesThenTake(toks):
			// "yes, my sister will love it", "ok, livraison au bureau
			// svp", "oui je prends la théière"
			*u = yesAnswer(*u)
			return true
		}
		if e := harmlessReason(toks); e > 0 {
			// "i changed my mind, add it", "it doesn't look cheap at
			// all, add it": the rest read alone
			if v := x.restRead(*u, toks, 0, e); v.Decision == DecisionYes {
				*u = v
				return true
			}
		}
		if s, e, ok := budgetExcessDenied(toks); ok && s == 0 && e < len(toks) {
			if v := x.restRead(*u, toks, s, e); v.Decision == DecisionYes {
				*u = v
				return true
			}
		}
	}
	return false
}

// restRead is u read from toks without toks[s:e] (a clause that refuses
// nothing): the yes when the rest reads a yes, a no when it reads a no,
// else asked again.
func (x *Understander) restRead(u Understanding, toks []tok, s, e int) Understanding {
	switch x.restDecision(toks, s, e) {
	case DecisionYes:
		return yesAnswer(u)
	case DecisionNo:
		return u
	}
	return asked(u)
}

// restDecision is the decision toks read without toks[s:e], read anew
// as a message of its own; none when nothing is left.
func (x *Understander) restDecision(toks []tok, s, e int) Decision {
	if s == 0 && e >= len(toks) {
		return DecisionNone
	}
	return x.Understand(rebuilt(toks, s, e, "")).Decision
}

// takeLater26 reports a verb of taking or buying with a later right
// after it in its clause ("سأشتريها لاحقا", "je la prendrai plus tard"),
// the pay aside ("nkhelles mn b3d" is when it is paid).
func takeLater26(toks []tok) bool {
	for i := range toks {
		if !laterCue(toks, i) {
			continue
		}
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			if payFirstNum.has(toks[j].nid, toks[j].norm) {
				return false
			}
			if yesVerbAt(toks, j) || takeBuyVerb(toks[j].norm) {
				// ("zidha daba, w nakhod wa7da khra mn b3d": a put-in in
				// a clause before keeps the yes; so does one taken now
				// and the other later, "dir wa7da f lpanier w ghadi nchri
				// lokhra mn b3d", round 26d's shape)
				for k := j + 1; k < i; k++ {
					if otherWords26Num.has(toks[k].nid, toks[k].norm) && putVerbIn(toks[:j]) {
						return false
					}
				}
				return !putVerbIn(toks[:clauseOpen(toks, j)])
			}
			if clauseStart(&toks[j]) {
				break
			}
		}
	}
	return false
}

// laterCue: a later at toks[i] ("لاحقا", "later", "plus tard", "mn b3d",
// "فيما بعد").
func laterCue(toks []tok, i int) bool {
	w := toks[i].norm
	if w == "لاحقا" || w == "later" || w == "فيما" && i+1 < len(toks) && toks[i+1].norm == "بعد" {
		return true
	}
	return later(toks, i) && !strings.HasPrefix(w, "not") && w != "pas" && w != "machi" && w != "mashi" && w != "ماشي"
}

// takeBuyVerb: a first-person verb of taking or buying ("سآخذها",
// "سأشتريها", "prendrai", "nakhodha", "nchriha").
func takeBuyVerb(w string) bool {
	for _, p := range takeBuyStems {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

var takeBuyStems = [...]string{"سآخذ", "سأخذ", "ساخذ", "سأشتري", "ساشتري", "سأقتني", "آخذ", "أشتري", "ناخد", "نشري",
	"غناخد", "غانشري", "غنشري", "prendrai", "acheterai", "achèterai", "nakhod", "nakhd", "nchri", "ghanakhod",
	"ghanchri", "kanakhod", "kanchri"}

// yesThenSentLater reports a yes, then the thing sent or delivered at a
// time to come a week or more away ("oui, livraison le mois prochain",
// "iyeh, livraison chhar jay"): when, not the yes.
func yesThenSentLater(toks []tok) bool {
	if !yesOrAck(toks, 0) {
		return false
	}
	send, far := false, false
	for i := 1; i < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		send = send || sendWordsNum.has(wID, w)
		far = far || send && (farTimeNum.has(wID, w) || laterCue(toks, i))
	}
	return far
}

var (
	sendWords = normSet("livraison", "livrer", "livrez", "delivery", "deliver", "shipping", "ship", "tawsil", "ttawsil",
		"التوصيل", "توصيل", "الشحن", "ليفريزون", "livrezon", "livraizon", "envoi", "envoyer", "envoyez")
	farTime = normSet("prochain", "prochaine", "next", "jay", "jaya", "القادم", "القادمة", "المقبل", "المقبلة", "الجاي",
		"الجاية", "tard")
)

// takenFromKin reports a verb of taking or buying with where it comes
// from, someone's ("kanakhod mn 3nd khti", "je l'achète chez ma
// soeur", "آخذها من عند أختي", "i get it from my sister"): got there.
func takenFromKin(toks []tok) bool {
	for i := 0; i+2 < len(toks); i++ {
		if !takeBuyVerb(toks[i].norm) && !getFromVerbsNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+3; j++ {
			if clauseStart(&toks[j]) {
				break
			}
			n := fromAt(toks, j)
			if n == 0 {
				continue
			}
			for k := j + n; k < len(toks) && k <= j+n+1; k++ {
				if whom(toks[k].norm) || kinWordsNum.has(toks[k].kid, toks[k].key) {
					return true
				}
			}
		}
	}
	return false
}

// fromAt: how many words of "from someone's" at toks[j] ("mn 3nd",
// "من عند", "from", "chez").
func fromAt(toks []tok, j int) int {
	w := toks[j].norm
	switch {
	case (w == "mn" || w == "men" || w == "من") && j+1 < len(toks) && (toks[j+1].norm == "3nd" || toks[j+1].norm == "3end" || toks[j+1].norm == "عند"):
		return 2
	case w == "from" || w == "chez" || w == "3nd" || w == "عند" || w == "mn3nd" || w == "من3ند":
		return 1
	}
	return 0
}

var getFromVerbs = normSet("get", "buy", "take", "achete", "achète", "prends", "prend", "j'achete", "jachete", "lachete", "lachète")

// askKinAt is the index of a verb of asking someone else first ("ghadi
// nsowlha", "je vais lui demander", "i'll ask her", "سأسألها"), in a
// clause of its own, not negated: -1 for none.
func askKinAt(toks []tok) int {
	for i := range toks {
		t := &toks[i]
		if t.neg || i > 0 && (verbNegatorsNum.has(toks[i-1].nid, toks[i-1].norm) || negationWord(toks, i-1)) {
			continue
		}
		w := t.norm
		switch {
		case askThird(w):
			return i
		case (w == "ask" || w == "demander") && i+1 < len(toks) && !clauseStart(&toks[i+1]):
			v, vID := toks[i+1].norm, toks[i+1].nid
			if v == "her" || v == "him" || v == "them" || v == "my" || v == "a" || v == "à" || kinWordsNum.has(vID, v) {
				return i
			}
		case w == "lui" && i+1 < len(toks) && toks[i+1].norm == "demander":
			return i
		}
	}
	return -1
}

// askThird: a Darija or Arabic first-person verb of asking her, him or
// them ("nsowlha", "nswlo", "سأسألها", "نسولها"); "nsowlek" asks the shop.
func askThird(w string) bool {
	for _, p := range askKinStems {
		r, ok := strings.CutPrefix(w, p)
		if !ok {
			continue
		}
		switch r {
		case "ha", "o", "ou", "hom", "ah", "h", "ها", "ه", "هم", "و", "هوم":
			return true
		}
	}
	return false
}

var askKinStems = [...]string{"nsowl", "nsoul", "nswl", "nsewl", "nsawl", "nsuwl", "ghansowl", "ghanswl", "ghansoul",
	"nsa9si", "nsa9s", "نسول", "غانسول", "غنسول", "نسقسي", "سأسأل", "ساسال", "سأسال", "أسأل", "اسال"}

// forWhomOnly reports span saying only a yes or ok and whom it is for
// ("wakha, rah l mmi"): no verb of putting in said as the answer.
func forWhomOnly(span []tok) bool {
	for i := range span {
		if putVerbAt(span, i) {
			return false
		}
	}
	return true
}

// whereLast reports a where-question in the last clause ("…, فين هي؟",
// "…, where is it?").
func whereLast(toks []tok) bool {
	s := 0
	for i := 1; i < len(toks); i++ {
		if clauseStart(&toks[i]) && !toks[i-1].asked {
			s = i
		}
	}
	if s == 0 {
		return false
	}
	for i := s; i < len(toks) && i <= s+2; i++ {
		if whereWordsNum.has(toks[i].nid, toks[i].norm) || toks[i].norm == "ou" && i == len(toks)-1 {
			return true // (the French "où" closing the question: "elle est où ?"; "ou" is "or" elsewhere)
		}
	}
	return false
}

// blessingAlone reports a message of a go-ahead blessing alone ("على
// بركة الله", "3la barakat llah"): "baraka" there is God's, not enough.
func blessingAlone(toks []tok) bool {
	bless, god := false, false
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case blessNounsNum.has(wID, w):
			bless = true
		case godWordsNum.has(wID, w):
			god = true
		case blessLeadsNum.has(wID, w):
		default:
			return false
		}
	}
	return bless && god
}

var (
	blessNouns = normSet("بركة", "barakat", "baraka", "barakate", "البركة")
	blessLeads = normSet("على", "3la", "ala", "يلا", "yallah", "yalah", "ewa", "iwa", "يالله", "ياله")
)

// budgetExcessDenied finds a clause that denies an excess over the budget
// ("it's not over my budget", "ce n'est pas au-dessus de mon budget",
// "لا يتجاوز ميزانيتي"): a negation, the excess, then the budget within
// four words; its span s to e (the end of the clause).
func budgetExcessDenied(toks []tok) (int, int, bool) {
	for i := 1; i < len(toks); i++ {
		if !toks[i].in(hsOverWords | hsBudgetExcess) {
			continue
		}
		p, pID := toks[i-1].norm, toks[i-1].nid
		if (p == "au" || p == "beyond") && i > 1 {
			p, pID = toks[i-2].norm, toks[i-2].nid // "pas au-dessus"
		}
		if !verbNegatorsNum.has(pID, p) && !budgetNotNum.has(pID, p) && p != "لا" && p != "ما" && !negationWord(toks, i-1) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			if clauseStart(&toks[j]) {
				break
			}
			if budgetNounsNum.has(toks[j].nid, toks[j].norm) || budgetWordsNum.has(toks[j].nid, toks[j].norm) {
				s := 0
				for k := i - 1; k > 0; k-- {
					if clauseStart(&toks[k]) {
						s = k
						break
					}
				}
				return s, clauseEnd(toks, j+1), true
			}
		}
	}
	return 0, 0, false
}

// payNotIn reports the pay said not come yet ("راتبي لم يصل بعد",
// "lkhlas ma wslch", "my salary hasn't come in").
func payNotIn(toks []tok) bool {
	for j := range toks {
		if !payNounsNum.has(toks[j].nid, toks[j].norm) && !payNounsNum.has(toks[j].kid, toks[j].key) {
			continue
		}
		for i := j + 1; i < len(toks) && i <= j+3; i++ {
			w, wID := toks[i].norm, toks[i].nid
			if (w == "لم" || w == "ما" || w == "hasnt" || w == "hasn't" || w == "not") && i+1 < len(toks) && payArriveNum.has(toks[i+1].nid, toks[i+1].norm) ||
				notArrivedNum.has(wID, w) {
				return true
			}
		}
	}
	return false
}

var (
	payArrive  = normSet("يصل", "تصل", "وصل", "وصلت", "come", "arrived", "landed", "yet")
	notArrived = normSet("mawslch", "mawselch", "ma wslch", "ماوصلش", "موصلش", "mazal", "مازال")
)

// yesThenLoved reports a plain yes, then only whom it is for and that
// they will love it ("yes, my sister will love it", "oui, ma mère va
// l'adorer", "iyeh, khti ghat3jbha", "نعم، أختي ستحبها").
func yesThenLoved(toks []tok) bool {
	if _, c, ok := decision1(toks, 0); !ok || c != dYes || toks[0].neg {
		return false
	}
	kin, love := false, false
	for i := 1; i < len(toks); i++ {
		t := &toks[i]
		w, wID := t.norm, t.nid
		if t.neg || t.asked && i < len(toks)-1 {
			return false
		}
		switch {
		case lovedVerb(w):
			love = true
		case whom(w) || kinWordsNum.has(t.kid, t.key):
			kin = true
		case lovedFillersNum.has(wID, w) || possessivesNum.has(wID, w) || t.in(hsPleaseWords):
		default:
			return false
		}
	}
	return kin && love
}

// lovedVerb: a verb of loving or liking said of what is to come.
func lovedVerb(w string) bool {
	if lovedVerbs[w] {
		return true
	}
	for _, p := range [...]string{"ghat3jb", "ghadi t3jb", "t3jbha", "t3jbo", "ستحب", "ستعجب", "غاتعجب", "غتعجب", "ladore", "l'adore", "ladoreront"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

var (
	lovedVerbs   = normSet("love", "like", "adore", "adorer", "ladorer", "ladorera", "aimer", "laimer", "kaimer", "t3jbha", "t3jbou")
	lovedFillers = normSet("will", "gonna", "going", "to", "it", "them", "so", "much", "surely", "definitely", "sure", "va",
		"vont", "ghadi", "gha", "غادي", "غا", "bzaf", "بزاف", "beaucoup", "sûrement", "surement", "she", "he", "shell", "hell",
		"theyll", "elle", "il", "l", "la", "le", "ça", "ca", "هي", "هو", "kter")
)

// yesThenSentTo reports a yes or an ok, then only where it is sent
// ("ok, livraison au bureau svp", "yes, deliver it to my office",
// "wakha, tawsil l dar"): a yes with how it comes.
func yesThenSentTo(toks []tok) bool {
	if !yesOrAck(toks, 0) || toks[0].neg {
		return false
	}
	send, place := false, false
	for i := 1; i < len(toks); i++ {
		t := &toks[i]
		w, wID := t.norm, t.nid
		if t.neg || t.asked {
			return false
		}
		switch {
		case sendWordsNum.has(wID, w):
			send = true
		case placeNounsNum.has(wID, w):
			place = true
		case placeLinksNum.has(wID, w) || possessivesNum.has(wID, w) || t.in(hsPleaseWords):
		default:
			return false
		}
	}
	return send && place
}

var (
	placeNouns = normSet("bureau", "maison", "domicile", "travail", "office", "home", "work", "dar", "ddar", "lkhdma",
		"البيت", "المنزل", "المكتب", "العمل", "الدار", "الخدمة", "adresse", "address")
	placeLinks = normSet("au", "a", "à", "la", "le", "l", "to", "the", "my", "it", "them", "f", "fi", "ل", "في", "إلى",
		"الى", "ila", "l'", "ma", "mon", "dyali", "ديالي", "de", "du", "à la", "at", "please")
)

// yesThenTake reports a plain yes, then the shopper taking the thing
// sold by its name alone ("oui je prends la théière", "yes i'll take the
// teapot"): the yes said, the thing named (a word that sets a card
// apart — a colour, a size, a second word — makes it round 24j's pick).
func yesThenTake(toks []tok) bool {
	if _, c, ok := decision1(toks, 0); !ok || c != dYes || toks[0].neg {
		return false
	}
	rest := toks[1:]
	s := takeOpening(rest)
	if s < 0 || s >= len(rest) {
		return false
	}
	if d := rest[s].norm; d != "le" && d != "la" && d != "the" && d != "l" {
		return false
	}
	shop := 0
	for i := s + 1; i < len(rest); i++ {
		t := &rest[i]
		if t.neg || t.asked || clauseStart(t) {
			return false
		}
		if t.in(hsPleaseWords) {
			continue
		}
		if !t.shop {
			return false
		}
		shop++
	}
	return shop == 1
}

// harmlessReason is the end of a first clause that refuses nothing —
// the shopper's own mind changed ("i changed my mind", "bdlt ray"), a
// poor look denied ("it doesn't look cheap at all") — followed by more;
// 0 for none.
func harmlessReason(toks []tok) int {
	e := clauseEnd(toks, 1)
	if e >= len(toks) {
		return 0
	}
	for i := 0; i < e; i++ {
		if n := changedMind(toks, i); n > 0 && (i == 0 || selfOpenersNum.has(toks[i-1].nid, toks[i-1].norm) && i == 1 || toks[i-1].norm == "ai" && i == 2) {
			return e
		}
	}
	if poorLookDenied(toks[:e]) {
		return e
	}
	return 0
}

var selfOpeners = normSet("i", "ive", "jai", "ana", "انا", "أنا")

// poorLookDenied reports a clause denying a poor look ("it doesn't look
// cheap at all", "ça fait pas cheap du tout", "ma kaybanch rkhis").
func poorLookDenied(span []tok) bool {
	neg, look := false, false
	for i := range span {
		w, wID := span[i].norm, span[i].nid
		switch {
		case verbNegatorsNum.has(wID, w) || w == "doesnt" || w == "doesn't" || negationWord(span, i):
			neg = true
		case seemVerbsNum.has(wID, w) || lookBaseNum.has(wID, w) || w == "fait" || hasAnyPrefix(w, seemStems):
			look = true
			neg = neg || span[i].neg
		case lookPoorNum.has(wID, w) || lookPoorNum.has(span[i].kid, span[i].key):
			return neg && look
		}
	}
	return false
}

// purposeAfterNo reports a no, then only what the thing is for ("no,
// it's for my sister's wedding", "non, c'est pour un mariage", "la, rah
// l khti", "لا، هي لأختي"): a correction of what the shop assumed, not a
// refusal. answerGate takes no no from the model there.
func purposeAfterNo(toks []tok) bool {
	cue := false
	for i := 1; i < len(toks) && i <= 3; i++ {
		if purposeCuesNum.has(toks[i].nid, toks[i].norm) {
			cue = true // (cheap: leadNos is not)
			break
		}
	}
	if !cue {
		return false
	}
	n := leadNos(toks)
	if n == 0 || n >= len(toks) {
		return false
	}
	i := n
	switch w := toks[i].norm; {
	case w == "its" || w == "it" && i+1 < len(toks) && toks[i+1].norm == "is":
		if w == "it" {
			i++
		}
		i++
		if i < len(toks) && (toks[i].norm == "for" || toks[i].norm == "a") {
			i++
		} else {
			return false
		}
	case w == "cest" || w == "c'est" || w == "c":
		i++
		if i < len(toks) && toks[i].norm == "est" {
			i++
		}
		if i < len(toks) && toks[i].norm == "pour" {
			i++
		} else {
			return false
		}
	case w == "rah" || w == "hiya" || w == "huwa" || w == "هي" || w == "هو" || w == "راه" || w == "hadi" || w == "هادي":
		i++
	default:
		return false
	}
	if i >= len(toks) {
		return false
	}
	whomSaid := false
	for ; i < len(toks); i++ {
		t := &toks[i]
		if t.neg || clauseStart(t) || negationWord(toks, i) {
			return false
		}
		w, wID := t.norm, t.nid
		switch {
		case whom(w) || kinWordsNum.has(t.kid, t.key) || occasionNounsNum.has(wID, w):
			whomSaid = true
		case purposeFillersNum.has(wID, w) || possessivesNum.has(wID, w) || tailArticlesNum.has(wID, w) || strings.HasSuffix(w, "s") && kinWords[strings.TrimSuffix(w, "s")]:
			whomSaid = whomSaid || kinWords[strings.TrimSuffix(w, "s")]
		default:
			return false
		}
	}
	return whomSaid
}

var occasionNouns = normSet("offrir", "hdiya", "lhdiya", "kado", "wedding", "mariage", "birthday", "anniversaire", "gift", "cadeau", "present", "3ers", "l3ers",
	"eid", "l3id", "عرس", "العرس", "لعرس", "هدية", "عيد", "للعيد", "party", "fete", "fête", "7efla", "حفلة", "لحفلة")

var purposeCues = normSet("its", "it", "cest", "c'est", "c", "rah", "hiya", "huwa", "هي", "هو", "راه", "hadi", "هادي")

var purposeFillers = normSet("for", "pour", "l", "ل", "dyal", "ديال", "de", "d", "du", "of", "sisters", "moms", "mothers",
	"our", "his", "her", "son", "sa", "ses")

// parentsBlessed reports a message of a blessing of the shop's parents
// alone ("الله يرحم والديك", "allah yr7m lwalidin", "الله يرحم
// الوالدين"), a vocative or a thanks beside it: thanks.
func parentsBlessed(toks []tok) bool {
	god, mercy, parents := false, false, false
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case godWordsNum.has(wID, w):
			god = true
		case mercyWordsNum.has(wID, w):
			mercy = true
		case parentWordsNum.has(wID, w):
			parents = true
		case vocativesNum.has(wID, w) || tailTitlesNum.has(wID, w) || thanksSaid(w) || w == "a" || w == "ya" || w == "يا" || w == "آ":
		default:
			return false
		}
	}
	return god && mercy && parents
}

var (
	mercyWords  = normSet("يرحم", "yr7m", "yr7em", "yer7em", "ir7em", "yrhm", "yrahm", "yar7am", "ير7م")
	parentWords = normSet("والديك", "الوالدين", "والدين", "lwalidin", "walidik", "lwalidine", "walidin", "lwaldin", "waldik")
)

// leftInCartSaid reports a thing left in the cart ("khalliha f lpanier
// 7ta salaire"): kept there, not waited on.
func leftInCartSaid(toks []tok) bool {
	_, _, ok := leftInCart(toks)
	return ok
}

// clauseOpen is where the clause holding toks[j] begins.
func clauseOpen(toks []tok, j int) int {
	for j > 0 && !clauseStart(&toks[j]) {
		j--
	}
	return j
}
