package i18n

import "strings"

// Round 30b: yeses that are none, by shape (given in paraphrase; the
// measured lines are not quoted). Each is read only where the reading so
// far is a yes, and never where a put verb ("zidha", "add it", "ajoutez",
// "ضعها") says the thing goes in.
//
//   - a yes word, then how the thing fits the shopper ("wakha, 9sira
//     3liya", "ok, it's a bit small on me", "oui, elle est courte sur
//     moi"): the yes is "even though", the corpus labels each such line
//     unknown (every one without a put verb);
//   - a pick by what the card has, "the one with …", "lli fiha …",
//     "celle avec …", "اللي فيها …": a selection, never a yes (no corpus
//     line of the shape is a yes). "the one" is a demonstrative to the
//     decision words ("yes, the one" is "yes, that's the one"), which read
//     "yes, the one with the flowers" as a yes;
//   - "la bas" said of the speaker or the listener ("la bas 3lia", "labas
//     3likom", "لاباس عليا"): "I'm fine", "are you well?", a greeting as
//     the corpus labels it; "la bas" alone, or of the thing ("la bas
//     3liha, dirha"), stays the "no harm" yes;
//   - "sure" as an intensifier opening a statement ("sure is hot today",
//     "it sure looks crowded"): no answer;
//   - a yes, a "but", then a demand on the delivery: before a day, or to
//     another address ("ok but deliver it before friday", "wakha walakin
//     siftha l adresse khra"): a condition, asked again (the corpus labels
//     "yes but only if it arrives by …" unknown; of the bare demand it has
//     one line, a yes: split, so the safe side). A time of delivery said
//     ("mais livrez après 18h") is no condition and stays;
//   - a "no problem" idiom joined to what it is asked of, and asked ("no
//     problem for delivery to Tanger?", "pas de souci pour la livraison à
//     Fès ?"): a question (product_question, as the corpus labels them).
//     plainYesThenHow read the idiom as a plain yes opening, then the
//     delivery to a town as how it comes, the question mark asking only
//     that; with a comma ("no problem, delivery to Tanger?") the idiom is
//     its own clause and stays a yes;
//   - a yes, an intensifier, then "give me the <colour> one", "the other
//     one" ("yes absolutely, give me the blue one", "wakha akid, 3tini
//     l7amra"): another item than the one asked about, a selection as the
//     corpus labels "yes the black one". A count ("3tini wa7da"), this one
//     ("3tini hadi") or a size stays the yes it is.
func (x *Understander) round30bReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 24 {
		return false
	}
	if d := u.answer(); d != DecisionYes {
		if d != DecisionNo && !a.question && a.may(cueLaBas30) && laBasYes30(toks) {
			*u = yesAnswer(*u)
			return true
		}
		return false
	}
	if descriptionPick30(toks) {
		v := *u
		v.Query, v.Terms, v.Ordinal, v.MinPrice, v.MaxPrice = "", nil, 0, 0, 0
		v.Decision = DecisionNone
		*u = v.with(IntentSelect, 0.6)
		return true
	}
	if sureIntensifier30(toks) && !plainPut30(toks) {
		// ("sure is hot today": "hot" is a spelling of "7ot", put, to
		// the word lists; an English statement puts nothing)
		*u = noAnswerAs(*u, IntentUnknown, 0.3)
		return true
	}
	if putOther30(toks) {
		return false
	}
	k := yesOpening30(toks)
	switch {
	case fitComplaint30(toks, k):
		*u = noAnswerAs(*u, IntentUnknown, 0.3)
		return true
	case laBasPerson30(toks):
		*u = noAnswerAs(*u, IntentGreeting, 0.6)
		return true
	case deliveryDemandAfterBut30(toks, k):
		*u = noAnswerAs(*u, IntentUnknown, 0.3)
		return true
	case (a.question || asked30(toks)) && noProblemAsked30(toks):
		*u = noAnswerAs(*u, IntentProductQuestion, 0.6)
		u.Topic = ""
		if deliveryIn30(toks) {
			u.Topic = TopicDelivery
		}
		return true
	case k > 0:
		if c, ok := colourPickAfterYes30(toks, k); ok {
			*u = noAnswerAs(*u, IntentSelect, 0.6)
			u.Color = c
			return true
		}
	}
	return false
}

// in30 reports t's norm or key in set.
func in30(set map[string]bool, t *tok) bool {
	return set[t.norm] || set[t.key]
}

// asked30 reports a question mark anywhere in toks (a.question is only
// the message's end).
func asked30(toks []tok) bool {
	for i := range toks {
		if toks[i].asked {
			return true
		}
	}
	return false
}

