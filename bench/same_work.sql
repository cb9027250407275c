-- The durable work wakha does for one shopper message, as one transaction,
-- for pgbench: the ceiling the load tool compares wakha's answered rate to.
--   pgbench -n -c 8 -j 2 -T 30 -f bench/same_work.sql <database>
-- Run it against a migrated wakha schema (PGOPTIONS='-c search_path=…' when
-- the tables are not in public). It writes conversations of platform
-- 'pgbench' only.
--
-- Per message: the webhook's event insert with its dedupe keys (ON CONFLICT)
-- and the conversation upsert; the turn's state update, its two replies
-- (text, then cards or quick replies) appended after the conversation's last
-- seq, the event marked processed; both replies marked sent.
\set conv random(1, 10000)
\set msg random(1, 9000000000000000000)
BEGIN;
INSERT INTO conversations (platform, account_id, external_id, contact_ref)
    VALUES ('pgbench', '1', :conv, NULL)
    ON CONFLICT (platform, account_id, external_id)
    DO UPDATE SET contact_ref = COALESCE(EXCLUDED.contact_ref, conversations.contact_ref)
    RETURNING id AS conv_id \gset
INSERT INTO inbound_events (conversation_id, platform, delivery_id, dedupe_key, kind, payload)
    VALUES (:conv_id, 'pgbench', 'd-' || :msg, 'msg:' || :msg, 'user_message',
            '{"kind":"user_message","text":"wach 3ndkom tajine?"}')
    ON CONFLICT DO NOTHING
    RETURNING id AS event_id \gset
UPDATE conversations
    SET state = '{"_v":1,"dialogue":{"state":"recommending"}}', version = version + 1,
        dialogue_state = 'recommending', lease_owner = NULL, lease_until = NULL, updated_at = now()
    WHERE id = :conv_id;
INSERT INTO outbox (conversation_id, seq, kind, payload, answers_event_id, answers_received_at)
    SELECT :conv_id, last.seq + u.ord, 'message', u.payload::jsonb,
        CASE WHEN u.ord = 1 THEN :event_id END, CASE WHEN u.ord = 1 THEN now() END
    FROM unnest(ARRAY['{"content":"Voici nos tajines"}', '{"content_type":"cards","content":""}'])
            WITH ORDINALITY AS u(payload, ord),
        (SELECT COALESCE(max(seq), 0) AS seq FROM outbox WHERE conversation_id = :conv_id) AS last;
UPDATE inbound_events SET processed_at = now() WHERE id = :event_id AND processed_at IS NULL;
UPDATE outbox SET status = 'sent', sent_at = now(), platform_message_id = 'p-' || id
    WHERE conversation_id = :conv_id AND status = 'pending';
END;
