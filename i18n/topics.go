package i18n

// Topics and superlatives: what a question about the product shown asks
// (Understanding.Topic) and which rank a pick by description means
// (Understanding.Superlative). The engine answers the first from what the
// catalog knows about the product in focus and resolves the second among
// the cards it showed (spec 004: soft context and awaiting selection).

// The topics of Understanding.Topic.
const (
	TopicPrice    = "price"    // "ch7al?", "c'est combien ?", "how much is it?"
	TopicStock    = "stock"    // "is it in stock?", "dispo ?"
	TopicSize     = "size"     // "what sizes?", "wach kayna f L?"
	TopicColor    = "color"    // "what colours?", "la couleur ?"
	TopicMaterial = "material" // "is it leather?", "c'est quelle matière ?"
	TopicWhere    = "where"    // "fin kayna?", "where is it?": its page
	TopicDelivery = "delivery" // "livraison à agadir ?"
	TopicPayment  = "payment"  // "cash à la livraison ?"
	TopicReturns  = "returns"  // "retour possible ?", "warranty?"
	TopicDetails  = "details"  // "is it washable?", "photos?", "compatible induction ?": its page says it
)

// Topics lists every value of Understanding.Topic.
var Topics = []string{TopicPrice, TopicStock, TopicSize, TopicColor, TopicMaterial, TopicWhere, TopicDelivery,
	TopicPayment, TopicReturns, TopicDetails}

// The ranks of Understanding.Superlative.
const (
	SuperCheapest = "cheapest" // "la moins chère", "rkhes wa7ed", "the cheapest"
	SuperPriciest = "priciest" // "la plus chère", "the most expensive", "ghla wa7ed"
	SuperBiggest  = "biggest"  // "la plus grande", "the biggest"
	SuperSmallest = "smallest" // "la plus petite", "the smallest"
)

// The values of Understanding.DropFilter.
const (
	DropColor = "color" // "other colours?", "d'autres couleurs"
	DropPrice = "price" // "any price", "n'importe quel prix"
	DropLast  = "last"  // "undo filter", "7iyed lfiltre": the filter the last refinement added
)

// topicWords and superWords give the value of a phrase that carries rTopic
// or rPriceQ (topics) or rSuper (ranks).
var (
	topicWords = newPhraseSet(func(text string, old, add string) string {
		if old != add {
			panic("i18n: topic phrase " + text + " is listed as " + old + " and " + add)
		}
		return old
	})
	superWords = newPhraseSet(func(text string, old, add string) string {
		if old != add {
			panic("i18n: superlative " + text + " is listed as " + old + " and " + add)
		}
		return old
	})
	dropWords = newPhraseSet(func(text string, old, add string) string {
		if old != add {
			panic("i18n: drop phrase " + text + " is listed as " + old + " and " + add)
		}
		return old
	})
)

func addDrop(filter string, texts ...string) {
	addRole(rDrop, texts...)
	dropWords.addAll(filter, texts...)
}

// dropOf returns the filter the first drop phrase drops.
func dropOf(toks []tok, units []unit) string {
	for _, un := range units {
		if un.roles&rDrop == 0 {
			continue
		}
		if _, v, ok := dropWords.match(toks, un.start, un.end); ok {
			return v
		}
	}
	return ""
}

func addTopic(topic string, texts ...string) {
	addRole(rTopic, texts...)
	topicWords.addAll(topic, texts...)
}

// addPriceQ lists words that ask the price: their own role (a price asked
// of the product shown, or of a product named), topic price.
func addPriceQ(texts ...string) {
	addRole(rPriceQ, texts...)
	topicWords.addAll(TopicPrice, texts...)
}

func addSuper(rank string, texts ...string) {
	addRole(rSuper, texts...)
	superWords.addAll(rank, texts...)
}

func init() {
	addSuper(SuperCheapest, "the cheapest", "the cheapest one", "cheapest", "the cheaper one", "la moins chère",
		"le moins cher", "la moins chere", "rkhes wa7ed", "rkhes wahda", "rkhes wa7da", "lli rkhes", "الرخيصة فيهم",
		"الرخيصة", "الرخيص", "ارخص وحدة", "اللي رخيصة")
	addSuper(SuperPriciest, "the most expensive", "the most expensive one", "the priciest", "la plus chère",
		"la plus chere", "le plus cher", "ghla wa7ed", "ghla wahda", "ghla wa7da", "أغلى وحدة", "اغلى وحدة")
	addSuper(SuperBiggest, "la plus grande", "le plus grand", "the biggest", "the biggest one", "الأكبر")
	addSuper(SuperSmallest, "la plus petite", "le plus petit", "the smallest", "the smallest one", "الأصغر")
	addSuper(SuperCheapest, "الأرخص", "الارخص")
	addSuper(SuperPriciest, "الأغلى")
}

// topicOf returns the topic of the first unit that names one, "" when none does.
func topicOf(toks []tok, units []unit) string {
	for _, un := range units {
		if un.roles&(rTopic|rPriceQ) == 0 {
			continue
		}
		if _, v, ok := topicWords.match(toks, un.start, un.end); ok {
			return v
		}
	}
	return ""
}

// superlativeOf returns the rank of the first unit that names one.
func superlativeOf(toks []tok, units []unit) string {
	for _, un := range units {
		if un.roles&rSuper == 0 {
			continue
		}
		if _, v, ok := superWords.match(toks, un.start, un.end); ok {
			return v
		}
	}
	return ""
}

// Fourth round (issue 11): ranks said in Darija with "lli" (the one that
// is…) and with "fihom" (of them).
func init() {
	addSuper(SuperPriciest, "lli ghalia", "lli ghali", "li ghalia", "lli ghalya", "lli ghalia fihom", "ghla wa7da fihom",
		"اللي غالية", "اللي غالية فيهم", "الغالية فيهم", "la plus cher", "the most expensive of them")
	addSuper(SuperCheapest, "lli rkhisa", "li rkhisa", "lli rkhisa fihom", "lli rkhes fihom", "rkhes wa7da fihom",
		"اللي رخيصة فيهم", "the cheapest of them")
	addSuper(SuperBiggest, "lli kbira", "li kbira", "lli kbira fihom", "lli kbir", "lli kbir fihom", "kbar wa7da",
		"اللي كبيرة", "اللي كبيرة فيهم", "الكبيرة فيهم", "la plus grosse", "the largest", "the largest one", "the big one")
	addSuper(SuperSmallest, "lli sghira", "li sghira", "lli sghira fihom", "lli sghir", "lli sghir fihom", "sghar wa7da",
		"اللي صغيرة", "اللي صغيرة فيهم", "الصغيرة فيهم", "the small one")
}
