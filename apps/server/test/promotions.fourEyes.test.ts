import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_PROMO_PATHS as OP, PROMO_PATHS as PP } from '@lotus/contracts';
import { type TestApp } from './helpers';
import { balanceOf, createMoneyApp, errorOf, expectLedgerSound, newMember, setMoneySettings } from './moneySupport';
import { operatorWithRole, type TestOperator } from './operatorsSupport';
import { path, promoHarness, type PromoHarness } from './promotionsSupport';

/**
 * Four-eyes on bonus grants (issue 34): an application's bonus above the brand's
 * `adjustment.bonusApprovalThreshold` takes two operators. The first approval records itself and the
 * amount (nothing is issued, the member is not told); the same operator again is
 * four_eyes_self_approval; another operator issues that amount, once. Up to the threshold one approval
 * issues it as before.
 */
let t: TestApp & { url: string };
let h: PromoHarness;
let a: TestOperator;
let b: TestOperator;

beforeAll(async () => {
  t = await createMoneyApp();
  h = await promoHarness(t);
  a = await operatorWithRole(t, 'marketing');
  b = await operatorWithRole(t, 'owner');
  await setMoneySettings(t, { adjustment: { bonusApprovalThreshold: 100_00 } });
});
afterAll(() => t?.close());

async function applied(code: string, amount: string) {
  const p = await h.createPromo({
    code,
    kind: 'free_credit',
    participation: 'apply',
    rules: { kind: 'free_credit', amount },
  });
  const m = await newMember(t, { payeeName: 'Hoàng Văn Em' });
  expect((await h.post(m, path(PP.apply, p.id), { remark: 'xin thưởng' })).json().value.status).toBe('applying');
  const list = (await t.app.inject({ url: `${OP.applications}?brand=LOTUS`, headers: a.headers })).json().value as {
    id: number;
    username: string;
  }[];
  return { p, m, id: list.find((x) => x.username === m.username)!.id };
}
const review = (who: TestOperator, id: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `${OP.review.replace(':id', String(id))}?brand=LOTUS`,
    headers: who.headers,
    payload: body,
  });

describe('four-eyes bonus grants', () => {
  it('up to the threshold, one approval issues the bonus', async () => {
    const { m, id } = await applied('eyes-small', '10000');
    expect((await review(a, id, { decision: 'approve' })).json().value.status).toBe('issued');
    expect((await balanceOf(t, m)).bonusBalance).toBe(100_00n);
  });

  it('above it, the first approval waits; the maker cannot be the checker; a second operator issues it once', async () => {
    const { p, m, id } = await applied('eyes-big', '50000');
    const first = await review(a, id, { decision: 'approve' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.status).toBe('awaiting_second_approval');
    expect((await balanceOf(t, m)).bonusBalance).toBe(0n);
    expect((await h.detail(m, p.id)).status).toBe('applying');
    const queue = (await t.app.inject({ url: `${OP.applications}?brand=LOTUS`, headers: b.headers })).json().value;
    expect(queue.find((x: { id: number }) => x.id === id)).toMatchObject({
      firstApprovedBy: a.username,
      proposedAmount: '50000',
    });
    expect(errorOf(await review(a, id, { decision: 'approve' }))).toMatchObject({
      status: 403,
      code: 'four_eyes_self_approval',
    });
    // The checker issues what the maker approved, not another amount.
    const second = await review(b, id, { decision: 'approve', amount: '9999' });
    expect(second.json().value.status).toBe('issued');
    expect((await balanceOf(t, m)).bonusBalance).toBe(500_00n);
    expect(errorOf(await review(b, id, { decision: 'approve' })).code).toBe('application_already_reviewed');
    expect((await balanceOf(t, m)).bonusBalance).toBe(500_00n);
    await expectLedgerSound(t);
  });

  it('a rejection after the first approval issues nothing', async () => {
    const { m, id } = await applied('eyes-reject', '50000');
    expect((await review(a, id, { decision: 'approve' })).json().value.status).toBe('awaiting_second_approval');
    expect((await review(b, id, { decision: 'reject', reason: 'không đủ điều kiện' })).json().value.status).toBe(
      'rejected',
    );
    expect((await balanceOf(t, m)).bonusBalance).toBe(0n);
  });
});
