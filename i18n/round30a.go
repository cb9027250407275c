package i18n

import "strings"

// Round 30a: readings the retrain on heldout27 and tuning29 moved, read
// by shape (the corpus counts are of every set but the round's fresh
// one). Each is asked after round 29a's, with the rules' own reading
// beside the one reached, and asks the words only, never the model:
//   - "yallah" and a blessing, read as a thanks: the goodbye round 28d
//     and 29a read of it (the corpus: "yallah" then a blessing or a
//     farewell is a goodbye in all of its 30 lines, "yallah lah ysahel"
//     and "yallah tla lah" among them);
//   - "vous avez plus de …?" read as a search: more asked (6 of 6
//     lines);
//   - "something more …" opening the message, read as more asked: a
//     refinement (5 of 5 such lines; "not these, something more modern"
//     opens with a no and stays more);
//   - "n9dr …?", can I, read as a wait: a question (50 of 50 such
//     questions are a product question or a person asked for, none a
//     wait; "khassni nchoufha b 3iniya" says it and waits);
//   - "allez hop (dans le panier)": a yes (11 of 11 lines);
//   - a yes word, then only "en deux exemplaires": a yes (the corpus's
//     lines of that shape are yeses; "oui ça me va, 2 exemplaires svp",
//     a count without "en", and "oui mais en 2 exemplaires" are
//     labelled unknown and are left);
//   - "i'm in", "count me in", "i'll have it" said alone: a yes (all
//     such lines; "i'm in the car" says where);
//   - a bare no, then only "3la slamtek": the no (the courtesy asks
//     nothing);
//   - "stop adding …", "arrêtez d'ajouter": a no (3 of 3 lines);
//   - a bare no opening, then a statement with no want, no search verb
//     and nothing asked ("لا، البراد ديال جدتي باقي كيصب أتاي مزيان"),
//     read as a search: a refusal, asked again as guessAnswer read it
//     before (8 of 8 such lines are a cancel; every "no, I want X
//     instead" is a search and keeps its want verb);
//   - a yes word, then the colour praised in Darija or Arabic ("آه
//     واخا، اللون ديالها زوين"): a yes (4 of 4 lines; the French "oui la
//     couleur est jolie" is labelled unknown and is left);
//   - "I don't like it" said ("ma3jbatnich", "ما عجبونيش"), with no
//     condition, nothing asked before it and nothing sent back: a no,
//     with another kind asked after it or alone (the corpus: 413 of the
//     416 lines of that shape labelled with an answer are a no; "ila ma
//     3jbatnich, n9der nrj3ha?" asks of a return, "other colors?
//     ma3jbnich hada" is labelled unclear and is left). The whole list
//     disliked, then more asked, is labelled both ways (round 22i: older
//     sets give it no answer): a no only after a bare no ("la hadou
//     ma3jbounich, wrini lakhrin");
//   - a bare no, then at once a because ("lla 7it ma kaynach f 9yasi"): a
//     no (36 of 36 lines);
//   - a bare no, then "I buy nothing" ("la ana ma chri walo lyoum"): a no
//     (3 of 3 lines);
//   - "but no" ("merci mais non", "zwina walakin la", "كنت غادي نقول
//     ايه ولكن لا"): a no (66 of the 71 lines; the others are a bare "oui
//     mais non", "oui enfin non" with nothing else said, labelled
//     unknown, and "enfin non, attends", a wait);
//   - an ok, a but or not, then "what about" the size, the price or the
//     delivery ("حسنا... ولكن ماذا عن المقاس؟"), read as nothing: a
//     product question (5 of 5 lines opened by an ok; "what about green?"
//     alone is a refinement, and is not read here);
func (x *Understander) round30aReading(a *analysis, rules, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 30 {
		return false
	}
	d := u.answer()
	if d == DecisionYes || d == DecisionNo || d == DecisionHold && !a.question {
		return false
	}
	switch {
	case u.Intent == IntentThanks && yallahThanks(toks) && !putVerbIn(toks):
		*u = noAnswerAs(*u, IntentBye, 0.7)
		return true
	case a.question && u.Intent == IntentProductSearch && moreOfAsked30a(toks):
		*u = noAnswerAs(*u, IntentShowMore, 0.6)
		return true
	case u.Intent == IntentShowMore && somethingMore30a(toks):
		u.Decision = DecisionNone
		*u = u.with(IntentRefine, 0.6)
		return true
	case a.question && u.Intent == IntentHold && canIAsked30a(toks):
		*u = noAnswerAs(*u, IntentProductQuestion, 0.6)
		return true
	case (u.Intent == IntentShowMore && noLead27(toks) > 0 || u.Intent == IntentRefine || a.question && u.Intent == IntentProductSearch) &&
		d == DecisionNone && a.may(cueDislike30a) && dislikeTold30a(toks):
		u.Decision = DecisionNo
		return true
	case a.question && u.Intent == IntentUnknown && ackThenWhatAbout30a(toks):
		*u = noAnswerAs(*u, IntentProductQuestion, 0.6)
		return true
	case a.question:
		return false
	case (u.Intent == IntentUnknown || u.Intent == IntentCancel || u.Intent == IntentProductQuestion || u.Intent == IntentProductSearch) &&
		a.may(cueDislike30a) && dislikeTold30a(toks):
		*u = noOf(*u)
		return true
	case noBecause30a(toks) || noThenBuyNothing30a(toks) || a.may(cueBut30a) && butNo30a(toks):
		*u = noOf(*u)
		return true
	case a.may(cueHop30a) && hopIn30a(toks) || copiesAfterYes30a(toks) || imIn30a(toks) || colourPraisedAfterYes30a(toks):
		*u = yesAnswer(*u)
		return true
	case noThenCourtesy30a(toks) || stopAdding30a(toks):
		// (stopAdding30a ungated since round 32r: the retrain reads the
		// corpus's one such line by itself, no gate of its words has teeth)
		*u = noOf(*u)
		return true
	case u.Intent == IntentProductSearch && rules.Decision == DecisionNone && noThenToldOnly30a(toks):
		*u = u.cleared()
		u.Decision, u.Guess = DecisionAmbiguous, true
		*u = u.with(IntentCancel, guessConfidence)
		return true
	}
	return false
}

