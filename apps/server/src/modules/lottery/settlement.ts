import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { LOTTERY_VASSALAGE } from '@lotus/contracts';
import type { DrawResult } from '@lotus/house/lottery';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { gameRankEntries } from '../../db/schema/index';
import { lotteryBets } from '../../db/schema/lottery';
import { providerSessions, providerTransactions } from '../../db/schema/provider';
import { rowsOf } from '../../db/sqlResult';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { addPopularity } from '../games/service';
import { getOrCreateAccount, postTransfer } from '../ledger/service';
import { openBonusAccount } from '../promotions/service';
import { counterAccount, fingerprintOf, type VendorRow } from '../provider/service';
import { publishBalanceChange } from '../wallets/service';
import type { BetRow, DrawRow } from './repository';
import { lotteryVendor, roundIdOf } from './wallet';

/**
 * Batched settlement (docs/ARCHITECTURE.md "Lottery", Settlement): a draw's bets are paid a chunk at a
 * time, each chunk one transaction that locks its bets (`FOR UPDATE SKIP LOCKED`, so a second settlement
 * takes other bets or none), claims every bet's seamless transaction id `LT<draw>-<bet>-w<v>` in one
 * multi-row insert (the unique (vendor, transaction id) makes each payout once), posts one ledger entry
 * per member (their wins summed, provider → main wallet), closes the rounds and moves the bets to won or
 * lost with set-based updates. A correction reverses the same way (one rollback entry per member). Bets
 * the batch cannot take (a trial session, a member with an open bonus, whose win splits by the bonus's
 * share, or a round not open) are answered to the caller, which pays them one by one through the gateway.
 */

const CHUNK = 2000;

interface Locked {
  bet: BetRow;
  mode: string;
  maskedName: string;
}

/** Per settlement: the main wallet account of each member (one look-up per member, not per chunk). */
export type AccountCache = Map<string, number>;

async function mainAccountId(tx: Tx, cache: AccountCache, b: BetRow) {
  const key = `${b.merchantId}:${b.memberId}:${b.currency}`;
  let id = cache.get(key);
  if (id === undefined) {
    const a = await getOrCreateAccount(tx, {
      merchantId: b.merchantId,
      kind: 'member_main',
      ownerMemberId: b.memberId,
      currency: b.currency,
    });
    cache.set(key, (id = a.id));
  }
  return id;
}

/** Locks the next bets of the draw in `status` after `afterId` that no other settlement holds. */
function lockBets(tx: Tx, drawId: number, status: string[], afterId: number, limit: number, beforeVersion?: number) {
  return tx
    .select({ bet: lotteryBets, mode: providerSessions.mode, maskedName: providerSessions.maskedName })
    .from(lotteryBets)
    .innerJoin(providerSessions, eq(providerSessions.id, lotteryBets.sessionId))
    .where(
      and(
        eq(lotteryBets.drawId, drawId),
        // A literal for the placed bets, so that the planner may use the partial index lottery_bets_placed_idx.
        status.length === 1 && status[0] === 'placed'
          ? sql`${lotteryBets.status} = 'placed'`
          : inArray(lotteryBets.status, status),
        isNull(lotteryBets.errorCode),
        gt(lotteryBets.id, afterId),
        beforeVersion === undefined ? undefined : lt(lotteryBets.settledVersion, beforeVersion),
      ),
    )
    .orderBy(asc(lotteryBets.id))
    .limit(limit)
    .for('update', { of: lotteryBets, skipLocked: true });
}

/** The members of the chunk with an open bonus (their wins split between wallets: paid one by one). */
async function bonusMembers(tx: Tx, rows: Locked[]) {
  const seen = new Map<number, BetRow>();
  for (const r of rows) if (r.mode === 'real') seen.set(r.bet.memberId, r.bet);
  const out = new Set<number>();
  for (const [memberId, b] of seen) {
    if (await openBonusAccount(tx, b.merchantId, memberId, b.currency)) out.add(memberId);
  }
  return out;
}

