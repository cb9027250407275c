-- +goose Up
-- Which shopper message a reply answers: set on the first outbox row of a
-- turn that consumed events, so the dispatcher can measure event stored →
-- reply accepted (wakha_message_answer_seconds) and the load tool can pair
-- each message with the reply that answers it instead of "the next message".
ALTER TABLE outbox
    ADD COLUMN answers_event_id bigint,
    ADD COLUMN answers_received_at timestamptz;

COMMENT ON COLUMN outbox.answers_event_id IS
    'On the first row of a turn that consumed inbound events: the last of those events (every event of the conversation up to it is answered by this row at the latest). NULL on the turn''s other rows and on timer turns.';
COMMENT ON COLUMN outbox.answers_received_at IS
    'With answers_event_id: when the oldest event the turn consumed was stored, the start of the shopper''s wait.';

-- +goose Down
ALTER TABLE outbox
    DROP COLUMN answers_received_at,
    DROP COLUMN answers_event_id;
