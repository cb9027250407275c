package i18n

import (
	"unicode/utf8"
)

// Slots: the colour, size and gender a message asks for, as canonical
// values the engine maps to the store's attribute terms (issue 10):
// colours in English (red, blue, …), sizes as S/M/L/XL/XXL or a number,
// "cm" added for diameters ("30cm"), genders as men/women/kids.

// Colours are the canonical colour names.
var Colors = []string{"red", "blue", "green", "black", "white", "yellow", "brown", "beige", "pink", "grey",
	"orange", "purple", "gold", "silver"}

// slotValue is what a slot word means: a colour, a gender or a letter size;
// productWord marks compounds where a colour names a product ("savon
// noir", "thé vert", "eau de rose"), which carry no colour.
type slotValue struct {
	color, gender, size string
	material            bool   // leather, cotton, silk…: a refinement
	materialName        string // its canonical name (Materials), "" for "émaillé" and the like
	productWord         bool
}

var slotWords = newPhraseSet(func(text string, old, add slotValue) slotValue {
	if (old.color != "" && add.color != "" && old.color != add.color) ||
		(old.gender != "" && add.gender != "" && old.gender != add.gender) {
		panic("i18n: slot word " + text + " is listed with two values")
	}
	if add.color != "" {
		old.color = add.color
	}
	if add.gender != "" {
		old.gender = add.gender
	}
	if add.size != "" {
		old.size = add.size
	}
	if old.materialName != "" && add.materialName != "" && old.materialName != add.materialName {
		panic("i18n: material word " + text + " is listed with two values")
	}
	if add.materialName != "" {
		old.materialName = add.materialName
	}
	old.material = old.material || add.material
	old.productWord = old.productWord || add.productWord
	return old
})

func addColor(c string, words ...string) {
	for _, w := range words {
		slotWords.add(w, slotValue{color: c})
	}
	addRole(rSlot, words...)
}

// Materials lists the canonical materials of Understanding.Material.
var Materials = []string{"leather", "cotton", "silk", "wool", "linen", "wood", "clay", "copper", "silver", "velvet",
	"satin", "steel", "brass"}

func addMaterial(m string, words ...string) {
	for _, w := range words {
		slotWords.add(w, slotValue{material: true, materialName: m})
	}
	addRole(rSlot, words...)
}

func addGender(g string, words ...string) {
	for _, w := range words {
		slotWords.add(w, slotValue{gender: g})
	}
	addRole(rSlot, words...)
}

