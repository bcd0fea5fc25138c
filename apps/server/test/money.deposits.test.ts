import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_PATHS as P, OPS_MONEY_PATHS as O } from '@lotus/contracts';
import { sandboxGatewayPayments, turnoverRequirements } from '../src/db/schema';
import { expireDeposits } from '../src/modules/deposits/service';
import { deliverDueCallbacks, paymentSandboxSecret, signSandboxGateway } from '../src/modules/sandbox/service';
import { ops, type TestApp } from './helpers';
import {
  balanceOf,
  createMoneyApp,
  errorOf,
  expectLedgerSound,
  newMember,
  setMoneySettings,
  type TestMember,
} from './moneySupport';

let t: TestApp & { url: string };
let m: TestMember;
let channels: { id: number; code: string; type: string; minAmount: number; maxAmount: number; feeBps: number }[];
const ch = (code: string) => channels.find((c) => c.code === code)!;

const create = (who: TestMember, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: P.depositOrders, headers: who.h, payload: body });
const pay = (ref: string, decision: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${ref}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
const refOf = (redirectUrl: string) => redirectUrl.split('/').pop()!;
const messages = async (who: TestMember) =>
  (await t.app.inject({ url: P.messages, headers: who.h })).json().value.list as {
    template: string;
    title: string;
    content: string;
  }[];
/** The callback the sandbox gateway would send, signed with its secret (or another). */
const callback = (body: Record<string, unknown>, o: { secret?: string; ts?: number } = {}) => {
  const text = JSON.stringify(body);
  const ts = String(o.ts ?? Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: '/wps/payment/callback/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-timestamp': ts,
      'x-sandbox-signature': signSandboxGateway(o.secret ?? paymentSandboxSecret(t.ctx), ts, text),
    },
    payload: text,
  });
};
const later = (ms: number) => ({ ...t.ctx, now: () => new Date(Date.now() + ms) });
/** Nothing listens there: the sandbox gateway's callbacks to our server fail. */
const NOWHERE = 'http://127.0.0.1:9';

beforeAll(async () => {
  t = await createMoneyApp();
  m = await newMember(t);
  channels = (await t.app.inject({ url: P.depositChannels, headers: { ...m.h, language: 'en' } })).json().value;
});
afterAll(async () => {
  await t?.close();
});

describe('channels', () => {
  it('lists the brand channels in their order, named in the request language', async () => {
    expect(channels.map((c) => c.code)).toEqual(['BANK_VCB', 'EWALLET', 'QRPAY']);
    expect(ch('EWALLET')).toMatchObject({ type: 'ewallet', feeBps: 100, minAmount: '5000' });
    const vi = (await t.app.inject({ url: P.depositChannels, headers: { ...m.h, language: 'vi' } })).json().value;
    expect(vi[0].name).toBe('Chuyển khoản ngân hàng');
  });
});

describe('bank transfer with a reference, credited by the operator', () => {
  it('opens an order with instructions, then ops approve credits it once and sends the message', async () => {
    const res = await create(m, { channelId: ch('BANK_VCB').id, amount: '1500.00', payerName: 'NGUYEN VAN AN' });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json().value;
    expect(o).toMatchObject({
      status: 'pending',
      amount: '150000',
      fee: '0',
      creditAmount: '150000',
      redirectUrl: null,
    });
    expect(o.instructions).toMatchObject({ bankName: 'Vietcombank', accountNo: '0071000123456', amount: '150000' });
    expect(o.instructions.reference).toMatch(/^LT[A-Z2-9]{8}$/);
    const list = await t.app.inject({ url: `${O.deposits}?status=pending`, headers: ops() });
    expect(list.json().value.some((d: { orderNo: string }) => d.orderNo === o.orderNo)).toBe(true);
    const approve = () =>
      t.app.inject({ method: 'POST', url: O.depositApprove.replace(':orderNo', o.orderNo), headers: ops() });
    const [a, b] = await Promise.all([approve(), approve()]);
    expect(a.json().value.status).toBe('credited');
    expect(b.json().value.status).toBe('credited');
    expect((await balanceOf(t, m)).mainBalance).toBe(1500_00n);
    const mine = await t.app.inject({ url: P.depositOrder.replace(':orderNo', o.orderNo), headers: m.h });
    expect(mine.json().value).toMatchObject({ status: 'credited' });
    const msgs = await messages(m);
    expect(msgs.filter((x) => x.template === 'deposit_credited')).toHaveLength(1);
    expect(msgs[0]!.title).toBe('Nạp tiền thành công');
    expect(msgs[0]!.content).toContain('1.500,00 VND');
    // Rejecting a credited order is refused; a gateway order cannot be approved by hand.
    const rej = await t.app.inject({
      method: 'POST',
      url: O.depositReject.replace(':orderNo', o.orderNo),
      headers: ops(),
      payload: {},
    });
    expect(errorOf(rej)).toMatchObject({ status: 409, code: 'deposit_state_invalid' });
    await expectLedgerSound(t);
  });

  it('ops reject fails a pending order and tells the member', async () => {
    const o = (await create(m, { channelId: ch('BANK_VCB').id, amount: 200 })).json().value;
    const res = await t.app.inject({
      method: 'POST',
      url: O.depositReject.replace(':orderNo', o.orderNo),
      headers: ops(),
      payload: { reason: 'no matching payment' },
    });
    expect(res.json().value).toMatchObject({ status: 'failed', failureReason: 'no matching payment' });
    expect(
      (await messages(m)).some((x) => x.template === 'deposit_failed' && x.content.includes('no matching payment')),
    ).toBe(true);
    expect(
      errorOf(
        await t.app.inject({
          method: 'POST',
          url: O.depositApprove.replace(':orderNo', 'D20260101NOPE'),
          headers: ops(),
        }),
      ),
    ).toMatchObject({
      status: 404,
      code: 'deposit_not_found',
    });
    expect(
      errorOf(
        await t.app.inject({
          method: 'POST',
          url: O.depositApprove.replace(':orderNo', o.orderNo),
          headers: { merchant: 'LOTUS' },
        }),
      ),
    ).toMatchObject({
      status: 401,
      code: 'ops_key_invalid',
    });
  });
});

