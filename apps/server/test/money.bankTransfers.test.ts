import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_PATHS, decodeVietQr, MONEY_PATHS as P, OPS_BANK_PATHS as B, type OpsBankLine } from '@lotus/contracts';
import { members } from '../src/db/schema';
import { expireDeposits } from '../src/modules/deposits/service';
import { signBankLine } from '../src/lib/bankFeedSignature';
import { ops, opsCli, type TestApp } from './helpers';
import {
  balanceOf,
  createMoneyApp,
  errorOf,
  expectLedgerSound,
  newMember,
  setMoneySettings,
  type TestMember,
} from './moneySupport';

/**
 * Issue 35: VietQR per bank-transfer order, receiving accounts, and statement lines matched to
 * orders — the feed's signature and replays, the races of two lines for one order, each queue case
 * and its resolution, the CSV import and the sandbox bank. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

let t: TestApp & { url: string };
let bankChannelId: number;
let feedSecret: string;
let seq = 0;
const cli = opsCli(() => t.url);

interface Order {
  orderNo: string;
  amount: number;
  status: string;
  instructions: {
    bankName: string;
    accountNo: string;
    accountName: string;
    reference: string;
    amount: number;
    bankBin: string | null;
    qr: string | null;
    sandboxPayUrl: string | null;
  };
}

const open = async (who: TestMember, amount: string): Promise<Order> => {
  const res = await t.app.inject({
    method: 'POST',
    url: P.depositOrders,
    headers: who.h,
    payload: { channelId: bankChannelId, amount },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Order;
};

const orderOf = async (who: TestMember, orderNo: string) =>
  (await t.app.inject({ url: P.depositOrder.replace(':orderNo', orderNo), headers: who.h })).json().value as Order;

const line = (o: Partial<Record<string, unknown>> = {}) => ({
  id: `FT${Date.now()}${++seq}`,
  gateway: 'Vietcombank',
  transactionDate: new Date().toISOString(),
  accountNumber: '0071000123456',
  transferType: 'in',
  transferAmount: 1500,
  content: 'chuyen tien',
  ...o,
});

const feed = (body: unknown, o: { secret?: string; ts?: number; code?: string; header?: string | null } = {}) => {
  const text = JSON.stringify(body);
  const sig = signBankLine(o.secret ?? feedSecret, o.ts ?? Math.floor(Date.now() / 1000), text);
  return t.app.inject({
    method: 'POST',
    url: BANK_PATHS.statementFeed.replace(':feed', o.code ?? 'vcb-casso'),
    headers: {
      'content-type': 'application/json',
      ...(o.header === null ? {} : { 'x-bank-signature': o.header ?? sig }),
    },
    payload: text,
  });
};

const lines = async (status?: string) =>
  (await t.app.inject({ url: B.lines, query: status ? { status } : {}, headers: ops() })).json().value as OpsBankLine[];

const resolve = (id: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: B.lineResolve.replace(':id', String(id)), headers: ops(), payload: body });

const main = async (who: TestMember) => (await balanceOf(t, who)).mainBalance;

beforeAll(async () => {
  t = await createMoneyApp();
  const probe = await newMember(t);
  const channels = (await t.app.inject({ url: P.depositChannels, headers: probe.h })).json().value as {
    id: number;
    code: string;
  }[];
  bankChannelId = channels.find((c) => c.code === 'BANK_VCB')!.id;
  const added = await t.app.inject({
    method: 'POST',
    url: B.feeds,
    headers: ops(),
    payload: { brand: 'LOTUS', code: 'vcb-casso' },
  });
  expect(added.statusCode, added.body).toBe(200);
  feedSecret = added.json().value.secret;
});
afterAll(async () => {
  await t?.close();
});

describe('VietQR per order', () => {
  it('a bank-transfer order carries a VietQR code of its account, amount and reference', async () => {
    const m = await newMember(t);
    const o = await open(m, '150000');
    const i = o.instructions;
    expect(i).toMatchObject({ bankName: 'Vietcombank', bankBin: '970436', accountNo: '0071000123456' });
    expect(i.accountName).toBe('CONG TY LOTUS DEMO');
    expect(decodeVietQr(i.qr!)).toEqual({
      dynamic: true,
      bin: '970436',
      accountNo: '0071000123456',
      service: 'QRIBFTTA',
      currency: '704',
      amount: 150000n,
      country: 'VN',
      purpose: i.reference,
    });
    expect(i.sandboxPayUrl).toBe(`/sandbox/bank?qr=${encodeURIComponent(i.qr!)}`);
    // The order read again says the same; an amount with a fraction of a dong has no code.
    expect((await orderOf(m, o.orderNo)).instructions.qr).toBe(i.qr);
    expect((await open(m, '100.50')).instructions.qr).toBeNull();
  });
});

describe('the statement feed', () => {
  it('refuses lines without a valid, fresh signature of a known feed', async () => {
    const body = line();
    expect(errorOf(await feed(body, { header: null }))).toMatchObject({ status: 401, code: 'bank_signature_invalid' });
    expect(errorOf(await feed(body, { secret: 'not-the-secret' }))).toMatchObject({
      status: 401,
      code: 'bank_signature_invalid',
    });
    expect(errorOf(await feed(body, { ts: Math.floor(Date.now() / 1000) - 3600 }))).toMatchObject({
      status: 401,
      code: 'bank_signature_invalid',
    });
    expect(errorOf(await feed(body, { code: 'nobody' }))).toMatchObject({ status: 404, code: 'bank_feed_not_found' });
    expect(errorOf(await feed({ ...body, transferAmount: -5 }))).toMatchObject({
      status: 400,
      code: 'validation_failed',
      field: 'transferAmount',
    });
    expect(errorOf(await feed({ ...body, accountNumber: '999999999' }))).toMatchObject({
      status: 404,
      code: 'bank_line_account_unknown',
    });
    expect(await lines()).toHaveLength(0);
  });

  it('credits the order its reference and exact amount name, once; a replay answers the same', async () => {
    const m = await newMember(t);
    const o = await open(m, '1500');
    const body = line({ content: `MBVCB.123456.${o.instructions.reference}.CT tu 0123 NGUYEN VAN AN` });
    const first = await feed(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ status: 'matched', reason: null, orderNo: o.orderNo });
    expect(await main(m)).toBe(1500_00n);
    expect((await orderOf(m, o.orderNo)).status).toBe('credited');
    const again = await feed(body);
    expect(again.json().value).toEqual(first.json().value);
    expect(await main(m)).toBe(1500_00n);
    expect(errorOf(await feed({ ...body, transferAmount: 1501 }))).toMatchObject({
      status: 409,
      code: 'bank_line_conflict',
    });
    // Money out on the account is kept but means nothing for orders.
    const out = await feed(line({ transferType: 'out', content: o.instructions.reference }));
    expect(out.json().value).toMatchObject({ status: 'ignored' });
    await expectLedgerSound(t);
  });

  it('a matched line is a deposit like any other: bonus, turnover, message and the limits', async () => {
    await setMoneySettings(t, { deposit: { bonusBps: 1000, bonusMax: 50_00, turnoverBps: 10_000 } });
    try {
      const m = await newMember(t);
      const o = await open(m, '400');
      expect((await feed(line({ transferAmount: 400, content: o.instructions.reference }))).json().value.status).toBe(
        'matched',
      );
      const b = await balanceOf(t, m);
      expect(b).toMatchObject({ mainBalance: 400_00n, bonusBalance: 40_00n });
      const inbox = (await t.app.inject({ url: P.messages, headers: m.h })).json().value.list as { template: string }[];
      expect(inbox.filter((x) => x.template === 'deposit_credited')).toHaveLength(1);
      const w = (await t.app.inject({ url: '/wps/withdrawal/settings', headers: m.h })).json().value;
      expect(w.turnover.required).toBe('44000');
    } finally {
      await setMoneySettings(t, { deposit: { bonusBps: 0, bonusMax: 0, turnoverBps: 0 } });
    }
  });

  it("takes Casso's webhook shape too: the line in `data`, money out as a negative amount", async () => {
    const m = await newMember(t);
    const o = await open(m, '1300');
    const casso = (id: number, amount: number) => ({
      error: 0,
      data: {
        id,
        reference: `FT${id}`,
        description: `MBVCB.${id}.${o.instructions.reference}.CT tu 0123`,
        amount,
        runningBalance: 25_000_000,
        // Vietnam's time, as Casso writes it.
        transactionDateTime: new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
        accountNumber: '0071000123456',
        bankName: 'Vietcombank',
      },
    });
    const paid = await feed(casso(9_100_000 + seq, 1300));
    expect(paid.json().value).toMatchObject({ status: 'matched', orderNo: o.orderNo });
    expect(await main(m)).toBe(1300_00n);
    expect((await feed(casso(9_200_000 + seq, -1300))).json().value).toMatchObject({ status: 'ignored' });
  });

  it('two lines raced for one order credit it once; the other waits as a duplicate', async () => {
    const m = await newMember(t);
    const o = await open(m, '2000');
    const c = `${o.instructions.reference}`;
    // Five lines (five bank transactions) for the one order at once: one credits it.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => feed(line({ transferAmount: 2000, content: c }))),
    );
    const values = answers.map((a) => a.json().value as { status: string; reason: string | null; orderNo: string });
    expect(values.map((v) => v.status).sort()).toEqual(['matched', 'queued', 'queued', 'queued', 'queued']);
    for (const v of values.filter((x) => x.status === 'queued'))
      expect(v).toMatchObject({ reason: 'duplicate', orderNo: o.orderNo });
    expect(await main(m)).toBe(2000_00n);
    // The same bank transaction raced: one line, one credit, the same answer twice.
    const m2 = await newMember(t);
    const o2 = await open(m2, '2100');
    const same = line({ transferAmount: 2100, content: o2.instructions.reference });
    const twice = await Promise.all([feed(same), feed(same)]);
    expect(twice.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(twice[0]!.json().value).toEqual(twice[1]!.json().value);
    expect(await main(m2)).toBe(2100_00n);
    await expectLedgerSound(t);
  });
});

describe('the queue and its resolutions', () => {
  it('a wrong amount waits with its order; the operator credits what arrived, once', async () => {
    const m = await newMember(t);
    const o = await open(m, '3000');
    const res = await feed(line({ transferAmount: 2500, content: `nap ${o.instructions.reference.toLowerCase()}` }));
    expect(res.json().value).toMatchObject({ status: 'queued', reason: 'amount_mismatch', orderNo: o.orderNo });
    expect(await main(m)).toBe(0n);
    const queued = (await lines('queued')).find((l) => l.id === res.json().value.lineId)!;
    expect(queued).toMatchObject({
      amount: 250000,
      order: { orderNo: o.orderNo, username: m.username, amount: 300000 },
    });
    const done = await resolve(queued.id, { action: 'credit' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value).toMatchObject({ status: 'resolved', resolution: 'credited', creditedOrderNo: o.orderNo });
    expect(await main(m)).toBe(2500_00n);
    expect(await orderOf(m, o.orderNo)).toMatchObject({ status: 'credited', amount: '250000' });
    expect(errorOf(await resolve(queued.id, { action: 'credit' }))).toMatchObject({
      status: 409,
      code: 'bank_line_state_invalid',
    });
    expect(errorOf(await resolve(queued.id, { action: 'refund', note: 'x' }))).toMatchObject({ status: 409 });
    expect(await main(m)).toBe(2500_00n);
    // The operator's decision is in the audit log.
    const audit = await t.app.inject({ url: '/ops/audit', query: { action: 'bank.line.resolve' }, headers: ops() });
    expect(audit.body).toContain('bank.line.resolve');
  });

  it('an unknown reference suggests a waiting order of that amount; linking gives the money to another member', async () => {
    const m = await newMember(t);
    const other = await newMember(t);
    const o = await open(m, '4321');
    const res = await feed(line({ transferAmount: 4321, content: 'CHUYEN TIEN NAP GAME' }));
    expect(res.json().value).toMatchObject({ status: 'queued', reason: 'unknown_reference', orderNo: o.orderNo });
    expect(errorOf(await resolve(res.json().value.lineId, { action: 'link', username: 'nobody-here' }))).toMatchObject({
      status: 404,
    });
    // An agent of kind 1 may not deposit: the money cannot be given to it.
    const agent = await newMember(t);
    await t.ctx.db.update(members).set({ isAgent: 1 }).where(eq(members.id, agent.id));
    expect(errorOf(await resolve(res.json().value.lineId, { action: 'link', username: agent.username }))).toMatchObject(
      { status: 403, code: 'not_a_member' },
    );
    const linked = await resolve(res.json().value.lineId, { action: 'link', username: other.username });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().value).toMatchObject({ resolution: 'linked', status: 'resolved' });
    expect(await main(other)).toBe(4321_00n);
    expect(await main(m)).toBe(0n);
    expect((await orderOf(m, o.orderNo)).status).toBe('pending');
  });

  it('paid twice: the second line waits as a duplicate and is refunded, never credited again', async () => {
    const m = await newMember(t);
    const o = await open(m, '1000');
    await feed(line({ transferAmount: 1000, content: o.instructions.reference }));
    const second = await feed(line({ transferAmount: 1000, content: o.instructions.reference }));
    expect(second.json().value).toMatchObject({ status: 'queued', reason: 'duplicate', orderNo: o.orderNo });
    const id = second.json().value.lineId as number;
    expect(errorOf(await resolve(id, { action: 'credit' }))).toMatchObject({
      status: 409,
      code: 'deposit_state_invalid',
    });
    expect(errorOf(await resolve(id, { action: 'refund' }))).toMatchObject({ status: 400, code: 'validation_failed' });
    const refunded = await resolve(id, { action: 'refund', note: 'returned to the payer, FT 889' });
    expect(refunded.json().value).toMatchObject({ resolution: 'refund', note: 'returned to the payer, FT 889' });
    expect(await main(m)).toBe(1000_00n);
    await expectLedgerSound(t);
  });

  it('a payment booked after the order expired waits as late; the operator credits it', async () => {
    const m = await newMember(t);
    const o = await open(m, '1200');
    await expireDeposits({ ...t.ctx, now: () => new Date(Date.now() + 2 * 86_400_000) });
    expect((await orderOf(m, o.orderNo)).status).toBe('expired');
    const res = await feed(line({ transferAmount: 1200, content: o.instructions.reference }));
    expect(res.json().value).toMatchObject({ status: 'queued', reason: 'late', orderNo: o.orderNo });
    const done = await resolve(res.json().value.lineId, { action: 'credit' });
    expect(done.json().value).toMatchObject({ resolution: 'credited', creditedOrderNo: o.orderNo });
    expect(await main(m)).toBe(1200_00n);
  });
});

describe('receiving accounts', () => {
  it('the operator adds accounts from the NAPAS list; orders rotate among them within daily limits', async () => {
    const add = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: B.accounts, headers: ops(), payload: { brand: 'LOTUS', ...payload } });
    expect(errorOf(await add({ bank: '123456', accountNo: '1234567', holderName: 'A' }))).toMatchObject({
      status: 400,
      code: 'receiving_account_invalid',
      field: 'bank',
    });
    expect(errorOf(await add({ bank: 'MB', accountNo: '12', holderName: 'A' }))).toMatchObject({ field: 'accountNo' });
    expect(errorOf(await add({ bank: '970436', accountNo: '0071000123456', holderName: 'X' }))).toMatchObject({
      status: 409,
      code: 'receiving_account_taken',
    });
    const mb = await add({
      bank: 'mb',
      accountNo: '0909 123 456',
      holderName: 'Công ty Lotus Đông Á',
      dailyLimit: 500000,
    });
    expect(mb.statusCode, mb.body).toBe(200);
    expect(mb.json().value).toMatchObject({
      bankBin: '970422',
      bankShortName: 'MBBank',
      bankName: 'Ngân hàng TMCP Quân đội',
      accountNo: '0909123456',
      holderName: 'CONG TY LOTUS DONG A',
      dailyLimit: 500000,
    });
    // The least used account with room takes the next order.
    const m = await newMember(t);
    const first = await open(m, '3000');
    expect(first.instructions.bankBin).toBe('970422');
    const second = await open(m, '2000');
    expect(second.instructions.bankBin).toBe('970422');
    // 3,000 + 2,000 taken of 5,000.00: the MB account has no room for another 100.
    const third = await open(m, '100');
    expect(third.instructions.bankBin).toBe('970436');
    const list = (await t.app.inject({ url: B.accounts, headers: ops() })).json().value as {
      accountNo: string;
      usedToday: number;
    }[];
    expect(list.find((a) => a.accountNo === '0909123456')?.usedToday).toBe(500000);
    // Disabled: no new orders on it.
    const off = await t.app.inject({
      method: 'PATCH',
      url: B.account.replace(':id', String(mb.json().value.id)),
      headers: ops(),
      payload: { enabled: false, dailyLimit: 0 },
    });
    expect(off.json().value).toMatchObject({ enabled: false, dailyLimit: 0 });
    expect((await open(m, '100')).instructions.bankBin).toBe('970436');
    // A line on the MB account still credits its order.
    const paid = await feed(
      line({ accountNumber: '0909123456', transferAmount: 3000, content: first.instructions.reference }),
    );
    expect(paid.json().value).toMatchObject({ status: 'matched' });
  });
});

describe('the CSV import', () => {
  it('reads a bank export: matches, queues, skips money out and repeats nothing', async () => {
    const m = await newMember(t);
    const o = await open(m, '7000');
    const csv = [
      'Transaction ID;Date;Account;Amount;Content',
      `CSV1-${seq};2026-12-07 10:15:00;0071000123456;7.000;"${o.instructions.reference} NGUYEN VAN AN"`,
      `CSV2-${seq};2026-12-07 10:16:00;0071000123456;-50.000;phi dich vu`,
      `CSV3-${seq};2026-12-07 10:17:00;0071000123456;123.456;khong ro`,
      `CSV4-${seq};not a date;0071000123456;1.000;x`,
    ].join('\r\n');
    const imp = (text: string) =>
      t.app.inject({ method: 'POST', url: B.import, headers: ops(), payload: { brand: 'LOTUS', csv: text } });
    const res = await imp(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ lines: 3, matched: 1, queued: 1, repeated: 0, skipped: 1 });
    expect(res.json().value.errors).toEqual([{ line: 5, message: 'transactionDate validation_failed' }]);
    expect(await main(m)).toBe(7000_00n);
    const again = await imp(csv);
    expect(again.json().value).toMatchObject({ matched: 0, queued: 0, repeated: 2 });
    expect(await main(m)).toBe(7000_00n);
    expect(errorOf(await imp('a,b\n1,2'))).toMatchObject({ status: 400, code: 'bank_import_invalid' });
  });
});

describe('the sandbox bank', () => {
  it('reads the order QR, and "I have paid" sends the statement line that credits the order', async () => {
    const m = await newMember(t);
    const o = await open(m, '2500');
    const page = await fetch(`${t.url}${o.instructions.sandboxPayUrl}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('CONG TY LOTUS DEMO');
    expect(html).toContain(o.instructions.reference);
    const paid = await fetch(`${t.url}/sandbox/bank`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ qr: o.instructions.qr!, amount: '2500', content: o.instructions.reference }),
    });
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect(await paid.text()).toContain('Transfer sent');
    expect((await orderOf(m, o.orderNo)).status).toBe('credited');
    expect(await main(m)).toBe(2500_00n);
    const line = (await lines('matched')).find((l) => l.order?.orderNo === o.orderNo);
    expect(line).toMatchObject({ source: 'sandbox' });
    await expectLedgerSound(t);
  });
});

describe('the operator command line', () => {
  it('manages accounts and feeds, lists the queue and resolves a line', async () => {
    const added = await cli(
      'bank',
      'account',
      'add',
      '--brand',
      'LOTUS',
      '--bank',
      'TCB',
      '--account-no',
      '19036677',
      '--holder',
      'Lotus Việt',
      '--daily-limit',
      '1000000',
    );
    expect(added.code, added.text).toBe(0);
    expect(added.text).toMatch(/Techcombank \(970407\)\s+19036677\s+LOTUS VIET\s+1,000,000\.00/);
    const id = /account (\d+)/.exec(added.text)![1]!;
    const off = await cli('bank', 'account', 'update', id, '--disable');
    expect(off.text).toContain('disabled');
    const feedAdded = await cli('bank', 'feed', 'add', '--brand', 'LOTUS', '--code', 'sepay-tcb');
    expect(feedAdded.text).toMatch(/Secret \(shown once\): \S{20,}/);
    const rotated = await cli('bank', 'feed', 'rotate', 'sepay-tcb');
    expect(rotated.text).toContain('New secret of sepay-tcb');
    const m = await newMember(t);
    const o = await open(m, '900');
    const res = await feed(line({ transferAmount: 800, content: o.instructions.reference }));
    const lineId = String(res.json().value.lineId);
    const listed = await cli('bank', 'lines', '--status', 'queued');
    expect(listed.text).toContain(o.orderNo);
    expect((await cli('bank', 'resolve', lineId)).code).toBe(2);
    const done = await cli('bank', 'resolve', lineId, '--credit');
    expect(done.text).toContain(`credited (order ${o.orderNo})`);
    expect(await main(m)).toBe(800_00n);
  });
});
