package i18n

import (
	"strings"
	"sync"
	"sync/atomic"
)

// A cue is a class of words some reader of reconsider's chain cannot
// read a message without: a reader that needs a word of class c to read
// anything is asked only where a.may(c), the message's words read once
// (messageCues) instead of once by every reader that looks for them.
// Each class is a test of one word alone (wordCues), written from the
// readers it gates, and looser than each: a reader that reads a message
// has met a word of its class there. TestCueGates reads every corpus text
// with every reader asked and with the gates, and each gate forced shut.
type cue uint8

const (
	cueDislike30a    cue = iota // dislikeTold30a's "3jb" (ma3jbatnich, ما عجبنيش)
	cueHop30a                   // hopIn30a's "hop"
	cueBut30a                   // butNo30a's but (butWords, "enfin")
	cuePut                      // putVerbAt's word: putWord, or a word putNextAt opens on (putNextWord): yesRunsOn's verb
	cueYesAck                   // a one-word yes or ok (decision1 dYes, dAck): yesInSize's yes
	cueWhy                      // needAskedWhy's why (whyNeedWords)
	cueNeed                     // needAskedWhy's need (needStem)
	cueGluedWant                // a want gluedRefusal reads, "ma" and "ka" cut ("bghit", "nbghi")
	cueSalesWait                // salesAwaited's wait (salesWaitStem)
	cueAddNeg                   // nothingAdded's add verb (addStem)
	cueKinSaid                  // kinRefused's "said" or "refused" (saidVerbs, refusedVerbs)
	cuePlainRemoval             // bareRemoval's removal (plainRemoval)
	cueButOpens                 // a but noButThanks reads: "though", or the first word of a but (decisionWords dBut)
	cueWantTake                 // refusalAt's want or take (firstWant, takeVerb)
	cueNoUseWhat                // noUseAt's what for (noUseWhat: "lach", "fin", "blasa")
	cueThanksEnds               // the last word of a thanks (roleWords rThanks, decisionWords dThanks): thanksOpening's
	cueDear                     // dearSoftened's dear word (dearWords, of the word or its key)
	cueRemovalVerb              // removalVerb: ackThenRemoval's
	cueSeen                     // seenStillAsked's seen (seenWords, of the word or its key)
	cueGreetAddress             // greetingToSomeone's whom (greetAddress, of the word or its key)
	cueThink                    // ackThenThink's thought or wait (thinkAt, "wait", "kanfker")
	cuePosition                 // positionAt's word: the first of a position (roleWords rOrdinal), or ordinalPattern's
	cueSendOrAdd27              // negSend27's verb (sendOrAdd27, of the word or its key): dontSendUntil's, nothingSentIllCome's
	cueKeep27                   // keptInBasketToVisit's keep (keep27)
	cueNoReason27               // noReasonToRefuse's why (noReason27, or "لاش" read as a negated "لا")
	cueNothing27e               // nothingElseThenPut's nothing (nothing27e)
	cueNoNeed27                 // noNeedThenSend's need (noNeed27)
	cueCut27                    // moneyTakenTold's verb (cutVerb27)
	cueR26f                     // round26fReading's cue words (r26fCues)
	cueEmphNo32b                // emphaticNo32b's opening word (emphaticNos32b, endNo32b)
	cueOpens32b                 // a word a phrase of round32bReading's four lists opens on (opens32b)
	cueMeans33b                 // meansRefused33b's opening word (meansPhrases33b)
	cueTimeNoun24l              // timePutFor's time noun (lTimeNouns, of the word or its key)
	cueElsewhere27              // boughtElsewhere27's preference or never (r27dPrefer, r27dNever)
	cueNobody26                 // noneAnswered's nobody (nobodyWords26, oneWords26, "one")
	cueGiveTime26               // moreTimeAsked's verb (giveTimeVerbs)
	cueSayNo32                  // refusalDeniedAlone32's no said (sayNo)
	cueLaBas30                  // laBasYes30's "bas" or "labas" (laBasOne30, laBasTwo30, of the word or its key)
	cueRemovalStem              // keptAnswer's removal (removalStem, of the word)
	cueAnother21e               // otherRefused's another (anotherWords)
	cueAwait21c                 // personAwaitedNo's cue (awaitCues, of the word or its key)
	cueOffTopic                 // offTopic's word or verb (offTopicWords, offTopicVerbs, of the word or its key)
	cueSubject                  // subjectPronoun's pronoun (subjectPronouns, of the word or its key)
	cueWell21c                  // greetingReply's well (wellWords, of the word or its key)
	cueLater24c                 // laterOnly's later or now (laterCore, notNowWords)
	cueConcession24i            // concessionCut's "even if" (concessions)
	cueYesIdiom33b              // yesIdiom33b's opening word (yesIdioms33b)
	cueAsking23a                // askingRefused's opener (onlyWords, askOpeners, lookAux)
	cueStill                    // stillThere's, stillPointedAsked's and stillThereAsked's still (stillWords, of the word or its key; stillWords26)
	cueDecide29c                // undecidedYet's and undecided34n's decide word (decideStems29c, of the word or its key)
	cueToo34n                   // noThenToo34n's "too" (too34n)
	cueCancel34a                // keptNotCancelled34a's cancel (cancelStems34a, of the word or its key)
	cueMeOr35t                  // addMeOn35t's me, otherwiseNo35t's otherwise, pointlessAdd35t's needless (meObj35t, otherwise35t, needless35t)
	cueAddress35t               // saidToKin35t's kin or address word, idiomNo35t's idiom or nobody (kinVoc35t, address35t, idiomLa35t, god35t, nobody35t, "one")
	cueBuy35n                   // round35nReading's verb of buying, taking or adding (buyWord35n)
	cueWant36a                  // round36aReading's want (wantWord36a)
	cueReason36b                // round36bReading's reason word (reasonCue36b)
	cueGate36t                  // round36tReading's name, self, thanks, stop, size, number, after, me or say word (cue36t)
	cueGate37t                  // round37tReading's maybe, time, hakak, agree, ask, from, cancel, all, first, la, look, meant, work, forget or "to you" word (cue37t)
	cueRefused37b               // round37bReading's bare no, none or even (cue37b)
	cueReason37c                // round37cReading's "already", one like it or need (reasonCue37c)
	cueIf37a                    // round37aReading's condition (if37a, of the word or its key, or "si")
	cueThese37s                 // round37sReading's pointer at the cards or verb of liking (cue37s)
	cueRefusal37n               // round37nReading's bare no or refusal-phrase word (cue37n)
	cuePick37p                  // round37pReading's bare no, not, "stop", negated word or like (cue37p)
	cueGate38f                  // round38fReading's parent, problem, saying, sort, if, course, pick-up, praise, "la", "rien" or "non" word (cue38f)
	cueSaid38y                  // round38yReading's verb of saying (cue38y)
	cueAvail38q                 // round38qReading's word of being there (cue38q)
	cueWait38h                  // round38hReading's wait, doubt or thought (cue38h)
	cueClose38n                 // round38nReading's removal or put verb, or "out" (cue38n)
	cueFine38n                  // round38nReading's "I'm fine" word (fineCue38n)
	cueSaid38n                  // round38nReading's verb of saying (said38n, sayMeant38n)
	cueGate38k                  // round38kReading's counted, forget, delay or checkout word (cue38k)
	cueJudged38s                // round38sReading's praise, fault, style word, wallet, "mine", like or eye (cue38s)
	cueRefused38r               // round38rReading's negation, dear, steep, too, budget or size-judging word (cue38r)
	cueGate39y                  // round39yReading's "zidou" or word of dearness (cue39y)
	cueNo39n                    // round39nReading's interjection, plain yes, never, emphatic adverb or verb of buying (cue39n)
	cueGate39f                  // round39fReading's talking, calling, number, lowering or until word (cue39f)

	cueCount // the classes
)

