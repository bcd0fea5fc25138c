CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"owner_member_id" integer,
	"vendor_code" text,
	"currency" text NOT NULL,
	"allow_negative" boolean NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_identity_uq" UNIQUE NULLS NOT DISTINCT("merchant_id","kind","owner_member_id","vendor_code","currency"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('member_main', 'member_vendor', 'member_bonus', 'member_locked', 'house', 'payment_clearing', 'promotion', 'provider', 'transfer_clearing', 'withdrawal_payable', 'adjustment')),
	CONSTRAINT "ledger_accounts_balance_nonnegative" CHECK ("ledger_accounts"."balance" >= 0 or "ledger_accounts"."allow_negative"),
	CONSTRAINT "ledger_accounts_member_check" CHECK (("ledger_accounts"."kind" in ('member_main', 'member_vendor', 'member_bonus', 'member_locked') and "ledger_accounts"."owner_member_id" is not null and not "ledger_accounts"."allow_negative")
        or ("ledger_accounts"."kind" in ('house', 'payment_clearing', 'promotion', 'provider', 'transfer_clearing', 'withdrawal_payable', 'adjustment') and "ledger_accounts"."owner_member_id" is null)),
	CONSTRAINT "ledger_accounts_vendor_check" CHECK (("ledger_accounts"."kind" in ('member_vendor', 'provider', 'transfer_clearing')) = ("ledger_accounts"."vendor_code" is not null)),
	CONSTRAINT "ledger_accounts_currency_check" CHECK ("ledger_accounts"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"reference" text,
	"memo" text,
	"reverses_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_uq" UNIQUE("merchant_id","idempotency_key"),
	CONSTRAINT "ledger_entries_key_check" CHECK (length("ledger_entries"."idempotency_key") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"entry_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"account_seq" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"entry_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_postings_pkey" PRIMARY KEY("account_id","account_seq"),
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount" <> 0),
	CONSTRAINT "ledger_postings_seq_check" CHECK ("ledger_postings"."account_seq" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_entry_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_member_id","merchant_id") WHERE "ledger_accounts"."owner_member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_uq" ON "ledger_entries" USING btree ("reverses_entry_id") WHERE "ledger_entries"."reverses_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");