package i18n

import "strings"

// beforeDoing returns the span [at, end) of a verb of putting in or
// ordering that "before" governs ("avant de commander, vous livrez en
// combien de temps ?", "before i order, is it real leather?", "9bel ma
// nchriha", "قبل أن أطلب"): the shopper asks about the order still to
// come, and that verb is no answer. at is -1 when there is none.
func beforeDoing(toks []tok) (at, end int) {
	for i := 0; i+1 < len(toks); i++ {
		if !beforeWordsNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		j := i + 1
		for k := 0; k < 2 && j < len(toks) && beforeGlueNum.has(toks[j].nid, toks[j].norm); k++ {
			j++
		}
		if j >= len(toks) {
			return -1, -1
		}
		if n, c, ok := decisionWords.match(toks, j, len(toks)); ok && c == dYesVerb {
			return j, j + n
		}
		if toks[j].objectVerb() {
			return j, j + 1
		}
	}
	return -1, -1
}

// orderToCome reports a message whose only verb of putting in is one
// "before" governs, and no yes besides: no answer yet.
func orderToCome(toks []tok) bool {
	at, end := beforeDoing(toks)
	return at >= 0 && !yesOutside(toks, at, end)
}

// yesOutside reports a yes word, acknowledgment or verb of putting in
// among toks outside [at, end).
func yesOutside(toks []tok, at, end int) bool {
	for i := 0; i < len(toks); i++ {
		if i >= at && i < end {
			continue
		}
		if n, c, ok := decisionWords.match(toks, i, len(toks)); ok {
			if c == dYes || c == dAck || c == dYesVerb || c == dSafi {
				return true
			}
			i += n - 1
			continue
		}
		if toks[i].objectVerb() {
			return true
		}
	}
	return false
}

var (
	// beforeGlue stands between "before" and its verb: "avant de", "before
	// i", "9bel ma", "قبل أن", "قبل ما".
	beforeGlue = plainSet("de", "d", "que", "qu", "i", "we", "ma", "ما", "ان", "أن", "la", "le")
)

// ableWord: a form of "can" ("9dartch", "9dert", "qdrt", "قدرت"), whose
// negation before a verb of choosing or deciding is a wait.
func ableWord(w string) bool {
	for _, p := range []string{"9d", "qd", "kd", "قد"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// chooseVerbs: choosing or deciding, in the first person or the
// infinitive.
var chooseVerbs = normSet("nkhtar", "nekhtar", "nkhtarr", "nkhtarha", "nqrr", "n9rr", "nqarrar", "n9arrar", "nqrer", "n9rer",
	"choisir", "decider", "décider", "choose", "decide", "pick", "نختار", "نقرر", "أختار", "اختار", "أقرر")

// waitForPay reports a verb of waiting followed, within three words, by
// the pay that is coming ("non finalement je vais attendre la paie",
// "la, ghadi ntsenna lmanda"): the shopper
// will buy once paid, a wait, where waiting for the sales or another
// collection is a no.
func waitForPay(toks []tok) bool {
	for i := range toks {
		if !toks[i].in(hsAwaitVerbs) || toks[i].norm == "il" {
			continue // ("il": "i'll" in the set, the French "he" here: "non, il dépasse ma paie")
		}
		for j := i + 1; j < len(toks) && j <= i+3; j++ {
			if payWordsNum.has(toks[j].nid, toks[j].norm) {
				return true
			}
		}
	}
	return false
}

// payWords: the salary or the pay that is coming.
var payWords = normSet("paie", "paye", "salaire", "payday", "salary", "paycheck", "lmanda", "manda", "salire", "lkhlass",
	"lkhlas", "الخلاص", "الراتب", "راتبي", "الصالير", "السالير")

// compareOnly reports the cards compared by a which-word and a word that
// compares ("laquelle dure le plus longtemps ?", "which one is better?"):
// "which one do you mean?" asks the bot, and stays the classifier's.
func compareOnly(toks []tok) bool {
	topic, ok := compareAsked(toks, false)
	if !ok || topic != TopicDetails {
		return false
	}
	for i := range toks {
		if comparingNum.has(toks[i].nid, toks[i].norm) {
			return true
		}
	}
	return false
}

var comparing = normSet("plus", "moins", "mieux", "meilleure", "meilleur", "more", "less", "better", "best", "longer",
	"stronger", "cheaper", "ktar", "kter", "ktr", "9al", "a7san", "7sen", "rkhes", "أكثر", "اكثر", "أقل", "أفضل", "احسن",
	"أحسن", "كتر", "قل")

// noDenied reports a message whose verb of putting in comes after nos
// said twice that deny the doubt ("no no, i really want it, put it in",
// "non non, ajoutez"): the shopper has answered the no the classifier
// hears in it.
func noDenied(toks []tok) bool {
	v := firstAnswerVerb(toks, len(toks))
	// a doubt or a lost chance denied, opening the message
	// ("ma bghitch nkhsser had lfor9a, dkhlha": round 24a, the model
	// retrained with heldout21 heard the negated want as a no)
	return v >= 0 && (doubledNo(toks, v) > 0 || v > 0 && deniedSpan(toks[:v], 0) > 0)
}

// otherCancelled reports a verb of cancelling or taking out whose object
// is none of the shop's: a subscription, a newsletter, an appointment, an
// account ("annulez mon abonnement à la newsletter", "cancel my
// appointment", "ألغ اشتراكي"). The classifier hears the verb as a no;
// nothing of the cart is refused.
func otherCancelled(toks []tok) bool {
	for i := range toks {
		if !removalVerb(&toks[i]) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			if notTheCartNum.has(toks[j].nid, toks[j].norm) {
				return true
			}
		}
	}
	return false
}

var notTheCart = normSet("abonnement", "newsletter", "subscription", "rendezvous", "rdv", "reunion", "meeting",
	"appointment", "compte", "account", "email", "mail", "notifications", "alertes", "alerts", "اشتراكي", "الاشتراك",
	"النشرة", "الموعد", "حسابي", "lcompte", "abonnemo")
