package i18n

import "testing"

// Round 30c (round30c.go): messages read as a no where the shopper
// refuses nothing, by shape. Messages written for this test (the brief's
// paraphrases and variants of them), each shape with the true noes it
// must leave alone.
func TestRound30cShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Bague en argent", "Bracelet berbère", "Tajine en argile 30 cm",
		"Caftan brodé", "Babouches en cuir", "Sac en cuir"}})
	checkRound30c(t, shop, []roundCase{
		// "enough said": a safi or c'est bon with a baraka, asked again
		{"c'est bon, baraka hein", IntentUnknown, unclear},
		{"c bon baraka", IntentUnknown, unclear},
		{"cest bon baraka 3lik", IntentUnknown, unclear},
		{"صافي بركة عليك", IntentUnknown, unclear},
		{"safi baraka", IntentUnknown, unclear},
		{"safi barka 3liya", IntentUnknown, unclear},
		{"saafi baraka hhh", IntentUnknown, unclear},
		// a baraka alone, or with a refusal or a no word, is a no
		{"baraka", IntentCancel, DecisionNo},
		{"baraka 3liya", IntentCancel, DecisionNo},
		{"la baraka", IntentCancel, DecisionNo},
		{"لا بركة", IntentCancel, DecisionNo},
		{"safi baraka, ma bghitch", IntentCancel, DecisionNo},
		{"صافي بركة، ما بغيتش", IntentCancel, DecisionNo},
		{"c'est bon, baraka, ma bghit walo", IntentCancel, DecisionNo},
		{"safi ma bghitch", IntentCancel, DecisionNo},
		{"c bon, baraka 3lia", IntentUnknown, unclear},
		{"c'est bon, non merci", IntentCancel, DecisionNo},

		// "I want only one": a want negated then "only" refuses nothing
		// (the round's merge: "ma bghit" read as a refused want); the
		// classifier's guess still names a cancel, shown and never acted on
		{"ma bghit ghir wahda machi joj", IntentCancel, unclear},
		{"mabghit ghir wa7d, machi tlata", IntentCancel, unclear},
		{"ma bghitch wa7da, bghit jouj", IntentCancel, DecisionNo},

		// a no to the price worry, then "j'ajoute" as typed (the
		// apostrophe dropped): the shopper takes it
		{"non non, c'est pas cher, j'achète", IntentConfirm, DecisionYes},
		{"non pas trop cher franchement, jlajoute", IntentConfirm, DecisionYes},
		{"non c'est trop cher, j'ajoute rien", IntentCancel, DecisionNo},

		// an earlier order received wrong or swapped, the wrong size
		// sent last time: a complaint
		{"lcommande jatni mbdla, machi hadik li khlsst", IntentUnknown, unclear},
		{"lcommande jatni m9louba, machi li khllst", IntentUnknown, unclear},
		{"the order came swapped, not the one i paid for", IntentUnknown, unclear},
		{"my order arrived swapped, not the one i ordered", IntentUnknown, unclear},
		{"you sent me the wrong colour last month", IntentUnknown, unclear},
		{"sifttouli l9yas ghalat lmerra lli fatet", IntentUnknown, unclear},
		{"vous m'avez envoyé la mauvaise taille la dernière fois", IntentUnknown, unclear},
		{"صيفطتو ليا القياس غالط المرة اللي فاتت", IntentUnknown, unclear},
		{"الطلبية جات مبدلة، ماشي اللي خلصت", IntentUnknown, unclear},
		{"wslatni lcommande mbdla, machi li tlbt", IntentUnknown, unclear},
		{"jatni l commande ghalta machi li khlst", IntentUnknown, unclear},
		{"le colis est arrivé inversé, pas celui que j'ai payé", IntentUnknown, unclear},
		{"my parcel came with the wrong size", IntentUnknown, unclear},
		{"last time you sent me the wrong colour", IntentUnknown, unclear},
		{"المرة اللي فاتت صيفطتو ليا اللون غالط", IntentUnknown, unclear},
		// a no word first, or a want refused: a no and its reason
		{"non merci, la dernière fois vous m'avez envoyé la mauvaise taille", IntentCancel, DecisionNo},

		// "ma kayn la X la Y" of people or a service: a complaint
		{"ma kayn la service client la 7ta wa7ed", IntentUnknown, unclear},
		{"ماكاين لا خدمة زبناء لا حتى واحد", IntentUnknown, unclear},
		{"ما كاين لا سيرفيس لا والو", "", unclear},
		{"makayn la service la walo", "", unclear},
		{"there's nobody, nothing, in the customer service", IntentHuman, unclear},
		{"ماكاينش لا سيرفيس لا حتى واحد كيجاوب", IntentUnknown, unclear},
		{"ma kayn la 7ta wa7d la walo f service", IntentUnknown, unclear},
		// this one nor that one, money or time: a no
		{"ma bghit la hadi la dik", IntentCancel, DecisionNo},
		{"la ma 3ndi la flous la wa9t", IntentCancel, DecisionNo},
		{"la ma bghitch la zit la walo", IntentCancel, DecisionNo},

		// only one, not two: asked again
		{"bghit ghir wa7da, machi jouj", "", unclear},
		{"je veux une seule, pas deux", "", unclear},
		{"i want only one, not two", "", unclear},
		{"بغيت غير وحدة، ماشي جوج", "", unclear},
		{"أريد واحدة فقط، ليس اثنتين", "", unclear},
		{"ghir wahda machi zouj", "", unclear},
		{"khassni ghir wa7da machi jouj", "", unclear},
		{"just one please, not two", "", unclear},
		{"une seule, pas deux", "", unclear},
		{"واحدة فقط، ليس اثنتين", "", unclear},
		// a refusal said with it stays a no
		{"la ma bghitch, wala wa7da", IntentCancel, DecisionNo},
		{"ma bghit la wa7da la jouj", IntentCancel, DecisionNo},

		// not wanting to hear anything: exasperation, asked again
		{"safi baraka ma bghit nsme3 walo", IntentUnknown, unclear},
		{"safi ma bghit nsme3 walo daba", IntentUnknown, unclear},
		{"baraka ma bghit nsma3 7ta haja", "", unclear},
		{"صافي ما بغيت نسمع والو", "", unclear},
		{"c'est bon je veux rien entendre", "", unclear},
		{"enough, i don't want to hear anything", "", unclear},
		{"كفى، لا أريد أن أسمع شيئا", "", unclear},
		{"safi ma bghitch nsme3 walo", "", unclear},
		{"baraka ma bghit nsm3 walo mnkom", "", unclear},
		{"je veux plus rien entendre", "", unclear},
		// a want of the thing refused, or a no word: a no
		{"safi ma bghitch, ma bghit nsme3 walo", IntentCancel, DecisionNo},
		{"la, ma bghit nsme3 walo", IntentCancel, DecisionNo},
		{"stop, ma bghit walo", IntentCancel, DecisionNo},

		// a no that corrects which thing was meant
		{"no, the ring, not the bracelet", "", unclear},
		{"non, la bague, pas le bracelet", "", unclear},
		{"لا، الخاتم ماشي الدملج", "", unclear},
		{"لا، الخاتم وليس السوار", "", unclear},
		{"no, i meant the ring, not the bracelet", IntentSelect, DecisionNo}, // (a no since round 37p: README, "a refusal of the card shown then a pick of another is select, no")
		{"no, the bag, not the shoes", "", unclear},
		{"non, le sac, pas les babouches", "", unclear},
		{"لا، الصاك ماشي البلغة", "", unclear},
		{"لا لا، الحقيبة وليس الحذاء", "", unclear},
		{"la la, ana qsdt lkhatem machi lmdemma", "", unclear},
		{"non la première, pas la deuxième", IntentSelect, DecisionNo}, // (a no since round 37p: README, "a refusal of the card shown then a pick of another is select, no")
		// said with a want or an ask, or naming no thing: a no
		{"non, je voulais un tajine emaillé pas en terre brute", "", DecisionNo},
		{"no, i asked for the pro max not the normal one", "", DecisionNo},
		{"non, je ne porte pas de talons", "", DecisionNo},
		{"la shokran machi daba", IntentCancel, DecisionNo},
		{"لا، ماشي هادي", IntentCancel, DecisionNo},
		{"non merci, pas aujourd'hui", IntentCancel, DecisionNo},

		// a no that denies the price is high, then takes it: a yes
		{"لا، ليست غالية على الإطلاق، سأضيفها", IntentConfirm, DecisionYes},
		{"لا، ليست غالية، سآخذها", IntentConfirm, DecisionYes},
		{"la machi ghalia, zidha", IntentConfirm, DecisionYes},
		{"non non pas cher du tout, je le prends", IntentConfirm, DecisionYes},
		{"no it's not too expensive, go on add it", IntentConfirm, DecisionYes},
		{"non c'est pas du tout cher, je prends", IntentConfirm, DecisionYes},
		{"la la machi ghalia, ghadi nchriha", IntentConfirm, DecisionYes},
		// too dear, with or without a no word: a no
		{"non c'est trop cher", IntentCancel, DecisionNo},
		{"la, ghalia bzaf", IntentCancel, DecisionNo},
		{"لا، غالية بزاف، ما ناخدهاش", IntentCancel, DecisionNo},

		// maybe later, not sure: a wait
		{"ربما لاحقا، لست متأكدا بعد", IntentHold, DecisionHold},
		{"ربما لاحقا، لست متأكد", IntentHold, DecisionHold},
		{"ربما في وقت لاحق، لست متأكدة بعد", IntentHold, DecisionHold},
		{"ربما لاحقاً، لست متأكدا", IntentHold, DecisionHold},
		{"ربما لاحقا، مش متأكدة", IntentHold, DecisionHold},
		// maybe later alone, or with a no said: the corpus's no
		{"ربما لاحقا", IntentCancel, DecisionNo},
		{"ربما لاحقاً، الآن لا", IntentCancel, DecisionNo},

		// nothing too fancy inside a search: the search
		{"a gift for grandma, nothing too fancy, under 200", IntentProductSearch, unclear},
		{"un cadeau pour mamie, rien de trop chic, moins de 200", IntentProductSearch, unclear},
		{"i need a bag for work, nothing too flashy", IntentProductSearch, unclear},
		{"no thanks, nothing for me", IntentCancel, DecisionNo},

		// an ordinal picked, a tag question: a pick asked about
		{"la troisième, elle est plus jolie, non ?", IntentSelect, unclear},
		{"la deuxième est la plus jolie, non ?", IntentSelect, unclear},
		{"le troisième, c'est le plus beau, non ?", IntentSelect, unclear},
		{"la première, non ?", IntentSelect, unclear},
		// a no said to the pick: a no
		{"non, la deuxième est trop chère", "", DecisionNo},
		{"non, la deuxième non plus", "", DecisionNo},

		// "la la la" sung before French or English, "la la land"
		{"la la la je m'ennuie ce soir", IntentUnknown, unclear},
		{"la la la i'm bored", IntentUnknown, unclear},
		{"la la la on s'ennuie ici", IntentUnknown, unclear},
		{"la la la i'm just looking", IntentUnknown, unclear},
		{"la la land", IntentUnknown, unclear},
		{"j'adore la la land", IntentUnknown, unclear},
		{"la la land is my favourite film", IntentUnknown, unclear},
		{"la la la, bon je réfléchis", IntentHold, DecisionHold},
		// "la la la" alone, or refusing: a no
		{"la la la", IntentCancel, DecisionNo},
		{"lalala", IntentCancel, DecisionNo},
		{"la la la, ghalia bzaf", IntentCancel, DecisionNo},
		{"la la la mabghitch hadi", IntentCancel, DecisionNo},
		{"la la la non merci", IntentCancel, DecisionNo},
		{"la la land prices, way too much for me", IntentCancel, DecisionNo},

		// the brief's true noes
		{"la shokran", IntentCancel, DecisionNo},
		{"non merci", IntentCancel, DecisionNo},
		{"la, ghir kanchouf", IntentCancel, DecisionNo},
		{"no, the other one is better, remove this", "", DecisionNo},
	})
}

// checkRound30c is checkRound reading the answer as the engine does
// (eval.Reading): a cancel or a confirm with no decision of its own is
// the no or the yes.
func checkRound30c(t *testing.T, x *Understander, cases []roundCase) {
	t.Helper()
	for _, c := range cases {
		u := x.Understand(c.in)
		if got := askedAgain(u.answer()); got != c.want || (c.intent != "" && u.Intent != c.intent) {
			t.Errorf("Understand(%q) = %s / %q, want %s / %q", c.in, u.Intent, got, c.intent, c.want)
		}
	}
}
