import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { members, merchants } from '../schema/index';
import { hashPassword } from '../../modules/accounts/passwords';
import { DEMO_MERCHANT } from './demoBrand';

/** Demo accounts of the demo brand (README lists them). */
export const DEMO_ACCOUNTS = {
  member: {
    username: 'demo01',
    password: 'Demo1234',
    mobile: { countryDialingCode: '84', mobileNum: '912345678' },
    email: 'demo01@lotus.local',
  },
  agent: { username: 'agent01', password: 'Agent1234', affiliateCode: 'LOTUS01', email: 'agent01@lotus.local' },
  /** A player-agent (isAgent 41) under agent01: plays at the member site and sends money to its downline. */
  playerAgent: { username: 'pagent01', password: 'Agent1234', affiliateCode: 'LOTUS41' },
  /** Has the brand's default password '{secret}': the first login forces a change. */
  newbie: { username: 'newbie01', password: '{secret}' },
} as const;

/** Seeds the demo accounts when the demo brand has no member yet; returns whether it did. */
export async function seedDemoAccountsIfEmpty(db: Db): Promise<boolean> {
  const [brand] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT));
  if (!brand) return false;
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.merchantId, brand.id)));
  if (n > 0) return false;
  const { member, agent, newbie, playerAgent } = DEMO_ACCOUNTS;
  const now = new Date();
  await db.transaction(async (tx) => {
    const [a] = await tx
      .insert(members)
      .values({
        merchantId: brand.id,
        username: agent.username,
        passwordHash: await hashPassword(agent.password),
        email: agent.email,
        emailVerifiedAt: now,
        nickname: 'Lotus Agent',
        isAgent: 1,
        affiliateCode: agent.affiliateCode,
        firstLogin: false,
        passwordChangedAt: now,
        registerMethod: 'SEED',
      })
      .returning({ id: members.id });
    await tx.insert(members).values([
      {
        merchantId: brand.id,
        username: member.username,
        passwordHash: await hashPassword(member.password),
        countryDialingCode: member.mobile.countryDialingCode,
        mobileNum: member.mobile.mobileNum,
        mobileVerifiedAt: now,
        email: member.email,
        emailVerifiedAt: now,
        nickname: 'Demo',
        isAgent: 0,
        uplineId: a!.id,
        firstLogin: false,
        passwordChangedAt: now,
        registerMethod: 'SEED',
      },
      {
        merchantId: brand.id,
        username: playerAgent.username,
        passwordHash: await hashPassword(playerAgent.password),
        nickname: 'Lotus Player-Agent',
        isAgent: 41,
        affiliateCode: playerAgent.affiliateCode,
        uplineId: a!.id,
        firstLogin: false,
        passwordChangedAt: now,
        registerMethod: 'SEED',
      },
      {
        merchantId: brand.id,
        username: newbie.username,
        passwordHash: await hashPassword(newbie.password),
        isAgent: 0,
        firstLogin: true,
        passwordChangedAt: now,
        registerMethod: 'SEED',
      },
    ]);
  });
  return true;
}
