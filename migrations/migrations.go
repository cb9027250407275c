// Package migrations holds wakha's database schema as goose SQL files,
// embedded in the binary so that every replica carries the schema it was
// built against. postgres.DB.Migrate applies them under goose's Postgres
// session lock, so replicas starting together do not race; files are only
// ever added, never edited once released.
package migrations

import "embed"

// FS holds the goose migrations (NNNNN_name.sql), in version order.
//
//go:embed *.sql
var FS embed.FS
