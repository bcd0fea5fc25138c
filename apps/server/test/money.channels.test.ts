import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_PATHS as P, OPS_MONEY_PATHS as O, type OpsDepositChannel } from '@lotus/contracts';
import { ops, type TestApp, opsCli } from './helpers';
import {
  balanceOf,
  createMoneyApp,
  errorOf,
  expectLedgerSound,
  newMember,
  setMoneySettings,
  type TestMember,
} from './moneySupport';

/** The operator's deposit channels: ops API and `npm run ops -- deposit channels|channel`. */
let t: TestApp & { url: string };
let m: TestMember;

beforeAll(async () => {
  t = await createMoneyApp();
  m = await newMember(t);
});
afterAll(async () => {
  await t?.close();
});

/** A command line of plain words, as typed. */
const words = (line: string) => line.split(' ');

const cli = opsCli(() => t.url);

const add = (body: Record<string, unknown>, headers: Record<string, string> = ops()) =>
  t.app.inject({ method: 'POST', url: O.depositChannels, headers, payload: body });
const update = (id: number | string, body: Record<string, unknown>, headers: Record<string, string> = ops()) =>
  t.app.inject({ method: 'PATCH', url: O.depositChannel.replace(':id', String(id)), headers, payload: body });
const opsList = async (q = '') => {
  const res = await t.app.inject({ url: `${O.depositChannels}${q}`, headers: ops() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as OpsDepositChannel[];
};
const memberList = async (who: TestMember = m, language = 'en') =>
  (await t.app.inject({ url: P.depositChannels, headers: { ...who.h, language } })).json().value as {
    id: number;
    code: string;
    name: string;
    minAmount: number;
    maxAmount: number;
    feeBps: number;
    feeFixed: number;
  }[];
const deposit = (who: TestMember, channelId: number, amount: number | string) =>
  t.app.inject({ method: 'POST', url: P.depositOrders, headers: who.h, payload: { channelId, amount } });

const EWALLET = {
  brand: 'LOTUS',
  type: 'ewallet',
  name: { vi: 'Ví MoMo', en: 'MoMo wallet' },
  minAmount: 100_00,
  maxAmount: 20_000_000_00,
  feeBps: 150,
};
const BANK = {
  bankName: 'Techcombank',
  accountNo: '19036677889900',
  accountName: 'CONG TY LOTUS DEMO',
};

describe('ops API: deposit channels', () => {
  it('needs the operator key', async () => {
    expect(errorOf(await t.app.inject({ url: O.depositChannels, headers: { merchant: 'LOTUS' } }))).toMatchObject({
      status: 401,
      code: 'ops_key_invalid',
    });
    expect(errorOf(await add(EWALLET, { merchant: 'LOTUS', 'x-ops-key': 'not-the-key-0000' }))).toMatchObject({
      status: 401,
      code: 'ops_key_invalid',
    });
    expect(errorOf(await update(1, { enabled: false }, { merchant: 'LOTUS' }))).toMatchObject({
      status: 401,
      code: 'ops_key_invalid',
    });
  });

  it('lists every channel of the brand with both names, minor units and state', async () => {
    const rows = await opsList('?brand=lotus');
    expect(rows.map((c) => c.code)).toEqual(['BANK_VCB', 'EWALLET', 'QRPAY']);
    expect(rows[0]).toMatchObject({
      brand: 'LOTUS',
      type: 'bank_transfer',
      gateway: 'manual',
      name: { vi: 'Chuyển khoản ngân hàng', en: 'Bank transfer' },
      minAmount: 100_00,
      enabled: true,
      bank: { bankName: 'Vietcombank' },
    });
    expect(rows[1]).toMatchObject({ feeBps: 100, feeFixed: 0, bank: null, gateway: 'sandbox' });
    expect((await opsList()).length).toBeGreaterThanOrEqual(3);
    expect(errorOf(await t.app.inject({ url: `${O.depositChannels}?brand=NOPE`, headers: ops() }))).toMatchObject({
      status: 404,
      code: 'merchant_not_found',
      field: 'brand',
    });
  });

  it('adds a gateway channel the members see at once, in its order, and can pay into', async () => {
    const res = await add({ ...EWALLET, sort: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().value as OpsDepositChannel;
    expect(c).toMatchObject({
      brand: 'LOTUS',
      code: 'MOMO_WALLET',
      type: 'ewallet',
      gateway: 'sandbox',
      name: EWALLET.name,
      minAmount: 100_00,
      maxAmount: 20_000_000_00,
      feeBps: 150,
      feeFixed: 0,
      sort: 2,
      enabled: true,
      bank: null,
    });
    const list = await memberList();
    expect(list.find((x) => x.id === c.id)).toMatchObject({
      name: 'MoMo wallet',
      minAmount: '10000',
      maxAmount: '2000000000',
      feeBps: 150,
    });
    expect((await memberList(m, 'vi')).find((x) => x.id === c.id)?.name).toBe('Ví MoMo');
    const order = await deposit(m, c.id, 200);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().value).toMatchObject({
      channelType: 'ewallet',
      amount: '20000',
      fee: '300',
      creditAmount: '19700',
    });
    // Its own limits apply.
    expect(errorOf(await deposit(m, c.id, 99))).toMatchObject({ status: 400, code: 'amount_out_of_range' });
    // The same English name again gets the next free code; the default order is after the last one.
    const again = (await add({ ...EWALLET })).json().value as OpsDepositChannel;
    expect(again.code).toBe('MOMO_WALLET_2');
    expect(again.sort).toBe(4);
    expect((await update(again.id, { enabled: false })).statusCode).toBe(200);
  });

  it('adds a bank channel with the receiving account; the member gets its instructions', async () => {
    const res = await add({
      brand: 'lotus',
      type: 'bank',
      code: 'bank_tcb',
      name: { vi: '  Chuyển khoản Techcombank ', en: 'Techcombank transfer' },
      minAmount: 50_000_00,
      maxAmount: 100_000_000_00,
      feeFixed: 5_000_00,
      bank: BANK,
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().value as OpsDepositChannel;
    expect(c).toMatchObject({
      code: 'BANK_TCB',
      type: 'bank_transfer',
      gateway: 'manual',
      name: { vi: 'Chuyển khoản Techcombank', en: 'Techcombank transfer' },
      feeFixed: 5_000_00,
      bank: BANK,
    });
    const o = (await deposit(m, c.id, 60_000)).json().value;
    expect(o).toMatchObject({ fee: '500000', creditAmount: '5500000' });
    expect(o.instructions).toMatchObject({ bankName: 'Techcombank', accountNo: '19036677889900' });
    expect(errorOf(await add({ ...EWALLET, code: 'BANK_TCB' }))).toMatchObject({
      status: 409,
      code: 'deposit_channel_code_taken',
      field: 'code',
    });
  });

  it('refuses what is not a channel, with its own error code and field', async () => {
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ type: 'crypto' }, 400, 'deposit_channel_type_invalid', 'type'],
      [{ name: { vi: '', en: 'X' } }, 400, 'deposit_channel_name_invalid', 'name.vi'],
      [{ name: { vi: 'Ví', en: '   ' } }, 400, 'deposit_channel_name_invalid', 'name.en'],
      [{ name: { vi: 'V'.repeat(65), en: 'X' } }, 400, 'deposit_channel_name_invalid', 'name.vi'],
      [{ minAmount: 0 }, 400, 'deposit_channel_limits_invalid', 'minAmount'],
      [{ minAmount: -100 }, 400, 'deposit_channel_limits_invalid', 'minAmount'],
      [{ minAmount: 5_000_00, maxAmount: 4_000_00 }, 400, 'deposit_channel_limits_invalid', 'minAmount'],
      [{ maxAmount: 2_000_000_000_00 }, 400, 'deposit_channel_limits_invalid', 'maxAmount'],
      [{ minAmount: 12.5 }, 400, 'validation_failed', 'minAmount'],
      [{ maxAmount: '1000' }, 400, 'validation_failed', 'maxAmount'],
      [{ feeBps: -1 }, 400, 'deposit_channel_fee_invalid', 'feeBps'],
      [{ feeBps: 10_000 }, 400, 'deposit_channel_fee_invalid', 'feeBps'],
      [{ feeFixed: -1 }, 400, 'deposit_channel_fee_invalid', 'feeFixed'],
      [{ feeFixed: 100_00 }, 400, 'deposit_channel_fee_invalid', 'feeFixed'],
      [{ gateway: 'nope' }, 404, 'payment_gateway_unknown', 'gateway'],
      [{ gateway: 'manual' }, 404, 'payment_gateway_unknown', 'gateway'],
      [{ bank: BANK }, 400, 'deposit_channel_bank_invalid', 'bank'],
      [{ type: 'bank_transfer' }, 400, 'deposit_channel_bank_invalid', 'bank.bankName'],
      [
        { type: 'bank_transfer', bank: { ...BANK, accountNo: '12' } },
        400,
        'deposit_channel_bank_invalid',
        'bank.accountNo',
      ],
      [{ type: 'bank_transfer', gateway: 'sandbox', bank: BANK }, 400, 'validation_failed', 'gateway'],
      [{ brand: 'NOPE' }, 404, 'merchant_not_found', 'brand'],
      [{ code: 'bad code!' }, 400, 'validation_failed', 'code'],
    ];
    for (const [patch, status, code, field] of cases) {
      expect(errorOf(await add({ ...EWALLET, ...patch })), JSON.stringify(patch)).toMatchObject({
        status,
        code,
        field,
      });
    }
    // The limits refusal carries the brand's limits; the message is in the caller's language.
    const over = await add({ ...EWALLET, maxAmount: 2_000_000_000_00 }, { ...ops(), language: 'vi' });
    expect(over.json()).toMatchObject({
      value: { brandMin: 1_00, brandMax: 1_000_000_000_00 },
      message: expect.stringContaining('Hạn mức kênh không hợp lệ'),
    });
    const en = await add({ ...EWALLET, type: 'crypto' }, { ...ops(), language: 'en' });
    expect(en.json().message).toBe('Unknown deposit channel type (bank, ewallet or qr)');
    // Nothing was added.
    expect((await opsList('?brand=LOTUS')).filter((c) => c.name.en === 'X')).toEqual([]);
  });

  it('disabling takes a channel out of the list and refuses new orders; opened orders go on', async () => {
    const bank = (await opsList('?brand=LOTUS')).find((c) => c.code === 'BANK_VCB')!;
    const qr = (await opsList('?brand=LOTUS')).find((c) => c.code === 'QRPAY')!;
    const who = await newMember(t);
    const opened = (await deposit(who, bank.id, 300)).json().value as { orderNo: string };
    const gatewayOrder = (await deposit(who, qr.id, 100)).json().value as { orderNo: string; redirectUrl: string };

    const off = await update(bank.id, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().value).toMatchObject({ id: bank.id, enabled: false, code: 'BANK_VCB' });
    expect((await update(qr.id, { enabled: false })).statusCode).toBe(200);
    const codes = (await memberList(who)).map((c) => c.code);
    expect(codes).not.toContain('BANK_VCB');
    expect(codes).not.toContain('QRPAY');
    expect(errorOf(await deposit(who, bank.id, 300))).toMatchObject({
      status: 404,
      code: 'deposit_channel_not_found',
      field: 'channelId',
    });
    expect(errorOf(await deposit(who, qr.id, 100))).toMatchObject({ status: 404, code: 'deposit_channel_not_found' });

    // The bank order opened before: still shown with its instructions, and the operator credits it.
    const mine = await t.app.inject({ url: P.depositOrder.replace(':orderNo', opened.orderNo), headers: who.h });
    expect(mine.json().value).toMatchObject({ status: 'pending', channelName: 'Chuyển khoản ngân hàng' });
    expect(mine.json().value.instructions).toMatchObject({ bankName: 'Vietcombank' });
    const approved = await t.app.inject({
      method: 'POST',
      url: O.depositApprove.replace(':orderNo', opened.orderNo),
      headers: ops(),
    });
    expect(approved.json().value).toMatchObject({ status: 'credited' });
    // The gateway order opened before: the payer pays, the callback credits it.
    const ref = gatewayOrder.redirectUrl.split('/').pop()!;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${ref}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(paid.statusCode, paid.body).toBeLessThan(400);
    await expect
      .poll(
        async () =>
          (await t.app.inject({ url: P.depositOrder.replace(':orderNo', gatewayOrder.orderNo), headers: who.h })).json()
            .value.status,
        { timeout: 10_000 },
      )
      .toBe('credited');
    expect((await balanceOf(t, who)).mainBalance).toBe(400_00n);

    // Enabled again: back in the list, in its place.
    expect((await update(bank.id, { enabled: true })).json().value.enabled).toBe(true);
    expect((await update(qr.id, { enabled: true })).statusCode).toBe(200);
    expect((await memberList(who))[0]!.code).toBe('BANK_VCB');
    await expectLedgerSound(t);
  });

  it('updates only what is given, under the same rules; brand, type and code stay', async () => {
    const c = (await add({ ...EWALLET, name: { vi: 'QR ngân hàng', en: 'Bank QR' }, type: 'qr' })).json()
      .value as OpsDepositChannel;
    const res = await update(c.id, { minAmount: 200_00, feeBps: 0, feeFixed: 1_00, name: { en: 'VietQR' }, sort: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      type: 'qr',
      code: 'BANK_QR',
      name: { vi: 'QR ngân hàng', en: 'VietQR' },
      minAmount: 200_00,
      maxAmount: EWALLET.maxAmount,
      feeBps: 0,
      feeFixed: 1_00,
      sort: 0,
    });
    expect((await memberList())[0]).toMatchObject({ id: c.id, name: 'VietQR', minAmount: '20000', feeFixed: '100' });
    for (const [patch, status, code, field] of [
      [{ minAmount: 30_000_000_00 }, 400, 'deposit_channel_limits_invalid', 'minAmount'],
      [{ maxAmount: 0 }, 400, 'deposit_channel_limits_invalid', 'maxAmount'],
      [{ feeFixed: 200_00 }, 400, 'deposit_channel_fee_invalid', 'feeFixed'],
      [{ feeBps: -5 }, 400, 'deposit_channel_fee_invalid', 'feeBps'],
      [{ name: { vi: '' } }, 400, 'deposit_channel_name_invalid', 'name.vi'],
      [{ bank: BANK }, 400, 'deposit_channel_bank_invalid', 'bank'],
      [{ gateway: 'nope' }, 404, 'payment_gateway_unknown', 'gateway'],
      [{ type: 'ewallet' }, 400, 'validation_failed', undefined],
      [{ brand: 'OTHER' }, 400, 'validation_failed', undefined],
      [{ enabled: 'no' }, 400, 'validation_failed', 'enabled'],
      [{}, 400, 'validation_failed', 'body'],
    ] as [Record<string, unknown>, number, string, string | undefined][]) {
      const r = errorOf(await update(c.id, patch));
      expect(r, JSON.stringify(patch)).toMatchObject({ status, code });
      if (field) expect(r.field, JSON.stringify(patch)).toBe(field);
    }
    expect(errorOf(await update(999_999, { enabled: false }))).toMatchObject({
      status: 404,
      code: 'deposit_channel_not_found',
    });
    expect(errorOf(await update('abc', { enabled: false }))).toMatchObject({ status: 400, code: 'validation_failed' });
    // A bank channel's account can be changed field by field.
    const bank = (await opsList('?brand=LOTUS')).find((x) => x.code === 'BANK_TCB')!;
    const moved = await update(bank.id, { bank: { accountNo: '1903 0000 1111' } });
    expect(moved.json().value.bank).toEqual({ ...BANK, accountNo: '190300001111' });
    expect((await update(c.id, { enabled: false })).statusCode).toBe(200);
  });

  it('keeps channels within the brand deposit limits, and members see the overlap', async () => {
    const ewallet = (await opsList('?brand=LOTUS')).find((x) => x.code === 'EWALLET')!;
    await setMoneySettings(t, { deposit: { minAmount: 80_00, maxAmount: 10_000_000_00 } });
    try {
      expect((await memberList()).find((x) => x.code === 'EWALLET')).toMatchObject({
        minAmount: '8000',
        maxAmount: '1000000000',
      });
      expect(errorOf(await deposit(m, ewallet.id, 60))).toMatchObject({
        status: 400,
        code: 'amount_out_of_range',
        value: { min: '8000', max: '1000000000' },
      });
      expect(errorOf(await update(ewallet.id, { minAmount: 100_00, maxAmount: 20_000_000_00 }))).toMatchObject({
        code: 'deposit_channel_limits_invalid',
        field: 'maxAmount',
        value: { brandMin: 80_00, brandMax: 10_000_000_00 },
      });
      // Switching it off and on never fails on limits the brand narrowed later.
      expect((await update(ewallet.id, { enabled: false })).statusCode).toBe(200);
      expect((await update(ewallet.id, { enabled: true })).statusCode).toBe(200);
      // A channel wholly outside the brand's limits is not offered, and an order on it is refused.
      await setMoneySettings(t, { deposit: { minAmount: 1_00, maxAmount: 40_00 } });
      expect((await memberList()).some((x) => x.code === 'EWALLET')).toBe(false);
      expect(errorOf(await deposit(m, ewallet.id, 40))).toMatchObject({
        status: 404,
        code: 'deposit_channel_not_found',
      });
      await expect(setMoneySettings(t, { deposit: { minAmount: 500_00, maxAmount: 100_00 } })).rejects.toMatchObject({
        errorCode: 'validation_failed',
      });
    } finally {
      await setMoneySettings(t, { deposit: { minAmount: 1_00, maxAmount: 1_000_000_000_00 } });
    }
  });
});

describe('npm run ops -- deposit channels | channel add | channel update', () => {
  it('lists, adds, updates, disables and enables channels', async () => {
    const list = await cli('deposit', 'channels', '--brand', 'lotus');
    expect(list.code, list.text).toBe(0);
    expect(list.text).toMatch(
      /^ID\s+BRAND\s+CODE\s+TYPE\s+GATEWAY\s+NAME \(VI \/ EN\)\s+MIN\s+MAX\s+FEE\s+ORDER\s+STATUS/m,
    );
    expect(list.text).toMatch(
      /BANK_VCB\s+bank_transfer\s+manual\s+Chuyển khoản ngân hàng \/ Bank transfer\s+100\.00\s+500,000,000\.00\s+none/,
    );
    expect(list.text).toMatch(/EWALLET\s+ewallet\s+sandbox\s+.*\s+50\.00\s+50,000,000\.00\s+1%\s+2\s+enabled/);

    const added = await cli(
      'deposit',
      'channel',
      'add',
      '--brand',
      'LOTUS',
      '--type',
      'bank',
      '--name',
      'ACB',
      '--min',
      '1,000',
      '--max',
      '5000000.50',
      '--fee',
      '2.5',
      '--order',
      '9',
      '--bank-name',
      'ACB',
      '--account-no',
      '123456789',
      '--account-name',
      'CONG TY LOTUS',
    );
    expect(added.code, added.text).toBe(0);
    const id = /Added deposit channel (\d+) \(ACB\) to brand LOTUS, enabled/.exec(added.text)?.[1];
    expect(id, added.text).toBeDefined();
    expect(added.text).toMatch(
      /ACB\s+bank_transfer\s+manual\s+ACB\s+1,000\.00\s+5,000,000\.50\s+2\.50\s+9\s+enabled\s+ACB 123456789 CONG TY LOTUS/,
    );
    const row = (await opsList('?brand=LOTUS')).find((c) => c.id === Number(id))!;
    expect(row).toMatchObject({
      minAmount: 1_000_00,
      maxAmount: 5_000_000_50,
      feeFixed: 2_50,
      feeBps: 0,
      name: { vi: 'ACB', en: 'ACB' },
    });

    const changed = await cli(
      'deposit',
      'channel',
      'update',
      id!,
      '--fee-percent',
      '0.5',
      '--name-en',
      'ACB transfer',
      '--disable',
    );
    expect(changed.code, changed.text).toBe(0);
    expect(changed.text).toContain(`Updated deposit channel ${id} (ACB) of brand LOTUS, disabled`);
    expect(changed.text).toMatch(/ACB \/ ACB transfer\s+1,000\.00\s+5,000,000\.50\s+0\.5% \+ 2\.50\s+9\s+disabled/);
    expect((await memberList()).some((c) => c.id === Number(id))).toBe(false);
    expect((await cli('deposit', 'channels')).text).toMatch(new RegExp(`^${id}\\s+LOTUS\\s+ACB\\s.*disabled`, 'm'));
    expect((await cli('deposit', 'channel', 'update', id!, '--enable')).code).toBe(0);
    expect((await memberList()).some((c) => c.id === Number(id))).toBe(true);

    // Gateway channels, with a rate.
    const qr = await cli(
      'deposit',
      'channel',
      'add',
      '-b',
      'LOTUS',
      '--type',
      'qr',
      '--name-vi',
      'Quét VietQR',
      '--name-en',
      'VietQR scan',
      '--min',
      '10',
      '--max',
      '1000',
      '--fee-percent',
      '1.25',
    );
    expect(qr.code, qr.text).toBe(0);
    expect(qr.text).toMatch(/VIETQR_SCAN\s+qr\s+sandbox\s+Quét VietQR \/ VietQR scan\s+10\.00\s+1,000\.00\s+1\.25%/);
  });

  it('prints the server refusal with its code, and usage mistakes with the usage', async () => {
    const bad = await cli(...words('deposit channel add --brand LOTUS --type ewallet --name X --min 500 --max 100'));
    expect(bad.code).toBe(1);
    expect(bad.text).toContain('[deposit_channel_limits_invalid, field minAmount]');
    expect(bad.text).toContain('brand limits 1.00 to 1,000,000,000.00');
    const tooBig = await cli(
      ...words('deposit channel add --brand LOTUS --type ewallet --name X --min 5 --max 2000000000'),
    );
    expect(tooBig.text).toContain('[deposit_channel_limits_invalid, field maxAmount]');
    const fee = await cli(...words('deposit channel add --brand LOTUS --type qr --name X --min 5 --max 10 --fee 5'));
    expect(fee).toMatchObject({ code: 1 });
    expect(fee.text).toContain('[deposit_channel_fee_invalid, field feeFixed]');
    const neg = await cli(
      ...words('deposit channel add --brand LOTUS --type qr --name X --min 5 --max 10 --fee-percent=-1'),
    );
    expect(neg.text).toContain('[deposit_channel_fee_invalid, field feeBps]');
    const long = await cli(
      'deposit',
      'channel',
      'add',
      '--brand',
      'LOTUS',
      '--type',
      'qr',
      '--name',
      'N'.repeat(65),
      '--min',
      '5',
      '--max',
      '10',
    );
    expect(long.text).toContain('[deposit_channel_name_invalid, field name.vi]');
    const none = await cli('deposit', 'channel', 'update', '999999', '--disable');
    expect(none).toMatchObject({ code: 1 });
    expect(none.text).toContain('[deposit_channel_not_found, field id]');

    for (const [argv, message] of [
      [
        ['deposit', 'channel', 'add', '--type', 'qr', '--name', 'X', '--min', '5', '--max', '10'],
        '--brand CODE is required',
      ],
      [
        [
          'deposit',
          'channel',
          'add',
          '--brand',
          'LOTUS',
          '--type',
          'crypto',
          '--name',
          'X',
          '--min',
          '5',
          '--max',
          '10',
        ],
        'expected bank, ewallet or qr',
      ],
      [['deposit', 'channel', 'add', '--brand', 'LOTUS', '--type', 'qr', '--min', '5', '--max', '10'], '--name TEXT'],
      [
        ['deposit', 'channel', 'add', '--brand', 'LOTUS', '--type', 'qr', '--name', 'X', '--min', '5'],
        '--min N and --max N are required',
      ],
      [
        [
          'deposit',
          'channel',
          'add',
          '--brand',
          'LOTUS',
          '--type',
          'qr',
          '--name',
          'X',
          '--min',
          'five',
          '--max',
          '10',
        ],
        '--min: expected an amount',
      ],
      [
        [
          'deposit',
          'channel',
          'add',
          '--brand',
          'LOTUS',
          '--type',
          'qr',
          '--name',
          'X',
          '--min',
          '5.555',
          '--max',
          '10',
        ],
        '--min: expected an amount',
      ],
      [['deposit', 'channel', 'update', '1', '--enable', '--disable'], '--enable and --disable'],
      [['deposit', 'channel', 'update', '1'], 'nothing to change'],
      [['deposit', 'channel', 'update', 'abc', '--enable'], 'expected one channel <id>'],
      [['deposit', 'channel', 'update', '1', '--type', 'qr'], 'keeps its type and code'],
      [['deposit', 'channel', 'update', '1', '--order', '-3'], '--order'],
      [['deposit', 'channel'], 'missing action'],
      [['deposit', 'channel', 'remove', '1'], 'unknown action "remove"'],
    ] as [string[], string][]) {
      const r = await cli(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.text, argv.join(' ')).toContain(message);
    }
    expect((await cli('help', 'deposit')).text).toContain('deposit channel add --brand CODE --type bank|ewallet|qr');
  });
});
