package i18n

import "strings"

// Round 38f: heldout34's false yeses and noes (read once round 37 had
// scored it, as the corpus protocol allows), read by shape. heldout34 had
// 21 false yeses and 20 false noes; the shapes below are the ones the
// seen files (heldout34 now among them) label one way. Counts are of
// every seen line a shape matches:
//
//   - a yes said to a parent ("iyeh mama, ana f telephone", "yes mama,
//     kandir commande", "oui maman j'arrive"): a yes word or two, the
//     vocative maybe, then mama, maman, mom, baba, papa, dad, and no verb
//     of saying anywhere ("oui, mama a dit ok", "wakha, mama qalt zidha"
//     relay a yes and stay one). Seen: 43 unclear, 9 yes (all relays).
//     Round 35t's saidToKin35t leaves "mama" out of its address words (a
//     relay names her the same way): the verb of saying tells them apart.
//   - "no problem" opening the message, then in a clause of its own the
//     shopper's own mistake ("ماشي مشكل، غلطت فالرقم", "no problem a
//     khoya, ana li ghlatt"), another thing wanted and nothing put in
//     ("no problem, i just need a hat"), or someone to ask ("…, sawel
//     mrati"); and "machi mochkili" (not my problem) wherever it stands.
//     Seen: 287 lines open on "no problem" and read a yes; 280 are
//     labelled a yes, none of them with one of these tails.
//   - "just saying", "je disais ça comme ça", "كنت أقول فقط": a remark
//     taken back, no answer either way (3 seen lines, all unclear).
//   - "sort of", "kinda" beside a yes: half a yes (one seen line).
//   - a yes word, then "if" at once and a fact ("oui si la livraison est
//     gratuite, zidha", "ok si elle arrive en 24h, zidha"): the README's
//     ruling, a yes made conditional on a fact is unclear. Seen: 423
//     lines of the shape unclear, 3 a yes read unclear already, none a
//     yes read a yes; the two read a yes are labelled unclear.
//
// A yes read where a refusal is said: "of course not", "bien sûr que
// non", "طبعا لا", "بالطبع لا" opening the message, alone in its clause,
// is a no (seen: 10 read a no, 4 a no read unclear, 1 a no read a yes;
// "بالطبع لا أمانع" runs on in its clause and stays a yes).
//
// Noes that are none:
//   - the parcel not to be sent because the shopper comes for it ("لا ما
//     تصيفطوهاش، غادي نجي ناخدها أنا", "ne l'envoie pas, je viens la
//     chercher", "don't ship it, i'll come and pick it up"): a wait, as
//     heldout34 labels its three; with a yes word ("wakha bla ma tsiftha
//     l dar, nji nakhodha mn lmagazin") it stays a yes.
//   - a no word, then only praise ("لالا زوينة", "لا والله إنها جميلة
//     جداً", "la zwina bzaf"): a remark that it is pretty (3 seen lines,
//     all unclear).
//   - "la la la" in Latin letters and nothing but emoji: a song.
//   - a no word, then "de rien" and nothing but an address ("la la de
//     rien", "la de rien a khoya"): seen 2 unclear and 1 none; "la de
//     rien, ma bghit walo daba" runs on to a refusal and stays a no.
//   - "oui mais non" and nothing but an address (3 seen lines unclear,
//     the one that runs on, "…, pas à ce prix-là", a no and kept).
//
// Left, the seen corpus labelling them otherwise: a yes and an add verb,
// then a delivery question ("iyeh zidha, livraison ch7al?": about 140
// seen lines a yes); "pas tout de suite, semaine prochaine" (not now then
// a time: 4 a no, 2 a hold); "non, je vous crois, c'est juste cher" (10
// no, 8 yes beside "I believe you"); "لا أريد الكبيرة، أريد صغيراً" (a no
// then a refinement: mostly labelled a no); sarcasm ("نعم طبعاً، وسأدفع
// ألفي درهم في صحن 😂"); "mdr, ghalia bzaf" (a dear price with a laugh).

