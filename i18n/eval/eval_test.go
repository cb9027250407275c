package eval

import (
	"bytes"
	"strings"
	"testing"

	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/internal/corpus"
)

// fixed answers by text, so the scoring itself is tested without i18n.
func fixed(m map[string]i18n.Understanding) Understander {
	return func(text string) i18n.Understanding {
		if u, ok := m[text]; ok {
			return u
		}
		return i18n.Understanding{Intent: i18n.IntentUnknown}
	}
}

func TestRunScores(t *testing.T) {
	t.Parallel()
	lines := `{"text":"wakha","lang":"darija_latn","intent":"confirm","decision":"yes","family":"yes_words"}
{"text":"wakha?","lang":"darija_latn","intent":"unknown","decision":"unclear","family":"questions"}
{"text":"la","lang":"darija_latn","intent":"cancel","decision":"no","family":"no_words"}
{"text":"tani","lang":"darija_latn","intent":"select","ordinal":2,"family":"ordinals"}
{"text":"robe rouge moins de 300","lang":"fr","intent":"product_search","max_price":300,"color":"red","family":"search"}
{"text":"hello","lang":"en","intent":"greeting","family":"social"}
{"text":"2","lang":"en","intent":"select","ordinal":2,"family":"ordinals"}`
	exs, err := corpus.Parse(strings.NewReader(lines), "t.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	u := fixed(map[string]i18n.Understanding{
		"wakha":                   {Intent: i18n.IntentConfirm, Decision: i18n.DecisionYes, Lang: i18n.Darija},
		"wakha?":                  {Intent: i18n.IntentConfirm, Decision: i18n.DecisionYes, Lang: i18n.Darija}, // false yes
		"la":                      {Intent: i18n.IntentUnknown, Lang: i18n.French},                             // safe miss, wrong language
		"tani":                    {Intent: i18n.IntentSelect, Ordinal: 3, Lang: i18n.Darija},                  // wrong position
		"robe rouge moins de 300": {Intent: i18n.IntentProductSearch, MaxPrice: 300, Color: "red", Size: "M", Lang: i18n.French},
		"hello":                   {Intent: i18n.IntentGreeting, Decision: i18n.DecisionNo, Lang: i18n.English}, // false no
		"2":                       {Intent: i18n.IntentSelect, Ordinal: 2},
	})
	r := Run("t", exs, u)
	check := func(what string, got, want any) {
		t.Helper()
		if got != want {
			t.Errorf("%s = %v, want %v", what, got, want)
		}
	}
	check("intent", r.Intent, Tally{N: 7, OK: 5})
	check("darija_latn", *r.ByLang["darija_latn"], Tally{N: 4, OK: 2})
	check("fr", *r.ByLang["fr"], Tally{N: 1, OK: 1})
	check("confirm stats", *r.Intents["confirm"], IntentStats{Labelled: 1, Predicted: 2, Right: 1})
	check("unknown stats", *r.Intents["unknown"], IntentStats{Labelled: 1, Predicted: 1, Right: 0})
	check("decision", r.Decision, Tally{N: 3, OK: 1})
	check("yes/no", r.YesNo(), Tally{N: 2, OK: 1})
	check("yes/no unclear", r.YesNoUnclear, 1)
	check("false confirmations", len(r.FalseConfirm), 1)
	check("false confirmation text", r.FalseConfirm[0].Text, "wakha?")
	check("false cancellations", len(r.FalseCancel), 1)
	check("false cancellation want", r.FalseCancel[0].Want, "(none)")
	check("ordinal", *r.Slots["ordinal"], SlotStats{Tally: Tally{N: 2, OK: 1}})
	check("price", *r.Slots["price"], SlotStats{Tally: Tally{N: 1, OK: 1}})
	check("size", *r.Slots["size"], SlotStats{Spurious: 1})
	check("lang", r.Lang, Tally{N: 6, OK: 5})
	check("lang silent", r.LangSilent, 1)
	if len(r.Confusions) != 2 || r.Confusions[0].Count != 1 {
		t.Errorf("confusions = %+v", r.Confusions)
	}

	var buf bytes.Buffer
	if err := r.Write(&buf, 5); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"intent accuracy  71.4% (5/7)", "false confirmations  1", `"wakha?"  unclear → yes`,
		`"hello"  (none) → no`, "unknown → confirm", "darija_latn       4    50.0%"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, buf.String())
		}
	}
}

func TestReading(t *testing.T) {
	t.Parallel()
	cases := []struct {
		u    i18n.Understanding
		want string
	}{
		{i18n.Understanding{Intent: i18n.IntentConfirm}, ReadYes},
		{i18n.Understanding{Intent: i18n.IntentCancel}, ReadNo},
		{i18n.Understanding{Intent: i18n.IntentHold}, ReadHold},
		{i18n.Understanding{Intent: i18n.IntentShowMore, Decision: i18n.DecisionNo}, ReadNo},
		{i18n.Understanding{Intent: i18n.IntentUnknown, Decision: i18n.DecisionAmbiguous}, ReadUnclear},
		{i18n.Understanding{Intent: i18n.IntentUnknown, Decision: i18n.DecisionHold}, ReadHold},
		{i18n.Understanding{Intent: i18n.IntentProductSearch}, ReadUnclear},
	}
	for _, c := range cases {
		if got := Reading(c.u); got != c.want {
			t.Errorf("Reading(%+v) = %s, want %s", c.u, got, c.want)
		}
	}
}

// A floor lets through only the disputed false cancellations it names,
// and never a false confirmation.
func TestCheckDisputed(t *testing.T) {
	t.Parallel()
	r := &Report{FalseCancel: []Miss{{Text: "a"}}, FalseConfirm: nil}
	if got := r.Check(Floor{DisputedCancel: 1}); len(got) != 0 {
		t.Errorf("one disputed cancellation allowed, got %v", got)
	}
	if got := r.Check(Floor{}); len(got) != 1 || got[0] != "1 false cancellation" {
		t.Errorf("no disputed cancellation allowed, got %v", got)
	}
	r.FalseConfirm = []Miss{{Text: "b"}}
	if got := r.Check(Floor{DisputedCancel: 1}); len(got) != 1 || got[0] != "1 false confirmation" {
		t.Errorf("a false confirmation is never let through, got %v", got)
	}
}
