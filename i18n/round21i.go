package i18n

import "strings"

// ackThenRemoval reports a message opened by a yes or an acknowledgment
// ("ok", "wakha", "oui c'est ça", "حسنًا") and then a verb of taking out
// ("7aydha", "retirez-la", "remove it", "احذفها"), what follows it only
// a word more or a reason: the acknowledgment answers "shall I?" of the
// removal, the removal is the no (the seen sets label "wakha, 7aydha
// liya" no). Not when a negation comes before the verb ("ok, don't
// remove it": kept), when a verb of putting in, a want, a wait, a but,
// more or a question is said (a swap or something asked), nor when
// nothing opens it (a removal alone is left to the rules).
func ackThenRemoval(toks []tok, question bool) bool {
	if question || len(toks) < 2 {
		return false
	}
	r := -1
	for i := range toks {
		if removalVerb(&toks[i]) {
			r = i
			break
		}
	}
	if r < 1 || r > 4 {
		return false
	}
	// Only a yes or an acknowledgment before it, thanks or a please
	// beside ("ok merci, …"; "ok merci" alone is no answer).
	yes := false
	for i := 0; i < r; {
		n, c, ok := decisionWords.match(toks, i, r)
		if !ok || toks[i].neg || negationShaped(toks[i].norm) {
			return false
		}
		if ri, ok := toks[i].role1(); ok && ri.roles&rQWord != 0 {
			return false // "why not, remove the old one": a yes to the new one
		}
		switch c {
		case dYes, dAck:
			yes = true
		case dThanks, dFiller, dOh:
		case dMixed:
			if m := thatsRight(toks, i, r); yes && m > 0 {
				i += m // "oui c'est ça, annulez" (round 23a)
				continue
			}
			return false
		default:
			return false
		}
		i += n
	}
	if !yes {
		return false
	}
	for i := range toks {
		t := &toks[i]
		if t.asked || (i > r && (wantish(t) && !wantNoLonger(toks, r+1, i) || otherOnesNum.has(t.nid, t.norm))) {
			return false // (the other one removed: a swap, "ok, 7ayed lokhra")
		}
		if _, c, ok := decisionWords.match(toks, i, len(toks)); ok && i > r &&
			(c == dYesVerb && !wantNoLonger(toks, r+1, i) || c == dHold || c == dHoldVerb || c == dBut || c == dMixed || c == dAsking || c == dMore || c == dCalm) {
			return false
		}
	}
	if !clauseStart(&toks[r]) && !saysMore(toks, r+1) {
		// "wakhaaa 7ydha liya 🙏": heldout7 labels it a yes (a
		// reservation misspelt?); without a comma the removal must say
		// more than for whom ("ah msa7ha kolha")
		return false
	}
	return !heldYesVerbIn(toks, r+1)
}

// saysMore reports a word from toks[i] on that no list holds as an
// object, a filler or thanks: "kolha", "quand même", "إذن".
func saysMore(toks []tok, i int) bool {
	for j := i; j < len(toks); j++ {
		if toks[j].emoji {
			continue
		}
		if _, c, ok := decisionWords.match(toks, j, len(toks)); ok && (c == dObj || c == dFiller || c == dThanks) {
			continue
		}
		return true
	}
	return false
}

// noThenElsewhere reports a message opened by a bare no ("non merci",
// "la", "no thanks") with a verb of buying, ordering or finding said
// after it and a place that is not the shop near the verb: a shop in
// town, the souk, another site ("non merci, je vais l'acheter en
// boutique", "la, ghanchriha mn souk", "no, i'll get it at the market").
// The no is answered; where the shopper buys instead is its reason (the
// README rules "no then buying elsewhere" a no since the sixteenth
// round). Nothing asked, no yes word, wait or but.
func noThenElsewhere(toks []tok, question bool) bool {
	if question || len(toks) < 3 || !toks[0].isBareNo() {
		return false
	}
	if n, c, ok := decisionWords.match(toks, 0, len(toks)); ok && n > 1 && c != dNo && c != dNeg {
		return false // "no problem, i'll buy it at the store": no no
	}
	found := false
	for i := 1; i < len(toks); i++ {
		t := &toks[i]
		if t.asked {
			return false
		}
		n, c, ok := decisionWords.match(toks, i, len(toks))
		if ok &&
			(c == dYes || c == dAck || c == dHold || c == dHoldVerb || c == dBut || c == dMixed || c == dAsking || c == dMore || c == dCalm) {
			if !(c == dMore && i > 0 && placeWordsNum.has(toks[i-1].nid, toks[i-1].norm)) {
				return false
			}
		}
		if ok && c == dYesVerb && !boughtVerb(t.norm) && !buyOrFindIn(toks[i:min(i+n, len(toks))]) {
			return false // "la, ma nchrihach mn souk, zidha": put in
		}
		if !found && (t.neg || negationShaped(t.norm)) {
			return false // "la, ma ghadich nchriha mn souk": not bought there
		}
		if !found && boughtVerb(t.norm) && (elsewhereAfter(toks, i+1) || shopInTown(toks, i+1)) {
			found = true
		}
	}
	return found
}

