package i18n

// Round 37n: an explicit refusal said beside a reason or an aside, the
// rules reading no answer in the whole.
//
// The corpus labels `no` (intent cancel) a message that says its no in
// a clause of its own and a reason or an aside in the rest: "non merci,
// j'attends les soldes", "no, we don't have an oven, it'd be useless",
// "ماشي دابا، عندي مصاريف الدخول المدرسي", "pas pour cette fois, merci
// quand même", "j'aimerais dire oui mais je suis fauchée, donc non",
// "ok donc c'est non, merci quand même", "no thanks it doesn't go with
// my living room". The answer grammar (decision.go) reads the rest word
// by word and gives up on words it does not know, and the classifier's
// cancel is only a guess (asked again). round37nReading reads the no
// where both agree: the refusal clause, by the rules, and a cancel in the
// whole, by the classifier (guessAnswer's guess, with its own vetoes),
// or the rules' cancel intent left undecided.
//
// The refusal clause is the first clause (before the first comma or stop,
// nothing asked in it), the last clause, or a "no thanks" opening the
// message with no comma after it, made only of bare noes, refusal phrases
// ("pas maintenant", "machi daba", "ليس اليوم", "not now", "pas pour
// cette fois", "je refuse", "laissez tomber", "never mind", "forget it",
// "c'est non", "of course not", "surtout pas", "جوابي لا", "i'll pass"),
// thanks, fillers, a vocative ("a khti") and glue ("donc", "so", "لذا",
// "quand même", "sorry"), a no or a phrase among them; "ah la la" and
// "ou la la" are exclamations, not noes.
//
// Vetoes: a pick or a size read (u.Ordinal, u.Size; "non, ma fille a 15
// ans, elle fait du S adulte", a size letter in the rest), a verb of
// putting in or taking anywhere ("non, vous avez raison, je la prends"),
// a wait, a later or a doubt in the rest ("non non, rien ne presse, je
// vous dirai", "non merci, j'attends les soldes w nchouf": a wait after
// a no is often hold), an order received found wanting ("no, the teapot
// i got yesterday leaks": a complaint, no answer), a want or a question
// in the rest or closing it after a first-clause no ("la, bghit jouj
// mnha", "non, la dernière fois ?": round 35d's and 37b's requests),
// "I meant" and "not the" (a correction), a vocative to others ("لا يا
// أولاد، ماشي دابا", saidToKin35t), a code, a worry denied, a refusal
// denied, a fit granted before a but ("لا، المقاس مضبوط، ولكن غالية"),
// and after a not-now phrase any time, later, return, pay day, maybe
// or but in the rest ("ماشي دابا، ولكن نهار العيد", "not now khoya,
// next month", "pas maintenant, après la paie du 25": hold).
//
// Counted over every seen corpus file (heldout34 and heldout35 never
// read): the shape without the classifier's agreement is no rule (first
// clause a refusal: 4664 no against 262 unclear, 40 hold, 37 yes, 35
// without a decision), but with it every seen line of the shape that the
// rules and the classifier had left unclear is labelled no: 309 lines
// move from unclear to no (first clause 244, 12 of them a not-now; last
// clause 56, 6 a not-now; "no thanks" without a comma 7; 2 more of equal
// texts), 147 of them in heldout files the classifier never trained on;
// no line labelled otherwise moves, no false yes or no is added. Before
// the vetoes, the seen lines of the shape with the classifier's cancel
// and another label were the five quoted with the first vetoes; the
// later vetoes keep the earlier rounds' hard negatives (round 22b's "no,
// it's lovely", round 26a's "non, c'est pour un mariage", round 30a's
// "non, ma pointure c 46 …") asked again.
//
// Left alone: a not-now then a time or a later ("machi daba … mn b3d"
// is labelled 17 no to 2 hold over the seen sets, "not now" before a
// named day or pay day mostly hold: 44 hold among 150 not-now lines), a
// wait after the no ("non merci, j'attends les soldes w nchouf",
// labelled no, a sibling of hold lines), a no with no comma after it but "no thanks" ("la ma
// kaynach f bali had lchi", "nooo wrong item": "la" is also the article),
// and the refusal inside a longer clause ("je veux juste me renseigner,
// pas acheter", "I'd love to say yes but I'm broke, so no": the last
// clause holds more than the no).
func (x *Understander) round37nReading(a *analysis, u *Understanding) {
	toks := a.toks
	if x.open || len(toks) < 3 || len(toks) > 30 || !a.may(cueRefusal37n) {
		return
	}
	if d := u.answer(); d != DecisionNone && d != DecisionAmbiguous || u.Ordinal != 0 || u.Size != "" {
		return
	}
	var cl, rest []tok
	if s := firstClauseEnd35d(toks); s > 0 && refusal37n(toks[:s]) {
		cl, rest = toks[:s], toks[s:]
	} else if n := noThanks37n(toks); n > 0 {
		cl, rest = toks[:n], toks[n:]
	} else if l := lastClauseAt(toks); l > 0 && refusal37n(toks[l:]) {
		cl, rest = toks[l:], toks[:l]
	} else {
		return
	}
	if rest37nVetoed(rest) || butAfterFit37n(rest) || notNowIn37n(cl) && later37nIn(rest) || yesVerbIn(toks) || saidToKin35t(toks) {
		return
	}
	if a.endAsked && &cl[0] == &toks[0] {
		return // "non, la dernière fois ?": the rest asks, after the no
	}
	if u.Intent != IntentCancel {
		if g := x.guessAnswer(a, *u); !g.Guess || g.Intent != IntentCancel {
			return // (the classifier hears no cancel in the whole)
		}
	}
	*u = noOf(*u)
}

