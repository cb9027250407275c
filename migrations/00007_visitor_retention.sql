-- +goose Up
-- Retention of storefront visitors (issue 14): the visitors' own session
-- rows (account_id '~visitor') not seen for RETENTION_PERIOD are deleted.
-- This index finds them by age without reading every conversation.
CREATE INDEX conversations_visitor_seen_idx ON conversations (updated_at) WHERE account_id = '~visitor';

-- +goose Down
DROP INDEX conversations_visitor_seen_idx;
