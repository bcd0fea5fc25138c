ALTER TABLE "members" ADD CONSTRAINT "members_id_merchant_uq" UNIQUE("id","merchant_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_fk" FOREIGN KEY ("owner_member_id","merchant_id") REFERENCES "public"."members"("id","merchant_id") ON DELETE no action ON UPDATE no action;
