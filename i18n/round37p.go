package i18n

import "strings"

// Round 37p: the card shown refused, then another picked.
//
// The README's rulings (the thirty-fourth round's list given to every
// writer since): "a refusal of the card shown then a pick of another is
// `select`, `no`"; "a no then another request takes the request's
// intent and `no`". round37pReading reads that shape where the rules
// read a pick: the message read select with no answer, and a refusal
// in it, before or after the pick:
//   - a bare no opening it ("la, talta", "no, the fourth", "non, la 2",
//     "لا، السادسة", "la la machi hadi, khamsa", "no I mean the second
//     one"), thanks or an address closing its clause ("non merci, …",
//     "la a khoya, …"); "لالا"; "stop" before a comma only beside
//     another refusal ("stop, I said the second not the third": "stop,
//     c'est celle-là ! la troisième" stops the list at it);
//   - "not" and a card ("machi hadi", "pas celle-là", "not that one",
//     "ليس هذا", "pas la première", "not the red one"), up to the
//     clause's end or a but ("pas celle ci mais celle d'à côté");
//   - a want or a like negated with a card in its clause ("ma bghitch
//     hadi", "ma3jbatnich hadi", "ma bghitch lkhamsa, bghit rab3a").
//
// The pick is what is left once the refusal's words are cut: read alone,
// it must be a pick with no answer. A refusal after the pick must be of
// this one ("tania machi hadi", "no, the first one, not this") or follow
// an opening no ("la, rab3a 3afak, machi talta"): "the second, not the
// third" alone is labelled without a decision (heldout33, tuning31,
// tuning33: 8 lines).
//
// Vetoes: "la" with no comma after it is the French article unless a
// no, a not, a negated word, "ma", this one, a want or "ana" follows
// ("la deuxième", "la 2", "la numéro 3", "la bleue", "la non brodée",
// "la tania a khoya": picks, no decision); "no"/"n" before a number is
// the number sign ("no. 4", "n°3"); a yes or an ok, an add, put or take
// verb ("la la, zid tania", "oui mais pas celle-ci", "je prends la
// deuxième et pas la première", "la dir lk7la blasetha"); kin ("dwit m3a
// khti, bghat tania machi lwla"); "only" ("ma bghit ghir lwla"); a joke
// taken back; a question ("ana gelt lik tanya, machi hadi?"). A
// position named only to be refused ("non, la deuxième non plus") is
// round 35m's no before this reader.
//
// Counted over every seen file (heldout34 and heldout35 never read),
// against the readings of round37i (51f4929): 379 lines read no only
// now, 268 of them labelled no (253 select, 11 cancel, 4 refine), and
// 111 against the ruling, written before it (dev, tuning2 to tuning5,
// tuning22 to tuning26, heldout to heldout30: "la, tania", "no, the
// fourth", "لا، الثانية" unclear or without a decision, where heldout31
// to heldout33 and tuning30 to tuning33 label the same words no). The
// 53 of them in dev and the tuning files are relabelled no (tuning31's
// "la2 la2, rah ghlt f numero, bghit tania machi talta" among them); the
// 58 in frozen heldout files are disputed (heldout 1, heldout2 4,
// heldout3 1, heldout4 1, heldout7 1, heldout12 1, heldout21 3, heldout22
// 5, heldout23 9, heldout24 8, heldout25 15, heldout26 1, heldout28 3,
// heldout29 1, heldout30 4; three of them labelled unknown: "la, pas
// celle-là, li 7daha", "لا، اللي قبل"). None of the newest sets' lines
// reads a false no.
//
// Left, read select with no answer still: "ah ah tania machi hadi" (a
// yes word), "la tania, machi lwla" (the article), "non pas ça,
// l'autre" (the rest read as more), "wrong one, I wanted the beige
// tunic", "ma bad, I meant the third one" (no refusal word), "de la part
// de mon frère : la 4, pas la 3" (kin), "la machi lwla" (no pick).
func (x *Understander) round37pReading(a *analysis, u *Understanding) {
	if x.open || u.Intent != IntentSelect || u.Decision != DecisionNone && u.Decision != DecisionAmbiguous || a.question || len(a.toks) < 2 || len(a.toks) > 20 || !a.may(cuePick37p) {
		return
	}
	toks := a.toks
	if vetoed37p(toks) {
		return
	}
	var cut [20]bool // the refusal's words, left out of the pick
	lead := openingNoes37p(toks)
	for i := 0; i < lead; i++ {
		cut[i] = true
	}
	refused := lead > 0 && !stop37p[toks[0].norm] // ("stop, c'est celle-là ! la troisième": the list stopped at it)
	for i := lead; i < len(toks); i++ {
		s, e, demo, ok := x.refusalAt37p(toks, i)
		if !ok {
			continue
		}
		// What stands before the refusal, past the opening noes: the pick
		// said first ("tania machi hadi"). Only "this one" may be refused
		// after it, or any card after an opening no: "the second, not the
		// third" alone is labelled without a decision.
		after := false
		for k := lead; k < s; k++ {
			if !cut[k] && !fillers37p[toks[k].norm] {
				after = true
				break
			}
		}
		if after && !demo && lead == 0 {
			return
		}
		for k := s; k < e; k++ {
			cut[k] = true
		}
		refused = true
		i = e - 1
	}
	if !refused || thisKept37p(toks, cut[:len(toks)], lead) {
		return
	}
	rest := x.Understand(keptText37p(toks, cut[:len(toks)]))
	if rest.Intent != IntentSelect || rest.Decision != DecisionNone && rest.Decision != DecisionAmbiguous {
		return
	}
	u.Decision, u.Guess = DecisionNo, false
}

