import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_REPORT_PATHS as B,
  LAUNCH_PATHS,
  OPS_MONEY_PATHS,
  PROMO_PATHS,
  SIGNIFICANT_EVENT_PATHS as S,
} from '@lotus/contracts';
import { rowsOf } from '../src/db/sqlResult';
import { callback, houseGame } from './gamesSupport';
import { ops, type TestApp } from './helpers';
import { createMoneyApp, fund, newMember, type TestMember } from './moneySupport';
import { operatorWithRole } from './operatorsSupport';
import { path, promoHarness, type PromoHarness } from './promotionsSupport';

/**
 * The business reports (issue 34) read day tables the reports.sumDays job keeps: every figure here is
 * compared with a sum over the raw bet_rounds rows, computed in the test, of settled rounds only.
 */
let t: TestApp & { url: string };
let h: PromoHarness;
let a: TestMember;
let b: TestMember;
let solo: TestMember;
let slot: number;

const get = (url: string, headers: Record<string, string> = ops()) => t.app.inject({ url, headers });
const qs = (q: Record<string, string | number | undefined>) =>
  '?' +
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])) as [string, string][],
  ).toString();

/** Today in the demo brand's zone (Asia/Ho_Chi_Minh, UTC+7). */
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

async function sumDays() {
  const res = await t.app.inject({
    method: 'POST',
    url: OPS_MONEY_PATHS.runJob,
    headers: ops(),
    payload: { job: 'reports.sumDays' },
  });
  expect(res.json(), res.body).toMatchObject({ success: true, value: { ran: true } });
}

/** A bet with no win yet: the round stays open. */
async function openBet(m: TestMember, stake: number, roundId: string) {
  const launch = await t.app.inject({ url: `${LAUNCH_PATHS.launchGame}?gameId=${slot}&accountType=1`, headers: m.h });
  const token = new URL(launch.json().value.game_url, 'http://x').searchParams.get('token')!;
  const auth = await callback(t, 'authenticate', { token });
  const playerId = auth.json().value.playerId as string;
  const bet = await callback(t, 'bet', {
    token,
    playerId,
    roundId,
    gameCode: 'lotus-slot',
    currency: 'VND',
    transactionId: `${roundId}-b`,
    amount: stake,
  });
  expect(bet.json().success, bet.body).toBe(true);
}

/** What the raw rows say: settled rounds of the demo brand begun today (brand zone). */
async function rawToday() {
  const [row] = rowsOf(
    await t.ctx.db.execute(sql`select count(*)::int as rounds, coalesce(sum(stake), 0)::text as stake,
        coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(win), 0)::text as win,
        count(distinct member_id)::int as players
      from bet_rounds r join merchants m on m.id = r.merchant_id
      where m.code = 'LOTUS' and r.status = 'settled'
        and (r.bet_at at time zone m.time_zone)::date = ${today()}::date`),
  );
  return {
    rounds: Number(row!.rounds),
    stake: String(row!.stake),
    validBet: String(row!.valid_bet),
    payout: String(row!.win),
    ggr: String(BigInt(String(row!.stake)) - BigInt(String(row!.win))),
    players: Number(row!.players),
  };
}

/** What the raw rows say of the brand's bonuses: the promotion account's payout today, open bonus money and wagering. */
async function rawBonuses() {
  const [cost] = rowsOf(
    await t.ctx.db.execute(sql`select coalesce(-sum(p.amount), 0)::text as v
      from ledger_postings p join ledger_accounts a on a.id = p.account_id join merchants m on m.id = a.merchant_id
      join ledger_entries e on e.id = p.entry_id
      where m.code = 'LOTUS' and a.kind = 'promotion' and e.type <> 'agent_payout'
        and (p.created_at at time zone m.time_zone)::date = ${today()}::date`),
  );
  const [money] = rowsOf(
    await t.ctx.db.execute(sql`select coalesce(sum(a.balance), 0)::text as v from ledger_accounts a
      join merchants m on m.id = a.merchant_id where m.code = 'LOTUS' and a.kind = 'member_bonus'`),
  );
  const [left] = rowsOf(
    await t.ctx.db.execute(sql`select count(*)::int as n, coalesce(sum(r.required - r.progress), 0)::text as v
      from turnover_requirements r join merchants m on m.id = r.merchant_id
      where m.code = 'LOTUS' and r.source = 'bonus' and r.completed_at is null`),
  );
  return {
    bonusCost: String(cost!.v),
    openBonusMoney: String(money!.v),
    openBonuses: Number(left!.n),
    wageringLeft: String(left!.v),
  };
}

