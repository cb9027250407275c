package i18n

import "strings"

// Round 26d: labelled yeses and waits the understanding left unclear,
// read by their shape (the freshest sets first: heldout22, heldout23,
// tuning23, tuning24, each shape seen with several writers).
//
//   - a concession, then a verb of putting in after a but, last ("wakha
//     ghalia chwiya walakin zidha", "c'est cher mais ajoutez-la", "it's
//     long on me but add it", "كنت غادي نقول لا، ولكن دخلها"): what
//     comes after the but is the answer. Never when the part before it
//     is a bare no, a later, a wait or a thought, another one, a
//     position, a colour or a size, a person, a joke; never when the
//     part after it holds more than the verb (it is read again alone and
//     must read a yes);
//   - a yes, then a but and how it is sent: where, to whom, by when
//     ("yes add it, but deliver it after eid", "نعم أضفها، لكن أرسلوها
//     بعد العيد", "oui je la prends mais livrez-la chez ma sœur"): the
//     but opens a verb of sending, and nothing after it is a later, a
//     negation, another thing, a colour or size, a count, a photo, a
//     person, a wait or a question; the yes before the but is read
//     again alone;
//   - a yes, then a wrapping, a bag or the invoice not to be forgotten,
//     or wanted if the shop has it ("zidha, et n'oublie pas l'emballage
//     cadeau", "yes please and a box for it if you have", "دخلها، وزيد
//     عليها الكاغط ديال الكادو إلا عندكم"): the condition and the
//     negation are the extra's, said after it or of forgetting it; the
//     yes before is read again alone. A thing the shop sells, another
//     one, a count, a colour or size, a later or a question is no extra;
//     a condition before the extra ("add it if you have a box") is the
//     yes's own;
//   - a yes, then the occasion it is for and when it is ("yes its for
//     my mom's birthday next week", "oui je la prends pour ma fille,
//     elle se marie en juillet"): the time is the occasion's, not the
//     yes's, when the yes is said with its verb (after a bare yes a date
//     to come is waited on, round 25c); the clause of the occasion holds no later, but, negation,
//     other thing, count, condition or question, and the yes before it
//     is read again alone;
//   - thinking or waiting denied beside the yes ("yallah zidha, ma
//     bqitch nfker", "add it, no more thinking", "لا حاجة للانتظار،
//     أضيفوها"): a clause of a denial and a verb of thinking, waiting or
//     hesitating and nothing else is taken out, and the rest must read a
//     yes. A bare no is no denial here: "add it, no wait" stays asked
//     again, as does "wait, no";
//   - one now, the other later ("add one now and I'll get the second
//     one next month", "nakhod wa7da daba w wa7da mn b3d", "ضعوا واحدة
//     الآن، وسأشتري الثانية الشهر المقبل"): the clause of the other one
//     and its later is taken out, the rest must read a yes with its verb;
//
// The words are plain sets, outside the spelling families, so the
// classifier's features do not move. Most messages show no word any
// shape opens on (one map lookup a word), and are left at once.

// round26dReading reads the shapes above in a message read unclear.
func (x *Understander) round26dReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if u.Decision != DecisionNone && u.Decision != DecisionAmbiguous || a.question || a.hesitant || len(toks) < 2 || len(toks) > 30 {
		return false
	}
	var cues uint32
	for i := range toks {
		cues |= r26CueTable.of(&toks[i])
	}
	if cues == 0 {
		return false
	}
	if cues&uint32(r26Extra) != 0 && r26IfOrForgetIn(toks) {
		if head, ok := yesThenExtra(toks); ok && x.Understand(head).Decision == DecisionYes {
			*u = yesAnswer(*u)
			return true
		}
	}
	if cues&^uint32(r26Extra) == 0 {
		return false // (no reader below has a cue: the condition is not asked)
	}
	if conditionIn(toks) {
		return false
	}
	if cues&uint32(r26But) != 0 {
		if text, ok := concessionThenVerb(toks); ok && x.Understand(text).Decision == DecisionYes {
			*u = yesAnswer(*u)
			return true
		}
	}
	if cues&uint32(r26But) != 0 {
		if head, ok := yesButSend(toks); ok && x.Understand(head).Decision == DecisionYes {
			*u = yesAnswer(*u)
			return true
		}
	}
	if cues&uint32(r26Occ) != 0 {
		if head, ok := yesThenOccasion(toks); ok && x.Understand(head).Decision == DecisionYes {
			*u = yesAnswer(*u)
			return true
		}
	}
	if cues&uint32(r26Think) != 0 {
		if text, ok := thinkingDenied(toks); ok && x.Understand(text).Decision == DecisionYes {
			*u = yesAnswer(*u)
			return true
		}
	}
	if cues&uint32(r26Other) != 0 {
		if text, ok := otherLater(toks); ok && x.Understand(text).Decision == DecisionYes {
			*u = yesAnswer(*u)
			return true
		}
	}
	return false
}

