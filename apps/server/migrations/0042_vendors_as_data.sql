ALTER TABLE "game_vendors" DROP CONSTRAINT "game_vendors_status_check";--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "launch_url_template" text;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "allowed_addresses" text[];--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "calls_per_second" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "secret_sealed" text;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "secret_previous_sealed" text;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "secret_previous_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "catalogue_url" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rtp" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD COLUMN "auth_session_id" text;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_calls_per_second_check" CHECK ("game_vendors"."calls_per_second" between 1 and 1000000);--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_status_check" CHECK ("game_vendors"."status" in ('active', 'disabled', 'suspended'));