var (
	// parentVoc38f: a parent called
	parentVoc38f = tokSet("mama", "ماما", "maman", "mom", "mommy", "mum", "baba", "بابا", "papa", "dad", "daddy")
	// approved38f: a yes relayed as approved (a verb of saying is say38h's)
	approved38f = tokSet("approved", "approuve", "valide")
	// noProblem38f: "no problem" and its kin, opening the message
	noProblem38f = newPhrases32b("no problem", "no prob", "no problemo", "pas de probleme", "pas de souci", "pas de soucis",
		"machi mochkil", "mashi mochkil", "ماشي مشكل", "لا مشكلة", "ma kayn mochkil", "makayn mochkil", "ما كاين مشكل")
	// mine38f: "my problem"
	mine38f = tokSet("mochkili", "mouchkili", "مشكلي")
	// erred38f: the shopper's own mistake
	erred38f = tokSet("ghlatt", "ghlat", "ghltt", "ghlt", "غلطت", "trompe", "trompee", "mistake", "typo")
	// ask38f: someone else to be asked
	ask38f = tokSet("sawel", "swel", "swl", "سول", "ask", "demande", "demandez")
	// justSaying38f: a remark taken back
	justSaying38f = newPhrases32b("just saying", "juste comme ca", "disais ca comme ca", "كنت أقول فقط", "كنت اقول فقط",
		"ghir kangoul", "ghir kan9oul", "ghir kangol")
	// sortOf38f: half a yes
	sortOf38f = newPhrases32b("sort of", "kinda", "kind of")
	// if38f: a condition right after the yes word
	if38f = tokSet("si", "if", "ila", "إلا", "الا", "إذا", "اذا")
	// ofCourseNot38f: a refusal whose first word is a yes's
	courseNot38f = newPhrases32b("of course not", "bien sur que non", "طبعا لا", "بالطبع لا", "tab3an la")
	// pickUp38f: the shopper coming for the parcel
	pickUp38f = newPhrases32b("pick it up", "pick up", "come and get", "come get", "viens la chercher", "viens le chercher",
		"passe la chercher", "passe le chercher", "passe la recuperer", "passe le recuperer", "nji nakhod", "nji nakhodha",
		"nji nakhdha", "نجي ناخد", "نجي ناخدها", "nji nchedha", "نجي نشدها")
	// praise38f, very38f, it38f: "it is pretty", "very"
	praise38f = tokSet("zwina", "zwin", "zwine", "zwiiina", "mzyana", "mzyan", "زوينه", "زوينة", "زوين", "مزيانه", "مزيانة",
		"جميله", "جميلة", "جميل", "belle", "beau", "jolie", "beautiful", "pretty", "nice", "gorgeous", "wa3ra", "واعره")
	very38f   = tokSet("bzaf", "bzf", "بزاف", "جدا", "جداً", "trop", "very", "so", "tres", "really")
	it38f     = tokSet("انها", "إنها", "rah", "راه", "elle", "est", "its", "it", "is", "wallah", "والله", "walah")
	voc38f    = tokSet("a", "ya", "يا", "khoya", "khouya", "khay", "khti", "sahbi", "sa7bi", "sidi", "lalla", "خويا", "ختي", "أخويا", "أختي")
	deRien38f = newPhrases32b("de rien")
	// busy38f: the shopper busy elsewhere or coming to someone
	busy38f = newPhrases32b("jarrive", "im coming", "je suis au telephone", "ana f telephone", "ana f tilifon", "انا فالتيليفون",
		"daba nji", "دابا نجي")
	// leave38f: "I'll leave it"
	leave38f = newPhrases32b("ghadi nkhelliha", "ghadi nkhalliha", "ghadi nkhliha", "غادي نخليها")
	butNo38f = newPhrases32b("oui mais non")
	// cue38f's words: each shape holds one
	gate38f = tokSet("mama", "ماما", "maman", "mom", "mommy", "mum", "baba", "بابا", "papa", "dad", "daddy", "problem", "prob",
		"problemo", "probleme", "souci", "soucis", "mochkil", "مشكل", "مشكلة", "mochkili", "mouchkili", "مشكلي", "saying", "ca",
		"أقول", "اقول", "kangoul", "kan9oul", "kangol", "sort", "kinda", "kind", "si", "if", "ila", "إلا", "الا", "إذا", "اذا",
		"course", "sur", "طبعا", "بالطبع", "tab3an", "pick", "get", "chercher", "recuperer", "nji", "نجي", "zwina", "zwin", "zwine",
		"zwiiina", "mzyana", "mzyan", "زوينه", "زوينة", "زوين", "مزيانه", "مزيانة", "جميله", "جميلة", "جميل", "belle", "beau", "jolie",
		"beautiful", "pretty", "nice", "gorgeous", "wa3ra", "واعره", "la", "rien", "non", "jarrive", "coming", "telephone", "tilifon",
		"فالتيليفون", "nkhelliha", "nkhalliha", "nkhliha", "نخليها")
)

// cue38f reports a word of gate38f: the cue of round38fReading.
func cue38f(w string) bool { return gate38f[w] }

// round38fReading reads the shapes above.
func (x *Understander) round38fReading(a *analysis, u *Understanding) {
	toks := a.toks
	if x.open || len(toks) < 2 || !a.may(cueGate38f) {
		return
	}
	switch u.answer() {
	case DecisionYes:
		if ofCourseNot38f(toks) {
			*u = noOf(*u)
			return
		}
		if parentCalled38f(toks) || noProblemThenElse38f(toks) || hasTok34a(toks, mine38f) || phraseIn37t(justSaying38f, toks) ||
			phraseIn37t(sortOf38f, toks) || yesIfFact38f(toks) || (phraseIn37t(busy38f, toks) || phraseIn37t(leave38f, toks)) && !addVerbIn36f(toks) {
			*u = askedAgain33a(*u)
		}
	case DecisionNo:
		switch {
		case pickedUp38f(toks):
			*u = holdOf(*u)
		case praisedOnly38f(toks) || laLaSung38f(toks) || endsOnAddress38f(deRien38f, toks) || endsOnAddress38f(butNo38f, toks) ||
			phraseIn37t(justSaying38f, toks):
			*u = askedAgain33a(*u)
		}
	}
}

