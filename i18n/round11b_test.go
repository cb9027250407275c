package i18n

import "testing"

// Round eleven (issue 11, tuning11): a bare yes followed by why or for
// whom ("wakha, rah dyal khti", "ok, c'est pour ma soeur", "yes please,
// that one's perfect") accepts; the same yes followed by thanks, a
// refusal reason, a wait, a colour or a but is still asked again.
func TestYesWithReason(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan satin vert", "Tajine en argile 30 cm"}})
	checkDecisions(t, shop, []decisionCase{
		{"wakha, rah dyal khti", DecisionYes},
		{"wakha rah dyal mama", DecisionYes},
		{"wakha, c'est pour ma soeur", DecisionYes},
		{"yes please, that one's perfect", DecisionYes},
		{"إيه، راه ديال الدار", DecisionYes},
		{"ok, it's for my sister", DecisionYes},
		{"wakha, ta tamanha m3qoul", DecisionYes},
		{"yallah zidha, rah tamanha mzyan", DecisionYes},
		{"ewa zidha a sahbi, tamanha wa3er", DecisionYes},
		// still asked again
		{"ok, merci beaucoup", DecisionNone},
		{"wakha, rah ghalia", DecisionNone},
		{"ok, c'est trop cher", DecisionNone},
		{"ok, that one is expensive", DecisionNone},
		{"ok, it's for my sister but in red", DecisionNone},
		{"wakha, rah dyal khti walakin f lk7el", DecisionNone},
		{"wakha, hadi zwina", DecisionNone},
		{"ok great", DecisionNone},
		{"wakha, tamanha ghali", DecisionNone},
		{"wakha, tamanha mzyan?", DecisionNone},
		{"wakha, tamanha mzyan walakin", DecisionNone},
		{"tamanha mzyan", DecisionNone},
	})
}

// Round eleven: a size, weight or price in excess for something of the
// shopper's refuses without a refusal word ("too big for my kitchen",
// "kbira 3la lkouzina dyali", "كبير جدا على غرفتي"); asked, wanted or
// said of someone else, it refuses nothing.
func TestExcessForMine(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan satin vert", "Tajine en argile 30 cm"}})
	checkDecisions(t, shop, []decisionCase{
		{"too big for my kitchen", DecisionNo},
		{"too big for my living room", DecisionNo},
		{"kbira 3la lkouzina dyali", DecisionNo},
		{"trop grand pour mon salon", DecisionNo},
		{"كبير جدا على غرفتي", DecisionNo},
		{"كبيرة على البيت ديالي", DecisionNo},
		{"9sira 3liya had jellaba", DecisionNo},
		{"ghalia 3la jibi", DecisionNo},
		{"غالية على جيبي", DecisionNo},
		{"kbira 3la lkorsi", DecisionNone},
		{"كبيرة على الكرسي", DecisionNone},
		{"ghalia chwiya", DecisionNone},
		// not refusals
		{"is it too big for my kitchen?", DecisionNone},
		{"bghit tajine kbir l l3a2ila dyali", DecisionNone},
		{"my sister said it's too big for her", DecisionNone},
		{"ok, too big for my kitchen", DecisionNone},
		{"kbira", DecisionNone},
		{"ghalia chwiya 3liya", DecisionNone},
	})
}

// Round eleven: a negated verb of going with or suiting, alone or with
// what it fails to go with, refuses ("ma katjich m3a dari", "it won't go
// with my sofa", "la couleur me va pas", "هاد اللون ما كيجيش معايا");
// asked, it refuses nothing.
func TestFitRefused(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan satin vert", "Tajine en argile 30 cm"}})
	checkDecisions(t, shop, []decisionCase{
		{"ma katjich m3a dari", DecisionNo},
		{"ma katjich m3a salon dyali", DecisionNo},
		{"had llon ma kayjich m3aya", DecisionNo},
		{"it won't go with my sofa", DecisionNo},
		{"ça ira pas avec mon canapé", DecisionNo},
		{"la couleur me va pas", DecisionNo},
		{"ما كتجيش مع الدار ديالي", DecisionNo},
		{"هاد اللون ما كيجيش معايا", DecisionNo},
		{"hadi ma katsla7liyach", DecisionNo},
		{"ma kaynasbnich had lmodel", DecisionNo},
		{"ما كتصلاحليش هادي", DecisionNo},
		{"ma kat3jebnich lkhdma dyalha", DecisionNo},
		{"ma katjich l9yas dyali bghit XL", DecisionNone},
		{"wach ma katjich?", DecisionNone},
		// not refusals
		{"wach ma katjich m3a dari?", DecisionNone},
		{"does it go with my sofa?", DecisionNone},
		{"ma katjich l9yas dyali bghit XL", DecisionNone},
		{"wakha, rah katji m3a dari", DecisionYes},
	})
}

