package woocommerce

import (
	"errors"
	"fmt"
)

// Errors returned (wrapped, test with errors.Is) by the live store.
var (
	// ErrUnavailable means the circuit breaker is open: the store failed
	// repeatedly and is not asked again until the cool-down has passed.
	ErrUnavailable = errors.New("woocommerce: store unavailable (circuit open)")
	// ErrTimeout means the store did not answer within the configured timeout.
	ErrTimeout = errors.New("woocommerce: store timed out")
	// ErrBadResponse means the store answered with something that is not a
	// Store API product list: HTML, a WordPress error, a 404 (Store API
	// missing or WooCommerce too old), an oversized body, unusable prices.
	ErrBadResponse = errors.New("woocommerce: bad store response")
)

// StatusError is a non-2xx answer from the store.
type StatusError struct {
	Status int    // HTTP status code
	Code   string // WordPress error code when the body was a WP error object
	Detail string // short description of the body
}

// Error describes the status, the WordPress error code and the body.
func (e *StatusError) Error() string {
	if e.Code != "" {
		return fmt.Sprintf("woocommerce: HTTP %d (%s): %s", e.Status, e.Code, e.Detail)
	}
	return fmt.Sprintf("woocommerce: HTTP %d: %s", e.Status, e.Detail)
}

// Unwrap makes a 404 match ErrBadResponse: the Store API route is missing.
func (e *StatusError) Unwrap() error {
	if e.Status == 404 {
		return ErrBadResponse
	}
	return nil
}

// retryable reports whether a failed GET is worth exactly one more try.
func (e *StatusError) retryable() bool { return e.Status >= 500 }
