package i18n

// Round 24i: conditions on a yes the rules did not hear as one, and
// yeses they missed.
//
//   - the Darija "إلا" before any word ("آه زيدها إلا نقصتي شوية", add
//     it if you lower it a bit), not only before "كان": a condition, as
//     "ila" is. Not the "only" or "except" of a clause negated before it
//     ("ما بغيت إلا هادي", "لا إله إلا الله");
//   - Latin spellings of the same ("ilaa", "lakan", "ilakant", "idakan",
//     "la kan" after the first word: "la" alone opening the message is a
//     no), and the Arabic "لو" (if) but before a "please" ("لو سمحت");
//   - conditions said in more than one word ("à condition que", "as
//     long as", "only if", "unless", "siempre que", "solo si");
//   - a mocking yes: "as if", "comme si", "yeah right", "like i'd".
//
// Every condition still yields to what reads it as no condition:
// politeness ("ila momkin", "إلا قدرتو"), the thing still there ("ila
// mazal f stock"), a question of sending it back (conditionIn).

var (
	latinIfWords = normSet("ilaa", "ilakan", "ilakant", "ilakanet", "ilaakan", "lakan", "lakant", "lakanet", "idakan",
		"idakant", "idakanet", "lakano", "ilakano")
	laIfWas = normSet("kan", "kant", "kanet", "kanat", "kano", "kanu", "kanou")
	// onlyNegators: a clause negated before "إلا" makes it "only" or
	// "except" ("ما بغيت إلا هادي", "لا أريد إلا هذه").
	onlyNegators = normSet("ما", "لا", "ليس", "لست", "لم", "لن", "ماشي", "ma", "machi", "والو")
	ifGod        = normSet("الله", "بالله", "لله", "اللّه")
	lawIf        = normSet("لو", "لوكان", "لوكانت")
	lawPolite    = normSet("سمحت", "سمحتي", "سمحتو", "سمحتم", "سمحتي", "سمحتيو", "تكرمت", "تكرمتي", "تكرمتم", "تفضلت",
		"تفضلتم", "امكن", "أمكن")
	condPhrases = tokenPhrases("as long as", "so long as", "only if", "provided that", "providing that", "provided it",
		"provided the", "provided you", "unless", "à condition", "a condition", "pourvu que", "pourvu qu", "à moins que",
		"a moins que", "à moins qu", "a moins qu", "seulement si", "uniquement si", "siempre que", "siempre y cuando",
		"con tal de que", "con tal que", "a condición de", "a condicion de", "solo si", "sólo si", "a menos que")
	mockPhrases = tokenPhrases("as if", "comme si", "yeah right", "ya right", "yea right", "like i'd", "like id",
		"like i would", "like i could", "كأنني", "كأني", "كأنه عندي")
)

// tokenPhrases is each text as the norms of its words, to be matched
// with phraseAt.
func tokenPhrases(texts ...string) [][]string {
	out := make([][]string, 0, len(texts))
	for _, s := range texts {
		ts := tokenize(Normalize(s), nil)
		p := make([]string, len(ts))
		for i := range ts {
			p[i] = ts[i].norm
		}
		out = append(out, p)
	}
	return out
}

// phraseAt reports one of ps said at toks[i].
func phraseAt(toks []tok, i int, ps [][]string) bool {
next:
	for _, p := range ps {
		if len(p) == 0 || i+len(p) > len(toks) {
			continue
		}
		for j, w := range p {
			if toks[i+j].norm != w {
				continue next
			}
		}
		return true
	}
	return false
}

// moreCondAt reports at toks[i] a condition conditionIn's role words do
// not hold: the Darija "إلا" before any word, its Latin spellings, the
// Arabic "لو" but before a please, a condition of more than one word,
// or a mocking yes.
func moreCondAt(toks []tok, i int) bool {
	t := &toks[i]
	switch {
	case darijaIf[t.norm]:
		return i+1 < len(toks) && !ifGod[toks[i+1].norm] && !onlyClause(toks, i)
	case latinIfWords[t.norm]:
		return true
	case t.norm == "la" && i > 0 && !clauseStart(t) && i+1 < len(toks) && laIfWas[toks[i+1].norm]:
		return !leadNo(&toks[i-1]) // "zidha la kan taman na9es"; "la la kant ghalia" is a no
	case lawIf[t.norm]:
		return i+1 < len(toks) && !lawPolite[toks[i+1].norm]
	}
	return phraseAt(toks, i, condPhrases) || phraseAt(toks, i, mockPhrases)
}

// onlyClause reports a negation in the clause before toks[i]: its "إلا" is "only".
func onlyClause(toks []tok, i int) bool {
	for k := i - 1; k >= 0; k-- {
		if onlyNegators[toks[k].norm] || toks[k].neg {
			return true
		}
		if clauseStart(&toks[k]) {
			break
		}
	}
	return false
}
