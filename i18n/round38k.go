package i18n

import "strings"

// Round 38k: three yeses the rules left unread, read by shape.
//
// How many, said after a plain yes with what is counted ("oui 3 pièces
// svp", "yes, 2 of them khoya", "wakha nakhod jouj mnha", "نعم قطعتان",
// "واخا أخويا جوج منها"): testdata/understanding/README.md rules "a yes
// with a quantity ("yes, 3 of them")" `confirm` (the twenty-seventh
// round's rulings). Read (yesCount38k): plain yes words opening the
// message (yes36b's, "yeah", "yep", "eyh", "ah", a filler or the seller
// addressed between them), then at most a verb of putting in or taking
// ("dir liya", "nakhod", "take"), which may open the message alone
// ("زيد ٢ منها", "sift lia 2 mnha"), then a count of two or more and what
// is counted right after it: pieces ("pièces", "pcs", "قطع", an Arabic
// dual "قطعتين" alone), "of them", "of those", "mnha",
// "منها", "dyalhom", "ديالها". After it, nothing but fillers and whom
// it is for ("wa7da l mmi w wa7da l khalti", "for the family"), or "if
// possible".
//
// Counted over every seen corpus line (heldout35 and heldout36 never
// read): the lines of this shape are 93, all labelled yes (72 read yes
// before, 21 read here). The wider family, a count of two or more right
// before what is counted anywhere in the line, is 180 yes, 21 unclear,
// 20 none, 14 no, 1 hold; the shape leaves out, where labels split or
// read otherwise:
//
//   - a but ("oui mais 2 pièces" yes, "oui mais 2 pièces machi wa7da",
//     "oui je veux bien mais en 2 exemplaires", "إيه ولكن بغيت جوج
//     ديالهم" unclear: 1 yes, 3 unclear): the README's yes that changes
//     the quantity;
//   - a want between the yes and the count ("نعم أريد قطعتين", "wakha,
//     rani bghit deux pièces" yes, "نعم أريد ثلاث قطع" unclear: 2 yes, 1
//     unclear), the twentieth round's "a plain yes then I want N", which
//     yesThenCount (round 21d) reads unclear without what is counted;
//   - "sure" opening ("sure, two of them" yes, "sure, two of them pls"
//     unclear), "ça me va" between ("oui ça me va, 2 exemplaires svp"
//     unclear), a condition before the count ("oui si possible en deux
//     exemplaires" yes): a line or two each, split or alone; copies
//     ("oui, 3 exemplaires": unclear as rounds 20b and 30a pin it, one
//     seen line of the shape, unclear) are not what is counted here;
//   - anything asked, a colour or a size ("dir liya jouj mnha, wa7da
//     zr9a w wa7da khdra", unclear: two colours; "… بمقاس M"), a
//     position ("قطعتان من الأولى": a count from a card, a pick),
//     "already" or a having ("i have two of these at home already", a
//     no), a negation, a wait, a product named ("jabador 2 pieces", a
//     search).
//
// "Don't forget to add it / send it" ("لا تنساش تزيدها", "ماتنساش
// تصيفطها", "لا تنسي إرسالها غدا", "لا تتأخر في إضافتها"): the README
// rules "la tnsach tzidha" `yes` (a no word that negates a refusal or a
// wait, the thirty-fifth round); its Latin Darija, French and English
// forms were read already, the Arabic-script ones read a no by "لا" and
// asked again by round 37t ("don't forget" opening a no). Read
// (dontForget38k): a negated forget or delay opening the message ("لا
// تنس…", "ما تنساش", "ماتنساش", "لا تتأخر في", "ma tnsach", "don't
// forget to", "n'oubliez pas de"), then a verb of adding, putting or
// sending (or its noun: "إرسالها", "إضافتها") whose object is the card
// itself, a suffixed pronoun ("تزيدها", "tsiftha", "l'ajouter"), then
// nothing but "to me", now, today, tomorrow, quickly. The shape holds 21
// seen lines, all yes (12 read yes before, 9 read here). Of all the seen
// lines that open on "don't forget" with a verb of adding or sending
// after it, one more is unclear ("la, ma tnsawch tzidha": a no opens it,
// not the forget), and these are left: the invoice, a gift card or
// wrapping as the object ("ma tnsach tzid lia lkarta dyal
// lhdiya", "la tnsach tsift lfatura m3aha", "ma tnsach tghlfha mzyan":
// 6 unclear, a request beside the card), "ma tnsawhach" (no verb, 1
// yes), "ne l'oubliez pas dans le panier" (1 yes).
//
// "Checkout" said alone ("checkout", "checkout daba 3afak", "إتمام
// الشراء", "أريد إتمام الطلب"): the README's "checkout" `confirm`
// (the twenty-fourth round's rulings). Read (checkout38k): "checkout" or "إتمام"
// then "الشراء"/"الطلب", the whole message but a plain yes or a want
// before it and now or a filler after it. Of the seen lines holding
// "checkout" or "إتمام" (30): 21 yes, 4 hold ("I'm at the checkout",
// "أعود غدا لإتمام الشراء"), 2 no (a negated want), 3 unclear (asked, "help me finish the order", "a call to
// finish the order"). The shape holds 7 of them, all yes (1 read yes
// before, 6 read here).
//
// Each shape is read only where nothing before it read a yes (a no for
// "don't forget" only), nothing is asked, and no wait or a condition is
// said; none turns a line labelled otherwise into a yes.

