package i18n

import "strings"

// Round 27d: shapes read as a yes that a shop assistant would not put
// in the cart, read by shape. Each is asked only where a cheap word cue
// of its shape is there, never the model.
//
//   - a yes, then another thing to add too ("ok add it, and the heat
//     diffuser with it", "wakha 7ottha w 7ot liya hta lkisan"), or a
//     yes then a search ("ok zidha, et montre-moi les sacs"): a search,
//     asked again (round 24f's alsoOther, said without its comma or its
//     count); another of the same, its wrapping, a card or a note keep
//     the yes;
//   - a bare yes word with a size ("ok, en L ?", "oui en 38"): a
//     refine, asked again; a verb of putting in keeps the yes;
//   - wanted for someone, this one for someone else ("je la voulais pour
//     mon mari, pas pour moi", "kont bghitha l khoya, hadi dyal lbnat"):
//     a refine for that person, and a no to the card;
//   - someone else picked a card by its number ("my son chose number 3,
//     add it"): a pick ("my daughter picked that one" stays a yes);
//   - bought elsewhere by preference ("je préfère l'acheter au souk"),
//     never bought online ("ana 3mmri ma kanchri online"): a no;
//   - a voice assistant addressed ("ok google, mets la radio"): no yes;
//   - both taken, told apart by size ("add both, the big one and the
//     small one"): which is meant is asked again.
func (x *Understander) round27dReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 30 {
		return false
	}
	d := u.answer()
	if d != DecisionNo && a.may(cueElsewhere27) && boughtElsewhere27(toks) {
		*u = noOf(*u)
		return true
	}
	if wantedForOther27(toks) {
		*u = u.cleared()
		u.Decision = DecisionNo
		u.Gender = forGender27(toks)
		*u = u.with(IntentRefine, 0.6)
		return true
	}
	if d == DecisionNone || d == DecisionAmbiguous {
		if putVerbIn(toks) {
			if o := x.pickedByOther(toks); o > 0 {
				// "mama khtarat t-tania, zidha" read unclear: the pick
				*u = u.cleared()
				u.Decision = DecisionNone
				u.Ordinal = o
				*u = u.with(IntentSelect, 0.6)
				return true
			}
		}
		return false
	}
	if d != DecisionYes {
		return false
	}
	switch {
	case assistantAddressed(toks):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentUnknown, 0.3)
		return true
	case bothBigSmall(toks):
		*u = asked(*u)
		return true
	}
	if o := x.pickedByOther(toks); o > 0 {
		*u = u.cleared()
		u.Decision = DecisionNone
		u.Ordinal = o
		*u = u.with(IntentSelect, 0.6)
		return true
	}
	if mustSend27(toks) {
		*u = u.cleared()
		u.Decision = DecisionNone
		if a.question {
			*u = u.with(IntentProductQuestion, 0.6)
			return true
		}
		*u = u.with(IntentUnknown, 0.3)
		return true
	}
	if s := yesThenSize(toks); s != "" {
		*u = u.cleared()
		u.Decision = DecisionNone
		u.Size = s
		*u = u.with(IntentRefine, 0.6)
		return true
	}
	if yesThenOther27(a) {
		u.Decision, u.Ordinal = DecisionNone, 0
		*u = u.with(IntentProductSearch, 0.5)
		return true
	}
	return false
}

var (
	// r27dAssistants: voice assistants a message may be said to
	r27dAssistants = normSet("google", "siri", "alexa", "cortana")
	r27dCallWords  = normSet("ok", "okay", "hey", "dis", "hi", "ya")
)

// assistantAddressed reports a voice assistant's name opening the
// message, after at most an "ok"/"hey" ("ok google, mets la radio",
// "hey siri call mom").
func assistantAddressed(toks []tok) bool {
	for i := 0; i < len(toks) && i < 2; i++ {
		if r27dAssistantsNum.has(toks[i].nid, toks[i].norm) {
			return true
		}
		if !r27dCallWordsNum.has(toks[i].nid, toks[i].norm) {
			return false
		}
	}
	return false
}

var (
	r27dBoth  = normSet("both", "deux", "bjouj", "بجوج", "الجوج", "الاثنين", "الإثنين", "جوجهم")
	r27dBig   = normSet("big", "bigger", "large", "grand", "grande", "kbir", "kbira", "lkbir", "lkbira", "الكبير", "الكبيرة", "كبير", "كبيرة")
	r27dSmall = normSet("small", "smaller", "little", "petit", "petite", "sghir", "sghira", "ssghir", "ssghira", "الصغير", "الصغيرة", "صغير", "صغيرة")
)