// boughtVerb: buying or finding (buyOrFind), ordering ("commandé",
// "ordered") or "9dit" (Darija: I got it), "get" of "i'll get it".
func boughtVerb(w string) bool {
	if buyOrFind(w) {
		return true
	}
	return boughtOpenings.has(w)
}

// boughtOpenings open a verb of ordering or getting (boughtVerb).
var boughtOpenings = newPrefixes("command", "order", "9di", "9da", "get", "got", "طلبت", "اشتريت")

// shopInTown reports, within five words from toks[i], a place where one
// buys in person: a shop in town, the souk, a market, "sur place", "en
// vrai" is not one (seeing is not buying).
func shopInTown(toks []tok, i int) bool {
	for j := i; j < len(toks) && j < i+5; j++ {
		w := strings.TrimPrefix(toks[j].norm, "l")
		if townShopsNum.has(toks[j].nid, toks[j].norm) || townShops[w] {
			return true
		}
		if toks[j].norm == "sur" && j+1 < len(toks) && toks[j+1].norm == "place" {
			return true
		}
	}
	return false
}

// townShops are where else one buys: a shop in town, the souk, the
// mall, another site ("jumia"); a leading "l" (the article) may be glued.
var townShops = normSet("jumia", "amazon", "boutique", "souk", "souq", "sou9", "medina", "mdina", "magasin", "marché", "marche",
	"marjane", "market", "hanout", "7anout", "store", "shop", "supermarket", "supermarché", "souika", "mall",
	"السوق", "سوق", "المدينة", "الحانوت", "حانوت", "المول", "مول", "المحل", "محل", "مرجان", "البوتيك")

// noThenReason reports a message opened by a bare no ("la", "non
// merci", "no thanks", "لا") and then only its reason: a word the lists
// hold as a reason to refuse ("ghalia", "trop cher", "kbira 3liya",
// "too small") or a story of an earlier order ("no, last time the size
// was off", "la, lmrra li fatt …"). The README rules a price too high
// for the shopper a no with or without a no word; with the no said
// first, the reason after it only explains it. Nothing asked, no want
// (the older sets leave "la, kbira, bghit sghira" without a decision),
// no verb of putting in, no yes, wait, but, reassurance or more.
func noThenReason(toks []tok, question bool) (bool, bool) {
	if question || len(toks) < 3 || !toks[0].isBareNo() {
		return false, false
	}
	c := 1
	for c < len(toks) && c <= 3 && !clauseStart(&toks[c]) {
		if _, k, ok := decision1(toks, c); !ok || (k != dThanks && k != dFiller && k != dNo && k != dIntens) {
			break
		}
		c++
	}
	if toks[0].norm == "la" && (c >= len(toks) || !clauseStart(&toks[c])) {
		return false, false // "la moins chère", "la dernière fois …": the French article
	}
	reason, story := false, false
	for i := c; i < len(toks); i++ {
		t := &toks[i]
		if t.asked || wantish(t) {
			return false, false
		}
		if !story && lastTimeAt(toks, i) > 0 {
			story = true
		}
		if i+1 < len(toks) && excessWordsNum.has(t.nid, t.norm) && excessToNum.has(toks[i+1].nid, toks[i+1].norm) {
			reason = true // "kbira 3la weldi", "صغير علينا", "too big for my kitchen"
		}
		_, k, ok := decisionWords.match(toks, i, len(toks))
		if !ok {
			continue
		}
		switch k {
		case dNoObj, dNoWhy:
			reason = true
		case dYes, dAck, dYesVerb, dCalm, dHold, dHoldVerb, dHoldPrefix, dBut, dMixed, dAsking, dMore, dPraise, dOh, dSafi:
			return false, false
		}
	}
	if yesVerbIn(toks[c:]) {
		return false, false
	}
	return reason || story, story
}

// excessWords: a size, weight or price that is a reason when said for
// someone ("kbira 3la weldi", "trop petite pour moi", "غالية علينا");
// excessTo: the "for" said after it.
var (
	excessWords = normSet("kbir", "kbira", "kbera", "sghir", "sghira", "sghera", "ghali", "ghalia", "ghalya", "ghaliya",
		"t9il", "t9ila", "tqil", "tqila", "twil", "twila", "9sir", "9sira", "petit", "petite", "grand", "grande", "cher",
		"chere", "lourd", "lourde", "small", "big", "large", "tight", "expensive", "pricey", "heavy", "long", "short",
		"كبير", "كبيرة", "كبيره", "صغير", "صغيرة", "صغيره", "غالي", "غالية", "غاليه", "تقيل", "تقيلة", "ثقيل", "ثقيلة",
		"طويل", "طويلة", "قصير", "قصيرة")
	excessTo = normSet("3la", "3lia", "3liya", "3lina", "3lih", "3liha", "for", "pour", "على", "عليا", "علي", "علينا",
		"عليه", "عليها")
)