var (
	// yes38k: plain yes words that may open the count (yes36b's and
	// these; not "sure", not "safi")
	yes38k = tokSet("yeah", "yep", "yup", "eyh", "ah", "aah", "آه", "اه", "ewa")
	// take38k: a verb of taking before the count ("nakhod jouj mnha",
	// "i'll take 2 of them", "je prends deux pièces")
	take38k = tokSet("nakhod", "nakhd", "nkhod", "ناخد", "ناخذ", "take", "prends", "prendrai")
	// subject38k: the shopper before the verb ("i'll take", "je prends")
	subject38k = tokSet("il", "ill", "i", "je")
	// counted38k: what is counted, right after the count
	counted38k = tokSet("pieces", "piece", "pcs", "mnha", "mnhom", "menha", "menhom", "minha", "mnhoum",
		"منها", "منهم", "dyalhom", "dyalha", "ديالهم", "ديالها", "قطع", "حبات")
	// dual38k: a dual of pieces, the count and what is counted at once
	dual38k = tokSet("قطعتين", "قطعتان")
	// of38k: "of them", "of those" after the count
	of38k = tokSet("them", "those", "these", "em")
	// tail38k: what may follow the count: fillers, whom it is for, one
	// for each ("wa7da liya w wa7da l khalti", "for the family", "one for
	// me one for my sister")
	tail38k = tokSet("svp", "stp", "please", "pls", "plz", "3afak", "عافاك", "khoya", "khouya", "akhay", "for", "pour", "l", "li",
		"lia", "liya", "ليا", "لي", "ل", "the", "my", "ma", "mon", "mes", "family", "famille", "one", "une", "un", "wa7da", "wa7ed",
		"wa7d", "واحدة", "وحدة", "واحد", "وأخرى", "واخرى", "w", "و", "and", "et", "me", "moi", "mmi", "mama", "khti", "khalti",
		"sister", "soeur", "brother", "frere", "mother", "mere", "mom", "girls", "filles", "ana", "أنا", "انا", "من", "فضلك",
		"فضلكم", "اخري", "واخري")
	// kin38k: whom it is for, said in Arabic script with "ل" glued
	// ("لأختي", "للحماة")
	kin38k = tokSet("اختي", "ختي", "امي", "مي", "حماه", "بناتي", "بنتي", "خويا", "اخي", "ابني", "زوجتي", "مراتي")
	// forgetVerb38k: a verb of adding, putting or sending, or its noun,
	// after "don't forget" ("tzidha", "تصيفطها", "إرسالها", "l'ajouter")
	forgetVerb38k = []string{"تزيد", "تصيفط", "تضيف", "تحط", "تدخل", "ترسل", "ارسال", "اضافت", "tzid", "tsift", "tsifet", "t7ot",
		"tdkhl", "ajouter", "lajouter", "envoyer", "lenvoyer", "mettre", "lamettre", "lemettre"}
	// forgetTail38k: what may follow: to me, now, today, tomorrow, quickly
	forgetTail38k = tokSet("ليا", "لي", "liya", "lia", "daba", "دابا", "الآن", "الان", "lyoum", "اليوم", "ghda", "غدا", "غدوة",
		"بسرعه", "bsr3a", "dghya", "دغيا", "3afak", "عافاك", "svp", "please")
	// checkoutAfter38k: what may follow a checkout: now, please
	checkoutAfter38k = tokSet("daba", "دابا", "now", "maintenant", "الآن", "الان", "3afak", "عافاك", "svp", "please", "pls",
		"من", "فضلك", "فضلكم")
)

