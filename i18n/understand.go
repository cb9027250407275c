package i18n

import (
	"math"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Intents lists every intent Understand can return.
var Intents = []Intent{
	IntentGreeting, IntentProductSearch, IntentShowMore, IntentSelect, IntentConfirm,
	IntentCancel, IntentHuman, IntentThanks, IntentBye, IntentUnknown,
	IntentHold, IntentRefine, IntentProductQuestion,
}

// defaultUnderstander has no vocabulary: the package-level Understand.
var defaultUnderstander = NewUnderstander(Vocabulary{})

// Understand reads one shopper message without a shop vocabulary (see
// NewUnderstander): its language, what it asks for, how it answers a
// pending yes/no question, which listed product it picks, what to search
// for within which price bounds and in which colour, size and gender, and
// how sure all that is (Confidence below 0.5 means "ask to clarify").
// Only the first MaxRunes runes are read. Understand never panics.
func Understand(text string) Understanding { return defaultUnderstander.Understand(text) }

// Understand reads one message; see the package README for the pipeline.
// Rules decide where they are sure, in this order:
//
//  1. a request for a person ("talk to a human", "3ayet l chi wa7ed");
//  2. a whole-message answer (ParseDecision): yes → confirm, no → cancel
//     (or show_more for "la, wrini lokhrin"), wait → hold;
//  3. a pick by position ("tania", "raqm 4", "الأخير") or by what sets a
//     card apart ("lli k7la", "la moins chère", "the cheapest one");
//  4. a question about the product shown (price, stock, delivery, sizes:
//     "ch7al?", "wach kayna f L?", "is it in stock?") → product_question;
//  5. a colour, size, gender, material or price alone ("en bleu ?", "w
//     ta7t 500?", "dyal rjal") → refine;
//  6. a product the shop sells, or a search pattern ("bghit …", "do you
//     have …") → product_search;
//  7. show more, goodbye, thanks, greeting when nothing else is said.
//
// What is left (words the rules do not know, no product, no pattern) goes
// to the statistical classifier (classifier.go); when it is not sure
// either the message is unknown with a low confidence. The yes/no Decision
// never comes from the classifier.
func (x *Understander) Understand(text string) Understanding {
	s := scratchPool.Get().(*scratch)
	s.a = analyzeInto(text, s.toks[:0])
	a := &s.a
	s.memo = clfMemo{}
	a.memo = &s.memo
	a.cues = messageCues(a.toks) // (read once for the gated readers of byRules and reconsider: cues.go)
	u := x.guessAnswer(a, x.reconsider(a, x.byRules(a)))
	clear(s.toks[:min(len(a.toks), len(s.toks))]) // the message's strings are not kept alive
	s.a = analysis{}
	scratchPool.Put(s)
	return u
}

// scratch is what one Understand call works in: the words of a message,
// its analysis and the classifier's memo. They escape to the heap (the
// readers keep the analysis' slice), so they are reused through
// scratchPool rather than allocated for every message (3.4 KB a message
// before). The readers take the analysis by pointer: by value, its 64
// bytes were copied at each of some ninety calls a message.
type scratch struct {
	toks [32]tok
	a    analysis
	memo clfMemo
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// byRules is what the rules read of a message (the pipeline above), the
// classifier asked only where they know no rule.
func (x *Understander) byRules(a *analysis) Understanding {
	toks := a.toks
	u := Understanding{Intent: IntentUnknown, Lang: detectLang(toks), Question: a.question}
	// A word the shop sells is the shop's, even when it looks like a
	// spelling of a list word ("montre" is a watch, not "show me"); an
	// answer never carries one (loose.go).
	for i := range toks {
		if !toks[i].listedTok() && (x.productTok(&toks[i]) || x.isNounNum(toks[i].nid, toks[i].norm)) && !toks[i].isAddVerb() &&
			!kinWordsNum.has(toks[i].nid, toks[i].norm) && !x.colourNotShop(toks, i) {
			// (a verb of putting in is no thing sold: "put" met a noun's
			// spelling, sixteenth round; nor is kin, "une fille de 6 ans"
			// met "fil", thread, in the catalog: round 20d; nor a colour
			// only spelt like a thing sold, "lwrdi" like "lward": round 25d)
			toks[i].shop = true
		}
	}
	var more bool
	u.Decision, more = decideHesitant(toks, a.question, a.hesitant)
	if len(toks) == 0 {
		return u
	}

	var cbuf [32]bool
	var consumed []bool
	if len(toks) <= len(cbuf) {
		consumed = cbuf[:len(toks)]
	} else {
		consumed = make([]bool, len(toks))
	}
	minP, maxP := findPrices(toks, consumed)
	if minP > 0 {
		u.MinPrice = int64(math.Floor(minP))
	}
	if maxP > 0 {
		u.MaxPrice = int64(math.Ceil(maxP))
	}
	hasPrice := u.MinPrice > 0 || u.MaxPrice > 0
	sl := readSlots(toks, consumed)
	u.Color, u.Size, u.Gender, u.Material = sl.color, sl.size, sl.gender, sl.materialName

	var ubuf [32]unit
	units := segment(toks, consumed, ubuf[:0])
	m := x.measure(toks, units)
	u.Cheaper = m.has&rCheaper != 0
	switch {
	case m.has&rDrop != 0:
		u.DropFilter = dropOf(toks, units)
	case m.anyPrice:
		u.DropFilter = DropPrice
	}

	var wbuf [32]string
	words, sig := searchWordsInto(toks, units, wbuf[:0])
	if len(words) > 0 {
		u.Query = strings.Join(words, " ")
		u.Terms = significantTerms(words)
	}
	noTerms := func(u Understanding) Understanding {
		u.Query, u.Terms = "", nil
		return u
	}

	has := m.has
	quiet := m.products == 0 && m.other == 0 // nothing but known roles
	// ("ma kaynch chi wa7ed rkhis": is there no cheap one, "one" not
	// "someone": others asked for, noneOfSome)
	declined := has&(rHuman|rHumanNoun) != 0 && !u.Question && !asksPerson(toks, units) && personDeclined(toks, units) && !noneOfSome(toks)
	if u.Decision != DecisionYes && u.Decision != DecisionNo && m.products == 0 && a.may(cueWell21c) && greetingReply(toks) {
		// "labas hamdullah w nta": how I am, and you? (round 21c)
		u.Decision = DecisionNone
		return noTerms(u).with(IntentGreeting, 0.85)
	}
	if !declined && u.Decision != DecisionYes && m.products == 0 {
		// "ok I'll wait for the agent" waits; "still nobody?" asks again
		// (round 21c, personAwaitedNo); a no read is kept unless it is the
		// nobody's ("no one answered me yet").
		switch in, ok, nobody := personAwaitedNoIn(a, u.Question); {
		case ok && u.Decision == DecisionNo && !nobody:
		case ok && in == IntentHold:
			u.Decision = DecisionHold
			return noTerms(u).with(IntentHold, 0.85)
		case ok:
			u.Decision = DecisionNone
			return noTerms(u).with(IntentHuman, 0.85)
		}
	}
	switch {
	case declined:
		// "no thanks, no need for a human", "non merci, pas besoin d'un
		// conseiller", "la shokran, ma bghitch nhder m3a chi wa7ed": a
		// person declined is asked for by nobody; opened by a no, it
		// declines what was offered.
		if toks[0].isBareNo() || (has&rShowMore == 0 && (declineOpening(toks) || declinedLater(toks))) {
			// ("ما عجبني حتى واحد، وريني خرين": not one, others asked)
			u.Decision = DecisionNo
			return noTerms(u).with(IntentCancel, 0.85)
		}
		u.Decision = DecisionNone
		return noTerms(u).with(IntentUnknown, 0.3)
	case (has&rAboutBot == 0 || has&(rTalk|rRequest) == rTalk|rRequest || asksPerson(toks, units) || botDenied(toks, units)) && (has&rHuman != 0 ||
		(has&rHumanNoun != 0 && m.products == 0 && has&rShowMore == 0 &&
			(has&(rTalk|rRequest) != 0 || (m.other == 0 && has&^(rHumanNoun|rFiller|rStop|rNoise) == 0)))):
		// "3ayet l chi wa7ed", "talk to support", "someone please"; but
		// "wach nta bnadem?" asks what the bot is, unless a person is
		// asked for ("bghit nhder m3a chi insan machi robot"); "wrini chi
		// wa7ed akhor" shows one more, it asks for nobody. A request for
		// a person is no refusal of the cart, even when it opens by
		// refusing the bot ("لا أريد روبوتا، أريد إنسانا").
		if u.Decision == DecisionNo {
			u.Decision = DecisionNone
		}
		return noTerms(u).with(IntentHuman, 0.9)
	case u.Decision == DecisionYes:
		return noTerms(u).with(IntentConfirm, 0.95)
	case u.Decision == DecisionNo && more:
		return noTerms(u).with(IntentShowMore, 0.85)
	case u.Decision == DecisionNo:
		return noTerms(u).with(IntentCancel, 0.95)
	case u.Decision == DecisionHold:
		return noTerms(u).with(IntentHold, 0.9)
	case u.Decision == DecisionAmbiguous && more:
		return noTerms(u).with(IntentShowMore, 0.6)
	case u.Decision == DecisionAmbiguous:
		return noTerms(u).with(IntentUnknown, 0.3)
	}

	if !hasPrice && a.may(cueOffTopic) && offTopic(toks) {
		// "bghit nbi3 l7wayj dyali 3ndkom", "do you recruit?", "أعطني
		// وصفة للطاجين": selling to the shop, working for it, a recipe —
		// talk that buys nothing, even beside a thing the shop sells.
		return noTerms(u).with(IntentUnknown, 0.3)
	}
	if !hasPrice {
		pos, strong, ok := x.selection(toks, units)
		if !ok {
			// "je prends la deuxième c'est pour ma fille", "i'll take the
			// last one its for my mom": a position named, then why or for
			// whom run on (plainTail); the twelfth round.
			pos, strong, ok = x.selectionWithReason(toks, units)
		}
		if !ok {
			// "rab3a mzyana 3tiha lia": a pick, then give it to me (round 21c).
			pos, strong, ok = x.selectionThenGive(toks, units)
		}
		if ok {
			u.Ordinal = pos
			if strong {
				return noTerms(u).with(IntentSelect, 0.9)
			}
			return noTerms(u).with(IntentSelect, 0.8)
		}
	}
	if m.products == 0 && m.other == 0 && !u.Question && has&rPriceQ == 0 &&
		(has&rSuper != 0 || (m.relative && (sl.colorWord || sl.material || m.modifiers > 0 || has&(rCheap|rCheaper) != 0)) ||
			(len(toks) == 2 && (articleWords.hasTok(&toks[0]) || pickPointers.hasTok(&toks[0])) && sl.colorWord)) {
		// "la moins chère", "lli k7la", "the blue one", "celle en cuir", "lli rkhisa".
		u.Superlative = superlativeOf(toks, units)
		return u.with(IntentSelect, 0.8)
	}

	if pick, ok := x.pickByWhatItIs(toks, units, u, m, hasPrice, sl); ok {
		u.Superlative = superlativeOf(toks, units)
		return noTerms(u).with(IntentSelect, pick)
	}
	if x.pickByNamedCard(toks, units, u, m, hasPrice, sl) {
		u.Superlative = superlativeOf(toks, units)
		return noTerms(u).with(IntentSelect, 0.75)
	}

	// A yes/no question may come without its question mark when it opens on
	// its question word: "does the bag have a zip", "can i return it if it
	// doesn't fit" (tenth round).
	asks := u.Question || yesNoOpening(toks)
	// "fih", "fiha", "فيه", "فيها" after a product or a relative say what it
	// has ("wach sac fih fermeture?", "lli fiha ghta"), not that it is there.
	hasNoHave := has
	if has&rAvail != 0 && availOnlyHas(toks, units) {
		hasNoHave &^= rAvail
	}
	if has&rCond != 0 && m.products == 0 && !(asks && has&rTopic != 0) {
		// "wakha ila kant f L", "yes if it comes in M": a condition, not a request.
		return noTerms(u).with(IntentUnknown, 0.3)
	}

	if (asks || offerOpenersNum.has(toks[0].nid, toks[0].norm)) && m.products == 0 && !sl.colorWord && sl.size == "" && has&(rShowMore|rOrdinal|rCheaper|rHuman|rHumanNoun) == 0 && amountOffered(toks) {
		// "can you do it for 250?", "n9der nakhodha b 150?", "ب 120
		// نخليها ليك؟": an amount offered for the one shown (round 20d).
		u.Topic = TopicPrice
		return noTerms(u).with(IntentProductQuestion, 0.75)
	}
	if has&(rQWord|rTopic) != 0 && siteAsked(toks) {
		// "fin kayn lbouton dyal lpanier": the site, not a product (round 21c)
		u.Topic = ""
		return noTerms(u).with(IntentUnknown, 0.3)
	}
	if asks && m.products == 0 && !hasPrice && !sl.colorWord && has&(rRequest|rAvail|rChat|rAboutBot|rCond|rPriceQ|rHuman) == 0 {
		// "ashmen wa7da ghadi tdom ktar?", "ach men l9yas nakhod?": the
		// cards compared or the size asked (round 21c, compareAsked).
		if topic, ok := compareAsked(toks, has&rOrdinal != 0); ok {
			u.Topic = topic
			return noTerms(u).with(IntentProductQuestion, 0.75)
		}
	}
	// Price questions are about the product shown unless a product is
	// named ("c combien les babouches ?" searches); delivery, stock,
	// payment, returns are about the shop's service even with a word the
	// shop sells in them ("wach katsifto l marrakech?").
	priceQ, topic := has&rPriceQ != 0, has&rTopic != 0
	switch {
	case u.Question && !hasPrice && m.products > 0 && has&(rRequest|rAvail|rShowMore) == 0 && placeAsked(toks):
		// "can it go in the washing machine?", "on peut la mettre à la
		// machine ?", "wach n9der ndkhlha l machina dyal tasbin?": a
		// thing sold named as where the product shown goes, not asked for.
		u.Topic = TopicDetails
		return noTerms(u).with(IntentProductQuestion, 0.75)
	case asks && !hasPrice && !sl.colorWord && a.may(cueStill) && stillThere(toks):
		// "wach mazal kayna?", "wach had lmodel mazal kayn?", "مازال
		// كاينة هاد الجلابة؟": is the product shown still in stock, not
		// "are there more" ("mazal kayn?" alone still shows more).
		u.Topic = TopicStock
		return noTerms(u).with(IntentProductQuestion, 0.8)
	case (priceQ || topic) && !hasPrice && has&(rCheaper|rAboutBot) == 0 && (has&rChat == 0 || topic && onlyDayChat(toks, units)) && m.other <= 2 &&
		!(sl.colorWord && has&rAvail != 0 && m.products == 0 && sl.size == "" && !sl.sizeCue && !colorPointed(toks)) &&
		(m.products == 0 || has&rDemo != 0 || (topic && u.Question && has&rRequest == 0)):
		u.Topic = topicOf(toks, units)
		return u.with(IntentProductQuestion, 0.85)
	case asks && has&rAvail != 0 && has&rBigger == 0 && (sl.size != "" || sl.sizeCue) && !sl.colorWord && (m.products == 0 || pointsAtShown(toks)) && m.other == 0:
		// "wach kayna f L?": is the product shown there in that size.
		u.Topic = TopicSize
		return u.with(IntentProductQuestion, 0.8)
	case u.Question && has&rDemo != 0 && m.other == 0 && (m.products > 0 || sl.material || m.modifiers > 0) &&
		!sl.colorWord && sl.size == "" && !hasPrice:
		// "fin kayna had jellaba?", "wach hadi mn lfakhar?".
		u.Topic = topicOf(toks, units)
		if u.Topic == "" && (sl.material || m.modifiers > 0) {
			u.Topic = TopicMaterial
		}
		return u.with(IntentProductQuestion, 0.8)
	case asks && m.products > 0 && m.nouns < m.products && m.other <= 3 &&
		m.other+m.products-1+qualities(toks)+b2i(sl.material) >= 1 && (x.pointedProduct(toks) || productAfterOpener(toks)) &&
		(yesNoOpening(toks) || x.pointedAt(toks, 0) || len(toks) > 1 && shownWords.hasTok(&toks[0]) && toks[1].shop) &&
		hasNoHave&(rRequest|rAvail|rShowMore|rCheaper|rDrop|rBigger|rSuper|rChat|rAboutBot|rCond|rOrdinal|rVague) == 0 &&
		!sl.colorWord && sl.size == "" && sl.gender == "" && !hasPrice:
		// "هل هذا القميص قطني؟", "is the kaftan lined?", "wach lbrad jay
		// m3a lkisan?", "le sac est en cuir véritable ?": a yes/no
		// question about the product pointed at (a demonstrative or a
		// definite article before it) says something of the one shown,
		// whatever words no list knows say it; asked for, available,
		// another colour, it would be a search. Tenth round: what is
		// asked may be a material, a quality ("is the argan oil pure?")
		// or another thing the shop sells ("واش الصاك فيه السنسلة؟",
		// "does the bag have a zip"), the question mark may be missing
		// after an opening question word, and Darija and Arabic drop the
		// article after it ("wach sac fih fermeture?").
		u.Topic = topicOf(toks, units)
		if u.Topic == "" && sl.material {
			u.Topic = TopicMaterial
		}
		return noTerms(u).with(IntentProductQuestion, 0.75)
	case asks && a.may(cueSubject) && subjectPronoun(toks) && !orderWord(toks) && m.products <= 1 && m.other+m.products >= 1 && m.other <= 3 &&
		hasNoHave&(rRequest|rAvail|rShowMore|rCheaper|rDrop|rBigger|rSuper|rChat|rAboutBot|rCond|rOrdinal|rVague|rPriceQ) == 0 &&
		!sl.colorWord && sl.size == "" && sl.gender == "" && !hasPrice:
		// "il est lourd ?", "can it go in the oven", "il est neuf ou
		// reconditionné ?", "هل هو ثقيل؟": a yes/no question whose subject
		// is the product shown, said by a pronoun (tenth round).
		u.Topic = topicOf(toks, units)
		if u.Topic == "" && sl.material {
			u.Topic = TopicMaterial
		}
		if u.Topic == "" {
			u.Topic = TopicDetails
		}
		return noTerms(u).with(IntentProductQuestion, 0.75)
	case asks && (whichOpening(toks) || hasPartitive(toks)) && m.products == m.nouns && (m.other >= 1 || has&rCheaper != 0) && m.other <= 3 &&
		has&(rRequest|rAvail|rShowMore|rDrop|rBigger|rChat|rAboutBot|rCond|rPriceQ|rSelectVerb|rLike) == 0 &&
		(has&rCheaper == 0 || whichOpening(toks)) &&
		!sl.colorWord && sl.size == "" && sl.gender == "" && !hasPrice:
		// "which one is lighter, the first or the second?", "ach a7san
		// fihom?", "laquelle est la plus solide ?": a comparison of the
		// cards shown, asked (tenth round); said without a question it
		// picks one ("sghir fihom"). Which is cheaper, asked by a
		// which-word, compares too ("which one is cheaper?", "achmen
		// wa7da rkhissa?"; nineteenth round), not a cheaper one wanted.
		u.Topic = topicOf(toks, units)
		if u.Topic == "" {
			u.Topic = TopicDetails
		}
		return noTerms(u).with(IntentProductQuestion, 0.75)
	case u.Question && firstQWord(toks) && sl.material && has&(rAvail|rRequest|rCheaper|rDrop|rShowMore) == 0 &&
		m.products == 0 && m.other == 0 && !sl.colorWord && sl.size == "" && sl.gender == "" && !hasPrice:
		// "wach mn jeld?", "واش من الجلد؟", "est-ce que c'est en cuir ?":
		// what the product shown is made of ("kayna b jeld?" asks for
		// another one: a refinement).
		u.Topic = TopicMaterial
		return u.with(IntentProductQuestion, 0.8)
	case u.Question && firstQWord(toks) && has&rDemo != 0 && has&(rAvail|rRequest|rCheaper|rDrop) == 0 && m.products == 0 &&
		m.other == 0 && (sl.colorWord || sl.gender != "" || sl.size != "") && !hasPrice:
		// "wach hadi dyal rjal?", "is it black?", "est-ce que c'est pour femme ?":
		// what the product shown is, not another one.
		switch {
		case sl.colorWord:
			u.Topic = TopicColor
		case sl.size != "":
			u.Topic = TopicSize
		default:
			u.Topic = TopicDetails
		}
		return u.with(IntentProductQuestion, 0.8)
	}

	if m.modifiers > 0 && has&rRequest != 0 && !sl.colorWord && sl.size == "" && sl.gender == "" && !hasPrice &&
		m.products == 0 && m.other == 0 {
		// "anything for ramadan?", "3ndkom chi haja beldi?": things of a kind.
		return u.with(IntentProductSearch, 0.75)
	}
	refineBy := sl.colorWord || sl.size != "" || sl.gender != "" || hasPrice || has&(rCheaper|rDrop|rBigger|rColorCue) != 0 ||
		sl.material || m.modifiers > 0
	if has&rCheap != 0 && m.products == 0 && m.other == 0 {
		// "chi wa7da rkhisa", "شي وحدة رخيصة", "chi haja rkhisa", "pas trop
		// cher": a cheap one of the kind shown.
		refineBy = true
		u.Cheaper = true
	}
	if u.Question && has&rOrdinal != 0 && sl.material && !sl.colorWord && sl.size == "" && !hasPrice && m.products == 0 &&
		(stillOpenersNum.has(toks[0].kid, toks[0].key) || stillOpenersNum.has(toks[0].nid, toks[0].norm) || alsoIn(toks)) {
		// "is the second one leather too?", "la première est en cuir
		// aussi ?", "هل الأولى من الجلد أيضا؟": what a card is made of,
		// asked, not another material.
		u.Topic = TopicMaterial
		return noTerms(u).with(IntentProductQuestion, 0.8)
	}
	if refineBy && m.products == 0 && m.other == 0 && (has&rVague == 0 || has&(rCheaper|rDrop|rOne) != 0 || hasPrice && !u.Question) {
		return u.with(IntentRefine, 0.85)
	}

	if m.products > 0 && x.chitChat(a.memo, toks, u, has, m, hasPrice, sl) {
		// "khti lbsat caftan f l3ors", "my tajine broke yesterday": the
		// shop's word in a story, not asked for.
		return noTerms(u).with(IntentUnknown, 0.3)
	}
	if m.products > 0 {
		c := 0.8
		if m.nouns == m.products {
			c = 0.7 // only things the shop may not sell
		}
		if has&rRequest != 0 {
			c += 0.05
		}
		if hasPrice || sl.colorWord || sl.size != "" || sl.gender != "" {
			c += 0.05
		}
		if u.Lang != "" {
			c += 0.05
		}
		return u.with(IntentProductSearch, math.Min(c, 0.95))
	}
	if has&rRequest != 0 && m.other > 0 && sig > 0 && has&(rChat|rAboutBot) == 0 {
		// "bghit tlaja", "wach 3ndkom chi sfenj?": something asked for by
		// name, though the shop does not list it; unless the classifier
		// is sure the unknown words say something else ("wrini lmodelat
		// lokhrin" asks for more).
		if in, ok := x.overrule(a.memo, toks, a.question); ok {
			return noTerms(u).with(in, 0.55)
		}
		return u.with(IntentProductSearch, 0.7)
	}
	if refineBy && m.other > 0 && has&(rChat|rAboutBot) == 0 && sig > 0 {
		// "fnar dyal nhas", "حقيبة جلدية بأقل من 500", "bicycle for kids":
		// a word the shop does not list, said with a colour, material,
		// size, audience or price, is the thing asked for.
		if in, ok := x.overrule(a.memo, toks, a.question); ok {
			return noTerms(u).with(in, 0.55)
		}
		return u.with(IntentProductSearch, 0.7)
	}
	if refineBy && has&rVague != 0 && m.other == 0 {
		// "chi 7aja rkhisa ta7t 100": something, within a price.
		return u.with(IntentProductSearch, 0.6)
	}

	if quiet {
		switch {
		case has&rShowMore != 0:
			return noTerms(u).with(IntentShowMore, 0.9)
		case has&rBye != 0:
			return noTerms(u).with(IntentBye, 0.9)
		case has&rThanks != 0 && has&rChat == 0:
			// "ghir kanchouf, shokran" closes a chat that was not shopping.
			return noTerms(u).with(IntentThanks, 0.9)
		case has&rGreeting != 0 && has&rAboutBot == 0 && !(u.Question && has&rChat != 0):
			return noTerms(u).with(IntentGreeting, 0.95)
		case has&rRequest != 0, has&rVague != 0:
			// "bghit chi haja", "help": something, but not what.
			return noTerms(u).with(IntentUnknown, 0.3)
		}
		return noTerms(u).with(IntentUnknown, 0.2)
	}

	if has&rBye != 0 && !u.Question && m.products == 0 && has&(rRequest|rShowMore|rTopic|rPriceQ|rHuman|rAboutBot) == 0 &&
		len(toks) > 2 && byeOpens(toks) {
		// "gotta go, my bus is here", "je file, à demain": a goodbye said
		// first, then why or when (round 20d).
		return noTerms(u).with(IntentBye, 0.8)
	}
	// Words the rules do not know, no product, no search pattern: the
	// classifier may know the message's kind from the words around them.
	// Without a vocabulary every unknown word may be a product: the
	// classifier, which knows the corpus shop, stays out of it.
	in, p := IntentUnknown, 0.0
	if !x.open && has&(rChat|rAboutBot) == 0 && !a.memo.mashing(toks) {
		in, p = x.classifyMemo(a.memo, toks, a.question)
	}
	if p < x.floor() || (len(toks) < 2 && in != IntentProductSearch && in != IntentGreeting && in != IntentThanks) {
		// One unknown word says too little to be a wait or a question
		// ("awesome", "ممتاز"); it may still be a greeting ("slaaaam") or
		// a thing asked for.
		in = IntentUnknown
	}
	switch in {
	case IntentConfirm, IntentCancel, IntentSelect, IntentUnknown, IntentProductSearch:
		// Never from the classifier: a yes or a no, a pick without a
		// position. A search is left to the vocabulary below.
	default:
		return noTerms(u).with(in, 0.55)
	}
	if has&(rChat|rAboutBot) == 0 && sig > 0 {
		switch {
		case x.open:
			// Without a catalog to compare with, an unknown word may be a product.
			return u.with(IntentProductSearch, 0.7)
		case in == IntentProductSearch:
			// Not the shop's word, but said the way searches are.
			return u.with(IntentProductSearch, 0.55)
		}
	}
	return noTerms(u).with(IntentUnknown, 0.2)
}

// pointsAtShown: a demonstrative ("had lbalgha", "this one", "cette
// robe", "هاد الصاك") makes a named product the one shown, not a search.
func pointsAtShown(toks []tok) bool {
	for i := range toks {
		if shownWords.hasTok(&toks[i]) {
			return true
		}
	}
	return false
}

// withWords say what a card has or lacks: "the one with the lid", "celle
// avec le couvercle", "lli fiha tatriz", "التي بدون أكمام".
var withWords = newWordSet("with", "without", "avec", "sans", "qui a", "fiha", "fih", "bla", "b", "bi", "ma fihach",
	"ma fihch", "فيها", "فيه", "بلا", "بدون", "ب", "له", "لها", "ما فيهاش", "ما فيهش", "qui", "that has", "that have")

// partitives say "among them": "sghir fihom", "the cheaper of the two",
// "le plus petit des deux", "الرخيصة فيهم".
var partitives = newWordSet("fihom", "fihum", "mnhom", "menhom", "فيهم", "منهم", "منهما", "of the two", "des deux",
	"among them", "of them", "d'entre elles", "d'entre eux", "parmi eux", "من بينهم", "of those", "of these")

// pickByWhatItIs reads a pick of one card by what sets it apart, beyond
// the colour or material alone of the rule before it:
//   - a relative with what the card has or lacks ("the one without
//     sleeves", "lli bla kmam", "التي بدون أكمام"), a few words at most;
//   - an adjective among the cards ("sghir fihom", "the cheaper of the
//     two", "lkhfifa fihom");
//   - a take or give verb, or a liking, before a colour with its article
//     ("je prends le marron", "3tini lbyda", "سآخذ السوداء"): the colour
//     named is one of the cards, not a new filter.
//
// Never in a question, with a price, another product named, or words of
// showing more, availability or chit-chat.
func (x *Understander) pickByWhatItIs(toks []tok, units []unit, u Understanding, m measurement, hasPrice bool, sl slotReading) (float64, bool) {
	has := m.has
	if has&rAvail != 0 && availOnlyHas(toks, units) {
		has &^= rAvail // "lli fiha ghta": what the card has
	}
	if u.Question || hasPrice || m.products > m.nouns || has&(rShowMore|rAvail|rChat|rAboutBot|rCond|rDrop|rHuman|rGreeting) != 0 {
		return 0, false
	}
	rel, with, part, selVerb, definiteColor := -1, false, false, false, false
	for i := range toks {
		k := toks[i].key
		switch {
		case relativeWords.has(k) || (theWords.has(k) && i+1 < len(toks) && oneWords.hasTok(&toks[i+1])):
			if rel < 0 {
				rel = i
			}
		case rel >= 0 && i <= rel+3 && startsWith(withWords, toks, i):
			with = true
		case startsWith(partitives, toks, i):
			part = true
		}
		if sl.colorWord && slotColor(toks[i]) && (i > 0 && articleWords.hasTok(&toks[i-1]) || definiteWord(toks[i].norm)) {
			definiteColor = true
		}
	}
	for _, un := range units {
		if un.roles&(rSelectVerb|rLike) != 0 || un.roles&rRequest != 0 && un.end-un.start <= 2 {
			selVerb = true
		}
	}
	switch {
	case rel >= 0 && with && m.other+m.nouns <= 3:
		// A thing people buy may be what the card has ("التي بدون غطاء").
		return 0.8, true
	case m.products > 0:
		return 0, false
	case part && m.other <= 1 && has&rRequest == 0:
		return 0.8, true
	case selVerb && definiteColor && m.other == 0 && sl.size == "" && sl.gender == "" && !sl.material && has&rOne == 0:
		// "bghit nfs lmodel f lwardi" asks for the same one in pink: a refinement.
		return 0.8, true
	}
	return 0, false
}

// pickByNamedCard reads a pick of one card by its product and what sets it
// apart, a colour, material, size or an adjective of the shop
// (ninth round):
//   - English: "the" before the product or its adjective ("the silver
//     teapot", "i'll take the red kaftan", "the big rug", "the painted
//     tajine": one word nobody knows may stand between "the" and the
//     product);
//   - Arabic script and Latin Darija: the adjective carries its own
//     article, agreeing with a product just named ("الزربية الكبيرة",
//     "lbrad lfaddi", "zarbiya lkbira", "jellaba lmtarza");
//   - French, and any language, only after a take, give or want verb
//     ("je prends la djellaba blanche", "3tini la grande théière",
//     "سآخذ القفطان الأحمر"): a bare "la robe rouge" stays a search, as
//     the first rulings have it.
//
// One product, at most one word nobody knows, no question, price, size
// number, audience, or words of availability, more, topics, chit-chat or
// a person. Without a pick verb, a request ("bghit", "i want") counts
// only in English and Arabic script ("أريد الجلابة البيضاء").
func (x *Understander) pickByNamedCard(toks []tok, units []unit, u Understanding, m measurement, hasPrice bool, sl slotReading) bool {
	has := m.has
	if u.Question || hasPrice || m.products != 1 || m.nouns > 0 || m.other > 1 || sl.size != "" || sl.gender != "" ||
		has&(rShowMore|rAvail|rChat|rAboutBot|rCond|rDrop|rHuman|rHumanNoun|rGreeting|rTopic|rPriceQ|rCheaper|rNeg|rVague|
			rOrdinal|rQWord|rDemo|rColorCue|rSizeCue|rThanks|rBye|rProductWord|rOne) != 0 {
		return false
	}
	p := -1
	for i := range toks {
		if toks[i].shop {
			p = i
		}
		if searchVerbsNum.has(toks[i].nid, toks[i].norm) || indefinitesNum.has(toks[i].nid, toks[i].norm) {
			return false // "kan9lleb 3la caftan lwardi", "bghit chi takchita l3ors": a search
		}
	}
	if p < 0 {
		return false
	}
	verb := false
	for _, un := range units {
		if un.roles&(rSelectVerb|rLike) != 0 || un.roles&rRequest != 0 && un.end-un.start <= 2 {
			verb = true
		}
	}
	attr := func(i int) bool {
		if i < 0 || i >= len(toks) || i == p || toks[i].shop {
			return false
		}
		t := toks[i]
		if _, v, ok := slotWords.match([]tok{t}, 0, 1); ok && (v.color != "" && !v.productWord || v.material) {
			return true
		}
		if rest, ok := strings.CutPrefix(t.norm, "ال"); ok && utf8.RuneCountInString(rest) >= 3 {
			// "البيضاء", "الصوفية": the article off, the adjective read.
			k, _ := loadSpellings().canon(rest)
			if _, v, ok := slotWords.match([]tok{{norm: rest, key: k}}, 0, 1); ok && (v.color != "" && !v.productWord || v.material) {
				return true
			}
		}
		return sizeAdjective(t.norm)
	}
	// An adjective of the shop (a tag: "beldi", "embroidered") names a
	// kind as often as a card: only after "the".
	shopAdj := func(i int) bool {
		return i >= 0 && i < len(toks) && i != p && !toks[i].shop && x.isModifier(toks[i].norm)
	}
	// The adjective: right before or after the product, or after a
	// preposition ("le sac en cuir", "sac dyal jeld").
	a := -1
	for _, i := range []int{p + 1, p - 1, p + 2} {
		if attr(i) && (i != p+2 || ofWordsNum.has(toks[p+1].nid, toks[p+1].norm)) {
			a = i
			break
		}
	}
	english := false
	for i := max(0, min(a, p)-2); i < min(a, p) && a >= 0; i++ {
		if toks[i].norm == "the" {
			english = true
		}
	}
	if a < 0 && p >= 2 && toks[p-2].norm == "the" && (shopAdj(p-1) || !toks[p-1].shop && significant(toks[p-1].norm) && m.other == 1) {
		a, english = p-1, true // "the painted tajine", "the embroidered kaftan"
	}
	if a < 0 {
		return false
	}
	switch {
	case english:
		return true
	case a == p+1 && definiteWord(toks[a].norm) && !frenchArticlesNum.has(toks[max(p-1, 0)].nid, toks[max(p-1, 0)].norm):
		// "الزربية الكبيرة", "lbrad lfaddi", "zarbiya lkbira"; not "la
		// kamiza l7amra", a search with the French article.
		if isASCII(toks[a].norm) {
			return true
		}
		return x.pointedAt(toks, p)
	}
	// "je prends le grand tapis": the article before the adjective.
	pointed := x.pointedAt(toks, p) || a == p-1 && a > 0 && definiteArticles.has(toks[a-1].norm)
	return verb && (pointed || definiteWord(toks[a].norm) && a == p+1)
}

// Plain sets (outside the spelling families, so the classifier reads what
// it read): size adjectives, with the article glued or not, the French
// articles, and the prepositions between a product and its material.
var (
	sizeAdjectives = plainSet("big", "small", "large", "little", "long", "short", "tall", "smaller", "bigger", "larger",
		"grand", "grande", "petit", "petite", "longue", "court", "courte", "gros", "grosse",
		"kbir", "kbira", "kbiir", "sghir", "sghira", "sgher", "twil", "twila", "9sir", "9sira", "ksir", "ksira",
		"كبير", "كبيرة", "كبيره", "صغير", "صغيرة", "صغيره", "طويل", "طويلة", "طويله", "قصير", "قصيرة", "قصيره")
	frenchArticles = plainSet("la", "le", "les")
	searchVerbs    = plainSet("kan9lleb", "kanqelleb", "kan9leb", "kanqleb", "n9lleb", "nqelleb", "kantqelleb", "kant9lleb",
		"cherche", "recherche", "looking", "search", "searching", "أبحث", "ابحث", "نبحث", "كنقلب", "نقلب", "كنقلبو")
	indefinites = plainSet("a", "an", "some", "un", "une", "des", "chi", "wa7d", "wahd", "شي", "واحد")
	ofWords     = plainSet("en", "of", "in", "dyal", "d", "de", "ديال", "من", "mn")
)

// sizeAdjective: "big", "lkbira", "الصغيرة".
func sizeAdjective(w string) bool {
	if sizeAdjectives[w] {
		return true
	}
	if r, ok := strings.CutPrefix(w, "ال"); ok {
		return sizeAdjectives[r]
	}
	if len(w) > 4 && w[0] == 'l' {
		return sizeAdjectives[w[1:]]
	}
	return false
}

// definiteWord: a word with its article glued ("lbyda", "الكحلة").
func definiteWord(w string) bool {
	if strings.HasPrefix(w, "ال") {
		return true
	}
	return len(w) >= 4 && w[0] == 'l' && isASCII(w)
}

// yesNoOpeners open a yes/no question: "هل", "wach", "is", "does",
// "est-ce que", "can".
var yesNoOpeners = newWordSet("هل", "واش", "wach", "wash", "wech", "is", "are", "does", "do", "can", "will", "has",
	"est-ce", "estce", "est", "was", "would", "could")

// yesNoOpening: the message opens (after fillers and greetings) with a
// yes/no question word.
func yesNoOpening(toks []tok) bool {
	for i := 0; i < len(toks) && i < 3; i++ {
		if toks[i].isYesNoOpener() || yesNoOpeners.has(toks[i].norm) {
			return true
		}
		if _, info, ok := roleWords.match(toks, i, len(toks)); !ok || info.roles&(rFiller|rGreeting|rInterj) == 0 {
			return false
		}
	}
	return false
}

// qualityWords say what a product is like and are no search words
// ("pure", "naturel", "bio", "طبيعي"): in a yes/no question about the
// product pointed at they are what is asked ("is the argan oil pure?").
var qualityWords = newWordSet("pure", "pur", "natural", "naturel", "naturelle", "bio", "طبيعي", "الطبيعي", "حقيقي",
	"صافية", "real", "vrai", "vraie")

// qualities counts the quality words of a message.
func qualities(toks []tok) int {
	n := 0
	for i := range toks {
		if toks[i].isQuality() || qualityWords.has(toks[i].norm) {
			n++
		}
	}
	return n
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// hasWords: "it has", "in it", "they have" ("wach sac fih fermeture?", "lli fiha ghta").
var hasWords = newWordSet("fih", "fiha", "fihom", "fihoum", "fihum", "فيه", "فيها", "فيهم")

// availOnlyHas: every unit that says availability is a has-word right
// after a product or a relative ("sac fih", "lli fiha", "الصاك فيه"):
// what the product has, not whether it is there.
func availOnlyHas(toks []tok, units []unit) bool {
	for _, un := range units {
		if un.roles&rAvail == 0 {
			continue
		}
		if un.end-un.start != 1 || !hasWords.hasTok(&toks[un.start]) || un.start == 0 {
			return false
		}
		if prev := toks[un.start-1]; !prev.shop && !relativeWords.hasTok(&prev) {
			return false
		}
	}
	return true
}

// productAfterOpener: Darija and Arabic drop the article after the
// question word ("wach tajine kaydkhol l four?", "هل طاجين…"): the
// product right after it is the one shown.
func productAfterOpener(toks []tok) bool {
	for i := 0; i+1 < len(toks) && i < 3; i++ {
		if toks[i].isYesNoOpener() || yesNoOpeners.has(toks[i].norm) {
			return toks[i+1].shop
		}
	}
	return false
}

// subjectPronouns stand for the product shown as the subject of a
// question: "is it heavy?", "il est lourd ?", "هل هو ثقيل؟".
var subjectPronouns = newWordSet("it", "il", "elle", "ils", "elles", "هو", "هي", "they")

// subjectPronoun: the message opens (after fillers, greetings and a
// yes/no question word) with a subject pronoun.
func subjectPronoun(toks []tok) bool {
	for i := 0; i < len(toks) && i < 3; i++ {
		k := toks[i].key
		if subjectPronouns.has(k) || subjectPronouns.has(toks[i].norm) {
			// "il faut confirmer ?", "il se passe quoi ?": impersonal, no product.
			return i+1 >= len(toks) || !impersonal.hasTok(&toks[i+1])
		}
		if yesNoOpeners.has(k) || yesNoOpeners.has(toks[i].norm) {
			continue
		}
		if i > 0 && (toks[i-1].norm == "est" || toks[i-1].norm == "estce") && (k == "qu" || k == "que") {
			continue // "est-ce qu'il"
		}
		if _, info, ok := roleWords.match(toks, i, len(toks)); !ok || info.roles&(rFiller|rGreeting|rInterj) == 0 {
			return false
		}
	}
	return false
}

// colorPointed: a colour with its article names a card ("la rouge est
// dispo ?"); without one, beside availability, it asks for another colour
// ("dispo en noir ?": a refinement).
func colorPointed(toks []tok) bool {
	for i := range toks {
		if slotColor(toks[i]) && (i > 0 && articleWords.hasTok(&toks[i-1]) || definiteWord(toks[i].norm)) {
			return true
		}
	}
	return false
}

// impersonal words after "il" make it no product: "il faut", "il se
// passe", "il y a", "il me faut".
var impersonal = newWordSet("faut", "se", "s", "y", "me", "m", "te", "t", "vous", "nous", "fallait")

// orderWords ask about the order, not the product: "so is it done?",
// "c'est validé ?".
var orderWords = newWordSet("done", "finished", "over", "confirmed", "validated", "sent", "ordered", "placed",
	"fini", "finie", "termine", "terminee", "valide", "validee", "confirme", "confirmee", "envoye", "envoyee",
	"passee", "commande", "commandee", "تم", "انتهى")

func orderWord(toks []tok) bool {
	for i := range toks {
		if orderWords.has(toks[i].norm) || orderWords.hasTok(&toks[i]) {
			return true
		}
	}
	return false
}

// whichWords open a question that compares the cards shown.
var whichWords = newWordSet("which", "which one", "laquelle", "lequel", "lesquelles", "lesquels", "أيهما", "أيهم",
	"أي واحدة", "أي واحد", "achmen wa7da", "ach mn wa7da", "chmen wa7da", "ashmen wa7da", "اشمن وحدة", "أشمن وحدة",
	// nineteenth round: the masculine, and the Arabic-script spelling without its alif
	"achmen wa7ed", "ashmen wa7ed", "chmen wa7ed", "ach men wa7da", "ach men wa7ed", "شمن وحدة", "شمن واحد", "اشمن واحد")

// whichOpening: the message opens with a which-word, or its last clause
// does after a comma ("hadi wla dik, ashmen wa7da a7sen?", "lwla wla
// tania, achmen wa7da rkhissa?": the two named first, then which asked;
// nineteenth round).
func whichOpening(toks []tok) bool {
	if len(toks) > 0 && startsWith(whichWords, toks, 0) {
		return true
	}
	for i := 1; i < len(toks); i++ {
		if (toks[i].sep == ',' || toks[i].comma) && i+2 < len(toks) && startsWith(whichWords, toks, i) {
			// something compared after it: not "wait, which one?"
			return true
		}
	}
	return false
}

// hasPartitive: "fihom", "of the two", "فيهم" somewhere.
func hasPartitive(toks []tok) bool {
	for i := range toks {
		if startsWith(partitives, toks, i) {
			return true
		}
	}
	return false
}

// definiteArticles before a product point at one already seen.
var definiteArticles = newWordSet("the", "le", "la", "les", "l", "el")

// pointedProduct: a word the shop sells is pointed at — a demonstrative
// anywhere ("il est en coton ce t-shirt ?", "هذه الحقيبة"), or a definite
// article before it or glued to it ("the bag", "le sac", "lbrad",
// "القفطان", "l'huile").
func (x *Understander) pointedProduct(toks []tok) bool {
	for i := range toks {
		if shownWords.hasTok(&toks[i]) {
			return true
		}
		if x.pointedAt(toks, i) {
			return true
		}
	}
	return false
}

// pointedAt: toks[i] is a product with a definite article.
func (x *Understander) pointedAt(toks []tok, i int) bool {
	t := toks[i]
	if !t.shop && !x.productTok(&toks[i]) {
		if i+1 < len(toks) && definiteArticles.has(t.norm) {
			return x.pointedAt(toks, i+1) || toks[i+1].shop
		}
		return false
	}
	if i > 0 && definiteArticles.has(toks[i-1].norm) {
		return true
	}
	w := t.norm
	if r, _ := utf8.DecodeRuneInString(w); r >= 0x0600 && r <= 0x06FF {
		for _, p := range []string{"ال", "وال", "فال", "بال"} {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
		return false
	}
	return len(w) >= 4 && w[0] == 'l' && (t.term != w || x.isProduct(w[1:])) // "lhuile" of "l'huile", "lbrad"
}

// articleWords before a colour alone point at a card: "la blanche", "le noir".
var articleWords = newWordSet("la", "le", "the")

// asksPerson tells whether a request or talk verb that no negation touches
// is followed by a person ("i want a human", "je veux un humain", "bghit
// insan", "أريد إنسانا"), with at most two articles, fillers or talk
// words between ("أريد التحدث مع موظف"). Such a message asks for a person
// even when it speaks of the bot too, which otherwise makes "bnadem",
// "human" a question about the bot ("wach nta bnadem?"): "la ma bghitch
// robot, bghit insan", "no i don't want a bot, i want a human", "non pas
// un robot, je veux un humain".
func asksPerson(toks []tok, units []unit) bool {
	for i, un := range units {
		if un.roles&(rRequest|rTalk) == 0 || unitNegated(toks, units, i) {
			continue
		}
		if un.roles&rRequest == 0 && negatedBefore(toks, un.start, 3) {
			continue // "i don't need to talk to anyone", "ma bghitch nhder m3a chi wa7ed"
		}
		for j, skipped := i+1, 0; j < len(units) && skipped <= 2; j++ {
			r := units[j].roles
			if r&(rHuman|rHumanNoun) != 0 {
				return true
			}
			if r&(rStop|rFiller|rTalk) == 0 || r&rAboutBot != 0 {
				break
			}
			skipped++
		}
	}
	return false
}

// negatedBefore: a negation within n words before toks[at], in its clause.
func negatedBefore(toks []tok, at, n int) bool {
	for k := at - 1; k >= 0 && k >= at-n; k-- {
		if clauseBreak(toks, k+1) {
			return false
		}
		if negators.hasTok(&toks[k]) || toks[k].neg || negatedNeed(toks, k) {
			return true
		}
	}
	return false
}

// declineOpening: before the first negation only "safi", "c'est bon"
// or thanks ("safi ma bghitch nhder m3a chi wa7ed", "c'est bon, pas la
// peine de me passer quelqu'un"), or the negation opens the message: a
// person declined, said as the answer to what was offered (in the corpus
// every such line is labelled a no; sixteenth round).
func declineOpening(toks []tok) bool {
	for i := 0; i < len(toks); {
		if negators.hasTok(&toks[i]) || toks[i].neg || negatedNeed(toks, i) || notWords.hasTok(&toks[i]) {
			return true
		}
		n, c, ok := decisionWords.match(toks, i, len(toks))
		if !ok || (c != dSafi && c != dThanks && c != dFiller && c != dAck && c != dMixed && c != dObj) {
			return false
		}
		i += n
	}
	return false
}

// negatedNeed: a one-word Darija negated verb ("ma7tajch", "mabghitch")
// as the decision grammar reads it; before a talk verb or a person it
// declines the person (sixteenth round: "la shokran, ma7tajch nhder m3a
// chi wa7ed" was read as asking for one).
func negatedNeed(toks []tok, k int) bool {
	n, _, ok := negation(toks, k)
	return (ok && n == 1) || notNeedingNum.has(toks[k].nid, toks[k].norm)
}

// notNeeding: Standard Arabic "I am not" before a need ("لست بحاجة").
var notNeeding = plainSet("لست", "لسنا")

// botDenied: the bot is named under a negation in its clause ("pas un
// robot", "not you", "machi robot"), so a person named beside it is the
// one wanted ("non pas un robot, une vraie personne").
func botDenied(toks []tok, units []unit) bool {
	for _, un := range units {
		if un.roles&rAboutBot == 0 {
			continue
		}
		for k := un.start - 1; k >= 0 && !clauseBreak(toks, k+1); k-- {
			if negators.hasTok(&toks[k]) || toks[k].neg {
				return true
			}
		}
	}
	return false
}

// clauseBreak: a comma or a full stop stands before toks[i], so walking
// back from toks[i] to toks[i-1] leaves its clause. The mark belongs to
// the word after it: in "non pas un robot, une vraie personne" the person
// is asked for in a clause of its own, and the "pas" before the comma
// denies the robot, not the person.
func clauseBreak(toks []tok, i int) bool {
	return toks[i].comma || toks[i].sep == '.' || toks[i].sep == ','
}

// personDeclined: every person named is denied by a negation earlier in
// its clause ("no need for a human", "pas besoin d'un conseiller", "لا
// أحتاج إلى موظف", "ma bghitch nhder m3a chi wa7ed", "no human needed").
func personDeclined(toks []tok, units []unit) bool {
	found := false
	for i, un := range units {
		if un.roles&(rHuman|rHumanNoun) == 0 {
			continue
		}
		neg := false
	walk:
		for j := i - 1; j >= 0; j-- {
			// A request no negation touches, between the person and an
			// earlier negation, asks for the person itself: "la ma bghitch
			// nhdr m3a l'robot 3tini numero dyal chi wa7ed" refuses the
			// robot and asks for someone's number.
			if units[j].roles&rRequest != 0 && !unitNegated(toks, units, j) && !negatedWithin(toks, units[j]) {
				break
			}
			for k := units[j].end - 1; k >= units[j].start; k-- {
				if clauseBreak(toks, k+1) {
					break walk
				}
				if negators.hasTok(&toks[k]) || toks[k].neg || negatedNeed(toks, k) {
					neg = true
					break walk
				}
			}
		}
		if !neg {
			return false
		}
		found = true
	}
	return found
}

// negatedWithin: a word of the unit carries a negation ("ma bghitch").
func negatedWithin(toks []tok, un unit) bool {
	for k := un.start; k < un.end; k++ {
		if toks[k].neg || negators.hasTok(&toks[k]) {
			return true
		}
	}
	return false
}

// unitNegated: the unit's word carries the Darija negation ("bghitch"), or
// a negation or a no stands right before it ("don't want", "لا أريد", "ma
// bghit"), in the same clause (no comma between).
func unitNegated(toks []tok, units []unit, i int) bool {
	un := units[i]
	for k := un.start; k < un.end; k++ {
		if toks[k].neg {
			return true
		}
	}
	if i == 0 || toks[un.start].sep == ',' || toks[un.start].sep == '.' {
		return false
	}
	prev := toks[units[i-1].end-1]
	return negators.hasTok(&prev) && !noBeforeWant(&prev, &toks[un.start])
}

// noBeforeWant: a bare no in Latin letters before a want ("no i want a
// real person", "la bghit nhder m3a chi wa7ed", "non je veux un conseiller")
// answers no and then asks; it does not negate the want (round 23e).
// The Arabic "لا أريد" does.
func noBeforeWant(prev, first *tok) bool {
	return prev.isBareNo() && isASCII(prev.norm) && (wantish(first) || first.norm == "i" || first.norm == "je")
}

// pickPointers before a colour alone point at a card too: "hadik lbyda",
// "dik l7amra", "ديك الكحلة", "that red".
var pickPointers = newWordSet("hadik", "hadak", "dik", "dak", "ديك", "داك", "هاديك", "هاداك", "that", "celle", "celui")

var shownWords = newWordSet("had", "hadi", "hada", "هاد", "هادي", "هادا", "هذا", "هذه", "this", "that", "ce", "cet", "cette")

// overrule asks the classifier about a search the rules guessed from a
// pattern and a word nobody knows: it overrules them when it is sure the
// message is something else, never a yes, a no or a pick.
func (x *Understander) overrule(memo *clfMemo, toks []tok, question bool) (Intent, bool) {
	if x.open || memo.mashing(toks) {
		return "", false
	}
	in, p := x.classifyMemo(memo, toks, question)
	if p < x.floor() {
		return "", false
	}
	switch in {
	case IntentShowMore, IntentHold, IntentHuman, IntentGreeting, IntentThanks, IntentBye, IntentProductQuestion:
		return in, true
	}
	return "", false
}

// firstQWord: the message opens with a question word ("wach", "is it",
// "هل"), fillers and greetings aside.
func firstQWord(toks []tok) bool {
	for i := 0; i < len(toks) && i < 3; i++ {
		_, info, ok := roleWords.match(toks, i, len(toks))
		switch {
		case !ok:
			return false
		case info.roles&rQWord != 0:
			return true
		case info.roles&(rFiller|rGreeting|rInterj) == 0:
			return false
		}
	}
	return false
}

// mashing reports keyboard mashing ("xqzv ptk", "asdfgh"): half or more of
// the Latin words have no vowel or are gibberish. The classifier is not
// asked about it: naive Bayes is sure of anything it has never seen.
func mashing(toks []tok) bool {
	latin, bad := 0, 0
	for i := range toks {
		m := mashWord.of(&toks[i])
		if m&mashLatin == 0 {
			continue
		}
		latin++
		if m&mashBad != 0 {
			bad++
		}
	}
	return latin > 0 && 2*bad >= latin
}

const (
	mashLatin uint32 = 1 << iota // a word mashing counts
	mashBad                      // of which a mash
)

// mashWord is what mashing reads of one word (by number: it is asked
// of every word of every message).
var mashWord = newNormTable(func(w string) uint32 {
	if !isASCII(w) || len(w) < 3 || anyByteOf(w, "0123456789") {
		return 0 // Arabic script, short words, Arabizi ("b3d", "nrj3") write no vowels
	}
	if (len(w) >= 5 && (gibberish(w) || !anyByteOf(w, "aeiouy"))) || keyboardRun(w) {
		// Four letters without a vowel are Darija or SMS written dry
		// ("lwst", "svp", "bzf", "mzn"); a mash is longer or a
		// keyboard run.
		return mashLatin | mashBad
	}
	return mashLatin
})

// anyByteOf is strings.ContainsAny(s, chars) for ASCII chars, without
// the set ContainsAny builds at each call.
func anyByteOf(s, chars string) bool {
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(chars, s[i]) >= 0 {
			return true
		}
	}
	return false
}

func (u Understanding) with(i Intent, c float64) Understanding {
	u.Intent = i
	u.Confidence = math.Round(c*100) / 100 // 0.85, not 0.8500000000000001, in logs and golden files
	return u
}

// measurement sums up the units of a message.
type measurement struct {
	has       role
	products  int  // words naming something the shop sells, or a thing people buy (nouns)
	nouns     int  // of which the shopping nouns: things the shop may not sell
	modifiers int  // shop words that describe (materials, styles)
	other     int  // significant words nobody knows
	relative  bool // "lli", "اللي", "the … one", "celle", "celui": points at one card by what it is
	anyPrice  bool // "any price", "n'importe quel prix"
}

func (x *Understander) measure(toks []tok, units []unit) measurement {
	var m measurement
	for _, un := range units {
		m.has |= un.roles
		if un.roles&rProductWord != 0 {
			m.products++ // "thé vert", "savon noir": a product named by a colour
			continue
		}
		if un.roles != 0 {
			continue
		}
		for k := un.start; k < un.end; k++ {
			w := toks[k].norm
			switch {
			case toks[k].emoji:
			case x.productTok(&toks[k]) || (toks[k].key != w && x.isProductNum(toks[k].kid, toks[k].key)):
				m.products++
			case x.isModifier(w):
				m.modifiers++
			case x.isNounNum(toks[k].nid, w) || (toks[k].key != w && x.isNounNum(toks[k].kid, toks[k].key)):
				m.products++ // not the shop's, but a thing people buy: "tlaja", "laptop"
				m.nouns++
			case toks[k].objectVerb():
				// "bghitha" beside a pick: a liking, not content
			case isUnit(w):
				// "cm" of "30 cm"
			case significant(w):
				m.other++
			}
		}
	}
	the, one := false, false
	for i := range toks {
		switch toks[i].measureWord() {
		case measRelative:
			m.relative = true
		case measThe:
			the = true
		case measOne:
			one = true
		}
	}
	if the && one {
		m.relative = true
	}
	return m
}

// measureWord is what measure reads of a word: a relative, "the", "one".
type measureWord uint8

const (
	measUnread measureWord = iota
	measNone
	measRelative
	measThe
	measOne
)

// measureWord is measure's reading of t (relativeWords first, then
// theWords, then oneWords), remembered in t; the known words carry it.
func (t *tok) measureWord() measureWord {
	if t.meas == measUnread {
		switch {
		case relativeWords.hasTok(t):
			t.meas = measRelative
		case theWords.hasTok(t):
			t.meas = measThe
		case oneWords.hasTok(t):
			t.meas = measOne
		default:
			t.meas = measNone
		}
	}
	return t.meas
}

var (
	relativeWords = newWordSet("lli", "li", "اللي", "celle", "celui", "ceux", "celles", "dak", "dik", "ديك", "داك",
		"التي", "الذي", "اللتي", "اللذي")
	theWords = newWordSet("the")
	oneWords = newWordSet("one") // "the cheaper ones" refine; "the cheaper one" picks
	orNot    = newWordSet("wla la", "ola la", "wla lla", "ولا لا", "ou pas", "or not", "ou non", "or no", "wla mashi", "wla machi")
	orEnd    = newWordSet("wla", "ola", "oula", "wela", "ولا", "or", "ou quoi", "or what", "non")
)

type analysis struct {
	toks     []tok
	question bool
	hesitant bool     // "ok...", "wakha :/": trails off or frowns
	butNo    bool     // asked only by a "mais non" at the end, no mark (butNoTag)
	endAsked bool     // a question mark closes the text (round 22k: "3lach la? zidha?" asks the yes back)
	exclaims bool     // an exclamation mark closes the text (round 25f: "later!" waves goodbye)
	memo     *clfMemo // the classifier's answer, once asked (nil: not kept)
	cues     cueSet   // the classes of its words reconsider's readers ask (cues.go); 0 until read
}

// analyzeInto reads the first MaxRunes runes of text into words, with the
// list spelling of each word (spelling.go) and whether it is a question.
func analyzeInto(text string, buf []tok) analysis {
	text = truncate(text, MaxRunes)
	toks := tokenize(finish(fold(text), 3), buf)
	sp := loadSpellings()
	for i := range toks {
		if !toks[i].emoji {
			if k, ok := sp.known[toks[i].norm]; ok {
				// (canon's first lookup, keyID's and the verb readings
				// at once)
				t := &toks[i]
				t.key, t.kid, t.nid, t.memo, t.dec, t.role, t.light, t.grams, t.meas, t.hot, t.hs, t.hk = k.key, k.kid, k.nid, k.memo, k.dec, k.role, k.light, k.grams, k.meas, k.hot, k.hs, k.hk
				continue
			}
			toks[i].key, toks[i].neg = sp.canon(toks[i].norm)
		}
		toks[i].kid = sp.keyID(toks[i].key)
		if toks[i].key == toks[i].norm {
			toks[i].nid = toks[i].kid
		} else {
			toks[i].nid = sp.keyID(toks[i].norm)
		}
	}
	q := isQuestion(text, toks)
	trimmed := strings.TrimSpace(text)
	return analysis{toks: toks, question: q, hesitant: hesitantTrimmed(text, trimmed), butNo: q && butNoTag(text, toks), endAsked: q && closedByMark(text),
		exclaims: strings.HasSuffix(trimmed, "!")}
}

// isHesitant: an answer that trails off ("ok...", "wakha…") or frowns
// ("ok :(", "d'accord :/") is not a plain yes, nor a drawn-out "ah" or
// "ih" ("aaah", "ahhh"): that is "oooh", a reaction.
func isHesitant(text string) bool {
	return hesitantTrimmed(text, strings.TrimSpace(text))
}

// hesitantTrimmed is isHesitant(text), t being text trimmed.
func hesitantTrimmed(text, t string) bool {
	return strings.HasSuffix(t, "..") || strings.HasSuffix(t, "…") || strings.IndexByte(text, ':') >= 0 && (strings.Contains(text, ":(") ||
		strings.Contains(text, ":-(") || strings.Contains(text, ":/") || strings.Contains(text, ":-/")) ||
		drawnOut(t) || laughter(t) || drawnOutSafi(t)
}

// drawnOutSafi reports a bare "safi" with its last letter typed three
// times or more ("safiiii", "صافييي"): said flat it is "ok", a yes
// (notes/confirmations.md §6); drawn out it is as often "enough!", so the
// question is asked again.
func drawnOutSafi(t string) bool {
	if t == "" || t[0] != 's' && t[0] != 'S' && !strings.HasPrefix(t, "ص") {
		return false // (only 's' and 'S' lower to 's'; Arabic has no case)
	}
	w := strings.ToLower(strings.TrimRight(t, "!. "))
	for _, p := range []struct{ stem, last string }{{"saf", "i"}, {"saaf", "i"}, {"صاف", "ي"}} {
		if rest, ok := strings.CutPrefix(w, p.stem); ok && len(rest) >= 3*len(p.last) && strings.Trim(rest, p.last) == "" {
			return true
		}
	}
	return false
}

// laughter reports "kkkkk", "yyyy": one letter typed again and again is a
// laugh or a slip of the thumb, not "k" (okay) or "y" (yes).
func laughter(t string) bool {
	if done, is := laughterASCII(t); done {
		return is
	}
	w := strings.TrimRight(t, "!. ")
	if isASCII(w) {
		// (ToLower keeps an ASCII word's length: read it without a copy)
		if len(w) < 3 || len(w) > 40 {
			return false
		}
		for i := 1; i < len(w); i++ {
			if lowerASCII(w[i]) != lowerASCII(w[0]) {
				return false
			}
		}
		return true
	}
	// w holds a byte beyond ASCII: lowered (strings.ToLower), it is one
	// byte again and again only where every rune lowers to the same
	// ASCII letter ("K", the Kelvin sign, lowers to "k"); a rune of more
	// than one byte never repeats its lead byte. Read without the copy.
	c, n := rune(-1), 0
	for _, r := range w {
		l := unicode.ToLower(r) // (a byte that is no rune reads as U+FFFD, as ToLower writes it)
		if l >= utf8.RuneSelf || c >= 0 && l != c {
			return false
		}
		c, n = l, n+1
	}
	return n >= 3 && n <= 40
}

// laughterASCII is laughter of an ASCII t read in one pass, without
// trimming it first: every letter t[0] in either case, then "!. " only.
// done is false when a byte beyond ASCII comes before the answer.
func laughterASCII(t string) (done, is bool) {
	if len(t) == 0 || t[0] >= utf8.RuneSelf {
		return len(t) == 0, false
	}
	first, n := lowerASCII(t[0]), 1
	if first == '!' || first == '.' || first == ' ' {
		return isASCII(t), false // (all of it trimmed, or "!" then more: laughter reads no letter run)
	}
	for ; n < len(t); n++ {
		c := t[n]
		if c >= utf8.RuneSelf {
			return false, false
		}
		if lowerASCII(c) != first {
			break
		}
	}
	for i := n; i < len(t); i++ {
		switch c := t[i]; {
		case c >= utf8.RuneSelf:
			return false, false
		case c != '!' && c != '.' && c != ' ':
			return isASCII(t[i:]), false
		}
	}
	return true, n >= 3 && n <= 40
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// drawnOut reports "aaah", "ahhh", "iiih", "ihhh": one interjection with a
// letter typed three times or more.
func drawnOut(t string) bool {
	if len(t) < 4 || len(t) > 20 {
		return false
	}
	if c := lowerASCII(t[0]); c < utf8.RuneSelf && c != 'a' && c != 'i' && c != 'e' && c != 'o' {
		return false // (the first letter below, if t opens on ASCII)
	}
	w := strings.ToLower(strings.TrimRight(t, "!. "))
	if w == "" {
		return false // "!  !": punctuation only (found by FuzzUnderstand)
	}
	first := w[0]
	if first != 'a' && first != 'i' && first != 'e' && first != 'o' {
		return false
	}
	run, maxRun := 0, 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c != first && c != 'h':
			return false
		case i > 0 && c == w[i-1]:
			run++
		default:
			run = 1
		}
		maxRun = max(maxRun, run)
	}
	return maxRun >= 3 && strings.Contains(w, "h")
}

// hasQuestionMark is strings.ContainsAny(text, "?؟¿⁇❓❔？﹖⸮") read in one
// pass over text (ContainsAny searches text once per mark when the marks
// are not all ASCII).
func hasQuestionMark(text string) bool {
	for i := 0; i < len(text); {
		if c := text[i]; c < utf8.RuneSelf {
			if c == '?' {
				return true
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		switch r {
		case '؟', '¿', '⁇', '❓', '❔', '？', '﹖', '⸮':
			return true
		}
		i += n
	}
	return false
}

// isQuestion: a question mark anywhere ("wakha?", "ok ?", "واخا؟"), a
// question word first ("wach nzidha", "هل أضيفه", "why"), or "… or not"
// at the end ("wakha wla la", "واخا ولا لا").
func isQuestion(text string, toks []tok) bool {
	if hasQuestionMark(text) {
		return true
	}
	if c, ok := decisionWords.exact(toks, 0, len(toks)); ok && c == dYes {
		return false // "3lach la", "علاش لا", "why not": an answer that starts like a question
	}
	for i := 0; i < len(toks) && i < 2; i++ {
		if i == 0 && leadingAnd(toks) {
			continue // "ou wakha zidha": and so, yes; not "où"
		}
		if _, info, ok := roleWords.match(toks, i, len(toks)); ok {
			if info.roles&rQWord != 0 && !englishFine(toks, i) {
				if n, c, ok := decisionWords.match(toks, i, len(toks)); ok && n > 1 && c == dYes {
					return false // "why not", "3lach la", "pourquoi pas": an answer
				}
				return true
			}
			if info.roles&(rFiller|rGreeting|rInterj) != 0 {
				continue
			}
		}
		break
	}
	if n := len(toks); n >= 2 {
		if _, ok := orNot.exact(toks, n-2, n); ok {
			return true
		}
		// "wakha wla", "safi ola", "c'est bon non": a trailing "or" asks.
		// "non non non", "ça me plaît pas, non non": no said again, not asked.
		// "mon mari a dit non", "donc non": a no said or concluded, not
		// asked (round 23a).
		if w := toks[n-1].key; orEnd.has(w) && !(w == "non" && (n <= 2 || bareNo(&toks[n-2]) || saidNon(toks[n-2].norm))) {
			if _, _, ok := orEnd.match(toks, n-1, n); ok {
				return true
			}
		}
	}
	return false
}

// unit is a word or a known phrase of a message.
type unit struct {
	start, end int
	roles      role
	ord        int // position for rOrdinal units
}

// segment cuts the words not taken by a price into the longest known
// phrases; unknown words stay single units without a role.
func segment(toks []tok, consumed []bool, units []unit) []unit {
	for i := 0; i < len(toks); {
		if consumed[i] {
			i++
			continue
		}
		end := i + 1
		for end < len(toks) && !consumed[end] {
			end++
		}
		for i < end {
			n, info, ok := roleWords.match(toks, i, end)
			if toks[i].shop && n < 2 {
				// A shop word alone is the shop's; a phrase it starts
				// ("service client", "montre-moi") is still a phrase.
				ok = false
			}
			if ok {
				units = append(units, unit{start: i, end: i + n, roles: info.roles, ord: info.ord})
				i += n
				continue
			}
			units = append(units, unit{start: i, end: i + 1})
			i++
		}
	}
	return units
}

// selectAllowed are the roles that may surround a position in a pick
// ("i'll take the second one please", "la, tania", "3jbatni talta").
const selectAllowed = rFiller | rStop | rOrdHelper | rSelectVerb | rRequest | rInterj | rNoise | rThanks | rVague |
	rGreeting | rLike | rDemo | rNeg | rOne

func anyNeg(toks []tok) bool {
	for i := range toks {
		if toks[i].neg {
			return true
		}
	}
	return false
}

// selectionWithReason finds a pick by a named position (strong) followed
// by why or for whom: the clause from the first reason opener on must be
// a plain tail (decision.go), the words before it a selection.
func (x *Understander) selectionWithReason(toks []tok, units []unit) (pos int, strong, ok bool) {
	for k := 1; k < len(toks)-1; k++ {
		if !reasonOpener(toks, k) && !(toks[k].comma || toks[k].sep == ',') {
			// a reason, or (eighteenth round) any plain clause after a
			// comma: "the second one, my sister will love it"
			continue
		}
		if k == 1 && !(toks[k].comma || toks[k].sep == ',') {
			// one word before a reason word is no pick said first
			continue
		}
		if !plainTail(toks, k) && !kinComment(toks, k) {
			return 0, false, false
		}
		head := units
		for n, un := range units {
			if un.end > k {
				head = units[:n]
				break
			}
		}
		if pos, strong, ok = x.selection(toks[:k], head); ok && strong {
			return pos, strong, ok
		}
		return 0, false, false
	}
	return 0, false, false
}

// onlyDayChat reports every chat word of the message a day ("si je
// commande aujourd'hui ça arrive quand ?", round 20d): beside a topic
// asked it says when, it is no talk about the date.
func onlyDayChat(toks []tok, units []unit) bool {
	for _, un := range units {
		if un.roles&rChat == 0 {
			continue
		}
		for k := un.start; k < un.end; k++ {
			if !dayWordsNum.has(toks[k].nid, toks[k].norm) {
				return false
			}
		}
	}
	return true
}

var dayWords = normSet("aujourd'hui", "aujourdhui", "auj", "today", "lyoum", "lyom", "lyouma", "اليوم", "ليوم")

// amountOffered reports an amount offered: a number of two digits or more
// after "for", "b", "ب", "à", "pour" in a message with a verb of taking,
// leaving or doing it for that amount ("nakhodha", "نخليها", "do it",
// "me la laisser"); a count of one digit is no offer.
func amountOffered(toks []tok) bool {
	amount, verb := false, false
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		if i > 0 && len(w) >= 2 && leadingDigits(w) == len(w) && offerPrepsNum.has(toks[i-1].nid, toks[i-1].norm) {
			amount = true
		}
		if offerVerbsNum.has(wID, w) || i+1 < len(toks) && offerVerbs[w+" "+toks[i+1].norm] {
			verb = true
		}
		for _, p := range offerStems {
			if strings.HasPrefix(w, p) {
				verb = true
			}
		}
	}
	return amount && verb
}

var (
	offerOpeners = normSet("can", "could", "would", "n9der", "n9dr", "t9der", "t9dr", "نقدر", "تقدر", "vous", "tu", "est-ce")
	offerPreps   = normSet("for", "b", "ب", "à", "a", "pour", "f")
	offerVerbs   = normSet("do it", "let it", "let me have", "sell it", "faire", "laisser", "laissez", "vendre", "give it")
	offerStems   = []string{"nakhod", "nakhd", "nakhud", "ناخد", "ناخذ", "آخذ", "نخلي", "تخلي", "khali", "khli", "tkhali", "tkhli", "nkhali", "nkhli",
		"t3tihali", "تعطيهالي", "تعطيها", "تبيعها", "tbi3ha", "tbi3hali"}
)

// offTopic reports a message about selling to the shop, working for it,
// a recipe or a CV (round 20d): a word of one, or a verb of selling or
// working with "my" or "with you" after it.
func offTopic(toks []tok) bool {
	for i := range toks {
		t := &toks[i]
		if offTopicWordsNum.has(t.kid, t.key) || offTopicWordsNum.has(t.nid, t.norm) {
			return true
		}
		if i+1 < len(toks) && (offTopicVerbsNum.has(t.kid, t.key) || offTopicVerbsNum.has(t.nid, t.norm)) {
			// "sell my", "نخدم معاكم", "work with you" (not "does it
			// work with an iphone")
			if withYouMineNum.has(toks[i+1].nid, toks[i+1].norm) ||
				i+2 < len(toks) && withForNum.has(toks[i+1].nid, toks[i+1].norm) && youWordsNum.has(toks[i+2].nid, toks[i+2].norm) {
				return true
			}
		}
	}
	return false
}

var (
	offTopicWords = normSet("nbi3", "nbi3o", "نبيع", "نبيعو", "أبيع", "ابيع", "recruit", "recruiting", "recrutez",
		"recrutement", "recrutent", "hiring", "embauchez", "توظيف", "تشغيل", "wasfa", "lwasfa", "وصفة", "الوصفة", "recette",
		"recipe")
	offTopicVerbs = normSet("sell", "vendre", "work", "travailler", "أعمل", "اعمل", "نخدم", "nkhdem", "nkhdm", "nekhdem", "نشتغل")
	withYouMine   = normSet("my", "mes", "mon", "chez", "m3akom", "m3akum", "معكم", "معاكم", "عندكم", "3ndkom", "3andkom")
	withFor       = normSet("with", "for", "avec", "pour")
	youWords      = normSet("you", "vous", "u")
)

// kinComment reports the clause from toks[k] on as a comment on a pick
// about someone close ("3tini talta, lmama ghadi t7malha", "الأولى، ستعجب
// أمي كثيرا", round 20d): a kin word, and nothing that asks, refuses,
// names a thing, an amount, a colour or a size, or points at another
// card.
func kinComment(toks []tok, k int) bool {
	kin := false
	for i := k; i < len(toks); i++ {
		t := &toks[i]
		if kinWordsNum.has(t.kid, t.key) || kinWordsNum.has(t.nid, t.norm) || kinArabicNum.has(t.nid, t.norm) {
			kin = true
			continue
		}
		if t.shop || t.neg || negationShaped(t.norm) || leadingDigits(t.norm) > 0 {
			return false
		}
		if futureAux.hasTok(t) || futureAux.has(t.norm) {
			continue // "lmama ghadi t7malha": she will like it, no wait
		}
		if _, c, ok := decision1(toks, i); ok && c != dFiller && c != dPraise && c != dIntens && c != dObj {
			return false
		}
		if ri, ok := t.role1(); ok && ri.roles&(rQWord|rCond|rShowMore|rPriceQ|rAvail|rRequest|rOrdinal|
			rSelectVerb|rCheaper|rTopic|rSlot|rDemo|rNeg|rHuman|rHumanNoun) != 0 {
			return false
		}
		if _, ok := slotWords.singleTok(t); ok {
			return false
		}
	}
	return kin
}

// kinArabic are kin in Arabic script, as a comment on a pick names them.
var kinArabic = normSet("أمي", "امي", "ماما", "الماما", "مامي", "أختي", "اختي", "ختي", "بنتي", "ابنتي", "زوجتي",
	"مراتي", "راجلي", "زوجي", "ولدي", "ابني", "خويا", "أخي", "خالتي", "عمتي", "جدتي", "صاحبتي", "صديقتي")

// selection finds a pick: exactly one position, everything else allowed
// around it. strong is false for a bare number, which could also be a size.
func (x *Understander) selection(toks []tok, units []unit) (pos int, strong, ok bool) {
	found := false
	negated := false   // a negation before any position: "ma bghitch lkhamsa, bghit rab3a"
	dropFirst := false // the first position was the one refused
	loose := 0         // words no list knows beside a named position: "lakhra f liste", "la deuxieme me plait"
	ordAt := 0         // where the position is
	answers := -1      // whether an answer word is in the message (answerWords), read when first needed
	for _, un := range units {
		if un.roles&rOrdinal == 0 && (un.roles&rNeg != 0 || anyNeg(toks[un.start:un.end])) {
			if !found {
				negated = true
			}
		}
		p, s := 0, false
		switch {
		case un.roles&rOrdinal != 0:
			p, s = un.ord, true
		case un.roles == 0 && un.end-un.start == 1:
			w := toks[un.start].norm
			if v, ok := ordinalPattern(w); ok {
				p, s = v, true
			} else if v, ok := smallNumber(w); ok {
				p = v
			} else if toks[un.start].objectVerb() && !x.productTok(&toks[un.start]) {
				continue // "lwla hiya zwina, bghitha"
			} else if _, ok := negatedVerb(w, true); ok || toks[un.start].neg {
				if !found {
					negated = true
				}
				continue
			}
		}
		if p != 0 {
			if found {
				if !dropFirst && negated {
					dropFirst, pos, strong = true, p, s
					continue
				}
				return 0, false, false
			}
			found, pos, strong, ordAt = true, p, s, un.start
			continue
		}
		if !x.open && un.roles == 0 && un.end-un.start == 1 && len(toks) <= maxLoosePick && loose < maxLoose/2 &&
			looseWord(toks, un.start) && !x.productTok(&toks[un.start]) && !x.isNounNum(toks[un.start].nid, toks[un.start].norm) &&
			!decisionWord(toks[un.start].key) && !hasAnswer(toks, &answers) {
			loose++
			continue
		}
		if un.roles == 0 || un.roles&^selectAllowed != 0 {
			return 0, false, false
		}
	}
	if loose > 0 && (!strong || looseOrdBlock.hasTok(&toks[ordAt])) {
		// "2 kbar": a bare number beside an unknown word is no pick;
		// "second hand phone", "une seconde svp": a second is also a time
		// and a kind of goods.
		return 0, false, false
	}
	return pos, strong, found
}

// decisionWord reports a word an answer is made of ("think", "m3a",
// "liya"): beside a position it makes the message an answer, not a pick.
func decisionWord(key string) bool {
	c, ok := decisionWords.single(key)
	return ok && answerClass(c)
}

// answerClass reports the decision classes an answer is made of (objects,
// fillers and praise also sit beside a pick: "la première m'intéresse").
func answerClass(c decisionClass) bool {
	switch c {
	case dYes, dAck, dYesVerb, dNo, dNeg, dHold, dHoldVerb, dHoldPrefix, dSafi, dMixed, dMore, dTiny, dOh, dBut, dGreet:
		return true
	}
	return false
}

// hasAnswer caches answerWords in *seen (-1 unknown, 0 no, 1 yes): it
// folds spellings, so it runs only once a pick meets an unknown word.
func hasAnswer(toks []tok, seen *int) bool {
	if *seen < 0 {
		*seen = 0
		if answerWords(toks) {
			*seen = 1
		}
	}
	return *seen == 1
}

// answerWords reports a message holding a word of an answer: no word
// around a pick is then read loosely ("iyeh sifteha m3a lwla").
func answerWords(toks []tok) bool {
	for i := range toks {
		if decisionWord(toks[i].key) || toks[i].objectVerb() {
			return true
		}
	}
	return false
}

var looseOrdBlock = newWordSet("second", "seconde", "sec")

// maxLoosePick is how long a pick read beside unknown words may be.
const maxLoosePick = 6

// maxPick bounds positions read from digits: larger numbers are sizes,
// quantities or prices.
const maxPick = 20

func smallNumber(w string) (int, bool) {
	if len(w) == 0 || len(w) > 2 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(w); i++ {
		if !isDigit(w[i]) {
			return 0, false
		}
		v = v*10 + int(w[i]-'0')
	}
	return v, v >= 1 && v <= maxPick
}

// ordinalPattern reads picks written with digits: "n2", "no2", "nr2",
// "l2", "2nd", "2eme", "3e", "n3eme".
func ordinalPattern(w string) (int, bool) {
	if !isASCII(w) {
		return 0, false
	}
	i := 0
	for i < len(w) && isLower(w[i]) {
		i++
	}
	prefix := w[:i]
	j := i
	for j < len(w) && isDigit(w[j]) {
		j++
	}
	if j == i || j-i > 2 {
		return 0, false
	}
	suffix := w[j:]
	switch prefix {
	case "", "n", "no", "nr", "num", "numero", "nmra", "nemra", "rqm", "raqm", "l", "el":
	default:
		return 0, false
	}
	if suffix != "" {
		if _, ok := ordinalSuffixes[suffix]; !ok {
			return 0, false
		}
	}
	if prefix == "" && suffix == "" {
		return 0, false // a bare number: see smallNumber
	}
	v, _ := smallNumber(w[i:j])
	if v == 0 {
		return 0, false
	}
	return v, true
}

// searchWords returns the search words of a message (search forms, sizes
// split from their unit) and how many of them are significant: made of
// letters, at least two long and not keyboard mashing. Colour, size and
// gender words stay: the catalog matches them too.
func searchWords(toks []tok, units []unit) (words []string, sig int) {
	return searchWordsInto(toks, units, nil)
}

// searchWordsInto is searchWords appending to words (Understand's, on
// its stack).
func searchWordsInto(toks []tok, units []unit, words []string) ([]string, int) {
	sig := 0
	for _, un := range units {
		if un.roles != 0 && un.roles&(rOrdinal|rSlot|rProductWord) == 0 {
			continue
		}
		for k := un.start; k < un.end; k++ {
			t := &toks[k]
			if t.emoji || t.term == "" {
				continue
			}
			if un.end-un.start > 1 && un.roles&rSlot != 0 && stopWord(t.key) {
				continue // "dyal" of "dyal rjal", "pour" of "pour femme"
			}
			if numberUnit(t.norm) && !isOrdinalWord(t.norm) {
				d := leadingDigits(t.term)
				words = append(words, t.term[:d], t.term[d:])
				sig++
				continue
			}
			words = append(words, t.term)
			if significant(t.term) {
				sig++
			}
		}
	}
	return words, sig
}

func isUnit(w string) bool {
	_, ok := measureUnits[w]
	return ok
}

func stopWord(key string) bool {
	info, ok := roleWords.single(key)
	return ok && info.roles&rStop != 0
}

func isOrdinalWord(w string) bool {
	_, ok := ordinalPattern(w)
	return ok
}

func leadingDigits(s string) int {
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return i
}

// significantTerms drops one-letter words (digits stay) and repeats.
func significantTerms(words []string) []string {
	out := make([]string, 0, len(words))
	for _, w := range words {
		if utf8.RuneCountInString(w) < 2 && !(len(w) == 1 && isDigit(w[0])) {
			continue
		}
		dup := false
		for _, o := range out {
			if o == w {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, w)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func significant(w string) bool {
	letters := 0
	for _, r := range w {
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters >= 2 && !gibberish(w)
}

// gibberish spots keyboard mashing in Latin words ("asdfgh", "kjhkjh"):
// no vowel at all, five consonants in a row, or a run of keyboard keys.
// Darija abbreviations without vowels are short ("bzf", "slm") and pass.
func gibberish(w string) bool {
	if len(w) < 4 || !isASCII(w) {
		return false
	}
	vowels, run, maxRun := 0, 0, 0
	for i := 0; i < len(w); i++ {
		c := w[i]
		if !isLower(c) {
			return false
		}
		switch c {
		case 'a', 'e', 'i', 'o', 'u', 'y':
			vowels++
			run = 0
		default:
			run++
			maxRun = max(maxRun, run)
		}
	}
	return vowels == 0 || maxRun >= 5 || keyboardRun(w)
}

// keyboardRun reports a run of neighbouring keys in w ("asdf", "qsdf").
// It reads w once, four bytes at a time, instead of searching it for
// every run (keyboardRunSet holds keyboardRuns).
func keyboardRun(w string) bool {
	for i := 0; i+4 <= len(w); i++ {
		if keyboardRunSet[uint32(w[i])|uint32(w[i+1])<<8|uint32(w[i+2])<<16|uint32(w[i+3])<<24] {
			return true
		}
	}
	return false
}

// keyboardRunSet is keyboardRuns as four bytes packed in a uint32.
var keyboardRunSet = func() map[uint32]bool {
	m := make(map[uint32]bool, len(keyboardRuns))
	for _, k := range keyboardRuns {
		m[uint32(k[0])|uint32(k[1])<<8|uint32(k[2])<<16|uint32(k[3])<<24] = true
	}
	return m
}()

var keyboardRuns = []string{
	"qwer", "wert", "erty", "asdf", "sdfg", "dfgh", "fghj", "ghjk", "hjkl", "zxcv", "xcvb", "cvbn", "vbnm",
	"azer", "zert", "qsdf", "wxcv", "uiop", "poiu", "lkjh", "jklm", "mlkj",
}

// chitChat asks the classifier about a message that names the shop's
// things without asking for them: no request, no price, colour, size or
// audience, and words no list knows around them (a story, a remark, a
// question about something else). Only a sure "unknown" counts.
func (x *Understander) chitChat(memo *clfMemo, toks []tok, u Understanding, has role, m measurement, hasPrice bool, sl slotReading) bool {
	if !x.open && !u.Question && !hasPrice && len(toks) >= 3 && has&(rRequest|rShowMore|rCheaper|rCheap|rSuper|rOrdinal) == 0 &&
		storyVerbIn(toks) {
		// "my sister bought a tajine from you and loved it", "chrit mn
		// 3ndkom belgha w kanet wa3ra", "اشترت أختي طاجين من عندكم": a
		// thing bought, seen or received told in the past, not asked for.
		return true
	}
	blocking := rRequest | rAvail | rShowMore | rCheaper | rCheap | rDemo | rSuper | rOrdinal
	if x.open || memo.mashing(toks) || len(toks) < 3 || m.other == 0 || hasPrice ||
		has&blocking != 0 ||
		sl.colorWord || sl.size != "" || sl.gender != "" {
		return false
	}
	in, p := x.classifyMemo(memo, toks, u.Question)
	return in == IntentUnknown && p >= x.floor()
}

// storyVerbs tell what happened to a thing: bought, seen, received, got,
// in the past ("chrit", "chrat", "bought", "j'ai vu", "اشترت", "شفت").
var storyVerbs = plainSet("chrit", "chrat", "chrina", "chritou", "chrito", "chriti", "chriti", "chraw", "chrawha",
	"chftha", "chaft", "chft", "chefna", "chefti", "chfna", "bought", "ordered", "saw", "seen", "received", "got",
	"acheté", "achete", "achetée", "commandé", "commande", "reçu", "recu", "vu",
	"شريت", "شرات", "شرينا", "شريتو", "اشترت", "اشتريت", "اشتريته", "اشتريتها", "اشترى", "شفت", "شافت", "رأيت",
	"رايت", "شاهدت", "وصلني", "وصلاتني", "جابت", "جاب", "جبت", "sifttou", "sifetto", "صيفطتو")

// storyVerbIn reports a story verb in the message, not right after a
// request or a wish ("bghit nchri", "je veux voir"): the past tells, it
// does not ask.
func storyVerbIn(toks []tok) bool {
	for i := range toks {
		if toks[i].in(hsStoryVerbs) || toks[i].key != toks[i].norm && toks[i].keyIn(hsStoryVerbs) {
			if toks[i].norm == "vu" || toks[i].norm == "commande" || toks[i].norm == "got" {
				// "vu" and "commandé" need "j'ai"/"a" before them, "got" a subject
				if i == 0 || !(toks[i-1].norm == "ai" || toks[i-1].norm == "jai" || toks[i-1].norm == "a" ||
					toks[i-1].norm == "husband" || toks[i-1].norm == "i" || toks[i-1].norm == "she" || toks[i-1].norm == "he") {
					continue
				}
			}
			return true
		}
	}
	return false
}

// slotColor: the word alone is a colour of the slot lists.
func slotColor(t tok) bool {
	_, v, ok := slotWords.match([]tok{t}, 0, 1)
	return ok && v.color != "" && !v.productWord
}

// startsWith: an entry of set starts at toks[i].
func startsWith(set *wordSet, toks []tok, i int) bool {
	_, _, ok := set.match(toks, i, len(toks))
	return ok
}

var (
	stillWords = plainSet("mazal", "mazala", "mazl", "ma zal", "مازال", "مازالة", "مازالا", "still")
	stillAvail = plainSet("kayn", "kayna", "kaynin", "kaynine", "كاين", "كاينة", "كاينين", "available", "dispo",
		"disponible", "ba9ya", "باقية", "ba9i", "باقي", "f stock", "in stock")
	stillOpeners = plainSet("wach", "واش", "is", "are", "est", "هل")
)

// stillThere reports a question whether the product shown is still there:
// a "still" and an availability word, opened by a yes/no question word
// or said of a product pointed at ("mazal kayna had jellaba?"), with no
// "other" word and nothing else asked beside it.
func stillThere(toks []tok) bool {
	still, avail, pointed := -1, -1, false
	for i := range toks {
		k, kID := toks[i].key, toks[i].kid
		switch {
		case stillWordsNum.has(kID, k) || stillWordsNum.has(toks[i].nid, toks[i].norm):
			still = i
		case stillAvailNum.has(kID, k) || stillAvailNum.has(toks[i].nid, toks[i].norm):
			if still >= 0 && avail < 0 {
				avail = i
			}
		case demoWords.has(k):
			pointed = true
		case looseBlock.has(k) || toks[i].keyIn(hsOtherWords):
			return false // "wach mazal kayn chi modelat khrin?": more of them
		}
	}
	if still < 0 || avail < 0 || avail-still > 3 {
		return false
	}
	return stillOpenersNum.has(toks[0].kid, toks[0].key) || stillOpenersNum.has(toks[0].nid, toks[0].norm) || pointed
}

var otherWords = plainSet("khrin", "okhrin", "lokhrin", "khra", "okhra", "lokhra", "akhor", "khor", "other", "others",
	"another", "autre", "autres", "خرين", "خرا", "أخرى", "آخر", "chi", "شي", "more", "ktar")

// alsoWords: "too", "aussi", "أيضا", "7ta hiya" — the same as another card.
var alsoWords = plainSet("too", "to", "aussi", "also", "as well", "أيضا", "ايضا", "أيضاً", "kif kif", "7ta", "حتى", "حتي")

func alsoIn(toks []tok) bool {
	for i := range toks {
		if alsoWordsNum.has(toks[i].nid, toks[i].norm) || toks[i].norm == "est" {
			return true
		}
	}
	return false
}

var (
	putVerbs   = plainSet("put", "go", "goes", "mettre", "mets", "passer", "passe", "7et", "n7et", "n7ot", "t7et", "حط", "نحط", "نحطها")
	placePreps = plainSet("in", "into", "à", "a", "au", "dans", "f", "fi", "l", "في", "ف", "ل")
)

// placeAsked reports a verb of putting or going in ("put", "mettre",
// "ndkhlha", "tdkhl", "نحطها", "تدخل"), then within three words a place
// preposition and what follows it: the product shown goes somewhere.
func placeAsked(toks []tok) bool {
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		if !putVerbsNum.has(wID, w) && !strings.Contains(w, "dkhl") && !strings.Contains(w, "dkhel") && !strings.Contains(w, "دخل") {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+3; j++ {
			if placePrepsNum.has(toks[j].nid, toks[j].norm) && j+1 < len(toks) {
				return true
			}
		}
	}
	return false
}
