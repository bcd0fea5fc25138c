import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { generateServerSeed, hashServerSeed, isValidServerSeed, roundRng } from '../fairness';
import {
  isTableGameId,
  settleTableBet,
  TABLE_GAMES,
  validateTableBet,
  type SettledSpot,
  type TableBet,
  type TableGame,
  type TableGameId,
} from '../tables/games';
import type { BetLimits } from '../types';
import type { WalletAnswer } from './client';
import { HouseError, houseError, type HouseProvider, type HouseSession } from './house';

/**
 * Live tables: timed rounds shared by every player at a table (docs/ARCHITECTURE.md, "Live tables").
 *
 * - Schedule from the clock: round n of every table spans [n·cycle, (n+1)·cycle) ms since the epoch;
 *   bets are taken until `closesAt` (betting window), the result is drawn at `revealAt` and shown
 *   until the next round opens. Every process computes the same rounds without talking to the others.
 * - A round's row is created by whoever needs it first (insert, conflict ignored), with a fresh
 *   server seed whose SHA-256 is published while the round is open; the result is drawn once (the
 *   conditional update open → drawn) from roundRng(serverSeed, clientSeed = round id, nonce 0),
 *   after which the seed is revealed. The drawer settles the round's bets (one win call each, unique
 *   transaction id); `sweep` finishes what a crash or an unreachable wallet left.
 * - A bet is debited with the seamless API's bet call, then marked placed only if the window is still
 *   open; otherwise it is rolled back (refunded) and refused with `table_betting_closed`.
 */

export interface TableCycle {
  bettingMs: number;
  closedMs: number;
  revealMs: number;
}
export const DEFAULT_TABLE_CYCLE: TableCycle = { bettingMs: 15_000, closedMs: 3_000, revealMs: 7_000 };

export type TableRoundStatus = 'open' | 'drawn';
export interface StoredTableRound {
  id: string;
  tableId: string;
  game: TableGameId;
  roundNo: number;
  serverSeed: string;
  serverSeedHash: string;
  opensAt: Date;
  closesAt: Date;
  revealAt: Date;
  status: TableRoundStatus;
  result: unknown;
  drawnAt: Date | null;
}
export type NewTableRound = Omit<StoredTableRound, 'status' | 'result' | 'drawnAt'>;

export type TableBetStatus = 'pending' | 'placed' | 'settled' | 'refunded' | 'void';
export interface StoredTableBet {
  id: string;
  roundId: string;
  tableId: string;
  game: TableGameId;
  playerId: string;
  displayName: string;
  mode: 'real' | 'trial';
  currency: string;
  token: string;
  bets: Record<string, number>;
  totalStake: number;
  totalWin: number;
  spots: SettledSpot[] | null;
  status: TableBetStatus;
  balanceAfter: number | null;
  errorCode: string | null;
  createdAt: Date;
  settledAt: Date | null;
}
export type NewTableBet = Omit<
  StoredTableBet,
  'totalWin' | 'spots' | 'status' | 'balanceAfter' | 'errorCode' | 'settledAt'
>;
export type TableBetPatch = Partial<
  Pick<StoredTableBet, 'status' | 'totalWin' | 'spots' | 'balanceAfter' | 'errorCode' | 'settledAt'>
>;

