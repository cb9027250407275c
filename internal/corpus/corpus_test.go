package corpus

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/wakha/wakha"
)

const dir = "../../testdata/understanding"

// heldoutSHA256 pins heldout.jsonl: the held-out part is written once, before
// any tuning, and never edited (issue 11). Changing this constant is changing
// the yardstick; don't.
const heldoutSHA256 = "9ac741f9a094242f3d74476b41e196af20c57833db9a72704cf317bed5868cbe"

// heldout2SHA256 pins heldout2.jsonl, the second held-out set, written
// fresh and committed alone (1ecb75d) once heldout.jsonl had been scored
// too often during tuning to measure generalization. Same rule: never edit.
const heldout2SHA256 = "7b4f711960439f548a670b7f33ae3097770947a92640c03c211c0e31d7087c99"

// heldout3SHA256 pins heldout3.jsonl, the fourth round's fresh held-out
// set, committed alone (d368983) before any change of the round.
const heldout3SHA256 = "7e29910f5dc3ae07968cee592512edddf48a6ad37400d258c9f58f753e6d7576"

// heldout4SHA256 pins heldout4.jsonl, the fifth round's fresh held-out
// set, committed alone before any change of the round (heldout3 had been
// looked at to fix its last false readings, so it no longer measures
// generalization).
const heldout4SHA256 = "976295e6c2c9be0a62f79a1949801d010e956814060c0d4f8a83da2a83065e0f"

// heldout5SHA256 pins heldout5.jsonl, the sixth round's fresh held-out
// set, written blind (without reading i18n/ or the other corpus files)
// and committed alone (4bd168b) before any change of the round: heldout4
// had been scored three times and its last false readings fixed.
const heldout5SHA256 = "e1c73445e7027c48c57dc71c516979270530bd91c0e0307bdcb94cc1de7cfcca"

// heldout6SHA256 pins heldout6.jsonl, the seventh round's fresh held-out
// set, written blind like heldout5 and committed alone (82fc113) before
// any change of the round: heldout5 had been scored after round six.
const heldout6SHA256 = "47390281ad2eda02e2e48c38dc349de9278145ace6de7eeb9ab1ad90c27d0efb"

// heldout7SHA256 pins heldout7.jsonl, the eighth round's fresh held-out
// set, written blind like heldout5 and heldout6 and committed alone
// (b171570) before any change of the round: heldout6 had been scored
// after round seven.
const heldout7SHA256 = "e0f33ddd39038547842f417a32137a29eecea504c587e5c199a1386f39aa14c7"

// heldout8SHA256 pins heldout8.jsonl, the ninth round's fresh held-out
// set, written blind like heldout5 to heldout7 and committed alone
// (a2ceef8) before any change of the round: heldout7 had been scored
// after round eight.
const heldout8SHA256 = "a5d3170c9b735d95a6c874e83a400bc9a97563c36be5ed1298008dcb4d76dc99"

// heldout9SHA256 pins heldout9.jsonl, the eleventh round's fresh held-out
// set, written blind like heldout5 to heldout8 and committed alone
// (69b5c66) before any change of the round.
const heldout9SHA256 = "e47c76641567edb160dc3e844e5a0515336f30770b2058c078586d705ac120cc"

// heldout10SHA256 pins heldout10.jsonl, the twelfth round's fresh held-out
// set, written blind like heldout5 to heldout9 and committed alone
// (8984c87) before any change of the round.
const heldout10SHA256 = "0f27a5c989a659d8abb197c47e90086c614a529fbe83dd2e7bccfb1d6dcecd86"

// heldout11SHA256 pins heldout11.jsonl, the thirteenth round's fresh
// held-out set, written blind like heldout5 to heldout10 and committed
// alone (d7dd02e) before any change of the round.
const heldout11SHA256 = "25e075b003e918aabb59ef1ec0ab4bcf8b9ac336f4751ebcf56168f233e1e587"

// heldout12SHA256 pins heldout12.jsonl, the fourteenth round's fresh
// held-out set, written blind like heldout5 to heldout11 and committed
// alone (12cd707) before any change of the round.
const heldout12SHA256 = "93b1be85760e3d50f0e1361cbe6532166f938ef9fe3dc5beec2dd28ee3bcf294"

