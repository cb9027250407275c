//go:build !unix

package pgtmp

import (
	"context"
	"errors"
)

// Cluster is a running throwaway server; on this system there is none.
type Cluster struct{}

// StartWith is not supported here: initdb and pg_ctl are driven through Unix
// process controls (process groups, running as another user).
func StartWith(ctx context.Context, opts Options) (*Cluster, error) {
	return nil, errors.New("pgtmp: a throwaway PostgreSQL needs Linux or macOS here; " +
		"start a server and set DATABASE_URL (e.g. docker compose up db)")
}

// URL is the cluster's connection URL.
func (c *Cluster) URL() string { return "" }

// Dir is the cluster's temporary directory.
func (c *Cluster) Dir() string { return "" }

// Port is the server's TCP port.
func (c *Cluster) Port() int { return 0 }

// Version is `pg_ctl --version`.
func (c *Cluster) Version() string { return "" }

// Stop does nothing.
func (c *Cluster) Stop() error { return nil }