var (
	// not37p: the words that refuse the card named after them ("machi
	// hadi", "pas celle-là", "not that one", "ليس هذا")
	not37p = tokSet("machi", "mashi", "mchi", "ماشي", "مشي", "مش", "pas", "not", "ليس", "ليست", "وليس", "وليست", "بلاش")
	// demo37p: this one, that one, it: the card shown
	demo37p = tokSet("hadi", "hada", "had", "hadik", "hadak", "hiya", "hia", "hya", "هادي", "هادا", "هاد", "هادك", "هاديك", "هذه", "هذا", "هي",
		"this", "that", "it", "celle", "cele", "celui", "ceci", "cela", "ca", "ça")
	// put37p: put, in its place ("la dir lk7la blasetha", "لا، حط
	// الكحلة بلاصتها"): another put in, labelled unclear
	put37p = tokSet("dir", "7ot", "7ott", "7et", "zid", "دير", "ديري", "حط", "زيد", "ضع", "mettez", "mets", "mettre", "put")
	// fillers37p: what may stand between the refusal and the pick without
	// being the pick ("a khoya", "3afak", "please")
	fillers37p = tokSet("a", "khoya", "khouya", "khti", "sidi", "lalla", "3afak", "afak", "please", "pls", "svp", "stp", "عافاك", "merci", "thanks", "shokran", "hmm", "euh", "eh")
	// only37p: "only": "ma bghit ghir lwla" wants only the first
	only37p = tokSet("ghir", "ghi", "غير", "only", "que")
	// but37p: a but closing what is refused ("pas celle ci mais celle
	// d'à côté", "ليس الأحمر بل الأخضر")
	but37p = tokSet("mais", "but", "بل", "walakin", "ولكن", "لكن")
	// thisOnly37p: the card shown named as the pick ("celle-là", "this
	// one", "هادي")
	thisOnly37p = tokSet("celle", "celui", "ci", "la", "là", "ceci", "ca", "ça", "this", "one", "it", "hadi", "hada", "هادي", "هذه", "هذا", "wa7da")
	// stop37p: "stop", a no only beside a card refused
	stop37p = tokSet("stop", "توقف")
	// joke37p: a joke taken back ("non, c'était une blague 😂 la
	// deuxième"): what was said refused, not the card
	joke37p = tokSet("blague", "joke", "joking", "kidding", "kan9sser", "kanmze7", "kanmzh", "كنضحك", "نمزح", "أمزح")
)

