package i18n

import "testing"

// Round 25c (round25c.go): yeses said with a part around them that
// changes nothing of what is put in the cart. Messages written for this
// test, not copied from a corpus file, and the hard negatives each shape
// must leave alone: a condition, a question, a later, a negated verb,
// another thing, a colour or a size, a but, sarcasm.
func TestRound25cYeses(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan",
		"Lampe en cuivre", "Plateau rond", "Coffret cadeau"}})
	checkRound(t, shop, []roundCase{
		// a yes, then how it is sent, paid, wrapped or billed
		{"d'accord, emballage cadeau s'il vous plaît", IntentConfirm, DecisionYes},
		{"oui et mettez-le dans un paquet cadeau svp", IntentConfirm, DecisionYes},
		{"iyeh dkhlha w sift liya lfacture", IntentConfirm, DecisionYes},
		{"wakha, ghadi nkhlles b la carte", IntentConfirm, DecisionYes},
		{"ok, livraison au bureau svp", IntentConfirm, DecisionYes},
		{"wakha, emballage cadeau 3afak", IntentConfirm, DecisionYes},
		{"ok, paquet cadeau svp", IntentConfirm, DecisionYes},
		{"d'accord, je paierai par virement si possible", IntentConfirm, DecisionYes},
		{"wakha, sift liha l dar mama", IntentConfirm, DecisionYes},
		// … but not with a condition, a question, a later, a negation,
		// another thing sent with it, a but, or a photo asked instead
		{"oui, livraison à Fès si c'est gratuit", "", unclear},
		{"wakha, w livraison ch7al?", "", unclear},
		{"oui et livrez-la après l'aïd", "", unclear},
		{"ok ajoutez, livrez-la la semaine prochaine", "", unclear},
		// (round 36c: the add order first, then where to send it, is a yes —
		// the corpus labels this shape yes in every seen line: heldout22's
		// "… send it to my brother's place in kenitra not mine", tuning26's
		// "ok add it and send it to my office address, not home", tuning32's
		// "wakha zidha w sifetha l 3nwan dyal lkhedma machi dar")
		{"yes add it, send it to my office not my home", IntentConfirm, DecisionYes},
		{"d'accord, emballage cadeau avec une bougie", "", unclear},
		{"ok, livrez-la avec un plateau", "", unclear},
		{"ok add it, but wrap it well", "", unclear},
		{"wakha zidha w sift liya tswira dyalha", "", unclear},
		{"oui, et un coffret cadeau aussi", "", unclear},
		{"ok, livraison", "", unclear}, // the delivery asked, its mark left out

		// a yes, then why, for whom or the occasion
		{"wakha, rah l khalti", IntentConfirm, DecisionYes},
		{"ok ajoutez, j'en ai besoin pour la fête", IntentConfirm, DecisionYes},
		{"yes, my sister will love it", IntentConfirm, DecisionYes},
		{"واخا، هادي هدية لختي", IntentConfirm, DecisionYes},
		// … praise after a bare ok, a story with no verb, a date to come
		{"ok, elle est belle", "", unclear},
		{"نعم شفتها عند صاحبتي", "", unclear},
		{"yes it's for my wedding next month", "", unclear},
		{"ok, j'en ai plus besoin", "", unclear},

		// a preface, then the yes
		{"rebonsoir, oui je la prends", IntentConfirm, DecisionYes},
		{"rebonjour, c'est ok pour moi", IntentConfirm, DecisionYes},
		{"pardon pour l'attente, d'accord", IntentConfirm, DecisionYes},
		{"smhli tlhit, iyeh zidha", IntentConfirm, DecisionYes},
		{"excusez-moi pour le silence, c'est bon pour moi", IntentConfirm, DecisionYes},
		// … a preface naming a colour, or a yes that is not one after it
		{"bonjour, je reviens pour le plateau rouge, je le prends", "", unclear},
		{"salam, ana rje3t, mazal ma 9rrt", "", unclear},

		// bare nos taken back: a correction, a want, a "just", a joke
		{"non attends, oui, ajoute-la", IntentConfirm, DecisionYes},
		{"la la tsna, iyeh dkhlha", IntentConfirm, DecisionYes},
		{"no no i want it, put it in", IntentConfirm, DecisionYes},
		{"لا لا بغيتها، دخلها", IntentConfirm, DecisionYes},
		{"la ghir dkhlha", IntentConfirm, DecisionYes},
		{"nope nope add it, i was kidding", IntentConfirm, DecisionYes},
		{"لا لا دخلها، كنت كنضحك", IntentConfirm, DecisionYes},
		// … a bare no then a yes, a joke with nothing taken back, a no
		// corrected into a no, another one, a question
		{"la wakha dkhlha", "", unclear},
		{"no, add the black one", "", unclear},
		{"لا لا غير كنضحك معاك", "", unclear},
		{"no wait, don't add it", "", DecisionHold},
		{"la la tsna, wach kayna f L?", "", unclear},
		{"yes add it, just kidding", "", unclear},
		{"no no add it, just kidding", "", unclear}, // the joke may be the yes
		{"no sorry, add it to my wishlist", "", unclear},
		{"la la bghitha", "", unclear}, // a want with no verb of putting in

		// a blessing of going ahead
		{"iyeh, 3la barakat allah", IntentConfirm, DecisionYes},
		{"واخا، توكلت على الله، دخلها", IntentConfirm, DecisionYes},
		{"iyeh dkhlha, lah yj3el fiha lbaraka", IntentConfirm, DecisionYes},
		// … a blessing of the person is thanks, and a blessing alone
		{"wakha, baraka llahou fik", "", unclear},
		{"wakha 3la barakat allah, walakin mn b3d", "", unclear},

		// a verb of accepting
		{"ana mwafe9", IntentConfirm, DecisionYes},
		{"oui j'accepte", IntentConfirm, DecisionYes},
		{"نعم، أوافق على الطلب", IntentConfirm, DecisionYes},
		{"لا أوافق", "", DecisionNo},
		{"j'accepte si c'est livré demain", "", unclear},
		{"i don't accept", "", unclear},
		{"ana mwafe9 walakin mn b3d", "", unclear},

		// a yes then only joy
		{"yes 🥳🥳", IntentConfirm, DecisionYes},
		{"oui 🙌🙌", IntentConfirm, DecisionYes},
		{"ok 🙄", "", unclear},

		// a worry, a doubt or a problem denied, then the verb
		{"no worries at all, put it in", IntentConfirm, DecisionYes},
		{"not a bad price at all, add it", IntentConfirm, DecisionYes}, // round 35e: as "non pas du tout cher, ajoutez" (yes)
		{"never a problem, add it", IntentConfirm, DecisionYes},
		{"ma kayn la mochkil la walo, dkhlha", IntentConfirm, DecisionYes},
		{"لم أتردد أبدا، أضفها", IntentConfirm, DecisionYes},
		{"nn pas de souci du tout, mettez-la", IntentConfirm, DecisionYes},
		// … a no to something else, the verb negated, no verb at all
		{"no, the red one, add it", "", unclear},
		{"no worries, don't add it", "", unclear},
		{"no worries at all", "", unclear},
		{"la mochkil, walakin zid lk7la", "", unclear},
		{"no need, add the other one", "", unclear},

		// no objection said alone
		{"لا مانع عندي أبدا", IntentConfirm, DecisionYes},
		{"لا اعتراض عندي إطلاقا", IntentConfirm, DecisionYes},
		{"لا مانع من اللون الأحمر", "", unclear},

		// no reason seen to refuse
		{"i don't see why not, put it in", IntentConfirm, DecisionYes},
		{"je vois pas pourquoi pas", IntentConfirm, DecisionYes},
		{"لا أرى سببا للرفض", IntentConfirm, DecisionYes},
		{"je vois pas pourquoi pas, mais plus tard", "", unclear},

		// a no the shopper would not say: beside a yes, or as the idiom
		{"i wouldn't say no", IntentConfirm, DecisionYes},
		{"i would never say no to that", IntentConfirm, DecisionYes},
		{"ce n'est pas de refus", IntentConfirm, DecisionYes},
		{"شكون يقدر يقول لا لهاد الزين، دخلها", IntentConfirm, DecisionYes},
		{"who could say no to that, put it in", IntentConfirm, DecisionYes},
		// … a bare "I don't say no", a later or a condition after it, a
		// question asked back with its mark, the rhetoric alone
		{"je dis pas non", "", unclear},
		{"لا أقول لا", "", unclear},
		{"i won't say no to that, but later", "", unclear},
		{"i won't say no to that price if you lower it", "", unclear},
		{"who would say no? not me", "", unclear},
		{"who could say no to that", "", unclear},

		// a verb of throwing it into the cart, or a bare "hop" to it
		{"chuck it in my basket please", IntentConfirm, DecisionYes},
		{"lo7ha f lpanier 3afak", IntentConfirm, DecisionYes},
		{"allez hop, dans mon panier", IntentConfirm, DecisionYes},
		// … not into the cart, or negated
		{"throw it in the bin", "", unclear},
		{"take it out of the basket", "", DecisionNo},

		// a verb of taking in a Darija tense the grammar did not read
		{"iyeh, kanakhodha", IntentConfirm, DecisionYes},
		{"واخا غناخدها", IntentConfirm, DecisionYes},
		{"safi khditha", IntentConfirm, DecisionYes},
		{"kanakhodha dima mn 3nd jarti", "", unclear},
		{"wakha kanakhodha mn b3d", "", unclear},
	})
}