// cueNames name the classes in the tests' messages, in cue order.
var cueNames = [cueCount]string{"dislike30a", "hop30a", "but30a", "put", "yesAck", "why", "need", "gluedWant",
	"salesWait", "addNeg", "kinSaid", "plainRemoval", "butOpens", "wantTake", "noUseWhat", "thanksEnds", "dear", "removalVerb", "seen", "greetAddress", "think", "position", "sendOrAdd27", "keep27", "noReason27",
	"nothing27e", "noNeed27", "cut27", "r26f", "emphNo32b", "opens32b", "means33b", "timeNoun24l", "elsewhere27", "nobody26",
	"giveTime26", "sayNo32", "laBas30", "removalStem", "another21e", "await21c", "offTopic", "subject", "well21c", "later24c", "concession24i", "yesIdiom33b", "asking23a", "still",
	"decide29c", "too34n", "cancel34a", "meOr35t", "address35t", "buy35n", "want36a", "reason36b", "gate36t", "gate37t", "refused37b", "reason37c", "if37a", "these37s", "refusal37n", "pick37p", "gate38f", "said38y", "avail38q", "wait38h", "close38n", "fine38n", "said38n", "gate38k", "judged38s", "refused38r",
	// one line a class from round 39 on, so branches adding classes merge
	"gate39y",
	"no39n",
	"gate39f",
}

