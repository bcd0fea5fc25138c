import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_PATHS as P, OPS_MONEY_PATHS as O } from '@lotus/contracts';
import { getOrCreateAccount, postEntry } from '../src/modules/ledger/service';
import { brandAccount, memberAccount, trialAccount } from '../src/modules/wallets/service';
import { MOD, setSwitch } from './accounts/support';
import { ops, type TestApp } from './helpers';
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
import { openStream } from './sseSupport';

let t: TestApp & { url: string };

const up = (who: TestMember, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: P.transferUpline,
    headers: who.h,
    payload: { paymentPassword: PAYMENT_PASSWORD, ...body },
  });
const down = (who: TestMember, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: P.transferDownline,
    headers: who.h,
    payload: { paymentPassword: PAYMENT_PASSWORD, ...body },
  });

/** A bank-transfer deposit credited by the operator: money in, a message and a record. */
async function deposit(who: TestMember, amount: number) {
  const channels = (await t.app.inject({ url: P.depositChannels, headers: who.h })).json().value;
  const o = (
    await t.app.inject({
      method: 'POST',
      url: P.depositOrders,
      headers: who.h,
      payload: { channelId: channels[0].id, amount },
    })
  ).json().value;
  const res = await t.app.inject({
    method: 'POST',
    url: O.depositApprove.replace(':orderNo', o.orderNo),
    headers: ops(),
  });
  expect(res.json().value.status).toBe('credited');
  return o.orderNo as string;
}

beforeAll(async () => {
  t = await createMoneyApp();
});
afterAll(async () => {
  await t?.close();
});

