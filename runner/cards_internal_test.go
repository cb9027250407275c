package runner

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
)

// lookupCatalog is a catalog that knows products by id (wakha.ProductLookup).
type lookupCatalog struct {
	products map[string]engine.Product
	err      error // every lookup fails with it
}

func (lookupCatalog) Search(context.Context, engine.SearchRequest) (engine.SearchResult, error) {
	return engine.SearchResult{}, errors.New("no search here")
}

func (c lookupCatalog) Product(_ context.Context, id string) (engine.Product, error) {
	if c.err != nil {
		return engine.Product{}, c.err
	}
	p, ok := c.products[id]
	if !ok {
		return engine.Product{}, wakha.Errorf(wakha.ENOTFOUND, "no product %s", id)
	}
	return p, nil
}

func cardRunner(store wakha.TurnStore, catalog wakha.Catalog) *Runner {
	return New(store, catalog, nil, Options{SearchTimeout: 5 * time.Second}, slog.New(slog.NewTextHandler(io.Discard, nil)), nil)
}

// storeTurn commits a turn of a fresh conversation with state and cards.
func storeTurn(t *testing.T, ctx context.Context, db *postgres.DB, id string, state []byte, cards []wakha.Card) {
	t.Helper()
	k := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: id}
	if _, _, err := db.InsertEvent(ctx, wakha.NewEvent{Key: k, Kind: "user_message", Payload: json.RawMessage(`{"kind":"user_message"}`)}); err != nil {
		t.Fatal(err)
	}
	c, err := db.ClaimConversation(ctx, "w/"+id, time.Minute, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.CommitTurn(ctx, wakha.Turn{ConversationID: c.ConversationID, Owner: c.Owner, Version: c.Version,
		State: state, Cards: cards}); err != nil {
		t.Fatal(err)
	}
}

// The load tool's state, stored by ref, is a fraction of its inline size
// and holds no card; read back by a runner that never saw its cards (from
// the store) it is the state it was, and the runner that stored them does
// not store them again.
func TestStateCardsByRef(t *testing.T) {
	t.Parallel()
	db := pgtest.New(t)
	ctx := context.Background()
	inline := loadtestState(t)
	var want engine.State
	if err := json.Unmarshal(inline, &want); err != nil {
		t.Fatal(err)
	}
	if len(want.Results) == 0 || len(want.EarlierResults) == 0 {
		t.Fatal("the fixture should show cards on both lists")
	}

	writer := cardRunner(db, nil)
	legacy, err := writer.decodeState(ctx, inline)
	if err != nil || !reflect.DeepEqual(legacy, want) {
		t.Fatalf("an inline state read by the runner: %v, differs: %v", err, !reflect.DeepEqual(legacy, want))
	}
	stored, cards, err := writer.encodeState(legacy)
	if err != nil {
		t.Fatal(err)
	}
	if len(stored)*3 > len(inline) {
		t.Errorf("stored by ref: %d bytes, inline %d", len(stored), len(inline))
	}
	for _, p := range append(want.Results, want.EarlierResults...) {
		if strings.Contains(string(stored), p.Permalink) {
			t.Errorf("the stored state still carries the card of %s", p.ID)
		}
	}
	distinct := map[string]bool{}
	for _, p := range append(want.Results, want.EarlierResults...) {
		distinct[p.ID] = true
	}
	if len(cards) != len(distinct) {
		t.Errorf("%d cards to store, want one per product (%d)", len(cards), len(distinct))
	}
	storeTurn(t, ctx, db, "by-ref", stored, cards)
	writer.cards.markStored(cards)

	reader := cardRunner(db, nil)
	got, err := reader.decodeState(ctx, stored)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read back by ref:\n got %+v\nwant %+v", got.Results, want.Results)
	}
	again, more, err := writer.encodeState(got)
	if err != nil || string(again) != string(stored) || len(more) != 0 {
		t.Errorf("encoded again: same JSON %v, %d cards to store (want 0), %v", string(again) == string(stored), len(more), err)
	}
}

