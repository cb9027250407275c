// Package woocommerce is wakha's catalog: it finds the products a shopper
// asks for and turns them into cards.
//
// Two catalogs answer the same Search(ctx, engine.SearchRequest) call:
//
//   - Store searches a live WooCommerce store through its public Store API
//     (/wp-json/wc/store/v1/products), with per-request timeouts, one retry,
//     a circuit breaker, a short cache and Prometheus metrics.
//   - Local searches a JSON export of Store API products in memory (demo,
//     tests, stores without a reachable API).
//
// Both understand Darija (Latin and Arabic script), French and English
// shopping words through a synonym table (synonyms.json, extendable with a
// shop file), rank with the same rules, never return hidden products or the
// ids already shown in the conversation, and map products to engine.Product
// cards with ToProduct. Both apply engine.Query's attribute filters (colour,
// size, gender, material) through the table's attribute lexicon: on product
// attribute terms, with names and descriptions as the fallback for products
// without an attribute of the kind; the live Store also discovers the
// store's attribute taxonomies and filters with the Store API's attributes
// parameter. README.md documents the query strategy and its limits.
//
// Package wootest is a fake Store API for tests.
package woocommerce
