// The demo brand's missions (issue 13): daily, weekly and one-off missions in vi and en, written at start when
// the brand has none. Amounts are minor units (1/100 VND).
import { HOUSE_VASSALAGE } from '@lotus/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { gameVendors, games, merchants, missions } from '../schema/index';
import { DEMO_MERCHANT } from './demoBrand';

type Seed = Omit<typeof missions.$inferInsert, 'merchantId'>;

const VND = (major: number) => BigInt(major) * 100n;

function demoMissions(diceId: number | null): Seed[] {
  const list: Seed[] = [
    {
      code: 'daily-login',
      period: 'daily',
      kind: 'login',
      target: 1n,
      name: { vi: 'Đăng nhập hằng ngày', en: 'Daily sign-in' },
      description: { vi: 'Đăng nhập vào tài khoản trong ngày.', en: 'Sign in to your account today.' },
      rewardPoints: 10n,
      sortOrder: 10,
    },
    {
      code: 'daily-bet-rng',
      period: 'daily',
      kind: 'bet',
      target: VND(50_000),
      gameType: 'RNG',
      name: { vi: 'Cược 50.000 ₫ trò chơi điện tử', en: 'Bet 50,000 ₫ on RNG games' },
      description: {
        vi: 'Đạt 50.000 ₫ cược hợp lệ ở trò chơi điện tử trong ngày.',
        en: 'Reach 50,000 ₫ of valid bets on RNG games today.',
      },
      rewardPoints: 50n,
      sortOrder: 30,
    },
    {
      code: 'weekly-deposit',
      period: 'weekly',
      kind: 'deposit',
      target: VND(500_000),
      name: { vi: 'Nạp 500.000 ₫ trong tuần', en: 'Deposit 500,000 ₫ this week' },
      description: {
        vi: 'Tổng tiền nạp thành công trong tuần đạt 500.000 ₫. Thưởng 20.000 ₫ cần cược 3 lần.',
        en: 'Credited deposits of 500,000 ₫ in total this week. The 20,000 ₫ bonus needs 3× wagering.',
      },
      rewardPoints: 100n,
      rewardBonus: VND(20_000),
      wageringMultipleTenths: 30,
      sortOrder: 40,
    },
    {
      code: 'weekly-bet',
      period: 'weekly',
      kind: 'bet',
      target: VND(2_000_000),
      name: { vi: 'Cược 2.000.000 ₫ trong tuần', en: 'Bet 2,000,000 ₫ this week' },
      description: {
        vi: 'Đạt 2.000.000 ₫ cược hợp lệ ở mọi trò chơi trong tuần.',
        en: 'Reach 2,000,000 ₫ of valid bets on any game this week.',
      },
      rewardPoints: 200n,
      sortOrder: 50,
    },
    {
      code: 'once-first-deposit',
      period: 'once',
      kind: 'deposit',
      target: VND(100_000),
      name: { vi: 'Nạp tiền lần đầu', en: 'First deposit' },
      description: { vi: 'Nạp tổng cộng 100.000 ₫ vào tài khoản.', en: 'Deposit 100,000 ₫ in total.' },
      rewardPoints: 100n,
      sortOrder: 60,
    },
    {
      code: 'once-invite',
      period: 'once',
      kind: 'invite',
      target: 1n,
      name: { vi: 'Mời một người bạn', en: 'Invite a friend' },
      description: {
        vi: 'Một người bạn đăng ký bằng liên kết giới thiệu của bạn và đủ điều kiện. Thưởng 50.000 ₫ cần cược 5 lần.',
        en: 'A friend registers with your referral link and qualifies. The 50,000 ₫ bonus needs 5× wagering.',
      },
      rewardPoints: 500n,
      rewardBonus: VND(50_000),
      wageringMultipleTenths: 50,
      sortOrder: 70,
    },
  ];
  if (diceId !== null) {
    list.push({
      code: 'daily-dice-rounds',
      period: 'daily',
      kind: 'rounds',
      target: 5n,
      gameId: diceId,
      name: { vi: 'Chơi 5 ván Xúc Xắc', en: 'Play 5 rounds of Dice' },
      description: {
        vi: 'Chơi 5 ván Xúc Xắc bằng tiền thật trong ngày.',
        en: 'Play 5 real-money rounds of Dice today.',
      },
      rewardPoints: 30n,
      sortOrder: 20,
    });
  }
  return list;
}

export async function seedDemoMissionsIfEmpty(db: Db): Promise<void> {
  const [brand] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT));
  if (!brand) return;
  const [any] = await db.select({ id: missions.id }).from(missions).where(eq(missions.merchantId, brand.id)).limit(1);
  if (any) return;
  const [dice] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(gameVendors.vassalage, HOUSE_VASSALAGE), eq(games.code, 'dice')));
  await db
    .insert(missions)
    .values(demoMissions(dice?.id ?? null).map((m) => ({ ...m, merchantId: brand.id })))
    .onConflictDoNothing();
}
