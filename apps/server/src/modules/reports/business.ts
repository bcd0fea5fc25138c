import type { GgrDimension, GgrReport, GgrRow, PlayersReport } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { mondayOf, shiftDay } from '../../lib/zonedTime';
import { agentTree } from '../accounts/service';
import type { Merchant } from '../brands/service';
import { depositReports } from '../deposits/service';
import * as days from './dayRepository';
import { zonedRange } from './service';

/**
 * The business reports of issue 34 (docs/architecture/reports.md): GGR and NGR from the day tables the
 * `reports.sumDays` job keeps (settled rounds only), players and retention. Each brand's figures stand
 * alone (its own currency and time zone); the answer lists brands one after the other.
 */

const daysOf = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let d = from; d <= to; d = shiftDay(d, 1)) out.push(d);
  return out;
};

const language = (brand: Merchant): 'vi' | 'en' => (brand.defaultLanguage === 'en' ? 'en' : 'vi');

type DayRounds = Awaited<ReturnType<typeof days.roundsByDay>>;

async function ggrRows(
  db: Tx,
  brand: Merchant,
  by: GgrDimension,
  p: days.DayPeriod,
  daily: DayRounds,
  costs: Map<string, bigint>,
): Promise<GgrRow[]> {
  if (by === 'day') {
    const byDay = new Map(daily.map((r) => [r.key, r]));
    const keys = [...new Set([...byDay.keys(), ...costs.keys()])].sort();
    return keys.map((day) => {
      const r = byDay.get(day) ?? { rounds: 0, players: 0, stake: 0n, validBet: 0n, win: 0n };
      const ggr = r.stake - r.win;
      const bonusCost = costs.get(day) ?? 0n;
      return {
        brand: brand.code,
        key: day,
        label: day,
        rounds: r.rounds,
        stake: r.stake,
        validBet: r.validBet,
        payout: r.win,
        ggr,
        players: r.players,
        bonusCost,
        ngr: ggr - bonusCost,
      };
    });
  }
  const rows =
    by === 'vendor'
      ? await days.roundsByVendor(db, p)
      : by === 'category'
        ? await days.roundsByCategory(db, p)
        : await days.roundsByGame(db, p, language(brand));
  return rows
    .map((r) => ({
      brand: brand.code,
      key: r.key,
      label: r.label || r.key,
      rounds: r.rounds,
      stake: r.stake,
      validBet: r.validBet,
      payout: r.win,
      ggr: r.stake - r.win,
      players: null,
      bonusCost: null,
      ngr: null,
    }))
    .sort((a, b) => (a.ggr === b.ggr ? a.key.localeCompare(b.key) : a.ggr > b.ggr ? -1 : 1));
}

export async function ggrReport(
  db: Tx,
  brands: Merchant[],
  q: { by: GgrDimension; from: string; to: string },
): Promise<GgrReport> {
  const out: GgrReport = { by: q.by, from: q.from, to: q.to, rows: [], trend: [], totals: [] };
  for (const brand of brands) {
    zonedRange(brand, q.from, q.to); // checks the days and the period's length
    const p = { merchantId: brand.id, from: q.from, to: q.to };
    const [daily, costs, total, players, liability] = await Promise.all([
      days.roundsByDay(db, p),
      days.bonusCostByDay(db, p),
      days.roundTotals(db, p),
      days.playersInPeriod(db, p),
      days.bonusLiability(db, brand.id),
    ]);
    const rows = await ggrRows(db, brand, q.by, p, daily, costs);
    out.rows.push(...rows);
    const byDay = new Map(daily.map((r) => [r.key, r.stake - r.win]));
    let bonusCost = 0n;
    for (const day of daysOf(q.from, q.to)) {
      const ggr = byDay.get(day) ?? 0n;
      const cost = costs.get(day) ?? 0n;
      bonusCost += cost;
      out.trend.push({ brand: brand.code, day, ggr, ngr: ggr - cost });
    }
    const ggr = total.stake - total.win;
    out.totals.push({
      brand: brand.code,
      currency: brand.currency,
      rounds: total.rounds,
      stake: total.stake,
      validBet: total.validBet,
      payout: total.win,
      ggr,
      players,
      bonusCost,
      ngr: ggr - bonusCost,
      ...liability,
    });
  }
  return out;
}

/** Registrations, first-time depositors and active players per day; weekly cohorts' retention. */
export async function playersReport(
  db: Tx,
  brands: Merchant[],
  q: { from: string; to: string },
): Promise<PlayersReport> {
  const out: PlayersReport = { from: q.from, to: q.to, days: [], cohorts: [], totals: [] };
  for (const brand of brands) {
    const r = zonedRange(brand, q.from, q.to);
    const p = { merchantId: brand.id, from: q.from, to: q.to };
    const firstMonday = mondayOf(q.from);
    const [registrations, firsts, daily, period, cohorts] = await Promise.all([
      agentTree.registrationsByDay(db, brand.id, r),
      depositReports.firstDepositsByDay(db, brand.id, r),
      days.roundsByDay(db, p),
      days.playersInPeriod(db, p),
      days.cohortWeeks(db, { ...p, timeZone: brand.timeZone, firstMonday }),
    ]);
    const reg = new Map(registrations.map((x) => [x.day, x.n]));
    const ftd = new Map(firsts.map((x) => [x.day, x.n]));
    const active = new Map(daily.map((x) => [x.key, x.players]));
    let regs = 0;
    let ftds = 0;
    for (const day of daysOf(q.from, q.to)) {
      const row = {
        brand: brand.code,
        day,
        registrations: reg.get(day) ?? 0,
        firstDeposits: ftd.get(day) ?? 0,
        activePlayers: active.get(day) ?? 0,
      };
      regs += row.registrations;
      ftds += row.firstDeposits;
      out.days.push(row);
    }
    const lastWeek = mondayOf(q.to);
    const weeks = new Map<string, { size: number; active: number[] }>();
    for (let w = firstMonday; w <= lastWeek; w = shiftDay(w, 7)) {
      const span = Math.round((Date.parse(lastWeek) - Date.parse(w)) / (7 * 86_400_000)) + 1;
      weeks.set(w, { size: 0, active: Array.from({ length: span }, () => 0) });
    }
    for (const c of cohorts) {
      const w = weeks.get(c.week);
      if (!w) continue;
      if (c.offset === null) w.size = c.n;
      else if (c.offset >= 0 && c.offset < w.active.length) w.active[c.offset] = c.n;
    }
    for (const [week, w] of weeks) out.cohorts.push({ brand: brand.code, week, size: w.size, active: w.active });
    out.totals.push({ brand: brand.code, registrations: regs, firstDeposits: ftds, activePlayers: period });
  }
  return out;
}