const (
	r26But uint8 = 1 << iota
	r26Think
	r26Other
	r26Extra
	r26Occ
)

var r26Cues = cueMap(map[uint8][]map[string]bool{
	r26But:   {butWords},
	r26Think: {r26ThinkCore},
	r26Other: {r26OtherWords, oneOf},
	r26Extra: {r26ExtraNouns, r26Forget},
	r26Occ:   {r26Occasions},
})

// r26CueTable is r26Cues by word number.
var r26CueTable = newNormTable(func(w string) uint32 { return uint32(r26Cues[w]) })

// r26IfOrForgetIn: a word r26ExtraClause reads as a condition or a
// forgetting, by its own tests; without one it reads no extra (both of
// its yeses need one), and yesThenExtra is not asked.
func r26IfOrForgetIn(toks []tok) bool {
	for i := range toks {
		t := &toks[i]
		if t.in(hsR26IfWords) || r26ForgetNum.has(t.nid, t.norm) || r26IfOrForgetUnglued.is(t) {
			return true
		}
	}
	return false
}

// r26IfOrForgetUnglued is r26IfOrForgetIn's test of the word with its
// "و" cut (unglued), by the word's number: the two sets were hashed by
// string at every word of every message.
var r26IfOrForgetUnglued = newNormTable(func(w string) uint32 {
	w = unglued(w)
	return b32(r26IfWords[w] || r26Forget[w])
})

// cueMap builds a word → cue bits index from sets of words by bit: the
// readers of a round ask it once per word and are left at once when no
// cue of theirs is in the message.
func cueMap(sets map[uint8][]map[string]bool) map[string]uint8 {
	m := map[string]uint8{}
	for bit, list := range sets {
		for _, set := range list {
			for w := range set {
				m[w] |= bit
			}
		}
	}
	return m
}

// concessionThenVerb: a concession, then a but and a verb of putting in,
// last; the text after the but, to read again. The concession is one of
// three kinds, each seen with several writers: an ok that concedes
// ("wakha ghalia chwiya walakin zidha"), the verb after praise ("ماشي
// رخيصة ولكن الجودة باينة، زيدها"), a no the shopper was about to say
// ("كنت غادي نقول لا، ولكن دخلها"). A dislike, a thanks, someone's no, an
// excess or a reason of the shopper's before a bare verb stays asked
// again (rounds 22a, 22b, 24b, 24g, 25b).
func concessionThenVerb(toks []tok) (string, bool) {
	b := -1
	for i := len(toks) - 2; i >= 1; i-- {
		if butWordsNum.has(toks[i].nid, toks[i].norm) {
			b = i
			break
		}
	}
	if b < 1 || len(toks)-b-1 > 6 || !yesHeadOf(toks[b+1:]).verb {
		return "", false
	}
	if leadNos(toks) > 0 {
		return "", false // "la walakin zidha": a bare no, then the yes (asked again)
	}
	content, neg := 0, false
	for k := 0; k < b; k++ {
		if !r26HeadFree(toks, k) {
			return "", false
		}
		_, c, ok := decision1(toks, k)
		if !ok || c != dFiller && c != dYes && c != dAck {
			content++
		}
		neg = neg || toks[k].neg || r26DenyNum.has(toks[k].nid, toks[k].norm) || ok && (c == dNeg || c == dNo)
	}
	if content == 0 {
		return "", false // ("ok mais ajoutez-la": no concession)
	}
	_, c0, ok0 := decision1(toks, 0)
	switch {
	case ok0 && (c0 == dAck || c0 == dYes) && !neg:
		// an ok that concedes
	case r26PraiseBefore(toks, b+1):
	case r26AboutToSayNo(toks, b):
	default:
		return "", false
	}
	return rebuilt(toks, 0, b+1, ""), true
}

