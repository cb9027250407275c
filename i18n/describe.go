package i18n

import (
	"strconv"
	"strings"
)

// Criteria is what a search asks for, as the engine holds it: the
// shopper's words and the filters (canonical values: Colors, Materials,
// men/women/kids, sizes as read), price bounds in major units.
type Criteria struct {
	Text                          string
	Color, Size, Gender, Material string
	MinPrice, MaxPrice            int64
}

// Describe says what a search was understood as, in lang, for the line
// above refined results: "jellaba · zr9 · ta7t 500 dh". The shopper's own
// words come first, then each filter in the shopper's language.
func Describe(lang Lang, c Criteria) string {
	lang = LangOrDefault(lang)
	parts := make([]string, 0, 6)
	if t := strings.TrimSpace(c.Text); t != "" {
		parts = append(parts, t)
	}
	for _, f := range [...]struct{ kind, value string }{
		{"color", c.Color}, {"material", c.Material}, {"gender", c.Gender},
	} {
		if f.value != "" {
			parts = append(parts, ValueName(lang, f.kind, f.value))
		}
	}
	if c.Size != "" {
		parts = append(parts, strings.Replace(phrases[lang].size, "{s}", c.Size, 1))
	}
	if p := priceRange(lang, c.MinPrice, c.MaxPrice); p != "" {
		parts = append(parts, p)
	}
	return strings.Join(parts, " · ")
}

func priceRange(lang Lang, lo, hi int64) string {
	ph := phrases[lang]
	n := func(v int64) string { return strconv.FormatInt(v, 10) }
	switch {
	case lo > 0 && hi > 0:
		return strings.NewReplacer("{a}", n(lo), "{b}", n(hi)).Replace(ph.between)
	case hi > 0:
		return strings.Replace(ph.under, "{n}", n(hi), 1)
	case lo > 0:
		return strings.Replace(ph.over, "{n}", n(lo), 1)
	}
	return ""
}

// ValueName returns the name of a canonical filter value in lang: kind is
// "color", "gender" or "material" ("blue" is "zr9" in Darija, "bleu" in
// French). A value without a name (a store's own colour, a size) is
// returned as it is.
func ValueName(lang Lang, kind, value string) string {
	if names, ok := valueNames[kind][value]; ok {
		if s := names[langIndex(LangOrDefault(lang))]; s != "" {
			return s
		}
	}
	return value
}

// List joins names for a sentence: "zr9, byed w wardi".
func List(lang Lang, names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + phrases[LangOrDefault(lang)].and + names[len(names)-1]
}

func langIndex(l Lang) int {
	switch l {
	case Darija:
		return 1
	case French:
		return 2
	case Arabic:
		return 3
	}
	return 0
}

// phrases are the pieces Describe and List put around numbers and names.
var phrases = map[Lang]struct{ under, over, between, size, and string }{
	English: {"under {n} dh", "over {n} dh", "{a}–{b} dh", "size {s}", " and "},
	Darija:  {"ta7t {n} dh", "fo9 {n} dh", "bin {a} w {b} dh", "9yas {s}", " w "},
	French:  {"moins de {n} dh", "plus de {n} dh", "{a}–{b} dh", "taille {s}", " et "},
	Arabic:  {"تحت {n} درهم", "فوق {n} درهم", "بين {a} و {b} درهم", "مقاس {s}", " و "},
}

// valueNames name the canonical values in English, Darija (Latin), French
// and Darija in Arabic script, in the order of langIndex.
var valueNames = map[string]map[string][4]string{
	"color": {
		"red":    {"red", "7mer", "rouge", "حمر"},
		"blue":   {"blue", "zr9", "bleu", "زرق"},
		"green":  {"green", "khder", "vert", "خضر"},
		"black":  {"black", "k7el", "noir", "كحل"},
		"white":  {"white", "byed", "blanc", "بيض"},
		"yellow": {"yellow", "sfer", "jaune", "صفر"},
		"brown":  {"brown", "9ahwi", "marron", "قهوي"},
		"beige":  {"beige", "beige", "beige", "بيج"},
		"pink":   {"pink", "wardi", "rose", "وردي"},
		"grey":   {"grey", "rmadi", "gris", "رمادي"},
		"orange": {"orange", "limouni", "orange", "ليموني"},
		"purple": {"purple", "mauve", "violet", "موف"},
		"gold":   {"gold", "dehbi", "doré", "ذهبي"},
		"silver": {"silver", "fddi", "argenté", "فضي"},
	},
	"gender": {
		"men":   {"for men", "dyal rjal", "homme", "ديال الرجال"},
		"women": {"for women", "dyal l3yalat", "femme", "ديال العيالات"},
		"kids":  {"for kids", "dyal drari", "enfant", "ديال الدراري"},
	},
	"material": {
		"leather": {"leather", "jeld", "cuir", "جلد"},
		"cotton":  {"cotton", "9ton", "coton", "قطن"},
		"silk":    {"silk", "7rir", "soie", "حرير"},
		"wool":    {"wool", "souf", "laine", "صوف"},
		"linen":   {"linen", "kettan", "lin", "كتان"},
		"wood":    {"wood", "khchab", "bois", "خشب"},
		"clay":    {"clay", "fekhar", "argile", "فخار"},
		"copper":  {"copper", "n7as", "cuivre", "نحاس"},
		"silver":  {"silver", "nokra", "argent", "نقرة"},
		"velvet":  {"velvet", "velours", "velours", "قطيفة"},
		"satin":   {"satin", "satan", "satin", "ساتان"},
		"steel":   {"steel", "inox", "acier", "إينوكس"},
		"brass":   {"brass", "n7as sfer", "laiton", "نحاس صفر"},
	},
}