// yesOpening30 is how many words open toks as an answer: yes words,
// acknowledgements, intensifiers, praise, fillers ("yes absolutely",
// "wakha bzzaf", "oui bien sûr", "ok great").
func yesOpening30(toks []tok) int {
	k := 0
	for k < len(toks) && k < 5 {
		if k > 0 && clauseStart(&toks[k]) {
			break
		}
		if k+1 < len(toks) && beyondDoubt30(toks[k].norm, toks[k+1].norm) {
			k += 2 // "bla chak", "بلا شك": without a doubt
			continue
		}
		n, c, ok := decisionWords.match(toks, k, len(toks))
		if !ok {
			break
		}
		switch c {
		case dYes, dAck, dOh, dFiller, dSafi, dIntens, dPraise:
			k += n
			continue
		}
		break
	}
	if k > 0 {
		if d, _ := decideWords(toks[:k], false); d != DecisionYes {
			return 0
		}
	}
	return k
}

// beyondDoubt30 reports "without a doubt" in Darija or Arabic.
func beyondDoubt30(w, next string) bool {
	return (w == "bla" || w == "بلا" || w == "bila" || w == "بدون") && (next == "chak" || next == "chk" || next == "shak" || next == "شك")
}

var (
	// sendStems30 open a verb of sending or delivering: it says how the
	// thing comes, not that it goes in the cart.
	sendStems30 = prefixList("sift", "sifet", "seft", "sayft", "sayfet", "sayeft", "livr", "deliver", "ship", "send", "envo",
		"exp", "wsl", "wasl", "wassl", "ba3t", "b3t", Normalize("صيفط"), Normalize("وصل"), Normalize("أرسل"), Normalize("ارسل"),
		Normalize("ابعث"), Normalize("بعث"), Normalize("توصل"))
	// giveVerbs30 ask for a thing to be given: the object says which.
	giveVerbs30 = normSet("give", "gimme", "3tini", "a3tini", "3tinii", "3tina", "3tih", "donnez", "donne", "donnes", "عطيني",
		"أعطني", "اعطني", "أعطيني", "اعطيني", "عطينا", "file", "passez", "pass")
)

// putOther30 reports a put verb, or a verb said with its object, that is
// not one of sending ("siftha" says how it comes): the thing goes in.
func putOther30(toks []tok) bool {
	for k := range toks {
		t := &toks[k]
		if (t.isAddVerb() || t.objectVerb()) && !hasAnyPrefix(t.norm, sendStems30) && !in30(giveVerbs30, t) {
			return true
		}
	}
	return false
}

// plainPut30 is putOther30 of words as written: a put verb's own
// spelling ("add", "put", "zid"), not a word only spelt like one.
func plainPut30(toks []tok) bool {
	for k := range toks {
		t := &toks[k]
		if (addVerbs.has(t.norm) || t.objectVerb()) && !hasAnyPrefix(t.norm, sendStems30) {
			return true
		}
	}
	return false
}

var (
	// fitWords30 say how a thing fits: too short, small, tight, big,
	// long, loose.
	fitWords30 = normSet("short", "small", "tight", "big", "large", "long", "loose", "narrow", "wide", "tiny", "huge", "snug",
		"baggy", "petit", "petite", "petits", "petites", "court", "courte", "courts", "courtes", "serré", "serrée", "serre",
		"serree", "serrés", "serrées", "grand", "grande", "grands", "grandes", "longue", "longues", "large", "larges",
		"juste", "étroit", "étroite", "etroit", "etroite", "ample",
		"kbir", "kbira", "kbar", "kbr", "kber", "sghir", "sghira", "sghar", "sghr", "sgher", "twil", "twila", "twal", "9sir",
		"9sira", "9sar", "qsir", "qsira", "dye9", "dy9a", "dyi9", "dyi9a", "di9", "di9a", "dayq", "dayqa", "dyq", "dyqa",
		"dyaq", "dye9a", "wase3", "was3a", "wasa3", "wase3a", "kbiir", "kbiira", "sghiir", "sghiira", "9siir", "9siira",
		"صغير", "صغيرة", "صغيره", "قصير", "قصيرة", "قصيره", "ضيق", "ضيقة", "ضيقه", "كبير", "كبيرة", "كبيره", "طويل",
		"طويلة", "طويله", "واسع", "واسعة", "واسعه", "ضيقا", "صغيرا", "كبيرا", "قصيرا", "طويلا", "واسعا")
	// fitTargets30 say on whom it fits so: "3liya", "عليا", "pour moi".
	fitTargets30 = normSet("3liya", "3lia", "3lya", "3liyya", "3lina", "3liha", "3lih", "3lik", "عليا", "علي", "عليّ", "علينا",
		"عليها", "عليه", "عليك")
	// fitPreps30 before a person say the same: "on me", "sur moi", "for
	// her".
	fitPreps30   = normSet("on", "for", "sur", "pour")
	fitPersons30 = normSet("me", "moi", "her", "him", "elle", "lui", "us", "nous", "my", "ma", "mon")
)

