package main

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// The CLI maps each command to its admin API request, with the bearer
// token, and prints the answer; errors say what to do.
func TestAdminCLI(t *testing.T) {
	t.Parallel()
	const token = "0123456789abcdef0123456789abcdef"
	var got []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer "+token {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		got = append(got, r.Method+" "+r.URL.RequestURI())
		if strings.Contains(r.URL.Path, "/404/") {
			http.Error(w, `{"error":"not found"}`, http.StatusNotFound)
			return
		}
		_, _ = w.Write([]byte(`{"ok":true}`))
	}))
	defer srv.Close()
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	getenv := env(map[string]string{"ADMIN_TOKEN": token, "ADMIN_URL": srv.URL + "/"})
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"list"}, "GET /admin/conversations"},
		{[]string{"list", "--lifecycle", "PAUSED", "--dialogue", "handoff", "--limit", "5"}, "GET /admin/conversations?dialogue=handoff&lifecycle=PAUSED&limit=5"},
		{[]string{"show", "7", "--last", "50"}, "GET /admin/conversations/7?last=50"},
		{[]string{"pause", "7"}, "POST /admin/conversations/7/pause"},
		{[]string{"resume", "7"}, "POST /admin/conversations/7/resume"},
		{[]string{"cancel", "7"}, "POST /admin/conversations/7/cancel"},
		{[]string{"retry", "12"}, "POST /admin/outbox/12/retry"},
		{[]string{"drop", "12"}, "POST /admin/outbox/12/drop"},
	} {
		got = nil
		var out bytes.Buffer
		if err := run(context.Background(), append([]string{"admin"}, tc.args...), getenv, &out); err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		if len(got) != 1 || got[0] != tc.want || out.String() != `{"ok":true}` {
			t.Errorf("%v: requests %v, printed %q; want %s", tc.args, got, out.String(), tc.want)
		}
	}
	for _, tc := range []struct {
		args   []string
		getenv func(string) string
		want   string
	}{
		{[]string{"pause"}, getenv, "pause needs an id"},
		{[]string{"pause", "x"}, getenv, `"x" is not an id`},
		{[]string{"frobnicate", "1"}, getenv, "unknown admin command"},
		{[]string{"pause", "404"}, getenv, "404 Not Found"},
		{[]string{"list"}, env(map[string]string{"ADMIN_URL": srv.URL}), "set ADMIN_TOKEN"},
		{[]string{"list"}, env(map[string]string{"ADMIN_TOKEN": "wrong", "ADMIN_URL": srv.URL}), "401"},
		{[]string{"--url", "ftp://x", "list"}, getenv, "not an http(s) URL"},
	} {
		err := run(context.Background(), append([]string{"admin"}, tc.args...), tc.getenv, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want it to say %q", tc.args, err, tc.want)
		}
		if err != nil && strings.Contains(err.Error(), token) {
			t.Errorf("%v: the token is in the error", tc.args)
		}
	}
	var out bytes.Buffer
	if err := run(context.Background(), []string{"admin", "help"}, env(nil), &out); err != nil || !strings.Contains(out.String(), "pause ID") {
		t.Fatalf("help: %v %q", err, out.String())
	}
}
