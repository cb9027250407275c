package engine

import (
	"strings"

	"github.com/wakha/wakha/i18n"
)

// minConfidence is the spec's intent-confidence threshold: below it wakha asks.
const minConfidence = 0.5

// inKind is what a shopper's input asks for, once understood.
type inKind int

const (
	inUnknown inKind = iota
	inSearch
	inShowMore
	inSelect
	inYes
	inNo
	inHold
	inAmbiguous
	inHuman
	inGreeting
	inThanks
	inBye
	// Kinds only the follow-up layer (stage 6) produces or consumes:
	inQuestion   // a question about the product in focus (productID, topic, value: the size asked)
	inAnswer     // the answer to the open question (productID, value: the option)
	inDismiss    // a cancel phrase that lets go of the cards or the open question
	inDropFilter // the quick reply that undoes the last refinement's filter
)

// input is one shopper input (typed, quick reply or card button) reduced to
// what the state machine needs. It is turn-scoped: built by classify, read
// by the step functions, never persisted.
type input struct {
	kind      inKind
	label     string // last_intent
	reason    string // why it is unclear, for the transition log
	query     Query
	ordinal   int
	productID string
	words     []string

	// For the follow-up layer: what the message said and how it was read,
	// and what the layer made of it.
	u      *i18n.Understanding // nil for clicks
	text   string
	refine bool   // query is an enriched query: keep the current results if it finds nothing
	topic  string // inQuestion: i18n.Topic…
	value  string // inQuestion: the size asked; inAnswer: the option answered; inDismiss: what goes
}

// isDecision reports whether the input reads as an answer to a yes/no question.
func (in input) isDecision() bool {
	switch in.kind {
	case inYes, inNo, inHold, inAmbiguous:
		return true
	}
	return false
}

// isInput reports whether the event is the shopper's own input.
func isInput(ev Event) bool {
	return ev.Kind == EventUserMessage || ev.Kind == EventQuickReply || ev.Kind == EventCardAction
}

// classify turns an input event into an input. While a confirmation is
// pending the message's yes/no reading wins over its intent.
//
// The engine does not read text: a typed message is classified from the
// Understanding the runner attached (runner.step always attaches one). A
// message without an Understanding is an unknown, low-confidence input, so
// text understanding lives in exactly one place (i18n, called by the runner).
func (m *machine) classify(ev Event) input {
	switch ev.Kind {
	case EventQuickReply:
		switch {
		case ev.Meaning == MeaningShowMore:
			return input{kind: inShowMore, label: string(i18n.IntentShowMore)}
		case ev.Meaning == MeaningConfirm:
			return input{kind: inYes, label: string(i18n.IntentConfirm)}
		case ev.Meaning == MeaningCancel:
			return input{kind: inNo, label: string(i18n.IntentCancel)}
		case ev.Meaning == MeaningHuman:
			return input{kind: inHuman, label: string(i18n.IntentHuman)}
		case ev.Meaning == MeaningDropFilter:
			return input{kind: inDropFilter, label: "refine"}
		case ev.Meaning == MeaningOfferSimilar:
			return m.similar() // an offer's "similar products" (session_offer.go)
		case strings.HasPrefix(ev.Meaning, MeaningSelectPrefix) && len(ev.Meaning) > len(MeaningSelectPrefix):
			return input{kind: inSelect, label: string(i18n.IntentSelect), productID: ev.Meaning[len(MeaningSelectPrefix):]}
		}
		return input{kind: inUnknown, label: string(i18n.IntentUnknown), reason: "unknown_quick_reply"}
	case EventCardAction:
		if ev.ProductID == "" {
			return input{kind: inUnknown, label: string(i18n.IntentUnknown), reason: "card_without_product"}
		}
		return input{kind: inSelect, label: string(i18n.IntentSelect), productID: ev.ProductID}
	}

	in := m.classifyMessage(ev)
	if ev.Understanding != nil {
		in.u, in.text = ev.Understanding, ev.Text
	}
	return in
}

