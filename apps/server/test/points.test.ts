import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_POINT_PATHS as OP, POINT_PATHS as P, queueClaimPath, QUEUE_PATHS } from '@lotus/contracts';
import {
  betRounds,
  depositOrders,
  games,
  paymentChannels,
  pointJournal,
  pointProducts,
  pointSettings,
} from '../src/db/schema';
import { seedDemoPointsIfEmpty } from '../src/db/seed/demoPoints';
import { inTransaction } from '../src/db/transaction';
import { runCli } from '../src/cli/cli';
import { accruePoints, creditPoints } from '../src/modules/points/service';
import { DEMO_PROFILE } from '../src/db/seed/demoBrand';
import { merchants } from '../src/db/schema';
import { OPS_KEY, ops, type TestApp } from './helpers';
import { operatorWithRole } from './operatorsSupport';
import {
  balanceOf,
  createMoneyApp,
  errorOf,
  expectLedgerSound,
  lotus,
  newMember,
  PAYMENT_PASSWORD,
  type TestMember,
} from './moneySupport';

let t: TestApp & { url: string };
let brandId: number;

beforeAll(async () => {
  t = await createMoneyApp();
  expect(await seedDemoPointsIfEmpty(t.ctx.db)).toBe(true);
  expect(await seedDemoPointsIfEmpty(t.ctx.db)).toBe(false);
  brandId = (await lotus(t)).id;
});
afterAll(async () => {
  await t?.close();
});

const give = (m: TestMember, points: number, key = `test:${m.id}:${points}:${Math.random()}`) =>
  inTransaction(t.ctx.db, (tx) =>
    creditPoints(tx, { merchantId: brandId, memberId: m.id, points, source: 'ADJUST', sourceKey: key }),
  );
const pointsOf = async (m: TestMember) =>
  (await t.app.inject({ url: P.balance, headers: m.h })).json().value.points as number;
const products = async (query = '', headers: Record<string, string> = { merchant: 'LOTUS' }) =>
  (await t.app.inject({ url: `${P.products}${query}`, headers })).json().value as {
    id: number;
    kind: string;
    name: string;
    points: number;
    remaining: number | null;
  }[];
const redeem = (m: TestMember, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: P.redeem,
    headers: m.h,
    payload: { paymentPassword: PAYMENT_PASSWORD, ...payload },
  });
const convert = (m: TestMember, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: P.convert,
    headers: m.h,
    payload: { paymentPassword: PAYMENT_PASSWORD, ...payload },
  });
const history = async (m: TestMember, q = '') =>
  (await t.app.inject({ url: `${P.history}${q}`, headers: m.h })).json().value;
const opsCall = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: ops(), ...(payload === undefined ? {} : { payload: payload as object }) });
const goods = async () => (await products('?kind=goods')).find((p) => p.name === 'Áo thun Lotus')!;

describe('the mall for guests and members', () => {
  it('lists the demo products in Vietnamese and English with filters, and the config', async () => {
    const vi = await products();
    expect(vi.map((p) => p.name)).toContain('Tiền thưởng 50.000 VND');
    const en = await products('', { merchant: 'LOTUS', language: 'en' });
    expect(en.map((p) => p.name)).toContain('50,000 VND bonus credit');
    expect(new Set((await products('?kind=free_spins')).map((p) => p.kind))).toEqual(new Set(['free_spins']));
    expect(
      (await products('?minPoints=10000&maxPoints=100000')).every((p) => p.points >= 10_000 && p.points <= 100_000),
    ).toBe(true);
    expect((await t.app.inject({ url: `${P.products}?kind=cars`, headers: { merchant: 'LOTUS' } })).statusCode).toBe(
      400,
    );
    const config = (await t.app.inject({ url: P.config, headers: { merchant: 'LOTUS' } })).json().value;
    expect(config).toEqual({ enabled: true, minConvert: 1000, convertStep: 1 });
  });

  it('shows a member its own balance and what it can afford; a guest gets no balance', async () => {
    expect(errorOf(await t.app.inject({ url: P.balance, headers: { merchant: 'LOTUS' } })).code).toBe(
      'user.or.token.invalid',
    );
    const m = await newMember(t);
    expect(await pointsOf(m)).toBe(0);
    await give(m, 6_000);
    expect(await pointsOf(m)).toBe(6_000);
    const affordable = await products('?affordable=true', m.h);
    expect(affordable.length).toBeGreaterThan(0);
    expect(affordable.every((p) => p.points <= 6_000)).toBe(true);
  });
});

