package i18n

import "strings"

// Round 29b: shapes the measuring set read wrongly, by shape (given in
// paraphrase; the measured lines are not quoted).
//
// Read as a yes that is none:
//   - a yes, a "but", then a request to send or show what is not the
//     thing itself ("ok mais envoyez-moi une vidéo", "yes but send me the
//     link"): a question about it, as the corpus labels a bare "send me a
//     video" (the yeses it labels all put the thing in, or send it:
//     "wakha sifto", "zidha w sift liya lien dyal lkhlas");
//   - "I want it" then the section it is wanted in ("bghitha dyal rjal",
//     "je la veux version femme"): a refine with the gender, as the
//     corpus labels it; wanted for someone ("bghitha l mrati") stays a
//     yes;
//   - send "the rest", "the next ones" ("envoie la suite", "sift li
//     moraha"): more of them;
//   - a put verb whose object is a card's position ("mets-moi la 3",
//     "zid liya rqm 2"): a pick; a count ("add 2 please", "mets-en 2")
//     or another one ("add a second one for my mom") is left alone.
//
// Read as a no that is a yes (the corpus labels each a yes): "I never said
// no" then a put verb, and a put verb with the hesitation denied ("ok
// ajoute, j'hésite plus", "safi zidha, ma b9itch ghadi nkhmmem"). Both
// are read only when every other word is a yes word, the put verb's own
// words or a filler: anything else said keeps the reading.
func (x *Understander) round29bReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 20 {
		return false
	}
	d := u.answer()
	if (d == DecisionYes || u.Intent == IntentUnknown || u.Intent == IntentConfirm) && sendInfoAfterBut(toks) {
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentProductQuestion, 0.6)
		return true
	}
	if d == DecisionYes && wantInSection(toks) {
		g := u.Gender
		*u = u.cleared()
		u.Decision = DecisionNone
		u.Gender = g
		*u = u.with(IntentRefine, 0.6)
		return true
	}
	if (d == DecisionYes || u.Intent == IntentUnknown || u.Intent == IntentConfirm) && u.Intent != IntentShowMore && sendRest(toks) {
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentShowMore, 0.6)
		return true
	}
	if d != DecisionNo && d != DecisionHold {
		if o := putPosition(toks); o > 0 && (u.Intent != IntentSelect || u.Ordinal != o) {
			*u = u.cleared()
			u.Decision = DecisionNone
			u.Ordinal = o
			*u = u.with(IntentSelect, 0.6)
			return true
		}
	}
	if d != DecisionYes && !a.question && !a.endAsked && negIn29(toks) && putIn29(toks, -1) && (neverSaidNoThenPut(toks) || putHesitationDenied(toks)) {
		*u = u.cleared()
		u.Decision = DecisionYes
		*u = u.with(IntentConfirm, 0.8)
		return true
	}
	return false
}

var (
	// yesWords29 are yesWords28 and the acknowledgements that open a
	// "but": "حسنا", "sure", "alright".
	yesWords29 = normSet("ok", "okay", "oki", "okey", "d'accord", "dacord", "dac", "wakha", "waxa", "oui", "ouais", "ouai", "yes",
		"yeah", "yep", "safi", "iyeh", "ih", "ah", "ayeh", "eh", "bon", "ewa", "tamam", "واخا", "نعم", "إيه", "ايه", "اه", "آه",
		"صافي", "أجل", "ايوا", "أيوا", "حسنا", "طيب", "sure", "alright", "accord")
	// sendVerbs29 send or show: what is sent is said after them.
	sendVerbs29 = normSet("send", "envoie", "envoyez", "envoyer", "envoi", "envois", "sift", "sifet", "seft", "sayft", "sayfet",
		"صيفط", "صيفطي", "صيفطو", "أرسل", "ارسل", "أرسلي", "ارسلي", "أرسلوا", "ارسلوا", "ابعث", "بعت", "show",
		"montre", "montrez", "montrer", "wrini", "warini", "wriwni", "وريني", "أرني", "ارني", "ba3t", "b3at")
	// itPronouns29 are the thing itself after a dashed verb: "sift-ha",
	// "envoyez-la".
	itPronouns29 = normSet("ha", "h", "la", "le", "les", "lo", "hom", "it", "them")
	// toMe29 say whom it is sent to, articles what comes: between the
	// verb and its object.
	toMe29 = normSet("me", "moi", "m", "liya", "lia", "li", "ليا", "لي", "lina", "لينا", "us", "nous", "a", "an", "the", "une",
		"un", "le", "la", "les", "l", "chi", "شي", "des", "d'autres", "some", "more", "plus", "de", "ta", "your", "vos", "votre")
	// infoNouns29 are what may be sent instead of the thing: infoNouns,
	// the link, the measurements.
	infoNouns29 = normSet("video", "videos", "vid", "vidéo", "vidéos", "vidio", "fidyo", "فيديو", "فيديوهات", "photo", "photos",
		"pic", "pics", "picture", "pictures", "tswira", "tsawer", "tswer", "تصويرة", "صورة", "صوره", "صور", "تصاور", "details",
		"detail", "détails", "تفاصيل", "link", "links", "lien", "liens", "lyen", "رابط", "mesures", "mesure", "measurements",
		"measures", "dimensions", "dimension", "l9yasat", "9yasat", "qiyasat", "قياسات", "مقاسات", "screenshot", "capture")
	// payWords29: a payment link sent is the order's next step.
	payWords29 = normSet("paiement", "payment", "pay", "payer", "lkhlas", "khlas", "الخلاص", "الدفع", "دفع", "خلاص")
)

