// Package bench holds the reference workloads wakha's speed is compared
// with: SameWork is one transaction doing the durable work of one shopper
// message, run by pgbench beside `connector loadtest --pgbench`.
package bench

import _ "embed"

// SameWork is bench/same_work.sql, the pgbench script.
//
//go:embed same_work.sql
var SameWork string

// PgbenchArgs are the pgbench flags the load tool and BENCHMARKS.md use
// (the script file and the database follow).
var PgbenchArgs = []string{"-n", "-c", "8", "-j", "2", "-T", "30"}