// bothBigSmall reports "both" then the big one and the small one named
// ("add both, the big one and the small one", "zidhom b jouj, lkbir w
// sghir"), or one by its letter size and the other small or a baby's
// ("add both, my sister in M and the baby one"): two cards told apart, which one is this card is not said
// (round 25e's two colours, said by size).
func bothBigSmall(toks []tok) bool {
	both, big, small, letter := false, false, false, false
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case r27dBothNum.has(wID, w) || w == "jouj" && i > 0 && toks[i-1].norm == "b":
			both = true
		case both && r27dBigNum.has(wID, w):
			big = true
		case both && (r27dSmallNum.has(wID, w) || r27dBabyNum.has(wID, w)):
			small = true
		case both && letterSizeAt(&toks[i]) != "" && i > 0 && r27dSizePrepsNum.has(toks[i-1].nid, toks[i-1].norm):
			letter = true // "my sister in M"
		}
	}
	return big && small || letter && (big || small)
}

var (
	// r27dMust: an obligation, what will have to be done
	r27dMust = normSet("have", "need", "needs", "must", "gotta", "faudra", "faut", "devra", "devrai", "devrais", "dois", "doit")
	// r27dWeWill: what makes an opening "we" the English pronoun, not
	// the French "wé"
	r27dWeWill = normSet("will", "ll", "have", "need", "must", "gotta", "would")
	// r27dSendVerbs: sending, not putting in
	r27dSendVerbs = normSet("send", "ship", "deliver", "post", "mail", "envoyer", "livrer", "expedier", "expédier")
)

// mustSend27 reports an obligation to send it with no yes word before
// it ("we'll have to send it abroad, how much is shipping to
// belgium?", "il faudra l'envoyer en France"): where it goes is told,
// not that it is taken. A yes word opening it or a verb of putting in
// before keeps the yes ("yes add it, I'll have to send it to my mom").
func mustSend27(toks []tok) bool {
	for i := 0; i+1 < len(toks) && i < 8; i++ {
		n, nID := toks[i].norm, toks[i].nid
		if i == 0 && yesOrAck(toks, 0) && !r27dWeWillNum.has(toks[1].nid, toks[1].norm) || putVerbAt(toks, i) && !r27dSendVerbsNum.has(nID, n) {
			return false
		}
		if !r27dMustNum.has(nID, n) {
			continue
		}
		k := i + 1
		if k < len(toks) && toks[k].norm == "to" {
			k++
		}
		if k < len(toks) && (toks[k].norm == "l" || toks[k].norm == "la" || toks[k].norm == "le") {
			k++ // "il faudra l'envoyer"
		}
		if k < len(toks) && (r27dSendVerbsNum.has(toks[k].nid, toks[k].norm) || r27dSendVerbs[toks[k].term]) {
			return true
		}
	}
	return false
}

// r27dBaby: the baby's or the child's size
var r27dBaby = normSet("baby", "bebe", "bébé", "bébé", "enfant", "kid", "child", "رضيع", "البيبي", "bibi", "lbebe")

var (
	r27dPickVerbs = normSet("chose", "picked", "choisi", "choisit", "choose", "selected", "khtar", "khtarat", "khtart", "khtaret",
		"khtaro", "khtariti", "اختار", "اختارت", "ختار", "ختارت", "اختاروا")
)

// pickedByOther is the card someone else picked by its number or rank
// ("my son chose number 3, add it", "mama khtarat t-tania, zidha"), 0
// if none: "picked that one" points at the card shown, a yes.
func (x *Understander) pickedByOther(toks []tok) int {
	for i := 1; i+1 < len(toks); i++ {
		if !r27dPickVerbsNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		e := i + 1
		for e < len(toks) && !clauseStart(&toks[e]) && e < i+4 {
			e++
		}
		v := x.Understand(rebuilt(toks[i+1:e], 0, 0, ""))
		if v.Intent == IntentSelect && v.Ordinal > 0 {
			return v.Ordinal
		}
		return 0
	}
	return 0
}

var (
	r27dSizePreps = normSet("en", "f", "fi", "in", "b", "taille", "size", "du", "ma9as", "mqas", "بمقاس", "مقاس", "ف", "في")
)

