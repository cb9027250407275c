// Package httpbody reads HTTP bodies up to a limit, in one buffer sized from
// the declared length: io.ReadAll starts at 512 bytes and copies a body as
// it doubles, which the webhook and the platform clients paid per message.
package httpbody

import (
	"bytes"
	"io"
)

// Read reads r to its end or to limit+1 bytes, whichever comes first, so
// that a result longer than limit tells the caller the body was too large.
// declared is the sender's Content-Length (-1 or 0 when unknown): within
// the limit it sizes the buffer once; the body is read to its end whatever
// it declared.
func Read(r io.Reader, declared, limit int64) ([]byte, error) {
	var buf bytes.Buffer
	if declared > 0 && declared <= limit {
		buf.Grow(int(declared) + bytes.MinRead) // ReadFrom wants MinRead free to see the end
	}
	_, err := buf.ReadFrom(io.LimitReader(r, limit+1))
	return buf.Bytes(), err
}
