package i18n

import "strings"

// removalAlone reports a message opened by a verb of taking out or
// cancelling, please beside it, and then only what is taken out and from
// where: a word the shop sells, an article or a pointing word, a word for
// the item, the cart or the order ("7ayed dak l caftan", "supprimez
// l'article svp", "أزل الساعة من سلة المشتريات", "retirez le caftan de
// ma commande svp"). The seen sets label every such line no; a removal
// of anything else ("remove the price filter", "annule le rendez-vous de
// demain", "cancel my newsletter") stays unclear, since any word outside
// those classes stops the rule. Not when asked or negated ("don't remove
// it" keeps it), nor with anything said after a comma.
func removalAlone(toks []tok, question bool) bool {
	if question || len(toks) < 2 {
		return false
	}
	r := 0
	for r < len(toks) && r < 2 && toks[r].in(hsPleaseWords) {
		r++
	}
	if r >= len(toks) || toks[r].neg || negationShaped(toks[r].norm) {
		return false
	}
	// Words of any kind may name the thing when the cart or the order
	// is named after them ("احذف البطارية الخارجية من طلبي", "take the
	// phone case out of my cart"); "take … out" takes out only then.
	take := toks[r].norm == "take"
	if !take && !removalVerb(&toks[r]) {
		return false // the cheap test first: most messages open on no such verb
	}
	place := 0
	for i := len(toks) - 1; i > r; i-- {
		if cartPlace(toks[i].norm) || cancelledOrder(toks[i].norm) {
			place = i
			break
		}
	}
	if take && !(place > 0 && outBefore(toks, r+1, place)) {
		return false
	}
	target := false
	for i := r + 1; i < len(toks); i++ {
		t := &toks[i]
		if t.asked || t.neg || t.comma || t.emoji {
			return false
		}
		w, wID := t.norm, t.nid
		switch {
		case t.shop || removedThingsNum.has(wID, w) || cartPlace(w) || cancelledOrder(w):
			target = true
		case removalGlueNum.has(wID, w) || t.in(hsPleaseWords):
		default:
			if _, c, ok := decision1(toks, i); ok && (c == dThanks || c == dObj) {
				target = target || c == dObj
				continue
			}
			if i < place {
				target = true
				continue
			}
			return false
		}
	}
	return target
}

// outBefore reports "out" among toks[i:e] ("take it out of my cart").
func outBefore(toks []tok, i, e int) bool {
	for ; i < e; i++ {
		if toks[i].norm == "out" {
			return true
		}
	}
	return false
}

// cancelledOrder: the order, as a thing cancelled ("commande", "order",
// "طلبي", "الطلبية", "lcommande").
func cancelledOrder(w string) bool {
	for _, p := range []string{"comand", "command", "lcomand", "lcommand", "order", "طلب", "الطلب", "الكوموند", "lkoman", "lkomman"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

var (
	// pleaseWords said before or after the removal.
	pleaseWords = plainSet("please", "pls", "plz", "svp", "stp", "3afak", "3fak", "afak", "عافاك", "فضلك", "رجاء", "رجاءً")
	// removedThings: the item by a general name, or the whole of it.
	removedThings = plainSet("article", "larticle", "produit", "lproduit", "item", "product", "المنتج", "المنتوج",
		"lmontaj", "all", "everything", "tout", "kolchi", "kamel", "kamla", "كلشي", "كل", "المشتريات", "it", "la", "le",
		"lui", "ha", "them", "les")
	// removalGlue: articles, pointing words, from, of, my.
	removalGlue = plainSet("the", "this", "that", "these", "those", "my", "from", "of", "out", "le", "la", "les", "l",
		"ce", "cet", "cette", "ces", "de", "du", "des", "d", "mon", "ma", "mes", "dak", "dik", "had", "hadak", "hadik",
		"dok", "lhad", "mn", "men", "f", "liya", "lia", "li", "dyali", "داك", "ديك", "هاد", "هادي", "هادا", "ذلك", "تلك",
		"هذا", "هذه", "من", "ليا", "لي", "ديالي", "ف", "dans", "in")
)

// auxAsks reports toks opening on an English auxiliary then who or
// what it asks of ("do you have it in green", "is there a bigger one",
// "can u show me …"), or the French "vous avez", "avez-vous", "est-ce":
// a question without its mark, as questionOpens reads a question word.
func auxAsks(toks []tok) bool {
	if len(toks) < 2 {
		return false
	}
	a, b, bID := toks[0].norm, toks[1].norm, toks[1].nid
	switch a {
	case "do", "does", "can", "could", "have", "is", "are", "would":
		return auxSubjectsNum.has(bID, b)
	case "vous":
		return b == "avez" || b == "auriez" || b == "pouvez" || b == "pourriez"
	case "avez", "auriez", "estce":
		return true
	case "est":
		return b == "ce"
	}
	return false
}

var auxSubjects = plainSet("you", "u", "ya", "it", "they", "there", "we")

// plainYesBefore reports a yes word among toks ("oui", "yes", "iyeh").
func plainYesBefore(toks []tok) bool {
	for i := range toks {
		if _, c, ok := decision1(toks, i); ok && c == dYes {
			return true
		}
	}
	return false
}

// butNoTag reports a message read as asked only for its last words
// "mais non", with no question mark and no yes before ("merci mais
// non", "ok merci mais non."): the no the but turns to, not a tag
// question; "oui merci mais non" is said both ways. The question stays
// for the rules and the classifier; only noButThanks hears the no.
func butNoTag(text string, toks []tok) bool {
	n := len(toks)
	return n >= 3 && toks[n-1].key == "non" && toks[n-2].key == "mais" &&
		!strings.ContainsAny(text, "?؟¿⁇❓❔？﹖⸮") && !plainYesBefore(toks[:n-2])
}
