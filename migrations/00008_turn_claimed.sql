-- +goose Up
-- A turn's commit is one pipelined batch of statements in one implicit
-- transaction (one round trip): its first statement, the version- and
-- lease-checked update of the conversation, passes the number of rows it
-- matched through this function, which fails the statement when it is zero.
-- The failure ends the transaction before any of the turn's rows are
-- written, and the runner reads its SQLSTATE as "the turn lost its claim".
-- +goose StatementBegin
CREATE FUNCTION wakha_turn_claimed(matched bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
BEGIN
    IF matched = 0 THEN
        RAISE EXCEPTION 'wakha: the turn lost its claim (the conversation moved on or its lease ended)'
            USING ERRCODE = 'WK409';
    END IF;
    RETURN matched;
END
$$;
-- +goose StatementEnd

COMMENT ON FUNCTION wakha_turn_claimed(bigint) IS
    'Fails with SQLSTATE WK409 when a turn''s version- and lease-checked update matched no row, so the rest of the turn''s pipelined batch is not written.';

-- +goose Down
DROP FUNCTION wakha_turn_claimed(bigint);
