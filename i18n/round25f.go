package i18n

// Round 25f: noes read where the no is not one to the cart. "Not this
// one, the other one" picks the other card; a time to come said first,
// then "I can't now", is a wait; a want or a can of paying now or by
// card denied, then paying on delivery or cash, is about how to pay; a
// no, then "I was talking to my daughter", answered someone else; and
// "later!" with its exclamation mark waves goodbye (a bare "later" stays
// the no the seen sets label it). Checked on reconsider's reading, after
// round 24l's.

// round25fReading returns the reading of a message whose no is not one,
// and true; false otherwise (the reading is written to *u only when true).
func round25fReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if d := u.answer(); len(toks) == 0 || d != DecisionNo && d != DecisionAmbiguous {
		return false
	}
	switch {
	case a.exclaims && len(toks) == 1 && byeLaterNum.has(toks[0].nid, toks[0].norm):
		// "later!": a goodbye
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentBye, 0.7)
		return true
	case a.question:
		return false
	case notThisTheOther(toks):
		// "la machi hadi, lokhra", "no, not this, the other": a pick
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentSelect, 0.6)
		return true
	case laterThenCantNow(toks):
		// "f bdayt chhar nchallah, daba ma n9derch": a wait
		*u = holdOf(*u)
		return true
	case payWayDenied(toks):
		// "ma n9derch nkhless b lcarte, ghir cash": how to pay
		*u = u.cleared()
		u.Decision = DecisionNone
		u.Topic = TopicPayment
		*u = u.with(IntentProductQuestion, 0.6)
		return true
	case noMeantElsewhere(toks):
		// "mdr non je parlais à ma fille": another conversation
		*u = unknownOf(*u)
		return true
	}
	return false
}

// byeLater: "later" said as a farewell.
var byeLater = normSet("later", "laters", "l8r")

var (
	// notThisNegs turn down the card shown before a demonstrative
	notThisNegs = normSet("machi", "mashi", "mchi", "ماشي", "مشي", "pas", "not", "ليس", "مش", "non")
	// thisCards: this one, named by a demonstrative ("hadi", "هادي",
	// "celle-ci", "this", "هذه")
	thisCards = normSet("hadi", "hada", "had", "hadik", "hadak", "هادي", "هادا", "هاد", "هادك", "هاديك", "هذه", "هذا",
		"this", "that", "celle", "cele", "celui", "celle-ci", "celui-ci", "ca", "ça")
	// otherCard: the other card, one and definite ("lokhra", "l'autre",
	// "الأخرى"); "lokhrin", "the others" show more, and so does "lkhra"
	// after a refusal, by an earlier ruling the floors keep ("la machi
	// hadi, lkhra" is labelled a no: README, fifteenth round)
	otherCard = normSet("lokhra", "lakhra", "lokhor", "lakhor", "lautre", "l'autre", "الاخرى", "الأخرى", "الاخري",
		"الاخر", "الآخر", "لوخرى", "لخرى", "الخرى")
	// pickTail: what may close the pick ("please", "one", "3afak")
	pickTail = normSet("one", "wa7da", "please", "pls", "plz", "svp", "stp", "3afak", "عفاك", "afak", "merci", "celle", "cele", "la", "là")
)

// notThisTheOther reports a message that turns down this card ("machi
// hadi", "pas celle-ci", "not this one", after a bare no or not) and
// then names the other one alone, as a clause of its own: "no, not this
// one, the other one", "لا، ماشي هادي، الأخرى". A verb before the other
// ("wrini lokhra", show me the other) or the others ("lokhrin") ask for
// more, the no the seen sets label; both refused ("la hadi la lokhra")
// is a no too.
func notThisTheOther(toks []tok) bool {
	i := 0
	for i < len(toks) && i < 2 && bareNo(&toks[i]) {
		i++
	}
	if i+1 >= len(toks) || !notThisNegsNum.has(toks[i].nid, toks[i].norm) || !thisCardsNum.has(toks[i+1].nid, toks[i+1].norm) {
		return false
	}
	j := i + 2
	for j < len(toks) && !clauseStart(&toks[j]) {
		switch toks[j].norm {
		case "one", "ci", "ce", "la", "là", "wa7da":
			j++
			continue
		}
		return false
	}
	if j >= len(toks) {
		return false
	}
	k := j
	if toks[k].norm == "the" && k+1 < len(toks) && toks[k+1].norm == "other" {
		k += 2
	} else if otherCardNum.has(toks[k].nid, toks[k].norm) {
		k++
	} else {
		return false
	}
	for ; k < len(toks); k++ {
		if !pickTailNum.has(toks[k].nid, toks[k].norm) || clauseStart(&toks[k]) && !toks[k].in(hsPleaseWords) {
			return false
		}
	}
	return true
}