describe('transfers along the agent line', () => {
  it('a member sends to their direct upline; an agent to a direct downline', async () => {
    const agent = await newMember(t, { isAgent: 41 });
    const member = await newMember(t, { uplineId: agent.id });
    await fund(t, member.id, 500_00n);
    const res = await up(member, { amount: '120.25' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      toUsername: agent.username,
      amount: '12025',
      balanceAfter: '37975',
      replayed: false,
    });
    expect((await balanceOf(t, agent)).mainBalance).toBe(120_25n);
    const back = await down(agent, { username: member.username.toUpperCase(), amount: 20 });
    expect(back.json().value).toMatchObject({ toUsername: member.username, amount: '2000', balanceAfter: '10025' });
    expect((await balanceOf(t, member)).mainBalance).toBe(399_75n);
    await expectLedgerSound(t);
  });

  it('only along the own line, with clear codes', async () => {
    const agent = await newMember(t, { isAgent: 41 });
    const otherAgent = await newMember(t, { isAgent: 41 });
    const member = await newMember(t, { uplineId: agent.id });
    const stranger = await newMember(t);
    const grandchild = await newMember(t, { uplineId: member.id });
    await fund(t, agent.id, 1_000_00n);
    await fund(t, stranger.id, 100_00n);
    expect(errorOf(await up(stranger, { amount: 1 }))).toMatchObject({ status: 409, code: 'no_upline' });
    for (const username of [
      stranger.username,
      grandchild.username,
      otherAgent.username,
      'nobody-here',
      agent.username,
    ]) {
      expect(errorOf(await down(agent, { username, amount: 1 }))).toMatchObject({
        status: 403,
        code: 'not_your_downline',
        field: 'username',
      });
    }
    expect(errorOf(await down(member, { username: grandchild.username, amount: 1 }))).toMatchObject({
      status: 403,
      code: 'not_an_agent',
    });
    expect(
      errorOf(await down(agent, { username: member.username, amount: 1, paymentPassword: '111111' })),
    ).toMatchObject({
      status: 400,
      code: 'payment_password_wrong',
    });
    expect(errorOf(await down(agent, { username: member.username, amount: 5000 }))).toMatchObject({
      status: 409,
      code: 'insufficient_balance',
    });
    for (const amount of [-1, 0, 0.001, 'many', 1e25]) {
      expect(errorOf(await down(agent, { username: member.username, amount }))).toMatchObject({
        status: 400,
        field: 'amount',
      });
    }
    expect(errorOf(await down(agent, { username: member.username, amount: 0.5 }))).toMatchObject({
      status: 400,
      code: 'amount_out_of_range',
    });
    expect((await balanceOf(t, agent)).mainBalance).toBe(1000_00n);
  });

  it('a clientRequestId moves money once', async () => {
    const agent = await newMember(t, { isAgent: 42 });
    const member = await newMember(t, { uplineId: agent.id });
    await fund(t, member.id, 100_00n);
    const body = { amount: 30, clientRequestId: 'up-1' };
    const results = await Promise.all([up(member, body), up(member, body), up(member, body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json().value.reference)).size).toBe(1);
    expect(results.filter((r) => r.json().value.replayed === false)).toHaveLength(1);
    expect((await balanceOf(t, agent)).mainBalance).toBe(30_00n);
    expect(errorOf(await up(member, { ...body, amount: 31 }))).toMatchObject({
      status: 409,
      code: 'idempotency_key_reused',
    });
  });

  it('five wrong payment passwords pause the account', async () => {
    const agent = await newMember(t, { isAgent: 41 });
    const member = await newMember(t, { uplineId: agent.id });
    await fund(t, member.id, 100_00n);
    for (let i = 0; i < 5; i++)
      expect(errorOf(await up(member, { amount: 1, paymentPassword: '000000' })).code).toBe('payment_password_wrong');
    const locked = await up(member, { amount: 1 });
    expect(errorOf(locked)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(locked.json().value.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('inbox', () => {
  it('lists, counts, reads and marks read only the member’s own messages', async () => {
    const who = await newMember(t);
    const other = await newMember(t);
    await deposit(who, 100);
    await deposit(who, 200);
    const count = async (m: TestMember) =>
      (await t.app.inject({ url: P.unreadCount, headers: m.h })).json().value.count as number;
    expect(await count(who)).toBe(2);
    expect(await count(other)).toBe(0);
    const page = (await t.app.inject({ url: `${P.messages}?pageSize=1`, headers: who.h })).json().value;
    expect(page).toMatchObject({ total: 2, totalPages: 2, unread: 2, pageSize: 1 });
    expect(page.list[0]).toMatchObject({ template: 'deposit_credited', read: false });
    expect(page.list[0].content).toContain('200,00 VND');
    const id = page.list[0].id as number;
    expect(errorOf(await t.app.inject({ url: P.message.replace(':id', String(id)), headers: other.h }))).toMatchObject({
      status: 404,
      code: 'message_not_found',
    });
    const marked = await t.app.inject({
      method: 'POST',
      url: P.messagesRead,
      headers: other.h,
      payload: { ids: [id] },
    });
    expect(marked.json().value).toEqual({ updated: 0, unread: 0 });
    expect((await t.app.inject({ url: P.message.replace(':id', String(id)), headers: who.h })).json().value.read).toBe(
      true,
    );
    expect(await count(who)).toBe(1);
    expect((await t.app.inject({ url: `${P.messages}?unreadOnly=true`, headers: who.h })).json().value.total).toBe(1);
    const all = await t.app.inject({ method: 'POST', url: P.messagesRead, headers: who.h, payload: { all: true } });
    expect(all.json().value).toEqual({ updated: 1, unread: 0 });
    expect(
      errorOf(await t.app.inject({ method: 'POST', url: P.messagesRead, headers: who.h, payload: { all: false } })),
    ).toMatchObject({ status: 400 });
    expect(errorOf(await t.app.inject({ url: P.message.replace(':id', 'abc'), headers: who.h }))).toMatchObject({
      status: 400,
      field: 'id',
    });
  });
});

describe('account records (transactionHistory)', () => {
  it('lists every movement with type, amount, balance after, reference and time; filters; pages', async () => {
    const who = await newMember(t);
    const orderNo = await deposit(who, 1000);
    await t.app.inject({
      method: 'POST',
      url: P.walletTransfer,
      headers: who.h,
      payload: { from: 'MAIN', to: 'TIGER_SLOTS', amount: 300 },
    });
    const h = async (q = '') =>
      (await t.app.inject({ url: `${P.transactionHistory}${q}`, headers: who.h })).json().value;
    const all = await h();
    expect(all.timeZone).toBe('Asia/Ho_Chi_Minh');
    expect(all.total).toBe(3); // the deposit; the transfer's hold (main −) and settlement (vendor +)
    const dep = all.list.find((l: { type: string }) => l.type === 'deposit');
    expect(dep).toMatchObject({ wallet: 'main', amount: '100000', balanceAfter: '100000', reference: orderNo });
    expect(
      all.list
        .filter((l: { type: string }) => l.type === 'transfer')
        .map((l: { wallet: string; amount: string }) => [l.wallet, l.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['main', '-30000'],
        ['vendor', '30000'],
      ]),
    );
    expect((await h('?type=deposit')).total).toBe(1);
    expect((await h('?type=deposit,transfer&wallet=vendor')).list).toHaveLength(1);
    const paged = await h('?pageSize=1&pageNo=2');
    expect(paged).toMatchObject({ pageNo: 2, pageSize: 1, totalPages: 3 });
    const p30 = await h('?preset=30');
    expect(new Date(p30.to).getTime() - new Date(p30.from).getTime()).toBe(30 * 86_400_000);
    // Local midnight in Ho Chi Minh City (UTC+7) is 17:00 UTC the day before.
    expect(p30.from).toMatch(/T17:00:00.000Z$/);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    expect((await h(`?from=${today}&to=${today}`)).total).toBe(3);
    const bad = await t.app.inject({ url: `${P.transactionHistory}?from=2000-01-01`, headers: who.h });
    expect(errorOf(bad)).toMatchObject({ status: 400, field: 'from' });
    expect(
      errorOf(await t.app.inject({ url: `${P.transactionHistory}?from=${today}&to=2020-01-01`, headers: who.h })),
    ).toMatchObject({ status: 400, field: 'from' });
    expect(
      errorOf(await t.app.inject({ url: `${P.transactionHistory}?from=2026-02-30`, headers: who.h })),
    ).toMatchObject({ status: 400 });
    expect(errorOf(await t.app.inject({ url: `${P.transactionHistory}?type=robbery`, headers: who.h }))).toMatchObject({
      status: 400,
      field: 'type.0',
    });
    expect(errorOf(await t.app.inject({ url: `${P.transactionHistory}?pageSize=1000`, headers: who.h }))).toMatchObject(
      { status: 400, field: 'pageSize' },
    );
    const other = await newMember(t);
    expect((await t.app.inject({ url: P.transactionHistory, headers: other.h })).json().value.total).toBe(0);
  });
});

describe('free play', () => {
  it('a trial account gets demo credit in its own wallet, which never mixes with money', async () => {
    await setSwitch(t, MOD.FREE_PLAY, true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant: 'LOTUS', 'x-forwarded-for': '10.77.0.1' },
      payload: { platform: 'W' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const h = { merchant: 'LOTUS', authorization: res.json().value.token as string };
    const b = (await t.app.inject({ url: P.balance, headers: h })).json().value;
    expect(b).toMatchObject({ trial: true, sumBalance: '200000', mainBalance: '0' });
    expect(b.wallets).toEqual([expect.objectContaining({ wallet: 'trial', balance: '200000' })]);
    expect((await t.app.inject({ url: P.unreadCount, headers: h })).json().value).toEqual({ count: 0 });
    for (const [method, url, payload] of [
      ['POST', P.walletTransfer, { from: 'MAIN', to: 'TIGER_SLOTS', amount: 1 }],
      ['POST', P.depositOrders, { channelId: 1, amount: 100 }],
      ['POST', P.withdrawalOrders, { bankAccountId: 1, amount: 100, paymentPassword: '123456' }],
      ['POST', P.transferUpline, { amount: 1, paymentPassword: '123456' }],
      ['GET', P.transactionHistory, undefined],
      ['POST', P.consolidated, undefined],
    ] as const) {
      const r = await t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
      expect(errorOf(r), url).toMatchObject({ status: 403, code: 'in_need_true_account' });
    }
    // The ledger itself refuses to post trial credit against real money.
    const brand = await lotus(t);
    const memberId = (await t.app.inject({ url: '/wps/member/info', headers: h })).json().value.id as number;
    const wallet = await trialAccount(t.ctx.db, brand.id, memberId);
    expect(wallet).toMatchObject({ currency: 'XTS', kind: 'member_trial' });
    const real = await memberAccount(t.ctx.db, brand, memberId, 'member_main');
    await expect(
      postEntry(t.ctx.db, {
        merchantId: brand.id,
        type: 'transfer',
        idempotencyKey: `mix-${memberId}`,
        postings: [
          { accountId: wallet.id, amount: -100 },
          { accountId: real.id, amount: 100 },
        ],
      }),
    ).rejects.toMatchObject({ errorCode: 'validation_failed' });
    await expect(
      getOrCreateAccount(t.ctx.db, {
        merchantId: brand.id,
        kind: 'member_trial',
        ownerMemberId: memberId,
        currency: 'VND',
      }),
    ).rejects.toThrow();
    await expect(
      getOrCreateAccount(t.ctx.db, { merchantId: brand.id, kind: 'payment_clearing', currency: 'XTS' }),
    ).rejects.toThrow();
    expect((await brandAccount(t.ctx.db, brand, 'payment_clearing')).currency).toBe('VND');
    await expectLedgerSound(t);
  });
});

describe('balance push (server-sent events)', () => {
  it('streams the balance on connect and after each movement, with a ticket or the Authorization header', async () => {
    const who = await newMember(t);
    const ticket = (await t.app.inject({ method: 'POST', url: P.balanceTicket, headers: who.h })).json().value;
    expect(ticket.expiresInSeconds).toBe(60);
    const s1 = await openStream(`${t.url}${P.balanceEvents}?ticket=${encodeURIComponent(ticket.ticket)}`, {
      merchant: 'LOTUS',
    });
    const s2 = await openStream(`${t.url}${P.balanceEvents}`, {
      merchant: 'LOTUS',
      authorization: who.token,
      'x-forwarded-for': who.ip,
    });
    try {
      expect(s1.contentType).toMatch(/text\/event-stream/);
      expect((await s1.next((b) => b.sumBalance === 0n)).mainBalance).toBe(0n);
      await s2.next((b) => b.sumBalance === 0n);
      await deposit(who, 150);
      expect((await s1.next((b) => b.mainBalance === 150_00n)).sumBalance).toBe(150_00n);
      await s2.next((b) => b.mainBalance === 150_00n);
      await t.app.inject({
        method: 'POST',
        url: P.walletTransfer,
        headers: who.h,
        payload: { from: 'MAIN', to: 'TIGER_SLOTS', amount: 50 },
      });
      const after = await s1.next(
        (b) =>
          b.mainBalance === 100_00n && b.wallets.some((w) => w.vassalage === 'TIGER_SLOTS' && w.balance === 50_00n),
      );
      expect(after.sumBalance).toBe(150_00n);
    } finally {
      s1.close();
      s2.close();
    }
  });

  it('refuses forged tickets and missing sessions', async () => {
    const who = await newMember(t);
    const ticket = (await t.app.inject({ method: 'POST', url: P.balanceTicket, headers: who.h })).json().value
      .ticket as string;
    const forged = `${ticket.split('.')[0]}.AAAA`;
    const r1 = await t.app.inject({
      url: `${P.balanceEvents}?ticket=${encodeURIComponent(forged)}`,
      headers: { merchant: 'LOTUS' },
    });
    expect(errorOf(r1)).toMatchObject({ status: 401, code: 'events_ticket_invalid' });
    const r2 = await t.app.inject({ url: P.balanceEvents, headers: { merchant: 'LOTUS' } });
    expect(errorOf(r2)).toMatchObject({ status: 401, code: 'user.or.token.invalid' });
    t.setNow(new Date(Date.now() + 61_000));
    try {
      const late = await t.app.inject({
        url: `${P.balanceEvents}?ticket=${encodeURIComponent(ticket)}`,
        headers: { merchant: 'LOTUS' },
      });
      expect(errorOf(late)).toMatchObject({ status: 401, code: 'events_ticket_invalid' });
    } finally {
      t.setNow(new Date());
    }
  });
});
