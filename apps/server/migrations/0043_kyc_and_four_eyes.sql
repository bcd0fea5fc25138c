CREATE TABLE "kyc_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "kyc_checks_status_check" CHECK ("kyc_checks"."status" in ('incomplete', 'pending', 'approved', 'rejected', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_kind_check" CHECK ("kyc_documents"."kind" in ('front', 'back', 'selfie'))
);
--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "kyc_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "first_approved_by" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "first_approved_by_kind" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "first_approved_by_id" integer;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_check_id_kyc_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."kyc_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_checks_open_uq" ON "kyc_checks" USING btree ("member_id") WHERE "kyc_checks"."status" in ('incomplete', 'pending');--> statement-breakpoint
CREATE INDEX "kyc_checks_member_idx" ON "kyc_checks" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_checks_queue_idx" ON "kyc_checks" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_kind_uq" ON "kyc_documents" USING btree ("check_id","kind");