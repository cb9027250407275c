-- +goose Up
-- The audit log of state hops becomes one row per turn: the hops a turn
-- made (five on average for a shopper's message: the dialogue machine's
-- steps and the lifecycle's) go in order into one jsonb array instead of
-- one row each. Measured under load, the per-hop rows were half of the
-- rows a message inserted, each with two index entries and a foreign-key
-- check; the log still says every hop, with its trigger, reason, machine,
-- event and time.
--
-- Each element of hops: {"from", "to", "trigger", "reason"?, "machine",
-- "event_id"?, "at"?}; an element without "at" happened at the row's at.
-- Existing rows become one-hop rows, in place (the table is rewritten
-- once: on a large log this migration takes a while, with the table
-- locked; replicas are stopped for it as for every migration).
ALTER TABLE transitions ADD COLUMN hops jsonb;

UPDATE transitions SET hops = jsonb_build_array(jsonb_strip_nulls(jsonb_build_object(
    'from', from_state, 'to', to_state, 'trigger', trigger, 'reason', reason,
    'machine', machine, 'event_id', event_id)));

ALTER TABLE transitions
    ALTER COLUMN hops SET NOT NULL,
    ADD CONSTRAINT transitions_hops_array CHECK (jsonb_typeof(hops) = 'array' AND jsonb_array_length(hops) > 0),
    DROP COLUMN from_state,
    DROP COLUMN to_state,
    DROP COLUMN trigger,
    DROP COLUMN reason,
    DROP COLUMN event_id,
    DROP COLUMN machine;

COMMENT ON TABLE transitions IS
    'Append-only audit log of state hops: one row per turn that moved a state machine, its hops in order, written with the turn, to explain a conversation after the fact.';
COMMENT ON COLUMN transitions.hops IS
    'The turn''s hops in order: [{"from","to","trigger","reason"?,"machine" (dialogue: spec 001 states, lifecycle: spec 003),"event_id"? (the inbound event that caused it; not a foreign key so events can be pruned independently),"at"? (absent: the row''s at)}].';

-- +goose Down
ALTER TABLE transitions
    ADD COLUMN from_state text,
    ADD COLUMN to_state text,
    ADD COLUMN trigger text,
    ADD COLUMN reason text,
    ADD COLUMN event_id bigint,
    ADD COLUMN machine text NOT NULL DEFAULT 'dialogue' CHECK (machine IN ('dialogue', 'lifecycle'));

INSERT INTO transitions (conversation_id, at, hops, from_state, to_state, trigger, reason, event_id, machine)
SELECT t.conversation_id, coalesce((h.hop->>'at')::timestamptz, t.at), t.hops,
    h.hop->>'from', h.hop->>'to', h.hop->>'trigger', h.hop->>'reason', (h.hop->>'event_id')::bigint,
    coalesce(h.hop->>'machine', 'dialogue')
FROM transitions t, jsonb_array_elements(t.hops) WITH ORDINALITY AS h(hop, ord)
ORDER BY t.id, h.ord;

DELETE FROM transitions WHERE from_state IS NULL;

ALTER TABLE transitions
    DROP CONSTRAINT transitions_hops_array,
    DROP COLUMN hops,
    ALTER COLUMN from_state SET NOT NULL,
    ALTER COLUMN to_state SET NOT NULL,
    ALTER COLUMN trigger SET NOT NULL;
