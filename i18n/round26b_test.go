package i18n

import "testing"

// Round 26b (round26b.go): Darija refusals by a reason alone that the
// older readers miss, and the messages of the same shape that must stay
// asked again: the reason asked, under a condition, negated, praise, a
// want of something else, or followed by a yes or a verb of putting in.
// Messages written for this test.
func TestRound26bKinAgainst(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan",
		"Lampe en cuivre", "Plateau rond", "Babouches", "Sac en cuir"}})
	checkRound(t, shop, []roundCase{
		// someone at home against it: said no, a verb of buying, adding,
		// spending or liking negated, the price too much
		{"lwalida galt lia ma nakhdhach", IntentCancel, DecisionNo},
		{"الوالدة قالت ليا ما نشريش هادشي", IntentCancel, DecisionNo},
		{"الراجل ديالي قال ليا لا، سمح ليا", IntentCancel, DecisionNo},
		{"حماتي قالت بلاش", IntentCancel, DecisionNo},
		{"rajli gal lia ma nzidouch tawajin", IntentCancel, DecisionNo},
		{"mrati katgoul bzaf had taman", IntentCancel, DecisionNo},
		{"الخطيب ديالي شاف الصورة وقال ما تستاهلش", IntentCancel, DecisionNo},
		{"wldi gal lia ma tkhsrch lflous f hadchi", IntentCancel, DecisionNo},
		{"الدراري قالو ما عجباتهومش", IntentCancel, DecisionNo},
		{"mon mari dit que c'est bzaf", IntentCancel, DecisionNo},
		// … the kin's own want or liking negated, nothing after it
		{"الراجل ديالي ما بغاش، سمح ليا", IntentCancel, DecisionNo},
		{"lwalida ma 3jbatha", IntentCancel, DecisionNo},
		// … praise said, a price denied, the saying negated, asked, a
		// condition, a want of something else, a yes after it
		{"lwalida galt lia zwina bzaf", "", unclear},
		{"الوالدة قالت ليا ماشي غالية", "", unclear},
		{"mrati galt lia ma ghaliach", "", unclear},
		{"rajli ma galch lia la", "", unclear},
		{"wach lwalida galt lik ma tchrihach?", "", unclear},
		{"ila mrati katgoul bzaf, nchouf m3aha", "", unclear},
		{"الراجل ديالي ما بغاش الكحل، بغا الأبيض", "", unclear},
		{"lwalida ma bghatch tji m3aya", "", unclear},
		{"mmi galt lia ma nchrihach walakin zidha", "", unclear},
		{"الوالدة قالت بزاف ولكن زيدها", "", unclear},
		{"الراجل قال ليا لا", "", unclear},
		{"mrati katgoul bzaf zwina", "", unclear},
	})
}

// One or a few owned, then no need of another; the one owned said still
// new beside it.
func TestRound26bOwnedNoNeed(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan",
		"Lampe en cuivre", "Plateau rond", "Babouches", "Sac en cuir"}})
	checkRound(t, shop, []roundCase{
		{"3ndi wa7ed, 3lach nzid tani", IntentCancel, DecisionNo},
		{"rah 3ndi jouj f kouzina, ma khassnich talt", IntentCancel, DecisionNo},
		{"عندي جوج، علاش نزيد التالت", IntentCancel, DecisionNo},
		{"ما عندي ما ندير بيه، عندي واحد", IntentCancel, DecisionNo},
		{"3ndi wa7ed mazal jdid, bla ma nzid tani", IntentCancel, DecisionNo},
		{"3ndi b7alo f dar mazal jdid", IntentCancel, DecisionNo},
		{"اللي عندي مازال خدام، ماكنحتاجش واحد آخر", IntentCancel, DecisionNo},
		// … asked, had once, a want after it, a yes after it, no need
		// said of something else, someone else's
		{"3ndi wa7ed, 3lach nzid tani?", "", unclear},
		{"kan 3ndi wa7ed, 3lach nzid tani", "", unclear},
		{"3ndi jouj, bghit talt", "", unclear},
		{"3ndi wa7ed, ma khassnich tani walakin zidha l khti", "", unclear},
		{"khti 3ndha jouj, ma khassnich talt", "", unclear},
		{"3ndi wa7ed mazal ma wslnich", "", unclear},
	})
}

