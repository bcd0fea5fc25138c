import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MONEY_PATHS,
  OPS_MONEY_PATHS,
  OPS_REFERRAL_PATHS as O,
  REFERRAL_PATHS as P,
  type OpsReferralSettingsBody,
} from '@lotus/contracts';
import { auditLog, games, ledgerEntries, members, merchants, referrals } from '../src/db/schema';
import { DEMO_PROFILE } from '../src/db/seed/demoBrand';
import { applyRoundTransaction } from '../src/modules/records/service';
import { evaluateDueReferrals } from '../src/modules/referral/service';
import {
  authed,
  headers,
  lastCode,
  MOD,
  nextIp,
  P as A,
  sendEncrypted,
  setSwitch,
  sliderTicket,
  solvedCaptcha,
  uniqueName,
  uniquePhone,
} from './accounts/support';
import { ops, type TestApp } from './helpers';
import {
  balanceOf,
  createMoneyApp,
  errorOf,
  expectLedgerSound,
  lotus,
  newMember,
  type TestMember,
} from './moneySupport';
import { operatorWithRole } from './operatorsSupport';

let t: TestApp & { url: string };
let referrer: TestMember;
let code: string;
let bankChannel: number;
/** The referrer's browser (its device cookie, set by the site on its first answer). */
let DEVICE: Device;

interface Device {
  /** `lotus_device=<id>.<signature>`, as the browser sends it back. */
  cookie: string;
  id: string;
}
/** A new browser: the server-signed device cookie the site's first answer sets (plugins/deviceCookie.ts). */
async function newDevice(): Promise<Device> {
  const res = await t.app.inject({ url: '/wps/system/status', headers: { merchant: 'LOTUS' } });
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  expect(cookie).toMatch(/^lotus_device=[\w-]{22}\.[\w-]{43}$/);
  return { cookie, id: cookie.slice('lotus_device='.length).split('.')[0]! };
}

const FIXED: OpsReferralSettingsBody = {
  rewardKind: 'fixed',
  fixedAmount: 50,
  shareBps: 0,
  betDays: 7,
  minFirstDeposit: 100,
  maxReward: 0,
  depositWithinDays: 30,
};
const setRules = (body: Partial<OpsReferralSettingsBody>, h: Record<string, string> = ops()) =>
  t.app.inject({ method: 'PUT', url: O.settings, headers: h, payload: { ...FIXED, brand: 'LOTUS', ...body } });

/** A friend registers by username through the site's own registration (encrypted, captcha, slider, SMS). */
async function register(o: { referralCode?: string; ip?: string; device?: Device; payeeName?: string } = {}) {
  const ip = o.ip ?? nextIp();
  const mobile = uniquePhone();
  const sms = await t.app.inject({
    method: 'POST',
    url: A.smsRegisterCode,
    headers: headers(ip),
    payload: { countryDialingCode: '84', mobileNo: mobile },
  });
  expect(sms.statusCode, sms.body).toBe(200);
  const username = uniqueName('fr');
  const body = {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: mobile,
    countryDialingCode: '84',
    verificationCode: lastCode(t, 'sms', `84${mobile}`),
    agreeTerms: true,
    payeeName: o.payeeName ?? 'Tran Thi Binh',
    referralCode: o.referralCode,
    sliderTicket: await sliderTicket(t, ip),
    ...(await solvedCaptcha(t, ip)),
  };
  const res = await sendEncrypted(t, 'PUT', A.register, body, headers(ip, o.device ? { cookie: o.device.cookie } : {}));
  return { res, username: username.toLowerCase(), ip, h: () => authed(ip, res.json().value.token as string) };
}

/** The friend's first deposit: a bank transfer the operator approves. */
async function deposit(h: Record<string, string>, amount: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: MONEY_PATHS.depositOrders,
    headers: h,
    payload: { channelId: bankChannel, amount, payerName: 'TRAN THI BINH' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const approve = await t.app.inject({
    method: 'POST',
    url: OPS_MONEY_PATHS.depositApprove.replace(':orderNo', res.json().value.orderNo),
    headers: ops(),
  });
  expect(approve.json().value.status).toBe('credited');
}

const rowOf = async (username: string) => {
  const [m] = await t.ctx.db.select({ id: members.id }).from(members).where(eq(members.username, username));
  const [r] = await t.ctx.db.select().from(referrals).where(eq(referrals.friendId, m!.id));
  return r;
};
const rewardEntries = () =>
  t.ctx.db.select().from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, 'referral:%'));

