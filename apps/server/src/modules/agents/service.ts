import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { memberOf } from '../../plugins/auth';
import * as repo from './repository';

export * as teamDays from './dayTotals';

/**
 * The agent tree (issue 14): who is in whose team, for every module of the agent centre. The tree is
 * members.upline_id; the closure table member_tree (db/schema/agents.ts), kept by triggers on members,
 * answers team questions from one index (docs/ARCHITECTURE.md "The agent tree"). An agent sees its own
 * subtree only: every call that names a downline goes through `assertInTeam`, every team figure through
 * `teamMembersSql`.
 */

/**
 * The member ids of the agent's whole team (depth ≥ 1, the agent left out), a subquery to use as
 * `where x.member_id in (${teamMembersSql(id)})`. One range of member_tree's primary key.
 */
export const teamMembersSql = (agentId: number): SQL =>
  sql`select descendant_id from member_tree where ancestor_id = ${agentId}::integer`;

/** The member ids directly under the agent (depth 1), a subquery like `teamMembersSql`. */
export const directDownlinesSql = (agentId: number): SQL =>
  sql`select descendant_id from member_tree where ancestor_id = ${agentId}::integer and depth = 1`;

/**
 * Refuses a member who is not in the agent's team: another brand's, outside the subtree, the agent
 * itself, or an unknown id — all answer `404 not_in_team`, so the answer tells nothing about accounts
 * the agent may not see. Returns the member's depth below the agent (1 for a direct downline).
 */
export async function assertInTeam(
  db: Tx,
  agent: { id: number; merchantId: number },
  memberId: number,
): Promise<number> {
  const depth = await repo.depthInTeam(db, agent, memberId);
  if (depth === undefined) throw new AppError('not_in_team');
  return depth;
}

/** The signed-in agent of a route behind `app.auth.requireAgent`: its id and brand. */
export function requireTeamAgent(req: FastifyRequest): { id: number; merchantId: number } {
  const agent = memberOf(req);
  return { id: agent.id, merchantId: agent.merchantId };
}