// heldout13SHA256 pins heldout13.jsonl, the fifteenth round's fresh
// held-out set, written blind and committed alone (3669a10).
const heldout13SHA256 = "5d218f7e144aa2f259dd0cad69eec229e9637e20b560f107b10129c78997a60a"

// heldout14SHA256 pins heldout14.jsonl, the sixteenth round's fresh
// held-out set, written blind and committed alone (7359d54).
const heldout14SHA256 = "9f61146e1a2394a1d0116b533d7a456f8c87bf537f31fc8531c6d2e8ce931c29"

// heldout15SHA256 pins heldout15.jsonl, the seventeenth round's fresh
// held-out set, written blind and committed alone (a70fb50).
const heldout15SHA256 = "6c493a6b70c27640c72d33f4910d8758a5a299769205862363ba1601ac3d69e9"

// heldout16SHA256 pins heldout16.jsonl, the eighteenth round's fresh
// held-out set, written blind and committed alone (9794105).
const heldout16SHA256 = "eebadef2c598504f116c7723cbe81dab8f78d6f97caee056baa6ecb7670203a1"

// heldout17SHA256 pins heldout17.jsonl, the nineteenth round's fresh
// held-out set, written blind and committed alone (70aad2a).
const heldout17SHA256 = "83da336bf83d48a52d222d9e24f0a543b1449fc2983fa1b6b295599e858c9efc"

// heldout18SHA256 pins heldout18.jsonl, the twentieth round's fresh
// held-out set, written blind and committed alone (741699c).
const heldout18SHA256 = "86412008b88ceb315758387e8e0f13dc2ee08b1ae89dc6db51f0a46095fb77c0"

// heldout19SHA256 pins heldout19.jsonl, the twenty-first round's fresh
// held-out set, written blind and committed alone (bc570cc).
const heldout19SHA256 = "82bae5836de800dd7bf2c2635564692b8c526147735243a8084721d6d68851e6"

// heldout20SHA256 pins heldout20.jsonl, the twenty-second round's fresh
// held-out set, written blind by two writers and committed alone (9fe3d37).
const heldout20SHA256 = "05d04d6c0d120a50eac3ae6a618e8f6a04886e8bf22a9ba7e7fefd0aec0aacac"

// heldout21SHA256 pins heldout21.jsonl, the twenty-third round's fresh
// held-out set, written blind by two writers and committed alone (dcd7739).
const heldout21SHA256 = "c0eb7c26f56dff3fd187cc3a6a489fa11f22a8a3720603bb385575187ded6f0a"

// heldout22SHA256 pins heldout22.jsonl, the twenty-fourth round's fresh
// held-out set, written blind by two writers and committed alone (e963764).
const heldout22SHA256 = "c99308e196887bca65e5eaa36d5ca0e40a65962282e4e80e39347cda58a70ec6"

// heldout23SHA256 pins heldout23.jsonl, the twenty-fifth round's fresh
// held-out set: written blind by two writers (Darija in both scripts and
// mixed; French, English and Standard Arabic) and committed alone before
// any of the round's work.
const heldout23SHA256 = "75cd50bc45cd65bafe3b46b5adb963cc4e78cd9f417c8c4ac2bdb7f9d2619d9b"

// heldout24SHA256 pins heldout24.jsonl, the twenty-sixth round's fresh
// held-out set: written blind by two writers (Darija in both scripts and
// mixed; French, English and Standard Arabic) and committed alone
// (dd18ca0) before any of the round's work.
const heldout24SHA256 = "5089e3b66678edf7579396db9b9d6eff3e63e1d7336bc0c9141b865f73376a14"

// heldout25SHA256 pins heldout25.jsonl, the twenty-seventh round's fresh
// set (two blind writers), committed alone (5c1315c) before any of the
// round's work.
const heldout25SHA256 = "33e16ec512e277990d558aa415d43c958460ac4db8a47ff02501cc7ee74ced00"

// heldout26SHA256 pins heldout26.jsonl, the twenty-eighth round's fresh
// set (two blind writers), committed alone (03784aa) before any of the
// round's work that reads a message differently (one speed commit, its
// readings byte-identical, came first).
const heldout26SHA256 = "e17d0c59cc7e1bb232272f591fbaed06003515f3d0fdb837a520016f14f7065c"

