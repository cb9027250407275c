package i18n

import "strings"

// Round 23e: heldout21's false nos (the twenty-third round's blind set,
// read only there), each family read by a general rule. Each is no
// refusal of the product shown, whatever no or negation it carries.

// notANo reads the families below in a message read as a no, and
// returns what it is instead: the answer asked again (unclear), a wait,
// a price ceiling or a search.
func notANo(toks []tok, u Understanding) (Understanding, bool) {
	switch {
	case maybeBoth(toks):
		// "yemken nakhodha yemken la", "maybe yes maybe no": a wait
		u.Decision = DecisionHold
		return u.cleared().with(IntentHold, 0.6), true
	case ceilingSaid(toks):
		// "ma nzidch 3la 800", "i won't go above 500": a price ceiling
		u.Decision = DecisionNone
		if u.MaxPrice == 0 {
			u.MaxPrice = ceilingOf(toks)
		}
		u.Query, u.Terms, u.Ordinal = "", nil, 0
		return u.with(IntentRefine, 0.7), true
	case othersAskedFirst(toks):
		// "other colours? ma3jbnich hada": others asked, then why
		u.Decision = DecisionNone
		if u.Intent == IntentCancel || u.Intent == IntentShowMore && u.DropFilter != "" {
			return u.with(IntentRefine, 0.6), true
		}
		return u, true
	case nonCompound(toks):
		// "non-slip", "non toxique": a prefix, not the French no
		u.Decision = DecisionNone
		if u.Intent == IntentCancel {
			return u.cleared().with(IntentUnknown, 0.3), true
		}
		return u, true
	case presenceTold(toks) || wontOfThing(toks) || generalWish(toks) || noMatterOf(toks):
		u.Decision = DecisionNone
		if u.Intent == IntentCancel || u.Intent == IntentConfirm {
			return u.cleared().with(IntentUnknown, 0.3), true
		}
		return u, true
	}
	return u, false
}

// maybeBoth reports "maybe" said twice, the later one with a no or a not
// ("ربما آخذها وربما لا", "yemken nakhodha yemken la", "maybe yes maybe
// no", "peut-être que oui, peut-être que non"): both ways said, a wait.
// Not one "maybe" ("maybe not"), nor a no said outside the two.
func maybeBoth(toks []tok) bool {
	var at []int
	for i := range toks {
		if maybeAt(toks, i) {
			at = append(at, i)
		}
	}
	if len(at) < 2 {
		return false
	}
	last := at[len(at)-1]
	j := last + 1
	if j < len(toks) && (toks[j].norm == "etre" || toks[j].norm == "être") {
		j++
	}
	if j < len(toks) && (toks[j].norm == "que" || toks[j].norm == "qu") {
		j++
	}
	if j >= len(toks) || !(bareNo(&toks[j]) || toks[j].norm == "not" || toks[j].norm == "pas") {
		return false
	}
	for i := range toks {
		if i != j && (bareNo(&toks[i]) || toks[i].neg || negationShaped(toks[i].norm)) {
			return false
		}
	}
	return true
}

func maybeAt(toks []tok, i int) bool {
	w := toks[i].norm
	return toks[i].in(hsMaybeWords) || w == "peut" && i+1 < len(toks) && (toks[i+1].norm == "etre" || toks[i+1].norm == "être")
}

var maybeWords = normSet("maybe", "perhaps", "peut-être", "peutetre", "يمكن", "ربما", "وربما", "ويمكن", "ymken",
	"imken", "yemken", "ymkn", "ymkin", "yimken", "rbma", "robama")

// ceilingSaid reports a price not to be gone above: a negated "go above"
// then an amount ("ma nzidch 3la 800", "ما نزيدش على 500", "i won't go
// above 500", "je dépasse pas 1000"). The bare "ma nzidch" (I won't add)
// stays a no; "nzidhach" (add it) carries the product and is not this.
func ceilingSaid(toks []tok) bool {
	for i := range toks {
		if !ceilingVerb(toks, i) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+3; j++ {
			if clauseStart(&toks[j]) {
				break
			}
			if ceilingAmount(toks[j].norm) {
				return true
			}
			if !abovePrepsNum.has(toks[j].nid, toks[j].norm) && !toks[j].asked {
				break
			}
		}
	}
	return false
}

