import { index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * The downline tree as a closure table (docs/ARCHITECTURE.md, "The agent tree"): one row per
 * (upline, downline) pair at any depth ≥ 1, so a team is one index range (ancestor_id) and "is X in
 * Y's team" one primary-key probe. Kept by triggers on members (migration agent_tree): an insert
 * links the new account under its upline's line, a change of upline_id moves the whole subtree.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 1 for a direct downline. */
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant_idx').on(t.descendantId, t.depth),
  ],
);