// fitComplaint30 reports, after the yes opening toks[:k], a word of how
// the thing fits and, within three words of it, on whom ("wakha 9sira
// 3liya", "ok it's a bit small on me", "oui elle est courte sur moi").
func fitComplaint30(toks []tok, k int) bool {
	if k == 0 {
		return false
	}
	for i := k; i < len(toks); i++ {
		if !in30(fitWords30, &toks[i]) {
			continue
		}
		for j := max(k, i-3); j < len(toks) && j <= i+3; j++ {
			if j == i {
				continue
			}
			if in30(fitTargets30, &toks[j]) {
				return true
			}
			if j > i && j+1 < len(toks) && in30(fitPreps30, &toks[j]) && in30(fitPersons30, &toks[j+1]) {
				return true
			}
		}
	}
	return false
}

var (
	// laBas30 is "la bas" in one word or two.
	laBasOne30 = normSet("labas", "lbas", "labass", "labes", "labess", "لاباس", "لابأس")
	laBasTwo30 = normSet("bas", "bass", "bes", "باس", "بأس")
	// laBasPersons30 are the speaker and the listener after it: "I'm
	// fine", "are you well?" (not the thing: "la bas 3liha, dirha").
	laBasPersons30 = normSet("3lia", "3liya", "3lya", "3liyya", "3lina", "3lik", "3lika", "3liki", "3likom", "3likoum",
		"3likum", "3likome", "3alik", "3alikom", "3alaykom", "عليا", "علي", "علينا", "عليك", "عليكم", "عليكما")
)

// laBasPerson30 reports "la bas" then the speaker or the listener, where
// the message opens ("la bas 3lia", "labas 3likom", "لاباس عليا").
func laBasPerson30(toks []tok) bool {
	for i := 0; i < len(toks) && i < 3; i++ {
		j := -1
		switch {
		case in30(laBasOne30, &toks[i]):
			j = i + 1
		case (toks[i].norm == "la" || toks[i].norm == "لا") && i+1 < len(toks) && in30(laBasTwo30, &toks[i+1]):
			j = i + 2
		}
		if j < 0 {
			continue
		}
		return j < len(toks) && !clauseStart(&toks[j]) && in30(laBasPersons30, &toks[j])
	}
	return false
}

// laBasYes30 reports the "no harm" idiom said as the answer, after at
// most a yes word or whom it is said to: "ma fiha (la) bas" alone or
// before a put verb ("a sidi ma fiha la bas", "mafiha bas"), "la bas"
// before a put verb ("ah la bas, zidha"). The corpus labels every such
// line a yes; "la bas" alone stays as the rules read it, and "la bas"
// of a person is laBasPerson30's.
func laBasYes30(toks []tok) bool {
	i := 0
	for i < len(toks) && i < 3 {
		if vocative(toks[i].norm) && i+1 < len(toks) {
			i += 2 // "a sidi", "a khoya"
			continue
		}
		if _, c, ok := decision1(toks, i); ok && (c == dYes || c == dAck || c == dOh) && toks[i].norm != "la" && toks[i].norm != "لا" {
			i++
			continue
		}
		break
	}
	e, fiha := -1, false
	switch {
	case i+2 < len(toks) && (toks[i].norm == "ma" || toks[i].norm == "ما") && fihaWords30Num.has(toks[i+1].nid, toks[i+1].norm):
		e, fiha = i+2, true
	case i+1 < len(toks) && fihaWords30[strings.TrimPrefix(strings.TrimPrefix(toks[i].norm, "ma"), "ما")] && toks[i].norm != "fiha" && toks[i].norm != "فيها":
		e, fiha = i+1, true
	case i < len(toks):
		e = i
	}
	if e < 0 {
		return false
	}
	if e < len(toks) && (toks[e].norm == "la" || toks[e].norm == "لا") && e+1 < len(toks) && in30(laBasTwo30, &toks[e+1]) && !clauseStart(&toks[e+1]) {
		e += 2
	} else if e < len(toks) && (fiha && in30(laBasTwo30, &toks[e]) || in30(laBasOne30, &toks[e])) {
		e++
	} else {
		return false
	}
	if e == len(toks) {
		return fiha
	}
	if !clauseStart(&toks[e]) || len(toks)-e > 5 || asked30(toks) || !putOther30(toks[e:]) {
		return false
	}
	for k := e; k < len(toks); k++ {
		if in30(butWords30, &toks[k]) || in30(laBasPersons30, &toks[k]) {
			return false
		}
	}
	return true
}

