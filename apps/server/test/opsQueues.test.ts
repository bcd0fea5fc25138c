import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_MINUTES,
  MONEY_PATHS as P,
  OPS_MONEY_PATHS as OPS,
  OPERATOR_PATHS,
  QUEUE_PATHS,
  RG_PATHS,
  queueClaimPath,
  SERVICE_OPS_PATHS,
  SERVICE_PATHS,
  type QueueKind,
} from '@lotus/contracts';
import { feedback, feedbackReplies, merchants, withdrawalOrders } from '../src/db/schema';
import { DEMO_PROFILE } from '../src/db/seed/demoBrand';
import { addTurnoverRequirement } from '../src/modules/turnover/service';
import { ops, type TestApp } from './helpers';
import { createMoneyApp, fund, lotus, newMember, PAYMENT_PASSWORD } from './moneySupport';
import { bearer, operatorToken, operatorWithRole, type TestOperator } from './operatorsSupport';

/**
 * The console's work queues (issue 16): claims (one holder at a time, 15 minutes, released or ended by
 * the decision), decisions refused on another operator's claim, who decided recorded on the order and
 * in the audit log, brand scope on every order-number or id based decision, and permissions.
 */
let t: TestApp & { url: string };
let alice: TestOperator;
let bob: TestOperator;
let finance: TestOperator;
let support: TestOperator;
let outsider: TestOperator;

type Headers = Record<string, string>;
/** The failure envelope of an answer. */
const errorOf = (res: { json(): unknown }) => res.json() as { errorCode: string; value?: unknown };
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const claim = (kind: QueueKind, ref: string, h: Headers) => inject('POST', queueClaimPath(kind, ref), h);
const release = (kind: QueueKind, ref: string, h: Headers) => inject('DELETE', queueClaimPath(kind, ref), h);
const decide = (path: string, orderNo: string, h: Headers, payload?: object) =>
  inject('POST', path.replace(':orderNo', orderNo), h, payload);

async function orderRow(orderNo: string) {
  const [row] = await t.ctx.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderNo, orderNo));
  return row!;
}