// noButThanks reports a message made only of a no, thanks and a but,
// with please or an acknowledgment beside ("merci mais non", "ok merci
// mais non", "a sahbi la walakin shokran", "لا شكرا بزاف ولكن لا"): the
// but turns no answer around, the no is all that is answered. A courtesy
// is thanks ("kind of you but no", "c'est gentil mais non", round 22b),
// and after the three a plain statement may follow a comma, its reason
// ("thanks but la, budget ma kaykfich": statementAfter); the no may be
// a refusal said whole ("appreciate it, but i'll give it a miss", "not
// for me, thanks though"). Not when asked,
// nor with a yes ("oui mais non": said both ways).
func noButThanks(toks []tok, question bool, u Understanding) bool {
	if question {
		return false
	}
	no, but, thanks := false, false, false
	for i := 0; i < len(toks); {
		t := &toks[i]
		if t.asked {
			return false
		}
		if t.emoji {
			i++
			continue
		}
		if no && but && thanks && i > 0 && clauseStart(t) {
			return statementAfter(toks, i, u)
		}
		if t.isBareNo() {
			no = true // (one word: "لا شكرا" is listed whole)
			i++
			continue
		}
		if n := courtesyAt(toks, i); n > 0 {
			thanks = true
			i += n
			continue
		}
		if t.norm == "though" {
			but = true // "not for me, thanks though"
			i++
			continue
		}
		n, c, ok := decisionWords.match(toks, i, len(toks))
		if !ok {
			return false
		}
		switch {
		case c == dNo && (bareNoSpan(toks[i:i+n]) || !closesAt(toks, i, n) && !nowSaid(toks[i:i+n])):
			no = true // (a refusal said whole: "i'll give it a miss", "not for me"; "but not now" is a later)
		case c == dBut:
			but = true
		case c == dThanks:
			thanks = true
		case c == dFiller || c == dIntens || c == dAck:
		default:
			return false
		}
		i += n
	}
	return no && but && thanks
}

// noButAsked reports a bare no, thanks or please beside it, then a but
// and a request for something else, asked or a show-me ("no thanks but
// do you have it in green", "لا شكرا ولكن وريني شي حاجة فالكحل"): the
// but opens the other request the way a comma does for noThenAsked
// (round 21g). Not with a want after it (labelled both ways), a verb of
// putting in, or "no?" asked first.
func noButAsked(toks []tok, question bool) bool {
	if len(toks) < 3 || !toks[0].isBareNo() || toks[0].asked {
		return false
	}
	b := 0
	for i := 1; i < len(toks) && i <= 4; i++ {
		if toks[i].asked {
			return false
		}
		if toks[i].isBareNo() {
			continue
		}
		_, c, ok := decision1(toks, i)
		if ok && c == dBut {
			b = i
			break
		}
		if !ok || (c != dThanks && c != dFiller && c != dIntens) {
			return false
		}
	}
	if b == 0 || b+1 >= len(toks) {
		return false
	}
	asked := question || questionOpens(toks[b+1:]) || auxAsks(toks[b+1:]) // "… but do you have it in green"
	for i := b + 1; i < len(toks); i++ {
		t := &toks[i]
		asked = asked || t.asked
		if wantish(t) || t.neg || negationShaped(t.norm) {
			return false
		}
		if _, c, ok := decisionWords.match(toks, i, len(toks)); ok {
			switch c {
			case dMore:
				asked = true
			case dYes, dAck, dNo, dNeg, dHold, dHoldVerb, dBut, dMixed, dCalm:
				return false
			}
		}
	}
	return asked && !yesVerbIn(toks[b+1:])
}

// otherOnes: the one removed is another than the one shown ("7ayed
// lokhra", "remove the old one", "enlevez l'ancienne", "احذف القديمة").
var otherOnes = normSet("lokhra", "lakhra", "lokhor", "lokhrin", "khra", "akhra", "other", "others", "old", "older",
	"previous", "first", "autre", "lautre", "ancienne", "ancien", "lancienne", "lancien", "precedente", "premiere",
	"l9dima", "l9dim", "9dima", "9dim", "lqdima", "lwla", "lowla", "الاخرى", "الأخرى", "الاخر", "الآخر", "القديمة",
	"القديم", "اللخرة", "اللخر", "الأولى", "الاولى", "السابقة")

// buysElsewhere reports a verb of buying or getting with a place that
// is not the shop near it, not negated ("ok no problem ill get it at the
// mall", "wakha, ghanchriha mn souk"): whatever yes opens the message, the
// shopper buys somewhere else, so no yes is read (a veto of
// classifierVetoed).
func buysElsewhere(toks []tok) bool {
	for i := range toks {
		if !boughtVerb(toks[i].norm) || toks[i].neg || i > 0 && (toks[i-1].neg || negationShaped(toks[i-1].norm)) {
			continue
		}
		if elsewhereAfter(toks, i+1) || shopInTown(toks, i+1) {
			return true
		}
	}
	return false
}
