CREATE TABLE "bonus_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_id" integer,
	"entry_id" bigint,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"requirement_id" bigint,
	"required" bigint NOT NULL,
	"max_stake" bigint,
	"weights" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_amount" bigint,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_grants_amount_check" CHECK ("bonus_grants"."amount" > 0 and "bonus_grants"."required" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"status" text NOT NULL,
	"remark" text,
	"review_note" text,
	"amount" bigint,
	"source_ref" text,
	"tickets" integer,
	"rank" integer,
	"turnover" bigint,
	"ip" text,
	"device_id" text,
	"payee_key" text,
	"grant_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_entries_period_uq" UNIQUE("promotion_id","member_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"participation" text NOT NULL,
	"category" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"banner_url" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"visibility" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"wagering" jsonb NOT NULL,
	"limit_period" text DEFAULT 'once' NOT NULL,
	"budget" bigint,
	"spent" bigint DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"draw_seed" text,
	"draw_seed_hash" text,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_uq" UNIQUE("merchant_id","code"),
	CONSTRAINT "promotions_budget_check" CHECK ("promotions"."budget" is null or "promotions"."spent" <= "promotions"."budget")
);
--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD COLUMN "weights" jsonb;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_one_active_uq" ON "bonus_grants" USING btree ("member_id") WHERE "bonus_grants"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bonus_grants_member_idx" ON "bonus_grants" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_grants_expiry_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."status" = 'active';--> statement-breakpoint
CREATE INDEX "promotion_entries_member_idx" ON "promotion_entries" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "promotion_entries_status_idx" ON "promotion_entries" USING btree ("promotion_id","status");--> statement-breakpoint
CREATE INDEX "promotions_merchant_idx" ON "promotions" USING btree ("merchant_id","state");