// Round eleven: "still there?" asked of the product shown is a product
// question about stock ("wach mazal kayna?", "mazal kayna had jellaba?");
// "mazal kayn?" alone and "still" beside "other" show more, and beside a
// colour it asks for another colour.
func TestStillThere(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Jellaba en laine", "Tajine en argile 30 cm"}})
	checkIntents(t, shop, []intentCase{
		{"wach mazal kayna?", IntentProductQuestion},
		{"wach had lmodel mazal kayn?", IntentProductQuestion},
		{"mazal kayna had jellaba?", IntentProductQuestion},
		{"واش مازالة كاينة؟", IntentProductQuestion},
		{"mazal kayn?", IntentShowMore},
		{"wach mazal kayn chi modelat khrin?", IntentShowMore},
		{"wach mazal kayna f l7mer?", IntentRefine},
	})
}

// Round eleven: a thing bought, seen or received, told in the past, is a
// story, not a search ("my sister bought a tajine from you and loved
// it"); asked, requested, or with a wish, it is still a search.
func TestStoryVerbs(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Jellaba en laine", "Tajine en argile 30 cm"}})
	checkIntents(t, shop, []intentCase{
		{"my sister bought a tajine from you and loved it", IntentUnknown},
		{"chft wa7ed jellaba f 3ers dyal sa7bti", IntentUnknown},
		{"chrit tajine w bghit wa7ed akhor", IntentProductSearch},
		{"i bought a tajine, do you have the lid?", IntentProductSearch},
		{"bghit nchri tajine", IntentProductSearch},
		{"got any tajines", IntentProductSearch},
	})
}

// Round eleven: one like it, or a new one, already owned refuses as a
// reason ("rah 3ndi wa7ed jdid", "راه عندي جوج بحالهوم"); with anything
// more, or asked, it does not.
func TestAlreadyOwned(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Jellaba en laine", "Tajine en argile 30 cm"}})
	checkDecisions(t, shop, []decisionCase{
		{"rah 3ndi wa7ed jdid", DecisionNo},
		{"rah chrit wa7da bhalha", DecisionNo},
		{"3ndi bhalha f dar", DecisionNo},
		{"راه عندي جوج بحالهوم", DecisionNo},
		{"i already have two like it", DecisionNo},
		{"3ndi wa7ed so2al", DecisionNone},
		{"3ndi bhalha walakin bghit wa7da khra", DecisionNone},
		{"wach 3ndi wa7ed bhalha?", DecisionNone},
	})
}

// Round eleven: what a card named by its position is made of, asked with
// a copula or "too", is a product question ("is the first one leather
// too?"); a position with a material and no such question refines or
// picks.
func TestCardMaterialAsked(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Sac en cuir", "Babouches en cuir"}})
	checkIntents(t, shop, []intentCase{
		{"is the first one leather too?", IntentProductQuestion},
		{"la première est en cuir aussi ?", IntentProductQuestion},
		{"هل الأولى من الجلد أيضا؟", IntentProductQuestion},
		{"wach lwla dyal jeld 7ta hiya?", IntentProductQuestion},
		{"the first one in leather?", IntentRefine},
		{"la deuxième en cuir ?", IntentRefine},
	})
}

// Round eleven: a thing sold named as where the product shown goes,
// asked, is a product question ("wach n9der ndkhlha l machina dyal
// tasbin?"); asked for, it is a search.
func TestPlaceAsked(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Jellaba en laine", "Machine à laver"}})
	checkIntents(t, shop, []intentCase{
		{"wach n9der ndkhlha l machina dyal tasbin?", IntentProductQuestion},
		{"wach t9dr tdkhl f la machine?", IntentProductQuestion},
		{"can i put it in the oven?", IntentProductQuestion},
		{"bghit machina dyal tasbin", IntentProductSearch},
		{"do you sell washing machines", IntentProductSearch},
	})
}
