package i18n

// Round 21j: intents read unknown or a search that ask about the thing
// shown (issue 11). Read from the seen sets' confusions; general shapes,
// hooked in reconsidered only where the rules and the classifier left no
// decision.

// photoWords are photos of the thing.
var photoWords = normSet("photo", "photos", "picture", "pictures", "pic", "pics", "tswira", "tswera", "tsawer",
	"tsawr", "tsawar", "صورة", "صور", "الصور", "تصويرة", "تصاور", "التصاور", "video", "vidéo", "videos", "vidéos",
	"فيديو")

// photosAsked reports photos of the thing shown asked for ("vous avez des
// photos portées ?", "3ndkom tsawer dyalha mlbosa?", "any pictures of it
// worn?"): a question about it, not a search, when no thing the shop
// sells is needed to say it (the photos are the thing asked), and no other one asked for (others' photos are more:
// "sift liya tsawer lokhrin").
func photosAsked(toks []tok, question bool) bool {
	if !question {
		return false
	}
	p := false
	for i := range toks {
		t := &toks[i]
		if t.in(hsOtherOf | hsOneOf) {
			return false
		}
		if ri, ok := t.role1(); ok && ri.roles&(rOrdinal|rShowMore) != 0 {
			return false
		}
		p = p || t.in(hsPhotoWords)
	}
	return p
}

// pastStory reports a story of an earlier buy or sight told, asking
// nothing ("j'ai acheté un caftan chez vous l'an dernier, il est top",
// "the babouches i got last month are already falling apart", "شريت
// طاجين من عندكم العام لي فات"): no question, no request or wish, no
// question word, price asked, availability, more, position or person, no
// verb said to the seller. Such a story names the shop's things and is no
// search (kinStory reads the same of someone else's).
func pastStory(toks []tok, question bool) bool {
	if question || len(toks) < 3 || !storyVerbIn(toks) {
		return false
	}
	told := false
	for j := range toks {
		if toks[j].in(hsStoryVerbs) || toks[j].key != toks[j].norm && toks[j].keyIn(hsStoryVerbs) {
			told = true // ("got" is also a request: "got any in red?")
			continue
		}
		if told && fromYouNum.has(toks[j].nid, toks[j].norm) {
			continue // "j'ai acheté un caftan 3ndkom": bought from you
		}
		if j+1 < len(toks) && storyLastNum.has(toks[j].nid, toks[j].norm) && storyWhenNum.has(toks[j+1].nid, toks[j+1].norm) {
			continue // "last month", "l'an dernier": when, no position
		}
		if ri, ok := toks[j].role1(); ok &&
			ri.roles&(rRequest|rQWord|rPriceQ|rAvail|rShowMore|rOrdinal|rHuman|rTalk|rCheaper|rBigger|rSuper|rSelectVerb) != 0 {
			return false
		}
		if toks[j].objectVerb() && !haveWord(toks[j].key) && !toks[j].in(hsStoryVerbs) && !toks[j].keyIn(hsStoryVerbs) {
			return false // "chrit wa7ed, zidni wa7ed akhor": a verb said to the seller
		}
		if kinWantsNum.has(toks[j].nid, toks[j].norm) {
			return false
		}
		if _, c, ok := decision1(toks, j); ok && (c == dYes || c == dNo || c == dAck) || j == 0 && bareNo(&toks[j]) {
			return false // "la, chrit wa7ed mn souk": an answer and its reason
		}
	}
	return true
}

var (
	storyLast = normSet("last", "past", "lli", "li", "dernier", "derniere", "dernière", "passé", "passe", "passée", "الماضي", "الماضية", "اللي", "لي")
	storyWhen = normSet("week", "month", "year", "summer", "winter", "eid", "ramadan", "time", "semaine", "mois", "an",
		"annee", "année", "ete", "été", "fois", "simana", "chher", "l3am", "3am", "l3id", "lmerra", "مرة", "المرة",
		"الأسبوع", "الشهر", "العام", "السنة", "عام", "شهر")
)

// pickForSomeone reports a position picked and whom it is for, nothing
// else ("bghit tania, rah l mmi", "الثانية لأختي", as "la deuxième pour
// ma soeur" is read already): the kin gives an audience, which alone
// would refine, but with a position said it is a pick. Not when asked
// ("tania kayna l drari?"), when a colour, size, material or price is
// said too, or when a thing the shop sells is named.
func pickForSomeone(toks []tok, question bool, u Understanding) bool {
	if question || u.Intent != IntentRefine || u.Gender == "" || u.Color != "" || u.Size != "" || u.Material != "" ||
		u.MinPrice > 0 || u.MaxPrice > 0 || len(toks) > 7 {
		return false
	}
	for i := range toks {
		if toks[i].shop || toks[i].in(hsOtherOf) {
			return false
		}
		if _, ri, ok := roleWords.match(toks, i, len(toks)); ok && ri.roles&(rGreeting|rThanks|rBye) != 0 {
			return false // "msa lkhir a lkhout": "lkhir" is no last one
		}
	}
	return ordinalIn(toks) != 0
}
