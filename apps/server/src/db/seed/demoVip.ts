import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { merchants, vipRanks } from '../schema/index';
import { DEMO_MERCHANT } from './demoBrand';

/**
 * The demo brand's VIP ranks VIP0–VIP10 (issue 13): names in Vietnamese and English, the badge colour
 * the site draws each rank's badge from, promotion over 30 days, keep criteria at a third of the
 * promotion's, the rewards (VND) with 3× wagering, and higher daily withdrawal limits from VIP1.
 */
const k = (thousandsVnd: number) => BigInt(thousandsVnd) * 1000n * 100n;

const RANKS: {
  vi: string;
  en: string;
  color: string;
  deposit: number;
  levelUp: number;
  weekly: number;
  birthday: number;
}[] = [
  { vi: 'Thành viên', en: 'Member', color: '#64748b', deposit: 0, levelUp: 0, weekly: 0, birthday: 0 },
  { vi: 'Đồng', en: 'Bronze', color: '#b0703c', deposit: 100, levelUp: 20, weekly: 0, birthday: 50 },
  { vi: 'Bạc', en: 'Silver', color: '#9ca3af', deposit: 1_000, levelUp: 100, weekly: 10, birthday: 100 },
  { vi: 'Vàng', en: 'Gold', color: '#d4a017', deposit: 5_000, levelUp: 300, weekly: 30, birthday: 200 },
  { vi: 'Bạch kim', en: 'Platinum', color: '#5fb3b3', deposit: 20_000, levelUp: 800, weekly: 80, birthday: 500 },
  { vi: 'Kim cương', en: 'Diamond', color: '#3b82f6', deposit: 50_000, levelUp: 2_000, weekly: 200, birthday: 1_000 },
  {
    vi: 'Ngọc lục bảo',
    en: 'Emerald',
    color: '#10b981',
    deposit: 100_000,
    levelUp: 5_000,
    weekly: 500,
    birthday: 2_000,
  },
  { vi: 'Hồng ngọc', en: 'Ruby', color: '#e11d48', deposit: 300_000, levelUp: 10_000, weekly: 1_000, birthday: 5_000 },
  {
    vi: 'Lam ngọc',
    en: 'Sapphire',
    color: '#4338ca',
    deposit: 600_000,
    levelUp: 20_000,
    weekly: 2_000,
    birthday: 10_000,
  },
  {
    vi: 'Hoàng gia',
    en: 'Royal',
    color: '#7c3aed',
    deposit: 1_000_000,
    levelUp: 50_000,
    weekly: 5_000,
    birthday: 20_000,
  },
  {
    vi: 'Huyền thoại',
    en: 'Legend',
    color: '#111827',
    deposit: 2_000_000,
    levelUp: 100_000,
    weekly: 10_000,
    birthday: 50_000,
  },
];

/**
 * Daily withdrawal limits per rank (thousands of VND, count), above the brand's 500,000,000 and 10 a day
 * (DEFAULT_MONEY_SETTINGS) from VIP1 up; VIP0 keeps the brand's. Each request stays within the brand's per-request
 * maximum.
 */
const WITHDRAW: Record<number, [number, number]> = {
  1: [600_000, 10],
  2: [700_000, 10],
  3: [800_000, 12],
  4: [1_000_000, 12],
  5: [1_500_000, 15],
  6: [2_000_000, 15],
  7: [3_000_000, 20],
  8: [5_000_000, 20],
  9: [7_000_000, 25],
  10: [10_000_000, 30],
};

export async function seedDemoVipIfEmpty(db: Db, merchantCode = DEMO_MERCHANT): Promise<boolean> {
  const [brand] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode));
  if (!brand) return false;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vipRanks)
    .where(eq(vipRanks.merchantId, brand.id));
  if ((existing?.n ?? 0) > 0) return false;
  await db.insert(vipRanks).values(
    RANKS.map((r, level) => ({
      merchantId: brand.id,
      level,
      name: { vi: r.vi, en: r.en },
      color: r.color,
      promoteDeposit: k(r.deposit),
      promoteValidBet: k(r.deposit * 5),
      promoteDays: 30,
      keepDeposit: k(Math.floor(r.deposit / 3)),
      keepValidBet: k(Math.floor((r.deposit * 5) / 3)),
      levelUpBonus: k(r.levelUp),
      weeklyBonus: k(r.weekly),
      monthlyBonus: k(r.weekly * 3),
      birthdayBonus: k(r.birthday),
      wageringTenths: 30,
      withdrawDailyMaxAmount: WITHDRAW[level] ? k(WITHDRAW[level][0]) : null,
      withdrawDailyMaxCount: WITHDRAW[level]?.[1] ?? null,
    })),
  );
  return true;
}