// moreOfAsked30a reports "vous avez plus de …" (more of them) with a word
// after it, no count: "vous avez plus de choix en tajines ?".
func moreOfAsked30a(toks []tok) bool {
	for i := 0; i+3 < len(toks); i++ {
		w := toks[i].norm
		if (w == "avez" || w == "auriez" || w == "aurez") && toks[i+1].norm == "plus" && (toks[i+2].norm == "de" || toks[i+2].norm == "d") &&
			!isDigits(toks[i+3].norm) {
			return true
		}
	}
	return false
}

// somethingMore30a reports a message opened by "something more" or
// "quelque chose de plus" and an adjective, no no in it.
func somethingMore30a(toks []tok) bool {
	n := 0
	switch {
	case len(toks) >= 3 && toks[0].norm == "something" && toks[1].norm == "more":
		n = 2
	case len(toks) >= 5 && toks[0].norm == "quelque" && toks[1].norm == "chose" && toks[2].norm == "de" && toks[3].norm == "plus":
		n = 4
	default:
		return false
	}
	for i := n; i < len(toks); i++ {
		if bareNo(&toks[i]) || toks[i].neg || negationShaped(toks[i].norm) {
			return false
		}
	}
	return true
}

// canWords30a are "can I" in Darija ("n9der", "nqder").
var canWords30a = normSet("n9dr", "n9der", "n9edr", "nqder", "nqdr", "n9dar", "n9derr")

// canIAsked30a reports a question opened by "can I" ("n9dr nchouf …?",
// "wach n9der …?").
func canIAsked30a(toks []tok) bool {
	i := 0
	if toks[0].norm == "wach" || toks[0].norm == "was" || toks[0].norm == "واش" {
		i = 1
	}
	if i >= len(toks)-1 || !canWords30aNum.has(toks[i].nid, toks[i].norm) {
		return false
	}
	for k := i + 1; k < len(toks); k++ {
		if toks[k].asked {
			return false // a statement after the question ("n9dar nrje3 liha mn b3d? ghadi nchouf m3a mmi")
		}
	}
	return true
}

// hopIn30a reports "hop" said, nothing negated, no no: "allez hop dans
// le panier".
func hopIn30a(toks []tok) bool {
	hop := false
	for i := range toks {
		t := &toks[i]
		if t.neg || negationShaped(t.norm) || bareNo(t) || t.norm == "pas" || t.norm == "ne" {
			return false
		}
		hop = hop || t.norm == "hop"
	}
	return hop
}

// countWords30a are the small counts said in words.
var countWords30a = normSet("un", "une", "deux", "trois", "quatre", "cinq", "one", "two", "three", "four")

