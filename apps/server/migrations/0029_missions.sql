CREATE TABLE "mission_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"progress" bigint NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"wagering_multiple_tenths" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_claims_once_uq" UNIQUE("mission_id","member_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"target" bigint NOT NULL,
	"game_type" text,
	"game_id" integer,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"reward_points" bigint DEFAULT 0 NOT NULL,
	"reward_bonus" bigint DEFAULT 0 NOT NULL,
	"wagering_multiple_tenths" integer DEFAULT 10 NOT NULL,
	"bonus_expiry_days" integer DEFAULT 7 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_code_uq" UNIQUE("merchant_id","code"),
	CONSTRAINT "missions_period_check" CHECK ("missions"."period" in ('daily', 'weekly', 'once')),
	CONSTRAINT "missions_kind_check" CHECK ("missions"."kind" in ('login', 'deposit', 'bet', 'rounds', 'invite')),
	CONSTRAINT "missions_reward_check" CHECK ("missions"."target" > 0 and "missions"."reward_points" >= 0 and "missions"."reward_bonus" >= 0 and ("missions"."reward_points" > 0 or "missions"."reward_bonus" > 0) and "missions"."wagering_multiple_tenths" between 0 and 1000 and "missions"."bonus_expiry_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_claims_merchant_idx" ON "mission_claims" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "mission_claims_member_idx" ON "mission_claims" USING btree ("member_id","created_at");