// yesThenSize is the size a bare yes word is said with ("ok, en L ?",
// "d'accord, f M?", "oui en 38"), "" if the message says more: which
// size it is changes the card, a refine. A verb of putting in ("oui, je
// fais du 38, mettez-la") keeps the yes.
func yesThenSize(toks []tok) string {
	if len(toks) < 2 || len(toks) > 4 || !yesOrAck(toks, 0) {
		return ""
	}
	size := ""
	for i := 1; i < len(toks); i++ {
		t := &toks[i]
		switch {
		case size == "" && letterSizeAt(t) != "":
			size = letterSizeAt(t)
		case size == "" && shoeSize27(t.norm):
			size = t.norm
		case r27dSizePrepsNum.has(t.nid, t.norm) && size == "":
		default:
			return "" // ("iyeh f XL 3afak": a please asks it put in, round 21a)
		}
	}
	return size
}

// shoeSize27: a number worn as a size (16 to 56).
func shoeSize27(w string) bool {
	if len(w) != 2 || w[0] < '1' || w[0] > '5' || w[1] < '0' || w[1] > '9' {
		return false
	}
	return w >= "16" && w <= "56"
}

var (
	// r27dPastWant: a want said in the past, or "want it for"
	r27dPastWant = normSet("voulais", "voulait", "wanted", "bghitha", "bghito", "bghitou", "bghitah", "باغيها", "باغيه", "باغيا", "باغية",
		"باغيو", "أريده", "أريدها", "اريده", "اريدها", "كنت", "kont", "kount", "kunt")
	// r27dNotMine: the contrast: not for me, this one for others
	r27dNotFor  = normSet("pas", "not", "machi", "mashi", "ماشي", "ليس", "وليس", "ليست", "وليست", "ماشيش", "mchi", "وماشي")
	r27dForMe   = normSet("moi", "me", "liya", "lia", "lya", "لي", "ليا", "myself")
	r27dThisOne = normSet("hadi", "hada", "had", "this", "celle", "celui", "هادي", "وهادي", "هذه", "وهذه", "هذا", "وهذا", "هادا", "وهادا", "lli", "li")
	r27dForKind = normSet("lbnat", "bnat", "البنات", "للبنات", "lrjal", "rjal", "الرجال", "للرجال", "nsa", "lnsa", "النساء", "للنساء",
		"نسائي", "نسائية", "رجالي", "رجالية", "women", "men", "girls", "boys", "femme", "femmes", "homme", "hommes", "fille", "filles",
		"drari", "ldrari", "الدراري", "للدراري", "العيالات", "للعيالات", "عيالات", "l3yalat", "3yalat", "l3ayalat", "3ayalat")
	r27dMale = normSet("khoya", "khouya", "mari", "husband", "rajli", "baba", "bba", "weldi", "wldi", "son", "brother", "father", "dad",
		"homme", "men", "rjal", "lrjal", "ابني", "لابني", "لولدي", "ولدي", "خويا", "لخويا", "راجلي", "لراجلي", "للرجال", "الرجال",
		"papa", "frere", "frère", "fils", "zouji", "zawji", "زوجي", "لزوجي", "أخي", "لأخي", "بابا", "لبابا", "أبي", "لأبي", "رجلي")
	r27dFemale = normSet("khti", "mrati", "wife", "femme", "mere", "mère", "mama", "mmi", "bnti", "daughter", "sister", "mother", "mom",
		"soeur", "sœur", "fille", "lbnat", "البنات", "للبنات", "lnsa", "النساء", "للنساء", "ختي", "لختي", "مراتي", "لمراتي", "بنتي", "لبنتي",
		"ماما", "لماما", "مامي", "لمامي", "أمي", "لأمي", "أختي", "لأختي", "زوجتي", "لزوجتي", "ابنتي", "لابنتي", "lmama", "lkhti")
	r27dOfKind = normSet("dyal", "d", "ديال", "ديالت", "تاع")
	r27dKids   = normSet("drari", "ldrari", "الدراري", "للدراري", "kids", "children", "enfants", "enfant", "للأطفال", "الأطفال", "wlad", "lwlad")
)

