import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, OPS_MEMBER_PATHS, type OpsAdjustment, type OpsMemberProfile } from '@lotus/contracts';
import { auditLog, bankAccounts, memberAdjustments, members, merchants } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/demoAccounts';
import { hashPassword } from '../src/modules/accounts/passwords';
import { authed, login, nextIp, outbox, sendEncrypted } from './accounts/support';
import { ops, type TestApp } from './helpers';
import { createMerchant } from './ledgerSupport';
import { createMoneyApp, errorOf, fund, lotus, newMember, setMoneySettings, type TestMember } from './moneySupport';
import { operatorWithRole, type TestOperator } from './operatorsSupport';

let t: TestApp;
let owner: TestOperator;
let support: TestOperator;
let marketing: TestOperator;
let financeA: TestOperator;
let financeB: TestOperator;
let demo01Id: number;

const path = (p: string, id: number | string) => p.replace(':id', String(id));

async function call(
  headers: Record<string, string>,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  query?: Record<string, string>,
) {
  const qs = query ? `?${new URLSearchParams(query)}` : '';
  const options = { method, url: `${url}${qs}`, headers };
  return payload === undefined ? t.app.inject(options) : t.app.inject({ ...options, payload: payload as object });
}
const value = <T>(res: { statusCode: number; body: string; json(): unknown }): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: T }).value;
};
const search = async (h: Record<string, string>, q: string, by = 'any') =>
  value<{ list: { id: number; username: string }[]; total: number }>(
    await call(h, 'GET', OPS_MEMBER_PATHS.members, undefined, { q, by }),
  );
const profile = async (h: Record<string, string>, id: number) =>
  value<OpsMemberProfile>(await call(h, 'GET', path(OPS_MEMBER_PATHS.member, id)));
const adjust = (h: Record<string, string>, id: number, body: Record<string, unknown>) =>
  call(h, 'POST', path(OPS_MEMBER_PATHS.memberAdjustments, id), body);
let keys = 0;
const key = () => `k-${Date.now()}-${++keys}`;

beforeAll(async () => {
  t = await createMoneyApp();
  owner = await operatorWithRole(t, 'owner');
  support = await operatorWithRole(t, 'support', { brands: ['LOTUS'] });
  marketing = await operatorWithRole(t, 'marketing');
  financeA = await operatorWithRole(t, 'finance');
  financeB = await operatorWithRole(t, 'finance');
  const [row] = await t.ctx.db.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username));
  demo01Id = row!.id;
});
afterAll(() => t.close());

