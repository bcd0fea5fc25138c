import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { assertClientSeed, FairnessError, hashServerSeed, roundRng } from '../fairness';
import { createHouseGames, isGameId, isSlotGameId, verifyRound, type HouseGames } from '../index';
import type { RtpProfileId } from '../slot';
import { betError, formatMinor } from '../bets';
import type { TableGameId } from '../tables/games';
import type { BetLimits, GameId, HouseGame } from '../types';
import { BetValidationError } from '../types';
import type { SeamlessClient, WalletAnswer } from './client';

/**
 * The house provider: a game vendor like any other. It receives launches (the launch token in the
 * game page's URL), authenticates them with Lotus's seamless API, plays provably-fair rounds and
 * settles each with a bet and a win over HTTP. Its storage (seed pairs, rounds) is behind HouseStore.
 */

export interface StoredPair {
  id: number;
  playerId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  status: 'active' | 'revealed';
  createdAt: Date;
  revealedAt: Date | null;
}

export type RoundStatus = 'pending' | 'bet_placed' | 'settled' | 'void';

export interface StoredRound {
  id: string;
  playerId: string;
  game: GameId;
  mode: 'real' | 'trial';
  currency: string;
  seedPairId: number;
  nonce: number;
  bet: unknown;
  outcome: unknown;
  totalStake: number;
  totalWin: number;
  token: string;
  betTransactionId: string;
  winTransactionId: string;
  status: RoundStatus;
  balanceAfter: number | null;
  errorCode: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

export type NewRound = Omit<
  StoredRound,
  'seedPairId' | 'nonce' | 'status' | 'balanceAfter' | 'errorCode' | 'settledAt'
>;

export interface HouseStore {
  /** The player's active seed pair, created on first use. */
  activePair(playerId: string, now: Date): Promise<StoredPair>;
  /**
   * Atomically takes the active pair's next nonce and stores the round as 'pending'. `build` must be
   * pure (it may run again when the store retries).
   */
  startRound(playerId: string, now: Date, build: (pair: StoredPair, nonce: number) => NewRound): Promise<StoredRound>;
  updateRound(
    id: string,
    patch: Partial<Pick<StoredRound, 'status' | 'balanceAfter' | 'errorCode' | 'settledAt'>>,
  ): Promise<void>;
  /** Reveals the active pair and makes a new one (the new client seed, else the same). */
  rotate(
    playerId: string,
    clientSeed: string | undefined,
    now: Date,
  ): Promise<{ revealed: StoredPair; next: StoredPair }>;
  getRound(id: string): Promise<{ round: StoredRound; pair: StoredPair } | undefined>;
  /** The player's latest rounds of one game, played with money of one mode (a game's history panel). */
  listRounds(
    playerId: string,
    limit: number,
    of: { game: GameId; mode: 'real' | 'trial' },
  ): Promise<{ round: StoredRound; pair: StoredPair }[]>;
  /**
   * Rounds left pending or bet_placed since before `before`, oldest first; an open round of several steps
   * (its outcome's `finished` is false: the player is to move) only once it is older than `openBefore`.
   */
  unfinishedRounds(before: Date, limit: number, openBefore: Date): Promise<StoredRound[]>;
  /**
   * A move of an open round of several steps (xì dách): replaces its bet (the moves so far), outcome and
   * win, only if it is still bet_placed with the bet `from` (false: another move got there first).
   */
  advanceRound(id: string, from: unknown, to: { bet: unknown; outcome: unknown; totalWin: number }): Promise<boolean>;
}

export class HouseError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly messages: { vi: string; en: string },
    readonly details?: Record<string, unknown>,
  ) {
    super(messages.en);
  }
}

