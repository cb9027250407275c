package httpbody

import (
	"bytes"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name      string
		body      string
		declared  int64
		limit     int64
		wantBytes int
	}{
		{"declared right", "hello", 5, 10, 5},
		{"unknown length", "hello", -1, 10, 5},
		{"declared short: read to the end", "hello world", 3, 20, 11},
		{"declared long: read what there is", "hi", 9, 20, 2},
		{"over the limit: one byte more", strings.Repeat("x", 50), 50, 10, 11},
		{"declared over the limit", strings.Repeat("x", 50), 500, 10, 11},
		{"empty", "", 0, 10, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := Read(strings.NewReader(tc.body), tc.declared, tc.limit)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != tc.wantBytes || !bytes.Equal(got, []byte(tc.body)[:tc.wantBytes]) {
				t.Errorf("Read = %q, want the first %d bytes of %q", got, tc.wantBytes, tc.body)
			}
		})
	}
}