func init() {
	addColor("red", "red", "rouge", "rouges", "7mer", "7mar", "hmer", "hmar", "7amra", "7amra", "7mra", "hamra",
		"7amrin", "l7mer", "bordeaux", "bordo", "أحمر", "احمر", "حمر", "حمرا", "حمراء", "الحمر", "الحمرا", "الأحمر",
		"bourgogne", "grenat")
	addColor("blue", "blue", "bleu", "bleue", "bleus", "bleues", "zre9", "zr9", "zreq", "zar9a", "zer9a", "zra9",
		"zr9a", "zer9", "zra9in", "bleu nuit", "bleu ciel", "navy", "أزرق", "ازرق", "زرق", "زرقا", "زرقاء", "الزرق",
		"الأزرق", "bleu marine", "turquoise")
	addColor("green", "green", "vert", "verte", "verts", "vertes", "khder", "khdar", "5dar", "5der", "khadra",
		"khdra", "5dra", "5adra", "khodr", "أخضر", "اخضر", "خضر", "خضرا", "خضراء", "الخضر", "الأخضر", "kaki", "khaki",
		"vert émeraude")
	addColor("black", "black", "noir", "noire", "noirs", "noires", "k7el", "kahel", "k7al", "ka7la", "kahla",
		"k7la", "k7lin", "lk7el", "k7ol", "كحل", "كحلة", "كحلا", "الكحل", "أسود", "اسود", "سوداء", "السوداء", "الأسود")
	addColor("white", "white", "blanc", "blanche", "blancs", "blanches", "byed", "byad", "bayda", "bida",
		"lbyed", "byda", "بيض", "بيضا", "بيضاء", "أبيض", "ابيض", "البيض", "الأبيض", "écru", "ecru", "ivoire", "ivory")
	addColor("yellow", "yellow", "jaune", "jaunes", "sfer", "sfar", "sfra", "safra", "sfar", "صفر", "صفرا", "أصفر",
		"اصفر", "صفراء", "الأصفر", "moutarde", "mustard")
	addColor("brown", "brown", "marron", "marrons", "9ahwi", "qahwi", "9e7wi", "9ahwiya", "kahwi", "قهوي", "بني", "bni", "bniya", "9ehwi", "qehwi", "9hwi", "9hwiya", "l9hwi", "qhwi",
		"camel", "ماروني", "كاميل")
	addColor("beige", "beige", "bej", "beij", "nude", "sable", "بيج")
	addColor("pink", "pink", "rose", "roses", "wardi", "wardiya", "lwardi", "lwardiya", "rozi", "وردي", "وردية", "روز", "fuchsia", "fushia")
	addColor("grey", "grey", "gray", "gris", "grise", "grises", "rmadi", "rmadiya", "رمادي", "رمادية", "anthracite")
	addColor("orange", "orange", "limouni", "brt9ali", "bortoqali", "برتقالي", "ليموني", "corail", "coral")
	addColor("purple", "purple", "violet", "violette", "mauve", "banafsaji", "بنفسجي", "موف", "lilas", "lilac")
	addColor("gold", "gold", "golden", "doré", "dorée", "dorés", "dorées", "dore", "dahbi", "dehbi", "mdhb",
		"mdhba", "mdahba", "mdehba", "mdahab", "ذهبي", "مذهب", "مدهب", "مذهبة", "مدهبة", "ذهبية", "دهبي", "dhabi", "ذهبيين", "ذهبيات", "دهبيين")
	addColor("silver", "silver-coloured", "argenté", "argentée", "argentés", "argentées", "mfddd", "mfedda", "فضي",
		"مفضض", "fddi", "faddi", "feddi", "faddia", "feddia", "فضية", "فضيه")

	addGender("men", "man", "mens", "men's", "homme", "hommes", "rjal", "rajl", "rajel", "rejal",
		"rrjal", "lrjal", "dyal rjal", "pour homme", "for men", "for him", "رجال", "الرجال", "للرجال", "رجالي",
		"رجالية", "رجاليا", "راجل", "رجل", "زوجي", "لزوجي", "masculin", "l bba", "lbba", "bba", "papa", "my dad", "mon père", "mon pere",
		"father", "mon mari", "rajli", "lrajli", "راجلي", "لراجلي", "my husband", "sa7bi", "my bro",
		"my brother", "صديقي", "لصديقي", "mon frère", "mon frere", "boyfriend", "garçon", "garcon",
		"أخي", "لأخي", "l khoya", "lkhoya", "l khouya", "l khay")
	addGender("women", "women", "woman", "womens", "women's", "ladies", "lady", "femme", "femmes", "mra",
		"lmra", "mra2a", "l3yalat", "3yalat", "3ayalat", "l3ayalat", "nsa", "lbnat", "bnat", "النسا", "نسا", "dyal nsa", "pour femme",
		"for women", "for her", "nisa2i", "نساء", "النساء", "للنساء", "نسائي", "نسائية", "نسائيا", "زوجتي", "لزوجتي", "عيالات", "العيالات",
		"للعيالات", "امرأة", "مرا", "المرا", "féminin", "maman", "mama", "mmi", "l mmi", "lmmi", "my mom", "my mother",
		"ma mère", "ma mere", "mother", "fête des mères", "fete des meres", "ma femme", "my wife", "mrati", "lmrati",
		"مرتي", "لمرتي", "ماما", "لماما", "أمي", "لأمي", "mother's day", "sa7bti", "sahbti", "صاحبتي", "لصاحبتي",
		"girlfriend", "ma sœur", "ma soeur", "my sister", "أختي", "لأختي", "l khti", "lkhti", "l khtii")
	addGender("kids", "kids", "kid", "child", "children", "enfant", "enfants", "drari", "ddrari", "ldrari",
		"drari sghar", "wlad", "lwlad", "dri", "derri", "weldi", "lweldi", "l weldi", "دراري",
		"الدراري", "للدراري", "أطفال", "اطفال", "الأطفال", "للأطفال", "طفل", "bébé", "bebe", "baby", "للبنات",
		"mon fils", "my son", "my kids", "ولدي", "لولدي", "garçonnet", "fillette", "junior", "tfol", "tfla", "ttfol")

	addMaterial("leather", "leather", "cuir", "jeld", "jld", "ljeld", "جلد", "جلدي", "جلدية", "الجلد")
	addMaterial("cotton", "cotton", "coton", "9ton", "قطن")
	addMaterial("silk", "silk", "soie", "7rir", "l7rir", "حرير", "الحرير")
	addMaterial("wool", "wool", "laine", "souf", "صوف")
	addMaterial("linen", "linen", "lin", "كتان")
	addMaterial("wood", "wood", "bois", "khchab", "lkhchab", "خشب", "الخشب")
	addMaterial("clay", "clay", "argile", "fekhar", "lfakhar", "fakhar", "فخار", "الفخار")
	addMaterial("copper", "copper", "cuivre", "nhas", "n7as", "nhass", "نحاس", "النحاس")
	addMaterial("silver", "silver", "argent", "nokra", "nu9ra", "fedda", "فضة", "الفضة")
	addMaterial("velvet", "velours", "velvet")
	addMaterial("satin", "satin")
	addMaterial("steel", "inox", "steel")
	addMaterial("brass", "brass", "laiton")
	// Materials without a canonical value of their own: a refinement, no filter.
	addMaterial("", "gold plated", "émaillé", "émaillée", "emaille", "non émaillé")
	// Seasons describe like materials ("dyal sif", "pour l'été"): a refinement, no filter.
	addMaterial("", "sif", "sayfi", "sayfiya", "chta", "chatwi", "été", "hiver", "summer", "winter", "صيف", "الصيف",
		"صيفي", "صيفية", "شتا", "الشتا", "شتوي", "شتوية")

	// Colours that name a product, not the colour asked for.
	for _, w := range []string{"savon noir", "black soap", "saboun k7el", "saboun l k7el", "صابون أسود", "الصابون الأسود",
		"thé vert", "green tea", "atay akhdar", "atay khdar", "شاي أخضر", "أتاي أخضر", "musc blanc", "white musk",
		"msk lbyed", "lmsk lbyed", "المسك الأبيض", "مسك أبيض", "eau de rose", "rose water", "à la rose", "a la rose",
		"de rose", "ma lward", "rouge à lèvres", "rouge a levres", "or rouge", "blanc et or", "bois de rose",
		"red carpet", "huile d'or", "or noir", "white gold"} {
		slotWords.add(w, slotValue{productWord: true})
		addRole(rProductWord, w)
	}

	// Normalizing collapses "xxl" to "xl": the size is read from the word
	// as typed (letterSizes), the list only says "a letter size".
	for _, s := range []string{"s", "m", "l", "xl", "xs", "3xl", "2xl"} {
		slotWords.add(s, slotValue{size: "?"})
	}
	addRole(rSlot, "xl", "xs", "3xl", "2xl")
}

