package i18n

import "testing"

// Round 25d (round25d.go): intents outside yes and no. Messages written
// for this test, not copied from a corpus file, each shape with the hard
// negatives it must leave alone.
func TestRound25dIntents(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Eau de rose", "Caftan brodé", "Tajine en argile", "Sac à main cuir",
		"Théière argentée", "Lampe en cuivre", "Khôl traditionnel", "Jellaba à capuche", "Robe manches longues"}, Synonyms: []string{"ma lward", "khol"}})
	checkRound(t, shop, []roundCase{
		// A colour only spelt like a thing sold ("lwrdi", pink, and
		// "lward", roses) is the colour: another colour asked.
		{"wach kayna b lwrdi?", IntentRefine, unclear},
		{"f lwerdi 3afak", IntentRefine, unclear},
		// hard negatives: the thing sold named as the shop lists it; a
		// colour that is also a thing sold ("lkhol", kohl); a thing with
		// its colour is a search
		{"3ndkom ma lward?", IntentProductSearch, unclear},
		{"bghit lkhol", IntentProductSearch, unclear},
		{"bghit caftan lwrdi", IntentProductSearch, unclear},
		{"wach kayn b lkhol?", IntentProductSearch, unclear},

		// A yes and a no both said, then not knowing: a wait.
		{"oui, non, je sais pas trop", IntentHold, DecisionHold},
		{"yes no idk", IntentHold, DecisionHold},
		{"iyeh la ma3rftch", IntentHold, DecisionHold},
		{"نعم لا لا أدري", IntentHold, DecisionHold},
		// hard negatives: a yes or a no alone with not knowing, both
		// without not knowing, more said
		{"oui enfin je sais pas", IntentUnknown, unclear},
		{"yes no", IntentUnknown, unclear},
		{"iyeh la ma3rftch wach ghadi tji 3la 9yasi", "", unclear}, // (the intent is the model's: unknown until the retrain on heldout30, hold after)

		// An ok and a thanks, then only a thought; an ok or a wait, then
		// a look taken with someone: a wait.
		{"d'accord merci, je vais réfléchir", IntentHold, DecisionHold},
		{"okay thank you, let me think", IntentHold, DecisionHold},
		{"wakha shokran, nfker", IntentHold, DecisionHold},
		{"wakha shokran, ghanchouf m3a khti", IntentHold, DecisionHold},
		{"ok, i'll see with my husband", IntentHold, DecisionHold},
		{"tsenna, nchouf m3a baba", IntentHold, DecisionHold},
		// hard negatives: an ok then a look alone (labelled both ways,
		// round 24e), not knowing, a look asked of the shop, a thought
		// before a yes verb
		{"ok merci, on verra", IntentUnknown, unclear}, // unknown, as the corpus reads "ok merci, je vais voir" (2 of 2) and "on verra" (8 of 11; round 29a)
		{"wakha, ghadi nchouf", IntentUnknown, unclear},
		{"ok je sais pas", IntentUnknown, unclear},
		{"wakha chouf m3a lmodir", IntentUnknown, unclear},
		{"ok thanks, i thought about it, add it", IntentConfirm, DecisionYes},

		// The product kept, then a coming back: a wait.
		{"pas tout de suite, mais gardez-la, je repasse", IntentHold, DecisionHold},
		{"machi daba, walakin ma tms7hach, ghanrje3", IntentHold, DecisionHold},
		{"ماشي دابا، خليها عندك غنرجع", IntentHold, DecisionHold},
		{"khliha f lpanier, ghda nkmel", IntentHold, DecisionHold},
		// hard negatives: a bare no first, a yes verb, asked, kept alone
		{"non laissez-la, je reviendrai une autre fois", IntentCancel, DecisionNo},
		{"don't remove it, add it, i'll be back for more", IntentConfirm, unclear},
		{"vous la gardez si je reviens demain ?", "", unclear}, // the intent is the classifier's alone (round 26's retrain reads it unknown)

		// A wait said first, then the shopper's own call: a wait, no
		// person asked.
		{"tsna chwiya, kanhder m3a khti f tilifon", IntentHold, DecisionHold},
		{"hold on, my mom is calling me", IntentHold, DecisionHold},
		// hard negatives: a person asked after the wait
		{"tsna, 3ayet liya 3la chi wa7ed", IntentHuman, unclear},
		{"attendez, passez-moi un conseiller", IntentHuman, unclear},

		// A card named by how it looks, alone: a pick.
		{"lkhadra", IntentSelect, unclear},
		{"الزرقاء", IntentSelect, unclear},
		{"الصغيرة عفاك", IntentSelect, unclear},
		{"lkbira", IntentSelect, unclear},
		{"ljeldiya", IntentSelect, unclear},
		// hard negatives: without the article, with a preposition, asked,
		// wanted, with a size
		{"khadra", IntentRefine, unclear},
		{"بالأزرق", IntentRefine, unclear},
		{"f lk7el", IntentRefine, unclear},
		{"bghit lkhdar", IntentRefine, unclear},
		{"ljeld", IntentRefine, unclear},

		// A size or the stock asked of a card named by its colour: a
		// question about that card.
		{"wach lkhadra kayna f XL?", IntentProductQuestion, unclear},
		{"does the black one come in M?", IntentProductQuestion, unclear},
		{"la verte existe en 38 ?", IntentProductQuestion, unclear},
		{"هل الحمراء متوفرة بمقاس L؟", IntentProductQuestion, unclear},
		{"wach lbyda mazal kayna?", IntentProductQuestion, unclear},
		// hard negatives: the colour after a preposition or without its
		// article, wanted
		{"wach kayna f lkhadra f XL?", IntentRefine, unclear},
		{"in the black one, size M?", IntentRefine, unclear},
		{"bghit lkhadra f XL", IntentRefine, unclear},
		{"wach zr9a mazal kayna?", IntentRefine, unclear},
		{"does it come in black in M?", IntentRefine, unclear},

		// One more so than the one shown, asked with no thing sold named:
		// a refinement.
		// (a refinement was the model's guess before the retrain on
		// tuning32/33; the corpus reads a complaint about the card, then
		// "simpler?" asked, as more of them: "j'aime pas trop les motifs,
		// il y a plus simple ?", "these are too flashy for me, got simpler
		// ones?", "it's not what I had in mind, got anything simpler?" are
		// show_more, none a refinement; "vous avez plus simple ? sans
		// broderie", a refinement, says no complaint. Round 35r.)
		{"elle est trop chargée, vous avez plus simple ?", IntentShowMore, unclear},
		// (a fault of the one shown said first, then the refinement: a
		// no since round 35d, as the corpus labels 74 of 79 such lines)
		{"too heavy for my trip, anything lighter?", IntentRefine, DecisionNo},
		{"bzaf 3liya, kayn chi wa7ed plus petit?", IntentRefine, DecisionNo},
		{"something more classic maybe", IntentRefine, unclear},
		// hard negatives: a thing sold named with it, told not asked,
		// more of a thing
		{"ok but do you have a bigger tajine?", IntentProductSearch, unclear},
		{"my sister's room is smaller than mine", "", unclear},   // told, nothing asked nor sought: chit-chat, unknown by the README's intents; the intent is the model's (a search until the retrain on heldout28 and heldout29, unknown after, a search again after the retrain on heldout30)
		{"on a déménagé dans plus petit", "", unclear},           // told, not asked: no answer; the intent is the model's (refine since round 27's retrain; no labelled line of the shape)
		{"vous avez plus de tajines ?", IntentShowMore, unclear}, // more of them asked: the corpus labels its 4 "vous avez plus de … ?" lines show_more, none a search (round 27)

		// A price bound for what the thing shown is for: a refinement.
		{"au moins 800 dh, c'est pour un mariage", IntentRefine, unclear},
		{"under 300, it's for a birthday", IntentRefine, unclear},
		{"ma bghitch nfout 400 f lhdiya", IntentRefine, unclear},
		{"je veux pas dépasser 250 dh pour ce cadeau", "", unclear}, // refine or search: the model's alone (round 26a)
		// hard negatives: a gift asked for with its budget
		{"un cadeau pour ma mère à moins de 300 dh", IntentProductSearch, unclear},
		{"budget 200 dh pour un cadeau", IntentProductSearch, unclear},

		// The one pointed at, asked whether it is still in stock.
		{"mazal kayn dak tajine?", IntentProductQuestion, unclear},
		{"is that lamp still available?", IntentProductQuestion, unclear},
		{"مازال كاين داك الطاجين؟", IntentProductQuestion, unclear},
		// hard negatives: others asked, a colour asked after it
		{"mazal kaynin chi tajinat khrin?", IntentShowMore, unclear},
		{"mazal kayn dak tajine f lk7el?", IntentProductSearch, unclear},

		// A size asked of the thing pointed at by "this": a question
		// about it.
		{"is there a bigger size for this caftan?", IntentProductQuestion, unclear},
		{"wach kayn had tajine f 40 cm?", IntentProductQuestion, unclear},
		// hard negatives: the thing without a pointer, others asked, a
		// want
		{"wach kayna caftan f L?", IntentProductSearch, unclear},
		{"bghit had caftan f L", IntentProductSearch, unclear},

		// A part asked with or without, as the only thing named: the one
		// shown in that make.
		{"avec des manches courtes ?", IntentRefine, unclear},
		{"b capuche kayna?", IntentRefine, unclear},
		{"vous l'avez sans manches ?", IntentRefine, unclear},
		// hard negatives: a thing sold named beside the part, the part
		// not after with or without
		{"un caftan sans manches ?", IntentProductSearch, unclear},
		{"les manches sont longues ?", "", unclear},

		// A position after "bon", a glued "je veux", a taking again: a pick.
		{"bon, la troisième", IntentSelect, unclear},
		{"jveux la 4e, la verte", IntentSelect, unclear},
		{"alors je reprends la deuxième", IntentSelect, unclear},
		// hard negatives: a time, asked
		{"bon, la première fois c'était long", IntentUnknown, unclear},

		// Which card the shop meant, asked back: no refinement, no pick.
		{"tu veux dire la bleue ?", IntentUnknown, unclear},
		{"كتقصد الكحلة؟", IntentUnknown, unclear},
		{"the green one, right?", IntentUnknown, unclear},
		{"التالتة، صحيح؟", IntentUnknown, unclear},
		// hard negatives: a colour asked for, a position taken
		{"en vert ?", IntentRefine, unclear},
		{"the third one please", IntentSelect, unclear},
	})
}