describe('earning points (the points.accrue job)', () => {
  it('credits settled valid bets per category and credited deposits once, at the brand rates, rounded down', async () => {
    const m = await newMember(t);
    const [slot] = await t.ctx.db.select().from(games).where(eq(games.gameType, 'RNG')).limit(1);
    const [live] = await t.ctx.db.select().from(games).where(eq(games.gameType, 'LIVE')).limit(1);
    const [channel] = await t.ctx.db.select().from(paymentChannels).limit(1);
    const past = new Date(Date.now() - 5 * 60_000);
    await t.ctx.db
      .update(pointSettings)
      .set({ betsUntil: new Date(past.getTime() - 60_000), depositsUntil: new Date(past.getTime() - 60_000) })
      .where(eq(pointSettings.merchantId, brandId));
    const round = (
      game: typeof slot,
      id: string,
      stake: bigint,
      status = 'settled',
      settledAt: Date | null = past,
    ) => ({
      merchantId: brandId,
      memberId: m.id,
      vendorId: game!.vendorId,
      gameId: game!.id,
      gameType: game!.gameType,
      roundId: id,
      stake,
      win: 0n,
      validBet: status === 'cancelled' ? 0n : stake,
      status,
      betAt: past,
      settledAt,
      updatedAt: past,
    });
    await t.ctx.db.insert(betRounds).values([
      round(slot, `p-${m.id}-1`, 100_000_00n), // slots 2 per 1,000 → 200
      round(live, `p-${m.id}-2`, 54_999_00n), // live 1 per 1,000 → 54 (rounded down)
      round(slot, `p-${m.id}-3`, 10_000_00n, 'cancelled'),
      round(slot, `p-${m.id}-4`, 10_000_00n, 'open', null),
      round(slot, `p-${m.id}-5`, 10_000_00n, 'settled', new Date()), // settled just now: next time
    ]);
    await t.ctx.db.insert(depositOrders).values({
      orderNo: `DP-POINTS-${m.id}`,
      merchantId: brandId,
      memberId: m.id,
      channelId: channel!.id,
      channelType: channel!.type,
      gateway: 'test',
      amount: 500_000_00n,
      fee: 0n,
      status: 'credited',
      language: 'vi',
      expiresAt: past,
      creditedAt: past,
    });
    await accruePoints(t.ctx);
    expect(await pointsOf(m)).toBe(200 + 54 + 500);
    await accruePoints(t.ctx);
    expect(await pointsOf(m)).toBe(754);
    const rows = await t.ctx.db.select().from(pointJournal).where(eq(pointJournal.memberId, m.id));
    expect(rows.map((r) => r.source).sort()).toEqual(['DEPOSIT', 'LIVE', 'SLOTS']);
    // Points are off: nothing earned (the cursor waits).
    await t.ctx.db.update(pointSettings).set({ enabled: false }).where(eq(pointSettings.merchantId, brandId));
    expect(await accruePoints(t.ctx)).toBe(0);
    expect(errorOf(await convert(m, { points: 1000 })).code).toBe('points_disabled');
    await t.ctx.db.update(pointSettings).set({ enabled: true }).where(eq(pointSettings.merchantId, brandId));
  });

  it('creditPoints changes the points once per source key', async () => {
    const m = await newMember(t);
    expect((await give(m, 10, 'mission:1')).applied).toBe(true);
    expect((await give(m, 10, 'mission:1')).applied).toBe(false);
    expect(await pointsOf(m)).toBe(10);
  });
});

