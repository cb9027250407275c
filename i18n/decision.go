package i18n

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

// ParseDecision reads a whole message as an answer to a yes/no question
// (notes/confirmations.md §8, extended for issue 11):
//
//   - a question is never an answer: a "?" or "؟" anywhere, or a question
//     word first ("wakha?", "ok ?", "wach nzidha?", "هل أضيفه؟") → DecisionNone;
//   - the words are cut into the longest known entries of one lexicon of
//     fillers, thanks, yes, no, wait, objects and show-more words, so that
//     "la machi mochkil" (no problem) is read before "la" (no);
//   - a small grammar reads what lists cannot: a verb with an object
//     pronoun accepts ("zidha", "bghitha", "nakhodha", "أضفه"), the same
//     verb negated refuses ("ma zidhach", "mabghitch", "je ne veux pas",
//     "don't add it"), and a negated "know/decide" waits ("ma3rftch");
//   - every word must be known; objects ("add it to my cart", "l panier")
//     only count next to a yes or a no, show-more words only after a no
//     ("la, wrini lokhrin");
//   - a wait word wins → DecisionHold; yes and no together →
//     DecisionAmbiguous ("safi baraka"); all yes → DecisionYes; all no →
//     DecisionNo; a weak yes with thanks ("ok merci") closes the chat and
//     is no answer; anything else → DecisionNone.
//
// When in doubt it says DecisionNone and the engine asks again. It does
// not know whether a question is pending; the caller decides when the
// answer matters.
func ParseDecision(text string) Decision {
	var buf [24]tok
	a := analyzeInto(text, buf[:0])
	d, _ := decideHesitant(a.toks, a.question, a.hesitant)
	return d
}

type decisionClass uint8

const (
	dFiller     decisionClass = iota + 1 // 3afak, please, a sidi
	dThanks                              // merci, shokran, see you: a filler, but "ok merci" closes the chat
	dYes                                 // an answer: oui, yes, iyeh, na3am, ah, 👍
	dAck                                 // an acknowledgment: ok, wakha, d'accord, safi: yes alone, a goodbye with thanks
	dYesVerb                             // add it, zidha, je le prends: yes, or no after a negation
	dNo                                  // la, non, no, cancel
	dNeg                                 // don't, ne, pas: no, and flips a yes verb beside it
	dNoObj                               // too expensive, not this one: only next to a no
	dNoWhy                               // too expensive for me, trop cher, kbira 3liya: a reason said in excess refuses alone
	dCalm                                // la tkhaf, don't worry, machi ghalia: a worry denied, a yes beside a yes verb, nothing alone
	dHold                                // wait, bllati, je réfléchis
	dHoldVerb                            // nchouf, think, réfléchir: a wait alone or after a hold prefix
	dHoldPrefix                          // khallini, let me, je vais: only with a hold verb
	dObj                                 // it, l panier, daba, liya: only next to a yes, no or wait
	dMore                                // wrini lokhrin, show me others: only after a no
	dTiny                                // y, k, n: yes/yes/no alone, nothing inside a sentence ("je vais y réfléchir")
	dSafi                                // safi: "ok" alone or with a yes, "enough" with a no
	dMixed                               // safi baraka: said both ways
	dIntens                              // bzaf, beaucoup, so much: only with thanks or a no ("mzyana bzaf" is no yes)
	dHmm                                 // hmm, euh: hesitation; "hmm ok" is no yes
	dOh                                  // ah ok, ah oui: "oh, I see" alone, yes beside a plain yes ("ah oui bien sûr")
	dDemo                                // this one, had lmodel, هذا: the product meant, beside a yes or a no
	dPraise                              // great, 3jbatni, ممتاز: only beside a plain yes or a yes verb ("great, add it"; "ok great" is no answer)
	dGreet                               // labas 3lik, la bas w nta: "how are you?", never an answer ("la bas" alone is "no harm": yes)
	dBut                                 // mais, walakin, but: a yes with a but is no answer, unless the but is "later" (a wait)
	dAsking                              // ghir kanswwel, just asking: the message is a question, never an answer

	dClasses = dAsking + 1 // the size of a seen set
)

func (c decisionClass) String() string { return string('0' + rune(c)) }

// decideHesitant reads the words as an answer; more reports show-more
// words beside a no ("la, wrini lokhrin": no to this one, show others). A
// message written with a trailing "..." or a sad face (hesitant: "ok...",
// "wakha :/") is never read as a yes.
func decideHesitant(toks []tok, question, hesitant bool) (d Decision, more bool) {
	d, more = decideClauses(toks, question)
	if at := likeOwned(toks); d == DecisionYes && at >= 0 && !saysYes(toks, at) {
		return DecisionNone, more // "mama 3ndha bhal had lbrad": a story, no answer
	}
	if d == DecisionNo && keptAside(toks) {
		return DecisionHold, more // "khliha f bali", "khlliha 3ndk, ghanrja3 lik": kept aside (round 22i)
	}
	if d == DecisionYes && safiThanks(toks) {
		return DecisionNone, more // "safi lah ykhlik": that's it, thanks (round 22i)
	}
	if d == DecisionYes && (frenchPast(toks) || takenLater(toks)) {
		if takenLater(toks) {
			return DecisionHold, more // "i'll confirm after iftar" (round 22i)
		}
		return DecisionNone, more // "ma soeur a commandé la même chez vous": told (round 22i)
	}
	if d == DecisionNo && more && listDisliked(toks) {
		return DecisionNone, more // "show me more, had chi ma 3jbnich": the whole list disliked, labelled both ways (round 22i)
	}
	if d == DecisionNo && articleLaOnly(toks) {
		return DecisionNone, more // "ah la connexion c nul ici": the article (round 22i)
	}
	if d == DecisionNo && waitForPay(toks) {
		return DecisionHold, more // "non, je vais attendre la paie": bought once paid (round 22e)
	}
	if d == DecisionYes && orderToCome(toks) {
		return DecisionNone, more // "avant de commander, vous livrez à casa ?": the order still to come (round 22e)
	}
	if d == DecisionYes && untilThen(toks) {
		return DecisionHold, more // "7ta tkhlas lmanda w nchriha": bought once it clears, a wait (round 21e)
	}
	if hesitant && d == DecisionYes {
		return DecisionNone, more
	}
	if d == DecisionNo && delightedNo(toks) {
		return DecisionNone, more
	}
	if d == DecisionYes && bargain(toks) {
		return DecisionNone, more
	}
	if d == DecisionYes && bareIfPossible(toks) {
		return DecisionNone, more
	}
	if d == DecisionNone && contactLater(toks, question) {
		return DecisionHold, more
	}
	return d, more
}

// ifPossibleSet holds ifPossible (lexicon.go), "if possible" said as a
// please.
var ifPossibleSet = newPhraseSet(func(text string, old, add decisionClass) decisionClass { return old })

func init() { ifPossibleSet.addAll(dFiller, ifPossible...) }

// bareIfPossible reports a yes word and "if possible" and nothing else
// ("oui si c'est possible", "yes if possible"): what is possible is not
// said, so the please may be a doubt; with a verb or what is wanted
// ("oui ajoutez si possible", "ok, par carte si possible") it is a please
// (twentieth round).
func bareIfPossible(toks []tok) bool {
	at, n := -1, 0
	for i := range toks {
		if m, _, ok := ifPossibleSet.match(toks, i, len(toks)); ok {
			at, n = i, m
			break
		}
	}
	if at < 0 {
		return false
	}
	for i := range toks {
		if i >= at && i < at+n {
			continue
		}
		m, c, ok := decision1(toks, i)
		if !ok || m != 1 || (c != dYes && c != dAck && c != dFiller) {
			return false
		}
	}
	return true
}

// priceNouns name the price or a cut of it.
var priceNouns = plainSet("taman", "tamn", "tman", "thaman", "ttaman", "ثمن", "تمن", "الثمن", "التمن", "سعر", "السعر",
	"prix", "price", "remise", "takhfid", "tkhfid", "تخفيض", "promo", "discount", "réduction", "reduction")

// bargain reports a price named right after a verb of doing or giving, in
// the same clause: "dir liya taman mzyan", "دير ليا تمن مزيان", "fais-moi
// un bon prix" ask for a better price, they do not add anything
// (eighteenth round: heldout16 read one as a yes). "zidha, taman mzyan"
// (add it, the price is good) stays a yes.
func bargain(toks []tok) bool {
	for i := range toks {
		if !priceNounsNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			if clauseStart(&toks[j+1]) {
				break
			}
			n, c, ok := decisionWords.match(toks, j, i)
			if !ok || c != dYesVerb {
				n, ok = 1, toks[j].objectVerb()
			}
			if ok && onlyBargainFill(toks[j+n:i]) {
				return true
			}
		}
	}
	return false
}

// bargainFill may stand between the verb and the price it asks for: for
// me, a, some ("dir liya chi taman"); not "b had" (at this price: "wakha
// nakhdha b had taman" accepts it).
var bargainFill = plainSet("liya", "lia", "li", "ليا", "لي", "moi", "me", "un", "une", "a", "chi", "شي", "good", "bon",
	"meilleur", "better", "best")

func onlyBargainFill(toks []tok) bool {
	for i := range toks {
		if !bargainFillNum.has(toks[i].nid, toks[i].norm) && !bargainFillNum.has(toks[i].kid, toks[i].key) {
			return false
		}
	}
	return true
}

// wonderWords say the thing is wonderful: beside nothing but no words
// they make the no an exclamation ("la la la wa3ra 😍", "non non non
// magnifique", "لا لا لا روعة"), not a refusal.
var wonderWords = plainSet("wa3ra", "wa3er", "wa3r", "zwina", "zwin", "hayla", "hayel", "top", "magnifique", "superbe",
	"sublime", "trop belle", "wow", "waw", "amazing", "gorgeous", "beautiful", "stunning", "واعرة", "واعر", "زوينة",
	"زوين", "هايلة", "هايل", "روعة", "رائع", "رائعة", "😍", "🥰", "🤩", "😻", "💖", "💕", "😮", "😱")

// delightedNo reports a message of bare no words and wonder only: the
// no of "no way, it is beautiful". Thanks or a reason beside the no keep
// it a refusal ("la shokran 😍").
func delightedNo(toks []tok) bool {
	wonder := false
	for i := range toks {
		t := &toks[i]
		switch {
		case repeatedNo(t.norm) || t.isBareNo():
		case wonderWordsNum.has(t.nid, t.norm) || t.key != t.norm && wonderWordsNum.has(t.kid, t.key):
			wonder = true
		case t.norm == "bzaf" || t.norm == "بزاف" || t.norm == "trop" || t.norm == "so" || t.norm == "very":
		default:
			return false
		}
	}
	return wonder
}

// notImperfect reports a verb with an object ("بغيتها", "زيدها", "خليها")
// that does not open on a prefix of the present (أ, ا, ن, ت, ي).
func notImperfect(w string) bool {
	if !objectVerb(w) && !refusalVerb(w) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(w)
	return !strings.ContainsRune("أاإنتي", r)
}

func decideWords(toks []tok, question bool) (d Decision, more bool) {
	if question || len(toks) == 0 {
		return DecisionNone, false
	}
	var seen [dClasses]bool
	tiny := ""
	// Words no list knows are tolerated around a sure answer (loose.go):
	// how many, and whether the no said is a strong one.
	unknown, strongNo, later, topic := 0, false, false, false
	counts := 0    // unknown words that are a count of two or more ("jouj", "two", "جوج")
	cancelAt := -1 // the last cancel verb ("cancel my subscription": what follows is cancelled)
	// What the no words are (yesRemoves, noThenFine): removal verbs
	// ("cancel", "7aydha", "supprime-la"), other no words, and whether
	// every no is a bare one said before anything else ("non non c'est
	// bon, ajoute").
	removal, otherNo, leadNo, lateNo, said, fine := false, false, false, false, false, false
	enough, notEnough := false, false // "خلاص" the only no ("خلاص زيدها": that's it, add it)
	zid, otherMore := false, false    // a bare "zid" the only more ("iyeh zid": yes, add)
	// A yes or an acknowledgment said first, then a no that names what it
	// refuses ("ok non merci", "oui non finalement", "تمام، لا أريده").
	yesFirst, namedNo := true, false
	// Negation scope: a negation next to a word no list knows negates that
	// word ("don't worry", "لا تقلق", "n'hésitez pas", "ça ne me dérange
	// pas"), which may be a reassurance as well as a refusal.
	negEnd, lastUnknown, negUnknown := -1, -2, false
	if misunderstoodMe(toks) {
		return DecisionNone, false // "ma fhmtinich", "you didn't understand me": a complaint, no answer
	}
	// A no said alone before a comma, then a verb of putting in
	// ("لا والو، زيدها", "no no, add it"): the no denies a doubt as often
	// as the product; never a no (openNo: only no words before the first
	// comma; addAfter: a yes verb right after it; noAfter: a no after it).
	openEnd := firstComma(toks)
	openNo, addAfter, noAfter := openEnd > 0, false, false
	// "nothing" the only refusal ("walo ghir kanchof")
	nothingNo, somethingNo := false, false
	firstNo := -2 // firstBareNo, read once when asked
	var opens decideOpensMemo
	for i := 0; i < len(toks); {
		// decisionWords' reading at i, asked by several of the readings
		// below (toks and i do not change before they ask)
		wm, wc, wok := decisionWords.match(toks, i, len(toks))
		open := opens.at(toks, i) // the readers below that may read here (decidegate.go)
		// "Don't forget (to send it)" first: a negation that asks for what
		// follows, read as a filler ("la tnsach tsiftha" is "send it").
		n, c, ok := dontForget.match(toks, i, len(toks))
		if ok && (seen[dYes] || seen[dAck] || seen[dYesVerb]) && !seen[dNo] && !seen[dNeg] {
			n += forgottenThing(toks, i+n) // only after a yes: a reminder, no refusal
		}
		if !ok && open&decideOpenSendDay != 0 && sendDays.hasTok(&toks[i]) && sendVerbIn(toks) {
			n, c, ok = 1, dObj, true // "sifto ghda", "envoyez-la demain": when to send, not "later"
		}
		if !ok {
			// "لن أرفض", "i won't refuse", "je dis pas non": a refusal
			// denied, read before the negation alone.
			if open&decideOpenDenied != 0 { // (deniedRefusal's gate, read in open)
				if m, yes := deniedRefusalAll(toks, i); yes {
					n, c, ok = m, dCalm, true
				}
			}
		}
		if !ok {
			// "ma bqitch ntsenna", "bla ma nfker", "بلا ما نتسناو", "j'hésite
			// plus": no more waiting or thinking, a worry denied.
			if opens.deniedWaitOpens(toks, i, open) { // (deniedWait's gate, read in the bits)
				if m, yes := deniedWaitAll(toks, i); yes {
					n, c, ok = m, dCalm, true
				}
			}
		}
		if !ok {
			// "ma 3ndi hta mochkil", "la tkhaf", "لا أمانع", "ça ne me
			// dérange pas": a problem, objection or worry denied.
			if m, listed := wm, wok; !listed || m == 1 || bareNoRun(toks, i, m) {
				if toks[i].neg || open&decideOpenReassure != 0 { // (reassurance's gate, read in open)
					n, c, ok = reassuranceAll(toks, i) // listed phrases first: "never mind", "لا شكرا"
				}
			}
		}
		neg := false
		if !ok {
			// Negated verbs next: "mabghitch" must not read as the filler "bghit".
			n, c, ok = 0, 0, false
			if open&decideOpenNegation != 0 {
				n, c, ok = negation(toks, i)
			}
			neg = ok
		}
		if !ok && (toks[i].norm == "la" || toks[i].norm == "لا") && i+1 < len(toks) && prohibitive(toks[i+1].norm) {
			// "la tzidha", "لا تصيفطها": don't add it, don't send it.
			n, c, ok, neg = 2, dNo, true, true
		}
		if !ok && toks[i].in(hsNoNeed) && i+2 < len(toks) && (toks[i+1].norm == "ma" || toks[i+1].norm == "ما") &&
			prohibitive(toks[i+2].norm) {
			// "bla ma tdirha", "بلا ما تصيفطها": no need to (you) do it,
			// a no; "bla ma nfker" (I) is a wait denied (sixteenth round).
			n, c, ok, neg = 3, dNo, true, true
		}
		if !ok {
			// "khlliha 7ta l3chiya", "حتى الليل", "till tonight": until a
			// time is a wait, whatever verb stands before it.
			n, ok = untilTime(toks, i)
			c = dHold
		}
		if !ok && !seen[dNo] && !seen[dNeg] && toks[i].isUntil() && i+1 < len(toks) && mineVerb(toks[i+1].norm) {
			// "7ta ngoul l bba", "حتى نشاور راجلي", "until i ask my husband":
			// until I do something, a deferral, never a yes.
			n, c, ok = 2, dHold, true
		}
		if !ok && i > 0 && i+1 < len(toks) && toks[i].in(hsAndWords) && refusalAround(toks, i) {
			n, c, ok = 1, dObj, true // "ma3jbatnich ou ghalia": Darija "ou" is "and"
		}
		if !ok && i == 0 && leadingAnd(toks) {
			n, c, ok = 1, dObj, true // "ou zidha", "o 3lach la": and so
		}
		if !ok && (toks[i].norm == "l" || toks[i].norm == "m") && i+1 < len(toks) && (i == 0 || elisionBeforeNum.has(toks[i-1].nid, toks[i-1].norm)) {
			// "ne l ajoutez pas", "je l ajoute": French "l'" (it) or "m'"
			// (me) written apart before a verb the lists know, after a
			// subject or "ne" ("en taille M ajoutez" names a size).
			if _, c2, ok2 := decisionWords.match(toks, i+1, len(toks)); ok2 && (c2 == dYesVerb || c2 == dNo) {
				n, c, ok = 1, dObj, true
			}
		}
		if !ok && open&decideOpenPrep != 0 && !listedLonger(toks, i, 1) { // (prepositions.has(toks[i].norm))
			// (not before a listed phrase: "على الصبر", thanks for the patience)
			// "3la", "على": on, for. Its light key is "la", which is no.
			n, c, ok = 1, dObj, true
		}
		if m, listed := wm, wok; !ok && (!listed || m == 1) && i+1 < len(toks) &&
			open&decideOpenNot != 0 && notWords.hasTok(&toks[i]) && theseWordsNum.has(toks[i+1].nid, toks[i+1].norm) {
			// "not these", "machi hadou", "ماشي هادو", "pas ceux-là": not
			// these ones ("pas celle-ci" is read as before, by the lexicon)
			switch {
			case !frenchTheseNum.has(toks[i+1].nid, toks[i+1].norm):
				n, c, ok = 2, dNo, true
			case i+2 < len(toks) && toks[i+2].norm == "la" && toks[i+2].sep == '-':
				n, c, ok = 3, dNo, true
			}
		}
		if !ok && open&(decideOpenRemoval|decideOpenTakeOut) != 0 {
			if m := removalFromCart(toks, i); m > 0 {
				// "احذف المنتج من السلة", "أرجو حذف الطاجين من السلة",
				// "cancel the whole order": a removal verb, what it
				// removes, and the cart or the order it is removed from
				// (sixteenth round).
				n, c, ok = m, dNo, true
			} else if m := takenOut(toks, i); m > 0 {
				// "take the teapot out of my basket", "أخرجها من السلة",
				// "supprimi had lproduit mn le panier" (round 21b)
				n, c, ok = m, dNo, true
			}
		}
		if !ok {
			if m := addedThing(toks, i); m > 0 {
				// "ok put the tagine in my cart", "oui ajoutez le caftan",
				// "اه زيد القفطان": a verb of putting in with the thing sold
				// as its object is a yes verb (sixteenth round).
				n, c, ok = m, dYesVerb, true
			} else if m := futureTakeAt(toks, i, open); m > 0 {
				// "ghanakhodha", "صافي غانخدها", "ghanakhod jouj", "سآخذ
				// اثنين": I will take it, or two of it (round 22h)
				n, c, ok = m, dYesVerb, true
			}
		}
		if !ok && toks[i].key != toks[i].norm && (toks[i].objectVerb() || toks[i].refusalVerb()) {
			// "بغيتها": the spelling keys cut the object off ("بغيت", a
			// filler: I want); with it the verb is "I want it".
			if m, c2, listed := wm, wc, wok; !listed || (m == 1 && c2 == dFiller) {
				n, c, ok = 1, dYesVerb, true
				if !toks[i].objectVerb() {
					c = dNo
				}
			}
		}
		if !ok && (seen[dNo] || seen[dNeg]) && firstNo == -2 {
			firstNo = firstBareNo(toks)
		}
		if !ok && (seen[dNo] || seen[dNeg]) && firstNo >= 0 && firstNo < i {
			if m := justLooking(toks, i); m > 0 {
				// "la mabghitch, bghit ghir nchouf l prix", "non, je voulais
				// juste voir le prix": after a no, only looking is why.
				n, c, ok = m, dNoWhy, true
			}
		}
		if !ok && open&decideOpenMeet != 0 {
			if m := meetAgain(toks, i); m > 0 {
				// "نتلاقاو مرة أخرى", "see you next time": a goodbye with
				// its time, not the no "another time" is (round 25a)
				n, c, ok = m, dThanks, true
			}
		}
		if !ok {
			n, c, ok = wm, wc, wok
		}
		if !ok {
			n, c, ok = personVerb(toks, i)
		}
		if !ok && i+1 < len(toks) && open&decideOpenNot != 0 && notWords.hasTok(&toks[i]) && demoWords.hasTok(&toks[i+1]) {
			n, c, ok = 1, dNo, true // "machi had lmodel", "ماشي هاد الموديل": not this one
		}
		if !ok && open&decideOpenNot != 0 && notWords.hasTok(&toks[i]) {
			// "machi dyali", "ماشي ستيل ديالي", "pas mon style", "not my
			// thing", "ليست من ذوقي": not mine, not my taste, refuses.
			for j := i + 1; j < len(toks) && j <= i+3; j++ {
				if minePossessive(toks[j].key) {
					n, c, ok = j-i+1, dNo, true
					break
				}
			}
		}
		if !ok && strongNo && i+1 < len(toks) && !toks[i].shop && itsWordsNum.has(toks[i+1].nid, toks[i+1].norm) && !toks[i].isLooseBlock() {
			// "ma kat3jebnich lkhdma dyalha", "ma kaynasbnich lon dyalo":
			// after a refusal, the product's part that is refused.
			n, c, ok = 2, dObj, true
		}
		if m, yes := alreadyOwnedAt(toks, i, open); yes && (!ok || m > n) {
			// "rah 3ndi wa7ed jdid", "chrit wa7da bhalha", "راه عندي جوج
			// بحالهوم": the shopper has one already.
			n, c, ok = m, dNoWhy, true
		}
		if m, yes := fitRefusedAt(toks, i, open); yes && (!ok || m > n) {
			// "ma katjich m3a dari", "doesn't go with my sofa", "ça ira
			// pas avec mon canapé": it does not go with what I have.
			n, c, ok = m, dNoWhy, true
		}
		if !ok || c == dNoWhy || c == dNoObj {
			// "kbira 3la lkouzina dyali", "too big for my kitchen", "trop
			// grand pour mon salon", "كبير جدا على غرفتي": a size, weight
			// or price in excess for something of the shopper's refuses.
			if m, yes := excessForAt(toks, i, open); yes && m >= n {
				n, c, ok = m, dNoWhy, true
			}
		}
		if m, yes := tooToVerbAt(toks, i, open); yes && (!ok || m > n) {
			// "too heavy to take on the plane", "تقيل بزاف باش نديه": in
			// excess for a purpose, whose verb is no yes (round 25a)
			n, c, ok = m, dNoWhy, true
		}
		if !ok && i+1 < len(toks) && open&decideOpenDemo != 0 && demoWords.hasTok(&toks[i]) {
			// "had l3iba", "had lhaja", "هاد الشي": "this thing", taken or refused.
			n, c, ok = 2, dDemo, true
		}
		if !ok {
			switch {
			case open&decideOpenRepeated != 0: // repeatedNo(toks[i].norm)
				n, c, ok = 1, dNo, true
			case toks[i].objectVerb():
				n, c, ok = 1, dYesVerb, true
			case toks[i].refusalVerb():
				n, c, ok = 1, dNo, true
			}
		}
		if !ok && i > 0 && vocative(toks[i-1].norm) && looseWord(toks, i) {
			// "iwa wakha a lhaj", "واخا آ لالة": whoever is addressed.
			n, c, ok = 1, dFiller, true
		}
		if !ok {
			if cancelAt >= 0 && i-cancelAt <= 2 && utf8.RuneCountInString(toks[i].norm) > 3 &&
				(i-cancelAt == 1 || utf8.RuneCountInString(toks[i-1].norm) <= 3) {
				// "cancel culture", "annule le rendez-vous": what is
				// cancelled is something else than the cart.
				return DecisionNone, false
			}
			if unknown < maxLoose && len(toks) <= maxLooseWords && (looseWord(toks, i) || number(toks[i].norm) && addCount(toks, i)) {
				unknown++
				topic = topic || topicWord(&toks[i]) || toks[i].in(hsInfoNouns)
				if toks[i].isMany() || addCount(toks, i) {
					counts++
				}
				if i == negEnd {
					negUnknown = true // "لا تقلق", "i don't mind": the negation is this word's
				}
				lastUnknown = i
				i++
				continue
			}
			return DecisionNone, false
		}
		if c == dNo && i+n < len(toks) && ableIn(toks[i:i+n]) && decideVerb(toks[i+n].norm) {
			n, c = n+1, dHold // "ma n9derch n9rrer", "ما نقدرش نقرر": can't decide, a hesitation
		}
		switch {
		case c == dNo && nothingSpan(toks[i:i+n]), (c == dNo || c == dNeg) && noThing(toks, i, n):
			nothingNo = true
		case c == dNo || c == dNeg || c == dNoWhy || c == dNoObj:
			somethingNo = true
		}
		if c == dNo && n == 1 && leaveVerb(toks[i].norm) && i+1 < len(toks) && forMeNum.has(toks[i+1].nid, toks[i+1].norm) {
			c = dHold // "khlih lia", "خليها ليا": keep it for me, no refusal
		}
		if c == dYesVerb && i > 0 && relativesNum.has(toks[i-1].nid, toks[i-1].norm) {
			// "lbrad lli sifttou l mmi", "the one that you sent": a
			// relative clause tells what the thing is, no yes (fifteenth
			// round: a model trained without tuning11 read it yes).
			c = dObj
		}
		if (c == dHold || c == dHoldVerb) && i > 0 && prepositions.has(toks[i-1].norm) {
			c = dObj // "3la sabr dyalek", "على الصبر": for the patience, a noun, no wait
		}
		if c == dHold && i > 0 && seen[dMore] && degreeWords.hasTok(&toks[i]) {
			c = dObj // "zidni chwiya dial lmodelat": a few more, not "wait a bit"
		}
		if c == dHoldPrefix && i+n < len(toks) {
			// "ghadi nkhlles cash", "je vais payer": a future, not a wait,
			// unless a wait verb follows ("ghadi nchouf", "je vais voir").
			if _, c2, ok := decisionWords.match(toks, i+n, len(toks)); !ok || (c2 != dHoldVerb && c2 != dHold && c2 != dHoldPrefix) {
				if _, _, ok := personVerb(toks, i+n); !ok {
					c = dObj
				}
			}
		}
		if c == dNeg && n == 1 && !neg && toks[i].norm == "لا" && i+1 < len(toks) && notImperfect(toks[i+1].norm) {
			// "لا بغيتها", "لا لا زيدها": "لا" negates a verb of the
			// present ("لا أريدها", "لا تزيدها"); before a past or an
			// imperative it is the word no (Darija negates those with
			// ما…ش).
			c = dNo
		}
		if c == dNeg && n == 1 && !said && !neg && toks[i].isBareNo() && leadingNoWord(toks, i+1) && !negatedAfter(toks, i+1) {
			// "لا، أضفها", "لا لا زوينة، زيدها": a "لا" opening the message
			// before a comma, another no or praise is a no word, as "la"
			// is, not a negation of the verb further on ("لا تزيدها",
			// "لا أريد" still negate the verb right after them).
			c = dNo
		}
		if (c == dYes || c == dNo || c == dAck || c == dYesVerb || c == dNeg) && compound(toks, i, n) {
			return DecisionNone, false // "non-stop", "là-bas", "no-show": one word, not an answer
		}
		if c == dNo && laterWords.match1(toks, i, n) {
			later = true
		} else if c == dNo && !weakNo(toks, i, n) {
			strongNo = true
		}
		if neg && (c == dNo || c == dNeg) {
			strongNo = true // "ma bghitch", "la ma bghitch nkemmel": a verb refused
		}
		if (c == dNeg || open&decideOpenNot != 0 && notWords.hasTok(&toks[i])) && !neg && toks[i].key != "لا" && i+n < len(toks) {
			// "pas trop cher", "not too expensive", "machi ghalia": the
			// reason is denied, nothing is refused ("لا غالية" is "no,
			// too expensive": Arabic denies adjectives with ماشي, ليس).
			if n2, c2, ok := decisionWords.match(toks, i+n, len(toks)); ok && (c2 == dNoObj || c2 == dNoWhy) {
				// "machi ghalia, zidha": a worry denied, a yes with a
				// yes verb; alone ("pas trop cher") nothing is answered.
				seen[dCalm] = true
				i += n + n2
				continue
			}
			if m := excessDenied(toks, i+n); m > 0 {
				// "not too heavy, add it", "machi kbira bzaf 3la salon
				// dyali": an excess the grammar reads, denied (round 25a)
				seen[dCalm] = true
				i += n + m
				continue
			}
		}
		if c == dNoObj && seen[dNo] && !seen[dYes] && !seen[dAck] && !seen[dYesVerb] && toks[i].in(hsMoneyWords) {
			// "la rah lflous khassni l kra", "لا، الفلوس ديالي خاصني نشري
			// بيهم الحولي": after a no, the money needed for something
			// else refuses (round 20b).
			if m := moneyNeeded(toks, i+n); m > 0 {
				n, c = n+m, dNoWhy
				strongNo = true
			}
		}
		if (c == dNoObj || c == dNoWhy) && i+n < len(toks) && degreeWords.hasTok(&toks[i+n]) {
			n++ // "ghalia chwiya", "غالية شوية": a bit pricey, not "wait a bit"
		}
		if c == dNo && cancelVerbs.hasTok(&toks[i+n-1]) {
			cancelAt = i + n - 1
		}
		if (c == dNo || c == dNeg) && said && !namedNo && (neg || (c == dNo && !bareNoSpan(toks[i:i+n]))) &&
			!(i+n < len(toks) && forMeNum.has(toks[i+n].nid, toks[i+n].norm)) && !leaveVerb(toks[i].norm) && !laterIn(toks) {
			namedNo = true // "ok non merci", "d'accord, laisse tomber", "تمام، لا أريده"
		}
		if c == dNo {
			if enoughNoNum.has(toks[i+n-1].nid, toks[i+n-1].norm) {
				enough = true
			} else {
				notEnough = true
			}
			switch {
			case removalVerb(&toks[i]) && !(i+n < len(toks) && forMeNum.has(toks[i+n].nid, toks[i+n].norm)):
				// "wakhaaa 7ydha liya": set aside for me, not removed
				removal = true
			default:
				otherNo = true
			}
			if said || !bareNoSpan(toks[i:i+n]) {
				lateNo = true
			} else {
				leadNo = true
				fine = fine || toks[i+n-1].norm == "bon" // "non c'est bon"
			}
		} else if c != dFiller {
			if !said && c != dYes && c != dAck && c != dSafi {
				yesFirst = false // something else before the no than a yes
			}
			said = true
		}
		if c == dMore {
			if n == 1 && toks[i].in(hsBareZid) && !(i+1 < len(toks) && showAfterZid(toks, i+1)) {
				zid = true
			} else {
				otherMore = true
			}
		}
		if c == dTiny && toks[i].term == "nn" {
			c = dNo // "nn merci je regarde juste": "nn" is "non", not the letter
		}
		if c == dTiny {
			tiny = toks[i].key
		}
		if c == dNeg || (c == dNo && negationWords.match1(toks, i, n)) {
			negEnd = i + n
			if lastUnknown == i-1 {
				negUnknown = true // "ça ne me dérange pas", "n'hésitez pas"
			}
		}
		switch {
		case i < openEnd:
			if (c != dNo && c != dNeg && c != dFiller) || neg || c != dFiller && !openNoSpan(toks[i:i+n]) {
				openNo = false
			}
		case i == openEnd:
			addAfter = c == dYesVerb && !neg
		default:
			noAfter = noAfter || c == dNo || c == dNeg
		}
		seen[c] = true
		i += n
	}
	if tiny != "" {
		// A lone letter answers only alone (with fillers): "y", "k 👍", "n";
		// beside a yes or a no it says nothing sure ("ok n"), inside a
		// sentence it is a word ("je vais y réfléchir").
		alone := true
		for c := range seen {
			switch decisionClass(c) {
			case dTiny, dFiller, dThanks:
			case dYes, dAck, dYesVerb, dNo, dNeg, dSafi, dMixed, dOh:
				if seen[c] {
					return DecisionNone, false
				}
			default:
				if seen[c] {
					alone = false
				}
			}
		}
		if alone && unknown == 0 {
			if tiny == "n" {
				return DecisionNo, false
			}
			return DecisionYes, false
		}
		seen[dTiny] = false
	}
	if later && (seen[dYes] || seen[dAck] || seen[dSafi] || seen[dBut]) {
		// "iyeh mn b3d", "oui mais pas maintenant", "ok but later": yes to
		// what, now or later? Ask (the corpus rulings: unclear).
		return DecisionAmbiguous, false
	}
	if seen[dBut] && !seen[dGreet] && !seen[dAsking] && butRefuses(toks) {
		// "iyeh fhmtk walakin ma bghitch", "it's nice but no", "wakha
		// shokran walakin la": understood, liked or thanked, but no.
		return DecisionNo, false
	}
	if seen[dBut] || seen[dGreet] || seen[dAsking] {
		// "oui mais …": a condition follows, ask; "la bas 3lik": how are
		// you; "ma bghit walo, ghir kanswwel": the shopper was asking, not
		// answering — what was pending is asked again, not dropped.
		return DecisionNone, false
	}
	if negUnknown && seen[dYesVerb] {
		// "لا تقلق، أضفه", "i don't mind, add it", "n'hésitez pas à
		// l'ajouter": what the negation denies is a word no list knows, so
		// the verb may or may not be refused. Ask again.
		return DecisionNone, false
	}
	d, more = decideSeen(&seen)
	if d == DecisionNo && openNo && addAfter && !noAfter && !more {
		return DecisionAmbiguous, false
	}
	if d == DecisionNo && nothingNo && !somethingNo && doingIn(toks) {
		// "walo ghir kanchof", "والو، غير كنتفرج": "nothing", then what the
		// shopper is doing; only a real no then "just looking" refuses.
		return DecisionNone, false
	}
	if d == DecisionAmbiguous && unknown == 0 {
		switch {
		case yesRemoves(&seen, removal, otherNo):
			// "yes cancel it", "oui annulez la commande", "واخا حيدها":
			// the yes agrees to the removal asked, a no.
			return DecisionNo, false
		case noThenFine(&seen, leadNo, lateNo, fine):
			// "non non c'est bon ajoute-la", "nooo its perfect add it":
			// no doubt, it is fine, add it.
			return DecisionYes, false
		case yesFirst && namedNo && !later && ackThenNo(&seen):
			// "ok non merci", "oui non finalement", "d'accord, laisse
			// tomber", "wakha safi, mabghitch", "تمام، لا أريده": the yes
			// acknowledges, the no that follows answers (a bare "oui non",
			// "wakha la" is still asked again).
			return DecisionNo, false
		case zid && !otherMore && more && zidAccepts(&seen):
			// "eyeh zid", "zid dirha wakha", "أه زيد، راه هدية": "zid"
			// beside a yes is "add", not "more" (in the corpus every
			// yes word beside a bare "zid" is a yes; "zid wrini",
			// "zid sift liya tsawer" still ask for more).
			return DecisionYes, false
		case enough && !notEnough && seen[dYesVerb] && !seen[dNeg] && !seen[dHold] && !seen[dHoldVerb] &&
			!seen[dHoldPrefix] && !seen[dMore] && !seen[dNoWhy] && !seen[dNoObj] && !seen[dHmm]:
			// "خلاص زيدها", "زيدها وخلاص", "صافي خلاص ناخدها": "that's
			// it", decided, beside a yes verb; alone it is still "enough",
			// a no, as Latin "khlas" is either.
			return DecisionYes, false
		}
	}
	if d == DecisionNo && !more && seen[dPraise] && toks[0].isBareNo() && !seen[dNeg] && !seen[dYesVerb] &&
		!seen[dNoWhy] && !seen[dNoObj] && !seen[dThanks] && !seen[dHold] && !seen[dHoldVerb] {
		// "la wllah zwina", "non franchement elle est belle": a leading
		// "no" beside praise and nothing refused denies a doubt as often
		// as the product. Ask again.
		return DecisionNone, false
	}
	if d == DecisionNo && seen[dHmm] && !strongNo && !(seen[dYesVerb] && seen[dNeg]) {
		return DecisionNone, false // "bof pas trop", "hmm no": meh, ask again
	}
	if unknown > 0 {
		// how many, not "I want two" ("wakha, bghit jouj": labelled unclear)
		// how many said bare after a yes ("iyeh, jouj") neither asks
		// nor puts in: a please or a verb of putting in makes it the
		// count to add ("واخا، جوج عافاك", "yea put two in"; round 21d)
		counted := counts == unknown && !wantIn(toks) && (seen[dFiller] || putVerbIn(toks))
		return loose(d, more, &seen, strongNo, topic, counted)
	}
	return d, more
}

