package engine

import (
	"strings"

	"github.com/wakha/wakha/i18n"
)

// This file answers what the follow-up layer resolved: a question about
// the product in focus (price, stock, sizes, colours, material, its page),
// the open question about a size, and a shopper letting the cards or the
// question go. None of it moves the dialogue: the step functions decide
// the state, these only speak and update the soft context.

// answerQuestion answers a question about a product from what the catalog
// told about it (the card and its attributes).
func (m *machine) answerQuestion(in input) {
	p, ok := m.lookup(in.productID)
	if !ok {
		m.reply(i18n.KeyWhichProduct)
		return
	}
	lang := m.st.Lang
	link := p.Permalink
	switch in.topic {
	case i18n.TopicPrice:
		if p.Price != "" {
			m.reply(i18n.KeyAnswerPrice, p.Name, p.Price)
		} else {
			m.reply(i18n.KeyAnswerElsewhere, p.Name, link)
		}
	case i18n.TopicStock:
		if p.InStock {
			m.reply(i18n.KeyAnswerInStock, p.Name)
		} else {
			m.reply(i18n.KeyAnswerOutOfStock, p.Name)
		}
	case i18n.TopicSize:
		switch {
		case len(p.Sizes) == 0:
			m.reply(i18n.KeyAnswerElsewhere, p.Name, link)
		case in.value == "":
			m.reply(i18n.KeyAnswerSizes, p.Name, i18n.List(lang, p.Sizes))
		default:
			if o, ok := matchSize(p.Sizes, in.value); ok {
				m.reply(i18n.KeyAnswerHasSize, p.Name, o)
			} else {
				m.reply(i18n.KeyAnswerNoSize, p.Name, in.value, i18n.List(lang, p.Sizes))
			}
		}
	case i18n.TopicColor:
		if len(p.Colors) == 0 {
			m.reply(i18n.KeyAnswerElsewhere, p.Name, link)
			break
		}
		names := make([]string, len(p.Colors))
		for i, c := range p.Colors {
			names[i] = i18n.ValueName(lang, filterColor, c)
		}
		m.reply(i18n.KeyAnswerColors, p.Name, i18n.List(lang, names))
	case i18n.TopicMaterial:
		if len(p.Materials) == 0 {
			m.reply(i18n.KeyAnswerElsewhere, p.Name, link)
			break
		}
		names := make([]string, len(p.Materials))
		for i, v := range p.Materials {
			names[i] = i18n.ValueName(lang, filterMaterial, v)
		}
		m.reply(i18n.KeyAnswerMaterial, p.Name, i18n.List(lang, names))
	case i18n.TopicWhere:
		m.reply(i18n.KeyAnswerLink, p.Name, link)
	default:
		// Delivery, payment, returns, or a topic not named: the shop's page says it.
		if in.topic == "" && p.Price != "" {
			m.reply(i18n.KeyAnswerPrice, p.Name, p.Price)
			break
		}
		m.reply(i18n.KeyAnswerElsewhere, p.Name, link)
	}
	m.st.IntentRepeats = 0 // an answer is progress
	m.focusOn(DidAnswer, p.ID)
}

// reask asks the pending confirmation again after answering a question
// about its product: the same question, with its yes/no quick replies.
func (m *machine) reask() {
	if !m.hasPending() {
		return
	}
	m.emit(Effect{
		Kind:    EffectQuickReplies,
		Message: &Message{Key: i18n.KeyConfirmAddToCart, Args: []string{m.productName(*m.st.Dialogue.PendingConfirmation.TargetID)}},
		Options: yesNo(),
	})
}

// askSize is the open question after a yes to a product that comes in
// several sizes and has no direct add-to-cart link: which size. It awaits
// the answer for AwaitingTTL.
func (m *machine) askSize(p Product) bool {
	if p.AddToCartURL != "" || len(p.Sizes) < 2 || p.Permalink == "" {
		return false
	}
	m.reply(i18n.KeyAskSize, p.Name, strings.Join(p.Sizes, ", "), p.Permalink)
	m.awaitInput(QuestionSize, p.ID, p.Sizes)
	return true
}

// answerInput takes the answer to the open question: a size the product
// comes in gives its page with that size to choose; another size says
// which exist and keeps waiting.
func (m *machine) answerInput(in input) {
	p, ok := m.lookup(in.productID)
	if !ok {
		m.st.Awaiting = nil
		m.reply(i18n.KeyWhichProduct)
		return
	}
	if o, ok := matchSize(p.Sizes, in.value); ok {
		m.st.Awaiting = nil
		m.reply(i18n.KeySizeChosen, p.Name, o, p.Permalink)
		m.st.IntentRepeats = 0
		m.focusOn(DidAnswer, p.ID)
		return
	}
	m.reply(i18n.KeyAnswerNoSize, p.Name, in.value, i18n.List(m.st.Lang, p.Sizes))
}

// dismiss answers a cancel phrase that let the cards or the question go.
func (m *machine) dismiss() {
	m.st.Awaiting = nil
	m.st.IntentRepeats = 0
	m.reply(i18n.KeyDismissed)
	m.touch(DidDismiss, func(c *SoftContext) { c.Focus = "" })
}

// unclearKey is the clarifying question for an input nothing resolved: a
// question about a product with cards on screen asks which one.
func (m *machine) unclearKey(in input) i18n.Key {
	if in.reason == "product_question" && len(m.st.Results) > 0 {
		return i18n.KeyWhichProduct
	}
	return i18n.KeyClarify
}
