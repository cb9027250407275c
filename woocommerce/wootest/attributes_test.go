package wootest

import (
	"encoding/json"
	"io"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func getPath(t *testing.T, s *Server, path, query string) (int, string, map[string][]string) {
	t.Helper()
	u := s.URL + path
	if query != "" {
		u += "?" + query
	}
	resp, err := s.Client().Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body), resp.Header
}

func TestFakeAttributeTaxonomies(t *testing.T) {
	t.Parallel()
	s := New(t, catalog)
	status, body, _ := getPath(t, s, AttributesPath, "")
	if status != 200 {
		t.Fatalf("%d %s", status, body)
	}
	var attrs []struct {
		ID          int64  `json:"id"`
		Name        string `json:"name"`
		Taxonomy    string `json:"taxonomy"`
		Type        string `json:"type"`
		Order       string `json:"order"`
		HasArchives *bool  `json:"has_archives"`
		Count       int    `json:"count"`
	}
	if err := json.Unmarshal([]byte(body), &attrs); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range attrs {
		got = append(got, strconv.FormatInt(a.ID, 10)+" "+a.Name+" "+a.Taxonomy)
		if a.Type != "select" || a.Order == "" || a.HasArchives == nil || a.Count == 0 {
			t.Errorf("attribute %+v lacks a schema field", a)
		}
	}
	// Listed by attribute name (the slug without pa_), as WooCommerce does.
	if want := []string{"1 Couleur pa_couleur", "3 Pointure pa_pointure", "2 Taille pa_taille"}; !slices.Equal(got, want) {
		t.Fatalf("attributes %q, want %q", got, want)
	}
	if status, body, _ := getPath(t, s, AttributesPath, "per_page=5"); status != 400 || !strings.Contains(body, "per_page") {
		t.Errorf("unknown parameter: %d %s", status, body)
	}
}

type termOut struct {
	ID          int64   `json:"id"`
	Name        string  `json:"name"`
	Slug        string  `json:"slug"`
	Description *string `json:"description"`
	Parent      *int64  `json:"parent"`
	Count       int     `json:"count"`
}

func TestFakeAttributeTerms(t *testing.T) {
	t.Parallel()
	s := New(t, catalog)
	terms := func(t *testing.T, query string) ([]termOut, map[string][]string) {
		t.Helper()
		status, body, h := getPath(t, s, AttributesPath+"/1/terms", query)
		if status != 200 {
			t.Fatalf("%s: %d %s", query, status, body)
		}
		var out []termOut
		if err := json.Unmarshal([]byte(body), &out); err != nil {
			t.Fatal(err)
		}
		return out, h
	}
	all, h := terms(t, "")
	if len(all) < 12 || h["X-Wp-Total"] != nil {
		t.Fatalf("%d terms, headers %v", len(all), h)
	}
	for i, x := range all {
		if x.Description == nil || x.Parent == nil || x.Count < 1 {
			t.Errorf("term %+v lacks a schema field or has no product", x)
		}
		if i > 0 && strings.ToLower(all[i-1].Name) > strings.ToLower(x.Name) {
			t.Errorf("not ordered by name: %q before %q", all[i-1].Name, x.Name)
		}
	}
	blue := slices.IndexFunc(all, func(x termOut) bool { return x.Slug == "bleu" })
	if blue < 0 || all[blue].ID != 204 || all[blue].Count < 8 {
		t.Errorf("bleu: %+v", all)
	}
	found, _ := terms(t, "search=bleu")
	var slugs []string
	for _, x := range found {
		slugs = append(slugs, x.Slug)
	}
	if want := []string{"bleu", "bleu-ciel", "bleu-nuit"}; !slices.Equal(slugs, want) {
		t.Errorf("search=bleu: %q, want %q", slugs, want)
	}
	page, h := terms(t, "per_page=5&page=2&orderby=count&order=desc")
	if len(page) != 5 || h["X-Wp-Total"] == nil || h["X-Wp-Totalpages"] == nil {
		t.Errorf("paged: %d terms, headers %v", len(page), h)
	}
	for _, tt := range []struct {
		path, query string
		status      int
		code        string
	}{
		{AttributesPath + "/99/terms", "", 404, "woocommerce_rest_taxonomy_invalid"},
		{AttributesPath + "/x/terms", "", 404, "rest_no_route"},
		{AttributesPath + "/1", "", 404, "rest_no_route"},
		{AttributesPath + "/1/terms", "orderby=relevance", 400, "rest_invalid_param"},
		{AttributesPath + "/1/terms", "hide_empty=maybe", 400, "rest_invalid_param"},
		{AttributesPath + "/1/terms", "taxonomy=pa_couleur", 400, "rest_invalid_param"},
	} {
		status, body, _ := getPath(t, s, tt.path, tt.query)
		if status != tt.status || !strings.Contains(body, tt.code) {
			t.Errorf("%s?%s: %d %s", tt.path, tt.query, status, body)
		}
	}
}

