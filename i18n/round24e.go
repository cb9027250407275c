package i18n

import "strings"

// Round 24e: intents other than yes and no that the rules misread. Each
// rule below reads one shape; none gives a yes or a no, and each leaves a
// message that answers the pending question alone.

// round24eReading re-reads what the rules and the classifier made of a
// message whose decision is no yes and no no.
func (x *Understander) round24eReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) == 0 || u.Decision == DecisionYes || u.Decision == DecisionNo {
		return false
	}
	searchish := u.Intent == IntentProductSearch || u.Intent == IntentRefine
	switch {
	case u.Decision == DecisionHold && orderNotArrived(toks):
		// "my parcel still hasn't come": a complaint about an order, no wait
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentUnknown, 0.3)
		return true
	case u.Decision == DecisionHold && u.Intent == IntentHold && aBitMore(toks):
		// "شي وحدة طويلة شوية": "a bit" after how it should be, no wait
		u.Decision = DecisionNone
		if shopIn(toks) {
			u.Query, u.Terms = x.searchOf(toks)
			*u = u.with(IntentProductSearch, 0.6)
			return true
		}
		*u = u.with(IntentRefine, 0.6)
		return true
	case (u.Decision == DecisionAmbiguous || u.Decision == DecisionNone) && u.Intent == IntentUnknown && !a.question && a.may(cueThink) && ackThenThink(toks):
		// "ok, let me think it over", "wakha, ghadi nfker": an ok that only
		// opens a wait
		*u = u.cleared()
		u.Decision = DecisionHold
		*u = u.with(IntentHold, 0.7)
		return true
	case u.Decision != DecisionNone:
		return false
	case searchish && !a.question && a.may(cuePosition) && positionLed(toks):
		// "je prends la quatrième, celle avec la ceinture", "the 2nd bag
		// is lovely", "التالتة الحمراء": a position said first picks,
		// whatever is said of the card after it
		*u = u.cleared()
		u.Ordinal = ordinalIn(toks)
		*u = u.with(IntentSelect, 0.8)
		return true
	case searchish && a.question && a.may(cueSeen) && seenStillAsked(toks, *u):
		// "rj3t, lbalgha li chft 9bila mazal kayna?": the one seen before,
		// asked whether it is still in stock
		*u = u.cleared()
		u.Topic = TopicStock
		*u = u.with(IntentProductQuestion, 0.75)
		return true
	case searchish && a.question && sizeOfShownAsked(toks, *u):
		// "the third bag, does it come in M?", "vous l'auriez en 40 ?",
		// "is there a bigger size than XL?": a size of the card shown
		*u = u.cleared()
		u.Topic = TopicSize
		*u = u.with(IntentProductQuestion, 0.75)
		return true
	case (searchish || u.Intent == IntentUnknown) && (a.question || whatOpens(toks)) && differenceAsked(toks) && !answerOpens(toks):
		// "what's the difference between the two?", "chno lfar9 binathom?"
		*u = u.cleared()
		u.Topic = TopicDetails
		*u = u.with(IntentProductQuestion, 0.75)
		return true
	case u.Intent == IntentRefine && a.question && cardIsAsked(toks, *u):
		// "the second one is cotton?", "la première est rouge ?": what a
		// card is, asked, not another one
		topic := TopicMaterial
		if u.Material == "" {
			topic = TopicColor
		}
		*u = u.cleared()
		u.Topic = topic
		*u = u.with(IntentProductQuestion, 0.75)
		return true
	case u.Intent == IntentHuman && a.question && personMisheard(toks):
		// "c pour boire ou pour manger ?" ("manger" spelt like a manager),
		// "nobody is home today, can you deliver tomorrow?": no person
		// asked for; the classifier, when sure, says what is
		in, p := x.classifyMemo(a.memo, toks, a.question)
		*u = u.cleared()
		if p >= x.floor() && (in == IntentProductQuestion || in == IntentUnknown) {
			if in == IntentProductQuestion {
				u.Topic = TopicDetails
			}
			*u = u.with(in, 0.6)
			return true
		}
		*u = u.with(IntentUnknown, 0.3)
		return true
	case u.Intent != IntentGreeting && a.may(cueGreetAddress) && greetingToSomeone(toks):
		// "msa lkhir a khouya", "good evening, my friend": a greeting and whom to
		*u = u.cleared()
		*u = u.with(IntentGreeting, 0.85)
		return true
	case u.Intent == IntentProductSearch && u.DropFilter == DropColor && !anyNeg(toks):
		// "il y a d'autres couleurs pour ce sac ?": the thing already
		// searched for, in other colours
		*u = u.with(IntentRefine, 0.75)
		return true
	case u.Intent == IntentProductSearch && !a.question && (u.MinPrice > 0 || u.MaxPrice > 0) && priceLed(toks):
		// "under 300 for the bag", "بين 100 و 200 للصاك": a price bound
		// for what is already searched for
		*u = u.with(IntentRefine, 0.7)
		return true
	}
	return false
}

