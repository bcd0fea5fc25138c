ALTER TABLE "promotion_entries" ADD COLUMN "first_approved_by" text;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD COLUMN "first_approved_by_kind" text;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD COLUMN "first_approved_by_id" integer;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD COLUMN "first_approved_amount" bigint;