describe('redeeming', () => {
  it('pays bonus credit into the bonus wallet with the payment password; refuses bad input without changes', async () => {
    const m = await newMember(t);
    const bonus = (await products('?kind=bonus')).find((p) => p.points === 5_000)!;
    expect(errorOf(await redeem(m, { productId: bonus.id }))).toMatchObject({
      status: 409,
      code: 'points_insufficient',
    });
    await give(m, 7_000);
    expect(errorOf(await redeem(m, { productId: bonus.id, paymentPassword: 'wrong1' }))).toMatchObject({
      code: 'payment_password_wrong',
      field: 'paymentPassword',
    });
    expect(errorOf(await redeem(m, { productId: 999_999 }))).toMatchObject({ code: 'point_product_not_found' });
    expect(errorOf(await redeem(m, { productId: bonus.id, quantity: 2 }))).toMatchObject({ field: 'quantity' });
    expect(errorOf(await redeem(m, { productId: 'x' }))).toMatchObject({ code: 'validation_failed' });
    expect(await pointsOf(m)).toBe(7_000);

    const ok = await redeem(m, { productId: bonus.id, clientRequestId: `req-${m.id}-bonus` });
    expect(ok.statusCode, ok.body).toBe(200);
    const record = ok.json().value;
    expect(record).toMatchObject({
      redeemType: 'product',
      productKind: 'bonus',
      productName: 'Tiền thưởng 50.000 VND',
      quantity: 1,
      pointsRequired: 5_000,
      amountRequired: '5000000',
      status: 'complete',
      pointsChange: -5_000,
      accumulatedPoints: 2_000,
      shippingAddress: null,
    });
    expect(record.transactionNo).toMatch(/^PR[0-9A-F]{14}$/);
    // A replay answers the first redemption and takes nothing more.
    const again = await redeem(m, { productId: bonus.id, clientRequestId: `req-${m.id}-bonus` });
    expect(again.json().value.transactionNo).toBe(record.transactionNo);
    expect(await pointsOf(m)).toBe(2_000);
    expect((await balanceOf(t, m)).bonusBalance).toBe(50_000_00n);
    await expectLedgerSound(t);
  });

  it('holds physical goods for an operator, needs an address and phone, and never oversells', async () => {
    const m = await newMember(t);
    await give(m, 100_000);
    const shirt = await goods();
    expect(errorOf(await redeem(m, { productId: shirt.id }))).toMatchObject({
      code: 'field_required',
      field: 'shippingAddress',
    });
    expect(errorOf(await redeem(m, { productId: shirt.id, shippingAddress: '12 Lê Lợi, Quận 1' }))).toMatchObject({
      code: 'field_required',
      field: 'phone',
    });
    expect(
      errorOf(await redeem(m, { productId: shirt.id, shippingAddress: '12 Lê Lợi, Quận 1', phone: 'call me' })).field,
    ).toBe('phone');
    const res = await redeem(m, {
      productId: shirt.id,
      quantity: 2,
      shippingAddress: '12 Lê Lợi, Quận 1, TP.HCM',
      phone: '+84 912 345 678',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      status: 'processing',
      quantity: 2,
      pointsRequired: 16_000,
      amountRequired: null,
      shippingAddress: '12 Lê Lợi, Quận 1, TP.HCM',
      phone: '+84 912 345 678',
      accumulatedPoints: 84_000,
    });
    expect((await goods()).remaining).toBe(shirt.remaining! - 2);
    // Stock: more than is left is refused.
    await t.ctx.db
      .update(pointProducts)
      .set({ stock: shirt.remaining! - 98 + 2 })
      .where(eq(pointProducts.id, shirt.id));
    expect((await goods()).remaining).toBe(2);
    expect(
      errorOf(
        await redeem(m, { productId: shirt.id, quantity: 3, shippingAddress: 'Hà Nội 12345', phone: '0912345678' }),
      ),
    ).toMatchObject({ code: 'point_product_out_of_stock' });
    await t.ctx.db.update(pointProducts).set({ stock: 100 }).where(eq(pointProducts.id, shirt.id));
  });

  it('converts points to main money at the exchange value, rounded down, through the ledger', async () => {
    const m = await newMember(t);
    await give(m, 5_000);
    expect(errorOf(await convert(m, { points: 999 }))).toMatchObject({ code: 'points_below_minimum', field: 'points' });
    expect(errorOf(await convert(m, { points: 6_000 }))).toMatchObject({ code: 'points_insufficient' });
    const before = (await balanceOf(t, m)).mainBalance;
    const res = await convert(m, { points: 1_234 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      redeemType: 'convert',
      productName: null,
      pointsRequired: 1_234,
      amountRequired: '1234000',
      exchangeRate: '1000000',
      status: 'complete',
      accumulatedPoints: 3_766,
    });
    expect((await balanceOf(t, m)).mainBalance).toBe(before + 12_340_00n);
    await expectLedgerSound(t);
  });

  it('shows each member only its own history, filtered by status', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    await give(a, 3_000);
    await convert(a, { points: 1_000 });
    const own = await history(a);
    expect(own.total).toBe(1);
    expect(Object.keys(own.list[0]).sort()).toEqual(
      [
        'accumulatedPoints',
        'amountRequired',
        'exchangeRate',
        'note',
        'phone',
        'pointsChange',
        'pointsRequired',
        'productKind',
        'productName',
        'quantity',
        'redeemType',
        'shippingAddress',
        'status',
        'time',
        'transactionNo',
      ].sort(),
    );
    expect((await history(b)).total).toBe(0);
    expect((await history(a, '?status=processing')).total).toBe(0);
    expect((await t.app.inject({ url: `${P.history}?status=lost`, headers: a.h })).statusCode).toBe(400);
  });
});

