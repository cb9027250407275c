package i18n

// hot sets of a tok (tok.hs, tok.hk): whether its norm (hs) and its key
// (hk) are in the numbered sets (numSet, setnums.go) the readers ask most
// often at every word — the first test of some forty readers that scan
// the message for a cue word (apologyAt, personAwaitedNo, comparedClause,
// undecidedAt, ownerNamed32c, budgetExcessDenied, maybeAt, shopAndWaits,
// wantedForOther27, seeAtShop, moreCondAt, …). Each asked is numSet.has,
// out of line on purpose (numset.go), some 25 instructions with its call;
// the shop benchmark asked them about 80 of its 120 has calls a message,
// mostly of the same dozen words (48.8k -> 46.4k instructions a message).
// The 63 bits are full: a further set needs a second word of bits, or
// takes the place of a set asked less. A known word carries its bits
// (spellings.known, read once when the spellings are built); another
// word reads them once, from hotSetRows by its number, and every later
// ask is an inline bit test.
// TestHotSets proves each bit against the has it stands for at every
// corpus word.
const (
	hsApologies        uint64 = 1 << iota // apologies
	hsSorryWords                          // sorryWords
	hsAwaitCues                           // awaitCues
	hsMoreSoWords                         // moreSoWords
	hsComparatives                        // comparatives
	hsOtherWords                          // otherWords
	hsGluedUndecided                      // gluedUndecided
	hsDecideWordsAll                      // decideWordsAll
	hsOwnerTitle32c                       // ownerTitle32c
	hsOwnerWord32c                        // ownerWord32c
	hsVocative32c                         // vocative32c
	hsOverWords                           // overWords
	hsBudgetExcess                        // budgetExcess
	hsMaybeWords                          // maybeWords
	hsCues22d                             // cues22d
	hsR27dPastWant                        // r27dPastWant
	hsR27dNotFor                          // r27dNotFor
	hsSeeVerbs29len                       // seeVerbs29len
	hsShopPlace29len                      // shopPlace29len
	hsDarijaIf                            // darijaIf
	hsLatinIfWords                        // latinIfWords
	hsLawIf                               // lawIf
	hsYesWords28                          // yesWords28
	hsOldWords32b                         // oldWords32b
	hsPeopleWords32                       // peopleWords32
	hsNotWords29                          // notWords29
	hsHaveMine32b                         // haveMine32b
	hsBudgetOrPurse                       // budgetOrPurse
	hsOtherOf                             // otherOf
	hsOneOf                               // oneOf
	hsPhotoWords                          // photoWords
	hsDeclineButs                         // declineButs
	hsAckWords                            // ackWords
	hsPrefaceWords                        // prefaceWords
	hsOneWords29len                       // oneWords29len
	hsAsideWords                          // asideWords
	hsDoWith32b                           // doWith32b
	hsThisOf                              // thisOf
	hsStoryVerbs                          // storyVerbs
	hsReplyWords28                        // replyWords28
	hsPlainNos                            // plainNos
	hsChangeW27                           // changeW27
	hsDecideOpeners                       // decideOpeners
	hsPresenceWords                       // presenceWords
	hsPleaseWords                         // pleaseWords
	hsUndoOpeners                         // undoOpeners
	hsNobodyWords                         // nobodyWords
	hsPersonOne                           // personOne
	hsNegAuxWords                         // negAuxWords
	hsPersonNouns                         // personNouns
	hsPersonAfter                         // personAfter
	hsPersonOtherWords                    // personOtherWords
	hsAnswerVerbs                         // answerVerbs
	hsArriveVerbs                         // arriveVerbs
	hsAwaitVerbs                          // awaitVerbs
	hsWaitStillWords                      // waitStillWords
	hsWhenWhereWho                        // whenWhereWho
	hsNoNeed                              // noNeed
	hsAndWords                            // andWords
	hsInfoNouns                           // infoNouns
	hsMoneyWords                          // moneyWords
	hsBareZid                             // bareZid
	hsR26IfWords                          // r26IfWords
	hsKnown            uint64 = 1 << 63   // the bits were read (a tok's hs is 0 until then)
)

