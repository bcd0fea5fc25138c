-- Issue 30: the foreign keys of the bet path's rows to the brand's, the vendor's and the game's one row.
-- Every insert into provider_transactions and bet_rounds checked them with SELECT ... FOR KEY SHARE on those
-- rows: every concurrent bet of a brand locked the same merchants row (and of a vendor, of a game, the same
-- game_vendors and games rows), so PostgreSQL made a MultiXact for each, a shared hot row under load (seen with
-- auto_explain's nested statements, docs/ARCHITECTURE.md "Where a bet's time goes"). ledger_entries has no such
-- key for the same reason. The member's and the launch session's keys stay (rows of one member). Only the
-- provider gateway writes these ids, from the launch session's and the vendor's rows; brands, vendors and games
-- are never deleted.
ALTER TABLE "provider_transactions" DROP CONSTRAINT "provider_transactions_merchant_id_merchants_id_fk";--> statement-breakpoint
ALTER TABLE "provider_transactions" DROP CONSTRAINT "provider_transactions_vendor_id_game_vendors_id_fk";--> statement-breakpoint
ALTER TABLE "provider_transactions" DROP CONSTRAINT "provider_transactions_game_id_games_id_fk";--> statement-breakpoint
ALTER TABLE "bet_rounds" DROP CONSTRAINT "bet_rounds_merchant_id_merchants_id_fk";--> statement-breakpoint
ALTER TABLE "bet_rounds" DROP CONSTRAINT "bet_rounds_vendor_id_game_vendors_id_fk";--> statement-breakpoint
ALTER TABLE "bet_rounds" DROP CONSTRAINT "bet_rounds_game_id_games_id_fk";
