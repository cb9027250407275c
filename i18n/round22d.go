package i18n

import "strings"

// Round 22d: messages outside yes and no that heldout19 showed read as
// searches or left unknown (issue 11): questions to the shop about
// itself or about the shopper's order, a fault of something received
// told, a wait said with "not sure", "torn" or "I'll ask someone
// first", a size or a colour alone or "if possible", and how the one
// shown is made asked. General shapes, hooked in reconsidered only
// where the rules and the classifier left no decision.

// shopSelfWords are the shop itself, not a thing it sells: its app, its
// branches and showrooms, its opening hours.
var shopSelfWords = normSet("app", "appli", "application", "apk", "تطبيق", "التطبيق", "showroom", "showrooms",
	"succursale", "succursales", "branch", "branches", "agence", "فرع", "فروع", "far3", "lfar3", "horaires", "horaire",
	"hours")

// orderNouns are the shopper's order or parcel.
var orderNouns = normSet("commande", "commandes", "lcommande", "order", "orders", "colis", "parcel", "package",
	"الكوموند", "كوموند", "الطلبية", "طلبية", "طلبيتي", "طلبي", "الطلب", "lkoumand", "lkomand", "lcomand")

// ownWords make the order the shopper's: "ma commande", "my order",
// "lcommande dyali", "الكوموند ديالي" ("طلبي" says it alone).
var ownWords = normSet("ma", "mon", "my", "dyali", "dyawli", "ديالي", "طلبي", "طلبيتي", "hier", "yesterday", "lbar7",
	"البارح", "امس", "أمس")

// orderAskWords ask after an order's state: whether it left, its
// tracking number, its address changed. When or where it will arrive is
// a delivery question ("متى سيصل طلبي؟", "fin tkoun la commande
// dyali?": product_question in the earlier files), not one of these.
var orderAskWords = normSet("suivi", "tracking", "track", "tracker", "shipped", "ship", "partie", "parti",
	"envoyée", "envoyee", "expédiée", "expediee", "khrjat", "khrjet", "tsiftat", "خرجات", "تصيفطات", "شحن", "شحنت",
	"status", "statut", "nbdel", "nbedel", "changer", "modifier", "change", "نبدل", "أغير", "اغير", "أبدل")

// openWords and openWhen: the shop open at a time ("open during ramadan
// nights?", "vous êtes ouverts le dimanche ?", "m7loulin nhar l7ed?").
var (
	openWords = normSet("open", "ouvert", "ouverts", "ouverte", "m7lol", "m7loul", "m7lolin", "m7loulin", "7allin",
		"مفتوح", "مفتوحين", "محلول", "محلولين", "تفتحو", "تفتحون")
	openWhen = normSet("ramadan", "rmdan", "رمضان", "night", "nights", "sunday", "sundays", "saturday", "friday",
		"weekend", "today", "tonight", "holidays", "dimanche", "samedi", "vendredi", "soir", "nuit", "aujourd'hui",
		"férié", "ferie", "lyoum", "lil", "l7ed", "sbt", "jem3a", "l3id", "الليل", "الأحد", "الاحد", "السبت", "الجمعة",
		"اليوم", "العيد", "you", "vous", "ntoma", "نتوما", "hours", "heures", "until", "jusqu'à", "jusqua", "7ta")
)

// shopAsked reports a question to the shop about itself or about the
// shopper's order, no thing it sells named ("vous avez une appli ?",
// "هل لديكم فرع في طنجة؟", "open during ramadan nights?", "où en est ma
// commande ?", "bghit nbdel l3nwan dyal lcommande"): unknown, as the
// twenty-first round's ruling has it, not a search nor a question about
// the one shown. Not with a verb of putting in or taking out ("add it
// to my order", "annule ma commande": answers), a price asked, or a
// thing sold ("wach tajine li f lcommande dyali fih ghta?").
func shopAsked(toks []tok, question bool) bool {
	self, order, own, ask, address, open, when := false, false, false, false, false, false, false
	for i := range toks {
		t := &toks[i]
		if t.shop && !(i > 0 && placePrepsNum.has(toks[i-1].nid, toks[i-1].norm)) || t.isAddVerb() || removalVerb(t) || amount(t.norm) {
			// (a town after "à", "f", "في" may also name a product:
			// "un showroom à Marrakech")
			return false
		}
		if ri, ok := t.role1(); ok && ri.roles&(rPriceQ|rShowMore|rOrdinal|rHuman|rSlot) != 0 {
			return false
		}
		self = self || shopSelfWordsNum.has(t.nid, t.norm)
		order = order || orderNounsNum.has(t.nid, t.norm)
		own = own || ownWordsNum.has(t.nid, t.norm)
		ask = ask || orderAskWordsNum.has(t.nid, t.norm) || t.norm == "ou" && i+1 < len(toks) && toks[i+1].norm == "en" // "où en est"
		address = address || addressWordsNum.has(t.nid, t.norm)
		open = open || openWordsNum.has(t.nid, t.norm)
		when = when || openWhenNum.has(t.nid, t.norm)
	}
	switch {
	case self:
		return question || len(toks) <= 4
	case order:
		return own && ask || address
	case open:
		return question && when
	}
	return false
}