const json = (rows: unknown[]) => JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** Groups by a key, keeping insertion order. */
function groupBy<T>(items: T[], key: (t: T) => string) {
  const m = new Map<string, T[]>();
  for (const it of items) {
    const k = key(it);
    const list = m.get(k);
    if (list) list.push(it);
    else m.set(k, [it]);
  }
  return m;
}

interface Paid {
  bet: BetRow;
  maskedName: string;
  hits: number;
  payout: bigint;
  gameId: number;
}

interface ChunkOutcome {
  /** How many bets the chunk locked (0: nothing left after the cursor). */
  locked: number;
  /** The last bet id looked at (the next chunk starts after it). */
  lastId: number;
  settled: Paid[];
  /** Bets the batch does not take: paid one by one by the caller. */
  single: BetRow[];
}

/**
 * Pays one chunk of placed bets of a drawn draw with its current result (one transaction). `settle`
 * answers a bet's hits and payout from the stored result.
 */
export async function payChunk(
  ctx: AppContext,
  draw: DrawRow,
  afterId: number,
  accounts: AccountCache,
  settle: (b: BetRow, result: DrawResult) => { hits: number; payout: bigint },
): Promise<ChunkOutcome> {
  const vendor = await lotteryVendor(ctx);
  const version = draw.resultVersion;
  const result = draw.result as DrawResult;
  const now = ctx.now();
  const outcome = await inTransaction(ctx.db, async (tx) => {
    const rows = await lockBets(tx, draw.id, ['placed'], afterId, CHUNK);
    const lastId = rows.at(-1)?.bet.id ?? afterId;
    const bonus = await bonusMembers(tx, rows);
    const single: BetRow[] = [];
    const batch: Locked[] = [];
    for (const r of rows) {
      if (r.mode !== 'real' || bonus.has(r.bet.memberId)) single.push(r.bet);
      else batch.push(r);
    }
    if (batch.length === 0) return { locked: rows.length, lastId, settled: [], single };
    const computed = batch.map((r) => ({ ...r, ...settle(r.bet, result) }));
    // The rounds: closed with the win (only rounds still open; another state is the gateway's to answer).
    const closed = await closeRounds(tx, vendor, computed, now);
    const paid: Paid[] = [];
    for (const c of computed) {
      const gameId = closed.get(roundIdOf(c.bet));
      if (gameId === undefined) single.push(c.bet);
      else paid.push({ bet: c.bet, maskedName: c.maskedName, hits: c.hits, payout: c.payout, gameId });
    }
    // The money: one entry per member (and currency) of the chunk's wins.
    const entryOf = new Map<number, { entryId: number; balance: bigint }>();
    const winners = groupBy(
      paid.filter((p) => p.payout > 0n),
      (p) => `${p.bet.merchantId}:${p.bet.memberId}:${p.bet.currency}`,
    );
    for (const group of winners.values()) {
      const first = group[0]!.bet;
      const counter = await counterAccount(ctx, first.merchantId, LOTTERY_VASSALAGE, first.currency);
      const main = await mainAccountId(tx, accounts, first);
      const entry = await postTransfer(tx, {
        merchantId: first.merchantId,
        type: 'win',
        idempotencyKey: `pv:${vendor.id}:LT${draw.id}-w${version}-m${first.memberId}-b${first.id}`,
        reference: `${LOTTERY_VASSALAGE}:LT${draw.id}-w${version}`,
        memo: `${draw.catalogueCode} ${draw.issue}: ${group.length} bets`.slice(0, 500),
        fromAccountId: counter.id,
        toAccountId: main,
        amount: group.reduce((s, p) => s + p.payout, 0n),
      });
      const balance = entry.postings.find((x) => x.accountId === main)!.balanceAfter;
      for (const p of group) entryOf.set(p.bet.id, { entryId: entry.id, balance });
    }
    // Each bet's payout claimed once by its transaction id (a conflict means it was paid: undo all).
    await claimAll(
      tx,
      paid.map((p) => {
        const transactionId = `${roundIdOf(p.bet)}-w${version}`;
        const e = entryOf.get(p.bet.id);
        return {
          merchantId: p.bet.merchantId,
          vendorId: vendor.id,
          transactionId,
          kind: 'win',
          roundId: roundIdOf(p.bet),
          memberId: p.bet.memberId,
          sessionId: p.bet.sessionId,
          gameId: p.gameId,
          amount: p.payout,
          currency: p.bet.currency,
          trial: false,
          fingerprint: fingerprintOf('win', p.bet, {
            roundId: roundIdOf(p.bet),
            gameCode: draw.catalogueCode,
            amount: Number(p.payout),
            currency: p.bet.currency,
            roundClosed: true,
          }),
          status: 'ok',
          result: {
            playerId: p.bet.playerId,
            currency: p.bet.currency,
            balance: e ? Number(e.balance) : null,
            transactionId,
            roundId: roundIdOf(p.bet),
            status: 'ok',
            entryId: e?.entryId ?? null,
            batch: true,
          },
          entryId: e?.entryId ?? null,
          createdAt: now,
        };
      }),
    );
    await tx.execute(sql`update lottery_bets b
      set status = case when v.payout > 0 then 'won' else 'lost' end, hits = v.hits, payout = v.payout,
          settled_version = ${version}, settled_at = ${now}
      from jsonb_to_recordset(${json(paid.map((p) => ({ id: p.bet.id, hits: p.hits, payout: p.payout })))}::jsonb)
        as v(id bigint, hits int, payout bigint)
      where b.id = v.id and b.status = 'placed'`);
    return { locked: rows.length, lastId, settled: paid, single };
  });
  if (outcome.settled.length > 0) await afterChunk(ctx, vendor, outcome.settled, now);
  return outcome;
}

