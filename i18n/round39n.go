package i18n

// Round 39n: three refusals in French, English and Standard Arabic that
// the rules left unread (the classifier mostly hearing a cancel, shown as
// a guess, the question asked again), read as a no by shape.
//
// An interjection then a bare no ("ugh no", "hmm no, sorry", "Bon ben
// non", "ouais… non en fait", "اه... لا"): testdata/understanding/README.md
// rules it `cancel`, `no` ("an interjection then a bare no", the
// twentieth round's rulings). Read (interjNo39n): the message opens on
// interjections (hmm, ugh, meh, bof, ben, euh, well, ah, "اه"),
// then "no", "non", "nah", "nope" or "لا", said once or more, then nothing
// but thanks, a sorry, a title ("ma'am"), "finalement", "en fait",
// "actually" or an emoji. A plain yes may open it only where a change of
// mind follows the no ("oui non finalement"): "yes no" and "oui non" alone
// are labelled unclear (tuning4), and so left; so is an ok ("ok non" alone
// is pinned unclear by round 26e's test, though the corpus labels "ok no"
// and "حسنا لا" no: 3 lines).
//
// A never said as the whole answer ("jamais de la vie à ce prix-là 😂",
// "أبداً", "لا وألف لا", "قطعاً لا بهذا السعر", "hell no", "hard pass",
// "bien sûr que non", "certainement pas à ce prix-là"). Read (never39n):
// the message holds an emphatic never (jamais, never, "jamais de la vie",
// "hell no", "hard pass", absolutely, certainly, definitely, absolument,
// certainement or surtout before not or pas, "pas question", "hors de
// question", "bien sûr que non", "pas du tout", "non et non", "أبدا",
// "إطلاقا", "مستحيل", "قطعا", "وألف لا", "وألف كلا") and nothing else but
// no words, "ah", "oh", laughter, an emoji, thanks, a sorry, and the price
// the never is said to ("à ce prix-là", "at that price", "بهذا السعر").
// "no way" is left out: alone and before praise the corpus labels it a
// surprise ("no way", "hahaha no way": unclear; "no way its so pretty").
//
// A verb of buying or taking negated without the subject or the verb
// round 35n reads ("not buying it, sorry", "not gonna take it", "I'm not
// going to get it, but thanks for showing me", "we're not taking it",
// "لن أكمل الشراء", "أفضّل ألّا أشتريه", "قررت ألا أشتريها"). Read
// (notBuying39n): "not", "won't" or "never", at most "gonna", "going to"
// or "be" after it, then buy, take, get or purchase (or its -ing), with
// nothing but I, we, "I'm", "we're" or "so" before it in its clause;
// Arabic "لن" before "أكمل" (then "الشراء", "الطلب" or nothing), "أفضل"
// or "قررت" before "ألا" and a verb of buying, taking or ordering.
// Nothing in the message may put it under a condition or off in time
// ("if", "unless", "without", "until", "before", "yet", "later",
// "maybe", "لو", "إذا", "قبل"), nor ask, nor order an add before or
// after it.
//
// Counted over every seen corpus line (heldout36 and heldout37 never
// read), with the vetoes:
//
//   - interjection then bare no: 32 lines, all labelled no (20 read no
//     before, 12 read here). Its near misses are the plain-yes lines
//     "yes no" and "oui non" (unclear) and the ok lines, left by the
//     rule above; "hmm no, linen wrinkles too much" and the like (a
//     reason after the no) are not the shape;
//   - never: 48 lines, all no (20 read no before, 28 read here). "لا
//     أبدا" and "لا إطلاقا" (no then "at all") are left: two seen lines
//     labelled no, but round 22h's test pins "لا أبدا" unclear (an
//     objection denied, "not at all"), and no README ruling settles it.
//     Of the seen lines opening on a never word and left out, 77 are no, 29
//     yes, 16 unclear or without a decision: the never beside praise or
//     an add ("لا أبداً، أضفه!", "jamais vu un caftan aussi beau", "pas
//     du tout, ça me va très bien", "never mind, add it"), or a verb
//     after it ("مستحيل أدفع هذا الثمن", "jamais je mettrai 5499 dh …":
//     no, but "jamais je dirais non …, ajoutez" is a yes), all left;
//   - not buying: 79 lines, all no (41 read no before, 37 read here, 1
//     read hold and left: a reader before this one read it). Near
//     misses: "not gonna lie" and "not gonna say no" (17 lines, yes or
//     unclear) hold no verb of buying; "the site won't take my card",
//     "the hotel won't take parcels" (unclear) have another subject; "I'm
//     not buying anything … until we move" (no) is left by the "until"
//     veto, "… not to buy today" (no) by its "if", and "لن أكمل الشراء،
//     أخاف ألّا يصل قبل سفري" (no) by "قبل", which keeps "… قبل أن
//     أتكلم مع مسؤول" (a person asked, unclear) out.
//
// Each shape is read only where nothing before it read a yes, a no or a
// wait, and nothing is asked with a mark; none turns a line labelled
// otherwise into a no.

