package engine

import (
	"math"

	"github.com/wakha/wakha/i18n"
)

// This file holds the searches and pages of spec 001 §5: a new search, show
// more, the catalog's answers, the last-defense deduplication and the page
// on screen.

// search starts a new search: a fresh cursor on the new query, excluding
// everything shown so far. The state does not change until the results come.
func (m *machine) search(q Query) {
	m.st.Query = &q
	m.st.Refining = nil
	h := q.Hash
	m.st.Dialogue.Pagination = Pagination{Offset: 0, Limit: m.cfg.PageSize, LastQueryHash: &h}
	m.st.ResultsExhausted = false
	m.remember(DidSearch, q, "")
	m.emitSearch()
}

func (m *machine) emitSearch() {
	q := *m.st.Query
	q.Terms = append([]string{}, q.Terms...)
	pg := m.st.Dialogue.Pagination
	m.emit(Effect{Kind: EffectSearch, Search: &SearchRequest{
		Query:   q,
		Lang:    m.st.Lang,
		Offset:  pg.Offset,
		Limit:   pg.Limit,
		Exclude: append([]string{}, m.st.ShownProductIDs...),
	}})
}

// contextOK reports whether the show-more context is intact (§5.4).
func (m *machine) contextOK() bool {
	h := m.st.Dialogue.Pagination.LastQueryHash
	q := m.st.Query
	return q != nil && h != nil && *h == q.Hash && q.Hash == QueryHash(*q)
}

// showMore is §5.2: recommending → paginating, offset += limit, same hash.
func (m *machine) showMore() {
	if !m.move(Paginating, TriggerShowMore, "") {
		return
	}
	pg := &m.st.Dialogue.Pagination
	if !m.contextOK() || pg.Offset > math.MaxInt32-pg.Limit {
		m.lostContext()
		return
	}
	pg.Offset += pg.Limit
	if m.st.ResultsExhausted {
		// The catalog already said there is nothing more: no need to ask it again.
		if m.move(Idle, TriggerNoMoreResults, "") {
			m.reply(i18n.KeyNoMoreResults)
		}
		return
	}
	m.emitSearch()
}

// lostContext is §3.5/§5.4: paginating → clarifying, ask for fresh criteria.
func (m *machine) lostContext() {
	m.st.Query = nil
	m.st.ResultsExhausted = false
	m.st.Dialogue.Pagination.LastQueryHash = nil
	m.st.Dialogue.Pagination.Offset = 0
	m.clarify("lost_context", i18n.KeyLostContext)
}

// onPage handles the catalog's answer to a show-more in paginating.
func (m *machine) onPage(r *SearchResult) {
	h := m.st.Dialogue.Pagination.LastQueryHash
	if r == nil || !m.contextOK() || r.QueryHash != *h {
		m.lostContext()
		return
	}
	m.st.ConsecutiveErrors = 0
	page := m.filter(r.Products)
	if len(page) == 0 {
		m.st.ResultsExhausted = true
		if m.move(Idle, TriggerNoMoreResults, "") {
			m.reply(i18n.KeyNoMoreResults)
		}
		return
	}
	m.st.ResultsExhausted = !r.More
	if m.move(Recommending, TriggerNextPage, "") {
		m.show(page, Message{Key: i18n.KeyMoreIntro})
	}
}