const snakeCase = (row: object) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));

/**
 * Claims every transaction id in one statement (the rows as one JSON parameter); any id already taken
 * rolls the whole chunk back.
 */
async function claimAll(tx: Tx, rows: (typeof providerTransactions.$inferInsert)[]) {
  if (rows.length === 0) return;
  const res = await tx.execute(sql`insert into provider_transactions (merchant_id, vendor_id, transaction_id, kind,
      round_id, member_id, session_id, game_id, amount, currency, trial, fingerprint, status, result, entry_id,
      reference_id, created_at)
    select v.merchant_id, v.vendor_id, v.transaction_id, v.kind, v.round_id, v.member_id, v.session_id, v.game_id,
      v.amount, v.currency, false, v.fingerprint, 'ok', v.result, v.entry_id, v.reference_id, ${rows[0]!.createdAt}
    from jsonb_to_recordset(${json(rows.map(snakeCase))}::jsonb) as v(merchant_id int, vendor_id int, transaction_id text,
      kind text, round_id text, member_id int, session_id text, game_id int, amount bigint, currency text,
      fingerprint text, result jsonb, entry_id bigint, reference_id text)
    on conflict (vendor_id, transaction_id) do nothing
    returning id`);
  if (rowsOf(res).length !== rows.length) {
    throw new Error('lottery settlement: a transaction id was claimed already');
  }
}

/**
 * The rounds of (round id, member, win) rows with their ids, each looked up by the unique index (a
 * lateral look-up per row: a plan that cannot fall back to scanning the vendor's rounds once per row
 * when the table's statistics are stale, e.g. right after a busy betting period).
 */
const roundsOf = (vendor: VendorRow, rows: { round: string; member: number; win: bigint }[]) =>
  sql`(select x.id, v.win from jsonb_to_recordset(${json(rows)}::jsonb) as v(round text, member int, win bigint)
    cross join lateral (select b.id from bet_rounds b
      where b.vendor_id = ${vendor.id} and b.round_id = v.round and b.member_id = v.member) x) as v`;

