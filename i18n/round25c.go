package i18n

import (
	"slices"
	"strings"
)

// Round 25c: labelled yeses the rules left unclear, read by their shape.
//
// Each shape is a yes with a part around it that changes nothing of what
// is put in the cart, but that the rules read as a word they do not
// know, or as a veto:
//
//   - a yes, then how it is sent, paid, wrapped or billed ("wakha,
//     emballage cadeau svp", "oui et faites un paquet cadeau", "واخا،
//     صيفطها لتطوان", "yes add it, i'll pay by card") — a yes then how it
//     is delivered is a yes when nothing in the instruction is a
//     condition, a question, a later, a negation or another thing;
//   - a yes, then why, for whom or for what occasion ("oui car j'en ai
//     besoin pour samedi", "iyeh zidha, l mmi hadi", "yes add it, it's
//     a gift for my boss"); praise only after a plain yes or a verb of
//     putting in (README: "ok great" is no answer), a story of the
//     shopper's only after the verb;
//   - a preface, then the yes: hello again, sorry for the silence, I'm
//     here ("pardon pour le retard, c'est ok pour moi", "rani hna,
//     iyeh zidha");
//   - a no taken back: bare nos, then a correction, a want of it, a
//     "just" or a "nothing", then the yes ("no no add it, i was
//     joking", "non attendez, si, mettez-la", "la tsna, iyeh zidha",
//     "لا لا بغيتها، زيدها", "la ghir zidha"); a bare no then a yes
//     ("la wakha zidha") stays asked again, as the corpus labels it;
//   - a yes with a blessing of going ahead ("على بركة الله",
//     "tawakkalna 3la llah", "الله يجعل فيها البركة"); a blessing of the
//     person ("baraka llahou fik", "lah yr7m lwalidin") is thanks and
//     stays as it reads;
//   - a verb of accepting said as the whole answer ("iyyeh n9ablha",
//     "ana mwafe9", "أوافق على الشراء", "oui j'accepte");
//   - a worry, a doubt or a problem denied, then the verb ("not bad at
//     all, add it", "ma kayn ghir lkhir, zidha", "لم أتردد لحظة، أضفه");
//   - no objection said alone ("لا مانع عندي أبدا"), no reason seen to
//     refuse ("i don't see why not", "لا أرى سببا للرفض، أضفه");
//   - a yes word then a verb of taking in a Darija tense the grammar did
//     not read ("wakha, kanakhodha", "آه غناخدها", "صافي خديتها");
//   - a yes then only emoji of joy ("OUI 🙌");
//   - a no the shopper would not say ("who could say no to that takchita,
//     add it", "i won't say no to that", "c pas de refus");
//   - a verb of throwing it into the cart ("yep chuck it in the basket",
//     "lo7ha f lpanier", "allez hop dans le panier").
//
// The part is taken out (or the phrase said in the words the rules
// know: "why not", "ok", "ghanakhodha") and the rest is read again by
// every rule and veto; it must read a yes, and the classifier must read
// the whole message a sure confirm (clfYesFloor), but for the closed
// phrases said alone (yesShape.sure). The part itself may hold no
// condition, question, later, negation, thing sold, amount or count,
// colour or size, other one, person, but, wait or refusal (cutHarmless).
// The words are plain sets, outside the spelling families, so the
// classifier's features do not move. Most messages show no word any
// shape needs (yesCues, one map lookup a word), and are left at once.

// round25cYes reads the shapes above; ok with the yes.
func (x *Understander) round25cYes(a *analysis, u *Understanding) bool {
	toks := a.toks
	if a.hesitant || len(toks) < 2 || len(toks) > 30 {
		return false
	}
	var text string
	ok, sure := false, false
	if a.question {
		// only a no asked back as beyond saying, opening the message
		// with no mark ("who could say no to that, add it")
		if a.endAsked || markAsked(toks) || u.Decision != DecisionNone && u.Decision != DecisionAmbiguous || !rhetoricOpens(toks) {
			return false
		}
		if text, ok = sayNoDenied(toks); !ok || text == "ok" || conditionIn(toks) {
			return false
		}
		if v, ok := x.yesReadAgain(a, *u, text, false); ok {
			*u = v
			return true
		}
		return false
	}
	switch u.Decision {
	case DecisionHold:
		// "la tsna, zidha": only a wait that takes back a no
		if text, ok = noTakenBack(toks); !ok || correctionAt(toks, leadNos(toks)) == 0 {
			return false
		}
	case DecisionNo:
		// a no the rules or a veto read, taken back ("لا لا أضفها، كنت أمزح")
		if text, ok = noTakenBack(toks); !ok {
			return false
		}
	case DecisionNone, DecisionAmbiguous:
		cues := yesCues(toks)
		if cues == 0 {
			return false // (cheap: no word any shape opens on)
		}
		for i := range yesShapes {
			sh := &yesShapes[i]
			if cues&sh.cue == 0 {
				continue
			}
			if text, ok = sh.read(toks); ok {
				sure = sh.sure || sh.cue == cuePreface && greetThenPlainYes(toks)
				if sh.cue != cueNo && conditionIn(toks) {
					// (a no taken back is read again whole: "non
					// attendez, si, mettez-la", whose "si" is a yes)
					return false
				}
				break
			}
		}
		if !ok {
			return false
		}
	default:
		return false
	}
	if v, ok := x.yesReadAgain(a, *u, text, sure); ok {
		*u = v
		return true
	}
	return false
}

// yesReadAgain is the yes when text, what is left of the message, reads
// a yes, and the classifier reads the whole a sure confirm (unless
// sure).
func (x *Understander) yesReadAgain(a *analysis, u Understanding, text string, sure bool) (Understanding, bool) {
	if !sure {
		if in, p := x.classifyMemo(a.memo, a.toks, a.question); in != IntentConfirm || p < clfYesFloor {
			return u, false
		}
	}
	if x.Understand(text).Decision != DecisionYes {
		return u, false
	}
	return yesAnswer(u), true
}

// rhetoricOpens reports a message opening on a who or how ("who could
// say no …", "شكون يقول لا …").
func rhetoricOpens(toks []tok) bool {
	return len(toks) > 0 && sayRhetoricNum.has(toks[0].nid, toks[0].norm)
}

// yesShape is one shape round25cYes reads: the text to read again, the
// cue its words must show (yesCues), and sure for a closed phrase that
// needs no vote of the classifier (a yes then only emoji of joy, an
// objection denied alone, no reason seen to refuse said alone), whose
// words the classifier may not know or may hear as a refusal ("للرفض").
type yesShape struct {
	read func([]tok) (string, bool)
	cue  uint16
	sure bool
}

var yesShapes = [...]yesShape{{tailCut, cueTail, false}, {prefaceCut, cuePreface, false}, {noTakenBack, cueNo, false},
	{blessingCut, cueBless, false}, {acceptSaid, cueAccept, false}, {joyCut, cueJoy, true}, {calmThenVerb, cueCalm, false},
	{objectionDenied, cueObjection, true}, {whyNotAlone, cueWhyNot, true}, {noReasonWhyNot, cueWhyNot, false},
	{takingSaid, cueTaking, false}, {sayNoAlone, cueSayNo, true}, {sayNoDenied, cueSayNo, false}, {cartThrow, cueThrow, false}}

