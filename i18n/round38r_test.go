package i18n

import "testing"

// Round 38r (round38r.go): what the card is refused for, named in the
// first clause (a colour or material refused, the price too high, the
// size unfit, a fault said with "too"), then what is wanted instead: a
// no, the refinement kept. Messages written for this test, not copied
// from a corpus file, with the near misses the corpus splits or reads
// otherwise.
func TestRound38rRefusedThenWanted(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Jellaba", "Tajine en argile 30 cm", "Théière", "Babouches"}})
	checkRound(t, shop, []roundCase{
		// a colour or a material named and refused, then another wanted
		{"bla lk7el, bghit chi lon fer7an", IntentRefine, DecisionNo},
		{"بلا الكحل، بغيت شي لون فاتح", IntentRefine, DecisionNo},
		{"pas en beige, kayna en vert?", IntentRefine, DecisionNo},
		{"ni noir ni marron, je veux du rose", IntentRefine, DecisionNo},
		{"neither black nor brown, i want pink", IntentRefine, DecisionNo},
		{"لا أسود ولا بني، أريد وردي", IntentRefine, DecisionNo},
		// the price too high, then a bound or a budget
		{"ghalia, 3ndi ghir 300", IntentRefine, DecisionNo},
		{"غالية، البودجي ديالي 400", IntentRefine, DecisionNo},
		{"too much, anything under 250?", IntentRefine, DecisionNo},
		// the size unfit, then another asked; a fault with "too", then more of the opposite
		{"المقاس كبير عليا، كاين صغير؟", IntentRefine, DecisionNo},
		{"trop lourde, un modèle plus fin ?", IntentRefine, DecisionNo},
		// near misses: a colour refused with nothing wanted, a bare
		// refinement, the French article twice, a softened price, a bare
		// price word before a cheaper one with no sum, a bargain, a yes,
		// a condition, "la X la Y" then a bare "bghit" and a colour
		// (labelled both ways), a thing named before its colour (a new
		// search), availability asked
		{"no, I don't want it in red", IntentRefine, unclear},
		{"bghit chi haja ma tkounch k7la", IntentRefine, unclear},
		{"la rouge ou la noire, laquelle est la plus légère ?", "", unclear},
		{"un peu cher, vous avez moins cher ?", "", unclear},
		{"ghalia, kayn chi wa7da rkhisa?", "", unclear},
		{"trop cher, vous la faites à 300 ?", "", unclear},
		{"wakha walakin bla lk7el, bghit zr9a", "", unclear},
		{"ila ma kantch f lk7el, bghitha f zr9", "", unclear},
		{"la lkhdar la lbyed, bghit k7el", "", unclear},
		{"لا أريد الأسود، أريد قفطانا أبيض", "", unclear},
		{"ma kaynach f lk7el, kayna f zr9a?", "", unclear},
	})
}
