import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, DEFAULT_MONEY_SETTINGS, MONEY_PATHS as P } from '@lotus/contracts';
import { betRounds, games } from '../src/db/schema';
import { autoReceiveWithdrawals } from '../src/modules/withdrawals/service';
import { type TestApp, opsCli } from './helpers';
import {
  balanceOf,
  createMoneyApp,
  errorOf,
  expectLedgerSound,
  fund,
  lotus,
  newMember,
  PAYMENT_PASSWORD,
  setMoneySettings,
  type TestMember,
} from './moneySupport';

let t: TestApp & { url: string };

const ops = opsCli(() => t.url);

const bind = (who: TestMember, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: P.bankAccounts,
    headers: who.h,
    payload: {
      bankCode: 'VCB',
      accountNo: '0123456789',
      accountName: 'NGUYEN VAN AN',
      paymentPassword: PAYMENT_PASSWORD,
      ...body,
    },
  });
const withdraw = (who: TestMember, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: P.withdrawalOrders,
    headers: who.h,
    payload: { paymentPassword: PAYMENT_PASSWORD, ...body },
  });
const one = (who: TestMember, orderNo: string) =>
  t.app.inject({ url: P.withdrawalOrder.replace(':orderNo', orderNo), headers: who.h });
const messages = async (who: TestMember) =>
  (await t.app.inject({ url: P.messages, headers: who.h })).json().value.list as {
    template: string;
    content: string;
  }[];

/** A member with money and a bound bank account. */
async function ready(amount = 10_000_00n) {
  const who = await newMember(t);
  if (amount > 0n) await fund(t, who.id, amount);
  const bank = (await bind(who, {})).json().value as { id: number };
  return { who, bankId: bank.id };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);