// addressWords: where an order goes.
var addressWords = normSet("adresse", "address", "l3nwan", "3nwan", "العنوان", "عنوان", "الأدريسة", "الادريسة",
	"ladresse", "ladress", "ladrisa", "ladresa")

// faultWords are a fault of something received: broken, leaking,
// missing, torn, stained, the wrong size.
var faultWords = normSet("broken", "broke", "cracked", "leaked", "leaking", "leak", "missing", "torn", "stained",
	"damaged", "ripped", "chipped", "fissuré", "fissure", "abîmé",
	"abimé", "abime", "abimee", "abîmée", "déchiré", "dechire", "déchirée", "taché", "tachée", "manquait", "manque",
	"manquaient", "coulé", "coule", "fuit", "fuité", "m9sum", "m9soum", "mherres", "mhers", "mherrsa", "m9t3a",
	"mkhsoura", "mkhsour", "na9sa", "na9s", "m9soumin", "m9sumin", "mherrsin", "mherssin", "mkhsrin", "mkhesrin",
	"mkesser", "mkessra", "mkessrin", "مقسومين", "مهرسين", "مكسورين", "مخسرين", "مكسور", "مكسورة", "مكسورا", "مهرس", "مهرسة", "مقسوم", "مقسومة",
	"ناقص", "ناقصة", "مخسور", "مخسورة", "مشقوق", "مشقوقة", "مقطوع", "مقطوعة", "تالف", "تالفة", "معطل", "معطلة")

// faultTerms are faults whose normal form is another word's ("cassé"
// folds onto "case"): matched on the search form.
var faultTerms = plainSet("casse", "cassee", "casses", "cassees")

// faultTold reports a fault of something received told, nothing asked
// ("the argan oil bottle leaked all over the box", "il manquait un verre
// dans le lot de 6", "la dernière fois tajine wslni m9sum"): a complaint
// about an earlier order names the shop's things and is no search
// (unknown, no decision). Not asked ("is it broken?", "wach ma
// kaytherresch?"), nor with a want, a question word, more, a position,
// a person or an answer ("la, m9sum": a no and its reason).
func faultTold(toks []tok, question bool) bool {
	if question || len(toks) < 3 {
		return false
	}
	fault := false
	for j := range toks {
		t := &toks[j]
		if t.neg {
			return false // "ma ykounch m9sum": a wish, not a fault
		}
		if faultWordsNum.has(t.nid, t.norm) || faultTerms[t.term] {
			fault = true
			continue
		}
		if j+1 < len(toks) && storyLastNum.has(t.nid, t.norm) && storyWhenNum.has(toks[j+1].nid, toks[j+1].norm) {
			continue // "la dernière fois", "last time": when, no position
		}
		if ri, ok := t.role1(); ok &&
			ri.roles&(rRequest|rQWord|rPriceQ|rAvail|rShowMore|rOrdinal|rHuman|rTalk|rCheaper|rBigger|rSuper|rSelectVerb|rNeg) != 0 {
			return false
		}
		if t.objectVerb() {
			return false // "سمح ليا، كانت الضو مقطوعة. إيه حطها": the power was cut, then put it in
		}
		if _, c, ok := decision1(toks, j); ok && (c == dYesVerb || c == dNeg) ||
			j == 0 && len(toks) > 1 && toks[1].comma && (ok && (c == dYes || c == dAck || c == dNo) || bareNo(t)) {
			// ("la, m9sum": a no and its reason; "la tasse" and "bien
			// sûr" inside are no answer: the rules read an answer before
			// this is asked)
			return false
		}
	}
	return fault
}

