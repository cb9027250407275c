package i18n

import "testing"

// round26fShop is a shop with a vocabulary, where the rounds' readings
// hold.
func round26fShop() *Understander {
	return NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Tajine en argile", "Lanterne en cuivre", "Sac en cuir"}})
}

// A look or a buy elsewhere, negated: the shopper stays. Alone it is
// asked again; with a put-in it is the yes.
func TestRound26fElsewhereNegated(t *testing.T) {
	t.Parallel()
	checkRound(t, round26fShop(), []roundCase{
		{"i'm not gonna search elsewhere", "", unclear},
		{"je ne vais pas chercher ailleurs", "", unclear},
		{"ma ghadich n9elleb f chi blasa khra", "", unclear},
		{"ma ghanchrihach mn blasa okhra", "", unclear},
		{"لن أبحث عنها في مكان آخر", "", unclear},
		{"you won't find one like this elsewhere", "", unclear},
		{"i won't shop anywhere else, put it in my cart", IntentConfirm, DecisionYes},
		{"je vais pas la chercher ailleurs, mettez-la au panier", IntentConfirm, DecisionYes},
		{"ma ghadich nqelleb 3liha f blasa khra, dkhlha", IntentConfirm, DecisionYes},
		{"لن أشتريه من مكان آخر، أضفه", IntentConfirm, DecisionYes},
		// hard negatives: the look elsewhere said, a bare no before it,
		// a condition, a negation of something else, a question
		{"i'll search elsewhere, thanks", "", DecisionNo},
		{"non merci, je vais chercher ailleurs", "", DecisionNo},
		{"la, ghadi nchriha mn blasa khra", "", DecisionNo},
		{"la ma bghitch, l9it wa7da f blasa khra", "", DecisionNo},
		{"je vais pas chercher ailleurs, non merci", "", DecisionNo},
		{"non, je ne vais pas chercher ailleurs, je ne prends rien", "", DecisionNo},
		{"no i'm not gonna search elsewhere", "", DecisionNo},
		{"i won't look elsewhere, no thanks", "", DecisionNo},
		{"i won't buy it anywhere else, i'm just not buying it", "", DecisionNo},
		{"i don't mind looking elsewhere, put it in my cart", "", unclear},
		{"if it's not in stock i'll look elsewhere", "", unclear},
		{"i won't look elsewhere, add it?", "", unclear},
	})
}

// Someone else who will look elsewhere, or who bought one not for the
// shopper: no refusal of the shopper's.
func TestRound26fSomeoneElse(t *testing.T) {
	t.Parallel()
	checkRound(t, round26fShop(), []roundCase{
		{"my brother will look somewhere else", "", unclear},
		{"mon frère va regarder ailleurs", "", unclear},
		{"khoya ghadi y9elleb f blasa khra", "", unclear},
		{"my friend bought one a month ago", "", unclear},
		{"mon amie en a acheté une le mois dernier", "", unclear},
		{"my brother will look somewhere else, put it in my cart", IntentConfirm, DecisionYes},
		// hard negatives: a gift to the shopper, said already, a no
		// before, the one shown, the shopper buying elsewhere
		{"my brother already got me one", "", DecisionNo},
		{"no thanks, my friend bought me one", "", DecisionNo},
		{"la shokran, khoya chra lia wa7ed", "", DecisionNo},
		{"no, my friend bought one a month ago", "", DecisionNo},
		{"my brother bought me one for my birthday", "", DecisionNo},
		{"no, my brother found it cheaper elsewhere", "", DecisionNo},
	})
}

// A time that won't be long: no refusal.
func TestRound26fNotLong(t *testing.T) {
	t.Parallel()
	checkRound(t, round26fShop(), []roundCase{
		{"it shouldn't take long", "", unclear},
		{"ça va pas prendre longtemps", "", unclear},
		{"ça sera pas long", "", unclear},
		{"ma ghatwelch", "", unclear},
		{"لن يطول", "", unclear},
		{"that won't take too long, put it in my cart", IntentConfirm, DecisionYes},
		{"ça prendra pas longtemps, ajoutez-la", IntentConfirm, DecisionYes},
		// hard negatives: too long said, a wait refused, a question
		{"delivery takes way too long, forget it", "", DecisionNo},
		{"no, shipping is too long", "", DecisionNo},
		{"i won't wait that long", "", unclear},
		{"it won't take long, put it in my cart?", "", unclear},
	})
}

// A negated forget beside the yes: a request, never a refusal.
func TestRound26fForgetDenied(t *testing.T) {
	t.Parallel()
	checkRound(t, round26fShop(), []roundCase{
		{"sure put it in, and don't forget to text me", IntentConfirm, DecisionYes},
		{"yes, and never forget my discount", IntentConfirm, DecisionYes},
		{"oui mettez-la, et n'oubliez pas de m'appeler avant", IntentConfirm, DecisionYes},
		{"wakha dkhlha, w ma tnsach t3ayet lia", IntentConfirm, DecisionYes},
		{"نعم أضفها، ولا تنسوا الاتصال بي", "", DecisionYes},
		{"don't forget to text me, put it in the cart", IntentConfirm, DecisionYes},
		// hard negatives: the forget not negated, a no before, a cancel
		// asked in the forget's clause, a question
		{"yes... actually no, forget it", "", DecisionNo},
		{"no, and don't forget to refund me", "", DecisionNo},
		{"la, w ma tnsach trje3 lia flousi", "", DecisionNo},
		{"yes put it in, and don't forget to cancel my other order", "", unclear},
		{"dkhlha, w ma tnsach t7ayed lkhadra", "", unclear},
		{"put it in and don't forget to call me?", "", unclear},
	})
}

// A hurry or a regret denied, the shopper's cancel denied: no refusal.
func TestRound26fCalmAndCancelDenied(t *testing.T) {
	t.Parallel()
	checkRound(t, round26fShop(), []roundCase{
		{"i'm really not in a hurry", "", unclear},
		{"ma mzrobach", "", unclear},
		{"i'm not gonna cancel", "", unclear},
		{"je ne vais pas l'annuler", "", unclear},
		{"ma ghadich n7aydha", "", unclear},
		{"ma ghadich nendem", "", unclear},
		{"no hurry at all, put it in my cart", IntentConfirm, DecisionYes},
		{"je suis pas pressée, mettez-la au panier", IntentConfirm, DecisionYes},
		{"put it in my cart, i won't regret it", IntentConfirm, DecisionYes},
		{"i'm not cancelling, put it in my cart", IntentConfirm, DecisionYes},
		{"ma ghanlghihach, dkhlha", IntentConfirm, DecisionYes},
		// hard negatives: a wait with it, a no, a cancel asked, a
		// negation after the regret
		{"no hurry, i'll think it over", "", DecisionHold},
		{"no, i'm not in a hurry to buy", "", DecisionNo},
		{"i'm in a hurry, just cancel it", "", DecisionNo},
		{"no, cancel it", "", DecisionNo},
		{"no rush, put it in my cart?", "", unclear},
	})
}

// A bare ok beside a clause of no answer is no put-in: asked again.
func TestRound26fBareOkBeside(t *testing.T) {
	t.Parallel()
	checkRound(t, round26fShop(), []roundCase{
		{"wakha, ma ghadich n9elleb f chi blasa khra", "", unclear},
		{"oui, mon frère en a acheté un", "", unclear},
		{"sure, it won't be long till i order again", "", unclear},
		{"yes, but i'm really not in a hurry", "", unclear},
		{"ok, i won't look anywhere else, add it", IntentConfirm, DecisionYes},
		{"sure, and don't forget to text me", IntentConfirm, DecisionYes},
	})
}
