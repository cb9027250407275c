-- +goose Up
-- Room on each page for the next version of its rows. A conversation row
-- is updated two or three times per shopper message (the claim's lease,
-- the turn, the webhook's upsert) and an outbox row twice (its lease, its
-- sent mark); when the new version fits on the row's page and no indexed
-- column changed, Postgres writes it there without touching the indexes
-- (a HOT update) and reclaims the old versions on that page by itself,
-- vacuum or not. Since the conversation state is stored inline (00009) a
-- conversation row is about 2 kB, four to a full page: with pages filled
-- to the brim, most of those updates went to another page and wrote every
-- index again. Only pages written from now on are affected.
ALTER TABLE conversations SET (fillfactor = 50);
ALTER TABLE outbox SET (fillfactor = 70);

-- +goose Down
ALTER TABLE outbox RESET (fillfactor);
ALTER TABLE conversations RESET (fillfactor);
