// The team a contract counts. Until the hierarchy service of modules/agents (issue 14, helper A) is in, a
// recursive walk of members.upline_id (members_merchant_upline_idx), bounded like the operator's tree.
import { sql, type SQL } from 'drizzle-orm';

const MAX_DEPTH = 64;

/** The member ids of the agent's whole downline (depth ≥ 1), as a subquery. */
export const teamMembersSql = (agentId: number): SQL =>
  sql`select id from (with recursive t(id, depth) as (
      select m.id, 1 from members m where m.upline_id = ${agentId}
      union all
      select m.id, t.depth + 1 from members m join t on m.upline_id = t.id where t.depth < ${MAX_DEPTH}
    ) select id from t) team_members`;