// hotSets are the sets of the hot set bits, by bit.
var hotSets = [...]*numSet{&apologiesNum, &sorryWordsNum, &awaitCuesNum, &moreSoWordsNum, &comparativesNum, &otherWordsNum, &gluedUndecidedNum, &decideWordsAllNum, &ownerTitle32cNum, &ownerWord32cNum, &vocative32cNum, &overWordsNum, &budgetExcessNum, &maybeWordsNum, &cues22dNum, &r27dPastWantNum, &r27dNotForNum, &seeVerbs29lenNum, &shopPlace29lenNum, &darijaIfNum, &latinIfWordsNum, &lawIfNum, &yesWords28Num, &oldWords32bNum, &peopleWords32Num, &notWords29Num, &haveMine32bNum, &budgetOrPurseNum, &otherOfNum, &oneOfNum, &photoWordsNum, &declineButsNum, &ackWordsNum, &prefaceWordsNum, &oneWords29lenNum, &asideWordsNum, &doWith32bNum, &thisOfNum, &storyVerbsNum, &replyWords28Num, &plainNosNum, &changeW27Num, &decideOpenersNum, &presenceWordsNum, &pleaseWordsNum, &undoOpenersNum, &nobodyWordsNum, &personOneNum, &negAuxWordsNum, &personNounsNum, &personAfterNum, &personOtherWordsNum, &answerVerbsNum, &arriveVerbsNum, &awaitVerbsNum, &waitStillWordsNum, &whenWhereWhoNum, &noNeedNum, &andWordsNum, &infoNounsNum, &moneyWordsNum, &bareZidNum, &r26IfWordsNum}

// hotSetRows is, by word number (spellings.ids), the hot sets holding the
// word: hotSetsOf(id, w) for id > 0. Built with the numbers (buildSpellings).
var hotSetRows []uint64

// buildHotSetRows fills hotSetRows for the words numbered in ids (after
// numberSets: every set's words have their number).
func buildHotSetRows(ids map[string]int32) {
	rows := make([]uint64, len(ids)+1)
	for i, s := range hotSets {
		for w, in := range s.m {
			if in {
				rows[ids[w]] |= 1 << i
			}
		}
	}
	hotSetRows = rows
}

// hotSetsOf is the hot sets holding w, numbered id, as has reads them: by
// the map for a word not numbered (id 0), none for a word numbered in no
// set (id -1), by the row otherwise.
func hotSetsOf(id int32, w string) uint64 {
	switch {
	case id > 0:
		if int(id) < len(hotSetRows) {
			return hotSetRows[id]
		}
		return 0
	case id < 0:
		return 0
	}
	var h uint64
	for i, s := range hotSets {
		if s.m[w] {
			h |= 1 << i
		}
	}
	return h
}

// in reports t's norm in the hot set b: XNum.has(t.nid, t.norm) for b hsX.
func (t *tok) in(b uint64) bool {
	h := t.hs
	if h == 0 {
		h = t.fillSets()
	}
	return h&b != 0
}

// keyIn reports t's key in the hot set b: XNum.has(t.kid, t.key) for b hsX.
func (t *tok) keyIn(b uint64) bool {
	h := t.hk
	if h == 0 {
		t.fillSets()
		h = t.hk
	}
	return h&b != 0
}

// fillSets reads t's hot set bits, of its norm and its key (apart so
// that in and keyIn inline).
func (t *tok) fillSets() uint64 {
	t.hs = hotSetsOf(t.nid, t.norm) | hsKnown
	if t.kid == t.nid && t.key == t.norm {
		t.hk = t.hs
	} else {
		t.hk = hotSetsOf(t.kid, t.key) | hsKnown
	}
	return t.hs
}
