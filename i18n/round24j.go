package i18n

import "strings"

// Round 24j: yes and no readings that the message's shape takes back —
// a wait for the pay (a hold, not a no nor a yes), a future of taking
// whose negation stands apart from the verb (a no), another's pick by
// position, a taking that names which card, one kept aside to be
// fetched at the shop (a hold), a plain yes that only asks how to pay, a
// question about the add asked without its mark, sarcasm, a bare "no
// worry", nothing wanted but a compliment, another one put in the
// place of this one (a pick), and a no of disbelief before a question.
// Checked last, on the decision round 24f leaves.

// round24jReading returns the reading of a message whose yes or no (d)
// is not one, and true; false otherwise (the reading is written to *u only when true).
func round24jReading(a *analysis, u *Understanding, d Decision) bool {
	toks := a.toks
	if len(toks) == 0 {
		return false
	}
	switch d {
	case DecisionNo:
		switch {
		case payAwaited(toks) >= 0 && !negatedWantIn(toks):
			// "non, j'attends ma paie", "la, 7ta tjini l2ojra": a wait
			*u = holdOf(*u)
			return true
		case insteadSwap(toks) || noThenInsteadPick(toks, *u):
			// "no, the green one instead", "enlève-la et mets plutôt le
			// plateau": another card picked
			*u = pickOf(*u)
			return true
		case asideThenCome(toks) && !openingNo(toks) && !anyNeg(toks):
			// "réservez-la moi, puis je viens la chercher": the "la" of the
			// pronoun is no no; one kept aside to fetch is a hold
			*u = holdOf(*u)
			return true
		case nothingButSaid(toks):
			// "no, nothing, only wanted to thank you": no refusal
			*u = asked(*u)
			return true
		case noInDisbelief(toks, a.question):
			// "non, vraiment, vous ne livrez pas le samedi ?": asked
			*u = asked(*u)
			return true
		}
	case DecisionYes:
		switch {
		case negatedFutureTake(toks):
			// "ma ghadich nchriha": will not take it
			*u = noOf(*u)
			return true
		case payAwaitedTake(toks):
			// "i'll get it when my paycheck lands": a wait
			*u = holdOf(*u)
			return true
		case asideThenCome(toks):
			// "gardez-la moi, je viens la chercher": a hold
			*u = holdOf(*u)
			return true
		case insteadSwap(toks):
			*u = pickOf(*u)
			return true
		case othersPick(toks) || namedCardTaken(toks):
			// "mmi khtarat lkhamsa, zidha liha": her pick by position;
			// "je prends la lampe dorée": which card, not the yes
			*u = pickOf(*u)
			return true
		case yesThenHowPay(toks):
			// "d'accord, je paie comment ?": asked how to pay
			u.Decision = DecisionNone
			u.Query, u.Terms, u.Ordinal = "", nil, 0
			*u = u.with(IntentProductQuestion, 0.6)
			return true
		case addAskedUnmarked(toks) || sarcasticYes(toks) || bareNoWorries(toks):
			*u = asked(*u)
			return true
		}
	}
	return false
}

// holdOf is u read as a wait.
func holdOf(u Understanding) Understanding {
	u = u.cleared()
	u.Decision = DecisionHold
	return u.with(IntentHold, 0.6)
}

// noOf is u read as a no: a cancel, nothing searched.
func noOf(u Understanding) Understanding {
	u = u.cleared()
	u.Decision = DecisionNo
	return u.with(IntentCancel, 0.85)
}

// pickOf is u read as a pick of another card, asked again.
func pickOf(u Understanding) Understanding {
	u.Decision = DecisionNone
	u.Query, u.Terms = "", nil
	return u.with(IntentSelect, 0.6)
}

