CREATE TABLE "game_favourites" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_rank_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rank_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"member_id" integer,
	"player_name" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"won_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"round_id" text,
	CONSTRAINT "game_rank_entries_source_check" CHECK ("game_rank_entries"."source" in ('bet', 'demo')),
	CONSTRAINT "game_rank_entries_amounts_check" CHECK ("game_rank_entries"."stake" > 0 and "game_rank_entries"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_recents" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"last_launched_at" timestamp with time zone NOT NULL,
	"launches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "game_recents_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"seats" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "game_rooms_bets_check" CHECK ("game_rooms"."min_bet" > 0 and "game_rooms"."max_bet" >= "game_rooms"."min_bet"),
	CONSTRAINT "game_rooms_status_check" CHECK ("game_rooms"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"vassalage" text NOT NULL,
	"display_name" text NOT NULL,
	"small_icon" text NOT NULL,
	"game_types" text[] NOT NULL,
	"wallet_mode" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_vendors_vassalage_unique" UNIQUE("vassalage"),
	CONSTRAINT "game_vendors_wallet_mode_check" CHECK ("game_vendors"."wallet_mode" in ('seamless', 'transfer')),
	CONSTRAINT "game_vendors_status_check" CHECK ("game_vendors"."status" in ('active', 'disabled')),
	CONSTRAINT "game_vendors_game_types_check" CHECK (cardinality("game_vendors"."game_types") >= 1 and "game_vendors"."game_types" <@ array['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']::text[]),
	CONSTRAINT "game_vendors_maintenance_check" CHECK (("game_vendors"."maintenance_start" is null) = ("game_vendors"."maintenance_end" is null) and ("game_vendors"."maintenance_end" is null or "game_vendors"."maintenance_end" > "game_vendors"."maintenance_start"))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"code" text NOT NULL,
	"node_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"show_icon" text,
	"game_type" text NOT NULL,
	"classify" text,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"default_play_type" text,
	"account_type_name" text,
	"is_game" text,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"line_num" integer,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"house_game_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_game_type_check" CHECK ("games"."game_type" in ('ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS')),
	CONSTRAINT "games_classify_check" CHECK ("games"."classify" is null or "games"."classify" in ('BAC', 'SIC', 'ROU', 'DAT', 'BJ', 'HE', 'MT', 'TCP', 'WZPJ', 'SD', 'FT', 'NN', 'YSX', 'ZJH', 'MJ')),
	CONSTRAINT "games_support_play_check" CHECK ("games"."support_play" in (0, 1)),
	CONSTRAINT "games_bets_check" CHECK ("games"."min_bet" > 0 and "games"."max_bet" >= "games"."min_bet"),
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "merchant_vendors" (
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_hot" boolean,
	CONSTRAINT "merchant_vendors_merchant_id_vendor_id_pk" PRIMARY KEY("merchant_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rank_entries" ADD CONSTRAINT "game_rank_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rank_entries" ADD CONSTRAINT "game_rank_entries_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rank_entries" ADD CONSTRAINT "game_rank_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recents" ADD CONSTRAINT "game_recents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recents" ADD CONSTRAINT "game_recents_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rooms" ADD CONSTRAINT "game_rooms_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_favourites_member_time_idx" ON "game_favourites" USING btree ("member_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "game_rank_entries_time_idx" ON "game_rank_entries" USING btree ("merchant_id","won_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "game_rank_entries_round_uq" ON "game_rank_entries" USING btree ("merchant_id","round_id") WHERE "game_rank_entries"."round_id" is not null;--> statement-breakpoint
CREATE INDEX "game_recents_member_time_idx" ON "game_recents" USING btree ("member_id","last_launched_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "game_rooms_game_idx" ON "game_rooms" USING btree ("game_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_uq" ON "games" USING btree ("vendor_id","code");--> statement-breakpoint
CREATE INDEX "games_type_popularity_idx" ON "games" USING btree ("game_type","popularity" DESC NULLS FIRST,"id","vendor_id") WHERE "games"."status" = 'active';--> statement-breakpoint
CREATE INDEX "games_vendor_popularity_idx" ON "games" USING btree ("vendor_id","popularity" DESC NULLS FIRST,"id") WHERE "games"."status" = 'active';--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("popularity" DESC NULLS FIRST,"id","vendor_id") WHERE "games"."status" = 'active' and "games"."is_hot";--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("popularity" DESC NULLS FIRST,"id","vendor_id") WHERE "games"."status" = 'active';--> statement-breakpoint
CREATE INDEX "games_search_trgm_idx" ON "games" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchant_vendors_vendor_idx" ON "merchant_vendors" USING btree ("vendor_id");