// sureWords and notWords: "not sure", "pas certaine", "ma mt2kdch" (the
// glued negation is listed whole).
var (
	sureWords = normSet("sure", "certain", "certaine", "sûre", "mt2kd", "mt2kda", "met2ked",
		"mt2akd", "mt2akda", "mtakd", "متأكد", "متأكدة", "متاكد", "متاكدة", "واثق", "واثقة")
	notSureGlued = normSet("mt2kdch", "mt2kdach", "mt2akdch", "mt2akdach", "mtakdch", "met2kedch", "متأكدش", "متأكداش",
		"متاكدش", "متاكداش")
	notSureNeg = normSet("not", "pas", "ma", "machi", "mashi", "mchi", "ماشي", "مشي", "لست", "لستُ", "ما", "مانيش",
		"manich", "mnich", "isnt", "dont", "never")
	tornWords = normSet("torn", "hésite", "hesite", "j'hésite", "jhesite", "hésitante", "hesitante", "hésitant",
		"mhiyer", "mhiyra", "m7iyer", "m7iyra", "m7ayer", "m7ayra", "mhayer", "mhayra", "m7tar", "m7tara", "محير",
		"محيرة", "حاير", "حايرة", "محتار", "محتارة", "متردد", "مترددة", "mtredd", "mtrdda")
	// consultVerbs: asking or showing someone close before buying.
	consultVerbs = normSet("ask", "check", "demander", "demande", "consulter", "nswl", "nsowl", "nsewel", "nswel",
		"nchawer", "nchawr", "nwerri", "nwrri", "نسول", "نسأل", "أسأل", "اسأل", "نشاور", "أستشير", "استشير", "نوري",
		"نورّي", "waiting", "attends", "attendre", "tsna", "kantsna", "كنتسنى", "نتسنى", "أنتظر", "انتظر")
)

// holdSaid reports a wait said without a yes or a no: not sure about it
// ("je ne suis pas certaine pour la taille", "ma mt2kdch mn lon"), torn
// ("ana mhiyer, ma3rft ach ndir", "محيرة بين هادي و ديك البيضا"), or
// someone close asked or waited for first ("gotta ask my wife first",
// "حتى نوري التصويرة لماما", "still waiting for my sister to get back to
// me"). Not asked ("are you sure?"), nor with a thing sold, a verb of
// putting in, a want or a price ("not sure it fits, add it anyway" is
// the rules' answer; this is read only where they left none).
func holdSaid(toks []tok, question bool) bool {
	if question {
		return false
	}
	notSure, torn, consult, kin, sleep, asks := false, false, false, false, false, false
	for i := range toks {
		t := &toks[i]
		if t.shop || t.isAddVerb() || amount(t.norm) {
			return false
		}
		if ri, ok := t.role1(); ok && ri.roles&(rRequest|rPriceQ|rShowMore|rHuman) != 0 {
			return false
		} else if ok && ri.roles&rQWord != 0 {
			asks = true // "not sure what that means": only torn stays a wait ("mhiyer, ma3rft ach ndir")
		}
		if _, c, ok := decision1(toks, i); ok && (c == dYes || c == dAck || c == dYesVerb) && !sureWordsNum.has(t.nid, t.norm) && t.norm != "sur" {
			return false // "ok mais je suis pas sûre": a yes doubted is asked again
		}
		switch {
		case notSureGluedNum.has(t.nid, t.norm):
			notSure = true
		case sureWordsNum.has(t.nid, t.norm) || t.norm == "sur" && sureSur(toks, i):
			for k := max(0, i-2); k < i; k++ {
				if notSureNegNum.has(toks[k].nid, toks[k].norm) {
					notSure = true
				}
			}
		case tornWordsNum.has(t.nid, t.norm):
			// ("je n'hésite plus": no longer torn)
			torn = torn || !(i > 0 && (notSureNegNum.has(toks[i-1].nid, toks[i-1].norm) || toks[i-1].norm == "ne" || toks[i-1].norm == "n")) &&
				!(i+1 < len(toks) && toks[i+1].norm == "plus")
		case sleepWordsNum.has(t.nid, t.norm) && i+1 < len(toks) && onItNum.has(toks[i+1].nid, toks[i+1].norm) && i <= 2:
			// the shopper's own night: near the start, nothing negated
			// before ("let me sleep on it", not "the baby can't sleep on it")
			sleep = true
			for k := 0; k < i; k++ {
				if toks[k].neg || notSureNegNum.has(toks[k].nid, toks[k].norm) || toks[k].norm == "cant" || toks[k].norm == "cannot" {
					sleep = false
				}
			}
		case consultVerbsNum.has(t.nid, t.norm):
			consult = true
		case kinWordsNum.has(t.nid, t.norm) || kinHoldNum.has(t.nid, t.norm):
			kin = true
		}
	}
	return torn || sleep || !asks && (notSure || consult && kin)
}