// TestFakeAttributeFilters checks the products route's attribute filters
// against the fixture's jellabas (the catalog's terms: bleu 204, blanc 222,
// taille xxl 218).
func TestFakeAttributeFilters(t *testing.T) {
	t.Parallel()
	s := New(t, catalog)
	base := "search=ellaba&per_page=100&"
	tests := []struct {
		name  string
		query string
		want  []int64 // all present
		never []int64 // none present
		empty bool
	}{
		{"slug", "attributes[0][attribute]=pa_couleur&attributes[0][slug][]=bleu", []int64{2506, 2601}, []int64{2606, 2616, 1307}, false},
		{"term id", "attributes[0][attribute]=pa_couleur&attributes[0][term_id][]=204", []int64{2506, 2601}, []int64{2606, 2616}, false},
		{"term id wins over slug", "attributes[0][attribute]=pa_couleur&attributes[0][term_id][]=204&attributes[0][slug][]=marron", []int64{2601}, []int64{2616}, false},
		{"comma list", "attributes[0][attribute]=pa_couleur&attributes[0][slug]=bleu,bleu-nuit", []int64{2506, 2601, 2606}, []int64{2616}, false},
		{"indexed list", "attributes[0][attribute]=pa_couleur&attributes[0][term_id][0]=204&attributes[0][term_id][1]=221", []int64{2601, 2606}, nil, false},
		{"and", "attributes[0][attribute]=pa_couleur&attributes[0][slug][]=bleu&attributes[0][slug][]=blanc&attributes[0][operator]=and", []int64{2506, 2601}, []int64{2606}, false},
		{"not in", "attributes[0][attribute]=pa_couleur&attributes[0][slug][]=bleu&attributes[0][operator]=not_in", []int64{2606, 2616, 1307}, []int64{2506, 2601}, false},
		{"two attributes", "attributes[0][attribute]=pa_couleur&attributes[0][slug][]=bleu&attributes[1][attribute]=pa_taille&attributes[1][slug][]=xxl&attribute_relation=and", []int64{2601}, []int64{2506, 2616}, false},
		{"relation in reads as and", "attributes[0][attribute]=pa_couleur&attributes[0][slug][]=bleu&attributes[1][attribute]=pa_taille&attributes[1][slug][]=xxl&attribute_relation=in", []int64{2601}, []int64{2506, 2616}, false},
		{"unknown taxonomy ignored", "attributes[0][attribute]=pa_matiere&attributes[0][slug][]=cuir", []int64{2506, 2601, 2616, 1307}, nil, false},
		{"entry without terms ignored", "attributes[0][attribute]=pa_couleur", []int64{2506, 2616}, nil, false},
		{"unknown term finds nothing", "attributes[0][attribute]=pa_couleur&attributes[0][slug][]=turquoise", nil, nil, true},
		{"term of another taxonomy finds nothing", "attributes[0][attribute]=pa_couleur&attributes[0][term_id][]=218", nil, nil, true},
		{"and with an unknown term finds nothing", "attributes[0][attribute]=pa_couleur&attributes[0][slug][]=bleu&attributes[0][slug][]=turquoise&attributes[0][operator]=and", nil, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			a := get(t, s, base+tt.query)
			if a.status != 200 {
				t.Fatalf("%d %s", a.status, a.body)
			}
			if tt.empty != (len(a.ids) == 0) {
				t.Fatalf("ids %v", a.ids)
			}
			for _, id := range tt.want {
				if !slices.Contains(a.ids, id) {
					t.Errorf("%d missing from %v", id, a.ids)
				}
			}
			for _, id := range tt.never {
				if slices.Contains(a.ids, id) {
					t.Errorf("%d in %v", id, a.ids)
				}
			}
		})
	}
}

