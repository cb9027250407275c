package postgres

// WaitingTurns is how many turns wait for the commit in flight (turns.go).
func (db *DB) WaitingTurns() int {
	db.turns.mu.Lock()
	defer db.turns.mu.Unlock()
	return len(db.turns.waiting)
}
