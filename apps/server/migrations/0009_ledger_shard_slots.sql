-- Shard slots (docs/LEDGER.md, "Hot accounts"): a connection's shard of a hot account was
-- pg_backend_pid() % shard_count, and with 8 connections on 16 shards two of them usually shared a
-- shard (birthday collisions), queueing on its row. Each connection now takes the next number of a
-- sequence the first time it posts and keeps it (a session setting): n ≤ shard_count connections of
-- a server use n different shards. Otherwise ledger_post is unchanged from 0008.
CREATE SEQUENCE ledger_shard_slot_seq;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant_id integer,
  p_type text,
  p_key text,
  p_fingerprint text,
  p_reference text,
  p_memo text,
  p_reverses bigint,
  p_account_ids integer[],
  p_amounts bigint[]
) RETURNS TABLE (
  status text,
  entry_id bigint,
  entry_type text,
  reference text,
  memo text,
  reverses_entry_id bigint,
  created_at timestamptz,
  account_id integer,
  booked_account_id integer,
  amount bigint,
  balance_after bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_entry ledger_entries%ROWTYPE;
  v_n integer := coalesce(cardinality(p_account_ids), 0);
  v_slot text := current_setting('ledger.shard_slot', true);
  v_booked integer[] := '{}';
  v_named integer[] := '{}';
  v_seq bigint[] := '{}';
  v_balance bigint[] := '{}';
  v_acc record;
  v_id integer;
  v_head integer;
  v_shards integer;
  v_shard_id integer;
  v_count integer := 0;
  v_currency text;
  v_i integer;
  v_last_seq bigint;
  v_new_balance bigint;
BEGIN
  -- A replay returns the first result, whatever the balances are now.
  SELECT * INTO v_entry FROM ledger_entries e
  WHERE e.merchant_id = p_merchant_id AND e.idempotency_key = p_key;
  IF FOUND THEN
    RETURN QUERY
      SELECT CASE WHEN v_entry.fingerprint = p_fingerprint THEN 'replayed' ELSE 'key_reused' END,
             v_entry.id, v_entry.type, v_entry.reference, v_entry.memo, v_entry.reverses_entry_id,
             v_entry.created_at, coalesce(a.head_id, a.id), p.account_id, p.amount, p.balance_after
      FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE p.entry_id = v_entry.id;
    RETURN;
  END IF;

  IF v_n < 2 OR v_n <> coalesce(cardinality(p_amounts), 0) THEN
    RETURN QUERY SELECT 'invalid', NULL::bigint, p_type, p_reference, p_memo, p_reverses, NULL::timestamptz,
                        NULL::integer, NULL::integer, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  IF p_reverses IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM ledger_entries e WHERE e.reverses_entry_id = p_reverses) THEN
      RETURN QUERY SELECT 'already_reversed', NULL::bigint, p_type, p_reference, p_memo, p_reverses, NULL::timestamptz,
                          NULL::integer, NULL::integer, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
  END IF;

  -- Route each posting to the row that carries it: a sharded account books on the shard of this
  -- connection's slot, so parallel connections use different rows.
  IF v_slot IS NULL OR v_slot = '' THEN
    v_slot := nextval('ledger_shard_slot_seq')::text;
    PERFORM set_config('ledger.shard_slot', v_slot, false);
  END IF;
  FOR v_i IN 1..v_n LOOP
    SELECT a.id, a.head_id, a.shard_count INTO v_id, v_head, v_shards FROM ledger_accounts a WHERE a.id = p_account_ids[v_i];
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'account_missing', NULL::bigint, p_type, p_reference, p_memo, p_reverses, NULL::timestamptz,
                          p_account_ids[v_i], NULL::integer, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
    v_named := v_named || coalesce(v_head, v_id);
    IF v_shards > 1 THEN
      SELECT s.id INTO v_shard_id FROM ledger_accounts s WHERE s.head_id = v_id AND s.shard = v_slot::bigint % v_shards;
      IF FOUND THEN v_id := v_shard_id; END IF;
    END IF;
    IF v_id = ANY(v_booked) THEN
      RETURN QUERY SELECT 'invalid', NULL::bigint, p_type, p_reference, p_memo, p_reverses, NULL::timestamptz,
                          v_id, NULL::integer, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
    v_booked := v_booked || v_id;
  END LOOP;

  -- Lock the rows in id order (no deadlock between two entries) and check them on their latest
  -- committed values.
  FOR v_acc IN
    SELECT a.id, a.merchant_id, a.currency, a.allow_negative, a.balance
    FROM ledger_accounts a WHERE a.id = ANY(v_booked)
    ORDER BY a.id
    FOR UPDATE
  LOOP
    v_count := v_count + 1;
    IF v_acc.merchant_id <> p_merchant_id OR (v_currency IS NOT NULL AND v_currency <> v_acc.currency) THEN
      RETURN QUERY SELECT CASE WHEN v_acc.merchant_id <> p_merchant_id THEN 'merchant_mismatch' ELSE 'currency_mismatch' END,
                          NULL::bigint, p_type, p_reference, p_memo, p_reverses, NULL::timestamptz,
                          v_acc.id, NULL::integer, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
    v_currency := v_acc.currency;
    IF NOT v_acc.allow_negative AND v_acc.balance + p_amounts[array_position(v_booked, v_acc.id)] < 0 THEN
      RETURN QUERY SELECT 'insufficient', NULL::bigint, p_type, p_reference, p_memo, p_reverses, NULL::timestamptz,
                          v_named[array_position(v_booked, v_acc.id)], NULL::integer, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
  END LOOP;
  IF v_count <> v_n THEN
    RETURN QUERY SELECT 'account_missing', NULL::bigint, p_type, p_reference, p_memo, p_reverses, NULL::timestamptz,
                        NULL::integer, NULL::integer, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  -- Claim the key. Nothing inserted means a concurrent transaction committed the same key while
  -- this one waited: answer as a replay of it.
  INSERT INTO ledger_entries AS e (merchant_id, type, idempotency_key, fingerprint, reference, memo, reverses_entry_id)
  VALUES (p_merchant_id, p_type, p_key, p_fingerprint, p_reference, p_memo, p_reverses)
  ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
  RETURNING e.* INTO v_entry;
  IF NOT FOUND THEN
    SELECT * INTO STRICT v_entry FROM ledger_entries e
    WHERE e.merchant_id = p_merchant_id AND e.idempotency_key = p_key;
    RETURN QUERY
      SELECT CASE WHEN v_entry.fingerprint = p_fingerprint THEN 'replayed' ELSE 'key_reused' END,
             v_entry.id, v_entry.type, v_entry.reference, v_entry.memo, v_entry.reverses_entry_id,
             v_entry.created_at, coalesce(a.head_id, a.id), p.account_id, p.amount, p.balance_after
      FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE p.entry_id = v_entry.id;
    RETURN;
  END IF;

  -- Move the balances, then write all postings in one statement (its trigger checks the entry).
  FOR v_i IN 1..v_n LOOP
    UPDATE ledger_accounts a
    SET balance = a.balance + p_amounts[v_i], last_seq = a.last_seq + 1
    WHERE a.id = v_booked[v_i]
    RETURNING a.last_seq, a.balance INTO v_last_seq, v_new_balance;
    v_seq := v_seq || v_last_seq;
    v_balance := v_balance || v_new_balance;
  END LOOP;
  INSERT INTO ledger_postings (entry_id, account_id, account_seq, amount, balance_after, entry_type, created_at)
  SELECT v_entry.id, t.account_id, t.seq, t.amount, t.balance, v_entry.type, v_entry.created_at
  FROM unnest(v_booked, v_seq, p_amounts, v_balance) AS t(account_id, seq, amount, balance);

  RETURN QUERY
    SELECT 'posted', v_entry.id, v_entry.type, v_entry.reference, v_entry.memo, v_entry.reverses_entry_id,
           v_entry.created_at, t.named, t.account_id, t.amount, t.balance
    FROM unnest(v_named, v_booked, p_amounts, v_balance) AS t(named, account_id, amount, balance);
END $$
SET plan_cache_mode = force_generic_plan;
