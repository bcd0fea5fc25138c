import { CONTRACT_KINDS, type ContractKind, type ContractPeriod, type RerunResult } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { agentContractPayouts, ContractTierRow } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { listMerchants, type Merchant } from '../brands/service';
import { postTransfer } from '../ledger/service';
import { brandAccount, memberAccount, publishBalanceChange } from '../wallets/service';
import { nextPeriod, periodAt, periodOfKey, type Period } from './periods';
import * as repo from './repository';
import { kindEnabled } from './service';

/**
 * Settlement of agent contracts (docs/ARCHITECTURE.md "Agent contracts settle once"). The payout model is
 * differential, funded by the brand: a contract pays its rate on its holder's team figure (the holder and
 * its whole downline: valid bets for a salary, the team's loss for a dividend), less what the contracts of
 * the same kind the holder granted to its own downlines earn gross in the same period, never below zero;
 * over a line the payouts add up to the top contract's rate on the whole team. The money moves from the
 * brand's promotion account to the holder's main wallet (ledger type agent_payout).
 *
 * Exactly once: each settlement holds the contract's row lock, writes the (contract, period, period) row
 * whose unique key refuses a second one, and posts with the ledger key `agent-contract:<id>:<period>`; a
 * re-run or a second process finds the row and pays nothing. A settled period whose rounds changed later
 * (void, rollback, a late result) is recomputed when the contract settles its next period: the difference
 * is an adjustment row of that period; paid rows are never edited. What a settlement pays is everything
 * computed so far less everything paid so far, when positive (a negative adjustment is deducted from later
 * payouts, never taken from the wallet).
 */

/** How far back a settlement looks for changed periods. */
const LOOKBACK_MS = 35 * 86_400_000;
/** Periods one contract settles in one run at most (a process down for long catches up over runs). */
const MAX_PERIODS_PER_RUN = 300;

interface Computed {
  figures: repo.TeamFigures;
  /** A dividend's team win carried in by its rule, and the win carried on to the next period. */
  carried: bigint;
  carryForward: bigint;
  tier: number | null;
  rateBps: number;
  gross: bigint;
  downlineGross: bigint;
  amount: bigint;
}

/** The highest tier whose every threshold the figures meet (tiers are checked by rate, highest first); `loss` is a
 * dividend's base, the team's loss less the win carried in. */
function tierMet(kind: string, tiers: ContractTierRow[], f: repo.TeamFigures, loss: bigint): number | null {
  let best: number | null = null;
  tiers.forEach((t, i) => {
    const met =
      f.validBet >= BigInt(t.validBet) &&
      (kind !== 'dividend' || loss >= BigInt(t.profitLoss)) &&
      (f.active[i] ?? 0) >= t.activeMembers;
    if (met && (best === null || t.rateBps > tiers[best]!.rateBps)) best = i;
  });
  return best;
}

const positive = (n: bigint) => (n > 0n ? n : 0n);

/**
 * What a contract's rate applies to in a period, and what it carries on (issue 33): a salary, the team's valid
 * bets; a dividend, the team's loss less the win carried in, never below zero. By the contract's rule the next
 * period gets nothing (none), what is left of the team's net win (until_recovered: the win carried in plus this
 * period's profit, while positive) or this period's own win alone (previous_period).
 */
function baseOf(c: repo.ContractRow, f: repo.TeamFigures, carried: bigint) {
  if (c.kind !== 'dividend') return { base: f.validBet, carryForward: 0n };
  const base = positive(-f.profit - carried);
  if (c.carryOver === 'until_recovered') return { base, carryForward: positive(f.profit + carried) };
  if (c.carryOver === 'previous_period') return { base, carryForward: positive(f.profit) };
  return { base, carryForward: 0n };
}

/** The win carried into the period: what the contract's previous period carries forward (periods settle in order). */
const carryInto = (tx: Tx, c: repo.ContractRow, p: Period) =>
  c.kind === 'dividend' && c.carryOver !== 'none' ? repo.carryForwardAt(tx, c.id, p.start) : Promise.resolve(0n);

/** rate × base, rounded down to a minor unit. */
const share = (base: bigint, rateBps: number) => (base * BigInt(rateBps)) / 10_000n;

/**
 * What one settlement run computed up front for a period (settleBrandKind): every holder's team figures in one
 * query, the holders' accepted offers and the rounds changed since the run's earlier settlements, all as of
 * `asOf`, which the rows it writes keep as their computation time.
 */
interface Batch {
  asOf: Date;
  figures: Awaited<ReturnType<typeof repo.teamFiguresOfMany>>;
  offers: Map<number, repo.ContractRow[]>;
  changes: { since: Date; from: Date; rows: Map<number, { at: Date; changedAt: Date }[]> } | null;
}