// onFirstPage handles the catalog's answer to a new search started in idle,
// clarifying or recommending (the only step functions that call it).
// Results for another query are stale and ignored.
func (m *machine) onFirstPage(r *SearchResult) {
	from := m.st.Dialogue.State
	h := m.st.Dialogue.Pagination.LastQueryHash
	if r == nil || m.st.Query == nil || h == nil || *h != m.st.Query.Hash || r.QueryHash != *h {
		return
	}
	m.st.ConsecutiveErrors = 0
	text := m.st.Query.Text
	page := m.filter(r.Products)
	if len(page) == 0 {
		m.archiveResults()
		m.st.ResultsExhausted = true
		if from == Clarifying {
			// The answer to our question still finds nothing: the
			// clarification is unresolved and counts toward the §4 cap, so a
			// shopper who cannot be helped reaches a human instead of looping.
			m.clarify("no_results", i18n.KeyNoResults, text)
			return
		}
		if from == Recommending && !m.move(Idle, TriggerResponseComplete, "no_results") {
			return
		}
		m.reply(i18n.KeyNoResults, text)
		return
	}
	m.st.ResultsExhausted = !r.More
	if m.openResults() {
		m.show(page, Message{Key: i18n.KeyResultsIntro, Args: []string{text}})
	}
}

// openResults moves to recommending for a new result set: from
// recommending the old set closes first (two hops, both logged).
func (m *machine) openResults() bool {
	switch m.st.Dialogue.State {
	case Recommending:
		return m.move(Idle, TriggerResponseComplete, "new_search") && m.move(Recommending, TriggerProductSearch, "")
	case Idle:
		return m.move(Recommending, TriggerProductSearch, "")
	case Clarifying:
		return m.move(Recommending, TriggerClarificationResolved, "")
	}
	return false
}

// filter is the last defense of §5.1 and §5.3 against a misbehaving catalog:
// no empty or already-shown id, no id twice, at most limit (≤ 5) cards.
func (m *machine) filter(products []Product) []Product {
	limit := min(max(m.st.Dialogue.Pagination.Limit, 1), MaxCards)
	shown := make(map[string]struct{}, len(m.st.ShownProductIDs)+limit)
	for _, id := range m.st.ShownProductIDs {
		shown[id] = struct{}{}
	}
	page := make([]Product, 0, limit)
	for _, p := range products {
		if len(page) == limit {
			break
		}
		if _, dup := shown[p.ID]; p.ID == "" || dup {
			continue
		}
		shown[p.ID] = struct{}{}
		page = append(page, p)
	}
	return page
}

// show puts a page on screen: intro, cards, then the quick replies.
func (m *machine) show(page []Product, intro Message) {
	m.archiveResults()
	m.st.Results = page
	shown := m.st.ShownProductIDs
	ids := make([]string, 0, len(shown)+len(page))
	ids = append(ids, shown...)
	for _, p := range page {
		ids = append(ids, p.ID)
	}
	m.st.ShownProductIDs = ids
	m.st.IntentRepeats = 0 // new cards are progress
	m.awaitSelection()
	m.touch(DidShow, func(c *SoftContext) { c.Focus = "" })
	m.emit(Effect{Kind: EffectReply, Message: &intro})
	m.emit(Effect{Kind: EffectCards, Cards: append([]Product(nil), page...)})
	opts := make([]Option, 0, 2)
	if !m.st.ResultsExhausted {
		opts = append(opts, Option{Label: i18n.KeyLabelShowMore, Meaning: MeaningShowMore})
	}
	opts = append(opts, Option{Label: i18n.KeyLabelHuman, Meaning: MeaningHuman})
	// The widget shows a quick-reply message's text as a bubble: ask a real question.
	m.emit(Effect{Kind: EffectQuickReplies, Message: &Message{Key: i18n.KeyMoreOrPick}, Options: opts})
}

// archiveResults moves the current page to EarlierResults (capped).
func (m *machine) archiveResults() {
	if len(m.st.Results) == 0 {
		m.st.Results = []Product{}
		return
	}
	all := len(m.st.EarlierResults) + len(m.st.Results)
	skip := max(all-MaxEarlierResults, 0)
	earlier := make([]Product, 0, all-skip)
	for i, p := range m.st.EarlierResults {
		if i >= skip {
			earlier = append(earlier, p)
		}
	}
	for i, p := range m.st.Results {
		if len(m.st.EarlierResults)+i >= skip {
			earlier = append(earlier, p)
		}
	}
	m.st.EarlierResults = earlier
	m.st.Results = []Product{}
}
