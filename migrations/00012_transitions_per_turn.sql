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
--
-- The rows written before stay as they are (one hop in the columns, hops
-- NULL) and are read as one-hop rows: no rewrite of the log on upgrade, and
-- a replica of the previous version still running during a rolling deploy
-- keeps committing its turns (its per-hop inserts are still valid rows).
ALTER TABLE transitions ADD COLUMN hops jsonb;

ALTER TABLE transitions
    ALTER COLUMN from_state DROP NOT NULL,
    ALTER COLUMN to_state DROP NOT NULL,
    ALTER COLUMN trigger DROP NOT NULL,
    -- NOT VALID: the rows already there have the earlier shape (hops was
    -- just added), so the check holds for them without reading the table
    -- under this statement's exclusive lock; it binds every row written
    -- from now on.
    ADD CONSTRAINT transitions_one_shape CHECK (
        CASE WHEN hops IS NULL
            THEN from_state IS NOT NULL AND to_state IS NOT NULL AND trigger IS NOT NULL
            ELSE jsonb_typeof(hops) = 'array' AND jsonb_array_length(hops) > 0 AND from_state IS NULL
        END) NOT VALID;

COMMENT ON TABLE transitions IS
    'Append-only audit log of state hops, written with the turn that made them, to explain a conversation after the fact: one row per turn (hops), or, for rows written before migration 00012, one row per hop (from_state, to_state, trigger, reason, event_id, machine).';
COMMENT ON COLUMN transitions.hops IS
    'The turn''s hops in order: [{"from","to","trigger","reason"?,"machine" (dialogue: spec 001 states, lifecycle: spec 003),"event_id"? (the inbound event that caused it; not a foreign key so events can be pruned independently),"at"? (absent: the row''s at)}]. NULL on a one-hop row of the earlier shape, whose hop is in the columns.';

-- +goose Down
-- Every row is written again as rows of one hop, all in (id, hop) order, so
-- the log reads in the order it was written even where a replica of the
-- previous version added one-hop rows between turns' rows; then the rows
-- from before are deleted.
CREATE TEMPORARY TABLE transitions_down ON COMMIT DROP AS SELECT max(id) AS top FROM transitions;

INSERT INTO transitions (conversation_id, at, from_state, to_state, trigger, reason, event_id, machine)
SELECT t.conversation_id, coalesce((h.hop->>'at')::timestamptz, t.at),
    h.hop->>'from', h.hop->>'to', h.hop->>'trigger', h.hop->>'reason', (h.hop->>'event_id')::bigint,
    coalesce(h.hop->>'machine', 'dialogue')
FROM transitions t
CROSS JOIN LATERAL (
    SELECT e.hop, e.ord FROM jsonb_array_elements(t.hops) WITH ORDINALITY AS e(hop, ord)
    WHERE t.hops IS NOT NULL
    UNION ALL
    SELECT jsonb_build_object('from', t.from_state, 'to', t.to_state, 'trigger', t.trigger,
        'reason', t.reason, 'event_id', t.event_id, 'machine', t.machine), 1
    WHERE t.hops IS NULL
) AS h(hop, ord)
ORDER BY t.id, h.ord;

DELETE FROM transitions WHERE id <= (SELECT top FROM transitions_down);

ALTER TABLE transitions
    DROP CONSTRAINT transitions_one_shape,
    DROP COLUMN hops,
    ALTER COLUMN from_state SET NOT NULL,
    ALTER COLUMN to_state SET NOT NULL,
    ALTER COLUMN trigger SET NOT NULL;

COMMENT ON TABLE transitions IS
    'Append-only audit log of every dialogue state hop, written with the turn that made it, to explain a conversation after the fact.';