async function figuresOf(tx: Tx, c: repo.ContractRow, p: Period, batch?: Batch): Promise<repo.TeamFigures> {
  const x = batch?.figures;
  if (!x) return repo.teamFigures(tx, c.merchantId, c.downlineId, p.start, p.end, c.tiers);
  const f = x.get(c.downlineId);
  return {
    validBet: f?.validBet ?? 0n,
    profit: f?.profit ?? 0n,
    active: c.tiers.map((t) => f?.active.get(t.betAmount) ?? 0),
  };
}

/** The contract's gross for the period; `carried` given: the win its settled row carried in (a correction). */
async function grossOf(tx: Tx, c: repo.ContractRow, p: Period, batch?: Batch, carried?: bigint) {
  const figures = await figuresOf(tx, c, p, batch);
  const carriedIn = carried ?? (await carryInto(tx, c, p));
  const { base, carryForward } = baseOf(c, figures, carriedIn);
  const tier = tierMet(c.kind, c.tiers, figures, base);
  const rateBps = tier === null ? 0 : c.tiers[tier]!.rateBps;
  return { figures, carried: carriedIn, carryForward, tier, rateBps, gross: share(base, rateBps) };
}

async function compute(tx: Tx, c: repo.ContractRow, p: Period, batch?: Batch, carried?: bigint): Promise<Computed> {
  const own = await grossOf(tx, c, p, batch, carried);
  const children = batch
    ? (batch.offers.get(c.downlineId) ?? []).filter((x) => settles(x, p))
    : await repo.childrenForPeriod(tx, c.downlineId, c.kind, p.end);
  let downlineGross = 0n;
  for (const child of children) downlineGross += (await grossOf(tx, child, p, batch)).gross;
  const net = own.gross - downlineGross;
  return { ...own, downlineGross, amount: net > 0n ? net : 0n };
}

/** The bet minutes of the holder's team's rounds in [from, to) changed after `since` (from the batch when it has them). */
async function changedMinutes(tx: Tx, c: repo.ContractRow, since: Date, from: Date, to: Date, batch?: Batch) {
  const changes = batch?.changes;
  if (!batch) return repo.changedBetMinutes(tx, c.merchantId, c.downlineId, since, from, to);
  // Settled earlier in this run: what changed after the run began is the next run's to adjust.
  if (since >= batch.asOf) return [];
  if (!changes || since < changes.since) return repo.changedBetMinutes(tx, c.merchantId, c.downlineId, since, from, to);
  return (changes.rows.get(c.downlineId) ?? [])
    .filter((x) => x.changedAt > since && x.at >= from && x.at < to)
    .map((x) => x.at);
}

/** Whether the contract settles the period: accepted before its end, not ended before its end. */
const settles = (c: repo.ContractRow, p: Period) =>
  c.decidedAt !== null && c.decidedAt < p.end && (c.endedAt === null || c.endedAt >= p.end);

interface Settlement {
  contractId: number;
  memberId: number;
  period: string;
  paid: bigint;
}

type Brand = Pick<Merchant, 'id' | 'currency' | 'timeZone'>;

/** A settlement computed under the contract's row lock, its adjustment rows written, its payout still to post. */
interface Prepared {
  c: repo.ContractRow;
  p: Period;
  pay: bigint;
  row: typeof agentContractPayouts.$inferInsert;
}

/**
 * The first half of a settlement, inside the caller's transaction: locks the contract, checks the period is
 * due, writes the adjustment rows of earlier periods whose rounds changed and computes the payout. Null when
 * there is nothing to settle.
 */
