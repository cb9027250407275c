-- +goose Up

-- The spec 003 instance lifecycle, copied out of conversations.state like
-- dialogue_state, so the admin API and the dashboards filter and count
-- without parsing JSON.
ALTER TABLE conversations
    ADD COLUMN lifecycle_state  text        NOT NULL DEFAULT 'CREATED',
    ADD COLUMN operator_paused  boolean     NOT NULL DEFAULT false,
    ADD COLUMN next_followup_at timestamptz;

COMMENT ON COLUMN conversations.lifecycle_state IS
    'Copy of state.lifecycle.state (spec 003: CREATED, ACTIVE, WAITING_FOR_REPLY, HEARTBEAT_SCHEDULED, PAUSED, NEEDS_HUMAN_INTERVENTION, COMPLETED, ABANDONED, FAILED, ...).';
COMMENT ON COLUMN conversations.operator_paused IS
    'An operator paused the conversation (admin API): claims skip it, so its events wait unprocessed, in order, until the operator resumes it.';
COMMENT ON COLUMN conversations.next_followup_at IS
    'When the next follow-up (or the abandonment) is due; the wake-up itself is wake_at. For operators and the demo.';

CREATE INDEX conversations_lifecycle_state_idx ON conversations (lifecycle_state);
-- One active instance per contact: a contact's other conversations.
CREATE INDEX conversations_contact_idx ON conversations (platform, account_id, contact_ref) WHERE contact_ref IS NOT NULL;

-- The audit log holds the lifecycle's moves beside the dialogue's.
ALTER TABLE transitions ADD COLUMN machine text NOT NULL DEFAULT 'dialogue'
    CHECK (machine IN ('dialogue', 'lifecycle'));

COMMENT ON COLUMN transitions.machine IS
    'Which state machine moved: dialogue (spec 001 states) or lifecycle (spec 003 states).';

-- +goose Down
ALTER TABLE transitions DROP COLUMN machine;
DROP INDEX conversations_contact_idx;
DROP INDEX conversations_lifecycle_state_idx;
ALTER TABLE conversations
    DROP COLUMN next_followup_at,
    DROP COLUMN operator_paused,
    DROP COLUMN lifecycle_state;
