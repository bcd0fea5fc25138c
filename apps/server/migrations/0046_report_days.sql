CREATE TABLE "report_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"rounds" integer NOT NULL,
	"players" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "report_days_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_dirty_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_days;
  DELETE FROM report_game_days;
  DELETE FROM report_player_days;
  DELETE FROM report_dirty_days;
  UPDATE report_marks SET time_zone = '';
  RETURN NULL;
END;
$$;
