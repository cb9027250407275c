package i18n

import "testing"

// Round 30a (round30a.go): readings the retrain on heldout27 and
// tuning29 moved, read by shape. Messages written for this test, not
// copied from a corpus file, each shape with the hard negatives it must
// leave alone.
func TestRound30aShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Babouches cuir"}})
	checkRound(t, shop, []roundCase{
		// "yallah" and a blessing: a goodbye.
		{"yallah, lah y3tikom se77a a khoya", IntentBye, unclear},
		// hard negatives: the blessing alone is thanks; with a put-in, a yes
		{"lah y3tikom se77a a khoya", IntentThanks, unclear},
		{"yallah zidha, lah y3tik se77a", IntentConfirm, DecisionYes},

		// "vous avez plus de …?": more asked.
		{"vous avez plus de plateaux ?", IntentShowMore, unclear},
		// hard negative: a count, no more of them
		{"vous avez plus de 30 cm ?", "", unclear},

		// "something more …": a refinement.
		{"something more colourful maybe", IntentRefine, unclear},
		// hard negative: a no first
		{"no, something more modern", "", DecisionNo},

		// "can I …?": a question, never a wait.
		{"n9der nchouf lplateau b 3iniya?", IntentProductQuestion, unclear},
		// hard negatives: a statement after the question; said, not asked
		{"n9der nji mn b3d? ghadi nchouf m3a khti", IntentHold, unclear},
		{"khassni nchoufha b 3iniya", IntentHold, unclear},

		// "allez hop": a yes.
		{"allez hop, au panier", IntentConfirm, DecisionYes},
		// hard negative: negated
		{"hop hop, ne mettez rien", "", DecisionNo},

		// a yes, then only copies: a yes.
		{"oui, en trois exemplaires svp", IntentConfirm, DecisionYes},
		// hard negative: a but
		{"oui mais en 3 exemplaires", "", unclear},
		{"ok, 2 exemplaires", "", unclear},

		// "i'm in", "i'll have it": a yes.
		{"ok i'm in", IntentConfirm, DecisionYes},
		{"i'll have it", IntentConfirm, DecisionYes},
		// hard negative: where one is
		{"i'm in the car", "", unclear},

		// a no, then only "3la slamtek": the no.
		{"la la 3la slamtek", IntentCancel, DecisionNo},
		// hard negative: the courtesy alone
		{"3la slamtek", "", unclear},

		// "stop adding": a no.
		{"please stop adding things to my cart", IntentCancel, DecisionNo},
		// hard negative: a yes first
		{"ok add it and stop adding others", IntentConfirm, unclear},

		// a no, then a statement with no want: a refusal, asked again.
		// (a no then the old one still new is the README's closing
		// reason, a no: the classifier retrained at the round's end reads
		// it so, and either is safe)
		{"لا، الزربية ديال ماما باقي جديدة", IntentCancel, DecisionNo},
		{"non, ma pointure c 46 et vous avez que jusqu a 44", IntentCancel, unclear},
		// hard negatives: another thing wanted; a yes word after the no
		{"non, je cherche plutôt un plateau", IntentProductSearch, DecisionNo},
		{"no, the 30 cm tajine is fine, go ahead", IntentConfirm, unclear},

		// "I don't like it": a no, more asked or not.
		{"ma3jbatnich lplateau", IntentCancel, DecisionNo},
		{"la, hadou ma3jbounich, wrini lokhrin", IntentShowMore, DecisionNo},
		{"ma 3jbatnich had lon, kayn b lk7el?", "", DecisionNo},
		// the list disliked, then more, no no said: labelled both ways (round 22i)
		{"hadou ma3jbounich, wrini lokhrin", IntentShowMore, DecisionNo}, // read a no since round 37s (round37s.go)
		// hard negatives: a condition; a return asked; asked first; liked
		{"w ila ma 3jbatnich?", "", unclear},
		{"ila ma 3jbatnich nrj3ha", "", unclear},
		{"ma3jbatnich bzaf walakin wakha", "", unclear},
		{"other colours? ma3jbnich hada", "", unclear},
		{"3jbatni bzaf", "", unclear},

		// a no, then at once a because: a no.
		{"la 7it kbira 3la tbla dyali", IntentCancel, DecisionNo},
		// hard negative: a yes after the reason
		{"non parce que... bon ok, ajoutez-la", "", DecisionYes},

		// a no, then "I buy nothing": a no.
		{"la, ma nchri walo had simana", IntentCancel, DecisionNo},

		// an ok, then "what about" the size: a question.
		{"حسنا، ولكن ماذا عن المقاس؟", IntentProductQuestion, unclear},
		// hard negative: "what about" a colour alone
		{"what about green?", IntentRefine, unclear},

		// "but no": a no.
		{"zwin bzaf walakin la, shokran", IntentCancel, DecisionNo},
		{"c'est gentil mais non merci", IntentCancel, DecisionNo},
		{"i was going to say yes but no", IntentCancel, DecisionNo},
		// hard negatives: a bare yes then "but no"; a wait after it; "but"
		// then a no that opens a clause going on
		{"oui mais non", "", unclear},
		{"oui enfin non, attendez", "", unclear},
		{"thanks but no, i want the blue one", "", unclear},
		{"oui mais la livraison c'est combien ?", "", unclear},

		// a yes, then whether delivery is free asked: asked again, as
		// round 27f reads it (most corpus lines of the shape are labelled
		// a yes, but the blind writers split on it, with a put verb too:
		// the yes may hang on the answer)
		{"wakha, tawsil l fes fabor?", "", unclear},
		{"ah ok, livraison gratuite ?", "", unclear},
		// ... and with a put-in verb too: the writers split on it
		{"ok add it, is shipping to rabat free?", "", unclear},
		{"wakha dkhlha, tawsil l casa fabor?", "", unclear},
		// hard negatives: a but; an if
		{"yes but is shipping free?", "", unclear},
		{"wakha ila kan tawsil fabor", "", unclear},

		// a yes, then the colour praised in Darija: a yes.
		{"wakha, lon dyalha zwin bzaf", IntentConfirm, DecisionYes},
		// hard negatives: "ah" alone; a but
		{"ah lon dyalha zwin", "", unclear},
		{"wakha lon zwin walakin ghalia", "", unclear},
	})
}