// heldout27SHA256 pins heldout27.jsonl, the twenty-ninth round's fresh
// set (two blind writers), committed alone (0ce75b1) before any of the
// round's work; only a README ruling on labels came first.
const heldout27SHA256 = "16576b243aae71c695e4ffe68828b974cfe13368728a2b6a4c9727e5000cae78"

// heldout28SHA256 pins heldout28.jsonl, the thirtieth round's fresh set
// (two blind writers), committed alone (1486fd1) before any of the
// round's work.
const heldout28SHA256 = "afcbfa165a263288e175b8918e416a0e429ab3fa5d83578c07e6e3ecb94cf48d"

// heldout29SHA256 pins heldout29.jsonl, the thirty-first round's fresh set
// (4,126 lines written blind by two writers), committed alone before any of
// the round's tuning.
const heldout29SHA256 = "37008d4bd3ccc829e5ed14629696978d7ebb86ab7c8acf2f1cc1b32e6c2b1075"

// heldout30SHA256 pins heldout30.jsonl, the thirty-second round's fresh set
// (4,161 lines written blind by two writers), committed alone (bd99353)
// before any of the round's tuning.
const heldout30SHA256 = "30b6e654357dc2d609db5a23886f1f3cc26d02c6f41bf76fc0309f08b1e60f48"

// heldout31SHA256 pins heldout31.jsonl, the thirty-third round's fresh set
// (4,611 lines written blind by two writers), committed alone (2b4c159)
// before any of the round's tuning.
const heldout31SHA256 = "20cd89730980536b685763042e3f317e34785a0107520425a394a47b9c159b9d"

// heldout32SHA256 pins heldout32.jsonl, the thirty-fourth round's fresh set
// (4,607 lines written blind by two writers), committed alone (a362531)
// before any of the round's tuning.
const heldout32SHA256 = "b702b5bae5269f26133826125a3e544fbe1e4d7fee06785bcdeee833a40eabf9"

// heldout33SHA256 pins heldout33.jsonl, the thirty-fifth round's fresh set
// (4,823 lines written blind by two writers), committed alone (b8f3c0e)
// before any of the round's tuning.
const heldout33SHA256 = "788b2813b5831ac946a6c9b3867413e47bd0885b3e2b5e086d655769de787485"

// heldout34SHA256 pins heldout34.jsonl, the thirty-seventh round's fresh
// set, written blind at the thirty-sixth round's end (67c7a00).
const heldout34SHA256 = "6a390a1db4ccf37718dcbc812996dbcf12ef0beed7c1a2353a06e71f499063f2"

// heldout35SHA256 pins heldout35.jsonl, the thirty-eighth round's fresh
// set, written blind during the thirty-seventh round, before its readers.
const heldout35SHA256 = "1c768529b920ccfa23f96e6607e0257c5c80007638f5d6206be38459ee327a47"

// heldout36SHA256 pins heldout36.jsonl, the thirty-ninth round's fresh
// set, written blind during the thirty-eighth round, before its readers.
const heldout36SHA256 = "044c2dd5193bdc2365182ce68bad54aefbb2e864cf05dd981bfe9126e7ac470a"

// heldout37SHA256 pins heldout37.jsonl, the fortieth round's fresh set,
// written blind during the thirty-ninth round, before its readers.
const heldout37SHA256 = "c44e6043dba9abbb1c7dd3dea245dc884d6f57b363a632124cf3c09d316086b8"

// Floors the issue sets for the corpus.
const (
	minTotal           = 1500
	minLangTotal       = 120
	minLangHeldout     = 40
	minFamilyTotal     = 20
	minFamilyHeldout   = 6
	minDecisionHeldout = 25
)

type corpusFiles struct {
	dev, tuning, heldout []Example
}

func setup(t *testing.T) corpusFiles {
	t.Helper()
	var c corpusFiles
	var err error
	if c.dev, err = Load(filepath.Join(dir, "dev.jsonl")); err != nil {
		t.Fatal(err)
	}
	if c.heldout, err = Load(filepath.Join(dir, "heldout.jsonl")); err != nil {
		t.Fatal(err)
	}
	if c.tuning, err = Load(filepath.Join(dir, "tuning.jsonl")); err != nil {
		t.Fatal(err)
	}
	return c
}

