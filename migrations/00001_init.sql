-- +goose Up

-- One row per platform conversation. The row is also the unit of work and of
-- locking: claims lease it (lease_owner, lease_until) so that one replica at a
-- time processes a conversation's events, in order, and the version column
-- makes the commit of a turn a compare-and-swap.
CREATE TABLE conversations (
    id             bigserial   PRIMARY KEY,
    platform       text        NOT NULL,
    account_id     text        NOT NULL,
    external_id    text        NOT NULL,
    contact_ref    text,
    state          jsonb,
    version        bigint      NOT NULL DEFAULT 0,
    dialogue_state text        NOT NULL DEFAULT 'idle',
    handoff_reason text,
    wake_at        timestamptz,
    lease_owner    text,
    lease_until    timestamptz,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT conversations_platform_key UNIQUE (platform, account_id, external_id)
);

COMMENT ON TABLE conversations IS
    'One row per platform conversation: the persisted engine.State (versioned, compare-and-swap on commit), the lease that gives one replica at a time the right to process it, and the next wake-up time for timers.';
COMMENT ON COLUMN conversations.contact_ref IS
    'Platform contact reference (Chatwoot widget source_id, Intercom user id) used to authenticate storefront postbacks.';
COMMENT ON COLUMN conversations.state IS
    'engine.State as JSON; NULL for a new conversation, the runner starts from engine.NewState.';
COMMENT ON COLUMN conversations.version IS
    'Incremented by every committed turn; a commit with a stale version is rejected.';
COMMENT ON COLUMN conversations.dialogue_state IS
    'Copy of state.dialogue.state, a column so dashboards can count without parsing JSON.';
COMMENT ON COLUMN conversations.wake_at IS
    'When the engine wants a tick (expiry, follow-up); NULL when it needs none.';
COMMENT ON COLUMN conversations.lease_until IS
    'The claim of lease_owner is live until then (database clock); an expired lease may be taken over.';

-- Dashboards count conversations per dialogue state.
CREATE INDEX conversations_dialogue_state_idx ON conversations (dialogue_state);
-- The claim query looks for due wake-ups; most conversations have none.
CREATE INDEX conversations_wake_at_idx ON conversations (wake_at) WHERE wake_at IS NOT NULL;

-- Every inbound event, stored before the webhook answers 2xx.
CREATE TABLE inbound_events (
    id              bigserial   PRIMARY KEY,
    conversation_id bigint      NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    platform        text        NOT NULL,
    delivery_id     text,
    dedupe_key      text,
    kind            text        NOT NULL,
    payload         jsonb       NOT NULL,
    received_at     timestamptz NOT NULL DEFAULT now(),
    processed_at    timestamptz,
    attempts        integer     NOT NULL DEFAULT 0,
    last_error      text,
    CONSTRAINT inbound_events_delivery_key UNIQUE (platform, delivery_id),
    CONSTRAINT inbound_events_dedupe_key UNIQUE (platform, dedupe_key)
);

COMMENT ON TABLE inbound_events IS
    'Inbound events, stored durably before the webhook acknowledges (a 2xx means stored). The id gives arrival order within a conversation; the unique keys make duplicate deliveries a no-op (NULL keys never collide).';
COMMENT ON COLUMN inbound_events.delivery_id IS
    'Platform delivery id (X-Chatwoot-Delivery, Intercom notification id): the same delivery retried is stored once.';
COMMENT ON COLUMN inbound_events.dedupe_key IS
    'Platform message id or similar: the same message delivered twice under different delivery ids is stored once.';
COMMENT ON COLUMN inbound_events.payload IS
    'The platform-neutral engine.Event as JSON.';
COMMENT ON COLUMN inbound_events.processed_at IS
    'Set when a committed turn consumed the event, or when it was given up after too many failed attempts (last_error kept).';

-- Unprocessed events per conversation, in arrival order: what claims read.
CREATE INDEX inbound_events_unprocessed_idx ON inbound_events (conversation_id, id) WHERE processed_at IS NULL;

-- Rendered platform requests waiting to be sent, in order, per conversation.
CREATE TABLE outbox (
    id                  bigserial   PRIMARY KEY,
    conversation_id     bigint      NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    seq                 bigint      NOT NULL,
    kind                text        NOT NULL,
    payload             jsonb       NOT NULL,
    status              text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
    attempts            integer     NOT NULL DEFAULT 0,
    next_attempt_at     timestamptz NOT NULL DEFAULT now(),
    lease_owner         text,
    lease_until         timestamptz,
    last_error          text,
    platform_message_id text,
    created_at          timestamptz NOT NULL DEFAULT now(),
    sent_at             timestamptz,
    CONSTRAINT outbox_conversation_seq_key UNIQUE (conversation_id, seq)
);

COMMENT ON TABLE outbox IS
    'Messages to send, written in the same transaction as the turn that decided them (transactional outbox). Sent at least once, in seq order per conversation: only the lowest pending seq of a conversation is ever claimed.';
COMMENT ON COLUMN outbox.seq IS
    'Order within the conversation; a row is sent only after every lower seq is sent or dead.';
COMMENT ON COLUMN outbox.payload IS
    'The rendered platform request, so a retry sends exactly what was decided.';
COMMENT ON COLUMN outbox.status IS
    'pending until sent; dead after the dispatcher gave up (last_error kept), which lets the later rows proceed.';
COMMENT ON COLUMN outbox.platform_message_id IS
    'The id the platform gave the sent message, to correlate echoes and replies.';

-- The head of each conversation's queue (lowest pending seq): what the dispatcher claims.
CREATE INDEX outbox_pending_idx ON outbox (conversation_id, seq) WHERE status = 'pending';
-- Dead letters are few and looked at by operators.
CREATE INDEX outbox_dead_idx ON outbox (conversation_id) WHERE status = 'dead';

-- Audit log of dialogue state transitions.
CREATE TABLE transitions (
    id              bigserial   PRIMARY KEY,
    conversation_id bigint      NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    from_state      text        NOT NULL,
    to_state        text        NOT NULL,
    trigger         text        NOT NULL,
    reason          text,
    event_id        bigint,
    at              timestamptz NOT NULL DEFAULT now()
);

COMMENT ON TABLE transitions IS
    'Append-only audit log of every dialogue state hop, written with the turn that made it, to explain a conversation after the fact.';
COMMENT ON COLUMN transitions.event_id IS
    'The inbound event that caused the hop, when there was one (ticks have none); not a foreign key so events can be pruned independently.';

CREATE INDEX transitions_conversation_idx ON transitions (conversation_id, id);

-- +goose Down
DROP TABLE transitions;
DROP TABLE outbox;
DROP TABLE inbound_events;
DROP TABLE conversations;