// decideSeen decides from the classes seen in a message.
func decideSeen(seen *[dClasses]bool) (d Decision, more bool) {
	// A negation anywhere refuses the yes verbs ("don't add it", "je le
	// prends pas", "ma ghadich nakhodha").
	yesVerb := seen[dYesVerb] && !seen[dNeg]
	refused := seen[dYesVerb] && seen[dNeg]
	yes := seen[dYes] || yesVerb
	ack := seen[dAck] || seen[dSafi]
	no := seen[dNo] || seen[dNeg] || refused
	more = seen[dMore]
	holdVerb := seen[dHoldVerb]
	switch {
	case seen[dCalm] && yes && !no && !seen[dHold] && !seen[dHoldVerb] && !more && !seen[dNoWhy] && !seen[dNoObj]:
		return DecisionYes, false // "la tkhaf, zidha", "machi ghalia, nakhodha"
	case seen[dCalm] && !seen[dNo] && !seen[dNeg] && !seen[dYesVerb]:
		return DecisionNone, false // "la tkhaf", "pas trop cher": reassured, not answered
	case seen[dMixed] && no && !yes && !seen[dAck] && !seen[dSafi] && !seen[dHold] && !seen[dHoldVerb]:
		return DecisionNo, seen[dMore] // "non non c'est bon": no, no need; "khlas mabghitch": enough, I don't want it
	case seen[dMixed] && yesVerb && !no && !seen[dHold] && !seen[dHoldVerb] && !seen[dMore]:
		return DecisionYes, false // "c'est bon, ajoute-la": fine, add it
	case seen[dMixed]:
		return DecisionAmbiguous, false
	case seen[dOh] && !(yes && !no && !seen[dHold] && !seen[dHoldVerb] && !more):
		return DecisionAmbiguous, false
	case seen[dPraise] && !yes && !no:
		// "ok great", "ah wakha 3jbatni": pleased, but not said to add it.
		return DecisionNone, false
	case seen[dIntens] && !seen[dThanks] && !no && !seen[dHold] && !yesVerb:
		return DecisionNone, false
	case seen[dHmm] && (yes || ack) && !no:
		return DecisionNone, false
	case seen[dHold] && !yes && !ack:
		return DecisionHold, false
	case seen[dHold], (holdVerb || seen[dHoldPrefix]) && (yes || ack):
		// "ok, wait", "wakha nchouf", "wakha ghda", "oui je vais…": agreed
		// to wait, to later, or to the product? Ask.
		return DecisionAmbiguous, false
	case holdVerb && !more:
		return DecisionHold, false
	case more:
		if no && !yes && !seen[dAck] {
			return DecisionNo, true
		}
		if yes || ack {
			return DecisionAmbiguous, true
		}
		return DecisionNone, true
	case seen[dSafi] && no && !yes && !seen[dAck]:
		return DecisionNo, false // "la safi ma bghitch", "7bs safi": safi is "enough"
	case (yes || ack) && no:
		return DecisionAmbiguous, false
	case no:
		return DecisionNo, false
	case seen[dNoWhy] && !yes && !ack && !seen[dHmm]:
		// "ghalya bzaf", "c'est trop cher", "kbira 3liya": a reason said
		// in excess is the refusal; "ghalya chwiya", "a bit pricey" is not.
		return DecisionNo, false
	case seen[dNoObj], seen[dNoWhy]:
		return DecisionNone, false
	case yes:
		return DecisionYes, false // an answer with thanks is still an answer: "oui merci"
	case ack && !seen[dThanks]:
		return DecisionYes, false
	}
	// "ok merci", "wakha shokran": thanks for the help and goodbye, maybe
	// a polite no; ask again rather than add to the cart.
	return DecisionNone, false
}

// repeatedNo reads "lalala", "لالالا", "nonon": no typed again and again.
func repeatedNo(w string) bool {
	for _, unit := range []string{"la", "لا", "no", "non", "na"} {
		if len(w) >= 2*len(unit) && len(w)%len(unit) == 0 && repeats(w, unit) {
			return true
		}
	}
	return false
}

// repeats reports w made of unit over and over (strings.Repeat(unit, n)
// == w, without building it: repeatedNo is asked of most words).
func repeats(w, unit string) bool {
	for i := 0; i < len(w); i += len(unit) {
		if w[i:i+len(unit)] != unit {
			return false
		}
	}
	return true
}

// personVerb reads a hold word with a Darija or Arabic person prefix
// ("ntsnna", "nsber", "نتسنى"), which the lists hold without it.
func personVerb(toks []tok, i int) (n int, c decisionClass, ok bool) {
	if c := decisionClass(personVerbOf.of(&toks[i])); c != 0 {
		return 1, c, true
	}
	return 0, 0, false
}

// personVerbOf is personVerbWord's class, or 0 (asked of every word by
// decideWords).
var personVerbOf = newNormTable(func(w string) uint32 {
	if _, c, ok := personVerbWord(w); ok {
		return uint32(c)
	}
	return 0
})

// personVerbWord is personVerb of the word w.
func personVerbWord(w string) (n int, c decisionClass, ok bool) {
	// Also the Darija present "ka-" ("kanfker", "كنفكر": I am thinking),
	// for waiting words only: "kanchouf" is browsing, not a wait.
	for _, p := range []string{"kan", "kat", "ka", "n", "t", "كن", "كت", "ك", "ن", "ت", "س", "أ", "ا"} {
		if w == "" || w[0] != p[0] {
			continue // (the prefix cannot open w: no call to compare)
		}
		rest, cut := strings.CutPrefix(w, p)
		if !cut || utf8.RuneCountInString(rest) < 3 {
			continue
		}
		k, _ := loadSpellings().canon(rest)
		c, ok := decisionWords.single(k)
		if ok && (c == dHold || (c == dHoldVerb && len(p) < 2 && p != "ك")) {
			return 1, c, true
		}
	}
	return 0, 0, false
}

// negation reads a negated verb: "ma zidhach", "mabghitch", "ماغاديش" →
// no (or a negation of the verb that follows), "ma3rftch" → wait.
func negation(toks []tok, i int) (n int, c decisionClass, ok bool) {
	w := toks[i].norm
	// "ma" written apart: "ma bghitch", "ما عرفتش".
	if (w == "ma" || w == "mo" || w == "ما") && i+1 < len(toks) && !clauseStart(&toks[i+1]) {
		// (not across a comma or a stop: "a ma, zidha" calls mum)
		next := toks[i+1].norm
		if ableWord(next) && i+2 < len(toks) && (holdStem(toks[i+2].norm) || chooseVerbsNum.has(toks[i+2].nid, toks[i+2].norm)) {
			return 3, dHold, true // "ma 9dartch nkhtar": could not choose yet, a wait (round 22e)
		}
		if c, ok := negatedVerb(next, true); ok {
			return 2, c, true
		}
		// "ma ghadi nakhodhach", "ما غادي نديهاش": the future between the
		// two halves of the negation; the verb after it is refused.
		if futureAux.hasTok(&toks[i+1]) && i+2 < len(toks) {
			if c, ok := negatedVerb(toks[i+2].norm, true); ok {
				return 3, c, true
			}
		}
		// "ma bghitha", "ma zidtha": the "ch" is often left out before
		// an object pronoun; "ma 3reft", "ما عرفت": not known yet.
		if objectVerb(next) {
			return 2, dNo, true
		}
		if holdStem(next) {
			return 2, dHold, true
		}
		if understandStem(next) {
			return 2, dHmm, true // "ma fhmt walo", "ما فهمت والو": not understood, no answer
		}
		if wantWords.hasTok(&toks[i+1]) {
			return 2, dNeg, true // "wlah ma bghit", "ma bghit nzidha"
		}
		return 0, 0, false
	}
	if (w == "mat" || w == "mate") && i+1 < len(toks) {
		// "mat zidhach", "mat dakhlhach": "ma t…ch" with the "t" of the
		// second person glued to the negation (sixteenth round: "mat
		// zidhach" read as "zidha", a yes).
		if c, ok := negatedVerb("t"+toks[i+1].norm, true); ok {
			return 2, c, true
		}
	}
	if (w == "لم" || w == "لن" || w == "لا") && i+1 < len(toks) && msaRefused(toks[i+1].norm) && !listedLonger(toks, i, 2) {
		// "لم تعجبني", "لن أقتنيه", "لا أوافق", "المقاس لن يناسبني": a
		// Standard Arabic negation before a verb of liking, wanting,
		// taking, buying, agreeing or fitting refuses.
		return 2, dNo, true
	}
	if c, ok := negatedVerb(w, false); ok {
		return 1, c, true
	}
	for _, p := range []string{"ma", "ما"} {
		if rest, ok := strings.CutPrefix(w, p); ok && utf8.RuneCountInString(rest) >= 4 {
			if objectVerb(rest) {
				return 1, dNo, true
			}
			if holdStem(rest) {
				return 1, dHold, true
			}
		}
	}
	return 0, 0, false
}

// noNeed: "bla", "بلا" (without, no need) before "ma" and a verb.
var noNeed = plainSet("bla", "bila", "بلا")

// demoWords start "this thing" ("had l3iba"): beside a no, the thing refused;
// notWords before them refuse it.
var (
	demoWords = newWordSet("had", "هاد", "هذا", "هذه")
	notWords  = newWordSet("machi", "mashi", "ماشي", "ليس", "ليست", "not", "pas", "isnt", "isn't", "nest", "n'est")
)

// minePossessive reports a first-person possessive or "taste": "dyali",
// "ديالي", "mon", "my", "ذوقي" ("من ذوقي" reads on its last word).
func minePossessive(key string) bool {
	switch key {
	case "dyali", "ديالي", "mon", "my", "mine":
		return true
	}
	return strings.HasSuffix(key, "ذوقي")
}

var ()

// wantWords are "want" verbs a separate "ma" negates without "ch".
var wantWords = newWordSet("bghit", "bgheet", "nbghi", "bghina", "bghina", "bghit nzidha")

// holdStem reports "know" and "decide" verbs, which negated say "not yet
// decided": "3reft", "9rrt", "عرفت", "قررت".
func holdStem(w string) bool {
	if strings.HasPrefix(w, "عرف") || strings.HasPrefix(w, "قرر") || strings.HasPrefix(w, "نعرف") {
		return true
	}
	lk := lightKey(w)
	if len(lk) < 2 {
		return false
	}
	sk := consonants(lk)
	for _, cut := range []string{"", "n"} {
		s, _ := strings.CutPrefix(sk, cut)
		for _, r := range holdRoots {
			if strings.HasPrefix(s, r) {
				return true
			}
		}
	}
	return false
}

// Roots of verbs whose negation refuses (want, like, add, take, can,
// need) or waits (know, decide), as consonant skeletons (Latin) or
// letters (Arabic script).
var (
	noRoots       = []string{"jb", "zd", "khd", "akhd", "kd", "htj", "chr", "sft", "sfd", "jy", "ht", "dkhl", "hjz", "sjl", "khs", "hmn", "drh"} // like, add, take, fit/can, need, buy, send, suit ("ma ji3nich"), put ("ma t7ettihach", "ma tdirhach": dir with its object only, "ma drtch" is "I did not")
	futureAux     = newWordSet("ghadi", "gha", "ghad", "غادي", "غا")
	negAux        = []string{"ghd", "bgh", "bk"} // "ma ghadich nakhodha", "ma bghitch nzidha", "mab9itch bghitha": the verb after is refused
	holdRoots     = []string{"rf", "kr"}
	noRootsArab   = []string{"عجب", "زيد", "زد", "خد", "اخد", "خذ", "قدر", "حتاج", "شري", "صيفط", "سيفط", "جا", "حط", "دخل", "حجز", "سجل", "ديره"}
	negAuxArab    = []string{"غادي", "بغ", "بقي", "بق"}
	holdRootsArab = []string{"عرف", "قرر"}
)

// negatedVerb reads "mabghitch", "ma3rftch", "مابغيتش", "ماعرفتش" (or,
// apart is true, the verb after a separate "ma": "bghitch").
func negatedVerb(w string, apart bool) (decisionClass, bool) {
	if strings.HasSuffix(w, "ش") {
		stem := strings.TrimSuffix(w, "ش")
		if !apart {
			var ok bool
			if stem, ok = strings.CutPrefix(stem, "ما"); !ok {
				return 0, false
			}
		}
		for _, p := range []string{"", "ن", "ت", "ي", "م", "كن", "كت", "ك", "غان", "غات", "غاي", "غا"} {
			s, ok := strings.CutPrefix(stem, p)
			if !ok {
				continue
			}
			for _, r := range negAuxArab {
				if strings.HasPrefix(s, r) {
					return dNeg, true
				}
			}
			for _, r := range noRootsArab {
				if strings.HasPrefix(s, r) {
					return dNo, true
				}
			}
			for _, r := range holdRootsArab {
				if strings.HasPrefix(s, r) {
					return dHold, true
				}
			}
			if strings.HasPrefix(s, "فهم") {
				return dHmm, true // "مافهمتش": not understood
			}
		}
		return 0, false
	}
	if !isASCII(w) || len(w) < 4 {
		return 0, false
	}
	stem, ok := strings.CutSuffix(w, "ch")
	if !ok {
		if stem, ok = strings.CutSuffix(w, "sh"); !ok {
			return 0, false
		}
	}
	if !apart {
		if stem, ok = strings.CutPrefix(stem, "ma"); !ok {
			return 0, false
		}
	}
	lk := lightKey(stem)
	if len(lk) < 2 {
		return 0, false
	}
	for _, cut := range []string{"", "n", "t", "y", "m", "kan", "kat", "ka", "ghan", "ghat", "ghay", "gha"} {
		s, ok := strings.CutPrefix(lk, cut)
		if !ok || s == "" {
			continue
		}
		sk := consonants(s)
		for _, r := range negAux {
			if strings.HasPrefix(sk, r) {
				return dNeg, true
			}
		}
		for _, r := range noRoots {
			if strings.HasPrefix(sk, r) {
				return dNo, true
			}
		}
		for _, r := range holdRoots {
			if strings.HasPrefix(sk, r) {
				return dHold, true
			}
		}
		if strings.HasPrefix(sk, "fhm") {
			return dHmm, true // "mafhmtch": not understood
		}
	}
	return 0, false
}

