package i18n

import (
	"strings"
	"unicode"
)

// Round 33b: labelled yeses and noes heldout30 (and the corpus before it)
// read as no answer, read by shape. Asked last in reconsider, only where
// the answer as it stands is neither a yes nor a no; it asks the words
// only, never the model, and each shape must be the whole message:
//   - a yes idiom said alone, after yes words or "allez", "bah", "k"
//     ("c'est parti", "affirmatif", "adjugé vendu", "pas d'objection",
//     "hell yes", "aye aye captain", "حاضر", "لنفعل ذلك"): a yes;
//   - yes words (or a clause the rules read as a yes: "3lach la", "ma
//     kayn mochkil") and then only a bare send verb ("wakha ghi sifet",
//     "صافي، صيفط", "3lach la a khay, sifet"): a yes; the corpus's 37
//     messages ending on a bare send verb are all labelled yes ("safi
//     sift ghir tania", a pick, names what to send and is left);
//   - a last clause that is only a verb of putting in with its object,
//     after a no, a negation or a question asked back ("la, chkoun ghadi
//     yrfd hadi? zidha", "non non ça me va, zidha"): a yes
//     (lastClauseAdd33b);
//   - a reason closed by a bare no after a spaced comma or a question
//     ("ça me plaît pas, non", "٧٠٠ درهم على سروال؟ لا أ خويا"): a no
//     (closingNo33b);
//   - a price refused as beyond the shopper's means, said with words the
//     decision lexicon does not list ("trop cher pour nous", "way too much
//     for my wallet", "هذا كثير على جيبي", "سعره مبالغ فيه بالنسبة لي",
//     "je peux pas me le permettre", "not within my means"): a no, as the
//     corpus README rules a price too high for the shopper; a later, a
//     question, a condition or a yes beside it leaves it as it was.
func (x *Understander) round33bReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) == 0 || len(toks) > 16 {
		return false
	}
	switch u.answer() {
	case DecisionYes, DecisionNo:
		return false
	}
	switch {
	case !a.question && a.may(cueYesIdiom33b) && yesIdiom33b(toks):
		*u = yesAnswer(*u)
		return true
	case !a.question && yesThenSend33b(toks):
		*u = yesAnswer(*u)
		return true
	case !a.endAsked && lastClauseAdd33b(toks):
		*u = yesAnswer(*u)
		return true
	case !a.endAsked && u.answer() != DecisionHold && closingNo33b(toks):
		*u = noOf(*u)
		return true
	case !a.question && u.answer() != DecisionHold && a.may(cueMeans33b) && meansRefused33b(toks):
		*u = noOf(*u)
		return true
	}
	return false
}

var (
	// idiomOpeners33b may open a yes idiom: yes words and "come on".
	idiomOpeners33b = tokSet("k", "bah", "ben", "allez", "alez", "ok", "okay", "oui", "yes", "yeah", "donc", "so", "wakha", "واخا",
		"حسن", "حسنا", "ewa", "iwa", "ah", "eh", "oh")
	// yesIdioms33b say yes as an idiom the decision lexicon does not list.
	yesIdioms33b = tokenPhrases("c'est parti", "c parti", "affirmatif", "certainement", "si si", "hell yes", "aye aye",
		"aye aye captain", "sure", "je fonce", "adjugé vendu", "adjuge vendu", "c'est vendu", "pas d'objection",
		"aucune objection", "no objection", "no objections", "no objections here", "no objection here",
		"je n'y vois aucune objection", "j'approuve", "ça ne me pose aucun problème", "ca ne me pose aucun probleme",
		"ça me pose aucun problème", "ca me pose aucun probleme", "أوافق بلا تردد", "let's do this", "let's do it",
		"لنفعل ذلك", "فلنفعل ذلك", "حاضر", "حاضر يا ريس", "oui évidemment", "oui evidemment")
)

