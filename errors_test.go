package wakha_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/wakha/wakha"
)

func TestErrorCodeAndMessage(t *testing.T) {
	t.Parallel()
	cause := errors.New("connection refused")
	tests := []struct {
		name     string
		err      error
		wantCode string
		wantMsg  string
	}{
		{"typed", wakha.Errorf(wakha.EINVALID, "missing field %q", "event"), wakha.EINVALID, `missing field "event"`},
		{"wrapped typed", fmt.Errorf("parse: %w", wakha.Errorf(wakha.EUNAUTHORIZED, "bad signature")), wakha.EUNAUTHORIZED, "bad signature"},
		{"plain error is internal and hidden", cause, wakha.EINTERNAL, "internal error"},
		{"internal with message stays hidden", &wakha.Error{Code: wakha.EINTERNAL, Message: "db password wrong", Err: cause}, wakha.EINTERNAL, "internal error"},
		{"nil", nil, "", "internal error"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := wakha.ErrorCode(tt.err); got != tt.wantCode {
				t.Errorf("ErrorCode = %q, want %q", got, tt.wantCode)
			}
			if got := wakha.ErrorMessage(tt.err); got != tt.wantMsg {
				t.Errorf("ErrorMessage = %q, want %q", got, tt.wantMsg)
			}
		})
	}
	e := &wakha.Error{Code: wakha.EUNAVAILABLE, Message: "db down", Err: cause}
	if !errors.Is(e, cause) {
		t.Error("Unwrap does not reach the cause")
	}
}

func TestErrorStringSaysEachPartOnce(t *testing.T) {
	t.Parallel()
	cause := errors.New("chatwoot: payload has no conversation")
	tests := []struct {
		name string
		err  *wakha.Error
		want string
	}{
		{"message and cause", &wakha.Error{Code: wakha.EINVALID, Message: "could not store event", Err: cause},
			"invalid: could not store event: chatwoot: payload has no conversation"},
		{"cause shown as the message", &wakha.Error{Code: wakha.EINVALID, Message: cause.Error(), Err: cause},
			"invalid: chatwoot: payload has no conversation"},
		{"message already ends with the cause", &wakha.Error{Code: wakha.EINVALID, Message: "parse: " + cause.Error(), Err: cause},
			"invalid: parse: chatwoot: payload has no conversation"},
		{"cause only", &wakha.Error{Code: wakha.EINTERNAL, Err: cause}, "internal: chatwoot: payload has no conversation"},
		{"message only", wakha.Errorf(wakha.ENOTFOUND, "no such card"), "not_found: no such card"},
		{"code only", &wakha.Error{Code: wakha.EINTERNAL}, "internal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := tt.err.Error(); got != tt.want {
				t.Errorf("Error() = %q, want %q", got, tt.want)
			}
		})
	}
}