/** Closes the chunk's open rounds with their wins; answers the game id of each round it closed. */
async function closeRounds(tx: Tx, vendor: VendorRow, rows: { bet: BetRow; payout: bigint }[], now: Date) {
  const data = rows.map((r) => ({ round: roundIdOf(r.bet), member: r.bet.memberId, win: r.payout }));
  const res = await tx.execute(sql`update bet_rounds r
    set win = r.win + v.win, transactions = r.transactions + 1, status = 'settled',
        settled_at = coalesce(r.settled_at, ${now}), updated_at = ${now},
        valid_bet = case when r.win + v.win = r.stake then 0 else r.stake end
    from ${roundsOf(vendor, data)}
    where r.id = v.id and r.status = 'open'
    returning r.round_id, r.game_id`);
  const out = new Map<string, number>();
  for (const r of (res as unknown as { rows: { round_id: string; game_id: number }[] }).rows) {
    out.set(r.round_id, Number(r.game_id));
  }
  return out;
}

/**
 * After a committed chunk: the members' balance streams (once per member), the games' popularity and the
 * rank list of big wins, as the gateway does after a settled round (best effort).
 */
async function afterChunk(ctx: AppContext, vendor: VendorRow, paid: Paid[], now: Date) {
  for (const [merchantId, list] of groupBy(paid, (p) => String(p.bet.merchantId))) {
    publishBalanceChange(
      ctx,
      Number(merchantId),
      list.filter((p) => p.payout > 0n).map((p) => p.bet.memberId),
    );
  }
  try {
    for (const [gameId, list] of groupBy(paid, (p) => String(p.gameId))) {
      await addPopularity(ctx.db, Number(gameId), list.length);
    }
    // The rank list's big wins (idempotent on the brand and round, as the gateway records them), 500 a statement.
    const big = paid
      .filter((p) => p.payout >= p.bet.stake * 10n)
      .map((p) => ({
        merchantId: p.bet.merchantId,
        gameId: p.gameId,
        memberId: p.bet.memberId,
        playerName: p.maskedName,
        stake: p.bet.stake,
        win: p.payout,
        wonAt: now,
        source: 'bet',
        roundId: `${vendor.id}:${roundIdOf(p.bet)}:${p.bet.memberId}`,
      }));
    for (let i = 0; i < big.length; i += 500) {
      await ctx.db
        .insert(gameRankEntries)
        .values(big.slice(i, i + 500))
        .onConflictDoNothing();
    }
  } catch {
    // Listings are not worth failing a settled chunk for.
  }
}

/**
 * Reverses one chunk of bets settled with an older result version (a correction): the wins the batch
 * paid are taken back with one rollback entry per member; a member who spent the money keeps the bet
 * with `insufficient_balance` for operations. Bets the gateway paid one by one are answered to the caller.
 */
