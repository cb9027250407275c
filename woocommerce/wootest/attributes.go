package wootest

import (
	"cmp"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// attrQuery is one attributes[i] entry of a products request.
type attrQuery struct {
	index     int
	attribute string
	termIDs   []int64
	slugs     []string
	operator  string // in (default), not_in, and
}

// isAttributesKey reports whether a query key belongs to the attributes
// parameter ("attributes", "attributes[0][slug][]").
func isAttributesKey(k string) bool {
	return k == "attributes" || strings.HasPrefix(k, "attributes[")
}

// brackets splits "attributes[0][slug][]" into "attributes" and its
// bracketed parts ("0", "slug", ""); ok is false for anything else.
func brackets(k string) (name string, parts []string, ok bool) {
	i := strings.IndexByte(k, '[')
	if i < 0 {
		return k, nil, true
	}
	name, rest := k[:i], k[i:]
	for rest != "" {
		if rest[0] != '[' {
			return "", nil, false
		}
		j := strings.IndexByte(rest, ']')
		if j < 0 || strings.IndexByte(rest[1:j], '[') >= 0 {
			return "", nil, false
		}
		parts = append(parts, rest[1:j])
		rest = rest[j+1:]
	}
	return name, parts, true
}

// parseAttributes reads the attributes parameter the way PHP and the WP
// REST schema of the Store API do: an array of objects {attribute,
// term_id[] (integers), slug[] (strings), operator (in, not_in, and)}, each
// list also accepted comma-separated. What the schema rejects is reported
// in params (the 400's per-parameter messages).
func parseAttributes(q url.Values, params map[string]string) []attrQuery {
	byIndex := map[int]*attrQuery{}
	bad := func(format string, args ...any) {
		if _, ok := params["attributes"]; !ok {
			params["attributes"] = fmt.Sprintf(format, args...)
		}
	}
	keys := make([]string, 0, len(q))
	for k := range q {
		if isAttributesKey(k) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		_, parts, ok := brackets(k)
		if !ok {
			bad("attributes is not of type array.")
			continue
		}
		if len(parts) == 0 { // attributes=…: a list whose items are not objects
			bad("attributes[0] is not of type object.")
			continue
		}
		i, err := strconv.Atoi(parts[0])
		if err != nil || i < 0 {
			bad("attributes is not of type array.") // PHP makes it an associative array
			continue
		}
		if len(parts) == 1 {
			bad("attributes[%d] is not of type object.", i)
			continue
		}
		a := byIndex[i]
		if a == nil {
			a = &attrQuery{index: i}
			byIndex[i] = a
		}
		prop, sub := parts[1], parts[2:]
		vals := q[k]
		switch prop {
		case "attribute", "operator":
			if len(sub) > 0 || len(vals) != 1 {
				bad("attributes[%d][%s] is not of type string.", i, prop)
				continue
			}
			if prop == "attribute" {
				a.attribute = vals[0]
				continue
			}
			switch vals[0] {
			case "in", "not_in", "and":
				a.operator = vals[0]
			default:
				bad("attributes[%d][operator] is not one of in, not_in, and.", i)
			}
		case "term_id", "slug":
			if len(sub) > 1 || (len(sub) == 1 && sub[0] != "" && !isIndex(sub[0])) {
				bad("attributes[%d][%s] is not of type array.", i, prop)
				continue
			}
			for _, v := range vals {
				for _, item := range splitList(v) {
					if prop == "slug" {
						a.slugs = append(a.slugs, item)
						continue
					}
					id, err := strconv.ParseInt(item, 10, 64)
					if err != nil {
						bad("attributes[%d][term_id][%d] is not of type integer.", i, len(a.termIDs))
						continue
					}
					a.termIDs = append(a.termIDs, id)
				}
			}
		}
		// Other properties: the schema allows them and WooCommerce ignores them.
	}
	out := make([]attrQuery, 0, len(byIndex))
	for _, a := range byIndex {
		out = append(out, *a)
	}
	slices.SortFunc(out, func(a, b attrQuery) int { return cmp.Compare(a.index, b.index) })
	return out
}

func isIndex(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

// attributesMatch applies the attribute filters as WooCommerce builds its
// tax_query: an entry without term ids or slugs, or whose attribute is not
// one of the store's taxonomies, is dropped; term ids win over slugs;
// operator in = any of the terms, and = all, not_in = none; terms that do
// not exist in the taxonomy are dropped, so "in" with none left matches
// nothing and "and" with one missing matches nothing; all entries must
// hold whatever attribute_relation says (WordPress reads a relation other
// than OR as AND, and the Store API only accepts in and and).
func (h *Handler) attributesMatch(p product, attrs []attrQuery) bool {
	for _, a := range attrs {
		if len(a.termIDs) == 0 && len(a.slugs) == 0 {
			continue
		}
		tax := h.taxonomyBySlug(a.attribute)
		if tax == nil {
			continue
		}
		var want []int64
		asked := len(a.termIDs)
		if asked > 0 {
			for _, id := range a.termIDs {
				if slices.ContainsFunc(tax.terms, func(t *term) bool { return t.id == id }) {
					want = append(want, id)
				}
			}
		} else {
			asked = len(a.slugs)
			for _, s := range a.slugs {
				for _, t := range tax.terms {
					if t.slug == s {
						want = append(want, t.id)
					}
				}
			}
		}
		has := p.terms[tax.slug]
		switch a.operator {
		case "not_in":
			for _, id := range want {
				if has[id] {
					return false
				}
			}
		case "and":
			if len(want) < asked {
				return false // WordPress: "Inexistent terms."
			}
			for _, id := range want {
				if !has[id] {
					return false
				}
			}
		default:
			found := false
			for _, id := range want {
				found = found || has[id]
			}
			if !found {
				return false
			}
		}
	}
	return true
}

func (h *Handler) taxonomyBySlug(slug string) *taxonomy {
	for _, t := range h.taxonomies {
		if t.slug == slug {
			return t
		}
	}
	return nil
}

// termParams are the parameters of /products/attributes/{id}/terms.
var termParams = map[string]bool{
	"context": true, "page": true, "per_page": true, "search": true, "exclude": true, "include": true,
	"order": true, "orderby": true, "hide_empty": true, "parent": true,
}

// serveAttributes answers /products/attributes and /products/attributes/{id}/terms.
func (h *Handler) serveAttributes(w http.ResponseWriter, path string, q url.Values) {
	rest := strings.TrimPrefix(strings.TrimPrefix(path, AttributesPath), "/")
	params := map[string]string{}
	if c := q.Get("context"); c != "" && c != "view" && c != "edit" {
		params["context"] = "context is not one of view, edit."
	}
	if rest == "" {
		for k := range q {
			if k != "context" {
				params[k] = "Unknown parameter (not part of the Store API product attributes collection)."
			}
		}
		if invalid(w, params) {
			return
		}
		out := make([]map[string]any, 0, len(h.taxonomies))
		for _, t := range h.taxonomies {
			out = append(out, map[string]any{
				"id": t.id, "name": t.name, "taxonomy": t.slug, "type": "select",
				"order": "menu_order", "has_archives": false, "count": len(t.terms),
			})
		}
		writeJSON(w, out)
		return
	}
	idText, ok := strings.CutSuffix(rest, "/terms")
	id, err := strconv.ParseInt(idText, 10, 64)
	if !ok || err != nil || strings.Contains(idText, "/") {
		wpError(w, http.StatusNotFound, "rest_no_route", "No route was found matching the URL and request method.", nil)
		return
	}
	var tax *taxonomy
	for _, t := range h.taxonomies {
		if t.id == id {
			tax = t
		}
	}
	if tax == nil {
		wpError(w, http.StatusNotFound, "woocommerce_rest_taxonomy_invalid", "Attribute does not exist.", nil)
		return
	}
	for k := range q {
		if !termParams[k] {
			params[k] = "Unknown parameter (not part of the Store API attribute terms collection)."
		}
	}
	intParam := func(name string, def, lo int64) int64 {
		s := q.Get(name)
		if s == "" {
			return def
		}
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil || v < lo {
			params[name] = fmt.Sprintf("%s must be greater than or equal to %d", name, lo)
			return def
		}
		return v
	}
	page := intParam("page", 1, 1)
	perPage := intParam("per_page", 0, 0) // 0: no limit
	exclude, okE := idList(q.Get("exclude"))
	include, okI := idList(q.Get("include"))
	if !okE {
		params["exclude"] = "exclude[0] is not of type integer."
	}
	if !okI {
		params["include"] = "include[0] is not of type integer."
	}
	order := cmp.Or(q.Get("order"), "asc")
	if order != "asc" && order != "desc" {
		params["order"] = "order is not one of asc, desc."
	}
	orderby := cmp.Or(q.Get("orderby"), "name")
	switch orderby {
	case "name", "slug", "count", "menu_order":
	default:
		params["orderby"] = "orderby is not one of name, slug, count, menu_order."
	}
	hideEmpty := true
	switch q.Get("hide_empty") {
	case "", "true", "1":
	case "false", "0":
		hideEmpty = false
	default:
		params["hide_empty"] = "hide_empty is not of type boolean."
	}
	if invalid(w, params) {
		return
	}
	search := fold(q.Get("search"))
	var terms []*term
	for _, t := range tax.terms {
		if (hideEmpty && t.count == 0) || exclude[t.id] || (len(include) > 0 && !include[t.id]) {
			continue
		}
		if search != "" && !strings.Contains(fold(t.name), search) && !strings.Contains(t.slug, search) {
			continue
		}
		terms = append(terms, t)
	}
	slices.SortStableFunc(terms, func(a, b *term) int {
		var c int
		switch orderby {
		case "slug":
			c = strings.Compare(a.slug, b.slug)
		case "count":
			c = cmp.Compare(a.count, b.count)
		case "menu_order":
			c = cmp.Compare(a.id, b.id)
		default:
			c = strings.Compare(fold(a.name), fold(b.name))
		}
		if order == "desc" {
			return -c
		}
		return c
	})
	total := len(terms)
	if perPage > 0 {
		from := min(int(min((page-1)*perPage, int64(total))), total)
		terms = terms[from:min(total, from+int(perPage))]
		if int64(len(terms)) == perPage || page > 1 {
			w.Header().Set("X-WP-Total", strconv.Itoa(total))
			w.Header().Set("X-WP-TotalPages", strconv.Itoa((total+int(perPage)-1)/int(perPage)))
		}
	}
	out := make([]map[string]any, 0, len(terms))
	for _, t := range terms {
		out = append(out, map[string]any{
			"id": t.id, "name": t.name, "slug": t.slug, "description": "", "parent": 0, "count": t.count,
		})
	}
	writeJSON(w, out)
}

// invalid writes the WordPress 400 for bad parameters, if any.
func invalid(w http.ResponseWriter, params map[string]string) bool {
	if len(params) == 0 {
		return false
	}
	names := make([]string, 0, len(params))
	for k := range params {
		names = append(names, k)
	}
	sort.Strings(names)
	wpError(w, http.StatusBadRequest, "rest_invalid_param", "Invalid parameter(s): "+strings.Join(names, ", "), params)
	return true
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json; charset=UTF-8")
	json.NewEncoder(w).Encode(v)
}
