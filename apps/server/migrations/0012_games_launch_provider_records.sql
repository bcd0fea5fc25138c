CREATE TABLE "bet_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL,
	"bet_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bet_rounds_status_check" CHECK ("bet_rounds"."status" in ('open', 'settled', 'cancelled')),
	CONSTRAINT "bet_rounds_amounts_check" CHECK ("bet_rounds"."stake" >= 0 and "bet_rounds"."win" >= 0 and "bet_rounds"."valid_bet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"game" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"bet" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"total_stake" bigint NOT NULL,
	"total_win" bigint NOT NULL,
	"token" text NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"win_transaction_id" text NOT NULL,
	"status" text NOT NULL,
	"balance_after" bigint,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_rounds_status_check" CHECK ("house_rounds"."status" in ('pending', 'bet_placed', 'settled', 'void')),
	CONSTRAINT "house_rounds_mode_check" CHECK ("house_rounds"."mode" in ('real', 'trial'))
);
--> statement-breakpoint
CREATE TABLE "house_seed_pairs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_seed_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "house_seed_pairs_status_check" CHECK ("house_seed_pairs"."status" in ('active', 'revealed'))
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"trial_balance" bigint,
	"language" text NOT NULL,
	"display_name" text NOT NULL,
	"masked_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_sessions_mode_check" CHECK ("provider_sessions"."mode" in ('real', 'trial')),
	CONSTRAINT "provider_sessions_trial_check" CHECK (("provider_sessions"."mode" = 'trial') = ("provider_sessions"."trial_balance" is not null) and ("provider_sessions"."trial_balance" is null or "provider_sessions"."trial_balance" >= 0))
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"game_id" integer,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"trial" boolean NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"result" jsonb,
	"entry_id" bigint,
	"reference_id" text,
	"rolled_back_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_transactions_kind_check" CHECK ("provider_transactions"."kind" in ('bet', 'win', 'rollback', 'cancelled_bet')),
	CONSTRAINT "provider_transactions_status_check" CHECK ("provider_transactions"."status" in ('ok', 'acknowledged', 'refused', 'cancelled')),
	CONSTRAINT "provider_transactions_amount_check" CHECK ("provider_transactions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bet_rounds" ADD CONSTRAINT "bet_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_rounds" ADD CONSTRAINT "bet_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_rounds" ADD CONSTRAINT "bet_rounds_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_rounds" ADD CONSTRAINT "bet_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_pair_id_house_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."house_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_session_id_provider_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."provider_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_rounds_vendor_round_member_uq" ON "bet_rounds" USING btree ("vendor_id","round_id","member_id");--> statement-breakpoint
CREATE INDEX "bet_rounds_member_time_idx" ON "bet_rounds" USING btree ("merchant_id","member_id","bet_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_pair_nonce_uq" ON "house_rounds" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE INDEX "house_rounds_player_idx" ON "house_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "house_rounds_status_idx" ON "house_rounds" USING btree ("status","created_at") WHERE "house_rounds"."status" in ('pending', 'bet_placed');--> statement-breakpoint
CREATE UNIQUE INDEX "house_seed_pairs_active_uq" ON "house_seed_pairs" USING btree ("player_id") WHERE "house_seed_pairs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "house_seed_pairs_player_idx" ON "house_seed_pairs" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_sessions_token_uq" ON "provider_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "provider_sessions_member_idx" ON "provider_sessions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_vendor_tx_uq" ON "provider_transactions" USING btree ("vendor_id","transaction_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("vendor_id","round_id","member_id");