CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"channel_type" text NOT NULL,
	"gateway" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"payer_name" text,
	"gateway_reference" text,
	"redirect_url" text,
	"language" text NOT NULL,
	"client_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure_reason" text,
	"entry_id" bigint,
	CONSTRAINT "deposit_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "deposit_orders_status_check" CHECK ("deposit_orders"."status" in ('pending', 'credited', 'failed', 'expired')),
	CONSTRAINT "deposit_orders_amount_check" CHECK ("deposit_orders"."amount" > 0 and "deposit_orders"."fee" >= 0 and "deposit_orders"."fee" < "deposit_orders"."amount")
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"template" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"gateway" text NOT NULL,
	"name" jsonb NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"fee_bps" integer DEFAULT 0 NOT NULL,
	"fee_fixed" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"bank" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_channels_code_uq" UNIQUE("merchant_id","code"),
	CONSTRAINT "payment_channels_type_check" CHECK ("payment_channels"."type" in ('bank_transfer', 'ewallet', 'qr')),
	CONSTRAINT "payment_channels_limits_check" CHECK ("payment_channels"."min_amount" > 0 and "payment_channels"."max_amount" >= "payment_channels"."min_amount"),
	CONSTRAINT "payment_channels_fee_check" CHECK ("payment_channels"."fee_bps" between 0 and 10000 and "payment_channels"."fee_fixed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"ref" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"channel_type" text NOT NULL,
	"return_path" text NOT NULL,
	"status" text NOT NULL,
	"decided_at" timestamp with time zone,
	"callback_attempts" integer DEFAULT 0 NOT NULL,
	"callback_next_at" timestamp with time zone,
	"callback_delivered_at" timestamp with time zone,
	"callback_last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_payments_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "sandbox_gateway_payments_status_check" CHECK ("sandbox_gateway_payments"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_vendor_modes" (
	"vendor_code" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_vendor_transfers" (
	"vendor_code" text NOT NULL,
	"reference" text NOT NULL,
	"player" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_vendor_transfers_vendor_code_reference_pk" PRIMARY KEY("vendor_code","reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_vendor_wallets" (
	"vendor_code" text NOT NULL,
	"player" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_vendor_wallets_vendor_code_player_pk" PRIMARY KEY("vendor_code","player"),
	CONSTRAINT "sandbox_vendor_wallets_balance_check" CHECK ("sandbox_vendor_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "turnover_requirements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"required" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "turnover_requirements_source_uq" UNIQUE("member_id","source","source_ref"),
	CONSTRAINT "turnover_requirements_amount_check" CHECK ("turnover_requirements"."required" > 0 and "turnover_requirements"."progress" between 0 and "turnover_requirements"."required")
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"client_request_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"last_error" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_transfers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "wallet_transfers_direction_check" CHECK ("wallet_transfers"."direction" in ('in', 'out')),
	CONSTRAINT "wallet_transfers_status_check" CHECK ("wallet_transfers"."status" in ('pending', 'success', 'failed')),
	CONSTRAINT "wallet_transfers_amount_check" CHECK ("wallet_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"bank" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"client_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"reject_reason" text,
	"confirmation" text,
	"confirmed_at" timestamp with time zone,
	"confirm_deadline" timestamp with time zone,
	"remark" text,
	CONSTRAINT "withdrawal_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "withdrawal_orders_status_check" CHECK ("withdrawal_orders"."status" in ('requested', 'approved', 'paid', 'rejected')),
	CONSTRAINT "withdrawal_orders_confirmation_check" CHECK ("withdrawal_orders"."confirmation" is null or ("withdrawal_orders"."status" = 'paid' and "withdrawal_orders"."confirmation" in ('received', 'not_received', 'full_payment', 'auto_received'))),
	CONSTRAINT "withdrawal_orders_amount_check" CHECK ("withdrawal_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_member_check";--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_settings" ADD CONSTRAINT "money_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_withdrawal_id_withdrawal_orders_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawal_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_member_uq" ON "bank_accounts" USING btree ("member_id","bank_code","account_no") WHERE "bank_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_gateway_ref_uq" ON "deposit_orders" USING btree ("gateway","gateway_reference") WHERE "deposit_orders"."gateway_reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_request_uq" ON "deposit_orders" USING btree ("member_id","client_request_id") WHERE "deposit_orders"."client_request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_reference_uq" ON "deposit_orders" USING btree ("merchant_id","reference") WHERE "deposit_orders"."reference" is not null;--> statement-breakpoint
CREATE INDEX "deposit_orders_member_idx" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_pending_idx" ON "deposit_orders" USING btree ("expires_at") WHERE "deposit_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_dedupe_uq" ON "inbox_messages" USING btree ("member_id","dedupe_key") WHERE "inbox_messages"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "inbox_messages_member_idx" ON "inbox_messages" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "inbox_messages_unread_idx" ON "inbox_messages" USING btree ("member_id") WHERE "inbox_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_gateway_payments_due_idx" ON "sandbox_gateway_payments" USING btree ("callback_next_at") WHERE "sandbox_gateway_payments"."callback_next_at" is not null;--> statement-breakpoint
CREATE INDEX "turnover_requirements_open_idx" ON "turnover_requirements" USING btree ("member_id","id") WHERE "turnover_requirements"."completed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_request_uq" ON "wallet_transfers" USING btree ("member_id","client_request_id") WHERE "wallet_transfers"."client_request_id" is not null;--> statement-breakpoint
CREATE INDEX "wallet_transfers_member_idx" ON "wallet_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_transfers_pending_idx" ON "wallet_transfers" USING btree ("next_check_at") WHERE "wallet_transfers"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_request_uq" ON "withdrawal_orders" USING btree ("member_id","client_request_id") WHERE "withdrawal_orders"."client_request_id" is not null;--> statement-breakpoint
CREATE INDEX "withdrawal_orders_member_idx" ON "withdrawal_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_status_idx" ON "withdrawal_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_unconfirmed_idx" ON "withdrawal_orders" USING btree ("confirm_deadline") WHERE "withdrawal_orders"."status" = 'paid' and "withdrawal_orders"."confirmation" is null;--> statement-breakpoint
CREATE INDEX "withdrawal_proofs_withdrawal_idx" ON "withdrawal_proofs" USING btree ("withdrawal_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_trial_check" CHECK (("ledger_accounts"."kind" in ('member_trial', 'trial_issuer')) = ("ledger_accounts"."currency" = 'XTS'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('member_main', 'member_vendor', 'member_bonus', 'member_locked', 'member_trial', 'house', 'payment_clearing', 'promotion', 'provider', 'transfer_clearing', 'withdrawal_payable', 'adjustment', 'payment_fees', 'trial_issuer'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_check" CHECK (("ledger_accounts"."kind" in ('member_main', 'member_vendor', 'member_bonus', 'member_locked', 'member_trial') and "ledger_accounts"."owner_member_id" is not null and not "ledger_accounts"."allow_negative")
        or ("ledger_accounts"."kind" in ('house', 'payment_clearing', 'promotion', 'provider', 'transfer_clearing', 'withdrawal_payable', 'adjustment', 'payment_fees', 'trial_issuer') and "ledger_accounts"."owner_member_id" is null));