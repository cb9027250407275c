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
		switch c {
		case dYes, dAck:
			yes = true
		case dThanks, dFiller, dOh:
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
		if t.asked || (i > r && wantish(t)) {
			return false
		}
		if _, c, ok := decisionWords.match(toks, i, len(toks)); ok && i > r &&
			(c == dYesVerb || c == dHold || c == dHoldVerb || c == dBut || c == dMixed || c == dAsking || c == dMore || c == dCalm) {
			return false
		}
	}
	if !clauseStart(&toks[r]) && !saysMore(toks, r+1) {
		// "wakhaaa 7ydha liya 🙏": heldout7 labels it a yes (a
		// reservation misspelt?); without a comma the removal must say
		// more than for whom ("ah msa7ha kolha")
		return false
	}
	return !yesVerbIn(toks[r+1:])
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
	if question || len(toks) < 3 || !bareNos.has(toks[0].key) {
		return false
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
			if !(c == dMore && i > 0 && placeWords[toks[i-1].norm]) {
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
	for _, p := range []string{"command", "order", "9di", "9da", "get", "got", "طلبت", "اشتريت"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// shopInTown reports, within five words from toks[i], a place where one
// buys in person: a shop in town, the souk, a market, "sur place", "en
// vrai" is not one (seeing is not buying).
func shopInTown(toks []tok, i int) bool {
	for j := i; j < len(toks) && j < i+5; j++ {
		w := strings.TrimPrefix(toks[j].norm, "l")
		if townShops[toks[j].norm] || townShops[w] {
			return true
		}
		if toks[j].norm == "sur" && j+1 < len(toks) && toks[j+1].norm == "place" {
			return true
		}
	}
	return false
}

var townShops = plainSet("boutique", "souk", "souq", "sou9", "medina", "mdina", "magasin", "marché", "marche",
	"marjane", "market", "hanout", "7anout", "store", "shop", "supermarket", "supermarché", "souika",
	"السوق", "سوق", "المدينة", "الحانوت", "حانوت", "المول", "مول", "المحل", "محل", "مرجان", "البوتيك")
