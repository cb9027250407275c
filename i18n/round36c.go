package i18n

import "strings"

// Round 36c: an add order opening the message, then more in a clause of
// its own — a reason, praise, the seller addressed, where to send it, how
// it will be paid ("zidha, kont kanqelleb 3liha mn chhar", "ajoutez-la,
// j'en rêve depuis des semaines", "yes add it, it's a gift for my
// sister", "iyeh dkhlha, ana f hay nahda", "أضفه، كنت أفكر فيه منذ شهر",
// "zidha a khoya, mabrouk 3likom"): a yes, round 35e's mirror. The
// order is openers ("ok", "iyeh", "واخا", "allez"), a verb of putting in
// un-negated, its fillers (the cart, please, now), the verb said again
// and the seller addressed ("a khoya", "ya sidi"); the more after it
// follows a comma, a stop, an "and" ("w", "et", "و", glued or not).
//
// Counted in every seen corpus file (heldout33 never read): of the 2,187
// messages of that shape, 2,041 are labelled yes, 129 unclear, 9 a wait,
// 8 a no. This reader reads 1,265 of them, all labelled yes (68 of which
// the readers before it left unclear). It leaves alone, each a sub-shape
// the corpus labels unclear, a wait or a no beside its yeses:
//
//   - anything asked (a question mark or a question's word anywhere,
//     "zidha? ana ma glt walo", "oui zidha, mais livraison vers quand?":
//     275 of the shape, 82 of them not yes), and the price asked;
//   - a condition ("ila", "si", "if", "إلا", "إن"), an alternative
//     ("wla la", "ou pas", "sinon"), a but: the corpus splits ("zidha w
//     ila kan chi code promo 7ettou" yes, "wakha zidha w dir lia remise
//     ila kayna" unclear; "oui zidha, mais sifto f wrapping cadeau" yes,
//     "واخا زيدها ولكن عافاك ديرها فالكاغط ديال الكادو" unclear);
//   - a size, a colour, a position, another one (putExcluded32's);
//   - the order taken back or put off: a no word ending its clause or
//     opening one, "la" before a negation or a wait, a wait, a doubt, a
//     joke, "actually", "finalement", "forget it", a removal, a want
//     negated ("ma bghitch daba"), a "not now", a send negated;
//   - something more put in, shown or wanted too: a second verb of
//     putting in ("w zid m3aha …"), "with it", "aussi", "7ta", "أيضا", a
//     verb of showing ("w wrini …", "et montre-moi …"), asking someone
//     ("ghadi nsowlha"), a contact ("tsl biya"), a photo.
//
// Left: the add order whose object is named ("ok add the red dress,
// party is saturday" yes, "ok add the green kaftan" unclear) or run on
// without a comma or an "and" ("zidha ila kant livraison fabor"): the
// corpus splits there.

var (
	// and36c join a second clause to the add order without a comma
	and36c = tokSet("w", "et", "and", "و", "wa")
	// alt36c offer the add order as one of two ("zidha wla la")
	alt36c = tokSet("wla", "ola", "ou", "or", "ولا", "sinon", "otherwise", "إلا", "الا", "ان", "إن", "ويلا", "والا", "وإلا", "واذا", "وإذا", "وان", "وإن", "ولو")
	// also36c: something else besides ("w bghit 7ta tajine", "et je veux aussi les verres")
	also36c = tokSet("ta", "tta", "aussi", "also", "7ta", "hta", "حتى", "حتي", "ايضا", "أيضا", "كذلك", "kman", "m3aha", "m3ah", "m3ahom", "معاها", "معاه", "معه", "معها", "ومعاها", "ومعها", "ومعه")
	// retract36c: the order taken back ("actually", "finalement", "en fait", "forget it")
	retract36c = tokSet("actually", "actualy", "finalement", "fait", "scratch", "oublie", "forget", "nsa", "انس", "انسى", "tomber", "instead", "plutot", "plutôt")
	// doubt36c: a doubt, a joke, money lacking ("maybe", "kanmza7", "can't afford")
	doubt36c = tokSet("maybe", "perhaps", "peut", "peutetre", "ربما", "yemken", "ymken", "ymkn", "يمكن", "kanmzah", "kanmza7",
		"nmza7", "tanmza7", "كنضحك", "كنمزح", "joking", "kidding", "jk", "rigole", "blague", "plaisante", "afford", "broke", "fauche",
		"fauchee", "moyens", "yet", "thinking", "reflechis", "still", "kanfker", "kanfkr", "tswira", "tsawer", "photo", "photos",
		"picture", "pic", "صورة", "صوره", "تصويرة", "تصويره")
	// asks36c: stems of asking someone or being called ("ghadi nsowlha", "tsl biya")
	asks36c = []string{"nsowl", "nsowel", "nsewl", "nsaw", "نسول", "نسال", "نسأل", "ask", "demande", "tsl", "ttasl", "tasl", "تصل",
		"اتصل", "contact"}
	// send36c: stems of sending, negated ("ma tsiftch l marrakech")
	send36c = []string{"sift", "sifet", "tsift", "tsifet", "صيفط", "تصيفط", "سيفط", "send", "ship", "envo", "livr"}
	// show36c: stems of showing or looking for another ("w wrini …", "et montre-moi …")
	show36c = []string{"wri", "weri", "وري", "ارني", "أرني", "montre", "show", "cherche", "chof", "chouf", "شوف"}
)