func ceilingVerb(toks []tok, i int) bool {
	w, wID := toks[i].norm, toks[i].nid
	if goAboveNegNum.has(wID, w) {
		return true
	}
	if !goAboveNum.has(wID, w) {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if ceilingNegsNum.has(toks[k].nid, toks[k].norm) {
			return true
		}
		if clauseStart(&toks[k]) {
			break
		}
	}
	return false
}

var (
	// goAboveNeg: "I won't go above" as one Darija word
	goAboveNeg = normSet("nzidch", "manzidch", "nzidsh", "nfoutch", "manfoutch", "ntfoutch", "نزيدش", "مانزيدش", "نفوتش", "مانفوتش")
	// goAbove: a verb of going above, negated by a word before it
	goAbove     = normSet("above", "over", "exceed", "beyond", "dépasse", "depasse", "dépasser", "depasser", "dépasserai", "depasserai", "أتجاوز", "اتجاوز", "نتجاوز")
	ceilingNegs = normSet("wont", "won't", "not", "never", "dont", "don't", "cant", "can't", "pas", "ne", "jamais", "لن", "لا", "ما")
	abovePreps  = normSet("3la", "3lla", "على", "than", "de", "le", "les", "dh", "dhs", "mad")
)

// ceilingAmount: an amount, "1k" or "1.5k" too.
func ceilingAmount(w string) bool {
	if amount(w) {
		return true
	}
	return strings.HasSuffix(w, "k") && leadingDigits(w) >= 1 && leadingDigits(w) == len(w)-1
}

// ceilingOf is the amount ceilingSaid found, in dirhams (0 if none).
func ceilingOf(toks []tok) int64 {
	for i := range toks {
		w := toks[i].norm
		if !ceilingAmount(w) {
			continue
		}
		n := leadingDigits(w)
		var v int64
		for _, c := range w[:n] {
			v = v*10 + int64(c-'0')
		}
		if strings.HasSuffix(w, "k") {
			v *= 1000
		}
		return v
	}
	return 0
}

// othersAskedFirst reports others asked in a first clause closed by a
// question mark, then the one shown disliked ("kayn lwan khrin?
// hadi ma3jbatnich", "d'autres modèles ? celui-ci me plait pas"): the dislike is the reason
// for asking, and the answer is asked again (the sets label the dislike
// said first, then others, a no: that order is not this).
func othersAskedFirst(toks []tok) bool {
	k := -1
	for i := 1; i < len(toks); i++ {
		if toks[i].asked {
			k = i
			break
		}
	}
	if k < 1 {
		return false
	}
	others := false
	for i := 0; i < k; i++ {
		t := &toks[i]
		if bareNo(t) || t.neg || negationShaped(t.norm) {
			return false
		}
		if _, c, ok := decision1(toks, i); ok && (c == dNo || c == dNeg || c == dYes || c == dYesVerb) {
			return false
		}
		if ri, ok := t.role1(); ok && ri.roles&(rShowMore|rDrop) != 0 {
			others = true
		}
	}
	if !others {
		return false
	}
	for i := k; i < len(toks); i++ {
		t := &toks[i]
		if bareNo(t) || wantish(t) || t.asked && i > k {
			return false // "… la, ma bghitch": a no of its own
		}
	}
	return true
}

// nonCompound reports every no of the message a "non" glued to the word
// after it ("non-slip", "non toxique", "non-woven"): a
// prefix of what is described, not the French no.
func nonCompound(toks []tok) bool {
	found := false
	for i := range toks {
		t := &toks[i]
		if t.norm != "non" {
			if bareNo(t) {
				return false
			}
			continue
		}
		if i+1 >= len(toks) || clauseStart(&toks[i+1]) && toks[i+1].sep != '-' {
			return false
		}
		if !nonHeadsNum.has(toks[i+1].nid, toks[i+1].norm) {
			return false // "non-stick", "non toxique"; "non - merci" stays a no
		}
		found = true
	}
	return found
}

var nonHeads = normSet("stick", "sticks", "slip", "toxic", "toxique", "toxiques", "woven", "tisse", "tissé", "iron",
	"adhesive", "adhesif", "adhésif", "adhésive", "adhesives", "alcoholic", "alcoolise", "alcoolisé", "feu", "flammable",
	"inflammable", "glisse", "glissant", "glissante", "stop")