// r26PraiseBefore reports praise in toks[s:] before the verb of putting
// in ("walakin zwina bzaf, zidha").
func r26PraiseBefore(toks []tok, s int) bool {
	for k := s; k < len(toks); k++ {
		w, wID := toks[k].norm, toks[k].nid
		if objectVerb(w) {
			return false
		}
		if tailPraiseNum.has(wID, w) || noPraiseWordsNum.has(wID, w) && !r26AnywayNum.has(wID, w) || r26PraiseNum.has(wID, w) {
			return true
		}
		if _, c, ok := decision1(toks, k); ok && c == dPraise {
			return true
		}
	}
	return false
}

// r26AboutToSayNo reports toks[:b] ending on a no the shopper was about
// to say: a verb of saying in the first person or unconjugated, an
// object pronoun at most, then the no ("kont ghadi ngoul la", "بغيت نقول
// ليك لا", "j'allais dire non"); not someone else's no ("my husband
// said no").
func r26AboutToSayNo(toks []tok, b int) bool {
	if b < 3 || !sayNoNum.has(toks[b-1].nid, toks[b-1].norm) {
		return false
	}
	k := b - 2
	if k > 0 && r26SayToNum.has(toks[k].nid, toks[k].norm) {
		k--
	}
	if !sayWordsNum.has(toks[k].nid, toks[k].norm) {
		return false
	}
	for i := 0; i < k; i++ {
		if w, wID := toks[i].norm, toks[i].nid; kinWordsNum.has(wID, w) || storyKinNum.has(wID, w) || tailKinNum.has(wID, w) {
			return false // ("my husband was going to say no": his no)
		}
	}
	return true
}

var (
	r26Anyway = tokSet("seriously", "anyway", "anyways", "serieux", "sérieux")
	r26Praise = tokSet("باينة", "باينه", "عجباتني", "3jbatni", "zwina", "mzyana", "مزيانة", "qualité", "qualite", "quality")
	r26SayTo  = tokSet("lik", "ليك", "leek", "you", "vous", "te", "lek", "لك")
)

// r26HeadFree reports toks[k] none of what makes the part before a but
// more than a concession: a later, a wait or a thought, another one, a
// position or more shown, a colour or a size, a person, a joke, a
// removal, a thing put in.
func r26HeadFree(toks []tok, k int) bool {
	t := &toks[k]
	w := unglued(t.norm)
	if later(toks, k) || takeBackWordsNum.has(t.nid, t.norm) || thinkVerbsNum.has(t.nid, t.norm) || moreWords[w] || r26OtherWords[w] || kiddingNum.has(t.nid, t.norm) ||
		removalVerb(t) || t.objectVerb() || t.asked {
		return false
	}
	if _, c, ok := decision1(toks, k); ok && (c == dYesVerb || c == dHold || c == dHoldVerb || c == dMore) {
		// (not "a bit" after a word it measures: "ghalia chwiya")
		if !(c == dHold && r26BitNum.has(t.nid, t.norm) && k > 0 && !clauseStart(t) && !r26Said(toks, k-1)) {
			return false
		}
	}
	if v, ok := slotWords.singleTok(t); ok && !v.productWord && (v.color != "" || v.size != "") {
		return false
	}
	if ri, ok := t.role1(); ok && ri.roles&(rHuman|rHumanNoun|rTalk|rShowMore|rOrdinal|rDrop) != 0 {
		return false
	}
	return true
}

// r26Said reports toks[k] an answer word, a wait or a filler.
func r26Said(toks []tok, k int) bool {
	_, c, ok := decision1(toks, k)
	return ok && (c == dYes || c == dAck || c == dSafi || c == dFiller || c == dHold || c == dOh || c == dHmm)
}

// r26Bit is "a bit", a wait alone ("chwiya") and a measure after a word.
var r26Bit = tokSet("chwiya", "chwia", "chwya", "شوية", "شويه", "شوي")