beforeAll(async () => {
  t = await createMoneyApp();
  h = await promoHarness(t);
  slot = await houseGame(t, 'lotus-slot');
  a = await newMember(t);
  b = await newMember(t);
  solo = await newMember(t);
  for (const m of [a, b, solo]) await fund(t, m.id, 100_000n);
  await h.playRound(a, 2_000, 5_000);
  await h.playRound(b, 1_000, 0);
  await h.playRound(solo, 500, 200);
  // Neither counts: a bet rolled back (cancelled) and a bet still open.
  await h.playRound(b, 700, 0, { rollback: true });
  await openBet(solo, 300, 'open-1');
  await sumDays();
});
afterAll(async () => {
  await t?.close();
});

describe('GGR and NGR', () => {
  const ggr = (by: string, extra: Record<string, string> = {}, headers: Record<string, string> = ops()) =>
    get(`${B.ggr}${qs({ brand: 'LOTUS', by, from: today(), to: today(), ...extra })}`, headers);

  it('by day equals the settled rounds summed from the raw rows', async () => {
    const raw = await rawToday();
    expect(raw).toMatchObject({ rounds: 3, stake: '3500', payout: '5200', players: 3 });
    const r = (await ggr('day')).json();
    expect(r.success, JSON.stringify(r)).toBe(true);
    expect(r.value.rows).toEqual([
      {
        brand: 'LOTUS',
        key: today(),
        label: today(),
        rounds: raw.rounds,
        stake: raw.stake,
        validBet: raw.validBet,
        payout: raw.payout,
        ggr: raw.ggr,
        players: raw.players,
        bonusCost: '0',
        ngr: raw.ggr,
      },
    ]);
    expect(r.value.totals).toEqual([
      {
        brand: 'LOTUS',
        currency: 'VND',
        rounds: raw.rounds,
        stake: raw.stake,
        validBet: raw.validBet,
        payout: raw.payout,
        ggr: raw.ggr,
        players: raw.players,
        bonusCost: '0',
        ngr: raw.ggr,
        openBonusMoney: '0',
        openBonuses: 0,
        wageringLeft: '0',
      },
    ]);
    expect(r.value.trend).toEqual([{ brand: 'LOTUS', day: today(), ggr: raw.ggr, ngr: raw.ggr }]);
  });

  it('by vendor, category and game add up to the same totals', async () => {
    const raw = await rawToday();
    for (const by of ['vendor', 'category', 'game']) {
      const v = (await ggr(by)).json().value;
      expect(v.rows.length, by).toBeGreaterThan(0);
      const sum = (f: string) => v.rows.reduce((s: bigint, x: Record<string, string>) => s + BigInt(x[f]!), 0n);
      expect(String(sum('stake')), by).toBe(raw.stake);
      expect(String(sum('payout')), by).toBe(raw.payout);
      expect(String(sum('ggr')), by).toBe(raw.ggr);
      expect(v.rows[0]).toMatchObject({ players: null, bonusCost: null, ngr: null });
    }
    const game = (await ggr('game')).json().value;
    expect(game.rows[0]).toMatchObject({ key: String(slot), rounds: 3 });
  });

  it('is idempotent and follows rounds settled after a run', async () => {
    const first = (await ggr('day')).json().value;
    await sumDays();
    expect((await ggr('day')).json().value).toEqual(first);
    await h.playRound(a, 400, 100);
    await sumDays();
    const raw = await rawToday();
    expect(raw.rounds).toBe(4);
    const again = (await ggr('day')).json().value;
    expect(again.totals[0]).toMatchObject({ rounds: 4, stake: raw.stake, payout: raw.payout, ggr: raw.ggr });
  });

  it('exports CSV in major units with a total line', async () => {
    const res = await ggr('day', { format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const raw = await rawToday();
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('brand,day,label,rounds,players,stake,valid_bet,payout,ggr,bonus_cost,ngr');
    const major = (m: string) =>
      `${BigInt(m) < 0n ? '-' : ''}${(BigInt(m) < 0n ? -BigInt(m) : BigInt(m)) / 100n}.${String((BigInt(m) < 0n ? -BigInt(m) : BigInt(m)) % 100n).padStart(2, '0')}`;
    expect(lines[1]).toBe(
      `LOTUS,${today()},${today()},${raw.rounds},${raw.players},${major(raw.stake)},${major(raw.validBet)},${major(raw.payout)},${major(raw.ggr)},0.00,${major(raw.ggr)}`,
    );
    expect(lines.at(-1)).toMatch(/^LOTUS,TOTAL,VND,/);
  });

  it('takes the promotion cost off NGR and shows the open bonuses as liability', async () => {
    const promo = await h.createPromo({
      code: 'biz-free',
      kind: 'free_credit',
      rules: { kind: 'free_credit', amount: '30' },
    });
    const m = await newMember(t);
    const claimed = await h.post(m, path(PROMO_PATHS.claim, promo.id));
    expect(claimed.json().success, claimed.body).toBe(true);
    await sumDays();
    const raw = await rawToday();
    const bonuses = await rawBonuses();
    // A free credit of 30 minor units, still to wager: the promotion account paid it, the member holds it.
    expect(bonuses).toMatchObject({ bonusCost: '30', openBonusMoney: '30', openBonuses: 1 });
    const total = (await ggr('day')).json().value.totals[0];
    expect(total).toMatchObject({ ...bonuses, ggr: raw.ggr, ngr: String(BigInt(raw.ggr) - BigInt(bonuses.bonusCost)) });
    const day = (await ggr('day')).json().value.rows[0];
    expect(day).toMatchObject({ bonusCost: bonuses.bonusCost, ngr: total.ngr });
  });

  it('refuses bad queries and operators without reports.read', async () => {
    expect((await ggr('week')).json().errorCode).toBe('validation_failed');
    expect((await ggr('day', { from: today(), to: '2000-01-01' })).json().errorCode).toBe('validation_failed');
    expect((await ggr('day', { from: '2020-01-01', to: '2024-01-01' })).json().errorCode).toBe('validation_failed');
    expect((await ggr('day', { brand: 'NOPE' })).json().errorCode).toBe('merchant_not_found');
    const support = await operatorWithRole(t, 'support');
    const res = await ggr('day', {}, support.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('permission_denied');
  });
});

describe('players', () => {
  it('counts registrations, active players and the week cohort from the raw rows', async () => {
    const res = await get(`${B.players}${qs({ brand: 'LOTUS', from: today(), to: today() })}`);
    const v = res.json().value;
    expect(res.json().success, res.body).toBe(true);
    const [reg] = rowsOf(
      await t.ctx.db.execute(sql`select count(*)::int as n from members m join merchants b on b.id = m.merchant_id
        where b.code = 'LOTUS' and m.is_agent <> 4
          and (m.created_at at time zone b.time_zone)::date = ${today()}::date`),
    );
    const raw = await rawToday();
    expect(v.days).toEqual([
      { brand: 'LOTUS', day: today(), registrations: Number(reg!.n), firstDeposits: 0, activePlayers: raw.players },
    ]);
    const cohort = v.cohorts.at(-1);
    expect(cohort.size).toBeGreaterThanOrEqual(3);
    expect(cohort.active[0]).toBe(raw.players);
    const csv = await get(`${B.players}${qs({ brand: 'LOTUS', from: today(), to: today(), format: 'csv' })}`);
    expect(csv.body).toContain(`LOTUS,${today()},${Number(reg!.n)},0,${raw.players}`);
  });
});

describe('significant events', () => {
  it('a large win over the brand threshold appears once, with the settings change before and after', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: S.settings,
      headers: ops(),
      payload: { brand: 'LOTUS', largeWin: '100', largeBet: '5000' },
    });
    expect(put.json(), put.body).toMatchObject({
      success: true,
      value: { brand: 'LOTUS', largeWin: '10000', largeBet: '500000', largeWithdrawal: null },
    });
    await h.playRound(b, 1_000, 25_000); // wins 250.00 ≥ 100.00
    await h.playRound(b, 1_000, 900); // below
    await sumDays();
    await sumDays(); // a second run records nothing twice

    const list = (await get(`${S.list}${qs({ kind: 'large_win', brand: 'LOTUS' })}`)).json().value;
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({
      kind: 'large_win',
      action: 'significant.large_win',
      brand: 'LOTUS',
      after: { member: b.username, win: '25000', stake: '1000', status: 'settled', threshold: '10000' },
    });
    const config = (await get(`${S.list}${qs({ kind: 'config_change' })}`)).json().value;
    expect(config.list[0]).toMatchObject({
      action: 'config.significant_events',
      before: { largeWin: null },
      after: { largeWin: '10000' },
    });
    const counts = (await get(`${S.counts}?hours=24`)).json().value;
    expect(counts.counts.find((c: { kind: string }) => c.kind === 'large_win').n).toBe(1);
    expect(counts.counts.find((c: { kind: string }) => c.kind === 'large_bet').n).toBe(0);
  });

  it('refuses bad filters, bad thresholds and operators without the permission', async () => {
    expect((await get(`${S.list}?kind=nope`)).json().errorCode).toBe('validation_failed');
    const bad = await t.app.inject({ method: 'PUT', url: S.settings, headers: ops(), payload: { largeWin: '-5' } });
    expect(bad.json().errorCode).toBe('validation_failed');
    const support = await operatorWithRole(t, 'support');
    expect((await get(S.list, support.headers)).statusCode).toBe(403);
    const marketing = await operatorWithRole(t, 'marketing');
    const put = await t.app.inject({ method: 'PUT', url: S.settings, headers: marketing.headers, payload: {} });
    expect(put.json().errorCode).toBe('permission_denied');
  });
});
