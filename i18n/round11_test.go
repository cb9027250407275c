package i18n

import "testing"

// After round nine (issue 11), heldout8's false cancellations: a person
// asked for after a denied bot, in a clause of its own ("non pas un robot,
// une vraie personne"); the exclamation "a la la" (wow), not "no no"; "je
// vous laisse" (the shopper takes leave); a bare "khlas", which is "done"
// as much as "enough". None of them may read as a no; the refusals they
// resemble still do.
func TestNotRefusals(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan satin vert", "Tajine en argile 30 cm"}})
	cases := []struct {
		in     string
		intent Intent // "" when only the decision matters
		dec    Decision
	}{
		// a person wanted instead of the bot, the bot denied in its own clause
		{"non pas un robot, une vraie personne", IntentHuman, DecisionNone},
		{"not a bot, a real person", IntentHuman, DecisionNone},
		{"nope not you, a real person pls", IntentHuman, DecisionNone},
		{"لا، ليس روبوت، شخص حقيقي من فضلك", "", DecisionNone},
		// ... while a person declined is still declined
		{"no thanks, no need for a human", IntentCancel, DecisionNo},
		{"non merci, pas besoin d'un conseiller", IntentCancel, DecisionNo},
		{"la shokran, ma bghitch nhder m3a chi wa7ed", IntentCancel, DecisionNo},
		// a request between the refused bot and the person asks for the person
		{"la ma bghitch nhdr m3a l'robot 3tini numero dyal chi wa7ed", IntentHuman, DecisionNone},
		{"ma bghitch robot, 3tini chi wa7ed", IntentHuman, DecisionNone},
		{"no human needed", IntentCancel, DecisionNo},
		{"لا شكرا، لا أحتاج إلى موظف", IntentCancel, DecisionNo},
		// the exclamation
		{"a la la 3la zin", "", DecisionNone},
		{"oh là là c'est cher", "", DecisionNone},
		{"o la la", "", DecisionNone},
		{"ah la la ma bghitch", IntentCancel, DecisionNo},
		{"la la", IntentCancel, DecisionNo},
		{"ah la", IntentCancel, DecisionNo},
		// taking leave
		{"bon je vous laisse, bonne journée", "", DecisionNone},
		{"je te laisse merci", "", DecisionNone},
		{"laisse tomber", IntentCancel, DecisionNo},
		{"non laisse", IntentCancel, DecisionNo},
		// khlas: done or enough
		{"khlas", "", DecisionAmbiguous},
		{"khlas dirha", IntentConfirm, DecisionYes},
		{"khlas la", IntentCancel, DecisionNo},
		{"khlas mabghitch", IntentCancel, DecisionNo},
		{"khlas, ma bghitch", IntentCancel, DecisionNo},
		{"safi khlas", IntentCancel, DecisionNo},
	}
	for _, c := range cases {
		u := shop.Understand(c.in)
		if c.intent != "" && u.Intent != c.intent {
			t.Errorf("Understand(%q).Intent = %s, want %s", c.in, u.Intent, c.intent)
		}
		if u.Decision != c.dec {
			t.Errorf("Understand(%q).Decision = %s, want %s", c.in, u.Decision, c.dec)
		}
	}
}
