// The one definition of a settled, valid bet (issue 33 item 1): every business figure — the member's records,
// the agent centre's reports and day totals, the agent contracts they pay, VIP progress, turnover, the operator's
// dashboard and reports — counts a round only once it is settled. An open round (no result yet) is shown as open
// with its stake and counted as nothing, not as a loss; a cancelled one (a void or a full rollback) counts nowhere.
// The agents' day-total triggers (migration 0049_settled_rounds_only) write the same test in SQL.
import { eq, sql, type SQL } from 'drizzle-orm';
import { betRounds } from '../../db/schema/provider';

const SETTLED_ROUND_STATUS = 'settled';

/** The predicate in raw SQL over the rounds' table alias of the caller (`bet_rounds r` → `settledRound('r')`). */
export const settledRound = (alias: string): SQL => sql`${sql.raw(alias)}.status = ${SETTLED_ROUND_STATUS}`;

/** The same predicate for drizzle's query builder over `betRounds`. */
export const isSettledRound: SQL = eq(betRounds.status, SETTLED_ROUND_STATUS);