// cue38k reports a word one of round38kReading's shapes is read at:
// what is counted, a forget or delay, a checkout (cues.go).
func cue38k(w string) bool {
	return counted38k[w] || dual38k[w] || w == "them" || w == "those" || w == "checkout" || w == "اتمام" ||
		strings.Contains(w, "تنس") || strings.Contains(w, "tnsa") || w == "تاخر" || strings.Contains(w, "oubli") ||
		w == "forget"
}

// round38kReading reads a yes with how many and what is counted, "don't
// forget to add it" and "checkout" said alone as a yes, where nothing
// before it read one.
func (x *Understander) round38kReading(a *analysis, u *Understanding) {
	toks := a.toks
	if x.open || a.question || len(toks) == 0 || len(toks) > 16 || !a.may(cueGate38k) {
		return
	}
	d := u.answer()
	if d == DecisionYes || d == DecisionHold {
		return
	}
	switch {
	case d == DecisionNo:
		if dontForget38k(toks) {
			*u = yesAnswer(*u)
		}
	case u.Color != "" || u.Size != "":
	case yesCount38k(toks) || dontForget38k(toks) || checkout38k(toks):
		*u = yesAnswer(*u)
	}
}

// yesCount38k reports plain yes words opening toks, at most a verb of
// putting in or taking, then a count of two or more and what is counted,
// then nothing but fillers and whom it is for.
func yesCount38k(toks []tok) bool {
	i, yes := 0, false
	for ; i < len(toks); i++ {
		t := &toks[i]
		if yes36b[t.norm] || yes36b[t.key] || yes38k[t.norm] {
			yes = true
			continue
		}
		if _, c, ok := decision1(toks, i); ok && c == dFiller && !wantish(t) {
			continue // "3afak", "khoya", "pls"
		}
		break
	}
	if i == len(toks) || !yes && !putVerbAt(toks, i) && !take38k[toks[i].norm] {
		return false // a plain yes or a verb of putting in or taking opens it
	}
	for k := i; k < len(toks) && k < i+3 && !bareCount(&toks[k]) && !dual38k[toks[k].norm]; k++ {
		t := &toks[k]
		if !(putVerbAt(toks, k) || take38k[t.norm] || subject38k[t.norm] || addFiller[t.norm] || t.norm == "liya" || t.norm == "lia") || t.neg || wantish(t) {
			return false
		}
		i = k + 1
	}
	if i == len(toks) {
		return false
	}
	c := &toks[i]
	e := i + 1
	switch {
	case dual38k[c.norm]:
	case !bareCount(c) || oneCountNum.has(c.nid, c.norm) || c.norm == "1":
		return false
	case e < len(toks) && counted38k[toks[e].norm]:
		e++
	case e+1 < len(toks) && toks[e].norm == "of" && of38k[toks[e+1].norm]:
		e += 2
	default:
		return false
	}
	for k := e; k < len(toks); k++ {
		t := &toks[k]
		if ifPossible38k(toks, k) {
			k++
			continue
		}
		if !tail38k[t.norm] && !tail38k[t.key] && !bareCount(t) && !(strings.HasPrefix(t.norm, "ل") && kin38k[strings.TrimPrefix(t.norm, "ل")]) {
			if _, cl, ok := decision1(toks, k); !ok || cl != dFiller && cl != dObj && cl != dThanks || wantish(t) {
				return false
			}
		}
		if t.neg || but36b[t.norm] || cond36b[t.norm] || wait36b[t.norm] || t.asked {
			return false
		}
	}
	return true
}