// sleepWords and onIt: slept on before deciding ("i'll sleep on it",
// "نعس عليها الليلة", "je vais dormir dessus").
var (
	sleepWords = normSet("sleep", "dormir", "nn3es", "nn3s", "n3es", "n3s", "نعس", "ننعس", "نعسو")
	onIt       = normSet("on", "dessus", "3liha", "3lih", "3liha", "عليها", "عليه")
)

// kinHold: someone close, in the spellings kinWords does not list.
var kinHold = normSet("لماما", "ماما", "مامتي", "لمامتي", "مرتي", "لمرتي", "راجلي", "لراجلي", "ختي", "لختي", "خويا",
	"لخويا", "صاحبتي", "لصاحبتي", "زوجي", "زوجتي", "أمي", "لأمي", "أختي", "لأختي", "lmama", "lmmi", "mrati",
	"lkhti", "sœur", "soeur", "mari", "femme", "mère")

// bareSize reports a letter size or a shoe or clothing number said alone
// ("L", "XXL", "36"): the size wanted, a refinement (a bare position is
// a one-digit number: "2" picks the second card).
func bareSize(toks []tok) (string, bool) {
	if len(toks) != 1 {
		return "", false
	}
	switch w := toks[0].norm; w {
	case "l", "xs", "xl", "xxl", "xxxl": // ("m" and "s" are also "mmm" and "sss" folded)
		return strings.ToUpper(w), true
	default:
		if len(w) == 2 && w[0] >= '3' && w[0] <= '4' && w[1] >= '0' && w[1] <= '9' && w >= "34" && w <= "48" {
			return w, true
		}
	}
	return "", false
}

// slotIfPossible reports a colour or size said with only "if possible",
// "if there is one" or a please around it ("khdra ila kayna", "bej ila
// momkin", "en L si possible"): the colour or size wanted, a refinement,
// not the condition on a yes ("wakha ila kant f L" keeps its yes word and
// stays unknown).
func slotIfPossible(toks []tok, u Understanding) bool {
	if u.Color == "" && u.Size == "" || len(toks) > 6 {
		return false
	}
	cond := false
	for i := 0; i < len(toks); i++ {
		t := &toks[i]
		if t.shop {
			return false
		}
		if n, _, ok := ifPossibleSet.match(toks, i, len(toks)); ok {
			cond = true
			i += n - 1
			continue
		}
		if condWordsNum.has(t.nid, t.norm) && i+1 < len(toks) && availWordsNum.has(toks[i+1].nid, toks[i+1].norm) {
			cond = true
			i++
			continue
		}
		ri, ok := t.role1()
		if ok && ri.roles&(rSlot|rSizeCue|rColorCue|rFiller|rStop) != 0 && ri.roles&(rInterj|rRequest) == 0 {
			continue
		}
		if n, _, ok := slotWords.match(toks, i, len(toks)); ok {
			i += n - 1
			continue
		}
		return false
	}
	return cond
}

var (
	condWords  = normSet("ila", "if", "si", "إلا", "الا", "ايلا", "إذا", "اذا")
	availWords = normSet("kayna", "kayn", "kaina", "kain", "dispo", "disponible", "available", "there", "existe", "كاينة",
		"كاين", "متوفرة", "متوفر", "عندكم", "3ndkom")
)

