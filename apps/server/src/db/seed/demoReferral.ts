// The demo brand's referral rules (issue 13), written at start when the brand has none. The referral
// promotion's switch (REFERRAL3) is on in the demo brand's settings tree (demoBrand.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { merchants, referralSettings } from '../schema/index';
import { DEMO_MERCHANT } from './demoBrand';

/** 50,000 VND per friend whose first deposit is at least 100,000 VND within 30 days of registering. */
export async function seedDemoReferralIfEmpty(db: Db): Promise<void> {
  const [brand] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT));
  if (!brand) return;
  await db
    .insert(referralSettings)
    .values({
      merchantId: brand.id,
      rewardKind: 'fixed',
      fixedAmount: 5_000_000n,
      shareBps: 0,
      betDays: 7,
      minFirstDeposit: 10_000_000n,
      maxReward: 0n,
      depositWithinDays: 30,
      updatedBy: 'seed',
    })
    .onConflictDoNothing();
}
