package chatwoot

import "time"

// SetClock replaces the client's clock (tests of the version probe's retry).
func SetClock(c *Client, now func() time.Time) { c.now = now }

// ParseLenient is Parse without its strict first decode.
var ParseLenient = parseLenient