func count(exs []Example, key func(Example) string) map[string]int {
	m := map[string]int{}
	for _, ex := range exs {
		m[key(ex)]++
	}
	return m
}

func TestCorpusFloors(t *testing.T) {
	t.Parallel()
	c := setup(t)
	all := append(append([]Example{}, c.dev...), c.heldout...)
	if len(all) < minTotal {
		t.Errorf("corpus has %d lines, want at least %d", len(all), minTotal)
	}
	checks := []struct {
		name              string
		key               func(Example) string
		values            []string
		minTotal, minHeld int
	}{
		{"lang", func(e Example) string { return e.Lang }, Langs, minLangTotal, minLangHeldout},
		{"family", func(e Example) string { return e.Family }, Families, minFamilyTotal, minFamilyHeldout},
		{"decision", func(e Example) string { return e.Decision }, Decisions, 0, minDecisionHeldout},
		{"intent", func(e Example) string { return e.Intent }, Intents, 1, 1},
	}
	for _, ck := range checks {
		total, held := count(all, ck.key), count(c.heldout, ck.key)
		for _, v := range ck.values {
			if total[v] < ck.minTotal {
				t.Errorf("%s %s: %d lines in total, want at least %d", ck.name, v, total[v], ck.minTotal)
			}
			if held[v] < ck.minHeld {
				t.Errorf("%s %s: %d lines held out, want at least %d", ck.name, v, held[v], ck.minHeld)
			}
		}
	}
}

// No text appears twice in or across the files of the directory: a
// tuning line equal to a held-out one would leak it into training.
func TestCorpusNoDuplicates(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 3 {
		t.Fatalf("%d corpus files in %s, want dev, tuning and held-out at least", len(files), dir)
	}
	seen := map[string]string{}
	for _, path := range files {
		exs, err := Load(path)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(path)
		for _, ex := range exs {
			where := name + ":" + strconv.Itoa(ex.Line)
			k := Key(ex.Text)
			if prev, ok := seen[k]; ok {
				t.Errorf("%s: %q already at %s", where, ex.Text, prev)
			}
			seen[k] = where
		}
	}
}

func TestHeldoutFrozen(t *testing.T) {
	t.Parallel()
	for name, want := range map[string]string{"heldout.jsonl": heldoutSHA256, "heldout2.jsonl": heldout2SHA256, "heldout3.jsonl": heldout3SHA256, "heldout4.jsonl": heldout4SHA256, "heldout5.jsonl": heldout5SHA256, "heldout6.jsonl": heldout6SHA256, "heldout7.jsonl": heldout7SHA256, "heldout8.jsonl": heldout8SHA256, "heldout9.jsonl": heldout9SHA256, "heldout10.jsonl": heldout10SHA256, "heldout11.jsonl": heldout11SHA256, "heldout12.jsonl": heldout12SHA256, "heldout13.jsonl": heldout13SHA256, "heldout14.jsonl": heldout14SHA256, "heldout15.jsonl": heldout15SHA256, "heldout16.jsonl": heldout16SHA256, "heldout17.jsonl": heldout17SHA256, "heldout18.jsonl": heldout18SHA256, "heldout19.jsonl": heldout19SHA256, "heldout20.jsonl": heldout20SHA256, "heldout21.jsonl": heldout21SHA256, "heldout22.jsonl": heldout22SHA256, "heldout23.jsonl": heldout23SHA256, "heldout24.jsonl": heldout24SHA256, "heldout25.jsonl": heldout25SHA256, "heldout26.jsonl": heldout26SHA256, "heldout27.jsonl": heldout27SHA256, "heldout28.jsonl": heldout28SHA256, "heldout29.jsonl": heldout29SHA256, "heldout30.jsonl": heldout30SHA256, "heldout31.jsonl": heldout31SHA256, "heldout32.jsonl": heldout32SHA256, "heldout33.jsonl": heldout33SHA256, "heldout34.jsonl": heldout34SHA256, "heldout35.jsonl": heldout35SHA256, "heldout36.jsonl": heldout36SHA256, "heldout37.jsonl": heldout37SHA256} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(b)
		if got := hex.EncodeToString(sum[:]); got != want {
			t.Errorf("%s changed (sha256 %s, frozen at %s): a held-out file is never edited; add new messages to a tuning file", name, got, want)
		}
	}
}