// cueSet is a set of classes, a bit each; cueKnownBit, the last bit of
// its second word (no class), marks a set read (analysis.cues).
type cueSet [2]uint64

const cueKnownBit = 1 << 63

func init() {
	if cueCount > 127 {
		panic("i18n: more word classes than a cueSet holds")
	}
}

func (s *cueSet) add(c cue) { s[c>>6] |= 1 << (c & 63) }

func (s *cueSet) has(c cue) bool { return s[c>>6]>>(c&63)&1 != 0 }

// may reports that the message may hold a word of class c: always when
// its cues were not read (an analysis made outside reconsider).
func (a *analysis) may(c cue) bool { return a.cues[c>>6]>>(c&63)&1 != 0 || a.cues[1]&cueKnownBit == 0 }

// wordCues is the classes of the word t: of its norm, key and negation
// (tok.neg), all of them set by analyzeInto from the norm alone, never
// of its place in the message or of the shop's vocabulary.
func wordCues(t *tok) cueSet {
	w := t.norm
	var s cueSet
	if strings.Contains(w, "3jb") || strings.Contains(w, "3ajb") || strings.Contains(w, "عجب") {
		s.add(cueDislike30a)
	}
	if w == "hop" {
		s.add(cueHop30a)
	}
	if butWords[w] || w == "enfin" {
		s.add(cueBut30a)
	}
	one := [1]tok{*t} // (the word alone, for the readers of a word at its place)
	if putWord(one[:], 0) || putNextWord.is(t) {
		s.add(cuePut)
	}
	if _, c, ok := decision1(one[:], 0); ok && (c == dYes || c == dAck) {
		s.add(cueYesAck)
	}
	if whyNeedWords[w] {
		s.add(cueWhy)
	}
	if needStem(w) {
		s.add(cueNeed)
	}
	if gluedWant(w) || gluedWant(t.key) {
		s.add(cueGluedWant)
	}
	if salesWaitStem(w) {
		s.add(cueSalesWait)
	}
	if addStem(w) {
		s.add(cueAddNeg)
	}
	if v := strings.TrimPrefix(w, "و"); refusedVerbs[v] || saidVerbs[v] {
		s.add(cueKinSaid)
	}
	if plainRemoval(w) {
		s.add(cuePlainRemoval)
	}
	ends := loadPhraseEnds()
	if w == "though" || opensDecision(t, dBut) {
		s.add(cueButOpens)
	}
	if firstWant(t) || takeVerb(w) {
		s.add(cueWantTake)
	}
	if noUseWhat[w] {
		s.add(cueNoUseWhat)
	}
	if ends.thanks[t.key] {
		s.add(cueThanksEnds)
	}
	if dearWords[w] || dearWordsNum.has(t.kid, t.key) {
		s.add(cueDear)
	}
	if removalVerb(t) {
		s.add(cueRemovalVerb)
	}
	if seenWords[w] || seenWordsNum.has(t.kid, t.key) {
		s.add(cueSeen)
	}
	if greetAddress[w] || greetAddressNum.has(t.kid, t.key) {
		s.add(cueGreetAddress)
	}
	if thinkAt(one[:], 0) || w == "wait" || w == "kanfker" {
		s.add(cueThink)
	}
	if _, ok := ordinalPattern(w); ok || opensRole(t, func(ri roleInfo) bool { return ri.roles&rOrdinal != 0 && ri.ord != 0 }) {
		s.add(cuePosition)
	}
	if sendOrAdd27(w) || sendOrAdd27(t.key) {
		s.add(cueSendOrAdd27)
	}
	if keep27[w] {
		s.add(cueKeep27)
	}
	if noReason27[w] || t.neg && t.key == "لا" && w == "لاش" {
		s.add(cueNoReason27)
	}
	if nothing27e[w] {
		s.add(cueNothing27e)
	}
	if noNeed27[w] {
		s.add(cueNoNeed27)
	}
	if cutVerb27[w] {
		s.add(cueCut27)
	}
	if r26fCues[w] != 0 {
		s.add(cueR26f)
	}
	if _, ok := emphaticNos32b[w]; ok {
		s.add(cueEmphNo32b)
	} else if _, ok := endNo32b[w]; ok {
		s.add(cueEmphNo32b)
	}
	if _, ok := opens32b[w]; ok {
		s.add(cueOpens32b)
	}
	if meansPhrases33b.first[w] {
		s.add(cueMeans33b)
	}
	if lTimeNouns[w] || lTimeNouns[t.key] {
		s.add(cueTimeNoun24l)
	}
	if r27dPrefer[w] || r27dNever[w] {
		s.add(cueElsewhere27)
	}
	if nobodyWords26[w] || oneWords26[w] || w == "one" {
		s.add(cueNobody26)
	}
	if giveTimeVerbs[w] {
		s.add(cueGiveTime26)
	}
	if sayNo[w] {
		s.add(cueSayNo32)
	}
	if in30(laBasOne30, t) || in30(laBasTwo30, t) {
		s.add(cueLaBas30)
	}
	if stem, _ := removalStem(w); stem != "" {
		s.add(cueRemovalStem)
	}
	if anotherWords[w] {
		s.add(cueAnother21e)
	}
	if awaitCues[w] || awaitCues[t.key] {
		s.add(cueAwait21c)
	}
	if offTopicWords[w] || offTopicWords[t.key] || offTopicVerbs[w] || offTopicVerbs[t.key] {
		s.add(cueOffTopic)
	}
	if subjectPronouns.has(w) || subjectPronouns.has(t.key) {
		s.add(cueSubject)
	}
	if wellWords[w] || wellWords[t.key] {
		s.add(cueWell21c)
	}
	if laterCore[w] || notNowWords[w] {
		s.add(cueLater24c)
	}
	if concessions.first[w] {
		s.add(cueConcession24i)
	}
	if yesIdioms33b.first[w] {
		s.add(cueYesIdiom33b)
	}
	if t.isOnly() || askOpeners[w] || t.isLookAux() {
		s.add(cueAsking23a)
	}
	if stillWords[w] || stillWords[t.key] || stillWords26[w] {
		s.add(cueStill)
	}
	if hasStem(t, decideStems29c) {
		s.add(cueDecide29c)
	}
	if too34n[w] {
		s.add(cueToo34n)
	}
	if hasStem34a(t, cancelStems34a) {
		s.add(cueCancel34a)
	}
	if meObj35t[w] || otherwise35t[w] || needless35t[w] {
		s.add(cueMeOr35t)
	}
	if kinVoc35t[w] || address35t[w] || idiomLa35t[w] || god35t[w] || nobody35t[w] || w == "one" {
		s.add(cueAddress35t)
	}
	if buyWord35n(w) {
		s.add(cueBuy35n)
	}
	if wantWord36a(w) {
		s.add(cueWant36a)
	}
	if reasonCue36b(t) {
		s.add(cueReason36b)
	}
	if cue36t(w) {
		s.add(cueGate36t)
	}
	if cue37t(w) {
		s.add(cueGate37t)
	}
	if cue37b(t) {
		s.add(cueRefused37b)
	}
	if reasonCue37c(t) {
		s.add(cueReason37c)
	}
	if if37a[w] || if37a[t.key] || w == "si" {
		s.add(cueIf37a)
	}
	if cue37s(t) {
		s.add(cueThese37s)
	}
	if cue37n(t) {
		s.add(cueRefusal37n)
	}
	if cue37p(t) {
		s.add(cuePick37p)
	}
	if cue38f(w) {
		s.add(cueGate38f)
	}
	if cue38y(w) {
		s.add(cueSaid38y)
	}
	if cue38q(t) {
		s.add(cueAvail38q)
	}
	if cue38h(w) {
		s.add(cueWait38h)
	}
	if cue38n(t) {
		s.add(cueClose38n)
	}
	if fineCue38n[w] {
		s.add(cueFine38n)
	}
	if said38n[w] || sayMeant38n[w] {
		s.add(cueSaid38n)
	}
	if cue38k(w) {
		s.add(cueGate38k)
	}
	if cue38s(t) {
		s.add(cueJudged38s)
	}
	if cue38r(t) {
		s.add(cueRefused38r)
	}
	if cue39y(t) {
		s.add(cueGate39y)
	}
	if cue39n(w) {
		s.add(cueNo39n)
	}
	if cue39f(t) {
		s.add(cueGate39f)
	}
	return s
}