async function prepare(
  tx: Tx,
  brand: Brand,
  locked: repo.LockedForSettlement | undefined,
  p: Period,
  now: Date,
  batch?: Batch,
) {
  if (!locked) return null;
  const { contract: c, last, totals } = locked;
  if (!settles(c, p)) return null;
  // Settled already (this period, or a later one: periods settle in order).
  if (last && last.periodEnd >= p.end) return null;
  const base = {
    merchantId: c.merchantId,
    contractId: c.id,
    memberId: c.downlineId,
    uplineId: c.uplineId,
    kind: c.kind,
    periodKey: p.key,
    computedAt: now,
  };
  const row = (forKey: string, start: Date, end: Date, x: Computed, amount: bigint) => ({
    ...base,
    forPeriodKey: forKey,
    periodStart: start,
    periodEnd: end,
    teamValidBet: x.figures.validBet,
    teamProfit: x.figures.profit,
    carried: x.carried,
    carryForward: x.carryForward,
    activeMembers: x.tier === null ? Math.max(0, ...x.figures.active) : x.figures.active[x.tier]!,
    tier: x.tier,
    rateBps: x.rateBps,
    gross: x.gross,
    downlineGross: x.downlineGross,
    amount,
  });
  // Earlier periods whose team rounds changed since the last settlement: an adjustment each.
  let adjustments = 0n;
  const adjustmentRows = [];
  if (last) {
    const from = new Date(now.getTime() - LOOKBACK_MS);
    const minutes = await changedMinutes(tx, c, last.computedAt, from, p.start, batch);
    const keys = [...new Set(minutes.map((at) => periodAt(c.period as ContractPeriod, brand.timeZone, at).key))];
    for (const s of await repo.settledPeriods(tx, c.id, keys)) {
      // Recomputed with the win it carried in when settled; what it carries on stays as settled.
      const period = { key: s.forPeriodKey, start: s.periodStart, end: s.periodEnd };
      const again = await compute(tx, c, period, undefined, s.carried);
      const delta = again.amount - s.amount;
      if (delta === 0n) continue;
      adjustmentRows.push(row(s.forPeriodKey, s.periodStart, s.periodEnd, again, delta));
      adjustments += delta;
    }
  }
  const x = await compute(tx, c, p, batch);
  const owed = totals.amount + adjustments + x.amount - totals.paid;
  const pay = owed > 0n ? owed : 0n;
  for (const a of adjustmentRows) {
    if (!(await repo.insertPayout(tx, { ...a, type: 'adjustment', paid: 0n }))) throw new SettledElsewhere();
  }
  const prepared: Prepared = {
    c,
    p,
    pay,
    row: { ...row(p.key, p.start, p.end, x, x.amount), type: 'payout', paid: pay },
  };
  return prepared;
}

/**
 * The second half: pays each (from the brand's promotion account, which stays locked from the first posting to
 * the commit, so the postings come last) and writes the payout rows, whose unique key refuses a second one.
 */
async function finish(tx: Tx, brand: Brand, prepared: Prepared[], accounts: AccountIds) {
  const done = [];
  const rows = [];
  for (const x of prepared) {
    let used: { promotion: number; main: number } | undefined;
    let entryId: number | null = null;
    if (x.pay > 0n) {
      used = {
        promotion: accounts.promotion ?? (await brandAccount(tx, brand, 'promotion')).id,
        main: accounts.main.get(x.c.downlineId) ?? (await memberAccount(tx, brand, x.c.downlineId, 'member_main')).id,
      };
      const entry = await postTransfer(tx, {
        merchantId: x.c.merchantId,
        type: 'agent_payout',
        idempotencyKey: `agent-contract:${x.c.id}:${x.p.key}`,
        reference: `AC${x.c.id}-${x.p.key}`,
        memo: `${x.c.kind} ${x.p.key}`,
        fromAccountId: used.promotion,
        toAccountId: used.main,
        amount: x.pay,
      });
      entryId = entry.id;
    }
    rows.push({ ...x.row, ledgerEntryId: entryId });
    const settlement: Settlement = { contractId: x.c.id, memberId: x.c.downlineId, period: x.p.key, paid: x.pay };
    done.push({ settlement, used });
  }
  if ((await repo.insertPayouts(tx, rows)) !== rows.length) throw new SettledElsewhere();
  return done;
}

/** After the commit: balance notices, and the account ids of the committed postings kept for the run. */
function settled(ctx: AppContext, brand: Brand, done: Awaited<ReturnType<typeof finish>>, accounts: AccountIds) {
  const paid = done.filter((d) => d.settlement.paid > 0n).map((d) => d.settlement.memberId);
  if (paid.length > 0) publishBalanceChange(ctx, brand.id, paid);
  for (const d of done) {
    if (!d.used) continue;
    accounts.promotion = d.used.promotion;
    accounts.main.set(d.settlement.memberId, d.used.main);
  }
}

/**
 * Settles one (ended) period of a contract, once. Callers settle a contract's periods in order (duePeriods):
 * the next due period follows the last one settled. Answers null when the period was settled already (by
 * this process or another), the contract does not settle it, or it has not ended.
 */
export async function settleContractPeriod(
  ctx: AppContext,
  brand: Brand,
  contractId: number,
  p: Period,
  accounts: AccountIds = newAccountIds(),
  batch?: Batch,
): Promise<Settlement | null> {
  const now = batch?.asOf ?? ctx.now();
  if (p.end > now) return null;
  const done = await inTransaction(ctx.db, async (tx) => {
    const locked = await repo.lockForSettlement(tx, brand.id, [contractId]);
    const x = await prepare(tx, brand, locked.get(contractId), p, now, batch);
    return x && (await finish(tx, brand, [x], accounts))[0]!;
  }).catch((error: unknown) => {
    if (error instanceof SettledElsewhere) return null;
    throw error;
  });
  if (!done) return null;
  settled(ctx, brand, [done], accounts);
  return done.settlement;
}

