package i18n

import "testing"

// Round 29c (round29c.go): messages read as a no where the shopper
// refuses nothing, by shape. Messages written for this test (the brief's
// paraphrases and variants of them), each shape with the hard negatives
// it must leave alone.
func TestRound29cShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Babouches en cuir",
		"Sandales", "Jellaba"}})
	checkRound(t, shop, []roundCase{
		// a no word, then "I didn't understand" or "I said nothing"
		{"la la ma fhmtch chno glti", IntentUnknown, unclear},
		{"non non j'ai rien compris", IntentUnknown, unclear},
		{"no no i didn't say anything", IntentUnknown, unclear},
		{"لا لا ما قلت والو", IntentUnknown, unclear},
		{"لا لا ما فهمت والو", IntentUnknown, unclear},
		{"la la ana ma glt walo a sahbi", IntentUnknown, unclear},
		{"non non j'ai rien dit", IntentUnknown, unclear},
		{"لا، لم أقل شيئا", IntentUnknown, unclear},
		// what was not said is a yes or a verb: the no stays
		{"مهلا، لم أقل نعم أبدا", IntentCancel, DecisionNo},
		{"la, ma glt iyeh", IntentCancel, DecisionNo},
		{"la ana ma golt lik zidha 7aydha", IntentCancel, DecisionNo},
		{"la la ma bghitch", IntentCancel, DecisionNo},
		{"la shokran", IntentCancel, DecisionNo},

		// neither-nor of things one has: a problem told
		{"ma 3ndi la paypal la carte", IntentUnknown, unclear},
		{"je n'ai ni visa ni mastercard", IntentUnknown, unclear},
		{"ما عندي لا واتساب لا فيسبوك", IntentUnknown, unclear},
		{"ma 3ndi la whatsapp la facebook", IntentUnknown, unclear},
		{"ليس لدي لا فيزا ولا ماستركارد", IntentUnknown, unclear},
		{"je n'ai ni compte ni carte", IntentUnknown, unclear},
		// of money or time a reason, of a problem a yes, a want refused
		{"la ma 3ndi la flous la wa9t", IntentCancel, DecisionNo},
		{"ma3ndi la mochkil la walou, zidha", IntentConfirm, DecisionYes},
		{"la ma bghitch la zit la walo", IntentCancel, DecisionNo},
		{"ma bghit la hadi la dik", IntentCancel, DecisionNo},

		// a means not had, no refusal word said
		{"ma 3ndich lcarte a khouya", IntentUnknown, unclear},
		{"a ma 3ndich", IntentUnknown, unclear},
		{"ma 3ndich paypal", IntentUnknown, unclear},
		{"ما عنديش الكارط", IntentUnknown, unclear},
		{"je n'ai pas de carte", IntentUnknown, unclear},
		// said after a no word it is a no (the corpus, 3 of 3), and money
		// is a reason
		{"la ana ma 3ndich visa", IntentCancel, DecisionNo},
		{"non, je n'ai pas de carte bancaire", IntentCancel, DecisionNo},
		{"لا، لا أملك بطاقة بنكية", IntentCancel, DecisionNo},
		{"la ma3andich", IntentCancel, DecisionNo},
		{"ma3ndich lflous, la", IntentCancel, DecisionNo},
		{"la ma3ndich lflous daba", IntentCancel, DecisionNo},
		{"ma 3ndich lflous daba", IntentCancel, DecisionNo},
		{"non pas de carte", IntentCancel, DecisionNo},
		{"ma3ndich cash", IntentCancel, DecisionNo},
		{"ma 3ndi ma ndir biha", IntentCancel, DecisionNo},
		{"ma3ndich le budget", IntentCancel, DecisionNo},
		{"ma 3ndich blasa liha", IntentCancel, DecisionNo},
		{"je n'ai pas le temps, non merci", IntentCancel, DecisionNo},
		{"ما عنديش الوقت، لا", IntentCancel, DecisionNo},

		// no time now, no refusal word: a wait
		{"ma 3ndich lw9t daba", IntentHold, DecisionHold},
		{"j'ai pas le temps là", IntentHold, DecisionHold},
		{"ما عنديش الوقت دابا", IntentHold, DecisionHold},
		{"i don't have time now", IntentHold, DecisionHold},
		{"ma 3ndich lwe9t daba a khti", IntentHold, DecisionHold},
		// after a no word, or a thing's care: a no
		{"la ma3endich wa9t daba, mn b3d", IntentCancel, DecisionNo},
		{"النحاس كيبغي التنظيف كل نهار، ما عنديش الوقت", IntentCancel, DecisionNo},

		// a no, then where one is not from
		{"la ana machi mn rbat, ana mn fes", IntentUnknown, unclear},
		{"non je suis pas de casa", IntentUnknown, unclear},
		{"لا أنا ماشي من مراكش", IntentUnknown, unclear},
		{"no i'm not from casablanca", IntentUnknown, unclear},
		{"non, je ne suis pas de rabat, je suis de fès", IntentUnknown, unclear},
		// not of one's opinion, not in the budget, not of leather
		{"non je suis pas de ton avis", IntentCancel, DecisionNo},
		{"لا آ خويا، راه ماشي ف الميزانية ديالي", IntentCancel, DecisionNo},
		{"la machi mn jeld", "", unclear},

		// stop asking me, nothing else said
		{"ma tb9ach tswwel", IntentUnknown, unclear},
		{"arrêtez de me poser des questions", IntentUnknown, unclear},
		{"stop asking me", IntentUnknown, unclear},
		{"ma tb9aych tswlni", IntentUnknown, unclear},
		// with the yes said, a yes
		{"wakha zidha bla ma tswlni mra khra", IntentConfirm, DecisionYes},

		// whatever you want, said back
		{"ma bghiti ma nbghi", IntentUnknown, unclear},
		{"kif bghiti", IntentUnknown, unclear},
		{"comme tu veux", IntentUnknown, unclear},
		{"kifma bghiti a khoya", IntentUnknown, unclear},
		{"كيفما بغيتي، دخلها", IntentConfirm, DecisionYes},

		// walo, then just looking
		{"والو، غير كنشوف", IntentUnknown, unclear},
		{"walo ghir kanchouf l2atmina", IntentUnknown, unclear},
		{"walo ghir kanchof chwiya", IntentUnknown, unclear},
		{"walo, ghir kantfrej f site", IntentUnknown, unclear},
		// an address between ("a khouya", "أ ختي") changes nothing
		{"walo a khouya, ghir kanchouf l2as3ar", IntentUnknown, unclear},
		{"والو أ ختي غير كنتفرج", IntentUnknown, unclear},
		{"walo a khoya, ma bghit walo", IntentCancel, DecisionNo},
		{"walo, ma bghit walo", IntentCancel, DecisionNo},
		{"walo walo, khliha", IntentCancel, DecisionNo},
		{"walo shokran", IntentCancel, DecisionNo},
		{"ma bghit walo, ghir kanchouf", IntentCancel, DecisionNo},
		{"kif bghiti, ma bghitch", IntentCancel, DecisionNo},
		{"stop", IntentCancel, DecisionNo},
		{"no i'm not taking it", IntentCancel, DecisionNo},
		{"non je ne suis pas intéressée", IntentCancel, DecisionNo},

		// not decided yet: a wait
		{"لم أقرر بعد", IntentHold, DecisionHold},
		{"لم أتخذ قراري بعد", IntentHold, DecisionHold},
		{"j'ai pas encore décidé", IntentHold, DecisionHold},
		{"mazal ma qrrt", IntentHold, DecisionHold},
		{"je n'ai pas encore pris ma décision", IntentHold, unclear},
	})
}