var (
	// r26ThinkCore: thinking, waiting, hesitating.
	r26ThinkCore = tokSet("think", "thinking", "thought", "nfker", "nfkr", "nfaker", "nfakar", "nfekker", "tfker", "tfkir",
		"reflechir", "réfléchir", "hesiter", "hésiter", "hesitate", "hesitating", "hesitation", "hésitation", "wait", "waiting",
		"attendre", "ntsenna", "ntsna", "ntsnna", "nsber", "nsbar", "نفكر", "غانفكر", "التفكير", "للتفكير", "تفكير",
		"الانتظار", "للانتظار", "انتظار", "ننتظر", "نتسنى", "نصبر", "نتردد", "التردد", "للتردد")
	// r26Deny deny it (a bare "no" only before "more" or "need").
	r26Deny = tokSet("not", "don't", "dont", "can't", "cant", "cannot", "won't", "nothing", "never", "ma", "pas", "plus",
		"rien", "ne", "sans", "without", "bla", "بلا", "بدون", "ما", "stop", "done", "enough", "assez", "mabqitch",
		"mab9itch", "mabghitch", "ماشي")
	// r26ThinkSmall may stand around them.
	r26ThinkSmall = tokSet("i", "im", "i'm", "to", "about", "it", "this", "that", "anymore", "any", "more", "longer", "again",
		"need", "je", "j", "veux", "besoin", "de", "la", "peine", "y", "ghadi", "gha", "nb9a", "nbqa", "nbka", "bqit",
		"b9it", "bqitch", "b9itch", "n9der", "n9derch", "nqder", "nqderch", "fiha", "f", "ktar", "غادي", "غانبقى",
		"نبقى", "بقيت", "بقيتش", "فيها", "حاجة", "داعي", "كثر", "أكثر", "اكثر", "نقدرش", "want", "no", "لا", "bghit", "bghitch", "بغيتش", "باغي",
		"khlas", "safi", "صافي", "خلاص")
)

// thinkingDenied: a clause of a denial and a verb of thinking, waiting
// or hesitating, and nothing else; the message without it, to read
// again.
func thinkingDenied(toks []tok) (string, bool) {
	for s := 0; s < len(toks); {
		e := s + 1
		for e < len(toks) && !clauseStart(&toks[e]) {
			e++
		}
		if (s > 0 || e < len(toks)) && thinkDenial(toks, s, e) {
			return rebuilt(toks, s, e, ""), true
		}
		s = e
	}
	return "", false
}

func thinkDenial(toks []tok, s, e int) bool {
	core, deny := false, false
	for k := s; k < e; k++ {
		t := &toks[k]
		w, wID := t.norm, t.nid
		switch {
		case r26ThinkCoreNum.has(wID, w):
			if k > s && leadNo(&toks[k-1]) && !r26DenyNum.has(toks[k-1].nid, toks[k-1].norm) {
				return false // "no wait"
			}
			core = true
		case r26DenyNum.has(wID, w) || t.neg:
			deny = true
		case leadNo(t):
			// a bare no: a denial only before "more" or "need" ("no more
			// thinking", "لا حاجة للانتظار")
			if k+1 < e && r26NoMoreNum.has(toks[k+1].nid, toks[k+1].norm) {
				deny = true
			}
		case r26ThinkSmallNum.has(wID, w):
		default:
			return false
		}
	}
	return core && deny
}

var r26NoMore = tokSet("more", "need", "longer", "حاجة", "داعي")

var (
	// r26OtherWords: the other one, the second, the rest.
	r26OtherWords = tokSet("other", "second", "rest", "autre", "lautre", "l'autre", "deuxieme", "deuxième", "seconde", "reste", "khra", "khor",
		"okhra", "lokhra", "lokhor", "akhor", "tania", "ltania", "الثانية", "التانية", "الأخرى", "الاخرى", "الأخرى",
		"البقية", "الباقي", "lba9i", "lbaqi")
	// r26NextWords say when, beside laterWords.
	r26NextWords = tokSet("next", "prochain", "prochaine", "jay", "jaya", "الجاي", "الجاية", "المقبل", "القادم",
		"المقبلة", "القادمة", "mn", "من", "بعد", "b3d")
	// r26NowWords say the first one is now.
	r26NowWords = tokSet("now", "maintenant", "daba", "دابا", "الآن", "الان", "دروك")
)