// letterSizes reads a letter size from the word as typed (lower-cased).
var letterSizes = map[string]string{
	"s": "S", "m": "M", "l": "L", "xl": "XL", "xxl": "XXL", "xs": "XS", "xxs": "XXS", "xxxl": "XXXL",
	"3xl": "XXXL", "2xl": "XXL",
}

// slotReading is what slots a message carries.
type slotReading struct {
	color, size, gender string
	colorWord           bool // a colour word was read, even if excluded ("mn ghir lk7el")
	material            bool
	materialName        string
	sizeCue             bool // "taille", "size", "مقاس": a size was spoken of
}

// readSlots reads the colour, size and gender of a message. Words taken by
// a price (consumed) are not read again.
func readSlots(toks []tok, consumed []bool) slotReading {
	var r slotReading
	for i := 0; i < len(toks); {
		if consumed[i] {
			i++
			continue
		}
		n, v, ok := slotWords.match(toks, i, len(toks))
		if !ok {
			if sz, n := numberSize(toks, consumed, i); sz != "" {
				if r.size == "" {
					r.size = sz
				}
				i += n
				continue
			}
			if sizeCueOpens.is(&toks[i]) {
				if _, info, ok := roleWords.match(toks, i, len(toks)); ok && info.roles&rSizeCue != 0 {
					r.sizeCue = true
				}
			}
			i++
			continue
		}
		switch {
		case v.productWord:
		case v.color != "":
			r.colorWord = true
			if r.color == "" && !excluded(toks, i) && !colourRefused(toks, i) {
				r.color = v.color
			}
		case v.gender != "":
			if r.gender == "" && !(i == 0 && n < len(toks) && kinSubjects.match1(toks, 0, n)) {
				r.gender = v.gender
			}
		case v.size != "":
			if r.size == "" && letterSize(toks, i) {
				r.size = letterSizes[toks[i].term]
			}
		}
		if v.material {
			r.material = true
			if r.materialName == "" {
				r.materialName = v.materialName
			}
		}
		i += n
	}
	return r
}

