package postgres_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/wakha/wakha"
)

// TestCardsStoredWithTurn: a turn's cards are stored with it and read back
// by ref; a ref already stored keeps its first card (refs are
// content-addressed, a second writer has nothing new to say); a turn that
// lost its claim stores none of its cards; a card that is not JSON is
// refused before anything is written.
func TestCardsStoredWithTurn(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	first := func(id string) *wakha.Claim {
		insert(t, ctx, db, key(id), 0)
		return mustClaim(t, ctx, db, "w/"+id)
	}
	a := first("cards-a")
	tr := turn(a, "hello")
	tr.Cards = []wakha.Card{
		{Ref: "12~x", JSON: json.RawMessage(`{"id":"12","name":"Tajine"}`)},
		{Ref: "7~y", JSON: json.RawMessage(`{"id":"7","name":"Babouches"}`)},
	}
	if err := db.CommitTurn(ctx, tr); err != nil {
		t.Fatal(err)
	}

	b := first("cards-b")
	tr = turn(b, "hello")
	tr.Cards = []wakha.Card{{Ref: "12~x", JSON: json.RawMessage(`{"id":"12","name":"changed"}`)}}
	if err := db.CommitTurn(ctx, tr); err != nil {
		t.Fatalf("a turn storing a ref stored before: %v", err)
	}

	c := first("cards-c")
	tr = turn(c, "hello")
	tr.Version++ // another turn committed meanwhile
	tr.Cards = []wakha.Card{{Ref: "9~z", JSON: json.RawMessage(`{"id":"9"}`)}}
	if err := db.CommitTurn(ctx, tr); !errors.Is(err, wakha.ErrConflict) {
		t.Fatalf("lost claim: %v, want ErrConflict", err)
	}
	tr.Version--
	tr.Cards = []wakha.Card{{Ref: "9~z", JSON: json.RawMessage(`{"id":`)}}
	if err := db.CommitTurn(ctx, tr); err == nil || !strings.Contains(err.Error(), "card") {
		t.Fatalf("a card that is not JSON: %v", err)
	}

	got, err := db.Cards(ctx, []string{"12~x", "7~y", "9~z", "unknown"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"12~x": `{"id": "12", "name": "Tajine"}`, "7~y": `{"id": "7", "name": "Babouches"}`}
	if len(got) != len(want) {
		t.Errorf("Cards = %d cards %s, want %d", len(got), got, len(want))
	}
	for ref, w := range want {
		if string(got[ref]) != w {
			t.Errorf("card %s = %s, want %s", ref, got[ref], w)
		}
	}
	if none, err := db.Cards(ctx, nil); err != nil || len(none) != 0 {
		t.Errorf("Cards(nil) = %v, %v", none, err)
	}
}

// TestFillfactor: conversations and outbox rows, updated several times
// per message, leave room on their pages for HOT updates (migration 00010).
func TestFillfactor(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	for table, want := range map[string]string{"conversations": "fillfactor=50", "outbox": "fillfactor=70"} {
		var opts []string
		if err := db.Pool().QueryRow(ctx, `SELECT coalesce(reloptions, '{}') FROM pg_class WHERE oid = $1::regclass`, table).Scan(&opts); err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(opts, want) {
			t.Errorf("%s: options %v, want %s", table, opts, want)
		}
	}
}
