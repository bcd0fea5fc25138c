-- Issue 30: provider_money (migration 0040) takes the bets of members whose responsible-gaming settings cannot
-- refuse a bet, and every win (docs/ARCHITECTURE.md "Where a bet's time goes").
--
-- 0040 left every call of a member with a settings row to the full path (modules/provider/transactions.ts): 17
-- statements instead of one. But only a block in force (a time-out or self-exclusion), a session limit, or a wager
-- or loss limit in force can refuse a bet (responsible-gaming/enforcement.ts refusalToBet); a deposit limit or a
-- reality check cannot, and a win is never checked. So a bet leaves to the full path only when the member has one
-- of those (read before writing: no row answered, nothing written), and a win never for responsible gaming.
-- The bet then locks the member's settings row after the round, where the full path locks it (claim, round,
-- settings, accounts), and looks again under the lock: a change that committed in between and can refuse the bet
-- raises LT001 (the statement rolls back) and the full path answers it. Every change of the settings or limits
-- holds that row's lock (responsible-gaming/settings.ts), so a bet and a new time-out or wager limit are in
-- one order, as on the full path.
-- Whether the member's responsible-gaming settings can refuse a bet at p_now (enforcement.ts: checkBlock with
-- settings.ts blockOf, checkSession, checkLimits of kinds wager and loss; a limit's amount null is no limit).
CREATE OR REPLACE FUNCTION provider_money_rg_may_refuse(p_member_id integer, p_now timestamptz)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
      SELECT 1 FROM rg_settings s
      WHERE s.member_id = p_member_id
        AND ((s.block_kind IS NOT NULL AND s.block_until IS NOT NULL AND s.block_until > p_now)
             OR s.session_minutes IS NOT NULL))
    OR EXISTS (
      SELECT 1 FROM rg_limits l
      WHERE l.member_id = p_member_id AND l.kind IN ('wager', 'loss') AND l.amount IS NOT NULL)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_money(
  p_kind text,
  p_merchant_id integer,
  p_vendor_id integer,
  p_transaction_id text,
  p_round_id text,
  p_member_id integer,
  p_session_id text,
  p_player_id text,
  p_game_id integer,
  p_game_type text,
  p_amount bigint,
  p_currency text,
  p_fingerprint text,
  p_close boolean,
  p_now timestamptz,
  p_main_account integer,
  p_counter_account integer,
  p_ledger_key text,
  p_ledger_fingerprint text,
  p_ledger_reference text,
  p_memo text
) RETURNS TABLE (
  entry_id bigint,
  balance bigint,
  round_status text,
  round_game_id integer,
  round_stake bigint,
  round_win bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_claim bigint;
  v_round bet_rounds%ROWTYPE;
  v_claim_game integer := p_game_id;
  v_round_game integer := p_game_id;
  v_round_type text := p_game_type;
  v_status text;
  v_entry bigint;
  v_balance bigint;
  v_stake bigint := CASE WHEN p_kind = 'bet' THEN p_amount ELSE 0 END;
  v_win bigint := CASE WHEN p_kind = 'win' THEN p_amount ELSE 0 END;
  v_out record;
BEGIN
  IF p_kind NOT IN ('bet', 'win') OR p_amount < 0 THEN
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM bonus_grants g WHERE g.member_id = p_member_id AND g.status = 'active')
     OR (p_kind = 'bet' AND provider_money_rg_may_refuse(p_member_id, p_now)) THEN
    RETURN;
  END IF;

  INSERT INTO provider_transactions AS t (merchant_id, vendor_id, transaction_id, kind, round_id, member_id,
    session_id, game_id, amount, currency, trial, fingerprint, status, created_at)
  VALUES (p_merchant_id, p_vendor_id, p_transaction_id, p_kind, p_round_id, p_member_id,
    p_session_id, p_game_id, p_amount, p_currency, false, p_fingerprint, 'ok', p_now)
  ON CONFLICT (vendor_id, transaction_id) DO NOTHING
  RETURNING t.id INTO v_claim;
  IF v_claim IS NULL THEN
    RETURN;
  END IF;

  SELECT * INTO v_round FROM bet_rounds r
  WHERE r.vendor_id = p_vendor_id AND r.round_id = p_round_id AND r.member_id = p_member_id
  FOR UPDATE;
  IF p_kind = 'bet' THEN
    IF FOUND AND v_round.status <> 'open' THEN
      RAISE EXCEPTION USING ERRCODE = 'LT001', MESSAGE = 'provider_money: round closed';
    END IF;
  ELSE
    IF NOT FOUND OR v_round.status <> 'open' THEN
      RAISE EXCEPTION USING ERRCODE = 'LT001', MESSAGE = 'provider_money: round unknown or closed';
    END IF;
    SELECT t.game_id INTO v_claim_game FROM provider_transactions t
    WHERE t.vendor_id = p_vendor_id AND t.round_id = p_round_id AND t.member_id = p_member_id
      AND t.kind = 'bet' AND t.status = 'ok' AND t.trial = false
    LIMIT 1;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'LT001', MESSAGE = 'provider_money: no bet in the round';
    END IF;
    v_round_game := v_round.game_id;
    v_round_type := v_round.game_type;
  END IF;

  IF p_kind = 'bet' THEN
    -- The settings row under lock, where the full path takes it (refusalToBet): a change committed since the
    -- first look that can refuse this bet is the full path's to answer.
    PERFORM 1 FROM rg_settings s WHERE s.member_id = p_member_id FOR UPDATE;
    IF FOUND AND provider_money_rg_may_refuse(p_member_id, p_now) THEN
      RAISE EXCEPTION USING ERRCODE = 'LT001', MESSAGE = 'provider_money: responsible gaming';
    END IF;
  END IF;

  IF p_amount > 0 THEN
    SELECT l.status, l.entry_id, l.balance_after INTO v_status, v_entry, v_balance
    FROM ledger_post(p_merchant_id, p_kind, p_ledger_key, p_ledger_fingerprint, p_ledger_reference, p_memo, NULL,
      CASE WHEN p_kind = 'bet' THEN ARRAY[p_main_account, p_counter_account] ELSE ARRAY[p_counter_account, p_main_account] END,
      ARRAY[-p_amount, p_amount]) l
    WHERE l.account_id = p_main_account;
    IF v_status IS DISTINCT FROM 'posted' THEN
      RAISE EXCEPTION USING ERRCODE = 'LT001', MESSAGE = 'provider_money: ledger ' || coalesce(v_status, 'refused');
    END IF;
  ELSE
    SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = p_main_account;
  END IF;

  -- The round's amounts and state in one statement (records/service.ts applyRoundTransaction).
  INSERT INTO bet_rounds AS r (merchant_id, member_id, vendor_id, game_id, game_type, round_id, stake, win,
    valid_bet, status, transactions, bet_at, settled_at, updated_at)
  VALUES (p_merchant_id, p_member_id, p_vendor_id, v_round_game, v_round_type, p_round_id, v_stake, v_win,
    CASE WHEN p_close IS TRUE AND v_win = v_stake THEN 0 ELSE v_stake END,
    CASE WHEN p_close IS TRUE THEN 'settled' ELSE 'open' END, 1, p_now,
    CASE WHEN p_close IS TRUE THEN p_now END, p_now)
  ON CONFLICT (vendor_id, round_id, member_id) DO UPDATE SET
    stake = r.stake + excluded.stake,
    win = r.win + excluded.win,
    transactions = r.transactions + 1,
    updated_at = excluded.updated_at,
    status = CASE WHEN p_close IS TRUE THEN 'settled'
                  WHEN p_close IS FALSE AND r.status <> 'cancelled' THEN 'open'
                  ELSE r.status END,
    valid_bet = CASE
      WHEN (CASE WHEN p_close IS TRUE THEN 'settled' WHEN p_close IS FALSE AND r.status <> 'cancelled' THEN 'open'
                 ELSE r.status END) = 'cancelled' THEN 0
      WHEN (CASE WHEN p_close IS TRUE THEN 'settled' WHEN p_close IS FALSE AND r.status <> 'cancelled' THEN 'open'
                 ELSE r.status END) = 'settled' AND r.win + excluded.win = r.stake + excluded.stake THEN 0
      ELSE r.stake + excluded.stake END,
    settled_at = CASE
      WHEN (CASE WHEN p_close IS TRUE THEN 'settled' WHEN p_close IS FALSE AND r.status <> 'cancelled' THEN 'open'
                 ELSE r.status END) = 'open' THEN NULL
      ELSE coalesce(r.settled_at, excluded.updated_at) END
  RETURNING r.status, r.game_id, r.stake, r.win INTO v_out;

  UPDATE provider_transactions t
  SET game_id = v_claim_game,
      entry_id = v_entry,
      result = jsonb_build_object('playerId', p_player_id, 'currency', p_currency, 'balance', v_balance,
        'transactionId', p_transaction_id, 'roundId', p_round_id, 'status', 'ok', 'entryId', v_entry,
        'replayed', false)
  WHERE t.id = v_claim;

  RETURN QUERY SELECT v_entry, v_balance, v_out.status, v_out.game_id, v_out.stake, v_out.win;
END $$
SET plan_cache_mode = force_generic_plan;
