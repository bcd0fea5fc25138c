CREATE INDEX "members_merchant_created_idx" ON "members" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "members_merchant_upline_idx" ON "members" USING btree ("merchant_id","upline_id","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_credited_idx" ON "deposit_orders" USING btree ("merchant_id","credited_at") WHERE "deposit_orders"."status" = 'credited';--> statement-breakpoint
CREATE INDEX "withdrawal_orders_paid_idx" ON "withdrawal_orders" USING btree ("merchant_id","paid_at") WHERE "withdrawal_orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "bet_rounds_merchant_time_idx" ON "bet_rounds" USING btree ("merchant_id","bet_at");--> statement-breakpoint
CREATE INDEX "bonus_grants_merchant_created_idx" ON "bonus_grants" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_grants_merchant_closed_idx" ON "bonus_grants" USING btree ("merchant_id","closed_at") WHERE "bonus_grants"."closed_at" is not null;