// otherLater: the yes for one now, and a clause for the other one later;
// the yes without that clause, to read again.
func otherLater(toks []tok) (string, bool) {
	for s := 1; s < len(toks); s++ {
		if !clauseStart(&toks[s]) && !reminderAndsNum.has(toks[s].nid, toks[s].norm) && !(toks[s].norm != unglued(toks[s].norm)) {
			continue
		}
		other, when := false, false
		for k := s; k < len(toks); k++ {
			t := &toks[k]
			w := unglued(t.norm)
			if t.neg || r26DenyNum.has(t.nid, t.norm) || negationShaped(t.norm) || removalVerb(t) || t.refusalVerb() || kiddingNum.has(t.nid, t.norm) || t.asked && k > s {
				return "", false
			}
			if r26OtherWords[w] || oneOf[w] && r26NowIn(toks[:s]) {
				other = true
			}
			if later(toks, k) || r26NextWords[w] {
				when = true
			}
		}
		if !other || !when {
			continue
		}
		head := toks[:s]
		verb := yesHeadOf(head).verb
		for k := range head {
			verb = verb || head[k].in(hsOneOf)
			if r26OtherWords[unglued(head[k].norm)] || moreWords[unglued(head[k].norm)] || later(head, k) {
				return "", false
			}
		}
		if !verb {
			return "", false // ("ok, the other one later": the yes is for the other)
		}
		return rebuilt(toks, s, len(toks), ""), true
	}
	return "", false
}

// r26NowIn reports a now said in toks.
func r26NowIn(toks []tok) bool {
	for k := range toks {
		if r26NowWordsNum.has(toks[k].nid, toks[k].norm) {
			return true
		}
	}
	return false
}

// yesButSend: a yes, then a but opening a verb of sending and how it is
// sent; the yes before the but, to read again.
func yesButSend(toks []tok) (string, bool) {
	b := -1
	for i := 1; i < len(toks)-1; i++ {
		if butWordsNum.has(toks[i].nid, toks[i].norm) {
			b = i
			break
		}
	}
	if b < 1 || b+1 >= len(toks) || !sendVerbWord(unglued(toks[b+1].norm)) {
		return "", false
	}
	for k := b + 2; k < len(toks); k++ {
		if !r26SendFree(toks, k) {
			return "", false
		}
	}
	return rebuilt(toks, b, len(toks), ""), true
}

// r26SendFree reports toks[k], after a verb of sending, free of what
// changes the yes: a later, a negation, a wait or a thought, another
// thing or another one, a put-in, a removal, a colour or a size, a
// count or an amount, a photo or another topic, a person or a talk, a
// joke, a question.
func r26SendFree(toks []tok, k int) bool {
	t := &toks[k]
	w := unglued(t.norm)
	if k > 0 && sendVerbWord(unglued(toks[k-1].norm)) && r26SentObjNum.has(t.nid, t.norm) && !t.asked {
		return true // "livrez-la": its object, not the Darija no
	}
	if k > 0 && r26DatePrepsNum.has(toks[k-1].nid, toks[k-1].norm) && number(t.norm) && !t.asked {
		return true // "après le 15": a day
	}
	if t.norm == "ma" && k+1 < len(toks) && (kinWordsNum.has(toks[k+1].nid, toks[k+1].norm) || tailKinNum.has(toks[k+1].nid, toks[k+1].norm) || storyKinNum.has(toks[k+1].nid, toks[k+1].norm)) {
		return true // "chez ma sœur": the French possessive
	}
	if t.asked || t.neg || t.shop || r26DenyNum.has(t.nid, t.norm) || negationShaped(t.norm) || later(toks, k) || takeBackWordsNum.has(t.nid, t.norm) ||
		thinkVerbsNum.has(t.nid, t.norm) || moreWords[w] || r26OtherWords[w] || kiddingNum.has(t.nid, t.norm) || removalVerb(t) || t.refusalVerb() ||
		t.objectVerb() && !sendVerbWord(w) || amount(t.norm) || isCurrency(t.norm) || t.isLooseQty() ||
		t.isMany() || topicWord(t) || butWordsNum.has(t.nid, t.norm) {
		return false
	}
	if number(t.norm) {
		return false // ("mais envoyez-en 2": a count)
	}
	if _, c, ok := decision1(toks, k); ok && (c == dNo || c == dNeg || c == dHold || c == dHoldVerb || c == dMore || c == dYesVerb && !sendVerbWord(w)) {
		return false
	}
	if v, ok := slotWords.singleTok(t); ok && !v.productWord && (v.color != "" || v.size != "") && !(v.color == "" && len(t.norm) == 1) {
		return false
	}
	if ri, ok := t.role1(); ok && ri.roles&(rCond|rQWord|rHuman|rTalk|rShowMore|rPriceQ|rCheaper|rBigger|rSuper|rOrdinal|rDrop|rAvail) != 0 {
		return false
	}
	return true
}

