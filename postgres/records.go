package postgres

import (
	"time"

	"github.com/jackc/pgx/v5"
)

// recordsSQL writes what a batch of turns leaves behind besides the state
// and the replies, for every turn at once: the events they consumed marked
// processed, each turn's hops as one transitions row, and their
// diagnostics. One statement rather than three per turn: the statements'
// fixed cost in Postgres (bind, executor start, snapshot) was most of what
// these small writes cost. The inserts keep the turns' order (ORDER BY the
// ordinality); the diagnostics' commit_us is each turn's commit time up to
// its queueing plus the transaction's time in Postgres up to this statement.
const recordsSQL = `
	WITH processed AS (
		UPDATE inbound_events e SET processed_at = coalesce(p.at, now())
		FROM unnest($1::bigint[], $2::bigint[], $3::timestamptz[]) AS p(conv_id, event_id, at)
		WHERE e.conversation_id = p.conv_id AND e.id = p.event_id AND e.processed_at IS NULL
	),
	hops AS (
		INSERT INTO transitions (conversation_id, at, hops)
		SELECT h.conv_id, coalesce(h.at, now()), h.hops::jsonb
		FROM unnest($4::bigint[], $5::timestamptz[], $6::text[]) WITH ORDINALITY AS h(conv_id, at, hops, ord)
		ORDER BY h.ord
	)
	INSERT INTO turn_diagnostics (conversation_id, event_id, event_kind, route, intent, confidence, lang, detail,
		understand_us, decide_us, search_us, render_us, commit_us, at)
	SELECT d.conv_id, d.event_id, d.kind, d.route, d.intent, d.confidence, d.lang, d.detail::jsonb,
		d.understand, d.decide, d.search, d.render, d.began_us + tx.us, coalesce(d.at, now())
	FROM unnest($7::bigint[], $8::bigint[], $9::text[], $10::text[], $11::text[], $12::real[], $13::text[], $14::text[],
			$15::bigint[], $16::bigint[], $17::bigint[], $18::bigint[], $19::bigint[], $20::timestamptz[])
		WITH ORDINALITY AS d(conv_id, event_id, kind, route, intent, confidence, lang, detail,
			understand, decide, search, render, began_us, at, ord),
		(SELECT (extract(epoch FROM clock_timestamp() - transaction_timestamp()) * 1000000)::bigint AS us) AS tx
	ORDER BY d.ord`

// turnRecords collects recordsSQL's columns, turn after turn.
type turnRecords struct {
	// events processed
	evConv, evID []int64
	evAt         []*time.Time
	// one transitions row per turn with hops
	hopConv []int64
	hopAt   []*time.Time
	hops    []string
	// diagnostics
	dConv                                  []int64
	dEvent                                 []*int64
	dKind                                  []string
	dRoute, dIntent, dLang                 []*string
	dConfidence                            []*float32
	dDetail                                []string
	dUnderstand, dDecide, dSearch, dRender []int64
	dBegan                                 []int64
	dAt                                    []*time.Time
}

// add appends c's records: its events processed at its clock (nil: the
// database's), its hops, its diagnostics, each with the commit's time so
// far (from c.began to now, the queueing).
func (r *turnRecords) add(c turnCommit) {
	t := c.turn
	for _, id := range t.ProcessedEventIDs {
		r.evConv, r.evID, r.evAt = append(r.evConv, t.ConversationID), append(r.evID, id), append(r.evAt, c.now)
	}
	if len(t.Transitions) > 0 {
		hops, at := encodeHops(t.Transitions)
		if at == nil {
			at = c.now
		}
		r.hopConv, r.hopAt, r.hops = append(r.hopConv, t.ConversationID), append(r.hopAt, at), append(r.hops, string(hops))
	}
	began := time.Since(c.began).Microseconds()
	for _, d := range t.Diagnostics {
		var eventID *int64
		if d.EventID != 0 {
			id := d.EventID
			eventID = &id
		}
		var confidence *float32
		if d.Confidence != 0 {
			c := float32(d.Confidence)
			confidence = &c
		}
		at := c.now
		if !d.At.IsZero() {
			dAt := d.At
			at = &dAt
		}
		r.dConv = append(r.dConv, t.ConversationID)
		r.dEvent = append(r.dEvent, eventID)
		r.dKind = append(r.dKind, d.EventKind)
		r.dRoute, r.dIntent, r.dLang = append(r.dRoute, nullText(d.Route)), append(r.dIntent, nullText(d.Intent)), append(r.dLang, nullText(d.Lang))
		r.dConfidence = append(r.dConfidence, confidence)
		r.dDetail = append(r.dDetail, string(d.Detail))
		r.dUnderstand, r.dDecide = append(r.dUnderstand, d.Stages.Understand.Microseconds()), append(r.dDecide, d.Stages.Decide.Microseconds())
		r.dSearch, r.dRender = append(r.dSearch, d.Stages.Search.Microseconds()), append(r.dRender, d.Stages.Render.Microseconds())
		r.dBegan = append(r.dBegan, began)
		r.dAt = append(r.dAt, at)
	}
}

// queueRecords queues recordsSQL for turns, after their own statements
// (queueTurn): nothing when they leave no record.
func queueRecords(b *pgx.Batch, turns ...turnCommit) {
	var r turnRecords
	for _, c := range turns {
		r.add(c)
	}
	if len(r.evID) == 0 && len(r.hops) == 0 && len(r.dKind) == 0 {
		return
	}
	b.Queue(recordsSQL,
		r.evConv, r.evID, r.evAt,
		r.hopConv, r.hopAt, r.hops,
		r.dConv, r.dEvent, r.dKind, r.dRoute, r.dIntent, r.dConfidence, r.dLang, r.dDetail,
		r.dUnderstand, r.dDecide, r.dSearch, r.dRender, r.dBegan, r.dAt)
}