var (
	// payNouns: the pay, the salary, the transfer awaited
	payNouns = normSet("lkhlas", "lkhlass", "lkhlsa", "lkhalsa", "salaire", "lsalaire", "salary", "paycheck", "payday",
		"paie", "paye", "l2ojra", "lojra", "virement", "transfer", "الراتب", "راتبي", "راتب", "الخلاص", "اجرتي", "الاجرة",
		"اجرة", "التحويل", "تحويلي", "الشهرية", "chahriya", "pension", "bourse")
	// awaitOpeners: wait, until, when, once: what puts a thing off until the pay comes
	awaitOpeners = normSet("7ta", "hta", "حتى", "until", "till", "til", "jusqua", "jusqu", "when", "once", "quand",
		"lorsque", "mli", "melli", "mnin", "ملي", "منين", "عندما", "حين", "حينما", "لما", "فاش", "fach")
)

// payAwaited is the index of a pay noun awaited ("j'attends ma paie",
// "7ta ykhelsouni", "once my paycheck lands"): a wait verb or a word
// of until or when at most four words before it; -1 for none.
func payAwaited(toks []tok) int {
	for j := range toks {
		if !payNounsNum.has(toks[j].nid, toks[j].norm) && !payNounsNum.has(toks[j].kid, toks[j].key) {
			continue
		}
		if w := toks[j].norm; (w == "transfer" || w == "virement") && (j == 0 || !possessivesNum.has(toks[j-1].nid, toks[j-1].norm)) {
			continue // "don't transfer me", "le virement ?": no transfer of one's own awaited
		}
		for i := max(0, j-4); i < j; i++ {
			if waitVerbsNum.has(toks[i].nid, toks[i].norm) || strings.HasPrefix(toks[i].norm, "jatend") || awaitOpenersNum.has(toks[i].nid, toks[i].norm) {
				return i
			}
		}
	}
	return -1
}

// payAwaitedTake reports a purchase put off until the pay comes, with
// no yes word and no verb said to the shop before the wait ("i'll get
// it when my paycheck lands", "ننتظر الراتب ثم نأخذها"); "zidha daba,
// nkhelles mli ykhlsouni" puts it in now.
func payAwaitedTake(toks []tok) bool {
	w := payAwaited(toks)
	if w < 0 {
		return false
	}
	for i := range toks {
		if yesOrAck(toks, i) {
			return false
		}
		if i < w && answerVerb(toks, i) && !firstPersonTake(toks, i) {
			return false
		}
	}
	return true
}

// firstPersonTake: a verb of taking or buying said by the shopper of
// themself ("je la prends", "i'll buy", "سأشتريها", "nchriha").
func firstPersonTake(toks []tok, i int) bool {
	w := toks[i].norm
	if i > 0 && (subjectWordsNum.has(toks[i-1].nid, toks[i-1].norm) || toks[i-1].norm == "il" || toks[i-1].norm == "ill" || toks[i-1].norm == "la" ||
		toks[i-1].norm == "le") {
		return true
	}
	return hasAnyPrefix(w, takeFutureStems)
}

// takeFutureStems: a first person's future or verb of taking or buying.
var takeFutureStems = stems("سا", "سأ", "ghan", "ghadi", "nchri", "nakhod", "nakhd", "ناخد", "نشري", "غانشري")

var (
	// negFutureAux: the future auxiliary, as Darija negates it apart from its verb
	negFutureAux = normSet("ghad", "ghadi", "ghadich", "ghadiche", "mghadich", "غاديش", "غادي")
	// buyStems: the verbs of taking and buying the negated future governs
	buyStems = stems("nakhod", "nakhd", "nakhud", "nchri", "nechri", "nched", "ناخد", "ناخذ", "نشري", "نشد")
)

// negatedFutureTake reports the future of taking negated with its
// negation apart from the verb ("ma ghadich nakhodha", "ما غاديش
// نشريها"): will not take it, a no.
func negatedFutureTake(toks []tok) bool {
	for i := 0; i+1 < len(toks); i++ {
		t := &toks[i]
		neg := t.neg || strings.HasSuffix(t.norm, "ch") || strings.HasSuffix(t.norm, "ش")
		if !neg || !negFutureAuxNum.has(t.nid, t.norm) && !negFutureAuxNum.has(t.kid, t.key) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+2; j++ {
			if hasAnyPrefix(toks[j].norm, buyStems) {
				return true
			}
		}
	}
	return false
}

