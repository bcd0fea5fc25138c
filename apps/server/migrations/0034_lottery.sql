CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"slip_id" text NOT NULL,
	"session_id" text NOT NULL,
	"token" text NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"bet_type" text NOT NULL,
	"selection" text NOT NULL,
	"odds_key" text NOT NULL,
	"exposure_key" text NOT NULL,
	"odds" integer NOT NULL,
	"multiplier" integer NOT NULL,
	"stake" bigint NOT NULL,
	"hits" integer,
	"payout" bigint,
	"status" text NOT NULL,
	"settled_version" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_status_check" CHECK ("lottery_bets"."status" in ('pending', 'placed', 'won', 'lost', 'refunded', 'void')),
	CONSTRAINT "lottery_bets_stake_check" CHECK ("lottery_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"family" text NOT NULL,
	"catalogue_code" text NOT NULL,
	"issue" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"commitment" text,
	"server_seed" text,
	"result" jsonb,
	"result_version" integer DEFAULT 0 NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_draws_status_check" CHECK ("lottery_draws"."status" in ('open', 'closed', 'drawn', 'settled', 'cancelled')),
	CONSTRAINT "lottery_draws_source_check" CHECK ("lottery_draws"."source" in ('house', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"draw_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"exposure_key" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_draw_id_merchant_id_exposure_key_pk" PRIMARY KEY("draw_id","merchant_id","exposure_key")
);
--> statement-breakpoint
CREATE TABLE "lottery_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"vn_prize_mode" text NOT NULL,
	"fast_prize_mode" text NOT NULL,
	"odds" jsonb NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"exposure_limit" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_settings" ADD CONSTRAINT "lottery_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_idx" ON "lottery_bets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_idx" ON "lottery_bets" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_issue_uq" ON "lottery_draws" USING btree ("game","issue");--> statement-breakpoint
CREATE INDEX "lottery_draws_status_idx" ON "lottery_draws" USING btree ("status","draws_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_idx" ON "lottery_draws" USING btree ("game","draws_at");