// r26SentObj: the object of a verb of sending, glued by a dash or not.
var r26SentObj = tokSet("la", "le", "les", "lui", "it", "ha", "h", "ها", "them", "moi", "me", "lia", "liya", "ليا")

// r26DatePreps may stand before a day of the month ("après le 15").
var r26DatePreps = tokSet("le", "the", "après", "apres", "after", "before", "avant", "qbel", "9bel", "b3d", "بعد", "قبل", "until")

var (
	// r26ExtraNouns: what comes with the thing, never another thing.
	r26ExtraNouns = tokSet("cadeau", "cadeaux", "cado", "kado", "gift", "hdiya", "hediya", "هدية", "كادو", "الكادو",
		"emballage", "paquet", "wrap", "wrapping", "ghlaf", "غلاف", "تغليف", "box", "boite", "boîte", "bag", "pochette",
		"sachet", "kis", "lkis", "كيس", "الكيس", "الكاغط", "كاغط", "ticket", "facture", "fatora", "lfatora", "فاتورة",
		"الفاتورة", "الفاكتورة", "فاكتورة", "invoice", "receipt", "recu", "reçu", "ribbon", "ruban", "بالهدايا", "للهدايا")
	// r26GiftWords name a gift, not what comes with it.
	r26GiftWords = tokSet("cadeau", "cadeaux", "cado", "kado", "gift", "hdiya", "hediya", "هدية", "كادو", "الكادو",
		"بالهدايا", "للهدايا")
	// r26CardWords: a gift card or voucher is a thing sold.
	r26CardWords = tokSet("card", "carte", "bon", "voucher", "بطاقة", "البطاقة", "lcarte", "karta")
	// r26Forget: forgetting, said with a negation before it.
	r26Forget = tokSet("oublie", "oubliez", "noublie", "noubliez", "noublies", "oublier", "oublies", "forget", "tnsach", "tnsa", "tnsawch", "tensach",
		"تنساش", "تنساوش", "تنسوا", "تنسى", "تنس")
	// r26IfWords open the extra's condition; r26IfSmall may follow.
	r26IfWords = tokSet("if", "si", "ila", "إلا", "الا", "يلا", "ويلا", "wila", "ida", "إذا", "اذا")
	r26IfSmall = tokSet("you", "have", "has", "got", "any", "one", "it", "there", "is", "theres", "there's", "vous", "en",
		"avez", "ça", "ca", "existe", "exist", "exists", "kan", "kayn", "kayna", "kant", "عندكم", "3ndkom", "كان", "كاين",
		"كاينة", "possible", "momkin", "ممكن", "dispo", "disponible", "متوفر", "available", "lol", "hhh", "please", "svp", "stp",
		"can", "could", "peux", "pouvez")
	// r26ExtraDeny: the negation of forgetting ("n'oublie pas", "ألا تنسوا").
	r26ExtraDeny = tokSet("n", "ne", "pas", "don't", "dont", "do", "not", "ma", "ما", "لا", "ألا", "الا", "غير", "ghir")
)