// shopAndWaits is round 22d's reading where the rules and the classifier
// left no decision, written to *u when true: false leaves *u as it was.
func shopAndWaits(a *analysis, u *Understanding) bool {
	toks := a.toks
	switch {
	case u.Intent == IntentUnknown && (len(toks) == 1 || u.Color != "" || u.Size != ""):
		if sz, ok := bareSize(toks); ok {
			u.Size = sz
			*u = u.with(IntentRefine, 0.7)
			return true
		}
		if slotIfPossible(toks, *u) {
			*u = u.with(IntentRefine, 0.7)
			return true
		}
	case u.Intent == IntentProductSearch && a.question && u.Color != "" && colourNoneAsked(toks, *u):
		u.Query, u.Terms = "", nil
		*u = u.with(IntentRefine, 0.7)
		return true
	}
	cued := false
	for i := range toks {
		if toks[i].in(hsCues22d) {
			cued = true
			break
		}
	}
	if !cued {
		return false // (one pass of map lookups: most messages say none of the words below)
	}
	if holdSaid(toks, a.question) && u.Color == "" && u.Size == "" {
		// (not "my wife asked me to check if you have it in blue": a
		// colour asked)
		*u = u.cleared()
		u.Decision = DecisionHold
		*u = u.with(IntentHold, 0.8)
		return true
	}
	switch u.Intent {
	case IntentProductSearch, IntentProductQuestion, IntentRefine, IntentSelect, IntentUnknown, IntentShowMore:
	default:
		return false
	}
	if u.Intent == IntentProductSearch || u.Intent == IntentShowMore || u.Intent == IntentUnknown {
		if ok, cheaper := notThisKind(toks); ok && !a.question {
			u.Color, u.Query, u.Terms = "", "", nil // (the colour is one not wanted)
			u.Cheaper = u.Cheaper || cheaper
			*u = u.with(IntentRefine, 0.7)
			return true
		}
	}
	if u.Intent != IntentProductQuestion && sizeAdvice(toks, a.question) {
		*u = u.cleared()
		u.Topic = TopicSize
		*u = u.with(IntentProductQuestion, 0.6)
		return true
	}
	if u.Intent != IntentProductQuestion && madeAsked(toks, a.question) {
		*u = u.cleared()
		u.Topic = TopicDetails
		*u = u.with(IntentProductQuestion, 0.6)
		return true
	}
	if shopAsked(toks, a.question) || faultTold(toks, a.question) {
		*u = u.cleared()
		u.Topic = ""
		*u = u.with(IntentUnknown, 0.3)
		return true
	}
	return false
}

// sureSur reports "sûr", which folds onto "sur" (on), said as sure: at
// the end or before what one is unsure of ("pas sûr de la taille", "pas
// sûr pour la couleur"), not "pas sur la photo".
func sureSur(toks []tok, i int) bool {
	return i+1 == len(toks) || toks[i+1].comma || sureOfNum.has(toks[i+1].nid, toks[i+1].norm)
}

var sureOf = normSet("de", "du", "des", "pour", "que", "qu", "si", "encore", "vraiment", "trop", "dyal", "mn")

// madeWords say how or where the thing is made: by hand, its origin.
var (
	handWords   = normSet("handmade", "artisanal", "artisanale", "artisanaux", "يدوي", "يدويا", "يدوية", "يدويه", "يدوياً", "يدويًا", "yadawi", "yadawiya", "yadawia")
	madeWords   = normSet("made", "fabriqué", "fabriquée", "fabriqués", "fabriquee", "صنع", "صنعت", "مصنوع", "مصنوعة", "مصنوعه", "صنعات", "صنعو", "sn3at", "tsn3at", "msnou3a", "masnou3a", "origine", "origin", "provenance")
	comingWords = normSet("jaya", "jay", "jayin", "jaybin", "جاية", "جاي", "جايه", "جايين", "جايبين", "vient", "viennent", "vienne")
	whenceWords = normSet("mnin", "mnine", "منين", "ou", "dou", "d'où")
	// ovenWords: what the thing may go in ("au four", "lfour", "الفرن",
	// "dishwasher", "lave-vaisselle"); "four" alone is also 4.
	ovenWords = normSet("oven", "lfour", "الفرن", "للفرن", "فالفرن", "dishwasher", "vaisselle")
	ovenIn    = normSet("in", "into", "au", "dans", "f", "fl", "fel", "في", "ف", "the")
)

