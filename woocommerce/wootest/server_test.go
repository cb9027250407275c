package wootest

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

var catalog = filepath.Join("..", "..", "testdata", "catalog.json")

type answer struct {
	status int
	header http.Header
	ids    []int64
	body   string
}

func get(t *testing.T, s *Server, query string) answer {
	t.Helper()
	resp, err := s.Client().Get(s.URL + ProductsPath + "?" + query)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	a := answer{status: resp.StatusCode, header: resp.Header, body: string(body)}
	if resp.StatusCode == 200 && strings.HasPrefix(string(body), "[") {
		var ps []struct {
			ID int64 `json:"id"`
		}
		if err := json.Unmarshal(body, &ps); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
		for _, p := range ps {
			a.ids = append(a.ids, p.ID)
		}
	}
	return a
}

func TestFakeSemantics(t *testing.T) {
	t.Parallel()
	s := New(t, catalog)
	tests := []struct {
		name   string
		query  string
		status int
		check  func(t *testing.T, a answer)
	}{
		{"substring of the title, case and accents ignored", "search=THEIERE", 200, func(t *testing.T, a answer) {
			if len(a.ids) < 4 {
				t.Errorf("got %v", a.ids)
			}
		}},
		{"no word splitting", "search=tajine+30", 200, func(t *testing.T, a answer) {
			if len(a.ids) != 0 {
				t.Errorf("'tajine 30' matched %v", a.ids)
			}
		}},
		{"sku substring", "search=TAJ-ARG", 200, func(t *testing.T, a answer) {
			if len(a.ids) < 3 {
				t.Errorf("got %v", a.ids)
			}
		}},
		{"typographic apostrophe matches a plain one", "search=huile+d'argan", 200, func(t *testing.T, a answer) {
			if len(a.ids) < 4 {
				t.Errorf("got %v", a.ids)
			}
		}},
		{"hidden shown without a visibility filter", "search=caftan+collection&per_page=100", 200, func(t *testing.T, a answer) {
			if len(a.ids) != 1 {
				t.Errorf("got %v", a.ids)
			}
		}},
		{"hidden filtered for search", "search=caftan+collection&catalog_visibility=search", 200, func(t *testing.T, a answer) {
			if len(a.ids) != 0 {
				t.Errorf("got %v", a.ids)
			}
		}},
		{"catalog-only filtered for search", "search=emballage&catalog_visibility=search", 200, func(t *testing.T, a answer) {
			if len(a.ids) != 0 {
				t.Errorf("got %v", a.ids)
			}
		}},
		{"exclude", "search=tajine+en+argile&exclude=1287", 200, func(t *testing.T, a answer) {
			for _, id := range a.ids {
				if id == 1287 {
					t.Error("excluded id returned")
				}
			}
		}},
		{"include in include order", "include=1342,1287&orderby=include", 200, func(t *testing.T, a answer) {
			if len(a.ids) != 2 || a.ids[0] != 1342 {
				t.Errorf("got %v", a.ids)
			}
		}},
		{"price bounds in minor units", "min_price=100000&max_price=150000&per_page=100", 200, func(t *testing.T, a answer) {
			if len(a.ids) == 0 {
				t.Error("nothing between 1000 and 1500")
			}
		}},
		{"stock status", "stock_status=outofstock&per_page=100", 200, func(t *testing.T, a answer) {
			if len(a.ids) < 5 {
				t.Errorf("got %v", a.ids)
			}
		}},
		{"paging headers", "search=robe&per_page=4&page=2&orderby=title&order=asc", 200, func(t *testing.T, a answer) {
			total, _ := strconv.Atoi(a.header.Get("X-WP-Total"))
			pages, _ := strconv.Atoi(a.header.Get("X-WP-TotalPages"))
			if total < 12 || pages != (total+3)/4 || len(a.ids) != 4 {
				t.Errorf("total %d pages %d ids %v", total, pages, a.ids)
			}
			link := a.header.Get("Link")
			if !strings.Contains(link, `rel="prev"`) || !strings.Contains(link, `rel="next"`) || !strings.Contains(link, "page=3") {
				t.Errorf("Link %q", link)
			}
		}},
		{"page past the end is an empty list", "search=robe&page=50", 200, func(t *testing.T, a answer) {
			if a.body != "[]" {
				t.Errorf("body %q", a.body)
			}
		}},
		{"per_page over 100", "per_page=101", 400, func(t *testing.T, a answer) {
			if !strings.Contains(a.body, "rest_invalid_param") || !strings.Contains(a.body, "per_page") {
				t.Errorf("body %s", a.body)
			}
		}},
		{"per_page zero", "per_page=0", 400, nil},
		{"unknown parameter", "search=robe&q=robe", 400, func(t *testing.T, a answer) {
			if !strings.Contains(a.body, `"q"`) {
				t.Errorf("body %s", a.body)
			}
		}},
		{"bad orderby", "orderby=relevance", 400, nil},
		{"bad visibility", "catalog_visibility=secret", 400, nil},
		{"bad exclude", "exclude=a,b", 400, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			a := get(t, s, tt.query)
			if a.status != tt.status {
				t.Fatalf("status %d, want %d: %s", a.status, tt.status, a.body)
			}
			if tt.check != nil {
				tt.check(t, a)
			}
		})
	}
}

