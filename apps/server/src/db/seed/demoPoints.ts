// The demo brand's points (issue 13): earning rates, the exchange value and the mall's products in vi
// and en, written at start (and by tests) when the brand has no points settings; demo01 starts with points.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { members, merchants, pointBalances, pointJournal, pointProducts, pointSettings } from '../schema/index';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { DEMO_MERCHANT } from './demoBrand';

const VND = (n: number) => BigInt(n) * 100n;

/** Free spins are played in the house slot (packages/house/src/slot.ts), added once the redemption is processed. */
const SPINS_TEXT = {
  vi: 'Lượt quay miễn phí trong trò Hoa Sen Phát Lộc, cộng vào tài khoản khi giao dịch được xử lý.',
  en: 'Free spins in Lotus Fortune, added to your account once the redemption is processed.',
};

const PRODUCTS = [
  {
    kind: 'bonus',
    name: { vi: 'Tiền thưởng 50.000 VND', en: '50,000 VND bonus credit' },
    description: {
      vi: 'Cộng vào ví thưởng, cược 1 lần để rút.',
      en: 'Paid into the bonus wallet, wager 1× to withdraw.',
    },
    points: 5_000,
    bonusAmount: VND(50_000),
    wageringTenths: 10,
  },
  {
    kind: 'bonus',
    name: { vi: 'Tiền thưởng 200.000 VND', en: '200,000 VND bonus credit' },
    description: {
      vi: 'Cộng vào ví thưởng, cược 3 lần để rút.',
      en: 'Paid into the bonus wallet, wager 3× to withdraw.',
    },
    points: 18_000,
    bonusAmount: VND(200_000),
    wageringTenths: 30,
  },
  {
    kind: 'free_spins',
    name: { vi: '20 vòng quay miễn phí', en: '20 free spins' },
    description: SPINS_TEXT,
    points: 3_000,
    spins: 20,
  },
  {
    kind: 'free_spins',
    name: { vi: '50 vòng quay miễn phí', en: '50 free spins' },
    description: SPINS_TEXT,
    points: 7_000,
    spins: 50,
  },
  {
    kind: 'goods',
    name: { vi: 'Áo thun Lotus', en: 'Lotus T-shirt' },
    description: { vi: 'Áo cotton, giao tận nhà.', en: 'Cotton T-shirt, delivered to your door.' },
    points: 8_000,
    stock: 100,
  },
  {
    kind: 'goods',
    name: { vi: 'Tai nghe không dây', en: 'Wireless earbuds' },
    description: { vi: 'Tai nghe Bluetooth, giao tận nhà.', en: 'Bluetooth earbuds, delivered to your door.' },
    points: 60_000,
    stock: 10,
  },
  {
    kind: 'goods',
    name: { vi: 'Điện thoại thông minh', en: 'Smartphone' },
    description: { vi: 'Số lượng có hạn.', en: 'Limited stock.' },
    points: 500_000,
    stock: 2,
  },
] as const;

/** demo01's points at the start, so the mall can be tried at once. */
const DEMO_POINTS = 20_000n;

export async function seedDemoPointsIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [brand] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT));
  if (!brand) return false;
  const [existing] = await db.select().from(pointSettings).where(eq(pointSettings.merchantId, brand.id));
  if (existing) return false;
  await db.transaction(async (tx) => {
    await tx.insert(pointSettings).values({
      merchantId: brand.id,
      enabled: true,
      // Points per 1,000 VND of valid bets (or deposits).
      rates: { LIVE: 1, LOTTERY: 1, PVP: 1, SLOTS: 2, SPORTS: 1, DEPOSIT: 1 },
      // 1,000 points = 10,000 VND.
      exchangeValue: VND(10_000),
      minConvert: 1_000,
      betsUntil: now,
      depositsUntil: now,
      updatedAt: now,
    });
    await tx.insert(pointProducts).values(
      PRODUCTS.map((p, i) => ({
        merchantId: brand.id,
        kind: p.kind,
        name: p.name,
        description: p.description,
        image: null,
        points: p.points,
        bonusAmount: 'bonusAmount' in p ? p.bonusAmount : null,
        wageringTenths: 'wageringTenths' in p ? p.wageringTenths : 0,
        spins: 'spins' in p ? p.spins : null,
        stock: 'stock' in p ? p.stock : null,
        sort: (i + 1) * 10,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const [demo] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, brand.id), eq(members.username, DEMO_ACCOUNTS.member.username)));
    if (demo) {
      await tx
        .insert(pointBalances)
        .values({ memberId: demo.id, merchantId: brand.id, balance: DEMO_POINTS, earned: DEMO_POINTS, updatedAt: now });
      await tx.insert(pointJournal).values({
        merchantId: brand.id,
        memberId: demo.id,
        source: 'ADJUST',
        sourceKey: 'seed:demo-points',
        delta: DEMO_POINTS,
        balanceAfter: DEMO_POINTS,
        note: 'demo',
        createdAt: now,
      });
    }
  });
  return true;
}