// madeFree are words beside a cue that name no thing.
var madeFree = normSet("safe", "proof", "où", "ou", "where", "in", "into", "go", "put", "vient", "vienne", "viennent",
	"elle", "il", "ça", "ca", "it", "is", "est", "c'est", "cest", "fait", "main", "la", "à", "a", "au", "the", "va",
	"passe", "dyal", "lyed", "b", "kaydkhol", "katdkhol", "يدخل", "تدخل", "اين", "أين", "منين", "mnin", "d'où", "dou",
	"morocco", "maroc", "المغرب", "lmaghrib", "here", "ici", "hna", "هنا", "really", "vraiment", "bien", "فين")

// ovenUse reports the oven word at i said as where the thing goes ("oven
// safe", "in the oven", "au lave-vaisselle", "الفرن", "lfour"), not an
// oven asked for ("an oven?", "un four ?" search).
func ovenUse(toks []tok, i int) bool {
	w := toks[i].norm
	if strings.HasPrefix(w, "ال") || strings.HasPrefix(w, "لل") || strings.HasPrefix(w, "فال") || w == "lfour" {
		return true
	}
	if i+1 < len(toks) && (toks[i+1].norm == "safe" || toks[i+1].norm == "proof") {
		return true
	}
	if w == "vaisselle" && i > 0 && toks[i-1].norm == "lave" {
		i-- // "au lave-vaisselle"
	}
	return i > 0 && ovenInNum.has(toks[i-1].nid, toks[i-1].norm) && (toks[i-1].norm != "the" || i > 1 && ovenInNum.has(toks[i-2].nid, toks[i-2].norm))
}

// whoWords ask who: the maker asked is about the bot or the shop.
var whoWords = normSet("who", "qui", "chkoun", "chkon", "شكون", "مين", "you", "vous", "nta", "نتا", "bot", "robot",
	"البوت", "الروبوت", "بوت", "روبوت")

// madeAsked reports how the thing shown is made or used asked, nothing
// else ("handmade?", "fait main ?", "أين صُنعت؟", "منين جاية؟", "oven
// safe?", "ça va au lave-vaisselle ?"): a question about it, not a
// search nor a refinement. Not with a request, availability, more, a
// price, a person or the bot ("do you have handmade rugs?", "who made
// you?"), and a thing sold named only when it is pointed at or the
// question opens on a yes/no word ("is the tajine oven safe?", not
// "handmade rugs?").
func madeAsked(toks []tok, question bool) bool {
	if !question && !yesNoOpening(toks) || len(toks) > 8 {
		return false
	}
	cue, named, demo := false, false, false
	for i := range toks {
		t := &toks[i]
		shop := t.shop
		if whoWordsNum.has(t.nid, t.norm) || madeWordsNum.has(t.nid, t.norm) && i > 0 && toks[i-1].norm == "من" {
			return false // "who made you?", "من صنع هذا البوت؟": the maker asked, not the origin
		}
		_, ri, role := roleWords.match(toks, i, len(toks))
		if !role && !madeFreeNum.has(t.nid, t.norm) {
			shop = true // a word the lists do not know may be the thing sought: "handmade rugs?"
		}
		if ok := role; ok {
			if ri.roles&(rRequest|rAvail|rShowMore|rPriceQ|rHuman|rHumanNoun|rAboutBot|rChat|rCheaper|rSuper) != 0 {
				return false
			}
			demo = demo || ri.roles&rDemo != 0
		}
		switch {
		case handWordsNum.has(t.nid, t.norm) || madeWordsNum.has(t.nid, t.norm) || ovenWordsNum.has(t.nid, t.norm) && ovenUse(toks, i):
			cue, shop = true, false
		case t.norm == "fait" && i+1 < len(toks) && toks[i+1].norm == "main":
			shop = false
		case t.norm == "main" && i > 0 && (toks[i-1].norm == "fait" || toks[i-1].norm == "la"): // "fait main", "fait à la main"
			cue, shop = true, false
		case t.norm == "four" && i > 0 && (toks[i-1].norm == "au" || toks[i-1].norm == "f"): // "va au four"
			cue, shop = true, false
		case comingWordsNum.has(t.nid, t.norm) && i > 0 && whenceWordsNum.has(toks[i-1].nid, toks[i-1].norm): // "منين جاية", "d'où vient"
			cue, shop = true, false
		case t.norm == "lyed" && i > 0 && (toks[i-1].norm == "dyal" || toks[i-1].norm == "b"): // "dyal lyed"
			cue, shop = true, false
		}
		// (the cue is no thing sold: "oven", "main" may be a catalog noun)
		named = named || shop
	}
	return cue && (!named || demo || yesNoOpening(toks))
}

