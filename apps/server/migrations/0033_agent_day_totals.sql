CREATE TABLE "member_round_days" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"rounds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "member_round_days_member_id_day_game_type_vendor_id_pk" PRIMARY KEY("member_id","day","game_type","vendor_id")
);
--> statement-breakpoint
-- member_round_days follows bet_rounds in the same transaction (docs/ARCHITECTURE.md, "The agent centre's reports
-- read day totals"): each statement on bet_rounds adds its rows' change, per (member, local day of the brand,
-- category, vendor), rounds not cancelled only; rows are taken in key order so two statements never wait on
-- each other in a circle.
CREATE FUNCTION member_round_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_round_days AS t (merchant_id, member_id, day, game_type, vendor_id, rounds, stake, valid_bet, win)
      SELECT r.merchant_id, r.member_id, (r.bet_at AT TIME ZONE m.time_zone)::date, r.game_type, r.vendor_id,
             count(*)::int, sum(r.stake), sum(r.valid_bet), sum(r.win)
        FROM new_rounds r JOIN merchants m ON m.id = r.merchant_id
       WHERE r.status <> 'cancelled'
       GROUP BY 1, 2, 3, 4, 5 ORDER BY 2, 3, 4, 5
    ON CONFLICT (member_id, day, game_type, vendor_id) DO UPDATE
      SET rounds = t.rounds + excluded.rounds, stake = t.stake + excluded.stake,
          valid_bet = t.valid_bet + excluded.valid_bet, win = t.win + excluded.win;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO member_round_days AS t (merchant_id, member_id, day, game_type, vendor_id, rounds, stake, valid_bet, win)
      SELECT r.merchant_id, r.member_id, (r.bet_at AT TIME ZONE m.time_zone)::date, r.game_type, r.vendor_id,
             -count(*)::int, -sum(r.stake), -sum(r.valid_bet), -sum(r.win)
        FROM old_rounds r JOIN merchants m ON m.id = r.merchant_id
       WHERE r.status <> 'cancelled'
       GROUP BY 1, 2, 3, 4, 5 ORDER BY 2, 3, 4, 5
    ON CONFLICT (member_id, day, game_type, vendor_id) DO UPDATE
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
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_round_days_insert AFTER INSERT ON bet_rounds
  REFERENCING NEW TABLE AS new_rounds FOR EACH STATEMENT EXECUTE FUNCTION member_round_days_apply();
--> statement-breakpoint
CREATE TRIGGER member_round_days_update AFTER UPDATE ON bet_rounds
  REFERENCING OLD TABLE AS old_rounds NEW TABLE AS new_rounds FOR EACH STATEMENT EXECUTE FUNCTION member_round_days_apply();
--> statement-breakpoint
CREATE TRIGGER member_round_days_delete AFTER DELETE ON bet_rounds
  REFERENCING OLD TABLE AS old_rounds FOR EACH STATEMENT EXECUTE FUNCTION member_round_days_apply();
--> statement-breakpoint
CREATE FUNCTION member_round_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_round_days;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_round_days_truncate AFTER TRUNCATE ON bet_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION member_round_days_clear();
--> statement-breakpoint
-- A brand's new time zone moves its rounds to other local days: its rows are summed again.
CREATE FUNCTION member_round_days_rezone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_round_days WHERE merchant_id = NEW.id;
  INSERT INTO member_round_days (merchant_id, member_id, day, game_type, vendor_id, rounds, stake, valid_bet, win)
    SELECT r.merchant_id, r.member_id, (r.bet_at AT TIME ZONE NEW.time_zone)::date, r.game_type, r.vendor_id,
           count(*)::int, sum(r.stake), sum(r.valid_bet), sum(r.win)
      FROM bet_rounds r
     WHERE r.merchant_id = NEW.id AND r.status <> 'cancelled'
     GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_round_days_rezone AFTER UPDATE OF time_zone ON merchants
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION member_round_days_rezone();
--> statement-breakpoint
-- The rounds already there.
INSERT INTO member_round_days (merchant_id, member_id, day, game_type, vendor_id, rounds, stake, valid_bet, win)
  SELECT r.merchant_id, r.member_id, (r.bet_at AT TIME ZONE m.time_zone)::date, r.game_type, r.vendor_id,
         count(*)::int, sum(r.stake), sum(r.valid_bet), sum(r.win)
    FROM bet_rounds r JOIN merchants m ON m.id = r.merchant_id
   WHERE r.status <> 'cancelled'
   GROUP BY 1, 2, 3, 4, 5;