// cue37p is the class of round37pReading's words: a bare no, a not, a
// negated word or "ma", a like.
func cue37p(t *tok) bool {
	w := t.norm
	return bareNo(t) || w == "لالا" || stop37p[w] || not37p[w] || t.neg || w == "ma" || w == "ما" || strings.Contains(w, "3jb") || strings.Contains(w, "عجب") || negSuffix35d(w)
}

// openingNoes37p is how many bare noes open the message. A "la" with
// no comma after it is a no only before another no, a not, a negated
// word, this one, a want or "I" ("la machi hadi", "la la", "la ma
// bghitch", "la hadi", "la bghit lkhamsa", "la ana"); before anything
// else it is the French article ("la deuxième", "la 2", "la numéro 3",
// "la bleue"). "no" or "n" before a number is the number sign ("no. 4",
// "n°3").
func openingNoes37p(toks []tok) int {
	i := 0
	for i < len(toks) && i < 3 && openingNo37p(toks, i) {
		if numberSign37p(toks, i) {
			break
		}
		if toks[i].norm == "la" && i+1 < len(toks) && !clauseStart(&toks[i+1]) {
			n := &toks[i+1]
			if numberSign37p(toks, i+1) || n.norm == "non" && i+2 < len(toks) && !clauseStart(&toks[i+2]) {
				break // ("la n°2", "la non brodée": the article)
			}
			if !(bareNo(n) || not37p[n.norm] || n.neg || n.norm == "ma" || demo37p[n.norm] || firstWant(n) || n.norm == "ana" || n.norm == "a") {
				break
			}
		}
		i++
	}
	if i == 0 {
		return 0
	}
	// thanks or an address closing the no's clause ("non merci, …", "la
	// a khoya, …") go with it
	e := clauseEnd37p(toks, i-1)
	for k := i; k < e; k++ {
		if !fillers37p[toks[k].norm] {
			return i
		}
	}
	return e
}

// openingNo37p reports a no that may open the refusal: a bare no, "لالا",
// "stop" before a comma ("stop, I said the second not the third").
func openingNo37p(toks []tok, i int) bool {
	t := &toks[i]
	if bareNo(t) || t.norm == "لالا" {
		return true
	}
	return stop37p[t.norm] && i+1 < len(toks) && clauseStart(&toks[i+1])
}

// thisKept37p reports a pick that is only this one (the card shown
// kept, another refused), a negation left in it unread, or a but
// right after the opening no ("no thanks but i want the black one": set
// against the no, as round 35d's rest; "لا، بل الثاني", no, rather the
// second, is the pick).
func thisKept37p(toks []tok, cut []bool, lead int) bool {
	if lead < len(toks) && !cut[lead] && but37p[toks[lead].norm] && toks[lead].norm != "بل" {
		return true
	}
	this := true
	for i := range toks {
		if cut[i] {
			continue
		}
		if not37p[toks[i].norm] || negationWord(toks, i) {
			return true // (a refusal left in the pick, not read: "non je veux pas l'autre, celle-là")
		}
		if !thisOnly37p[toks[i].norm] && !fillers37p[toks[i].norm] {
			this = false
		}
	}
	return this
}

// numberSign37p reports "no" or "n" before a number, no comma between:
// the number sign ("no. 4", "n°3", "No 4 please").
func numberSign37p(toks []tok, i int) bool {
	return i+1 < len(toks) && !toks[i+1].comma && isDigits(toks[i+1].norm) && (toks[i].norm == "no" || toks[i].norm == "n")
}

