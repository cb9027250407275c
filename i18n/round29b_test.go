package i18n

import "testing"

// Round 29b (round29b.go): yeses that are none and noes that are yeses,
// by shape. Messages written for this test, not copied from a corpus
// file, each shape with the hard negatives it must leave alone.
func TestRound29bYeses(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Jellaba en laine", "Babouches en cuir",
		"Tajine en argile 30 cm", "Sac en cuir"}})
	checkRound(t, shop, []roundCase{
		// a yes, "but", then send or show what is not the thing itself
		{"wakha walakin sift liya tswira dyalha", IntentProductQuestion, unclear},
		{"ok mais envoyez-moi une vidéo d'abord", IntentProductQuestion, unclear},
		{"yes but send me the link", IntentProductQuestion, unclear},
		{"واخا ولكن صيفط ليا الفيديو", IntentProductQuestion, unclear},
		{"d'accord mais envoyez les mesures", IntentProductQuestion, unclear},
		{"حسنا لكن أرسل لي الرابط", IntentProductQuestion, unclear},
		{"واخا ولكن صيفط ليا التصاور", IntentProductQuestion, unclear},
		{"iyeh walakin sift liya lvideo", "", unclear}, // (the classifier's guess, never acted on)
		{"ok but send me the dimensions", "", unclear},
		// the thing itself sent, or put in beside it: a yes
		{"wakha sifto", IntentConfirm, DecisionYes},
		{"oui envoyez-la", IntentConfirm, DecisionYes},
		{"oui, mais sift-ha après le 15", IntentConfirm, DecisionYes},
		{"wakha zidha w sift liya lien dyal lkhlas", IntentConfirm, DecisionYes},

		// "I want it" then a section: a refine with the gender
		{"bghitha dyal rjal", IntentRefine, unclear},
		{"bghitou dyal drari", IntentRefine, unclear},
		{"je la veux version femme", IntentRefine, unclear},
		{"أريدها للبنات", IntentRefine, unclear},
		{"بغيتو ديال البنات 3afak", IntentRefine, unclear}, // a section without a gender slot ("bnat" is girls or daughters) is still a version wanted
		{"i want it for men", IntentRefine, unclear},
		{"je le veux pour homme", IntentRefine, unclear},
		{"bghito dyal lbnat", IntentRefine, unclear},
		// alone, put in, or wanted for someone: a yes
		{"bghitha", IntentConfirm, DecisionYes},
		{"بغيتها زيدها", IntentConfirm, DecisionYes},
		{"oui, bghitha dyal rjal, ajoute-la", IntentConfirm, DecisionYes},
		{"je la veux pour ma femme", IntentConfirm, DecisionYes},
		{"iyeh zidha bghitha l mrati", IntentConfirm, DecisionYes},

		// send the rest, the next ones: more of them
		{"envoie la suite", IntentShowMore, unclear},
		{"envoyez la suite svp", IntentShowMore, unclear},
		{"envoie-moi la suite", IntentShowMore, unclear},
		{"sift lba9i", IntentShowMore, unclear},
		{"sift liya li moraha", IntentShowMore, unclear},
		{"sift li jayin", IntentShowMore, unclear},
		{"send the rest", IntentShowMore, unclear},
		{"send me the next ones", IntentShowMore, unclear},
		{"صيفط الباقي", IntentShowMore, unclear},
		{"wrini li moraha", IntentShowMore, unclear},
		// the thing itself sent with the rest: a yes
		{"send it with the rest", IntentConfirm, DecisionYes},

		// a put verb whose object is a position: a pick
		{"mets-moi la 3", IntentSelect, unclear},
		{"mettez-moi la 2 svp", IntentSelect, unclear},
		{"ajoute la 3", IntentSelect, unclear},
		{"ajoutez le 4", IntentSelect, unclear},
		{"zid liya ttalta", IntentSelect, unclear},
		{"zid liya rab3a", IntentSelect, unclear},
		{"zid liya rqm 2", IntentSelect, unclear},
		{"add the 2nd one", IntentSelect, unclear},
		{"add number 3", IntentSelect, unclear},
		{"حط ليا الرابعة", IntentSelect, unclear},
		{"ضع لي رقم 2", IntentSelect, unclear},
		{"حط ليا رقم 3", IntentSelect, unclear},
		{"mets-moi le numéro 2", IntentSelect, unclear},
		// a count put in: a yes
		{"add 2 please", IntentConfirm, DecisionYes},
		{"mets-en 2", IntentConfirm, DecisionYes},
		{"iyeh zid tlata 3afak", IntentConfirm, DecisionYes},
		{"zidha", IntentConfirm, DecisionYes},
	})
	for _, c := range []struct {
		in  string
		ord int
	}{{"mets-moi la 3", 3}, {"zid liya rab3a", 4}, {"add the 2nd one", 2}, {"zid liya rqm 2", 2}} {
		if u := shop.Understand(c.in); u.Ordinal != c.ord {
			t.Errorf("Understand(%q).Ordinal = %d, want %d", c.in, u.Ordinal, c.ord)
		}
	}
	for _, c := range []struct{ in, gender string }{{"bghitha dyal rjal", "men"}, {"je la veux version femme", "women"}} {
		if u := shop.Understand(c.in); u.Gender != c.gender {
			t.Errorf("Understand(%q).Gender = %q, want %q", c.in, u.Gender, c.gender)
		}
	}
}