// fihaWords30: "in it", the "fiha" of "ma fiha bas".
var fihaWords30 = normSet("fiha", "fih", "فيها", "فيه")

// sureVerbs30 follow an intensifying "sure": "sure is hot", "it sure
// looks crowded".
var sureVerbs30 = normSet("is", "was", "looks", "looked", "seems", "seemed", "feels", "felt", "smells", "smelled", "took",
	"takes", "gets", "got", "has", "had", "makes", "made", "isnt", "wasnt", "aint", "be", "beats", "costs", "cost")

// sureIntensifier30 reports "sure" then a verb, with no comma between,
// where the message opens ("sure is hot today") or after its subject
// ("it sure is", "that sure looks").
func sureIntensifier30(toks []tok) bool {
	i := 0
	if toks[0].norm != "sure" {
		switch toks[0].norm {
		case "it", "that", "this", "you", "u", "they", "she", "he", "its":
			i = 1
		default:
			return false
		}
		if toks[i].norm != "sure" {
			return false
		}
	}
	return i+1 < len(toks) && !clauseStart(&toks[i+1]) && toks[i+1].sep != '-' && sureVerbs30Num.has(toks[i+1].nid, toks[i+1].norm)
}

var (
	// butWords30 open the demand: "but", "mais", "walakin", "لكن".
	butWords30 = normSet("but", "mais", "walakin", "walakine", "wlakin", "welakin", "walakn", "lakin", "lakine", "bs7", "bsa7",
		"ولكن", "لكن", "بصح", "however", "cependant", "ms", "bt")
	// byWords30 set a deadline: "before friday", "9bel l3id", "au plus
	// tard".
	byWords30 = normSet("before", "avant", "9bel", "qbel", "9bl", "qbl", "قبل", "latest", "tard", "maximum", "max", "by")
	// otherWords30 and addressWords30: "another address", "adresse
	// khra", "عنوان آخر".
	otherWords30   = normSet("another", "other", "different", "new", "autre", "nouvelle", "khra", "okhra", "akhra", "lokhra", "akhor", "khor", "آخر", "اخر", "أخرى", "اخرى", "خرا", "جديد")
	addressWords30 = normSet("address", "adresse", "adress", "adr", "3onwan", "l3onwan", "عنوان", "العنوان", "ladresse", "ladress")
)

// deliveryDemandAfterBut30 reports, after the yes opening toks[:k], a
// "but", then a verb of delivering or sending with a deadline ("before
// friday"), an address or another place after it.
func deliveryDemandAfterBut30(toks []tok, k int) bool {
	if k == 0 {
		return false
	}
	b := -1
	for i := k; i < len(toks) && i <= k+2; i++ {
		if in30(butWords30, &toks[i]) {
			b = i
			break
		}
	}
	if b < 0 {
		return false
	}
	send := false
	by, other, address := false, false, false
	for i := b + 1; i < len(toks); i++ {
		t := &toks[i]
		send = send || hasAnyPrefix(t.norm, sendStems30)
		if !send {
			continue
		}
		by = by || in30(byWords30, t)
		other = other || in30(otherWords30, t)
		address = address || in30(addressWords30, t)
	}
	return send && (by || other || address)
}

var (
	// problemWords30 are the problem of the "no problem" idioms.
	problemWords30 = normSet("problem", "problems", "probleme", "problème", "problemes", "problèmes", "souci", "soucis", "pb",
		"prob", "mochkil", "mochkila", "moshkil", "mouchkil", "mushkil", "mochkl", "mouchkil", "lmochkil", "مشكل", "مشكلة",
		"مشكله", "المشكل", "worries", "worry")
	// problemJoins30 join the idiom to what it is said of: "no problem
	// for …", "pas de souci pour …", "machi mochkil f …".
	problemJoins30 = normSet("for", "with", "if", "to", "about", "pour", "avec", "si", "à", "a", "de", "concernant", "f", "fi",
		"fel", "fl", "l", "m3a", "ila", "في", "ف", "مع", "إلا", "الا", "اذا", "إذا", "ل")
)

