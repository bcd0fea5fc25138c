import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_MEMBER_PATHS, type OpsAdjustment } from '@lotus/contracts';
import { auditLog, ledgerEntries, memberAdjustments } from '../src/db/schema';
import { TEST_DATABASE_URL, type TestApp } from './helpers';
import { createMoneyApp, errorOf, expectLedgerSound, fund, newMember, setMoneySettings } from './moneySupport';
import { operatorWithRole, type TestOperator } from './operatorsSupport';

/**
 * Manual adjustments under real concurrency: approvals raced by several operators post exactly once
 * (the request's row lock), a request key raced with itself makes one adjustment, and raced debits
 * never take the main wallet below zero. PGlite runs one statement at a time, so these need
 * PostgreSQL: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
 */
if (!TEST_DATABASE_URL) {
  console.info('adjustment concurrency tests skipped: set TEST_DATABASE_URL to run them on PostgreSQL');
}

describe.skipIf(!TEST_DATABASE_URL)('manual adjustments under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let requester: TestOperator;
  let approvers: TestOperator[];

  const path = (p: string, id: number) => p.replace(':id', String(id));
  const adjust = (h: Record<string, string>, memberId: number, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: path(OPS_MEMBER_PATHS.memberAdjustments, memberId),
      headers: h,
      payload: body,
    });
  const mainOf = async (h: Record<string, string>, id: number) => {
    const res = await t.app.inject({ url: path(OPS_MEMBER_PATHS.member, id), headers: h });
    return (res.json() as { value: { balances: { main: string } } }).value.balances.main;
  };

  beforeAll(async () => {
    t = await createMoneyApp();
    await setMoneySettings(t, { adjustment: { approvalThreshold: 100_00 } });
    requester = await operatorWithRole(t, 'finance');
    approvers = [];
    for (let i = 0; i < 6; i++) approvers.push(await operatorWithRole(t, i % 2 ? 'finance' : 'owner'));
  });
  afterAll(() => t?.close());

  it('raced approvals of one request post it exactly once', async () => {
    const m = await newMember(t);
    await fund(t, m.id, 1_000_00n);
    for (let round = 0; round < 3; round++) {
      const req = await adjust(requester.headers, m.id, {
        direction: round === 1 ? 'debit' : 'credit',
        amount: 500,
        reason: `raced approval ${round}`,
        requestKey: `race-approve-${round}`,
      });
      expect(req.statusCode, req.body).toBe(200);
      const { id } = (req.json() as { value: OpsAdjustment }).value;
      const answers = await Promise.all(
        approvers.map((a) =>
          t.app.inject({ method: 'POST', url: path(OPS_MEMBER_PATHS.approve, id), headers: a.headers, payload: {} }),
        ),
      );
      const codes = answers.map((r) => errorOf(r).code ?? 'ok');
      expect(
        codes.filter((c) => c === 'ok'),
        codes.join(),
      ).toHaveLength(1);
      expect(
        codes.filter((c) => c !== 'ok').every((c) => c === 'adjustment_not_pending'),
        codes.join(),
      ).toBe(true);
      const entries = await t.ctx.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `member-adjustment:${id}`));
      expect(entries).toHaveLength(1);
      const approvals = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'member.adjust.approve'));
      expect(approvals.filter((a) => (a.after as { adjustmentId: number }).adjustmentId === id)).toHaveLength(1);
    }
    // 1000 + 500 − 500 + 500
    expect(await mainOf(requester.headers, m.id)).toBe('150000');
    await expectLedgerSound(t);
  });

  it('one request key raced with itself makes one adjustment', async () => {
    const m = await newMember(t);
    const body = { direction: 'credit', amount: 50, reason: 'retried credit', requestKey: 'race-key-1' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => adjust(requester.headers, m.id, body)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const ids = new Set(answers.map((a) => (a.json() as { value: OpsAdjustment }).value.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => !(a.json() as { value: { replayed: boolean } }).value.replayed)).toHaveLength(1);
    expect(await t.ctx.db.select().from(memberAdjustments).where(eq(memberAdjustments.memberId, m.id))).toHaveLength(1);
    expect(await mainOf(requester.headers, m.id)).toBe('5000');
  });

  it('raced debits never take the main wallet below zero', async () => {
    const m = await newMember(t);
    await fund(t, m.id, 100_00n);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        adjust(requester.headers, m.id, {
          direction: 'debit',
          amount: 40,
          reason: 'raced debit',
          requestKey: `race-debit-${i}`,
        }),
      ),
    );
    const codes = answers.map((r) => errorOf(r).code ?? 'ok');
    expect(
      codes.filter((c) => c === 'ok'),
      codes.join(),
    ).toHaveLength(2);
    expect(
      codes.filter((c) => c !== 'ok').every((c) => c === 'insufficient_balance'),
      codes.join(),
    ).toBe(true);
    expect(await mainOf(requester.headers, m.id)).toBe('2000');
    // refused requests leave no row behind
    expect(await t.ctx.db.select().from(memberAdjustments).where(eq(memberAdjustments.memberId, m.id))).toHaveLength(2);
    await expectLedgerSound(t);
  });
});
