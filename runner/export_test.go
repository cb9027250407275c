package runner

// WithoutStateCache makes r read every claim's state from its JSON, as a
// replica that did not commit the conversation's last turn does.
func WithoutStateCache(r *Runner) { r.states = newStateCache(0) }

// StateCacheHits is how many turns started from a cached state.
func StateCacheHits(r *Runner) int {
	r.states.mu.Lock()
	defer r.states.mu.Unlock()
	return r.states.hits
}
