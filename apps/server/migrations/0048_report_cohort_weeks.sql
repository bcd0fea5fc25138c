CREATE TABLE "report_cohort_weeks" (
	"merchant_id" integer NOT NULL,
	"cohort_week" date NOT NULL,
	"week" date NOT NULL,
	"active" integer NOT NULL,
	CONSTRAINT "report_cohort_weeks_merchant_id_cohort_week_week_pk" PRIMARY KEY("merchant_id","cohort_week","week")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_dirty_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_days;
  DELETE FROM report_game_days;
  DELETE FROM report_player_days;
  DELETE FROM report_cohort_weeks;
  DELETE FROM report_dirty_days;
  UPDATE report_marks SET time_zone = '';
  RETURN NULL;
END;
$$;