var (
	// interj39n: what may open "ugh no": interjections, fillers of
	// hesitation
	interj39n = tokSet("ugh", "uh", "uhh", "hmm", "hm", "erm", "um", "meh", "bof", "ben", "bon", "pff", "euh", "eh", "well",
		"welp", "alors", "bah", "ah", "oh", "امم", "اه", "آه")
	// plainYes39n: a plain yes or an ok opening "oui non finalement":
	// read only with a change of mind after the no ("ok non" alone is
	// pinned unclear by round 26e)
	plainYes39n = tokSet("ouais", "oui", "yeah", "yes", "yep", "ok", "okay", "حسنا")
	// no39n: the bare no words of these shapes (not the Latin "la", the
	// French article too)
	no39n = tokSet("no", "non", "nah", "nope", "naw", "nop", "لا", "كلا")
	// tail39n: what may follow the bare no: thanks, a sorry, a title
	tail39n = tokSet("sorry", "thanks", "thank", "you", "u", "thx", "merci", "desole", "desolee", "شكرا", "اسف", "اسفه",
		"عذرا", "mam", "madame", "monsieur")
	// changed39n: a change of mind after the no ("finalement", "en fait",
	// "actually")
	changed39n = tokSet("finalement", "fait", "actually")
	// neverWord39n: a never that refuses alone
	neverWord39n = tokSet("jamais", "never", "ابدا", "اطلاقا", "مستحيل", "قطعا")
	// surely39n: an adverb that makes the not after it emphatic
	surely39n = tokSet("absolutely", "certainly", "definitely", "absolument", "certainement", "surtout")
	// beside39n: what may stand beside the never: laughter, thanks, a
	// sorry, "ah", "oh", "ever"
	beside39n = tokSet("lol", "mdr", "ptdr", "haha", "hahaha", "xd", "h", "ah", "oh", "ever", "merci", "thanks", "شكرا", "sorry",
		"desole", "desolee", "اسف", "اسفه")
	// buy39n: English verbs of buying or taking
	buy39n = tokSet("buy", "buying", "take", "taking", "get", "getting", "purchase", "purchasing")
	// notAux39n: what may stand between "not" and the verb
	notAux39n = tokSet("gonna", "going", "to", "be")
	// subject39n: what may stand before "not" in its clause: the shopper
	subject39n = tokSet("i", "im", "i'm", "we", "we're", "so", "and", "but", "am", "are")
	// rather39n: "I prefer", "I decided", before "ألا"
	rather39n = tokSet("أفضل", "افضل", "قررت", "وقررت")
	// buyAr39n: Arabic first-person verbs of buying, taking, ordering
	// after "ألا" (prefixes of the norm)
	buyAr39n = newPrefixes("اشتري", "اخذ", "اطلب")
	// finish39n: what may follow "لن أكمل": the purchase, the order
	finish39n = tokSet("الشراء", "الطلب", "الطلبية")
	// off39n: a condition, a time that puts it off, a doubt
	off39n = tokSet("if", "unless", "without", "until", "till", "before", "yet", "later", "maybe", "لو", "إذا", "اذا", "قبل",
		"ربما", "حتى") // (not "إلا": its norm is "ألا"'s)
)