// ifPossible38k reports "if possible", "si possible", "إن أمكن" at k.
func ifPossible38k(toks []tok, k int) bool {
	return k+1 < len(toks) && (cond36b[toks[k].norm] || toks[k].norm == "ان") && possible37a[toks[k+1].norm] &&
		!you37a[toks[k+1].norm]
}

// dontForget38k reports a negated forget or delay opening toks, then a
// verb of adding or sending whose object is the card (a suffixed
// pronoun), then nothing but to me, a near time, quickly or please.
func dontForget38k(toks []tok) bool {
	i := forgetOpen38k(toks)
	if i == 0 || i >= len(toks) || clauseStart(&toks[i]) {
		return false
	}
	if w := toks[i].norm; w == "في" || w == "to" || w == "de" || w == "ان" || w == "أن" {
		i++ // "لا تتأخر في إضافتها", "don't forget to …", "n'oubliez pas de …", "لا تنس أن …"
	}
	if i >= len(toks) || clauseStart(&toks[i]) || !cardVerb38k(toks, i) {
		return false
	}
	for k := i + 1; k < len(toks); k++ {
		if !forgetTail38k[toks[k].norm] && !(toks[k].norm == "it" && k == i+1) {
			return false
		}
	}
	return true
}

// forgetOpen38k is how many words open toks as a negated forget or delay
// ("لا تنساش", "ماتنساش", "ma tnsach", "لا تتأخر", "don't forget",
// "n'oubliez pas"), 0 for none.
func forgetOpen38k(toks []tok) int {
	if len(toks) < 2 {
		return 0
	}
	w0, w1 := toks[0].norm, toks[1].norm
	switch {
	case strings.HasPrefix(w0, "ماتنس") || strings.HasPrefix(w0, "matns"):
		return 1
	case (w0 == "لا" || w0 == "ما" || w0 == "la" || w0 == "ma") && (strings.HasPrefix(w1, "تنس") || strings.HasPrefix(w1, "tns") || w1 == "تاخر"):
		return 2
	case w0 == "dont" && w1 == "forget":
		return 2
	case w0 == "do" && w1 == "not" && len(toks) > 2 && toks[2].norm == "forget":
		return 3
	case strings.HasPrefix(w0, "noubli") && w1 == "pas":
		return 2
	}
	return 0
}

// cardVerb38k reports at k a verb of adding or sending (or its noun)
// whose object is the card: a suffixed "ها"/"ه", "ha"/"o", an elided
// "l'" ("l'ajouter"), or "it" after it.
func cardVerb38k(toks []tok, k int) bool {
	w := toks[k].norm
	for _, s := range forgetVerb38k {
		if !strings.HasPrefix(w, s) {
			continue
		}
		rest := w[len(s):]
		switch {
		case rest == "ها" || rest == "ه" || rest == "هم" || strings.HasSuffix(w, "ها") && len(rest) <= 4:
			return true
		case rest == "ha" || rest == "o" || rest == "oha" || rest == "h" || rest == "ah":
			return true
		case strings.HasPrefix(s, "l") && rest == "":
			return true // "l'ajouter", "l'envoyer"
		}
	}
	return (w == "add" || w == "send" || w == "put") && k+1 < len(toks) && toks[k+1].norm == "it"
}

// checkout38k reports "checkout" or "إتمام الشراء/الطلب" as the whole
// message, but plain yes words or a want before it and now or please
// after it.
func checkout38k(toks []tok) bool {
	at := -1
	for i := range toks {
		if w := toks[i].norm; w == "checkout" || w == "اتمام" && i+1 < len(toks) && (toks[i+1].norm == "الشراء" || toks[i+1].norm == "الطلب") {
			at = i
			break
		}
	}
	if at < 0 {
		return false
	}
	for i := 0; i < at; i++ {
		t := &toks[i]
		if t.neg || !(yes36b[t.norm] || yes38k[t.norm] || wantish(t) && i == at-1) {
			return false
		}
	}
	e := at + 1
	if toks[at].norm == "اتمام" {
		e++
	}
	for k := e; k < len(toks); k++ {
		if !checkoutAfter38k[toks[k].norm] {
			return false
		}
	}
	return true
}
