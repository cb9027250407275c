package engine

import (
	"encoding/json"
	"testing"
)

// A filter is part of the hash (a refined query is a new search); its case
// and spaces are not; a query without filters keeps the hash it had before
// filters existed (stored cursors stay valid).
func TestQueryHashFilters(t *testing.T) {
	t.Parallel()
	// (The golden files pin the hashes of queries without filters.)
	base := Query{Text: "jellaba", MaxPrice: 500}
	plain := QueryHash(base)
	tests := []struct {
		name string
		q    Query
		same bool
	}{
		{"no filter", base, true},
		{"colour", Query{Text: "jellaba", MaxPrice: 500, Color: "blue"}, false},
		{"size", Query{Text: "jellaba", MaxPrice: 500, Size: "XL"}, false},
		{"gender", Query{Text: "jellaba", MaxPrice: 500, Gender: "women"}, false},
		{"material", Query{Text: "jellaba", MaxPrice: 500, Material: "cotton"}, false},
		{"blank filter", Query{Text: "jellaba", MaxPrice: 500, Color: ""}, true},
	}
	for _, tt := range tests {
		if got := QueryHash(tt.q) == plain; got != tt.same {
			t.Errorf("%s: same hash %v, want %v", tt.name, got, tt.same)
		}
	}
	a := QueryHash(Query{Text: "jellaba", Size: "XL", Color: "blue"})
	if a != QueryHash(Query{Text: "jellaba", Size: " xl", Color: "Blue"}) {
		t.Error("case or spaces changed the hash")
	}
	if QueryHash(Query{Text: "t", Size: "30 cm"}) != QueryHash(Query{Text: "t", Size: "30cm"}) {
		t.Error("30 cm and 30cm hash differently")
	}
	// The same value under another filter is another search.
	if QueryHash(Query{Text: "t", Color: "silver"}) == QueryHash(Query{Text: "t", Material: "silver"}) {
		t.Error("colour silver and material silver share a hash")
	}
	if QueryHash(Query{Text: "t", Color: "blue", Size: "M"}) == QueryHash(Query{Text: "t", Color: "blue"}) {
		t.Error("adding a size kept the hash")
	}
}

// Queries without filters serialize exactly as before; stored states
// without the fields load.
func TestQueryJSONBackwardCompatible(t *testing.T) {
	t.Parallel()
	b, err := json.Marshal(Query{Text: "caftan", Terms: []string{"caftan"}, Hash: "h"})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `{"text":"caftan","terms":["caftan"],"hash":"h"}`; got != want {
		t.Fatalf("%s, want %s", got, want)
	}
	var q Query
	if err := json.Unmarshal([]byte(`{"text":"caftan","terms":["caftan"],"max_price":300,"hash":"h"}`), &q); err != nil || q.HasFilters() {
		t.Fatalf("%+v %v", q, err)
	}
	b, _ = json.Marshal(Query{Text: "jellaba", Color: "blue", Size: "XL", Gender: "women", Material: "cotton", Hash: "h"})
	if got, want := string(b), `{"text":"jellaba","terms":null,"color":"blue","size":"XL","gender":"women","material":"cotton","hash":"h"}`; got != want {
		t.Fatalf("%s, want %s", got, want)
	}
}
