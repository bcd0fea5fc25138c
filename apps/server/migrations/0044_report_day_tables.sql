CREATE TABLE "report_account_marks" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_cost_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"entry_type" text NOT NULL,
	"memo" text NOT NULL,
	"entries" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "report_cost_days_merchant_id_day_entry_type_memo_pk" PRIMARY KEY("merchant_id","day","entry_type","memo")
);
--> statement-breakpoint
CREATE TABLE "report_dirty_days" (
	"merchant_id" integer NOT NULL,
	"utc_day" date NOT NULL,
	"taken" boolean DEFAULT false NOT NULL,
	CONSTRAINT "report_dirty_days_merchant_id_utc_day_taken_pk" PRIMARY KEY("merchant_id","utc_day","taken")
);
--> statement-breakpoint
CREATE TABLE "report_game_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"game_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"rounds" integer NOT NULL,
	"players" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "report_game_days_merchant_id_day_game_id_vendor_id_pk" PRIMARY KEY("merchant_id","day","game_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "report_marks" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"summed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_player_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"member_id" integer NOT NULL,
	"rounds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "report_player_days_merchant_id_day_member_id_pk" PRIMARY KEY("merchant_id","day","member_id")
);
--> statement-breakpoint
CREATE TABLE "significant_event_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"large_win" bigint,
	"large_bet" bigint,
	"large_withdrawal" bigint,
	"failed_sign_in_burst" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_player_days_member_idx" ON "report_player_days" USING btree ("merchant_id","member_id","day");--> statement-breakpoint
-- The reports' dirty days (docs/architecture/reports.md): every statement that writes bet_rounds marks the UTC
-- dates of its rounds' bets, in its own transaction, holding the shared side of advisory lock 7341 (the
-- reports.sumDays job takes the exclusive side to take the marks, so no round is written between). An existing
-- mark is left as it is (no row lock on the bet path).
CREATE OR REPLACE FUNCTION report_dirty_days_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7341);
  IF TG_OP = 'DELETE' THEN
    INSERT INTO report_dirty_days (merchant_id, utc_day, taken)
      SELECT DISTINCT r.merchant_id, (r.bet_at AT TIME ZONE 'UTC')::date, false FROM old_rounds r ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO report_dirty_days (merchant_id, utc_day, taken)
      SELECT DISTINCT r.merchant_id, (r.bet_at AT TIME ZONE 'UTC')::date, false FROM new_rounds r ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_dirty_days_insert AFTER INSERT ON bet_rounds REFERENCING NEW TABLE AS new_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION report_dirty_days_mark();
--> statement-breakpoint
CREATE TRIGGER report_dirty_days_update AFTER UPDATE ON bet_rounds REFERENCING NEW TABLE AS new_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION report_dirty_days_mark();
--> statement-breakpoint
CREATE TRIGGER report_dirty_days_delete AFTER DELETE ON bet_rounds REFERENCING OLD TABLE AS old_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION report_dirty_days_mark();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_dirty_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_game_days;
  DELETE FROM report_player_days;
  DELETE FROM report_dirty_days;
  UPDATE report_marks SET time_zone = '';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_dirty_days_truncate AFTER TRUNCATE ON bet_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION report_dirty_days_clear();