// cue37n is the class of round37nReading's words: a bare no, or a word
// every refusal phrase of refusals37n holds when it holds no bare no.
func cue37n(t *tok) bool { return bareNo(t) || cueWords37n[t.norm] }

// cueWords37n: the words of refusals37n's phrases without a bare no
var cueWords37n = tokSet("maintenant", "fois", "aujourd'hui", "now", "today", "time", "daba", "دابا", "اليوم", "الآن", "الان",
	"refuse", "mind", "nevermind", "forget", "tomber", "course", "surtout", "certainement", "definitely", "absolutely", "passe", "pass")

var (
	// thanks37n, voc37n: thanks and a vocative beside a no
	thanks37n = tokSet("merci", "thanks", "thank", "you", "thx", "shokran", "chokran", "choukran", "shukran", "chkran", "شكرا", "شكرًا", "شكراً", "لكم", "lik", "bzaf")
	voc37n    = tokSet("a", "khti", "khoya", "khouya", "khay", "sidi", "lalla", "sat", "أ", "ختي", "خويا", "أختي", "أخويا")
	// got37n: an order received and found wanting
	got37n = tokSet("got", "leaks", "broken", "cassee", "casse")
	// size37n: a size letter
	size37n = tokSet("s", "xs", "xl", "xxl", "xxxl")
	// aside37n: a vocative to others, a code, a worry denied, the
	// refusal rebutted: no answer about the card
	aside37n = tokSet("ya", "يا", "code", "t9le9ch", "t9l9ch", "worry", "تقلق", "nrfd", "nrfdha", "ارفض", "أرفض", "lovely", "mariage", "qsdt", "qasdt", "9sdt", "قصدت", "meant", "pointure")
	// wait37n: a wait, a later, a doubt after the no
	wait37n = tokSet("dirai", "presse", "nchouf", "nshouf", "nchof", "نشوف", "nfker", "nfakar", "نفكر", "reflechir", "reflechis", "reflechirai",
		"think", "thinking", "later", "apres", "b3d", "بعد", "plus", "tard", "bientot", "soon", "sure", "sais", "idk")
)

// refusals37n: the phrases that refuse alone
var refusals37n = newPhraseList("pas maintenant", "pas pour cette fois", "pas pour aujourd'hui", "pas aujourd'hui", "pas cette fois",
	"not now", "not today", "not this time", "machi daba", "mashi daba", "mchi daba", "ماشي دابا", "ليس اليوم", "ليس الآن", "ليس الان",
	"je refuse", "never mind", "nevermind", "forget it", "laissez tomber", "laisse tomber", "je laisse tomber", "on laisse tomber",
	"c'est non", "cest non", "bien sûr que non", "of course not", "surtout pas", "certainement pas", "definitely not", "absolutely not",
	"قطعا لا", "بالطبع لا", "جوابي لا", "الجواب لا", "no way", "je passe", "i'll pass", "i pass", "it's a no", "its a no", "c'est un non")

// notNow37n: the not-now phrases of refusals37n
var notNow37n = newPhraseList("pas maintenant", "pas pour cette fois", "pas pour aujourd'hui", "pas aujourd'hui", "pas cette fois",
	"not now", "not today", "not this time", "machi daba", "mashi daba", "mchi daba", "ماشي دابا", "ليس اليوم", "ليس الآن", "ليس الان")

// glue37n: the words a refusal clause may carry besides its no: so,
// well, "quand même"
var glue37n = tokSet("donc", "so", "alors", "then", "bon", "ben", "well", "لذا", "إذن", "اذن", "quand", "meme", "même", "thanks", "desole", "desolee", "sorry", "pardon", "عذرا", "آسف", "اسف", "آسفة")

