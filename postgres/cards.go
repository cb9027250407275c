package postgres

import (
	"context"
	"encoding/json"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/wakha/wakha"
)

// Product cards (migration 00009): a conversation's state refers to the
// cards it showed by ref instead of carrying them, so the row a turn
// rewrites stays small. Cards are content-addressed and only ever
// inserted: whoever stores a ref first stores the card every later writer
// of that ref would have stored.

// Cards returns the stored cards of refs, by ref (wakha.CardStore); refs
// the table does not have are left out.
func (db *DB) Cards(ctx context.Context, refs []string) (map[string]json.RawMessage, error) {
	out := make(map[string]json.RawMessage, len(refs))
	if len(refs) == 0 {
		return out, nil
	}
	rows, err := db.pool.Query(ctx, `SELECT ref, card FROM product_cards WHERE ref = ANY($1::text[])`, refs)
	if err != nil {
		return nil, wrap("cards", err)
	}
	var ref string
	var card []byte // not json.RawMessage: pgx would run it through json.Unmarshal
	_, err = pgx.ForEachRow(rows, []any{&ref, &card}, func() error {
		out[ref] = json.RawMessage(slices.Clone(card))
		return nil
	})
	if err != nil {
		return nil, wrap("cards", err)
	}
	return out, nil
}

// insertCardsSQL stores the cards ($1 refs, $2 JSON) the table does not
// have yet, in ref order: two transactions storing overlapping cards take
// their keys in the same order and never wait for each other in a cycle.
const insertCardsSQL = `
	INSERT INTO product_cards (ref, card)
	SELECT u.ref, u.card::jsonb FROM unnest($1::text[], $2::text[]) AS u(ref, card)
	ORDER BY u.ref
	ON CONFLICT (ref) DO NOTHING`

// queueCards queues the insert of a turn's cards on b (nothing when it has none).
func queueCards(b *pgx.Batch, cards []wakha.Card) {
	if len(cards) == 0 {
		return
	}
	refs := make([]string, len(cards))
	jsons := make([]string, len(cards))
	for i, c := range cards {
		refs[i], jsons[i] = c.Ref, string(c.JSON)
	}
	b.Queue(insertCardsSQL, refs, jsons)
}

// validCard reports whether c can be stored: a ref and a JSON object.
func validCard(c wakha.Card) bool {
	return strings.TrimSpace(c.Ref) != "" && json.Valid(c.JSON)
}