const MSG: Record<string, { vi: string; en: string }> = {
  house_session_invalid: {
    vi: 'Phiên chơi không hợp lệ hoặc đã hết hạn, hãy mở lại trò chơi',
    en: 'Invalid or expired game session; please relaunch the game',
  },
  house_game_unknown: { vi: 'Trò chơi không tồn tại', en: 'Unknown game' },
  wallet_unavailable: { vi: 'Không kết nối được ví, vui lòng thử lại', en: 'The wallet is unavailable, please retry' },
  round_not_found: { vi: 'Không tìm thấy ván chơi', en: 'Round not found' },
  recall_link_invalid: {
    vi: 'Liên kết xem lại không hợp lệ hoặc đã hết hạn',
    en: 'The replay link is invalid or has expired',
  },
  verify_invalid: { vi: 'Dữ liệu kiểm tra không hợp lệ', en: 'Invalid verification input' },
  round_not_open: {
    vi: 'Ván này đã kết thúc hoặc không chờ nước đi',
    en: 'This round is over or not waiting for a move',
  },
  round_moved: {
    vi: 'Ván vừa có nước đi khác, hãy thử lại',
    en: 'Another move reached this round first; please retry',
  },
  round_in_progress: {
    vi: 'Hãy chơi hết ván đang dở trước khi đổi seed',
    en: 'Finish the round in progress before changing the seed',
  },
  house_rate_limited: {
    vi: 'Bạn thao tác quá nhanh, vui lòng chậm lại một chút',
    en: 'Too many bets at once; please slow down a little',
  },
};

/**
 * How fast one player may start rounds (or place bets, or move) in a game, as a token bucket (`burst` at once,
 * refilled at `perSecond`): the fish game's page fires a few shots a second, a live table takes a few bets a
 * round; a flood beyond is refused with 429 `house_rate_limited` before any money moves. Games not listed are
 * not limited here. The one guard of the house's own games and its live tables (TableEngine.bet).
 */
const LIVE_TABLE_RATE = { perSecond: 4, burst: 12 };
const HOUSE_ROUND_RATES: Partial<Record<GameId | TableGameId, { perSecond: number; burst: number }>> = {
  'fish-hunter': { perSecond: 6, burst: 10 },
  'xi-dach': { perSecond: 5, burst: 15 },
  'baccarat-live': LIVE_TABLE_RATE,
  'dragon-tiger': LIVE_TABLE_RATE,
  sicbo: LIVE_TABLE_RATE,
  roulette: LIVE_TABLE_RATE,
  'xoc-dia': LIVE_TABLE_RATE,
};
export const houseError = (code: string, status: number, details?: Record<string, unknown>) =>
  new HouseError(code, status, MSG[code] ?? { vi: code, en: code }, details);

/** What the house's pages receive about a round. The server seed only once its pair is revealed. */
export interface PublicRound {
  id: string;
  game: GameId;
  mode: 'real' | 'trial';
  currency: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  serverSeed: string | null;
  bet: unknown;
  outcome: unknown;
  totalStake: number;
  totalWin: number;
  status: RoundStatus;
  balanceAfter: number | null;
  createdAt: string;
}

export function publicRound(round: StoredRound, pair: StoredPair): PublicRound {
  return {
    id: round.id,
    game: round.game,
    mode: round.mode,
    currency: round.currency,
    nonce: round.nonce,
    clientSeed: pair.clientSeed,
    serverSeedHash: pair.serverSeedHash,
    serverSeed: pair.status === 'revealed' ? pair.serverSeed : null,
    bet: round.bet,
    outcome: round.status === 'void' ? null : round.outcome,
    totalStake: round.totalStake,
    totalWin: round.totalWin,
    status: round.status,
    balanceAfter: round.balanceAfter,
    createdAt: round.createdAt.toISOString(),
  };
}

/** A round of several steps still waiting for the player's move (its outcome says `finished: false`). */
const isOpen = (outcome: unknown): boolean =>
  Boolean(outcome && typeof outcome === 'object' && (outcome as { finished?: unknown }).finished === false);
/** The games whose rounds take several steps, and how long an open one waits before the house finishes it. */
const STEPPED_GAMES: readonly GameId[] = ['xi-dach'];
const OPEN_ROUND_MS = 10 * 60_000;

/** The house's own game session, carried by the page: signed, stateless (any process can check it). */
export interface HouseSession {
  /** Lotus's launch token. */
  t: string;
  p: string;
  c: string;
  m: 'real' | 'trial';
  /** The game (a house game, or a live table's game: the table is named on each call). */
  g: GameId | TableGameId;
  l: 'vi' | 'en';
  n: string;
  /** Expiry (ms). */
  e: number;
  /** The room (GLS2_roomList) the game was opened in, if any: its limits apply to every stake. */
  r?: number;
}

/**
 * The rooms of a house game and who sits at them: the live tables' seating (TableEngine), so a xì dách room
 * is listed, counted and filled like a xóc đĩa room.
 */