// The cues of the shapes.
const (
	cueTail uint16 = 1 << iota
	cuePreface
	cueNo
	cueBless
	cueAccept
	cueJoy
	cueCalm
	cueObjection
	cueWhyNot
	cueTaking
	cueSayNo
	cueThrow
)

// yesCues is the shapes' cues toks show, read with one map lookup a word
// (and the first and last words): which shapes may be there at all.
func yesCues(toks []tok) uint16 {
	var m uint16
	if len(toks) == 0 {
		return 0
	}
	for i := range toks {
		c := yesCuesOfWord.of(&toks[i])
		if i == 0 {
			m |= uint16(c)
		} else {
			m |= uint16(c >> 16)
		}
	}
	if leadNo(&toks[0]) {
		m |= cueNo
	}
	last := &toks[len(toks)-1]
	if last.emoji && joyEmojiNum.has(last.nid, last.norm) {
		m |= cueJoy
	}
	if takingForm(last.norm) {
		m |= cueTaking
	}
	return m
}

// yesCuesOfWord is the cues of a word (yesCues), first as the first word
// of a message, then, in the upper half, as any later word.
var yesCuesOfWord = newNormTable(func(w string) uint32 {
	first := yesCueWords[w] &^ cueTail
	c := yesCueWords[w] &^ (cuePreface | cueObjection)
	if c&cueTail == 0 && (stemHeads[stemHead(unglued(w))] ||
		len(w) > 3 && (w[0] == 'l' || w[0] == 'f' || w[0] == 0xd9) && whom(w)) {
		c |= cueTail
	}
	return uint32(first) | uint32(c)<<16
})

// yesCueWords: every word a shape opens on or needs, with its cues.
var yesCueWords = func() map[string]uint16 {
	m := map[string]uint16{}
	add := func(c uint16, sets ...map[string]bool) {
		for _, set := range sets {
			for w := range set {
				m[w] |= c
			}
		}
	}
	add(cueTail, tailCues)
	add(cuePreface, greetWords, returnWords, prefaceSorry, apologies, sorryWords, presenceWords, prefaceSubjects)
	add(cueBless, goAheadBlessings.first)
	add(cueAccept, acceptWords)
	add(cueCalm, calmWords)
	add(cueObjection, objectionPhrases.first)
	add(cueWhyNot, whyNotDenied.first)
	add(cueSayNo, saidSay, sayWords, moreSay, noRefusalPhrases.first)
	add(cueThrow, throwVerbs, throwGlued)
	m["hop"] |= cueThrow
	return m
}()

// prefaceSubjects open a preface of two words ("je reviens", "it's me",
// "ana li", "rani hna").
var prefaceSubjects = tokSet("je", "j", "me", "its", "it's", "cest", "c'est", "ana", "أنا", "انا", "rani", "راني")

// tailCut: a yes, then clauses that only say how it is sent, paid or
// wrapped, or why and for whom (tailKind); the yes read without them.
func tailCut(toks []tok) (string, bool) {
	var h yesHead
	done := 0 // the head read so far: toks[:done]
	for k := 1; k < len(toks); k++ {
		s := k
		switch {
		case clauseStart(&toks[k]):
			if tailAndsNum.has(toks[k].nid, toks[k].norm) {
				s++ // ", et faites un paquet cadeau"
			}
		case tailAndsNum.has(toks[k].nid, toks[k].norm) && k+1 < len(toks):
			s++ // "oui et faites un paquet cadeau svp"
		default:
			continue
		}
		if s >= len(toks) {
			continue
		}
		for ; done < k; done++ {
			h = h.with(toks, done)
		}
		if !h.said {
			continue
		}
		switch tailKindOf(toks, s, h) {
		case tailPlain:
			return rebuilt(toks, k, len(toks), ""), true
		}
	}
	return "", false
}

// What tailKindOf finds in a tail.
const (
	tailNone   = iota // no word of how, why or praise: not a tail of this shape
	tailPlain         // such a tail, and nothing in it that changes the yes
	tailVetoed        // such a tail, with a veto (cutHarmless)
)

// yesHead is what a message's first words say of a yes: said (a yes
// word, an ok, a verb of putting in), strong (a plain yes word or the
// verb: praise may follow it) and verb (the verb itself: a story may).
type yesHead struct{ said, strong, verb bool }

func yesHeadOf(toks []tok) yesHead {
	var h yesHead
	for i := range toks {
		if h = h.with(toks, i); h.verb {
			break
		}
	}
	return h
}

// with is h and what toks[i] says.
func (h yesHead) with(toks []tok, i int) yesHead {
	if h.verb {
		return h
	}
	if toks[i].objectVerb() {
		return yesHead{true, true, true}
	}
	if _, c, ok := decision1(toks, i); ok {
		switch c {
		case dYesVerb:
			return yesHead{true, true, true}
		case dYes:
			h.strong = h.strong || !sighsNum.has(toks[i].nid, toks[i].norm)
			h.said = true
		case dAck, dSafi:
			h.said = true
		}
	}
	return h
}

// tailKindOf reads toks[s:] as clauses that change nothing of the yes
// before them (tailPlain): at least one says how it is sent, paid, wrapped or
// billed, or why or for whom (praise only after a strong yes), and
// nothing in them is cutHarmless's veto. A story of the shopper's needs
// the verb in the head (strong is not enough: "نعم رأيتها أمس").
func tailKindOf(toks []tok, s int, h yesHead) int {
	cue, praise := false, false
	for i := s; i < len(toks); i++ {
		t := &toks[i]
		if !h.verb && toldVerb(t) {
			return tailVetoed // "نعم رأيتها أمس": a thing seen told, no verb said
		}
		if cue {
			continue
		}
		w := unglued(t.norm)
		switch {
		case noPraiseWords[w] || tailPraise[w]:
			praise = true
		case tailCues[w] || stemHeads[stemHead(w)] && (howWord(w) || sendVerbWord(w)) ||
			len(w) > 3 && (w[0] == 'l' || w[0] == 'f' || w[0] == 0xd9) && whom(w):
			cue = true
		}
	}
	if !cue && !(praise && h.strong) || contentWords(toks, s) < 2 {
		return tailNone // ("ok, livraison", "oui et la livraison": the delivery asked, its mark left out)
	}
	if !cutHarmless(toks, s, len(toks), true) {
		return tailVetoed
	}
	return tailPlain
}