// Round 29c (round29c.go): "dyal nsa" is the women's one asked for, never
// "nsa" (forget it); "safi nsa" is.
func TestRound29cWomen(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Sandales", "Jellaba", "Babouches en cuir"}})
	for _, in := range []string{"dyal nsa", "dyal nssa", "d nsa", "dial nssa", "bghit chi haja dyal nsa"} {
		u := shop.Understand(in)
		if u.Intent != IntentRefine || u.Gender != "women" || askedAgain(u.Decision) != unclear {
			t.Errorf("Understand(%q) = %s / %s / gender %q, want refine / unclear / women", in, u.Intent, u.Decision, u.Gender)
		}
	}
	checkRound(t, shop, []roundCase{
		{"safi nsa", IntentCancel, DecisionNo},
		{"nsa dakchi a khoya", IntentCancel, DecisionNo},
		{"la safi nsa", IntentCancel, DecisionNo},
		{"nsa nsa", IntentCancel, DecisionNo},
		{"ma bghitch dyal nsa", IntentCancel, DecisionNo},
	})
}

// Round 29c (round29c.go): a decision taken not to, negated after the
// decide word, is a no, not a wait.
func TestRound29cDecided(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé"}})
	checkRound(t, shop, []roundCase{
		{"rebonjour, j'ai décidé de ne pas la prendre", IntentCancel, DecisionNo},
		{"قررت ما نشريهاش", "", DecisionNo},
		{"je n'ai pas encore décidé", IntentHold, DecisionHold},
	})
}