// round36cReading reads a message that opens on an add order and goes
// on after a comma, a stop or an "and" as a yes, where nothing before it
// read an answer. It runs last in reconsider.
func (x *Understander) round36cReading(a *analysis, u *Understanding) {
	if x.open || u.answer() != DecisionNone || len(a.toks) < 2 || len(a.toks) > 30 || a.question || !a.may(cuePut) {
		return
	}
	if addOrderFirst36c(a.toks) {
		*u = yesAnswer(*u)
	}
}

// addOrderFirst36c reports a message opening on an add order (openers,
// a verb of putting in, its fillers, the seller addressed) and going on
// in a clause of its own, none of its words vetoed.
func addOrderFirst36c(toks []tok) bool {
	i := 0
	for i < len(toks) && putOpeners35e[toks[i].norm] {
		i++
	}
	if i == len(toks) || !putVerb32(&toks[i]) || toks[i].neg || negationShaped(toks[i].norm) {
		return false
	}
	e := orderEnd36c(toks, i)
	if e == len(toks) {
		return false
	}
	if !clauseStart(&toks[e]) && !and36c[toks[e].norm] && !gluedAnd36c(toks[e].norm) {
		return false
	}
	for k := range toks {
		if vetoed36c(toks, i, k) {
			return false
		}
	}
	return true
}

// vetoed36c reports the word at k keeping the add order whose verb is at
// v from being a yes (round36c.go's list of what is left alone).
func vetoed36c(toks []tok, v, k int) bool {
	t := &toks[k]
	w := t.norm
	after := k > v
	switch {
	case t.asked || putExcluded32(toks, k) || siCondition35e(toks, k) || alt36c[w] || until35e[w]:
		return true // asked, a condition, a size, a colour, a position, a but, an alternative
	case after && noAt36c(toks, k):
		return true // "zidha, la, ma tzidhach"
	case holdWords32Num.has(t.nid, w) || looking35e[w] || stopWait[w] || takeBackWords[w] || waitStem(w):
		return true // a wait, a look around
	case mindChanged33b[w] || retract36c[w] || doubt36c[w] || anotherWords[w] || other35e[w] || also36c[w]:
		return true // taken back, a doubt, a joke, another one, something besides
	case after && (removalVerb(t) || forgetVerb(w) || putVerb32(t) || strings.Contains(w, "zid") || strings.Contains(w, "زيد")):
		return true // removed, or a second thing put in ("w zid m3aha …")
	case after && (wantNegated36c(toks, k) || t.neg && hasStem36c(w, send36c) || hasStem36c(w, asks36c) || hasStem36c(w, show36c)):
		return true // "ma bghitch daba", "ma tsiftch l …", "ghadi nsowlha", "w wrini …"
	case wantRefused35e(toks, k) || arabicWantRefused36c(toks, k):
		return true
	case k+1 < len(toks) && (laterNegators[w] && notNowWords[toks[k+1].norm] || w == "with" && (toks[k+1].norm == "it" || toks[k+1].norm == "them")):
		return true // "not now", "and the diffuser with it"
	}
	ri, ok := t.role1()
	return ok && ri.roles&(rQWord|rCond|rShowMore|rPriceQ) != 0 // a question's word, the price asked, more asked
}