// shopIn reports a word the shop sells in the message.
func shopIn(toks []tok) bool {
	for i := range toks {
		if toks[i].shop {
			return true
		}
	}
	return false
}

// cameStems say a thing came or reached ("wslat", "jatni", "وصلات",
// "arrivé", "received").
var cameStems = []string{"wsl", "wsel", "wasl", "jat", "jani", "arriv", "recu", "reçu", "receiv", "came",
	Normalize("وصل"), Normalize("جات"), Normalize("جاني"), Normalize("جاتني")}

// orderSaid: an order, its parcel or a message about it.
var orderSaid = normSet("commande", "comande", "lcommande", "lcomande", "order", "colis", "lcolis", "package", "parcel",
	"livraison", "delivery", "risala", "message", "sms", "email", "mail", "طلبية", "الطلبية", "الكوموند", "الطلب", "طلبي",
	"الرسالة", "رسالة", "الكولي")

// orderNotArrived reports a thing said not to have come yet ("lcommande
// mazal ma wslatch", "الطلبية مازال ما وصلاتنيش", "still haven't
// received my order"): a negated verb of arriving, and an order named
// or the verb's "to me".
func orderNotArrived(toks []tok) bool {
	named := false
	for i := range toks {
		if orderSaidNum.has(toks[i].nid, toks[i].norm) || toks[i].key != toks[i].norm && orderSaidNum.has(toks[i].kid, toks[i].key) {
			named = true
		}
	}
	for i := range toks {
		w := toks[i].norm
		if !arrivalTable.is(&toks[i]) {
			continue
		}
		negated := toks[i].neg || negationShaped(w)
		for j := i - 1; j >= 0 && j >= i-2 && !negated; j-- {
			switch toks[j].norm {
			case "ma", "ما", "pas", "not", "never", "havent", "hasnt", "didnt", "jamais", "لم":
				negated = true
			}
		}
		if !negated {
			continue
		}
		if named || strings.HasSuffix(w, "ni") || strings.HasSuffix(w, "nich") || strings.HasSuffix(w, "nish") ||
			strings.HasSuffix(w, "ني") || strings.HasSuffix(w, "نيش") {
			return true
		}
	}
	return false
}

// arrivalTable is arrivalAt by word number.
var arrivalTable = newNormTable(func(w string) uint32 { return b32(arrivalAt(w)) })

// arrivalAt: a verb of coming or arriving (cameStems) in w.
func arrivalAt(w string) bool {
	for _, s := range cameStems {
		if strings.Contains(w, s) {
			return true
		}
	}
	return false
}

// shapeWords: how a thing looks or fits, said before "a bit" (chwiya,
// شوية, un peu): bigger, lighter, longer, cheaper.
var shapeWords = normSet("kbir", "kbira", "kbar", "kbr", "kber", "sghir", "sghira", "sghar", "sghr", "twil", "twila",
	"9sir", "9sira", "fate7", "fat7", "fat7a", "ghame9", "ghem9", "ghm9", "ghamqa", "ghamq", "ghamka", "khfif", "khfifa", "t9il", "t9ila", "wase3",
	"was3a", "dye9", "dy9a", "rkhis", "rkhisa", "كبر", "كبير", "كبيرة", "صغر", "صغير", "صغيرة", "فاتح", "فاتحة", "غامق",
	"غامقة", "طويل", "طويلة", "قصير", "قصيرة", "خفيف", "خفيفة", "تقيل", "تقيلة", "واسع", "واسعة", "ضيق", "ضيقة", "رخيص",
	"رخيصة", "bigger", "smaller", "lighter", "darker", "longer", "shorter", "wider", "clair", "clairs", "claire",
	"foncé", "fonce", "foncée", "grand", "grande", "petit", "petite", "long", "longue", "large")

