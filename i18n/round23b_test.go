package i18n

import "testing"

// Round 23b (round23b.go): a yes with its doubt said to be needless.
// Messages written for this test, not copied from a corpus file, and the
// hard negatives each must leave alone.
func TestRound23bNeedlessDoubt(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan"}})
	checkRound(t, shop, []roundCase{
		// a need, a mattering or a choice denied, then or after the verb
		{"zidha, ma7tajach nfker ktar", IntentConfirm, DecisionYes},
		{"dkhlha ma m7tajch nfker", IntentConfirm, DecisionYes},
		{"7ottha f lpanier, ma ghanb9ach nfker", IntentConfirm, DecisionYes},
		{"ma yhemmnich taman, zidha", IntentConfirm, DecisionYes},
		{"لا يهمني الثمن، زيدها", IntentConfirm, DecisionYes},
		{"لا داعي للتفكير، أضفها", IntentConfirm, DecisionYes},
		{"حطها ليا، ما محتاجش نفكر", IntentConfirm, DecisionYes},
		{"c'est pas grave pour la couleur, mettez-la", IntentConfirm, DecisionYes},
		{"pas besoin de réfléchir, ajoutez-le", IntentConfirm, DecisionYes},
		{"je n'ai pas vraiment le choix, mettez-le quand même", IntentConfirm, DecisionYes},
		{"the colour doesn't matter, add it", IntentConfirm, DecisionYes},
		// a want negated before losing the chance or keeping the shop waiting
		{"ma bghitch nkhsser had lfor9a, dkhlha", IntentConfirm, DecisionYes},
		{"ma bghitch nkhlik tsenna, zidha", IntentConfirm, DecisionYes},
		// hard negatives
		{"pas besoin de l'ajouter", "", DecisionNo},                       // the verb is what is needless: a no (the corpus: 7 lines of 7, round 35t)
		{"no need to add it", "", DecisionNo},                             // the same
		{"ma7tajach nzidha", "", unclear},                                 // the same
		{"pas besoin, ajoutez l'autre", "", unclear},                      // another one put in
		{"c'est pas grave, ajoutez-le demain", "", unclear},               // a later
		{"c'est pas grave, mais ne l'ajoutez pas", "", unclear},           // a but, the verb negated
		{"la ma yhemnich, ma tzidhach", "", DecisionNo},                   // the verb negated
		{"لا يهمني، لا تضفها", "", DecisionNo},                            // the same
		{"ma7tajach nfker, zidha?", "", unclear},                          // the yes asked back
		{"no need to worry, add it?", "", unclear},                        // the same
		{"ma bghitch nkhsser flousi, zidha ila kant rkhisa", "", unclear}, // money lost, a condition
		{"ma bghitch nkhsser flousi", "", DecisionNo},
		{"je n'ai pas d'autre choix, mais plus tard", "", unclear},
		// bought elsewhere, no verb of putting in: never the yes; the
		// thinking ended by a buy in town is a no, as "ghanchriha mn
		// lmdina" alone is (round 25a; the row said only "not a yes")
		{"la ma ghanb9ach nfker, ghanchriha mn lmdina", IntentCancel, DecisionNo},
		{"c'est pas grave, je vais réfléchir", "", DecisionHold},
	})
}
