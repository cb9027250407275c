package i18n

import "testing"

// round26dShop is a shop with a vocabulary, where the rounds' readings
// hold.
func round26dShop() *Understander {
	return NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Tajine en argile", "Lanterne en cuivre", "Sac en cuir"}})
}

// A concession, then a but and the verb of putting in, last: the yes.
func TestRound26dConcessionThenVerb(t *testing.T) {
	t.Parallel()
	checkRound(t, round26dShop(), []roundCase{
		{"wakha ghalia chwiya walakin dkhlha", IntentConfirm, DecisionYes},
		{"ok twila chwiya 3liya, walakin zidha", IntentConfirm, DecisionYes},
		{"واخا غالية عليا شوية، ولكن دخلها", IntentConfirm, DecisionYes},
		{"ok elle est un peu chère mais ajoutez-la", IntentConfirm, DecisionYes},
		{"yeah a bit pricey for me but add it", IntentConfirm, DecisionYes},
		{"un peu chère, mais elle est magnifique, ajoutez-la", IntentConfirm, DecisionYes},
		{"machi rkhisa walakin zwina bzaf, zidha", IntentConfirm, DecisionYes},
		{"j'allais dire non, mais ajoutez-la", IntentConfirm, DecisionYes},
		{"kont ghadi ngoul lik la, walakin dkhlha", IntentConfirm, DecisionYes},
		// hard negatives: a bare no first, a later, a wait, a thought,
		// another one, a colour, a question, a condition, more after the
		// verb, no concession at all
		{"la walakin zidha", "", unclear},
		{"not now but add it", "", unclear},
		{"ghalia chwiya, walakin zidha mn b3d", "", unclear},
		{"wait, but add it", "", unclear},
		{"je vais réfléchir mais ajoutez-la", "", unclear},
		{"i like the other one but add it", "", unclear},
		{"la rouge est chère mais ajoutez-la", "", unclear},
		{"it's pricey but add it?", "", unclear},
		{"ghalia chwiya walakin ila kayna f L zidha", "", unclear},
		{"it's pricey but add the other one", "", unclear},
		{"c'est cher mais bon", "", unclear},
		// a concession of no kind the shape reads: a dislike, a thanks,
		// an excess, a reason, someone's no before a bare verb; an ok
		// with a dislike
		{"lkhyata ma3jbatnich, walakin dkhlha", "", unclear},
		{"thank you, but add it anyway", "", unclear},
		{"trop chère mais ajoutez-la", "", unclear},
		{"ok i don't like the sleeves but add it", "", unclear},
		{"my husband said no but add it", "", unclear},
		{"my wife was going to say no but add it", "", unclear},
		{"it's pricey but i'm joking add it", "", unclear},
	})
}

// Thinking or waiting denied beside the yes: the yes.
func TestRound26dThinkingDenied(t *testing.T) {
	t.Parallel()
	checkRound(t, round26dShop(), []roundCase{
		{"zidha, ma bqitch nfker", IntentConfirm, DecisionYes},
		{"yallah dkhlha, ma bghitch nb9a nfker fiha", IntentConfirm, DecisionYes},
		{"add it, no more thinking", IntentConfirm, DecisionYes},
		{"nothing to think about, put it in", IntentConfirm, DecisionYes},
		{"لا داعي للتفكير، أضيفوها", IntentConfirm, DecisionYes},
		{"ma n9derch nsber, dkhlha", IntentConfirm, DecisionYes},
		// hard negatives: a bare no before the wait, a wait not denied,
		// the thought of another, a denial of something else, a question
		{"add it, no wait", IntentHold, DecisionHold}, // taken back to a wait (round 38h)
		{"zidha... wait no", "", unclear},
		{"add it, wait", "", unclear},
		{"add it, i'll think", "", unclear},
		{"add it, no more thinking?", "", unclear},
		{"ma bqitch nfker f lokhra, zidha", "", unclear},
		{"i don't want to wait for payday, add it later", "", unclear},
		{"no more thinking, cancel it", "", unclear},
	})
}

// One now, the other later: the yes for the one.
func TestRound26dOtherLater(t *testing.T) {
	t.Parallel()
	checkRound(t, round26dShop(), []roundCase{
		{"nakhod wa7da daba w lokhra mn b3d", IntentConfirm, DecisionYes},
		{"zid wa7da daba w wa7da mn b3d", IntentConfirm, DecisionYes},
		{"add one now, I'll get the other one next month", IntentConfirm, DecisionYes},
		{"dir wa7da f lpanier w ghadi nchri lokhra mn b3d", IntentConfirm, DecisionYes},
		// hard negatives: the other now and this one later, a later
		// alone, no verb for the one, a condition, a question, a no
		{"add the other one now and this one later", "", unclear},
		{"add it later", "", unclear},
		{"ok, the other one later", "", unclear},
		{"add one now and the other later if i like it", "", unclear},
		{"add one now and the other one next month?", "", unclear},
		{"add one now, I won't take the other one next month", "", unclear},
	})
}

