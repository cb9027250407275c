package runner

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
)

// The shape of a stored state. A conversation's state keeps the cards it
// showed (the last page and up to MaxEarlierResults before it) so that a
// pick, an ordinal or a follow-up question resolves against what the
// shopper saw. Carried inline they made the state about 10 kB, parsed,
// compressed into TOAST and rewritten by Postgres at every turn. When the
// store keeps cards (wakha.CardStore), the state names them by ref
// instead, "<product id>~<hash of the card's JSON>", in result_refs and
// earlier_refs, and the cards themselves are stored once, with the turn
// that first showed them (Turn.Cards). A ref always names the same card:
// what the shopper saw is what a later turn reads, as when the card was
// inline, whatever the catalog says meanwhile.
//
// A state stored inline (before the refs, or by a store without cards) is
// read as it is; the next turn stores it by ref. A reader that knows only
// engine.State (the admin API, the storefront's bubble) reads a state by
// ref without its cards, which none of them needs; so does a binary from
// before the refs, during a rolling deploy: a pick on cards a newer replica
// stored is then asked again ("which one?"), nothing worse.

// stateShape is the stored JSON of a state: engine.State, with its cards
// by ref when ResultRefs or EarlierRefs is set (Results and
// EarlierResults are then stored empty).
type stateShape struct {
	engine.State
	ResultRefs  []string `json:"result_refs,omitempty"`
	EarlierRefs []string `json:"earlier_refs,omitempty"`
}

// maxCachedCards bounds the card cache. Cards are few (the products of one
// catalog that conversations showed recently); when the bound is reached
// the cache starts again empty, and misses are read from the store.
const maxCachedCards = 4096

// cardCache keeps the cards this process decoded or encoded, by ref, so a
// turn neither reads nor hashes again the cards of the turns before it,
// and stores a card only until the store is known to have it.
type cardCache struct {
	mu    sync.Mutex
	byRef map[string]*cachedCard
	byID  map[string][]string // product id → its cached refs
}

type cachedCard struct {
	product engine.Product
	json    json.RawMessage
	stored  bool // the store has it (read from it, or committed with a turn)
}

func newCardCache() *cardCache {
	return &cardCache{byRef: map[string]*cachedCard{}, byID: map[string][]string{}}
}

// add caches a card (must hold c.mu).
func (c *cardCache) add(ref string, card *cachedCard) {
	if len(c.byRef) >= maxCachedCards {
		clear(c.byRef)
		clear(c.byID)
	}
	c.byRef[ref] = card
	id := card.product.ID
	c.byID[id] = append(c.byID[id], ref)
}

// markStored records that the store has the cards of a committed turn.
func (c *cardCache) markStored(cards []wakha.Card) {
	if len(cards) == 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, card := range cards {
		if e, ok := c.byRef[card.Ref]; ok {
			e.stored = true
		}
	}
}

// cardRef is the ref of a card's JSON: its product id and 72 bits of the
// JSON's SHA-256 (two versions of one product's card never share a ref in
// practice), URL-safe base64.
func cardRef(id string, card []byte) string {
	sum := sha256.Sum256(card)
	return id + "~" + base64.RawURLEncoding.EncodeToString(sum[:9])
}

// refProductID is the product id a ref names.
func refProductID(ref string) string {
	if i := strings.LastIndexByte(ref, '~'); i >= 0 {
		return ref[:i]
	}
	return ref
}

// sameProduct reports whether a and b encode to the same card.
func sameProduct(a, b engine.Product) bool {
	return a.ID == b.ID && a.Name == b.Name && a.Description == b.Description && a.Price == b.Price &&
		a.RegularPrice == b.RegularPrice && a.ImageURL == b.ImageURL && a.Permalink == b.Permalink &&
		a.AddToCartURL == b.AddToCartURL && a.InStock == b.InStock && a.StockText == b.StockText &&
		a.PriceMinor == b.PriceMinor && a.PriceDecimals == b.PriceDecimals &&
		slices.Equal(a.Colors, b.Colors) && slices.Equal(a.Sizes, b.Sizes) && slices.Equal(a.Materials, b.Materials)
}

// cardsByRef reports whether the runner stores states with their cards by
// ref: only with a store that keeps cards.
func (r *Runner) cardsByRef() bool {
	_, ok := r.store.(wakha.CardStore)
	return ok
}

// encodeState is the stored JSON of st and the cards it refers to that the
// store may not have yet (for Turn.Cards).
func (r *Runner) encodeState(st engine.State) ([]byte, []wakha.Card, error) {
	if !r.cardsByRef() || len(st.Results)+len(st.EarlierResults) == 0 {
		b, err := json.Marshal(st)
		return b, nil, err
	}
	shape := stateShape{State: st}
	var fresh []wakha.Card
	refs := func(ps []engine.Product) ([]string, error) {
		out := make([]string, len(ps))
		for i, p := range ps {
			ref, card, err := r.cards.refOf(p)
			if err != nil {
				return nil, err
			}
			if card != nil && !slices.ContainsFunc(fresh, func(c wakha.Card) bool { return c.Ref == ref }) {
				fresh = append(fresh, *card)
			}
			out[i] = ref
		}
		return out, nil
	}
	var err error
	if shape.ResultRefs, err = refs(st.Results); err != nil {
		return nil, nil, err
	}
	if shape.EarlierRefs, err = refs(st.EarlierResults); err != nil {
		return nil, nil, err
	}
	shape.Results, shape.EarlierResults = []engine.Product{}, []engine.Product{}
	b, err := json.Marshal(shape)
	return b, fresh, err
}

