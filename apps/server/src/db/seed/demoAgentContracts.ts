// agent01's daily salary contract, saved as a template ready to offer from the agent centre (issue 14).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { agentContractTemplates, members, merchants, type ContractTierRow } from '../schema/index';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { DEMO_MERCHANT } from './demoBrand';

const VND = (major: number) => major * 100;

/**
 * Three tiers of the day's team valid bets: 0.3 % of any, 0.5 % from 10,000,000 ₫ with 3 active members
 * (each at least 100,000 ₫ that day), 0.8 % from 50,000,000 ₫ with 10 of them.
 */
export const DEMO_DAILY_SALARY_TIERS: ContractTierRow[] = [
  { validBet: 0, profitLoss: 0, activeMembers: 0, betAmount: 0, rateBps: 30 },
  { validBet: VND(10_000_000), profitLoss: 0, activeMembers: 3, betAmount: VND(100_000), rateBps: 50 },
  { validBet: VND(50_000_000), profitLoss: 0, activeMembers: 10, betAmount: VND(100_000), rateBps: 80 },
];

/** Writes agent01's template when it has none; answers whether it did. */
export async function seedDemoAgentContractsIfEmpty(db: Db): Promise<boolean> {
  const [agent] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(merchants.code, DEMO_MERCHANT), eq(members.username, DEMO_ACCOUNTS.agent.username)));
  if (!agent) return false;
  const written = await db
    .insert(agentContractTemplates)
    .values({
      memberId: agent.id,
      kind: 'daily_salary',
      period: 'daily',
      tiers: DEMO_DAILY_SALARY_TIERS,
      updatedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  return written.length > 0;
}