// whom reports a word of whom it is for or the occasion, an Arabic or
// Darija preposition glued on or not ("لابنتي", "lmmi", "فعيد", "gift").
func whom(w string) bool {
	if kinWords[w] || tailNouns[w] && !cartPlace(w) || storyKin[w] || tailKin[w] {
		return true
	}
	for _, p := range [...]string{"ل", "ف", "لل", "l", "f"} {
		if r, ok := strings.CutPrefix(w, p); ok && len(r) >= 3 && (kinWords[r] || tailNouns[r] && !cartPlace(r) || storyKin[r] || tailKin[r] || tailWhy[r]) {
			return true
		}
	}
	return false
}

// contentWords counts the words from toks[s] that are not fillers,
// articles, joints or small object words.
func contentWords(toks []tok, s int) int {
	n := 0
	for i := s; i < len(toks); i++ {
		if tailAndsNum.has(toks[i].nid, toks[i].norm) || tailArticlesNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		if _, c, ok := decision1(toks, i); ok && (c == dFiller || c == dObj) {
			continue
		}
		n++
	}
	return n
}

// unglued is w without an Arabic "and" glued before it ("وسيفط",
// "والخلاص").
func unglued(w string) string {
	if r, ok := strings.CutPrefix(w, "و"); ok && len(r) >= len("و")*3 {
		return r
	}
	return w
}

// cutHarmless reports toks[s:e] free of what changes a yes: a condition,
// a question, a later, a negation, a thing sold, an amount, a number or
// a count, a colour or a size, another one, a person or a talk, a but, a
// wait, a refusal or a removal, a thanks, a verb of putting in (another
// thing added: send verbs say how, when sends), a thing sent with it,
// mocking or a joke, a topic asked other than delivery and payment.
func cutHarmless(toks []tok, s, e int, sends bool) bool {
	for k := s; k < e; k++ {
		t := &toks[k]
		w := unglued(t.norm)
		if t.shop && !(giftish[w] && !(k > s && looseArticles.has(toks[k-1].norm))) || t.neg || t.asked && k > s || negationShaped(t.norm) || verbNegatorsNum.has(t.nid, t.norm) || amount(t.norm) ||
			number(t.norm) || isCurrency(t.norm) || t.isLooseQty() || t.isMany() {
			return false
		}
		if v, ok := slotWords.singleTok(t); ok && !v.productWord && (v.color != "" || v.size != "") &&
			!(v.color == "" && len(t.norm) == 1) {
			return false
		}
		if ri, ok := t.role1(); ok && ri.roles&(rCond|rQWord|rHuman|rHumanNoun|rTalk|rShowMore|rPriceQ|
			rCheaper|rBigger|rSuper|rOrdinal|rDrop|rAvail) != 0 && !(ri.roles&^rStop == rCond && politeIf(toks, k)) {
			return false // (not "si possible", "ila momkin": politeness)
		}
		if topicWord(t) {
			return false // a photo, the size, the material: asked for instead
		}
		if moreCondAt(toks, k) || later(toks, k) || laterVetoNum.has(t.nid, t.norm) && !(sends && sendDays.hasTok(t)) ||
			tailTime[w] || moreWords[w] || sentWith[w] || kiddingNum.has(t.nid, t.norm) || mockPhrases.at(toks, k) > 0 ||
			t.refusalVerb() || removalVerb(t) || noButWords[w] || spanishButNum.has(t.nid, t.norm) {
			return false
		}
		if t.objectVerb() && !(sends && sendVerbWord(w)) && !haveWord(t.key) && !toldVerb(t) || buyOrFind(t.norm) ||
			wantStem(t) && !toldVerb(t) {
			return false // "w zid m3aha …": another thing put in, bought or wanted
		}
		if _, c, ok := decision1(toks, k); ok {
			switch c {
			case dNo:
				if !frenchLa(toks, k) && !onWordsNum.has(t.nid, t.norm) {
					return false // (not the article "la", nor "3la", on)
				}
			case dNeg:
				if !enWordsNum.has(t.nid, t.norm) || negAfter(toks, k+1) {
					return false // (not "j'en ai besoin")
				}
			case dNoWhy, dNoObj, dCalm, dHold, dHoldVerb, dMore, dMixed, dHmm, dAsking, dBut, dThanks, dGreet, dTiny:
				return false
			case dYesVerb:
				if !(sends && sendVerbWord(w)) {
					return false
				}
			}
		}
	}
	return true
}

// negAfter reports a French negation closing a "j'en" clause from
// toks[k] ("j'en veux plus", "j'en ai pas besoin").
func negAfter(toks []tok, k int) bool {
	for ; k < len(toks) && !clauseStart(&toks[k]); k++ {
		if frenchNegEndsNum.has(toks[k].nid, toks[k].norm) {
			return true
		}
	}
	return false
}