describe('the sandbox gateway: payer page, signed callback, exactly once', () => {
  it('pays through the payer page; the callback credits amount minus the fee', async () => {
    const who = await newMember(t);
    const o = (await create(who, { channelId: ch('EWALLET').id, amount: 1000, returnPath: '/index?deposit=1' })).json()
      .value;
    expect(o.redirectUrl).toMatch(/^\/sandbox\/pay\/SBX[0-9A-F]{16}$/);
    expect(o).toMatchObject({ fee: '1000', creditAmount: '99000', status: 'pending' });
    const page = await t.app.inject({ url: o.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('value="approve"');
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
    const done = await pay(refOf(o.redirectUrl), 'approve');
    expect(done.body).toContain('Payment approved');
    expect(done.body).toContain('href="/index?deposit=1"');
    const after = await t.app.inject({ url: P.depositOrder.replace(':orderNo', o.orderNo), headers: who.h });
    expect(after.json().value).toMatchObject({ status: 'credited', redirectUrl: null });
    expect((await balanceOf(t, who)).mainBalance).toBe(990_00n);
    // Paying twice changes nothing.
    await pay(refOf(o.redirectUrl), 'approve');
    expect((await balanceOf(t, who)).mainBalance).toBe(990_00n);
    await expectLedgerSound(t);
  });

  it('a declined payment fails the order with a message, in the reader’s language', async () => {
    const who = await newMember(t);
    const o = (
      await create({ ...who, h: { ...who.h, language: 'en' } }, { channelId: ch('QRPAY').id, amount: 60 })
    ).json().value;
    const done = await pay(refOf(o.redirectUrl), 'decline');
    expect(done.body).toContain('Payment declined');
    const after = await t.app.inject({ url: P.depositOrder.replace(':orderNo', o.orderNo), headers: who.h });
    expect(after.json().value).toMatchObject({ status: 'failed', failureReason: 'declined' });
    const msg = (await messages({ ...who, h: { ...who.h, language: 'en' } })).find(
      (x) => x.template === 'deposit_failed',
    )!;
    expect(msg.title).toBe('Deposit failed');
    expect(msg.content).toContain('60.00 VND');
    const vi = (await messages({ ...who, h: { ...who.h, language: 'vi' } })).find(
      (x) => x.template === 'deposit_failed',
    )!;
    expect(vi.title).toBe('Nạp tiền không thành công');
    expect(vi.content).toContain('60,00 VND');
    expect((await balanceOf(t, who)).mainBalance).toBe(0n);
  });

  it('a replayed webhook answers the same and moves nothing; forged, stale and wrong-amount ones are refused', async () => {
    const who = await newMember(t);
    const o = (await create(who, { channelId: ch('EWALLET').id, amount: 500 })).json().value;
    const ref = refOf(o.redirectUrl);
    const body = {
      gatewayReference: ref,
      orderNo: o.orderNo,
      amountMinor: '50000',
      currency: 'VND',
      status: 'success',
      paidAt: new Date().toISOString(),
    };
    const forged = await callback(body, { secret: 'not-the-gateway-secret-at-all' });
    expect(errorOf(forged)).toMatchObject({ status: 401, code: 'payment_signature_invalid' });
    const stale = await callback(body, { ts: Math.floor(Date.now() / 1000) - 3600 });
    expect(errorOf(stale)).toMatchObject({ status: 401, code: 'payment_callback_expired' });
    const wrong = await callback({ ...body, amountMinor: '5000000' });
    expect(errorOf(wrong)).toMatchObject({ status: 409, code: 'payment_amount_mismatch' });
    const unknown = await callback({ ...body, gatewayReference: 'SBX0000000000000000' });
    expect(errorOf(unknown)).toMatchObject({ status: 404, code: 'deposit_not_found' });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/callback/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-timestamp': '1', 'x-sandbox-signature': 'abc' },
      payload: JSON.stringify(body),
    });
    expect(errorOf(tampered)).toMatchObject({ status: 401, code: 'payment_signature_invalid' });
    expect(
      errorOf(
        await t.app.inject({
          method: 'POST',
          url: '/wps/payment/callback/paypal',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        }),
      ),
    ).toMatchObject({
      status: 404,
      code: 'payment_gateway_unknown',
    });
    expect((await balanceOf(t, who)).mainBalance).toBe(0n);
    const replies = await Promise.all([callback(body), callback(body), callback(body)]);
    for (const r of replies)
      expect(r.json().value).toMatchObject({ received: true, status: 'credited', orderNo: o.orderNo });
    expect((await balanceOf(t, who)).mainBalance).toBe(495_00n);
    expect((await messages(who)).filter((x) => x.template === 'deposit_credited')).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('retries a callback our server did not take, with exponential backoff, until it gets through', async () => {
    const who = await newMember(t);
    const o = (await create(who, { channelId: ch('EWALLET').id, amount: 100 })).json().value;
    const ref = refOf(o.redirectUrl);
    t.ctx.listeningUrl = NOWHERE;
    await pay(ref, 'approve');
    t.ctx.listeningUrl = t.url;
    const row = async () =>
      (await t.ctx.db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.ref, ref)))[0]!;
    const first = await row();
    expect(first).toMatchObject({ status: 'approved', callbackAttempts: 1, callbackDeliveredAt: null });
    const gap1 = first.callbackNextAt!.getTime() - first.decidedAt!.getTime();
    expect(gap1).toBeGreaterThanOrEqual(900);
    expect(gap1).toBeLessThan(5_000);
    // Not due yet: nothing is sent.
    expect(await deliverDueCallbacks(later(0))).toBe(0);
    // Second attempt fails too (still nowhere to send it).
    const dead = { ...later(1_500), listeningUrl: NOWHERE };
    expect(await deliverDueCallbacks(dead)).toBe(1);
    const second = await row();
    expect(second.callbackAttempts).toBe(2);
    expect(second.callbackNextAt!.getTime() - Date.now()).toBeGreaterThan(2_500); // 1.5 s + 2 s later
    expect((await balanceOf(t, who)).mainBalance).toBe(0n);
    expect(await deliverDueCallbacks(later(10_000))).toBe(1);
    expect(await row()).toMatchObject({ callbackAttempts: 3, callbackNextAt: null });
    expect((await row()).callbackDeliveredAt).not.toBeNull();
    expect((await balanceOf(t, who)).mainBalance).toBe(99_00n);
  });

  it('gives up after the last attempt; the expiry job still credits it by asking the gateway', async () => {
    const who = await newMember(t);
    const o = (await create(who, { channelId: ch('QRPAY').id, amount: 70 })).json().value;
    const ref = refOf(o.redirectUrl);
    t.ctx.listeningUrl = NOWHERE;
    await pay(ref, 'approve');
    await t.ctx.db
      .update(sandboxGatewayPayments)
      .set({ callbackAttempts: 7 })
      .where(eq(sandboxGatewayPayments.ref, ref));
    const dead = { ...later(600_000), listeningUrl: NOWHERE };
    await deliverDueCallbacks(dead);
    t.ctx.listeningUrl = t.url;
    const [p] = await t.ctx.db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.ref, ref));
    expect(p).toMatchObject({ callbackAttempts: 8, callbackNextAt: null, callbackDeliveredAt: null });
    expect(await expireDeposits(later(31 * 60_000))).toBeGreaterThanOrEqual(1);
    const after = await t.app.inject({ url: P.depositOrder.replace(':orderNo', o.orderNo), headers: who.h });
    expect(after.json().value.status).toBe('credited');
    expect((await balanceOf(t, who)).mainBalance).toBe(70_00n);
  });
});

