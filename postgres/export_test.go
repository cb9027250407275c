package postgres

// WaitingTurns is how many turns wait for the commit in flight (turns.go).
func (db *DB) WaitingTurns() int {
	db.turns.mu.Lock()
	defer db.turns.mu.Unlock()
	return len(db.turns.waiting)
}

// WaitingEvents is how many inbound events wait for the commit in flight.
func (db *DB) WaitingEvents() int {
	db.events.mu.Lock()
	defer db.events.mu.Unlock()
	return len(db.events.waiting)
}