// cues22d is every word one of round 22d's shapes needs (the size alone,
// the colour if possible and the colour none asked aside): a message with none skips them.
var cues22d = func() map[string]bool {
	m := map[string]bool{"sur": true, "main": true, "four": true, "lyed": true, "case": true} // ("cassé" folds onto "case")
	for _, set := range []map[string]bool{wearWords, beWords, beNegGlued, moreCheapAdj, tornWords, sureWords, notSureGlued, consultVerbs, sleepWords, faultWords,
		shopSelfWords, orderNouns, openWords, handWords, madeWords, ovenWords, comingWords} {
		for w := range set {
			m[w] = true
		}
	}
	return m
}()

// beWords: "be" said of the thing wanted ("ma tkounch 7mra", "la tkoun
// ghalia", "ما تكونش حمرا", "qui ne soit pas rouge"); the glued forms
// carry their negation.
var (
	beWords      = normSet("tkoun", "tkon", "ykoun", "ykon", "تكون", "يكون", "soit", "be")
	beNegGlued   = normSet("tkounch", "tkonch", "ykounch", "ykonch", "تكونش", "يكونش")
	pricyWords   = normSet("ghalia", "ghali", "ghalya", "ghaliya", "غالية", "غالي", "غاليه", "cher", "chère", "chere", "expensive", "pricey")
	veryWords    = normSet("bzaf", "bezaf", "بزاف", "too", "very", "trop", "tres", "très", "جدا", "bit", "little", "peu", "chwiya", "chwia", "شوية", "شوي")
	moreCheapAdj = normSet("affordable", "abordable", "abordables", "rkhisa", "rkhis", "رخيصة", "رخيص", "cheap", "économique", "economique")
)

// notThisKind reports something wanted that is not of a colour or not
// dear, nothing else said ("bghit chi 7aja ma tkounch 7mra", "بغيت شي
// حاجة ما تكونش حمرا", "bghit chi 7aja la tkoun ghalia"), or something
// more affordable: a refinement of the search shown (the twenty-first
// round's ruling: "something not expensive" is refine without a bound),
// where a thing, an audience or a price said makes it a search ("bghit
// chi haja machi ghalya l mmi").
func notThisKind(toks []tok) (ok, cheaper bool) {
	if len(toks) > 8 {
		return false, false
	}
	vague, neg, be, what, more, cheap := false, false, false, false, false, false
	for i := range toks {
		t := &toks[i]
		if t.shop || amount(t.norm) {
			return false, false
		}
		switch {
		case beNegGluedNum.has(t.nid, t.norm):
			be, neg = true, true
			continue
		case beWordsNum.has(t.nid, t.norm):
			be = true
			continue
		case pricyWordsNum.has(t.nid, t.norm) || moreCheapAdjNum.has(t.nid, t.norm):
			what, cheap = true, cheap || moreCheapAdjNum.has(t.nid, t.norm)
			continue
		case t.norm == "more" || t.norm == "plus" || t.norm == "ktar":
			more = true
			continue
		case veryWordsNum.has(t.nid, t.norm):
			continue // "ma tkounch ghalia bzaf"
		case t.norm == "ma" || t.norm == "la" || t.norm == "ما" || t.norm == "لا" || t.norm == "pas" || t.norm == "not" || t.norm == "ne":
			neg = true
			continue
		}
		if n, v, ok := slotWords.match(toks, i, len(toks)); ok && n == 1 && v.color != "" {
			what = true
			continue
		}
		_, ri, ok := roleWords.match(toks, i, len(toks))
		if !ok || ri.roles&(rRequest|rVague|rStop|rFiller) == 0 || ri.roles&(rShowMore|rHuman|rHumanNoun|rOrdinal) != 0 && ri.roles&rVague == 0 {
			return false, false
		}
		vague = vague || ri.roles&rVague != 0
	}
	return vague && what && (be && neg || more && cheap), more && cheap && !neg
}