describe('member search', () => {
  it('finds demo01 by username, mobile (as typed), e-mail', async () => {
    for (const [q, by] of [
      ['demo01', 'username'],
      ['DEMO0', 'any'],
      ['84 912345678', 'mobile'],
      ['+84912345678', 'any'],
      ['0912345678', 'mobile'],
      ['demo01@lotus', 'email'],
    ] as const) {
      const page = await search(support.headers, q, by);
      expect(
        page.list.map((m) => m.username),
        `${by} ${q}`,
      ).toContain('demo01');
    }
    // a key limits the search to that key
    expect((await search(support.headers, 'demo01', 'mobile')).list).toEqual([]);
  });

  it('finds by payee name (profile, bank account holder) and by sign-in and registration IP', async () => {
    const a = await newMember(t, { payeeName: 'Trần Thị Hoa' });
    const b = await newMember(t, { payeeName: null });
    await t.ctx.db.insert(bankAccounts).values({
      merchantId: (await lotus(t)).id,
      memberId: b.id,
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      accountNo: '0123456789',
      accountName: 'LE VAN BINH',
    });
    // accents and case aside: banks print holder names without accents
    expect((await search(support.headers, 'trần thị', 'payee')).list.map((m) => m.id)).toEqual([a.id]);
    expect((await search(support.headers, 'TRAN THI HOA', 'payee')).list.map((m) => m.id)).toEqual([a.id]);
    expect((await search(support.headers, 'van binh', 'payee')).list.map((m) => m.id)).toEqual([b.id]);
    expect((await search(support.headers, 'Văn Bình', 'payee')).list.map((m) => m.id)).toEqual([b.id]);
    expect((await search(support.headers, '50%', 'payee')).list).toEqual([]);
    expect((await search(support.headers, a.ip, 'ip')).list.map((m) => m.id)).toEqual([a.id]);
    await t.ctx.db.update(members).set({ registerIp: '198.51.100.77' }).where(eq(members.id, b.id));
    expect((await search(support.headers, '198.51.100.77')).list.map((m) => m.id)).toEqual([b.id]);
  });

  it('pages, and refuses a bad query', async () => {
    const page = value<{ pageSize: number; total: number; totalPages: number }>(
      await call(support.headers, 'GET', OPS_MEMBER_PATHS.members, undefined, { q: 'mn', pageSize: '1' }),
    );
    expect(page.pageSize).toBe(1);
    expect(page.totalPages).toBe(page.total);
    expect(errorOf(await call(support.headers, 'GET', OPS_MEMBER_PATHS.members, undefined, { q: '' }))).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
    expect(
      errorOf(await call(support.headers, 'GET', OPS_MEMBER_PATHS.members, undefined, { q: 'x', by: 'shoe' })),
    ).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it("never shows another brand's member to an operator of one brand", async () => {
    const otherBrand = await createMerchant(t.ctx.db);
    const [lotusRow] = await t.ctx.db.select().from(merchants).where(eq(merchants.code, 'LOTUS'));
    await t.ctx.db.update(merchants).set({ profile: lotusRow!.profile }).where(eq(merchants.id, otherBrand));
    const [other] = await t.ctx.db
      .insert(members)
      .values({
        merchantId: otherBrand,
        username: 'elsewhere01',
        passwordHash: await hashPassword('Player123'),
        email: 'elsewhere01@other.test',
        registerMethod: 'SEED',
      })
      .returning({ id: members.id });
    expect((await search(support.headers, 'elsewhere01')).list).toEqual([]);
    expect((await search(owner.headers, 'elsewhere01')).list.map((m) => m.id)).toEqual([other!.id]);
    for (const p of [OPS_MEMBER_PATHS.member, OPS_MEMBER_PATHS.statement, OPS_MEMBER_PATHS.notes]) {
      expect(errorOf(await call(support.headers, 'GET', path(p, other!.id)))).toMatchObject({
        status: 404,
        code: 'not_found',
      });
    }
    expect(
      errorOf(await call(support.headers, 'POST', path(OPS_MEMBER_PATHS.lock, other!.id), { reason: 'attack' })),
    ).toMatchObject({ status: 404, code: 'not_found' });
    const [still] = await t.ctx.db.select().from(members).where(eq(members.id, other!.id));
    expect(still!.disabledAt).toBeNull();
  });
});

describe("a member's page", () => {
  it('profile with balances, turnover, upline and sign-in facts', async () => {
    const m = await newMember(t);
    await fund(t, m.id, 1_234_50n);
    const p = await profile(support.headers, m.id);
    expect(p).toMatchObject({
      id: m.id,
      brand: 'LOTUS',
      username: m.username,
      payeeName: 'Nguyễn Văn An',
      status: 'active',
      currency: 'VND',
      balances: { main: '123450', bonus: '0', total: '123450' },
      turnover: { required: '0' },
      lastLoginIp: m.ip,
      mustChangePassword: false,
    });
    expect(p.lastLoginAt).not.toBeNull();
    const d = await profile(support.headers, demo01Id);
    expect(d).toMatchObject({ username: 'demo01', mobile: '84 912345678', mobileVerified: true });
  });

  it('the ledger statement, paged and filtered by type and day', async () => {
    const m = await newMember(t);
    await fund(t, m.id, 500_00n);
    await fund(t, m.id, 250_00n);
    const url = path(OPS_MEMBER_PATHS.statement, m.id);
    const all = value<{
      list: { type: string; amount: string; balanceAfter: string; wallet: string }[];
      total: number;
    }>(await call(support.headers, 'GET', url));
    expect(all.total).toBe(2);
    expect(all.list[0]).toMatchObject({ type: 'deposit', amount: '25000', balanceAfter: '75000', wallet: 'main' });
    expect(value<{ total: number }>(await call(support.headers, 'GET', url, undefined, { type: 'bet' })).total).toBe(0);
    expect(
      value<{ total: number }>(
        await call(support.headers, 'GET', url, undefined, { from: '2000-01-01', to: '2000-01-02' }),
      ).total,
    ).toBe(0);
    expect(
      errorOf(await call(support.headers, 'GET', url, undefined, { from: '2030-01-02', to: '2030-01-01' })),
    ).toMatchObject({ status: 400, field: 'to' });
  });

  it('bets, sessions and sign-ins', async () => {
    const m = await newMember(t);
    const bets = value<{ list: unknown[]; summary: { count: number } }>(
      await call(support.headers, 'GET', path(OPS_MEMBER_PATHS.bets, m.id)),
    );
    expect(bets.summary.count).toBe(0);
    const s = value<{ active: { ip: string }[]; history: { list: { ip: string }[]; total: number } }>(
      await call(support.headers, 'GET', path(OPS_MEMBER_PATHS.sessions, m.id)),
    );
    expect(s.active.map((x) => x.ip)).toEqual([m.ip]);
    expect(s.history.total).toBe(1);
  });

  it('notes and labels, audited; a read-only role cannot write them', async () => {
    const m = await newMember(t);
    const note = value<{ author: string; text: string }>(
      await call(support.headers, 'POST', path(OPS_MEMBER_PATHS.notes, m.id), { text: 'Called about a deposit' }),
    );
    expect(note).toMatchObject({ text: 'Called about a deposit', author: expect.stringContaining('support') });
    const notes = value<{ text: string }[]>(await call(marketing.headers, 'GET', path(OPS_MEMBER_PATHS.notes, m.id)));
    expect(notes.map((n) => n.text)).toEqual(['Called about a deposit']);
    expect(
      errorOf(await call(marketing.headers, 'POST', path(OPS_MEMBER_PATHS.notes, m.id), { text: 'nope' })),
    ).toMatchObject({ status: 403, code: 'permission_denied' });
    expect(
      errorOf(await call(support.headers, 'POST', path(OPS_MEMBER_PATHS.notes, m.id), { text: '  ' })),
    ).toMatchObject({ status: 400, code: 'validation_failed' });

    const labels = (body: unknown) => call(support.headers, 'POST', path(OPS_MEMBER_PATHS.labels, m.id), body);
    expect(value<{ labels: string[] }>(await labels({ add: ['VIP-Watch', 'kyc'] })).labels).toEqual([
      'kyc',
      'vip-watch',
    ]);
    expect(value<{ labels: string[] }>(await labels({ remove: ['kyc'] })).labels).toEqual(['vip-watch']);
    expect(errorOf(await labels({ add: ['no spaces'] }))).toMatchObject({ status: 400 });
    expect(errorOf(await labels({}))).toMatchObject({ status: 400 });
    expect((await profile(support.headers, m.id)).labels).toEqual(['vip-watch']);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `member:${m.username}`));
    expect(audit.map((a) => a.action).sort()).toEqual(['member.labels', 'member.labels', 'member.note']);
  });
});