/** A member of the demo brand with 10,000.00 and a requested withdrawal of 200.00. */
async function requestedWithdrawal(who?: Awaited<ReturnType<typeof newMember>>): Promise<string> {
  who ??= await newMember(t);
  await fund(t, who.id, 10_000_00n);
  const bank = await inject('POST', P.bankAccounts, who.h, {
    bankCode: 'VCB',
    accountNo: '0123456789',
    accountName: 'NGUYEN VAN AN',
    paymentPassword: PAYMENT_PASSWORD,
  });
  expect(bank.statusCode, bank.body).toBe(200);
  const res = await inject('POST', P.withdrawalOrders, who.h, {
    bankAccountId: bank.json().value.id,
    amount: 200,
    paymentPassword: PAYMENT_PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.orderNo as string;
}

/** A member's pending bank-transfer deposit of 150.00. */
async function bankTransfer(): Promise<string> {
  const who = await newMember(t);
  const channels = (await inject('GET', P.depositChannels, who.h)).json().value as { id: number; code: string }[];
  const res = await inject('POST', P.depositOrders, who.h, {
    channelId: channels.find((c) => c.code === 'BANK_VCB')!.id,
    amount: 150,
    payerName: 'NGUYEN VAN AN',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.orderNo as string;
}

async function auditOf(action: string, target: string) {
  const res = await inject('GET', `${OPERATOR_PATHS.audit}?action=${action}`, ops());
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json().value.list as { action: string; target: string; actorName: string; before: unknown; after: unknown }[]
  ).filter((e) => e.target === target);
}

beforeAll(async () => {
  t = await createMoneyApp();
  await t.ctx.db.insert(merchants).values({
    code: 'OTHER',
    name: 'Other',
    languages: ['vi', 'en'],
    timeZone: 'Asia/Ho_Chi_Minh',
    currency: 'VND',
    profile: DEMO_PROFILE,
  });
  alice = await operatorWithRole(t, 'owner', { username: 'alice' });
  bob = await operatorWithRole(t, 'owner', { username: 'bob' });
  finance = await operatorWithRole(t, 'finance');
  support = await operatorWithRole(t, 'support');
  outsider = await operatorWithRole(t, 'owner', { brands: ['OTHER'] });
});
afterAll(async () => {
  await t?.close();
});

describe('claims', () => {
  it('one holder at a time: claim, renew, refused to another, release, the list shows the holder', async () => {
    const orderNo = await requestedWithdrawal();
    const first = await claim('withdrawal', orderNo, alice.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      kind: 'withdrawal',
      ref: orderNo,
      operatorId: alice.id,
      operatorName: 'alice',
    });
    const { claimedAt, expiresAt } = first.json().value;
    expect(Date.parse(expiresAt) - Date.parse(claimedAt)).toBe(CLAIM_MINUTES * 60_000);
    // The holder renews its own claim.
    expect((await claim('withdrawal', orderNo, alice.headers)).statusCode).toBe(200);

    const taken = await claim('withdrawal', orderNo, bob.headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'item_claimed_by_other', value: { holder: 'alice' } });
    expect(taken.json().message).toContain('alice');
    expect(errorOf(await release('withdrawal', orderNo, bob.headers))).toMatchObject({
      errorCode: 'item_claimed_by_other',
    });

    const list = await inject('GET', `${OPS.withdrawals}?open=true`, bob.headers);
    expect(list.statusCode, list.body).toBe(200);
    const row = (list.json().value as { orderNo: string; claim: unknown; disputeClaim: unknown }[]).find(
      (w) => w.orderNo === orderNo,
    );
    expect(row).toMatchObject({ claim: { operatorName: 'alice', operatorId: alice.id }, disputeClaim: null });

    // Queues are apart: the same order in the disputes queue is another item.
    expect((await claim('dispute', orderNo, bob.headers)).statusCode).toBe(200);
    expect((await release('dispute', orderNo, bob.headers)).json().value).toMatchObject({ released: true });

    expect((await release('withdrawal', orderNo, alice.headers)).json().value).toEqual({
      kind: 'withdrawal',
      ref: orderNo,
      released: true,
    });
    expect((await release('withdrawal', orderNo, alice.headers)).json().value.released).toBe(false);
    expect((await claim('withdrawal', orderNo, bob.headers)).json().value.operatorName).toBe('bob');
    await release('withdrawal', orderNo, bob.headers);
  });

  it('a claim expires after 15 minutes: another operator may then claim and decide', async () => {
    const orderNo = await requestedWithdrawal();
    expect((await claim('withdrawal', orderNo, alice.headers)).statusCode).toBe(200);
    const start = Date.now();
    try {
      t.setNow(new Date(start + (CLAIM_MINUTES - 1) * 60_000));
      // (sessions idle out after 15 minutes: sign in again at the new time)
      let h = bearer(await operatorToken(t, bob.username, bob.password));
      expect(errorOf(await claim('withdrawal', orderNo, h))).toMatchObject({ errorCode: 'item_claimed_by_other' });
      t.setNow(new Date(start + (CLAIM_MINUTES + 1) * 60_000));
      h = bearer(await operatorToken(t, bob.username, bob.password));
      const list = await inject('GET', `${OPS.withdrawal.replace(':orderNo', orderNo)}`, h);
      expect(list.json().value.claim).toBeNull();
      expect((await decide(OPS.withdrawalApprove, orderNo, h)).statusCode).toBe(200);
      expect((await claim('withdrawal', orderNo, h)).json().value.operatorName).toBe('bob');
      await release('withdrawal', orderNo, h);
    } finally {
      t.setNow(new Date());
    }
    // Operators' sessions used after the clock came back.
    alice.headers = bearer(await operatorToken(t, alice.username, alice.password));
    bob.headers = bearer(await operatorToken(t, bob.username, bob.password));
    finance.headers = bearer(await operatorToken(t, finance.username, finance.password));
    support.headers = bearer(await operatorToken(t, support.username, support.password));
    outsider.headers = bearer(await operatorToken(t, outsider.username, outsider.password));
  });

  it('raced claims by different operators: exactly one wins', async () => {
    const orderNo = await requestedWithdrawal();
    const racers = [alice, bob, finance];
    const results = await Promise.all(
      [...racers, ...racers, ...racers].map((o) => claim('withdrawal', orderNo, o.headers)),
    );
    const winners = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().value.operatorName));
    expect(winners.size).toBe(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.json()).toMatchObject({ errorCode: 'item_claimed_by_other', value: { holder: [...winners][0] } });
    }
    const holder = racers.find((o) => o.username === [...winners][0])!;
    await release('withdrawal', orderNo, holder.headers);
  });

  it('a claim needs the queue’s permission and an item of the caller’s brands', async () => {
    const orderNo = await requestedWithdrawal();
    expect(errorOf(await claim('withdrawal', orderNo, support.headers))).toMatchObject({
      errorCode: 'permission_denied',
    });
    expect(errorOf(await claim('withdrawal', orderNo, outsider.headers))).toMatchObject({
      errorCode: 'withdrawal_not_found',
    });
    expect(errorOf(await claim('withdrawal', 'W000NOPE', alice.headers))).toMatchObject({
      errorCode: 'withdrawal_not_found',
    });
    expect(errorOf(await claim('feedback', 'not-a-uuid', alice.headers))).toMatchObject({
      errorCode: 'feedback_not_found',
    });
    expect(errorOf(await inject('POST', '/ops/queues/unknown/X1/claim', alice.headers))).toMatchObject({
      errorCode: 'not_found',
    });
    expect((await claim('withdrawal', orderNo, alice.headers)).statusCode).toBe(200);
    await release('withdrawal', orderNo, alice.headers);
  });
});