// r26ExtraNoun reports w an extra, an article or preposition glued on or
// not ("l'emballage", "lkis", "الكيس", "فالكولي").
func r26ExtraNoun(w string) bool {
	if r26ExtraNouns[w] {
		return true
	}
	for _, p := range [...]string{"l", "d", "ال", "ل", "ف", "فال", "بال"} {
		if r, ok := strings.CutPrefix(w, p); ok && len(r) >= 3 && r26ExtraNouns[r] {
			return true
		}
	}
	return false
}

// yesThenExtra: a yes, then a clause of an extra not to be forgotten or
// wanted if there is one; the yes before it, to read again.
func yesThenExtra(toks []tok) (string, bool) {
	for s := 1; s < len(toks); s++ {
		if !clauseStart(&toks[s]) && !tailAndsNum.has(toks[s].nid, toks[s].norm) && unglued(toks[s].norm) == toks[s].norm {
			continue
		}
		if r26ExtraClause(toks, s) {
			return rebuilt(toks, s, len(toks), ""), true
		}
		return "", false // (only the first clause after the yes)
	}
	return "", false
}

// r26ExtraClause reads toks[s:] as an extra, not forgotten or wanted if
// the shop has it.
func r26ExtraClause(toks []tok, s int) bool {
	extra, forget := false, false
	for k := s; k < len(toks); k++ {
		t := &toks[k]
		w := unglued(t.norm)
		switch {
		case k == s && tailAndsNum.has(t.nid, t.norm):
		case (t.in(hsR26IfWords) || r26IfWords[w]) && !r26ForgetAfter(toks, k):
			if !extra || t.asked {
				return false // ("add it if you have a box": the yes's own condition)
			}
			for i := k + 1; i < len(toks); i++ {
				if !r26IfSmallNum.has(toks[i].nid, toks[i].norm) || toks[i].asked {
					return false
				}
			}
			return true
		case r26ForgetNum.has(t.nid, t.norm) || r26Forget[w]:
			if t.asked || !r26DeniedBefore(toks, s, k) {
				return false
			}
			forget = true
		case r26CardWords[w] || r26CardWordsNum.has(t.nid, t.norm):
			return false // ("and the gift card too": a thing sold)
		case r26ExtraNoun(w) && !(t.shop && !giftish[w]):
			if t.asked {
				return false
			}
			// a gift alone is the thing given, or another thing: its
			// wrapping, bag, box or ticket is the extra
			extra = extra || !r26GiftWords[w]
		case (r26ExtraDenyNum.has(t.nid, t.norm) || t.in(hsR26IfWords)) && r26ForgetAfter(toks, k):
		case r26ExtraDenyNum.has(t.nid, t.norm) && k > s && r26ForgetNum.has(toks[k-1].nid, toks[k-1].norm):
			// "n'oublie pas"
		case !r26ExtraFree(toks, k):
			return false
		}
	}
	return extra && forget
}

// r26DeniedBefore reports a negation in toks[s:k].
func r26DeniedBefore(toks []tok, s, k int) bool {
	for i := s; i < k; i++ {
		if r26ExtraDenyNum.has(toks[i].nid, toks[i].norm) && toks[i].norm != "ghir" && toks[i].norm != "غير" && toks[i].norm != "do" {
			return true
		}
	}
	return toks[k].neg || strings.HasPrefix(toks[k].norm, "n") && r26Forget[toks[k].norm[1:]]
}

// r26ForgetAfter reports a forgetting within two words after toks[k].
func r26ForgetAfter(toks []tok, k int) bool {
	for i := k + 1; i < len(toks) && i <= k+3; i++ {
		if r26ForgetNum.has(toks[i].nid, toks[i].norm) || r26Forget[unglued(toks[i].norm)] {
			return true
		}
	}
	return false
}

// r26ExtraFree reports toks[k], in the clause of an extra, free of what
// makes it more than the extra: r26SendFree's vetoes, but for a verb of
// putting it in and "also".
func r26ExtraFree(toks []tok, k int) bool {
	t := &toks[k]
	if t.objectVerb() || r26AlsoNum.has(t.nid, t.norm) || r26Also[unglued(t.norm)] {
		return !t.asked
	}
	if _, c, ok := decision1(toks, k); ok && c == dYesVerb {
		return !t.asked
	}
	return r26SendFree(toks, k)
}

