import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPS_SPORTS_PATHS,
  RESULT_CORRECTION_PATHS as R,
  SIGNIFICANT_EVENT_PATHS,
  SPORTS_PAGE_PATH,
  SPORTS_VASSALAGE,
} from '@lotus/contracts';
import { loadConfig } from '../src/config';
import { sportsBets } from '../src/db/schema';
import { runSports } from '../src/modules/sports/feed';
import { balanceOf, deposit, expectLedgerSound, gameIdOf, launchToken, newMember } from './gamesSupport';
import { createTestApp, ops, type TestApp } from './helpers';
import { setMoneySettings } from './moneySupport';
import { operatorWithRole, type TestOperator } from './operatorsSupport';

/**
 * Result corrections under four-eyes (issue 34): a sports fixture's result corrected when the brand's bets on it
 * staked more than the brand's threshold. The direct correction is refused; one operator asks, the same operator
 * cannot approve, another approves and the bet is settled again once; a rejection changes nothing. Through HTTP.
 */
let t: TestApp;
let maker: TestOperator;
let checker: TestOperator;
const T0 = new Date('2026-11-26T03:00:05Z');

interface Fixture {
  id: number;
  status: string;
  kickoffAt: string;
  markets: { type: string; selections: { id: number; key: string; odds: number }[] }[];
}

const asOps = (path: string, payload: object, headers: Record<string, string> = ops()) =>
  t.app.inject({ method: 'POST', url: path, headers, payload });
const decide = (o: TestOperator, id: number, what: 'approve' | 'reject', payload: object = {}) =>
  asOps(R[what].replace(':id', String(id)), payload, o.headers);

beforeAll(async () => {
  t = await createTestApp({
    config: { games: { ...loadConfig({ LOG_LEVEL: 'silent' }).games, sportsResults: 'operator' } },
  });
  t.setNow(T0);
  await runSports(t.ctx);
});
afterAll(() => t.close());

