package postgres

import (
	"context"

	"github.com/wakha/wakha"
)

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

// CompleteClaims is completeClaims for conversations a test leased itself:
// the claim statement's snapshot race that makes a claim stale cannot be
// timed from outside.
func (db *DB) CompleteClaims(ctx context.Context, claims []*wakha.Claim, maxEvents int) ([]*wakha.Claim, int, error) {
	return db.completeClaims(ctx, claims, db.now(), maxEvents)
}

// MigrateTo moves the schema to version (up or down), for the tests of a
// migration's data conversion.
func (db *DB) MigrateTo(ctx context.Context, version int64) error {
	p, err := db.newProvider()
	if err != nil {
		return err
	}
	defer p.Close()
	current, err := p.GetDBVersion(ctx)
	if err != nil {
		return err
	}
	if version < current {
		_, err = p.DownTo(ctx, version)
	} else {
		_, err = p.UpTo(ctx, version)
	}
	return err
}