describe('lock, unlock and a temporary password', () => {
  it('a lock ends the sessions and refuses sign-in; unlock lets the member in again', async () => {
    const m = await newMember(t);
    const before = await t.app.inject({ url: ACCOUNT_PATHS.memberInfo, headers: m.h });
    expect(before.statusCode).toBe(200);
    expect(
      errorOf(await call(marketing.headers, 'POST', path(OPS_MEMBER_PATHS.lock, m.id), { reason: 'fraud check' })),
    ).toMatchObject({ status: 403, code: 'permission_denied' });
    const locked = value<{ status: string; sessionsEnded: number }>(
      await call(support.headers, 'POST', path(OPS_MEMBER_PATHS.lock, m.id), { reason: 'fraud check' }),
    );
    expect(locked).toEqual({ status: 'locked', sessionsEnded: 1 });
    expect((await t.app.inject({ url: ACCOUNT_PATHS.memberInfo, headers: m.h })).statusCode).toBe(401);
    expect(errorOf(await login(t, m.username, 'Player123'))).toMatchObject({ code: 'account_disabled' });
    expect((await profile(support.headers, m.id)).status).toBe('locked');
    const unlocked = value<{ status: string }>(
      await call(support.headers, 'POST', path(OPS_MEMBER_PATHS.unlock, m.id), { reason: 'cleared' }),
    );
    expect(unlocked.status).toBe('active');
    expect((await login(t, m.username, 'Player123')).statusCode).toBe(200);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `member:${m.username}`));
    expect(audit.find((a) => a.action === 'member.lock')).toMatchObject({
      before: { status: 'active' },
      after: { status: 'locked', reason: 'fraud check', sessionsEnded: 1 },
    });
  });

  it('a temporary password is answered once, ends the sessions and must be changed at sign-in', async () => {
    const m = await newMember(t);
    const res = value<{ deliveredBy: string; temporaryPassword: string }>(
      await call(support.headers, 'POST', path(OPS_MEMBER_PATHS.password, m.id), { deliver: 'show' }),
    );
    expect(res.deliveredBy).toBe('show');
    expect(res.temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await t.app.inject({ url: ACCOUNT_PATHS.memberInfo, headers: m.h })).statusCode).toBe(401);
    expect(errorOf(await login(t, m.username, 'Player123'))).toMatchObject({ code: 'account_or_password_wrong' });
    const signed = await login(t, m.username, res.temporaryPassword, nextIp());
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().value.mustChangePassword).toBe(true);
    expect((await profile(support.headers, m.id)).mustChangePassword).toBe(true);
    // the member sets its own password (the old one is not asked), which lifts the flag
    const session = signed.json().value.token as string;
    const ip = nextIp();
    const changed = await sendEncrypted(
      t,
      'POST',
      ACCOUNT_PATHS.changePassword,
      { newPassword: 'Ownpass789', confirmNewPassword: 'Ownpass789' },
      authed(ip, session),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await profile(support.headers, m.id)).mustChangePassword).toBe(false);
    // the audit entry never holds the password
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'member.password.reset'));
    expect(JSON.stringify(audit)).not.toContain(res.temporaryPassword);
    // by SMS to the member's number
    await t.ctx.db
      .update(members)
      .set({ countryDialingCode: '84', mobileNum: '987650001' })
      .where(eq(members.id, m.id));
    const sms = value<{ deliveredBy: string; temporaryPassword: string | null }>(
      await call(support.headers, 'POST', path(OPS_MEMBER_PATHS.password, m.id), { deliver: 'sms' }),
    );
    expect(sms).toEqual({ deliveredBy: 'sms', temporaryPassword: null });
    const sent = outbox(t, 'sms').filter((l) => l.to === '84987650001');
    expect(sent.at(-1)?.text).toMatch(/[A-Za-z0-9]{12}/);
    // by e-mail: a member without an address is refused
    expect(
      errorOf(await call(support.headers, 'POST', path(OPS_MEMBER_PATHS.password, m.id), { deliver: 'email' })),
    ).toMatchObject({ status: 400, field: 'deliver' });
  });
});