export interface HouseRoomSeating {
  /** A room of a game (`table_unknown` if it has none of that id): its table id, name, limits and seats. */
  room(
    game: string,
    roomId: unknown,
  ): Promise<{ id: string; roomId: number; name: { vi: string; en: string }; limits: BetLimits; seats: number }>;
  /** Seats the player, or refuses a newcomer to a full room (`table_full`). */
  enter(tableId: string, seats: number | null, playerId: string, displayName: string): Promise<void>;
  /** The masked names of the players present. */
  present(tableId: string): Promise<string[]>;
}

export interface HouseProviderOptions {
  vendor: string;
  secret: string;
  wallet: SeamlessClient;
  store: HouseStore;
  rtpProfile?: RtpProfileId;
  now?: () => Date;
  games?: HouseGames;
  /** The rooms' seating (answered late: the live tables are built on this provider). */
  rooms?: () => HouseRoomSeating;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

function refusal(a: WalletAnswer<unknown>): HouseError {
  if (a.kind === 'refused') {
    return new HouseError(a.errorCode, a.status, { vi: a.message, en: a.message });
  }
  return houseError('wallet_unavailable', 502);
}

export class HouseProvider {
  readonly games: HouseGames;
  readonly rtpProfile: RtpProfileId;
  private readonly sessionKey: Buffer;
  private readonly recallKey: Buffer;
  /** The round-rate buckets by player and game (HOUSE_ROUND_RATES), on the process's monotonic clock. */
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(readonly o: HouseProviderOptions) {
    this.games = o.games ?? createHouseGames();
    this.rtpProfile = o.rtpProfile ?? 'rtp96';
    this.sessionKey = createHmac('sha256', o.secret).update('house-session').digest();
    this.recallKey = Buffer.from(o.secret, 'utf8');
  }

  private now(): Date {
    return this.o.now ? this.o.now() : new Date();
  }

  game(id: unknown): HouseGame {
    if (!isGameId(id)) throw houseError('house_game_unknown', 404);
    return this.games[id] as HouseGame;
  }

  // ── sessions ──────────────────────────────────────────────────────────────────────────────

  private sign(payload: string): string {
    return createHmac('sha256', this.sessionKey).update(payload).digest('base64url');
  }

  private seating(): HouseRoomSeating {
    const rooms = this.o.rooms?.();
    if (!rooms) throw new HouseError('table_unknown', 404, { vi: 'Phòng không tồn tại', en: 'Unknown room' });
    return rooms;
  }

  /** A session's room (its limits and seats), or null outside rooms. */
  private async roomOf(s: HouseSession) {
    return s.r === undefined ? null : this.seating().room(s.g, s.r);
  }

  /** The room as its page shows it: name, limits, seats and the players present (masked, the player among them). */
  private async roomView(room: Awaited<ReturnType<HouseRoomSeating['room']>>) {
    const players = await this.seating().present(room.id);
    return { id: room.id, name: room.name, limits: room.limits, seats: room.seats, players };
  }

  /**
   * Authenticates a launch token and answers the house session and the player's state. With a room (`roomId`,
   * from the operator's room list) the player takes a seat in it (`table_full` when none is free) and the room's
   * limits are the game's.
   */
  async open(token: unknown, gameId: unknown, roomId?: unknown) {
    const game = this.game(gameId);
    const id = game.describe().id;
    const hasRoom = roomId !== undefined && roomId !== null && roomId !== '';
    const room = hasRoom ? await this.seating().room(id, roomId) : null;
    const opened = await this.authenticate(token, id, room?.roomId);
    if (room) await this.seating().enter(room.id, room.seats, opened.player.playerId, opened.player.displayName);
    const pair = await this.o.store.activePair(opened.player.playerId, this.now());
    const { player } = opened;
    const described = game.describe();
    return {
      room: room ? await this.roomView(room) : null,
      session: opened.session,
      player: {
        displayName: player.displayName,
        currency: player.currency,
        mode: player.mode,
        language: player.language,
      },
      balance: opened.balance,
      game: room ? { ...described, ...room.limits } : described,
      commitment: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce },
    };
  }