// bitWords: "a bit", said after a shape word it says how much.
var bitWords = normSet("chwiya", "chwia", "chwya", "chouiya", "chwiy", "شوية", "شويا", "un peu", "peu", "bit")

// aBitMore reports "a bit" right after a shape word ("twila chwiya",
// "لون فاتح شوية", "un peu plus clair" is not it): how the thing is
// wanted, not a wait. No other wait word may be said.
func aBitMore(toks []tok) bool {
	found := false
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		if bitWordsNum.has(wID, w) || bitWordsNum.has(toks[i].kid, toks[i].key) {
			if i == 0 || !(shapeWordsNum.has(toks[i-1].nid, toks[i-1].norm) || toks[i-1].key != toks[i-1].norm && shapeWordsNum.has(toks[i-1].kid, toks[i-1].key) || roleOf(&toks[i-1])&(rBigger|rCheaper) != 0) {
				return false
			}
			found = true
			continue
		}
		if _, c, ok := decision1(toks, i); ok && (c == dHold || c == dHoldVerb || c == dHoldPrefix) {
			return false
		}
		if thinkAt(toks, i) {
			return false
		}
	}
	return found
}

// roleOf is the roles of one word.
func roleOf(t *tok) role {
	ri, _ := t.role1()
	return ri.roles
}

// ackPresence: "with you", "here", said beside an ok.
var ackPresence = normSet("m3ak", "m3akom", "معاك", "معاكم", "with", "you", "avec", "vous", "toi")

// ackThenThink reports a message of an ok (or a "let me") and a wait or
// a thought only: "fine, i'll wait a little", "خليني نفكر فيها مزيان",
// "ah, mazal kanfker fiha". Nothing negated, nothing asked for.
func ackThenThink(toks []tok) bool {
	hold := false
	for i := 0; i < len(toks); {
		t := &toks[i]
		if t.neg || negationShaped(t.norm) || bareNo(t) {
			return false
		}
		if thinkAt(toks, i) || t.norm == "wait" || t.norm == "kanfker" {
			hold = true
			i++
			continue
		}
		if n, c, ok := decisionWords.match(toks, i, len(toks)); ok {
			switch c {
			case dHold, dHoldVerb:
				// ("nchouf", "chwiya", not knowing, beside an ok are
				// read both ways: only a thought or a wait counts)
				for j := i; j < i+n; j++ {
					hold = hold || thinkAt(toks, j)
				}
			case dAck, dYes, dOh, dFiller, dHoldPrefix, dObj:
			default:
				return false
			}
			i += n
			continue
		}
		switch {
		case ackPresenceNum.has(t.nid, t.norm), vocativesNum.has(t.nid, t.norm), stillWordsNum.has(t.nid, t.norm), goodWellNum.has(t.nid, t.norm), t.norm == "il", t.norm == "ill",
			t.norm == "i", t.norm == "je", t.norm == "vais":
		default:
			return false
		}
		i++
	}
	return hold
}

var (
	vocatives = normSet("a", "ya", "أ", "يا", "khoya", "khouya", "khti", "sahbi", "sa7bi", "خويا", "ختي", "صاحبي", "bro")
	goodWell  = normSet("mzyan", "mezian", "mzian", "مزيان", "bien", "well", "properly")
)

// pickLead: what may come before a position that picks: an article, a
// pointer, a verb of taking, wanting or showing, a filler.
var pickLead = normSet("the", "le", "la", "l", "very", "toute", "tout", "hadik", "hadak", "dik", "dak", "ديك", "داك",
	"هاديك", "هاداك", "that", "celle", "celui", "bghit", "bghiti", "بغيت", "أريد", "اريد", "je", "vais", "prendre",
	"prends", "veux", "voudrais", "i", "il", "ill", "go", "with", "take", "want", "montre", "montrez", "moi", "show", "me",
	"wrini", "وريني", "3tini", "عطيني", "give", "donne", "donnez", "choisis", "choose", "pick", "nakhod", "ناخد",
	"please", "3afak", "عافاك", "svp", "stp", "ok", "wakha", "d'accord", "dac",
	// round 25d: "jveux la 2e", "bon je reprends la première"
	"jveux", "jprends", "reprends", "reprendre", "bon", "alors")