// understandStem reports "understand" after a separate negation: "ma
// fhmt", "ما فهمت" (the "ch" is often left out).
func understandStem(w string) bool {
	if isASCII(w) {
		return strings.HasPrefix(consonants(lightKey(w)), "fhm")
	}
	return strings.HasPrefix(w, "فهم") || strings.HasPrefix(w, "نفهم")
}

// consonants is the skeleton of a light key without a length floor.
func consonants(lk string) string {
	b := make([]byte, 0, len(lk))
	for i := 0; i < len(lk); i++ {
		c := lk[i]
		switch c {
		case 'a', 'e', 'i', 'u', 'y', 'x':
			if i == 0 && c == 'a' {
				b = append(b, c) // "akhd" keeps its a: it tells "take" from "khd"
			}
			continue
		}
		if len(b) > 0 && b[len(b)-1] == c {
			continue
		}
		b = append(b, c)
	}
	return string(b)
}

// objectVerb reports a verb carrying an object pronoun, the Darija and
// Arabic way of saying "add it", "I want it", "I'll take it": a listed
// stem and a listed ending ("zid"+"ha", "nakhod"+"ha", "sift"+"o",
// "زيد"+"ها", "أضف"+"ه"). Built from stems × endings so that every
// combination is known without listing it.
func objectVerb(w string) bool {
	// "3ndha" (she has) loses its 3 in the light key and would read as a
	// dry "ndi" + "ha" (I take it): a have word is never a verb of taking.
	return !haveWord(w) && !giftVerb(w) && verbIn(w, objectVerbs, dryObjectStems)
}

// verbIn looks w up in a table of verbs by itself, its light key and as a
// dry verb, without allocating (detectLang asks it of every word).
func verbIn(w string, verbs map[string]struct{}, dry map[string]bool) bool {
	if _, ok := verbs[w]; ok {
		return true
	}
	var buf [64]byte
	var lk []byte
	if len(w) >= 3 {
		lk = lightInto(&buf, w)
	}
	if _, ok := verbs[string(lk)]; ok && len(lk) > 0 {
		return true
	}
	return dryVerb(w, lk, dry)
}

// Darija in Latin letters is often written without its vowels: "zdha",
// "sfto", "drha", "bghtha", "khllha". dryObjectStems and dryRefusalStems
// hold the consonants of the listed stems (consonants of their light
// keys); dryVerb reads a word made of a stem written with no vowel at all
// and a listed ending. A stem with a vowel is not dry, and is read as
// written.
var dryObjectStems, dryRefusalStems = map[string]bool{}, map[string]bool{}

// dryEnds are the object endings a dry verb may carry, as light keys
// ("hliya" → "hlia", "o"/"ou" → "u"), longest first: "u" is left out
// after "zd" ("zdo" is "zido", more), "hum" and "هم" everywhere ("drhom",
// "درهم" are dirhams).
var dryEnds = []string{"hlia", "hali", "ha", "u"}

func dryVerb(w string, lk []byte, stems map[string]bool) bool {
	if r, _ := utf8.DecodeRuneInString(w); r >= 0x0600 && r <= 0x06FF {
		return dryArabic(w, stems)
	}
	if len(w) < 4 || len(lk) == 0 {
		return false
	}
	for _, e := range dryEnds {
		if !bytes.HasSuffix(lk, []byte(e)) || len(lk)-len(e) < 2 {
			continue
		}
		stem := lk[:len(lk)-len(e)]
		if anyByteOf(string(stem), "aeiouy") {
			return false // not dry: read as written
		}
		if e == "u" && string(stem) == "zd" {
			return false
		}
		return stems[string(stem)]
	}
	return false
}

var objectVerbs = map[string]struct{}{}

// frenchYesVerbs are "ajoutez-le", "mets-la au panier"…: imperative and
// pronoun, listed as yes verbs at init; frenchNoVerbs "retirez-le"…
var frenchYesVerbs, frenchNoVerbs []string

// refusalVerb reports a verb of refusal with an object pronoun: "nsaha"
// (forget it), "khlliha" (leave it), "lghiha" (cancel it), "annuliha".
func refusalVerb(w string) bool {
	if verbIn(w, refusalVerbs, dryRefusalStems) {
		return true
	}
	// The future says the same refusal: "ghankhalliha", "غانخليها"
	// (I'll leave it), "سأتركه", "سأحذفه" (Standard Arabic sa-).
	for _, p := range futurePrefixes {
		if rest, ok := strings.CutPrefix(w, p); ok && utf8.RuneCountInString(rest) >= 3 {
			if p == "سا" {
				rest = "ا" + rest
			}
			if verbIn(rest, refusalVerbs, dryRefusalStems) {
				return true
			}
			// "ghankhalliha": the future's n is the first person's.
			if r2, ok := strings.CutPrefix(rest, "ن"); ok && utf8.RuneCountInString(r2) >= 3 && verbIn(r2, refusalVerbs, dryRefusalStems) {
				return true
			}
		}
	}
	return false
}

// futurePrefixes glue the future to a verb: Darija "gha"/"ghan", "غا"/"غان",
// Standard Arabic "س" before the first person's alif ("سأتركه" folds to
// "ساتركه", read as "اتركه").
var futurePrefixes = []string{"ghan", "gha", "غان", "غا", "سا"}

var refusalVerbs = map[string]struct{}{}

func init() {
	latin := []string{"zid", "bghit", "bghitt", "nakhod", "nakhd", "nakhud", "khod", "khud", "akhd", "ndi", "di", "ddi",
		"sift", "sifet", "dir", "7ett", "7et", "7tt", "htt", "jib", "ajout", "ajouti", "confirmi", "wjjd", "wajjed", "nzid", "tzid",
		"tsift", "nsift", "tsifet", "kteb", "ktb", "sjjel", "sajjel", "3ti", "dawz", "dawez", "7ott", "7ot",
		"nchri", "chri", "nchrih", "chrit", "baghi", "baghya", "9blt", "9bel", "n9bel",
		// put in, book: "dakhlha", "dkhlha l panier", "7jzha liya"
		"dakhl", "dkhl", "dakhel", "dekhl", "ndakhl", "7jz", "7jez", "7ajz", "hjz", "7joz", "n7jz",
		// "dakhalha", "dkhalha", "dakhkhalha": put it in, the vowel kept (fifteenth round)
		"dakhal", "dkhal", "dakhkhal", "ndakhal"}
	latinEnd := []string{"ha", "h", "o", "ou", "hali", "halia", "haliya", "hlia", "hliya", "ih", "iha", "hom", "hum",
		"oha", "ouha", "ohom", "ouhom", "ohali", "ouhali", "wha", "iwha", "eha", "ehom", "ehali", "ehliya"}
	for _, s := range latin {
		if c := consonants(lightKey(s)); len(c) >= 2 {
			dryObjectStems[c] = true
		}
		for _, e := range latinEnd {
			if (s == "zid" || s == "nzid" || s == "tzid") && (e == "o" || e == "ou") {
				continue // "zidou", "zido": "more, please" as often as "add it"
			}
			w := s + e
			objectVerbs[w] = struct{}{}
			if lk := light(w); lk != "" {
				objectVerbs[lk] = struct{}{}
			}
		}
	}
	for _, v := range []string{"retire", "retirez", "enlève", "enlevez", "enleve", "supprime", "supprimez"} {
		for _, p := range []string{"le", "la", "les", "le du panier", "la du panier"} {
			frenchNoVerbs = append(frenchNoVerbs, v+" "+p, v+"-"+p)
		}
	}
	for _, v := range []string{"ajoute", "ajoutez", "ajouter", "mets", "mettez", "mettre", "prends", "prenez",
		"valide", "validez", "commande", "commandez", "garde", "gardez", "envoie", "envoyez"} {
		for _, p := range []string{"le", "la", "les", "moi", "le moi", "la moi", "les moi", "le au panier",
			"la au panier", "le dans le panier", "la dans le panier", "le dans mon panier", "la dans mon panier"} {
			frenchYesVerbs = append(frenchYesVerbs, v+" "+p, v+"-"+p)
		}
	}
	arab := []string{"زيد", "زيدي", "ديري", "حطي", "صيفطي", "سيفطي", "جيبي", "خودي", "بغيت", "ناخد", "ناخذ", "خد", "خذ", "ندي", "دي", "سيفط", "صيفط", "دير", "حط", "جيب", "اضف", "اضيف", "اضيفي", "ساخذ", "اخذ", "ضيف",
		"احتاج", "أحتاج", "اريد", "أريد", "نشري", "باغي", "باغية", "دخل", "دخلي", "احجز", "حجز", "ارسل", "أرسل", "اشتري",
		// put, order, confirm, complete (Standard Arabic imperatives, both genders)
		"ضع", "ضعي", "اطلب", "اطلبي", "أطلب", "اكد", "أكد", "اكدي", "أكدي", "اضيفي", "أضيفي", "ضيفي", "ارسلي", "أرسلي", "احجزي"}
	arabEnd := []string{"ها", "ه", "هالي", "ليا", "يه", "هم", "وها", "وه", "وهم", "وهالي"}
	for _, s := range arab {
		if d := dryArabicStem(s); utf8.RuneCountInString(d) >= 2 {
			dryObjectStems[d] = true
		}
		for _, e := range arabEnd {
			objectVerbs[Normalize(s+e)] = struct{}{}
		}
		if s != "زيد" {
			objectVerbs[Normalize(s+"و")] = struct{}{} // "سيفطو", "ديرو": send it, do it ("زيدو" is "more")
		}
	}

	refuse := []string{"nsa", "nsi", "khli", "khlli", "khalli", "khelli", "lghi", "lgha", "annuli", "annul", "7iyed", "7yed", "hiyed",
		"7iyd", "7yd", "hiyd", "hyd", "7ayed", "7ayd", "hayed", "khrj", "khrej", "kherj",
		// wipe it out: "msa7ha", "ms7ha", "mse7ha" (fifteenth round)
		"msa7", "ms7", "mse7", "mssa7", "msse7",
		// take it away: "n7iha", "n77iha" (sixteenth round)
		"n7i", "n77i"}
	for _, s := range refuse {
		if c := consonants(lightKey(s)); len(c) >= 2 {
			dryRefusalStems[c] = true
		}
		for _, e := range latinEnd {
			w := s + e
			refusalVerbs[w] = struct{}{}
			if lk := light(w); lk != "" {
				refusalVerbs[lk] = struct{}{}
			}
		}
	}
	for _, s := range []string{"خلي", "لغي", "نسا", "حيد", "الغي", "الغ", "احذف", "حذف", "ازل", "امسح", "اترك", "خرج",
		// the Darija imperatives as written, without the alif: "مسحها", "نحيها"
		"مسح", "نحي"} {
		if d := dryArabicStem(s); utf8.RuneCountInString(d) >= 2 {
			dryRefusalStems[d] = true
		}
		for _, e := range arabEnd {
			refusalVerbs[Normalize(s+e)] = struct{}{}
		}
	}
	verbsReady = true
}

// verbsReady tells that the verb tables objectVerb and refusalVerb read
// are complete: buildSpellings reads them of every listed word only then.
var verbsReady bool

// decisionWords holds every class in one set so that the longest phrase
// wins whichever class it is ("non merci" as a no, "merci" alone thanks).
var decisionWords = newPhraseSet(func(text string, old, add decisionClass) decisionClass {
	if old != add {
		panic("i18n: decision entry " + text + " is listed with two meanings")
	}
	return old
})

