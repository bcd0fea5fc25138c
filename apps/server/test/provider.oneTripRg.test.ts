import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RG_PATHS as RG } from '@lotus/contracts';
import { countQueries, type QueryCounter } from '../src/db/queryCounter';
import { authed } from './accounts/support';
import { createTestApp, type TestApp } from './helpers';
import { balanceOf, callback, deposit, expectLedgerSound, houseGame, ip, launchToken, newMember } from './gamesSupport';

/**
 * Issue 30, migration 0045: a member's responsible-gaming settings send a bet to the full path only when they can
 * refuse it (a block in force, a session limit, a wager or loss limit); a deposit limit does not, and a win never
 * does. The bet that takes the one statement locks the settings row where the full path does and looks again, so
 * a time-out raced with bets lets each bet in before it or refuses it. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let slot: number;
let counter: QueryCounter;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  slot = await houseGame(t, 'lotus-slot');
  counter = countQueries(t.ctx.db);
});
afterAll(async () => {
  counter.stop();
  await t.close();
});

interface Player {
  id: number;
  token: string;
  launch: string;
  playerId: string;
}

async function player(): Promise<Player> {
  const m = await newMember(t);
  await deposit(t, m.id, 10_000_000n);
  const launch = await launchToken(t, m.token, slot);
  const playerId = (await callback(t, 'authenticate', { token: launch })).json().value.playerId;
  return { ...m, launch, playerId };
}

const rg = (p: Player, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: path, headers: authed(ip, p.token), payload });

const common = (p: Player, roundId: string) => ({
  token: p.launch,
  playerId: p.playerId,
  roundId,
  gameCode: 'lotus-slot',
  currency: 'VND',
});
const bet = (p: Player, roundId: string, amount = 1_000) =>
  callback(t, 'bet', { ...common(p, roundId), transactionId: `${roundId}-bet`, amount });
const win = (p: Player, roundId: string, amount = 1_500) =>
  callback(t, 'win', { ...common(p, roundId), transactionId: `${roundId}-win`, amount, roundClosed: true });

/** The statements one call sends. */
async function statements<R>(call: () => Promise<R>) {
  await new Promise((r) => setTimeout(r, 20));
  counter.reset();
  const res = await call();
  const n = counter.count;
  return { n, res };
}

describe('the one-trip bet of a member with responsible-gaming settings (issue 30)', () => {
  it('a deposit limit leaves bets and wins at one statement each', async () => {
    const p = await player();
    expect((await rg(p, RG.limit, { kind: 'deposit', period: 'day', amount: 1_000 })).json().success).toBe(true);
    expect((await bet(p, `rgd-${++seq}`)).json().success).toBe(true); // warms the caches
    const r = `rgd-${++seq}`;
    const b = await statements(() => bet(p, r));
    expect(b.res.json().success, b.res.body).toBe(true);
    expect(b.n).toBe(1);
    const w = await statements(() => win(p, r));
    expect(w.res.json().success, w.res.body).toBe(true);
    expect(w.n).toBe(1);
    expect(await balanceOf(t, p.id)).toBe(10_000_000n - 2_000n + 1_500n);
  });

  it('a wager limit sends bets to the full path, which holds it; wins stay at one statement', async () => {
    const p = await player();
    expect((await rg(p, RG.limit, { kind: 'wager', period: 'day', amount: 30 })).json().success).toBe(true);
    const r1 = `rgw-${++seq}`;
    const first = await statements(() => bet(p, r1, 2_000));
    expect(first.res.json().success, first.res.body).toBe(true);
    expect(first.n).toBeGreaterThan(1);
    const over = await bet(p, `rgw-${++seq}`, 1_500);
    expect(over.json()).toMatchObject({ success: false, errorCode: 'rg_wager_limit_exceeded' });
    const w = await statements(() => win(p, r1));
    expect(w.res.json().success, w.res.body).toBe(true);
    expect(w.n).toBe(1);
    expect(await balanceOf(t, p.id)).toBe(10_000_000n - 2_000n + 1_500n);
  });

  it('a time-out set after one-trip bets refuses the next bet; a session limit sends bets to the full path', async () => {
    const p = await player();
    expect((await rg(p, RG.limit, { kind: 'deposit', period: 'week', amount: 5_000 })).json().success).toBe(true);
    expect((await bet(p, `rgt-${++seq}`)).json().success).toBe(true);
    const q = await player();
    expect((await bet(q, `rgt-${++seq}`)).json().success).toBe(true);
    expect((await rg(p, RG.timeout, { period: '24h' })).json().success).toBe(true);
    const refused = await bet(p, `rgt-${++seq}`);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'rg_timed_out' });
    expect(await balanceOf(t, p.id)).toBe(10_000_000n - 1_000n);
    // A session limit: every bet is the full path's (it counts the sign-in's age), accepted within the limit.
    const s = await rg(q, RG.session, { sessionMinutes: 30, realityCheckMinutes: null });
    expect(s.json().success, s.body).toBe(true);
    const b = await statements(() => bet(q, `rgt-${++seq}`));
    expect(b.res.json().success, b.res.body).toBe(true);
    expect(b.n).toBeGreaterThan(1);
  });

  it('a time-out raced with one-trip bets: each bet is in before it or refused, nothing else', async () => {
    const p = await player();
    expect((await rg(p, RG.limit, { kind: 'deposit', period: 'month', amount: 9_000 })).json().success).toBe(true);
    const rounds = Array.from({ length: 12 }, () => `rgr-${++seq}`);
    const [timeout, ...bets] = await Promise.all([
      rg(p, RG.timeout, { period: '24h' }),
      ...rounds.map((r) => bet(p, r, 100)),
    ]);
    expect(timeout.json().success, timeout.body).toBe(true);
    let accepted = 0;
    for (const b of bets) {
      const body = b.json();
      if (body.success) accepted++;
      else expect(body.errorCode, b.body).toBe('rg_timed_out');
    }
    expect(await balanceOf(t, p.id)).toBe(10_000_000n - BigInt(accepted) * 100n);
    // After the time-out committed, no bet passes.
    expect((await bet(p, `rgr-${++seq}`, 100)).json()).toMatchObject({ success: false, errorCode: 'rg_timed_out' });
    await expectLedgerSound(t);
  });
});