// notAPosition: what after a position makes it a time or a kind ("the
// first time", "second hand", "premier prix", "lmerra lwla").
var notAPosition = normSet("time", "times", "fois", "hand", "main", "prix", "price", "week", "month", "year",
	"semaine", "mois", "an", "annee", "année", "mra", "marra", "merra", "simana", "chher", "l3am", "مرة", "الأسبوع",
	"الشهر", "العام", "السنة", "floor", "etage", "étage")

// adverbialFirst: "first", "secondly", "lastly" opening a message order
// what is said, they pick nothing.
var adverbialFirst = normSet("first", "firstly", "second", "secondly", "last", "lastly", "finally", "premierement",
	"premièrement", "enfin", "أولا", "ثانيا", "awalan")

// positionAt is the position named at toks[i] and how many words say it.
func positionAt(toks []tok, i int) (int, int) {
	if n, ri, ok := roleWords.match(toks, i, len(toks)); ok && ri.roles&rOrdinal != 0 && ri.ord != 0 && !toks[i].neg {
		return ri.ord, n
	}
	if v, ok := ordinalPattern(toks[i].norm); ok {
		return v, 1
	}
	return 0, 0
}

// positionLed reports a message that says a position first, after at
// most an article, a pointer or a verb of taking ("la troisième, c'est
// pour ma tante", "i'll take the 2nd lamp", "أريد الأولى، البيضاء"),
// and after it only what the card is, whom it is for or how it pleases:
// nothing negated, asked, compared, nor another position.
func positionLed(toks []tok) bool {
	at, ord, n := -1, 0, 0
	for i := 0; i < len(toks) && i <= 5; i++ {
		if ord, n = positionAt(toks, i); ord != 0 {
			at = i
			break
		}
		if !pickLeadNum.has(toks[i].nid, toks[i].norm) && !pickLeadNum.has(toks[i].kid, toks[i].key) {
			return false
		}
	}
	if at < 0 {
		return false
	}
	next := at + n
	if next < len(toks) && (notAPositionNum.has(toks[next].nid, toks[next].norm) || toks[next].key != toks[next].norm && notAPositionNum.has(toks[next].kid, toks[next].key)) {
		return false
	}
	if at == 0 && adverbialFirstNum.has(toks[0].nid, toks[0].norm) && (next >= len(toks) || clauseStart(&toks[next]) || toks[next].norm != "one") {
		return false
	}
	if storyVerbIn(toks) {
		return false // "the last tajine i bought cracked"
	}
	for i := next; i < len(toks); i++ {
		t := &toks[i]
		if t.neg || negationShaped(t.norm) || t.in(hsPlainNos) && t.norm != "la" || bareNo(t) && (i+1 >= len(toks) || clauseStart(&toks[i+1])) {
			return false
		}
		if roleOf(t)&(rNeg|rShowMore|rCheaper|rBigger|rDrop|rCond|rQWord|rHuman|rTalk|rPriceQ|rSuper) != 0 {
			return false
		}
		if p, _ := positionAt(toks, i); p != 0 {
			return false
		}
		if _, c, ok := decision1(toks, i); ok && (c == dNo || c == dNeg || c == dHold || c == dHoldVerb || c == dBut) &&
			!(articleWords.hasTok(t) && i+1 < len(toks) && !clauseStart(&toks[i+1])) {
			// ("la" before a word is its article: "la deuxième, la verte")
			return false
		}
		if variantPrepsNum.has(t.nid, t.norm) && slotWithin(toks, i+1, i+3) {
			return false // "… but in red", "f tajine kbir": another one of it wanted
		}
		if askVerbsNum.has(t.nid, t.norm) && i+1 < len(toks) && askSubjectsNum.has(toks[i+1].nid, toks[i+1].norm) {
			return false // "… is it for my wife": asked without its mark
		}
	}
	return true
}

// variantPreps: "in", "en", "f", "b", "ب", "ف": before a colour or a
// size they say how the thing is wanted.
var variantPreps = normSet("in", "en", "f", "fi", "b", "bi", "ب", "ف", "في")

