package i18n

import "testing"

func TestSlots(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in                  string
		color, size, gender string
	}{
		{"bghit caftan 7mer", "red", "", ""},
		{"robe 7amra", "red", "", ""},
		{"جلابة زرقا", "blue", "", ""},
		{"بالأزرق", "blue", "", ""},
		{"en noir", "black", "", ""},
		{"f lbyed", "white", "", ""},
		{"verres à thé dorés", "gold", "", ""},
		{"mn ghir lk7el?", "", "", ""}, // anything but black
		{"savon noir", "", "", ""},     // a product, not a colour
		{"eau de rose", "", "", ""},    // idem
		{"thé vert", "", "", ""},       // idem
		{"t-shirt noir XL", "black", "XL", ""},
		{"la taille L", "", "L", ""},
		{"wach kayna f L?", "", "L", ""},
		{"l panier", "", "", ""}, // the Darija article, not size L
		{"bghit jean dyal rjal 42", "", "42", "men"},
		{"tajine 30 cm", "", "30cm", ""},
		{"واش عندكم طاجين ديال 30 سم؟", "", "30cm", ""},
		{"iphone 13", "", "", ""}, // a model, not a size
		{"couscoussier 8 L", "", "", ""},
		{"sandales femme 38", "", "38", "women"},
		{"jellaba dyal l3yalat", "", "", "women"},
		{"للأطفال؟", "", "", "kids"},
		{"un parfum pour ma mère", "", "", "women"},
		{"wallet for my dad", "", "", "men"},
		{"wakha khoya", "", "", ""}, // a way of address, not "for men"
		// a colour refused is not the colour searched: the one wanted after it is
		{"pas en gris, kayna en rose?", "pink", "", ""},
		{"ni rouge ni vert, je veux du blanc", "white", "", ""},
		{"neither the pink nor the green, got white?", "white", "", ""},
		{"ma bghitch l7mer, bghit lkhdar", "green", "", ""},
		{"ما بغيتش الحمر، بغيت الخضر", "green", "", ""},
		{"لا أريد الأسود، هل يوجد بالأبيض؟", "white", "", ""},
		{"لا الأحمر ولا الأسود، أريد الأبيض", "white", "", ""},
		{"la 7mra la k7la, bghit chi wa7da bida", "white", "", ""},
		{"I dont like the red, do you have it in blue?", "blue", "", ""},
		{"le noir me va pas, en beige ?", "beige", "", ""},
		{"الأخضر لا يعجبني، هل يوجد أحمر؟", "red", "", ""},
		{"hate the yellow, any in black?", "black", "", ""},
		{"not in red, in black", "black", "", ""},
		{"bla l7mer", "", "", ""},
		// near misses: asked for, wanted only, a French "ma", the article, a price negated
		{"ma kaynach f l7mer?", "red", "", ""},
		{"vous l'avez pas en rouge ?", "red", "", ""},
		{"لا أريد إلا قفطانا أخضر", "green", "", ""},
		{"ma fille veut la même en rose", "pink", "", ""},
		{"la rouge stp", "red", "", ""},
		{"oui mais la beige, la noire est triste", "beige", "", ""},
		{"robe rouge pas trop chère", "red", "", ""},
		{"لا بغيتها كحلة", "black", "", ""}, // a no, then a want
	}
	for _, c := range cases {
		u := Understand(c.in)
		if u.Color != c.color || u.Size != c.size || u.Gender != c.gender {
			t.Errorf("Understand(%q) colour %q size %q gender %q, want %q %q %q", c.in, u.Color, u.Size, u.Gender, c.color, c.size, c.gender)
		}
	}
}