// classifyMessage classifies a typed message from its Understanding.
func (m *machine) classifyMessage(ev Event) input {
	u := ev.Understanding
	if u == nil {
		u = &i18n.Understanding{Intent: i18n.IntentUnknown}
	}
	if m.hasPending() {
		switch decisionOf(u) {
		case i18n.DecisionYes:
			return input{kind: inYes, label: string(i18n.IntentConfirm)}
		case i18n.DecisionNo:
			if in, ok := declinedFor(u); ok {
				return in
			}
			return input{kind: inNo, label: string(i18n.IntentCancel)}
		case i18n.DecisionHold:
			return input{kind: inHold, label: "hold"}
		case i18n.DecisionAmbiguous:
			return input{kind: inAmbiguous, label: "ambiguous", reason: "ambiguous_decision"}
		}
	}
	if !(u.Confidence >= minConfidence) {
		return input{kind: inUnknown, label: string(i18n.IntentUnknown), reason: "low_confidence"}
	}
	label := string(u.Intent)
	switch u.Intent {
	case i18n.IntentHuman:
		return input{kind: inHuman, label: label}
	case i18n.IntentProductSearch, i18n.IntentRefine:
		// A refinement ("en bleu ?", "w ta7t 500?") read afresh searches on
		// its own words; the follow-up layer merges it into the last query
		// while the soft context lasts (enrich.go).
		q, ok := queryFrom(u)
		if !ok {
			return input{kind: inUnknown, label: label, reason: "underspecified"}
		}
		return input{kind: inSearch, label: label, query: q}
	case i18n.IntentHold:
		return input{kind: inHold, label: label}
	case i18n.IntentProductQuestion:
		// Price, stock, sizes of the product in focus: the follow-up layer
		// answers it (context.go); read afresh, wakha asks which product.
		return input{kind: inUnknown, label: label, reason: "product_question"}
	case i18n.IntentShowMore:
		return input{kind: inShowMore, label: label}
	case i18n.IntentSelect:
		words := u.Terms
		if len(words) == 0 {
			words = i18n.Tokens(ev.Text)
		}
		return input{kind: inSelect, label: label, ordinal: u.Ordinal, words: words}
	case i18n.IntentConfirm:
		return input{kind: inYes, label: label, reason: "nothing_to_confirm"}
	case i18n.IntentCancel:
		return input{kind: inNo, label: label, reason: "nothing_to_cancel"}
	case i18n.IntentGreeting:
		return input{kind: inGreeting, label: label}
	case i18n.IntentThanks:
		return input{kind: inThanks, label: label}
	case i18n.IntentBye:
		return input{kind: inBye, label: label}
	}
	return input{kind: inUnknown, label: string(i18n.IntentUnknown), reason: "unknown_intent"}
}

// declinedFor reads a no that goes on to ask for something else instead
// of the card in question: another card picked ("no, not that one, the
// third"), or a new search or refinement ("la, bghit chi haja dyal rjal",
// "no, cheaper ones"). The card asked about is left either way, so the
// request is served as the message's own (a new pick is asked about, a
// search is run) rather than dropped with a bare "cancelled". A no before
// a pick with nothing to pick by, or before a search with no query, stays
// a plain no.
func declinedFor(u *i18n.Understanding) (input, bool) {
	switch u.Intent {
	case i18n.IntentSelect:
		if u.Ordinal == 0 && len(u.Terms) == 0 {
			return input{}, false
		}
		return input{kind: inSelect, label: string(u.Intent), ordinal: u.Ordinal, words: u.Terms}, true
	case i18n.IntentProductSearch, i18n.IntentRefine:
		if !(u.Confidence >= minConfidence) {
			return input{}, false
		}
		q, ok := queryFrom(u)
		if !ok {
			return input{}, false
		}
		return input{kind: inSearch, label: string(u.Intent), query: q}, true
	}
	return input{}, false
}

// decisionOf reads a message as an answer to a yes/no question.
func decisionOf(u *i18n.Understanding) i18n.Decision {
	switch u.Decision {
	case i18n.DecisionYes, i18n.DecisionNo, i18n.DecisionHold, i18n.DecisionAmbiguous:
		return u.Decision
	}
	switch u.Intent {
	case i18n.IntentConfirm:
		return i18n.DecisionYes
	case i18n.IntentCancel:
		return i18n.DecisionNo
	case i18n.IntentHold:
		return i18n.DecisionHold
	}
	return i18n.DecisionNone
}

// queryFrom builds the search a product_search understanding asks for; ok is
// false when there is nothing to search for (price bounds alone are
// underspecified). The words keep i18n's search form ("jellaba", "dress":
// doubled letters stay), which the catalog searches and the shopper reads
// back; QueryHash folds spellings itself.
func queryFrom(u *i18n.Understanding) (Query, bool) {
	text := searchForm(u.Query)
	terms := make([]string, 0, len(u.Terms))
	for _, t := range u.Terms {
		if t = searchForm(t); t != "" {
			terms = append(terms, t)
		}
	}
	if text == "" {
		text = strings.Join(terms, " ")
	}
	if text == "" {
		return Query{}, false
	}
	q := Query{Text: text, Terms: terms, MinPrice: max(u.MinPrice, 0), MaxPrice: max(u.MaxPrice, 0)}
	if q.MaxPrice > 0 && q.MinPrice > q.MaxPrice {
		// "between 500 and 200": the shopper swapped the bounds.
		q.MinPrice, q.MaxPrice = q.MaxPrice, q.MinPrice
	}
	q.Hash = QueryHash(q)
	return q, true
}

// searchForm is a word or phrase of an Understanding as a search keeps it:
// lower case, single spaces (i18n already normalized the rest).
func searchForm(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}