var (
	askVerbs    = normSet("is", "are", "does", "do", "can", "will", "est", "wach", "واش", "هل")
	askSubjects = normSet("it", "they", "you", "there", "elle", "il", "ce", "hiya", "huwa")
)

// slotWithin reports a colour, size, material or shape word in toks[s:e].
func slotWithin(toks []tok, s, e int) bool {
	for i := s; i < e && i < len(toks); i++ {
		t := &toks[i]
		if _, ok := slotWords.singleTok(t); ok || shapeWordsNum.has(t.nid, t.norm) || t.key != t.norm && shapeWordsNum.has(t.kid, t.key) ||
			roleOf(t)&(rSlot|rSizeCue|rBigger) != 0 {
			return true
		}
	}
	return false
}

// seenWords point at a product met before: seen, asked about, yesterday,
// back again.
var seenWords = normSet("chft", "chefti", "chfti", "chfna", "chaft", "شفت", "شفتها", "شفتو", "sowlt", "swlt", "sewlt",
	"سولت", "lbar7", "lbare7", "lbareh", "البارح", "yesterday", "hier", "dhier", "saw", "seen", "vu", "vue", "rj3t",
	"rja3t", "رجعت", "dik", "ديك", "that", "9bila", "قبيلة", "earlier", "tout à l'heure")

// seenStillAsked reports a question whether a product met before is
// still in stock ("salam, lkas li chft lbar7 mazal kayn?", "the lamp i
// saw yesterday, still available?"): still and available said, a word of
// the shop, something that points back at it, and no other asked.
func seenStillAsked(toks []tok, u Understanding) bool {
	named := u.Color != "" || u.Size != "" || u.MinPrice > 0 || u.MaxPrice > 0
	still, avail, seen, shop := -1, -1, false, false
	for i := range toks {
		k, w, kID, wID := toks[i].key, toks[i].norm, toks[i].kid, toks[i].nid
		switch {
		case stillWordsNum.has(kID, k) || stillWordsNum.has(wID, w) || stillSaid24Num.has(wID, w):
			still = i
		case stillAvailNum.has(kID, k) || stillAvailNum.has(wID, w):
			if still >= 0 && avail < 0 {
				avail = i
			}
		case toks[i].keyIn(hsOtherWords) || toks[i].in(hsOtherWords) || looseBlock.has(k):
			return false
		}
		if seenWordsNum.has(wID, w) || seenWordsNum.has(kID, k) {
			seen = true
		}
		if toks[i].shop {
			shop = true
		}
	}
	if named && avail != len(toks)-1 {
		// a measure, a colour or a price is the card's name only when
		// nothing follows the still-there ("ttajine dyal 26 li chft,
		// mazal kayn?"); after it, it is another one asked
		return false
	}
	return seen && shop && still >= 0 && avail > still && avail-still <= 2
}

// stillSaid24: "still" as spelt once doubled letters fold ("stil"),
// "toujours", "encore".
var stillSaid24 = normSet("still", "toujours", "encore", "ba9i", "باقي")

// haveForms: "avez", "auriez", "existe": glued to an object pronoun
// ("l'auriez", "l'avez") they ask of the one shown.
var haveForms = normSet("avez", "auriez", "aurez", "avais", "aviez", "existe", "as", "aurais", "fais", "faites")

// thanWords: "than", "que", "من", "mn" after a comparative.
var thanWords = normSet("than", "que", "qu", "من", "mn", "men")

