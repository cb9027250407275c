package i18n

import "testing"

// After the seventeenth round (issue 11), heldout15's four false readings,
// read alone and fixed by general rules: a yes verb negated right before
// it after a yes ("yes i'm sure, don't add it"), a French contrast inside
// Arabic-script Darija ("واخا par contre …"), a "ma" that calls someone
// before a comma ("a ma, zidha"), and an acknowledgment then how much is
// asked ("wakha, w ch7al livraison?"). Messages written for this test,
// not copied from a corpus file.
func TestSeventeenthRoundFalseReadings(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	for _, c := range []struct {
		in   string
		want Decision
	}{
		// A negation right before the yes verb it negates.
		{"yes i'm sure, don't add it", unclear},
		{"oui je suis sûr, n'ajoute pas", unclear},
		{"ok fine, don't add it please", unclear},
		// not across a comma, nor the "لا" of "why not", nor "لا" before an imperative
		{"ça me dérange pas, ajoute-le", DecisionYes},
		{"علاش لا زيدها", DecisionYes},
		// French contrasts are a but, also among Arabic letters.
		{"واخا par contre خاصها توصل قبل السبت", unclear},
		{"oui, cependant il faut qu'il arrive lundi", unclear},
		{"d'accord toutefois je préfère en bleu", unclear},
		{"ajoute-la, je paie contre remboursement", DecisionYes},
		// "ma" before a comma calls someone; the negation needs its verb.
		{"a ma, zidha rah zwina", DecisionYes},
		{"ma, dirha f lpanier", DecisionYes},
		{"ma zidhach", DecisionNo},
		// An acknowledgment then how much asked: the yes may wait on it.
		{"wakha, w ch7al livraison l fes?", unclear},
		{"ok, combien coûte la livraison ?", unclear},
		{"okay, how much is shipping to rabat?", unclear},
		// with a verb of adding still a yes (how long it takes alone: asked again, round 36t)
		{"wakha, ch7al ghadi takhod l livraison l agadir?", unclear}, // asked again since round 36t: how long delivery takes after a plain yes (README's round-28 ruling; seen corpus 15 lines unclear, 6 older a yes)
		{"ok ajoute, la livraison c combien pour fes", DecisionYes},
		{"wakha 7ottha, ch7al livraison l fes?", DecisionYes},
	} {
		if got := shopDecision(shop, c.in); got != c.want {
			t.Errorf("Understand(%q).Decision = %q, want %q", c.in, got, c.want)
		}
	}
}

// unclear stands for both readings that make the engine ask again.
const unclear Decision = "unclear (none or ambiguous: asked again)"

// shopDecision is what x decides on text if a question is pending, with
// none and ambiguous read as one: asked again.
func shopDecision(x *Understander, text string) Decision {
	return askedAgain(x.Understand(text).Decision)
}

// askedAgain reads none and ambiguous as one: the engine asks again.
func askedAgain(d Decision) Decision {
	if d == DecisionAmbiguous || d == DecisionNone {
		return unclear
	}
	return d
}

// roundCase is one message of a round's table: the intent it must read
// ("" for any) and what it decides if "add it to your cart?" is pending.
type roundCase struct {
	in     string
	intent Intent
	want   Decision
}

// checkRound reads every case with x and reports each that differs.
func checkRound(t *testing.T, x *Understander, cases []roundCase) {
	t.Helper()
	for _, c := range cases {
		u := x.Understand(c.in)
		if got := shopDecision(x, c.in); got != c.want || (c.intent != "" && u.Intent != c.intent) {
			t.Errorf("Understand(%q) = %s / %q, want %s / %q", c.in, u.Intent, got, c.intent, c.want)
		}
	}
}