// sizeCueOpens marks, by key, the words some entry of roleWords with the
// role rSizeCue starts with: only there may readSlots' roleWords.match
// read a size cue. readSlots asked the list at every word that is no
// slot word (about 650 instructions a shop message, nearly all of them
// for words no size cue starts with); the key's table is one lookup.
var sizeCueOpens = newKeyTable(func(k string) uint32 {
	for _, e := range roleWords.entries(k) {
		if e.val.roles&rSizeCue != 0 {
			return 1
		}
	}
	return 0
})

// Small word sets of the slot rules.
var (
	exceptWords = newWordSet("ghir", "sauf", "except", "sans", "without", "غير", "بدون", "بلا", "ma3ada", "معدا", "ماعدا")
	sizePreps   = newWordSet("taille", "size", "f", "fi", "en", "in", "b", "ف", "ب", "l9yas", "9yas", "مقاس", "بمقاس", "فيه", "fih",
		"fiha", "فيها", "kayna", "kayn", "existe", "come in")
	sizeCues   = newWordSet("taille", "size", "pointure", "l9yas", "9yas", "مقاس", "بمقاس", "f", "en", "in", "ف", "dyali", "fih")
	cmWords    = newWordSet("cm", "سم", "centimetres", "centimètres", "cms", "centimetre")
	modelWords = newWordSet("iphone", "samsung", "galaxy", "redmi", "note", "xiaomi", "pro", "max", "plus", "ps", "tv",
		"lot", "de", "pack", "x", "آيفون", "ايفون", "سامسونغ", "سامسونج", "a", "s")
)

// excluded reports a colour after "ghir", "sauf", "except", "بلا":
// "mn ghir lk7el" asks for anything but black.
func excluded(toks []tok, i int) bool {
	for k := i - 1; k >= 0 && k >= i-2; k-- {
		if exceptWords.hasTok(&toks[k]) {
			return true
		}
	}
	return false
}

// colourRefused reports the colour at toks[i] named to be refused, so
// that the search is not narrowed to it and the colour wanted after it
// is the one read: "pas en gris, kayna en rose?", "ni rouge ni vert, je
// veux du blanc", "bla l7mer", "machi l7mer", "la 7mra la k7la", "ma
// bghitch l7mer, bghit lkhdar", "I don't like the red, in blue?", "l7mer
// ma3jbnich". A colour after a negated having or being there is asked
// for ("ma kaynach f l7mer?", "vous l'avez pas en rouge ?"), one after
// "only" is wanted ("لا أريد إلا قفطانا أخضر"), and a negation after the
// colour on anything but liking ("robe rouge pas trop chère") is about
// something else: those keep the colour.
func colourRefused(toks []tok, i int) bool {
	start := i
	for start > 0 && !clauseStart(&toks[start]) && !butWords[toks[start-1].norm] {
		start--
	}
	for k := i - 1; k >= start && k >= i-5; k-- {
		t := &toks[k]
		if colourOnly[t.norm] {
			return false // "لا أريد إلا الأخضر", "je ne veux que du vert"
		}
		glued := glueOnly(toks[k+1 : i])
		switch w := t.norm; {
		case glued && (colourNor[w] || w == "bla"):
			return true // "ni rouge ni vert", "neither red nor green", "bla lkhdar w bla lbyed"
		case glued && (w == "ولا" || w == "wla") && opensOnNo(toks, start, k):
			return true // "لا الأحمر ولا الأخضر"
		case glued && w == "لا" && (k == start || k == start+1 && colourLeadIns[toks[start].norm] || k > start && slotColor(toks[k-1])):
			return true // "لا الأسود", "لا الحمر لا الخضر"
		case w == "la" && k+1 == i && laPair(toks, start, i):
			return true // "la 7mra la k7la" (the French article keeps "la rouge")
		case glued && colourNegOpeners[w] && (k == start || k == start+1 && colourLeadIns[toks[start].norm]):
			return true // "pas en gris", "not in red", "machi l7mer", "non pas le rouge", "ليس الأسود"
		case (likeVerbs[w] || likeVerbs[t.key] || wantish(t)) && likeNegated(toks, k):
			return true // "ma bghitch l7mer", "je ne veux pas de rouge", "I don't like the red", "لا أريد الأحمر"
		case hateVerbs[w] || hateVerbs[t.key]:
			return true // "je déteste le rouge", "hate the yellow", "أكره الأصفر"
		}
	}
	for k := i + 1; k < len(toks) && k <= i+3 && !clauseStart(&toks[k]); k++ {
		t := &toks[k]
		if (likeVerbs[t.norm] || likeVerbs[t.key] || t.norm == "va") && likeNegated(toks, k) {
			return true // "l7mer ma3jbnich", "le rouge me plaît pas", "le noir me va pas", "الأخضر لا يعجبني"
		}
	}
	return false
}