describe('decisions', () => {
  it('deciding an item another operator claimed is refused and changes nothing', async () => {
    const orderNo = await requestedWithdrawal();
    expect((await claim('withdrawal', orderNo, alice.headers)).statusCode).toBe(200);
    const refused = await decide(OPS.withdrawalApprove, orderNo, bob.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'item_claimed_by_other', value: { holder: 'alice' } });
    expect(errorOf(await decide(OPS.withdrawalReject, orderNo, finance.headers, { reason: 'x' }))).toMatchObject({
      errorCode: 'item_claimed_by_other',
    });
    expect(errorOf(await decide(OPS.withdrawalApprove, orderNo, ops()))).toMatchObject({
      errorCode: 'item_claimed_by_other',
    });
    expect((await orderRow(orderNo)).status).toBe('requested');
    expect(await auditOf('withdrawal.approve', `withdrawal:${orderNo}`)).toEqual([]);
    await release('withdrawal', orderNo, alice.headers);
  });

  it('the decision records the operator on the order and in the audit log; paying ends the claim', async () => {
    const orderNo = await requestedWithdrawal();
    await claim('withdrawal', orderNo, alice.headers);
    const approved = await decide(OPS.withdrawalApprove, orderNo, alice.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    // Approval keeps the claim: the same operator pays.
    expect(approved.json().value).toMatchObject({
      status: 'approved',
      approvedBy: 'alice',
      claim: { operatorName: 'alice' },
    });
    const paid = await decide(OPS.withdrawalPay, orderNo, alice.headers);
    expect(paid.json().value).toMatchObject({ status: 'paid', approvedBy: 'alice', paidBy: 'alice', claim: null });
    expect(await orderRow(orderNo)).toMatchObject({ approvedBy: 'alice', paidBy: 'alice' });
    const [entry] = await auditOf('withdrawal.pay', `withdrawal:${orderNo}`);
    expect(entry).toMatchObject({
      actorName: 'alice',
      before: { status: 'approved' },
      after: { status: 'paid' },
    });
    expect(await auditOf('withdrawal.approve', `withdrawal:${orderNo}`)).toMatchObject([
      { actorName: 'alice', before: { status: 'requested' }, after: { status: 'approved' } },
    ]);
  });

  it('paying a withdrawal or crediting a bank transfer needs the operator’s own claim first', async () => {
    const orderNo = await requestedWithdrawal();
    expect((await decide(OPS.withdrawalApprove, orderNo, alice.headers)).statusCode).toBe(200);
    // Approved without a claim (the approval moves nothing out), but paying is "Nhận xử lý" first.
    const unclaimed = await decide(OPS.withdrawalPay, orderNo, alice.headers);
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json()).toMatchObject({ success: false, errorCode: 'item_not_claimed' });
    expect(unclaimed.json().message).toEqual(expect.any(String));
    expect((await orderRow(orderNo)).status).toBe('approved');
    expect(await auditOf('withdrawal.pay', `withdrawal:${orderNo}`)).toEqual([]);
    expect((await claim('withdrawal', orderNo, alice.headers)).statusCode).toBe(200);
    const paid = await decide(OPS.withdrawalPay, orderNo, alice.headers);
    expect(paid.json().value, paid.body).toMatchObject({ status: 'paid', paidBy: 'alice', claim: null });

    const deposit = await bankTransfer();
    const credit = await decide(OPS.depositApprove, deposit, bob.headers);
    expect(errorOf(credit)).toMatchObject({ errorCode: 'item_not_claimed' });
    const list = await inject('GET', `${OPS.deposits}?status=pending&gateway=manual`, bob.headers);
    expect((list.json().value as { orderNo: string }[]).map((d) => d.orderNo)).toContain(deposit);
    expect((await claim('deposit', deposit, bob.headers)).statusCode).toBe(200);
    expect((await decide(OPS.depositApprove, deposit, bob.headers)).json().value).toMatchObject({
      status: 'credited',
      decidedBy: 'bob',
    });
  });

  it('a rejection records who and why', async () => {
    const orderNo = await requestedWithdrawal();
    const res = await decide(OPS.withdrawalReject, orderNo, bob.headers, { reason: 'name does not match' });
    expect(res.json().value).toMatchObject({
      status: 'rejected',
      rejectedBy: 'bob',
      rejectReason: 'name does not match',
    });
    expect(await auditOf('withdrawal.reject', `withdrawal:${orderNo}`)).toMatchObject([
      {
        actorName: 'bob',
        before: { status: 'requested' },
        after: { status: 'rejected', rejectReason: 'name does not match' },
      },
    ]);
  });

  it('support cannot pay a withdrawal; finance can approve and pay', async () => {
    const orderNo = await requestedWithdrawal();
    expect(errorOf(await decide(OPS.withdrawalApprove, orderNo, support.headers))).toMatchObject({
      errorCode: 'permission_denied',
    });
    expect((await decide(OPS.withdrawalApprove, orderNo, finance.headers)).statusCode).toBe(200);
    const denied = await decide(OPS.withdrawalPay, orderNo, support.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errorCode).toBe('permission_denied');
    expect((await orderRow(orderNo)).status).toBe('approved');
    expect((await claim('withdrawal', orderNo, finance.headers)).statusCode).toBe(200);
    const paid = await decide(OPS.withdrawalPay, orderNo, finance.headers);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value).toMatchObject({ status: 'paid', approvedBy: finance.username, paidBy: finance.username });
  });

  it('a bank transfer credited by an operator records who and when; a claimed one is refused to others', async () => {
    const orderNo = await bankTransfer();
    expect((await claim('deposit', orderNo, bob.headers)).statusCode).toBe(200);
    const list = await inject('GET', `${OPS.deposits}?status=pending&gateway=manual`, alice.headers);
    expect(
      (list.json().value as { orderNo: string; claim: unknown }[]).find((d) => d.orderNo === orderNo),
    ).toMatchObject({
      claim: { operatorName: 'bob' },
    });
    expect(errorOf(await decide(OPS.depositApprove, orderNo, alice.headers))).toMatchObject({
      errorCode: 'item_claimed_by_other',
    });
    const done = await decide(OPS.depositApprove, orderNo, bob.headers);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value).toMatchObject({ status: 'credited', decidedBy: 'bob', claim: null });
    expect(done.json().value.decidedAt).toEqual(expect.any(String));
    expect(await auditOf('deposit.approve', `deposit:${orderNo}`)).toMatchObject([
      { actorName: 'bob', before: { status: 'pending' }, after: { status: 'credited', decidedBy: 'bob' } },
    ]);
    const rejected = await decide(OPS.depositReject, await bankTransfer(), finance.headers, { reason: 'no transfer' });
    expect(rejected.json().value).toMatchObject({
      status: 'failed',
      decidedBy: finance.username,
      failureReason: 'no transfer',
    });
  });
});