// infoNoun29 reports one of infoNouns29, its article ("الفيديو",
// "lvideo") aside.
func infoNoun29(t *tok) bool {
	for _, w := range []string{t.norm, t.term} {
		if infoNouns29[w] {
			return true
		}
		if r, ok := strings.CutPrefix(w, "ال"); ok && infoNouns29[r] {
			return true
		}
		if r, ok := strings.CutPrefix(w, "l"); ok && len(r) > 2 && infoNouns29[r] {
			return true
		}
	}
	return false
}

// sendInfoAfterBut reports yes words, a "but", then a send or show verb
// that names no thing itself, whose object within four words is a
// picture, a video, a link or the measurements; no put verb beside it,
// no payment.
func sendInfoAfterBut(toks []tok) bool {
	if !yesWords29Num.has(toks[0].nid, toks[0].norm) {
		return false
	}
	i := 1
	for i < len(toks) && yesWords29Num.has(toks[i].nid, toks[i].norm) {
		i++
	}
	if i >= len(toks)-2 || !butWordsNum.has(toks[i].nid, toks[i].norm) {
		return false
	}
	v := i + 1
	if !sendVerbs29Num.has(toks[v].nid, toks[v].norm) {
		return false
	}
	if v+1 < len(toks) && toks[v+1].sep == '-' && itPronouns29Num.has(toks[v+1].nid, toks[v+1].norm) {
		return false // "sift-ha": the thing itself
	}
	found := false
	for k := v + 1; k < len(toks) && k <= v+4; k++ {
		if infoNoun29(&toks[k]) {
			found = true
			break
		}
		if !toMe29Num.has(toks[k].nid, toks[k].norm) {
			return false
		}
	}
	if !found {
		return false
	}
	for k := range toks {
		if k == v {
			continue
		}
		if payWords29Num.has(toks[k].nid, toks[k].norm) || toks[k].isAddVerb() || toks[k].objectVerb() {
			return false
		}
	}
	return true
}

var (
	// sectionWords29 name a section, a version of the thing: men's,
	// women's, children's ("dyal rjal", "version femme", "للبنات").
	sectionWords29 = normSet("rjal", "rrjal", "lrjal", "rjel", "rijal", "rejal", "homme", "hommes", "men", "mens", "men's",
		"masculin", "masculine", "رجال", "الرجال", "للرجال", "رجالي", "رجالية", "nsa", "nssa", "lnsa", "l3yalat", "3yalat",
		"3ayalat", "femme", "femmes", "women", "womens", "women's", "ladies", "féminin", "feminin", "féminine", "نساء", "النساء",
		"للنساء", "نسا", "النسا", "عيالات", "العيالات", "للعيالات", "نسائي", "نسائية", "drari", "ddrari", "ldrari", "wlad", "lwlad",
		"bnat", "lbnat", "enfant", "enfants", "kids", "kid", "children", "girls", "boys", "fille", "filles", "garçon", "garçons",
		"garcon", "garcons", "دراري", "الدراري", "للدراري", "بنات", "البنات", "للبنات", "ولاد", "الولاد", "للولاد", "أطفال",
		"الأطفال", "للأطفال", "اطفال", "الاطفال", "للاطفال", "tfal", "atfal")
	// sectionLinks29 stand between the want and the section: "dyal",
	// "pour", "version".
	sectionLinks29 = normSet("dyal", "dial", "d", "ديال", "pour", "for", "version", "modele", "modèle", "model", "en", "f", "in",
		"the", "la", "le", "l", "de", "du", "des", "taille", "size", "ta3", "تاع", "ل")
	// wantIt29 are "want" said with the thing as object in French and
	// English: "je la veux", "i want it".
	wantObj29 = normSet("la", "le", "les", "l")
	wantIt29  = normSet("it", "them", "this", "that", "one")
)

