CREATE TABLE "result_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"subject_id" integer NOT NULL,
	"base_version" integer NOT NULL,
	"result" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by_id" integer,
	"requested_by_name" text NOT NULL,
	"decided_by_id" integer,
	"decided_by_name" text,
	"decision_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "result_corrections_product_check" CHECK ("result_corrections"."product" in ('lottery', 'sports')),
	CONSTRAINT "result_corrections_status_check" CHECK ("result_corrections"."status" in ('pending', 'applying', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "result_corrections_open_uq" ON "result_corrections" USING btree ("product","subject_id") WHERE "result_corrections"."status" in ('pending', 'applying');--> statement-breakpoint
CREATE INDEX "result_corrections_status_idx" ON "result_corrections" USING btree ("status","created_at");