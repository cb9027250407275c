package fake

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"unicode/utf8"
)

// marshal encodes a payload built by this package (never fails in
// practice) as encoding/json's Encoder does without HTML escaping — keys
// sorted, the same bytes — but walks the maps and slices the builders make
// by type switch instead of by reflection. Every shopper message of the
// load tool is built here, on the cores the service is measured on, and
// json's map encoder (reflection, a sort of reflected keys) was most of
// that cost. A value of another type is left to encoding/json.
func marshal(v any) []byte {
	return appendJSON(make([]byte, 0, 4096), v)
}

func appendJSON(b []byte, v any) []byte {
	switch v := v.(type) {
	case nil:
		return append(b, "null"...)
	case string:
		return appendString(b, v)
	case bool:
		return strconv.AppendBool(b, v)
	case int:
		return strconv.AppendInt(b, int64(v), 10)
	case int64:
		return strconv.AppendInt(b, v, 10)
	case json.Number:
		if v == "" {
			return append(b, '0')
		}
		return append(b, v...) // unixFloat's: strconv's, a valid number
	case json.RawMessage:
		if v == nil {
			return append(b, "null"...)
		}
		var out bytes.Buffer
		if err := json.Compact(&out, v); err != nil {
			panic(fmt.Sprintf("fake chatwoot: encoding payload: %v", err))
		}
		return append(b, out.Bytes()...)
	case map[string]any:
		if v == nil {
			return append(b, "null"...)
		}
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b = append(b, '{')
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, k)
			b = append(b, ':')
			b = appendJSON(b, v[k])
		}
		return append(b, '}')
	case []map[string]any:
		return appendArray(b, v, func(b []byte, e map[string]any) []byte { return appendJSON(b, e) })
	case []any:
		return appendArray(b, v, appendJSON)
	case []string:
		return appendArray(b, v, appendString)
	}
	return appendReflected(b, v)
}

// appendArray appends v as a JSON array (null when nil, as encoding/json
// writes a nil slice), each element by elem.
func appendArray[T any](b []byte, v []T, elem func([]byte, T) []byte) []byte {
	if v == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, e := range v {
		if i > 0 {
			b = append(b, ',')
		}
		b = elem(b, e)
	}
	return append(b, ']')
}

// appendReflected appends v as encoding/json writes it, without HTML
// escaping.
func appendReflected(b []byte, v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(fmt.Sprintf("fake chatwoot: encoding payload: %v", err))
	}
	return append(b, bytes.TrimRight(buf.Bytes(), "\n")...)
}

const hexDigits = "0123456789abcdef"

// appendString quotes s as encoding/json does without HTML escaping:
// quotes, backslashes and control characters escaped, invalid UTF-8 as
// U+FFFD, U+2028 and U+2029 escaped (JavaScript reads them as line ends).
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
