-- +goose Up
-- The runner's claim in one round trip. It leased up to cardinality(owners)
-- conversations with work in one statement, committed, and then read their
-- events in a second round trip (and gave back, in a third, the ones whose
-- work another replica had finished after the claim's snapshot). This
-- function runs the same statements in one call, each with its own
-- snapshot as before (a volatile PL/pgSQL function in READ COMMITTED takes
-- a new one per statement): the claim (the statement the runner sent
-- before, unchanged), then, seeing the leases it just took,
-- the release of the stale claims and the events of the others. The
-- claimed rows stay locked until the call's transaction commits, so
-- nothing changes them between the claim and the read.
--
-- wakha_claimed is the second half alone, for conversations already
-- leased (ids[i] to owners[i], the i-th of the claim: ns[i]). Rows out:
-- first one per claim, in claim order (n), with the conversation's columns
-- and NULL event columns: its lease_owner NULL when it was given back as
-- stale; then one per event of the others, in conversation and event id
-- order, with only conv_id and the event columns.
-- +goose StatementBegin
CREATE FUNCTION wakha_claimed(p_ids bigint[], p_owners text[], p_ns bigint[], p_now timestamptz, p_max_events int)
RETURNS TABLE (
    out_n bigint, conv_id bigint, out_platform text, out_account_id text, out_external_id text,
    out_contact_ref text, out_visitor_id text, out_state jsonb, out_version bigint, out_wake_due boolean, out_owner text,
    ev_id bigint, ev_kind text, ev_payload jsonb, ev_received_at timestamptz, ev_attempts int)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
    clock timestamptz := coalesce(p_now, now());
BEGIN
    -- Work finished after the claim's snapshot (a turn committed in
    -- between): neither events nor a due wake-up any more. Given back.
    UPDATE conversations c SET lease_owner = NULL, lease_until = NULL
    FROM unnest(p_ids, p_owners) AS u(id, owner)
    WHERE c.id = u.id AND c.lease_owner = u.owner
        AND NOT (c.wake_at IS NOT NULL AND c.wake_at <= clock)
        AND NOT EXISTS (SELECT 1 FROM inbound_events e WHERE e.conversation_id = c.id AND e.processed_at IS NULL);

    RETURN QUERY
        SELECT u.n, c.id, c.platform, c.account_id, c.external_id, c.contact_ref, c.visitor_id,
            c.state, c.version, c.wake_at IS NOT NULL AND c.wake_at <= clock,
            CASE WHEN c.lease_owner = u.owner THEN c.lease_owner END,
            NULL::bigint, NULL::text, NULL::jsonb, NULL::timestamptz, NULL::int
        FROM unnest(p_ids, p_owners, p_ns) AS u(id, owner, n)
        JOIN conversations c ON c.id = u.id
        ORDER BY u.n;

    RETURN QUERY
        SELECT NULL::bigint, u.id, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text,
            NULL::jsonb, NULL::bigint, NULL::boolean, NULL::text,
            e.id, e.kind, e.payload, e.received_at, e.attempts
        FROM unnest(p_ids, p_owners) AS u(id, owner)
        JOIN conversations c ON c.id = u.id AND c.lease_owner = u.owner
        CROSS JOIN LATERAL (
            SELECT id, kind, payload, received_at, attempts
            FROM inbound_events
            WHERE conversation_id = u.id AND processed_at IS NULL
            ORDER BY id
            LIMIT p_max_events
        ) e
        ORDER BY u.id, e.id;
END
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION wakha_claim(p_now timestamptz, p_owners text[], p_lease_us bigint, p_max_events int)
RETURNS TABLE (
    out_n bigint, conv_id bigint, out_platform text, out_account_id text, out_external_id text,
    out_contact_ref text, out_visitor_id text, out_state jsonb, out_version bigint, out_wake_due boolean, out_owner text,
    ev_id bigint, ev_kind text, ev_payload jsonb, ev_received_at timestamptz, ev_attempts int)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
    clock timestamptz := coalesce(p_now, now());
    ids bigint[];
    owners text[];
    ns bigint[];
BEGIN
    WITH work AS (
        SELECT e.conversation_id AS id, min(e.received_at) AS work_at
        FROM inbound_events e
        WHERE e.processed_at IS NULL
        GROUP BY e.conversation_id
        UNION ALL
        SELECT c.id, c.wake_at
        FROM conversations c
        WHERE c.wake_at <= clock
    ),
    candidates AS (
        SELECT l.id, w.work_at
        FROM (SELECT id, min(work_at) AS work_at FROM work GROUP BY id ORDER BY 2, 1) w
        CROSS JOIN LATERAL (
            SELECT c.id
            FROM conversations c
            WHERE c.id = w.id
                AND (c.lease_until IS NULL OR c.lease_until < clock)
                AND NOT c.operator_paused
                AND (c.lifecycle_state <> 'QUEUED' OR c.wake_at <= clock)
            FOR UPDATE SKIP LOCKED
        ) l
        ORDER BY w.work_at, w.id
        LIMIT cardinality(p_owners)
    ),
    numbered AS (
        SELECT id, row_number() OVER (ORDER BY work_at, id) AS n FROM candidates
    ),
    leased AS (
        UPDATE conversations c
        SET lease_owner = p_owners[numbered.n],
            lease_until = clock + p_lease_us * interval '1 microsecond'
        FROM numbered
        WHERE c.id = numbered.id
        RETURNING numbered.n, c.id, c.lease_owner
    )
    SELECT array_agg(leased.id ORDER BY leased.n), array_agg(leased.lease_owner ORDER BY leased.n), array_agg(leased.n ORDER BY leased.n)
    INTO ids, owners, ns
    FROM leased;
    IF ids IS NULL THEN
        RETURN;
    END IF;
    RETURN QUERY SELECT * FROM wakha_claimed(ids, owners, ns, p_now, p_max_events);
END
$$;
-- +goose StatementEnd

COMMENT ON FUNCTION wakha_claim(timestamptz, text[], bigint, int) IS
    'The runner''s claim in one round trip: leases up to cardinality(owners) conversations with work (the n-th to owners[n]), then wakha_claimed.';
COMMENT ON FUNCTION wakha_claimed(bigint[], text[], bigint[], timestamptz, int) IS
    'Second half of wakha_claim: gives back the leased conversations whose work is done, returns every claim (lease_owner NULL: given back) and the first p_max_events unprocessed events of the others.';

-- +goose Down
DROP FUNCTION wakha_claim(timestamptz, text[], bigint, int);
DROP FUNCTION wakha_claimed(bigint[], text[], bigint[], timestamptz, int);