export async function reverseChunk(
  ctx: AppContext,
  draw: DrawRow,
  afterId: number,
  accounts: AccountCache,
): Promise<ChunkOutcome> {
  const vendor = await lotteryVendor(ctx);
  const now = ctx.now();
  const outcome = await inTransaction(ctx.db, async (tx) => {
    const rows = await lockBets(tx, draw.id, ['won', 'lost'], afterId, CHUNK, draw.resultVersion);
    const lastId = rows.at(-1)?.bet.id ?? afterId;
    const winId = (b: BetRow) => `${roundIdOf(b)}-w${b.settledVersion}`;
    const wins = rows.length
      ? await tx
          .select()
          .from(providerTransactions)
          .where(
            and(
              eq(providerTransactions.vendorId, vendor.id),
              inArray(
                providerTransactions.transactionId,
                rows.map((r) => winId(r.bet)),
              ),
            ),
          )
      : [];
    const winOf = new Map(wins.map((w) => [w.transactionId, w]));
    const single: BetRow[] = [];
    const batch: { bet: BetRow; win: (typeof wins)[number] }[] = [];
    for (const r of rows) {
      const w = winOf.get(winId(r.bet));
      if (w && w.status === 'ok' && !w.rolledBackBy && w.result?.batch === true) batch.push({ bet: r.bet, win: w });
      else single.push(r.bet);
    }
    const refused: number[] = [];
    const entryOf = new Map<number, number>();
    const groups = groupBy(
      batch.filter((b) => b.win.amount > 0n),
      (b) => `${b.bet.merchantId}:${b.bet.memberId}:${b.bet.currency}:${b.bet.settledVersion}`,
    );
    for (const group of groups.values()) {
      const first = group[0]!.bet;
      const counter = await counterAccount(ctx, first.merchantId, LOTTERY_VASSALAGE, first.currency);
      try {
        const entry = await postTransfer(tx, {
          merchantId: first.merchantId,
          type: 'rollback',
          idempotencyKey: `pv:${vendor.id}:LT${draw.id}-x${first.settledVersion}-m${first.memberId}-b${first.id}`,
          reference: `${LOTTERY_VASSALAGE}:LT${draw.id}-x${first.settledVersion}`,
          memo: `rollback of ${group.length} wins of ${draw.catalogueCode} ${draw.issue}`.slice(0, 500),
          fromAccountId: await mainAccountId(tx, accounts, first),
          toAccountId: counter.id,
          amount: group.reduce((s, b) => s + b.win.amount, 0n),
        });
        for (const b of group) entryOf.set(b.bet.id, entry.id);
      } catch (error) {
        if (!(error instanceof AppError) || error.errorCode !== 'insufficient_balance') throw error;
        for (const b of group) refused.push(b.bet.id);
      }
    }
    const reversed = batch.filter((b) => !refused.includes(b.bet.id));
    if (refused.length > 0) {
      await tx.update(lotteryBets).set({ errorCode: 'insufficient_balance' }).where(inArray(lotteryBets.id, refused));
    }
    if (reversed.length > 0) {
      await claimAll(
        tx,
        reversed.map(({ bet: b, win: w }) => {
          const transactionId = `${roundIdOf(b)}-x${b.settledVersion}`;
          return {
            merchantId: b.merchantId,
            vendorId: vendor.id,
            transactionId,
            kind: 'rollback',
            roundId: roundIdOf(b),
            memberId: b.memberId,
            sessionId: b.sessionId,
            gameId: w.gameId,
            amount: 0n,
            currency: b.currency,
            trial: false,
            fingerprint: fingerprintOf('rollback', b, {
              roundId: roundIdOf(b),
              currency: b.currency,
              referenceTransactionId: w.transactionId,
            }),
            status: 'ok',
            result: {
              transactionId,
              roundId: roundIdOf(b),
              status: 'ok',
              entryId: entryOf.get(b.id) ?? null,
              batch: true,
            },
            entryId: entryOf.get(b.id) ?? null,
            referenceId: w.transactionId,
            createdAt: now,
          };
        }),
      );
      const data = reversed.map(({ bet: b, win: w }) => ({ id: w.id, by: `${roundIdOf(b)}-x${b.settledVersion}` }));
      await tx.execute(sql`update provider_transactions t set rolled_back_by = v.by
        from jsonb_to_recordset(${json(data)}::jsonb) as v(id bigint, by text) where t.id = v.id`);
      const rounds = reversed.map(({ bet: b, win: w }) => ({ round: roundIdOf(b), member: b.memberId, win: w.amount }));
      await tx.execute(sql`update bet_rounds r
        set win = r.win - v.win, transactions = r.transactions + 1, status = 'open', settled_at = null,
            updated_at = ${now}, valid_bet = r.stake
        from ${roundsOf(vendor, rounds)}
        where r.id = v.id`);
      await tx
        .update(lotteryBets)
        .set({ status: 'placed', hits: null, payout: null })
        .where(
          and(
            inArray(
              lotteryBets.id,
              reversed.map((b) => b.bet.id),
            ),
            inArray(lotteryBets.status, ['won', 'lost']),
          ),
        );
    }
    return { locked: rows.length, lastId, settled: [], single, reversed };
  });
  for (const [merchantId, list] of groupBy(outcome.reversed, (b) => String(b.bet.merchantId))) {
    publishBalanceChange(
      ctx,
      Number(merchantId),
      list.filter((b) => b.win.amount > 0n).map((b) => b.bet.memberId),
    );
  }
  return outcome;
}