describe('a sports result correction above the brand’s threshold', () => {
  it('waits for a second operator, who applies it once; the maker cannot approve it', async () => {
    const m = await newMember(t);
    await deposit(t, m.id, 1_000_000n);
    const token = await launchToken(t, m.token, await gameIdOf(t, SPORTS_VASSALAGE, 'sportsbook'));
    const lobby = await t.app.inject({ url: `${SPORTS_PAGE_PATH}/api/lobby?kind=sports&token=${token}` });
    const f = (lobby.json().value.fixtures as Fixture[]).find((x) => x.status === 'scheduled')!;
    const home = f.markets.find((x) => x.type === '1X2')!.selections.find((s) => s.key === 'home')!;
    const placed = await t.app.inject({
      method: 'POST',
      url: `${SPORTS_PAGE_PATH}/api/bets`,
      payload: { token, legs: [{ selectionId: home.id, odds: home.odds }], stake: '100' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const betId = placed.json().value.id as number;
    t.setNow(new Date(Date.parse(f.kickoffAt) + 60_000));
    await runSports(t.ctx);
    maker = await operatorWithRole(t, 'owner');
    checker = await operatorWithRole(t, 'owner');
    const result = await asOps(OPS_SPORTS_PATHS.result.replace(':id', String(f.id)), { home: 2, away: 0 });
    expect(result.json(), result.body).toMatchObject({ success: true, value: { resultVersion: 1 } });
    const bet = async () => (await t.ctx.db.select().from(sportsBets).where(eq(sportsBets.id, betId)))[0]!;
    const won = await bet();
    expect(won.status).toBe('won');
    const paid = await balanceOf(t, m.id);

    await setMoneySettings(t, { adjustment: { correctionApprovalThreshold: 50_00 } });
    try {
      // The direct correction is refused above the threshold (100.00 staked > 50.00), and changes nothing.
      const direct = await asOps(OPS_SPORTS_PATHS.result.replace(':id', String(f.id)), {
        home: 0,
        away: 1,
        correction: true,
        reason: 'VAR',
      });
      expect(direct.json()).toMatchObject({ errorCode: 'result_correction_needs_approval' });
      expect(await balanceOf(t, m.id)).toBe(paid);

      // Asked for with a reason (required); one waits at a time.
      const noReason = await asOps(R.list, { product: 'sports', subjectId: f.id, home: 0, away: 1 }, maker.headers);
      expect(noReason.json().errorCode).toBe('validation_failed');
      const asked = await asOps(
        R.list,
        { product: 'sports', subjectId: f.id, home: 0, away: 1, reason: 'VAR review' },
        maker.headers,
      );
      expect(asked.json(), asked.body).toMatchObject({
        success: true,
        value: { status: 'pending', baseVersion: 1, requestedBy: maker.username, result: { home: 0, away: 1 } },
      });
      const id = asked.json().value.id as number;
      const twice = await asOps(
        R.list,
        { product: 'sports', subjectId: f.id, home: 1, away: 1, reason: 'again' },
        checker.headers,
      );
      expect(twice.json().errorCode).toBe('result_correction_exists');
      const queue = await t.app.inject({ url: `${R.list}?status=pending`, headers: checker.headers });
      expect(queue.json().value.map((c: { id: number }) => c.id)).toContain(id);

      // The maker cannot approve it; nothing moves.
      expect((await decide(maker, id, 'approve')).json().errorCode).toBe('four_eyes_self_approval');
      expect(await balanceOf(t, m.id)).toBe(paid);
      expect((await bet()).status).toBe('won');

      // The checker approves: the bet is settled again (lost), the payout taken back, once.
      const approved = await decide(checker, id, 'approve');
      expect(approved.json(), approved.body).toMatchObject({
        success: true,
        value: { status: 'approved', decidedBy: checker.username },
      });
      expect(await bet()).toMatchObject({ status: 'lost', payout: 0n, payVersion: 2 });
      expect(await balanceOf(t, m.id)).toBe(paid - won.payout!);
      expect((await decide(checker, id, 'approve')).json().errorCode).toBe('result_correction_not_pending');
      expect((await decide(maker, id, 'reject', { reason: 'late' })).json().errorCode).toBe(
        'result_correction_not_pending',
      );
      expect(await balanceOf(t, m.id)).toBe(paid - won.payout!);
      await expectLedgerSound(t);

      // A rejection (with a reason) changes nothing but the correction.
      const other = await asOps(
        R.list,
        { product: 'sports', subjectId: f.id, home: 3, away: 0, reason: 'typo' },
        checker.headers,
      );
      const otherId = other.json().value.id as number;
      expect((await decide(maker, otherId, 'reject')).json().errorCode).toBe('validation_failed');
      const rejected = await decide(maker, otherId, 'reject', { reason: 'the first was right' });
      expect(rejected.json().value).toMatchObject({ status: 'rejected', decisionReason: 'the first was right' });
      expect(await bet()).toMatchObject({ status: 'lost', payVersion: 2 });

      // The request and the decisions are result corrections among the significant events.
      const events = await t.app.inject({
        url: `${SIGNIFICANT_EVENT_PATHS.list}?kind=result_correction&pageSize=50`,
        headers: ops(),
      });
      const actions = (events.json().value.list as { action: string }[]).map((e) => e.action);
      expect(actions).toEqual(
        expect.arrayContaining(['correction.request', 'correction.approve', 'correction.reject']),
      );
    } finally {
      await setMoneySettings(t, { adjustment: { correctionApprovalThreshold: 0 } });
    }
  });

  it('refuses unknown subjects and results not entered yet, and operators without games.manage', async () => {
    const body = { product: 'sports', subjectId: 999_999, home: 1, away: 0, reason: 'x1' };
    expect((await asOps(R.list, body)).json().errorCode).toBe('sports_fixture_not_found');
    expect((await asOps(R.list, { ...body, product: 'lottery', prizes: {} })).json().errorCode).toBe(
      'lottery_draw_not_found',
    );
    const support = await operatorWithRole(t, 'support');
    expect((await asOps(R.list, body, support.headers)).statusCode).toBe(403);
    expect((await decide(checker, 999_999, 'approve')).json().errorCode).toBe('result_correction_not_found');
  });
});
