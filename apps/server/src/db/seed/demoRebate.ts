// The demo brand's cashback (issue 13): rates per VIP level 0–10 and game category, paid as main money, written
// at start when the brand has no rates. The manual-rebate switch (MANUALREBATE3) is on in the demo brand's
// settings tree (demoBrand.ts).
import { GAME_CATEGORIES, type GameCategory } from '@lotus/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { merchants, rebateRates, rebateSettings } from '../schema/index';
import { DEMO_MERCHANT } from './demoBrand';

/** Basis points at VIP0; each level adds 10 (0.1 %). */
const BASE_BPS: Record<GameCategory, number> = {
  LIVE: 40,
  SPORTS: 50,
  RNG: 60,
  FISH: 60,
  PVP: 40,
  LOTT: 30,
  ELOTT: 30,
  ESPORTS: 50,
};

export async function seedDemoRebateIfEmpty(db: Db): Promise<void> {
  const [brand] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT));
  if (!brand) return;
  const [any] = await db.select().from(rebateRates).where(eq(rebateRates.merchantId, brand.id)).limit(1);
  if (any) return;
  await db.transaction(async (tx) => {
    await tx.insert(rebateRates).values(
      Array.from({ length: 11 }, (_, level) =>
        GAME_CATEGORIES.map((gameType) => ({
          merchantId: brand.id,
          vipLevel: level,
          gameType,
          rateBps: BASE_BPS[gameType] + level * 10,
        })),
      ).flat(),
    );
    // Minimum claim 10 VND, at most 5,000,000 VND a day (minor units of 1/100).
    await tx
      .insert(rebateSettings)
      .values({
        merchantId: brand.id,
        payout: 'main',
        wageringMultipleTenths: 10,
        bonusExpiryDays: 7,
        minClaim: 1_000n,
        dailyCap: 500_000_000n,
      })
      .onConflictDoNothing();
  });
}
