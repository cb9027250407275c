// Package i18n understands what shoppers type, in English, Moroccan Darija
// (Latin "3/7/9" spelling and Arabic script) and French, and holds the
// texts wakha answers with in each of those languages.
//
// Everything here is pure: no I/O, no clock, safe for concurrent use.
package i18n

// Lang is the language a shopper wrote in and the one wakha answers in.
type Lang string

const (
	// English is the default when nothing more specific is detected.
	English Lang = "en"
	// Darija is Moroccan Arabic written in Latin letters and digits ("wakha", "3afak").
	Darija Lang = "darija"
	// French is common in Moroccan shop chats.
	French Lang = "fr"
	// Arabic is any message in Arabic script; replies are Darija in Arabic script.
	Arabic Lang = "ar"
)

// Langs lists every language the reply catalog must cover.
var Langs = []Lang{English, Darija, French, Arabic}

// Intent is what a message asks for.
type Intent string

const (
	IntentGreeting      Intent = "greeting"
	IntentProductSearch Intent = "product_search"
	IntentShowMore      Intent = "show_more"
	IntentSelect        Intent = "select"
	IntentConfirm       Intent = "confirm"
	IntentCancel        Intent = "cancel"
	IntentHuman         Intent = "human"
	IntentThanks        Intent = "thanks"
	IntentBye           Intent = "bye"
	IntentUnknown       Intent = "unknown"
	// IntentHold: the shopper hesitates or asks to wait ("sber chwiya",
	// "je réfléchis", "hold on"); nothing is searched, a pending question stays open.
	IntentHold Intent = "hold"
	// IntentRefine: an incomplete follow-up that changes the last search: a
	// colour, size, gender or price alone ("en bleu ?", "w ta7t 500?", "cheaper?").
	IntentRefine Intent = "refine"
	// IntentProductQuestion: a question about the product just shown or
	// picked: price, stock, sizes, delivery ("ch7al taman dyalha?", "is it in stock?").
	IntentProductQuestion Intent = "product_question"
)

// Decision is how a whole message reads as an answer to a yes/no question.
type Decision string

const (
	// DecisionNone: the message is not a yes/no answer at all.
	DecisionNone Decision = ""
	// DecisionYes: every word confirms ("wakha", "ok wakha", "oui 👍").
	DecisionYes Decision = "yes"
	// DecisionNo: every word cancels ("la", "la shokran", "machi daba").
	DecisionNo Decision = "no"
	// DecisionAmbiguous: confirm and cancel words together ("safi baraka").
	DecisionAmbiguous Decision = "ambiguous"
	// DecisionHold: the shopper asks to wait ("bllati", "tsnna", ✋).
	DecisionHold Decision = "hold"
)

// Understanding is everything the engine needs to know about one message.
type Understanding struct {
	Lang        Lang     `json:"lang"` // "" when the text carries no language evidence ("ok", "2", "👍"): keep the previous one
	Intent      Intent   `json:"intent"`
	Decision    Decision `json:"decision,omitempty"`
	Ordinal     int      `json:"ordinal,omitempty"`     // 1-based position picked ("2", "tani", "الثاني"); 0 = none
	Query       string   `json:"query,omitempty"`       // normalized search text, fillers and price phrases removed
	Terms       []string `json:"terms,omitempty"`       // significant normalized words of Query
	MinPrice    int64    `json:"min_price,omitempty"`   // in major currency units (dirhams); 0 = no bound
	MaxPrice    int64    `json:"max_price,omitempty"`   // in major currency units (dirhams); 0 = no bound
	Color       string   `json:"color,omitempty"`       // canonical English colour asked for: red, blue, green, black, white, yellow, brown, beige, pink, grey, orange, purple, gold, silver
	Size        string   `json:"size,omitempty"`        // S, M, L, XL, XXL, a number ("42") or a number with cm ("30cm")
	Gender      string   `json:"gender,omitempty"`      // men, women or kids: the section asked for
	Material    string   `json:"material,omitempty"`    // canonical English material asked for: leather, cotton, linen, wool, silk, wood, clay, copper, brass, silver, steel, velvet, satin (Materials)
	DropFilter  string   `json:"drop_filter,omitempty"` // "color" ("other colours?"), "price" ("any price"), "last" ("undo filter"): the filter to drop from the last search
	Cheaper     bool     `json:"cheaper,omitempty"`     // "cheaper", "moins cher", "rkhes": below the cheapest shown (the engine resolves it)
	Superlative string   `json:"superlative,omitempty"` // a pick by rank among the cards shown: "cheapest" ("la moins chère", "rkhes wa7ed"), "priciest", "biggest", "smallest"
	Topic       string   `json:"topic,omitempty"`       // what a product_question asks about: price, stock, delivery, payment, returns, material, size, color, where (Topics)
	Question    bool     `json:"question,omitempty"`    // the message asks something ("?" or a question word): never a yes/no answer
	Confidence  float64  `json:"confidence"`            // 0..1; below 0.5 the engine asks to clarify
	// Guess: the intent is the classifier's guess at a yes or a no the
	// rules could not read (guess.go). It is shown and scored, never acted
	// on: the decision is ambiguous and the confidence under 0.5.
	Guess bool `json:"guess,omitempty"`
}