var (
	// asideWords: what keeps one aside ("de côté", "aside", "garde-la")
	asideWords = normSet("cote", "côté", "aside", "garde", "gardez", "gardes", "keep", "hold", "khaliha", "khalliha",
		"خليها", "احتفظ", "احتفظوا", "احتفظي")
	// comeWords: the shopper coming to the shop or to fetch it
	comeWords = normSet("pase", "passe", "passerai", "passerais", "viens", "viendrai", "vien", "come", "coming", "swing",
		"stop", "pick", "drop", "recuperer", "récupérer", "chercher", "nji", "nduz", "ndouz", "ndoz", "njiw", "ساتي",
		"سآتي", "اتي", "آتي", "سامر", "سأمر", "امر", "نجي", "ندوز", "غانجي", "ghanji", "ghandouz", "ساجي")
)

// asideThenCome reports one asked to be kept aside or reserved, then
// the shopper's coming to the shop to fetch it ("mettez-la moi de côté,
// je viens la chercher", "reserve one, i'll stop by friday", "احجزها
// وسأمر غدا"), with no yes word: the seen sets label a yes said first a
// yes, this a hold.
func asideThenCome(toks []tok) bool {
	aside := -1
	for i := range toks {
		if reserveVerb(&toks[i]) || toks[i].in(hsAsideWords) {
			aside = i
			break
		}
	}
	if aside < 0 {
		return false // (the cheap test first: most messages set nothing aside)
	}
	for i := range toks {
		if yesOrAck(toks, i) {
			return false
		}
	}
	joined := false // the coming said in a clause of its own: "and", a comma, "و"
	for j := aside + 1; j < len(toks); j++ {
		w := toks[j].norm
		wid := toks[j].nid
		if clauseStart(&toks[j]) || joinWordsNum.has(wid, w) {
			joined = true
		}
		if strings.HasPrefix(w, "و") && len(w) > len("و") {
			w, joined = w[len("و"):], true
		}
		if joined && (comeWords[w] || comeWordsNum.has(toks[j].kid, toks[j].key)) { // (w may have lost its "و": by string)
			return true
		}
	}
	return false
}

var (
	// pickedVerbs: chose, picked, as another's choice is told
	pickedVerbs = normSet("khtarat", "khtar", "khtaret", "khtart", "khtaro", "khtaraw", "choisi", "choisie", "chose",
		"picked", "اختارت", "اختار", "اختاروا", "ختارت", "ختار")
)

// othersPick reports another's pick by position told ("khti khtarat
// lkhamsa", "ma fille a choisi la troisième", "my son picked the
// second"), even when "add it for her" follows: which card, asked again.
func othersPick(toks []tok) bool {
	if ordinalIn(toks) == 0 {
		return false
	}
	for i := 1; i < len(toks); i++ {
		if !pickedVerbsNum.has(toks[i].nid, toks[i].norm) && !pickedVerbsNum.has(toks[i].kid, toks[i].key) {
			continue
		}
		for k := max(0, i-3); k < i; k++ {
			if kinWordsNum.has(toks[k].nid, toks[k].norm) || kinSubjects.hasTok(&toks[k]) || kinArabicNum.has(toks[k].nid, toks[k].norm) || heSheNum.has(toks[k].nid, toks[k].norm) ||
				toks[k].norm == "she" || toks[k].norm == "he" || toks[k].norm == "elle" {
				return true
			}
		}
	}
	return false
}

// takeOpeners: "je prends", "je vais prendre", "i'll take"
func takeOpening(toks []tok) int {
	switch {
	case len(toks) > 2 && toks[0].norm == "je" && (toks[1].norm == "prends" || toks[1].norm == "prend"):
		return 2
	case len(toks) > 3 && toks[0].norm == "je" && toks[1].norm == "vais" && toks[2].norm == "prendre":
		return 3
	case len(toks) > 2 && (toks[0].norm == "il" || toks[0].norm == "ill") && toks[1].norm == "take":
		return 2
	}
	return -1
}