// presenceTold reports a no, then that the shopper has not left ("la ma
// ghbtch, ghir tfa lia tilifoun", "no i didn't leave, my battery died",
// "non je suis pas parti", "لا ما مشيتش"), or a no then still here:
// told after a follow-up, no answer. Not when an answer follows ("la ma
// mchitch, zidha").
func presenceTold(toks []tok) bool {
	for i := range toks {
		n := presenceAt(toks, i)
		if n == 0 {
			continue
		}
		for k := 0; k < i; k++ {
			if !bareNo(&toks[k]) && !presenceNegsNum.has(toks[k].nid, toks[k].norm) && !presenceSubjectsNum.has(toks[k].nid, toks[k].norm) && !vocative(toks[k].norm) {
				return false
			}
		}
		if d, _ := decideWords(toks[i+n:], false); d != DecisionNone {
			return false
		}
		for k := i + n; k < len(toks); k++ {
			if t := &toks[k]; wantish(t) || t.neg || negationShaped(t.norm) || putVerbAt(toks, k) {
				return false
			}
		}
		return true
	}
	return false
}

// presenceAt is how many words from toks[i] say "I did not leave" or
// "still here"; 0 if none.
func presenceAt(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if leftNegated(w) {
		return 1
	}
	if (w == "ma" || w == "ما") && i+1 < len(toks) && leftNegated(toks[i+1].norm) {
		return 2
	}
	if i+1 < len(toks) && presenceNegsNum.has(wID, w) && leftWordsNum.has(toks[i+1].nid, toks[i+1].norm) {
		return 2
	}
	if i+2 < len(toks) && presenceNegsNum.has(wID, w) && (toks[i+1].norm == "suis" || toks[i+1].norm == "have" || toks[i+1].norm == "havent") && leftWordsNum.has(toks[i+2].nid, toks[i+2].norm) {
		return 3
	}
	return presentAt(toks, i) // "still here" (round 22c)
}

// leftNegated: a Darija "I did not leave" ("mchitch", "ma ghbtch", "ما
// مشيتش").
func leftNegated(w string) bool {
	w = withoutMa(w)
	for _, s := range []string{"mchitch", "mcheetch", "ghbtch", "ghbitch", "ghabtch", "khrjtch", "khrejtch", "مشيتش", "غبتش", "خرجتش"} {
		if w == s {
			return true
		}
	}
	return false
}

var (
	presenceNegs = normSet("didnt", "not", "havent", "never", "pas")
	// presenceSubjects may stand before the negation: "no i didn't leave"
	presenceSubjects = normSet("i", "je", "ana", "im", "suis")
	leftWords        = normSet("leave", "left", "gone", "go", "went", "parti", "partie", "partis")
)

// wontOfThing reports "won't" said of a thing: the Darija want in the
// third person, negated, before a verb of its own ("الكارت ما بغاتش
// تخدم", "lcarte ma bghatch tdouz", "ltelephone ma bghach
// ychargi"): a fault told. Not of someone ("mrati ma bghatch", "bba ma
// bghach nchriha": kin refusing is a no), nor with a no said.
func wontOfThing(toks []tok) bool {
	for i := 0; i+1 < len(toks); i++ {
		if !thirdWontAt(toks[i].norm) {
			continue
		}
		v := toks[i+1].norm
		if clauseStart(&toks[i+1]) || !thirdPersonVerb(v) || buyOrTake(v) || likeVerb(v) || wantish(&toks[i+1]) {
			return false
		}
		for k := range toks {
			if kinWordsNum.has(toks[k].nid, toks[k].norm) || bareNo(&toks[k]) || personPronounsNum.has(toks[k].nid, toks[k].norm) || removalVerb(&toks[k]) {
				return false // "hiya ma bghatch tlbsha, 7aydha": a person's won't, and a removal
			}
		}
		return true
	}
	return false
}

// personPronouns: she, he, they — the won't of a person.
var personPronouns = normSet("hiya", "howa", "huwa", "homa", "هي", "هو", "هوما", "she", "he", "they", "elle", "il", "ils", "elles")

// thirdWontAt: "ma bghatch" and its kin, the third person's "won't".
func thirdWontAt(w string) bool {
	w = withoutMa(w)
	switch w {
	case "bghatch", "bghach", "bghatsh", "bghash", "bghawch", "بغاتش", "بغاش", "بغاوش":
		return true
	}
	return false
}

