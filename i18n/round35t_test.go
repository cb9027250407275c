package i18n

import "testing"

// Round 35t (round35t.go): tuning32's and tuning33's false yeses and
// noes read by shape. Messages written for this test, not copied from a
// corpus file, each shape with the near-misses it must leave alone.
func TestRound35tShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Babouches cuir", "Tapis berbère"}})
	checkDecisions(t, shop, []decisionCase{
		// an answer said to kin: the vocative and a kin word, or an
		// address word alone: asked again
		{"wakha a mama, daba nji", DecisionNone},
		{"la a 7bibi, ma tl3bch brra", DecisionNone},
		{"نعم يا أمي، غادي نصيفطها ليك", DecisionNone},
		{"لا يا أولاد، ماشي دابا", DecisionNone},
		{"oui chérie, je passe à la boulangerie", DecisionNone},
		{"no honey, not tonight", DecisionNone},
		// near-misses: the seller's words, and what kin said told
		{"wakha a khti, zidha", DecisionYes},
		{"la a khoya, ma bghitch", DecisionNo},
		{"la, mama qalt lia ma nchrihach", DecisionNo},
		{"oui, maman a dit ok, ajoutez-la", DecisionYes},

		// a no word opening an idiom or a nobody: asked again
		{"لا حول ولا قوة إلا بالله، التطبيق بطيء", DecisionNone},
		{"لا أحد أجاب على رسالتي", DecisionNone},
		{"no one told me about the fees", DecisionNone},
		{"لا تؤاخذني، ما فهمتش", DecisionNone},
		// near-misses: a no after the idiom, a nobody at home to use it,
		// "لا الله يخليك" (a polite no)
		{"لا أحد في البيت سيستعمله، لا شكرا", DecisionNo},
		{"لا أحد في البيت يستعمله", DecisionNo},
		{"لا الله يخليك، ما بغيتهاش", DecisionNo},

		// an add of oneself somewhere: asked again
		{"add me on facebook", DecisionNone},
		{"ajoute-moi sur snap", DecisionNone},
		// near-misses: a thing added for the shopper
		{"ajoute-moi ça stp", DecisionYes},
		{"ajoutez-moi la théière aussi", DecisionYes},

		// a condition's no: asked again
		{"ta7t 300 dh, sinon ma nakhodhach", DecisionNone},
		// near-miss: the refusal before the condition
		{"la, ma bghitch, sinon ma nkhellesch", DecisionNo},

		// a pointless add: a no
		{"inutile de l'ajouter", DecisionNo},
		{"no need to add it, thanks", DecisionNo},
		// near-misses: no need to think or ask, then an add
		{"no need to think, add it", DecisionYes},
		{"pas besoin de réfléchir, ajoutez", DecisionYes},
	})
}