// namedCardTaken reports "je prends le <product> <qualifier>" with no
// yes word ("je prends le plateau rond", "i'll take the small lamp"):
// a definite article, a thing the shop sells and a word that sets the
// card apart — which card, asked again (the seen sets label the shape a
// pick; "oui je prends la théière" keeps its yes).
func namedCardTaken(toks []tok) bool {
	s := takeOpening(toks)
	if s < 0 || s+2 >= len(toks) {
		return false
	}
	if d := toks[s].norm; d != "le" && d != "la" && d != "the" {
		return false
	}
	for i := range toks {
		if yesOrAck(toks, i) || i > s && clauseStart(&toks[i]) {
			return false
		}
	}
	shop, words := false, 0
	for i := s + 1; i < len(toks); i++ {
		t := &toks[i]
		if t.in(hsPleaseWords) || stopWord(t.key) {
			continue
		}
		shop = shop || t.shop
		words++ // the thing, and what sets it apart (itself a catalog word or not)
	}
	return shop && words >= 2
}

// insteadSwap reports this one taken out and another put in its place
// ("enlève-la et mets plutôt le plateau", "remove it and add the green
// one instead", "حيدها وحط بلاصتها الكبيرة"): a pick, neither the yes
// nor the no.
func insteadSwap(toks []tok) bool {
	rem, put, instead := -1, false, false
	for i := range toks {
		t := &toks[i]
		if rem < 0 && (removalVerb(t) || t.norm == "take" && i+2 < len(toks) && toks[i+2].norm == "out") && !t.neg {
			rem = i
			continue
		}
		if rem >= 0 && i > rem && putStem(t) {
			put = true
		}
		if insteadWordsNum.has(t.nid, t.norm) || i+1 < len(toks) && insteadPairs[t.norm+" "+toks[i+1].norm] {
			instead = true
		}
	}
	return rem >= 0 && put && instead
}

// noThenInsteadPick reports a no, then a definite one named by its
// colour or position, then "instead" ("no, the red one instead", "لا،
// الخضراء بدلا منها"): a pick. "plutôt en beige" (a refinement) and
// "plutôt un coffret" (a search) keep their no.
func noThenInsteadPick(toks []tok, u Understanding) bool {
	if !openingNo(toks) || len(toks) < 3 || len(toks) > 8 {
		return false
	}
	instead, def := false, false
	for i := 1; i < len(toks); i++ {
		t := &toks[i]
		switch w, wID := t.norm, t.nid; {
		case insteadWordsNum.has(wID, w):
			instead = true
		case w == "the" || w == "la" || w == "le" || w == "celle" || w == "celui":
			def = true
		case slotColor(*t):
			def = def || strings.HasPrefix(w, "ال")
		case insteadOfNum.has(wID, w) || t.in(hsPleaseWords) || ordinalAt(toks, i):
		default:
			return false // "je vais plutôt attendre le black friday": more than the one named
		}
	}
	return instead && def && (u.Color != "" || ordinalIn(toks) != 0)
}

// insteadOf: what may follow "instead" or name the one ("of it", "one")
var insteadOf = normSet("one", "of", "it", "this", "منها", "منه", "wa7da", "dak", "dik", "svp", "please")

// nothingButSaid reports a no, then nothing, then only something
// wanted said ("no, nothing, only wanted to thank you", "non rien, je
// voulais juste dire merci"): no refusal.
func nothingButSaid(toks []tok) bool {
	if !openingNo(toks) || len(toks) < 4 {
		return false
	}
	n := 1
	if w := toks[n].norm; w != "nothing" && w != "rien" && w != "walou" && w != "walo" && w != "والو" {
		return false
	}
	for i := n + 1; i+1 < len(toks); i++ {
		w := toks[i].norm
		if (w == "wanted" || w == "voulais" || w == "want" || w == "bghit") &&
			(i > 0 && (toks[i-1].norm == "just" || toks[i-1].norm == "only") || i+1 < len(toks) && toks[i+1].norm == "juste" ||
				i+1 < len(toks) && toks[i+1].norm == "ghir") {
			for j := i + 1; j < len(toks) && j <= i+3; j++ {
				if justSayWordsNum.has(toks[j].nid, toks[j].norm) {
					return true
				}
			}
		}
	}
	return false
}