// parentCalled38f reports one or two yes or no words opening the
// message, the vocative maybe, then a parent, and no verb of saying.
func parentCalled38f(toks []tok) bool {
	i := 0
	for i < len(toks) && i < 2 && opener35t[toks[i].norm] {
		i++
	}
	if i == 0 || i >= len(toks) {
		return false
	}
	if vocative33f[toks[i].norm] && i+1 < len(toks) {
		i++
	}
	return parentVoc38f[toks[i].norm] && !relayed38f(toks) && !addVerbIn36f(toks)
}

// relayed38f reports a verb of saying (say38h, "وقالت" by its list
// spelling too) or of approving: someone's yes passed on.
func relayed38f(toks []tok) bool {
	for i := range toks {
		if say38h(&toks[i]) || approved38f[toks[i].norm] {
			return true
		}
	}
	return false
}

// noProblemThenElse38f reports "no problem" opening the message, then,
// in a later clause, the shopper's own mistake, someone to ask, or a want
// with nothing put in.
func noProblemThenElse38f(toks []tok) bool {
	n := noProblem38f.at(toks, 0)
	if n == 0 {
		return false
	}
	for j := n; j < len(toks); j++ {
		if !toks[j].comma {
			continue
		}
		rest := toks[j:]
		return hasTok34a(rest, erred38f) || hasTok34a(rest, ask38f) || wantIn38f(rest) && !addVerbIn36f(toks)
	}
	return false
}

// wantIn38f reports a want, not negated, in toks.
func wantIn38f(toks []tok) bool {
	for i := range toks {
		if wantWord36a(toks[i].norm) && !toks[i].neg || toks[i].norm == "need" || toks[i].norm == "ned" {
			return true
		}
	}
	return false
}

// yesIfFact38f reports a yes word opening the message and "if" right
// after it.
func yesIfFact38f(toks []tok) bool {
	return opener35t[toks[0].norm] && !bareNo(&toks[0]) && if38f[toks[1].norm]
}

// ofCourseNot38f reports "of course not" opening the message, alone in
// its clause.
func ofCourseNot38f(toks []tok) bool {
	n := courseNot38f.at(toks, 0)
	return n > 0 && (n == len(toks) || toks[n].comma || toks[n].sep == '.' || toks[n].asked)
}

// pickedUp38f reports a send verb negated and the shopper coming for
// the parcel, with no yes word.
func pickedUp38f(toks []tok) bool {
	if !phraseIn37t(pickUp38f, toks) || opener35t[toks[0].norm] && !bareNo(&toks[0]) {
		return false
	}
	for i := range toks {
		if !sendVerbWord(toks[i].norm) && !sendVerbWord(toks[i].key) && !strings.HasPrefix(toks[i].key, "envoi") {
			continue
		}
		if toks[i].neg || i > 0 && (negationWord(toks, i-1) || noWord(toks, i-1) || negWord36f[toks[i-1].norm]) ||
			i+1 < len(toks) && toks[i+1].norm == "pas" {
			return true
		}
	}
	return false
}

// praisedOnly38f reports no words opening the message and then only
// praise: an intensifier, "it is", an oath or emoji beside it.
func praisedOnly38f(toks []tok) bool {
	i := 0
	for i < len(toks) && (bareNo(&toks[i]) || repeatedNo(toks[i].norm)) {
		i++
	}
	if i == 0 {
		return false
	}
	praised := false
	for ; i < len(toks); i++ {
		t := &toks[i]
		switch {
		case praise38f[t.norm]:
			praised = true
		case t.emoji || very38f[t.norm] || it38f[t.norm]:
		default:
			return false
		}
	}
	return praised
}

// laLaSung38f reports "la la la" in Latin letters and nothing but emoji.
func laLaSung38f(toks []tok) bool {
	if len(toks) < 3 {
		return false
	}
	for i := range 3 {
		if toks[i].norm != "la" {
			return false
		}
	}
	for i := 3; i < len(toks); i++ {
		if !toks[i].emoji {
			return false
		}
	}
	return len(toks) > 3 // ("la la la" alone is an emphatic no)
}

// endsOnAddress38f reports bare noes or nothing, then a phrase of p,
// then nothing but an address ("la la de rien", "oui mais non a khoya").
func endsOnAddress38f(p phrases32b, toks []tok) bool {
	i := 0
	for i < len(toks) && bareNo(&toks[i]) && p.at(toks, i) == 0 {
		i++
	}
	if i == len(toks) {
		return false
	}
	n := p.at(toks, i)
	if n == 0 {
		return false
	}
	for j := i + n; j < len(toks); j++ {
		if !voc38f[toks[j].norm] && !toks[j].emoji {
			return false
		}
	}
	return true
}