describe('expiry', () => {
  it('an unpaid gateway order expires; a late payment still credits it', async () => {
    const who = await newMember(t);
    const o = (await create(who, { channelId: ch('EWALLET').id, amount: 200 })).json().value;
    expect(await expireDeposits(later(0))).toBe(0);
    await expireDeposits(later(31 * 60_000));
    const mid = await t.app.inject({ url: P.depositOrder.replace(':orderNo', o.orderNo), headers: who.h });
    expect(mid.json().value).toMatchObject({ status: 'expired', failureReason: 'expired', redirectUrl: null });
    await pay(refOf(o.redirectUrl), 'approve');
    const after = await t.app.inject({ url: P.depositOrder.replace(':orderNo', o.orderNo), headers: who.h });
    expect(after.json().value.status).toBe('credited');
  });

  it('a bank transfer expires after a day; the operator can still credit it', async () => {
    const who = await newMember(t);
    const o = (await create(who, { channelId: ch('BANK_VCB').id, amount: 300 })).json().value;
    await expireDeposits(later(25 * 3600_000));
    const list = (await t.app.inject({ url: `${P.depositOrders}?status=expired`, headers: who.h })).json().value;
    expect(list.list.map((d: { orderNo: string }) => d.orderNo)).toEqual([o.orderNo]);
    const res = await t.app.inject({
      method: 'POST',
      url: O.depositApprove.replace(':orderNo', o.orderNo),
      headers: ops(),
    });
    expect(res.json().value.status).toBe('credited');
  });
});