export interface TableStore {
  /** Creates the round if no process did yet (the first seed wins) and answers the stored one. */
  ensureRound(r: NewTableRound): Promise<StoredTableRound>;
  getRound(id: string): Promise<StoredTableRound | undefined>;
  /** open → drawn with the result, only if still open: answers whether this call drew it. */
  claimDraw(id: string, result: unknown, now: Date): Promise<boolean>;
  /** Rounds still open whose reveal time has passed. */
  roundsDue(now: Date, limit: number): Promise<StoredTableRound[]>;
  /** The latest drawn rounds of a table, newest first. */
  recentResults(tableId: string, limit: number): Promise<StoredTableRound[]>;
  insertBet(b: NewTableBet): Promise<void>;
  /** pending → placed, only while the bet's round is open and `now` is before its close. */
  markPlaced(id: string, now: Date): Promise<boolean>;
  /** Applies the patch if the bet is in `from`: answers whether it was. */
  updateBet(id: string, from: TableBetStatus, patch: TableBetPatch): Promise<boolean>;
  getBet(id: string): Promise<StoredTableBet | undefined>;
  /** The bets of a round in the given statuses. */
  roundBets(roundId: string, statuses: TableBetStatus[]): Promise<StoredTableBet[]>;
  /** Bets left pending since before `before`, and placed bets of drawn rounds. */
  unfinishedBets(before: Date, limit: number): Promise<StoredTableBet[]>;
  /** A player's latest bets of a game, in one money mode. */
  playerBets(playerId: string, game: TableGameId, mode: 'real' | 'trial', limit: number): Promise<StoredTableBet[]>;
  /** The player is at the table now. */
  seat(tableId: string, playerId: string, displayName: string, now: Date): Promise<void>;
  /** The players seen at the table since `since`. */
  seated(tableId: string, since: Date): Promise<{ playerId: string; displayName: string }[]>;
}

export interface TableRoomInfo {
  name: { vi: string; en: string };
  limits: BetLimits;
  seats: number;
}

export interface TableEngineOptions {
  provider: HouseProvider;
  store: TableStore;
  cycle?: TableCycle;
  /** The name, limits and seats of a room of a house game (the operator's room list, GLS2_roomList), or null. */
  room?: (game: string, roomId: number) => Promise<TableRoomInfo | null>;
}

export interface TableInfo {
  id: string;
  game: TableGameId;
  name: { vi: string; en: string };
  category: 'LIVE' | 'PVP';
  betTypes: readonly string[];
  limits: BetLimits;
  seats: number | null;
  cycle: TableCycle;
}

const MSG: Record<string, { vi: string; en: string }> = {
  table_betting_closed: {
    vi: 'Đã hết thời gian đặt cược của ván này; tiền cược đã được hoàn lại, hãy đặt ở ván sau',
    en: 'Betting on this round has closed; any stake was refunded, please bet on the next round',
  },
  table_unknown: { vi: 'Bàn chơi không tồn tại', en: 'Unknown table' },
  table_full: { vi: 'Phòng đã hết chỗ, hãy chọn phòng khác', en: 'This room is full; please pick another room' },
};
/** Players seen at a table (or room) this recently are present; its pages refresh their seat more often. */
const PRESENT_MS = 30_000;
const tableError = (code: string, status: number) => new HouseError(code, status, MSG[code]!);

export interface RoundTimes {
  roundNo: number;
  id: string;
  opensAt: number;
  closesAt: number;
  revealAt: number;
  endsAt: number;
}

/** A table's player-facing view of a round and its table (the stream's frames). */
export interface TableSnapshot {
  now: number;
  table: TableInfo;
  round: {
    id: string;
    roundNo: number;
    phase: 'betting' | 'closed' | 'result';
    opensAt: number;
    closesAt: number;
    revealAt: number;
    endsAt: number;
    serverSeedHash: string;
    result: unknown;
    /** Revealed once drawn. */
    serverSeed: string | null;
  };
  /** The stake on each spot of the round, all players. */
  totals: Record<string, number>;
  bettors: number;
  seated: string[];
  /** The latest results, newest first. */
  road: { roundNo: number; result: unknown }[];
  me: { bets: Record<string, number>; totalStake: number; totalWin: number | null } | null;
}

const publicBet = (b: StoredTableBet, round: StoredTableRound | undefined) => ({
  id: b.id,
  roundId: b.roundId,
  tableId: b.tableId,
  game: b.game,
  roundNo: round?.roundNo ?? null,
  bets: b.bets,
  spots: b.spots,
  totalStake: b.totalStake,
  totalWin: b.status === 'settled' ? b.totalWin : null,
  status: b.status,
  balanceAfter: b.balanceAfter,
  createdAt: b.createdAt.toISOString(),
  result: round?.status === 'drawn' ? round.result : null,
  serverSeedHash: round?.serverSeedHash ?? null,
  serverSeed: round?.status === 'drawn' ? round.serverSeed : null,
  clientSeed: b.roundId,
});
export type PublicTableBet = ReturnType<typeof publicBet>;

