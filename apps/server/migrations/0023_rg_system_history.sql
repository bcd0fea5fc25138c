ALTER TABLE "rg_history" ADD COLUMN "data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD COLUMN "pending_noted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rg_settings" ADD COLUMN "block_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rg_limits_pending_idx" ON "rg_limits" USING btree ("pending_at") WHERE "rg_limits"."pending_at" is not null and "rg_limits"."pending_noted_at" is null;--> statement-breakpoint
CREATE INDEX "rg_settings_block_until_idx" ON "rg_settings" USING btree ("block_until") WHERE "rg_settings"."block_until" is not null;