// noProblemAsked30 reports a "no problem" idiom among the first words,
// joined (no comma) to a word that says what it is said of: a join word
// or a delivery word ("machi mochkil livraison l tanja?").
func noProblemAsked30(toks []tok) bool {
	for i := 0; i < len(toks) && i < 5; i++ {
		if !in30(problemWords30, &toks[i]) {
			continue
		}
		j := i + 1
		if j >= len(toks) || clauseStart(&toks[j]) {
			return false
		}
		return in30(problemJoins30, &toks[j]) || arrival(&toks[j]) || deliveryIn30(toks[j:j+1])
	}
	return false
}

// deliveryIn30 reports a word of delivery in toks.
func deliveryIn30(toks []tok) bool {
	for i := range toks {
		if v, ok := topicWords.singleTok(&toks[i]); ok && v == TopicDelivery {
			return true
		}
		if arrival(&toks[i]) {
			return true
		}
	}
	return false
}

var (
	// pickArticles30 stand before a colour picked: "the", "la", "l".
	pickArticles30 = normSet("the", "la", "le", "l", "el", "al", "one", "wa7da", "wahda", "dik", "dak", "hadik", "celle",
		"celui", "me", "moi", "liya", "lia", "ليا", "لي", "please", "pls", "plz", "svp", "stp", "3afak", "عافاك", "a", "khoya",
		"khouya", "khti", "lalla", "sidi", "then", "alors")
	// otherOnes30 pick another card than the one asked about.
	otherOnes30 = normSet("other", "bigger", "smaller", "larger", "longer", "shorter", "cheaper", "autre", "lokhra", "lakhra",
		"lokhor", "الأخرى", "الاخرى", "لخرى")
	// demonstratives30 point at the one asked about: "give me this one".
	demonstratives30 = normSet("this", "that", "hadi", "hada", "had", "هادي", "هاد", "هذه", "هذا", "ci", "celle-ci",
		"celle-là", "ça", "ca", "it")
)

// colourPickAfterYes30 reads, after the yes opening toks[:k], a give
// verb or nothing, then only a colour or another one picked ("yes
// absolutely, give me the blue one", "wakha akid 3tini l7amra", "oui bien
// sûr, donnez-moi la noire"), and returns the colour.
func colourPickAfterYes30(toks []tok, k int) (string, bool) {
	colour, picked := "", false
	for i := k; i < len(toks); i++ {
		t := &toks[i]
		if i == k && in30(giveVerbs30, t) {
			continue
		}
		if in30(demonstratives30, t) {
			return "", false
		}
		if v, ok := slotWords.singleTok(t); ok && v.color != "" && !v.productWord {
			colour, picked = v.color, true
			continue
		}
		if in30(otherOnes30, t) {
			picked = true
			continue
		}
		if in30(pickArticles30, t) {
			continue
		}
		return "", false
	}
	return colour, picked
}

var (
	// describedBy30 follow a pronoun of a card to say what it has:
	// "the one with …", "celle avec …", "lli fiha …".
	describedBy30 = normSet("with", "without", "avec", "sans", "fiha", "fih", "fihom", "fihum", "fihoum", "فيها", "فيه",
		"فيهم", "بها", "به")
	// cardPronouns30 are the pronouns before them.
	cardPronouns30 = normSet("one", "ones", "celle", "celui", "celles", "ceux", "lli", "li", "elli", "illi", "lly", "اللي",
		"لي", "التي", "الذي", "اللتي", "لّي")
)

// relatives30 and hasWords30: "the one that has …", "celle qui a …".
var (
	relatives30 = normSet("that", "which", "qui")
	hasWords30  = normSet("has", "have", "had", "a", "ont", "comes", "come")
)

// countArticles30 make "one" a count: "a one with …".
var countArticles30 = normSet("a", "an", "any", "some", "just", "only")

// descriptionPick30 reports a pick by description: a card pronoun then
// what it has ("the one with the flowers", "celle avec la capuche", "lli
// fiha lwarda", "اللي فيها الطرز").
func descriptionPick30(toks []tok) bool {
	for i := 0; i+2 < len(toks); i++ {
		if !in30(cardPronouns30, &toks[i]) || clauseStart(&toks[i+1]) {
			continue
		}
		if in30(describedBy30, &toks[i+1]) || relatives30Num.has(toks[i+1].nid, toks[i+1].norm) && hasWords30Num.has(toks[i+2].nid, toks[i+2].norm) {
			if toks[i].norm == "one" && (i == 0 || clauseStart(&toks[i]) || countArticles30Num.has(toks[i-1].nid, toks[i-1].norm)) {
				continue // "one with a lid", "yes, one with a lid": a count, not a card
			}
			return true
		}
	}
	return false
}