// howWord reports a word of how the thing is delivered, paid, wrapped
// or billed ("livraison", "emballage", "cash", "الفاتورة", "l3nwan").
func howWord(w string) bool {
	if howNouns[w] || destinationWord(w) {
		return true
	}
	for _, p := range howStems {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// destinationWord: a city the shopper names, with its Arabic preposition
// glued on or not ("لتطوان").
func destinationWord(w string) bool {
	if destinations.has(w) {
		return true
	}
	if r, ok := strings.CutPrefix(w, "ل"); ok && len(r) >= 6 {
		return destinations.has(r)
	}
	return false
}

// sendVerbWord: a verb of sending in any form ("sifto", "صيفطها",
// "envoyez", "send", "livrez").
func sendVerbWord(w string) bool {
	for _, p := range sendStems {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

var (
	// giftish: a gift or its wrapping, words a shop of gifts may sell,
	// said of the thing put in ("emballage cadeau", "rah hdiya"): no
	// other thing, unless named after an article ("et un cadeau").
	giftish = tokSet("cadeau", "cadeaux", "cado", "kado", "gift", "hdiya", "hediya", "هدية", "كادو", "emballage",
		"paquet", "wrap", "wrapping", "ghlaf", "غلاف", "تغليف")
	onWords       = tokSet("3la", "3lih", "3liha")
	enWords       = tokSet("jen", "j'en")
	frenchNegEnds = tokSet("pas", "plus", "jamais", "rien", "point", "personne")
	// tailAnds join an instruction to the yes ("et", "and", "w").
	tailAnds = tokSet("et", "and", "w", "o", "ou", "و", "also", "aussi")
	howNouns = tokSet("cash", "كاش", "carte", "card", "virement", "transfer", "فيرمون", "بفيرمون", "بالكارط", "الكارط",
		"facture", "invoice", "receipt", "فاتورة", "الفاتورة", "الفاكتورة", "فاكتورة", "suivi", "tracking", "adresse",
		"address", "l3nwan", "3nwan", "العنوان", "عنوان", "livreur", "courier", "الموزع", "للموزع", "الليفرور", "توصيل",
		"التوصيل", "تغليف", "تغليفه", "تغليفها", "ghlaf", "غلاف", "كرطونة", "فكرطونة", "carton", "paquet", "colis",
		"lcolis", "الكولي", "فالكولي", "smiya", "سميتي", "باسم", "bureau", "office", "الخدمة", "للخدمة", "lkhdma",
		"emballage", "wrap", "wrapped", "gift-wrap", "pack", "ticket")
	howStems = tokStems("livr", "deliver", "emball", "paie", "paier", "payer", "paye", "pay", "nkhlles", "nkhelles",
		"nkhless", "khlles", "khless", "نخلص", "الخلاص", "والخلاص")
	sendStems = tokStems("sift", "sifet", "sayfet", "sayft", "tsift", "nsift", "صيفط", "سيفط", "تصيفط", "ارسل", "أرسل",
		"envoy", "send", "ship", "expedi", "expédi", "livr", "deliver")
	// tailWhy: why or what for ("besoin", "need", "offrir", "love").
	tailWhy = tokSet("besoin", "need", "needed", "offrir", "offert", "love", "adore", "obsessed", "fan", "insta",
		"instagram", "kan7tajha", "n7tajha", "محتاجها", "نحتاجها", "أحتاجها", "هدية", "hdiya", "كادو", "cadeau", "gift",
		"fête", "fete", "party", "mariage", "wedding", "birthday", "anniversaire", "عيد", "للعيد", "العيد", "l3id")
	// tailKin: more of whom it is for ("الراجل", "lweld", "my boss").
	tailKin = tokSet("الراجل", "راجلي", "الولد", "ولدي", "weld", "lweld", "lbent", "bent", "boss", "patron", "moms",
		"mums", "sisters", "wifes", "aunts", "mothers", "daughters", "mamas", "ميلادو", "ميلادها", "ميلاد", "عيد")
	tailPraise = tokSet("jolie", "joli", "belle", "beau", "pretty", "cute", "nice", "zwina", "zwin", "زوينة", "زوين",
		"جميلة", "جميل", "رائعة", "رائع", "top", "nickel", "great", "perfect", "parfait", "parfaite")
	// tailTime: a time to come, which a yes beside it waits on ("next
	// week", "après l'aïd", "الجاية"); a day after a send verb says when
	// to send (sends).
	tailTime = tokSet("next", "prochain", "prochaine", "jaya", "jay", "الجاية", "الجاي", "القادم", "القادمة", "week",
		"semaine", "month", "mois", "chhar", "شهر", "الشهر", "simana", "السيمانة", "الأسبوع", "tonight", "soir", "lil",
		"الليل", "apres", "après", "after", "b3d", "بعد", "avant", "before", "9bel", "قبل", "until", "jusqu", "7ta",
		"حتى", "mli", "ملي", "quand", "when", "once", "dès", "des", "wait", "attendre", "tsna", "sber")
	// sentWith: a thing sent with it ("w sift m3aha chi cadeau").
	sentWith = tokSet("m3aha", "m3ah", "m3ahom", "معاها", "معاه", "avec", "with", "ma3aha", "m3a", "مع")
)

// prefaceCut: a preface said first — a greeting, back again, it's me,
// sorry for the silence, I'm here — then the yes, read alone. Each
// clause of the preface opens on one of those and holds nothing
// cutHarmless vetoes.
func prefaceCut(toks []tok) (string, bool) {
	k := 0
	for k < len(toks) {
		if n := greetingAt(toks, k); n > 0 {
			k += n
			continue
		}
		if !prefaceOpens(toks, k) {
			break
		}
		e := clauseEnd(toks, k+1)
		if e >= len(toks) || !cutHarmless(toks, k, e, false) {
			return "", false
		}
		k = e
	}
	if k == 0 || k >= len(toks) {
		return "", false
	}
	return rebuilt(toks, 0, k, ""), true
}

// greetingAt reads a greeting at toks[i] ("salam", "bonjour", "good
// morning", "صباح الخير"): how many words.
func greetingAt(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	switch {
	case greetWordsNum.has(wID, w):
		if i+1 < len(toks) && greetSecondNum.has(toks[i+1].nid, toks[i+1].norm) && !clauseStart(&toks[i+1]) {
			return 2 // "good morning", "صباح الخير", "السلام عليكم"
		}
		return 1
	case w == "good" && i+1 < len(toks) && greetSecondNum.has(toks[i+1].nid, toks[i+1].norm):
		return 2
	}
	return 0
}

// prefaceOpens reports a clause at toks[i] that opens on back again,
// it's me, sorry, I'm (still) here: "rje3t", "je reviens", "c'est moi",
// "ana li kont", "sorry", "pardon", "smhli", "rani hna".
func prefaceOpens(toks []tok, i int) bool {
	if i > 0 && !clauseStart(&toks[i]) && greetingAt(toks, i-1) == 0 {
		return false
	}
	w, wID := toks[i].norm, toks[i].nid
	if returnWordsNum.has(wID, w) || apologyAt(toks, i) > 0 || stillHereAt(toks, i) > 0 || prefaceSorryNum.has(wID, w) {
		return true
	}
	if i+1 < len(toks) {
		n, nID := toks[i+1].norm, toks[i+1].nid
		switch {
		case (w == "je" || w == "j" || w == "me") && returnWordsNum.has(nID, n), // "je reviens", "me revoilà"
			(w == "its" || w == "it's" || w == "cest" || w == "c'est") && (n == "me" || n == "moi"),
			(w == "ana" || w == "أنا" || w == "انا" || w == "rani" || w == "راني") && (hereNow25Num.has(nID, n) || returnWordsNum.has(nID, n) || n == "li" || n == "lli" || n == "اللي"):
			return true
		}
	}
	return false
}

var (
	greetWords = tokSet("salam", "slm", "salamo", "ssalam", "salut", "bonjour", "bonsoir", "rebonjour", "rebonsoir",
		"hello", "hi", "hey", "morning", "evening", "coucou", "ahlan", "marhba", "السلام", "سلام", "مرحبا", "صباح",
		"مساء", "أهلا", "اهلا", "back", "re")
	greetSecond = tokSet("morning", "evening", "afternoon", "again", "الخير", "النور", "عليكم", "3likom", "alaykom",
		"alikom", "3alaykom")
	returnWords = tokSet("rje3t", "rj3t", "rja3t", "rjae3t", "rje3t", "rj3tlek", "رجعت", "رجعتليك", "عاودت", "3awtani",
		"عاوتاني", "reviens", "revenu", "revenue", "revoila", "revoilà", "back", "again")
	prefaceSorry = tokSet("sorry", "pardon", "desole", "désolé", "desolee", "désolée", "smhli", "sm7li", "sme7li",
		"smhlia", "sm7lia", "smh", "سمحلي", "سمح", "سمحيلي", "المعذرة", "معذرة", "آسف", "آسفة")
	hereNow25 = tokSet("hna", "hena", "هنا", "here", "la", "là")
)

// noTakenBack: bare nos opening the message, taken back — by a
// correction ("non attendez", "la tsna", "non en fait", "غلطت",
// "قصدي"), by a want of it said right after them ("no no i want it",
// "لا لا بغيتها"), by a "just" or a "nothing" ("la ghir zidha", "لا
// والو"), or by a joke owned in a last clause ("no no add it, i was
// joking", "كنت أمزح") — then a yes: read without the nos and what
// takes them back. A bare no then a yes ("la wakha zidha") is none of
// these and stays asked again.
func noTakenBack(toks []tok) (string, bool) {
	n := leadNos(toks)
	if n == 0 || n >= len(toks) {
		return "", false
	}
	if j, ok := jokeClause(toks, n); ok {
		// "no no add it, i was joking": the nos and the joke out
		var buf [32]tok
		rest := append(append(buf[:0], toks[:j]...), toks[len(toks):]...)
		return rebuilt(rest, 0, n, ""), true
	}
	e := n
	switch {
	case correctionAt(toks, n) > 0:
		e += correctionAt(toks, n)
	case justWords25Num.has(toks[n].nid, toks[n].norm) && n+1 < len(toks):
		e++ // "la ghir zidha", "لا والو، زيدها"
	case (wantStem(&toks[n]) && !toks[n].neg && objectEnding(toks[n].norm) ||
		n+2 < len(toks) && subjectWordsNum.has(toks[n].nid, toks[n].norm) && wantOf(toks, n+1)) && yesVerbIn(toks[clauseEnd(toks, n+1):]):
		// "no no i want it, add it", "لا لا بغيتها، زيدها": the rest is
		// read with it; the want alone ("la bghitha") is not enough
	default:
		return "", false
	}
	if e >= len(toks) {
		return "", false
	}
	return rebuilt(toks, 0, e, ""), true
}

// leadNos is how many bare nos open toks (at most three).
func leadNos(toks []tok) int {
	n := 0
	for n < len(toks) && n < 3 && leadNo(&toks[n]) && !toks[n].neg {
		n++
	}
	return n
}

// correctionAt reads at toks[i] a correction of what was just said:
// wait ("attendez", "wait", "tsna", "تسنى"), "en fait", "actually",
// "i mean", "قصدي", "ghlatt", "غلطت", "my bad": how many words, up to
// the end of its clause when only that clause's small words follow.
func correctionAt(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	n := 0
	switch {
	case takeBackWordsNum.has(wID, w):
		n = 1
	case (w == "en" || w == "in") && i+1 < len(toks) && (toks[i+1].norm == "fait" || toks[i+1].norm == "fact"):
		n = 2
	case (w == "i" && i+1 < len(toks) && toks[i+1].norm == "mean") || (w == "my" && i+1 < len(toks) && toks[i+1].norm == "bad"):
		n = 2
	}
	if n == 0 {
		return 0
	}
	e := i + n
	if e < len(toks) && !clauseStart(&toks[e]) && takeBackWordsNum.has(toks[e].nid, toks[e].norm) {
		e++ // "attendez attendez"
	}
	return e - i
}

// jokeClause finds, after the nos at toks[:n], a last clause that owns a
// joke told in the past ("i was joking", "je plaisantais", "كنت أمزح",
// "kont kandhk m3ak"): where it starts. The joke takes back the no said
// before; a "just kidding" in the present may take back what was just
// said, the yes, and is not read.
func jokeClause(toks []tok, n int) (int, bool) {
	for j := len(toks) - 1; j > n; j-- {
		if !clauseStart(&toks[j]) {
			continue
		}
		joke, past := false, false
		for k := j; k < len(toks); k++ {
			w, wID := toks[k].norm, toks[k].nid
			if jokePastNum.has(wID, w) {
				past = true
			}
			switch {
			case kiddingNum.has(wID, w) || kiddingNum.has(toks[k].kid, toks[k].key):
				joke = true
			case jokeSmallNum.has(wID, w) || toks[k].emoji:
			default:
				return 0, false
			}
		}
		return j, joke && past
	}
	return 0, false
}

// wantOf reports a want of it at toks[i] ("want it", "veux", "la
// veux"): a want stem with "it" after it, or the French object before.
func wantOf(toks []tok, i int) bool {
	w := toks[i].norm
	if (w == "la" || w == "le" || w == "l") && i+1 < len(toks) {
		return wantStem(&toks[i+1]) && !toks[i+1].neg
	}
	return wantStem(&toks[i]) && !toks[i].neg && i+1 < len(toks) && toks[i+1].norm == "it"
}

// objectEnding: a Darija or Arabic verb with the object "it" glued on
// ("bghitha", "بغيتها", "أريدها").
func objectEnding(w string) bool {
	for _, e := range [...]string{"ha", "h", "o", "ها", "ه"} {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

var (
	takeBackWords = tokSet("attendez", "attends", "attend", "wait", "tsna", "tsena", "tsenna", "tsnna", "تسنى",
		"استنى", "ستنى", "actually", "finalement", "qasdi", "9asdi", "قصدي", "ghlatt", "ghlat", "ghlt", "غلطت", "oops")
	justWords25 = tokSet("ghir", "غير", "just", "juste", "walo", "والو")
	jokePast    = tokSet("was", "were", "plaisantais", "rigolais", "blaguais", "kont", "kent", "kunt", "كنت", "joked")
	jokeSmall   = tokSet("i", "was", "im", "i'm", "just", "je", "j", "plaisantais", "rigolais", "kont", "kent",
		"kunt", "كنت", "ghir", "غير", "m3ak", "m3akom", "معاك", "avec", "vous", "toi", "you", "with", "lol", "haha",
		"hhh", "mdr", "ana", "أنا", "only")
	subjectWords25 = tokSet("i", "je", "j", "ana", "أنا", "انا")
)

// blessingCut: a blessing of going ahead beside a yes ("نعم، على بركة
// الله", "wakha tawakkalna 3la llah", "واخا دخلها، الله يجعل فيها
// البركة"), read without it. A blessing of the person ("baraka llahou
// fik") is thanks, and none of these.
func blessingCut(toks []tok) (string, bool) {
	for i := 1; i < len(toks); i++ {
		n := goAheadBlessings.at(toks, i)
		if n == 0 {
			continue
		}
		e := i + n
		if e < len(toks) && !clauseStart(&toks[e]) {
			return "", false // the blessing runs on into more
		}
		s := i
		if tailAndsNum.has(toks[s-1].nid, toks[s-1].norm) && !clauseStart(&toks[s]) {
			s--
		}
		if s == 0 {
			return "", false
		}
		return rebuilt(toks, s, e, ""), true
	}
	return "", false
}

var goAheadBlessings = tokenPhrases("على بركة الله", "وعلى بركة الله", "3la barakat allah", "3la barakat lah", "3la baraka llah",
	"3la barakat llah", "tawakkalna 3la llah", "tawakkalna 3la allah", "tawakalna 3la llah", "tawakalna 3la allah",
	"twakkalna 3la llah", "twakalna 3la allah", "twakkalt 3la llah", "twakalt 3la allah", "توكلنا على الله",
	"توكلت على الله", "الله يجعل فيها البركة", "الله يجعل فيه البركة", "الله يبارك فيها", "الله يبارك فيه",
	"lah yj3el fiha lbaraka", "allah yj3el fiha lbaraka", "lah ybarek fiha", "allah ybarek fiha", "بسم الله",
	"bismillah", "bismilah", "bsmlah")

// acceptSaid: a verb of accepting or agreeing said as the whole answer
// ("iyyeh n9ablha", "ana mwafe9", "أوافق على الشراء", "oui
// j'accepte"): before it only yes words, fillers and its subject, after
// it only what is accepted (the purchase, the order) and fillers; read
// as "ok" in its place. A negation before it ("لا أوافق", "i don't
// accept") or anything else said ("j'accepte si …") is not this shape.
func acceptSaid(toks []tok) (string, bool) {
	for i := range toks {
		if !acceptWordsNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		if toks[i].neg || negBefore(toks, i) {
			return "", false
		}
		s, e := i, i+1
		if s > 0 && subjectWords25Num.has(toks[s-1].nid, toks[s-1].norm) && !clauseStart(&toks[s]) {
			s--
		}
		if e+1 < len(toks) && (toks[e].norm == "على" || toks[e].norm == "علي") && acceptObjectsNum.has(toks[e+1].nid, toks[e+1].norm) {
			e += 2 // "أوافق على الشراء"
		}
		if !onlyAnswerWords(toks, 0, s) || !onlyAnswerWords(toks, e, len(toks)) {
			return "", false
		}
		return rebuilt(toks, s, e, "ok"), true
	}
	return "", false
}

// onlyAnswerWords reports toks[s:e] as yes words, oks and fillers only.
func onlyAnswerWords(toks []tok, s, e int) bool {
	for k := s; k < e; k++ {
		if _, c, ok := decision1(toks, k); !ok || c != dYes && c != dAck && c != dSafi && c != dFiller {
			return false
		}
	}
	return true
}

var (
	acceptWords = tokSet("accept", "jaccepte", "j'accepte", "accepte", "n9ablha", "n9belha", "n9blha", "nqablha",
		"nqbelha", "n9bel", "nqbel", "mwafe9", "mwaf9", "mwafe9a", "mwaf9a", "mwafeq", "mwafqa", "أوافق", "اوافق",
		"أقبل", "اقبل", "نقبل", "نقبلها", "متافق")
	acceptObjects = tokSet("الشراء", "الطلب", "الطلبية", "العرض")
)

// joyCut: a yes, then only emoji of joy ("OUI 🙌", "yes 🥳🎉"): read
// without them.
func joyCut(toks []tok) (string, bool) {
	e := len(toks)
	for e > 0 && toks[e-1].emoji && joyEmojiNum.has(toks[e-1].nid, toks[e-1].norm) {
		e--
	}
	if e == len(toks) || e == 0 {
		return "", false
	}
	return rebuilt(toks, e, len(toks), ""), true
}

var joyEmoji = tokSet("🙌", "🥳", "🎉", "😍", "🤩", "❤", "♥", "💖", "💕", "💗", "😻", "🔥", "💯", "✨", "👏", "💪",
	"😊", "☺", "😁", "😀", "😃", "😄", "🙏", "🤗", "😘", "🥰", "👌", "✅", "✔", "🛒", "🛍")

// calmThenVerb: a worry, a doubt or a problem denied in clauses of their
// own, then a verb of putting in ("not bad at all, add it", "no
// worries at all, stick it in my cart", "la mochkil la walo, zidha",
// "ma kayn ghir lkhir, zidha", "لم أتردد لحظة، أضفه", "non ça me
// dérange pas, ajoutez", "no, that's fine, add it"): read from the
// verb's clause. The denial holds only negations, words of worry, doubt,
// trouble or need (calmWords) and small words: a no to anything else
// ("no, add the black one", "la wakha zidha") is not one.
func calmThenVerb(toks []tok) (string, bool) {
	if len(toks) < 2 {
		return "", false
	}
	k := len(toks) - 1
	for k > 0 && !clauseStart(&toks[k]) {
		k--
	}
	if k == 0 {
		return "", false
	}
	neg, calm := false, false
	for i := 0; i < k; i++ {
		t := &toks[i]
		w, wID := t.norm, t.nid
		switch {
		case calmWordsNum.has(wID, w) || calmWordsNum.has(t.kid, t.key):
			calm = true
		case t.neg || negationShaped(w) || verbNegatorsNum.has(wID, w) || leadNo(t) || calmNegsNum.has(wID, w):
			neg = true
		case calmSmallNum.has(wID, w) || atAll(toks, i) > 0 || tailTitlesNum.has(wID, w) || sighsNum.has(wID, w):
		default:
			if _, c, ok := decision1(toks, i); !ok || c != dFiller {
				return "", false
			}
		}
	}
	if !neg || !calm || !yesVerbIn(toks[k:]) {
		return "", false
	}
	return rebuilt(toks, 0, k, ""), true
}

var (
	calmWords = tokSet("worry", "worries", "worried", "problem", "problems", "prob", "issue", "issues", "bad", "think", "thinking", "hesitate", "hesitation", "hésite", "hesite", "hésité", "hesité", "dérange",
		"derange", "souci", "soucis", "grave", "fine", "sweat", "matter", "mochkil", "moshkil", "mouchkil", "mochkila",
		"mochkla", "machakil", "walo", "lkhir", "khir", "mani3", "tkhaf", "takhaf", "t7chem", "ntraded", "ntradd",
		"تردد", "أتردد", "اتردد", "لحظة", "مشكل", "مشكلة", "مشكيل", "والو", "الخير", "خير", "مانع", "بأس", "باس",
		"تقلق", "تخاف", "تحشم", "القلق")
	calmNegs = tokSet("no", "nope", "nah", "not", "never", "jamais", "maykon", "maykoun", "ماكاين", "makayn", "makaynch",
		"machi", "mashi", "ماشي", "لم", "لا", "ما", "ma", "la", "non", "nn", "pas", "ne", "n", "dont", "don't", "rien")
	calmSmall = tokSet("need", "idea", "it", "its", "it's", "that", "thats", "that's", "this", "about", "at", "all", "a", "an", "to",
		"the", "time", "du", "tout", "me", "i", "im", "i'm", "je", "j", "ça", "ca", "kayn", "kayna", "كاين", "ghir",
		"غير", "ana", "أنا", "انا", "3ndi", "عندي", "لدي", "with", "m3a", "bzaf", "any", "an", "one", "wlah", "wallah",
		"والله", "even", "ga3", "khoya", "a")
)

// objectionDenied: "no objection" said alone, with only "at all" or
// "I have" around it ("لا مانع أبدا", "لا مانع عندي إطلاقا", "لا
// اعتراض لدي", "no objection at all"): consent, read as "ok". An
// objection to something named ("لا مانع من اللون الأزرق") is not
// alone.
func objectionDenied(toks []tok) (string, bool) {
	if len(toks) == 0 {
		return "", false
	}
	n := objectionPhrases.at(toks, 0)
	if n == 0 {
		return "", false
	}
	for i := n; i < len(toks); i++ {
		if !atAllWordsNum.has(toks[i].nid, toks[i].norm) && !objectionHaveNum.has(toks[i].nid, toks[i].norm) {
			return "", false
		}
	}
	return "ok", true
}

var (
	objectionPhrases = tokenPhrases("لا مانع", "ما كاين مانع", "ماكاين مانع", "لا اعتراض", "لا يوجد مانع", "no objection",
		"no objections", "aucune objection", "pas d'objection", "ma kayn mani3", "makayn mani3")
	objectionHave = tokSet("عندي", "لدي", "لديا", "3ndi", "from", "me", "de", "ma", "part", "at", "all")
)

// noReasonWhyNot: no reason seen to refuse ("i don't see why not", "je
// vois pas pourquoi pas", "je vois pas pourquoi je dirais non", "لا أرى
// سببا للرفض", "ما نشوفش علاش لا"): the "why not" it says, read so.
func noReasonWhyNot(toks []tok) (string, bool) {
	for i := range toks {
		n := whyNotDenied.at(toks, i)
		if n == 0 {
			continue
		}
		if i > 0 && !clauseStart(&toks[i]) && !(i == 1 && subjectWords25Num.has(toks[0].nid, toks[0].norm)) {
			return "", false
		}
		s := i
		if i == 1 {
			s = 0 // "i don't see why not": its subject too
		}
		return rebuilt(toks, s, i+n, "why not"), true
	}
	return "", false
}

// whyNotAlone: no reason seen to refuse, said alone ("i don't see why
// not", "لا أرى مانعا").
func whyNotAlone(toks []tok) (string, bool) {
	if len(toks) == 0 {
		return "", false
	}
	n := whyNotDenied.at(toks, 0)
	if n == 0 && len(toks) > 1 && subjectWords25Num.has(toks[0].nid, toks[0].norm) {
		if n = whyNotDenied.at(toks, 1); n > 0 {
			n++
		}
	}
	if n == 0 || n != len(toks) {
		return "", false
	}
	return "why not", true
}

var whyNotDenied = tokenPhrases("don't see why not", "dont see why not", "do not see why not", "can't see why not",
	"cant see why not", "see no reason not to", "vois pas pourquoi pas", "vois pas pourquoi non",
	"vois pas pourquoi je dirais non", "ne vois pas pourquoi pas", "ne vois pas pourquoi je dirais non",
	"vois pas de raison de refuser", "لا أرى سببا للرفض", "لا ارى سببا للرفض", "لا أرى سبباً للرفض", "لا أرى مانعا",
	"لا ارى مانعا", "لا أرى مانعاً", "ما نشوفش علاش لا", "ma nchofch 3lach la", "ma nchoufch 3lach la")

// takingSaid: a yes word, then a verb of taking with its object in a
// Darija tense the grammar does not read — the present ("kanakhodha",
// "كناخدها"), the short future ("غناخدها"), the past of a decision
// ("khditha", "خديتها") — ending the message ("wakha, kanakhodha", "آه
// غناخدها", "صافي خديتها"): read as the future it means
// ("ghanakhodha"). Said alone, the present may be a habit
// ("kanakhodha mn 3nd lm3lem"), so a yes word must open.
func takingSaid(toks []tok) (string, bool) {
	last := len(toks) - 1
	if last < 1 || !takingForm(toks[last].norm) {
		return "", false
	}
	h := yesHeadOf(toks[:last])
	if !h.said || h.verb {
		return "", false
	}
	if !onlyAnswerWords(toks, 0, last) {
		return "", false
	}
	return rebuilt(toks, last, len(toks), "ghanakhodha"), true
}

// takingForm: a verb of taking with its object after a present or short
// future prefix, or in the past ("kanakhodha", "غناخدها", "خديتها").
func takingForm(w string) bool {
	if takenPast[w] {
		return true
	}
	for _, p := range takingPrefixes {
		if rest, ok := strings.CutPrefix(w, p); ok {
			if st, end := takeStem(rest); st != "" && end != "" && takeEnds[end] {
				return true
			}
		}
	}
	return false
}

var (
	takingPrefixes = tokStems("kan", "ka", "كن", "كا", "غ")
	takenPast      = tokSet("khditha", "khdito", "khditou", "khdithom", "خديتها", "خديتو", "خذيتها", "خديتهم")
)

// tailCues is every word tailKindOf reads as why, for whom, praise or
// how, in one set: yesCues looks them up at once.
var tailCues = func() map[string]bool {
	m := map[string]bool{}
	for _, set := range []map[string]bool{tailWhy, noPraiseWords, tailPraise, kinWords, tailNouns, storyKin, tailKin, howNouns,
		becausePlain} {
		for w := range set {
			if !cartPlace(w) {
				m[w] = true
			}
		}
	}
	return m
}()

// stemHeads are the heads (stemHead) of howStems and sendStems: a word
// whose head is none of these starts no stem.
var stemHeads = func() map[string]bool {
	m := map[string]bool{}
	for _, l := range [][]string{howStems, sendStems} {
		for _, st := range l {
			m[stemHead(st)] = true
		}
	}
	return m
}()

// stemHead is w's first three letters (bytes in Latin script, letters in
// Arabic), or w when shorter.
func stemHead(w string) string {
	n := 3
	if len(w) > 0 && w[0] >= 0x80 {
		n = 6 // two bytes a letter
	}
	if len(w) < n {
		return w
	}
	return w[:n]
}

// becausePlain: strictBecause's words as a plain set.
var becausePlain = tokSet("7it", "hit", "7ite", "hite", "7item", "car", "parce", "because", "cuz", "coz", "bcz", "لأن", "لان",
	"لأنني", "لانني", "لأني", "لاني", "حيت", "حيث", "puisque", "since")

// tokStems are the stems as a message's words read them ("emball" is
// "embal": doubled letters folded), each once.
func tokStems(stems ...string) []string {
	var out []string
	for _, st := range stems {
		for _, t := range tokenize(finish(fold(st), 3), nil) {
			if !slices.Contains(out, t.norm) {
				out = append(out, t.norm)
			}
		}
	}
	return out
}

// sayNoDenied: a no the shopper will not, cannot or never would say, in
// a clause of its own ("i won't say no to that", "wouldn't say no",
// "who could say no to that takchita", "شكون يقول لا لهاد الزين", "عمري
// ما قلت لا لشي قفطان", "والله ما نقدر نقول لا لهاد الثمن"), what it
// would be said to after it. Beside another clause that says yes it is
// taken out and that clause read; said alone it is a yes only as the
// idiom — said "to" something, or "wouldn't" — where a bare "je dis pas
// non", "لا أقول لا" stays asked again as the corpus labels it.
func sayNoDenied(toks []tok) (string, bool) {
	for s := 0; s < len(toks); s++ {
		if s > 0 && !clauseStart(&toks[s]) {
			continue
		}
		e, idiom := sayNoClause(toks, s)
		if e == 0 {
			continue
		}
		if s == 0 && e == len(toks) {
			if idiom {
				return "ok", true
			}
			return "", false
		}
		return rebuilt(toks, s, e, ""), true
	}
	return "", false
}

// sayNoAlone: sayNoDenied's idiom said alone, and "ce n'est pas de
// refus", which needs no vote.
func sayNoAlone(toks []tok) (string, bool) {
	if n := noRefusalPhrases.at(toks, 0); n > 0 && n == len(toks) {
		return "ok", true
	}
	if e, idiom := sayNoClause(toks, 0); e == len(toks) && idiom {
		return "ok", true
	}
	return "", false
}

// sayNoClause reads at toks[s] a clause denying a no (sayNoDenied): its
// end, 0 for none, and idiom when it is said to something or with
// "wouldn't". A negation or a who or how opens it; between that and the
// verb of saying only a subject, a modal or an oath; right after the
// verb, maybe "pas"/"ch", a bare no; then only what it would be said to.
func sayNoClause(toks []tok, s int) (int, bool) {
	end := clauseEnd(toks, s+1)
	opened, idiom := false, false
	v := -1
	for i := s; i < end && i < s+6; i++ {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case saidSayNum.has(wID, w) || saidWord(&toks[i]):
			v = i
		case sayOpenersNum.has(wID, w) || verbNegatorsNum.has(wID, w) || toks[i].in(hsNegAuxWords) || toks[i].neg:
			opened = true
			if sayIdiomAuxNum.has(wID, w) {
				idiom = true
			}
			continue
		case saySmallNum.has(wID, w):
			continue
		default:
			return 0, false
		}
		break
	}
	if v < 0 || !opened {
		return 0, false
	}
	k := v + 1
	if k < end && (toks[k].norm == "pas" || toks[k].norm == "ch") {
		k++
	}
	if k >= end || !sayNoNum.has(toks[k].nid, toks[k].norm) {
		return 0, false
	}
	k++
	if k < end {
		if !sayToNum.has(toks[k].nid, toks[k].norm) && !strings.HasPrefix(toks[k].norm, "ل") {
			return 0, false
		}
		idiom = true // "to that", "لهاد الزين"
		for j := k; j < end; j++ {
			t := &toks[j]
			if t.neg || negationShaped(t.norm) || verbNegatorsNum.has(t.nid, t.norm) || noButWordsNum.has(t.nid, t.norm) || moreCondAt(toks, j) ||
				later(toks, j) || j > k && t.asked {
				return 0, false
			}
		}
	}
	return end, idiom
}

var (
	saidSay = tokSet("say", "said", "says", "dis", "dit", "dire", "dirais", "dirai", "قلت", "قال", "قالت", "يقول", "تقول",
		"نقول", "أقول", "اقول", "نقولها", "glt", "golt", "9olt", "qolt", "gal", "ygol", "ngol", "n9ol", "tell")
	sayOpeners = tokSet("who", "how", "qui", "comment", "chkoun", "chkon", "شكون", "كيفاش", "kifach", "من", "عمري",
		"3omri", "never", "jamais", "ما", "ma", "لن", "لم", "لا")
	sayRhetoric = tokSet("who", "how", "qui", "comment", "chkoun", "chkon", "شكون", "كيفاش", "kifach", "من")
	sayIdiomAux = tokSet("wouldnt", "wouldn't", "would")
	saySmall    = tokSet("i", "je", "j", "ne", "n", "could", "would", "can", "will", "gonna", "ever", "ana", "أنا",
		"والله", "wallah", "wlah", "نقدر", "n9der", "ghadi", "غادي", "يقدر", "y9der")
	sayTo            = tokSet("to", "à", "a", "au", "l", "li", "لهاد", "لهذا", "لهذه", "لشي")
	noRefusalPhrases = tokenPhrases("pas de refus", "c pas de refus", "cest pas de refus", "c'est pas de refus",
		"ce n'est pas de refus", "ce nest pas de refus", "c'est pas de refus merci")
)

// cartThrow: a verb of throwing or slipping it into the cart, or a bare
// "hop" to it ("yep chuck it in the basket", "lo7ha f lpanier", "oui,
// glisse-la dans mon panier", "allez hop dans le panier"): the verb of
// putting in it means, read so. Only with the cart named after "in"
// ("out of the cart" removes), and only yes words, "go" words and
// fillers around it.
func cartThrow(toks []tok) (string, bool) {
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		j := -1
		switch {
		case throwVerbsNum.has(wID, w):
			j = i + 1
			if j < len(toks) && throwObjectsNum.has(toks[j].nid, toks[j].norm) && !clauseStart(&toks[j]) {
				j++
			}
		case throwGluedNum.has(wID, w):
			j = i + 1 // "lo7ha", "glisse-la" read as one
		case w == "hop":
			j = i + 1
		default:
			continue
		}
		if j >= len(toks) || !throwInNum.has(toks[j].nid, toks[j].norm) && !(len(toks[j].norm) > 3 && cartPlace(toks[j].norm)) {
			return "", false
		}
		if throwInNum.has(toks[j].nid, toks[j].norm) {
			j++
		}
		for j < len(toks) && throwArticlesNum.has(toks[j].nid, toks[j].norm) {
			j++
		}
		if j >= len(toks) || !cartPlace(toks[j].norm) {
			return "", false
		}
		j++
		for k := 0; k < i; k++ {
			if _, c, ok := decision1(toks, k); !(ok && (c == dYes || c == dAck || c == dSafi || c == dFiller)) && !goWordsNum.has(toks[k].nid, toks[k].norm) {
				return "", false
			}
		}
		if !onlyAnswerWords(toks, j, len(toks)) {
			return "", false
		}
		return rebuilt(toks, i, j, "add it"), true
	}
	return "", false
}

var (
	throwVerbs    = tokSet("chuck", "toss", "throw", "pop", "drop", "slip", "stick", "shove", "bung", "glisse", "glissez", "jette", "jetez", "balance", "balancez", "lo7", "lou7", "لوح")
	throwObjects  = tokSet("it", "them", "la", "le", "les", "this", "that")
	throwGlued    = tokSet("lo7ha", "lou7ha", "lo7o", "لوحها", "لوحو", "chuckit")
	throwIn       = tokSet("in", "into", "dans", "ds", "f", "fi", "في", "ف", "fel", "fl")
	throwArticles = tokSet("the", "my", "le", "mon", "ton", "votre", "l", "your")
	goWords       = tokSet("allez", "allé", "aller", "vas-y", "vas", "y", "go", "yallah", "yalah", "ewa", "iwa", "yep", "yup", "يالاه", "يالله")
)

// greetThenPlainYes reports a greeting, then only a closed yes phrase
// ("rebonjour, c'est ok pour moi"): the phrase needs no vote of the
// classifier (round 27a: the retrain on tuning26 read it below the
// floor).
func greetThenPlainYes(toks []tok) bool {
	if len(toks) < 3 || !greetWordsNum.has(toks[0].nid, toks[0].norm) || !clauseStart(&toks[1]) {
		return false
	}
	n, c, ok := decisionWords.match(toks, 1, len(toks))
	return ok && c == dYes && n == len(toks)-1
}