const refusal = (a: WalletAnswer<unknown>) =>
  a.kind === 'refused'
    ? new HouseError(a.errorCode, a.status, { vi: a.message, en: a.message })
    : houseError('wallet_unavailable', 502);

export class TableEngine {
  readonly cycle: TableCycle;
  private readonly recallKey: Buffer;
  private readonly rooms = new Map<string, { info: TableRoomInfo | null; at: number }>();
  private readonly listeners = new Set<(tableId: string) => void>();
  /**
   * The rounds this process read lately, by id (a drawn round never changes; an open one only by its draw, which
   * `drawIfDue` re-reads): the streams' once-a-second frames do not re-read them. Kept to the last few hundred.
   */
  private readonly rounds = new Map<string, StoredTableRound>();
  /** Each watched table's road and the state of its round it was read at. */
  private readonly roads = new Map<string, { key: string; rounds: StoredTableRound[] }>();

  constructor(readonly o: TableEngineOptions) {
    this.cycle = o.cycle ?? DEFAULT_TABLE_CYCLE;
    this.recallKey = createHmac('sha256', o.provider.o.secret).update('house-table-recall').digest();
  }

  private now(): Date {
    return this.o.provider.o.now ? this.o.provider.o.now() : new Date();
  }

  get cycleMs(): number {
    return this.cycle.bettingMs + this.cycle.closedMs + this.cycle.revealMs;
  }

  /** The round of a table at `atMs` (from the clock alone). */
  times(tableId: string, atMs: number): RoundTimes {
    const roundNo = Math.floor(atMs / this.cycleMs);
    const opensAt = roundNo * this.cycleMs;
    const closesAt = opensAt + this.cycle.bettingMs;
    const revealAt = closesAt + this.cycle.closedMs;
    return { roundNo, id: `${tableId}:${roundNo}`, opensAt, closesAt, revealAt, endsAt: opensAt + this.cycleMs };
  }

  /** Calls `fn` with the table of every bet this process takes (its streams push at once). */
  onBet(fn: (tableId: string) => void): () => void {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  }

  // ── tables ─────────────────────────────────────────────────────────────────────────────────

  /** The table of an id: a live game's own table (its game id) or a xóc đĩa room (`xoc-dia-r<roomId>`). */
  async table(tableId: unknown): Promise<TableInfo> {
    if (typeof tableId !== 'string') throw tableError('table_unknown', 404);
    const room = /^xoc-dia-r([1-9]\d{0,9})$/.exec(tableId);
    const gameId = room ? 'xoc-dia' : tableId;
    if (!isTableGameId(gameId)) throw tableError('table_unknown', 404);
    const g = TABLE_GAMES[gameId];
    const base: TableInfo = {
      id: tableId,
      game: gameId,
      name: g.name,
      category: g.category,
      betTypes: g.betTypes,
      limits: g.limits,
      seats: null,
      cycle: this.cycle,
    };
    if (!room) return base;
    const info = await this.roomInfo('xoc-dia', Number(room[1]));
    if (!info) throw tableError('table_unknown', 404);
    return {
      ...base,
      name: { vi: `${g.name.vi} · ${info.name.vi}`, en: `${g.name.en} · ${info.name.en}` },
      limits: info.limits,
      seats: info.seats,
    };
  }

  private async roomInfo(game: string, roomId: number): Promise<TableRoomInfo | null> {
    const key = `${game}:${roomId}`;
    const cached = this.rooms.get(key);
    const now = Date.now();
    if (cached && now - cached.at < 60_000) return cached.info;
    const info = this.o.room ? await this.o.room(game, roomId) : null;
    this.rooms.set(key, { info, at: now });
    return info;
  }