// wantInSection reports "I want it" ("bghitha", "أريدها", "je la veux",
// "i want it") followed within two linking words by a section word, no
// comma between, and no put verb besides the want.
func wantInSection(toks []tok) bool {
	w, next := -1, 0
	for i := range toks {
		t := &toks[i]
		switch {
		case wantish(t) && t.objectVerb() && !t.neg:
			w, next = i, i+1
		case (t.norm == "veux" || t.norm == "voudrais") && i > 0 && wantObj29Num.has(toks[i-1].nid, toks[i-1].norm):
			w, next = i, i+1
		case t.norm == "want" && i+1 < len(toks) && wantIt29Num.has(toks[i+1].nid, toks[i+1].norm):
			w, next = i, i+2
		}
		if w >= 0 {
			break
		}
	}
	if w < 0 {
		return false
	}
	found := false
	for k := next; k < len(toks) && k <= next+2; k++ {
		if toks[k].comma || toks[k].sep == '.' {
			return false
		}
		if sectionWords29Num.has(toks[k].nid, toks[k].norm) || sectionWords29[toks[k].term] {
			found = true
			break
		}
		if !sectionLinks29Num.has(toks[k].nid, toks[k].norm) {
			return false
		}
	}
	if !found {
		return false
	}
	for k := range toks {
		if k != w && (toks[k].isAddVerb() || toks[k].objectVerb()) {
			return false
		}
	}
	return true
}

var (
	// restWords29 are the rest, the next ones: "la suite", "lba9i",
	// "moraha", "التالية".
	restWords29 = normSet("suite", "suivants", "suivantes", "suivant", "suivante", "next", "following", "rest", "lba9i", "lbaqi",
		"lb9i", "ba9i", "baqi", "الباقي", "البقية", "باقي", "moraha", "mouraha", "morahom", "jayin", "jayine", "jayyin", "التالي",
		"التالية", "التاليين", "اللاحقة", "الجايين")
	// restLead29 stand between the verb and the rest: "moi", "la",
	// "li" ("sift liya li moraha").
	restLead29 = normSet("me", "moi", "m", "liya", "lia", "ليا", "لي", "lina", "لينا", "us", "nous", "la", "le", "les", "the",
		"l", "li", "lli", "اللي", "الي")
)

// sendRest reports a send or show verb naming no thing itself, then
// within three words "the rest" or "the next ones", and no put verb.
func sendRest(toks []tok) bool {
	for i := range toks {
		if !sendVerbs29Num.has(toks[i].nid, toks[i].norm) || i+1 < len(toks) && toks[i+1].sep == '-' && itPronouns29Num.has(toks[i+1].nid, toks[i+1].norm) {
			continue // "envoie-la avec le reste": the thing itself
		}
		for k := i + 1; k < len(toks) && k <= i+3; k++ {
			if restWords29Num.has(toks[k].nid, toks[k].norm) || restWords29[toks[k].term] {
				return !putIn29(toks, i)
			}
			if !restLead29Num.has(toks[k].nid, toks[k].norm) {
				break
			}
		}
	}
	return false
}

// negIn29 reports a word of notWords29 or a negated word: both the no
// never said and the doubt denied have one.
func negIn29(toks []tok) bool {
	for k := range toks {
		if toks[k].neg || toks[k].in(hsNotWords29) {
			return true
		}
	}
	return false
}

// putIn29 reports a put verb (or a verb with its object, "sifto") in
// toks besides toks[skip].
func putIn29(toks []tok, skip int) bool {
	for k := range toks {
		if k != skip && (toks[k].isAddVerb() || toks[k].objectVerb()) {
			return true
		}
	}
	return false
}

var (
	// positionArticles29 make a number a position: "la 3", "the 2nd",
	// "numéro 2", "رقم 2".
	positionArticles29 = normSet("la", "le", "the", "l", "number", "numero", "numéro", "num", "n°", "no", "rqm", "ra9m", "raqm",
		"رقم", "nemra", "nmra", "نمرة")
	// positionTail29 may close the pick: "one", a please, the cart.
	positionTail29 = normSet("one", "please", "pls", "plz", "svp", "stp", "3afak", "عافاك", "in", "f", "lpanier", "panier",
		"cart", "basket", "to", "my", "dans", "le", "من", "فضلك", "فالسلة", "السلة", "in", "it")
)

