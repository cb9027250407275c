package i18n

import "strings"

// askingRefused reports a refusal of the product and, in its own clause
// after it, that the shopper was only asking or looking (round 23a):
// "matzidhach 3afak, ghir kansowel", "ما تزيدهاش عافاك، غير كنسول",
// "la 3afak, ma dirha lpanier, ghir kanswl", "mabghitch lmhm, ghir
// kanswel 3la livraison", "la, kant ghir bghit n3ref taman", "non, rani
// ghir kanchouf". The newer sets (tuning19, tuning21, heldout18 to
// heldout20) label these no; the words of asking alone ("ma bghit walo,
// ghir kanswwel" in decideWords) stay a question. Not when the refusal
// is "nothing" ("ana ma bghit walo mn 3ndk ghir kansowl": heldout4 asks
// again), a worry denied ("la a sahbi ma t9l9ch, ghir kanswl", "la
// c'est pas grave, ghir kansowl": tuning20 asks again), a yes, wait or
// but anywhere, a want or a negation after the asking, or a question.
func askingRefused(toks []tok, question bool) bool {
	if question || len(toks) < 2 {
		return false
	}
	k, n := -1, 0
	for i := 1; i < len(toks); i++ {
		if !toks[i].isOnly() && !askOpenersNum.has(toks[i].nid, toks[i].norm) && !toks[i].isLookAux() {
			continue // (every asking or looking phrase opens on one of these)
		}
		if m, c, ok := decisionWords.match(toks, i, len(toks)); ok && c == dAsking {
			k, n = i, m
			break
		}
		if m := justLooking(toks, i); m > 0 {
			k, n = i, m
			break
		}
	}
	if k < 1 {
		return false
	}
	// the asking in its own clause: a comma before it, or the "I was" /
	// "I am" it opens with ("kant ghir …", "rani ghir …") after one
	s := k
	for s > 0 && !clauseStart(&toks[s]) && askingAuxNum.has(toks[s-1].nid, toks[s-1].norm) {
		s--
	}
	if !clauseStart(&toks[s]) || s < 1 {
		return false
	}
	before := toks[:s]
	if d, more := decideWords(before, false); d != DecisionNo || more || onlyNothing(before) {
		return false // (not "لا شيء، فقط أتفرج": nothing, just browsing)
	}
	for i := range before {
		t := &before[i]
		if t.asked || nothingWordsNum.has(t.nid, t.norm) {
			return false // "ma bghit walo mn 3ndk": nothing refused (heldout4 asks again)
		}
		if _, _, ok := reassurance(before, i); ok {
			return false // "la a sahbi ma t9l9ch": a worry denied
		}
		if _, c, ok := decision1(before, i); ok {
			switch c {
			case dYes, dAck, dSafi, dHold, dHoldVerb, dHoldPrefix, dBut, dMixed, dCalm, dOh, dPraise, dMore:
				return false
			}
		}
	}
	for i := k + n; i < len(toks); i++ {
		t := &toks[i]
		if t.asked || t.neg || negationShaped(t.norm) || wantish(t) || t.objectVerb() {
			return false // "ghir kanswl, zidha", "… ma bghitch" is another shape
		}
		if _, c, ok := decision1(toks, i); ok {
			switch c {
			case dYes, dAck, dYesVerb, dSafi, dHold, dHoldVerb, dHoldPrefix, dBut, dMixed, dCalm, dOh, dPraise, dMore:
				return false
			}
		}
	}
	return true
}

var (
	// askOpeners: the first words of the asking phrases besides "just",
	// "ghir" (decisionWords' dAsking)
	askOpeners = normSet("i'm", "im", "je", "c'était", "cetait", "مجرد", "أسأل", "اسأل", "كنسول")
	// askingAux: "I was", "I am" before "just asking" ("kant ghir
	// bghit n3ref", "rani ghir kanchouf", "ana ghir kanswl")
	askingAux = normSet("kant", "kont", "kunt", "kent", "rani", "rah", "ana", "كنت", "راني", "أنا", "انا", "i", "i'm", "im", "je", "j'étais", "j'etais")
)

// thatsRight reports how many words from toks[i] (before end) say "that's
// right" after a yes ("oui c'est ça, supprimez-la"): "c'est ça", "c ça",
// "that's it", "that's right", "هو هداك"; 0 if none. Said alone "c'est
// ça" may close the chat as well as agree (dMixed).
func thatsRight(toks []tok, i, end int) int {
	if i+1 >= end || clauseStart(&toks[i+1]) {
		return 0
	}
	if thatsWordsNum.has(toks[i].nid, toks[i].norm) && rightWordsNum.has(toks[i+1].nid, toks[i+1].norm) {
		return 2
	}
	return 0
}

var (
	// longerNegators: "لم أعد", "لن", "no longer", "plus"
	longerNegators = normSet("لم", "لن", "ليس", "longer", "plus", "jamais", "never")
	thatsWords     = normSet("cest", "c'est", "c", "thats", "that's", "هو")
	rightWords     = normSet("ca", "ça", "right", "هداك", "هذاك")
)

