-- +goose Up
-- Storefront visitors (spec 000, issue 14). A visitor's engagement session
-- before any chat lives in a conversation row of its own (account_id
-- '~visitor', external_id = the visitor id); a platform conversation whose
-- contact carries the visitor id records it here, and the visitor's later
-- storefront events go to that conversation.
ALTER TABLE conversations ADD COLUMN visitor_id text;

COMMENT ON COLUMN conversations.visitor_id IS
    'The storefront visitor id (contact custom attribute wakha_visitor) of a platform conversation; NULL when unknown, and on the visitor''s own session rows (account_id ''~visitor'').';

-- Storefront events find the visitor's newest conversation.
CREATE INDEX conversations_visitor_idx ON conversations (platform, visitor_id, id DESC) WHERE visitor_id IS NOT NULL;

-- +goose Down
DROP INDEX conversations_visitor_idx;
ALTER TABLE conversations DROP COLUMN visitor_id;