// The price told by what the same money buys, and a reason alone after a
// sum echoed with a question mark.
func TestRound26bMoneyBuysMore(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan",
		"Lampe en cuivre", "Plateau rond", "Babouches", "Sac en cuir"}})
	checkRound(t, shop, []roundCase{
		{"b had taman nchri tlata f lmdina", IntentCancel, DecisionNo},
		{"بهاد الثمن نشري جوج فالسوق", IntentCancel, DecisionNo},
		{"1200 dh? b had lflous nchri tomobil", IntentCancel, DecisionNo},
		{"٢٥٠٠ درهم؟ بهاد الفلوس نخيط جوج قفاطن", IntentCancel, DecisionNo},
		{"490 dh? ana kanchri b 60 f souk", IntentCancel, DecisionNo},
		// … the thing shown bought with it, asked, a yes after it, the
		// echo asked again at the end, a question word in the echo
		{"b had taman nchriha daba", "", DecisionYes},
		{"b had taman nchri jouj?", "", unclear},
		{"wach b had taman nchri jouj", "", unclear},
		{"b had taman nchri jouj walakin zidha", "", unclear},
		{"1200 dh? b had lflous nchri tomobil?", "", unclear},
		{"wach 1200 dh? ana kanchri b 60 f souk", "", unclear},
		{"490 dh? ma kanchrich mn souk, zidha", "", unclear},
	})
}

// A size that does not suit the household ("on us").
func TestRound26bSizeOnUs(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan",
		"Lampe en cuivre", "Plateau rond", "Babouches", "Sac en cuir"}})
	checkRound(t, shop, []roundCase{
		{"had tajine sghir 3lina, 7na khamsa", IntentCancel, DecisionNo},
		{"البراد كبير علينا، حنا غير جوج", IntentCancel, DecisionNo},
		{"sghir bzaf 3lina", IntentCancel, DecisionNo},
		// … negated, asked, a condition, a yes after it
		{"machi kbir 3lina", "", unclear},
		{"wach kbir 3lina?", "", unclear},
		{"ila kan kbir 3lina, nbdlouh", "", unclear},
		{"kbir 3lina walakin zidha", "", unclear},
	})
}

// The same sold, made or bought elsewhere at a price said.
func TestRound26bSoldForLess(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan",
		"Lampe en cuivre", "Plateau rond", "Babouches", "Sac en cuir"}})
	checkRound(t, shop, []roundCase{
		{"f souk kaybi3ouh b 40", IntentCancel, DecisionNo},
		{"الصانع ديال الحومة كيديرها ب ٣٠٠", IntentCancel, DecisionNo},
		{"كنجيبها من عند الجارة بنص الثمن", IntentCancel, DecisionNo},
		{"1500 dh? f derb omar kaybi3ouha b 700", IntentCancel, DecisionNo},
		// … asked, no place said, the shop itself, a yes after it, a
		// condition
		{"wach kaybi3ouha f souk b 60?", "", unclear},
		{"hadi kayna b 300", "", unclear},
		{"kaybi3ouha f lmagasin dyalkom b 150", "", unclear},
		{"f souk kaybi3ouh b 40 walakin zidha", "", unclear},
		{"ila kaybi3ouh f souk b 40 nchrih tma", "", unclear},
	})
}

// No place at home for it.
func TestRound26bRoomNowhere(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan",
		"Lampe en cuivre", "Plateau rond", "Babouches", "Sac en cuir", "Tapis berbère"}})
	checkRound(t, shop, []roundCase{
		{"ma3ndi fin n7tha, dari sghira", IntentCancel, DecisionNo},
		{"ما عندي فين نحطها", IntentCancel, DecisionNo},
		{"الصالون صغير، فين غادي نحط هاد الطبلة", IntentCancel, DecisionNo},
		// … asked, a yes after it, a want after it, a condition, the
		// home not said small
		{"fin ghadi n7tha?", "", unclear},
		{"ma3ndi fin n7tha walakin zidha", "", unclear},
		{"ma3ndi fin n7tha, bghit sghira", "", unclear},
		{"ila ma3ndi fin n7tha nrdha", "", unclear},
		{"fin ghadi n7t lpanier", "", unclear},
	})
}