// justSayWords: to say, to tell, to thank
var justSayWords = normSet("say", "tell", "thank", "dire", "remercier", "ngoul", "nqoul", "nchkrek", "nchkrkom")

// disbeliefWords: seriously, really
var disbeliefWords = normSet("seriously", "serious", "serieux", "sérieux", "serieusement", "sérieusement", "vraiment",
	"really", "bjed", "bjad", "بجد", "بصح", "bse7", "bsse7", "bss7", "wallahi")

// noInDisbelief reports a no followed by "seriously" and then a
// question ("non, sérieux, vous n'avez pas de L ?", "لا، بجد، ما
// عندكمش ...؟"): disbelief, then asked — no refusal.
func noInDisbelief(toks []tok, question bool) bool {
	return question && len(toks) > 3 && openingNo(toks) && disbeliefWordsNum.has(toks[1].nid, toks[1].norm) && clauseStart(&toks[2])
}

var (
	// howPayWords: how
	howPayWords = normSet("how", "comment", "kifach", "kifash", "kif", "كيف", "كيفاش", "وكيفاش", "وكيف")
	// payVerbs: to pay
	payVerbs = normSet("pay", "paye", "paie", "payer", "nkhles", "nkhlas", "nkheles", "nkhls", "ندفع", "ادفع", "أدفع",
		"نخلص", "الدفع", "regle", "règle", "regler", "régler")
)

// yesThenHowPay reports a plain yes or ok, then only how to pay asked
// ("d'accord, je paie comment ?", "iyeh, kifach nkhelles?"): the seen
// sets label the shape asked again, never the yes; a verb of putting in
// said too keeps it ("ok add it, how can i pay").
func yesThenHowPay(toks []tok) bool {
	if !yesOrAck(toks, 0) || firstAnswerVerb(toks, len(toks)) >= 0 {
		return false
	}
	how, pay := false, false
	for i := 1; i < len(toks); i++ {
		if howPayWordsNum.has(toks[i].nid, toks[i].norm) {
			how = true
		}
		if payVerbsNum.has(toks[i].nid, toks[i].norm) {
			pay = true
		}
	}
	return how && pay && len(toks) <= 7
}

// addAskedUnmarked reports "did you put it in" or "have you added one",
// asked without its mark: a question about the add, no yes.
func addAskedUnmarked(toks []tok) bool {
	if len(toks) < 3 {
		return false
	}
	w := toks[0].norm
	return (w == "did" || w == "have" || w == "has" || w == "didnt" || w == "havent") &&
		(toks[1].norm == "you" || toks[1].norm == "u" || toks[1].norm == "ya")
}

// sarcasticYes reports a yes said in scorn: "yeah right" opening, or "as
// if i'd" / "like i'd" after a yes.
func sarcasticYes(toks []tok) bool {
	if len(toks) >= 2 && (toks[0].norm == "yeah" || toks[0].norm == "yea" || toks[0].norm == "ya") && toks[1].norm == "right" {
		return firstAnswerVerb(toks, len(toks)) < 0
	}
	for i := 1; i+1 < len(toks); i++ {
		if (toks[i].norm == "like" || toks[i].norm == "if" && toks[i-1].norm == "as") &&
			(toks[i+1].norm == "id" || toks[i+1].norm == "i") && clauseStart(&toks[i]) {
			return true
		}
	}
	return false
}

// bareNoWorries reports "no worry" (any spelling) said alone (or with a vocative): a
// reassurance, not consent; a yes word or a verb after it keeps the yes.
func bareNoWorries(toks []tok) bool {
	if len(toks) < 2 || toks[0].norm != "no" || !strings.HasPrefix(toks[1].norm, "wor") {
		return false
	}
	for i := 2; i < len(toks); i++ {
		if !vocative(toks[i].norm) && !toks[i].in(hsPleaseWords) && !tailTitlesNum.has(toks[i].nid, toks[i].norm) {
			return false
		}
	}
	return true
}