// sizeOfShownAsked reports a size asked of the card shown: a size (a
// letter, a number after "en"/"f", or a size word) and a card pointed
// at — a position ("the second dress", "lli f tania"), a pointer ("this
// bowl"), an object pronoun ("vous l'auriez"), a definite article before
// the thing named first ("la robe bleue kayna f S?") — or a size said
// bigger than another ("plus grand que XL", "أكبر من L"). Nothing other,
// cheaper or more asked, no colour after the verb.
func sizeOfShownAsked(toks []tok, u Understanding) bool {
	sized := u.Size != ""
	pointed, than := false, false
	for i, end := 0, 0; i < len(toks); i++ {
		t := &toks[i]
		r := roleOf(t)
		if i >= end {
			// a phrase's roles where one starts ("plus grand" is bigger,
			// "plus" alone more)
			if n, ri, ok := roleWords.match(toks, i, len(toks)); ok {
				r, end = ri.roles, i+n
			}
		} else {
			r &^= rShowMore
		}
		if r&(rShowMore|rCheaper|rDrop|rRequest|rHuman|rPriceQ) != 0 || t.in(hsOtherWords) || t.key != t.norm && t.keyIn(hsOtherWords) {
			return false
		}
		if r&rSizeCue != 0 {
			sized = true
		}
		if r&rBigger != 0 {
			for j := i + 1; j < len(toks) && j <= i+4; j++ {
				if thanWordsNum.has(toks[j].nid, toks[j].norm) {
					than = true
				}
			}
			if i+1 < len(toks) && roleOf(&toks[i+1])&rSizeCue != 0 {
				sized = true // "a smaller size"
			}
		}
		if p, _ := positionAt(toks, i); p != 0 {
			pointed = true
		}
		if shownWords.hasTok(t) && i+1 < len(toks) && toks[i+1].shop {
			pointed = true
		}
		if len(t.norm) > 1 && t.norm[0] == 'l' && haveForms[t.norm[1:]] {
			pointed = true
		}
	}
	if !sized {
		return false
	}
	if u.Color != "" {
		// a colour only in the name of the card ("la robe rouge … f S")
		return len(toks) > 2 && articleWords.hasTok(&toks[0]) && toks[1].shop && u.Size != ""
	}
	if len(toks) > 1 && articleWords.hasTok(&toks[0]) && toks[1].shop && u.Size != "" {
		pointed = true
	}
	return pointed || than && u.Size != ""
}

// diffWords: the difference between cards.
var diffWords = normSet("difference", "diference", "différence", "diff", "far9", "lfar9", "lfare9", "lfara9", "فرق",
	"الفرق", "لفرق")

// answerOpens: a message opened by an answer word ("ok", "oui", "wakha").
func answerOpens(toks []tok) bool {
	_, c, ok := decisionWords.match(toks, 0, len(toks))
	return ok && (c == dYes || c == dAck || c == dNo || c == dOh)
}

func differenceAsked(toks []tok) bool {
	for i := range toks {
		if diffWordsNum.has(toks[i].nid, toks[i].norm) || toks[i].key != toks[i].norm && diffWordsNum.has(toks[i].kid, toks[i].key) {
			return true
		}
	}
	return false
}

// whatOpens: a message opened by "what", "chno", "quelle", "ach".
func whatOpens(toks []tok) bool {
	switch toks[0].norm {
	case "what", "whats", "chno", "chnou", "achno", "ach", "quelle", "quel", "شنو", "ما", "واش":
		return true
	}
	return false
}

// copulas: "is", "est", "هي", "c'est": what follows says what it is.
var copulas = normSet("is", "est", "cest", "c'est", "هي", "هو", "hiya", "huwa", "was", "are")

// cardIsAsked reports a card named by its position, then a copula, then
// a material or a colour ("the third one is wool?", "الثانية هي
// الحمراء؟"): what that card is, asked.
func cardIsAsked(toks []tok, u Understanding) bool {
	if u.Material == "" && u.Color == "" || u.Size != "" || u.MinPrice > 0 || u.MaxPrice > 0 {
		return false
	}
	for i := range toks {
		p, n := positionAt(toks, i)
		if p == 0 {
			continue
		}
		j := i + n
		if j < len(toks) && toks[j].norm == "one" {
			j++
		}
		return j < len(toks) && copulasNum.has(toks[j].nid, toks[j].norm)
	}
	return false
}

// personMisheard reports a person read where none is asked: no verb of
// talking or asking, and the only person words either spellings of
// other words ("manger" heard as a manager) or a "no one" whose clause
// ends before a delivery, payment or stock is asked ("nobody is home
// today, can you deliver tomorrow?").
func personMisheard(toks []tok) bool {
	spelt, person, nobody := false, false, -1
	for i := range toks {
		r := roleOf(&toks[i])
		if r&(rTalk|rRequest|rAboutBot) != 0 {
			return false
		}
		switch {
		case r&rHuman != 0 && r&rHumanNoun == 0 && misspelt(&toks[i]):
			spelt = true
		case r&(rHuman|rHumanNoun) != 0 && i > 0 && nobody < 0 && r&rHuman == 0 && noWord(toks, i-1):
			nobody = i
		case r&(rHuman|rHumanNoun) != 0:
			person = true
		}
	}
	if person {
		return false
	}
	if spelt && nobody < 0 {
		return true
	}
	if nobody < 0 {
		return false
	}
	for i := nobody + 1; i < len(toks); i++ {
		if clauseStart(&toks[i]) {
			for j := i; j < len(toks); j++ {
				if roleOf(&toks[j])&rTopic != 0 {
					return true
				}
			}
			return false
		}
	}
	return false
}