// refOf is p's ref, and its card when the store may not have it yet.
func (c *cardCache) refOf(p engine.Product) (string, *wakha.Card, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, ref := range c.byID[p.ID] {
		if e := c.byRef[ref]; e != nil && sameProduct(e.product, p) {
			return ref, unstored(ref, e), nil
		}
	}
	b, err := json.Marshal(p)
	if err != nil {
		return "", nil, fmt.Errorf("encode card %s: %w", p.ID, err)
	}
	ref := cardRef(p.ID, b)
	e, ok := c.byRef[ref]
	if !ok {
		e = &cachedCard{product: p, json: b}
		c.add(ref, e)
	}
	return ref, unstored(ref, e), nil
}

func unstored(ref string, e *cachedCard) *wakha.Card {
	if e.stored {
		return nil
	}
	return &wakha.Card{Ref: ref, JSON: e.json}
}

// decodeState reads a stored state, its cards included: from the cache,
// then the store, and for a card the store does not have (it never loses
// one, but a database restored without them would) the catalog's current
// card of the product. A product the catalog does not have either is left
// out of the state: it cannot be picked or bought any more. An error is
// the store's or the catalog's failure to answer: the turn is tried again.
func (r *Runner) decodeState(ctx context.Context, raw json.RawMessage) (engine.State, error) {
	var shape stateShape
	if err := json.Unmarshal(raw, &shape); err != nil {
		return engine.State{}, errUnreadable{err}
	}
	st := shape.State
	if len(shape.ResultRefs)+len(shape.EarlierRefs) == 0 {
		return st, nil
	}
	cards, err := r.resolveCards(ctx, append(slices.Clone(shape.ResultRefs), shape.EarlierRefs...))
	if err != nil {
		return engine.State{}, err
	}
	pick := func(refs []string) []engine.Product {
		out := make([]engine.Product, 0, len(refs))
		for _, ref := range refs {
			if p, ok := cards[ref]; ok {
				out = append(out, p)
			}
		}
		return out
	}
	st.Results, st.EarlierResults = pick(shape.ResultRefs), pick(shape.EarlierRefs)
	return st, nil
}

// errUnreadable is a stored state that is not a state: decide starts fresh.
type errUnreadable struct{ err error }

func (e errUnreadable) Error() string { return "unreadable state: " + e.err.Error() }
func (e errUnreadable) Unwrap() error { return e.err }

// resolveCards finds the cards of refs (see decodeState); a ref neither the
// store nor the catalog knows is left out.
func (r *Runner) resolveCards(ctx context.Context, refs []string) (map[string]engine.Product, error) {
	out := make(map[string]engine.Product, len(refs))
	var missing []string
	r.cards.mu.Lock()
	for _, ref := range refs {
		if e, ok := r.cards.byRef[ref]; ok {
			out[ref] = e.product
		} else if !slices.Contains(missing, ref) {
			missing = append(missing, ref)
		}
	}
	r.cards.mu.Unlock()
	if len(missing) == 0 {
		return out, nil
	}
	if cs, ok := r.store.(wakha.CardStore); ok {
		stored, err := cs.Cards(ctx, missing)
		if err != nil {
			return nil, fmt.Errorf("read cards: %w", err)
		}
		r.cards.mu.Lock()
		for ref, b := range stored {
			var p engine.Product
			if err := json.Unmarshal(b, &p); err != nil {
				r.log.Error("runner: unreadable stored card, asking the catalog", "ref", ref, "err", err)
				continue
			}
			out[ref] = p
			r.cards.add(ref, &cachedCard{product: p, json: b, stored: true})
		}
		r.cards.mu.Unlock()
	}
	lookup, _ := r.catalog.(wakha.ProductLookup)
	for _, ref := range missing {
		if _, ok := out[ref]; ok {
			continue
		}
		if lookup == nil {
			r.log.Warn("runner: a card of the conversation is not stored; left out", "ref", ref)
			continue
		}
		p, err := r.lookupCard(ctx, lookup, refProductID(ref))
		switch {
		case wakha.ErrorCode(err) == wakha.ENOTFOUND:
			r.log.Warn("runner: a card of the conversation is not stored and its product left the catalog; left out", "ref", ref)
		case err != nil:
			return nil, fmt.Errorf("card %s: %w", ref, err)
		default:
			out[ref] = p
		}
	}
	return out, nil
}

// lookupCard asks the catalog for a product's card, within the search timeout.
func (r *Runner) lookupCard(ctx context.Context, lookup wakha.ProductLookup, id string) (engine.Product, error) {
	if r.opts.SearchTimeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, r.opts.SearchTimeout)
		defer cancel()
	}
	return lookup.Product(ctx, id)
}
