import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_PATHS as P, OPS_MONEY_PATHS as OPS } from '@lotus/contracts';
import { findEntryByKey, getBalance } from '../src/modules/ledger/service';
import { brandAccount } from '../src/modules/wallets/service';
import { ops as opsHeaders, type TestApp, opsCli } from './helpers';
import {
  balanceOf,
  createMoneyApp,
  errorOf,
  expectLedgerSound,
  fund,
  lotus,
  newMember,
  PAYMENT_PASSWORD,
  type TestMember,
} from './moneySupport';

/**
 * The operator's follow-up of a "not received" withdrawal (SPEC §4): forced_received (no money moves)
 * or refund (payment_clearing → main, once), through the operator API and `npm run ops -- withdrawal
 * resolve|proofs`.
 */
let t: TestApp & { url: string };

const cli = opsCli(() => t.url);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(80, 3)]);

function multipart(files: { filename: string; type: string; data: Buffer }[], fields: Record<string, string> = {}) {
  const boundary = `----lotus${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const opsPost = (p: string, orderNo: string, payload?: unknown, headers: Record<string, string> = opsHeaders()) =>
  t.app.inject({ method: 'POST', url: p.replace(':orderNo', orderNo), headers, payload: payload as object });
const resolve = (orderNo: string, payload: unknown, headers: Record<string, string> = opsHeaders()) =>
  opsPost(OPS.withdrawalResolve, orderNo, payload, headers);
const one = (who: TestMember, orderNo: string) =>
  t.app.inject({ url: P.withdrawalOrder.replace(':orderNo', orderNo), headers: who.h });
const messages = async (who: TestMember) =>
  (await t.app.inject({ url: P.messages, headers: who.h })).json().value.list as {
    template: string;
    title: string;
    content: string;
  }[];
async function clearing() {
  const brand = await lotus(t);
  return getBalance(t.ctx.db, (await brandAccount(t.ctx.db, brand, 'payment_clearing')).id);
}

/** A member (language vi or en) with 10,000.00, a withdrawal of `amount` in state `upTo`. */
async function withdrawal(
  upTo: 'requested' | 'paid' | 'disputed',
  o: { language?: 'vi' | 'en'; amount?: number; proofs?: Buffer[] } = {},
) {
  const base = await newMember(t);
  const who = { ...base, h: { ...base.h, language: o.language ?? 'vi' } };
  await fund(t, who.id, 10_000_00n);
  const bank = await t.app.inject({
    method: 'POST',
    url: P.bankAccounts,
    headers: who.h,
    payload: {
      bankCode: 'VCB',
      accountNo: '0123456789',
      accountName: 'NGUYEN VAN AN',
      paymentPassword: PAYMENT_PASSWORD,
    },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: P.withdrawalOrders,
    headers: who.h,
    payload: { bankAccountId: bank.json().value.id, amount: o.amount ?? 2000, paymentPassword: PAYMENT_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const orderNo = res.json().value.orderNo as string;
  if (upTo !== 'requested') {
    expect((await opsPost(OPS.withdrawalApprove, orderNo)).statusCode).toBe(200);
    expect((await opsPost(OPS.withdrawalPay, orderNo)).statusCode).toBe(200);
  }
  if (upTo === 'disputed') {
    const files = (o.proofs ?? [PNG]).map((data, i) => ({
      filename: `proof${i}.bin`,
      type: 'application/octet-stream',
      data,
    }));
    const body = multipart(files, { remark: 'nothing on my statement' });
    const nr = await t.app.inject({
      method: 'POST',
      url: P.withdrawalNotReceived.replace(':orderNo', orderNo),
      headers: { ...who.h, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(nr.statusCode, nr.body).toBe(200);
    expect(nr.json().value).toMatchObject({ confirmation: 'not_received', resolvedAt: null });
  }
  return { who, orderNo };
}

beforeAll(async () => {
  t = await createMoneyApp();
});
afterAll(async () => {
  await t?.close();
});

describe('operator decision on a not-received withdrawal', () => {
  it('refund returns exactly the amount once; replays and the other decision move nothing', async () => {
    const { who, orderNo } = await withdrawal('disputed', { language: 'en', amount: 2000 });
    expect(await balanceOf(t, who)).toMatchObject({ mainBalance: 8000_00n, lockedBalance: 0n });
    expect((await cli('withdrawal', 'list', '--disputed')).text).toContain(orderNo);
    const clearingBefore = await clearing();

    const res = await resolve(orderNo, { outcome: 'refund', note: 'bank returned the transfer', by: 'anna' });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({
      orderNo,
      status: 'paid',
      confirmation: 'refunded',
      resolvedBy: 'anna',
      resolutionNote: 'bank returned the transfer',
      remark: 'nothing on my statement',
    });
    expect(Date.parse(v.resolvedAt)).toBeGreaterThan(Date.parse(v.confirmedAt) - 1);
    expect(await balanceOf(t, who)).toMatchObject({ mainBalance: 10_000_00n, lockedBalance: 0n });
    expect(await clearing()).toBe(clearingBefore - 2000_00n);
    // Like a rejected one, a refunded withdrawal no longer counts against the day's limits.
    expect((await t.app.inject({ url: P.withdrawalSettings, headers: who.h })).json().value).toMatchObject({
      usedTodayCount: 0,
      usedTodayAmount: '0',
      withdrawable: '1000000',
    });

    // The same decision again (also in parallel) answers the order as it is; the other one is refused.
    const again = await Promise.all([
      resolve(orderNo, { outcome: 'refund', note: 'another note' }),
      resolve(orderNo, { outcome: 'refund' }),
    ]);
    for (const r of again) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().value).toMatchObject({
        confirmation: 'refunded',
        resolvedBy: 'anna',
        resolutionNote: 'bank returned the transfer',
        resolvedAt: v.resolvedAt,
      });
    }
    expect(errorOf(await resolve(orderNo, { outcome: 'forced_received' }))).toMatchObject({
      status: 409,
      code: 'withdrawal_state_invalid',
    });
    expect(await balanceOf(t, who)).toMatchObject({ mainBalance: 10_000_00n, lockedBalance: 0n });
    expect(await clearing()).toBe(clearingBefore - 2000_00n);

    // One refund entry, payment_clearing → main, under the order's key.
    const brand = await lotus(t);
    const entry = await findEntryByKey(t.ctx.db, brand.id, `withdrawal-refund:${orderNo}`);
    expect(entry).toMatchObject({ type: 'withdrawal_refund', reference: orderNo });
    expect(entry!.postings.map((p) => p.amount).sort()).toEqual([-2000_00n, 2000_00n].sort());

    // The member sees the outcome, the entry in the account records and one message in English.
    expect((await one(who, orderNo)).json().value).toMatchObject({
      confirmation: 'refunded',
      resolvedAt: v.resolvedAt,
      canConfirm: false,
    });
    const records = await t.app.inject({
      url: `${P.transactionHistory}?type=withdrawal_refund&preset=7`,
      headers: who.h,
    });
    expect(records.json().value.list).toEqual([
      expect.objectContaining({ type: 'withdrawal_refund', wallet: 'main', amount: '200000', reference: orderNo }),
    ]);
    const msgs = (await messages(who)).filter((m) => m.template.startsWith('withdrawal_dispute'));
    expect(msgs).toHaveLength(1);
    expect(msgs[0]).toMatchObject({ template: 'withdrawal_dispute_refunded', title: 'Withdrawal refunded' });
    expect(msgs[0]!.content).toContain(orderNo);
    expect(msgs[0]!.content).toContain('2,000.00 VND was returned to your main wallet');
    expect(msgs[0]!.content).not.toContain('bank returned the transfer');
    // A decided report is no longer an open dispute.
    expect((await cli('withdrawal', 'list', '--disputed')).text).not.toContain(orderNo);
    await expectLedgerSound(t);
  });

  it('forced_received moves no money; the member is told in Vietnamese; refund afterwards is refused', async () => {
    const { who, orderNo } = await withdrawal('disputed', { language: 'vi', amount: 1500 });
    const before = { member: await balanceOf(t, who), clearing: await clearing() };
    const res = await resolve(orderNo, { outcome: 'forced_received' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      confirmation: 'forced_received',
      resolvedBy: 'automation',
      resolutionNote: null,
    });
    expect((await resolve(orderNo, { outcome: 'forced_received' })).statusCode).toBe(200);
    expect(errorOf(await resolve(orderNo, { outcome: 'refund' }))).toMatchObject({
      status: 409,
      code: 'withdrawal_state_invalid',
    });
    expect(await balanceOf(t, who)).toMatchObject({
      mainBalance: before.member.mainBalance,
      lockedBalance: before.member.lockedBalance,
      sumBalance: before.member.sumBalance,
    });
    expect(before.member).toMatchObject({ mainBalance: 8500_00n, lockedBalance: 0n });
    expect((await t.app.inject({ url: P.withdrawalSettings, headers: who.h })).json().value).toMatchObject({
      usedTodayCount: 1,
      usedTodayAmount: '150000',
    });
    expect(await clearing()).toBe(before.clearing);
    expect(await findEntryByKey(t.ctx.db, (await lotus(t)).id, `withdrawal-refund:${orderNo}`)).toBeNull();
    expect((await one(who, orderNo)).json().value).toMatchObject({ confirmation: 'forced_received' });
    const msgs = (await messages(who)).filter((m) => m.template.startsWith('withdrawal_dispute'));
    expect(msgs).toHaveLength(1);
    expect(msgs[0]).toMatchObject({
      template: 'withdrawal_dispute_forced_received',
      title: 'Đã xử lý báo cáo chưa nhận tiền',
    });
    expect(msgs[0]!.content).toContain('1.500,00 VND');
    expect(msgs[0]!.content).toContain('******6789');
    expect(msgs[0]!.content).toContain('không được hoàn tiền');
    await expectLedgerSound(t);
  });

  it('refuses orders without a not-received report, unknown orders and bad input', async () => {
    const requested = await withdrawal('requested');
    expect(errorOf(await resolve(requested.orderNo, { outcome: 'refund' }))).toMatchObject({
      status: 409,
      code: 'withdrawal_not_disputed',
      field: 'orderNo',
      value: { status: 'requested', confirmation: null },
    });
    const paid = await withdrawal('paid');
    expect(errorOf(await resolve(paid.orderNo, { outcome: 'forced_received' }))).toMatchObject({
      status: 409,
      code: 'withdrawal_not_disputed',
    });
    const received = await t.app.inject({
      method: 'POST',
      url: P.withdrawalConfirm.replace(':orderNo', paid.orderNo),
      headers: paid.who.h,
      payload: { outcome: 'received' },
    });
    expect(received.statusCode).toBe(200);
    expect(errorOf(await resolve(paid.orderNo, { outcome: 'refund' }))).toMatchObject({
      status: 409,
      code: 'withdrawal_not_disputed',
      value: { status: 'paid', confirmation: 'received' },
    });
    expect(await balanceOf(t, paid.who)).toMatchObject({ mainBalance: 8000_00n });

    expect(errorOf(await resolve('W20990101NOSUCHORDER', { outcome: 'refund' }))).toMatchObject({
      status: 404,
      code: 'withdrawal_not_found',
    });
    expect(
      errorOf(await t.app.inject({ url: OPS.withdrawal.replace(':orderNo', 'W1'), headers: opsHeaders() })),
    ).toMatchObject({ status: 404, code: 'withdrawal_not_found' });

    const disputed = await withdrawal('disputed');
    for (const body of [
      { outcome: 'refunded' },
      { outcome: 'REFUND' },
      { outcome: 1 },
      {},
      { outcome: 'refund', note: 'x'.repeat(501) },
      { outcome: 'refund', by: '' },
    ]) {
      const res = await resolve(disputed.orderNo, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('validation_failed');
    }
    expect(errorOf(await resolve(disputed.orderNo, { outcome: 'nope' }))).toMatchObject({ field: 'outcome' });
    expect(errorOf(await resolve('not-an-order', { outcome: 'refund' }))).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });

    // The operator key: missing or wrong, for the decision, the order and its proofs.
    const order = (
      await t.app.inject({ url: OPS.withdrawal.replace(':orderNo', disputed.orderNo), headers: opsHeaders() })
    ).json().value;
    for (const headers of [{}, { 'x-ops-key': 'wrong-key-wrong-key' }] as Record<string, string>[]) {
      expect(errorOf(await resolve(disputed.orderNo, { outcome: 'refund' }, headers))).toMatchObject({
        status: 401,
        code: 'ops_key_invalid',
      });
      expect(
        (await t.app.inject({ url: OPS.withdrawal.replace(':orderNo', disputed.orderNo), headers })).statusCode,
      ).toBe(401);
      expect((await t.app.inject({ url: order.proofs[0].url, headers })).statusCode).toBe(401);
    }
    // Members cannot call the operator API with their session either.
    expect((await resolve(disputed.orderNo, { outcome: 'refund' }, disputed.who.h)).statusCode).toBe(401);

    // Nothing of the above moved money or decided anything.
    expect(await balanceOf(t, disputed.who)).toMatchObject({ mainBalance: 8000_00n, lockedBalance: 0n });
    expect((await one(disputed.who, disputed.orderNo)).json().value).toMatchObject({
      confirmation: 'not_received',
      resolvedAt: null,
    });
    expect((await messages(disputed.who)).some((m) => m.template.startsWith('withdrawal_dispute'))).toBe(false);
    await expectLedgerSound(t);
  });

  it('shows the operator the proofs with their type, and serves their bytes', async () => {
    const { orderNo } = await withdrawal('disputed', { proofs: [PNG, JPG] });
    const res = await t.app.inject({ url: OPS.withdrawal.replace(':orderNo', orderNo), headers: opsHeaders() });
    expect(res.statusCode, res.body).toBe(200);
    const w = res.json().value;
    expect(w).toMatchObject({ orderNo, accountNo: '0123456789', confirmation: 'not_received', resolvedBy: null });
    expect(w.proofs).toEqual([
      expect.objectContaining({ contentType: 'image/png', size: PNG.length }),
      expect.objectContaining({ contentType: 'image/jpeg', size: JPG.length }),
    ]);
    expect(w.proofs[0].url).toBe(OPS.withdrawalProof.replace(':id', w.proofs[0].id));
    const img = await t.app.inject({ url: w.proofs[1].url, headers: opsHeaders() });
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.rawPayload.equals(JPG)).toBe(true);
    expect(
      errorOf(
        await t.app.inject({
          url: OPS.withdrawalProof.replace(':id', '00000000-0000-4000-8000-000000000000'),
          headers: opsHeaders(),
        }),
      ),
    ).toMatchObject({ status: 404, code: 'proof_not_found' });
    expect(
      (await t.app.inject({ url: OPS.withdrawalProof.replace(':id', 'not-a-uuid'), headers: opsHeaders() })).statusCode,
    ).toBe(400);
  });
});

describe('npm run ops -- withdrawal resolve | proofs', () => {
  it('saves the proofs to files and prints their paths, sizes and types', async () => {
    const { orderNo } = await withdrawal('disputed', { proofs: [JPG, PNG] });
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-proofs-')), 'out');
    const res = await cli('withdrawal', 'proofs', orderNo.toLowerCase(), '--out', dir);
    expect(res.code, res.text).toBe(0);
    expect(res.text).toContain(`Withdrawal ${orderNo}`);
    expect(res.text).toContain("member's remark: nothing on my statement");
    const jpg = path.join(dir, `${orderNo}-1.jpg`);
    const png = path.join(dir, `${orderNo}-2.png`);
    expect(res.text).toMatch(
      new RegExp(`^${jpg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+${JPG.length}\\s+image/jpeg$`, 'm'),
    );
    expect(res.text).toMatch(
      new RegExp(`${png.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+${PNG.length}\\s+image/png$`, 'm'),
    );
    expect(fs.readFileSync(jpg).equals(JPG)).toBe(true);
    expect(fs.readFileSync(png).equals(PNG)).toBe(true);

    const none = await withdrawal('paid');
    const empty = await cli('withdrawal', 'proofs', none.orderNo, '--out', dir);
    expect(empty).toMatchObject({ code: 0 });
    expect(empty.text).toContain('no proof images');
    const unknown = await cli('withdrawal', 'proofs', 'W20990101NOSUCH');
    expect(unknown.code).toBe(1);
    expect(unknown.text).toContain('withdrawal_not_found');
    expect((await cli('withdrawal', 'proofs')).code).toBe(2);
  });

  it('decides a report once and says what happened; refuses bad command lines', async () => {
    const { who, orderNo } = await withdrawal('disputed', { amount: 3000 });
    const missing = await cli('withdrawal', 'resolve', orderNo);
    expect(missing.code).toBe(2);
    expect(missing.text).toContain('missing --outcome forced_received|refund');
    expect(missing.text).toContain('usage: npm run ops -- withdrawal');
    const bad = await cli('withdrawal', 'resolve', orderNo, '--outcome', 'refunded');
    expect(bad.code).toBe(2);
    expect(bad.text).toContain('--outcome: expected forced_received or refund, got "refunded"');
    expect((await cli('withdrawal', 'resolve', '--outcome', 'refund')).code).toBe(2);
    expect(await balanceOf(t, who)).toMatchObject({ mainBalance: 7000_00n });

    const done = await cli(
      'withdrawal',
      'resolve',
      orderNo,
      '--outcome',
      'refund',
      '--note',
      'no credit at VCB',
      '--by',
      'binh',
    );
    expect(done.code, done.text).toBe(0);
    expect(done.text).toContain(`Withdrawal ${orderNo} of ${who.username} (3,000.00): refunded`);
    expect(done.text).toMatch(/decided \S+ by binh: no credit at VCB/);
    expect(await balanceOf(t, who)).toMatchObject({ mainBalance: 10_000_00n });
    const replay = await cli('withdrawal', 'resolve', orderNo, '--outcome', 'refund');
    expect(replay.code).toBe(0);
    expect(replay.text).toContain('by binh');
    const other = await cli('withdrawal', 'resolve', orderNo, '--outcome', 'forced_received');
    expect(other.code).toBe(1);
    expect(other.text).toContain('withdrawal_state_invalid');
    expect(await balanceOf(t, who)).toMatchObject({ mainBalance: 10_000_00n });

    const second = await withdrawal('disputed', { amount: 1000 });
    const forced = await cli('withdrawal', 'resolve', second.orderNo, '--outcome', 'forced_received');
    expect(forced.code, forced.text).toBe(0);
    expect(forced.text).toContain('forced received: not refunded');
    expect(forced.text).toMatch(/decided \S+ by \S+/);
    const notDisputed = await withdrawal('requested');
    const refused = await cli('withdrawal', 'resolve', notDisputed.orderNo, '--outcome', 'refund');
    expect(refused.code).toBe(1);
    expect(refused.text).toContain('withdrawal_not_disputed');
    expect((await cli('help', 'withdrawal')).text).toContain(
      'withdrawal resolve <orderNo> --outcome forced_received|refund',
    );
    expect((await cli('money', 'verify')).text).toMatch(/Ledger sound/);
    await expectLedgerSound(t);
  });
});
