package i18n

import "testing"

// Round 28d (round28d.go): shapes read as a yes that are none. Messages
// written for this test, not copied from a corpus file, each shape with
// the hard negatives it must leave alone.
func TestRound28dShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Verres à thé", "Sac en cuir"}})
	checkRound(t, shop, []roundCase{
		// a yes word and an oath only
		{"ah wallah", "", unclear},
		{"إيه والله", "", unclear},
		{"ih wallah", "", unclear},
		// hard negatives: the oath beside a verb of putting in
		{"إيه والله زيدها", IntentConfirm, DecisionYes},
		{"ah wallah zidha", IntentConfirm, DecisionYes},

		// the one someone had: a remark
		{"ah, hadi hiya li kant 3nd khalti", "", unclear},
		{"iyeh hadi li kanet 3nd jarti", "", unclear},
		{"آه، هادي هي اللي كانت عند عمتي", "", unclear},
		// hard negatives: put in; the one I had in mind
		{"zidha, hadi hiya li kant 3nd khalti", IntentConfirm, DecisionYes},
		{"اه دخلها، هادي هي اللي كانت عند جارتي", IntentConfirm, DecisionYes},

		// "yallah" and a thanks or a blessing: a goodbye
		{"yallah, lah y3tikom se77a", IntentBye, unclear},
		{"yallah merci bcp", IntentBye, unclear},
		// hard negatives: on God's blessing, a verb of putting in
		{"yallah 3la barakat lah", IntentConfirm, DecisionYes},
		{"yallah zidha, lah y3tikom se77a", IntentConfirm, DecisionYes},
		{"yallah", IntentConfirm, DecisionYes},

		// an appointment taken: no item
		{"je veux prendre rendez-vous avec vous", "", unclear},
		{"ok, je prends un rdv pour l'essayer", "", unclear},
		// hard negative: taking the item
		{"je veux la prendre, ajoutez-la", IntentConfirm, DecisionYes},
		{"oui je la prends", IntentConfirm, DecisionYes},

		// listening, understanding: an acknowledgement
		{"oui oui je t'écoute, continue", "", unclear},
		{"oui oui je vois", "", unclear},
		{"ok i see", "", unclear},
		{"wakha fhmtk", "", unclear},
		// hard negatives: a yes verb said too; a plain doubled yes
		{"oui je vois, ajoutez-la", IntentConfirm, DecisionYes},
		{"oui oui", IntentConfirm, DecisionYes},
		{"ok ok", IntentConfirm, DecisionYes},

		// "and then?": go on
		{"ok et donc", "", unclear},
		{"wakha w mn b3d", "", unclear},
		// hard negative: then put it in
		{"ok et donc ajoutez-la", IntentConfirm, DecisionYes},

		// "we'll see": a wait
		{"oui bon, on verra", IntentHold, DecisionHold},
		{"ok we'll see", "", unclear}, // "we'll see" alone is read unclear in the corpus
		// hard negatives: put in, then we'll see about the rest
		{"mettez-la au panier, on verra pour le paiement", IntentConfirm, DecisionYes},
		{"bon ok, ajoutez-en une, on verra bien", IntentConfirm, DecisionYes},

		// not in a hurry, a buy that may come: a wait
		{"i may buy it in a week, i'm not in a hurry", IntentHold, DecisionHold},
		{"قد أشتريه بعد أسبوع، لست مستعجلا", IntentHold, DecisionHold},
		{"ok, no rush, i might buy it next month", "", unclear},
		// hard negatives: no hurry said beside a put verb
		{"no rush on delivery, add it", IntentConfirm, DecisionYes},
		{"pas de souci, je ne suis pas pressée, ajoutez-la", IntentConfirm, DecisionYes},
		{"yes add it, i'm in a hurry", IntentConfirm, DecisionYes},

		// a condition on the item's state
		{"ajoutez-le s'il est neuf dans sa boîte", "", unclear},
		{"zidha ila kant jdida f lcarton dyalha", "", unclear},
		{"add it if it's sealed", "", unclear},
		// hard negatives: a wrap asked, a condition on something else
		{"oui, et si possible un emballage cadeau", IntentConfirm, DecisionYes},
		{"ajoutez-le, il est neuf j'imagine", IntentConfirm, DecisionYes},
	})
}