describe('the withdrawals queue shows the member behind each order', () => {
  it('turnover still owed, the open bonus and responsible-gaming limits, for the caller’s brands only', async () => {
    const who = await newMember(t);
    const orderNo = await requestedWithdrawal(who);
    const standing = (h: Headers) => inject('GET', `${QUEUE_PATHS.withdrawalStanding}?orderNos=${orderNo},W000NOPE`, h);
    const before = await standing(alice.headers);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().value).toEqual([{ orderNo, turnoverLeft: '0', bonus: null, rg: { block: null, limits: 0 } }]);
    // A deposit limit set by the member, and turnover owed since (a later deposit's requirement).
    const limit = await inject('POST', RG_PATHS.limit, who.h, { kind: 'deposit', period: 'day', amount: 1000 });
    expect(limit.statusCode, limit.body).toBe(200);
    await addTurnoverRequirement(t.ctx.db, {
      merchantId: (await lotus(t)).id,
      memberId: who.id,
      source: 'deposit',
      sourceRef: `test-${orderNo}`,
      required: 500_00n,
      at: t.ctx.now(),
    });
    expect((await standing(finance.headers)).json().value).toEqual([
      { orderNo, turnoverLeft: '50000', bonus: null, rg: { block: null, limits: 1 } },
    ]);
    expect((await standing(outsider.headers)).json().value).toEqual([]);
    expect(errorOf(await standing(support.headers))).toMatchObject({ errorCode: 'permission_denied' });
    expect(errorOf(await inject('GET', `${QUEUE_PATHS.withdrawalStanding}?orderNos=`, alice.headers))).toMatchObject({
      errorCode: 'validation_failed',
    });
  });
});

