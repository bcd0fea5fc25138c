CREATE TABLE "sports_bet_legs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"fixture_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"selection_id" integer NOT NULL,
	"market_type" text NOT NULL,
	"line" integer NOT NULL,
	"selection" text NOT NULL,
	"odds" integer NOT NULL,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"session_id" text NOT NULL,
	"token" text NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"game_code" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" integer NOT NULL,
	"potential_return" bigint NOT NULL,
	"payout" bigint,
	"status" text NOT NULL,
	"pay_version" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sports_bets_kind_check" CHECK ("sports_bets"."kind" in ('single', 'parlay')),
	CONSTRAINT "sports_bets_status_check" CHECK ("sports_bets"."status" in ('pending', 'placed', 'won', 'lost', 'void', 'cashed_out', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "sports_fixtures" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"feed_key" text,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"home_rating" integer DEFAULT 100 NOT NULL,
	"away_rating" integer DEFAULT 100 NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"score_home" integer,
	"score_away" integer,
	"result_version" integer DEFAULT 0 NOT NULL,
	"settled_version" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_fixtures_feed_key_unique" UNIQUE("feed_key"),
	CONSTRAINT "sports_fixtures_status_check" CHECK ("sports_fixtures"."status" in ('scheduled', 'live', 'finished', 'cancelled')),
	CONSTRAINT "sports_fixtures_source_check" CHECK ("sports_fixtures"."source" in ('feed', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "sports_leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sport" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"best_of" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sports_leagues_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sports_markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"fixture_id" integer NOT NULL,
	"type" text NOT NULL,
	"line" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "sports_markets_status_check" CHECK ("sports_markets"."status" in ('open', 'suspended', 'settled'))
);
--> statement-breakpoint
CREATE TABLE "sports_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"key" text NOT NULL,
	"odds" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_selections_odds_check" CHECK ("sports_selections"."odds" > 1000)
);
--> statement-breakpoint
CREATE TABLE "sports_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"fixture_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"score_home" integer,
	"score_away" integer,
	"entered_by" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_settlements_kind_check" CHECK ("sports_settlements"."kind" in ('result', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_selection_id_sports_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sports_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD CONSTRAINT "sports_fixtures_league_id_sports_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."sports_leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_selections" ADD CONSTRAINT "sports_selections_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_settings" ADD CONSTRAINT "sports_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_settlements" ADD CONSTRAINT "sports_settlements_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bet_legs_bet_fixture_uq" ON "sports_bet_legs" USING btree ("bet_id","fixture_id");--> statement-breakpoint
CREATE INDEX "sports_bet_legs_fixture_idx" ON "sports_bet_legs" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "sports_bets_member_idx" ON "sports_bets" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "sports_bets_status_idx" ON "sports_bets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sports_fixtures_status_idx" ON "sports_fixtures" USING btree ("status","kickoff_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_markets_fixture_type_line_uq" ON "sports_markets" USING btree ("fixture_id","type","line");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_selections_market_key_uq" ON "sports_selections" USING btree ("market_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_settlements_fixture_version_uq" ON "sports_settlements" USING btree ("fixture_id","version");