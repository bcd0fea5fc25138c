CREATE TABLE "rg_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"detail" text NOT NULL,
	"by" text NOT NULL,
	CONSTRAINT "rg_history_by_check" CHECK ("rg_history"."by" in ('member', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_limits_member_uq" UNIQUE("member_id","kind","period"),
	CONSTRAINT "rg_limits_kind_check" CHECK ("rg_limits"."kind" in ('deposit', 'loss', 'wager')),
	CONSTRAINT "rg_limits_period_check" CHECK ("rg_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "rg_limits_amount_check" CHECK (("rg_limits"."amount" is null or "rg_limits"."amount" > 0) and ("rg_limits"."pending_amount" is null or "rg_limits"."pending_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "rg_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"session_minutes" integer,
	"reality_check_minutes" integer,
	"block_kind" text,
	"block_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_settings_block_check" CHECK (("rg_settings"."block_kind" is null) = ("rg_settings"."block_until" is null)),
	CONSTRAINT "rg_settings_block_kind_check" CHECK ("rg_settings"."block_kind" is null or "rg_settings"."block_kind" in ('timeout', 'self_exclusion'))
);
--> statement-breakpoint
ALTER TABLE "rg_history" ADD CONSTRAINT "rg_history_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_history" ADD CONSTRAINT "rg_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_settings" ADD CONSTRAINT "rg_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_settings" ADD CONSTRAINT "rg_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_history_member_idx" ON "rg_history" USING btree ("member_id","id");