/**
 * Settles a period of several contracts in one transaction (a run's chunk: one commit instead of one each):
 * the contracts are locked in id order (two processes never wait on each other in a circle), the postings come
 * last. If anything refuses (another process settled one first, a deadlock, a failed posting), nothing of the
 * chunk is kept and each contract settles alone, as `settleContractPeriod`.
 */
async function settleChunk(
  ctx: AppContext,
  brand: Brand,
  contractIds: number[],
  p: Period,
  accounts: AccountIds,
  batch: Batch,
): Promise<Settlement[]> {
  if (p.end > batch.asOf) return [];
  const ids = [...contractIds].sort((a, b) => a - b);
  const done = await inTransaction(ctx.db, async (tx) => {
    const locked = await repo.lockForSettlement(tx, brand.id, ids);
    const prepared: Prepared[] = [];
    for (const id of ids) {
      const x = await prepare(tx, brand, locked.get(id), p, batch.asOf, batch);
      if (x) prepared.push(x);
    }
    return finish(tx, brand, prepared, accounts);
  }).catch(() => null);
  if (done) {
    settled(ctx, brand, done, accounts);
    return done.map((d) => d.settlement);
  }
  const out: Settlement[] = [];
  for (const id of ids) {
    const s = await settleContractPeriod(ctx, brand, id, p, accounts, batch);
    if (s) out.push(s);
  }
  return out;
}

/** Ledger account ids a settlement run already resolved (the brand's promotion account, holders' main wallets). */
interface AccountIds {
  promotion?: number;
  main: Map<number, number>;
}
const newAccountIds = (): AccountIds => ({ main: new Map() });

/** The unique key refused a row: another settlement wrote it first (the transaction rolls back). */
class SettledElsewhere extends Error {}

/** The ended periods of a contract not settled yet (oldest first, at most `limit`, ending by `until`). */
async function duePeriods(
  ctx: AppContext,
  brand: Merchant,
  c: repo.ContractRow & { last?: Period | null },
  limit: number,
  until?: Date,
): Promise<Period[]> {
  if (c.decidedAt === null) return [];
  const period = c.period as ContractPeriod;
  let last: Period | null | undefined = c.last;
  if (last === undefined) {
    const row = await repo.lastPayout(ctx.db, c.id);
    last = row ? { key: row.periodKey, start: row.periodStart, end: row.periodEnd } : null;
  }
  let p = last ? nextPeriod(period, brand.timeZone, last) : periodAt(period, brand.timeZone, c.decidedAt);
  const end = until && until < ctx.now() ? until : ctx.now();
  const out: Period[] = [];
  while (p.end <= end && out.length < limit && settles(c, p)) {
    out.push(p);
    p = nextPeriod(period, brand.timeZone, p);
  }
  return out;
}

/** Chunks settled at once by one process (each in its own transaction, on the pool's connections). */
const PARALLEL = 8;
/** Contracts settled in one transaction. */
const CHUNK = 25;

/**
 * Settles every due period of the brand's contracts of a kind (the kind's switch must be on), period by period
 * (so each contract's periods settle in order): the figures of all the period's holders and their contracted
 * downlines come from one query (`teamFiguresOfMany`), the rounds changed since earlier runs from one more per
 * run; each (contract, period) then settles in its own transaction as `settleContractPeriod` does alone.
 */
