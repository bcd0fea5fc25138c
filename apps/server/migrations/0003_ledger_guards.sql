-- Ledger guards and the posting function (issue 4, docs/LEDGER.md).
-- Journal rows are immutable: corrections are reversing entries.
CREATE OR REPLACE FUNCTION ledger_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: % on % is forbidden (journal rows are immutable; post a reversing entry)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_immutable BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
-- Accounts are never deleted and never change identity; only the cached balance moves.
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
     AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger: % of an account''s identity on % is forbidden', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_identity BEFORE UPDATE OF id, merchant_id, kind, owner_member_id, vendor_code, currency, allow_negative, created_at
  ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
-- The postings of an entry arrive in one statement, are at least two and sum to zero.
CREATE OR REPLACE FUNCTION ledger_postings_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad bigint;
BEGIN
  SELECT n.entry_id INTO bad
  FROM (SELECT np.entry_id, count(*) AS c, sum(np.amount) AS s FROM new_postings np GROUP BY np.entry_id) n
  WHERE n.s <> 0 OR n.c < 2
     OR n.c <> (SELECT count(*) FROM ledger_postings p WHERE p.entry_id = n.entry_id)
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: the postings of entry % do not balance, are fewer than two or were split', bad
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entry_balanced';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_postings_balanced();
--> statement-breakpoint
-- By commit, every entry has its postings.
CREATE OR REPLACE FUNCTION ledger_entry_has_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.entry_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger: entry % has no postings', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entry_balanced';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entry_has_postings AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_has_postings();
--> statement-breakpoint
-- The one writer of the journal (called by modules/ledger/service.ts). One round trip per entry:
-- replay lookup, account locks in id order, checks, entry, balances and postings. Business
-- outcomes are returned as a status, not raised, so the caller's transaction stays usable:
--   posted | replayed | key_reused | insufficient | account_missing | merchant_mismatch |
--   currency_mismatch | already_reversed | invalid
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
  amount bigint,
  balance_after bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_entry ledger_entries%ROWTYPE;
  v_count integer;
  v_bad_merchant integer;
  v_currencies integer;
  v_short integer;
BEGIN
  -- A replay returns the first result, whatever the balances are now.
  SELECT * INTO v_entry FROM ledger_entries e
  WHERE e.merchant_id = p_merchant_id AND e.idempotency_key = p_key;
  IF FOUND THEN
    RETURN QUERY
      SELECT CASE WHEN v_entry.fingerprint = p_fingerprint THEN 'replayed' ELSE 'key_reused' END,
             v_entry.id, v_entry.type, v_entry.reference, v_entry.memo, v_entry.reverses_entry_id,
             v_entry.created_at, p.account_id, p.amount, p.balance_after
      FROM ledger_postings p WHERE p.entry_id = v_entry.id;
    RETURN;
  END IF;

  IF coalesce(cardinality(p_account_ids), 0) < 2 OR cardinality(p_account_ids) <> coalesce(cardinality(p_amounts), 0) THEN
    RETURN QUERY SELECT 'invalid', NULL::bigint, p_type, p_reference, p_memo, p_reverses, NULL::timestamptz,
                        NULL::integer, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  IF p_reverses IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM ledger_entries e WHERE e.reverses_entry_id = p_reverses) THEN
      RETURN QUERY SELECT 'already_reversed', NULL::bigint, p_type, p_reference, p_memo, p_reverses, NULL::timestamptz,
                          NULL::integer, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
  END IF;

  -- Lock every touched account in id order (no deadlock between two entries), then check them
  -- on their latest committed values.
  SELECT count(*),
         min(l.id) FILTER (WHERE l.merchant_id <> p_merchant_id),
         count(DISTINCT l.currency),
         min(l.id) FILTER (WHERE NOT l.allow_negative AND l.balance + l.amount < 0)
    INTO v_count, v_bad_merchant, v_currencies, v_short
  FROM (
    SELECT a.id, a.merchant_id, a.currency, a.allow_negative, a.balance, d.amount
    FROM ledger_accounts a JOIN unnest(p_account_ids, p_amounts) AS d(id, amount) ON d.id = a.id
    ORDER BY a.id
    FOR UPDATE OF a
  ) l;
  IF v_count <> cardinality(p_account_ids) OR v_bad_merchant IS NOT NULL OR v_currencies <> 1 OR v_short IS NOT NULL THEN
    RETURN QUERY SELECT CASE WHEN v_count <> cardinality(p_account_ids) THEN 'account_missing'
                             WHEN v_bad_merchant IS NOT NULL THEN 'merchant_mismatch'
                             WHEN v_currencies <> 1 THEN 'currency_mismatch'
                             ELSE 'insufficient' END,
                        NULL::bigint, p_type, p_reference, p_memo, p_reverses, NULL::timestamptz,
                        coalesce(v_bad_merchant, v_short), NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  -- Claim the key. Nothing found means a concurrent transaction committed the same key while
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
             v_entry.created_at, p.account_id, p.amount, p.balance_after
      FROM ledger_postings p WHERE p.entry_id = v_entry.id;
    RETURN;
  END IF;

  RETURN QUERY
    WITH u AS (
      UPDATE ledger_accounts a
      SET balance = a.balance + d.amount, last_seq = a.last_seq + 1
      FROM unnest(p_account_ids, p_amounts) AS d(id, amount)
      WHERE a.id = d.id
      RETURNING a.id, a.last_seq, a.balance, d.amount
    ),
    ins AS (
      INSERT INTO ledger_postings (entry_id, account_id, account_seq, amount, balance_after, entry_type, created_at)
      SELECT v_entry.id, u.id, u.last_seq, u.amount, u.balance, v_entry.type, v_entry.created_at FROM u
      RETURNING ledger_postings.account_id, ledger_postings.amount, ledger_postings.balance_after
    )
    SELECT 'posted', v_entry.id, v_entry.type, v_entry.reference, v_entry.memo, v_entry.reverses_entry_id,
           v_entry.created_at, ins.account_id, ins.amount, ins.balance_after
    FROM ins;
END $$;
