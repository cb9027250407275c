package i18n

import "testing"

// The "Expected results" line of notes/confirmations.md §8.
func TestParseDecisionExpectedResults(t *testing.T) {
	t.Parallel()
	want := map[Decision][]string{
		DecisionYes: {"Wakhaaa", "WAKHA!", "واخاااا", "إيــه", "آه", "Ah", "safi", "d’accord", "Oui 👍🏽", "✔️",
			"n3am", "نَعَمْ", "la machi mochkil"},
		DecisionNo: {"la", "Laaaa", "لا", "ﻻ", "machi daba", "ماشي دابا", "mabghitch", "ma bghitch",
			"la shokran"},
		DecisionAmbiguous: {"safi baraka"},
		DecisionNone:      {"wakha twil bzaf", "fine"},
	}
	for d, texts := range want {
		for _, s := range texts {
			if got := ParseDecision(s); got != d {
				t.Errorf("ParseDecision(%q) = %q, want %q", s, got, d)
			}
		}
	}
}

func TestParseDecision(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want Decision
	}{
		// spec §6.1 minimum, with case and surrounding punctuation
		{"yes", DecisionYes}, {"Y", DecisionYes}, {"confirm", DecisionYes}, {"OK.", DecisionYes},
		{"okay!", DecisionYes}, {"  sure ", DecisionYes}, {"ah", DecisionYes}, {"wakha", DecisionYes},
		{"mzyan", DecisionYes}, {"iyyeh", DecisionYes}, {"na3am", DecisionYes},
		{"no", DecisionNo}, {"N", DecisionNo}, {"cancel", DecisionNo}, {"STOP", DecisionNo}, {"nope", DecisionNo},
		{"la", DecisionNo}, {"bala", DecisionNo}, {"mansalich", DecisionNo},
		// several known words
		{"ok wakha", DecisionYes}, {"la la", DecisionNo}, {"oui 👍", DecisionYes}, {"yes please", DecisionYes},
		{"wakha 3afak", DecisionYes}, {"oui merci", DecisionYes}, {"ah bghit", DecisionYes},
		{"iyeh a sidi", DecisionYes}, {"wa5a", DecisionYes}, {"waxa", DecisionYes}, {"👌", DecisionYes},
		// "ou"/"o" before an answer is "and so", not "où"; alone or asking it is nothing
		{"ou wakha zidha", DecisionYes}, {"o 3lach la", DecisionYes}, {"ou wakha?", DecisionNone},
		{"ou est la commande", DecisionNone},
		// A mistake owned is a reason beside a no, no answer alone; "just
		// asking" makes the message a question, whatever else it says.
		{"smhli ghlat", DecisionNone}, {"erreur", DecisionNone}, {"ghlat, ma bghitch hadi", DecisionNo},
		{"erreur, enlevez-la", DecisionNo}, {"no, i made a mistake", DecisionNo}, {"la, ghir kanswwel", DecisionNone},
		{"ma bghit walo, just asking", DecisionNone}, {"non, juste une question", DecisionNone}, {"la, ghir kantsara", DecisionNo},
		// slips of the finger: an answer word misspelt is still read, a negation misspelt never becomes a yes
		{"machi mochkl", DecisionYes}, {"mabgitch nzidha", DecisionNone}, {"ma bghithc nakhodha", DecisionNone},
		{"je veux acheter une mnotre", DecisionNone},
		// Darija verbs written without their vowels
		{"wakha zdha", DecisionYes}, {"ah sfto liya", DecisionYes}, {"ok drha", DecisionYes}, {"la khllha", DecisionNo},
		{"zdo", DecisionNone}, {"ma bghtha", DecisionNo},
		// negation scope: a negation next to a word no list knows may deny that word: asked again; a
		// worry, an objection or a hesitation denied (sixth round) reassures: a yes beside a yes verb
		{"لا تقلق، أضفه", DecisionYes}, {"i don't mind, add it", DecisionYes}, {"n'hésitez pas à l'ajouter", DecisionYes},
		{"la tnervach, zidha", DecisionNone},
		{"don't add it", DecisionNo}, {"لمَ لا", DecisionYes}, {"i don't get it", DecisionNone},
		{"واخا زدها ليا", DecisionYes}, {"لا خلها", DecisionNo}, {"درهم", DecisionNone}, {"drhom", DecisionNone},
		{"✅", DecisionYes}, {"ok 😊", DecisionYes},
		// phrases before words
		{"ah non", DecisionNo}, {"ah la", DecisionNo}, {"safi nsa", DecisionNo}, {"not now", DecisionNo},
		{"no thanks", DecisionNo}, {"never mind", DecisionNo}, {"pas maintenant", DecisionNo},
		{"non merci", DecisionNo}, {"laisse tomber", DecisionNo}, {"c'est bon", DecisionAmbiguous},
		{"ça marche", DecisionYes}, {"bien sûr", DecisionYes}, {"vas-y", DecisionYes}, {"go ahead", DecisionYes},
		{"sounds good", DecisionYes}, {"of course", DecisionYes}, {"machi mochkil", DecisionYes},
		{"ماشي مشكل", DecisionYes}, {"لا شكرا", DecisionNo}, {"plus tard", DecisionNo}, {"men b3d", DecisionNo},
		{"pas de problème", DecisionYes}, {"d'acc", DecisionYes}, {"dacc", DecisionYes},
		{"yes, add it", DecisionYes}, {"zidha", DecisionYes}, {"ajoute-le au panier", DecisionYes},
		{"ajoute-le", DecisionYes}, {"je le prends", DecisionYes}, {"zid", DecisionNone},
		// emoji
		{"👎", DecisionNo}, {"❌", DecisionNo}, {"✖️", DecisionNo}, {"🚫", DecisionNo}, {"👍🏿👍", DecisionYes},
		// hold
		{"bllati", DecisionHold}, {"tsnna", DecisionHold}, {"✋", DecisionHold}, {"🖐️", DecisionHold},
		{"wait", DecisionHold}, {"attends", DecisionHold}, {"bllati chwiya 3afak", DecisionHold},
		{"wait, no", DecisionHold},
		// mixed
		{"safi baraka", DecisionAmbiguous}, {"ok no", DecisionAmbiguous}, {"oui non", DecisionAmbiguous},
		// not a decision
		{"", DecisionNone}, {"   ", DecisionNone}, {"merci", DecisionNone}, {"3afak", DecisionNone},
		{"fine", DecisionNone}, {"right", DecisionNone}, {"1", DecisionNone}, {"0", DecisionNone},
		{"la robe rouge", DecisionNone}, {"yes but change size", DecisionNone},
		{"wakha walakin bdel l9iyas", DecisionNone}, {"machi", DecisionNone}, {"yak", DecisionNone},
		{"iwa", DecisionNone}, {"inchallah", DecisionNone}, {"tta", DecisionNone}, {"7ta", DecisionNone},
		{"labas", DecisionNone}, {"bghit", DecisionNone}, {"on", DecisionNone}, {"true", DecisionNone},
		{"😂", DecisionNone}, {"wah tlaja", DecisionNone},
	}
	for _, c := range cases {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// Spelling variants in the word lists must meet the words a shopper types:
// every entry is normalized like a message.
func TestDecisionLexiconVariantsMeet(t *testing.T) {
	t.Parallel()
	for _, pair := range [][2]string{{"lla", "la"}, {"iyyeh", "iyeh"}, {"آه", "أه"}, {"مزيان", "مزيآن"}, {"d'accord", "daccord"}} {
		if a, b := ParseDecision(pair[0]), ParseDecision(pair[1]); a != b || a == DecisionNone {
			t.Errorf("%q → %q but %q → %q", pair[0], a, pair[1], b)
		}
	}
}

// Issue 11's families: yes and no forms, questions asked back, negation.
func TestParseDecisionGrammar(t *testing.T) {
	t.Parallel()
	want := map[Decision][]string{
		DecisionYes: {"ewa wakha", "tamam", "تمام", "yep sure", "vas-y", "d'accord ça marche", "iyeh, sifto",
			"ah zidha l panier", "ah bghitha", "mashi mochkil", "ma kayn mochkil", "bla mochkil", "3lach la",
			"علاش لا", "لا مانع", "لا بأس", "no worries, add it", "yes put it in my cart", "نعم، أضفه",
			"اه نديها", "wakha, nakhodha", "oui merci", "yes thanks", "oui parfait 👌"},
		DecisionNo: {"la2", "لالا", "la shokran", "ma bghitch daba", "mabghitch", "لا أريد", "forget it",
			"annule la commande", "cancel that", "no don't add it", "je ne veux pas", "j'en veux pas",
			"ma zidhach", "ma bghitch nzidha", "ماغاديش ناخدها", "no, too expensive", "non c'est bon",
			"la, wrini lokhrin", "7bs safi", "safi khlas", "لا شكراً لك"},
		DecisionHold: {"sber chwiya", "khallini nchouf", "je réfléchis", "let me think about it", "ma3rftch",
			"ما عرفتش", "7ta nchouf m3a rajli", "بلاتي نفكر", "wait a sec", "la sber chwiya", "🤔"},
		DecisionAmbiguous: {"safi baraka", "safi, wrini lokhrin"},
		DecisionNone: {"wakha?", "safi?", "ok?", "ok ?", "d'accord ?", "mzyan?", "oui ?", "واخا؟", "no?",
			"annuler ?", "wakha wla la", "ok merci", "ok thanks", "ok cool", "mzyana bzaf", "zid",
			"la ana bghit lwla", "wakha, bghit jouj", "yes if it comes in M", "no way", "la machi hakka",
			"iyeh walakin b lk7el", "ah zidni wa7ed lkhor", "لا أفهم", "merci, wrini lokhrin", "ma fhmtch",
			"ok merci", "wakha shokran", "hmm ok", "mzyana bzaf", "mzyana", "parfait", "iyeh ana hna", "oui encore",
			"wakha wla"},
	}
	for d, texts := range want {
		for _, s := range texts {
			if got := ParseDecision(s); got != d {
				t.Errorf("ParseDecision(%q) = %q, want %q", s, got, d)
			}
		}
	}
}
