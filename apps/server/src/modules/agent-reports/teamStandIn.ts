// TEMPORARY stand-in for helper A's modules/agents/service.ts (teamMembersSql, assertInTeam): deleted
// once A's module is committed.
import type { ErrorCode } from '@lotus/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/sqlResult';
import { AppError } from '../../lib/errors';

export const teamMembersSql = (agentId: number): SQL =>
  sql`with recursive t(id, depth) as (
      select id, 1 from members where upline_id = ${agentId}
      union all select m.id, t.depth + 1 from members m join t on m.upline_id = t.id where t.depth < 64
    ) select id from t`;

export async function assertInTeam(db: Tx, agent: { id: number; merchantId: number }, memberId: number) {
  const rows = rowsOf(
    await db.execute(sql`select 1 from members where id = ${memberId} and merchant_id = ${agent.merchantId}
      and id in (${teamMembersSql(agent.id)})`),
  );
  if (rows.length === 0) throw new AppError('not_in_team' as ErrorCode);
}