var r26Also = tokSet("aussi", "also", "too", "m3aha", "معاها", "عليها", "3liha", "with", "avec", "rajoutez", "ajoutez", "throw", "in")

// r26Occasions: an occasion a thing is bought for.
var r26Occasions = tokSet("birthday", "anniversary", "anniversaire", "wedding", "mariage", "marie", "engagement",
	"fiancailles", "fiançailles", "eid", "aid", "l3id", "عيد", "العيد", "للعيد", "فعيد", "ميلاد", "ميلادو", "ميلادها",
	"fête", "fete", "party", "3ers", "l3ers", "العرس", "للعرس", "عرس", "khotba", "lkhotba", "الخطوبة", "graduation")

// yesThenOccasion: a yes, then clauses of the occasion it is for; the
// yes before them, to read again.
func yesThenOccasion(toks []tok) (string, bool) {
	for s := 1; s < len(toks); s++ {
		if !clauseStart(&toks[s]) && !tailAndsNum.has(toks[s].nid, toks[s].norm) && !r26BecauseNum.has(toks[s].nid, toks[s].norm) && !r26OpenerNum.has(toks[s].nid, toks[s].norm) {
			continue
		}
		occ, free, when := false, true, false
		for k := s; k < len(toks); k++ {
			t := &toks[k]
			w := unglued(t.norm)
			switch {
			case k == s && (tailAndsNum.has(t.nid, t.norm) || r26BecauseNum.has(t.nid, t.norm)):
			case r26Deadline[w] || r26DeadlineNum.has(t.nid, t.norm):
				free = false // "lmohim twsl 9bl l3id": a deadline, a condition
			case dearWords[w] || dearWordsNum.has(t.nid, t.norm):
				free = false // "wakha rah ghalia bzaf had lqadiya dyal l3ers": the price of it complained of (round 26, at the merge)
			case r26Occasions[w] || r26OccasionsNum.has(t.nid, t.norm):
				occ = !t.asked
			case r26OccTime[w] || k > 0 && r26DatePrepsNum.has(toks[k-1].nid, toks[k-1].norm) && (number(t.norm) || r26Ordinal(t.norm)):
				when = true
			case !r26SendFree(toks, k):
				free = false
			}
		}
		if occ && free {
			if when && !yesHeadOf(toks[:s]).verb {
				// a date to come after a bare yes waits on it (round
				// 25c: "yes it's for my wedding next month")
				return "", false
			}
			return rebuilt(toks, s, len(toks), ""), true
		}
	}
	return "", false
}

// r26Ordinal reports a day of the month said "14th", "1er".
func r26Ordinal(w string) bool {
	n := 0
	for n < len(w) && w[n] >= '0' && w[n] <= '9' {
		n++
	}
	return n > 0 && n <= 2 && (w[n:] == "th" || w[n:] == "st" || w[n:] == "nd" || w[n:] == "rd" || w[n:] == "er")
}

var (
	// r26Deadline: a time the thing must arrive by, said as a
	// condition of the yes ("as long as it arrives before eid").
	r26Deadline = tokSet("lmohim", "lmuhim", "mohim", "المهم", "long", "pourvu", "essentiel", "lessentiel", "twsl",
		"twasl", "twesl", "توصل", "توصلني", "arrive", "arrives", "arrived", "gets", "reach", "reaches", "before", "avant",
		"9bl", "9bel", "qbel", "قبل", "until", "by")
	// r26Opener may open the occasion's clause with no comma ("yes its
	// for my mom's birthday").
	r26Opener  = tokSet("its", "it's", "cest", "c'est", "my", "our", "we", "mon", "ma", "hadi", "هادي", "rah", "راه")
	r26Because = tokSet("because", "car", "parce", "hit", "7it", "حيت", "لأن", "لان")
	// r26OccTime: when the occasion is.
	r26OccTime = tokSet("next", "week", "month", "prochain", "prochaine", "semaine", "mois", "juillet", "août", "aout",
		"samedi", "dimanche", "vendredi", "saturday", "sunday", "friday", "jay", "jaya", "الجاي", "الجاية", "الجمعة",
		"السبت", "الأحد", "السيمانة", "الأسبوع", "lsimana", "ljom3a", "sebt", "on", "in", "en", "this", "ce", "cette")
)