// noInterj36c may stand before a no that opens its clause ("ah non").
var noInterj36c = tokSet("ah", "oh", "euh", "hm", "hmm", "wait", "mais", "اه", "آه")

// noAt36c reports a no word said at k: one ending its clause or doubled
// ("la, ma tzidhach", "la la"), "la"/"لا" before a negation or a wait
// ("la ma tzidhach", "لا تسنى"), another no word opening its clause
// ("ah non attends"); not the article ("la robe verte") nor "no" inside
// a clause ("my building has no buzzer").
func noAt36c(toks []tok, k int) bool {
	t := &toks[k]
	if !bareNo(t) {
		return false
	}
	if k+1 == len(toks) || clauseStart(&toks[k+1]) || bareNo(&toks[k+1]) {
		return true
	}
	n := &toks[k+1]
	if t.norm == "la" || t.norm == "لا" {
		return n.neg || negWords32Num.has(n.nid, n.norm) || holdWords32Num.has(n.nid, n.norm) || negationShaped(n.norm)
	}
	return k == 0 || clauseStart(t) || noInterj36c[toks[k-1].norm]
}

var (
	// callTo36c: "a"/"ya" before the one addressed ("a khoya", "ya sidi")
	callTo36c = tokSet("a", "ya", "يا", "آ", "ا")
	// addressed36c: the seller addressed after the order
	addressed36c = tokSet("khoya", "khouya", "sahbi", "sa7bi", "lalla", "lala", "sidi", "akhi", "khti", "khay", "l7aj", "lhaj",
		"m3alem", "chrif", "bro", "خويا", "ختي", "صاحبي", "الغالي", "سيدي", "لالة", "لالا", "اخي", "أخي")
)

// orderEnd36c returns where the add order whose verb is toks[v] ends: past
// its fillers (the cart, please, now, emoji), the verb said again ("zidha
// zidha") and the seller addressed ("a khoya", "ya sidi").
func orderEnd36c(toks []tok, v int) int {
	e := v + 1
	for e < len(toks) && !clauseStart(&toks[e]) {
		t := &toks[e]
		switch {
		case t.emoji || putTail35e[t.norm] || putFillers32Num.has(t.nid, t.norm) || t.norm == toks[v].norm || addressed36c[t.norm]:
			e++
		case callTo36c[t.norm] && e+1 < len(toks) && !clauseStart(&toks[e+1]) && addressed36c[toks[e+1].norm]:
			e += 2
		default:
			return e
		}
	}
	return e
}

// arabicWantRefused36c reports "ما بغيت…" / "ما بغيتهاش", a want refused
// in Arabic script.
func arabicWantRefused36c(toks []tok, k int) bool {
	w := toks[k].norm
	if strings.HasPrefix(w, "مابغي") || strings.HasPrefix(w, "مبغي") {
		return true
	}
	return (w == "ما" || w == "مش") && k+1 < len(toks) && strings.HasPrefix(toks[k+1].norm, "بغي")
}

// hasStem36c reports w opening on one of stems, or on "و" and one.
func hasStem36c(w string, stems []string) bool {
	return hasAnyPrefixList(w, stems) || hasAnyPrefixList(strings.TrimPrefix(w, "و"), stems)
}

// wantNegated36c reports a want negated at k ("ma bghitch", "mabghitch",
// "ما بغيتهاش"): a refusal, or a "not now", told after the order.
func wantNegated36c(toks []tok, k int) bool {
	t := &toks[k]
	w := t.norm
	if !strings.Contains(w, "bghi") && !strings.Contains(w, "بغي") {
		return false
	}
	if t.neg || k > 0 && (toks[k-1].norm == "ma" || toks[k-1].norm == "ما") {
		return true
	}
	return strings.HasPrefix(w, "ma") && strings.HasSuffix(w, "ch") || strings.HasPrefix(w, "م") && strings.HasSuffix(w, "ش")
}

// gluedAnd36c reports an Arabic-script word opening on "و", "and" glued
// to it ("وسير معايا"), not "واحدة", "وحدة", "وردي" whose "و" is theirs.
func gluedAnd36c(w string) bool {
	if !strings.HasPrefix(w, "و") {
		return false
	}
	for _, p := range []string{"واحد", "وحد", "ورد", "وسط", "وزن"} {
		if strings.HasPrefix(w, p) {
			return false
		}
	}
	return true
}