func TestFakeOrdering(t *testing.T) {
	t.Parallel()
	s := New(t, catalog)
	asc := get(t, s, "search=coque&per_page=100&orderby=title&order=asc")
	desc := get(t, s, "search=coque&per_page=100&orderby=title&order=desc")
	if len(asc.ids) < 10 || len(asc.ids) != len(desc.ids) {
		t.Fatalf("asc %v desc %v", asc.ids, desc.ids)
	}
	for i := range asc.ids {
		if asc.ids[i] != desc.ids[len(desc.ids)-1-i] {
			t.Fatalf("desc is not asc reversed: %v / %v", asc.ids, desc.ids)
		}
	}
	def := get(t, s, "search=coque&per_page=100")
	for i := 1; i < len(def.ids); i++ {
		if def.ids[i] > def.ids[i-1] {
			t.Fatalf("default order (date desc) not newest first: %v", def.ids)
		}
	}
}

func TestFakeFailures(t *testing.T) {
	t.Parallel()
	tests := []struct {
		failure Failure
		status  int
		body    string
	}{
		{Fail500, 500, "internal_server_error"},
		{FailHTML, 200, "<!DOCTYPE html>"},
		{Fail404, 404, "rest_no_route"},
		{FailChallenge, 403, "cf-chl"},
		{FailBadPrices, 200, `"n/a"`},
	}
	for _, tt := range tests {
		t.Run(strconv.Itoa(int(tt.failure)), func(t *testing.T) {
			t.Parallel()
			s := New(t, catalog)
			s.Fail(tt.failure, 1)
			a := get(t, s, "search=tajine")
			if a.status != tt.status || !strings.Contains(a.body, tt.body) {
				t.Errorf("status %d body %.200s", a.status, a.body)
			}
			if b := get(t, s, "search=tajine"); b.status != 200 || len(b.ids) == 0 {
				t.Errorf("failure did not stop after one request: %d", b.status)
			}
			if n := s.RequestCount(); n != 2 {
				t.Errorf("%d requests recorded", n)
			}
		})
	}
}

func TestFakeDelayAndRecording(t *testing.T) {
	t.Parallel()
	s := New(t, catalog)
	s.SetDelay(100 * time.Millisecond)
	start := time.Now()
	get(t, s, "search=robe&exclude=1,2")
	if time.Since(start) < 100*time.Millisecond {
		t.Error("no delay")
	}
	reqs := s.Requests()
	if len(reqs) != 1 || reqs[0].Get("exclude") != "1,2" {
		t.Errorf("recorded %v", reqs)
	}
	resp, err := s.Client().Get(s.URL + "/wp-json/wc/v3/products?" + url.Values{}.Encode())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 404 {
		t.Errorf("other route: %d", resp.StatusCode)
	}
}

func TestLoadRejectsBadCatalog(t *testing.T) {
	t.Parallel()
	for _, data := range []string{"{}", `[{"id":"x"}]`, "<html>"} {
		if _, err := Load([]byte(data)); err == nil {
			t.Errorf("Load(%q) accepted", data)
		}
	}
}