// noneWords: there is none, you have none ("ma kaynach", "ما كايناش",
// "vous ne l'avez pas", "don't you have it").
var (
	noneNeg  = normSet("ma", "ne", "pas", "not", "dont", "don't", "doesnt", "doesn't", "isnt", "isn't", "la", "لا", "ما", "mat", "machi")
	noneHave = normSet("kaynach", "makaynach", "kaynach", "kaynch", "makaynch", "كايناش", "ماكايناش", "كاينش", "3ndkomch",
		"عندكمش", "avez", "lavez", "navez", "existe", "lexiste", "nexiste", "nexistent", "elle", "il", "have", "has", "come", "comes", "got", "there", "kayna", "كاينة",
		"vous", "you", "it", "do", "does", "is", "one")
)

// colourNoneAsked reports whether the one shown comes in a colour asked
// with a negation, only that said ("vous ne l'avez pas en blanc ?",
// "لا ما كايناش ف البيض؟", "don't you have it in black?"): a colour
// alternative, a refinement (the nineteenth round's ruling: "is there
// none in blue?" refines; a size so asked is a product question).
func colourNoneAsked(toks []tok, u Understanding) bool {
	if u.Color == "" || u.Size != "" || len(toks) > 8 {
		return false
	}
	neg, have := false, false
	for i := 0; i < len(toks); i++ {
		t := &toks[i]
		if t.shop {
			return false
		}
		if n, v, ok := slotWords.match(toks, i, len(toks)); ok && v.color != "" {
			i += n - 1
			continue
		}
		switch {
		case noneHaveNum.has(t.nid, t.norm) || t.key != t.norm && noneHaveNum.has(t.kid, t.key):
			have = true
			neg = neg || t.neg || strings.HasSuffix(t.norm, "ch") || strings.HasSuffix(t.norm, "ش")
			continue
		case noneNegNum.has(t.nid, t.norm):
			neg = true
			continue
		}
		_, ri, ok := roleWords.match(toks, i, len(toks))
		if !ok || ri.roles&^(rStop|rFiller|rAvail|rQWord|rDemo|rColorCue|rNeg|rSizeCue|rOne) != 0 {
			return false
		}
		have = have || ri.roles&rAvail != 0
	}
	return neg && have
}

// wearWords say the size the shopper wears ("kanlbs 38", "i'm usually a
// medium", "je fais du 40 d'habitude", "je chausse du 39"); whichTake
// ask which to take.
var (
	wearWords = normSet("kanlbs", "kanlbes", "kanlabs", "كنلبس", "كانلبس", "wear", "usually", "normally", "porte",
		"chausse", "dhabitude", "normalement", "kanchausi")
	whichTake = normSet("get", "take", "order", "buy", "choose", "pick", "prendre", "prends", "commander", "choisir",
		"nakhod", "nakhed", "nchri", "ناخد", "نشري", "نختار", "آخذ", "اخذ")
)

// sizeAdvice reports which size to take asked from the size the shopper
// wears ("أنا كنلبس 38، شنو ناخد؟", "i'm usually a medium in zara, what
// should i get?"): a question about the one shown (its sizes), not a
// refinement nor talk. Not when the size worn is refused ("ma kanlbsch")
// or a thing the shop sells is named (a new search).
func sizeAdvice(toks []tok, question bool) bool {
	if !question {
		return false
	}
	wear, which, take := false, false, false
	for i := range toks {
		t := &toks[i]
		if t.neg {
			return false
		}
		if _, v, ok := slotWords.match(toks, i, i+1); t.shop && !(ok && v.size != "") && !(i > 0 && placePrepsNum.has(toks[i-1].nid, toks[i-1].norm)) {
			// ("medium" may name a product too, here the size worn; "in
			// zara", "chez X": where it is worn)
			return false
		}
		wear = wear || wearWordsNum.has(t.nid, t.norm)
		take = take || whichTakeNum.has(t.nid, t.norm)
		if ri, ok := t.role1(); ok {
			which = which || ri.roles&rQWord != 0
			take = take || ri.roles&rSelectVerb != 0
			if ri.roles&(rRequest|rShowMore|rHuman|rNeg) != 0 {
				return false
			}
		}
	}
	return wear && which && take
}
