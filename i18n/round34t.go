package i18n

// Round 34t: tuning30's false yeses and noes, read by shape. Each shape
// below turns a yes or a no into a question asked again (unclear); none
// turns one answer into the other:
//
//   - an answer said to someone at home without the vocative particle
//     round 33f needs, or with a word of coming, a chore or work it
//     does not list: the answer word, a kin or endearment word that is
//     never the seller's (أمي, حبيبتي, chérie, maman, mom), then a word
//     of coming ("سآتي", "أنا قادمة", "j'arrive"), of a chore at home
//     ("سأطفئ النار") or of one's work ("je travaille", "f lkhdma").
//     The corpus's kin lines with such a word are all unclear or hold;
//     "a wldi", "يا ابنتي" can be the seller (an old shopper's yes,
//     "نعم يا ابنتي اضيفيه") and are not kin words here.
//   - neither answer said: a say verb negated before a no word and
//     before a yes word in one message ("ma glt la ma glt iyeh", "ما قلت
//     لا ما قلت إيه"). "I never said yes" alone is a no in the corpus
//     (3 lines) and is not this shape.
//   - an answer word, then talking to someone else or someone else
//     writing ("mdr non jparlais a ma sœur", "non c'est mon fils qui
//     écrit"): 12 corpus lines with talking, all unclear; a refusal
//     relayed after it ("je parlais à mon mari, il veut pas") stays.
//   - a no, then the price denied dear and no yes verb ("la, mashi
//     ghalia"): with a yes verb a yes (8 lines), not this shape.
//   - a no that reassures, with no yes verb: a no word opening, then
//     "not angry", "it doesn't bother me" ("non non je suis pas fâché,
//     c'est la connexion", "لا لا، لست غاضباً"). With a yes verb it is a
//     yes ("non ça me dérange pas, zidha", 2 lines) and is not this
//     shape.
//
// Left, the rest of the corpus labelling the shape the other way (a
// count of seen lines, tuning30 aside):
//
//   - a yes and an add verb, then a question on delivery, paying, a
//     return or a gift wrap ("ok zidha, et l'échange c'est gratuit?",
//     "إيه زيدها، الخلاص كاش ولا بالكارط؟"): 74 lines a yes, 1 unclear;
//     tuning30 has 14 such lines unclear.
//   - a plain yes, then delivery to a town asked ("واخا، واش كتوصلو
//     لوجدة؟", "d'accord, elle arrive quand à Essaouira?"): a yes in the
//     corpus (round 33f left it); tuning30 has 9 unclear.
//   - "not now", then a later time ("not now khoya, next month", "pas
//     pour le moment, l mois prochain"): 72 lines a no ("not now maybe
//     next month"), 13 a hold; tuning30 labels 6 a hold.
//   - a no, then a complaint about last time or a product received
//     ("no, the caftan i got last time had a stain"): 20 lines a no.
//   - "I never said yes" ("j'ai jamais dit oui moi !"): 3 lines a no.
//   - "not for me, it's a gift": 74 lines with "not for me" a no.

var (
	// kin34t: kin and endearment words a shopper does not call the
	// seller by
	kin34t = tokSet("أمي", "امي", "ماما", "يما", "أبي", "بابا", "حبيبتي", "حبيبي", "mama", "yemma", "mima", "maman", "mom", "mum", "dad",
		"papa", "cherie", "cheri", "7bibti", "habibti", "honey", "sweetie", "chouchou")
	// home34t: coming, a chore at home, one's work
	home34t = tokSet("سآتي", "ساتي", "قادمة", "قادم", "آتية", "جاية", "jaya", "jayya", "arrive", "jarrive", "coming", "nji",
		"سأطفئ", "سأطفىء", "نطفي", "النار", "الطنجرة", "الكوزينة", "travaille", "lkhdma", "khdma", "work", "working", "العمل", "الخدمة",
		"nkmmel", "سأتصل", "ntsl")
	// say34t: the say verbs a quoted answer follows
	say34t = tokSet("glt", "gelt", "golt", "9lt", "qlt", "قلت", "قلتش", "ماقلت", "ماقلتش", "dit", "said", "say")
	// yesWords34t, noWords34t: the answer words quoted
	yesWords34t = tokSet("iyeh", "ih", "wakha", "oui", "yes", "ايه", "إيه", "واخا", "نعم", "ok")
	noWords34t  = tokSet("la", "non", "no", "لا")
	// calm34t, notCalm34t: "not angry", "it doesn't bother me"
	calm34t = tokSet("fache", "fachee", "angry", "mad", "غاضبا", "غاضب", "غاضبة", "زعفان", "z3fan", "z3fana", "derange", "bother", "bothers",
		"mind")
	notCalm34t = tokSet("pas", "not", "لست", "ماشي", "machi", "mashi", "dont", "doesnt", "ne")
	// talk34t: talking to someone else; writer34t: someone else writing
	// ("c'est mon fils qui écrit")
	talk34t   = tokSet("parlais", "jparlais", "talking", "kanhder", "kanhdr", "kanhdar", "كنهضر", "أتحدث", "اتحدث")
	writer34t = tokSet("ecrit", "ecris", "writing", "typing", "kaykteb", "katkteb", "كيكتب", "كتكتب", "يكتب", "تكتب")
	who34t    = tokSet("qui", "who", "li", "lli", "اللي", "الذي", "التي")
	// dear34t: a dearness word a no negates ("la, machi ghalia")
	dear34t = tokSet("ghali", "ghalia", "ghalya", "غالي", "غالية", "cher", "chere", "expensive", "pricey")
)

