package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// catalogEnv points the commands at the sample catalog, as serve would read it.
func catalogEnv(k string) string {
	if k == "CATALOG_FILE" {
		return filepath.Join("..", "..", "testdata", "catalog.json")
	}
	return ""
}

func TestExplain(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want []string
	}{
		{"wakha?", []string{"intent      unknown", "question    yes", "if asked    unclear", "below 0.5"}},
		{"la shokran", []string{"intent      cancel", "if asked    no"}},
		{"wach 3ndkom belgha ta7t 300 dh?", []string{"product_search", "price       up to 300", "terms       belgha", "language    darija"}},
		{"tania", []string{"intent      select", "picks       2"}},
		{"en bleu ?", []string{"intent      refine", "colour      blue"}},
		{"lakher", []string{"picks       the last one"}},
		// a no by its reason alone, read by the rules since round 26b (no
		// room at home, the home said small); round 25's example of a
		// guess, "ma3ndich fin nhetha f dar", is one again since round 28's
		// retrain (the rules read a reason alone where the classifier
		// agrees)
		{"ma3ndi fin n7tha, ddar sghira", []string{"intent      cancel", "if asked    no"}},
		// a no the rules cannot read ("no, sorry"), guessed by the
		// classifier (i18n's guess.go): shown, asked again (the embedded
		// model decides it)
		{"la sma7 lia", []string{"intent      cancel (confidence 0.45: below 0.5", "guess       the classifier's", "if asked    unclear"}},
		// a look first, then the buying later: a wait
		{"ghanchouf w nchriha mn b3d", []string{"intent      hold", "if asked    hold"}},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			t.Parallel()
			var out bytes.Buffer
			if err := run(context.Background(), []string{"explain", tt.text}, catalogEnv, &out); err != nil {
				t.Fatal(err)
			}
			for _, w := range tt.want {
				if !strings.Contains(out.String(), w) {
					t.Errorf("explain %q lacks %q:\n%s", tt.text, w, out.String())
				}
			}
			if !strings.Contains(out.String(), "CATALOG_FILE") {
				t.Errorf("explain does not say which vocabulary it used:\n%s", out.String())
			}
		})
	}
}

func TestExplainJSON(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	in := strings.NewReader("wakha\nwakha?\nsber chwiya\n\nbghit caftan 7mer\n")
	if err := runExplain(context.Background(), []string{"--json"}, catalogEnv, in, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 5 {
		t.Fatalf("%d lines, want one per input line:\n%s", len(lines), out.String())
	}
	want := []struct{ text, intent, ifAsked, color string }{
		{"wakha", "confirm", "yes", ""}, {"wakha?", "unknown", "unclear", ""}, {"sber chwiya", "hold", "hold", ""},
		{"", "unknown", "unclear", ""}, {"bghit caftan 7mer", "product_search", "unclear", "red"},
	}
	for i, l := range lines {
		var got struct {
			Text, Intent, Color string
			IfAsked             string `json:"if_asked"`
		}
		if err := json.Unmarshal([]byte(l), &got); err != nil {
			t.Fatalf("line %d %q: %v", i, l, err)
		}
		if got.Text != want[i].text || got.Intent != want[i].intent || got.IfAsked != want[i].ifAsked || got.Color != want[i].color {
			t.Errorf("line %d = %+v, want %+v", i, got, want[i])
		}
	}
}

func TestExplainUsage(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	if err := run(context.Background(), []string{"explain"}, catalogEnv, &out); err == nil {
		t.Error("explain without a message: no error")
	}
	if err := runExplain(context.Background(), []string{"--json", "extra"}, catalogEnv, strings.NewReader(""), &out); err == nil {
		t.Error("explain --json with an argument: no error")
	}
}

func TestUnderstandEval(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "mine.jsonl")
	lines := `{"text":"wakha","lang":"darija_latn","intent":"confirm","decision":"yes","family":"yes_words"}
{"text":"wakha?","lang":"darija_latn","intent":"unknown","decision":"unclear","family":"questions"}
{"text":"tania","lang":"darija_latn","intent":"select","ordinal":2,"family":"ordinals"}
{"text":"salam","lang":"darija_latn","intent":"bye","family":"social"}`
	if err := os.WriteFile(file, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := run(context.Background(), []string{"understand-eval", file, "--top", "3"}, catalogEnv, &out); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"intent accuracy  75.0% (3/4)", "false confirmations  0", "bye → greeting", `"salam"`} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("report lacks %q:\n%s", w, out.String())
		}
	}
	out.Reset()
	if err := run(context.Background(), []string{"understand-eval", "--summary", file}, catalogEnv, &out); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "salam") || !strings.Contains(out.String(), "intent accuracy") {
		t.Errorf("--summary must print figures without messages:\n%s", out.String())
	}
	if err := run(context.Background(), []string{"understand-eval"}, catalogEnv, &out); err == nil {
		t.Error("understand-eval without a file: no error")
	}
	bad := filepath.Join(dir, "bad.jsonl")
	if err := os.WriteFile(bad, []byte(`{"text":"x","lang":"en","intent":"nope","family":"social"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run(context.Background(), []string{"understand-eval", bad}, catalogEnv, &out); err == nil || !strings.Contains(err.Error(), "bad.jsonl:1") {
		t.Errorf("a mislabelled file: error %v, want one naming the line", err)
	}
}
