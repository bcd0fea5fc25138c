CREATE TABLE "ops_claims" (
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"operator_id" integer,
	"operator_name" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ops_claims_kind_ref_pk" PRIMARY KEY("kind","ref")
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "rejected_by" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "operator_name" text;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD COLUMN "operator_name" text;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ops_claims" ADD CONSTRAINT "ops_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ops_claims_operator_idx" ON "ops_claims" USING btree ("operator_name");