package i18n

import "testing"

// A reason alone answering "add it to your cart?" (reasonAlone, round
// 22j): bought in town said with where and when ("in the old medina",
// "over there", "when i visit"), a store besides the lists' places, "merci
// quand même"; one the same owned told with the past buying or the kin
// who gave it, never a story; the verb of buying the rules hear as a yes
// ("سأشتريه من السوق") buys elsewhere. Written for this test, in no
// corpus file. Hard negatives: a partner ("شريكي", whose letters hold a
// verb of buying), somebody else having one like it (a story), a want or
// a verb of putting in in the when-clause, a yes word, a question, a
// thing bought told without "the same".
func TestReasonPlaceSaid(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Chargeur rapide"}})
	checkRound(t, shop, []roundCase{
		{"ghanchriha mn lmdina l9dima mli nhbet l casa", "", DecisionNo},
		{"je l achete a la medina la bas c moins cher", "", DecisionNo},
		{"i'll buy it at the souk when i go on sunday", "", DecisionNo},
		{"سأشتريها من السوق القديم عندما أسافر", "", DecisionNo},
		{"سأشتريه من المحل هناك", "", DecisionNo},
		{"ghanchriha mn souk, kayna tma rkhisa", "", DecisionNo},
		{"je vais l acheter au souk, merci quand meme", "", DecisionNo},
		{"i bought the same lamp last month at the mall", "", DecisionNo},
		{"عندي طاجين جديد شريتو من السوق", "", DecisionNo},
		{"اشتريت نفس الشاحن من متجر آخر", "", DecisionNo},
		{"j ai deja le meme, ma belle soeur me l a offert", "", DecisionNo},
		// hard negatives
		{"سأسأل شريكي في المحل", "", unclear},
		{"mmi 3ndha bhalha, chrinaha mn souk", "", unclear},
		{"ghanchriha mn souk mli nbghi nzidha", "", unclear},
		{"wakha, ghanchriha mn lmdina", "", unclear},
		{"je l achete au souk la bas ?", "", unclear},
		{"i bought a rug at the mall last year", "", unclear},
		{"ma belle mere adore les caftans", "", unclear},
	})
}

// A price too high weighed against what the thing is, a sum said or not
// (priceReason's judgedFor, round 22j): a no. Written for this test, in no
// corpus file. Hard negatives: asked, negated ("pas trop cher pour"),
// praise then but (tuning3 asks again), a want after it.
func TestPriceJudgedFor(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Sac en cuir"}})
	checkRound(t, shop, []roundCase{
		{"too expensive for a phone case", "", DecisionNo},
		{"c exagéré 900 dh pour un sac", "", DecisionNo},
		{"ghalia bzaf 3la chi caftan", "", DecisionNo},
		{"trop cher pour ce que c est franchement", "", DecisionNo},
		{"غالية بزاف على شي طاجين", "", DecisionNo},
		// hard negatives
		{"trop cher pour un cadeau ?", "", unclear},
		{"pas trop cher pour un cadeau", "", unclear},
		{"zwina walakin ghalia 3la chi tajine", "", unclear},
		{"elle est belle mais trop chere pour un sac", "", unclear},
		// (a want after it: the refinement's no since round 35d, as the
		// corpus labels a fault said first then a request)
		{"too expensive for a gift, i want something cheaper", IntentRefine, DecisionNo},
	})
}