// copiesAfterYes30a reports a yes word, then only "en deux exemplaires"
// ("oui, en deux exemplaires", "ok en 2 exemplaires svp"); "oui, 3
// exemplaires" says how many, asked again (round 20b).
func copiesAfterYes30a(toks []tok) bool {
	i := yesOpening28(toks)
	if i == 0 {
		return false
	}
	if i >= len(toks) || toks[i].norm != "en" {
		return false // ("oui, 3 exemplaires", "oui ça me va, 2 exemplaires svp": how many said, labelled unknown)
	}
	if i++; i >= len(toks) || !isDigits(toks[i].norm) && !countWords30aNum.has(toks[i].nid, toks[i].norm) {
		return false
	}
	i++
	if i >= len(toks) || toks[i].norm != "exemplaires" && toks[i].norm != "exemplaire" {
		return false
	}
	for i++; i < len(toks); i++ {
		if !politeWords30aNum.has(toks[i].nid, toks[i].norm) {
			return false
		}
	}
	return true
}

// politeWords30a close a request: "svp", "please", "merci".
var politeWords30a = normSet("svp", "stp", "please", "pls", "merci", "3afak")

// imIn30a reports "i'm in", "count me in" or "i'll have it" said alone,
// yes words before it or not.
func imIn30a(toks []tok) bool {
	i := yesOpening28(toks)
	rest := toks[i:]
	is := func(ws ...string) bool {
		if len(rest) != len(ws) {
			return false
		}
		for k, w := range ws {
			if rest[k].norm != w {
				return false
			}
		}
		return true
	}
	return is("im", "in") || is("i", "am", "in") || is("count", "me", "in") ||
		is("ill", "have", "it") || is("il", "have", "it") || is("ill", "have", "one") || is("i", "will", "have", "it")
}

// courtesy30a are "3la slamtek", a courtesy that asks nothing.
var courtesy30a = normSet("slamtek", "slamtk", "slamtak", "slamtkom", "سلامتك", "سلامتكم")

// noThenCourtesy30a reports a bare no, then only "3la slamtek".
func noThenCourtesy30a(toks []tok) bool {
	n := len(toks) - 2 // ("3la" is also a spelling of "la": noLead27 counts it)
	if n < 1 || !courtesy30aNum.has(toks[n+1].nid, toks[n+1].norm) || toks[n].norm != "3la" && toks[n].norm != "على" && toks[n].norm != "3al" {
		return false
	}
	for i := range n {
		if !bareNo(&toks[i]) || toks[i].neg {
			return false
		}
	}
	return true
}

var (
	// stopWords30a: stop, "arrêtez"
	stopWords30a = normSet("stop", "arrete", "arrête", "arretez", "arrêtez", "arreter", "arrêter")
	// stopFirst30a marks the bytes stopWords30a's words open on
	stopFirst30a = firstBytes(stopWords30a)
	// addingWords30a: adding, putting in, after a stop
	addingWords30a = normSet("adding", "putting", "ajouter", "dajouter", "d'ajouter", "ajout", "mettre")
)

// stopAdding30a reports "stop adding" said, no yes first: "stop adding
// stuff to my cart", "arrêtez d'ajouter des trucs".
func stopAdding30a(toks []tok) bool {
	for i := 0; i+1 < len(toks); i++ {
		if w := toks[i].norm; w == "" || !stopFirst30a[w[0]] || !stopWords30a[w] {
			continue // (the first byte first: the reader is asked ungated)
		}
		j := i + 1
		if toks[j].norm == "de" || toks[j].norm == "d" {
			j++
		}
		if j < len(toks) && addingWords30aNum.has(toks[j].nid, toks[j].norm) {
			return yesOpening28(toks) == 0
		}
	}
	return false
}

// searchVerbs30a ask for a thing in other words than a want: look for,
// prefer, rather, show, instead.
var searchVerbs30a = normSet("cherche", "cherchais", "chercher", "prefere", "préfère", "préfèrent", "prefer", "rather", "instead",
	"plutot", "plutôt", "show", "montrez", "montre", "montrer", "wrini", "warini", "أفضل", "أفضّل", "افضل", "أرني", "اريني", "أبحث",
	"ابحث", "بدل", "بدلا", "blasetha", "blastha", "fblastha", "فبلاصتها", "remettez", "look", "looking", "need", "besoin", "khassni",
	"خاصني", "kanfadel", "kanfdel", "كنفضل")

// wellWords30a are "well", said of how a thing works ("كيصب أتاي
// مزيان"), no yes.
var wellWords30a = normSet("مزيان", "mzyan", "mezyan", "mzian")