describe('brand scope', () => {
  it('an operator of another brand finds nothing and changes nothing', async () => {
    const orderNo = await requestedWithdrawal();
    for (const path of [OPS.withdrawalApprove, OPS.withdrawalReject, OPS.withdrawalPay]) {
      const res = await decide(
        path,
        orderNo,
        outsider.headers,
        path === OPS.withdrawalReject ? { reason: 'x' } : undefined,
      );
      expect(res.statusCode, path).toBe(404);
      expect(res.json().errorCode).toBe('withdrawal_not_found');
    }
    expect(errorOf(await inject('GET', OPS.withdrawal.replace(':orderNo', orderNo), outsider.headers))).toMatchObject({
      errorCode: 'withdrawal_not_found',
    });
    expect(
      errorOf(await decide(OPS.withdrawalResolve, orderNo, outsider.headers, { outcome: 'refund' })),
    ).toMatchObject({
      errorCode: 'withdrawal_not_found',
    });
    expect((await orderRow(orderNo)).status).toBe('requested');

    const deposit = await bankTransfer();
    for (const path of [OPS.depositApprove, OPS.depositReject]) {
      const r = await decide(path, deposit, outsider.headers, path === OPS.depositReject ? { reason: 'x' } : undefined);
      expect(errorOf(r), r.body).toMatchObject({ errorCode: 'deposit_not_found' });
    }
    const d = await inject('GET', `${OPS.deposits}?brand=LOTUS`, outsider.headers);
    expect(d.json().success).toBe(false);
    expect((await inject('GET', OPS.deposits, alice.headers)).json().value).toEqual(
      expect.arrayContaining([expect.objectContaining({ orderNo: deposit, status: 'pending' })]),
    );
  });

  it('a live chat of another brand is not found; answering keeps the claim, closing ends it', async () => {
    const visitor = { merchant: 'LOTUS', 'x-forwarded-for': '203.0.113.77' };
    const open = await inject('POST', SERVICE_PATHS.chatOpen, visitor, { name: 'Lan' });
    expect(open.statusCode, open.body).toBe(200);
    const id = open.json().value.threadId as string;
    const sent = await inject(
      'POST',
      SERVICE_PATHS.chatMessages,
      { ...visitor, 'x-chat-token': open.json().value.visitorToken },
      {
        threadId: id,
        text: 'My deposit is late',
      },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const chats = (await inject('GET', `${SERVICE_OPS_PATHS.chats}?status=waiting`, alice.headers)).json().value as {
      id: string;
      claim: unknown;
    }[];
    expect(chats.find((c) => c.id === id)).toMatchObject({ claim: null });
    for (const [method, path] of [
      ['GET', SERVICE_OPS_PATHS.chat],
      ['POST', SERVICE_OPS_PATHS.chatClose],
    ] as const) {
      expect(errorOf(await inject(method, path.replace(':id', id), outsider.headers))).toMatchObject({
        errorCode: 'chat_not_found',
      });
    }
    expect(
      errorOf(
        await inject('POST', SERVICE_OPS_PATHS.chatReply.replace(':id', id), outsider.headers, { message: 'hi' }),
      ),
    ).toMatchObject({ errorCode: 'chat_not_found' });
    expect((await claim('chat', id, support.headers)).statusCode).toBe(200);
    expect(
      errorOf(await inject('POST', SERVICE_OPS_PATHS.chatReply.replace(':id', id), alice.headers, { message: 'hi' })),
    ).toMatchObject({ errorCode: 'item_claimed_by_other' });
    const reply = await inject('POST', SERVICE_OPS_PATHS.chatReply.replace(':id', id), support.headers, {
      message: 'Chào bạn',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    // Answering keeps the chat claimed; closing ends the claim.
    expect(
      (await inject('GET', SERVICE_OPS_PATHS.chat.replace(':id', id), support.headers)).json().value.claim,
    ).toMatchObject({
      operatorName: support.username,
    });
    expect((await inject('POST', SERVICE_OPS_PATHS.chatClose.replace(':id', id), support.headers)).statusCode).toBe(
      200,
    );
    expect(
      (await inject('GET', SERVICE_OPS_PATHS.chat.replace(':id', id), support.headers)).json().value.claim,
    ).toBeNull();
    expect(await auditOf('chat.close', `chat:${id}`)).toMatchObject([
      { actorName: support.username, after: { status: 'closed' } },
    ]);
  });
});

describe('feedback', () => {
  it('another brand’s feedback is not found; a reply records the operator and ends the claim', async () => {
    const lotusId = (await t.ctx.db.select().from(merchants).where(eq(merchants.code, 'LOTUS')))[0]!.id;
    const [row] = await t.ctx.db
      .insert(feedback)
      .values({ merchantId: lotusId, type: 'bug', content: 'Trang nạp tiền không mở được', language: 'vi' })
      .returning();
    const id = row!.id;
    const one = SERVICE_OPS_PATHS.feedbackOne.replace(':id', id);
    const reply = SERVICE_OPS_PATHS.feedbackReply.replace(':id', id);
    expect(errorOf(await inject('GET', one, outsider.headers))).toMatchObject({ errorCode: 'feedback_not_found' });
    expect(errorOf(await inject('POST', reply, outsider.headers, { message: 'x' }))).toMatchObject({
      errorCode: 'feedback_not_found',
    });
    expect(errorOf(await claim('feedback', id, outsider.headers))).toMatchObject({ errorCode: 'feedback_not_found' });

    expect((await claim('feedback', id, support.headers)).statusCode).toBe(200);
    const listed = await inject('GET', `${SERVICE_OPS_PATHS.feedback}?status=open`, alice.headers);
    expect((listed.json().value as { id: string }[]).find((f) => f.id === id)).toMatchObject({
      claim: { operatorName: support.username },
    });
    expect(errorOf(await inject('POST', reply, alice.headers, { message: 'Chúng tôi đã sửa' }))).toMatchObject({
      errorCode: 'item_claimed_by_other',
    });
    const done = await inject('POST', reply, support.headers, { message: 'Chúng tôi đã sửa' });
    expect(done.statusCode, done.body).toBe(200);
    const replies = await t.ctx.db.select().from(feedbackReplies).where(eq(feedbackReplies.feedbackId, id));
    expect(replies.map((r) => r.operatorName)).toEqual([support.username]);
    expect((await inject('GET', one, alice.headers)).json().value.status).toBe('replied');
    expect(await auditOf('feedback.reply', `feedback:${id}`)).toMatchObject([
      { actorName: support.username, before: { status: 'open' }, after: { status: 'replied' } },
    ]);
    // The reply ended the claim: anybody may claim it now.
    expect((await claim('feedback', id, alice.headers)).statusCode).toBe(200);
    await release('feedback', id, alice.headers);
  });
});

describe('counts', () => {
  it('answers the open items of the queues the caller may work on', async () => {
    const all = await inject('GET', QUEUE_PATHS.counts, alice.headers);
    expect(all.statusCode, all.body).toBe(200);
    expect(Object.keys(all.json().value).sort()).toEqual([
      'chat',
      'deposit',
      'dispute',
      'feedback',
      'points',
      'promotion',
      'withdrawal',
    ]);
    expect(all.json().value.withdrawal).toBeGreaterThan(0);
    const mine = (await inject('GET', QUEUE_PATHS.counts, support.headers)).json().value;
    expect(Object.keys(mine).sort()).toEqual(['chat', 'dispute', 'feedback']);
    const other = (await inject('GET', QUEUE_PATHS.counts, outsider.headers)).json().value;
    expect(other).toMatchObject({ withdrawal: 0, deposit: 0 });
  });
});
