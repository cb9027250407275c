package i18n

import "testing"

// After the twentieth round (issue 11): false yes and no readings of the
// blind heldout18 and tuning20, fixed by general rules. Messages written
// for this test, not copied from a corpus file: the families, in several
// languages, with the hard negatives each rule must leave alone.
func TestRound20bFalseReadings(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	// "no, I have the money, add it": never a no. Whether it is read yes
	// or asked again rests on the classifier, which each retrain moves.
	if d := shopDecision(shop, "la, lflous 3ndi, zidha"); d == DecisionNo {
		t.Errorf(`"la, lflous 3ndi, zidha" read %s`, d)
	}
	checkRound(t, shop, []roundCase{
		// a possessed problem is not "no problem"
		{"machi mochkiltek hadik", "", unclear},
		{"ماشي مشكلتك نتا", "", unclear},
		{"ماشي مشكل، زيدها", "", DecisionYes},
		{"machi mochkil zidha", "", DecisionYes},
		// a leave verb with "for me" keeps it
		{"khalliha liya 3afak", "", DecisionHold},
		{"خليه ليا حتى لغدا", "", DecisionHold},
		{"khlliha, ma bghitch", "", DecisionNo},
		// a bare yes then "but": never a no, unless a no follows the but
		{"wakha mais ghalia 3liya", "", unclear},
		{"yes but i have no money right now", "", unclear},
		{"iyeh walakin la, ma bghitch", "", DecisionNo},
		// "لا عليك", "la 3lik": don't worry, not a no
		{"لا عليك، زيدها", "", DecisionYes},
		{"la 3lik, zidha", "", DecisionYes},
		{"ma nkdbch 3lik ma bghitch", "", DecisionNo},
		// no words alone before a comma, then a verb of putting in
		// (round 22c: said twice, the no denies the doubt, as the corpus
		// labels "non non, ajoutez"; said once it is asked again)
		{"لا لا، أضفه", IntentConfirm, DecisionYes},
		{"non non, ajoutez-la", IntentConfirm, DecisionYes},
		{"لا، أضفه", "", unclear},
		{"la la, zidha", IntentConfirm, DecisionYes},
		{"non, ajoutez-la", "", unclear},
		// "nothing" then what the shopper is doing; a real no then looking
		{"walo ghir kanchouf l prix", "", unclear},
		{"والو، غير كنشوف", "", unclear},
		{"la, ghir kanchouf", "", DecisionNo},
		{"non je regarde juste", "", DecisionNo},
		// until I do something: a deferral
		{"7ta nchawer rajli 3ad nchri", "", DecisionHold},
		{"حتى نسول مي ونزيدها", "", DecisionHold},
		{"until i ask my wife, then add it", "", unclear},
		{"7ta ana bghitha", "", DecisionYes}, // "me too", no verb of mine after "until"
		// a send verb asking for a photo or a video
		{"sift liya tswira dyalha", "", unclear},
		{"send me a video of it please", "", unclear},
		{"sifto liya l fes", "", DecisionYes},
		// a yes and how many: with a verb of putting in, or alone
		{"wakha, jouj 3afak", "", DecisionYes},
		{"ok zid jouj", "", DecisionYes},
		{"oui, 3 exemplaires", "", unclear},
		// can't decide: a hesitation
		{"ma n9derch n9rrer daba", "", DecisionHold},
		{"ma 9dertch nkhtar binathom", "", DecisionHold},
		{"ما قدرتش نختار", "", DecisionHold},
		// "you didn't understand me": a complaint
		{"ma fhmtinich a khoya", "", unclear},
		{"you didn't understand me", "", unclear},
		// is there none, one such: others asked for
		{"ma kaynach chi wa7da rkhisa", "", unclear},
		{"la, ma bghitch nhder m3a chi wa7ed", "", DecisionNo},
		// after a no, the money needed for something else refuses
		{"la, rah lflous khassni l madrasa dyal wlidat", "", DecisionNo},
		{"la lflous machi mochkil", "", unclear},
	})
}