// noThenToldOnly30a reports a bare no said as a clause of its own, then a
// statement: no want and no search verb, nothing asked, nothing put in
// ("non, ma taille c 44 et vous avez que jusqu a 42").
func noThenToldOnly30a(toks []tok) bool {
	n := noLead27(toks)
	if n == 0 || n >= len(toks) || !clauseStart(&toks[n]) || len(toks)-n < 3 {
		return false
	}
	for i := n; i < len(toks); i++ {
		t := &toks[i]
		if wantish(t) || searchVerbs30aNum.has(t.nid, t.norm) || t.asked || yesOrAck(toks, i) && !wellWords30aNum.has(t.nid, t.norm) {
			return false
		}
	}
	return !putVerbIn(toks[n:])
}

var (
	// colourWords30a: the colour, in Darija and Arabic
	colourWords30a = normSet("lon", "lloun", "loun", "lonha", "اللون", "لون", "لونها", "اللون", "color", "colour")
	// prettyWords30a: pretty, in Darija and Arabic
	prettyWords30a = normSet("zwin", "zwina", "زوين", "زوينة", "mzyan", "مزيان")
	// yesStrong30a are the yes words that answer ("wakha", "iyeh"), not "ah"
	yesStrong30a = normSet("wakha", "waxa", "iyeh", "ayeh", "واخا", "إيه", "ايه", "نعم")
)

// colourPraisedAfterYes30a reports a yes word that answers, then only the
// colour said pretty, in Darija or Arabic ("آه واخا، اللون ديالها زوين",
// "wakha hit lonha zwin"), no but.
func colourPraisedAfterYes30a(toks []tok) bool {
	n := yesOpening28(toks)
	if n == 0 || n == len(toks) || len(toks)-n > 5 {
		return false
	}
	yes := false
	for i := range n {
		yes = yes || yesStrong30aNum.has(toks[i].nid, toks[i].norm)
	}
	if !yes {
		return false
	}
	colour, pretty := false, false
	for i := n; i < len(toks); i++ {
		t := &toks[i]
		if t.neg || negationShaped(t.norm) || bareNo(t) || t.asked || butWordsNum.has(t.nid, t.norm) {
			return false
		}
		colour = colour || colourWords30aNum.has(t.nid, t.norm)
		pretty = pretty || prettyWords30aNum.has(t.nid, t.norm)
	}
	return colour && pretty
}

// becauseWords30a: because, said at once after a no.
var becauseWords30a = normSet("7it", "hit", "7ite", "7ita", "parce", "because", "bcs", "coz", "car", "حيت", "لأن", "لان", "لانه", "لأنه")

// noBecause30a reports a bare no, then at once a because and the reason,
// nothing put in and no yes word after it ("lla 7it ma kaynach f 9yasi",
// "non parce que ghalya").
func noBecause30a(toks []tok) bool {
	n := noLead27(toks)
	if n == 0 || n+1 >= len(toks) || !becauseWords30aNum.has(toks[n].nid, toks[n].norm) {
		return false
	}
	for i := n + 1; i < len(toks); i++ {
		if yesOrAck(toks, i) {
			return false
		}
	}
	return !putVerbIn(toks[n:])
}

// buyWords30a: to buy, in Darija, said negated before "walo" (nothing).
var buyWords30a = normSet("chri", "chrit", "nchri", "ghanchri", "nchriw", "شري", "شريت", "نشري", "غانشري")

// noThenBuyNothing30a reports a bare no, then "I buy nothing" ("la ana ma
// chri walo lyoum", "la, ma nchri walo had chhar").
func noThenBuyNothing30a(toks []tok) bool {
	n := noLead27(toks)
	if n == 0 {
		return false
	}
	for i := n + 1; i+1 < len(toks); i++ {
		w := toks[i-1].norm
		if (w == "ma" || w == "ما") && buyWords30aNum.has(toks[i].nid, toks[i].norm) && (toks[i+1].norm == "walo" || toks[i+1].norm == "walou" || toks[i+1].norm == "والو") {
			return true
		}
	}
	return false
}

var (
	// ifWords30a: if, when, said before a dislike it makes a condition
	ifWords30a = normSet("ila", "ida", "ola", "إلا", "الا", "إذا", "اذا", "if", "si", "when", "mli", "ملي")
	// returnWords30a: sending back, which a dislike told may ask for
	returnWords30a = newPrefixes("nrj3", "nrje3", "nraj3", "rj3", "nrd", "retour", "return", "rembours", "نرجع", "نرد", "رجع")
)