// likeNegated reports the verb of liking or wanting at toks[k] negated:
// glued ("mabghitch", "ما عجبنيش"), after "don't", "ne", "not", before
// "pas". "ma" negates a Darija verb only ("ma bghitch"; "ma mère veut"
// is French), "لا" a Standard Arabic one only ("لا أريد"; "لا بغيتها
// كحلة" is a no, then a want), and "ما" before "أريد" is "what".
func likeNegated(toks []tok, k int) bool {
	t := &toks[k]
	if t.neg || negationShaped(t.norm) {
		return true
	}
	darija := darijaLikeStems.has(t.norm)
	for j := k - 1; j >= 0 && j >= k-2 && !clauseStart(&toks[j+1]); j-- {
		switch n := toks[j].norm; {
		case likeNegApart[n], darija && (n == "ma" || n == "ما"), !darija && n == "لا" && !isASCII(t.norm):
			return true
		}
	}
	return k+1 < len(toks) && !clauseStart(&toks[k+1]) && (toks[k+1].norm == "pas" || toks[k+1].norm == "plus")
}

// laPair reports the colour at toks[i] after "la" in a pair "la X la Y":
// the Latin "la" refuses both, where the French article names one.
func laPair(toks []tok, start, i int) bool {
	if i+2 < len(toks) && !clauseStart(&toks[i+1]) && toks[i+1].norm == "la" && slotColor(toks[i+2]) {
		return i-1 == start || i-2 == start && colourLeadIns[toks[start].norm] // the first of the pair
	}
	return i-3 >= start && slotColor(toks[i-2]) && toks[i-3].norm == "la" // the second
}

// opensOnNo reports "لا" or "la" opening the clause toks[start:k].
func opensOnNo(toks []tok, start, k int) bool {
	for j := start; j < k; j++ {
		if toks[j].norm == "لا" || toks[j].norm == "la" {
			return true
		}
	}
	return false
}

// glueOnly reports toks holding only what may stand between a negation
// and the colour it refuses: a preposition, an article, a pointer, the
// word "colour".
func glueOnly(toks []tok) bool {
	for k := range toks {
		if !colourGlue[toks[k].norm] {
			return false
		}
	}
	return true
}

var (
	colourNor        = normSet("ni", "nor", "neither")
	colourOnly       = normSet("إلا", "الا", "que", "qu", "only", "ghir", "غير", "غي", "ghi", "juste", "just")
	colourNegOpeners = normSet("pas", "not", "machi", "mashi", "mchi", "mshi", "ماشي", "مشي", "ليس", "jamais", "never",
		"sans", "without", "بلا", "بدون")
	colourLeadIns = normSet("non", "no", "nn", "la", "la2", "ah", "mais", "but", "et", "and", "w", "لا", "و")
	colourGlue    = normSet("en", "in", "f", "fi", "b", "de", "du", "le", "la", "les", "l", "the", "a", "un", "une", "that",
		"this", "ce", "cette", "had", "hadak", "lon", "lwn", "color", "colour", "couleur", "لون", "اللون", "ف", "ب", "هاد",
		"هذا", "هذه", "trop", "too", "so", "si", "any")
	hateVerbs       = normSet("deteste", "déteste", "hate", "hates", "kankrah", "kanekrah", "nkrah", "كنكره", "أكره", "اكره")
	likeNegApart    = normSet("dont", "don't", "not", "never", "ne", "n", "nen", "doesnt", "didnt", "jamais")
	darijaLikeStems = newPrefixes("bgh", "kanbgh", "knbgh", "nbgh", "3jb", "3ajb", "kat3jb", "بغ", "كنبغ", "نبغ", "عجب", "كيعجب", "كتعجب")
)

