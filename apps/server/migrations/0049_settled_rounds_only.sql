-- Issue 33: the agents' day totals (member_round_days, member_days) sum only settled rounds, the one definition of a
-- settled, valid bet (apps/server/src/modules/records/settled.ts): an open round is no loss yet and a cancelled one
-- nothing. A round enters its bet day's totals when it settles and leaves them if it is reopened (a lottery draw
-- re-entered). Same functions as 0035 with `status = 'settled'` in place of `status <> 'cancelled'`.
CREATE OR REPLACE FUNCTION member_round_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_round_days AS t (merchant_id, member_id, day, game_type, vendor_id, rounds, stake, valid_bet, win)
      SELECT d.merchant_id, d.member_id, (d.bet_at AT TIME ZONE m.time_zone)::date, d.game_type, d.vendor_id,
             sum(d.n)::int, sum(d.stake), sum(d.valid_bet), sum(d.win)
        FROM (SELECT r.merchant_id, r.member_id, r.bet_at, r.game_type, r.vendor_id, 1 AS n, r.stake, r.valid_bet, r.win
                FROM new_rounds r WHERE r.status = 'settled') d
        JOIN merchants m ON m.id = d.merchant_id
       GROUP BY 1, 2, 3, 4, 5
      HAVING sum(d.n) <> 0 OR sum(d.stake) <> 0 OR sum(d.valid_bet) <> 0 OR sum(d.win) <> 0
       ORDER BY 2, 3, 4, 5
    ON CONFLICT (member_id, day, game_type, vendor_id) DO UPDATE
      SET rounds = t.rounds + excluded.rounds, stake = t.stake + excluded.stake,
          valid_bet = t.valid_bet + excluded.valid_bet, win = t.win + excluded.win;
    INSERT INTO member_days AS t (merchant_id, member_id, day, rounds, stake, valid_bet, win)
      SELECT d.merchant_id, d.member_id, (d.bet_at AT TIME ZONE m.time_zone)::date,
             sum(d.n)::int, sum(d.stake), sum(d.valid_bet), sum(d.win)
        FROM (SELECT r.merchant_id, r.member_id, r.bet_at, r.game_type, r.vendor_id, 1 AS n, r.stake, r.valid_bet, r.win
                FROM new_rounds r WHERE r.status = 'settled') d
        JOIN merchants m ON m.id = d.merchant_id
       GROUP BY 1, 2, 3
      HAVING sum(d.n) <> 0 OR sum(d.stake) <> 0 OR sum(d.valid_bet) <> 0 OR sum(d.win) <> 0
       ORDER BY 2, 3
    ON CONFLICT (member_id, day) DO UPDATE
      SET rounds = t.rounds + excluded.rounds, stake = t.stake + excluded.stake,
          valid_bet = t.valid_bet + excluded.valid_bet, win = t.win + excluded.win;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO member_round_days AS t (merchant_id, member_id, day, game_type, vendor_id, rounds, stake, valid_bet, win)
      SELECT d.merchant_id, d.member_id, (d.bet_at AT TIME ZONE m.time_zone)::date, d.game_type, d.vendor_id,
             sum(d.n)::int, sum(d.stake), sum(d.valid_bet), sum(d.win)
        FROM (SELECT r.merchant_id, r.member_id, r.bet_at, r.game_type, r.vendor_id, -1 AS n, -r.stake AS stake,
                     -r.valid_bet AS valid_bet, -r.win AS win
                FROM old_rounds r WHERE r.status = 'settled') d
        JOIN merchants m ON m.id = d.merchant_id
       GROUP BY 1, 2, 3, 4, 5
      HAVING sum(d.n) <> 0 OR sum(d.stake) <> 0 OR sum(d.valid_bet) <> 0 OR sum(d.win) <> 0
       ORDER BY 2, 3, 4, 5
    ON CONFLICT (member_id, day, game_type, vendor_id) DO UPDATE
      SET rounds = t.rounds + excluded.rounds, stake = t.stake + excluded.stake,
          valid_bet = t.valid_bet + excluded.valid_bet, win = t.win + excluded.win;
    INSERT INTO member_days AS t (merchant_id, member_id, day, rounds, stake, valid_bet, win)
      SELECT d.merchant_id, d.member_id, (d.bet_at AT TIME ZONE m.time_zone)::date,
             sum(d.n)::int, sum(d.stake), sum(d.valid_bet), sum(d.win)
        FROM (SELECT r.merchant_id, r.member_id, r.bet_at, r.game_type, r.vendor_id, -1 AS n, -r.stake AS stake,
                     -r.valid_bet AS valid_bet, -r.win AS win
                FROM old_rounds r WHERE r.status = 'settled') d
        JOIN merchants m ON m.id = d.merchant_id
       GROUP BY 1, 2, 3
      HAVING sum(d.n) <> 0 OR sum(d.stake) <> 0 OR sum(d.valid_bet) <> 0 OR sum(d.win) <> 0
       ORDER BY 2, 3
    ON CONFLICT (member_id, day) DO UPDATE
      SET rounds = t.rounds + excluded.rounds, stake = t.stake + excluded.stake,
          valid_bet = t.valid_bet + excluded.valid_bet, win = t.win + excluded.win;
  ELSE
    INSERT INTO member_round_days AS t (merchant_id, member_id, day, game_type, vendor_id, rounds, stake, valid_bet, win)
      SELECT d.merchant_id, d.member_id, (d.bet_at AT TIME ZONE m.time_zone)::date, d.game_type, d.vendor_id,
             sum(d.n)::int, sum(d.stake), sum(d.valid_bet), sum(d.win)
        FROM (SELECT r.merchant_id, r.member_id, r.bet_at, r.game_type, r.vendor_id, 1 AS n, r.stake, r.valid_bet, r.win
                FROM new_rounds r WHERE r.status = 'settled'
              UNION ALL
              SELECT r.merchant_id, r.member_id, r.bet_at, r.game_type, r.vendor_id, -1, -r.stake, -r.valid_bet, -r.win
                FROM old_rounds r WHERE r.status = 'settled') d
        JOIN merchants m ON m.id = d.merchant_id
       GROUP BY 1, 2, 3, 4, 5
      HAVING sum(d.n) <> 0 OR sum(d.stake) <> 0 OR sum(d.valid_bet) <> 0 OR sum(d.win) <> 0
       ORDER BY 2, 3, 4, 5
    ON CONFLICT (member_id, day, game_type, vendor_id) DO UPDATE
      SET rounds = t.rounds + excluded.rounds, stake = t.stake + excluded.stake,
          valid_bet = t.valid_bet + excluded.valid_bet, win = t.win + excluded.win;
    INSERT INTO member_days AS t (merchant_id, member_id, day, rounds, stake, valid_bet, win)
      SELECT d.merchant_id, d.member_id, (d.bet_at AT TIME ZONE m.time_zone)::date,
             sum(d.n)::int, sum(d.stake), sum(d.valid_bet), sum(d.win)
        FROM (SELECT r.merchant_id, r.member_id, r.bet_at, r.game_type, r.vendor_id, 1 AS n, r.stake, r.valid_bet, r.win
                FROM new_rounds r WHERE r.status = 'settled'
              UNION ALL
              SELECT r.merchant_id, r.member_id, r.bet_at, r.game_type, r.vendor_id, -1, -r.stake, -r.valid_bet, -r.win
                FROM old_rounds r WHERE r.status = 'settled') d
        JOIN merchants m ON m.id = d.merchant_id
       GROUP BY 1, 2, 3
      HAVING sum(d.n) <> 0 OR sum(d.stake) <> 0 OR sum(d.valid_bet) <> 0 OR sum(d.win) <> 0
       ORDER BY 2, 3
    ON CONFLICT (member_id, day) DO UPDATE
      SET rounds = t.rounds + excluded.rounds, stake = t.stake + excluded.stake,
          valid_bet = t.valid_bet + excluded.valid_bet, win = t.win + excluded.win;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_round_days_rezone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_round_days WHERE merchant_id = NEW.id;
  INSERT INTO member_round_days (merchant_id, member_id, day, game_type, vendor_id, rounds, stake, valid_bet, win)
    SELECT r.merchant_id, r.member_id, (r.bet_at AT TIME ZONE NEW.time_zone)::date, r.game_type, r.vendor_id,
           count(*)::int, sum(r.stake), sum(r.valid_bet), sum(r.win)
      FROM bet_rounds r
     WHERE r.merchant_id = NEW.id AND r.status = 'settled'
     GROUP BY 1, 2, 3, 4, 5;
  DELETE FROM member_days WHERE merchant_id = NEW.id;
  INSERT INTO member_days (merchant_id, member_id, day, rounds, stake, valid_bet, win)
    SELECT d.merchant_id, d.member_id, d.day, sum(d.rounds)::int, sum(d.stake), sum(d.valid_bet), sum(d.win)
      FROM member_round_days d WHERE d.merchant_id = NEW.id
     GROUP BY 1, 2, 3;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The totals so far, summed again from the settled rounds.
DELETE FROM member_round_days;
--> statement-breakpoint
DELETE FROM member_days;
--> statement-breakpoint
INSERT INTO member_round_days (merchant_id, member_id, day, game_type, vendor_id, rounds, stake, valid_bet, win)
  SELECT r.merchant_id, r.member_id, (r.bet_at AT TIME ZONE m.time_zone)::date, r.game_type, r.vendor_id,
         count(*)::int, sum(r.stake), sum(r.valid_bet), sum(r.win)
    FROM bet_rounds r JOIN merchants m ON m.id = r.merchant_id
   WHERE r.status = 'settled'
   GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO member_days (merchant_id, member_id, day, rounds, stake, valid_bet, win)
  SELECT d.merchant_id, d.member_id, d.day, sum(d.rounds)::int, sum(d.stake), sum(d.valid_bet), sum(d.win)
    FROM member_round_days d
   GROUP BY 1, 2, 3;