// A card the store does not have (a database restored without it) is the
// catalog's current card of its product; a product the catalog lost too
// is left out of the state; a catalog or a store that cannot answer fails
// the read (the turn is tried again), never starts the conversation over.
func TestStateCardMissing(t *testing.T) {
	t.Parallel()
	db := pgtest.New(t)
	ctx := context.Background()
	tajine := engine.Product{ID: "7", Name: "Tajine 30 cm", Price: "249,00 MAD", Permalink: "https://shop.example/p/7"}
	teapot := engine.Product{ID: "8", Name: "Théière", Price: "120,00 MAD", Permalink: "https://shop.example/p/8"}
	st := engine.NewState(engine.DefaultConfig())
	st.Results = []engine.Product{tajine, teapot}
	stored, _, err := cardRunner(db, nil).encodeState(st) // cards never stored
	if err != nil {
		t.Fatal(err)
	}
	newer := tajine
	newer.Price = "199,00 MAD"
	down := errors.New("catalog down")
	tests := []struct {
		name    string
		store   wakha.TurnStore
		catalog wakha.Catalog
		want    []engine.Product
		fails   bool
	}{
		{"the catalog has both", db, lookupCatalog{products: map[string]engine.Product{"7": newer, "8": teapot}}, []engine.Product{newer, teapot}, false},
		{"one left the catalog", db, lookupCatalog{products: map[string]engine.Product{"8": teapot}}, []engine.Product{teapot}, false},
		{"no catalog lookup", db, nil, []engine.Product{}, false},
		{"catalog down", db, lookupCatalog{err: down}, nil, true},
		{"store down", closedDB(t), lookupCatalog{products: map[string]engine.Product{"7": tajine, "8": teapot}}, nil, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := cardRunner(tc.store, tc.catalog)
			got, err := r.decodeState(ctx, stored)
			if tc.fails {
				var bad errUnreadable
				if err == nil || errors.As(err, &bad) {
					t.Fatalf("err = %v, want a failure to read cards", err)
				}
				s, lerr := r.loadStored(ctx, stored)
				if lerr == nil || s != nil {
					t.Errorf("loadStored = %v, %v: the turn would start fresh", s, lerr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got.Results, tc.want) {
				t.Errorf("results %+v, want %+v", got.Results, tc.want)
			}
		})
	}
}

// closedDB is a store whose pool is closed: every query fails.
func closedDB(t *testing.T) *postgres.DB {
	t.Helper()
	db := pgtest.New(t)
	db.Close()
	return db
}

// Without a card store, states keep their cards inline, as before.
func TestStateCardsInlineWithoutCardStore(t *testing.T) {
	t.Parallel()
	r := cardRunner(nil, nil)
	st := engine.NewState(engine.DefaultConfig())
	st.Results = []engine.Product{{ID: "7", Name: "Tajine", Permalink: "https://shop.example/p/7"}}
	b, cards, err := r.encodeState(st)
	if err != nil || len(cards) != 0 || !strings.Contains(string(b), "https://shop.example/p/7") || strings.Contains(string(b), "result_refs") {
		t.Errorf("encodeState = %s, %d cards, %v", b, len(cards), err)
	}
}

// memCards is a TurnStore that keeps cards (only Cards is called here).
type memCards struct {
	wakha.TurnStore
	cards map[string]json.RawMessage
}

func (m memCards) Cards(_ context.Context, refs []string) (map[string]json.RawMessage, error) {
	out := map[string]json.RawMessage{}
	for _, r := range refs {
		if c, ok := m.cards[r]; ok {
			out[r] = c
		}
	}
	return out, nil
}

// BenchmarkTurnState is a turn's reading and writing of the load tool's
// state: inline (every card parsed and encoded again) and by ref (the
// cards known to the runner's cache, as in steady state).
func BenchmarkTurnState(b *testing.B) {
	raw := loadtestState(b)
	b.Run("inline", func(b *testing.B) {
		r := cardRunner(nil, nil)
		b.ReportAllocs()
		for b.Loop() {
			st, err := r.decodeState(context.Background(), raw)
			if err != nil {
				b.Fatal(err)
			}
			if _, _, err := r.encodeState(st); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("by ref", func(b *testing.B) {
		r := cardRunner(memCards{cards: map[string]json.RawMessage{}}, nil)
		st, err := r.decodeState(context.Background(), raw)
		if err != nil {
			b.Fatal(err)
		}
		stored, cards, err := r.encodeState(st)
		if err != nil {
			b.Fatal(err)
		}
		r.cards.markStored(cards)
		b.ReportAllocs()
		for b.Loop() {
			st, err := r.decodeState(context.Background(), stored)
			if err != nil {
				b.Fatal(err)
			}
			if _, _, err := r.encodeState(st); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// sameProduct is a hand-written comparison (reflect.DeepEqual on every card
// of every turn is what the cache avoids): a field added to engine.Product
// and forgotten there would give a changed card an old ref, and the shopper
// the old card. Every field must count.
func TestSameProductComparesEveryField(t *testing.T) {
	t.Parallel()
	base := engine.Product{ID: "p1", Name: "Tajine", Price: "120 MAD", Colors: []string{"red"}}
	if !sameProduct(base, base) {
		t.Fatal("a product differs from itself")
	}
	typ := reflect.TypeOf(base)
	for i := range typ.NumField() {
		changed := base
		changed.Colors = slices.Clone(base.Colors) // base keeps its own
		f := reflect.ValueOf(&changed).Elem().Field(i)
		switch f.Kind() {
		case reflect.String:
			f.SetString(f.String() + "x")
		case reflect.Bool:
			f.SetBool(!f.Bool())
		case reflect.Int, reflect.Int64:
			f.SetInt(f.Int() + 1)
		case reflect.Slice:
			f.Set(reflect.Append(f, reflect.ValueOf("x")))
		default:
			t.Fatalf("engine.Product.%s is a %s: teach sameProduct and this test about it", typ.Field(i).Name, f.Kind())
		}
		if sameProduct(base, changed) {
			t.Errorf("sameProduct ignores engine.Product.%s", typ.Field(i).Name)
		}
	}
}
