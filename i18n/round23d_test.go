package i18n

import "testing"

// Round 23d: heldout21's ten false readings fixed by general rules
// (round23d.go): a price bound with a verb of putting in, a blessing of
// mercy, an ok then a new search, a verdict then a but and a search for
// something else, a yes then only presence, a yes naming two colours,
// and a doubt denied "at all" then praise and the verb; with the hard
// negatives that must keep their answer. Messages written for this
// test, not copied from a corpus file.
func TestRound23dFamilies(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Djellaba homme", "Babouches cuir", "Sac en cuir"}})
	checkRound(t, shop, []roundCase{
		// a price bound: the search refined, never a yes
		{"zid liya ghir li ta7t 300", IntentRefine, unclear},
		{"put in only the ones under 250", IntentRefine, unclear},
		{"mettez-moi seulement celles à moins de 400", IntentRefine, unclear},
		{"حط ليا غير اللي تحت 200", IntentRefine, unclear},
		// whether delivery is free: asked again (round 27f); the intent is
		// left open, as the corpus splits it (a yes then the question:
		// confirm 10, product_question 9; with a condition, unknown 32)
		{"yes add it. also is delivery free over 400?", "", unclear},
		{"wakha zidha", IntentConfirm, DecisionYes},
		// a blessing of mercy: thanks
		{"allah yr7m lwalidin", IntentThanks, unclear},
		{"ad ak yr7m rbbi a khouya", IntentThanks, unclear},
		{"الله يرحم والديك", IntentThanks, unclear},
		{"zidha, allah yr7m lwalidin", IntentConfirm, DecisionYes},
		// an ok then a new search
		{"d'accord, montrez-moi les babouches noires", IntentProductSearch, unclear},
		{"ok show me the leather bags", IntentProductSearch, unclear},
		{"wakha, wrini djellabas dyal rjal", IntentProductSearch, unclear},
		{"oui, et je veux aussi un plateau", IntentProductSearch, unclear},
		{"yes and i also want a lantern", IntentProductSearch, unclear},
		{"ok add it and show me the babouches", IntentConfirm, DecisionYes}, // the verb said
		{"yes i want it", IntentConfirm, DecisionYes},
		{"ok show me others", "", unclear},
		// a verdict, a but, a search for something else
		{"zwina walakin kan9elleb 3la chi haja ktar classe", "", unclear},
		{"c'est pas mal mais je cherche quelque chose de plus simple", "", unclear},
		{"it's ok but i'm looking for something cheaper", "", unclear},
		{"لا بأس، لكنني أريد شيئا أبسط", "", unclear},
		{"لا بأس، أضفها", IntentConfirm, DecisionYes},
		// a yes then presence
		{"yes yes still here, still browsing", IntentUnknown, unclear},
		{"oui oui je regarde encore", "", unclear},
		{"نعم، ما زلت معك", "", unclear},
		{"iyeh mazal m3ak", "", unclear},
		{"ah ana m3ak", IntentConfirm, DecisionYes}, // the Darija "I agree"
		{"yes i'm still here, add it", IntentConfirm, DecisionYes},
		// two colours named
		{"oui mettez la noire et la beige", "", unclear},
		{"iyeh zid lkhdra w l7amra", "", unclear},
		{"yes add both, the blue and the black", "", unclear},
		{"wakha zidhom b jouj", IntentConfirm, DecisionYes}, // two of it, no colour named
		// a doubt denied at all, praise, the verb
		{"oh non pas du tout, elle est parfaite, ajoutez-la", IntentConfirm, DecisionYes},
		{"no not at all, it's perfect, add it", IntentConfirm, DecisionYes},
		{"la abadan, zwina bzaf, zidha", IntentConfirm, DecisionYes},
		{"non pas du tout", IntentCancel, DecisionNo},
		{"non pas du tout, elle est moche, n'ajoutez pas", IntentCancel, DecisionNo},
		{"no not at all, it's great, add the other one", "", unclear},
	})
}
