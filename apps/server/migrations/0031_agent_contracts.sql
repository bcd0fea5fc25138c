CREATE TABLE "agent_contract_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contract_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"upline_id" integer NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"period_key" text NOT NULL,
	"for_period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"team_valid_bet" bigint NOT NULL,
	"team_profit" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"tier" integer,
	"rate_bps" integer NOT NULL,
	"gross" bigint NOT NULL,
	"downline_gross" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"ledger_entry_id" bigint,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_contract_payouts_period_uq" UNIQUE("contract_id","period_key","for_period_key"),
	CONSTRAINT "agent_contract_payouts_type_check" CHECK ("agent_contract_payouts"."type" in ('payout', 'adjustment')),
	CONSTRAINT "agent_contract_payouts_paid_check" CHECK ("agent_contract_payouts"."paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_contract_templates" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_contract_templates_member_id_kind_pk" PRIMARY KEY("member_id","kind")
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"upline_id" integer NOT NULL,
	"downline_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"max_rate_bps" integer NOT NULL,
	"status" text NOT NULL,
	"end_reason" text,
	"replaces_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_kind_check" CHECK ("agent_contracts"."kind" in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
	CONSTRAINT "agent_contracts_period_check" CHECK ("agent_contracts"."period" in ('daily', 'weekly', 'semimonthly', 'monthly', 'hourly', '5min')),
	CONSTRAINT "agent_contracts_status_check" CHECK ("agent_contracts"."status" in ('pending', 'active', 'rejected', 'withdrawn', 'terminated')),
	CONSTRAINT "agent_contracts_rate_check" CHECK ("agent_contracts"."max_rate_bps" between 0 and 10000),
	CONSTRAINT "agent_contracts_parties_check" CHECK ("agent_contracts"."upline_id" <> "agent_contracts"."downline_id")
);
--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD CONSTRAINT "agent_contract_payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD CONSTRAINT "agent_contract_payouts_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD CONSTRAINT "agent_contract_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD CONSTRAINT "agent_contract_payouts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_templates" ADD CONSTRAINT "agent_contract_templates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contract_payouts_member_idx" ON "agent_contract_payouts" USING btree ("member_id","computed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agent_contract_payouts_upline_idx" ON "agent_contract_payouts" USING btree ("upline_id","computed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agent_contract_payouts_merchant_idx" ON "agent_contract_payouts" USING btree ("merchant_id","computed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active_uq" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_pending_uq" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_due_idx" ON "agent_contracts" USING btree ("merchant_id","status","kind");