// vetoed37p reports words that make the message no bare refusal: a yes
// or an add or take verb, someone else, "only" after a negated want.
func vetoed37p(toks []tok) bool {
	for i := range toks {
		t := &toks[i]
		if _, c, ok := decision1(toks, i); ok && (c == dYes || c == dAck || c == dYesVerb || c == dOh || c == dAsking) {
			return true
		}
		if addStem(t.norm) || put37p[t.norm] || takeVerb(t.norm) || kinWordsNum.has(t.kid, t.key) || only37p[t.norm] || joke37p[t.norm] {
			return true
		}
	}
	return false
}

// clauseEnd37p is where the clause holding toks[i] ends.
func clauseEnd37p(toks []tok, i int) int {
	for j := i + 1; j < len(toks); j++ {
		if clauseStart(&toks[j]) || but37p[toks[j].norm] {
			return j
		}
	}
	return len(toks)
}

// refusalAt37p reads a refusal opening at toks[i]: "not" then a card
// ("machi hadi", "pas la première", "not the red one"), or a want or
// like negated with a card in its clause ("ma bghitch hadi",
// "ma3jbatnich hadi"); s, e its words, demo whether the card is this one.
func (x *Understander) refusalAt37p(toks []tok, i int) (s, e int, demo, ok bool) {
	t := &toks[i]
	if not37p[t.norm] || t.norm == "لا" { // ("لا التانية لا التالتة، اللخرة": neither, then the pick)
		e = clauseEnd37p(toks, i)
		if e == i+1 {
			return 0, 0, false, false
		}
		if demo37p[toks[i+1].norm] {
			return i, e, true, true
		}
		if x.cardNamed37p(toks, i+1, e, true) {
			return i, e, false, true
		}
		return 0, 0, false, false
	}
	if dislike37p(toks, i) {
		s = i
		for s > 0 && !clauseStart(&toks[s]) {
			s--
		}
		e = clauseEnd37p(toks, i)
		for k := s; k < e; k++ {
			if k == i {
				continue
			}
			if demo37p[toks[k].norm] {
				demo = true
			}
		}
		if !demo && !x.cardNamed37p(toks, i+1, e, false) {
			return 0, 0, false, false
		}
		return s, e, demo, true
	}
	return 0, 0, false, false
}

// dislike37p reports a want or like negated at toks[i] ("ma bghitch",
// "ma3jbatnich", "ما عجبتنيش", "ma 3jbatni").
func dislike37p(toks []tok, i int) bool {
	t := &toks[i]
	w := t.norm
	like := strings.Contains(w, "3jb") || strings.Contains(w, "عجب") || strings.Contains(w, "bghi") || strings.Contains(w, "بغي")
	if !like {
		return false
	}
	return t.neg || negSuffix35d(w) && (strings.HasPrefix(w, "ma") || strings.HasPrefix(w, "ما")) || i > 0 && (toks[i-1].norm == "ma" || toks[i-1].norm == "ما")
}

// cardNamed37p reports toks[s:e] naming a card: a position, a colour,
// or words read as a pick alone, or after "not" a product or a kind
// ("pas la robe en satin"; a size wanted negated, "ma bghit la kbira la
// sghira, bghit lwast", is labelled without a decision).
func (x *Understander) cardNamed37p(toks []tok, s, e int, kind bool) bool {
	for k := s; k < e && k < s+3; k++ {
		if p, _ := positionAt(toks, k); p != 0 || colourAt(toks, k) != "" {
			return true
		}
	}
	if e-s > 6 {
		return false
	}
	switch x.Understand(rebuilt(toks[s:e], 0, 0, "")).Intent {
	case IntentSelect:
		return true
	case IntentProductSearch, IntentRefine:
		return kind
	}
	return false
}

// keptText37p is toks as a text again without the words cut.
func keptText37p(toks []tok, cut []bool) string {
	var b strings.Builder
	for i := range toks {
		if cut[i] {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(toks[i].norm)
	}
	return b.String()
}