func TestRefineAndQuestions(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want Intent
	}{
		// refine: a colour, size, gender, material or price alone
		{"en bleu ?", IntentRefine}, {"kayna b lon zr9?", IntentRefine}, {"w ta7t 500?", IntentRefine},
		{"dyal rjal", IntentRefine}, {"cheaper?", IntentRefine}, {"moins cher ?", IntentRefine},
		{"other colours?", IntentRefine}, {"chi alwan khrin?", IntentRefine}, {"ktar mn 1000", IntentRefine},
		{"وتحت 500؟", IntentRefine}, {"in xl", IntentRefine}, {"plus grand ?", IntentRefine},
		// a question about the product shown
		{"ch7al?", IntentProductQuestion}, {"ch7al taman dyalha?", IntentProductQuestion},
		{"is it in stock?", IntentProductQuestion}, {"wach kayna f L?", IntentProductQuestion},
		{"livraison à agadir ?", IntentProductQuestion}, {"كم ثمنها؟", IntentProductQuestion},
		{"c'est combien had jellaba?", IntentProductQuestion},
		// a product asked for: a search, even as a question
		{"wach 3ndkom tajine?", IntentProductSearch},
		// picks by what sets a card apart
		{"la moins chère", IntentSelect}, {"the cheapest one", IntentSelect}, {"lli k7la", IntentSelect},
		{"ma bghitch lkhamsa, bghit rab3a", IntentSelect},
		// hesitation is not a search
		{"sber chwiya", IntentHold}, {"khallini nchouf", IntentHold}, {"je réfléchis", IntentHold},
		{"بلاتي نفكر", IntentHold},
		// conditions and chit-chat are not requests
		{"wakha ila kant f L", IntentUnknown}, {"wach nta robot?", IntentUnknown},
	}
	for _, c := range cases {
		if got := Understand(c.in); got.Intent != c.want {
			t.Errorf("Understand(%q) = %s, want %s (%+v)", c.in, got.Intent, c.want, got)
		}
	}
	if u := Understand("ma bghitch lkhamsa, bghit rab3a"); u.Ordinal != 4 {
		t.Errorf("the refused position was kept: ordinal %d, want 4", u.Ordinal)
	}
	if u := Understand("d'autres couleurs ?"); u.DropFilter != "color" {
		t.Errorf("DropFilter = %q, want color", u.DropFilter)
	}
	if u := Understand("anything cheaper?"); !u.Cheaper || u.Intent != IntentRefine {
		t.Errorf("cheaper? = %+v", u)
	}
}

func TestTermSlot(t *testing.T) {
	t.Parallel()
	for term, want := range map[string]string{
		"zr9": "color", "bleu": "color", "الزرق": "color", "k7la": "color", "rjal": "gender", "femme": "gender",
		"jeld": "material", "coton": "material", "xl": "size", "jellaba": "", "l3id": "", "": "", "caftan rouge": "",
	} {
		if got := TermSlot(term); got != want {
			t.Errorf("TermSlot(%q) = %q, want %q", term, got, want)
		}
	}
}

func TestMaterialsTopicsSuperlatives(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in                           string
		intent                       Intent
		material, topic, superlative string
	}{
		{"in cotton", IntentRefine, "cotton", "", ""},
		{"b jeld", IntentRefine, "leather", "", ""},
		{"en lin", IntentRefine, "linen", "", ""},
		{"bghit tajine dyal lfakhar", IntentProductSearch, "clay", "", ""},
		{"ch7al taman dyalha?", IntentProductQuestion, "", TopicPrice, ""},
		{"c'est combien ?", IntentProductQuestion, "", TopicPrice, ""},
		{"how much is it?", IntentProductQuestion, "", TopicPrice, ""},
		{"شحال الثمن ديالها؟", IntentProductQuestion, "", TopicPrice, ""},
		{"is it in stock?", IntentProductQuestion, "", TopicStock, ""},
		{"wach kayna f L?", IntentProductQuestion, "", TopicSize, ""},
		{"fin kayna?", IntentProductQuestion, "", TopicWhere, ""},
		{"livraison à agadir ?", IntentProductQuestion, "", TopicDelivery, ""},
		{"what colours?", IntentProductQuestion, "", TopicColor, ""},
		{"la moins chère", IntentSelect, "", "", SuperCheapest},
		{"rkhes wa7ed", IntentSelect, "", "", SuperCheapest},
		{"the most expensive", IntentSelect, "", "", SuperPriciest},
		{"la plus chère", IntentSelect, "", "", SuperPriciest},
		{"the biggest one", IntentSelect, "", "", SuperBiggest},
	}
	for text, want := range map[string]string{
		"other colours?": DropColor, "d'autres couleurs ?": DropColor, "Undo filter": DropLast,
		"7iyed lfiltre": DropLast, "Retirer le filtre": DropLast, "حيد الفلتر": DropLast,
	} {
		if u := Understand(text); u.Intent != IntentRefine || u.DropFilter != want {
			t.Errorf("Understand(%q) = %s drop %q, want refine drop %q", text, u.Intent, u.DropFilter, want)
		}
	}
	for _, c := range cases {
		u := Understand(c.in)
		if u.Intent != c.intent || u.Material != c.material || u.Topic != c.topic || u.Superlative != c.superlative {
			t.Errorf("Understand(%q) = %s material %q topic %q superlative %q; want %s %q %q %q",
				c.in, u.Intent, u.Material, u.Topic, u.Superlative, c.intent, c.material, c.topic, c.superlative)
		}
	}
}
