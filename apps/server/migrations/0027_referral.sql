CREATE TABLE "referral_codes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_merchant_code_uq" UNIQUE("merchant_id","code")
);
--> statement-breakpoint
CREATE TABLE "referral_devices" (
	"member_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_devices_member_id_device_id_pk" PRIMARY KEY("member_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"reward_kind" text DEFAULT 'fixed' NOT NULL,
	"fixed_amount" bigint DEFAULT 0 NOT NULL,
	"share_bps" integer DEFAULT 0 NOT NULL,
	"bet_days" integer DEFAULT 7 NOT NULL,
	"min_first_deposit" bigint DEFAULT 0 NOT NULL,
	"max_reward" bigint DEFAULT 0 NOT NULL,
	"deposit_within_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "referral_settings_kind_check" CHECK ("referral_settings"."reward_kind" in ('fixed', 'deposit_share', 'bet_share')),
	CONSTRAINT "referral_settings_values_check" CHECK ("referral_settings"."fixed_amount" >= 0 and "referral_settings"."share_bps" between 0 and 10000 and "referral_settings"."bet_days" between 1 and 90 and "referral_settings"."min_first_deposit" >= 0 and "referral_settings"."max_reward" >= 0 and "referral_settings"."deposit_within_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"code" text NOT NULL,
	"state" text DEFAULT 'registered' NOT NULL,
	"register_ip" text,
	"device_id" text,
	"first_deposit_amount" bigint,
	"first_deposit_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"valid_bets" bigint,
	"reward_amount" bigint,
	"reward_kind" text,
	"ledger_entry_id" bigint,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_friend_uq" UNIQUE("friend_id"),
	CONSTRAINT "referrals_state_check" CHECK ("referrals"."state" in ('registered', 'deposited', 'qualified', 'rejected')),
	CONSTRAINT "referrals_not_self_check" CHECK ("referrals"."referrer_id" <> "referrals"."friend_id")
);
--> statement-breakpoint
CREATE TABLE "rebate_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"last_claim_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_claim_lines" (
	"claim_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"valid_bet" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "rebate_claim_lines_claim_id_game_type_pk" PRIMARY KEY("claim_id","game_type")
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"vip_level" integer NOT NULL,
	"valid_bet" bigint NOT NULL,
	"earned" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"payout" text NOT NULL,
	"wagering_multiple_tenths" integer NOT NULL,
	"ledger_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_claims_request_uq" UNIQUE("member_id","request_key"),
	CONSTRAINT "rebate_claims_amount_check" CHECK ("rebate_claims"."amount" > 0 and "rebate_claims"."amount" <= "rebate_claims"."earned")
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"merchant_id" integer NOT NULL,
	"vip_level" integer NOT NULL,
	"game_type" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_rates_merchant_id_vip_level_game_type_pk" PRIMARY KEY("merchant_id","vip_level","game_type"),
	CONSTRAINT "rebate_rates_check" CHECK ("rebate_rates"."vip_level" >= 0 and "rebate_rates"."rate_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "rebate_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"payout" text DEFAULT 'main' NOT NULL,
	"wagering_multiple_tenths" integer DEFAULT 10 NOT NULL,
	"bonus_expiry_days" integer DEFAULT 7 NOT NULL,
	"min_claim" bigint DEFAULT 100 NOT NULL,
	"daily_cap" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_settings_payout_check" CHECK ("rebate_settings"."payout" in ('main', 'bonus')),
	CONSTRAINT "rebate_settings_amounts_check" CHECK ("rebate_settings"."min_claim" >= 0 and ("rebate_settings"."daily_cap" is null or "rebate_settings"."daily_cap" > 0) and "rebate_settings"."wagering_multiple_tenths" between 0 and 1000 and "rebate_settings"."bonus_expiry_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "vip_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"reason" text NOT NULL,
	"period_key" text,
	"deposits" bigint,
	"valid_bets" bigint,
	"operator" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_history_period_uq" UNIQUE("member_id","reason","period_key")
);
--> statement-breakpoint
CREATE TABLE "vip_members" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level_since" timestamp with time zone DEFAULT now() NOT NULL,
	"evaluated_period" text,
	"reviewed_period" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_ranks" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" jsonb NOT NULL,
	"color" text NOT NULL,
	"promote_deposit" bigint DEFAULT 0 NOT NULL,
	"promote_valid_bet" bigint DEFAULT 0 NOT NULL,
	"promote_days" integer DEFAULT 30 NOT NULL,
	"keep_deposit" bigint DEFAULT 0 NOT NULL,
	"keep_valid_bet" bigint DEFAULT 0 NOT NULL,
	"level_up_bonus" bigint DEFAULT 0 NOT NULL,
	"weekly_bonus" bigint DEFAULT 0 NOT NULL,
	"monthly_bonus" bigint DEFAULT 0 NOT NULL,
	"birthday_bonus" bigint DEFAULT 0 NOT NULL,
	"wagering_tenths" integer DEFAULT 10 NOT NULL,
	"withdraw_daily_max_amount" bigint,
	"withdraw_daily_max_count" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_ranks_level_uq" UNIQUE("merchant_id","level")
);
--> statement-breakpoint
CREATE TABLE "vip_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"level" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"grant_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "vip_rewards_period_uq" UNIQUE("member_id","kind","period_key")
);
--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_devices" ADD CONSTRAINT "referral_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_accounts" ADD CONSTRAINT "rebate_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_accounts" ADD CONSTRAINT "rebate_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claim_lines" ADD CONSTRAINT "rebate_claim_lines_claim_id_rebate_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."rebate_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claim_lines" ADD CONSTRAINT "rebate_claim_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_settings" ADD CONSTRAINT "rebate_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_history" ADD CONSTRAINT "vip_history_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_history" ADD CONSTRAINT "vip_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_members" ADD CONSTRAINT "vip_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_members" ADD CONSTRAINT "vip_members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_ranks" ADD CONSTRAINT "vip_ranks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_devices_device_idx" ON "referral_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("merchant_id","referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_merchant_state_idx" ON "referrals" USING btree ("merchant_id","state","created_at");--> statement-breakpoint
CREATE INDEX "referrals_due_idx" ON "referrals" USING btree ("due_at") WHERE "referrals"."state" = 'deposited';--> statement-breakpoint
CREATE INDEX "rebate_claim_lines_member_idx" ON "rebate_claim_lines" USING btree ("member_id","game_type");--> statement-breakpoint
CREATE INDEX "rebate_claims_member_idx" ON "rebate_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "rebate_claims_merchant_idx" ON "rebate_claims" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "vip_history_member_idx" ON "vip_history" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "vip_rewards_member_idx" ON "vip_rewards" USING btree ("member_id","status");