  /** Authenticates a launch token with Lotus and signs a house session for a game (or a live table's game). */
  async authenticate(token: unknown, gameId: GameId | TableGameId, roomId?: number) {
    if (typeof token !== 'string' || token.length < 16 || token.length > 200)
      throw houseError('house_session_invalid', 401);
    const a = await this.o.wallet.authenticate(token);
    if (a.kind !== 'ok') throw a.kind === 'refused' ? houseError('house_session_invalid', 401) : refusal(a);
    const p = a.value;
    const session: HouseSession = {
      t: token,
      p: p.playerId,
      c: p.currency,
      m: p.mode,
      g: gameId,
      l: p.language,
      n: p.displayName,
      e: Date.parse(p.sessionExpiresAt),
      ...(roomId !== undefined ? { r: roomId } : {}),
    };
    const payload = b64(JSON.stringify(session));
    return {
      session: `${payload}.${this.sign(payload)}`,
      player: {
        playerId: p.playerId,
        displayName: p.displayName,
        currency: p.currency,
        mode: p.mode,
        language: p.language,
      },
      balance: p.balance,
    };
  }

  /** Reads a house session; wins and the round history stay readable after expiry (`allowExpired`). */
  session(value: unknown, allowExpired = false): HouseSession {
    if (typeof value !== 'string' || value.length > 4000) throw houseError('house_session_invalid', 401);
    const [payload, sig] = value.split('.');
    if (!payload || !sig) throw houseError('house_session_invalid', 401);
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw houseError('house_session_invalid', 401);
    const s = JSON.parse(unb64(payload)) as HouseSession;
    if (!allowExpired && this.now().getTime() >= s.e) throw houseError('house_session_invalid', 401);
    return s;
  }