// cue39n reports a word one of round39nReading's shapes is read at: an
// interjection or a plain yes opening a bare no, a never, an emphatic
// adverb, "hard", "question", "tout", "sur" of "bien sûr que non", "et" of
// "non et non", "والف",
// an English verb of buying, "أكمل", "ألا".
func cue39n(w string) bool {
	return interj39n[w] || plainYes39n[w] || neverWord39n[w] || surely39n[w] || buy39n[w] || w == "hel" || w == "hard" ||
		w == "question" || w == "tout" || w == "sur" || w == "والف" || w == "اكمل" || w == "الا" || w == "et"
}

// round39nReading reads an interjection then a bare no, a never said as
// the whole answer, and a verb of buying negated without the subject
// round 35n wants, as a no, where nothing before it read an answer.
func (x *Understander) round39nReading(a *analysis, u *Understanding) {
	toks := a.toks
	if x.open || a.endAsked || len(toks) == 0 || len(toks) > 24 || !a.may(cueNo39n) {
		return
	}
	if d := u.answer(); d == DecisionYes || d == DecisionNo || d == DecisionHold || u.Ordinal != 0 {
		return
	}
	for i := range toks {
		if toks[i].asked {
			return
		}
	}
	if interjNo39n(toks) || never39n(toks) || notBuying39n(toks) {
		*u = noOf(*u)
	}
}

// interjNo39n reports interjections, then a bare no, then nothing but
// thanks, a sorry, a title, a change of mind or an emoji; a plain yes
// opening it only with a change of mind.
func interjNo39n(toks []tok) bool {
	if len(toks) > 8 {
		return false
	}
	i, interj := 0, false
	for ; i < len(toks); i++ {
		w := toks[i].norm
		if interj39n[w] {
			interj = true
		} else if !plainYes39n[w] {
			break
		}
	}
	if i == 0 || i == len(toks) || !no39n[toks[i].norm] {
		return false
	}
	for i < len(toks) && no39n[toks[i].norm] {
		i++
	}
	changed := false
	for ; i < len(toks); i++ {
		t := &toks[i]
		switch {
		case changed39n[t.norm]:
			changed = true
		case t.norm == "en" && i+1 < len(toks) && toks[i+1].norm == "fait":
		case tail39n[t.norm] || t.emoji:
		default:
			return false
		}
	}
	return interj || changed
}

// never39n reports an emphatic never and, beside it, nothing but no
// words, laughter, thanks, a sorry, an emoji and the price it is said to.
func never39n(toks []tok) bool {
	if len(toks) > 10 {
		return false
	}
	never := false
	for i := 0; i < len(toks); {
		if n := neverAt39n(toks, i); n > 0 {
			never = true
			i += n
			continue
		}
		if n := priceAt39n(toks, i); n > 0 {
			i += n
			continue
		}
		t := &toks[i]
		if !no39n[t.norm] && !beside39n[t.norm] && !t.emoji {
			return false
		}
		i++
	}
	return never
}

