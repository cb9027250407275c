// Package keyring verifies a signed request against several secrets at
// once, so a platform's secret can be rotated without downtime: the
// operator configures "new,old", resets the secret on the platform, and
// removes the old one once nothing is signed with it any more. It says
// which secret matched, by position, so the operator can see when that is.
//
// It knows no signature scheme: each platform passes its own check
// (Chatwoot's X-Chatwoot-Signature, Intercom's X-Hub-Signature, ...).
package keyring

import "errors"

// ErrEmpty is returned by Verify on a ring without secrets.
var ErrEmpty = errors.New("keyring: no secrets configured")

// Ring is an ordered list of secrets, the newest first. The zero value is
// an empty ring.
type Ring struct {
	secrets [][]byte
}

// New returns a ring of the non-empty secrets, in order.
func New(secrets ...string) Ring {
	var r Ring
	for _, s := range secrets {
		if s != "" {
			r.secrets = append(r.secrets, []byte(s))
		}
	}
	return r
}

// Len is the number of secrets.
func (r Ring) Len() int { return len(r.secrets) }

// Verify calls check with each secret in order until one passes and
// returns its position. When none passes it returns -1 and the first
// secret's error: errors that do not depend on the secret (a missing
// header, a stale timestamp) are the same for every secret, and the
// others all say "bad signature".
func (r Ring) Verify(check func(secret []byte) error) (int, error) {
	if len(r.secrets) == 0 {
		return -1, ErrEmpty
	}
	var first error
	for i, s := range r.secrets {
		err := check(s)
		if err == nil {
			return i, nil
		}
		if first == nil {
			first = err
		}
	}
	return -1, first
}