// refusal37n reports a clause only a refusal: no words, refusal
// phrases, thanks, fillers, a vocative, glue; a no among them.
func refusal37n(cl []tok) bool {
	no := false
	for i := 0; i < len(cl); {
		t := &cl[i]
		if n := refusals37n.at(cl, i); n > 0 {
			no = true
			i += n
			continue
		}
		switch {
		case bareNo(t):
			if i > 0 && fillers34n[cl[i-1].norm] || i > 0 && (cl[i-1].norm == "a" || cl[i-1].norm == "o" || cl[i-1].norm == "ou") {
				return false // "ah la la", "ou la la": an exclamation
			}
			no = true
		case thanks37n[t.norm] || voc37n[t.norm] || fillers34n[t.norm] || glue37n[t.norm]:
		default:
			return false
		}
		i++
	}
	return no
}

// noThanks37n is the length of a "no thanks" opening the message
// with no comma after it ("no thanks it doesn't go with my living
// room", "non merci j'ai déjà commandé la même"), 0 for none.
func noThanks37n(toks []tok) int {
	if len(toks) < 3 || !bareNo(&toks[0]) || !thanks37n[toks[1].norm] || toks[1].norm == "you" || toks[1].norm == "lik" || toks[1].norm == "bzaf" {
		return 0
	}
	n := 2
	if toks[n].norm == "you" || toks[n].norm == "bzaf" || toks[n].norm == "lik" {
		n++
	}
	if n >= len(toks) {
		return 0
	}
	return n
}

// notNowIn37n reports a not-now phrase in cl.
func notNowIn37n(cl []tok) bool {
	for i := range cl {
		if notNow37n.at(cl, i) > 0 {
			return true
		}
	}
	return false
}

// maybe37n: a maybe after the no leaves it open ("لا، لا، ربما" is
// labelled unclear)
var maybe37n = tokSet("maybe", "ربما", "rbma", "rubama", "peutetre", "probablement", "yimken", "ymken", "يمكن", "perhaps")

// later37n: after "not now", a time, a later, a return, a pay day, a
// but, a maybe: the matter put off (hold), or split
var later37n = tokSet("nhar", "نهار", "يوم", "jour", "day", "demain", "ghedda", "غدا", "غدوة", "week", "semaine", "simana", "chhar", "شهر",
	"mois", "month", "next", "prochain", "prochaine", "jay", "جاي", "apres", "after", "بعد", "b3d", "mnb3d", "later", "لاحقا", "لاحقاً",
	"tard", "nrj3", "nrje3", "نرجع", "غانرجع", "سأرجع", "سأعود", "back", "reviens", "reviendrai", "الليلة", "soir", "tonight", "paie", "payday",
	"salaire", "الراتب", "الخلاص", "الخلصة", "nkhlss", "نخلص", "ملي", "mli", "mnin", "حتى", "7ta", "until", "jusqu", "الجمعة", "الأحد",
	"الحد", "lkhmis", "الخميس", "sunday", "friday", "rmdan", "ramadan", "l3id", "العيد", "aid", "eid", "peut", "etre", "ربما", "maybe",
	"يمكن", "ymkn", "perhaps", "حجزه", "khliha", "خليها", "حطها", "dirai", "fkr", "nfkr", "أفكر", "نفكر", "تسنى", "tsena", "sber", "صبر",
	"walakin", "ولكن", "لكن", "mais", "but", "inchallah", "إن", "الله")

// butAfterFit37n reports a but in the rest after a fit or a lack of
// objection granted ("لا، المقاس مضبوط، ولكن غالية", "la, ma kayn 3lach
// nrfd walakin ghalia": round 27e's, asked again).
func butAfterFit37n(rest []tok) bool {
	for i := range rest {
		if butWords[rest[i].norm] {
			for j := 0; j < i; j++ {
				if fit37n[rest[j].norm] {
					return true
				}
			}
		}
	}
	return false
}

// fit37n: a fit or a fault denied before a but
var fit37n = tokSet("مضبوط", "مضبوطة", "mdbout", "mdbota", "fits", "parfait", "parfaite", "perfect", "mzyan", "مزيان", "3lach")

// later37nIn reports a later37n word in toks.
func later37nIn(toks []tok) bool {
	for i := range toks {
		if later37n[toks[i].norm] {
			return true
		}
	}
	return false
}

// rest37nVetoed reports a rest that is no reason or aside closing the
// matter: a wait or a later, an order received, a size letter.
func rest37nVetoed(rest []tok) bool {
	for i := range rest {
		t := &rest[i]
		if wait37n[t.norm] || arrived34n[t.norm] || got37n[t.norm] || size37n[t.norm] || aside37n[t.norm] || t.asked || firstWant(t) || want35d[t.norm] ||
			t.norm == "not" && i+1 < len(rest) && rest[i+1].norm == "the" {
			return true
		}
		if maybe37n[t.norm] || notDear36b[t.norm] && i+1 < len(rest) && dearWords[rest[i+1].norm] {
			return true // "لا، لا، ربما", "la, mashi ghalia": a doubt, a price denied (the retrain's two false noes)
		}
	}
	return false
}
