// Bonuses credited to members, summed for the agent centre's user profit and loss (modules/agent-reports).
import { sql, type SQL } from 'drizzle-orm';
import type { ZonedRange } from '../../db/reporting';

/**
 * Per member of `members` (a subquery of ids): what the ledger's bonus entries credited to the member's
 * own accounts in the period (promotions, VIP, cashback, referral, missions, points), a subquery
 * (member_id, amount) to join. Read through ledger_postings_bonus_idx (bonus postings only).
 */
export const bonusesByMember = (merchantId: number, r: ZonedRange, members: SQL): SQL =>
  sql`select a.owner_member_id as member_id, sum(p.amount) as amount
    from ledger_accounts a join ledger_postings p on p.account_id = a.id
    where a.merchant_id = ${merchantId} and a.owner_member_id in (${members})
      and p.entry_type = 'bonus' and p.amount > 0
      and p.created_at >= ${r.from.toISOString()} and p.created_at < ${r.to.toISOString()}
    group by a.owner_member_id`;