// wantedForOther27 reports a want for someone (a want in the past, or
// "أريده لابني") then a clause that says this one is not for that:
// "not for me" ("je la voulais pour mon mari, pas pour moi", "I want it
// for my husband, not for me", "أريده لابني وليس لي") or this one made for
// others ("kont bghitha l khoya, hadi dyal lbnat"). No verb of putting in.
func wantedForOther27(toks []tok) bool {
	w := -1
	for i := 0; i < len(toks) && i < 4; i++ {
		if toks[i].in(hsR27dPastWant) || wantish(&toks[i]) {
			w = i
			break
		}
	}
	if w < 0 || !forPersonIn27(toks[w:]) {
		return false
	}
	for i := w + 1; i < len(toks); i++ {
		if putVerbAt(toks, i) && !wantish(&toks[i]) && !toks[i].in(hsR27dPastWant) {
			return false
		}
	}
	for i := w + 1; i+1 < len(toks); i++ {
		n, nID := toks[i].norm, toks[i].nid
		if toks[i].in(hsR27dNotFor) && (r27dForMeNum.has(toks[i+1].nid, toks[i+1].norm) || toks[i+1].norm == "for" && i+2 < len(toks) && r27dForMeNum.has(toks[i+2].nid, toks[i+2].norm) ||
			toks[i+1].norm == "pour" && i+2 < len(toks) && r27dForMeNum.has(toks[i+2].nid, toks[i+2].norm)) {
			return true
		}
		if r27dThisOneNum.has(nID, n) && (clauseStart(&toks[i]) || joinWordsNum.has(toks[i-1].nid, toks[i-1].norm) || strings.HasPrefix(n, "و")) {
			for k := i + 1; k < len(toks) && k <= i+4; k++ {
				if r27dForKindNum.has(toks[k].nid, toks[k].norm) {
					return true
				}
			}
		}
	}
	return false
}

// forPerson27 reports "for" and a person at toks[i] ("pour mon mari",
// "l khoya", "لابني").
func forPerson27(toks []tok, i int) bool {
	n, nID := toks[i].norm, toks[i].nid
	if r27dMaleNum.has(nID, n) || r27dFemaleNum.has(nID, n) || r27dKidsNum.has(nID, n) {
		return strings.HasPrefix(n, "ل")
	}
	if r27dOfKindNum.has(nID, n) {
		// "kont bghitha dyal drari": the kind's one, for them
		return i+1 < len(toks) && (r27dKidsNum.has(toks[i+1].nid, toks[i+1].norm) || r27dForKindNum.has(toks[i+1].nid, toks[i+1].norm))
	}
	if n != "for" && n != "pour" && n != "l" && n != "li" && n != "ل" {
		return false
	}
	for k := i + 1; k < len(toks) && k <= i+2; k++ {
		if r27dMaleNum.has(toks[k].nid, toks[k].norm) || r27dFemaleNum.has(toks[k].nid, toks[k].norm) || r27dKidsNum.has(toks[k].nid, toks[k].norm) {
			return true
		}
	}
	return false
}

func forPersonIn27(toks []tok) bool {
	for i := 1; i < len(toks) && i <= 4; i++ {
		if forPerson27(toks, i) {
			return true
		}
	}
	return false
}

// forGender27 is the gender of the person the thing was wanted for.
func forGender27(toks []tok) string {
	for i := range toks {
		n, nID := toks[i].norm, toks[i].nid
		if toks[i].in(hsR27dNotFor) || r27dThisOneNum.has(nID, n) && i > 0 {
			break
		}
		switch {
		case r27dKidsNum.has(nID, n):
			return "kids"
		case r27dMaleNum.has(nID, n):
			return "men"
		case r27dFemaleNum.has(nID, n):
			return "women"
		}
	}
	return ""
}

var (
	r27dPrefer = normSet("prefere", "préfère", "prefer", "kanfaddal", "kanfadal", "kanfdel", "kanfdl", "kanfddel", "nfdl", "nfeddel",
		"nfaddal", "أفضل", "افضل", "كنفضل", "نفضل", "rather")
	r27dNever = normSet("jamais", "never", "3mmri", "3emri", "3omri", "3mri", "عمري", "abadan", "أبدا", "ابدا")
	r27dPlace = normSet("souk", "souq", "sou9", "ssou9", "ssouk", "lmdina", "medina", "magasin", "boutique", "store", "kissaria",
		"9isaria", "artisan", "lartisan", "l'artisan", "cooperative", "coopérative", "marché", "marche", "directement", "السوق",
		"المتجر", "المحل", "الحانوت", "المدينة", "lhanout", "l7anout", "7anout", "souika", "القيسارية")
	// r27dOrder: ordering said in the present, after a never ("je
	// commande jamais", "I never order"): "jamais commandé" is a past
	r27dOrder  = normSet("commande", "commandes", "commander", "order", "orders", "ordering")
	r27dOnline = normSet("internet", "online", "ligne", "net", "انترنت", "الانترنت", "الإنترنت", "لانترنيت", "lanternet", "site", "sites")
)