// dislikeTold30a reports "I don't like it" said ("ma3jbatnich", "ما
// عجبنيش", "ma 3jbounich"), nothing asked before it, no condition ("ila
// ma 3jbatnich…"), no yes word, nothing put in and nothing sent back.
func dislikeTold30a(toks []tok) bool {
	dislike := false
	for i := range toks {
		t := &toks[i]
		w := t.norm
		wid := t.nid
		if ifWords30aNum.has(wid, w) || returnWords30a.has(w) || yesOrAck(toks, i) || t.asked && !dislike {
			return false // (a question before it: "other colors? ma3jbnich hada", labelled unclear)
		}
		if strings.Contains(w, "3jb") || strings.Contains(w, "3ajb") || strings.Contains(w, "عجب") {
			dislike = dislike || t.neg || strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "che") || strings.HasSuffix(w, "sh") ||
				strings.HasSuffix(w, "ش")
		}
	}
	return dislike && !putVerbIn(toks)
}

var (
	// unsureWords30a: a wait or a doubt said after "but no"
	unsureWords30a = normSet("attends", "attend", "attendez", "attendre", "wait", "tsna", "tsenna", "sbr", "sais", "know", "3rft", "3reft", "عرفت", "تسنى")
	// laterPolite30a may close "but no": thanks, leave it
	laterPolite30a = normSet("merci", "shokran", "thanks", "thank", "laisse", "laissez", "khliha", "خليها", "leave", "شكرا")
)

// butNo30a reports "but no" said: a but, then a bare no closing the
// message or its clause or followed by thanks or a "leave it", nothing
// asked, no wait or doubt and no want after it, and something said
// besides a bare yes ("oui mais non" alone is asked again).
func butNo30a(toks []tok) bool {
	for i := 0; i+1 < len(toks); i++ {
		if !butWordsNum.has(toks[i].nid, toks[i].norm) && toks[i].norm != "enfin" || !bareNo(&toks[i+1]) || toks[i+1].neg {
			continue
		}
		e := i + 2
		if e < len(toks) && !clauseStart(&toks[e]) && !laterPolite30aNum.has(toks[e].nid, toks[e].norm) {
			return false
		}
		for k := range toks {
			if toks[k].asked || unsureWords30aNum.has(toks[k].nid, toks[k].norm) {
				return false
			}
		}
		if e == len(toks) && yesOpening28(toks) >= i {
			return false // ("oui mais non", "bah oui mais non", "oui enfin non")
		}
		for k := e; k < len(toks); k++ {
			if wantish(&toks[k]) {
				return false // ("thanks but no, i want the bigger one": another one wanted)
			}
		}
		return !putVerbIn(toks[e:])
	}
	return false
}

var (
	// whatAbout30a: "what about", "ماذا عن"
	whatAbout30a = tokenPhrases("what about", "how about", "ماذا عن", "وماذا عن", "et pour", "w chno 3la")
	// topicWords30a: the size, the price, the delivery asked about
	topicWords30a = normSet("size", "sizes", "price", "shipping", "delivery", "taille", "pointure", "prix", "livraison", "المقاس",
		"المقاسات", "مقاس", "السعر", "الثمن", "التوصيل", "l9yas", "taman", "tawsil")
	// okWords30a: the Arabic ok, "excellent", besides the yes words
	okWords30a = normSet("حسنا", "حسناً", "حسنًا", "ممتاز", "marche")
)

// ackThenWhatAbout30a reports an ok (and a but or not), then "what
// about" and the size, the price or the delivery.
func ackThenWhatAbout30a(toks []tok) bool {
	i := 0
	for i < len(toks) && (yesOrAck(toks, i) || okWords30aNum.has(toks[i].nid, toks[i].norm) || butWordsNum.has(toks[i].nid, toks[i].norm) || toks[i].norm == "ça" ||
		toks[i].norm == "ca") {
		i++
	}
	if i == 0 || i >= len(toks) {
		return false
	}
	n := whatAbout30a.at(toks, i)
	if n == 0 || i+n >= len(toks) {
		return false
	}
	for k := i + n; k < len(toks); k++ {
		if topicWords30aNum.has(toks[k].nid, toks[k].norm) {
			return true
		}
	}
	return false
}

// firstBytes marks the first byte of every word of set.
func firstBytes(set map[string]bool) (out [256]bool) {
	for w := range set {
		if w != "" {
			out[w[0]] = true
		}
	}
	return out
}