// round34tReading reads the shapes above: a yes or a no they hold is
// asked again.
func (x *Understander) round34tReading(a *analysis, u *Understanding) {
	if x.open || len(a.toks) < 3 {
		return
	}
	d := u.answer()
	if d != DecisionYes && d != DecisionNo {
		return
	}
	toks := a.toks
	if kinAtHome34t(toks) || neitherSaid34t(toks) || otherTalk34t(toks) || d == DecisionNo && (calmNo34t(toks) || notDearNo34t(toks)) {
		*u = askedAgain33a(*u)
	}
}

// kinAtHome34t reports an answer word (two at most), the vocative or
// not, a kin word, then a word of coming, a chore or work, and no yes
// verb: the answer is said to someone at home.
func kinAtHome34t(toks []tok) bool {
	if !answer33f[toks[0].norm] {
		return false
	}
	i := 1
	if answer33f[toks[i].norm] {
		i++
	}
	if i < len(toks) && vocative33f[toks[i].norm] {
		i++
	}
	if i+1 >= len(toks) || !kin34t[toks[i].norm] {
		return false
	}
	for _, t := range toks[i+1:] {
		if home34t[t.norm] {
			return !yesVerbIn(toks)
		}
	}
	return false
}

// neitherSaid34t reports a say verb negated before a no word and one
// before a yes word: the shopper said neither answer.
func neitherSaid34t(toks []tok) bool {
	yes, no := false, false
	for i := 1; i+1 < len(toks); i++ {
		if !say34t[toks[i].norm] || !negatedIn33a(toks[i-1:i]) && toks[i-1].norm != "ما" && toks[i-1].norm != "ma" {
			continue
		}
		w := toks[i+1].norm
		yes = yes || yesWords34t[w]
		no = no || noWords34t[w]
	}
	return yes && no
}

// calmNo34t reports a no word opening the message (twice at most), then
// in the next six words "not angry" or "doesn't bother", and no yes
// verb: the no reassures, it refuses nothing.
func calmNo34t(toks []tok) bool {
	if !noWords33a[toks[0].norm] {
		return false
	}
	for i := 1; i < len(toks) && i < 7; i++ {
		if !calm34t[toks[i].norm] {
			continue
		}
		for j := max(1, i-3); j < min(len(toks), i+2); j++ {
			if notCalm34t[toks[j].norm] {
				return !yesVerbIn(toks)
			}
		}
	}
	return false
}

// otherTalk34t reports an answer word in the first two, then talking to
// someone else or someone else ("qui", "li") writing, nothing negated
// after it and no yes verb: the answer was not meant for the shop ("non,
// je parlais à mon mari, il veut pas" relays a no and is not this shape).
func otherTalk34t(toks []tok) bool {
	if !answer33f[toks[0].norm] && !answer33f[toks[1].norm] && toks[0].norm != "mdr" && toks[0].norm != "lol" {
		return false
	}
	for i := 1; i < len(toks); i++ {
		w := toks[i].norm
		if talk34t[w] || writer34t[w] && who34t[toks[i-1].norm] {
			return !yesVerbIn(toks) && !negatedIn33a(toks[i+1:])
		}
	}
	return false
}

// notDearNo34t reports a no word opening a message of at most four
// words, a negation and a dearness word, and no yes verb ("la, mashi
// ghalia"): the no denies the price is dear, it refuses nothing.
func notDearNo34t(toks []tok) bool {
	if len(toks) > 4 || !noWords33a[toks[0].norm] {
		return false
	}
	for i := 2; i < len(toks); i++ {
		if dear34t[toks[i].norm] && notCalm34t[toks[i-1].norm] {
			return !yesVerbIn(toks)
		}
	}
	return false
}