// wantNoLonger reports a negation between toks[s] and toks[i], in the clause
// of toks[i]: the want there is one no longer held ("7aydha, ma b9itch
// bghitha", "حيدها، ما بقيتش باغيها").
func wantNoLonger(toks []tok, s, i int) bool {
	for j := i - 1; j >= s && j >= i-3; j-- {
		if toks[j].neg || negationShaped(toks[j].norm) || wantNegatorsNum.has(toks[j].nid, toks[j].norm) || longerNegatorsNum.has(toks[j].nid, toks[j].norm) || noLonger(toks[j].norm) {
			return true
		}
		if _, c, ok := decision1(toks, j); ok && c == dNeg {
			return true // "لم أعد أحتاجها"
		}
		if clauseStart(&toks[j]) {
			break
		}
	}
	return toks[i].neg || negationShaped(toks[i].norm)
}

// heldYesVerbIn is yesVerbIn(toks[s:]) but for a want or a need no longer
// held ("ma b9itch bghitha", "لم أعد أحتاجها").
func heldYesVerbIn(toks []tok, s int) bool {
	for i := s; i < len(toks); i++ {
		if yesVerbIn(toks[i:i+1]) && !wantNoLonger(toks, s, i) {
			return true
		}
	}
	return multiWordYesVerb(toks, s)
}

// multiWordYesVerb reports a yes verb of more than one word from toks[s]
// on ("dir lcommande"), which heldYesVerbIn's word-by-word look misses.
func multiWordYesVerb(toks []tok, s int) bool {
	for i := s; i < len(toks); i++ {
		if n, c, ok := decisionWords.match(toks, i, len(toks)); ok && c == dYesVerb && n > 1 {
			return true
		}
	}
	return false
}

// kinSaidNo reports how many words from the kin at toks[i] say that they
// said no, or told the shopper not to buy it (otherRefusedReason, round
// 23a): a verb of saying within two words, then a bare no ("mon mari a
// dit non", "my wife said no", "rajli gal la", "زوجي قال لا"), or a me
// perhaps and a verb of buying or taking negated ("ماما قالت ليا ما
// نشريهاش", "mmi galt lia ma nchrihach", "my husband told me not to buy
// it", "ma mère m'a dit de pas l'acheter"); 0 if none. Not a want or a
// taste told ("ma mère dit que le rouge est joli"), not "told me to buy
// it": the negation must come before the verb of buying.
func kinSaidNo(toks []tok, i int) int {
	j := i + 1
	for j < len(toks) && j <= i+2 && !clauseStart(&toks[j]) && !sayVerbsNum.has(toks[j].nid, toks[j].norm) {
		j++
	}
	if j >= len(toks) || clauseStart(&toks[j]) || !sayVerbsNum.has(toks[j].nid, toks[j].norm) {
		return 0
	}
	k := j + 1
	for k < len(toks) && k <= j+2 && !clauseStart(&toks[k]) && saidToMeNum.has(toks[k].nid, toks[k].norm) {
		k++
	}
	if k < len(toks) && toks[k].isBareNo() {
		return k - i + 1 // said no
	}
	neg := false
	for m := k; m < len(toks) && m <= k+3; m++ {
		if m > k && clauseStart(&toks[m]) {
			break
		}
		t := &toks[m]
		if buyOrTake(t.norm) {
			if neg || t.neg || negationShaped(t.norm) {
				return m - i + 1
			}
			return 0
		}
		neg = neg || t.neg || negationShaped(t.norm) || wantNegatorsNum.has(t.nid, t.norm) || t.isBareNo()
	}
	return 0
}

// buyOrTake: a verb of buying or taking ("nchriha", "نشريها", "acheter",
// "buy", "take", "nakhod", "prendre").
func buyOrTake(w string) bool {
	if buyOrFind(w) {
		return true
	}
	for _, p := range []string{"take", "nakhod", "nakhd", "naxod", "prend", "نخد", "ناخد", "آخذ", "اخذ"} {
		if strings.Contains(w, p) {
			return true
		}
	}
	return false
}

var (
	// sayVerbs: said, says, told
	sayVerbs = normSet("dit", "said", "says", "say", "told", "tells", "gal", "galt", "9al", "9alt", "qal", "qalt", "gat",
		"gatli", "galtli", "galli", "9alli", "قال", "قالت", "قالي", "قاليا", "قالت", "قالتلي", "قالتليا", "قاللي", "gueule")
	// saidToMe: "me", "to me", "lia", "ليا", "que", "de" between the verb
	// of saying and what was said
	saidToMe = normSet("me", "m", "to", "lia", "liya", "lya", "ليا", "لي", "que", "qu", "de", "d")
)

// saidNon reports the word before a closing "non" that makes it a no
// said or concluded, not the tag of a question ("c'est joli, non ?"):
// "a dit non", "donc non", "alors non".
func saidNon(w string) bool {
	return sayVerbs[w] || w == "donc" || w == "alors" || w == "dc"
}