// neverAt39n is how many words at toks[i] say an emphatic never, 0 for
// none.
func neverAt39n(toks []tok, i int) int {
	w := toks[i].norm
	next := func(k int, ws ...string) bool { // the words after i are ws
		for j, s := range ws {
			if i+k+j >= len(toks) || toks[i+k+j].norm != s {
				return false
			}
		}
		return true
	}
	switch {
	case w == "jamais" && next(1, "de", "la", "vie"):
		return 4
	case (w == "ابدا" || w == "اطلاقا") && i > 0 && no39n[toks[i-1].norm]:
		return 0 // "لا أبدا": "not at all", an objection denied (round 22h pins it unclear)
	case neverWord39n[w]:
		return 1
	case w == "hel" && i+1 < len(toks) && no39n[toks[i+1].norm]: // "hell no"
		return 2
	case w == "hard" && next(1, "pas"): // "hard pass"
		return 2
	case surely39n[w] && i+1 < len(toks) && (toks[i+1].norm == "not" || toks[i+1].norm == "pas"):
		return 2
	case w == "pas" && next(1, "question"), w == "pas" && next(1, "du", "tout"):
		if toks[i+1].norm == "du" {
			return 3
		}
		return 2
	case w == "hors" && next(1, "de", "question"):
		return 3
	case w == "bien" && next(1, "sur", "que", "non"):
		return 4
	case w == "والف" && i+1 < len(toks) && no39n[toks[i+1].norm]: // "لا وألف لا"
		return 2
	case no39n[w] && i+2 < len(toks) && (toks[i+1].norm == "et" || toks[i+1].norm == "and") && no39n[toks[i+2].norm]: // "non et non"
		return 3
	}
	return 0
}

// priceAt39n is how many words at toks[i] name the price a never is said
// to ("à ce prix-là", "at that price", "بهذا السعر"), 0 for none.
func priceAt39n(toks []tok, i int) int {
	j := i
	if w := toks[j].norm; w == "a" || w == "at" || w == "for" {
		j++
	}
	if j+1 < len(toks) {
		w, p := toks[j].norm, toks[j+1].norm
		if (w == "ce" || w == "that" || w == "this") && (p == "prix" || p == "price") {
			j += 2
			if j < len(toks) && toks[j].norm == "la" {
				j++
			}
			return j - i
		}
	}
	if j == i && i+1 < len(toks) && (toks[i].key == "هذا" || toks[i].key == "هاد") && (toks[i+1].norm == "السعر" || toks[i+1].norm == "الثمن") {
		return 2
	}
	return 0
}

// notBuying39n reports a verb of buying or taking negated, the shopper
// its subject or none said, with nothing putting it off, asking, or
// adding after it.
func notBuying39n(toks []tok) bool {
	n, v := -1, -1 // the negation, the verb
	for i := 0; i < len(toks) && v < 0; i++ {
		n = i
		switch w := toks[i].norm; {
		case w == "not" || w == "wont" || w == "never":
			v = notBuyAt39n(toks, i)
		case w == "لن" || w == "ولن" || w == "فلن":
			if i+1 < len(toks) && toks[i+1].norm == "اكمل" && !toks[i+1].comma &&
				(i+2 == len(toks) || clauseStart(&toks[i+2]) || finish39n[toks[i+2].norm]) {
				v = i + 1
			}
		case rather39n[w]:
			if i+2 < len(toks) && toks[i+1].norm == "الا" && !toks[i+1].comma && !toks[i+2].comma && arBuy39n(toks[i+2].norm) {
				v = i + 2
			}
		}
	}
	if v < 0 || yesVerbIn(toks[:n]) || yesVerbIn(toks[v+1:]) {
		return false // ("add one now, I won't take the other one": a yes)
	}
	for i := range toks {
		if off39n[toks[i].norm] {
			return false
		}
	}
	return true
}

// notBuyAt39n is where the verb of buying negated by the "not" at toks[n]
// stands, -1 where it is none or another than the shopper buys.
func notBuyAt39n(toks []tok, n int) int {
	for j := n - 1; j >= 0 && !clauseStart(&toks[j+1]); j-- {
		if !subject39n[toks[j].norm] && !toks[j].emoji {
			return -1 // "the site won't take my card": another's verb
		}
	}
	for k := n + 1; k < len(toks) && k <= n+3; k++ {
		t := &toks[k]
		if clauseStart(t) {
			return -1
		}
		if buy39n[t.norm] {
			return k
		}
		if !notAux39n[t.norm] {
			return -1
		}
	}
	return -1
}

// arBuy39n reports an Arabic first-person verb of buying, taking or
// ordering.
func arBuy39n(w string) bool {
	return buyAr39n.has(w)
}