beforeAll(async () => {
  t = await createMoneyApp();
  referrer = await newMember(t);
  DEVICE = await newDevice();
  bankChannel = (await t.app.inject({ url: MONEY_PATHS.depositChannels, headers: referrer.h })).json().value[0].id;
  expect((await setRules({})).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('the member’s code and link', () => {
  it('makes a code once and names the link with it; the device is kept', async () => {
    const a = await t.app.inject({
      url: P.summary,
      headers: { ...referrer.h, cookie: DEVICE.cookie, host: 'lotus.test' },
    });
    expect(a.statusCode, a.body).toBe(200);
    const v = a.json().value;
    expect(v.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(v.link).toBe(`http://lotus.test/register?ref=${v.code}`);
    expect(v).toMatchObject({
      invited: 0,
      qualified: 0,
      earned: '0',
      rules: { rewardKind: 'fixed', fixedAmount: '5000', minFirstDeposit: '10000' },
    });
    const b = await t.app.inject({ url: P.summary, headers: referrer.h });
    expect(b.json().value.code).toBe(v.code);
    code = v.code;
  });

  it('refuses a guest, a trial account and a brand whose referral promotion is off', async () => {
    expect(errorOf(await t.app.inject({ url: P.summary, headers: headers(nextIp()) })).status).toBe(401);
    const trial = await newMember(t, { isAgent: 4 });
    expect(errorOf(await t.app.inject({ url: P.summary, headers: trial.h })).code).toBe('in_need_true_account');
    await setSwitch(t, MOD.REFERRAL, false);
    try {
      expect(errorOf(await t.app.inject({ url: P.summary, headers: referrer.h }))).toMatchObject({
        status: 403,
        code: 'referral_disabled',
      });
      expect(errorOf(await t.app.inject({ url: P.friends, headers: referrer.h })).code).toBe('referral_disabled');
    } finally {
      await setSwitch(t, MOD.REFERRAL, true);
    }
  });
});

describe('a friend registers with the code and deposits', () => {
  let friend: Awaited<ReturnType<typeof register>>;

  it('refuses an unknown code and creates no account', async () => {
    const r = await register({ referralCode: 'NOSUCH99' });
    expect(errorOf(r.res)).toMatchObject({ status: 400, code: 'referral_code_invalid', field: 'referralCode' });
    expect(await t.ctx.db.select().from(members).where(eq(members.username, r.username))).toHaveLength(0);
  });

  it('records the friend (lower-case code accepted), shown masked to the referrer only', async () => {
    const device = await newDevice();
    friend = await register({ referralCode: code.toLowerCase(), device });
    expect(friend.res.statusCode, friend.res.body).toBe(200);
    expect(await rowOf(friend.username)).toMatchObject({ state: 'registered', code, deviceId: device.id });
    const list = (await t.app.inject({ url: P.friends, headers: referrer.h })).json().value;
    expect(list).toMatchObject({ total: 1, pageNo: 1 });
    expect(list.list[0]).toMatchObject({
      username: `${friend.username.slice(0, 2)}***${friend.username.slice(-1)}`,
      state: 'registered',
      firstDepositAt: null,
      reward: null,
    });
    // The friend's own list is empty: nobody sees another member's friends.
    const own = (await t.app.inject({ url: P.friends, headers: friend.h() })).json().value;
    expect(own.total).toBe(0);
    const bad = await t.app.inject({ url: `${P.friends}?pageSize=500`, headers: referrer.h });
    expect(errorOf(bad)).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('qualifies on the first deposit and pays the referrer once through the ledger', async () => {
    const before = (await balanceOf(t, referrer)).mainBalance;
    await deposit(friend.h(), '150.00');
    expect(await rowOf(friend.username)).toMatchObject({
      state: 'qualified',
      rewardAmount: 5000n,
      rewardKind: 'fixed',
    });
    expect((await balanceOf(t, referrer)).mainBalance).toBe(before + 50_00n);
    // A second deposit and the job change nothing.
    await deposit(friend.h(), '200.00');
    expect(await evaluateDueReferrals(t.ctx)).toBe(0);
    expect((await balanceOf(t, referrer)).mainBalance).toBe(before + 50_00n);
    expect((await rewardEntries()).filter((e) => e.reference?.startsWith('referral:'))).toHaveLength(1);
    const v = (await t.app.inject({ url: P.summary, headers: referrer.h })).json().value;
    expect(v).toMatchObject({ invited: 1, deposited: 1, qualified: 1, earned: '5000' });
    const list = (await t.app.inject({ url: P.friends, headers: referrer.h })).json().value;
    expect(list.list[0]).toMatchObject({ state: 'qualified', reward: '5000' });
    expect(list.list[0].qualifiedAt).not.toBeNull();
    // The referrer reads it in the inbox, once, in the reader's language.
    const inbox = await t.app.inject({ url: MONEY_PATHS.messages, headers: { ...referrer.h, language: 'en' } });
    const rewards = (inbox.json().value.list as { template: string; content: string }[]).filter(
      (m) => m.template === 'referral_reward',
    );
    expect(rewards).toHaveLength(1);
    expect(rewards[0]!.content).toContain(`Your friend ${friend.username.slice(0, 2)}***`);
    expect(rewards[0]!.content).toContain('50.00 VND');
    await expectLedgerSound(t);
  });
});

describe('abuse checks and rules', () => {
  it.each([
    ['same_device', () => ({ device: DEVICE })],
    ['same_payee', () => ({ payeeName: 'NGUYEN van an' })],
    ['same_ip', () => ({ ip: referrer.ip })],
  ])('a friend with the referrer’s %s does not qualify, with the reason recorded', async (reason, o) => {
    const before = (await balanceOf(t, referrer)).mainBalance;
    const f = await register({ referralCode: code, ...o() });
    expect(f.res.statusCode, f.res.body).toBe(200);
    await deposit(f.h(), '150.00');
    expect(await rowOf(f.username)).toMatchObject({ state: 'rejected', rejectReason: reason, rewardAmount: null });
    expect((await balanceOf(t, referrer)).mainBalance).toBe(before);
  });

  it('a first deposit below the minimum does not qualify (later deposits do not count)', async () => {
    await setRules({ minFirstDeposit: 200 });
    try {
      const f = await register({ referralCode: code });
      await deposit(f.h(), '150.00');
      expect(await rowOf(f.username)).toMatchObject({ state: 'rejected', rejectReason: 'deposit_below_minimum' });
      await deposit(f.h(), '500.00');
      expect(await rowOf(f.username)).toMatchObject({ state: 'rejected', firstDepositAmount: 15_000n });
    } finally {
      await setRules({});
    }
  });

  it('a share of the first deposit, at most the cap', async () => {
    expect((await setRules({ rewardKind: 'deposit_share', shareBps: 1000, maxReward: 30 })).statusCode).toBe(200);
    try {
      const a = await register({ referralCode: code });
      await deposit(a.h(), '200.00');
      expect(await rowOf(a.username)).toMatchObject({ state: 'qualified', rewardAmount: 2000n });
      const b = await register({ referralCode: code });
      await deposit(b.h(), '1000.00');
      expect(await rowOf(b.username)).toMatchObject({ state: 'qualified', rewardAmount: 3000n });
    } finally {
      await setRules({});
    }
  });

  it('a share of the valid bets over N days, evaluated by the job when the window closes', async () => {
    expect((await setRules({ rewardKind: 'bet_share', shareBps: 200, betDays: 3 })).statusCode).toBe(200);
    try {
      const f = await register({ referralCode: code });
      await deposit(f.h(), '150.00');
      const row = (await rowOf(f.username))!;
      expect(row).toMatchObject({ state: 'deposited' });
      expect(row.dueAt!.getTime()).toBe(row.createdAt.getTime() + 3 * 86_400_000);
      const [game] = await t.ctx.db.select().from(games).limit(1);
      const brand = await lotus(t);
      const bet = (roundId: string, stake: bigint, at: Date) =>
        applyRoundTransaction(t.ctx.db, {
          kind: 'bet',
          close: true,
          merchantId: brand.id,
          memberId: row.friendId,
          vendorId: game!.vendorId,
          gameId: game!.id,
          gameType: 'RNG',
          roundId,
          stake,
          win: 0n,
          at,
        });
      await bet(`ref-${row.id}-1`, 40_000n, new Date(row.createdAt.getTime() + 60_000));
      // After the window: not counted.
      await bet(`ref-${row.id}-2`, 90_000n, new Date(row.createdAt.getTime() + 4 * 86_400_000));
      expect(await evaluateDueReferrals(t.ctx)).toBe(0);
      t.setNow(new Date(row.createdAt.getTime() + 3 * 86_400_000 + 1000));
      try {
        const res = await t.app.inject({ method: 'POST', url: O.evaluate, headers: ops(), payload: {} });
        expect(res.json().value.processed).toBeGreaterThanOrEqual(1);
      } finally {
        t.setNow(new Date());
      }
      expect(await rowOf(f.username)).toMatchObject({ state: 'qualified', validBets: 40_000n, rewardAmount: 800n });
    } finally {
      await setRules({});
    }
  });

  it('a registration without a code, or with one while the promotion is off, records no referral', async () => {
    const a = await register();
    expect(a.res.statusCode).toBe(200);
    expect(await rowOf(a.username)).toBeUndefined();
    await setSwitch(t, MOD.REFERRAL, false);
    try {
      const b = await register({ referralCode: code });
      expect(b.res.statusCode, b.res.body).toBe(200);
      expect(await rowOf(b.username)).toBeUndefined();
    } finally {
      await setSwitch(t, MOD.REFERRAL, true);
    }
  });
});

describe('operator', () => {
  it('reads and sets the rules, audited with before and after; bad input changes nothing', async () => {
    const res = await t.app.inject({ url: `${O.settings}?brand=LOTUS`, headers: ops() });
    expect(res.json().value[0]).toMatchObject({
      brand: 'LOTUS',
      enabled: true,
      rewardKind: 'fixed',
      fixedAmount: '5000',
    });
    for (const bad of [
      { fixedAmount: 0 },
      { fixedAmount: 1.234 },
      { rewardKind: 'deposit_share', shareBps: 0 },
      { shareBps: 20_000 },
      { betDays: 0 },
      { rewardKind: 'percent' },
    ]) {
      const r = await setRules(bad as Partial<OpsReferralSettingsBody>);
      expect(errorOf(r), JSON.stringify(bad)).toMatchObject({ status: 400, code: 'validation_failed' });
    }
    const ok = await setRules({ fixedAmount: 75.5 });
    expect(ok.json().value[0]).toMatchObject({ fixedAmount: '7550', updatedBy: 'automation' });
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'referral.settings')))
      .orderBy(auditLog.id);
    expect(entry).toBeDefined();
    await setRules({});
    const after = await t.app.inject({ url: `${O.settings}?brand=LOTUS`, headers: ops() });
    expect(after.json().value[0]).toMatchObject({ fixedAmount: '5000' });
  });

  it('lists referrals by state and member, and shows a member’s side', async () => {
    const all = (await t.app.inject({ url: `${O.referrals}?brand=LOTUS`, headers: ops() })).json().value;
    expect(all.total).toBeGreaterThanOrEqual(5);
    const rejected = (await t.app.inject({ url: `${O.referrals}?state=rejected`, headers: ops() })).json().value;
    expect(rejected.list.every((r: { state: string }) => r.state === 'rejected')).toBe(true);
    expect(rejected.list.map((r: { rejectReason: string }) => r.rejectReason)).toEqual(
      expect.arrayContaining(['same_device', 'same_payee', 'same_ip', 'deposit_below_minimum']),
    );
    const mine = (await t.app.inject({ url: `${O.referrals}?username=${referrer.username}`, headers: ops() })).json()
      .value;
    expect(mine.total).toBe(all.total);
    const side = await t.app.inject({ url: O.member.replace(':username', referrer.username), headers: ops() });
    expect(side.json().value).toMatchObject({ username: referrer.username, code, referredBy: null });
    expect(BigInt(side.json().value.earned)).toBeGreaterThan(0n);
    const nobody = await t.app.inject({ url: O.member.replace(':username', 'nosuchmember'), headers: ops() });
    expect(errorOf(nobody)).toMatchObject({ status: 404, code: 'not_found' });
    expect(errorOf(await t.app.inject({ url: `${O.referrals}?state=paid`, headers: ops() })).code).toBe(
      'validation_failed',
    );
  });

  it('refuses an operator without the permission and one outside the brand', async () => {
    const support = await operatorWithRole(t, 'support');
    expect(errorOf(await setRules({ fixedAmount: 1 }, support.headers)).code).toBe('permission_denied');
    await t.ctx.db.insert(merchants).values({
      code: 'OTHER',
      name: 'Other',
      languages: ['vi', 'en'],
      timeZone: 'Asia/Ho_Chi_Minh',
      currency: 'VND',
      profile: DEMO_PROFILE,
    });
    const marketing = await operatorWithRole(t, 'marketing', { brands: ['OTHER'] });
    const r = await t.app.inject({ url: `${O.settings}?brand=LOTUS`, headers: marketing.headers });
    expect(errorOf(r).code).toBe('permission_denied');
    const settings = (await t.app.inject({ url: `${O.settings}?brand=LOTUS`, headers: ops() })).json().value[0];
    expect(settings.fixedAmount).toBe('5000');
  });
});
