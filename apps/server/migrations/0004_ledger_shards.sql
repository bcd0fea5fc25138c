ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_identity_uq";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "head_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard_count" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_head_id_ledger_accounts_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_shard_uq" ON "ledger_accounts" USING btree ("head_id","shard") WHERE "ledger_accounts"."head_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_identity_uq" UNIQUE NULLS NOT DISTINCT("merchant_id","kind","owner_member_id","vendor_code","currency","shard");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_check" CHECK (("ledger_accounts"."shard" = 0 and "ledger_accounts"."head_id" is null and "ledger_accounts"."shard_count" between 1 and 64 and ("ledger_accounts"."shard_count" = 1 or "ledger_accounts"."allow_negative"))
        or ("ledger_accounts"."shard" > 0 and "ledger_accounts"."head_id" is not null and "ledger_accounts"."shard_count" = 1 and "ledger_accounts"."allow_negative"));