// buyStem27: a verb of buying ("acheter", "nchriha", "أشتريه", "buy").
func buyStem27(w string) bool {
	for _, p := range []string{"achet", "achèt", "buy", "nchri", "kanchri", "ghanchri", "chri", "أشتري", "اشتري", "نشري", "كنشري", "شري", "نشتري"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// boughtElsewhere27 reports buying elsewhere by preference ("je
// préfère l'acheter au souk", "kanfaddal nchriha mn l'artisan") or never
// online ("je n'achète jamais sur internet", "ana 3mmri ma kanchri
// online", "je commande jamais sur internet"): a no by its reason (the corpus: every labelled line of the
// shape is a no).
func boughtElsewhere27(toks []tok) bool {
	pref, never, buy, place, online, order := false, false, false, false, false, false
	for i := range toks {
		pref = pref || r27dPreferNum.has(toks[i].nid, toks[i].norm)
		never = never || r27dNeverNum.has(toks[i].nid, toks[i].norm)
	}
	if !pref && !never {
		return false // neither a preference nor a never: no stem read
	}
	pref, never = false, false
	for i := range toks {
		n, nID := toks[i].norm, toks[i].nid
		switch {
		case r27dPreferNum.has(nID, n):
			pref = true
		case r27dNeverNum.has(nID, n):
			never = true
		case buyStem27(n) || buyStem27(toks[i].key) || buyStem27(toks[i].term):
			buy = true
		case r27dOrderNum.has(nID, n):
			order = order || neverNear27(toks, i)
		case r27dPlaceNum.has(nID, n) || r27dPlace[toks[i].term]:
			place = true
		case r27dOnlineNum.has(nID, n):
			online = true
		}
	}
	return buy && (pref && place || never && online) || order && online && !putBesidesOrder27(toks)
}

// neverNear27 reports a never at most two words from toks[i], in its
// clause ("je commande jamais", "I never order", "jamais je ne commande";
// not "je commande, jamais de souci").
func neverNear27(toks []tok, i int) bool {
	for k := i - 2; k <= i+2; k++ {
		if k < 0 || k >= len(toks) || k == i || !r27dNeverNum.has(toks[k].nid, toks[k].norm) {
			continue
		}
		lo, hi := k, i
		if k > i {
			lo, hi = i, k
		}
		for j := lo + 1; j <= hi; j++ {
			if clauseStart(&toks[j]) {
				return false
			}
		}
		return true
	}
	return false
}

// putBesidesOrder27 reports a verb of putting in other than ordering
// ("je n'ai jamais commandé en ligne, ajoutez-la").
func putBesidesOrder27(toks []tok) bool {
	for i := range toks {
		if !r27dOrderNum.has(toks[i].nid, toks[i].norm) && putVerbAt(toks, i) {
			return true
		}
	}
	return false
}

var (
	// r27dToo: "too", "also", "with it" words marking a thing besides
	// ("معها" alone is left to the readers before: "نعم، وأضف معها زيت
	// الأركان" is a yes in heldout7)
	r27dToo = normSet("also", "aussi", "m3aha", "m3ah", "m3ahom", "كذلك", "أيضا", "ايضا", "أيضاً")
	// r27dTooLast: "too" (which finish writes "to") and "avec" mark a
	// thing besides only closing the message ("add the tray too", "les
	// verres avec"), not "ship to rabat", "avec plaisir"
	r27dTooLast = normSet("to", "too", "avec")
	// r27dNotThing: the cart, the delivery, sending, a code: what goes
	// with the one put in, no second thing
	r27dNotThing = normSet("cart", "panier", "lpanier", "basket", "السلة", "البانيي", "sift", "sifet", "sifto", "siftha", "send", "ship",
		"deliver", "delivery", "livrer", "livraison", "envoyer", "envoie", "envoyez", "صيفط", "صيفطها", "التوصيل", "receipt", "recu", "reçu",
		"code", "promo", "wach", "واش", "est-ce", "whether", "tlata", "jouj", "zouj", "deux", "trois", "two", "three", "جوج", "تلاتة", "زوج")
	// r27dSame: another of the same, whom it is for, or what goes with
	// the one put in (its wrapping, a card, a note, an address)
	r27dSame = normSet("one", "ones", "wa7da", "wa7ed", "wahda", "wa7d", "khra", "okhra", "lokhra", "other", "another", "autre", "tania",
		"tanya", "same", "meme", "même", "pareil", "pareille", "nfs", "نفس", "وحدة", "واحد", "أخرى", "اخرى", "deuxieme", "deuxième",
		"second", "it", "them", "ها", "hiya", "howa", "هي", "هو",
		"emballage", "cadeau", "gift", "wrap", "wrapping", "facture", "fatura", "fatoura", "lfacture", "invoice", "carte", "card",
		"karta", "lkarta", "mot", "note", "message", "adresse", "address", "sachet", "ghlaf", "lghlaf", "hdiya", "lhdiya", "3tiya",
		"box", "boite", "boîte", "papier", "ruban", "ribbon", "بطاقة", "فاتورة", "تغليف", "هدية", "غطاء", "الغطا", "عنوان", "كلمة",
		"ward", "mochkil", "مشكل", "ila", "si", "if", "إلا", "إن", "mama", "mmi", "khti", "khoya", "sister", "mother", "ma",
		"soeur", "sœur", "mere", "mère", "fille", "daughter", "husband", "mari",
		"its", "ses", "dyalha", "dyalo", "dyalou", "ديالها", "ديالو", "added", "ajoute", "ajouté", "ajoutée", "before", "already", "deja", "déjà", "zdt", "zedt")
	// r27dMe: the shopper ("zid liya", "montre-moi"), no thing
	r27dMe   = normSet("liya", "lia", "lya", "li", "moi", "me", "ليا", "لي", "nous", "us")
	r27dShow = normSet("montre", "montrez", "montre-moi", "show", "wrini", "warini", "وريني", "أرني", "ارني", "chof", "chouf", "voir")
	r27dThen = normSet("then", "alors", "ensuite", "puis", "donc", "ewa", "إذن")
)

// yesThenAnother27 reports a yes (a yes word or the verb of putting it
// in), then, joined by an "and" or a comma, another thing put in too
// ("wakha 7ottha w 7ot liya hta lkisan", "ok add it, and the heat
// diffuser with it", "yes and put the matching tray in as well", "then
// add the candle holder too please") or a search ("ok zidha, et
// montre-moi les sacs"). Another of the same, whom it is for, its
// wrapping, a card, a note or an address keep the yes.
func yesThenAnother27(toks []tok) bool {
	v := -1
	for i := 0; i < len(toks) && i < 2; i++ {
		if yesOrAck(toks, i) || answerVerb(toks, i) || i == 0 && r27dThenNum.has(toks[0].nid, toks[0].norm) && len(toks) > 1 && putVerbAt(toks, 1) {
			v = i
			break
		}
	}
	if v < 0 {
		// a verb of putting in a little further ("sounds great, please
		// add it together with the tray"), read only with a "together with"
		for i := 2; i < len(toks) && i < 5; i++ {
			if putVerbAt(toks, i) {
				v = i
				break
			}
		}
		if v < 0 || !togetherAfter27(toks, v) {
			return false
		}
	}
	// the second part: after a joining word, a comma, or an "and" glued
	// to a second verb of putting in ("وزيد ليا", "وأضف كذلك") past the
	// yes; or what "together with" names ("add it together with the tray")
	s, too := -1, false
	for j := v + 1; j < len(toks); j++ {
		n, nID := toks[j].norm, toks[j].nid
		if togetherAt27(toks, j) {
			s, too = j+2, true
			break
		}
		if s < 0 && (joinWordsNum.has(nID, n) || clauseStart(&toks[j]) || strings.HasPrefix(n, "و") && len(n) > 4 && putVerbAt(toks, j)) {
			s = j
		}
	}
	if s >= len(toks) {
		return false
	}
	if s < 0 && r27dThenNum.has(toks[0].nid, toks[0].norm) {
		s = 1
	}
	if s < 0 {
		return false
	}
	// a search only after a comma ("ok zidha, et montre-moi les sacs");
	// "ok add it and show me the babouches" stays a yes (round 23d)
	comma := clauseStart(&toks[s])
	thing, show, same := false, false, false
	for i := s; i < len(toks); i++ {
		t := &toks[i]
		n, nID2 := t.norm, t.nid
		if n == "with" && i+1 < len(toks) && (toks[i+1].norm == "it" || toks[i+1].norm == "them") {
			too = true // "… with it"
			i++
			continue
		}
		switch {
		case (n == "la" || n == "le" || n == "les" || n == "lui") && t.sep == '-':
			same = true // "ajoutez-la aussi": the one shown
		case kinWordsNum.has(nID2, n) || kinSubjects.hasTok(t):
			// whom it is for ("zidha w wa7da l khti"), unless it is
			// whom a search shown after is for ("…, et montre-moi les
			// babouches dyal rjal")
			same = same || !show
		case r27dSameNum.has(nID2, n) || r27dSameNum.has(t.kid, t.key) || r27dNotThingNum.has(nID2, n) || strings.HasPrefix(n, "l") && len(n) > 3 && (r27dSame[n[1:]] || r27dNotThing[n[1:]]) || amount(n) || number(n):
			same = true
		case r27dShowNum.has(nID2, n):
			show = true
		case r27dTooNum.has(nID2, n) || (n == "well" || n == "wel") && i > 0 && toks[i-1].norm == "as" || n == "with" && i+1 < len(toks) && (toks[i+1].norm == "it" || toks[i+1].norm == "them"):
			too = true
		case r27dTooLastNum.has(nID2, n) && (i == len(toks)-1 || i == len(toks)-2 && toks[i+1].in(hsPleaseWords)):
			too = true
		case (n == normHatta || n == "hta" || n == "ta" || n == "حتى" || n == "حتي") && i+1 < len(toks) && definite27(toks[i+1].norm):
			too = true // "hta lkisan", "حتى الصينية"; not "7ta ana", "ta tamanha"
		case thingArticlesNum.has(nID2, n) || joinWordsNum.has(nID2, n) || putVerbAt(toks, i) || t.in(hsPleaseWords) || r27dThenNum.has(nID2, n) || r27dMeNum.has(nID2, n) || len(n) < 3:
		default:
			thing = true
		}
	}
	if same {
		return false
	}
	return thing && (too || show && comma)
}

// togetherAt27 reports "together with" or "along with" at toks[i].
func togetherAt27(toks []tok, i int) bool {
	return (toks[i].norm == "together" || toks[i].norm == "along") && i+1 < len(toks) && toks[i+1].norm == "with"
}

func togetherAfter27(toks []tok, v int) bool {
	for j := v + 1; j < len(toks); j++ {
		if togetherAt27(toks, j) {
			return true
		}
	}
	return false
}

// yesThenOther27: a yes then another thing or a search, not asked.
func yesThenOther27(a *analysis) bool {
	return !a.question && (yesThenAnother27(a.toks) || yesThenTwo27(a.toks))
}

// r27dBarePut: a verb of putting in said with no object ("أضيفي", not
// "أضيفيها"): what it puts in is named after it
var r27dBarePut = normSet("أضف", "اضف", "أضيفي", "اضيفي", "ضع", "ضعي", "زيد", "زيدي", "دير", "ديري", "حط", "حطي")

// yesThenTwo27 reports a yes, then a verb of putting in with two things
// named after it, joined by a glued "and" ("نعم، أضيفي الصينية والكؤوس"):
// two things, not the one asked about ("طيب، أضف زيت الأركان للسلة" names
// it, a yes).
func yesThenTwo27(toks []tok) bool {
	for v := 0; v < 2 && v+3 < len(toks); v++ {
		if !yesOrAck(toks, v) {
			continue
		}
		j := v + 1
		if !r27dBarePutNum.has(toks[j].nid, toks[j].norm) {
			return false
		}
		a, b := toks[j+1].norm, toks[j+2].norm
		return strings.HasPrefix(a, "ال") && strings.HasPrefix(b, "وال") && !toks[j+2].comma && !r27dSameNum.has(toks[j+1].kid, toks[j+1].key) &&
			!r27dNotThingNum.has(toks[j+1].kid, toks[j+1].key) && !r27dSame[strings.TrimPrefix(b, "وال")] && !r27dSame[b[len("و"):]]
	}
	return false
}

// definite27 reports a word with a Darija or Arabic article glued to it
// ("lkisan", "الصينية").
func definite27(w string) bool {
	return len(w) > 3 && w[0] == 'l' && w[1] != 'a' && w[1] != 'i' || strings.HasPrefix(w, "ال") || strings.HasPrefix(w, "لل")
}
