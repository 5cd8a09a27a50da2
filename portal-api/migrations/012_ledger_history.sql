-- The ledger is history (issue 8 item 9): its rows are never changed or removed, closing or
-- deleting a player never reaches it, every movement carries a unique idempotency key, and
-- wallet_ledger_mismatches() proves each wallet's balance equals the sum of its ledger.

ALTER TABLE wallet_ledger_entries ADD COLUMN idempotency_key text;
UPDATE wallet_ledger_entries SET idempotency_key = 'legacy:' || id;
ALTER TABLE wallet_ledger_entries
  ALTER COLUMN idempotency_key SET NOT NULL,
  ADD CONSTRAINT wallet_ledger_entries_idempotency_key_format
    CHECK (idempotency_key ~ '^[A-Za-z0-9_.:-]{1,200}$'),
  ADD CONSTRAINT wallet_ledger_entries_idempotency_key_key UNIQUE (idempotency_key);

ALTER TABLE wallet_ledger_entries
  DROP CONSTRAINT wallet_ledger_entries_user_id_fkey,
  ADD CONSTRAINT wallet_ledger_entries_user_id_fkey
    FOREIGN KEY (user_id) REFERENCES wallets (user_id) ON DELETE RESTRICT;

ALTER TABLE wallets
  DROP CONSTRAINT wallets_user_id_fkey,
  ADD CONSTRAINT wallets_user_id_fkey
    FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE RESTRICT;

CREATE FUNCTION refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_ledger_entries is history: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TRIGGER wallet_ledger_entries_history
  BEFORE UPDATE OR DELETE ON wallet_ledger_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();

CREATE TRIGGER wallet_ledger_entries_history_truncate
  BEFORE TRUNCATE ON wallet_ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();

-- Every wallet whose balance differs from the sum of its ledger entries: none when all is well.
CREATE FUNCTION wallet_ledger_mismatches()
RETURNS TABLE (user_id bigint, balance bigint, ledger_sum bigint)
LANGUAGE sql STABLE AS $$
  SELECT w.user_id, w.balance, COALESCE(e.total, 0)::bigint
  FROM wallets w
  LEFT JOIN (
    SELECT l.user_id, sum(l.amount) AS total FROM wallet_ledger_entries l GROUP BY l.user_id
  ) e ON e.user_id = w.user_id
  WHERE w.balance <> COALESCE(e.total, 0)
  ORDER BY w.user_id
$$;