async function settleBrandKind(ctx: AppContext, brand: Merchant, kind: ContractKind) {
  let settled = 0;
  let paid = 0n;
  if (!(await kindEnabled(ctx.db, brand.id, kind))) return { settled, paid };
  const asOf = ctx.now();
  const contracts = await repo.settleableContracts(ctx.db, brand.id, kind, asOf);
  const byPeriod = new Map<string, { p: Period; list: repo.ContractRow[] }>();
  for (const c of contracts) {
    for (const p of await duePeriods(ctx, brand, c, MAX_PERIODS_PER_RUN, asOf)) {
      const entry = byPeriod.get(p.key) ?? { p, list: [] };
      entry.list.push(c);
      byPeriod.set(p.key, entry);
    }
  }
  if (byPeriod.size === 0) return { settled, paid };
  const holders = [...new Set(contracts.map((c) => c.downlineId))];
  const offers = new Map<number, repo.ContractRow[]>();
  for (const o of await repo.acceptedOffersOf(ctx.db, holders, kind)) {
    offers.set(o.uplineId, [...(offers.get(o.uplineId) ?? []), o]);
  }
  const periods = [...byPeriod.values()].sort((a, b) => a.p.start.getTime() - b.p.start.getTime());
  const changes = await changesSince(ctx, brand, contracts, holders, asOf, periods.at(-1)!.p.start);
  const accounts = newAccountIds();
  for (const { p, list } of periods) {
    const team = new Set(list.map((c) => c.downlineId));
    for (const c of list) for (const o of offers.get(c.downlineId) ?? []) team.add(o.downlineId);
    const thresholds = [...list, ...list.flatMap((c) => offers.get(c.downlineId) ?? [])].flatMap((c) =>
      c.tiers.map((t) => t.betAmount),
    );
    const figures = await repo.teamFiguresOfMany(ctx.db, brand.id, [...team], p.start, p.end, thresholds);
    const batch: Batch = { asOf, figures, offers, changes };
    const queue = [...list].sort((a, b) => a.id - b.id).map((c) => c.id);
    const worker = async () => {
      for (let ids = queue.splice(0, CHUNK); ids.length > 0; ids = queue.splice(0, CHUNK)) {
        for (const s of await settleChunk(ctx, brand, ids, p, accounts, batch)) {
          settled++;
          paid += s.paid;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, Math.ceil(queue.length / CHUNK)) }, worker));
  }
  return { settled, paid };
}

/**
 * The rounds of the holders' teams changed since the earliest of their contracts' last settlements (a void, a
 * rollback, a late result), bet from the look-back up to `to`: one scan for the run, by holder. Null when no
 * contract has settled before.
 */
async function changesSince(
  ctx: AppContext,
  brand: Merchant,
  contracts: repo.SettleableContract[],
  holders: number[],
  asOf: Date,
  to: Date,
): Promise<Batch['changes']> {
  const times = contracts.flatMap((c) => (c.last ? [c.last.computedAt.getTime()] : []));
  if (times.length === 0) return null;
  const lasts = new Date(Math.min(...times));
  const from = new Date(asOf.getTime() - LOOKBACK_MS);
  const rows = new Map<number, { at: Date; changedAt: Date }[]>();
  for (const r of await repo.changedBetMinutesOfMany(ctx.db, brand.id, holders, lasts, from, to)) {
    rows.set(r.holder, [...(rows.get(r.holder) ?? []), { at: r.at, changedAt: r.changedAt }]);
  }
  return { since: lasts, from, rows };
}

/** The scheduled job `agents.settle`: every brand, every kind. Answers how many settlements it wrote. */
export async function settleAgentContracts(ctx: AppContext): Promise<number> {
  let n = 0;
  for (const brand of await listMerchants(ctx.db)) {
    // A downline the operator moved under another upline keeps no contract from the old one.
    await repo.endMovedContracts(ctx.db, brand.id, ctx.now());
    for (const kind of CONTRACT_KINDS) n += (await settleBrandKind(ctx, brand, kind)).settled;
  }
  return n;
}

/**
 * The operator's re-run: one contract's due periods (up to `period` when given), or every contract of a kind.
 * Periods settle in order, so a named period never jumps the ones before it; paid periods answer nothing new
 * (the unique key and the ledger key keep each payment once).
 */
export async function rerun(
  ctx: AppContext,
  brand: Merchant,
  q: { contractId?: number | undefined; kind?: ContractKind | undefined; period?: string | undefined },
): Promise<RerunResult> {
  let settled = 0;
  let paid = 0n;
  const one = async (c: repo.ContractRow) => {
    let until: Date | undefined;
    if (q.period !== undefined) {
      const p = periodOfKey(c.period as ContractPeriod, brand.timeZone, q.period);
      if (!p) throw new AppError('agent_contract_period_invalid', undefined, 'period');
      until = p.end;
    }
    for (const p of await duePeriods(ctx, brand, c, MAX_PERIODS_PER_RUN, until)) {
      const s = await settleContractPeriod(ctx, brand, c.id, p);
      if (s) {
        settled++;
        paid += s.paid;
      }
    }
  };
  if (q.contractId !== undefined) {
    const c = await repo.contractById(ctx.db, brand.id, q.contractId);
    if (!c) throw new AppError('agent_contract_not_found');
    await one(c);
  } else {
    if (!q.kind) throw new AppError('validation_failed', 'kind or contractId is required', 'kind');
    for (const c of await repo.settleableContracts(ctx.db, brand.id, q.kind, ctx.now())) await one(c);
  }
  return { settled, paid };
}
