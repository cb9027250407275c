package i18n

import "testing"

// The review of rounds 22 and 23: readings its rules gave the wrong way,
// in messages written for this test. Each pair holds the fixed reading
// and the one the rule was written for.
func TestRound23Review(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Babouches cuir"}})
	checkRound(t, shop, []roundCase{
		// a future of taking with when or from whom: no yes now
		{"ghanakhodha mli nkhlass", "", unclear},
		{"ghanakhodha nhar ljem3a", "", unclear},
		{"safi ghanakhodha", IntentConfirm, DecisionYes},
		// "will" and the French "il"
		{"i will confirm after iftar", IntentHold, DecisionHold},
		{"il me plait, je le prends ce soir", IntentConfirm, DecisionYes},
		// a bare "add it next week" is a later; a date with its occasion a yes
		{"ok add it next week", "", unclear},
		{"yes add it, my wedding is next month", IntentConfirm, DecisionYes},
		{"wakha zidha bla ma tswlni mra khra", IntentConfirm, DecisionYes},
		// a count corrected after a no, never a no
		{"no, i want 3 of them", "", unclear},
		{"la, bghit jouj mnha", "", unclear},
		{"la, bghit f blastha jellaba dyal rjal", "", DecisionNo},
		// buying at this very shop is no buying elsewhere
		{"i'll buy it at your store tomorrow", "", unclear},
		{"ghanchriha mn lmdina, tma rkhisa", IntentCancel, DecisionNo},
		// a reason denied is no reason; a bargain is asked
		{"ma ghaliach 3liya", "", unclear},
		{"machi kbira 3liya", "", unclear},
		{"too expensive for me, can you do 300", "", unclear},
		{"ghalia 3liya bzaf", IntentCancel, DecisionNo},
		// the same size or trouble is nothing owned
		{"3ndi nafs l9yas", "", unclear},
		{"i already have one exactly like it", IntentCancel, DecisionNo},
		// a wait the rules read stands; the answer still to come
		// (round 25a: the wait is read by a rule now, as a wait, as the
		// sets label "la, mazal ma9rrtch" and "no, not decided yet" read;
		// it was held on the classifier's intent, the decision unread)
		{"no, i haven't decided yet", IntentHold, DecisionHold},
		{"no, I have a question first", "", unclear},
		// "for me" alone asks for whom; "not for me" refuses
		{"for me, do you have other colours?", "", unclear},
		{"not for me, anything else?", "", DecisionNo},
		// "non" with a dash is still a no, but for a compound
		{"non - merci", IntentCancel, DecisionNo},
		{"non-stick pan please", "", unclear},
		// "it matters" is no "doesn't matter"; a person's won't is a no
		{"la, lloun mohim 3ndi, hadi ma3jbatnich", "", DecisionNo},
		{"hiya ma bghatch tlbsha, 7aydha", IntentCancel, DecisionNo},
		{"no, i went to the souk and bought one", IntentCancel, DecisionNo},
		{"no i didn't leave, my phone died", "", unclear},
		// English "add" is no Tashelhit "ad"
		{"allah yr7m lwalidin, add it please", IntentConfirm, DecisionYes},
		// a colour asked through someone is no wait
		{"my wife asked me to check if you have it in blue", "", unclear},
	})
}