// putPosition is the position a put verb's object names ("mets-moi la
// 3", "zid liya rab3a", "add the 2nd one", "حط ليا الرابعة"), 0 when its
// object is something else, a count ("add 2", "mets-en 2") or another
// one ("add a second one", "zid tania m3aha").
func putPosition(toks []tok) int {
	i := 0
	for i < len(toks) && yesWords29Num.has(toks[i].nid, toks[i].norm) {
		i++
	}
	if i >= len(toks) || !toks[i].isAddVerb() || toks[i].objectVerb() {
		return 0
	}
	i++
	for i < len(toks) && (toks[i].norm == "moi" || toks[i].norm == "me" || toks[i].norm == "liya" || toks[i].norm == "lia" ||
		toks[i].norm == "ليا" || toks[i].norm == "لي") {
		i++
	}
	if i >= len(toks) {
		return 0
	}
	ord, n := 0, 0
	if positionArticles29Num.has(toks[i].nid, toks[i].norm) && i+1 < len(toks) {
		if v := smallNumber29(toks[i+1].norm); v > 0 {
			ord, n = v, 2
		} else if o, m := positionAt(toks, i+1); o > 0 {
			ord, n = o, m+1
		}
	} else if o, m := positionAt(toks, i); o > 0 && smallNumber29(toks[i].norm) == 0 && !anotherWords29Num.has(toks[i].nid, toks[i].norm) && !countWord(&toks[i]) {
		ord, n = o, m // "zid liya rab3a", "حط ليا الرابعة"; a bare digit or "tlata" is a count
	}
	if ord == 0 {
		return 0
	}
	for k := i + n; k < len(toks); k++ {
		if !positionTail29Num.has(toks[k].nid, toks[k].norm) {
			return 0
		}
	}
	return ord
}

// anotherWords29 are "second" said as "another" ("zid tania": one more).
var anotherWords29 = normSet("tania", "tanya", "tanja", "tani", "deuxieme", "deuxième", "second")

// smallNumber29 is w as a number from 1 to 9, 0 otherwise.
func smallNumber29(w string) int {
	if len(w) == 1 && w[0] >= '1' && w[0] <= '9' {
		return int(w[0] - '0')
	}
	return 0
}

var (
	// sayVerbs29: "said", "dit", "glt", "قلت".
	sayVerbs29 = normSet("said", "say", "dit", "glt", "gltch", "gult", "gultch", "golt", "goltch", "9lt", "9olt", "qlt", "qolt",
		"qltch", "9ltch", "قلت", "قلتش", "أقل", "اقل", "ماقلتش", "maglt", "magltch")
	// notWords29 negate the say or the hesitation before it.
	notWords29 = normSet("never", "not", "didnt", "didn't", "did", "dont", "don't", "jamais", "pas", "ma", "ما", "لم", "3mri",
		"3emri", "3omri", "عمري", "no", "n", "plus", "ماشي", "machi")
	// noWords29 are the no that was not said.
	noWords29 = normSet("no", "non", "la", "لا", "nope", "nah")
	// fillers29 may stand anywhere beside the put verb and the denial:
	// pronouns, the put verb's object and place, a please, a hurry.
	fillers29 = normSet("i", "im", "i'm", "am", "je", "j", "jai", "ai", "ana", "أنا", "انا", "have", "ve", "i've", "ever", "it",
		"in", "them", "la", "le", "les", "l", "moi", "me", "liya", "lia", "ليا", "لي", "please", "pls", "plz", "svp", "stp",
		"3afak", "عافاك", "to", "my", "the", "cart", "panier", "lpanier", "dans", "f", "فالسلة", "السلة", "في", "basket", "now",
		"daba", "دابا", "vite", "ghir", "غير", "bark", "allez", "yallah", "yalah", "يالاه", "يلا", "and", "w", "و", "et", "ya",
		"a", "sidi", "khoya", "khti", "then", "alors", "donc", "so", "more", "anymore", "de", "b9itch", "b9it", "ghadi", "ghad",
		"ghan", "kan", "غادي", "أعد", "اعد", "بقيتش", "مابقيتش", "ghanb9ach", "mab9itch", "really", "vraiment", "any")
)

// doubtLinks29 word a doubt denied: "pas la peine", "no need to".
var doubtLinks29 = normSet("peine", "besoin", "need", "bqitch", "bqit", "ba9ich", "baqich", "ghanb9ach", "ghanbqach", "غانبقاش",
	"nb9a", "nbqa", "نبقى", "غانبقى")

