ALTER TABLE "agent_contract_payouts" ADD COLUMN "carried" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD COLUMN "carry_forward" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contract_templates" ADD COLUMN "carry_over" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "carry_over" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD CONSTRAINT "agent_contract_payouts_carry_check" CHECK ("agent_contract_payouts"."carried" >= 0 and "agent_contract_payouts"."carry_forward" >= 0);--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_carry_over_check" CHECK ("agent_contracts"."carry_over" in ('none', 'until_recovered', 'previous_period') and ("agent_contracts"."carry_over" = 'none' or "agent_contracts"."kind" = 'dividend'));