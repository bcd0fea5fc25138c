CREATE TABLE "member_days" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"rounds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "member_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
-- member_days follows bet_rounds beside member_round_days, in the same statements (docs/ARCHITECTURE.md, "The agent
-- centre's reports read day totals"): the trigger function now writes both, member_round_days first, each in key order.
CREATE OR REPLACE FUNCTION member_round_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_round_days AS t (merchant_id, member_id, day, game_type, vendor_id, rounds, stake, valid_bet, win)
      SELECT d.merchant_id, d.member_id, (d.bet_at AT TIME ZONE m.time_zone)::date, d.game_type, d.vendor_id,
             sum(d.n)::int, sum(d.stake), sum(d.valid_bet), sum(d.win)
        FROM (SELECT r.merchant_id, r.member_id, r.bet_at, r.game_type, r.vendor_id, 1 AS n, r.stake, r.valid_bet, r.win
                FROM new_rounds r WHERE r.status <> 'cancelled') d
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
                FROM new_rounds r WHERE r.status <> 'cancelled') d
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
                FROM old_rounds r WHERE r.status <> 'cancelled') d
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
                FROM old_rounds r WHERE r.status <> 'cancelled') d
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
                FROM new_rounds r WHERE r.status <> 'cancelled'
              UNION ALL
              SELECT r.merchant_id, r.member_id, r.bet_at, r.game_type, r.vendor_id, -1, -r.stake, -r.valid_bet, -r.win
                FROM old_rounds r WHERE r.status <> 'cancelled') d
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
                FROM new_rounds r WHERE r.status <> 'cancelled'
              UNION ALL
              SELECT r.merchant_id, r.member_id, r.bet_at, r.game_type, r.vendor_id, -1, -r.stake, -r.valid_bet, -r.win
                FROM old_rounds r WHERE r.status <> 'cancelled') d
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
CREATE OR REPLACE FUNCTION member_round_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_round_days;
  DELETE FROM member_days;
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
     WHERE r.merchant_id = NEW.id AND r.status <> 'cancelled'
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
-- The days already summed.
INSERT INTO member_days (merchant_id, member_id, day, rounds, stake, valid_bet, win)
  SELECT d.merchant_id, d.member_id, d.day, sum(d.rounds)::int, sum(d.stake), sum(d.valid_bet), sum(d.win)
    FROM member_round_days d
   GROUP BY 1, 2, 3;
