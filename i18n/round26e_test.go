package i18n

import "testing"

// Round 26e (round26e.go): yes and no readings the rest of the message
// takes away. Messages written for this test, not copied from a corpus
// file, each shape with the hard negatives it must leave alone.
func TestRound26eNotANo(t *testing.T) {
	t.Parallel()
	x := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Tajine en argile", "Sac à main cuir",
		"Théière argentée", "Babouches cuir", "Boîte en thuya"}})
	checkRound(t, x, []roundCase{
		// A no, then the other card or a colour put in its place: a pick.
		{"la machi hadi, 3tini lokhra", IntentSelect, DecisionNo}, // (a no since round 37p: the README's "a refusal of the card shown then a pick of another is select, no")
		{"لا، دير الزرقا بلاصتها", IntentSelect, unclear},
		{"non, plutôt l'autre", IntentSelect, DecisionNo},
		{"no, the other one instead", IntentSelect, DecisionNo},
		// hard negatives: thanks, a show or want verb, others: the no
		{"non merci, plutôt l'autre", "", DecisionNo},
		{"no, show me the bags instead", "", DecisionNo},
		{"non, je veux plutôt un sac", "", DecisionNo},
		{"لا، وريني الأخرى", "", DecisionNo},

		// The card not at hand: a wait.
		{"pas maintenant, j'ai pas ma carte sur moi", IntentHold, DecisionHold},
		{"la machi daba, ma 3ndich lcarte m3aya", IntentHold, DecisionHold},
		// hard negatives: a later or a price said with it stays the no
		{"ma 3ndich lcarte m3aya, mara khra", "", DecisionNo},
		{"ma n9derch nkhless had taman", "", DecisionNo},

		// Never mind, nothing, ok-no alone: asked again.
		{"la ma3lich", "", unclear},
		{"لا شيء", "", unclear},
		{"ok non", "", unclear},
		{"wakha la", "", unclear},
		// hard negatives: "walo" alone, "ok non merci", "la machi mochkil"
		{"walo", "", DecisionNo},
		{"ok non merci", "", DecisionNo},
		{"ok no, forget it", "", DecisionNo},
		{"la machi mochkil", "", DecisionYes},

		// The asking refused, a misreading said: asked again.
		{"stop asking me", "", unclear},
		{"arrête de me demander", "", unclear},
		{"non, c'est pas ce que je voulais dire", "", unclear},
		{"la, machi hadchi li bghit ngol", "", unclear},
		// hard negatives: stop alone, what is meant then refused
		{"stop", "", DecisionNo},
		{"arrête", "", DecisionNo},

		// A wait for a promo code.
		{"la tsna 3ndi code promo", IntentHold, DecisionHold},
		{"wait, i think i have a promo code somewhere", IntentHold, DecisionHold},
		// hard negative: the code refused after the wait
		{"attends, non, pas de code promo, laisse tomber", "", unclear}, // never the wait

		// Not a machine: a person asked.
		{"لا أريد التحدث مع آلة", IntentHuman, unclear},
		{"ma bghitch nhder m3a robot", IntentHuman, unclear},

		// A pick by look opening on a relative.
		{"الذي بالغطاء المنقوش", IntentSelect, unclear},
		{"التي فيها النقوش الذهبية", IntentSelect, unclear},
		// hard negative: a negation in it
		{"التي لا أريدها", "", DecisionNo},

		// "inchallah" and a day to come: a wait.
		{"inchallah la semaine prochaine", IntentHold, DecisionHold},
		{"إن شاء الله الأسبوع القادم", IntentHold, DecisionHold},
		{"inchallah next week", IntentHold, DecisionHold},
		// hard negatives: a no before it, a later with no day
		{"la a khoya, mn b3d nchallah", "", DecisionNo},
		{"la, simana jaya inchallah", "", DecisionNo},

		// The no is not the cart's: the yes.
		{"no need for an advisor, just add it", IntentConfirm, DecisionYes}, // never the no; round 35e: the yes, as "no thanks needed, just add it"
		{"pas besoin de conseiller, ajoutez-le", IntentConfirm, DecisionYes},
		{"لا صافي زيدها", IntentConfirm, DecisionYes},
		{"la safi zidha", IntentConfirm, DecisionYes},
		{"oui ajoutez-la, et n'oubliez pas le code promo", IntentConfirm, DecisionYes},
		{"iyeh zidha w ma tnsaych tsifto lia l facture", IntentConfirm, DecisionYes},
		// hard negatives: no put verb after, a no after the forget
		{"non merci, pas besoin de conseiller", "", DecisionNo},
		{"la safi, khliha", "", DecisionNo},
		{"la safi ma tzidhach", "", DecisionNo},
	})
}

func TestRound26eNotAYes(t *testing.T) {
	t.Parallel()
	x := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Tajine en argile", "Sac à main cuir",
		"Théière argentée", "Babouches cuir", "Bol en céramique"}})
	checkRound(t, x, []roundCase{
		// Resigned or "not bad" alone: asked again.
		{"oui bon", "", unclear},
		{"لا بأس به", "", unclear},
		// hard negatives: "لا بأس" alone and "oui bon d'accord" stay the yes
		{"لا بأس", "", DecisionYes},
		{"oui bon d'accord", "", DecisionYes},

		// Go on alone: more.
		{"أكمل", IntentShowMore, unclear},

		// One of each size: asked again; two sizes named stay the yes.
		{"oui, une de chaque taille", "", unclear},
		{"zid wa7da f 40 w wa7da f 42", "", unclear}, // two sizes in one answer: asked again, as the two freshest sets' writers rule (round 26)

		// The pay day to come: a wait.
		{"pay day is friday, i'll confirm then", IntentHold, DecisionHold},
		{"ajoutez-la, je paie demain", "", DecisionYes},

		// A search said as one more.
		{"pas de souci, je cherche aussi des bols", IntentProductSearch, unclear},
		{"no problem, i'm also looking for bowls", IntentProductSearch, unclear},
		// hard negative: exactly what I was looking for praises it
		{"oui, c'est exactement ce que je cherchais", "", DecisionYes},

		// Want it in a colour: asked.
		{"bghitha f lazr9", IntentRefine, unclear},
		{"bghitha", "", DecisionYes},

		// Bought at a fair: elsewhere.
		{"ghadi nchriha mn lma3rid dyal sina3a taqlidiya", "", unclear},
		{"zidha, ghadi nchriha daba", "", DecisionYes},

		// Something to take, a search.
		{"بغيت شي حاجة مغربية نديها لصحابي", IntentProductSearch, unclear},
		{"أريد شيئا مغربيا آخذه لأصدقائي", IntentProductSearch, unclear},
		// hard negative: a want of it, not of something
		{"bghitha, ghadi ndiha l sa7bti", "", DecisionYes},
		{"bghit chi 7aja b7al hadi, zidha", "", DecisionYes},
	})
}