// Round 29b (round29b.go): noes that are yeses. Messages written for this
// test, each shape with its hard negatives.
func TestRound29bNoes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Jellaba en laine", "Babouches en cuir"}})
	checkRound(t, shop, []roundCase{
		// "I never said no", then a put verb: a yes
		{"never said no, put it in", IntentConfirm, DecisionYes},
		{"i never said no, add it", IntentConfirm, DecisionYes},
		{"j'ai jamais dit non, ajoute-la", IntentConfirm, DecisionYes},
		{"ana ma glt la, zidha", IntentConfirm, DecisionYes},
		{"ما قلتش لا، زيدها", IntentConfirm, DecisionYes},
		{"لم أقل لا، أضفها", IntentConfirm, DecisionYes},
		// no put verb, a yes never said, or more said: no yes
		{"i never said no", "", DecisionNo},
		{"whoa wait i never said yes", "", DecisionNo},
		{"i never said no, but add it later", "", unclear},
		{"i didn't say no, i said not now", "", unclear},
		{"i never said no, i said add the blue one", "", unclear},

		// a yes and a put verb, the hesitation denied: a yes
		{"safi zidha, ma b9itch ghadi nkhmmem", IntentConfirm, DecisionYes},
		{"ok ajoute, j'hésite plus", IntentConfirm, DecisionYes},
		{"ok mettez-la, je n'hésite plus", IntentConfirm, DecisionYes},
		{"ok add it, no more doubts", IntentConfirm, DecisionYes},
		{"ok add it, i'm not hesitating anymore", IntentConfirm, DecisionYes},
		{"صافي زيدها ما بقيتش كنفكر", IntentConfirm, DecisionYes},
		{"واخا زيدها، ما بقيتش متردد", IntentConfirm, DecisionYes},
		{"wakha 7ottha, ma b9itch mtraddad", IntentConfirm, DecisionYes},
		{"نعم أضفها، لم أعد مترددة", IntentConfirm, DecisionYes},
		{"no doubt, add it", IntentConfirm, DecisionYes},
		// the doubt kept, the put verb negated or a remove verb: no yes
		{"ok ajoute-la, mais j'hésite encore", "", unclear},
		{"ok add it, still thinking", "", unclear},
		{"pas sûre j'hésite, ajoute-la", "", unclear},
		{"ma b9itch ghadi nkhmmem, 7ydha", IntentCancel, DecisionNo},
		{"la, ma zidhach, ma b9itch ghadi nkhmmem", IntentCancel, DecisionNo},
		{"ma b9itch baghiha, 7ydha", IntentCancel, DecisionNo},
		{"ba9i kanfker", IntentHold, DecisionHold},
	})
}
