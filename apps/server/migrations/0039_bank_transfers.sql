CREATE TABLE "bank_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"secret_version" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "bank_feeds_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"receiving_account_id" integer NOT NULL,
	"source" text NOT NULL,
	"bank_tx_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"content" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"order_id" integer,
	"resolution" text,
	"credited_order_id" integer,
	"linked_member_id" integer,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "bank_statement_lines_tx_uq" UNIQUE("receiving_account_id","bank_tx_id"),
	CONSTRAINT "bank_statement_lines_status_check" CHECK ("bank_statement_lines"."status" in ('matched', 'queued', 'resolved', 'ignored')),
	CONSTRAINT "bank_statement_lines_amount_check" CHECK ("bank_statement_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_order_accounts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"receiving_account_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receiving_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"bank_bin" text NOT NULL,
	"account_no" text NOT NULL,
	"holder_name" text NOT NULL,
	"daily_limit" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receiving_accounts_account_uq" UNIQUE("bank_bin","account_no"),
	CONSTRAINT "receiving_accounts_limit_check" CHECK ("receiving_accounts"."daily_limit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bank_feeds" ADD CONSTRAINT "bank_feeds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_receiving_account_id_receiving_accounts_id_fk" FOREIGN KEY ("receiving_account_id") REFERENCES "public"."receiving_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_order_id_deposit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."deposit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_credited_order_id_deposit_orders_id_fk" FOREIGN KEY ("credited_order_id") REFERENCES "public"."deposit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_linked_member_id_members_id_fk" FOREIGN KEY ("linked_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_order_accounts" ADD CONSTRAINT "deposit_order_accounts_order_id_deposit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."deposit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_order_accounts" ADD CONSTRAINT "deposit_order_accounts_receiving_account_id_receiving_accounts_id_fk" FOREIGN KEY ("receiving_account_id") REFERENCES "public"."receiving_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_accounts" ADD CONSTRAINT "receiving_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_credited_uq" ON "bank_statement_lines" USING btree ("credited_order_id") WHERE "bank_statement_lines"."credited_order_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_queue_idx" ON "bank_statement_lines" USING btree ("merchant_id","status","received_at");--> statement-breakpoint
CREATE INDEX "deposit_order_accounts_account_idx" ON "deposit_order_accounts" USING btree ("receiving_account_id","created_at");--> statement-breakpoint
CREATE INDEX "receiving_accounts_merchant_idx" ON "receiving_accounts" USING btree ("merchant_id");