// thirdPersonVerb: a Darija verb in the third person ("tdouz", "ychargi",
// "تدوز", "يخدم").
func thirdPersonVerb(w string) bool {
	if strings.HasPrefix(w, "ت") || strings.HasPrefix(w, "ي") {
		return len([]rune(w)) >= 3
	}
	return len(w) >= 4 && (w[0] == 't' || w[0] == 'y') && isASCII(w)
}

// generalWish reports a want negated about "something" bad, not the
// product ("ma bghitch nchri chi 7aja mamzyanach", "i don't
// want to waste money on something bad", "je veux pas acheter quelque
// chose de mauvaise qualité"): a wish told, no answer. Not with a no
// said, nor with "this" ("la, ma bghitch nkhsser flousi f hadchi" is a
// no).
func generalWish(toks []tok) bool {
	want := -1
	for i := range toks {
		t := &toks[i]
		if bareNo(t) || demo(t) || shownWords.hasTok(t) || thisStuffNum.has(t.nid, t.norm) {
			return false
		}
		if want < 0 && wantish(t) && (t.neg || negationShaped(t.norm) || i > 0 && wantNegatorsNum.has(toks[i-1].nid, toks[i-1].norm)) {
			want = i
		}
	}
	if want < 0 {
		return false
	}
	for j := want + 1; j < len(toks); j++ {
		if clauseStart(&toks[j]) {
			return false
		}
		if !indefiniteNum.has(toks[j].nid, toks[j].norm) {
			continue
		}
		for k := j + 1; k < len(toks) && k <= j+4; k++ {
			if clauseStart(&toks[k]) {
				break
			}
			if toks[k].neg || negationShaped(toks[k].norm) || badWordsNum.has(toks[k].nid, toks[k].norm) {
				return true
			}
		}
	}
	return false
}

var (
	thisStuff  = normSet("hadchi", "hadshi", "هادشي", "هذا", "ceci", "ça", "ca")
	indefinite = normSet("chi", "chy", "شي", "something", "anything", "quelque", "qqch", "شيء", "شيئا")
	badWords   = normSet("khayba", "khayeb", "khayb", "5ayba", "خايبة", "خايب", "bad", "poor", "mauvais", "mauvaise", "nul",
		"nulle", "رديء", "رديئة", "rdi2", "fake", "ta9lid", "تقليد")
)

// noMatterOf reports "doesn't matter" or "not important" said of what
// the shopper names ("لا يهمني المقاس، المهم الثمن", "lloun ma
// kayhmnich", "peu importe la couleur", "the size doesn't matter"): the
// choice left open, no answer. "لا يهمني" alone (not interested) is a
// no, and stays one.
func noMatterOf(toks []tok) bool {
	for i := range toks {
		if !matterAt(toks, i) || !matterDenied(toks, i) {
			continue // "la couleur est importante pour moi": it matters
		}
		for j := range toks {
			if j != i && aspectWordsNum.has(toks[j].nid, toks[j].norm) {
				return true
			}
		}
	}
	return false
}

// matterDenied reports the "matters" at toks[i] denied: glued ("ma
// kayhmnich"), a negator or "peu" right before ("لا يهمني",
// "doesn't matter", "peu importe", "pas important").
func matterDenied(toks []tok, i int) bool {
	t := &toks[i]
	if t.neg || negationShaped(t.norm) || strings.HasPrefix(t.norm, "ma") && len(t.norm) > 4 {
		return true
	}
	if i == 0 {
		return false
	}
	w := toks[i-1].norm
	return negators.hasTok(&toks[i-1]) || w == "peu" || w == "doesnt" || w == "dont" || w == "pas" || w == "not"
}

func matterAt(toks []tok, i int) bool {
	w := withoutMa(toks[i].norm)
	for _, p := range []string{"يهم", "kayhm", "kayhem", "yhm", "yhem", "matter", "importe", "important", "mohim", "mouhim", "مهم"} {
		if strings.HasPrefix(w, p) || strings.HasPrefix(toks[i].key, p) {
			return true
		}
	}
	return false
}

var (
	aspectWords = normSet("اللون", "الون", "لون", "المقاس", "القياس", "الحجم", "الشكل", "الماركة", "الجودة", "الجوده", "الثمن",
		"lloun", "llon", "lon", "loun", "l9yas", "lma9ass", "lmodel", "lmarka", "jawda", "ljawda", "couleur", "taille",
		"modele", "modèle", "marque", "forme", "qualite", "qualité", "color", "colour", "size", "brand", "shape", "quality",
		"model", "pointure")
)