// yesIdiom33b reports a message that is a yes idiom, after openers only,
// with emoji at most after it or a clause the rules read as a yes ("pas
// d'objection, mettez").
func yesIdiom33b(toks []tok) bool {
	e := len(toks)
	for e > 0 && symbol33b(&toks[e-1]) {
		e--
	}
	for i := 0; i < e && i < 3; i++ {
		if yesIdioms33b.first[toks[i].norm] {
			for _, p := range yesIdioms33b.phrases {
				if !phraseAt33b(toks[:e], i, p) {
					continue
				}
				switch j := i + len(p); {
				case j == e:
					if j == 1 && toks[0].norm == "sure" {
						return false // ("sure" alone reads as it reads)
					}
					return true
				case toks[j].comma:
					if d, _ := decideWords(toks[j:e], false); d == DecisionYes {
						return true
					}
				}
			}
		}
		if !idiomOpeners33b[toks[i].norm] {
			return false
		}
	}
	return false
}

// phraseAt33b reports the words of p at toks[i:].
func phraseAt33b(toks []tok, i int, p []string) bool {
	if i+len(p) > len(toks) {
		return false
	}
	for k, w := range p {
		if toks[i+k].norm != w {
			return false
		}
	}
	return true
}

// symbol33b reports an emoji or a symbol the tokenizer keeps as a word
// ("🫡", newer than its emoji table).
func symbol33b(t *tok) bool {
	if t.emoji {
		return true
	}
	for _, r := range t.norm {
		if r < 0x2100 || unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return t.norm != ""
}

var (
	// sendBare33b are a send verb said with nothing after it.
	sendBare33b = tokSet("sifet", "sift", "sifte", "صيفط")
	// sendOnly33b may stand between the yes and the verb: only, and.
	sendOnly33b = tokSet("ghi", "ghir", "غير", "w", "ou", "و")
)

// yesThenSend33b reports yes words, or a clause the rules read as a yes,
// then only a bare send verb ("wakha ghi sifet", "صافي، صيفط", "ma3lich
// sifet", "3lach la, sifet").
func yesThenSend33b(toks []tok) bool {
	n := len(toks)
	if n < 2 || !sendBare33b[toks[n-1].norm] || toks[n-1].neg {
		return false
	}
	h := n - 1
	for h > 0 && sendOnly33b[toks[h-1].norm] && !toks[h].comma {
		h--
	}
	if h == 0 {
		return false
	}
	if yesOpening28(toks[:h]) == h {
		return true
	}
	switch w := toks[h-1].norm; {
	case w == "ma3lich" || w == "معليش" || w == "yallah" || w == "يالله" || w == "يلاه":
		if h == 1 || yesOpening28(toks[:h-1]) == h-1 {
			return true
		}
	}
	d, _ := decideWords(toks[:h], false)
	return d == DecisionYes
}

// meansPhrases33b are a price said to be beyond the shopper's means in
// words the decision lexicon does not list.
var meansPhrases33b = tokenPhrases("trop cher pour nous", "trop chère pour nous", "trop cher pour ma bourse",
	"trop chère pour ma bourse", "trop pour ma bourse", "trop pour nous", "too much for us", "too much money for us",
	"too much for my wallet", "too expensive for us", "too pricey for us", "overpriced for me", "overpriced for us",
	"beyond me", "beyond my means", "beyond my budget", "not within my means", "peux pas me le permettre",
	"peux pas me la permettre", "peux pas me les permettre", "peux pas mettre ce prix", "كثير على جيبي", "كتير على جيبي",
	"مبالغ فيه", "مبالغ فيها", "مكلف جدا بالنسبة لي", "مكلف بالنسبة لي", "مكلفة جدا بالنسبة لي", "غال علينا", "غالي علينا",
	"غالية علينا", "ليس في حدود إمكانياتي", "خارج إمكانياتي", "فوق إمكانياتي", "لا أستطيع دفع هذا المبلغ",
	"لن أدفع هذا المبلغ", "ماقدراش عليها", "ma9edrach 3liha", "ma9drach 3liha", "ma n9derch 3liha", "ma9derch 3liha",
	"ميزانيتي لا تسمح", "ميزانيتي ما تسمحش", "pas dans mon budget", "pas dans mes moyens", "not in my budget")

// meansRefused33b reports a price refused as beyond the shopper's means
// (meansPhrases33b), with no yes word, condition or wait beside
// it.
func meansRefused33b(toks []tok) bool {
	found := false
	for i := range toks {
		w := toks[i].norm
		if yesWords28Num.has(toks[i].nid, w) || ifWords32[w] {
			return false
		}
		if !found && meansPhrases33b.at(toks, i) > 0 {
			found = true
		}
	}
	return found
}

// lastClauseAdd33b reports a last clause that is only a verb of putting
// in with its object ("…, zidha", "…? زيدها", "…, dkhlha 3afak"), after
// whatever the shopper said first, a no or a negation included ("la,
// chkoun ghadi yrfd hadi? zidha", "non non ça me va, zidha", "la fin kayn
// lmochkil, zidha"): what is asked for last is what is done. Round 32a's
// lastClausePut32 reads it where nothing is negated or asked before; of
// the corpus's 1,033 messages whose last clause is such a verb, 951 are
// labelled yes and 6 unclear — a pick by position or colour, a condition,
// "just looking" — which the same exclusions leave; a but, a wait before
// it, or a question closing the message leave it too.
func lastClauseAdd33b(toks []tok) bool {
	s := putClauseAt32(toks)
	if s < 0 || putWords32Num.has(toks[s].nid, toks[s].norm) {
		return false
	}
	for i := s + 1; i < len(toks); i++ {
		if toks[i].asked {
			return false
		}
	}
	if d, _ := decideWords(toks[:s], false); d == DecisionNo || d == DecisionHold {
		return false // "la, zidha", "لا، ماشي دابا، زيدها": a no, then a yes (earlier rounds' tests: asked again)
	}
	for i := 0; i < s; i++ {
		if _, c, ok := negation(toks, i); ok && c != dYes && c != dYesVerb {
			return false // "la la ma bghitha, zidha", "ma bqitch nfker f lokhra, zidha": a refusal or a wait told
		}
		if mindChanged33b[toks[i].norm] {
			return false // "la, bdelt rayi, zidha"
		}
	}
	for i := range toks {
		if putExcluded32(toks, i) {
			return false
		}
	}
	return true
}

// vocatives33b open whom a closing no is said to ("la a khoya", "لا أ
// خويا").
var vocatives33b = tokSet("a", "أ", "آ", "ا", "يا", "ya")

// closingNo33b reads a reason closed by a bare no in a clause of its own
// after a comma written with a space or a question asked ("ça me plaît
// pas, non", "trop grand pour mon appart, non", "واش ٩٠٠ درهم على بلغة؟
// لا", "٧٠٠ درهم على سروال؟ لا أ خويا"): decision.go's closingNo reads it
// after a comma written tight only. Of the corpus's 338 messages whose
// last clause is only no words, 334 are labelled no; the other 4 close
// on a question mark ("…, non ?", a tag asked: left) or say a condition
// ("ila ma kanch f 38, la"), which closingNo's exclusions leave, as they
// leave a yes, a wait, a later, more asked or a question word before it.
func closingNo33b(toks []tok) bool {
	e := len(toks)
	if e >= 3 && vocatives33b[toks[e-2].norm] && !toks[e-1].isBareNo() {
		e -= 2 // "لا أ خويا"
	}
	k := e - 1
	for k > 0 && toks[k].isBareNo() {
		k--
	}
	if k == e-1 {
		k = closingRefusal33b(toks[:e])
	}
	if k == e-1 || k < 1 {
		return false
	}
	if soWords.hasTok(&toks[k]) && (toks[k].comma || toks[k].asked) {
		k--
	} else if !toks[k+1].comma && !toks[k+1].asked {
		return false
	}
	if k < 1 {
		return false
	}
	for i := 0; i <= k; i++ {
		if ifWords32[toks[i].norm] {
			return false
		}
		if _, c, ok := decision1(toks, i); ok {
			switch c {
			case dYes, dYesVerb, dAck, dSafi, dHold, dHoldVerb, dHoldPrefix, dMore, dAsking, dMixed, dOh, dCalm, dPraise:
				return false // (praise: "c'est joli, non" asks whether it is)
			}
		}
		if laterWords.hasTok(&toks[i]) || orEnd.hasTok(&toks[i]) || toks[i].objectVerb() || praise33b[toks[i].norm] {
			return false
		}
		if ri, ok := toks[i].role1(); ok && ri.roles&(rQWord|rCond|rShowMore) != 0 {
			return false
		}
	}
	return true
}

// praise33b praise what is shown: before a closing "non" a tag asked
// ("elle est jolie, non").
var praise33b = tokSet("jolie", "joli", "belle", "beau", "nice", "pretty", "zwina", "zwin", "زوينة", "زوين", "جميلة", "جميل")

// mindChanged33b: "I changed my mind", said before a yes verb.
var mindChanged33b = tokSet("bdelt", "bdlt", "rayi", "ra2yi", "رأيي", "رايي", "غيرت", "بدلت", "mind", "avis", "changed", "change")

// closingRefusal33b is where a last clause of at most three words that
// the rules read as a no on its own begins ("…, ma bghitch", "…، خليها",
// "…، ماشي دابا"), less one; len(toks)-1 when there is none. Every word
// of the clause must be one the decision lexicon or grammar reads — no
// later ("…, mn b3d" waits as often), nothing removed ("don't remove
// it"), no thing named ("ma bghitch copie" searches) — and the message
// must name no position ("la première, ماشي هادي" picks).
func closingRefusal33b(toks []tok) int {
	n := len(toks)
	for s := n - 1; s >= 1 && s >= n-3; s-- {
		if !clauseStart(&toks[s]) {
			continue
		}
		cl := toks[s:]
		if d, more := decideWords(cl, false); d != DecisionNo || more {
			break
		}
		if toks[s].asked {
			break // "la livraison 2 semaines? non merci": an earlier round's test reads it asked again
		}
		if hasNorm32(cl, "walo") || hasNorm32(cl, "والو") {
			break // "de rien, walo", "ghir kandwi, ma bghit walo": nothing
		}
		strong := false
		for i := 0; i < len(cl); i++ {
			t := &cl[i]
			if laterWords.hasTok(t) || laterWords32[t.norm] || removalVerb(t) || t.shop || articles33b[t.norm] || t.norm == "baraka" ||
				t.norm == "بركة" || strings.Contains(t.norm, "3nd") || strings.Contains(t.norm, "عند") {
				// (a later, something removed or named, "baraka" said
				// both ways, "ma3ndich" not having: never the no itself)
				return n - 1
			}
			if m, c, ok := negation(cl, i); ok {
				strong = strong || c == dNo
				i += m - 1
				continue
			}
			if _, c, ok := decision1(cl, i); ok {
				strong = strong || c == dNo
				continue
			}
			if !refusalVerb(t.norm) {
				return n - 1
			}
			strong = true
		}
		if !strong {
			return n - 1
		}
		for i := range toks {
			if m, _ := positionAt(toks, i); m != 0 || godWilling33b[toks[i].norm] {
				return n - 1
			}
		}
		return s - 1
	}
	return n - 1
}

var (
	// articles33b name a thing ("not a bot", "not a gift"): what is
	// refused is that, not the product.
	articles33b = tokSet("a", "an", "the", "un", "une", "le", "les", "des")
	// godWilling33b: "if God wills", a later hoped for.
	godWilling33b = tokSet("inchallah", "inshallah", "nchallah", "incha", "شاء", "انشاء", "إنشاء")
)