describe('manual adjustments', () => {
  let m: TestMember;
  const mainOf = async (id: number) => (await profile(owner.headers, id)).balances.main;
  const adjustmentRows = async (id: number) =>
    t.ctx.db.select().from(memberAdjustments).where(eq(memberAdjustments.memberId, id));

  beforeAll(async () => {
    await setMoneySettings(t, { adjustment: { approvalThreshold: 1_000_000 } }); // 10,000.00
    m = await newMember(t);
    await fund(t, m.id, 1_000_00n);
  });

  it('support cannot adjust, and nothing changes', async () => {
    const res = await adjust(support.headers, m.id, {
      direction: 'credit',
      amount: 50,
      reason: 'goodwill',
      requestKey: key(),
    });
    expect(errorOf(res)).toMatchObject({ status: 403, code: 'permission_denied' });
    expect(await mainOf(m.id)).toBe('100000');
    expect(await adjustmentRows(m.id)).toEqual([]);
  });

  it('up to the threshold it posts at once, once per request key', async () => {
    const requestKey = key();
    const body = { direction: 'credit', amount: '150.25', reason: 'goodwill credit', requestKey };
    const first = value<OpsAdjustment & { replayed: boolean }>(await adjust(financeA.headers, m.id, body));
    expect(first).toMatchObject({
      status: 'posted',
      amount: '15025',
      balanceBefore: '100000',
      balanceAfter: '115025',
      replayed: false,
      threshold: '1000000',
    });
    expect(first.entryId).toEqual(expect.any(Number));
    const again = value<OpsAdjustment & { replayed: boolean }>(await adjust(financeA.headers, m.id, body));
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(await mainOf(m.id)).toBe('115025');
    expect(errorOf(await adjust(financeA.headers, m.id, { ...body, amount: 151 }))).toMatchObject({
      status: 409,
      code: 'idempotency_key_reused',
    });
    const statement = value<{ list: { type: string; amount: string }[] }>(
      await call(owner.headers, 'GET', path(OPS_MEMBER_PATHS.statement, m.id), undefined, { type: 'adjustment' }),
    );
    expect(statement.list).toMatchObject([{ type: 'adjustment', amount: '15025' }]);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'member.adjust'));
    expect(audit.at(-1)).toMatchObject({ before: { main: '100000' }, after: { main: '115025', status: 'posted' } });
  });

  it('a debit beyond the balance is refused and changes nothing', async () => {
    const count = (await adjustmentRows(m.id)).length;
    const res = await adjust(financeA.headers, m.id, {
      direction: 'debit',
      amount: 5000,
      reason: 'chargeback',
      requestKey: key(),
    });
    expect(errorOf(res)).toMatchObject({ status: 409, code: 'insufficient_balance' });
    expect(await mainOf(m.id)).toBe('115025');
    expect(await adjustmentRows(m.id)).toHaveLength(count);
    const small = value<OpsAdjustment>(
      await adjust(financeA.headers, m.id, {
        direction: 'debit',
        amount: 150.25,
        reason: 'undo goodwill',
        requestKey: key(),
      }),
    );
    expect(small).toMatchObject({ status: 'posted', balanceAfter: '100000' });
  });

  it('refuses bad amounts and reasons', async () => {
    for (const body of [
      { direction: 'credit', amount: -5, reason: 'x reason', requestKey: key() },
      { direction: 'credit', amount: '1.234', reason: 'x reason', requestKey: key() },
      { direction: 'credit', amount: 0, reason: 'x reason', requestKey: key() },
      { direction: 'sideways', amount: 5, reason: 'x reason', requestKey: key() },
      { direction: 'credit', amount: 5, reason: '', requestKey: key() },
      { direction: 'credit', amount: 5, reason: 'x reason' },
    ]) {
      expect(errorOf(await adjust(financeA.headers, m.id, body)), JSON.stringify(body)).toMatchObject({
        status: 400,
        code: 'validation_failed',
      });
    }
  });

  it('above the threshold it waits for another operator: four eyes, posted exactly once', async () => {
    const req = value<OpsAdjustment>(
      await adjust(financeA.headers, m.id, {
        direction: 'credit',
        amount: 20000,
        reason: 'lost win, ticket 42',
        requestKey: key(),
      }),
    );
    expect(req).toMatchObject({
      status: 'pending',
      entryId: null,
      balanceAfter: null,
      requestedBy: expect.any(String),
    });
    expect(await mainOf(m.id)).toBe('100000');

    const queue = value<{ list: OpsAdjustment[] }>(
      await call(financeB.headers, 'GET', OPS_MEMBER_PATHS.adjustments, undefined, { status: 'pending' }),
    );
    expect(queue.list.map((a) => a.id)).toContain(req.id);
    expect(errorOf(await call(support.headers, 'GET', OPS_MEMBER_PATHS.adjustments))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });

    const approve = (h: Record<string, string>) => call(h, 'POST', path(OPS_MEMBER_PATHS.approve, req.id), {});
    expect(errorOf(await approve(financeA.headers))).toMatchObject({ status: 403, code: 'adjustment_self_approval' });
    expect(errorOf(await approve(support.headers))).toMatchObject({ status: 403, code: 'permission_denied' });
    expect(await mainOf(m.id)).toBe('100000');

    const done = value<OpsAdjustment>(await approve(financeB.headers));
    expect(done).toMatchObject({ status: 'posted', balanceBefore: '100000', balanceAfter: '2100000' });
    expect(errorOf(await approve(owner.headers))).toMatchObject({ status: 409, code: 'adjustment_not_pending' });
    expect(await mainOf(m.id)).toBe('2100000');
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'member.adjust.approve'));
    expect(audit.at(-1)).toMatchObject({
      before: { main: '100000', status: 'pending' },
      after: { main: '2100000', status: 'posted' },
    });
  });

  it('a rejected request moves nothing; the shared key counts as one person', async () => {
    const req = value<OpsAdjustment>(
      await adjust(ops(), m.id, { direction: 'debit', amount: 15000, reason: 'duplicate credit', requestKey: key() }),
    );
    expect(req.status).toBe('pending');
    expect(errorOf(await call(ops(), 'POST', path(OPS_MEMBER_PATHS.approve, req.id), {}))).toMatchObject({
      code: 'adjustment_self_approval',
    });
    expect(errorOf(await call(financeB.headers, 'POST', path(OPS_MEMBER_PATHS.reject, req.id), {}))).toMatchObject({
      status: 400,
    });
    const rejected = value<OpsAdjustment>(
      await call(financeB.headers, 'POST', path(OPS_MEMBER_PATHS.reject, req.id), { note: 'not a duplicate' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', decisionNote: 'not a duplicate', entryId: null });
    expect(await mainOf(m.id)).toBe('2100000');
    const mine = value<{ list: OpsAdjustment[] }>(
      await call(support.headers, 'GET', path(OPS_MEMBER_PATHS.memberAdjustments, m.id)),
    );
    expect(mine.list.map((a) => a.status)).toEqual(['rejected', 'posted', 'posted', 'posted']);
  });
});
