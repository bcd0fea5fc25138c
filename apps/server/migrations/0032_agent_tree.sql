CREATE TABLE "member_tree" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tree_descendant_idx" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
-- member_tree follows members.upline_id (docs/ARCHITECTURE.md, "The agent tree").
CREATE FUNCTION member_tree_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT NEW.upline_id, NEW.id, 1
      UNION ALL
      SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.descendant_id = NEW.upline_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_on_insert();
--> statement-breakpoint
-- A move takes the account's whole subtree along: its links to the old uplines go, links to the new ones come.
CREATE FUNCTION member_tree_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id = NEW.id OR EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'member_tree: % cannot move under its own downline %', NEW.id, NEW.upline_id;
  END IF;
  DELETE FROM member_tree t
   WHERE t.ancestor_id IN (SELECT a.ancestor_id FROM member_tree a WHERE a.descendant_id = NEW.id)
     AND (t.descendant_id = NEW.id
          OR t.descendant_id IN (SELECT d.descendant_id FROM member_tree d WHERE d.ancestor_id = NEW.id));
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT up.ancestor_id, sub.descendant_id, up.depth + sub.depth
        FROM (SELECT NEW.upline_id AS ancestor_id, 1 AS depth
              UNION ALL
              SELECT a.ancestor_id, a.depth + 1 FROM member_tree a WHERE a.descendant_id = NEW.upline_id) up
       CROSS JOIN (SELECT NEW.id AS descendant_id, 0 AS depth
                   UNION ALL
                   SELECT d.descendant_id, d.depth FROM member_tree d WHERE d.ancestor_id = NEW.id) sub;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_tree_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION member_tree_on_move();
--> statement-breakpoint
-- The accounts already there.
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE up(ancestor_id, descendant_id, depth) AS (
  SELECT upline_id, id, 1 FROM members WHERE upline_id IS NOT NULL
  UNION ALL
  SELECT m.upline_id, up.descendant_id, up.depth + 1
    FROM up JOIN members m ON m.id = up.ancestor_id
   WHERE m.upline_id IS NOT NULL AND up.depth < 64
) SELECT ancestor_id, descendant_id, depth FROM up ON CONFLICT DO NOTHING;
