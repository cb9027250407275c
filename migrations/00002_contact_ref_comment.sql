-- +goose Up
-- Card postbacks are now authenticated by a signed payload, not by the
-- visitor's id; the column stays as the conversation's contact reference.
COMMENT ON COLUMN conversations.contact_ref IS
    'Platform contact reference (Chatwoot widget source_id, Intercom user id), kept for operators and the demo panel.';

-- +goose Down
COMMENT ON COLUMN conversations.contact_ref IS
    'Platform contact reference (Chatwoot widget source_id, Intercom user id) used to authenticate storefront postbacks.';
