package i18n

import "testing"

// Round 33b (round33b.go): labelled yeses and noes read as no answer,
// read by shape. Messages written for this test, not copied from a
// corpus file, each shape with the hard negatives it must leave alone.
func TestRound33bShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Babouches cuir"}})
	checkRound(t, shop, []roundCase{
		// a yes idiom, alone or after yes words
		{"allez c'est parti", IntentConfirm, DecisionYes},
		{"ok c'est vendu", IntentConfirm, DecisionYes},
		{"affirmatif 👍", IntentConfirm, DecisionYes},
		{"hell yes", IntentConfirm, DecisionYes},
		{"no objection here", IntentConfirm, DecisionYes},
		{"حاضر", IntentConfirm, DecisionYes},
		{"فلنفعل ذلك", IntentConfirm, DecisionYes},
		// hard negatives: something else said with it
		{"c'est vendu moins cher ailleurs", "", unclear},
		{"pas d'objection, mais en rouge", "", unclear},
		{"أنا في المحاضرة", "", unclear},

		// yes words, then a bare send verb
		{"iyeh ghir sifet", IntentConfirm, DecisionYes},
		{"واخا، غير صيفط", IntentConfirm, DecisionYes},
		{"ma3lich, sift", IntentConfirm, DecisionYes},
		// hard negatives: what to send named, or a no before it
		{"safi sift ghir lkhra", "", unclear},
		{"sift liya tswira", "", unclear},

		// a no or a question first, then only a verb of putting in
		{"la, chkoun ghadi yrfdha? zidha", IntentConfirm, DecisionYes},
		{"non non ça me plaît, zidha", IntentConfirm, DecisionYes},
		{"لا، علاش نرفضها؟ زيدها", IntentConfirm, DecisionYes},
		// hard negatives: a but, a condition, a pick, just looking, asked back
		{"la walakin zidha", "", unclear},
		{"ila wslat ghda, zidha", "", unclear},
		{"la la ghir kanchouf, zidha", "", unclear},
		{"3lach la? zidha?", "", unclear},

		// a reason closed by a bare no
		{"trop petit pour ma salle, non", IntentCancel, DecisionNo},
		{"1200 درهم على بلغة؟ لا", IntentCancel, DecisionNo},
		{"ghalia 3liya bzaf, la a khoya", IntentCancel, DecisionNo},
		{"kbira 3liya, khliha", IntentCancel, DecisionNo},
		{"jat liya sghira, khliha", IntentCancel, DecisionNo},
		// hard negatives: a tag asked, a condition, a later, a thing named
		{"rani f lkhdma, mn b3d", "", unclear},
		{"bghit agent, not a bot", "", unclear},
		{"c'est bon, baraka", "", unclear},
		{"c'est joli, non", "", unclear},
		{"la, zidha", "", unclear},
		{"la la ma bghitha, zidha", "", unclear},
		{"la troisième est la plus belle, non ?", "", unclear},
		{"ila ma kanch f 40, la", "", unclear},

		// a price beyond the shopper's means
		{"c'est trop cher pour nous", IntentCancel, DecisionNo},
		{"too much money for us honestly", IntentCancel, DecisionNo},
		{"الثمن مبالغ فيه", IntentCancel, DecisionNo},
		{"zwina walakin ma9drach 3liha", IntentCancel, DecisionNo},
		// hard negatives: a yes, a condition or a wait beside it
		{"ok, trop cher pour nous", "", unclear},
		{"wakha ma9drach 3liha", "", unclear},
		{"كثير على جيبي؟", "", unclear},
	})
}