func init() {
	d := decisionWords
	d.addAll(dFiller,
		"3afak", "afak", "eafak", "3fak", "3afk", "3afakom", "3afakoum", "please", "pls", "plz", "plss", "stp", "svp",
		"s'il vous plaît", "s'il te plaît", "sil vous plait", "sil te plait", "a sidi", "sidi", "a lalla", "khoya",
		"a khoya", "khouya", "khti", "a khti", "a sahbi", "sahbi", "bghit", "bro", "sir", "madame", "monsieur",
		"ewa", "iwa", "wa", "ya", "a", "préfère", "prefere", "je préfère", "finalement", "allah ykhlik", "lah ykhlik",
		"lah y5lik", "allah y5alik", "عافاك", "الله يخليك", "من فضلك", "اسيدي", "خويا", "ايوا", "اوا", "أخويا", "اختي", "أختي", "خيتي", "a khay", "khay",
		"a 3chiri", "3chiri", "a m3allem", "m3allem", "a hbibi", "hbibi", "habibi", "a lkhawa", "a sat", "ya akhi", "يا أخي", "أخي",
		"🙏", "🙂", "😊", "😀", "😁", "😃", "😄", "☺", "😉", "😍", "🥰", "❤", "♥", "💯", "🤗", "😇",
		// want verbs: "ah bghit" = yes I want, "لا أريد" = no
		"je veux", "veux", "i want", "want", "أريد", "ارغب", "أرغب", "نبغي", "بغيت", "need", "i need", "أحتاج", "احتاج",
		"plutôt", "plutot", "rather", "wlah", "wallah", "wellah", "والله", "wlh", "bon", "eh bien", "alors", "donc",
		"well", "so", "allez", "aller", "allez hop", "actually", "en fait", "بل", "في الحقيقة",
	)
	d.addAll(dHmm, "hmm", "hm", "mmm", "euh", "emm", "eh", "bof", "mouais", "maybe", "peut-être", "peut etre", "يمكن",
		"imken", "ymken", "bla bla", "blabla", "ah la la", "oh la la", "olala", "ohlala", "ah lala", "oh là là",
		// "a la la 3la zin": the same exclamation with a bare "a", not "no no".
		"a la la", "o la la", "ou la la", "a la la la", "ah la la la", "oh la la la", "oulala", "oulalala", "olalala")
	d.addAll(dIntens, "bzaf", "bzzaf", "bzf", "beaucoup", "bcp", "so much", "very much", "a lot", "lots", "جزيلا",
		"كثيرا", "بزاف", "infiniment", "mille fois")
	d.addAll(dThanks,
		"shokran", "chokran", "choukran", "chukran", "shukran", "shokran bzaf", "chokran bzaf", "choukran bzaf",
		"merci", "mrc", "mersi", "merci beaucoup", "merci bcp", "merci bzaf", "thanks", "thank you", "thank u", "thx",
		"ty", "شكرا", "شكرا بزاف", "شكرا لك", "شكرا جزيلا", "merci bien", "merci infiniment", "thank you so much",
		"thanks a lot", "see ya", "see you", "see you later", "à plus tard", "a plus tard",
	)
	d.addAll(dTiny, "y", "k", "n")
	d.addAll(dSafi, "safi", "saafi", "sf", "wasafi", "صافي", "سافي", "واصافي")
	// "c'est bon" is "fine, add it" or "fine, no need": ask. "ah ah ah" laughs.
	d.addAll(dMixed, "safi baraka", "صافي باراكا", "safi kafi", "c'est bon", "c bon", "cbon", "cest bon", "ah ah ah",
		"ahah", "ahahah",
		"ah bon", "c'est ça", "c'est ca", "cest ca", "ouais c'est ça", "ouais ouais c'est ça")
	// "ah" before a French or English okay is "oh, I see", not "yes" (notes hazard 4).
	d.addAll(dOh, "ah ok", "ah okay", "ah okey", "ah oki", "ah okie", "ah oké", "ah d'accord", "ah dac", "ah dacc", "ah alright", "ah ouais", "ah oui")
	// Acknowledgments: yes alone, but "ok merci" closes the chat.
	d.addAll(dAck,
		"ok", "okay", "okey", "oki", "okie", "🆗", "اوكي", "أوكي",
		"wakha", "wa5a", "waxa", "wakhkha", "wakhha", "wkha", "wakha wakha", "واخا", "وخا", "واخّا",
		"mzyan", "mzian", "mezian", "mezyan", "مزيان", "tamam", "تمام", "حسنا", "طيب",
		"d'accord", "dacc", "dac", "d'acc", "daccord", "ça marche", "ca marche",
		"alright", "all right", "sounds good", "ttaf9na", "sure", "اتفقنا", "safi c bon", "ok d'accord", "ok c bon", "ok c'est bon",
		// "sure" acknowledges like "ok": "sure thanks" closes the chat
		"oui c'est bon", "oui c bon",
		// written dry or clipped: "tmam a sahbi", "ouep", "ok pr moi"
		"tmam", "tmama", "ouep", "ouaip", "ouip", "banco", "ok pr moi", "d'accord pr moi", "dac pr moi",
		"d accord", "d acc", // the apostrophe typed as a space
	)
	// Answers: yes.
	d.addAll(dYes,
		"yes", "confirm", "iyyeh", "na3am", "iyh", "eyeh", "ieh",
		// English
		"yeah", "yea", "yep", "yup", "yess", "yes please", "correct", "confirmed", "i confirm", "go ahead", "do it",
		"of course", "absolutely", "definitely", "affirmative", "yes sure", "sure thing", "no problem",
		"no worries", "yes sir",
		// Darija, Latin letters
		"iyeh", "iyeeh", "eyh", "n3am", "naam", "na'am", "wi", "akid", "2akid", "tab3an",
		"btab3", "nttaf9", "mwafe9", "n2kkd", "2kkd", "akked", "yallah", "yalla",
		"machi mochkil", "mashi mushkil", "machi mouchkil", "mashi mochkil", "la machi mochkil", "la la machi mochkil", "la la mashi mushkil", "لا لا ماشي مشكل",
		"bkol farah", "b kol farah", "بكل فرح", "bkol sorour", "أكمل", "أكمل الطلب",
		"كمل الطلب", "kmml lcommande", "لا مانع لدي", "لا مانع عندي", "ما عنديش مانع", "ماعنديش مانع", "confirmé", "valide",
		"validez", "validé", "valider la commande", "i do", "yes i do", "yh", "yas", "yass", "ye", "yeh", "yesh", "yeap", "no no it's fine", "non non pas de souci",
		"la mashi mushkil", "bla mochkil", "ma kayn mochkil", "makayn mochkil", "ma kayn bas", "makayn bas",
		"3lach la", "3lach lla", "ayeh", "ayyeh", "eh oui", "why not", "pourquoi pas", "sure why not", "bien sûr que oui",
		// Darija, Arabic script
		"إيه", "ايه", "إييه", "اييه", "نعم", "وي", "أكيد", "طبعا", "بالطبع", "بالتأكيد", "نتّافق",
		"موافق", "نأكّد", "أكّد", "كونفيرمي", "يالّاه", "يلا", "يالاه", "كمّل", "سيفط", "ماشي مشكل", "ماشي مشكيل",
		"لا ماشي مشكل", "ماكاين مشكل", "ما كاين مشكل", "ماكاين باس", "علاش لا", "لا بأس", "لا مانع", "بكل سرور", "أجل",
		// French
		"oui", "ouii", "ouais", "ouai", "wé", "oké", "bien sûr", "bien sur", "sûr", "je confirme", "confirmer",
		"valider", "je valide", "vas-y", "vas y", "allez-y", "validi", "pas de problème", "pas de probleme",
		"pas de souci", "pas de soucis", "oui oui", "tout à fait", "exactement", "carrément", "evidemment", "évidemment",
		"ça me va", "ca me va", "ok pour moi", "oui pour moi", "je veux bien", "volontiers", "avec plaisir", "allons-y",
		"allons y", "on y va", "bien sûr que oui", "oui je confirme", "je valide", "c'est ok", "c ok", "oue", "jconfirme",
		"bien evidemment", "bien évidemment",
		// English, more
		"go", "go for it", "let's do it", "lets do it", "let's go", "lets go", "please do", "yes please do", "deal",
		"works for me", "fine by me", "that works", "yes yes", "yeah yeah", "yep yep", "ok sure", "okay sure",
		"sure sure", "of course yes", "yes of course", "i'd like that", "yeah why not", "ok why not", "sure, go ahead",
		// Darija, more
		"wakha nchri", "bismillah", "bismilah", "mwaf9", "mwafi9", "متافق",
		// Standard Arabic, more
		"حسنا موافق", "نعم موافق", "أوافق", "اوافق", "بكل تأكيد", "نعم بالتأكيد", "بالطبع نعم", "هيا", "نعم أرجوك",
		// "why not" and "I have no problem (with it)": a negation that says yes
		"لم لا", "لما لا", "لماذا لا", "ماعنديش مشكل", "ما عنديش مشكل", "ma3ndich mochkil", "ma 3ndich mochkil",
		"ma3ndi mochkil", "ma 3ndi mochkil",
	)
	// A thumbs up alone says yes; beside thanks ("merci 👍") it is the
	// thanks that speaks: acknowledgments, like "ok".
	d.addAll(dAck, "👍", "👌", "✅", "✔", "☑")
	// "ah" is yes in Darija and "oh" everywhere else (notes hazard 4): alone
	// or with another yes it answers, with thanks ("ah shokran") it does not.
	d.addAll(dAck, "ah", "aah", "ah ah", "ih", "آه", "اه", "أه")
	d.addAll(dHmm, "😕", "😐", "🙁", "😒", "😬")
	// Not understanding is no answer, though "get it" is also "I'll take it".
	d.addAll(dHmm, "i don't get it", "i dont get it", "don't get it", "dont get it")
	// "ok ok i get it": understood, present tense; "I'll get it" takes it,
	// "i get it" is asked again rather than read as either.
	d.addAll(dHmm, "i get it", "i get you", "i get u")
	// "la ana ma golt walo": I said nothing, no answer (round 22: a model
	// trained without heldout18 read it no)
	d.addAll(dHmm, "ma golt walo", "ma glt walo", "ma gltch walo", "ma goltch walo", "ما قلت والو", "ما قلتش والو")
	d.addAll(dYesVerb,
		"add it", "add", "add to cart", "add it to cart", "add it to my cart", "put it in my cart", "put it in the cart",
		"throw it in", "throw it in the cart", "throw it in my cart", "toss it in", "toss it in the cart", "toss it in my cart",
		"take it", "i'll take it", "ill take it", "i take it", "buy it", "i want it", "i'll buy it", "get it",
		"ajoute", "ajoutez", "ajouter", "ajouter au panier", "ajoute au panier", "je le prends", "je la prends",
		"je les prends", "je prends", "prends", "prend", "le prends", "la prends", "les prends", "le veux", "la veux",
		"l'ajoute", "l'ajouter", "l'acheter", "acheter", "prendre", "la prendre", "le prendre", "les prendre", "تضفه", "تضفها", "تضيفه", "تضيفها", "je le veux", "je la veux", "je les veux", "je commande", "commander",
		"zidha", "zidhali", "zidih", "nakhdha", "nakhdo", "ghadi nakhdha", "ajouti", "dir liya lcommande",
		"dir liya", "dir lia", "diri liya", "dirou liya", "dir liya commande", "passi commande", "passe commande",
		"passer la commande", "place the order", "order it", "i'll order", "i'll buy", "je l'achète", "je vais le prendre",
		"je vais la prendre", "ajoute au panier", "add to my cart", "put it in", "ديرها ليا", "دير ليا", "دير ليا الكوموند",
		"زيدها", "زيدهالي", "ناخدها", "نديها", "أضفه", "أضفها", "أضيفيه", "سآخذه", "أضف", "أريدها", "أريده",
	)
	d.addAll(dYesVerb, frenchYesVerbs...)
	d.addAll(dNo, frenchNoVerbs...)
	d.addAll(dNo,
		"no", "cancel", "stop", "nope", "la", "bala", "mansalich",
		// English
		"nah", "nay", "no thanks", "no thank you", "not now", "later", "maybe later", "never mind", "nevermind",
		"nvm", "abort", "negative", "nope not today", "not today", "forget it", "forget about it",
		"cancel it", "cancel that", "cancel the order", "i changed my mind", "changed my mind", "i'm good", "im good",
		"no no", "noo", "not interested", "no need", "not for me", "i will pass", "not really", "not this time",
		"remove it", "remove", "delete it", "take it out", "take it off", "another time", "next time", "yeah no",
		"yeah nah", "i don't think so", "don't think so", "je ne pense pas", "je crois pas", "je pense pas", "skip",
		"i'll skip", "je passe", "j'annule", "blach", "bla bih", "lmra jaya", "mra jaya", "المرة الجاية",
		// Darija, Latin letters
		"lla", "laa", "lala", "la la", "bla", "la shokran", "la chokran", "la choukran", "la mersi", "la merci",
		"mkybghich", "machi daba", "mashi daba", "men b3d", "mn b3d", "lghi", "lgha", "lghiw", "annuli", "7bes",
		"7bs", "hbes", "hbas", "baraka", "kafi", "nrfed", "rfed", "safi nsa", "ah la", "ah non", "la2", "walo",
		"ma bghit walo", "la khlli", "safi khlas", "khlas safi", "khlas baraka", "baraka khlas", "7bes safi", "7bs safi", "machi hadi", "mashi hadi",
		"ma3ndi mandir biha", "ma 3ndich lflous", "ma3ndich lflous", "nsa", "machi liya", "mashi liya",
		"ma3ndich", "ma3andich", "ma 3ndich", "ma 3andich", "marra khra", "mra khra", "machi hiya", "machi hadik",
		"bla mnha", "bla mno", "bla biha", "mchi daba", "mchi hadi", "mchi liya", "mn b3d nchallah", "men b3d inchallah",
		"mn b3d inchallah", "nchallah mn b3d", "nsa 3liha", "nsa 3lih", "nsay 3liha", "mara khra", "marra okhra", "mra okhra",
		"mara okhra", "mara khra nchallah", "mra khra nchallah", "marra khra inchallah", "لا أرغب فيه", "لا أرغب فيها", "مابغيت والو", "ما بغيت والو", "mn ba3d", "men ba3d", "la safi", "safi la", "la ma3lich", "ma3lich la",
		"la bla", "bla bla mnha", "la la la", "ma bghitch had chi", "ma7tajch", "ma m7tajch", "mam7tajch",
		"machi hiya hadik", "machi hada", "machi hadak", "mashi hiya",
		// Darija, Arabic script ("لا" alone is a negation: see dNeg)
		"لالا", "بلا", "لا شكرا", "ماشي دابا", "من بعد", "لغي", "ألغي", "إلغاء", "حبس", "باراكا", "بركة",
		"كافي", "نرفض", "صافي نسا", "اه لا", "خلاص", "صافي خلاص", "والو", "ماشي هادي", "ماغاديش ناخدها", "ماشي ليا",
		"ماعنديش", "ما عنديش", "ماشي هي", "ماشي هاديك", "مرة أخرى", "مرة خرا",
		// Standard Arabic
		"كلا", "ليس الآن", "لا داعي", "لا شكرا لك", "لا شكرا ليك", "لا أرغب في ذلك", "ألغ الطلب", "ألغ ذلك", "الغ", "ألغ",
		"انس الأمر", "لست مهتما", "غير مهتم", "لا حاجة", "لا حاجة لي بها", "لا أريد", "لا يهمني", "لا تضفه", "ليس هذا",
		"ربما لاحقا", "ربما في وقت لاحق", "من بعد إن شاء الله", "من بعد انشاء الله", "لا رغبة لي", "لا رغبة لدي",
		"غيرت رأيي", "بدلت رأيي", "تراجعت", "je n'en veux plus", "j'en veux plus", "je veux plus", "je ne veux plus",
		"not right now", "pas tout de suite", "machi hadou", "mashi hadou", "machi hado", "oui non merci",
		"ouais non merci", "la c'est bon", "la cbon", "la c bon", "no it's fine", "no its fine",
		"plus besoin", "je n'en ai pas besoin", "j'en ai pas besoin", "non merci bien", "non merci beaucoup", "no thanks anyway", "في وقت لاحق", "ليس الآن شكرا", "لست بحاجة", "لست بحاجة إليه", "لا أحتاج",
		"لا أرغب", "لا أريد هذا", "لا أريده", "ألغه", "ألغها", "الغه", "لا داعي لذلك", "لست مهتمة",
		// French
		"non", "nan", "non merci", "annuler", "annule", "annulé", "annulez", "pas maintenant", "plus tard",
		"laisse tomber", "arrête", "arrete", "non non", "pas pour l'instant", "non c'est bon", "ça ira", "ca ira",
		"oublie", "oubliez", "finalement non", "laisse", "non ça ira", "pas intéressé", "pas interesse",
		"pas intéressée", "pas pour moi", "sans façon", "pas besoin", "pas question", "pas la peine", "une autre fois",
		"c'est pas la peine", "ce n'est pas la peine", "pas aujourd'hui", "pas cette fois",
		"une prochaine fois", "la prochaine fois", "pas envie", "j'ai changé d'avis", "changé d'avis", "i'm fine",
		"pas pour le moment", "pas pour l'instant merci", "non pas maintenant", "je n'en veux pas", "j'en veux pas",
		"je le veux pas", "je la veux pas", "oublie ça", "oubliez ça", "annule tout", "pas la peine merci", "non non merci",
		"not for now", "not anymore", "i'm ok", "im ok", "i'm okay", "i'll skip it", "nope not now",
		"not this one", "not that one", "nah i'm good", "nah im good", "no thanks though", "not today thanks",
		"im fine",
		// Emoji
		"👎", "❌", "✖", "🚫", "⛔", "❎", "🙅",
	)
	// "لا" is "no" and the negation of a verb: "لا أحتاجه", "لا أريدها".
	d.addAll(dNeg, "don't", "dont", "do not", "not", "pas", "ne", "jen", "nen", "je ne", "je n'en", "never", "لا",
		"je vais pas", "je ne vais pas", "i won't", "i will not", "i'm not going to", "im not going to", "لن", "wont")
	d.addAll(dNoObj,
		"ghalia", "ghalya", "ghali", "غالية", "غالي", "cher", "chère", "expensive",
		"سعره مرتفع", "سعرها مرتفع", "ثمنه مرتفع", "ثمنها مرتفع", "ثمنها غالي", "ثمنه غالي",
		// "ça va": "I'm fine", a polite no after a no ("non merci ça va"), no yes after "ok";
		// "hadchi": "that (stuff)", refused, or "safi hadchi" (that's all).
		"ça va", "ca va", "dakchi", "hadchi", "داكشي", "هادشي",
		"flous", "lflous", "الفلوس", "فلوس", "bach nkhelles", "باش نخلص", "bach nchri", "باش نشري", "السعر مرتفع", "مرتفع", "الثمن غالي", "السعر غالي", "lprix ghali",
		"taman ghali", "le prix", "trop élevé", "budget", "le budget", "lbudget", "غال", "جدا",
		"too much", "pricey",
	)
	// Sixth round: a reason said in excess ("too", "trop", "bzaf", "for
	// me", "جدا") refuses on its own, as the corpus labels it; "ghalia
	// chwiya" (a bit pricey) and "ghalia" alone are still asked again.
	// Seventh round: refusals said by a preference, a pass, a thing
	// already owned or found elsewhere, someone else's no.
	d.addAll(dNo, "rather not", "i'd rather not", "id rather not", "let's not", "lets not", "i'll pass", "ill pass",
		"i'll pass on this one", "je préfère pas", "je prefere pas", "je préfère m'abstenir", "passer mon tour",
		"je passe mon tour", "m'en passer", "je vais m'en passer", "je vais m'abstenir", "je m'abstiens",
		"سأمتنع", "سأمتنع هذه المرة", "give it a miss", "i'll give it a miss this time", "أفضل ألا", "أفضل أن لا", "أفضل عدم",
		"says no", "said no", "dit non", "a dit non", "gal la", "galt la", "قال لا", "قالت لا",
		"not convinced", "pas convaincu", "pas convaincue", "machi m9tan3", "machi m9tan3a", "لست مقتنعا", "لست مقتنعة")
	d.addAll(dNoWhy, "already have one", "i already have one", "already got one", "j'en ai déjà", "j'en ai deja",
		"j'en ai déjà une", "j'en ai déjà un", "3ndi bhalha", "3ndi bhalo", "3ndi wa7da deja", "3ndi deja", "deja 3ndi",
		"عندي بحالها", "عندي بحالو", "عندي وحدة بحالها", "لدي واحدة مثلها", "لدي مثلها", "لدي واحدة", "عندي وحدة",
		"cheaper elsewhere", "moins chère ailleurs", "moins cher ailleurs", "rkhes f blasa khra", "أرخص في مكان آخر",
		"أرخص فبلاصة أخرى", "أرخص فبلاصة خرى")
	d.addAll(dNoWhy,
		"too expensive", "its too expensive", "it's too expensive", "trop cher", "c'est trop cher", "cest trop cher",
		"ghalia bzaf", "ghali bzaf", "ghalya bzaf", "bzaf 3liya", "بزاف عليا", "غالية بزاف", "ghalia 3liya", "غالية عليا",
		"trop chère", "غالي بزاف", "غال جدا", "غالي جدا", "too pricey", "out of my budget", "hors budget",
		"ghalya 3liya bzaf", "ghali 3liya", "غالي عليا", "غالية علي", "trop cher pour moi", "trop chère pour moi",
		"too expensive for me", "c'est trop cher pour moi", "way too expensive", "beaucoup trop cher",
		"kbira 3liya", "kbir 3liya", "sghira 3liya", "sghir 3liya", "كبيرة عليا", "صغيرة عليا", "كبير عليا", "صغير عليا",
		"too big", "too small", "too big for me", "too small for me", "trop grande", "trop petite", "trop grand",
		"trop petit", "trop grande pour moi", "trop petite pour moi", "السعر مرتفع جدا", "مرتفع جدا",
		"that's too expensive", "thats too expensive", "that is too expensive", "buy it elsewhere", "buy one elsewhere",
		"get it elsewhere", "i'll buy it elsewhere", "i'll get it elsewhere", "i'll buy one elsewhere", "l'acheter ailleurs", "je l'achète ailleurs", "je l'acheterai ailleurs", "je l'achèterai ailleurs",
		"au-dessus de mes moyens", "above my budget", "fo9 lmizania dyali", "فوق الميزانية ديالي")
	d.addAll(dObj, "3liya", "3lia", "3lija", "عليا")
	// whoever is addressed, at either end: "no thanks man", "non merci mec"
	d.addAll(dFiller, "man", "mec", "frero", "frérot", "habibi", "7bibi", "حبيبي")
	d.addAll(dDemo, "had lmodel", "had lwa7da", "had lwahda", "hadi", "هادي", "this one", "that one", "هذا", "هذه",
		"celle-là", "celui-là", "celle-ci", "celui-ci", "celle la", "celui la", "had l3iba", "هاد الموديل", "this", "that",
		"المنتج", "المنتوج", "le produit", "the product", "the item", "l'article", "lmontoj", "had lmontoj")
	d.addAll(dPraise, "3jbatni", "3jbatni bzaf", "عجبتني", "عجباتني", "j'aime", "jaime", "i like it", "i love it", "ça me plaît",
		"ca me plait", "kat3jbni", "ممتاز", "great", "awesome", "super", "génial", "genial", "top", "excellent", "nickel",
		"impeccable", "parfait", "c'est parfait", "perfect", "زوين", "زوينة", "zwina", "zwin")
	d.addAll(dHold,
		"bllati", "blati", "bellati", "tsnna", "tsna", "tsenna", "stenna", "bllati chwiya", "tsnna chwiya",
		"sber", "sbr", "sabr", "sber chwiya", "ghir chwiya", "chwiya", "d9i9a", "wa7ed d9i9a", "mazal", "not yet",
		"2 sec", "1 sec", "2 min", "5 min", "2 secondes", "deux secondes", "شوية",
		"wait", "hold on", "hang on", "wait a sec", "wait a second", "wait a minute", "one sec", "one second",
		"just a sec", "just a moment", "one moment", "a moment", "give me a minute", "give me a sec", "a minute",
		"gimme a sec", "gimme a minute", "give me a moment", "give me some time", "i need some time", "need some time",
		"some time", "more time", "3tini chwiya", "3tini chwiya d lwe9t", "donne moi un moment", "besoin de temps",
		"j'ai besoin de temps", "أعطني بعض الوقت", "أعطني وقتا", "moment", "not sure", "not sure yet", "pas sûr",
		"pas sur", "brb", "be right back", "let me know", "i'll let you know", "i'm not sure", "idk", "idk yet", "i don't know",
		"dunno", "attends", "attend", "attendez", "un instant", "un moment", "une seconde", "une minute", "une min",
		"je sais pas", "je ne sais pas", "jsp", "je sais pas encore", "j'hésite", "jhesite", "je réfléchis",
		"je reflechis", "hmm je réfléchis", "je reviens", "sec", "nfakar", "nfker", "nfeker", "nfakkar", "nfkr",
		"nfkkr", "fker", "fakar", "think", "thinking", "réfléchir", "reflechir", "نفكر", "أفكر", "التفكير", "سأفكر",
		"فكر", "j'y réfléchis", "think about it", "think it over",
		"je suis pas sûr", "je suis pas sure", "je ne suis pas sûr", "je ne suis pas sûre", "pas sûre", "pas encore décidé",
		"pas encore decide", "je ne sais pas encore", "je vous tiens au courant", "je te dis", "je vous dis", "laisse-moi y penser",
		"let me see", "let me sleep on it", "not decided yet", "undecided", "need to think", "i need to think", "i'll think about it",
		"mazal ma bant liya", "mazal ma 9rrt", "3tini wa9t", "3tini lwe9t", "3tini chi wa9t", "سأرى", "دعني أرى", "سأفكر في ذلك",
		"أحتاج إلى التفكير", "سأخبرك لاحقا", "سأخبرك", "سأقرر", "سأقرر لاحقا", "je déciderai", "je déciderai plus tard",
		"i'll decide later", "ghadi n9rrer", "n9rrer mn b3d", "عطيني شوية ديال الوقت", "عطيني شوية د الوقت", "عطيني الوقت",
		"عطيني شي وقت", "pas encore sûr", "pas encore sure", "pas encore", "give me a second", "gimme a second", "a second",
		"just a second", "one minute", "just a minute", "ntfker", "nfekker", "nfekkar", "n9ellb", "mazal kanfker",
		"بلاتي", "تسنا", "تسنى", "بلاتي شوية", "صبر", "صبر شوية", "تسنا شوية", "دقيقة", "واحد الدقيقة", "مازال",
		"انتظر", "انتظري", "لحظة", "لحظة من فضلك", "لست متأكدا", "لم أقرر بعد", "لا أعرف", "لا أدري", "ما عرفتش",
		"ماعرفتش", "ماقررتش", "مازال ماقررتش", "أمهلني", "امهلني",
		"✋", "🖐", "⏳", "🤔",
	)
	d.addAll(dHoldVerb,
		"nchouf", "nchof", "nchawer", "nchawr", "nqerrer", "n9errer", "nqrrer", "n9rrer", "nrj3", "nrje3", "nrja3",
		"nrjaa", "nrj3 lik", "nrje3 lik", "nsowl", "nswl", "n3awd nchouf",
		"see", "check", "ask", "come back", "decide",
		"get back", "get back to you", "redis", "je vous redis", "je te redis",
		"سأرد", "أرد", "نرد", "أرى", "أستشير", "استشير", "نستشير", "سأستشير", "consult", "consulter",
		"voir", "demander", "revenir", "regarder", "jregarde", "décider", "en parler",
		"نشوف", "نشاور", "نرجع", "نرجع ليك", "أعود", "سأعود",
	)
	d.addAll(dHoldPrefix,
		"khallini", "khalini", "khlini", "khelini", "khallina", "ghadi", "gha", "7ta", "hta", "n3awd", "ba9i", "baki",
		"باقي", "khassni", "khasni", "ghda", "غدا",
		"let me", "lemme", "i'll", "ill", "i will", "i need to", "i have to", "i want to", "need to",
		"laisse moi", "laisse-moi", "laissez moi", "je vais", "je dois", "on va",
		"خليني", "غادي", "حتى", "دعني", "سوف", "أحتاج إلى", "احتاج الى", "بعد قليل",
	)
	d.addAll(dObj,
		"it", "the order", "order", "my order", "to cart", "to my cart", "in my cart", "to the cart", "in the cart", "the cart", "in the basket", "to the basket",
		"cart", "my cart", "now", "for me", "about it", "ma femme", "my wife", "my husband", "mon mari",
		"ma mère", "my mom", "w", "and", "et", "with", "m3a", "m3a rajli", "m3a mrati", "mrati", "rajli", "je",
		"l dar", "ldar", "dar", "مع", "راجلي", "مرتي", "في",
		"l panier", "lpanier", "f lpanier", "f panier", "panier", "au panier", "le panier", "la commande",
		"lcommande", "l commande", "commande", "liya", "lia", "li", "daba", "دابا", "ليا", "السلة", "للسلة",
		"إلى السلة", "ف البانيي", "البانيي", "الطلب", "ذلك", "الأمر", "فيها", "fiha", "lik", "ليك", "l9yas",
		"vraiment", "tout", "بعد", "قليلا", "قليلاً", "إضافته", "اضافته", "في ذلك", "about", "yet",
		"in", "à mon mari", "a mon mari", "mon", "mari", "لك", "ليك", "pour moi", "un peu", "trop",
		"vers vous", "to you", "ghir", "واحدة", "وحدة", "mn", "men", "mn lpanier", "men lpanier", "mn panier",
		"du panier", "from my cart", "from the cart", "i", "ana", "أنا", "انا", "ça", "ca", "cela", "m'intéresse",
		"mmi", "lmmi", "mama", "bba", "baba", "mon père", "ma mere", "my mom", "my dad", "my mother", "ma soeur",
		"wldi", "weldi", "bnti", "sa7bi", "sa7bti", "أمي", "بابا", "زوجي", "زوجتي", "لاحقا", "عليك", "time",
		"lwe9t", "lwaqt", "الوقت", "وقت", "بها", "به",
		"avec", "من", "من السلة", "من البانيي", "from cart", "l'panier", "dans le panier", "dans mon panier",
		"mon père", "mon frère", "ma sœur", "my husband", "my sister", "my brother", "m3a mmi", "m3a bba", "m3a khti",
		"m3a khoya", "m3a rajl", "مع ماما", "مع بابا", "مع راجلي", "مع مرتي", "مع أمي", "مع زوجي", "مع زوجتي",
		"إنه", "انه", "إنها", "انها", "هو", "هي", "c'est", "cest", "c", "it's", "its", "for now", "pour l'instant",
		"pour le moment", "merci quand même", "thanks anyway", "شكرا على كل حال",
		"just looking", "ghir kanchouf", "je regarde juste", "juste je regarde", "chi haja", "chi 7aja", "شي حاجة",
		"hakka", "hakak", "haka", "هكا", "هاكا", "comme ça", "like that", "m3ak", "معاك", "تماما", "totally", "completely",
		"complètement", "that's fine", "thats fine", "شراءه", "شراءها", "شراء", "شرائه", "شرائها", "w safi", "ou safi", "اقتناءه", "إضافتها", "اضافتها",
		"الكوموند", "الكومند", "الطلبية", "lcommand", "lcomand", "anymore", "any more", "du tout",
		"بعد الآن", "بعد الان", "بعد الأن", // anymore: "لا أريد شراءه بعد الآن"
		"كل شيء", "كلشي", "kolchi", "koulchi", "everything", "tout ça", "أي شيء", "شيء", "anything",
	)
	// Third round (issue 11): ways of saying yes or no the lists lacked.
	d.addAll(dYesVerb,
		"je passe commande", "je passe la commande", "je passe ma commande", "j'en prends", "j'en prends une",
		"j'en prends deux", "j'en veux", "j'en veux une", "je souhaite l'acheter", "je veux l'acheter", "j'achète",
		"je l'achète", "je la commande", "je le commande", "rajoute", "rajoutez", "rajoute-la", "rajoute-le",
		"rajoutez-la", "rajoutez-le", "met la", "mets la", "met-la", "mettez-en une", "mets-en une", "mettez m'en",
		"envoie-la", "envoyez-la", "envoyez-la moi", "envoie-la moi", "vous pouvez l'ajouter", "vous pouvez l'envoyer",
		"vous pouvez valider", "validez ma commande", "valide ma commande", "ajoutez-la à ma commande",
		"send it", "send it to me", "ship it", "ship it to me", "i want to buy it", "i want to order it", "order it",
		"i'll take this one", "i'll take that one", "i'll take two", "i'll take one", "add two", "add one",
		"confirm the order", "confirm my order", "place my order",
		"kteb liya", "kteb lia", "ktebha", "ktebha liya", "sjjel liya", "sajjel liya", "sjel liya", "sjjelha",
		"dawz lcommande", "dawez lcommande", "dawz liya", "dawez liya", "3tini hadi", "3tiha liya", "3tini wa7da",
		"dir liya wa7da", "dir liya jouj", "7ott liya", "7ot liya", "7ott liya wa7da", "zid liya", "zidi liya",
		"nakhod hadi", "nakhod had", "nakhod wa7da", "ghadi nakhodha", "nchri hadi", "bghit nchriha", "bghit nakhod hadi",
		"كتب ليا", "سجل ليا", "زيد ليا", "دير ليا", "عطيني هادي", "ناخد هادي", "بغيت ناخد هادي", "بغيت نشريها",
		"أرسله", "أرسلها", "أرسله لي", "أرسلها لي", "ضعه في السلة", "ضعها في السلة", "ضعه", "ضعها", "سأشتريه",
		"سأشتريها", "سآخذها", "أؤكد الطلب", "أكد الطلب", "تابع الطلب", "أضف اثنين", "أضف واحدة",
	)
	d.addAll(dYes,
		"la mochkil", "la ma kayn mochkil", "la makayn mochkil", "la abadan mashi mochkil", "la abadan",
		"لا مشكلة", "لا ما كاين مشكل", "لا ماكاين مشكل", "ma kayn la mochkil", "sans souci", "sans soucis",
		"ça me convient", "ca me convient", "ça roule", "ca roule", "va pour celle-ci", "va pour celle-là",
		"on part sur celle-là", "d'accord pour celle-ci", "that's the one", "thats the one", "c'est celle-là",
		"exactly that one", "yes exactly",
	)
	d.addAll(dPraise,
		"fine", "cool", "nice", "love it", "i love this", "beautiful", "lovely", "belle", "trop belle", "très belle",
		"magnifique", "trop bien", "elle me plaît", "il me plaît", "elle me plait", "il me plait", "trop beau",
		"جميل", "جميل جدا", "أعجبني", "أعجبتني", "رائع", "رائعة", "3jbni", "3jebni", "zwin bzaf", "zwina bzaf",
		"mzyan bzaf", "mzyana bzaf", "hadi li kan9elleb 3liha", "c'est exactement ce que je cherchais",
	)
	d.addAll(dDemo, "hadik", "hadak", "hadi hiya", "hiya hadi", "hadi li bghit", "the one", "celle-là même")
	d.addAll(dFiller, "then", "alright then", "ok then", "3la barakat lah", "3la barakat allah", "ewa khlass",
		"لا بأس بذلك")
	d.addAll(dHold, "ma 3la balich", "ma3labalich", "ma 3labalich", "ما على باليش", "ماعلى باليش", "mn b3d ngoul lik",
		"ngoul lik", "ngolik", "je repasse", "je repasse plus tard")
	// "لم أعد أريده": no longer (want it); the verb after is refused.
	d.addAll(dNeg, "لم", "لم أعد", "لم اعد", "ما عدت", "ماعدت")
	// "I see": understood, not agreed (a hold verb otherwise).
	// "khlas" is "that's it": done (go on) or enough (stop), like "safi
	// baraka"; alone it answers neither way, beside a yes or a no it
	// follows them ("khlas dirha", "khlas la").
	d.addAll(dMixed, "khlas")
	// "je vous laisse": the shopper takes leave, nothing is refused.
	d.addAll(dThanks, "je vous laisse", "je te laisse", "je vs laisse", "bon je vous laisse", "je vous laisse tranquille")
	d.addAll(dOh, "i see", "i see now", "ok i see", "okay i see", "je vois", "ah je vois", "oui je vois", "je vois je vois")
	// SMS French: "je la prend", "vazy".
	d.addAll(dYesVerb, "la prend", "le prend", "les prend", "je la prend", "je le prend", "je prend")
	d.addAll(dYes, "vazy", "vasy", "vazi", "vas-y go")
	d.addAll(dHold, "un peu de temps", "le temps de voir", "laissez moi un peu de temps", "laisse moi un peu de temps",
		"laissez-moi le temps", "donnez-moi un peu de temps")
	// Verbs said alone: send, complete, confirm (were plain answers).
	d.addAll(dYesVerb, "sift", "confirmi", "nconfirmi", "kmml", "kemmel", "kammel", "kmel", "kmmel")
	d.addAll(dDemo, "dik", "dak", "dik l", "dak l", "ديك", "داك")
	// Sixth round: "we'll see" commits to nothing, like "on verra"
	// (a hum, not a wait); patience thanked is no wait ("شكرا على الصبر").
	d.addAll(dHmm, "we'll see", "we will see", "well see")
	d.addAll(dThanks, "على الصبر", "على صبرك", "على صبركم", "thanks for your patience", "merci pour votre patience")
	d.addAll(dNo, "cancel the whole thing", "cancel everything", "cancel all", "take it out", "take it out of the cart",
		"take it out of my cart", "remove it from my cart", "retire-la du panier")
	d.addAll(dBut, "mais", "walakin", "walakine", "walaken", "lakin", "but", "لكن", "ولكن", "بصح", "however",
		// French contrasts beside "mais", also inside Arabic-script Darija ("واخا par contre …")
		"par contre", "cependant", "toutefois", "pourtant", "en revanche")
	d.addAll(dYes, "la bas", "ما كاين باس", "ma kayn la bas", "makayn la bas")
	d.addAll(dNo, "i don't like it", "i don't like", "don't like", "doesn't fit", "it doesn't fit", "it doesn't fit me",
		"ne me va pas", "ne me plaît pas", "ne me plait pas", "la couleur ne me plaît pas", "لا يعجبني", "غير مناسب",
		"ma ji3nich", "ma ja3nich", "ma jatnich", "over my budget", "au dessus de mon budget", "au-dessus de mon budget")
	d.addAll(dAsking, "ghir kanswwel", "ghir kansowel", "ghir kanswel", "ghir kansowl", "ghir kansawel", "ghir kansewel",
		"غير كنسول", "غير كنسقسي", "ghir kanso9si", "ghir kansa9si", "ghir bghit n3ref", "ghir bghit nswwel",
		"just asking", "i'm just asking", "im just asking", "just a question", "juste une question", "je demande juste",
		"je pose juste une question", "c'était juste une question", "مجرد سؤال", "أسأل فقط", "كنسول غير")
	d.addAll(dObj, "ghir kantsara", "ghir kantssara", "غير كنتسارا",
		"غير كنشوف", "just browsing", "juste regarder",
		"je regarde", "l couleur", "la couleur", "the color", "the colour", "color", "colour", "couleur", "lon",
		"اللون", "المقاس", "la taille", "taille", "l9yas", "size", "the size")
	d.addAll(dFiller, "ا", "آ", "يا")
	d.addAll(dYesVerb, "dir lcommande", "dir lcommand", "dir la commande", "diri lcommande", "dir liya lcommand",
		"دير الكوموند", "دير ليا الكوموند", "dirha", "dirha liya")
	// "7iyed" alone: take it off ("7iyed lfiltre" names a filter, which a
	// loose answer never carries).
	d.addAll(dNo, "7ayed", "7iyed", "7yed", "7iyd", "7yd", "7ayed kolchi", "7iyed kolchi", "حيد", "حيد كلشي")
	d.addAll(dNo, "laissez tomber", "leave it", "no, leave it", "اتركه", "اتركها", "khaliha tb9a", "khalliha tb9a",
		"wrong one", "bdlt ra2yi",
		"bdelt ra2yi", "bddelt ra2yi", "tbdel lia ra2y", "je ne veux plus commander", "je veux plus commander",
		"ne la mettez pas", "ne le mettez pas", "n'envoyez rien", "n'envoyez pas", "don't ship", "don't send",
		"don't ship anything", "don't send it", "no longer want it", "لا ترسله", "لا ترسلها", "ma tsifto walo",
		"matsifto walo", "ma tzid walo", "ma tsifti walo", "ما تزيد والو", "ما تصيفط والو", "ما تصيفطو والو", "non je préfère une autre", "je préfère une autre",
		"i'll buy elsewhere", "je vais acheter ailleurs", "ailleurs", "elsewhere", "mn blasa khra", "من مكان آخر")
	// A mistake owned says nothing of which way on its own ("smhli ghlat":
	// a typo? the wrong product?): beside a no it is the reason ("ghlat, ma
	// bghitch", "erreur, enlevez-la"), alone the question is asked again.
	d.addAll(dNoObj, "i made a mistake", "my mistake", "mistake", "je me suis trompé", "je me suis trompée", "erreur",
		"je me suis trompe", "ghlat", "ghlatt", "ghlet", "ana ghlat", "غلطت", "أخطأت", "لقد أخطأت")
	d.addAll(dMore,
		"zid", "زيد", "zidni", "chi haja khra", "chi 7aja khra", "khra", "akhra", "okhra", "autre chose", "quelque chose d'autre",
		"montrez-moi autre chose", "faites-moi voir", "faites moi voir", "fais-moi voir", "fais moi voir", "faites-moi voir les autres", "fais-moi voir les autres", "montre-moi autre chose", "show me something else", "something else", "anything else",
		"wrini lokhrin", "wrini lokhra", "wrini okhrin", "zid wrini", "wrini", "show me others", "show me other ones",
		"show me more", "others", "other ones", "lokhrin", "lkhrin", "okhrin", "khrin", "lokhra", "akhrin",
		"d'autres", "montre moi d'autres", "autres", "montrez-moi d'autres", "أرني غيرها", "غيرها", "أرني", "وريني",
		"لخرين", "خرين",
	)
}

