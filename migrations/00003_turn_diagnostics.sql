-- +goose Up
-- One row per event a turn acted on (spec 002's turn diagnostics): how the
-- follow-up layer routed it, what the understanding was, and how long each
-- stage took. Kept beside the transition log; joined to it by event_id.
CREATE TABLE turn_diagnostics (
    id              bigserial   PRIMARY KEY,
    conversation_id bigint      NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    event_id        bigint,
    event_kind      text        NOT NULL,
    route           text,
    intent          text,
    confidence      real,
    lang            text,
    detail          jsonb       NOT NULL,
    understand_us   bigint      NOT NULL,
    decide_us       bigint      NOT NULL,
    search_us       bigint      NOT NULL,
    render_us       bigint      NOT NULL,
    commit_us       bigint      NOT NULL,
    at              timestamptz NOT NULL DEFAULT now()
);

COMMENT ON TABLE turn_diagnostics IS
    'Append-only: for each event a turn acted on, its follow-up route, understanding and per-stage wall times (microseconds), written with the turn.';
COMMENT ON COLUMN turn_diagnostics.route IS
    'awaiting_confirmation, awaiting_selection, awaiting_input, soft_context, enriched or fresh; NULL for events that are not shopper input (ticks, search answers).';
COMMENT ON COLUMN turn_diagnostics.commit_us IS
    'Time inside the turn''s transaction up to this insert (the final flush excluded); the same for every event of one turn.';
COMMENT ON COLUMN turn_diagnostics.event_id IS
    'The inbound event, when there was one (ticks have none); not a foreign key so events can be pruned independently.';

CREATE INDEX turn_diagnostics_conversation_idx ON turn_diagnostics (conversation_id, id);

-- +goose Down
DROP TABLE turn_diagnostics;