// misspelt: a word read as another by its spelling ("manger" as
// "manager"), not by a prefix or suffix glued to it ("لموظف").
func misspelt(t *tok) bool {
	return t.key != t.norm && !strings.HasSuffix(t.norm, t.key) && !strings.HasPrefix(t.norm, t.key)
}

// greetAddress: whom a greeting is said to ("khti", "lkhout", "sahbi",
// "خويا", "my friend").
var greetAddress = normSet("khoya", "khouya", "khti", "lkhout", "khout", "sahbi", "sa7bi", "sahbti", "lalla", "sidi",
	"3chiri", "bro", "khay", "madame", "monsieur", "خويا", "ختي", "الخوت", "صاحبي", "للا", "سيدي", "friend", "ami", "amie",
	"habibi", "7bibi", "حبيبي", "lkhawa", "الإخوة", "الاخوة", "all", "everyone", "tout", "monde", "jami3", "جميعا")

// greetingToSomeone reports a greeting and whom it is said to only: a
// greeting, a vocative ("a", "ya", "يا") and an address word.
func greetingToSomeone(toks []tok) bool {
	if !greetAddressIn(toks) {
		return false // (no address word: it reads none, and its phrase match is not asked)
	}
	greet, addr := false, false
	for i := 0; i < len(toks); {
		if n, ri, ok := roleWords.match(toks, i, len(toks)); ok && ri.roles&rGreeting != 0 {
			greet = true
			i += n
			continue
		}
		t := &toks[i]
		switch {
		case greetAddressNum.has(t.nid, t.norm) || t.key != t.norm && greetAddressNum.has(t.kid, t.key):
			addr = true
		case vocativesNum.has(t.nid, t.norm) && !greetAddressNum.has(t.nid, t.norm), t.norm == "my", t.norm == "mon", t.norm == "mes":
		case t.emoji && roleOf(t)&rNoise != 0:
		default:
			return false
		}
		i++
	}
	return greet && addr
}

// greetAddressIn: an address word, by greetingToSomeone's test; without
// one greetingToSomeone reads no greeting to someone.
func greetAddressIn(toks []tok) bool {
	for i := range toks {
		t := &toks[i]
		if greetAddressNum.has(t.nid, t.norm) || t.key != t.norm && greetAddressNum.has(t.kid, t.key) {
			return true
		}
	}
	return false
}

// priceOpeners: a price bound said first ("less than", "under",
// "entre", "بين", "ta7t").
var priceOpeners = normSet("les", "less", "under", "below", "between", "betwen", "max", "moins", "entre", "ta7t",
	"t7t", "bin", "بين", "تحت", "أقل", "اقل", "fo9", "over", "above", "more")

// forWhat: "for the …", "pour le …", "ل…": what the bound is for.
var forWhat = normSet("for", "pour", "l", "li", "dyal")

// priceLed reports a message opened by a price bound whose words of the
// shop come only after "for the" ("pour le", glued "لل"), or name a gift:
// the bound for what is already asked for.
func priceLed(toks []tok) bool {
	if w, wID := toks[0].norm, toks[0].nid; !priceOpenersNum.has(wID, w) && (w == "" || leadingDigits(w) < len(w)) {
		return false
	}
	for i := range toks {
		t := &toks[i]
		if !t.shop {
			continue
		}
		switch {
		case tailNounsNum.has(t.nid, t.norm):
		case i >= 2 && forWhatNum.has(toks[i-2].nid, toks[i-2].norm) && articleLike(toks[i-1].norm):
		case strings.HasPrefix(t.norm, normLil):
		default:
			return false
		}
	}
	return true
}

func articleLike(w string) bool {
	switch w {
	case "the", "le", "la", "les", "my", "mon", "ma":
		return true
	}
	return false
}

// normLil is "لل" (for the) as Normalize writes it, once.
var normLil = Normalize("لل")
