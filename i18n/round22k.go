package i18n

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Round 22k: more of a yes that runs on (round 21a's yesRunsOn), read
// from tuning20, tuning21, heldout18 and heldout19: a no asked back as
// beyond saying before the verb ("how could i say no? add it"), a no
// corrected into a yes ("la la, iyeh zidha, ghlatt"), a concession
// before the verb ("wakha ghalia chwiya, zidha"), and whether it can be
// sent back asked after it ("wakha zidha, w wach n9der nrj3ha ila ma
// jatnich?").

// rhetoricalNo reads at toks[i] a no asked back as beyond saying: a how,
// why, who or yes-no question word opening a clause, then within six
// words a no said with a say verb ("how could i say no?", "comment dire
// non ?", "wach ana ghadi ngol la?", "chkoun ygol la l had zin?", "who
// says no to argan oil 😂", "كيفاش نقول لا؟") or a no, "not" or a
// negated auxiliary closing the question after how or why ("kifach
// la?", "ولماذا لا؟", "why wouldn't i?"). The question ends at its mark
// (or an emoji after a say-no); nothing of putting in, wanting or
// removing is in it. It returns the words it spans, 0 for none.
func rhetoricalNo(toks []tok, i int) int {
	if i > 0 && !clauseStart(&toks[i]) && !toks[i-1].emoji {
		return 0
	}
	w := toks[i].norm
	if strings.HasPrefix(w, "و") && len(w) > len("و")+2 {
		w = w[len("و"):] // "ولماذا لا؟"
	}
	why := whyWords[w] || w == whyArabic
	if !why && !rhetoricWords[w] {
		return 0
	}
	said := false // a say-no in it
	for j := i + 1; j < len(toks) && j <= i+7; j++ {
		t := &toks[j]
		if t.asked || t.emoji && said {
			if !said {
				return 0
			}
			if t.emoji {
				return j + 1 - i
			}
			return j - i
		}
		if clauseStart(t) || putVerbAt(toks, j) || wantStem(t) || removalVerb(t) {
			return 0 // "why did you add it?", "how do i remove it?"
		}
		closes := j+1 == len(toks) || toks[j+1].asked // the mark, or the verb's clause cut off (runOnVeto reads toks[:v])
		switch {
		case sayNoNum.has(t.nid, t.norm) && j > i+1 && saidWord(&toks[j-1]):
			said = true // "how could i say no", "chkoun ygol la"
		case closes && (why || howWords[w]) && (sayNoNum.has(t.nid, t.norm) || t.norm == "not" || t.norm == "pas"):
			return j + 1 - i // "kifach la?", "how could i not?"
		case why && j == i+1 && t.in(hsNegAuxWords) && j+1 < len(toks) && subjectWordsNum.has(toks[j+1].nid, toks[j+1].norm) && (j+2 == len(toks) || toks[j+2].asked):
			return j + 2 - i // "why wouldn't i?"
		case !said && (t.neg || negationShaped(t.norm) || negationWord(toks, j) || t.in(hsNegAuxWords)):
			return 0 // "why don't you have it?"
		}
		if said && j+1 == len(toks) {
			return j + 1 - i
		}
	}
	return 0
}

// saidWord: a verb of saying, any person ("say", "says", "dirais",
// "ngol", "ygol", "نقول").
func saidWord(t *tok) bool {
	return sayWordsNum.has(t.nid, t.norm) || t.key != t.norm && sayWordsNum.has(t.kid, t.key) || moreSayNum.has(t.nid, t.norm)
}

var moreSay = normSet("says", "said", "dirais", "dirait", "ygol", "ygoul", "y9ol", "yqol", "tgol", "t9ol", "يقول",
	"تقول", "يگول", "نگول")

// rhetoricWords open a question asked back: how, who, and the yes-no
// question words ("kifach", "comment", "chkoun", "who", "wach", "كيفاش",
// "شكون", "واش"); why is whyWords.
var (
	rhetoricWords = normSet("how", "kifach", "kifech", "kifash", "kif", "comment", "كيفاش", "كيف", "who", "chkoun", "chkon",
		"achkoun", "qui", "شكون", "من", "wach", "wash", "واش", "هل")
	howWords = normSet("how", "kifach", "kifech", "kifash", "kif", "comment", "كيفاش", "كيف")
)

// saidNoBefore reports a no said right before toks[i] after a verb of
// saying ("ما عنديش علاش نقول لا زيدها"): the no is what is not said,
// not a negation of the verb at toks[i].
func saidNoBefore(toks []tok, i int) bool {
	return i >= 2 && sayNoNum.has(toks[i-1].nid, toks[i-1].norm) && saidWord(&toks[i-2])
}

// closedByMark reports a question mark as the last thing in text but
// spaces and emoji ("zidha? 🤔").
func closedByMark(text string) bool {
	for i := len(text); i > 0; {
		r, n := utf8.DecodeLastRuneInString(text[:i])
		switch {
		case strings.ContainsRune("?؟¿⁇❓❔？﹖⸮", r):
			return true
		case unicode.IsSpace(r) || isEmoji(r) || r == 0xFE0F || r == 0x200D:
			i -= n
		default:
			return false
		}
	}
	return false
}

// sendBackAsked reports, after the verb of putting in at v, a clause
// asking whether it can be sent back or exchanged ("wakha zidha, w wach
// n9der nrj3ha ila ma jatnich?", "iyeh zidha, w 3ndkom retour ila tla3t
// sghira?", "yes add it, what's your return policy if it doesn't
// fit?", "موافق، أضفها، وهل يمكن إرجاعها إذا لم يناسبني المقاس؟"):
// what is put in stays; a size or a no said in the condition after it
// is why it might go back, not what is wanted. Nothing else may be
// asked in it: an amount, a cheaper or other one, a person.
func sendBackAsked(toks []tok, v int) bool {
	k := v + 1
	for k < len(toks) && !clauseStart(&toks[k]) {
		k++
	}
	back, cond := false, false
	for i := k; i < len(toks); i++ {
		t := &toks[i]
		if amount(t.norm) || isCurrency(t.norm) || putVerbAt(toks, i) || wantish(t) || t.asked && i > k {
			return false // "wach n9der nrj3ha? ila la ma tzidhach": more said after the question
		}
		if _, c, ok := decision1(toks, i); ok && (c == dBut || c == dHold || c == dHoldVerb || c == dMixed) {
			return false // "yes add it, but can i return it if …?"
		}
		if ri, ok := t.role1(); ok {
			if ri.roles&(rCheaper|rBigger|rSuper|rShowMore|rHuman|rTalk|rPriceQ) != 0 && !cond {
				return false // ("ila tla3t sghira": too small, why it might go back)
			}
			if ri.roles&rCond != 0 || t.norm == "إلا" || t.norm == Normalize("إلا") {
				cond = back // the condition said after what is asked
			}
		}
		if !cond {
			if sv, ok := slotWords.singleTok(t); ok && !sv.productWord && (sv.color != "" || sv.size != "") {
				return false // "can i exchange it for the blue one?"
			}
		}
		back = back || sendBackWord(t.norm)
	}
	return back
}

// sendBackWord: a word of sending back, exchanging or refunding.
func sendBackWord(w string) bool {
	for _, p := range sendBackStems {
		if strings.Contains(w, p) {
			return true
		}
	}
	return false
}

var sendBackStems = []string{"retour", "return", "echang", "exchang", "rembours", "refund", "nrj3", "nrja3", "nrje3", "nraj3",
	"trj3", "traj3", "nbdl", "nbadl", "nbedl", "tbdil", "tbdl", Normalize("إرجاع"), Normalize("ارجاع"), Normalize("نرجع"),
	Normalize("ترجيع"), Normalize("استبدال"), Normalize("تبديل"), Normalize("نبدل"), Normalize("استرجاع"), Normalize("استرداد")}

// sendBackAfterVerb: sendBackAsked after the first verb of putting in;
// the no the classifier hears in "if it doesn't fit" is the condition
// of sending it back, not an answer (reconsidered).
func sendBackAfterVerb(toks []tok) bool {
	return sendBackIf(toks, len(toks))
}

// sendBackIf reports the condition at toks[i] said in a question of
// sending back after the verb of putting in ("… ila ma jatnich?", "if
// it doesn't fit?"): why it might go back, not a condition on the yes.
func sendBackIf(toks []tok, i int) bool {
	v := firstAnswerVerb(toks, i)
	return v >= 0 && sendBackAsked(toks, v)
}

// correctedNo reads a no taken back by the shopper: bare nos opening the
// message, then a clause of a yes word and the verb at v, then an "I
// erred" or "never mind" closing it ("la la, iyeh zidha, ghlatt",
// "la... iyeh zidha ma3lich", "لا لا، إيه زيدها، غلطت", "no sorry, yes
// add it, my bad"). It returns how many nos open the message, 0 for
// none.
func correctedNo(toks []tok, v int) int {
	k := 0
	for k < v && leadNo(&toks[k]) {
		k++
	}
	if k == 0 || k >= v || !openingOnly(toks[k:v]) { // ("la... iyeh": the dots are no clause mark)
		return 0
	}
	yes := false
	for i := k; i < v; i++ {
		if _, c, ok := decision1(toks, i); ok && c == dYes {
			yes = true
		}
	}
	if !yes || !erredAt(toks, v+1) {
		return 0
	}
	return k
}

// erredAt reports toks[i:] as only an "I erred" or "never mind", and
// fillers ("ghlatt", "ma3lich", "my bad", "غلطت", "pardon").
func erredAt(toks []tok, i int) bool {
	seen := false
	for ; i < len(toks); i++ {
		t := &toks[i]
		switch {
		case erredWordsNum.has(t.nid, t.norm) || concedeWordsNum.has(t.nid, t.norm):
			seen = true
		case t.norm == "my" && i+1 < len(toks) && toks[i+1].norm == "bad":
			seen = true
			i++
		default:
			if _, c, ok := decision1(toks, i); !ok || c != dFiller {
				return false
			}
		}
	}
	return seen
}

var erredWords = normSet("ghlatt", "ghlat", "ghlt", "ghlet", "ghalt", "ghlatt", "غلطت", "غلط", "oops", "oups", "mybad",
	"خطأ", "أخطأت", "اخطات", "dsl", "désolé", "desole", "sorry", "pardon")
