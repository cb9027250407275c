package i18n

import (
	"math/bits"
	"testing"
)

// TestHotSets: at every word of the seen corpus texts, and of a few words
// written here (a word no set holds, a word of a set spelled another way,
// toks made without analyzeInto and so without a number), each hot set
// bit (tok.in, tok.keyIn) is the numSet.has it stands for, of the norm
// and of the key, and the set's map says the same; each bit is set at
// some word, and each constant is its set's bit.
func TestHotSets(t *testing.T) {
	t.Parallel()
	sets := []struct {
		name string
		bit  uint64
		set  *numSet
	}{
		{"apologies", hsApologies, &apologiesNum},
		{"sorryWords", hsSorryWords, &sorryWordsNum},
		{"awaitCues", hsAwaitCues, &awaitCuesNum},
		{"moreSoWords", hsMoreSoWords, &moreSoWordsNum},
		{"comparatives", hsComparatives, &comparativesNum},
		{"otherWords", hsOtherWords, &otherWordsNum},
		{"gluedUndecided", hsGluedUndecided, &gluedUndecidedNum},
		{"decideWordsAll", hsDecideWordsAll, &decideWordsAllNum},
		{"ownerTitle32c", hsOwnerTitle32c, &ownerTitle32cNum},
		{"ownerWord32c", hsOwnerWord32c, &ownerWord32cNum},
		{"vocative32c", hsVocative32c, &vocative32cNum},
		{"overWords", hsOverWords, &overWordsNum},
		{"budgetExcess", hsBudgetExcess, &budgetExcessNum},
		{"maybeWords", hsMaybeWords, &maybeWordsNum},
		{"cues22d", hsCues22d, &cues22dNum},
		{"r27dPastWant", hsR27dPastWant, &r27dPastWantNum},
		{"r27dNotFor", hsR27dNotFor, &r27dNotForNum},
		{"seeVerbs29len", hsSeeVerbs29len, &seeVerbs29lenNum},
		{"shopPlace29len", hsShopPlace29len, &shopPlace29lenNum},
		{"darijaIf", hsDarijaIf, &darijaIfNum},
		{"latinIfWords", hsLatinIfWords, &latinIfWordsNum},
		{"lawIf", hsLawIf, &lawIfNum},
		{"yesWords28", hsYesWords28, &yesWords28Num},
		{"oldWords32b", hsOldWords32b, &oldWords32bNum},
		{"peopleWords32", hsPeopleWords32, &peopleWords32Num},
		{"notWords29", hsNotWords29, &notWords29Num},
		{"haveMine32b", hsHaveMine32b, &haveMine32bNum},
		{"budgetOrPurse", hsBudgetOrPurse, &budgetOrPurseNum},
		{"otherOf", hsOtherOf, &otherOfNum},
		{"oneOf", hsOneOf, &oneOfNum},
		{"photoWords", hsPhotoWords, &photoWordsNum},
		{"declineButs", hsDeclineButs, &declineButsNum},
		{"ackWords", hsAckWords, &ackWordsNum},
		{"prefaceWords", hsPrefaceWords, &prefaceWordsNum},
		{"oneWords29len", hsOneWords29len, &oneWords29lenNum},
		{"asideWords", hsAsideWords, &asideWordsNum},
		{"doWith32b", hsDoWith32b, &doWith32bNum},
		{"thisOf", hsThisOf, &thisOfNum},
		{"storyVerbs", hsStoryVerbs, &storyVerbsNum},
		{"replyWords28", hsReplyWords28, &replyWords28Num},
		{"plainNos", hsPlainNos, &plainNosNum},
		{"changeW27", hsChangeW27, &changeW27Num},
		{"decideOpeners", hsDecideOpeners, &decideOpenersNum},
		{"presenceWords", hsPresenceWords, &presenceWordsNum},
		{"pleaseWords", hsPleaseWords, &pleaseWordsNum},
		{"undoOpeners", hsUndoOpeners, &undoOpenersNum},
		{"nobodyWords", hsNobodyWords, &nobodyWordsNum},
		{"personOne", hsPersonOne, &personOneNum},
		{"negAuxWords", hsNegAuxWords, &negAuxWordsNum},
		{"personNouns", hsPersonNouns, &personNounsNum},
		{"personAfter", hsPersonAfter, &personAfterNum},
		{"personOtherWords", hsPersonOtherWords, &personOtherWordsNum},
		{"answerVerbs", hsAnswerVerbs, &answerVerbsNum},
		{"arriveVerbs", hsArriveVerbs, &arriveVerbsNum},
		{"awaitVerbs", hsAwaitVerbs, &awaitVerbsNum},
		{"waitStillWords", hsWaitStillWords, &waitStillWordsNum},
		{"whenWhereWho", hsWhenWhereWho, &whenWhereWhoNum},
		{"noNeed", hsNoNeed, &noNeedNum},
		{"andWords", hsAndWords, &andWordsNum},
		{"infoNouns", hsInfoNouns, &infoNounsNum},
		{"moneyWords", hsMoneyWords, &moneyWordsNum},
		{"bareZid", hsBareZid, &bareZidNum},
		{"r26IfWords", hsR26IfWords, &r26IfWordsNum},
	}
	if len(sets) != len(hotSets) {
		t.Fatalf("%d hot sets, %d checked", len(hotSets), len(sets))
	}
	for _, s := range sets {
		if bits.OnesCount64(s.bit) != 1 || s.bit&hsKnown != 0 || hotSets[bits.TrailingZeros64(s.bit)] != s.set {
			t.Fatalf("hot set bit %s (%b) is not its set's", s.name, s.bit)
		}
	}
	seen := make([]int, len(sets))
	check := func(text string, tk *tok) {
		norm, key := *tk, *tk // has asked of copies with no bits read
		for k, s := range sets {
			in, keyIn := tk.in(s.bit), tk.keyIn(s.bit)
			if want := s.set.has(norm.nid, norm.norm); in != want || in != s.set.m[tk.norm] {
				t.Fatalf("%q word %q (number %d): hot set %s %v, has %v, map %v", text, tk.norm, tk.nid, s.name, in, want, s.set.m[tk.norm])
			}
			if want := s.set.has(key.kid, key.key); keyIn != want || keyIn != s.set.m[tk.key] {
				t.Fatalf("%q word %q (key %q, number %d): hot key set %s %v, has %v, map %v", text, tk.norm, tk.key, tk.kid, s.name, keyIn, want, s.set.m[tk.key])
			}
			if in || keyIn {
				seen[k]++
			}
		}
		if tk.hs&hsKnown == 0 || tk.hk&hsKnown == 0 {
			t.Fatalf("%q word %q: hot set bits %b %b without hsKnown", text, tk.norm, tk.hs, tk.hk)
		}
	}
	var buf [64]tok
	texts := append(corpusTextsForGates(t), "sorry for the delay", "xqzv qwpzt", "ymken ghda", "mol l7anout", "LA, NON!", "3afak zidha", "بغيت الريسبونسابل")
	for _, text := range texts {
		toks := analyzeInto(text, buf[:0]).toks
		for i := range toks {
			check(text, &toks[i])
		}
		for _, tk := range tokenize(finish(fold(text), 3), nil) {
			tk := tk // no number: has by the string
			check(text, &tk)
		}
	}
	for k, s := range sets {
		if seen[k] == 0 {
			t.Errorf("hot set %s holds no corpus word", s.name)
		}
	}
}