function multipart(
  files: { name: string; filename: string; type: string; data: Buffer }[],
  fields: Record<string, string> = {},
) {
  const boundary = `----lotus${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    parts.push(f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
const notReceived = (
  who: TestMember,
  orderNo: string,
  files: Parameters<typeof multipart>[0],
  fields?: Record<string, string>,
) => {
  const body = multipart(files, fields);
  return t.app.inject({
    method: 'POST',
    url: P.withdrawalNotReceived.replace(':orderNo', orderNo),
    headers: { ...who.h, 'content-type': body.contentType },
    payload: body.payload,
  });
};

beforeAll(async () => {
  t = await createMoneyApp();
});
afterAll(async () => {
  await t?.close();
});

describe('bank accounts', () => {
  it('lists the banks', async () => {
    const who = await newMember(t);
    const res = await t.app.inject({ url: P.banks, headers: who.h });
    expect(res.json().value.map((b: { code: string }) => b.code)).toContain('VCB');
  });

  it('binds an account whose name matches the payee name, ignoring accents, case and spaces', async () => {
    const who = await newMember(t);
    expect(errorOf(await bind(who, { accountName: 'TRAN THI BINH' }))).toMatchObject({
      status: 400,
      code: 'payee_name_mismatch',
      field: 'accountName',
    });
    expect(errorOf(await bind(who, { paymentPassword: '000000' }))).toMatchObject({
      status: 400,
      code: 'payment_password_wrong',
      field: 'paymentPassword',
    });
    const ok = await bind(who, { accountName: '  nguyen   van an ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      maskedAccountNo: '******6789',
      accountName: 'nguyen van an',
    });
    expect(errorOf(await bind(who, {}))).toMatchObject({ status: 409, code: 'bank_account_exists' });
    for (const n of ['11111111', '22222222', '33333333', '44444444'])
      expect((await bind(who, { accountNo: n })).statusCode).toBe(200);
    expect(errorOf(await bind(who, { accountNo: '55555555' }))).toMatchObject({
      status: 409,
      code: 'bank_account_limit',
    });
    const list = (await t.app.inject({ url: P.bankAccounts, headers: who.h })).json().value;
    expect(list).toHaveLength(5);
    const del = await t.app.inject({
      method: 'DELETE',
      url: P.bankAccount.replace(':id', String(list[4].id)),
      headers: who.h,
      payload: { paymentPassword: PAYMENT_PASSWORD },
    });
    expect(del.json().value).toEqual({ done: true });
    const other = await newMember(t);
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: P.bankAccount.replace(':id', String(list[0].id)),
      headers: other.h,
      payload: { paymentPassword: PAYMENT_PASSWORD },
    });
    expect(errorOf(theirs)).toMatchObject({ status: 404, code: 'bank_account_not_found' });
  });

  it("matches a Vietnamese full name as the bank prints it, and names the expected name in the member's language", async () => {
    const who = await newMember(t, { payeeName: null });
    const profile = await t.app.inject({
      method: 'PUT',
      url: ACCOUNT_PATHS.profile,
      headers: who.h,
      payload: { fullName: 'Nguyễn Văn Đức' },
    });
    expect(profile.json(), profile.body).toMatchObject({ value: { fields: { fullName: 'Nguyễn Văn Đức' } } });
    for (const [language, text] of [
      ['vi', 'Tên chủ tài khoản phải là NGUYEN VAN DUC'],
      ['en', 'The account name must be NGUYEN VAN DUC'],
    ] as const) {
      const res = await bind({ ...who, h: { ...who.h, language } }, { accountName: 'DUC NGUYEN VAN' });
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'payee_name_mismatch', field: 'accountName' });
      expect(res.json().message).toContain(text);
      expect(res.json().value).toEqual({ expectedName: 'NGUYEN VAN DUC' });
    }
    const ok = await bind(who, { accountName: 'nguyen van duc' });
    expect(ok.json()).toMatchObject({ success: true, value: { accountName: 'nguyen van duc' } });
  });

  it('needs a payee name and a payment password first; bad input is refused', async () => {
    const noPayee = await newMember(t, { payeeName: null });
    expect(errorOf(await bind(noPayee, {}))).toMatchObject({ status: 409, code: 'payee_name_required' });
    const noPassword = await newMember(t, { paymentPassword: null });
    expect(errorOf(await bind(noPassword, {}))).toMatchObject({ status: 409, code: 'payment_password_not_set' });
    const who = await newMember(t);
    expect(errorOf(await bind(who, { accountNo: '12ab' }))).toMatchObject({ status: 400, field: 'accountNo' });
    expect(errorOf(await bind(who, { bankCode: 'XXX' }))).toMatchObject({ status: 400, field: 'bankCode' });
  });
});

describe('withdrawal requests', () => {
  it('moves the money to the locked wallet; the member cannot cancel; others cannot see it', async () => {
    const { who, bankId } = await ready();
    const res = await withdraw(who, { bankAccountId: bankId, amount: '1234.56' });
    expect(res.statusCode, res.body).toBe(200);
    const w = res.json().value;
    expect(w).toMatchObject({ status: 'requested', amount: '123456', confirmation: null, canConfirm: false });
    expect(w.bankAccount).toMatchObject({ maskedAccountNo: '******6789', bankName: 'Vietcombank' });
    expect(await balanceOf(t, who)).toMatchObject({
      mainBalance: 8765_44n,
      lockedBalance: 1234_56n,
      sumBalance: 8765_44n,
    });
    const cancel = await t.app.inject({
      method: 'POST',
      url: P.withdrawalCancel.replace(':orderNo', w.orderNo),
      headers: who.h,
    });
    expect(errorOf(cancel)).toMatchObject({ status: 409, code: 'withdrawal_cancel_not_allowed' });
    const other = await newMember(t);
    expect(errorOf(await one(other, w.orderNo))).toMatchObject({ status: 404, code: 'withdrawal_not_found' });
    expect(errorOf(await withdraw(other, { bankAccountId: bankId, amount: 100 }))).toMatchObject({
      status: 404,
      code: 'bank_account_not_found',
    });
    expect((await t.app.inject({ url: P.withdrawalOrders, headers: other.h })).json().value.total).toBe(0);
  });

  it.each([
    ['below the minimum', 99.99, 400, 'amount_out_of_range'],
    ['above the maximum', 100_000_000.01, 400, 'amount_out_of_range'],
    ['negative', -1, 400, 'validation_failed'],
    ['zero', 0, 400, 'validation_failed'],
    ['fractional beyond cents', 100.001, 400, 'validation_failed'],
    ['huge', 1e300, 400, 'validation_failed'],
    ['non-numeric', '1,000', 400, 'validation_failed'],
  ])('refuses an amount %s', async (_n, amount, status, code) => {
    const { who, bankId } = await ready();
    const res = await withdraw(who, { bankAccountId: bankId, amount });
    expect(errorOf(res)).toMatchObject({ status, code, field: 'amount' });
    expect((await balanceOf(t, who)).lockedBalance).toBe(0n);
  });

  it('refuses a wrong payment password and more than the balance', async () => {
    const { who, bankId } = await ready(500_00n);
    expect(
      errorOf(await withdraw(who, { bankAccountId: bankId, amount: 200, paymentPassword: '999999' })),
    ).toMatchObject({
      status: 400,
      code: 'payment_password_wrong',
    });
    expect(errorOf(await withdraw(who, { bankAccountId: bankId, amount: 501 }))).toMatchObject({
      status: 409,
      code: 'insufficient_balance',
    });
    expect(await balanceOf(t, who)).toMatchObject({ mainBalance: 500_00n, lockedBalance: 0n });
  });

  it('two parallel withdrawals that together exceed the balance: exactly one succeeds', async () => {
    const { who, bankId } = await ready(1_000_00n);
    const results = await Promise.all([
      withdraw(who, { bankAccountId: bankId, amount: 600 }),
      withdraw(who, { bankAccountId: bankId, amount: 600 }),
      withdraw(who, { bankAccountId: bankId, amount: 600 }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().errorCode).toBe('insufficient_balance');
    expect(await balanceOf(t, who)).toMatchObject({ mainBalance: 400_00n, lockedBalance: 600_00n });
    await expectLedgerSound(t);
  });

  it('enforces the daily count and amount in the brand day', async () => {
    await setMoneySettings(t, { withdrawal: { dailyMaxCount: 2, dailyMaxAmount: 1_000_00 } });
    try {
      const { who, bankId } = await ready();
      expect((await withdraw(who, { bankAccountId: bankId, amount: 600 })).statusCode).toBe(200);
      const over = await withdraw(who, { bankAccountId: bankId, amount: 500 });
      expect(errorOf(over)).toMatchObject({ status: 409, code: 'withdrawal_daily_limit' });
      expect(over.json().value).toMatchObject({
        dailyMaxCount: 2,
        dailyMaxAmount: '100000',
        usedTodayCount: 1,
        usedTodayAmount: '60000',
      });
      expect((await withdraw(who, { bankAccountId: bankId, amount: 400 })).statusCode).toBe(200);
      expect(errorOf(await withdraw(who, { bankAccountId: bankId, amount: 100 }))).toMatchObject({
        code: 'withdrawal_daily_limit',
      });
      const s = (await t.app.inject({ url: P.withdrawalSettings, headers: who.h })).json().value;
      expect(s).toMatchObject({
        usedTodayCount: 2,
        usedTodayAmount: '100000',
        dailyMaxCount: 2,
        hasPaymentPassword: true,
        payeeName: 'Nguyễn Văn An',
      });
    } finally {
      const { dailyMaxCount, dailyMaxAmount } = DEFAULT_MONEY_SETTINGS.withdrawal;
      await setMoneySettings(t, { withdrawal: { dailyMaxCount, dailyMaxAmount } });
    }
  });

  it('checks the turnover requirement against valid bets', async () => {
    const { who, bankId } = await ready(0n);
    const brand = await lotus(t);
    // A deposit of 1,000.00 under a 1× turnover rule.
    await setMoneySettings(t, { deposit: { turnoverBps: 10_000 } });
    try {
      const o = (
        await t.app.inject({
          method: 'POST',
          url: P.depositOrders,
          headers: who.h,
          payload: {
            channelId: (await t.app.inject({ url: P.depositChannels, headers: who.h })).json().value[0].id,
            amount: 1000,
          },
        })
      ).json().value;
      await ops('deposit', 'approve', o.orderNo);
      const refused = await withdraw(who, { bankAccountId: bankId, amount: 100 });
      expect(errorOf(refused)).toMatchObject({ status: 409, code: 'turnover_requirement_not_met' });
      expect(refused.json().value).toEqual({ required: '100000', progress: '0', outstanding: '100000' });
      const [game] = await t.ctx.db.select().from(games).limit(1);
      const round = (id: string, stake: bigint) => ({
        merchantId: brand.id,
        memberId: who.id,
        vendorId: game!.vendorId,
        gameId: game!.id,
        gameType: game!.gameType,
        roundId: id,
        stake,
        win: 0n,
        validBet: stake,
        status: 'settled',
        betAt: new Date(),
        settledAt: new Date(),
        updatedAt: new Date(),
      });
      await t.ctx.db.insert(betRounds).values(round(`r-${who.id}-1`, 600_00n));
      expect((await withdraw(who, { bankAccountId: bankId, amount: 100 })).json().value).toEqual({
        required: '100000',
        progress: '60000',
        outstanding: '40000',
      });
      await t.ctx.db.insert(betRounds).values(round(`r-${who.id}-2`, 400_00n));
      expect((await withdraw(who, { bankAccountId: bankId, amount: 100 })).statusCode).toBe(200);
      expect((await t.app.inject({ url: P.withdrawalSettings, headers: who.h })).json().value.turnover).toEqual({
        required: '0',
        progress: '0',
        outstanding: '0',
      });
    } finally {
      await setMoneySettings(t, { deposit: { turnoverBps: 0 } });
    }
  });

  it('replays a clientRequestId', async () => {
    const { who, bankId } = await ready();
    const body = { bankAccountId: bankId, amount: 300, clientRequestId: 'wd-1' };
    const [a, b] = await Promise.all([withdraw(who, body), withdraw(who, body)]);
    expect(a.json().value.orderNo).toBe(b.json().value.orderNo);
    expect((await balanceOf(t, who)).lockedBalance).toBe(300_00n);
  });
});

describe('the operator and the member confirmation', () => {
  it('approve, pay, received: the CLI drives it, the member is told, money leaves once', async () => {
    const { who, bankId } = await ready();
    const w = (
      await withdraw({ ...who, h: { ...who.h, language: 'en' } }, { bankAccountId: bankId, amount: 2000 })
    ).json().value;
    const listed = await ops('withdrawal', 'list', '--status', 'requested');
    expect(listed.code).toBe(0);
    expect(listed.text).toContain(w.orderNo);
    expect(listed.text).toContain('0123456789');
    expect((await ops('withdrawal', 'pay', w.orderNo)).text).toMatch(/cannot pay a requested withdrawal/);
    const approved = await ops('withdrawal', 'approve', w.orderNo);
    expect(approved.text).toContain(': approved');
    expect((await ops('withdrawal', 'approve', w.orderNo)).code).toBe(0);
    const msg = (await messages({ ...who, h: { ...who.h, language: 'en' } })).find(
      (x) => x.template === 'withdrawal_approved',
    )!;
    expect(msg.content).toContain('2,000.00 VND');
    expect(msg.content).toContain('******6789');
    expect((await balanceOf(t, who)).lockedBalance).toBe(0n);
    expect((await ops('withdrawal', 'pay', w.orderNo)).text).toContain(': paid');
    const paid = (await one(who, w.orderNo)).json().value;
    expect(paid).toMatchObject({ status: 'paid', canConfirm: true, confirmation: null });
    expect(new Date(paid.confirmDeadline).getTime() - new Date(paid.paidAt).getTime()).toBe(30 * 60_000);
    expect((await ops('withdrawal', 'reject', w.orderNo)).code).toBe(1);
    const confirm = (outcome: string) =>
      t.app.inject({
        method: 'POST',
        url: P.withdrawalConfirm.replace(':orderNo', w.orderNo),
        headers: who.h,
        payload: { outcome },
      });
    expect(errorOf(await confirm('maybe'))).toMatchObject({ status: 400, field: 'outcome' });
    expect((await confirm('received')).json().value).toMatchObject({ confirmation: 'received', canConfirm: false });
    expect(errorOf(await confirm('full_payment'))).toMatchObject({
      status: 409,
      code: 'withdrawal_confirm_not_allowed',
    });
    expect(await balanceOf(t, who)).toMatchObject({ mainBalance: 8000_00n, lockedBalance: 0n });
    await expectLedgerSound(t);
  });

  it('reject returns the money (requested or approved) with the reason in the message', async () => {
    const { who, bankId } = await ready(3_000_00n);
    const a = (await withdraw(who, { bankAccountId: bankId, amount: 1000 })).json().value;
    const b = (await withdraw(who, { bankAccountId: bankId, amount: 500 })).json().value;
    await ops('withdrawal', 'approve', b.orderNo);
    expect((await ops('withdrawal', 'reject', a.orderNo, '--reason', 'bank details unclear')).text).toContain(
      'rejected',
    );
    expect((await ops('withdrawal', 'reject', b.orderNo)).text).toContain('rejected');
    expect(await balanceOf(t, who)).toMatchObject({ mainBalance: 3000_00n, lockedBalance: 0n });
    const msgs = (await messages(who)).filter((x) => x.template === 'withdrawal_rejected');
    expect(msgs).toHaveLength(2);
    expect(msgs.some((x) => x.content.includes('bank details unclear'))).toBe(true);
    expect((await one(who, a.orderNo)).json().value).toMatchObject({
      status: 'rejected',
      rejectReason: 'bank details unclear',
    });
    await expectLedgerSound(t);
  });

  it('not received: 1–3 png or jpg proofs by content, 5 MB each', async () => {
    const { who, bankId } = await ready();
    const w = (await withdraw(who, { bankAccountId: bankId, amount: 700 })).json().value;
    // Before payment there is nothing to confirm.
    expect(
      errorOf(await notReceived(who, w.orderNo, [{ name: 'proof', filename: 'a.png', type: 'image/png', data: PNG }])),
    ).toMatchObject({
      status: 409,
      code: 'withdrawal_confirm_not_allowed',
    });
    await ops('withdrawal', 'approve', w.orderNo);
    await ops('withdrawal', 'pay', w.orderNo);
    expect(errorOf(await notReceived(who, w.orderNo, []))).toMatchObject({ status: 400, code: 'proof_required' });
    const fake = Buffer.from('GIF89a not a png at all');
    expect(
      errorOf(await notReceived(who, w.orderNo, [{ name: 'proof', filename: 'x.png', type: 'image/png', data: fake }])),
    ).toMatchObject({
      status: 400,
      code: 'proof_invalid',
    });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      errorOf(
        await notReceived(who, w.orderNo, [{ name: 'proof', filename: 'big.png', type: 'image/png', data: big }]),
      ),
    ).toMatchObject({
      status: 413,
      code: 'proof_too_large',
    });
    const four = [PNG, JPG, PNG, JPG].map((data, i) => ({
      name: 'proof',
      filename: `p${i}.bin`,
      type: 'application/octet-stream',
      data,
    }));
    expect(errorOf(await notReceived(who, w.orderNo, four))).toMatchObject({ status: 400, code: 'proof_too_many' });
    expect(
      errorOf(
        await notReceived(who, w.orderNo, [{ name: 'proof', filename: 'a.png', type: 'image/png', data: PNG }], {
          remark: 'x'.repeat(141),
        }),
      ),
    ).toMatchObject({
      status: 400,
      field: 'remark',
    });
    const other = await newMember(t);
    expect(
      errorOf(
        await notReceived(other, w.orderNo, [{ name: 'proof', filename: 'a.png', type: 'image/png', data: PNG }]),
      ),
    ).toMatchObject({
      status: 404,
      code: 'withdrawal_not_found',
    });
    const res = await notReceived(
      who,
      w.orderNo,
      [
        { name: 'proof', filename: 'statement.jpg', type: 'image/jpeg', data: JPG },
        { name: 'proof', filename: 'screenshot.txt', type: 'text/plain', data: PNG },
      ],
      { remark: 'nothing on my statement' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ confirmation: 'not_received', remark: 'nothing on my statement', canConfirm: false });
    expect(v.proofs).toHaveLength(2);
    const img = await t.app.inject({ url: v.proofs[1].url, headers: who.h });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    expect(errorOf(await t.app.inject({ url: v.proofs[1].url, headers: other.h }))).toMatchObject({
      status: 404,
      code: 'proof_not_found',
    });
    expect((await ops('withdrawal', 'list', '--disputed')).text).toContain(w.orderNo);
  });

  it('without an answer in time it counts as received (auto_received), and then cannot be disputed', async () => {
    const { who, bankId } = await ready();
    const w = (await withdraw(who, { bankAccountId: bankId, amount: 800 })).json().value;
    await ops('withdrawal', 'approve', w.orderNo);
    await ops('withdrawal', 'pay', w.orderNo);
    expect(await autoReceiveWithdrawals({ ...t.ctx, now: () => new Date(Date.now() + 29 * 60_000) })).toBe(0);
    expect(await autoReceiveWithdrawals({ ...t.ctx, now: () => new Date(Date.now() + 31 * 60_000) })).toBe(1);
    const after = (await one(who, w.orderNo)).json().value;
    expect(after).toMatchObject({ confirmation: 'auto_received', canConfirm: false });
    expect(after.confirmedAt).toBe(after.confirmDeadline);
    expect(
      errorOf(await notReceived(who, w.orderNo, [{ name: 'proof', filename: 'a.png', type: 'image/png', data: PNG }])),
    ).toMatchObject({
      code: 'withdrawal_confirm_not_allowed',
    });
    expect(await balanceOf(t, who)).toMatchObject({ mainBalance: 9200_00n, lockedBalance: 0n });
    expect((await ops('money', 'job', 'withdrawals.autoReceive')).text).toContain('processed');
    expect((await ops('money', 'verify')).text).toMatch(/Ledger sound/);
  });
});