  /** The player's balance and commitment; in a room, their seat is refreshed and the room's players are answered. */
  async state(sessionValue: unknown) {
    const s = this.session(sessionValue, true);
    const room = await this.roomOf(s);
    if (room) await this.seating().enter(room.id, null, s.p, s.n);
    const pair = await this.o.store.activePair(s.p, this.now());
    const bal = await this.o.wallet.balance({ token: s.t, playerId: s.p });
    return {
      room: room ? await this.roomView(room) : null,
      balance: bal.kind === 'ok' ? bal.value.balance : null,
      currency: s.c,
      mode: s.m,
      commitment: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce },
    };
  }

  // ── rounds ────────────────────────────────────────────────────────────────────────────────

  /** Takes one round (or bet) from the player's bucket for the game, or refuses a flood (429). */
  throttle(playerId: string, game: GameId | TableGameId): void {
    const rate = HOUSE_ROUND_RATES[game];
    if (!rate) return;
    const now = performance.now();
    if (this.buckets.size > 10_000) {
      // Forget players whose bucket has long been full again.
      const full = (rate.burst / rate.perSecond) * 1000;
      for (const [k, b] of this.buckets) if (now - b.at > full) this.buckets.delete(k);
    }
    const key = `${game}:${playerId}`;
    const b = this.buckets.get(key) ?? { tokens: rate.burst, at: now };
    b.tokens = Math.min(rate.burst, b.tokens + ((now - b.at) / 1000) * rate.perSecond);
    b.at = now;
    this.buckets.set(key, b);
    if (b.tokens < 1) throw houseError('house_rate_limited', 429);
    b.tokens -= 1;
  }

  async play(sessionValue: unknown, gameId: unknown, params: unknown) {
    const s = this.session(sessionValue);
    const game = this.game(gameId ?? s.g);
    const id = game.describe().id;
    // The slot's RTP profile is the operator's, never the player's.
    const input =
      isSlotGameId(id) && params && typeof params === 'object' && !Array.isArray(params)
        ? { ...(params as Record<string, unknown>), rtpProfile: this.rtpProfile }
        : params;
    const v = game.validateBet(input);
    if (!v.ok) throw new HouseError(v.error.code, 400, v.error.message, { field: v.error.field });
    // A flood of rounds is refused before any money moves (a refused shape costs nothing).
    this.throttle(s.p, id);
    await this.checkRoomStake(s, v.bet);
    // A round of several steps starts with the deal: its moves come one by one (act).
    const moves = (v.bet as { actions?: unknown[] }).actions;
    if (STEPPED_GAMES.includes(id) && moves && moves.length > 0) {
      throw new HouseError(
        'bet_invalid',
        400,
        {
          en: 'A round starts with the deal; send each move on its own.',
          vi: 'Ván bắt đầu bằng lượt chia bài; hãy gửi từng nước đi.',
        },
        { field: 'actions' },
      );
    }
    const roundId = `H${randomBytes(12).toString('hex')}`;
    const now = this.now();
    const round = await this.o.store.startRound(s.p, now, (pair, nonce) => {
      const r = game.play(roundRng(pair.serverSeed, pair.clientSeed, nonce), v.bet);
      return {
        id: roundId,
        playerId: s.p,
        game: id,
        mode: s.m,
        currency: s.c,
        bet: v.bet,
        outcome: r.outcome,
        totalStake: r.totalStake,
        totalWin: r.totalWin,
        token: s.t,
        betTransactionId: `${roundId}-bet`,
        winTransactionId: `${roundId}-win`,
        createdAt: now,
      };
    });
    const placed = await this.o.wallet.bet({
      token: s.t,
      playerId: s.p,
      transactionId: round.betTransactionId,
      roundId: round.id,
      gameCode: id,
      amount: round.totalStake,
      currency: s.c,
      roundClosed: false,
    });
    if (placed.kind === 'unavailable') {
      await this.cancel(round);
      throw houseError('wallet_unavailable', 502);
    }
    if (placed.kind === 'refused') {
      await this.o.store.updateRound(round.id, { status: 'void', errorCode: placed.errorCode, settledAt: this.now() });
      throw refusal(placed);
    }
    await this.o.store.updateRound(round.id, { status: 'bet_placed', balanceAfter: placed.value.balance });
    // A round of several steps (xì dách) waits for the player's moves (act), settled when it ends.
    const settled = isOpen(round.outcome) ? null : await this.settle(round);
    const after = await this.o.store.activePair(s.p, this.now());
    const stored = (await this.o.store.getRound(round.id))!;
    return {
      round: publicRound(stored.round, stored.pair),
      balance: settled ?? placed.value.balance,
      /** false: the win is not confirmed yet (it is retried); the balance is the one after the bet. */
      settled: settled !== null,
      commitment: { serverSeedHash: after.serverSeedHash, clientSeed: after.clientSeed, nonce: after.nonce },
    };
  }

  /** In a room, a stake outside the room's limits is refused (before any money moves) and the seat is refreshed. */
  private async checkRoomStake(s: HouseSession, bet: unknown) {
    const room = await this.roomOf(s);
    if (!room) return;
    const amount = (bet as { amount?: unknown }).amount;
    const { minBet, maxBet } = room.limits;
    if (typeof amount === 'number' && (amount < minBet || amount > maxBet)) {
      const [min, max, stake] = [formatMinor(minBet), formatMinor(maxBet), formatMinor(amount)];
      const e = betError(
        amount < minBet ? 'bet_below_min' : 'bet_above_max',
        'amount',
        `${room.name.en} takes stakes from ${min} to ${max}; a stake of ${stake} is outside this room's limits.`,
        `${room.name.vi} nhận cược từ ${min} đến ${max}; tiền cược ${stake} nằm ngoài mức của phòng.`,
      );
      throw new HouseError(e.code, 400, e.message, { field: e.field, limits: room.limits });
    }
    await this.seating().enter(room.id, null, s.p, s.n);
  }

  /**
   * The player's next move in an open round of several steps: the round is replayed from its stream with
   * the moves so far and this one, stored (compare-and-set on the moves), and settled once it ends.
   */
  async act(sessionValue: unknown, roundId: unknown, action: unknown) {
    const s = this.session(sessionValue);
    if (typeof roundId !== 'string' || roundId.length > 64) throw houseError('round_not_found', 404);
    const found = await this.o.store.getRound(roundId);
    if (!found || found.round.playerId !== s.p || found.round.mode !== s.m) throw houseError('round_not_found', 404);
    const { round, pair } = found;
    if (round.status !== 'bet_placed' || !isOpen(round.outcome)) throw houseError('round_not_open', 409);
    this.throttle(s.p, round.game);
    const moved = await this.move(round, pair, [action]);
    const balance = moved.finished ? await this.settle(moved.round) : round.balanceAfter;
    const after = await this.o.store.activePair(s.p, this.now());
    const stored = (await this.o.store.getRound(round.id))!;
    return {
      round: publicRound(stored.round, stored.pair),
      balance: balance ?? round.balanceAfter,
      settled: !moved.finished || balance !== null,
      commitment: { serverSeedHash: after.serverSeedHash, clientSeed: after.clientSeed, nonce: after.nonce },
    };
  }

  /** Replays an open round with more moves and stores it; refuses an illegal move or a shape the game does not know. */
  private async move(round: StoredRound, pair: StoredPair, more: unknown[]) {
    const game = this.game(round.game);
    const bet = round.bet as { actions?: unknown[] };
    const parsed = game.parseBetForReplay({ ...bet, actions: [...(bet.actions ?? []), ...more] });
    if (!parsed.ok) throw new HouseError(parsed.error.code, 400, parsed.error.message, { field: parsed.error.field });
    let r;
    try {
      r = game.play(roundRng(pair.serverSeed, pair.clientSeed, round.nonce), parsed.bet);
    } catch (e) {
      if (e instanceof BetValidationError)
        throw new HouseError(e.error.code, 400, e.error.message, { field: e.error.field });
      throw e;
    }
    const to = { bet: parsed.bet, outcome: r.outcome, totalWin: r.totalWin };
    if (!(await this.o.store.advanceRound(round.id, round.bet, to))) throw houseError('round_moved', 409);
    return { round: { ...round, ...to }, finished: !isOpen(r.outcome) };
  }

  /** An open round left alone: the house plays the least it may for the player (hit under 16, then stand). */
  private async finishAbandoned(round: StoredRound): Promise<boolean> {
    const found = await this.o.store.getRound(round.id);
    if (!found) return false;
    let current = found.round;
    for (let i = 0; i < 6 && isOpen(current.outcome); i++) {
      const o = current.outcome as { canStand?: boolean };
      current = (await this.move(current, found.pair, [o.canStand ? 'stand' : 'hit'])).round;
    }
    return (await this.settle(current)) !== null;
  }

  /** Sends a round's win (retried on no answer); answers the balance, or null while unconfirmed. */
  private async settle(round: StoredRound): Promise<number | null> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const w = await this.o.wallet.win({
        token: round.token,
        playerId: round.playerId,
        transactionId: round.winTransactionId,
        roundId: round.id,
        gameCode: round.game,
        amount: round.totalWin,
        currency: round.currency,
        roundClosed: true,
      });
      if (w.kind === 'ok') {
        await this.o.store.updateRound(round.id, {
          status: 'settled',
          balanceAfter: w.value.balance,
          settledAt: this.now(),
        });
        return w.value.balance;
      }
      if (w.kind === 'refused') {
        // A final refusal (should not happen for a placed bet): keep it on the round for operations.
        await this.o.store.updateRound(round.id, { status: 'settled', errorCode: w.errorCode, settledAt: this.now() });
        return null;
      }
    }
    return null;
  }

  /** The bet's outcome is unknown: roll it back (acknowledged even if it never arrived), then void the round. */
  private async cancel(round: StoredRound): Promise<boolean> {
    const r = await this.o.wallet.rollback({
      token: round.token,
      playerId: round.playerId,
      transactionId: `${round.id}-rb`,
      referenceTransactionId: round.betTransactionId,
      roundId: round.id,
      currency: round.currency,
    });
    if (r.kind === 'unavailable') return false;
    await this.o.store.updateRound(round.id, {
      status: 'void',
      errorCode: 'wallet_unavailable',
      settledAt: this.now(),
    });
    return true;
  }

  /** Finishes rounds left half-way (a crash or an unreachable wallet): pending → rollback, bet_placed → win. */
  async resumeUnfinished(olderThanMs = 30_000): Promise<number> {
    const now = this.now().getTime();
    const rounds = await this.o.store.unfinishedRounds(
      new Date(now - olderThanMs),
      100,
      new Date(now - Math.max(olderThanMs, OPEN_ROUND_MS)),
    );
    let done = 0;
    for (const r of rounds) {
      if (r.status === 'bet_placed' && isOpen(r.outcome)) {
        // The player may still be thinking: an open round is finished for them only after a long wait.
        if (now - r.createdAt.getTime() >= OPEN_ROUND_MS && (await this.finishAbandoned(r))) done++;
        continue;
      }
      const ok = r.status === 'pending' ? await this.cancel(r) : (await this.settle(r)) !== null;
      if (ok) done++;
    }
    return done;
  }

  // ── seeds, history, verification, recall ───────────────────────────────────────────────────

  async rotateSeed(sessionValue: unknown, clientSeed: unknown) {
    const s = this.session(sessionValue, true);
    // The revealed seed would tell the cards still to come of a round in progress.
    for (const game of STEPPED_GAMES) {
      for (const mode of ['real', 'trial'] as const) {
        const open = await this.o.store.listRounds(s.p, 5, { game, mode });
        if (open.some((x) => x.round.status === 'bet_placed' && isOpen(x.round.outcome)))
          throw houseError('round_in_progress', 409);
      }
    }
    if (clientSeed !== undefined && clientSeed !== null && clientSeed !== '') {
      try {
        assertClientSeed(clientSeed);
      } catch (e) {
        const f = e as FairnessError;
        throw new HouseError(f.code, 400, {
          en: f.message,
          vi: 'Client seed phải gồm 1–64 ký tự ASCII in được, không bắt đầu hay kết thúc bằng dấu cách.',
        });
      }
    }
    const { revealed, next } = await this.o.store.rotate(
      s.p,
      typeof clientSeed === 'string' && clientSeed !== '' ? clientSeed : undefined,
      this.now(),
    );
    return {
      revealed: {
        serverSeed: revealed.serverSeed,
        serverSeedHash: revealed.serverSeedHash,
        clientSeed: revealed.clientSeed,
        roundsPlayed: revealed.nonce,
      },
      commitment: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce },
    };
  }

  async rounds(sessionValue: unknown, limit = 20) {
    const s = this.session(sessionValue, true);
    const game = this.game(s.g).describe().id;
    const rows = await this.o.store.listRounds(s.p, Math.min(Math.max(limit, 1), 100), { game, mode: s.m });
    return rows.map((r) => ({
      ...publicRound(r.round, r.pair),
      recall: this.recallPath(r.round.id, s.p, this.now().getTime() + 86_400_000),
    }));
  }

  /** A signed link to a round's replay page (for the player's betting record or the game's history). */
  recallPath(roundId: string, playerId: string, expiresAtMs: number): string {
    const sig = createHmac('sha256', this.recallKey)
      .update(`recall:${roundId}:${playerId}:${expiresAtMs}`)
      .digest('hex');
    return `/house/recall/${encodeURIComponent(roundId)}?p=${encodeURIComponent(playerId)}&e=${expiresAtMs}&sig=${sig}`;
  }

  async recall(roundId: unknown, q: { p?: unknown; e?: unknown; sig?: unknown }) {
    if (
      typeof roundId !== 'string' ||
      typeof q.p !== 'string' ||
      typeof q.e !== 'string' ||
      typeof q.sig !== 'string'
    ) {
      throw houseError('recall_link_invalid', 403);
    }
    const e = Number(q.e);
    const expected = createHmac('sha256', this.recallKey).update(`recall:${roundId}:${q.p}:${q.e}`).digest('hex');
    if (
      !Number.isSafeInteger(e) ||
      e < this.now().getTime() ||
      expected.length !== q.sig.length ||
      !timingSafeEqual(Buffer.from(expected), Buffer.from(q.sig))
    ) {
      throw houseError('recall_link_invalid', 403);
    }
    const found = await this.o.store.getRound(roundId);
    if (!found || found.round.playerId !== q.p) throw houseError('round_not_found', 404);
    return publicRound(found.round, found.pair);
  }

  /** Recomputes a round from the revealed seeds (anyone may ask; nothing secret is involved). */
  verify(input: { serverSeed?: unknown; clientSeed?: unknown; nonce?: unknown; game?: unknown; bet?: unknown }) {
    try {
      const nonce = typeof input.nonce === 'string' ? Number(input.nonce) : input.nonce;
      const bet = typeof input.bet === 'string' ? (JSON.parse(input.bet) as unknown) : input.bet;
      const game = this.game(input.game);
      const r = verifyRound(String(input.serverSeed ?? ''), String(input.clientSeed ?? ''), nonce as number, game, bet);
      return { ...r, serverSeedHash: hashServerSeed(String(input.serverSeed)) };
    } catch (e) {
      if (e instanceof HouseError) throw e;
      if (e instanceof BetValidationError) throw new HouseError(e.error.code, 400, e.error.message);
      const msg = e instanceof Error ? e.message : String(e);
      throw new HouseError(e instanceof FairnessError ? e.code : 'verify_invalid', 400, { vi: msg, en: msg });
    }
  }
}
