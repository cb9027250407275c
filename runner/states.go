package runner

import (
	"sync"

	"github.com/wakha/wakha/engine"
)

// stateCacheSize bounds the states kept decoded: a few kilobytes each, one
// per conversation this replica answered lately.
const stateCacheSize = 4096

// stateCache keeps the state each of this replica's turns committed, as the
// engine left it, for the conversation's next turn: reading it back from
// the claim's JSON (and its cards from their refs) was a twentieth of the
// process's CPU under load. The claim's version says whether the stored
// state is still the one cached: every write of a conversation's state
// raises its version, so a turn committed elsewhere (another replica, an
// operator's reset) is a miss, read from the claim as before.
//
// A database restored to an earlier point (a failover to a standby that
// missed the last commits) can bring a version back with another state:
// restart the replicas then, which empties the cache.
//
// An entry is taken out when it is used: a turn that fails or loses its
// race may have changed the engine's state in place, and the next attempt
// reads the stored state again.
type stateCache struct {
	mu   sync.Mutex
	max  int
	byID map[int64]cachedState
	hits int // turns that started from a cached state, for tests
}

type cachedState struct {
	version int64 // the conversation's version once the turn committed
	state   engine.State
}

func newStateCache(max int) *stateCache {
	return &stateCache{max: max, byID: make(map[int64]cachedState)}
}

// take returns and forgets the state cached for conversation id at version.
func (c *stateCache) take(id, version int64) (engine.State, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.byID[id]
	if !ok {
		return engine.State{}, false
	}
	delete(c.byID, id)
	if e.version != version {
		return engine.State{}, false
	}
	c.hits++
	return e.state, true
}

// put keeps st as conversation id's state at version. When full, an
// arbitrary entry makes room: a miss costs only a decode.
func (c *stateCache) put(id, version int64, st engine.State) {
	if c.max <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.byID[id]; !ok && len(c.byID) >= c.max {
		for old := range c.byID {
			delete(c.byID, old)
			break
		}
	}
	c.byID[id] = cachedState{version: version, state: st}
}