// opensRole reports t's key opening an entry of roleWords whose roles
// keep: where roleWords.match may read them at t.
func opensRole(t *tok, keep func(roleInfo) bool) bool {
	for _, e := range roleWords.entriesTok(t) {
		if keep(e.val) {
			return true
		}
	}
	return false
}

// gluedWant reports w, "ma" or "ما" then "ka" cut from it, opening on a
// want gluedRefusal reads ("bghit", "nbghi", "بغيت", "نبغي").
func gluedWant(w string) bool {
	rest, ok := strings.CutPrefix(w, "ma")
	if !ok {
		rest = strings.TrimPrefix(w, "ما")
	}
	rest = strings.TrimPrefix(rest, "ka")
	for _, p := range []string{"bghit", "nbghi", "بغيت", "نبغي"} {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	return false
}

// opensDecision reports t's key opening an entry of decisionWords of
// class c: where decisionWords.match reads c at t.
func opensDecision(t *tok, c decisionClass) bool {
	for _, e := range decisionWords.entriesTok(t) {
		if e.val == c {
			return true
		}
	}
	return false
}

// phraseEnds is, class by class, the keys that end an entry of a list
// (the only word of a one-word entry): a phrase matched anywhere in a
// message has its last word there.
type phraseEnds struct {
	thanks map[string]bool // roleWords rThanks, decisionWords dThanks
}

var (
	phraseEndsOnce sync.Once
	phraseEndsOf   phraseEnds
)

func loadPhraseEnds() *phraseEnds {
	phraseEndsOnce.Do(func() {
		loadSpellings() // (the lists' keys are set there)
		e := phraseEnds{thanks: map[string]bool{}}
		last := func(first string, rest []string) string {
			if len(rest) == 0 {
				return first
			}
			return rest[len(rest)-1]
		}
		for first, list := range roleWords.byKey {
			for _, en := range list {
				if en.val.roles&rThanks != 0 {
					e.thanks[last(first, en.rest)] = true
				}
			}
		}
		for first, list := range decisionWords.byKey {
			for _, en := range list {
				if en.val == dThanks {
					e.thanks[last(first, en.rest)] = true
				}
			}
		}
		phraseEndsOf = e
	})
	return &phraseEndsOf
}

// messageCues is the classes of toks' words, marked read.
func messageCues(toks []tok) cueSet {
	s := cueSet{1: cueKnownBit}
	for i := range toks {
		c := cueTableOf(&toks[i])
		s[0] |= c[0]
		s[1] |= c[1]
	}
	return s
}

// cueTableOf is wordCues(t), remembered by the norm's number (tok.nid)
// the first time a numbered word is read, and by the norm itself for the
// first cueWordsKept words with no number (numbers, the shop's own
// words, typos: a message holds one or two, and their classes cost more
// to read than all its numbered words'); any other word is read each
// time. Safe for concurrent use: two goroutines reading a new word at
// once store the same answer, its second word last, marked read by
// cueKnownBit (no class is that bit).
func cueTableOf(t *tok) cueSet {
	cueOnce.Do(func() { cueVals = make([][2]atomic.Uint64, len(loadSpellings().ids)+1) })
	id := t.nid
	if id <= 0 || int(id) >= len(cueVals) {
		if v, ok := cueWords.Load(t.norm); ok {
			return v.(cueSet)
		}
		s := wordCues(t)
		if cueWordsN.Load() < cueWordsKept && cueWordsN.Add(1) <= cueWordsKept {
			cueWords.Store(strings.Clone(t.norm), s) // (not the message's string: it is not kept alive)
		}
		return s
	}
	v := &cueVals[id]
	if b := v[1].Load(); b != 0 {
		return cueSet{v[0].Load(), b &^ cueKnownBit}
	}
	s := wordCues(t)
	v[0].Store(s[0])
	v[1].Store(s[1] | cueKnownBit)
	return s
}

// cueWordsKept is how many words with no number cueTableOf remembers.
const cueWordsKept = 4096

var (
	cueWords  sync.Map // norm → cueSet, of words with no number
	cueWordsN atomic.Int32
)

var (
	cueOnce sync.Once
	cueVals [][2]atomic.Uint64
)