// letterSize keeps the Darija article "l" and the French "m'", "s'" out of
// sizes: a letter is a size after a size cue or a preposition ("taille L",
// "f XL", "en M", "in size S", "ف XL") or when it is the last word after a
// product word; xs, xl, xxl are always sizes.
func letterSize(toks []tok, i int) bool {
	w := toks[i].key
	if len(w) > 1 {
		return true
	}
	if i == 0 {
		// "L 3afak", "M please": the size and a filler ("mmm" alone is a hum).
		return len(toks) > 1 && nextIsEnd(toks, i)
	}
	if sizePreps.hasTok(&toks[i-1]) {
		return i == len(toks)-1 || nextIsEnd(toks, i)
	}
	return false
}

func nextIsEnd(toks []tok, i int) bool {
	if i+1 >= len(toks) {
		return true
	}
	_, info, ok := roleWords.match(toks, i+1, len(toks))
	return ok && info.roles&(rFiller|rThanks|rNoise) != 0
}

// numberSize reads a shoe, jeans or diameter size at toks[i]: "42",
// "30cm", "30 cm", "30 سم", "pointure 42", "مقاس 40". A number is a size
// after a size cue or a preposition, with a cm unit, or alone in the
// range of shoe and jeans sizes (16–50) right after a word that is not a
// model ("iphone 13", "a15"); other numbers are counts or models.
func numberSize(toks []tok, consumed []bool, i int) (string, int) {
	w := toks[i].key
	d := leadingDigits(w)
	if d == 0 || d > 3 {
		return "", 0
	}
	unit := w[d:]
	num := w[:d]
	n := 1
	if unit == "" && i+1 < len(toks) && !consumed[i+1] && cmWords.hasTok(&toks[i+1]) {
		unit, n = "cm", 2
	}
	switch unit {
	case "cm", "سم":
		return num + "cm", n
	case "":
	default:
		return "", 0
	}
	v := atof(num)
	cue := false
	if i > 0 {
		cue = sizeCues.hasTok(&toks[i-1])
		if _, info, ok := roleWords.match(toks, i-1, i); ok && info.roles&rSizeCue != 0 {
			cue = true
		}
	}
	if cue && v >= 1 && v <= 60 {
		return num, n
	}
	if v >= 16 && v <= 50 && i > 0 && utf8.RuneCountInString(toks[i-1].key) > 1 {
		prev := toks[i-1].key
		if leadingDigits(prev) == 0 && !modelWords.has(prev) {
			if _, info, ok := roleWords.match(toks, i-1, i); !ok || info.roles&(rOrdHelper|rOrdinal|rCurrency) == 0 {
				return num, n
			}
		}
	}
	return "", 0
}

// TermSlot says which filter a word of Understanding.Terms names: "color",
// "size", "gender" or "material"; "" when it names none (or names a product,
// as "noir" does in "savon noir" only with its neighbours). The engine uses
// it to take the words of a filter it replaces out of a query's text.
func TermSlot(term string) string {
	toks := Tokens(term)
	if len(toks) != 1 {
		return ""
	}
	key, _ := loadSpellings().canon(toks[0])
	v, ok := slotWords.single(key)
	if !ok {
		return ""
	}
	switch {
	case v.productWord:
		return ""
	case v.color != "":
		return "color"
	case v.gender != "":
		return "gender"
	case v.size != "":
		return "size"
	case v.material:
		return "material"
	}
	return ""
}

// kinSubjects are relatives and friends: first in a message they are who
// did something ("mmi chrat…", "my sister wore…", "أختي لبست…"), not who
// the item is for ("l mmi", "for my mom", "لأمي" name the audience).
var kinSubjects = newWordSet("mmi", "mama", "bba", "baba", "khti", "khoya", "rajli", "mrati", "sahbti", "sa7bti",
	"sahbi", "sa7bi", "weldi", "wldi", "bnti", "my mom", "my mother", "my sister", "my wife", "my husband",
	"my dad", "my father", "my brother", "my friend", "my son", "ma mère", "ma mere", "ma sœur", "ma soeur",
	"ma femme", "mon mari", "mon père", "mon pere", "mon frère", "mon frere", "ma copine", "mon fils",
	"أمي", "امي", "مي", "ختي", "أختي", "اختي", "راجلي", "مرتي", "صاحبتي", "صديقتي", "زوجي", "زوجتي", "أخي",
	"خويا", "بابا", "ماما", "ولدي", "بنتي")