// objectWords29 are fillers only as the put verb's object.
var objectWords29 = normSet("la", "le", "les")

// hesitationStems29 are the stems of doubting or thinking it over,
// normalized as a word's norm is.
var hesitationStems29 = func() []string {
	var out []string
	for _, s := range []string{"hesit", "doubt", "doute", "reflechi", "think", "khm", "fker", "fkr", "fakar", "tradd", "terdd",
		"فكر", "تردد", "خمم"} {
		out = append(out, Normalize(s))
	}
	return out
}()

// hesitation29 reports a word of doubting or thinking it over:
// "hésite", "doubts", "nkhmmem", "كنفكر", "متردد".
func hesitation29(t *tok) bool {
	if len(t.norm) < 3 {
		return false
	}
	for _, s := range hesitationStems29 {
		if strings.Contains(t.norm, s) {
			return true
		}
	}
	return false
}

// onlyFillersBut reports every word of toks not marked used a yes word,
// a filler, laughter or an emoji.
func onlyFillersBut(toks []tok, used []bool) bool {
	for k := range toks {
		if used[k] {
			continue
		}
		w, wID := toks[k].norm, toks[k].nid
		if objectWords29Num.has(wID, w) && toks[k].sep != '-' && (k == 0 || !used[k-1]) {
			return false // "la" alone may be a no: only "ajoute-la", "mets la"
		}
		if !(yesWords29Num.has(wID, w) || fillers29Num.has(wID, w) || fillers29[toks[k].term] || laughing(w) || toks[k].emoji) {
			return false
		}
	}
	return true
}

// putAfter29 marks and reports an unnegated put verb at or after from
// (addVerbs, or a verb with its object: "zidha", "أضفها").
func putAfter29(toks []tok, from int, used []bool) bool {
	for k := from; k < len(toks); k++ {
		if (toks[k].isAddVerb() || toks[k].objectVerb()) && !toks[k].neg && !wantish(&toks[k]) {
			used[k] = true
			return true
		}
	}
	return false
}

// neverSaidNoThenPut reports "I never said no" ("j'ai jamais dit non",
// "ana ma glt la", "لم أقل لا") then a put verb, and nothing else said.
func neverSaidNoThenPut(toks []tok) bool {
	for s := 1; s+2 < len(toks); s++ {
		if !sayVerbs29Num.has(toks[s].nid, toks[s].norm) || !noWords29Num.has(toks[s+1].nid, toks[s+1].norm) {
			continue
		}
		neg := -1
		for k := s - 1; k >= 0 && k >= s-3; k-- {
			if toks[k].in(hsNotWords29) || notWords29[toks[k].term] {
				neg = k
				break
			}
		}
		if neg < 0 {
			return false
		}
		var buf [20]bool
		used := buf[:len(toks)]
		for k := neg; k <= s+1; k++ {
			used[k] = true
		}
		return putAfter29(toks, s+2, used) && onlyFillersBut(toks, used)
	}
	return false
}

// putHesitationDenied reports a put verb and a hesitation denied ("ok
// ajoute, j'hésite plus", "safi zidha, ma b9itch ghadi nkhmmem", "no
// more doubts"), and nothing else said.
func putHesitationDenied(toks []tok) bool {
	for h := range toks {
		if !hesitation29(&toks[h]) {
			continue
		}
		neg := -1
		for k := h - 1; k >= 0 && k >= h-3; k-- {
			if toks[k].in(hsNotWords29) || notWords29[toks[k].term] || toks[k].neg {
				neg = k
				break
			}
		}
		end := h
		if h+1 < len(toks) && (toks[h+1].norm == "plus" || toks[h+1].norm == "anymore") {
			neg, end = max(neg, h), h+1 // "j'hésite plus"
		}
		if neg < 0 || toks[h].neg {
			return false
		}
		for k := neg + 1; k < h; k++ {
			// between the negation and the doubt only what words it:
			// "ma b9itch ghadi nkhmmem", "pas la peine d'hésiter"
			if toks[k].comma || !(fillers29Num.has(toks[k].nid, toks[k].norm) || toks[k].in(hsNotWords29) || doubtLinks29Num.has(toks[k].nid, toks[k].norm)) {
				return false
			}
		}
		if h > neg && toks[h].comma {
			return false
		}
		var buf [20]bool
		used := buf[:len(toks)]
		for k := min(neg, h); k <= end; k++ {
			used[k] = true
		}
		return putAfter29(toks, 0, used) && onlyFillersBut(toks, used)
	}
	return false
}