describe('operators', () => {
  it('fulfils or rejects physical redemptions (points and stock back), once, under the queue claim', async () => {
    const m = await newMember(t);
    await give(m, 20_000);
    const shirt = await goods();
    const place = async () =>
      (await redeem(m, { productId: shirt.id, shippingAddress: '1 Trần Hưng Đạo, Hà Nội', phone: '0987654321' })).json()
        .value.transactionNo as string;
    const one = await place();
    const two = await place();
    expect(await pointsOf(m)).toBe(4_000);
    const queue = (await opsCall('GET', `${OP.redemptions}?brand=LOTUS&status=processing`)).json().value as {
      transactionNo: string;
      username: string;
    }[];
    expect(queue.find((r) => r.transactionNo === one)).toMatchObject({ username: m.username });
    const counts = (await opsCall('GET', QUEUE_PATHS.counts)).json().value;
    expect(counts.points).toBeGreaterThanOrEqual(2);
    expect((await opsCall('POST', queueClaimPath('points', one))).statusCode).toBe(200);
    expect(errorOf(await opsCall('POST', queueClaimPath('points', 'PRNOTHING1'))).code).toBe(
      'point_redemption_not_found',
    );

    const fulfil = await opsCall('POST', `${OP.fulfil.replace(':ref', one)}?brand=LOTUS`, { note: 'VNPost 123' });
    expect(fulfil.json().value).toMatchObject({ status: 'complete', note: 'VNPost 123' });
    expect(errorOf(await opsCall('POST', `${OP.reject.replace(':ref', one)}?brand=LOTUS`, { reason: 'x' })).code).toBe(
      'point_redemption_decided',
    );
    expect(errorOf(await opsCall('POST', `${OP.reject.replace(':ref', two)}?brand=LOTUS`, {})).code).toBe(
      'validation_failed',
    );
    const remaining = (await goods()).remaining!;
    const reject = await opsCall('POST', `${OP.reject.replace(':ref', two)}?brand=LOTUS`, {
      reason: 'Hết hàng size M',
    });
    expect(reject.json().value).toMatchObject({ status: 'rejected', note: 'Hết hàng size M' });
    expect(await pointsOf(m)).toBe(12_000);
    expect((await goods()).remaining).toBe(remaining + 1);
    const list = (await history(m)).list as { transactionNo: string; status: string }[];
    expect(list.find((r) => r.transactionNo === one)?.status).toBe('complete');
    expect(list.find((r) => r.transactionNo === two)?.status).toBe('rejected');
    // A conversion is not a queue item.
    const c = (await convert(m, { points: 1_000 })).json().value.transactionNo;
    expect(errorOf(await opsCall('POST', `${OP.fulfil.replace(':ref', c)}?brand=LOTUS`, {})).code).toBe(
      'point_redemption_not_found',
    );
  });

  it('keeps an operator of another brand, or another operator’s claim, away from a redemption', async () => {
    await t.ctx.db.insert(merchants).values({
      code: 'OTHERPTS',
      name: 'Other',
      languages: ['vi', 'en'],
      timeZone: 'Asia/Ho_Chi_Minh',
      currency: 'VND',
      profile: DEMO_PROFILE,
    });
    const outsider = await operatorWithRole(t, 'owner', { brands: ['OTHERPTS'] });
    const bob = await operatorWithRole(t, 'marketing', { username: 'bob-points' });
    const m = await newMember(t);
    await give(m, 10_000);
    const shirt = await goods();
    const tx = (
      await redeem(m, { productId: shirt.id, shippingAddress: '9 Hai Bà Trưng, Hà Nội', phone: '0900000000' })
    ).json().value.transactionNo as string;
    const as = (h: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
    expect(errorOf(await as(outsider.headers, 'POST', queueClaimPath('points', tx))).code).toBe(
      'point_redemption_not_found',
    );
    expect(errorOf(await as(outsider.headers, 'POST', `${OP.fulfil.replace(':ref', tx)}?brand=LOTUS`, {})).code).toBe(
      'permission_denied',
    );
    expect(errorOf(await as(outsider.headers, 'GET', `${OP.redemptions}?brand=LOTUS`)).code).toBe('permission_denied');
    // Asked under its own brand, another brand's redemption is not found.
    expect(
      errorOf(await as(outsider.headers, 'POST', `${OP.fulfil.replace(':ref', tx)}?brand=OTHERPTS`, {})).code,
    ).toBe('point_redemption_not_found');
    // Bob holds it: the shared key's decision is refused until bob lets go.
    expect((await as(bob.headers, 'POST', queueClaimPath('points', tx))).statusCode).toBe(200);
    expect(errorOf(await opsCall('POST', `${OP.fulfil.replace(':ref', tx)}?brand=LOTUS`, {})).code).toBe(
      'item_claimed_by_other',
    );
    const done = await as(bob.headers, 'POST', `${OP.fulfil.replace(':ref', tx)}?brand=LOTUS`, { note: 'sent' });
    expect(done.json().value).toMatchObject({ status: 'complete', note: 'sent' });
  });

  it('configures rates and products, and adjusts points, audited', async () => {
    const s = await opsCall('PATCH', `${OP.settings}?brand=LOTUS`, { minConvert: 2_000, exchangeValue: 12.5 });
    expect(s.json().value).toMatchObject({ enabled: true, minConvert: 2_000, exchangeValue: '1250' });
    expect((await opsCall('PATCH', `${OP.settings}?brand=LOTUS`, { rates: { LIVE: -1 } })).statusCode).toBe(400);
    await opsCall('PATCH', `${OP.settings}?brand=LOTUS`, { minConvert: 1_000, exchangeValue: 10_000 });

    const bad = await opsCall('POST', `${OP.products}?brand=LOTUS`, {
      kind: 'bonus',
      name: { vi: 'Thưởng', en: 'Bonus' },
      points: 100,
    });
    expect(errorOf(bad)).toMatchObject({ code: 'field_required', field: 'bonusAmount' });
    const made = await opsCall('POST', `${OP.products}?brand=LOTUS`, {
      kind: 'free_spins',
      name: { vi: '5 vòng quay', en: '5 spins' },
      points: 500,
      spins: 5,
      stock: 1,
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().value.id as number;
    const off = await opsCall('PATCH', `${OP.product.replace(':id', String(id))}?brand=LOTUS`, { active: false });
    expect(off.json().value).toMatchObject({ active: false, spins: 5 });
    expect((await products()).some((p) => p.id === id)).toBe(false);
    expect(
      errorOf(await opsCall('PATCH', `${OP.product.replace(':id', '999999')}?brand=LOTUS`, { points: 1 })).code,
    ).toBe('point_product_not_found');

    const m = await newMember(t);
    const adj = await opsCall('POST', `${OP.adjust}?brand=LOTUS`, {
      username: m.username,
      points: 300,
      reason: 'goodwill',
    });
    expect(adj.json().value).toEqual({ username: m.username, points: 300, balance: 300 });
    expect(
      errorOf(await opsCall('POST', `${OP.adjust}?brand=LOTUS`, { username: m.username, points: -301, reason: 'x' }))
        .code,
    ).toBe('points_insufficient');
    expect(
      errorOf(await opsCall('POST', `${OP.adjust}?brand=LOTUS`, { username: 'nobody-here', points: 1, reason: 'x' }))
        .code,
    ).toBe('not_found');
    expect(errorOf(await opsCall('GET', `${OP.products}?brand=NOPE`)).status).toBe(404);
  });

  it('npm run ops -- points …', async () => {
    const cli = async (...argv: string[]) => {
      let text = '';
      const out = { write: (s: string) => (text += s) };
      const code = await runCli(['points', ...argv], { url: t.url, key: OPS_KEY, out, env: {} });
      return { code, text };
    };
    expect((await cli('products')).text).toContain('Lotus T-shirt');
    expect((await cli('settings')).text).toContain('min convert:  1000 points');
    expect((await cli('set', '--slots', '3')).text).toContain('SLOTS 3');
    const m = await newMember(t);
    expect((await cli('adjust', m.username, '50', '--reason', 'cli')).text).toContain('balance 50');
    expect((await cli('adjust', m.username, 'lots')).code).not.toBe(0);
    expect((await cli('redemptions')).code).toBe(0);
    await cli('set', '--slots', '2');
  });
});