// dontForget holds "don't forget (to)": said before an action it asks for
// the action ("don't forget to send it", "la tnsach tsiftha", "لا تنساها
// صيفطها"), so it reads as a filler; alone it says nothing sure.
var dontForget = newPhraseSet(func(text string, old, add decisionClass) decisionClass { return old })

func init() {
	dontForget.addAll(dFiller,
		"don't forget", "dont forget", "do not forget", "don't forget to", "dont forget to", "do not forget to",
		"n'oublie pas", "n'oubliez pas", "n'oublie pas de", "n'oubliez pas de", "oubliez pas", "oublie pas",
		"oubliez pas de", "oublie pas de",
		"la tnsa", "la tnsach", "la tnsay", "la tnsaw", "ma tnsach", "matnsach", "ma tnsaych", "ma tnsawch",
		"matnsawch", "la tnsaha", "ma tnsahach", "ma tnsawhach", "matnsahach", "matnsawhach", "la tnsaha",
		"لا تنسى", "لا تنسا", "لا تنساها", "لا تنساه", "ما تنساش", "ماتنساش", "ما تنساهاش", "ما تنساوهاش", "لا تنسوا",
		// twentieth round: with "and" glued ("نعم، ولا تنسوا الفاتورة")
		"ولا تنسوا", "ولا تنسى", "ولا تنسا", "وما تنساوش", "وما تنساش", "وماتنساوش")

	// Fourth round (issue 11): yes and no the lists lacked.
	d := decisionWords
	d.addAll(dYes,
		"لا مشكل", "لا مشكيل", "بلا مشكل", "بلا مشكيل", "بلا مشكلة", "no issue", "no issues", "no problem at all",
		"not a problem", "aucun problème", "aucun probleme", "aucun souci", "aucun soucis", "pas de problème du tout",
		"okey dokey", "okie dokie", "ma3ndi mochkil", "ma 3ndi mochkil", "la ma3ndi mochkil", "la ma 3ndi mochkil",
		"ما عندي مشكل", "ماعندي مشكل", "la ma3ndi ta mochkil", "ma kayn la mochkil la walo")
	d.addAll(dFiller, "tfdl", "tfadal", "tfaddal", "تفضل", "تفضلي", "ila 3afak", "ila 3fak", "ila afak", "ايلا عافاك")
	// Twentieth round: "if possible" is a please, no condition on the
	// answer ("wakha nkhelles b carte ila momkin", "oui, emballage cadeau
	// si possible", "yes add it if you can"); ifPossible lists them.
	d.addAll(dFiller, ifPossible...)
	d.addAll(dGreet, "la bas 3lik", "labas 3lik", "la bas 3likom", "labas 3likom", "la bas w nta", "labas w nta",
		"la bas w nti", "labas w nti", "la bas 3lik a khoya", "لاباس عليك", "لا باس عليك", "لاباس عليكم")
	d.addAll(dYes, "la la ma kayn mochkil", "la la makayn mochkil", "la la mashi mochkil", "fin lmochkil", "la fin lmochkil",
		"fin howa lmochkil", "fin kayn lmochkil", "فين المشكل", "لا فين المشكل")
	d.addAll(dYes, "no pb", "no prob", "no probs", "no problemo", "pas de pb", "pas de prob", "pas de pbm")
	// Sixth round: Standard Arabic verbs of completing an order, said with
	// what is completed, and "you can add it".
	for _, v := range []string{"أتمم", "اتمم", "أتممي", "أكملي", "أكدي", "امض", "امضي"} {
		for _, o := range []string{"الطلب", "الطلبية", "الشراء", "العملية", "في الطلب", "في الشراء"} {
			d.addAll(dYesVerb, v+" "+o)
		}
	}
	d.addAll(dYesVerb, "يمكنك إضافته", "يمكنك إضافتها", "بإمكانك إضافته", "بإمكانك إضافتها", "يمكنك إرسالها",
		"يمكنك إرساله", "أوافق على الإضافة", "ضع واحدة", "ضع اثنتين", "ضعي واحدة", "أضيفي واحدة", "أضف واحدة أخرى")
	d.addAll(dFiller, "لو سمحت", "لو سمحتي", "لو سمحتم", "sorry", "so sorry", "désolé", "désolée", "desole", "desolee",
		"dsl", "smh liya", "smhli", "smhliya", "sme7li", "سمح ليا", "سمحلي", "سمح لي", "عذرا", "آسف", "آسفة", "اسف", "اسفة")
	d.addAll(dNo, "scratch that", "i'll pass on this one", "i'll pass on it", "pass on this one",
		"doesn't like it", "does not like it", "didn't like it", "did not like it", "ma kaynch lach", "makaynch lach",
		"mashi lyoum", "machi lyoum", "ماشي اليوم", "chi nhar akhor", "chi nhar akhur", "شي نهار آخر", "حتى شي نهار",
		"7ta chi nhar", "انس الموضوع", "نسا الموضوع", "انسى الموضوع", "عدلت عن الشراء", "تراجعت عن الشراء",
		"تراجع عن الإضافة", "أرفض", "ارفض")
	d.addAll(dObj, "بسرعة", "bzerba", "b zerba", "vite", "quickly", "asap", "fissa")
	d.addAll(dYes, "go on", "go on then", "you bet", "sure go on")
	d.addAll(dNo, "hard pass", "undo that", "undo it", "wa9ef", "w9ef", "وقف", "أوقف", "اوقف")
	d.addAll(dNo, "mabghit walo", "mabghit walo daba", "ma bghit walo daba", "مابغيت والو دابا")
	// Eighth round: refusals said as "not what I was looking for", "I'll
	// give it a miss", someone else who won't like it, "I have nothing to
	// do with it"; an adverb between a negation and its verb ("don't
	// really need it") is neutral like "vraiment".
	d.addAll(dNo, "not what i was looking for", "not what i'm looking for", "not what im looking for",
		"not what i had in mind", "not what i wanted", "not what i need", "c'est pas ce que je cherchais",
		"c'est pas ce que je cherche", "ce n'est pas ce que je cherchais", "pas ce que je cherchais",
		"pas ce que je cherche", "pas ce que je voulais", "ليس ما كنت أبحث عنه", "ليس ما أبحث عنه", "ليس ما أريد",
		"ليس ما كنت أريد", "ماشي هادشي اللي كنقلب عليه", "ماشي هادشي اللي بغيت", "machi hadchi li kan9lleb 3lih",
		"machi hadchi li kan9leb 3lih", "machi hadchi li bghit", "mashi hadchi li bghit",
		"give it a miss", "i'll give it a miss", "that's a no", "that's a no from me", "a no from me",
		"laisser tomber", "je vais laisser tomber", "ça me dit rien", "ca me dit rien", "ça ne me dit rien",
		"wouldn't like it", "won't like it", "wont like it", "va pas aimer", "ne va pas aimer", "n'aimera pas",
		"ma 3ndi mandir biha", "ma 3ndi ma ndir biha", "ما عندي ما ندير بيها", "ماعندي ما ندير بيها",
		"سأستغني عنه", "سأستغني عنها", "je m'en passe", "i'm good without it", "im good without it")
	d.addAll(dObj, "really", "realy", "rly", "حقا", "فعلا", "vrmt", "vrm")
	d.addAll(dObj, "ghir nchouf", "bghit ghir nchouf", "غير نشوف", "بغيت غير نشوف")
	d.addAll(dYesVerb, "envoyez", "envoie", "envoyer", "confirmez", "zid jouj", "zid wa7da", "zid hadik",
		"zid hadi", "زيد جوج", "زيد وحدة", "زيد هادي", "زيد هاديك", "l'envoyer", "de l'envoyer", "de l'ajouter",
		"to send it", "to add it", "to ship it")
	d.addAll(dNo, "je ne confirme pas", "je confirme pas", "ne confirmez pas", "je la veux plus", "je le veux plus", "je ne la veux plus", "je ne le veux plus")
	d.addAll(dObj, "kantfarej", "ghir kantfarej", "kanttfarj", "ghir kantfarj", "kantfrrej", "غير كنتفرج", "كنتفرج",
		"i'm just browsing", "im just browsing", "just browsing", "just looking", "je regarde seulement",
		"je regarde juste", "أتصفح فقط", "أتصفح", "اتصفح فقط", "فقط")
}

// sendDays are the days a sending may be asked for: beside a send verb
// they say when ("wakha sifto ghda"), elsewhere "later" ("wakha ghda" is
// asked again).
var sendDays = newWordSet("ghda", "ghdda", "demain", "tomorrow", "غدا", "غدوة")

// sendVerbIn reports a send verb in the message: "sifto", "صيفطها",
// "envoyez", "send", "ship".
func sendVerbIn(toks []tok) bool {
	for i := range toks {
		if sendVerbOpenings.has(toks[i].norm) {
			return true
		}
	}
	return false
}

// sendVerbOpenings open a verb of sending (indexed by first byte: asked
// of every word of many messages).
var sendVerbOpenings = newPrefixes("sift", "sifet", "tsift", "tsifet", "nsift", "صيفط", "سيفط", "تصيفط", "ارسل", "أرسل",
	"envoy", "send", "ship")

// cancelVerbs are the no-words that take an object: the word after them,
// when no list knows it, is what is cancelled, not the cart.
var cancelVerbs = newWordSet("cancel", "annule", "annuler", "annulez", "lghi", "ألغ", "الغ", "ألغي", "الغي")

// compound reports an answer word dashed to the word after it ("non-stop",
// "no-show") or, for "la bas", inside ("là-bas": over there): one word
// that is no answer. Listed phrases with their dash ("vas-y", "ajoutez-la")
// are matched whole, so nothing follows them dashed.
func compound(toks []tok, i, n int) bool {
	if i+n < len(toks) && toks[i+n].sep == '-' && !dashPronouns.has(toks[i+n].norm) {
		return true
	}
	return n == 2 && toks[i].norm == "la" && toks[i+1].sep == '-'
}

// dashPronouns follow a verb with a dash in French: "annule-la", "mets-le".
var dashPronouns = newWordSet("la", "le", "les", "moi", "lui", "leur", "y", "en", "toi", "nous", "vous")

// leadingAnd reports a message that starts with the Darija "ou"/"o" (and,
// so) before an answer: "ou wakha zidha", "ou 3lach la". Written without
// its accent the French "où" (where) is the same word, so it is read as
// "and" only when an answer follows at once.
func leadingAnd(toks []tok) bool {
	if len(toks) < 2 || (toks[0].norm != "ou" && toks[0].norm != "o") {
		return false
	}
	if toks[1].objectVerb() {
		return true
	}
	_, c, ok := decisionWords.match(toks, 1, len(toks))
	return ok && (c == dYes || c == dAck || c == dYesVerb || c == dSafi)
}

// dryArabEnds are the Arabic-script object endings a dry verb may carry,
// longest first ("ه" is left out: ة is folded to it, so nouns end so).
var dryArabEnds = []string{"هالي", "ها"}

// arabicLong are the letters Darija in Arabic script writes or leaves out
// for a vowel: "زدها" is "زيدها", "بغتها" "بغيتها".
const arabicLong = "اويى"

// dryArabic is dryVerb for Arabic script: a stem without any long-vowel
// letter after its first, of at least two letters, whose letters are a listed stem's
// without its long vowels, and an object ending.
func dryArabic(w string, stems map[string]bool) bool {
	for _, e := range dryArabEnds {
		stem, ok := strings.CutSuffix(w, e)
		if !ok || utf8.RuneCountInString(stem) < 2 {
			continue
		}
		if _, n := utf8.DecodeRuneInString(stem); strings.ContainsAny(stem[n:], arabicLong) {
			return false
		}
		return stems[stem]
	}
	return false
}

