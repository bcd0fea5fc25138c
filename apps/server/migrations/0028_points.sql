CREATE TABLE "point_balances" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"balance" bigint NOT NULL,
	"earned" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_balances_nonnegative" CHECK ("point_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_journal_delta_check" CHECK ("point_journal"."delta" <> 0 and "point_journal"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text,
	"points" integer NOT NULL,
	"bonus_amount" bigint,
	"wagering_tenths" integer DEFAULT 0 NOT NULL,
	"spins" integer,
	"stock" integer,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_products_kind_check" CHECK ("point_products"."kind" in ('bonus', 'free_spins', 'goods')),
	CONSTRAINT "point_products_values_check" CHECK ("point_products"."points" > 0 and "point_products"."redeemed" >= 0 and ("point_products"."stock" is null or "point_products"."redeemed" <= "point_products"."stock"))
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tx_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"product_id" integer,
	"kind" text,
	"product_name" jsonb,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint,
	"status" text NOT NULL,
	"balance_after" bigint NOT NULL,
	"exchange_value" bigint,
	"shipping_address" text,
	"phone" text,
	"note" text,
	"client_request_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_redemptions_tx_no_unique" UNIQUE("tx_no"),
	CONSTRAINT "point_redemptions_status_check" CHECK ("point_redemptions"."status" in ('processing', 'rejected', 'complete')),
	CONSTRAINT "point_redemptions_type_check" CHECK ("point_redemptions"."type" in ('product', 'convert')),
	CONSTRAINT "point_redemptions_values_check" CHECK ("point_redemptions"."points" > 0 and "point_redemptions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"rates" jsonb NOT NULL,
	"exchange_value" bigint NOT NULL,
	"min_convert" integer NOT NULL,
	"bets_until" timestamp with time zone NOT NULL,
	"deposits_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_settings_values_check" CHECK ("point_settings"."exchange_value" >= 0 and "point_settings"."min_convert" >= 1)
);
--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_journal" ADD CONSTRAINT "point_journal_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_journal" ADD CONSTRAINT "point_journal_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_products" ADD CONSTRAINT "point_products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_product_id_point_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."point_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_settings" ADD CONSTRAINT "point_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_journal_source_uq" ON "point_journal" USING btree ("merchant_id","source_key");--> statement-breakpoint
CREATE INDEX "point_journal_member_idx" ON "point_journal" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_products_merchant_idx" ON "point_products" USING btree ("merchant_id","sort");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "point_redemptions_open_idx" ON "point_redemptions" USING btree ("merchant_id","created_at") WHERE "point_redemptions"."status" = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_request_uq" ON "point_redemptions" USING btree ("member_id","client_request_id") WHERE "point_redemptions"."client_request_id" is not null;