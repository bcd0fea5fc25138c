-- ledger_post refuses a zero amount with the status `invalid` (found by the direct fuzz test,
-- apps/server/test/ledger.postFunction.test.ts): before, the postings' CHECK raised an error, which
-- aborted the caller's transaction. Otherwise unchanged from 0014.
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
  v_named integer[] := '{}';
  v_booked integer[] := '{}';
  v_row record;
  v_found integer := 0;
  v_last integer;
  v_currency text;
  v_status text;
  v_culprit integer;
  v_amount bigint;
  v_sum numeric := 0;
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

  IF v_n = coalesce(cardinality(p_amounts), 0) THEN
    FOREACH v_amount IN ARRAY p_amounts LOOP
      -- A zero amount is malformed: refused here, as a status, rather than by the postings' CHECK
      -- (an error would abort the caller's transaction).
      IF v_amount = 0 THEN
        v_sum := NULL;
      END IF;
      v_sum := v_sum + v_amount;
    END LOOP;
  END IF;
  IF v_n < 2 OR v_n <> coalesce(cardinality(p_amounts), 0) OR v_sum IS DISTINCT FROM 0 THEN
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

  IF v_slot IS NULL OR v_slot = '' THEN
    v_slot := nextval('ledger_shard_slot_seq')::text;
    PERFORM set_config('ledger.shard_slot', v_slot, false);
  END IF;

  -- Route and lock in one statement: a sharded account books on the shard of this connection's
  -- slot; the booked rows are locked in id order (no deadlock between two entries) and checked on
  -- their latest committed values.
  FOR v_row IN
    SELECT d.ord, coalesce(a.head_id, a.id) AS named, b.id AS booked, b.merchant_id, b.currency,
           b.allow_negative, b.balance, d.amount
    FROM unnest(p_account_ids, p_amounts) WITH ORDINALITY AS d(id, amount, ord)
    JOIN ledger_accounts a ON a.id = d.id
    JOIN ledger_accounts b ON b.id = CASE
      WHEN a.shard_count > 1 THEN coalesce(
        (SELECT s.id FROM ledger_accounts s WHERE s.head_id = a.id AND s.shard = v_slot::bigint % a.shard_count), a.id)
      ELSE a.id END
    ORDER BY b.id
    FOR UPDATE OF b
  LOOP
    v_found := v_found + 1;
    IF v_row.booked = v_booked[v_last] THEN
      v_status := coalesce(v_status, 'invalid');
    ELSIF v_row.merchant_id <> p_merchant_id THEN
      v_status := coalesce(v_status, 'merchant_mismatch'); v_culprit := coalesce(v_culprit, v_row.booked);
    ELSIF v_currency IS NOT NULL AND v_row.currency <> v_currency THEN
      v_status := coalesce(v_status, 'currency_mismatch');
    ELSIF NOT v_row.allow_negative AND v_row.balance + v_row.amount < 0 THEN
      v_status := coalesce(v_status, 'insufficient'); v_culprit := coalesce(v_culprit, v_row.named);
    END IF;
    v_currency := v_row.currency;
    v_last := v_row.ord;
    v_named[v_row.ord] := v_row.named;
    v_booked[v_row.ord] := v_row.booked;
  END LOOP;
  IF v_found <> v_n THEN
    v_status := 'account_missing';
    v_culprit := NULL;
  END IF;
  IF v_status IS NOT NULL THEN
    RETURN QUERY SELECT v_status, NULL::bigint, p_type, p_reference, p_memo, p_reverses, NULL::timestamptz,
                        v_culprit, NULL::integer, NULL::bigint, NULL::bigint;
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

  -- Move the balances and write the postings in one statement; answer with the booked rows.
  RETURN QUERY
    WITH u AS (
      UPDATE ledger_accounts a
      SET balance = a.balance + d.amount, last_seq = a.last_seq + 1
      FROM unnest(v_booked, p_amounts, v_named) AS d(id, amount, named)
      WHERE a.id = d.id
      RETURNING a.id, a.last_seq, a.balance, d.amount, d.named
    ), ins AS (
      INSERT INTO ledger_postings (entry_id, account_id, account_seq, amount, balance_after, entry_type, created_at)
      SELECT v_entry.id, u.id, u.last_seq, u.amount, u.balance, v_entry.type, v_entry.created_at FROM u
    )
    SELECT 'posted', v_entry.id, v_entry.type, v_entry.reference, v_entry.memo, v_entry.reverses_entry_id,
           v_entry.created_at, u.named, u.id, u.amount, u.balance
    FROM u;
END $$
SET plan_cache_mode = force_generic_plan
SET ledger.writer = 'ledger_post';
