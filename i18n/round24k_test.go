package i18n

import "testing"

// Round 24k (round24k.go): false noes and holds an adversarial reviewer
// wrote — the word that makes a no negated ("not later, now", "i'm not
// waiting for the sales"), a negated want of missing it, can't say no,
// the other refused and this one kept, nothing else but this, a kin's
// "no problem" — and the plain refusals and waits beside them that must
// stay what they are.
func TestRound24kShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan",
		"Lampe en cuivre", "Plateau rond"}})
	checkRound(t, shop, []roundCase{
		// never a no, nor a wait: asked again, or the yes a verb of putting in says
		{"pas plus tard, maintenant", "", unclear},
		{"not later, now", "", unclear},
		{"not another time, right now", "", unclear},
		{"i'm not waiting for the sales", "", unclear},
		{"je vais pas attendre les soldes", "", unclear},
		{"ma ghantsnach lpromo", "", unclear},
		{"my budget isn't finished", "", unclear},
		{"ce mois-ci ma fiyach mochkil", "", unclear},
		{"not this month, now!", "", unclear},
		{"ماشي هاد الشهر، دابا", "", unclear},
		{"je ne veux pas la rater", "", unclear},
		{"ma bghitch tfoutni", "", unclear},
		{"ما بغيتش تفوتني", "", unclear},
		{"ma bghitch nkhsser lfor9a", "", unclear},
		{"la ma bghitch nfotha, 7it zwina", "", unclear},
		{"ma n9derch ngol la", "", unclear},
		{"ما نقدرش نقول لا", "", unclear},
		{"ma n9derch nkhliha", "", unclear},
		{"ma bghitch n3awd nsowlek, zidha ghir", "", unclear},
		{"la ma bghitch lkhra, bghit hadi", "", unclear},
		{"non je veux pas l'autre, celle-là", "", unclear},
		{"no, I don't want the other one, this one", "", unclear},
		{"I don't need anything else, just this", "", unclear},
		{"je n'ai besoin de rien d'autre, juste ça", "", unclear},
		{"don't add anything else, just that one", "", unclear},
		{"ma tzid walo khor, ghir hadi", "", unclear},
		{"my husband said no problem", "", unclear},
		{"الوالدة قالت لا مشكل", "", unclear},
		{"no I haven't changed my mind", "", unclear},
		{"je ne veux pas attendre", "", unclear},
		{"pas la semaine prochaine, cette semaine", "", unclear},
		{"don't add anything, I'll add it myself", "", unclear},
		{"remove nothing", "", unclear},
		{"oui oui supprime le code promo", "", unclear},
		{"trop cher pour ma soeur, pas pour moi", "", unclear},
		{"too expensive elsewhere, here it's fine", "", unclear},
		{"I decided not to wait, add it", "", DecisionYes},
		{"ma bghitch ntsna, zidha daba", "", DecisionYes},
		{"ma kaynch lach nfker", "", unclear},
		{"je suis toujours là, non j'ai pas changé d'avis", "", unclear},
		// hard negatives: refusals and waits that stay
		{"la, ma bghitch nkhsser flousi f hadchi", "", DecisionNo},
		{"ma bghitch", "", DecisionNo},
		{"non merci", "", DecisionNo},
		{"je ne veux pas", "", DecisionNo},
		{"trop cher pour moi", "", DecisionNo},
		{"pas ce mois-ci", "", DecisionNo},
		{"je vais attendre les soldes", "", DecisionNo},
		{"not now, later", "", DecisionNo},
		{"pas maintenant, plus tard", "", DecisionNo},
		{"maybe next month", "", DecisionNo},
		{"pas ce mois-ci, merci", "", DecisionNo},
		{"machi had chhar", "", DecisionNo},
		{"je vais attendre", IntentHold, unclear},
		{"budget dyali fini", "", DecisionNo},
		{"my budget is finished", "", DecisionNo},
		{"ce mois-ci ma fiyach", "", DecisionNo},
		{"never mind i dont want it", "", DecisionNo},
		{"non, trop cher", "", DecisionNo},
		{"ghalia bzaf", "", DecisionNo},
		{"ma n9derch nkhlles daba", "", DecisionNo},
		{"supprime-le", "", DecisionNo},
		{"7aydha mn lpanier", "", DecisionNo},
		{"i still need to think", "", DecisionHold},
		{"ما زلت أفكر", "", DecisionHold},
		{"I don't want it, thanks", "", DecisionNo},
		{"no, this one is too expensive for me", "", DecisionNo},
		{"la, ma bghitch hadi", "", DecisionNo},
	})
}