// The later held-out sets must cover what the first does: every language,
// family and decision, so that their figures can be read beside the
// first's; heldout3 to heldout23 have at least 20 lines of every family.
func TestLaterHeldoutCoverage(t *testing.T) {
	t.Parallel()
	for name, minFamily := range map[string]int{"heldout2.jsonl": minFamilyHeldout, "heldout3.jsonl": minFamilyTotal, "heldout4.jsonl": minFamilyTotal, "heldout5.jsonl": minFamilyTotal, "heldout6.jsonl": minFamilyTotal, "heldout7.jsonl": minFamilyTotal, "heldout8.jsonl": minFamilyTotal, "heldout9.jsonl": minFamilyTotal, "heldout10.jsonl": minFamilyTotal, "heldout11.jsonl": minFamilyTotal, "heldout12.jsonl": minFamilyTotal, "heldout13.jsonl": minFamilyTotal, "heldout14.jsonl": minFamilyTotal, "heldout15.jsonl": minFamilyTotal, "heldout16.jsonl": minFamilyTotal, "heldout17.jsonl": minFamilyTotal, "heldout18.jsonl": minFamilyTotal, "heldout19.jsonl": minFamilyTotal, "heldout20.jsonl": minFamilyTotal, "heldout21.jsonl": minFamilyTotal, "heldout22.jsonl": minFamilyTotal, "heldout23.jsonl": minFamilyTotal, "heldout24.jsonl": minFamilyTotal, "heldout25.jsonl": minFamilyTotal, "heldout26.jsonl": minFamilyTotal, "heldout27.jsonl": minFamilyTotal, "heldout28.jsonl": minFamilyTotal, "heldout29.jsonl": minFamilyTotal, "heldout30.jsonl": minFamilyTotal, "heldout31.jsonl": minFamilyTotal, "heldout32.jsonl": minFamilyTotal, "heldout33.jsonl": minFamilyTotal, "heldout34.jsonl": minFamilyTotal, "heldout35.jsonl": minFamilyTotal, "heldout36.jsonl": minFamilyTotal, "heldout37.jsonl": minFamilyTotal} {
		exs, err := Load(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if len(exs) < 600 {
			t.Errorf("%s has %d lines, want at least 600", name, len(exs))
		}
		for _, ck := range []struct {
			name   string
			key    func(Example) string
			values []string
			min    int
		}{
			{"lang", func(e Example) string { return e.Lang }, Langs, minLangHeldout},
			{"family", func(e Example) string { return e.Family }, Families, minFamily},
			{"decision", func(e Example) string { return e.Decision }, Decisions, minDecisionHeldout},
		} {
			got := count(exs, ck.key)
			for _, v := range ck.values {
				if got[v] < ck.min {
					t.Errorf("%s: %s %s has %d lines, want at least %d", name, ck.name, v, got[v], ck.min)
				}
			}
		}
	}
}

func TestParse(t *testing.T) {
	t.Parallel()
	ok := `{"text":"bghit tania","lang":"darija_latn","intent":"select","ordinal":2,"family":"ordinals"}`
	tests := []struct {
		name    string
		in      string
		wantErr string // substring; "" = valid
	}{
		{"valid", ok + "\n" + `{"text":"ktar mn 1000 dh","lang":"darija_latn","intent":"refine","min_price":1000,"family":"prices"}`, ""},
		{"no final newline", ok, ""},
		{"unknown field", `{"text":"x","lang":"en","intent":"unknown","family":"unknown","colour":"red"}`, `unknown field "colour"`},
		{"missing text", `{"lang":"en","intent":"unknown","family":"unknown"}`, "text is required"},
		{"empty text", `{"text":"  ","lang":"en","intent":"unknown","family":"unknown"}`, "text is empty"},
		{"bad lang", `{"text":"x","lang":"darija","intent":"unknown","family":"unknown"}`, `lang "darija"`},
		{"bad intent", `{"text":"x","lang":"en","intent":"search","family":"search"}`, `intent "search"`},
		{"bad family", `{"text":"x","lang":"en","intent":"unknown","family":"misc"}`, `family "misc"`},
		{"bad decision", `{"text":"x","lang":"en","intent":"unknown","decision":"maybe","family":"unknown"}`, `decision "maybe"`},
		{"ordinal zero", `{"text":"x","lang":"en","intent":"select","ordinal":0,"family":"ordinals"}`, "ordinal 0"},
		{"ordinal below -1", `{"text":"x","lang":"en","intent":"select","ordinal":-2,"family":"ordinals"}`, "ordinal -2"},
		{"ordinal not int", `{"text":"x","lang":"en","intent":"select","ordinal":1.5,"family":"ordinals"}`, "ordinal"},
		{"ordinal off select", `{"text":"x","lang":"en","intent":"confirm","decision":"yes","ordinal":1,"family":"yes_words"}`, "only select"},
		{"price zero", `{"text":"x","lang":"en","intent":"refine","max_price":0,"family":"prices"}`, "max_price 0"},
		{"min above max", `{"text":"x","lang":"en","intent":"refine","min_price":500,"max_price":100,"family":"prices"}`, "above max_price"},
		{"price on greeting", `{"text":"x","lang":"en","intent":"greeting","max_price":100,"family":"social"}`, "only product_search and refine"},
		{"bad colour", `{"text":"x","lang":"en","intent":"refine","color":"bleu","family":"followup"}`, `color "bleu"`},
		{"bad size", `{"text":"x","lang":"en","intent":"refine","size":"large","family":"followup"}`, `size "large"`},
		{"bad gender", `{"text":"x","lang":"en","intent":"refine","gender":"male","family":"followup"}`, `gender "male"`},
		{"confirm without yes", `{"text":"ok","lang":"en","intent":"confirm","family":"yes_words"}`, `needs decision "yes"`},
		{"cancel with yes", `{"text":"no","lang":"en","intent":"cancel","decision":"yes","family":"no_words"}`, `needs decision "no"`},
		{"hold with unclear", `{"text":"wait","lang":"en","intent":"hold","decision":"unclear","family":"hesitation"}`, `needs decision "hold"`},
		{"blank line", ok + "\n \t", "blank line"},
		{"two values", ok + ` {}`, "more than one JSON value"},
		{"not json", `text: hello`, "invalid character"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			exs, err := Parse(strings.NewReader(tt.in), "f.jsonl")
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if len(exs) != strings.Count(strings.TrimSpace(tt.in), "\n")+1 {
					t.Fatalf("got %d examples", len(exs))
				}
				return
			}
			if err == nil {
				t.Fatalf("no error, want one containing %q", tt.wantErr)
			}
			if !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("error %q does not contain %q", err, tt.wantErr)
			}
			if wakha.ErrorCode(err) != wakha.EINVALID {
				t.Errorf("code %q, want %q", wakha.ErrorCode(err), wakha.EINVALID)
			}
			// Errors name the line: the bad line is the last one given.
			line := strings.Count(tt.in, "\n") + 1
			if !strings.Contains(err.Error(), "f.jsonl:"+strconv.Itoa(line)+":") {
				t.Errorf("error %q does not name line %d", err, line)
			}
		})
	}
}

