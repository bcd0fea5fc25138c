CREATE TABLE "domain_routes" (
	"domain" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_settings" (
	"merchant_id" integer NOT NULL,
	"mod_id" text NOT NULL,
	"parent_mod_id" text,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_settings_merchant_id_mod_id_pk" PRIMARY KEY("merchant_id","mod_id")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"default_language" text DEFAULT 'vi' NOT NULL,
	"languages" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"profile" jsonb NOT NULL,
	"maintenance_enabled" boolean DEFAULT false NOT NULL,
	"maintenance_until" timestamp with time zone,
	"maintenance_message" jsonb,
	"region_enabled" boolean DEFAULT false NOT NULL,
	"blocked_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"denied_ips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allowed_ips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "register_field_rules" (
	"merchant_id" integer NOT NULL,
	"field" text NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"accepted_pattern" text NOT NULL,
	"pattern_id" text NOT NULL,
	"min_length" integer,
	"max_length" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "register_field_rules_merchant_id_field_pk" PRIMARY KEY("merchant_id","field")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "domain_routes" ADD CONSTRAINT "domain_routes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD CONSTRAINT "merchant_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_field_rules" ADD CONSTRAINT "register_field_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_merchant_type_idx" ON "announcements" USING btree ("merchant_id","type","starts_at");