// A yes, then a but opening how it is sent: the yes.
func TestRound26dYesButSend(t *testing.T) {
	t.Parallel()
	checkRound(t, round26dShop(), []roundCase{
		{"yes put it in, but ship it after the wedding please", IntentConfirm, DecisionYes},
		{"oui ajoutez-la, mais envoyez-la chez ma mère à Fès", IntentConfirm, DecisionYes},
		{"wakha zidha walakin siftha l dar khti", IntentConfirm, DecisionYes},
		{"نعم أضفها، لكن أرسلوها قبل الجمعة", IntentConfirm, DecisionYes},
		{"d'accord, mais livrez-la après le 20", IntentConfirm, DecisionYes},
		// hard negatives: a later, a negation, another thing, a colour,
		// a count, a photo, a question, a condition, no yes before the
		// but, a person asked
		{"yes add it, but send it later", "", unclear},
		{"oui ajoutez-la, mais ne l'envoyez pas encore", "", unclear},
		{"yes add it but send the tajine with it", "", unclear},
		{"yes but send the red one", "", unclear},
		{"oui mais envoyez-en 2", "", unclear},
		{"yes but send me photos first", "", unclear},
		{"yes add it, but send it when?", "", unclear},
		{"yes add it, but send it to Fès if you deliver there", "", unclear},
		{"it's nice but send it to my sister", "", unclear},
		{"la walakin siftha l khti", "", unclear},
		{"yes but send the other one", "", unclear},
	})
}

// A yes, then an extra not to be forgotten or wanted if the shop has
// it: the yes.
func TestRound26dYesThenExtra(t *testing.T) {
	t.Parallel()
	checkRound(t, round26dShop(), []roundCase{
		{"oui mettez-la, et n'oubliez pas le papier cadeau", IntentConfirm, DecisionYes},
		{"yes add it, and don't forget the receipt", IntentConfirm, DecisionYes},
		{"wakha zidha, w ma tnsach lfatora", IntentConfirm, DecisionYes},
		{"نعم أضفها، ولا تنسوا الفاتورة", IntentConfirm, DecisionYes},
		{"yes please, and gift wrap if you can", IntentConfirm, DecisionYes},
		{"iyeh dkhlha, w dir lia ghlaf dyal cadeau ila kayn", IntentConfirm, DecisionYes},
		// hard negatives: the yes's own condition, a thing the shop
		// sells, another one, a count, a later, a question, no yes, a
		// forgetting of something else
		{"add it if you have gift wrap", "", unclear},
		{"yes add it, and don't forget the tajine", "", unclear},
		{"yes add it and a sac en cuir if you have one", "", unclear},
		{"yes add it, and don't forget the other one", "", unclear},
		{"yes add it, and two gift bags if you have", "", unclear},
		{"yes add it, and gift wrap later if you have", "", unclear},
		{"yes add it, and gift wrap if you have?", "", unclear},
		{"it's nice, and don't forget the receipt", "", unclear},
		{"yes add it, and a gift card too if you have one", "", unclear},
		{"yes add it, and a gift too if you have one", "", unclear},
		{"yes add it, and don't forget my other order", "", unclear},
	})
}

// A yes, then the occasion it is for and when: the yes.
func TestRound26dYesThenOccasion(t *testing.T) {
	t.Parallel()
	checkRound(t, round26dShop(), []roundCase{
		{"yes put it in, it's for my brother's wedding next month", IntentConfirm, DecisionYes},
		{"wakha, hadi l l3id", IntentConfirm, DecisionYes},
		{"ok add it, our anniversary is on the 3rd", IntentConfirm, DecisionYes},
		{"oui ajoutez-la, c'est pour l'anniversaire de ma mère samedi", IntentConfirm, DecisionYes},
		{"wakha zidha, hadi l l3ers dyal khti ljom3a jaya", IntentConfirm, DecisionYes},
		// hard negatives: a deadline as a condition, a but, a later, a
		// question, no yes before it, a count, another thing
		{"why not, as long as it arrives before the wedding", "", unclear},
		{"wakha, lmohim twsl 9bl l3id", "", unclear},
		{"yes, but for my birthday next week", "", unclear},
		{"yes, it's for my brother's wedding next month", "", unclear},
		{"yes add it later, it's for my birthday next week", "", unclear},
		{"yes, it's for my birthday next week?", "", unclear},
		{"it's for my birthday next week", "", unclear},
		{"yes, i need two for the wedding next week", "", unclear},
		{"yes, and a tajine for the wedding next week", "", unclear},
	})
}
