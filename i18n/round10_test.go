package i18n

import "testing"

// Tenth round (issue 11): follow-up questions about the product shown —
// a yes/no question without its question mark, a quality or another
// thing the shop sells as what is asked, the article Darija drops after
// "wach", a pronoun for the product as the subject, a comparison of the
// cards, "fih"/"fiha" as what a product or a card has. Searches, picks
// and colour alternatives stay what they were.
func TestFollowUpQuestions(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Huile d'argan", "Argan oil", "Sac", "Bag", "Tajine en argile",
		"Brad", "Jellaba", "الصاك", "السنسلة", "Smartphone reconditionné", "Babouches"},
		Synonyms: []string{"sac", "tajine", "zarbia", "bag", "zip"}})
	checkIntents(t, shop, []intentCase{
		// a quality, a material, another thing sold: what is asked
		{"is the argan oil pure?", IntentProductQuestion},
		{"l'huile est pure ?", IntentProductQuestion},
		{"wach lbrad nhas wla inox?", IntentProductQuestion},
		{"واش الصاك فيه السنسلة؟", IntentProductQuestion},
		// no question mark after an opening question word
		{"does the bag have a zip", IntentProductQuestion},
		{"can i return it if it doesn't fit", IntentProductQuestion},
		{"do you have it in L", IntentProductQuestion},
		// the article dropped after "wach"
		{"wach sac fih fermeture?", IntentProductQuestion},
		{"wach tajine kaydkhol l four?", IntentProductQuestion},
		// a pronoun for the product shown
		{"il est lourd ?", IntentProductQuestion},
		{"can it go in the oven", IntentProductQuestion},
		{"il est neuf ou reconditionné ?", IntentProductQuestion},
		{"هل هو ثقيل؟", IntentProductQuestion},
		// comparisons of the cards, asked
		{"which one is lighter, the first or the second?", IntentProductQuestion},
		{"ach a7san fihom?", IntentProductQuestion},
		// a price asked beside a card told by its colour
		{"how much for the blue one", IntentProductQuestion},
		// what a card has, picked
		{"lli fiha ghta", IntentSelect},
		{"التي بدون غطاء", IntentSelect},
		// washing, fit, length, colours on offer, origin, what comes with it
		{"kifach kanghslha", IntentProductQuestion},
		{"كيف أغسله؟", IntentProductQuestion},
		{"taille normal ?", IntentProductQuestion},
		{"wach l9yas normal?", IntentProductQuestion},
		{"b ach mn alwan kayna?", IntentProductQuestion},
		{"بأشمن لون كاينة؟", IntentProductQuestion},
		{"mn fin jaya had zarbia?", IntentProductQuestion},
		{"wach jay m3a lghta?", IntentProductQuestion},
		{"la ceinture est comprise ?", IntentProductQuestion},
		{"la garantie c'est combien de temps", IntentProductQuestion},
		// a colour beside availability: another colour, unless a card is
		// meant by it or a size is asked
		{"dispo en noir ?", IntentRefine},
		{"la rouge est dispo ?", IntentProductQuestion},
		{"هل السوداء متوفرة بمقاس M؟", IntentProductQuestion},
		// "تابع العرض" shows more; "العرض" is no width
		{"تابع العرض", IntentShowMore},
		// impersonal "il", the order's state, a bare which: no product question
		{"il faut confirmer ?", IntentUnknown},
		{"il se passe quoi maintenant ?", IntentUnknown},
		{"so is it done?", IntentUnknown},
		{"lequel ?", IntentUnknown},
		// asked for, available, another colour: searches and refinements
		{"wach 3ndkom sac fih fermeture?", IntentProductSearch},
		{"il vous reste des babouches en cuir ?", IntentProductSearch},
		{"do you have it in black?", IntentRefine},
		{"sghir fihom", IntentSelect},
		{"is there a bag with a zip?", IntentProductSearch},
	})
}