var (
	// comingTimes name a time to come: the start or end of the month,
	// tomorrow, next week ("f bdayt chhar", "début du mois", "غدا")
	comingTimes = normSet("bdayt", "bdiyt", "bedayt", "بداية", "بدايت", "أول", "راس", "ras", "rass", "debut", "début", "start", "beginning",
		"ghda", "ghedda", "غدا", "غدوة", "demain", "tomorrow", "next", "prochain", "prochaine", "jay", "jaya", "الجاي",
		"الجاية", "القادم", "القادمة", "weekend", "wikend", "later", "tard")
	// nowCants: "now" and "can't" in the clause after
	cantNow = normSet("n9derch", "n9drch", "nqderch", "نقدرش", "نقدر", "can't", "cant", "cannot", "peux", "peut", "نستطيع",
		"أستطيع", "استطيع")
)

// laterThenCantNow reports a time to come said first, with no negation
// in its clause ("f bdayt chhar nchallah", "next week maybe"), then a
// clause of "now I can't" and nothing else ("daba ma n9derch", "right
// now i can't", "دابا ما نقدرش"): the purchase put off, a wait. "had
// chhar ma n9derch" (this month) is the budget's no.
func laterThenCantNow(toks []tok) bool {
	e := clauseEnd(toks, 1)
	if e >= len(toks) || negIn(toks[:e]) {
		return false
	}
	time := false
	for i := 0; i < e; i++ {
		if comingTimesNum.has(toks[i].nid, toks[i].norm) && (i == 0 || !thisTimeNum.has(toks[i-1].nid, toks[i-1].norm)) {
			time = true
		}
	}
	if !time || clauseEnd(toks, e+1) != len(toks) || len(toks)-e > 5 {
		return false
	}
	now, cant := false, false
	for i := e; i < len(toks); i++ {
		switch w, wID := toks[i].norm, toks[i].nid; {
		case nowProperNum.has(wID, w) || w == "right":
		case cantNowNum.has(wID, w) && (negBefore(toks, i) || i+1 < len(toks) && toks[i+1].norm == "pas") || cantWordsNum.has(wID, w):
			cant = true
		case verbNegatorsNum.has(wID, w) || w == "je" || w == "i" || w == "ana" || w == "أنا" || w == "انا":
		default:
			return false
		}
		if nowProperNum.has(toks[i].nid, toks[i].norm) {
			now = true
		}
	}
	return now && cant
}

var (
	// payNowOrCard: how the shop asks to be paid that the shopper
	// cannot or will not: now, by card, online
	payNowOrCard = normSet("daba", "دابا", "now", "maintenant", "الآن", "الان", "carte", "lcarte", "card", "كارط", "بالكارط",
		"بطاقة", "بالبطاقة", "ligne", "online", "visa")
	// payOnDelivery: cash, the door, the delivery
	payOnDelivery = normSet("cash", "kach", "كاش", "بالكاش", "lbab", "الباب", "bab", "porte", "door", "livraison",
		"delivery", "twsil", "tawsil", "lwosol", "التوصيل", "الاستلام", "espece", "espèces", "especes", "liquide")
	// payWants: the want or the can denied before paying
	payWants = normSet("bghit", "bghitch", "mabghitch", "بغيتش", "بغيت", "n9derch", "n9drch", "nqderch", "nqdrch", "kderch", "نقدرش", "want", "wanna",
		"veux", "peux", "can't", "cant", "cannot", "أريد", "نبغيش", "nbghich")
)

