-- Hot-account shards (docs/LEDGER.md, "Hot accounts"): shard columns are part of an account's
-- identity, and ledger_post books a posting to a sharded brand account on one of its shards.
CREATE OR REPLACE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.id = OLD.id
     AND NEW.merchant_id = OLD.merchant_id
     AND NEW.kind = OLD.kind
     AND NEW.owner_member_id IS NOT DISTINCT FROM OLD.owner_member_id
     AND NEW.vendor_code IS NOT DISTINCT FROM OLD.vendor_code
     AND NEW.currency = OLD.currency
     AND NEW.allow_negative = OLD.allow_negative
     AND NEW.head_id IS NOT DISTINCT FROM OLD.head_id
     AND NEW.shard = OLD.shard
     AND NEW.shard_count = OLD.shard_count
     AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger: % of an account''s identity on % is forbidden', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
DROP TRIGGER ledger_accounts_identity ON ledger_accounts;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_identity
  BEFORE UPDATE OF id, merchant_id, kind, owner_member_id, vendor_code, currency, allow_negative, head_id, shard, shard_count, created_at
  ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();
--> statement-breakpoint
DROP FUNCTION ledger_post(integer, text, text, text, text, text, bigint, integer[], bigint[]);
--> statement-breakpoint
-- The one writer of the journal (called by modules/ledger/service.ts). One round trip per entry:
-- replay lookup, routing to shards, account locks in id order, checks, entry, balances and
-- postings. Business outcomes are returned as a status, not raised, so the caller's transaction
-- stays usable:
--   posted | replayed | key_reused | insufficient | account_missing | merchant_mismatch |
--   currency_mismatch | already_reversed | invalid
-- Each row is one posting: account_id is the account as callers know it (the head of a
-- sharded account), booked_account_id the row that carries the posting, balance_after its balance.
CREATE FUNCTION ledger_post(
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
  v_count integer;
  v_distinct integer;
  v_bad_merchant integer;
  v_currencies integer;
  v_short integer;
  v_booked integer[];
  v_named integer[];
  v_amounts bigint[];
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

  IF coalesce(cardinality(p_account_ids), 0) < 2 OR cardinality(p_account_ids) <> coalesce(cardinality(p_amounts), 0) THEN
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

  -- Route each posting to the row that will carry it (a sharded account: the shard of this
  -- backend, so parallel connections use different rows), lock those rows in id order (no
  -- deadlock between two entries), and check them on their latest committed values.
  SELECT count(*),
         count(DISTINCT l.id),
         min(l.id) FILTER (WHERE l.merchant_id <> p_merchant_id),
         count(DISTINCT l.currency),
         min(l.id) FILTER (WHERE NOT l.allow_negative AND l.balance + l.amount < 0),
         array_agg(l.id ORDER BY l.ord),
         array_agg(l.named ORDER BY l.ord),
         array_agg(l.amount ORDER BY l.ord)
    INTO v_count, v_distinct, v_bad_merchant, v_currencies, v_short, v_booked, v_named, v_amounts
  FROM (
    SELECT a.id, a.merchant_id, a.currency, a.allow_negative, a.balance, r.amount, r.ord, r.named
    FROM (
      SELECT coalesce(s.id, h.id) AS id, coalesce(h.head_id, h.id) AS named, d.amount, d.ord
      FROM unnest(p_account_ids, p_amounts) WITH ORDINALITY AS d(id, amount, ord)
      JOIN ledger_accounts h ON h.id = d.id
      LEFT JOIN ledger_accounts s
        ON h.shard_count > 1 AND s.head_id = h.id AND s.shard = pg_backend_pid() % h.shard_count
    ) r
    JOIN ledger_accounts a ON a.id = r.id
    ORDER BY a.id
    FOR UPDATE OF a
  ) l;
  IF v_count <> cardinality(p_account_ids) OR v_bad_merchant IS NOT NULL OR v_currencies <> 1 OR v_short IS NOT NULL
     OR v_distinct <> v_count THEN
    RETURN QUERY SELECT CASE WHEN v_count <> cardinality(p_account_ids) THEN 'account_missing'
                             WHEN v_distinct <> v_count THEN 'invalid'
                             WHEN v_bad_merchant IS NOT NULL THEN 'merchant_mismatch'
                             WHEN v_currencies <> 1 THEN 'currency_mismatch'
                             ELSE 'insufficient' END,
                        NULL::bigint, p_type, p_reference, p_memo, p_reverses, NULL::timestamptz,
                        coalesce(v_bad_merchant, v_short), NULL::integer, NULL::bigint, NULL::bigint;
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

  RETURN QUERY
    WITH d AS (SELECT * FROM unnest(v_booked, v_named, v_amounts) AS d(id, named, amount)),
    u AS (
      UPDATE ledger_accounts a
      SET balance = a.balance + d.amount, last_seq = a.last_seq + 1
      FROM d
      WHERE a.id = d.id
      RETURNING a.id, d.named, a.last_seq, a.balance, d.amount
    ),
    ins AS (
      INSERT INTO ledger_postings (entry_id, account_id, account_seq, amount, balance_after, entry_type, created_at)
      SELECT v_entry.id, u.id, u.last_seq, u.amount, u.balance, v_entry.type, v_entry.created_at FROM u
      RETURNING ledger_postings.account_id, ledger_postings.amount, ledger_postings.balance_after
    )
    SELECT 'posted', v_entry.id, v_entry.type, v_entry.reference, v_entry.memo, v_entry.reverses_entry_id,
           v_entry.created_at, u.named, ins.account_id, ins.amount, ins.balance_after
    FROM ins JOIN u ON u.id = ins.account_id;
END $$;
--> statement-breakpoint
-- Room on every page for the new version of an account row, so that balance updates stay HOT
-- (no index changes) even on the busiest accounts.
ALTER TABLE ledger_accounts SET (fillfactor = 70);
