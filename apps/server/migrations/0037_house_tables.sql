CREATE TABLE "house_table_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"table_id" text NOT NULL,
	"game" text NOT NULL,
	"player_id" text NOT NULL,
	"display_name" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"token" text NOT NULL,
	"bets" jsonb NOT NULL,
	"total_stake" bigint NOT NULL,
	"total_win" bigint DEFAULT 0 NOT NULL,
	"spots" jsonb,
	"status" text NOT NULL,
	"balance_after" bigint,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_table_bets_status_check" CHECK ("house_table_bets"."status" in ('pending', 'placed', 'settled', 'refunded', 'void')),
	CONSTRAINT "house_table_bets_mode_check" CHECK ("house_table_bets"."mode" in ('real', 'trial'))
);
--> statement-breakpoint
CREATE TABLE "house_table_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"game" text NOT NULL,
	"round_no" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"reveal_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "house_table_rounds_status_check" CHECK ("house_table_rounds"."status" in ('open', 'drawn'))
);
--> statement-breakpoint
CREATE TABLE "house_table_seats" (
	"table_id" text NOT NULL,
	"player_id" text NOT NULL,
	"display_name" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "house_table_seats_table_id_player_id_pk" PRIMARY KEY("table_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "house_table_bets" ADD CONSTRAINT "house_table_bets_round_id_house_table_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_table_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_table_bets_round_idx" ON "house_table_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE INDEX "house_table_bets_player_idx" ON "house_table_bets" USING btree ("player_id","game","created_at");--> statement-breakpoint
CREATE INDEX "house_table_bets_unfinished_idx" ON "house_table_bets" USING btree ("created_at") WHERE "house_table_bets"."status" in ('pending', 'placed');--> statement-breakpoint
CREATE INDEX "house_table_rounds_table_idx" ON "house_table_rounds" USING btree ("table_id","round_no");--> statement-breakpoint
CREATE INDEX "house_table_rounds_open_idx" ON "house_table_rounds" USING btree ("reveal_at") WHERE "house_table_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "house_table_seats_seen_idx" ON "house_table_seats" USING btree ("table_id","seen_at");