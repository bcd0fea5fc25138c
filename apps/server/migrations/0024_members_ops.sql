CREATE TABLE "member_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"request_key" text NOT NULL,
	"status" text NOT NULL,
	"requested_by_kind" text NOT NULL,
	"requested_by_id" integer,
	"requested_by_name" text NOT NULL,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"entry_id" bigint,
	"balance_before" bigint,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_adjustments_direction_check" CHECK ("member_adjustments"."direction" in ('credit', 'debit')),
	CONSTRAINT "member_adjustments_status_check" CHECK ("member_adjustments"."status" in ('pending', 'posted', 'rejected')),
	CONSTRAINT "member_adjustments_amount_check" CHECK ("member_adjustments"."amount" > 0),
	CONSTRAINT "member_adjustments_posted_check" CHECK (("member_adjustments"."status" = 'posted') = ("member_adjustments"."entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "member_labels" (
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"label" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_labels_member_id_label_pk" PRIMARY KEY("member_id","label")
);
--> statement-breakpoint
CREATE TABLE "member_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_adjustments" ADD CONSTRAINT "member_adjustments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_adjustments" ADD CONSTRAINT "member_adjustments_member_id_merchant_id_members_id_merchant_id_fk" FOREIGN KEY ("member_id","merchant_id") REFERENCES "public"."members"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_labels" ADD CONSTRAINT "member_labels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_labels" ADD CONSTRAINT "member_labels_member_id_merchant_id_members_id_merchant_id_fk" FOREIGN KEY ("member_id","merchant_id") REFERENCES "public"."members"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_merchant_id_members_id_merchant_id_fk" FOREIGN KEY ("member_id","merchant_id") REFERENCES "public"."members"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_adjustments_request_uq" ON "member_adjustments" USING btree ("merchant_id","request_key");--> statement-breakpoint
CREATE INDEX "member_adjustments_member_idx" ON "member_adjustments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_adjustments_pending_idx" ON "member_adjustments" USING btree ("merchant_id","created_at") WHERE "member_adjustments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "member_labels_label_idx" ON "member_labels" USING btree ("merchant_id","label");--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("member_id","created_at");