// payWayDenied reports a want or a can of paying denied for now, by
// card or online ("ma bghitch nkhless daba", "ma n9derch nkhless b
// lcarte", "i can't pay by card"), in the first clause, then a clause
// that pays otherwise: cash, at the door, on delivery ("nkhless f lbab",
// "ghir cash"). Not a no to the thing: how it is paid for, asked again.
// A bare no or a refusal said before ("ma bghitch, ma n9derch ...") or
// a question after it keep their readings.
func payWayDenied(toks []tok) bool {
	e := clauseEnd(toks, 1)
	if e >= len(toks) || bareNo(&toks[0]) {
		return false
	}
	want, pay, how := -1, -1, false
	for i := 0; i < e; i++ {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case payWantsNum.has(wID, w) && negBefore(toks, i) || payWantsNum.has(wID, w) && (toks[i].neg || negationShaped(w)):
			want = i
		case payVerbsNum.has(wID, w) && want >= 0 && i-want <= 2:
			pay = i
		case payNowOrCardNum.has(wID, w) && pay >= 0:
			how = true
		}
	}
	if pay < 0 || !how {
		return false
	}
	paid := false
	for i := e; i < len(toks); i++ {
		w, wID2 := toks[i].norm, toks[i].nid
		if verbNegatorsNum.has(wID2, w) || toks[i].neg || negationShaped(w) || bareNo(&toks[i]) {
			return false
		}
		if payOnDeliveryNum.has(wID2, w) {
			paid = true
		}
	}
	return paid
}

var (
	// talkingTo: a verb of talking or writing, said of a talk going on
	// ("je parlais", "kunt kanhder", "i was texting")
	talkingTo = normSet("parlais", "parle", "ecrivais", "écrivais", "repondais", "répondais", "talking", "texting",
		"writing", "replying", "kanhder", "kanhdr", "kanhdar", "kanhdro", "kankteb", "kanktb", "كنهضر", "كنهدر",
		"كنكتب", "كنتكلم", "أتكلم", "اتكلم", "أكلم", "اكلم")
	// talkListener: to or with whom ("à", "m3a", "with", "مع")
	talkListener = normSet("a", "à", "avec", "m3a", "ma3a", "with", "to", "مع", "ل", "l")
	// meantFor: "was for" of a message meant for someone else
	meantWas = normSet("was", "etait", "était", "cetait", "c'etait", "kant", "kan", "كان", "كانت")
	meantFor = normSet("for", "pour", "l", "ل")
)

// noMeantElsewhere reports a no, then the shopper telling it was said
// to someone else: "mdr non je parlais à ma fille", "la, kunt kanhder
// m3a khti", "no sorry that was for my husband". The no answered
// another conversation; nothing negated after it ("non, j'ai parlé à
// mon mari, il veut pas" is a no).
func noMeantElsewhere(toks []tok) bool {
	i := 0
	for i < len(toks) && laughing(toks[i].norm) {
		i++
	}
	if i >= len(toks) || !bareNo(&toks[i]) {
		return false
	}
	said := false
	for j := i + 1; j < len(toks); j++ {
		w, wID := toks[j].norm, toks[j].nid
		if w == "ma" && talkListenerNum.has(toks[j-1].nid, toks[j-1].norm) {
			continue // "à ma fille": my
		}
		if verbNegatorsNum.has(wID, w) || toks[j].neg || negationShaped(w) || bareNo(&toks[j]) {
			return false
		}
		if talkingToNum.has(wID, w) && j+1 < len(toks) && talkListenerNum.has(toks[j+1].nid, toks[j+1].norm) {
			said = true
		}
		if meantWasNum.has(wID, w) && j+1 < len(toks) && meantForNum.has(toks[j+1].nid, toks[j+1].norm) {
			said = true
		}
	}
	return said
}