// Malformed attribute parameters are refused as the Store API's schema does.
func TestFakeRejectsMalformedAttributes(t *testing.T) {
	t.Parallel()
	s := New(t, catalog)
	for _, q := range []string{
		"attributes=pa_couleur",
		"attributes[0]=pa_couleur",
		"attributes[a][attribute]=pa_couleur&attributes[a][slug][]=bleu",
		"attributes[0][attribute]=pa_couleur&attributes[0][term_id][]=bleu",
		"attributes[0][attribute]=pa_couleur&attributes[0][slug][]=bleu&attributes[0][operator]=or",
		"attributes[0][attribute][]=pa_couleur&attributes[0][slug][]=bleu",
		"attributes[0][attribute]=pa_couleur&attributes[0][slug][x][y]=bleu",
		"attributes[0][attribute]=pa_couleur&attributes[0][slug][]=bleu&attribute_relation=or",
		"attributes[0]]=x",
	} {
		a := get(t, s, q)
		if a.status != 400 || !strings.Contains(a.body, "rest_invalid_param") {
			t.Errorf("%s: %d %.200s", q, a.status, a.body)
		}
	}
	// Escaped brackets are the same parameter.
	v := url.Values{"attributes[0][attribute]": {"pa_couleur"}, "attributes[0][slug][]": {"bleu"}, "search": {"ellaba"}}
	if a := get(t, s, v.Encode()); a.status != 200 || !slices.Contains(a.ids, 2601) {
		t.Errorf("encoded: %d %v", a.status, a.ids)
	}
}

func TestFakeFailAttributesOnly(t *testing.T) {
	t.Parallel()
	s := New(t, catalog)
	s.FailAttributes(Fail404, -1)
	if status, body, _ := getPath(t, s, AttributesPath, ""); status != 404 || !strings.Contains(body, "rest_no_route") {
		t.Errorf("attributes: %d %s", status, body)
	}
	if a := get(t, s, "search=tajine"); a.status != 200 || len(a.ids) == 0 {
		t.Errorf("products failed too: %d", a.status)
	}
	calls := s.Calls()
	if len(calls) != 2 || calls[0].Path != AttributesPath || len(s.Requests()) != 1 {
		t.Errorf("calls %v requests %v", calls, s.Requests())
	}
	s.FailAttributes(FailNone, 0)
	if status, _, _ := getPath(t, s, AttributesPath, ""); status != 200 {
		t.Errorf("attributes still failing: %d", status)
	}
}

func TestLoadRejectsInconsistentTerms(t *testing.T) {
	t.Parallel()
	p := func(id int, termID int, slug string) string {
		return `{"id":` + strconv.Itoa(id) + `,"name":"P","attributes":[{"id":1,"name":"Couleur","taxonomy":"pa_couleur","terms":[{"id":` +
			strconv.Itoa(termID) + `,"name":"X","slug":"` + slug + `"}]}]}`
	}
	for _, data := range []string{
		"[" + p(1, 10, "bleu") + "," + p(2, 11, "bleu") + "]",  // one slug, two ids
		"[" + p(1, 10, "bleu") + "," + p(2, 10, "rouge") + "]", // one id, two slugs
		`[{"id":1,"name":"P","attributes":[{"id":1,"name":"Couleur","taxonomy":"pa_couleur","terms":[]},{"id":1,"name":"Taille","taxonomy":"pa_taille","terms":[]}]}]`,
	} {
		if _, err := Load([]byte(data)); err == nil {
			t.Errorf("Load accepted %s", data)
		}
	}
	if _, err := Load([]byte("[" + p(1, 10, "bleu") + "," + p(2, 10, "bleu") + "]")); err != nil {
		t.Errorf("consistent catalog refused: %v", err)
	}
}