func TestParseFields(t *testing.T) {
	t.Parallel()
	in := `{"text":"w ta7t 500?","lang":"darija_latn","intent":"refine","max_price":500,"color":"blue","size":"XL","gender":"men","family":"followup"}
{"text":"الأخير","lang":"ar","intent":"select","ordinal":-1,"family":"ordinals"}
{"text":"wakha?","lang":"darija_latn","intent":"unknown","decision":"unclear","family":"questions"}`
	got, err := Parse(strings.NewReader(in), "f")
	if err != nil {
		t.Fatal(err)
	}
	want := []Example{
		{Line: 1, Text: "w ta7t 500?", Lang: "darija_latn", Intent: "refine", MaxPrice: 500, Color: "blue", Size: "XL", Gender: "men", Family: "followup"},
		{Line: 2, Text: "الأخير", Lang: "ar", Intent: "select", Ordinal: -1, Family: "ordinals"},
		{Line: 3, Text: "wakha?", Lang: "darija_latn", Intent: "unknown", Decision: "unclear", Family: "questions"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d examples, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d:\n got %+v\nwant %+v", i+1, got[i], want[i])
		}
	}
}

func TestLoadMissingFile(t *testing.T) {
	t.Parallel()
	if _, err := Load(filepath.Join(t.TempDir(), "none.jsonl")); err == nil {
		t.Fatal("no error for a missing file")
	}
}