  /**
   * A room of a house game played at one's own pace (xì dách: each player's hand against the dealer), seated like a
   * xóc đĩa room: its id `<game>-r<roomId>` (the room list counts its players present by it), name, limits and seats.
   */
  async room(game: string, roomId: unknown): Promise<{ id: string; roomId: number } & TableRoomInfo> {
    const n = typeof roomId === 'string' && /^[1-9]\d{0,9}$/.test(roomId) ? Number(roomId) : roomId;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) throw tableError('table_unknown', 404);
    const info = await this.roomInfo(game, n);
    if (!info) throw tableError('table_unknown', 404);
    return { id: `${game}-r${n}`, roomId: n, ...info };
  }

  /** Seats a player at a table of so many seats (null: unlimited), or refuses a newcomer to a full one (table_full). */
  async enter(tableId: string, seats: number | null, playerId: string, displayName: string): Promise<void> {
    if (seats !== null) {
      // A newcomer waits for a seat to free (players present: seen in the last 30 s).
      const present = await this.o.store.seated(tableId, this.presentSince(this.now().getTime()));
      if (present.length >= seats && !present.some((p) => p.playerId === playerId)) {
        throw tableError('table_full', 409);
      }
    }
    await this.seatPlayer(tableId, playerId, displayName);
  }

  /** The masked names of the players present at a table. */
  async present(tableId: string): Promise<string[]> {
    const seated = await this.o.store.seated(tableId, this.presentSince(this.now().getTime()));
    return seated.map((p) => maskName(p.displayName));
  }

  private presentSince(nowMs: number): Date {
    return new Date(nowMs - PRESENT_MS);
  }

  /** Opens a table for a launch token (the session carries the game; the table is named on each call). */
  async open(token: unknown, tableId: unknown) {
    const table = await this.table(tableId);
    const opened = await this.o.provider.authenticate(token, table.game);
    await this.enter(table.id, table.seats, opened.player.playerId, opened.player.displayName);
    return { ...opened, table };
  }

  private async sessionAt(sessionValue: unknown, tableId: unknown, allowExpired = false) {
    const s = this.o.provider.session(sessionValue, allowExpired);
    const table = await this.table(tableId);
    if (s.g !== table.game) throw tableError('table_unknown', 404);
    return { s, table };
  }

  // ── rounds ─────────────────────────────────────────────────────────────────────────────────

  /** The stored round of the table at `atMs`, created (with its committed seed) if none is yet. */
  async roundAt(table: TableInfo, atMs: number): Promise<StoredTableRound> {
    const t = this.times(table.id, atMs);
    const serverSeed = generateServerSeed();
    return this.o.store.ensureRound({
      id: t.id,
      tableId: table.id,
      game: table.game,
      roundNo: t.roundNo,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      opensAt: new Date(t.opensAt),
      closesAt: new Date(t.closesAt),
      revealAt: new Date(t.revealAt),
    });
  }

  private remember(round: StoredTableRound): StoredTableRound {
    this.rounds.set(round.id, round);
    if (this.rounds.size > 500) {
      for (const id of [...this.rounds.keys()].slice(0, 100)) this.rounds.delete(id);
    }
    return round;
  }

  /** Draws a round whose reveal time has come (once, whoever asks first) and settles its bets. */
  async drawIfDue(round: StoredTableRound): Promise<StoredTableRound> {
    const now = this.now();
    if (round.status !== 'open' || now.getTime() < round.revealAt.getTime()) return round;
    const game = TABLE_GAMES[round.game];
    const result = game.draw(roundRng(round.serverSeed, round.id, 0));
    if (await this.o.store.claimDraw(round.id, result, now)) {
      const drawn: StoredTableRound = { ...round, status: 'drawn', result, drawnAt: now };
      await this.settleRound(drawn);
      return drawn;
    }
    return (await this.o.store.getRound(round.id))!;
  }

  private async settleRound(round: StoredTableRound): Promise<void> {
    const bets = await this.o.store.roundBets(round.id, ['placed']);
    for (const b of bets) await this.settleBet(b, round);
  }

  /** Pays a placed bet of a drawn round (its win call has a fixed transaction id: a retry is a replay). */
  private async settleBet(bet: StoredTableBet, round: StoredTableRound): Promise<boolean> {
    const r = settleTableBet(TABLE_GAMES[round.game], { bets: bet.bets }, round.result);
    const w = await this.o.provider.o.wallet.win({
      token: bet.token,
      playerId: bet.playerId,
      transactionId: `${bet.id}-win`,
      roundId: bet.id,
      gameCode: bet.game,
      amount: r.totalWin,
      currency: bet.currency,
      roundClosed: true,
    });
    if (w.kind === 'unavailable') return false;
    await this.o.store.updateBet(bet.id, 'placed', {
      status: 'settled',
      totalWin: r.totalWin,
      spots: r.spots,
      settledAt: this.now(),
      ...(w.kind === 'ok' ? { balanceAfter: w.value.balance } : { errorCode: w.errorCode }),
    });
    return true;
  }

  /** Rolls a debited (or maybe debited) bet back; answers false while the wallet does not answer. */
  private async refund(bet: StoredTableBet, status: 'refunded' | 'void', errorCode: string): Promise<boolean> {
    const r = await this.o.provider.o.wallet.rollback({
      token: bet.token,
      playerId: bet.playerId,
      transactionId: `${bet.id}-rb`,
      referenceTransactionId: `${bet.id}-bet`,
      roundId: bet.id,
      currency: bet.currency,
    });
    if (r.kind === 'unavailable') return false;
    await this.o.store.updateBet(bet.id, 'pending', {
      status,
      errorCode,
      settledAt: this.now(),
      ...(r.kind === 'ok' ? { balanceAfter: r.value.balance } : {}),
    });
    return true;
  }

  /** Draws the rounds due and finishes bets left half-way: the sweeper every process runs. */
  async sweep(olderThanMs = 30_000): Promise<number> {
    let done = 0;
    for (const round of await this.o.store.roundsDue(this.now(), 50)) {
      if ((await this.drawIfDue(round)).status === 'drawn') done++;
    }
    const before = new Date(this.now().getTime() - olderThanMs);
    for (const bet of await this.o.store.unfinishedBets(before, 100)) {
      if (bet.status === 'pending') {
        if (await this.refund(bet, 'void', 'wallet_unavailable')) done++;
        continue;
      }
      const round = await this.o.store.getRound(bet.roundId);
      if (round?.status === 'drawn' && (await this.settleBet(bet, round))) done++;
    }
    return done;
  }

  // ── bets ───────────────────────────────────────────────────────────────────────────────────

  async bet(sessionValue: unknown, tableId: unknown, params: unknown) {
    const { s, table } = await this.sessionAt(sessionValue, tableId);
    const game: TableGame = TABLE_GAMES[table.game];
    const v = validateTableBet(game, params, table.limits);
    if (!v.ok) throw new HouseError(v.error.code, 400, v.error.message, { field: v.error.field });
    // A flood of bets is refused before any money moves (the house's one guard, shared with its own games).
    this.o.provider.throttle(s.p, table.game);
    const now = this.now();
    const t = this.times(table.id, now.getTime());
    if (now.getTime() >= t.closesAt) throw tableError('table_betting_closed', 409);
    const round = await this.roundAt(table, now.getTime());
    const totalStake = Object.values(v.bet.bets).reduce((a, b) => a + b, 0);
    const bet: StoredTableBet = {
      id: `T${randomBytes(12).toString('hex')}`,
      roundId: round.id,
      tableId: table.id,
      game: table.game,
      playerId: s.p,
      displayName: s.n,
      mode: s.m,
      currency: s.c,
      token: s.t,
      bets: v.bet.bets,
      totalStake,
      totalWin: 0,
      spots: null,
      status: 'pending',
      balanceAfter: null,
      errorCode: null,
      createdAt: now,
      settledAt: null,
    };
    await this.o.store.insertBet(bet);
    const placed = await this.o.provider.o.wallet.bet({
      token: s.t,
      playerId: s.p,
      transactionId: `${bet.id}-bet`,
      roundId: bet.id,
      gameCode: table.game,
      amount: totalStake,
      currency: s.c,
      roundClosed: false,
    });
    if (placed.kind === 'unavailable') {
      await this.refund(bet, 'void', 'wallet_unavailable');
      throw houseError('wallet_unavailable', 502);
    }
    if (placed.kind === 'refused') {
      await this.o.store.updateBet(bet.id, 'pending', {
        status: 'void',
        errorCode: placed.errorCode,
        settledAt: this.now(),
      });
      throw refusal(placed);
    }
    // The window may have closed while the wallet answered: then the stake goes back.
    if (!(await this.o.store.markPlaced(bet.id, this.now()))) {
      await this.refund(bet, 'refunded', 'table_betting_closed');
      throw tableError('table_betting_closed', 409);
    }
    await this.o.store.updateBet(bet.id, 'placed', { balanceAfter: placed.value.balance });
    for (const fn of this.listeners) fn(table.id);
    return {
      bet: publicBet({ ...bet, status: 'placed', balanceAfter: placed.value.balance }, round),
      balance: placed.value.balance,
    };
  }

  // ── views ──────────────────────────────────────────────────────────────────────────────────

  /**
   * The table's current frame: the round (the previous one drawn if due), totals, seats and road; and
   * what each of `playerIds` staked on the round.
   */
  async frame(
    table: TableInfo,
    playerIds: string[],
  ): Promise<{ frame: Omit<TableSnapshot, 'me'>; me: Map<string, NonNullable<TableSnapshot['me']>> }> {
    const nowMs = this.now().getTime();
    const t = this.times(table.id, nowMs);
    // The round just before showed its result until this one opened: draw it if nobody did.
    const prevId = this.times(table.id, t.opensAt - 1).id;
    const cachedPrev = this.rounds.get(prevId);
    if (cachedPrev?.status !== 'drawn') {
      const prev = cachedPrev ?? (await this.o.store.getRound(prevId));
      if (prev) this.remember(await this.drawIfDue(prev));
    }
    const cached = this.rounds.get(t.id);
    const round = this.remember(await this.drawIfDue(cached ?? (await this.roundAt(table, nowMs))));
    const phase = nowMs < t.closesAt ? 'betting' : nowMs < t.revealAt ? 'closed' : 'result';
    const bets = await this.o.store.roundBets(round.id, ['placed', 'settled']);
    const totals: Record<string, number> = {};
    for (const b of bets) for (const [k, v] of Object.entries(b.bets)) totals[k] = (totals[k] ?? 0) + v;
    const me = new Map<string, NonNullable<TableSnapshot['me']>>();
    for (const id of playerIds) {
      const mine = bets.filter((b) => b.playerId === id);
      const stakes: Record<string, number> = {};
      for (const b of mine) for (const [k, v] of Object.entries(b.bets)) stakes[k] = (stakes[k] ?? 0) + v;
      const settled = mine.length > 0 && mine.every((b) => b.status === 'settled');
      me.set(id, {
        bets: stakes,
        totalStake: mine.reduce((a, b) => a + b.totalStake, 0),
        totalWin: settled ? mine.reduce((a, b) => a + b.totalWin, 0) : null,
      });
    }
    // The road changes only with a draw: read again when this table's latest round changed state.
    const roadKey = `${round.id}:${round.status}`;
    let road = this.roads.get(table.id);
    if (road?.key !== roadKey) {
      road = { key: roadKey, rounds: await this.o.store.recentResults(table.id, 60) };
      this.roads.set(table.id, road);
    }
    const seated = await this.o.store.seated(table.id, this.presentSince(nowMs));
    const drawn = round.status === 'drawn' && phase === 'result';
    return {
      frame: {
        now: nowMs,
        table,
        round: {
          id: round.id,
          roundNo: round.roundNo,
          phase,
          opensAt: t.opensAt,
          closesAt: t.closesAt,
          revealAt: t.revealAt,
          endsAt: t.endsAt,
          serverSeedHash: round.serverSeedHash,
          result: drawn ? round.result : null,
          serverSeed: drawn ? round.serverSeed : null,
        },
        totals,
        bettors: new Set(bets.map((b) => b.playerId)).size,
        seated: seated.map((p) => maskName(p.displayName)),
        road: road.rounds.map((r) => ({ roundNo: r.roundNo, result: r.result })),
      },
      me,
    };
  }

  /** A player is at the table now (the streams refresh it while open). */
  seatPlayer(tableId: string, playerId: string, displayName: string): Promise<void> {
    return this.o.store.seat(tableId, playerId, displayName, this.now());
  }

  /** A seated player's frame (their seat is refreshed). */
  async state(sessionValue: unknown, tableId: unknown): Promise<TableSnapshot> {
    const { s, table } = await this.sessionAt(sessionValue, tableId, true);
    await this.seatPlayer(table.id, s.p, s.n);
    const { frame, me } = await this.frame(table, [s.p]);
    return { ...frame, me: me.get(s.p) ?? null };
  }

  /** Who watches a stream: checked once when it opens. */
  async watcher(sessionValue: unknown, tableId: unknown): Promise<{ s: HouseSession; table: TableInfo }> {
    return this.sessionAt(sessionValue, tableId, true);
  }

  async history(sessionValue: unknown, tableId: unknown, limit = 20) {
    const { s, table } = await this.sessionAt(sessionValue, tableId, true);
    const bets = await this.o.store.playerBets(s.p, table.game, s.m, Math.min(Math.max(limit, 1), 50));
    const out = [];
    for (const b of bets) {
      const round = await this.o.store.getRound(b.roundId);
      out.push({ ...publicBet(b, round), recall: this.recallPath(b.id, s.p, this.now().getTime() + 86_400_000) });
    }
    return out;
  }

  /** Recomputes a round's result from its revealed server seed. */
  verify(input: { game?: unknown; roundId?: unknown; serverSeed?: unknown }) {
    if (
      !isTableGameId(input.game) ||
      typeof input.roundId !== 'string' ||
      input.roundId.length > 64 ||
      !isValidServerSeed(input.serverSeed)
    ) {
      throw houseError('verify_invalid', 400);
    }
    const result = TABLE_GAMES[input.game].draw(roundRng(input.serverSeed, input.roundId, 0));
    return { game: input.game, roundId: input.roundId, serverSeedHash: hashServerSeed(input.serverSeed), result };
  }

  // ── replay links (the betting record) ──────────────────────────────────────────────────────

  recallPath(betId: string, playerId: string, expiresAtMs: number): string {
    const sig = this.recallSig(betId, playerId, String(expiresAtMs));
    return `/house/table-recall/${encodeURIComponent(betId)}?p=${encodeURIComponent(playerId)}&e=${expiresAtMs}&sig=${sig}`;
  }

  private recallSig(betId: string, playerId: string, e: string) {
    return createHmac('sha256', this.recallKey).update(`${betId}:${playerId}:${e}`).digest('hex');
  }

  async recall(betId: unknown, q: { p?: unknown; e?: unknown; sig?: unknown }) {
    if (typeof betId !== 'string' || typeof q.p !== 'string' || typeof q.e !== 'string' || typeof q.sig !== 'string') {
      throw houseError('recall_link_invalid', 403);
    }
    const expected = Buffer.from(this.recallSig(betId, q.p, q.e));
    const given = Buffer.from(q.sig);
    if (
      !(Number(q.e) >= this.now().getTime()) ||
      expected.length !== given.length ||
      !timingSafeEqual(expected, given)
    ) {
      throw houseError('recall_link_invalid', 403);
    }
    const bet = await this.o.store.getBet(betId);
    if (!bet || bet.playerId !== q.p) throw houseError('round_not_found', 404);
    const round = await this.o.store.getRound(bet.roundId);
    const table = await this.table(bet.tableId).catch(() => null);
    return { ...publicBet(bet, round), name: table?.name ?? TABLE_GAMES[bet.game].name };
  }
}

/** A player's name as others at the table see it. */
const maskName = (n: string) => (n.length <= 3 ? `${n[0] ?? ''}**` : `${n.slice(0, 3)}***${n.slice(-1)}`);

export const isTableBetId = (id: string) => /^T[0-9a-f]{24}$/.test(id);
export type { TableBet };