describe('bad input and other members', () => {
  it.each([
    ['below the channel minimum', 49.99, 400, 'amount_out_of_range'],
    ['above the channel maximum', 50_000_000.01, 400, 'amount_out_of_range'],
    ['negative', -100, 400, 'validation_failed'],
    ['zero', 0, 400, 'validation_failed'],
    ['three decimals', '100.001', 400, 'validation_failed'],
    ['huge', '9'.repeat(30), 400, 'validation_failed'],
    ['non-numeric', 'abc', 400, 'validation_failed'],
  ])('refuses an amount %s', async (_n, amount, status, code) => {
    const res = await create(m, { channelId: ch('EWALLET').id, amount });
    expect(errorOf(res)).toMatchObject({ status, code, field: 'amount' });
    if (code === 'amount_out_of_range') expect(res.json().value).toEqual({ min: '5000', max: '5000000000' });
  });

  it('refuses unknown channels and bad return paths', async () => {
    expect(errorOf(await create(m, { channelId: 999_999, amount: 100 }))).toMatchObject({
      status: 404,
      code: 'deposit_channel_not_found',
    });
    expect(errorOf(await create(m, { channelId: 'x', amount: 100 }))).toMatchObject({
      status: 400,
      field: 'channelId',
    });
    expect(
      errorOf(await create(m, { channelId: ch('EWALLET').id, amount: 100, returnPath: '//evil.example' })),
    ).toMatchObject({
      status: 400,
      field: 'returnPath',
    });
  });

  it("another member's order is not found, and the list holds only one's own", async () => {
    const other = await newMember(t);
    const mine = (await t.app.inject({ url: P.depositOrders, headers: m.h })).json().value;
    expect(mine.total).toBeGreaterThan(0);
    const theirs = (await t.app.inject({ url: P.depositOrders, headers: other.h })).json().value;
    expect(theirs.total).toBe(0);
    const res = await t.app.inject({ url: P.depositOrder.replace(':orderNo', mine.list[0].orderNo), headers: other.h });
    expect(errorOf(res)).toMatchObject({ status: 404, code: 'deposit_not_found' });
  });

  it('replays a clientRequestId', async () => {
    const body = { channelId: ch('BANK_VCB').id, amount: 120, clientRequestId: 'dep-1' };
    const [a, b] = await Promise.all([create(m, body), create(m, body)]);
    expect(a.json().value.orderNo).toBe(b.json().value.orderNo);
    expect(errorOf(await create(m, { ...body, amount: 121 }))).toMatchObject({
      status: 409,
      code: 'idempotency_key_reused',
    });
  });
});

describe('bonus and turnover requirement', () => {
  it('records the brand bonus in the bonus wallet and a turnover requirement per deposit', async () => {
    await setMoneySettings(t, { deposit: { bonusBps: 1000, bonusMax: 50_00, turnoverBps: 20_000 } });
    try {
      const who = await newMember(t);
      const o = (await create(who, { channelId: ch('BANK_VCB').id, amount: 1000 })).json().value;
      await t.app.inject({ method: 'POST', url: O.depositApprove.replace(':orderNo', o.orderNo), headers: ops() });
      const b = await balanceOf(t, who);
      expect(b).toMatchObject({ mainBalance: 1000_00n, bonusBalance: 50_00n, sumBalance: 1050_00n });
      const [req] = await t.ctx.db.select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, who.id));
      expect(req).toMatchObject({ source: 'deposit', sourceRef: o.orderNo, required: 2100_00n, progress: 0n });
      const s = (await t.app.inject({ url: P.withdrawalSettings, headers: who.h })).json().value;
      expect(s.turnover).toEqual({ required: '210000', progress: '0', outstanding: '210000' });
    } finally {
      await setMoneySettings(t, { deposit: { bonusBps: 0, bonusMax: 0, turnoverBps: 0 } });
    }
  });
});
