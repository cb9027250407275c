package wakha

import (
	"context"
	"encoding/json"
	"regexp"

	"github.com/wakha/wakha/engine"
)

// Storefront visitors (spec 000, issue 14). The storefront script gives each
// browser a random visitor id and attaches it to the chat contact as the
// custom attribute VisitorAttribute. Before a chat exists, the visitor's
// engagement session lives in a conversation row of its own, keyed by
// VisitorKey (the account VisitorAccount never names a real account); once a
// platform conversation carries the visitor id (NewEvent.VisitorID), the
// visitor's later events go to that conversation, and a new conversation
// starts from the visitor's state (Claim.Visitor).

// VisitorAccount is the account part of a visitor's own session key. Real
// account ids are numbers (Chatwoot) or workspace ids (Intercom); neither
// starts with "~".
const VisitorAccount = "~visitor"

// VisitorAttribute is the contact custom attribute holding the visitor id
// (Chatwoot's setCustomAttributes, Intercom's update).
const VisitorAttribute = "wakha_visitor"

// visitorIDPattern: 22 to 64 characters of [A-Za-z0-9_-]. The script makes
// 128 random bits (22 base64url characters); anything shorter is guessable.
var visitorIDPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{22,64}$`)

// ValidVisitorID reports whether id looks like an id the storefront script
// makes: long and random enough that knowing one's own tells nothing about
// anyone else's.
func ValidVisitorID(id string) bool { return visitorIDPattern.MatchString(id) }

// VisitorKey is the key of a visitor's session before a conversation exists.
func VisitorKey(platform, visitorID string) ConvKey {
	return ConvKey{Platform: platform, AccountID: VisitorAccount, ExternalID: visitorID}
}

// IsVisitor reports whether k is a visitor's own session, not a platform
// conversation.
func (k ConvKey) IsVisitor() bool { return k.AccountID == VisitorAccount }

// VisitorStore is what the storefront endpoint needs beyond EventStore:
// the visitor's own session, to show an offer the runner made there.
type VisitorStore interface {
	// VisitorState returns the state of the visitor's own session (nil when
	// it has none yet) and whether a platform conversation carries the
	// visitor id (then offers go to that conversation, not to the bubble).
	VisitorState(ctx context.Context, platform, visitorID string) (state json.RawMessage, linked bool, err error)
}

// ProductLookup finds one product by its id for a page view: the catalog's
// card, or an error with code ENOTFOUND when the store has no such product.
type ProductLookup interface {
	Product(ctx context.Context, id string) (engine.Product, error)
}

// VisitorFinder is a platform whose webhooks do not carry the contact's
// custom attributes (Intercom): the runner asks it once, when a
// conversation starts, for the visitor id of the conversation's contact
// ("" when it has none).
type VisitorFinder interface {
	FindVisitor(ctx context.Context, contactRef string) (string, error)
}

// VisitorLinker records that a conversation carries a visitor id (what
// NewEvent.VisitorID does at insert time, for a visitor found later) and
// returns the visitor's own session state for a new conversation to start
// from (nil when there is none) and the state of the visitor's previous
// conversation, whose offer history it inherits (Claim.VisitorPrior).
type VisitorLinker interface {
	LinkVisitor(ctx context.Context, conversationID int64, platform, visitorID string) (state, prior json.RawMessage, err error)
	// HasVisitors reports whether the storefront script ever reported a
	// visitor on platform: without one there is nothing to link, and a
	// new conversation costs no contact read.
	HasVisitors(ctx context.Context, platform string) (bool, error)
}
