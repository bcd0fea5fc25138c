CREATE TABLE "operator_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"audit_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"merchant_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "significant_alert_marks" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_audit_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "significant_alert_subscriptions" (
	"operator_id" integer PRIMARY KEY NOT NULL,
	"kinds" text[] NOT NULL,
	"email" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_alerts" ADD CONSTRAINT "operator_alerts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "significant_alert_subscriptions" ADD CONSTRAINT "significant_alert_subscriptions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_alerts_operator_audit_uq" ON "operator_alerts" USING btree ("operator_id","audit_id");--> statement-breakpoint
CREATE INDEX "operator_alerts_inbox_idx" ON "operator_alerts" USING btree ("operator_id","id");