// dryArabicStem is an Arabic stem without its long vowels after the
// first letter ("زيد" → "زد"; "اريد" keeps its alef: "ارد", not "رد",
// which is "give back").
func dryArabicStem(s string) string {
	var b strings.Builder
	for i, r := range Normalize(s) {
		if i == 0 || !strings.ContainsRune(arabicLong, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// negationWords are the no-words that are also plain negations ("la
// tkhaf", "لا تقلق", "no worries"): next to an unknown word they may deny
// that word rather than answer.
var negationWords = newWordSet("la", "لا", "no", "not", "pas", "ne", "ma", "ما", "machi", "mashi", "ماشي", "لن", "لم")

// untilWords and untilTimes read "until a time": "7ta l3chiya", "حتى
// الليل", "till tonight", "jusqu'à demain" put the answer off (a wait),
// whatever verb stands before ("khlliha 7ta l3chiya" is not "drop it").
var (
	untilWords = newWordSet("7ta", "hta", "حتى", "till", "until", "jusqu'à", "jusqu'a", "jusqua")
	untilTimes = newWordSet("l3chiya", "3chiya", "l3chia", "3chia", "lghda", "ghda", "llil", "lil", "lmsa", "lmasa",
		"tonight", "tomorrow", "demain", "ce soir", "le soir", "la fin du mois", "fin du mois", "payday", "the weekend",
		"lweekend", "lkhlas", "akhir chhar", "lakhir chhar", "الليل", "لليل", "الليلة", "العشية", "المساء", "غدا",
		"غدوة", "لغدا", "آخر الشهر", "نهاية الشهر", "الخلاص", "l ghda", "l 3chiya", "l lil")
)

// untilTime reads "until" and a time at toks[i]: how many words, or none.
func untilTime(toks []tok, i int) (int, bool) {
	if i+1 >= len(toks) || !toks[i].isUntil() {
		return 0, false
	}
	if m, _, ok := untilTimes.match(toks, i+1, len(toks)); ok {
		return 1 + m, true
	}
	return 0, false
}

func init() {
	// "nchoufk mn b3d", "نشوفكم من بعد إن شاء الله": see you (later), a
	// goodbye like "see you later", not "later" (a no); the person
	// ending (-k, -kom: you) tells it from "nchouf" (let me see).
	var see []string
	for _, s := range []string{"nchofk", "nchoufk", "nchufk", "nchofek", "nchoufek", "nchofkom", "nchoufkom", "nchofkm",
		"nchoufkoum", "ntchawfo", "nchoufek", "نشوفك", "نشوفكم", "نتلاقاو", "ntla9aw", "ntlaqaw"} {
		for _, after := range []string{"", " mn b3d", " men b3d", " mn ba3d", " من بعد", " ghda", " غدا",
			" inchallah", " nchallah", " إن شاء الله", " انشاء الله", " mn b3d inchallah", " mn b3d nchallah",
			" men b3d inchallah", " من بعد إن شاء الله", " من بعد انشاء الله", " 3la khir", " على خير"} {
			see = append(see, s+after)
		}
	}
	decisionWords.addAll(dThanks, see...)
}

// degreeWords after a reason say how much ("ghalia chwiya": a bit
// pricey); elsewhere "chwiya" is "wait a bit".
var degreeWords = newWordSet("chwiya", "chwia", "chwaya", "شوية", "شويا", "chouia", "chwi")

// reassurance reads a problem, objection or worry denied: a negator
// ("la", "ma", "ماكاين", "ليس لدي", "don't", "ne", "no", "sans", "bla"),
// at most three small words, then the thing denied ("mochkil",
// "مانع", "mind", "dérange", "tkhaf", "worry", "hésitez") and a closing
// "pas"/"ch". A problem or an objection denied is a yes ("ma 3ndi hta
// mochkil", "لا أمانع", "no objection"); a worry or a hesitation denied
// only reassures (dCalm: a yes beside a yes verb, "la tkhaf, zidha").
// The span never crosses a comma and never holds a yes or no verb.
func reassurance(toks []tok, i int) (int, decisionClass, bool) {
	if t := &toks[i]; !t.neg && !reassuranceKey.is(t) && !reassuranceWord.is(t) {
		return 0, 0, false // (asked at every word of decideWords: no word it may open on)
	}
	return reassuranceAll(toks, i)
}

// reassuranceWord and reassuranceKey: what reassuranceAll reads of the
// word it opens on (besides a negation cut off it, tok.neg), where it
// goes on: a no, a "not", a negator, "ma" or "la", a French "n'…" glued,
// a Darija word negated ("…ch", "ما…ش", "ماكا…", "ماعند…"). Each of its
// tests of that word is one of these (TestReassuranceGate).
var (
	reassuranceWord = newNormTable(func(w string) uint32 {
		return b32(len(w) > 5 && w[0] == 'n' || len(w) > 5 && strings.HasSuffix(w, "ch") || w == "ma" || w == "la" ||
			negationShaped(w) || strings.HasPrefix(w, "ماكا") || strings.HasPrefix(w, "ماعند"))
	})
	reassuranceKey = newKeyTable(func(k string) uint32 {
		_, no := bareNos.single(k)
		_, not := notWords.single(k)
		_, neg := negators.single(k)
		return b32(no || not || neg)
	})
)

// reassuranceAll is reassurance at any word.
func reassuranceAll(toks []tok, i int) (int, decisionClass, bool) {
	if toks[i].isBareNo() && i+1 < len(toks) && calmOnYouNum.has(toks[i+1].nid, toks[i+1].norm) && toks[i+1].sep != ',' {
		return 2 + closing(toks, i+2), dCalm, true
	}
	if toks[i].isBareNo() && i+1 < len(toks) {
		// "la, machi ghalia, zidha", "non non c'est pas trop cher": the no
		// is the reassurance's ("no, it is not expensive").
		j := i + 1
		for j < len(toks) && toks[j].isBareNo() {
			j++
		}
		if j < len(toks) {
			if n, c, ok := reassurance(toks, j); ok {
				return j - i + n, c, true
			}
			if j-1 > i {
				// "la la 3adi", "لا، لا مانع": the last no is the negator.
				if n, c, ok := reassurance(toks, j-1); ok {
					return j - 1 - i + n, c, true
				}
			}
		}
	}
	if w := toks[i].norm; len(w) > 5 && w[0] == 'n' && isASCII(w) && i+1 < len(toks) && toks[i+1].norm == "pas" {
		if c, ok := denied(w[1:]); ok {
			return 2, c, true // "n'hésitez pas", "n'inquiétez pas": the French "ne" glued
		}
	}
	if notWords.hasTok(&toks[i]) && i+1 < len(toks) && toks[i+1].sep != ',' {
		if m, c, ok := decisionWords.match(toks, i+1, len(toks)); ok && (c == dNoObj || c == dNoWhy) {
			return 1 + m, dCalm, true // "machi ghalia", "not too pricey": the reason denied
		}
	}
	if w := toks[i].norm; isASCII(w) && strings.HasSuffix(w, "ch") && len(w) > 5 {
		// "ghaliach", "ma ghaliach", "maghaliach": the reason negated in Darija.
		stem := strings.TrimPrefix(strings.TrimSuffix(w, "ch"), "ma")
		if c, ok := decisionWords.single(stem); ok && (c == dNoObj || c == dNoWhy) {
			return 1, dCalm, true
		}
	}
	if (toks[i].norm == "ma" || toks[i].norm == "la") && i+1 < len(toks) {
		if w := toks[i+1].norm; isASCII(w) && strings.HasSuffix(w, "ch") && len(w) > 5 {
			if c, ok := decisionWords.single(strings.TrimSuffix(w, "ch")); ok && (c == dNoObj || c == dNoWhy) {
				return 2, dCalm, true // "ma ghaliach"
			}
		}
	}
	neg := toks[i].neg || negationShaped(toks[i].norm) || strings.HasPrefix(toks[i].norm, "ماكا") || strings.HasPrefix(toks[i].norm, "ماعند")
	if !negators.hasTok(&toks[i]) && !neg {
		return 0, 0, false
	}
	if neg && !negators.hasTok(&toks[i]) {
		// "makaynch mochkil", "ma3ndich mochkil": the negation is glued.
		if i+1 < len(toks) && toks[i+1].sep != ',' {
			if c, ok := denied(toks[i+1].norm); ok {
				return 2 + closing(toks, i+2), c, true
			}
		}
		return 0, 0, false
	}
	for j := i + 1; j < len(toks) && j <= i+4; j++ {
		if toks[j].sep == ',' || toks[j].sep == '.' || toks[j].shop {
			return 0, 0, false
		}
		if c, ok := denied(toks[j].norm); ok {
			n := j + 1 - i
			for n < len(toks)-i {
				if _, again := denied(toks[i+n].norm); !again || toks[i+n].sep == ',' {
					break
				}
				n++ // "la 3adi 3adi"
			}
			return n + closing(toks, i+n), c, true
		}
		if toks[j].objectVerb() || toks[j].refusalVerb() {
			return 0, 0, false
		}
		if m, c, ok := decisionWords.match(toks, j, len(toks)); ok && (m > 1 || c == dYesVerb || c == dNo || c == dYes) {
			return 0, 0, false // "no i changed my mind": a listed phrase says more
		}
	}
	return 0, 0, false
}

// deniedRefusal reads a refusal denied: a negation before a verb of
// refusing or before "say no" ("لن أرفض", "لا أرفض", "i won't refuse",
// "i can't say no", "je ne refuse pas", "je dis pas non", "ma nrfdch",
// "ma ngolch la", "ما نقولش لا"). It refuses nothing: like a worry
// denied it reads as a yes beside a yes verb ("لن أرفض، أضفها") and as no
// answer alone. A comma between the negation and the verb makes two
// clauses ("لا، أرفض" is "no, I refuse"), and is not read here.
func deniedRefusal(toks []tok, i int) (int, bool) {
	if t := &toks[i]; !deniedRefusalKey.is(t) && !deniedRefusalWord.is(t) {
		return 0, false // (asked at every word of decideWords: no word it may open on)
	}
	return deniedRefusalAll(toks, i)
}

// deniedRefusalWord and deniedRefusalKey: what deniedRefusalAll reads of
// the word it opens on, where it goes on: a verb of refusing, a no, a
// negation, a future negated, a verb of saying, a subject pronoun. Each
// of its tests of that word is one of these (TestDeniedRefusalGate).
var (
	deniedRefusalWord = newNormTable(func(w string) uint32 {
		return b32(refusalRoot(w) || negAuxWords[w] || futureAuxNeg[w] || sayWords[w] || sayNeg(w) || subjectWords[w])
	})
	deniedRefusalKey = newKeyTable(func(k string) uint32 {
		_, no := bareNos.single(k)
		_, neg := negators.single(k)
		return b32(no || neg || negAuxWords[k])
	})
)

// deniedRefusalAll is deniedRefusal at any word.
func deniedRefusalAll(toks []tok, i int) (int, bool) {
	w := toks[i].norm
	// One word: "manrfdch", "nrfdch", "ما نرفضش" written glued.
	if refusalRoot(w) && (toks[i].neg || negationShaped(w)) {
		return 1 + closing(toks, i+1), true
	}
	if toks[i].isBareNo() {
		// "لا، لن أرفض، أضفه", "no no, i won't refuse": the no is the
		// denial's, like "la, machi ghalia" (reassurance).
		j := i + 1
		for j < len(toks) && toks[j].isBareNo() {
			j++
		}
		if j < len(toks) {
			if n, ok := deniedRefusal(toks, j); ok {
				return j - i + n, true
			}
		}
	}
	neg := false
	for j := i; j < len(toks) && j <= i+3; j++ {
		t := &toks[j]
		if j > i && (t.comma || t.sep == '.' || t.shop) {
			return 0, false
		}
		switch {
		case negators.hasTok(t) || t.in(hsNegAuxWords) || t.key != t.norm && t.keyIn(hsNegAuxWords) || futureAuxNegNum.has(t.nid, t.norm):
			neg = true
		case j > i && (futureAux.hasTok(t) || futureWordsNum.has(t.nid, t.norm)):
			// "ma ghadi nrfdha", "je vais pas refuser", "not gonna refuse":
			// the future stands between the negation and the verb.
		case refusalRoot(t.norm):
			after := j+1 < len(toks) && !toks[j+1].comma && (toks[j+1].norm == "pas" || toks[j+1].norm == "ch")
			if neg || after {
				return j + 1 - i + closing(toks, j+1), true // "لن أرفض", "je (ne) refuse pas"
			}
			return 0, false
		case sayWordsNum.has(t.nid, t.norm) || sayNeg(t.norm):
			// "say no": a say verb, its negation around it, then a bare no.
			neg = neg || sayNeg(t.norm)
			k := j + 1
			if k < len(toks) && !toks[k].comma && (toks[k].norm == "pas" || toks[k].norm == "ch") {
				neg, k = true, k+1 // "je dis pas non", "ma ngol ch la"
			}
			if neg && k < len(toks) && !toks[k].comma && sayNoNum.has(toks[k].nid, toks[k].norm) {
				return k + 1 - i, true
			}
			return 0, false
		case j == i && subjectWordsNum.has(t.nid, t.norm):
		default:
			return 0, false
		}
	}
	return 0, false
}

// refusalRoot is a verb of refusing in any form: refuse, refuser, "rfd",
// "nrfd(ch)", "أرفض", "نرفضش", "سأرفض".
var refusalRootStems = newPrefixes("refus", "rfd", "nrfd", "nrefd", "nerfd", "nrfod", "rfod", "marfd", "manrfd", "kanrfd", "knrfd", "kanrefd", "makanrfd")

func refusalRoot(w string) bool {
	if isASCII(w) {
		// "kanrfd", "makanrfdch": the Darija present (fifteenth round)
		return refusalRootStems.has(w)
	}
	return strings.Contains(w, "رفض")
}

var (
	// Plain sets, matched on the normalized word: a word list would join
	// these words' spelling families and change what the classifier reads.
	// negAuxWords negate the verb after them: "i won't refuse", "can't say no".
	negAuxWords = plainSet("wont", "cant", "canot", "cannot", "couldnt", "wouldnt", "didnt", "doesnt", "dont", "never", "not")
	// futureAux and futureWords may stand between a negation and the verb
	// it negates; a
	// Darija one with its negation glued ("ghadich", "غاديش") negates by
	// itself: "la ma ghadich nrfdha" is "no, I won't refuse it".
	futureWords  = plainSet("ghadia", "ghadya", "غاد", "vais", "gonna", "going", "will")
	futureAuxNeg = plainSet("ghadich", "ghadish", "ghadch", "غاديش", "غادش")
	subjectWords = plainSet("i", "je", "j", "ana", "أنا", "انا", "wana", "وأنا", "وانا")
	sayWords     = plainSet("say", "dis", "dire", "dirai", "dit", "ngol", "nqol", "ngoul", "nqoul", "ngolik", "nqolik", "n9ol", "n9oul",
		"n9olik", "n9oulik", "ngoulik", "nqoulik", "نقولك", // (round 32a: "la la ma ghadich n9olik la")
		"أقول", "اقول", "نقول", "سأقول", "ساقول", "نقوليك")
	sayNo = plainSet("no", "non", "la", "لا", "nah", "la2")
)

// plainSet is a set of words outside the spelling families, listed as
// Normalize writes them (both spellings where it folds a letter).
func plainSet(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// withoutMa is w without the first half of a glued Darija negation ("ma",
// "ما"): "mabghatch" → "bghatch".
func withoutMa(w string) string {
	return strings.TrimPrefix(strings.TrimPrefix(w, "ma"), "ما")
}

// sayNeg is a say verb with its Darija negation glued: "ngolch", "ma
// nqolch", "نقولش".
func sayNeg(w string) bool {
	w = withoutMa(w)
	for _, s := range []string{"ngolch", "nqolch", "ngoulch", "nqoulch", "ngolikch", "nqolikch", "نقولش", "نقوليكش",
		"n9olch", "n9oulch", "n9olikch", "kan9olch", "kangolch"} { // "ma n9olch la": 9 for q
		if w == s {
			return true
		}
	}
	return false
}

// closing is the "pas" or "ch" that ends a split negation: "ça ne me
// dérange pas", "ma tkhaf ch".
func closing(toks []tok, i int) int {
	if i < len(toks) && toks[i].sep != ',' && (toks[i].norm == "pas" || toks[i].norm == "ch" || toks[i].norm == "at" && i+1 < len(toks) && toks[i+1].norm == "all") {
		if toks[i].norm == "at" {
			return 2
		}
		return 1
	}
	return atAll(toks, i) // "لا أمانع أبدا", "ma 3ndi mochkil ga3" (round 22h)
}

// denied tells what a denied word says: a problem or objection denied
// is a yes, a worry or hesitation denied reassures.
func denied(w string) (decisionClass, bool) {
	for _, p := range deniedYes {
		if w == p || (len(p) >= 5 && strings.HasPrefix(w, p) && !possessedRest(w[len(p):])) {
			return dYes, true
		}
	}
	for _, p := range deniedCalm {
		if w == p || (len(p) >= 5 && strings.HasPrefix(w, p)) {
			return dCalm, true
		}
	}
	return 0, false
}

var (
	bareNos  = newWordSet("la", "لا", "no", "non", "nah", "lla", "laa", "la2", "nn", "nope")
	negators = newWordSet("la", "lla", "ma", "mo", "bla", "bila", "لا", "ما", "بلا", "بدون", "ليس", "لم", "لن",
		"no", "not", "don't", "dont", "never", "without", "ne", "n", "pas", "sans", "aucun", "aucune", "jamais",
		"makayn", "ماكاين", "ماشي", "machi", "mashi", "ma3ndi", "ماعندي", "لايوجد")
	deniedYes = []string{"mochkil", "mouchkil", "mushkil", "mochkl", "moochkil", "muchkil", "mochkila", "problem",
		"problems", "probleme", "problemes", "pb", "prob", "issue", "issues", "souci", "soucis", "objection", "objections",
		"mind", "derange", "gene", "3adi", "chak", "doute", "doubt", "mani3", "mane3", "mani3a", "مشكل", "مشكيل", "مشكلة", "مشكله", "مانع",
		"مانعا", "امانع", "أمانع", "اعتراض", "ضير", "عادي", "شك", "باس", "بأس", "bas", "bass", "bes"}
	deniedCalm = []string{"tkhaf", "tkhafi", "tkhafich", "tkhafch", "t9l9", "t9l9ch", "t9la9", "tkl9", "t9ela9", "worry",
		"worries", "inquiete", "tinquiete", "inquietez", "hesite", "hesitez", "hesitate", "tredd", "tswlni", "tswl",
		"tsowlni", "tsewlni", "ask", "demander", "تقلق", "تقلقش", "تخاف", "تخافش", "تتردد", "التردد", "تسول", "تسولني"}
	// "لا عليك", "la 3lik": (it is) not on you, don't worry; right after a
	// bare no only ("ma nkdbch 3lik" is "I won't lie to you").
	calmOnYou = plainSet("عليك", "3lik", "3alik", "3lek")
)

// decideClauses reads an answer followed by why or what else ("la safi
// ma b9itch bghitha rah l9it wa7da f lmdina", "iyeh zidha lia rah
// 3jbatni w kont kanqelleb 3liha", "نعم أضفه فقد كنت أبحث عنه"): when the
// whole message is no answer, the clause before a "because" word is read
// alone, and counts if it is a yes or a no said with more than a bare
// word and what follows says nothing of the answer — no answer word, no
// negation, no but, condition, later, other or question word.
func decideClauses(toks []tok, question bool) (Decision, bool) {
	d, more := decideWords(toks, question)
	if d != DecisionNone || question || len(toks) < 3 || len(toks) == 3 && !strictBecause.hasTok(&toks[1]) {
		// three words only as "wakha 7it 3jbatni": an answer, "because", why
		return d, more
	}
	if closingNo(toks) {
		return DecisionNo, false
	}
	k := -1
	for i := 1; i < len(toks); i++ {
		if toks[i].isBecause() || ((toks[i].sep == ',' || toks[i].comma) && (i >= 2 || reasonOpener(toks, i))) {
			k = i
			break
		}
	}
	if k < 1 || k >= len(toks)-1 {
		return runOnYes(toks, d, more)
	}
	hd, hmore := decideWords(toks[:k], false)
	if (hd != DecisionYes && hd != DecisionNo) || hmore {
		return d, more
	}
	if hd == DecisionYes && howManyIn(toks[:k]) && !putVerbIn(toks) {
		// "اه بجوج، راه خاصني وحدة للدار": a bare yes and how many, then
		// more said, without a verb of putting in, is asked again (the
		// tuning20 ruling; "واخا، جوج عافاك" alone still adds two).
		return d, more
	}
	if hd == DecisionNo && !toks[k].isBecause() && toks[k].sep != ',' {
		return d, more // a no is split at a comma written tight only, as before the eleventh round
	}
	bare := true
	for i := 0; i < k; i++ {
		if _, c, ok := decision1(toks, i); !ok || (c != dFiller && c != dAck && c != dSafi && c != dObj && !weakNo(toks, i, 1)) {
			bare = false
		}
	}
	if bare && !strictBecause.hasTok(&toks[k]) && (hd != DecisionYes || !reasonOpener(toks, k) || !plainReason(toks, k) || closingAfter(toks, k)) {
		// "la, …", "ok, …": too little said before the rest, unless a
		// bare yes is followed by why or for whom, said plainly ("wakha,
		// rah dyal khti", "ok, c'est pour ma soeur", "واخا، هادي هي اللي
		// كنقلب عليها").
		return d, more
	}
	for i := k; i < len(toks); i++ {
		if m := praisedPart(toks, i); m > 0 {
			i += m - 1 // "rah tamanha mzyan": the price praised, not asked
			continue
		}
		t := &toks[i]
		if t.neg || negationShaped(t.norm) || t.isLooseBlock() || laterWords.hasTok(t) {
			return d, more
		}
		if _, _, ok := negation(toks, i); ok {
			return d, more // "wakha 7it ma bghitch": a negation written apart from its verb
		}
		if _, c, ok := decisionWords.match(toks, i, len(toks)); ok {
			switch c {
			case dYes, dNo, dNeg, dYesVerb, dAck, dSafi, dHold, dHoldVerb, dBut, dMore, dAsking, dMixed, dOh, dHmm, dNoWhy:
				return d, more
			}
		}
		if t.objectVerb() || t.refusalVerb() {
			return d, more
		}
		if i == k && (number(t.norm) || t.isMany()) && !putVerbIn(toks) {
			return d, more // "oui ça me va, 2 exemplaires": how many, with no verb of putting in, is asked again
		}
		if ri, ok := t.role1(); ok && ri.roles&(rQWord|rCond|rShowMore|rPriceQ|rAvail) != 0 {
			return d, more
		}
	}
	if hd == DecisionYes && apologyIn(toks[:k]) && !putVerbIn(toks) {
		// "ah smh liya, ja 3andi dif", "oh sorry, had guests over": a
		// yes word or a sigh, an apology for going quiet, then how the
		// shopper's day went; nothing is put in, nothing answered
		// (round 21e).
		return d, more
	}
	return hd, false
}

// runOnYes reads a yes said with a verb and run on, without a comma or
// a because word, into why or for whom ("oui je la prends c'est pour ma
// soeur elle va adorer", "ok add it to my cart its a gift for my wife",
// "iyeh zidha l mama dyali"), the twelfth round: the longest head that
// is a yes with a yes verb, and a tail that says nothing of the answer
// and names nothing but who it is for (plainTail). Otherwise d, more.
func runOnYes(toks []tok, d Decision, more bool) (Decision, bool) {
	for k := len(toks) - 1; k >= 2; k-- {
		if !yesVerbIn(toks[:k]) {
			break
		}
		hd, hmore := decideWords(toks[:k], false)
		if hd != DecisionYes || hmore {
			continue
		}
		if plainTail(toks, k) {
			return DecisionYes, false
		}
	}
	return d, more
}

// yesVerbIn reports a yes verb ("je la prends", "add it", "zidha") in toks.
func yesVerbIn(toks []tok) bool {
	for i := range toks {
		if toks[i].objectVerb() {
			return true
		}
		if _, c, ok := decisionWords.match(toks, i, len(toks)); ok && c == dYesVerb {
			return true
		}
		if strings.HasPrefix(toks[i].key, "confirm") || strings.HasPrefix(toks[i].key, "valid") {
			return true // "je confirme", "je valide": the order accepted
		}
	}
	return false
}

// plainTail reports the words from toks[k] on as a reason or a for whom
// run on after a yes: no negation, answer, but, wait, later, question or
// condition word, no product, colour, size, price or position; a gender
// word ("ma mère", "my wife", "l mama") says for whom and may be there.
func plainTail(toks []tok, k int) bool {
	for i := k; i < len(toks); {
		if m := praisedPart(toks, i); m > 0 {
			i += m
			continue
		}
		t := &toks[i]
		if possessivesNum.has(t.kid, t.key) && i+1 < len(toks) && kinWordsNum.has(toks[i+1].kid, toks[i+1].key) {
			i += 2 // "ma mère", "my wife": for whom ("ma" is no negation there)
			continue
		}
		if tailArticlesNum.has(t.kid, t.key) && i+1 < len(toks) && (kinWordsNum.has(toks[i+1].kid, toks[i+1].key) || tailNounsNum.has(toks[i+1].kid, toks[i+1].key)) {
			i += 2 // "pour le mariage", "its a gift"
			continue
		}
		if kinWordsNum.has(t.kid, t.key) || tailNounsNum.has(t.kid, t.key) {
			i++ // "its a gift", "mama", "to my cart": for whom, why, where
			continue
		}
		if i > k && (looseArticles.has(toks[i-1].norm) || tailArticlesNum.has(toks[i-1].kid, toks[i-1].key)) && !tailTitlesNum.has(t.kid, t.key) {
			return false // "yes add it and a teapot": a thing named, however spelt
		}
		if t.neg || negationShaped(t.norm) || t.isLooseBlock() || laterWords.hasTok(t) ||
			t.objectVerb() || t.refusalVerb() || topicWord(t) || t.in(hsInfoNouns) {
			return false // "envoyez-la une photo": a photo asked for instead
		}
		if n, c, ok := decisionWords.match(toks, i, len(toks)); ok {
			switch c {
			case dFiller, dObj, dDemo, dPraise, dIntens:
				i += n
				continue
			}
			return false
		}
		if ri, ok := t.role1(); ok && ri.roles&(rQWord|rCond|rShowMore|rPriceQ|rAvail) != 0 {
			return false
		}
		if v, ok := slotWords.singleTok(t); ok && v.gender != "" && v.color == "" && v.size == "" && !v.material && !t.shop {
			i++
			continue
		}
		if !looseWord(toks, i) && !reasonOpeners.has(t.norm) && !t.isBecause() {
			return false
		}
		i++
	}
	return true
}

// possessives, kinWords and tailNouns are what a reason run on after a
// yes may name besides who it is for: "pour ma mère", "for my wife", "l
// mama", "c'est un cadeau", "add it to my cart". Plain sets, outside the
// spelling families, so the classifier's features do not move.
var (
	tailArticles = plainSet("le", "la", "les", "l", "the", "a", "an", "un", "une")
	tailTitles   = plainSet("khoya", "khouya", "sahbi", "sa7bi", "lalla", "sidi", "lhaj", "l7aj", "m3allem", "chrif",
		"3chiri", "bro", "khay", "khti", "madame", "monsieur")
	possessives = plainSet("ma", "mon", "mes", "my", "notre", "our")
	kinWords    = plainSet("mere", "mère", "maman", "soeur", "sœur", "fille", "file", "femme", "feme", "mari", "tante",
		"frere", "frère", "fils", "cousine", "cousin", "copine", "amie", "belle-mere", "mama", "mami", "mmi", "khti",
		"khtii", "mrati", "mmwima", "weldi", "benti", "bnti", "rajli", "khalti", "3amti", "wife", "mom", "mum", "mother",
		"sister", "daughter", "husband", "aunt", "brother", "son", "dad", "father", "grandma", "girlfriend", "friend",
		"cousins", "niece", "nephew")
	tailNouns = plainSet("gift", "present", "cadeau", "kado", "cado", "هدية", "cart", "basket", "panier", "lpanier",
		"mariage", "wedding", "anniversaire", "birthday", "3ers", "l3ers", "eid", "3id", "l3id", "aid", "aïd", "ramadan")
)

// likeOwned reports "has one like it" told of somebody ("mama 3ndha
// bhal had lbrad", "khalti 3ndha nafs zarbiya", "عندها بحالها"), the
// twelfth round: a story, which only a yes word said beside it answers.
// It returns the index of the have word ("3ndha", which the dry reading
// of verbs would take for a yes verb), -1 if there is none.
func likeOwned(toks []tok) int {
	for i := 0; i+1 < len(toks); i++ {
		k := toks[i].key
		if (strings.HasPrefix(k, "3nd") || strings.HasPrefix(k, "عند")) && likeWordsNum.has(toks[i+1].kid, toks[i+1].key) {
			return i
		}
	}
	return -1
}

var likeWords = plainSet("bhal", "b7al", "bhel", "nafs", "nfs", "بحال", "نفس", "kif", "كيف")

// saysYes reports a yes word, acknowledgment or yes verb in toks but at skip.
func saysYes(toks []tok, skip int) bool {
	for i := range toks {
		if i == skip {
			continue
		}
		if _, c, ok := decision1(toks, i); ok && (c == dYes || c == dAck || c == dYesVerb || c == dSafi) {
			return true
		}
		if toks[i].objectVerb() {
			return true
		}
	}
	return false
}

// closingNo reads a reason closed by a bare no in a clause of its own
// ("meh, not convinced, no", "it won't fit my kitchen, so no", "تجاوزت
// ميزانيتي، لا"): the no is the answer when nothing before it says yes,
// later, wait, more or asks.
func closingNo(toks []tok) bool {
	k := len(toks) - 1
	for k > 0 && toks[k].isBareNo() {
		k--
	}
	if k == len(toks)-1 {
		return false
	}
	if soWords.hasTok(&toks[k]) && toks[k].sep == ',' {
		k--
	} else if toks[k+1].sep != ',' {
		return false
	}
	if k < 1 {
		return false
	}
	for i := 0; i <= k; i++ {
		if _, c, ok := decision1(toks, i); ok {
			switch c {
			case dYes, dYesVerb, dAck, dSafi, dHold, dHoldVerb, dHoldPrefix, dMore, dAsking, dMixed, dOh, dCalm:
				return false
			}
		}
		if laterWords.hasTok(&toks[i]) || orEnd.hasTok(&toks[i]) || toks[i].objectVerb() {
			return false
		}
		if ri, ok := toks[i].role1(); ok && ri.roles&(rQWord|rCond|rShowMore) != 0 {
			return false
		}
	}
	return true
}

var soWords = newWordSet("so", "donc", "alors", "ewa", "iwa", "fa", "إذن", "اذن", "ف")

// becauseWords open the reason or the story after an answer: "rah",
// "7it", "car", "because", "فقد", "لأن", "حيت", "w ana".
var becauseWords = newWordSet("rah", "raha", "7it", "hit", "7ite", "hite", "7ite", "7item", "car",
	"parce", "because", "cuz", "coz", "bcz", "since", "لأن", "لان", "لأنني", "لانني", "لأني", "لاني", "فقد", "حيت",
	"حيث", "راه", "راها", "puisque", "vu que")

// strictBecause are the because words that say nothing else ("7it",
// "car", "because", "لأن", "حيت"; not "rah", "since"): after a bare yes
// or no they open why it is that answer ("wakha 7it 3jbatni", "la 7it
// ghalia 3liya", "oui car le prix est correct"), nineteenth round.
var strictBecause = newWordSet("7it", "hit", "7ite", "hite", "7item", "car", "parce", "because", "cuz", "coz", "bcz",
	"لأن", "لان", "لأنني", "لانني", "لأني", "لاني", "حيت", "حيث", "puisque")

// bareNoRun reports toks[i:i+n] as nos only ("la la", "non non").
func bareNoRun(toks []tok, i, n int) bool {
	for j := i; j < i+n; j++ {
		if !toks[j].isBareNo() {
			return false
		}
	}
	return true
}

// msaRefused reports a Standard Arabic verb of liking, wanting, taking,
// buying, agreeing or fitting, whatever its person: "تعجبني", "أريدها",
// "أقتنيه", "أوافق", "يناسبني", "أود".
func msaRefused(w string) bool {
	for _, r := range []string{"عجب", "ريد", "اود", "أود", "وافق", "قتني", "قتن", "شتري", "شتريه", "خذ", "حتاج", "رغب",
		"ناسب", "قبل"} {
		if strings.Contains(w, r) {
			return true
		}
	}
	return false
}

// listedLonger reports a listed decision phrase at toks[i] longer than n
// words ("لا أرغب فيه"): the list says more than the grammar.
func listedLonger(toks []tok, i, n int) bool {
	m, _, ok := decisionWords.match(toks, i, len(toks))
	return ok && m > n
}

// reasonOpeners open a clause that says why or for whom after a bare yes:
// "rah", "c'est", "it's", "hadi", "dyal", "for".
var reasonOpeners = newWordSet("cest", "c'est", "its", "it's", "thats", "that's", "this", "hiya", "howa", "هي", "هو",
	"إنه", "إنها", "انه", "انها", "dyal", "dial", "ديال", "pour", "for", "ghadi", "غادي", "ta", "حتى", "حتي", "7ta")

// reasonOpener reports toks[i] as the start of a reason: a because word,
// a presentative, or the product meant ("hadi", "had lmodel", "that one").
func reasonOpener(toks []tok, i int) bool {
	if toks[i].isBecause() || reasonOpeners.has(toks[i].norm) || toks[i].isReasonOpener() {
		return true
	}
	_, c, ok := decisionWords.match(toks, i, len(toks))
	return ok && c == dDemo
}

// plainReason reports the clause from toks[k] on as a reason that says
// nothing of the answer and names nothing else: no thanks, no refusal
// reason, no product, colour, size, price or position (looseWord), so a
// bare "ok" before it keeps its yes.
func plainReason(toks []tok, k int) bool {
	for i := k; i < len(toks); {
		if m := praisedPart(toks, i); m > 0 {
			i += m
			continue
		}
		if i > k && soughtAfterNum.has(toks[i-1].nid, toks[i-1].norm) && soughtWordsNum.has(toks[i].nid, toks[i].norm) {
			// "hadi hiya li kont kan9leb 3liha", "c'est ce que je
			// cherchais": what the shopper was looking for, no wait
			// (sixteenth round)
			i++
			continue
		}
		if n, c, ok := decisionWords.match(toks, i, len(toks)); ok {
			switch c {
			case dFiller, dObj, dDemo, dPraise, dIntens:
				i += n
				continue
			}
			return false
		}
		if !looseWord(toks, i) && !reasonOpeners.has(toks[i].norm) && !toks[i].isBecause() {
			return false
		}
		i++
	}
	return true
}

// soughtWords are "I was looking for" ("kan9leb", "كنقلب", "cherchais",
// "looking"), which read as a wait alone; after soughtAfter ("kont",
// "li", "كنت", "je", "was") they say what this one is.
var (
	soughtWords = plainSet("kan9leb", "kanqleb", "kan9lb", "kanqlb", "kn9leb", "knqleb", "kan9alab", "kanqalab", "كنقلب",
		"كانقلب", "cherchais", "cherche", "looking", "searching", "أبحث", "ابحث", "نقلب", "n9leb", "nqleb")
	soughtAfter = plainSet("kont", "kunt", "knt", "kent", "konte", "li", "lli", "كنت", "اللي", "لي", "je", "was", "were",
		"i", "jsuis", "j'étais", "jetais", "etais", "étais")
)

// excessWords are sizes, weights and prices that may be too much.
var (
	excessAdjectives = plainSet("kbir", "kbira", "kbire", "sghir", "sghira", "sghire", "twil", "twila", "9sir", "9sira",
		"ghali", "ghalia", "ghalya", "t9il", "t9ila", "dy9a", "dyi9a", "wase3", "was3a", "big", "small", "long", "short",
		"heavy", "expensive", "pricey", "large", "tight", "wide", "grand", "grande", "petit", "petite", "longue", "court",
		"courte", "lourd", "lourde", "cher", "chere", "chère", "serré", "serre", "serrée", "كبير", "كبيرة", "صغير", "صغيرة",
		"طويل", "طويلة", "قصير", "قصيرة", "غالي", "غالية", "ثقيل", "ثقيلة", "ضيق", "ضيقة", "واسع", "واسعة", "كبيره", "صغيره",
		"طويله", "قصيره", "غاليه", "ثقيله", "ضيقه", "واسعه") // ة is folded to ه
	excessMarks = plainSet("too", "to", "trop", "bzaf", "bezzaf", "bzzaf", "بزاف", "جدا", "jdan", "way")
	excessFors  = plainSet("3la", "3ala", "على", "علي", "for", "pour", "l", "ل", "li", "لـ")
	mineObjects = plainSet("3liya", "3lia", "عليا", "for me", "pour moi", "liya", "ليا", "لي")
	mineMarks   = plainSet("dyali", "ديالي", "dyalna", "ديالنا", "my", "mon", "ma", "mes", "dari", "داري", "darna", "دارنا")
)

// excessFor reads "kbira 3la lkouzina dyali", "too big for my living
// room", "trop grand pour mon salon", "sghir bzaf l l3a2ila dyali",
// "كبيرة بزاف على الطبلة ديالي", "9sira 3liya had jellaba": an adjective of
// size, weight or price, said in excess or for something of the
// shopper's ("my", "dyali", "3liya", an Arabic noun ending in ي after
// على). It reports how many words it spans.
func excessFor(toks []tok, i int) (int, bool) {
	j, marked := i, false
	if j < len(toks) && excessMarksNum.has(toks[j].nid, toks[j].norm) {
		j, marked = j+1, true // too big, trop grand
	}
	if j >= len(toks) || !excessAdjectivesNum.has(toks[j].nid, toks[j].norm) {
		return 0, false
	}
	j++
	for j < len(toks) && excessMarksNum.has(toks[j].nid, toks[j].norm) {
		j, marked = j+1, true // kbira bzaf, كبير جدا
	}
	if j < len(toks) && excessForsNum.has(toks[j].nid, toks[j].norm) && !toks[j].comma {
		start := j
		for k := start + 1; k < len(toks) && k <= start+4; k++ {
			if toks[k].comma {
				break
			}
			w, wID := toks[k].norm, toks[k].nid
			arabicMine := (toks[start].norm == "علي" || toks[start].norm == "على" || toks[start].norm == "3la") && k == start+1 && suffixMine(w)
			if mineMarksNum.has(wID, w) || arabicMine {
				if w == "my" || w == "mon" || w == "ma" || w == "mes" {
					k++ // the noun after "my", two words when they end the clause ("my living room")
					if k+1 < len(toks) && !toks[k+1].comma && (k+2 == len(toks) || toks[k+2].comma) {
						k++
					}
				}
				if k >= len(toks) {
					k = len(toks) - 1
				}
				return k - i + 1, true
			}
		}
	}
	if j < len(toks) && mineObjectsNum.has(toks[j].nid, toks[j].norm) {
		j++
		for j < len(toks) && excessMarksNum.has(toks[j].nid, toks[j].norm) {
			j++
		}
		return j - i, true // 9sira 3liya, twila 3liya bzaf
	}
	if marked && j == len(toks) {
		return j - i, true // kbira bzaf, too heavy
	}
	return 0, false
}

// Verbs of going with, fitting and suiting, negated ("katjich" is the
// Darija "it doesn't come with", said of colours and rooms), and what they
// fail to go with.
var (
	fitNegated = plainSet("katjich", "kayjich", "tjich", "katjinich", "kayjinich", "ghatjich", "ghadich tji",
		"kaynasbnich", "kaynasbch", "katnasbnich", "katnasbch", "kaytnasbch", "katsla7ch", "kaysla7ch", "tsla7ch",
		"katsla7liyach", "kaysla7liyach", "كتجيش", "كيجيش", "كتجينيش", "كيجينيش", "كتناسبنيش", "كيناسبنيش", "كتناسبش",
		"كيناسبش", "كتصلاحليش", "كتصلاحش", "كيصلاحش", "كيصلاحليش")
	fitAux    = plainSet("doesnt", "doesn't", "wont", "won't", "wouldnt", "wouldn't", "dont", "don't", "cant", "can't")
	fitVerbs  = plainSet("go", "fit", "match", "suit", "work", "va", "ira", "irait", "colle", "convient", "correspond")
	fitWith   = plainSet("m3a", "m3", "مع", "with", "avec", "l", "ل", "in", "dans", "f", "ف")
	fitMe     = plainSet("m3aya", "m3aia", "معايا", "معي", "me", "liya", "ليا", "dari", "داري", "darna", "دارنا")
	fitPronou = plainSet("it", "this", "that", "ça", "ca", "elle", "il", "hadi", "هادي", "had", "هاد")
)

// fitRefused reads "ma katjich m3a dari", "had llon ma kayjich m3aya",
// "it won't go with my sofa", "doesn't really fit my kitchen", "ça ira pas
// avec mon canapé", "la couleur me va pas", "ما كتجيش مع الدار ديالي": a
// negated verb of going with or suiting, alone or followed by what it
// fails to go with (me, my home, something of mine), refuses as a
// reason. It reports how many words it spans from i.
func fitRefused(toks []tok, i int) (int, bool) {
	w, wID := toks[i].norm, toks[i].nid
	if fitPronouNum.has(wID, w) && i+1 < len(toks) {
		if n, ok := fitRefused(toks, i+1); ok {
			return n + 1, true // "ça ira pas avec…", "hadi ma katsla7liyach"
		}
	}
	j := -1
	switch {
	case (w == "ma" || w == "ما") && i+1 < len(toks) && fitNegatedNum.has(toks[i+1].nid, toks[i+1].norm):
		j = i + 2
	case strings.HasPrefix(w, "ma") && fitNegated[strings.TrimPrefix(w, "ma")],
		strings.HasPrefix(w, "ما") && fitNegated[strings.TrimPrefix(w, "ما")]:
		j = i + 1
	case fitAuxNum.has(wID, w) && i+1 < len(toks):
		k := i + 1
		if toks[k].norm == "really" || toks[k].norm == "quite" {
			k++
		}
		if k < len(toks) && fitVerbsNum.has(toks[k].nid, toks[k].norm) && k < 4 {
			j = k + 1
		}
	case (w == "me" || w == "ne") && i+2 < len(toks) && fitVerbsNum.has(toks[i+1].nid, toks[i+1].norm) && toks[i+2].norm == "pas":
		j = i + 3 // "me va pas", "ne va pas"
	case fitVerbsNum.has(wID, w) && i+1 < len(toks) && toks[i+1].norm == "pas" && i > 0:
		j = i + 2 // "ça va pas avec", "ira pas avec"
		if w == "va" && (i+2 >= len(toks) || toks[i+2].norm != "avec") {
			return 0, false // "ça va pas" alone is how one is
		}
	}
	if j < 0 {
		return 0, false
	}
	if j == len(toks) {
		return j - i, true
	}
	if fitMeNum.has(toks[j].nid, toks[j].norm) && (j+1 == len(toks) || toks[j+1].comma) {
		return j - i + 1, true
	}
	start := j
	if fitWithNum.has(toks[j].nid, toks[j].norm) {
		if j+1 < len(toks) && fitMeNum.has(toks[j+1].nid, toks[j+1].norm) && (j+2 == len(toks) || toks[j+2].comma) {
			return j - i + 2, true
		}
		start = j + 1
	}
	// what of mine: "my sofa", "mon salon", "salon dyali", "الدار ديالي", "dari"
	for k := start; k < len(toks) && k <= start+3; k++ {
		if toks[k].comma {
			break
		}
		v, vID := toks[k].norm, toks[k].nid
		if mineMarksNum.has(vID, v) && v != "ma" {
			end := k
			if v == "my" || v == "mon" || v == "mes" {
				end = k + 1
				if end+1 < len(toks) && end+2 == len(toks) {
					end++
				}
			}
			if end < len(toks) && (end+1 == len(toks) || toks[end+1].comma) {
				return end - i + 1, true
			}
			return 0, false
		}
	}
	if toks[j-1].norm != "pas" || w == "me" || w == "ne" {
		// the verb alone; what follows is read word by word ("ma
		// kaynasbnich had lmodel", "ما كتصلاحليش هادي")
		return j - i, true
	}
	return 0, false
}

var (
	ownVerbs = plainSet("3ndi", "3andi", "chrit", "عندي", "شريت", "لدي", "have", "bought", "got", "acheté", "achete", "اشتريت")
	// boughtVerbs: bought, not had (eighteenth round): one bought is a
	// reason as soon as it is dated or follows a no ("la, chrit wa7da
	// lbare7", "no, i bought one last week", "لا، شريت وحدة").
	boughtVerbs = plainSet("chrit", "شريت", "bought", "acheté", "achete", "اشتريت")
	ownCount    = plainSet("wa7ed", "wa7da", "wahed", "wahda", "jouj", "joj", "zouj", "واحد", "واحدة", "واحده", "جوج", "زوج",
		"one", "two", "a", "un", "une", "deja", "déjà", "already", "وحده")
	ownLike = plainSet("bhalha", "bhalo", "bhalhom", "bhalhoum", "b7alha", "b7alo", "b7alhom", "b7alhoum", "بحالها", "بحالو", "بحالهوم", "بحالهم", "مثله", "مثلها",
		"jdid", "jdida", "جديد", "جديدة", "deja", "déjà", "already", "pareil", "pareille", "similar", "same", "like")
	ownTrail = plainSet("f", "ف", "dar", "الدار", "فالدار", "fdar", "deja", "déjà", "already", "at", "home", "like", "it", "this",
		"one", "that", "daba", "دابا", "last", "week", "wek", "month", "semaine", "mois", "dernière", "derniere", "passée", "passee",
		// the time of day after a dated word ("yesterday morning", "hier soir", "lbare7 f sba7")
		"morning", "evening", "afternoon", "night", "matin", "soir", "sba7", "sbah", "l3chiya", "الصباح", "العشية")
	ownOpeners = plainSet("rah", "راه", "i", "ana", "أنا", "ana", "j'en", "jen", "ai")
)

// alreadyOwned reads "rah 3ndi wa7ed jdid", "3ndi bhalha f dar", "chrit
// wa7da bhalha", "راه عندي جوج بحالهوم", "i already have two like it": a
// verb of having or having bought, with one like it, a new one or
// "already", refuses as a reason. The whole message must be that.
func alreadyOwned(toks []tok, i int) (int, bool) {
	j := i
	for j < len(toks) && j < i+2 && ownOpenersNum.has(toks[j].nid, toks[j].norm) {
		j++
	}
	if j < len(toks) && (toks[j].norm == "already" || toks[j].norm == "deja") {
		j++
	}
	if j >= len(toks) || !ownVerbsNum.has(toks[j].nid, toks[j].norm) {
		return 0, false
	}
	bought := boughtVerbsNum.has(toks[j].nid, toks[j].norm)
	j++
	like := false
	for j < len(toks) && ownCountNum.has(toks[j].nid, toks[j].norm) {
		like = like || ownLikeNum.has(toks[j].nid, toks[j].norm)
		j++
	}
	if j < len(toks) && ownLikeNum.has(toks[j].nid, toks[j].norm) {
		like = true
		j++
	}
	if !like && bought && j > i+1 && ownCountNum.has(toks[j-1].nid, toks[j-1].norm) {
		// one bought, dated ("chrit wa7da lbare7") or after a no ("la,
		// chrit wa7da"): the shopper has one now
		like = j < len(toks) && (pastWordsNum.has(toks[j].nid, toks[j].norm) || toks[j].norm == "last") ||
			i > 0 && (noWord(toks, 0) || negationWord(toks, 0) && i == 1 && clauseStart(&toks[1]))
	}
	if !like {
		return 0, false
	}
	for j < len(toks) && (ownTrailNum.has(toks[j].nid, toks[j].norm) || pastWordsNum.has(toks[j].nid, toks[j].norm)) {
		j++
	}
	if j != len(toks) {
		return 0, false
	}
	return j - i, true
}

// itsWords say "its": the part of the product shown that a refusal names.
var itsWords = plainSet("dyalha", "dyalo", "dyalou", "dialha", "dialo", "ديالها", "ديالو", "dyalhom", "ديالهم")

// praiseAdjectives say a part of the product is good: "tamanha mzyan",
// "lon dyalha zwin", "الثمن ديالها معقول", "the price is fair".
var praiseAdjectives = plainSet("mzyan", "mzyana", "mzian", "mziana", "m3qoul", "m3qol", "m3qoul", "ma39oul", "m39oul",
	"wa3er", "wa3ra", "zwin", "zwina", "hayel", "hayla", "معقول", "مزيان", "مزيانة", "زوين", "زوينة", "واعر", "واعرة",
	"هايل", "هايلة", "good", "great", "reasonable", "nice", "fair", "raisonnable", "correct", "bien", "top", "ممتاز")

// praisedPart reports how many words from i say that a part of the
// product (its price, colour, make) is good: a word that is no product,
// maybe "its" after it ("lon dyalha"), maybe "is"/"est", then a praise
// adjective, ending the message or its clause. 0 when it is not that.
func praisedPart(toks []tok, i int) int {
	if toks[i].shop || toks[i].isLooseBlock() || praiseAdjectivesNum.has(toks[i].nid, toks[i].norm) {
		return 0
	}
	j := i + 1
	if j < len(toks) && itsWordsNum.has(toks[j].nid, toks[j].norm) {
		j++
	}
	if j < len(toks) && (toks[j].norm == "is" || toks[j].norm == "est") {
		j++
	}
	if j >= len(toks) || !praiseAdjectivesNum.has(toks[j].nid, toks[j].norm) {
		return 0
	}
	if ri, ok := toks[i].role1(); !ok || ri.roles&(rPriceQ|rTopic|rSlot) == 0 {
		if !itsWordsNum.has(toks[i+1].nid, toks[i+1].norm) {
			return 0 // the praised word must be a part of the product: price, colour, make
		}
	}
	j++
	if j < len(toks) && !toks[j].comma {
		return 0
	}
	return j - i
}

// suffixMine reports a noun right after "على"/"3la" carrying the
// first-person possessive suffix: "غرفتي", "جيبي", "داري", "jibi", "dari"
// — not one with an article ("الكرسي", "lkorsi").
func suffixMine(w string) bool {
	switch {
	case strings.HasPrefix(w, "ال"), strings.HasPrefix(w, "l"):
		return false
	case strings.HasSuffix(w, "ي"):
		return utf8.RuneCountInString(w) >= 3
	case strings.HasSuffix(w, "i"):
		return len(w) >= 4 && !strings.HasSuffix(w, "ii")
	}
	return false
}

// negatedAfter reports a negation from toks[j] on ("لا لا، ما نقدرش
// ناخدها", "لا، أفضل ألا أشتريه"): then a leading "لا" refuses with it.
func negatedAfter(toks []tok, j int) bool {
	for ; j < len(toks); j++ {
		t := &toks[j]
		// "الا" is "ألا" (that … not) or "إلا" (unless): either way no plain no
		if t.neg || negationShaped(t.norm) || (negators.hasTok(t) && !t.isBareNo()) || t.norm == "الا" {
			return true
		}
	}
	return false
}

// leadingNoWord reports what may follow a no word that opens a message:
// nothing, a comma, another bare no, or praise ("لا لا زوينة").
func leadingNoWord(toks []tok, j int) bool {
	if j >= len(toks) || toks[j].comma || toks[j].sep == ',' || toks[j].sep == '.' || toks[j].isBareNo() {
		return true
	}
	_, c, ok := decisionWords.match(toks, j, len(toks))
	return ok && c == dPraise
}

// removalStems open the verbs that take a thing out of the cart or cancel
// the order, in their light or normalized form ("annulez", "supprime",
// "7aydha", "حيدها", "إلغاء"); leaving ("khlliha") and forgetting ("nsaha")
// are not among them: "wakha khalliha" may keep it.
var removalStems = []string{"cancel", "anul", "suprim", "enlev", "retir", "remov", "delet", "انول", "أنول", "ازال", "إزال",
	"7ayd", "7ayed", "7iyd", "7iyed", "7yd", "7yed", "hayed", "hiyed", "lghi", "lgha",
	"حيد", "حذف", "احذف", "الغ", "لغي", "ازل", "امسح",
	"msa7", "ms7", "mse7", "mssa7", "msse7", "msah", "mseh", "مسح"}

// leaveVerb: "khalliha", "khlliha", "خليها", "اتركها" (leave it), which
// may keep the product as well as drop it ("wakha khalliha").
func leaveVerb(w string) bool {
	return leavePrefixes.has(w)
}

var leavePrefixes = newPrefixes("khal", "khl", "khel", "خلي", "خل", "اترك")

// laterIn reports a later anywhere in toks ("mn b3d", "plus tard").
func laterIn(toks []tok) bool {
	for i := range toks {
		if later(toks, i) {
			return true
		}
	}
	return false
}

// ackThenNo: a yes or an acknowledgment and a no, and nothing of a yes
// verb, a wait, more, a but, a doubt or a reassurance.
func ackThenNo(seen *[dClasses]bool) bool {
	return (seen[dYes] || seen[dAck] || seen[dSafi]) && (seen[dNo] || seen[dNeg]) && !seen[dYesVerb] &&
		!seen[dHold] && !seen[dHoldVerb] && !seen[dHoldPrefix] && !seen[dMore] && !seen[dBut] && !seen[dOh] &&
		!seen[dHmm] && !seen[dMixed] && !seen[dCalm] && !seen[dPraise] && !seen[dAsking]
}

// bareZid: "zid" (add, more) without an object or a person.
var bareZid = plainSet("zid", "زيد", "وزيد")

// showAfterZid reports a word of showing or sending at toks[i]: "zid
// wrini", "zid sift liya tsawer" ask for more.
func showAfterZid(toks []tok, i int) bool {
	if ri, ok := toks[i].role1(); ok && ri.roles&rShowMore != 0 {
		return true
	}
	_, c, ok := decisionWords.match(toks, i, len(toks))
	return (ok && c == dMore) || sendVerbIn(toks[i:i+1])
}

// zidAccepts: a yes, an acknowledgment or a yes verb beside the bare
// "zid", and nothing of a no, a wait, a doubt or a reason.
func zidAccepts(seen *[dClasses]bool) bool {
	return (seen[dYes] || seen[dAck] || seen[dSafi] || seen[dYesVerb]) && !seen[dNo] && !seen[dNeg] &&
		!seen[dMixed] && !seen[dHold] && !seen[dHoldVerb] && !seen[dHoldPrefix] && !seen[dNoWhy] &&
		!seen[dNoObj] && !seen[dHmm] && !seen[dOh] && !seen[dBut]
}

// theseWords: "these", "those", "celle(s)", "ceux", "هادو" after a "not"
// ("not these", "pas celle-là", "ماشي هادو"): not this one.
var theseWords = plainSet("these", "those", "cele", "celes", "ceux", "hadou", "hado", "hadouk", "hadok", "هادو", "هادوك", "هدول")

// relatives open a relative clause: "lli", "اللي", "that", "which",
// "que". A yes verb after one tells what a thing is.
var relatives = plainSet("lli", "li", "elli", "illi", "اللي", "لي", "الذي", "التي", "that", "which", "que", "qu")

// frenchThese: the French of theseWords, which the lexicon reads with
// what follows ("pas celle-ci" is listed).
var frenchThese = plainSet("cele", "celes", "ceux")

// enoughNo: "خلاص" ("that's it"), the last word of a no that may be
// "enough" or "decided".
var enoughNo = plainSet("خلاص", "وخلاص")

// forMe is "for me" after a verb: "7ydha liya" sets it aside for me.
var forMe = plainSet("liya", "lia", "lya", "li", "lyia", "ليا", "لي", "me", "moi")

// removalFromCart is the length of a removal verb at toks[i], at most
// two words, and the cart it removes from or the order it cancels
// ("احذف المنتج من السلة", "retirez le tajine du panier", "cancel the
// whole order", "انولي الكوموند"); 0 for none. The words between may
// name the thing (a product of the shop too), never a negation, a yes
// or a no.
func removalFromCart(toks []tok, i int) int {
	near := false // the cheap test first: a cart or order word within reach
	for j := i + 1; j < len(toks) && j <= i+3; j++ {
		near = near || cartFromFirst.is(&toks[j])
	}
	if !near || !removalVerb(&toks[i]) {
		return 0
	}
	for j := i + 1; j < len(toks) && j <= i+3; j++ {
		if clauseStart(&toks[j]) {
			return 0
		}
		if m := cartFrom.at(toks, j); m > 0 {
			return j + m - i
		}
		if thingArticlesNum.has(toks[j].nid, toks[j].norm) {
			continue // "enlevez la théière du panier": "la" is an article
		}
		if toks[j].neg || negators.hasTok(&toks[j]) {
			return 0
		}
		if _, c, ok := decision1(toks, j); ok && c != dObj && c != dFiller && c != dDemo {
			return 0
		}
	}
	return 0
}

// cartFromFirst: the words cartFrom's phrases open on (by number:
// removalFromCart asks it of the three words after every word).
var cartFromFirst = newNormTable(func(w string) uint32 { return b32(cartFrom.first[w]) })

// cartFrom: the cart something is removed from, the order cancelled.
var cartFrom = newPhraseList("من السلة", "من سلتي", "mn lpanier", "men lpanier", "mn l panier", "mn panier",
	"from the cart", "from my cart", "from cart", "du panier", "de mon panier", "order", "the order", "my order",
	"الكوموند", "الطلب", "الطلبية", "lcommande", "l commande", "la commande", "ma commande", "commande")

// phraseList is a short list of phrases matched word by word on the
// normalized tokens, with the set of their first words for a cheap test
// before the match.
type phraseList struct {
	phrases [][]string
	first   map[string]bool
	bytes   *[4]uint64 // the first bytes of first's words: at asks the map only of a word opening on one
	// byFirst is phrases by their first word, in list order: at reads
	// only the phrases that open on the message's word, not all of them
	// ("talk" walked the thirty-odd goodbyes of meetWords, at every word
	// of "talk to a human").
	byFirst map[string][][]string
}

// add appends the phrase ws (normalized words) to l.
func (l *phraseList) add(ws []string) {
	l.phrases = append(l.phrases, ws)
	w := ws[0]
	l.first[w] = true
	if l.byFirst == nil {
		l.byFirst = map[string][][]string{}
	}
	l.byFirst[w] = append(l.byFirst[w], ws)
	if len(w) > 0 {
		l.bytes[w[0]>>6] |= 1 << (w[0] & 63)
	}
}

// newPhraseList normalizes every word of phrases once, at init.
func newPhraseList(phrases ...string) phraseList {
	l := phraseList{first: map[string]bool{}, bytes: new([4]uint64)}
	for _, p := range phrases {
		var ws []string
		for _, w := range strings.Fields(p) {
			ws = append(ws, Normalize(w))
		}
		l.add(ws)
	}
	return l
}

// at is the length of a phrase of l at toks[j], 0 for none.
func (l phraseList) at(toks []tok, j int) int {
	// (a word opening on a byte no phrase opens on is in no phrase: no
	// map lookup, which was most of the cost of reading a message
	// against the lists)
	w := toks[j].norm
	if len(w) > 0 && l.bytes[w[0]>>6]&(1<<(w[0]&63)) == 0 {
		return 0
	}
next:
	for _, ws := range l.byFirst[w] {
		if j+len(ws) > len(toks) {
			continue
		}
		for k := 1; k < len(ws); k++ { // (ws[0] is w)
			if toks[j+k].norm != ws[k] {
				continue next
			}
		}
		return len(ws)
	}
	return 0
}

// removalVerb reports a removal or cancel verb at t (removalStems).
func removalVerb(t *tok) bool {
	return removalPrefixes.has(t.key) || removalPrefixes.has(t.norm)
}

var removalPrefixes = newPrefixes(removalStems...)

// bareNoSpan reports a no span of bare no words ("non", "nooo", "la",
// "no"), or "non c'est bon": nothing refused by name.
func bareNoSpan(toks []tok) bool {
	for i := range toks {
		w := toks[i].norm
		if !bareNo(&toks[i]) && !repeatedNo(w) && w != "cest" && w != "bon" {
			return false
		}
	}
	return true
}

// yesRemoves: a yes or an acknowledgment whose only no is a removal verb,
// with nothing else said ("yes cancel it", "oui supprime-la", "اه حيدها"):
// yes to the removal, so a no. A yes verb ("oui, ajoute la robe et enlève
// le sac"), a negation, a wait, more or a no word keep it ambiguous.
func yesRemoves(seen *[dClasses]bool, removal, otherNo bool) bool {
	return removal && !otherNo && (seen[dYes] || seen[dAck] || seen[dOh]) &&
		!seen[dYesVerb] && !seen[dNeg] && !seen[dMixed] && !seen[dHold] && !seen[dHoldVerb] && !seen[dMore] &&
		!seen[dNoWhy] && !seen[dNoObj] && !seen[dCalm] && !seen[dHmm]
}

// noThenFine: bare no words said first, then "it's fine" or praise, then
// a yes verb ("non non c'est bon ajoute-la", "nooo its perfect add it",
// "non c'est nickel, ajoute"): the no denies a doubt, the verb accepts.
// A negation, a no after anything else, a wait or more keep it ambiguous;
// "non non c'est bon" alone is still a no.
func noThenFine(seen *[dClasses]bool, leadNo, lateNo, fine bool) bool {
	return leadNo && !lateNo && seen[dYesVerb] && (fine || seen[dPraise] || seen[dMixed]) &&
		!seen[dNeg] && !seen[dHold] && !seen[dHoldVerb] && !seen[dHoldPrefix] && !seen[dMore] &&
		!seen[dNoWhy] && !seen[dNoObj] && !seen[dHmm] && !seen[dBut]
}

// butRefuses reports a refusal after a but whose first half only
// acknowledges: yes, ok, thanks, praise or "I understand" before the but
// ("oui j'ai compris mais non merci", "zwina walakin ma bghitch"), a no
// after it, said with more than a bare no unless praise, thanks or
// understanding came first ("oui mais non" stays unclear), and no later,
// "not this one" or wait ("ok mais pas maintenant", "ok, mais pas
// celle-là").
func butRefuses(toks []tok) bool {
	b, n := -1, 0
	for i := range toks {
		if m, c, ok := decisionWords.match(toks, i, len(toks)); ok && c == dBut {
			b, n = i, m
			break
		}
	}
	if b <= 0 || b+n >= len(toks) {
		return false
	}
	content := false
	for i := 0; i < b; i++ {
		t := &toks[i]
		if understandStem(t.norm) || understandStem(t.key) || understoodNum.has(t.nid, t.norm) {
			content = true
			continue
		}
		_, c, ok := decision1(toks, i)
		if !ok {
			return false
		}
		switch c {
		case dPraise, dThanks:
			content = true
		case dYes, dAck, dFiller, dObj, dOh, dSafi, dIntens:
		default:
			return false
		}
	}
	after := toks[b+n:]
	if !content && !(len(after) >= 2 && after[0].isBareNo()) {
		// "oui mais je n'ai pas d'argent là": a bare yes then but, then
		// anything but a no said outright right after the but ("iyeh
		// walakin la, ghalya 3liya"), is a condition or a reason: never a
		// no ("là", "there", is also "no" once its accent is folded).
		return false
	}
	if notThisNum.has(after[0].nid, after[0].norm) {
		return false
	}
	for i := range after {
		if later(after, i) || answerVetoNum.has(after[i].kid, after[i].key) || answerVetoNum.has(after[i].nid, after[i].norm) {
			return false
		}
	}
	if !explicitNo(after) {
		return false // "zwina walakin ma3ndich lflous", "nice but too expensive": a reason, unclear
	}
	d, more := decideWords(after, false)
	return d == DecisionNo && !more
}

// explicitNo reports a no said outright: a no word ("la", "non", "no",
// "لا", "nope") or a want refused ("ma bghitch", "mabghitch", "ما
// بغيتش", "je veux pas", "i don't want").
func explicitNo(toks []tok) bool {
	for i := range toks {
		w := toks[i].norm
		if bareNo(&toks[i]) || strings.HasPrefix(w, "mabgh") || strings.HasPrefix(w, "مابغ") {
			return true
		}
		if i+1 < len(toks) && (w == "ma" || w == "ما") && (strings.HasPrefix(toks[i+1].norm, "bgh") || strings.HasPrefix(toks[i+1].norm, "بغ")) {
			return true
		}
		if i+1 < len(toks) && wantRefused[w+" "+toks[i+1].norm] {
			return true
		}
	}
	return false
}

// wantRefused: "don't want", "veux pas", "لا أريد" (two words).
var wantRefused = plainSet("dont want", "do not", "veux pas", "veut pas", "لا اريد", "لا اريده", "لا اريدها")

// understood: "I see", "got it", "compris" before a but.
var understood = plainSet("compris", "comprend", "comprends", "understand", "understood", "see", "get", "got", "vois", "jai")

// deniedWait reads "no more waiting" at toks[i]: without ("bla", "sans",
// "بلا", "بدون", then "ma" or not) or no longer ("ma bqitch", "mab9itch",
// "ما نبقاش") before a wait or think verb ("ntsenna", "nfker", "نتسناو"),
// or a wait verb then "plus" ("j'hésite plus"). Not knowing or deciding
// ("ma 3reftch", "ما قررتش") is still a wait.
func deniedWait(toks []tok, i int) (int, bool) {
	if !deniedWaitMayOpen(toks, i) {
		return 0, false // (asked at every word of decideWords: nothing it may read here)
	}
	return deniedWaitAll(toks, i)
}

// deniedWaitMayOpen is what deniedWaitAll needs at toks[i]: a word
// without, a "ma", a no longer glued (deniedWaitWord), "plus" next, or a
// word of need within three words (needlessThinking's loop).
// TestDeniedWaitGate holds it looser than deniedWaitAll over the corpus.
func deniedWaitMayOpen(toks []tok, i int) bool {
	if deniedWaitWord.is(&toks[i]) || i+1 < len(toks) && toks[i+1].norm == "plus" {
		return true
	}
	for j := i; j < len(toks) && j <= i+2; j++ {
		if needWordTable.is(&toks[j]) {
			return true
		}
	}
	return false
}

// deniedWaitWord: the words deniedWaitAll's cases open on ("bla", "sans",
// "ma", "ما", "mab9itch"); needWordTable: needWord by word number.
var (
	deniedWaitWord = newNormTable(func(w string) uint32 {
		return b32(withoutWords[w] || w == "ma" || w == "ما" || noLongerGlued(w))
	})
	needWordTable = newNormTable(func(w string) uint32 { return b32(needWord(w)) })
)

// deniedWaitAll is deniedWait at any word.
func deniedWaitAll(toks []tok, i int) (int, bool) {
	wait := func(j int) bool {
		if j >= len(toks) || holdStem(toks[j].norm) || toks[j].comma {
			return false
		}
		if _, c, ok := decision1(toks, j); ok && (c == dHold || c == dHoldVerb) {
			return true
		}
		_, c, ok := personVerb(toks, j)
		return ok && (c == dHold || c == dHoldVerb)
	}
	w, wID := toks[i].norm, toks[i].nid
	switch {
	case withoutWordsNum.has(wID, w):
		j := i + 1
		if j < len(toks) && (toks[j].norm == "ma" || toks[j].norm == "ما") {
			j++
		}
		if wait(j) {
			return j + 1 - i, true
		}
	case (w == "ma" || w == "ما") && i+1 < len(toks) && (noLonger(toks[i+1].norm) || futureNoLonger(toks[i+1].norm)): // "ma ghanb9ach nfker" (round 23b)
		if wait(i + 2) {
			return 3, true
		}
	case noLongerGlued(w):
		if wait(i + 1) {
			return 2, true
		}
	case i+1 < len(toks) && toks[i+1].norm == "plus" && wait(i):
		return 2, true
	}
	if m := needlessThinking(toks, i); m > 0 {
		return m, true // "ma7tajach nfker", "pas besoin de réfléchir", "لا داعي للقلق" (round 23b)
	}
	return 0, false
}

// withoutWords: "bla ma nfker", "sans attendre", "بلا ما نتسناو".
var withoutWords = plainSet("bla", "bila", "بلا", "بدون", "sans", "without")

// noLonger reads "bqit(ch)", "b9a(ch)", "nb9ach", "بقيتش", "نبقاش": no longer.
func noLonger(w string) bool {
	for _, p := range []string{"bqi", "b9i", "b9a", "bqa", "nb9", "nbq", "بقي", "بقا", "نبق"} {
		if strings.HasPrefix(w, p) && (strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "ش")) {
			return true
		}
	}
	return false
}

// noLongerGlued: "mab9itch", "mabqitch", "مابقيتش" written as one word.
func noLongerGlued(w string) bool {
	if rest, ok := strings.CutPrefix(w, "ma"); ok && noLonger(rest) {
		return true
	}
	rest, ok := strings.CutPrefix(w, "ما")
	return ok && noLonger(rest)
}

// elisionBefore: what stands before a French "l'" or "m'" written apart.
var elisionBefore = plainSet("ne", "n", "je", "j", "tu", "vous", "on", "il", "elle", "nous", "oui", "non", "ok", "svp", "stp")

// wantIn reports a want or request word ("bghit", "i want", "je veux").
func wantIn(toks []tok) bool {
	for i := range toks {
		if wantWords.hasTok(&toks[i]) {
			return true
		}
		if ri, ok := toks[i].role1(); ok && ri.roles&rRequest != 0 {
			return true
		}
	}
	return false
}

func init() {
	// "see ya later", "catch you later", "talk to you soon": a goodbye
	// however "you" is spelled, not "later" (a no).
	see := []string{"talk later", "talk soon", "speak soon", "ttyl"}
	for _, s := range []string{"see you", "see ya", "see u", "see yah", "cya", "catch you", "catch ya", "catch u",
		"talk to you", "talk to ya", "talk to u", "speak to you"} {
		for _, after := range []string{" later", " soon", " tomorrow", " then", " later then", " around"} {
			see = append(see, s+after)
		}
	}
	decisionWords.addAll(dThanks, see...)
	addRole(rBye, see...)
	// "شكرا مرة أخرى", "merci encore une fois": thanks again, not
	// "another time" (a no).
	var again []string
	for _, t := range []string{"شكرا", "وشكرا", "شكرا لك", "شكرا جزيلا", "shokran", "chokran", "merci", "thanks", "thank you"} {
		for _, a := range []string{" مرة أخرى", " مرة اخرى", " مرة ثانية", " مرة أخري", " marra okhra", " mara okhra",
			" encore", " encore une fois", " again", " once again", " once more"} {
			again = append(again, t+a)
		}
	}
	decisionWords.addAll(dThanks, again...)
	addRole(rThanks, again...)
}

// contactVerbs say the shopper will write or talk to the shop again
// (twentieth round): with a time after them it is a wait ("i'll text
// you tonight", "سأراسلك بعد العمل", "ndwi m3ak mn b3d lkhdma").
var contactVerbs = newWordSet("i'll message you", "ill message you", "i will message you", "i'll text you", "ill text you",
	"i will text you", "i'll write to you", "i'll write you", "i will write to you", "i'll dm you", "i'll ping you",
	"i'll message", "i'll text", "je vous écris", "je vous ecris", "je t'écris", "je t'ecris", "je vous recontacte",
	"je te recontacte", "je vous réécris", "je vous reecris", "je vous envoie un message", "je t'envoie un message",
	"سأراسلك", "سأراسلكم", "ساراسلك", "سأكتب لك", "سأكتب لكم", "سأتواصل معك", "سأتواصل معكم", "سأتصل بك", "سأتصل بكم",
	"ndwi m3ak", "ndwi m3akom", "ndwi m3akum", "nhder m3ak", "nhder m3akom", "nkteb lik", "nktb lik", "nkteb likom",
	"nktb likom", "nsift lik", "nsift likom", "nsifet lik", "ندوي معاك", "ندوي معاكم", "نهضر معاك", "نهضر معاكم",
	"نكتب ليك", "نكتب ليكم", "نصيفط ليك", "نصيفط ليكم")

// contactTimes: when the shopper will write again.
var contactTimes = newWordSet("tonight", "tomorrow", "later", "after", "afterwards", "soon", "evening", "weekend",
	"ce soir", "soir", "demain", "après", "apres", "plus", "bientôt", "bientot", "week-end", "weekend",
	"ghda", "ghedda", "l3chiya", "l3achiya", "lil", "fllil", "b3d", "ba3d", "mnin", "mlli", "melli", "ila",
	"غدا", "غدوة", "الليلة", "الليل", "فالليل", "العشية", "بعد", "لاحقا", "قريبا", "ملي", "منين", "عندما", "حين")

// contactLater reports a shopper who will write or talk again at a time
// said: a wait, when nothing is asked, refused or named.
func contactLater(toks []tok, question bool) bool {
	if question {
		return false
	}
	at := -1
	for i := range toks {
		if m, _, ok := contactVerbs.match(toks, i, len(toks)); ok {
			at = i + m
			break
		}
	}
	if at < 0 {
		return false
	}
	when := false
	for i := range toks {
		t := &toks[i]
		if t.shop || t.neg || amount(t.norm) {
			return false
		}
		if _, c, ok := decision1(toks, i); ok && (c == dNo || c == dYesVerb || c == dNeg) {
			return false
		}
		if i >= at && (contactTimes.match1(toks, i, 1) || later(toks, i)) {
			when = true
		}
	}
	return when
}

// onlyWords: "just", "only" before what the shopper was doing.
var onlyWords = newWordSet("just", "only", "juste", "seulement", "ghir", "gher", "ghi", "غير", "فقط", "برك")

// lookAux: "I was" before "just looking".
var lookAux = newWordSet("kont", "kunt", "kent", "kount", "كنت", "was", "étais", "etais")

// lookVerbs: looking, seeing, checking, knowing: what a shopper only
// browsing did (not asking, which the corpus reads as a question).
var lookVerbs = newWordSet("look", "looking", "see", "seeing", "check", "checking", "know", "browse", "browsing",
	"voir", "regarder", "regardais", "regarde", "savoir", "connaitre", "connaître", "jeter un oeil", "jeter un œil",
	"nchouf", "kanchouf", "nchof", "kanchof", "nchoufo", "nchoufou", "n3ref", "n3ref", "kanchoufo", "nt9edda",
	"نشوف", "كنشوف", "نعرف", "أرى", "ارى", "أعرف", "اعرف", "معرفة", "أشوف", "اشوف", "أطلع", "أتفرج", "نتفرج", "كنتفرج")

// lookTail: what a shopper only looked at ("the price", "l prix").
var lookTail = newWordSet("the", "le", "les", "l", "el", "at", "it", "its", "price", "prices", "prix", "tarif",
	"taman", "tmn", "ttaman", "lprix", "ثمن", "الثمن", "التمن", "السعر", "سعر", "الأثمنة", "chno", "kayn", "ce", "qu'il",
	"y", "a", "how", "much", "combien", "ch7al", "شحال", "بكم", "كم", "3la", "على", "f", "dyalha", "dyalo", "ديالها",
	"ديالو", "hadchi", "هادشي", "only", "just", "juste", "ghir", "غير", "فقط")

// justLooking reports "just" or "only" then, within two words, a verb of
// looking or knowing, and what was looked at up to the clause's end: n is
// the words read, 0 without one ("ghir kanchouf", "juste voir le prix",
// "فقط معرفة السعر").
func justLooking(toks []tok, i int) int {
	if lookAux.match1(toks, i, 1) && i+1 < len(toks) && !clauseStart(&toks[i+1]) {
		if m := justLooking(toks, i+1); m > 0 {
			return m + 1 // "kont ghir kanchouf", "كنت غير كنشوف": I was only looking
		}
		return 0
	}
	if !onlyWords.match1(toks, i, 1) {
		return 0
	}
	for j := i + 1; j < len(toks) && j <= i+3; j++ {
		if j > i+1 && clauseStart(&toks[j]) {
			return 0
		}
		if m, _, ok := lookVerbs.match(toks, j, len(toks)); ok {
			e := j + m
			for e < len(toks) && !clauseStart(&toks[e]) && lookTail.match1(toks, e, 1) {
				e++
			}
			return e - i
		}
		if toks[j].shop || toks[j].neg || amount(toks[j].norm) {
			return 0
		}
	}
	return 0
}

// forgottenThing is how many words after "don't forget" (said after a
// yes) name what is not to be forgotten, up to the clause's end ("yes, don't forget the
// invoice", "نعم، لا تنسوا الفاتورة", "oui, n'oubliez pas la facture"):
// at most three, none a thing sold, a negation, an amount or a word the
// decision lists know (then a verb follows: "don't forget to send it"
// reads as before); 0 when the clause runs on (twentieth round).
func forgottenThing(toks []tok, e int) int {
	k := e
	for k < len(toks) && (k == e || !clauseStart(&toks[k])) {
		t := &toks[k]
		if k-e == 3 || t.shop || t.neg || t.emoji || amount(t.norm) || number(t.norm) {
			return 0
		}
		if t.norm == "la" && k+1 < len(toks) && !clauseStart(&toks[k+1]) {
			k++ // "n'oubliez pas la facture": an article
			continue
		}
		if _, c, ok := decision1(toks, k); ok && c != dFiller {
			return 0
		}
		if ri, ok := t.role1(); ok && ri.roles&(rQWord|rCond|rRequest|rPriceQ|rTopic|rSlot|rHuman|rShowMore) != 0 {
			return 0
		}
		k++
	}
	return k - e
}

// possessedRest reports the rest of a problem word after its listed stem
// as a possessive ending ("مشكيلتك", "mochkiltek", "مشكلتي"): "not your
// problem" is no "no problem".
func possessedRest(r string) bool {
	return possessiveEnds[r]
}

var possessiveEnds = plainSet("ك", "كم", "ي", "ه", "ها", "هم", "تك", "تكم", "تي", "ته", "تها", "تهم", "نا", "تنا",
	"k", "ek", "ak", "tk", "tek", "tak", "ti", "tkom", "tkoum", "tkum", "tha", "to", "tou", "tna", "na")

// firstBareNo is the index of the first real no word ("la", "non",
// "no", "لا") of toks, -1 for none: "walo" and "لا شيء", nothing, are no
// refusal of their own ("walo ghir kanchof": what the shopper is doing).
func firstBareNo(toks []tok) int {
	for j := range toks {
		if bareNo(&toks[j]) && !noThing(toks, j, 1) {
			return j
		}
	}
	return -1
}

// mineVerb reports a verb said by the shopper ("ngoul", "nchawer",
// "نشاور", "i", "je"): after "until", what the shopper will do first.
func mineVerb(w string) bool {
	switch w {
	case "i", "je", "j":
		return true
	}
	if isASCII(w) {
		return len(w) >= 4 && w[0] == 'n' && !strings.HasPrefix(w, "nta") && !strings.HasPrefix(w, "nha")
	}
	return utf8.RuneCountInString(w) >= 3 && strings.HasPrefix(w, "ن") && !strings.HasPrefix(w, "نهار")
}

// ableIn reports a verb of being able among toks ("n9derch", "نقدرش",
// "peux", "can't").
func ableIn(toks []tok) bool {
	for i := range toks {
		w := toks[i].norm
		for _, p := range []string{"9dr", "9der", "qdr", "qder", "kdr", "kder", "قدر", "peux", "peut", "arrive", "cant", "cannot", "can"} {
			if strings.Contains(w, p) {
				return true
			}
		}
	}
	return false
}

// decideVerb reports a verb of deciding or choosing ("n9rrer", "نقرر",
// "décider", "choose").
func decideVerb(w string) bool {
	// (doubled letters are folded: "n9rrer" is "n9rer", "نقرر" is "نقر")
	for _, p := range []string{"9rer", "9rar", "qrer", "qrar", "krer", "krar", "khtar", "decid", "choisi", "choos", "choix", "نختار", "اختار", "أختار"} {
		if strings.Contains(w, p) {
			return true
		}
	}
	return w == "نقر" || w == "نقرر" || strings.HasPrefix(w, "نقرر") || strings.HasPrefix(w, "اقرر") || strings.HasPrefix(w, "أقرر")
}

// misunderstoodMe reports "you did not understand me" ("ma fhmtinich",
// "ما فهمتينيش", "you don't understand me"): a complaint, no answer.
func misunderstoodMe(toks []tok) bool {
	for i := range toks {
		if misunderstoodWord.is(&toks[i]) {
			return true
		}
		w := toks[i].norm
		if (w == "understand" || w == "understood" || w == "get") && i+1 < len(toks) && toks[i+1].norm == "me" && i > 0 {
			if _, _, ok := negation(toks, i-1); ok || toks[i-1].norm == "dont" || toks[i-1].norm == "didnt" || toks[i-1].norm == "not" {
				return true
			}
		}
	}
	return false
}

// misunderstoodWord: "ma fhmtinich", "فهمتيني" in one word (misunderstoodMe).
var misunderstoodWord = newNormTable(func(w string) uint32 {
	if f := strings.IndexByte(w, 'f'); f >= 0 {
		for _, p := range []string{"fhmtin", "fhamtin", "fhemtin", "fhmtni", "fhamtni", "fahmni", "fahemni"} {
			if strings.Contains(w[f:], p) {
				return 1
			}
		}
	} else if f := strings.Index(w, "ف"); f >= 0 {
		for _, p := range []string{"فهمتين", "فهمتني", "فاهمني"} {
			if strings.Contains(w[f:], p) {
				return 1
			}
		}
	}
	return 0
})

// firstComma is the index of the first word written after a comma, or 0.
func firstComma(toks []tok) int {
	for i := 1; i < len(toks); i++ {
		if toks[i].comma || toks[i].sep == ',' {
			return i
		}
	}
	return 0
}

// openNoSpan reports no words only, bare or "nothing" ("la", "no no",
// "والو", "walo", "rien").
func openNoSpan(toks []tok) bool {
	if bareNoSpan(toks) {
		return true
	}
	for i := range toks {
		if !nothingWordsNum.has(toks[i].nid, toks[i].norm) && !toks[i].isBareNo() {
			return false
		}
	}
	return true
}

// noThing reports the Arabic "لا شيء" (nothing) read at toks[i:i+n]: a
// "لا" bound to "شيء" after it, no comma between, is "nothing", no "لا"
// of its own (round 21e: "لا شيء، أتصفح فقط" tells what the shopper is
// doing, as "walo, ghir kanchof" does).
func noThing(toks []tok, i, n int) bool {
	if n != 1 || toks[i].norm != "لا" || i+1 >= len(toks) || clauseStart(&toks[i+1]) || !arabicThingNum.has(toks[i+1].nid, toks[i+1].norm) {
		return false
	}
	return i+2 >= len(toks) || clauseStart(&toks[i+2]) // "لا شيء آخر" (nothing else) stays as it was
}

// arabicThing: "thing" after "لا", which makes it "nothing".
var arabicThing = plainSet("شيء", "شي", "شيئ")

// nothingSpan reports only "nothing" words ("walo", "والو").
func nothingSpan(toks []tok) bool {
	for i := range toks {
		if !nothingWordsNum.has(toks[i].nid, toks[i].norm) {
			return false
		}
	}
	return len(toks) > 0
}

// doingIn reports what the shopper is doing: a just/only word or a
// Darija progressive ("ghir", "juste", "kanchouf", "كنتفرج").
func doingIn(toks []tok) bool {
	for i := range toks {
		if toks[i].isOnly() || progressive(toks[i].norm) && !toks[i].neg && !negationShaped(toks[i].norm) {
			return true
		}
	}
	return false
}

// howManyIn reports how many said in toks ("jouj", "2", "بجوج").
func howManyIn(toks []tok) bool {
	for i := range toks {
		if number(toks[i].norm) || toks[i].isMany() {
			return true
		}
	}
	return false
}

// moneyNeeded is how many words at toks[j] say the money is needed
// (up to "my" and then a need word: "khassni", "ديالي خاصني", "j'en ai
// besoin"), 0 for none. No negation may stand there ("ma khassnich").
func moneyNeeded(toks []tok, j int) int {
	for k := j; k < len(toks) && k <= j+1; k++ {
		if k > j && clauseStart(&toks[k]) {
			return 0
		}
		if toks[k].neg || negationShaped(toks[k].norm) {
			return 0
		}
		if needWordsNum.has(toks[k].nid, toks[k].norm) {
			return k + 1 - j
		}
		if !mineWordsNum.has(toks[k].nid, toks[k].norm) {
			return 0
		}
	}
	return 0
}

var (
	needWords = plainSet("khassni", "khasni", "khassna", "khass", "khas", "خاصني", "خاصنا", "خاص", "need", "needed")
	mineWords = plainSet("dyali", "dyalna", "ديالي", "ديالنا", "my", "rah", "راه")
)

// putVerbIn reports a verb of putting in ("mets-en", "put", "7et", "زيد"),
// with or without its object ("zidha", "ajoutez-les").
func putVerbIn(toks []tok) bool {
	for i := range toks {
		if toks[i].isAddVerb() || toks[i].objectVerb() {
			return true
		}
	}
	return false
}

// infoNouns name what a send verb may ask for instead of the product: a
// picture, a video, the details, where the shop is ("sift liya video
// dyalha", "send me the location"): beside a yes verb, no yes.
var infoNouns = plainSet("video", "videos", "vid", "vidio", "فيديو", "فيديوهات", "فيديوا", "photo", "photos", "pic", "pics",
	"picture", "pictures", "tswira", "tsawer", "tswer", "تصويرة", "صورة", "صوره", "صور", "تصاور", "details", "detail",
	"تفاصيل", "location", "localisation", "lokasyon", "لوكاسيون", "الموقع", "موقع", "position")

var nothingWords = plainSet("walo", "wlo", "walou", "والو", "rien", "nothing", "nada")
