/**
 * Punto banco baccarat dealt from a freshly shuffled 8-deck shoe each round.
 *
 * - The unshuffled shoe has 416 cards: position i is deck floor(i / 52), suit ['S','H','D','C'][floor(i % 52 / 13)],
 *   rank ['A','2',…,'10','J','Q','K'][i % 13].
 * - Shuffle: forward Fisher–Yates, for i = 0, 1, …, 414: j = i + rng.nextInt(416 − i), swap positions i and j.
 *   Position i is final after step i, so the shuffle is run lazily: drawing the k-th card (k = 0, 1, …)
 *   performs step k only. The cards dealt are exactly those of the full shuffle's first positions.
 *   One shoe per round: no card counting, no cut card, every round independent.
 * - Dealing order: player, banker, player, banker, then the player's third card (if any), then the banker's.
 * - Drawing rules: a natural (8 or 9 on either first two-card hand) stops both. Otherwise the player draws
 *   on 0–5 and stands on 6–7. If the player stood, the banker draws on 0–5. If the player drew a third card
 *   worth v, the banker draws on 0–2, on 3 unless v = 8, on 4 if v ∈ 2–7, on 5 if v ∈ 4–7, on 6 if v ∈ 6–7,
 *   and stands on 7.
 * - Bets (gross amount returned, minor units): player wins 1:1 (2 × stake back); banker wins 0.95:1
 *   (stake + floor(stake × 95 / 100)); a tie returns player and banker stakes (push); tie pays 8:1
 *   (9 × stake back); player pair / banker pair (first two cards of that hand of the same rank) pay 11:1.
 */
import { z } from 'zod';
import type { Rng } from './fairness';
import { defineHouseGame, limitError } from './bets';
import type { BetLimits, HouseGame, PlayResult } from './types';

export const DECKS = 8;
export const SHOE_SIZE = 52 * DECKS;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export interface Card {
  rank: (typeof RANKS)[number];
  suit: (typeof SUITS)[number];
  /** Baccarat value: A = 1, 2–9 face value, 10/J/Q/K = 0. */
  value: number;
  /** Position of the card in the unshuffled shoe (0–415). */
  shoeIndex: number;
}

export function cardAt(shoeIndex: number): Card {
  const inDeck = shoeIndex % 52;
  const rankIndex = inDeck % 13;
  return {
    rank: RANKS[rankIndex]!,
    suit: SUITS[Math.floor(inDeck / 13)]!,
    value: rankIndex >= 9 ? 0 : rankIndex + 1,
    shoeIndex,
  };
}

/** A lazily shuffled shoe: each draw performs the next Fisher–Yates step. */
export class LazyShoe {
  private readonly swapped = new Map<number, number>();
  private next = 0;

  constructor(
    private readonly rng: Rng,
    readonly size: number = SHOE_SIZE,
  ) {}

  private at(i: number): number {
    return this.swapped.get(i) ?? i;
  }

  /** Draws the next card: Fisher–Yates step i = cards drawn so far. */
  draw(): Card {
    const i = this.next;
    if (i >= this.size) throw new RangeError('shoe exhausted');
    // The last position needs no random step (j = i), matching the usual loop that stops at size − 2.
    const j = i === this.size - 1 ? i : i + this.rng.nextInt(this.size - i);
    const a = this.at(i);
    const b = this.at(j);
    this.swapped.set(i, b);
    this.swapped.set(j, a);
    this.next = i + 1;
    return cardAt(b);
  }
}

export const handTotal = (cards: readonly { value: number }[]): number => cards.reduce((t, c) => t + c.value, 0) % 10;

/** The banker's third-card rule when the player drew a third card worth `playerThird` (0–9). */
export function bankerDrawsAfterPlayerThird(bankerTotal: number, playerThird: number): boolean {
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
}

/** Deals one coup with the drawing rules from a source of cards (the shoe, or a scripted list in tests). */
export function dealHand(draw: () => Card): BaccaratHand {
  const p1 = draw();
  const b1 = draw();
  const p2 = draw();
  const b2 = draw();
  const player = [p1, p2];
  const banker = [b1, b2];
  let pt = handTotal(player);
  let bt = handTotal(banker);
  const natural = pt >= 8 || bt >= 8;
  if (!natural) {
    let playerThird: Card | null = null;
    if (pt <= 5) {
      playerThird = draw();
      player.push(playerThird);
      pt = handTotal(player);
    }
    const bankerDraws = playerThird === null ? bt <= 5 : bankerDrawsAfterPlayerThird(bt, playerThird.value);
    if (bankerDraws) {
      banker.push(draw());
      bt = handTotal(banker);
    }
  }
  return {
    player,
    banker,
    playerTotal: pt,
    bankerTotal: bt,
    natural,
    winner: pt > bt ? 'player' : bt > pt ? 'banker' : 'tie',
    playerPair: p1.rank === p2.rank,
    bankerPair: b1.rank === b2.rank,
  };
}

export const BACCARAT_BET_TYPES = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBetType = (typeof BACCARAT_BET_TYPES)[number];

/** Gross amount returned for one bet (0 when lost), integer minor units, rounded down. */
export function baccaratPayout(type: BaccaratBetType, stake: number, hand: BaccaratHand): number {
  switch (type) {
    case 'player':
      return hand.winner === 'player' ? stake * 2 : hand.winner === 'tie' ? stake : 0;
    case 'banker':
      return hand.winner === 'banker' ? stake + Math.floor((stake * 95) / 100) : hand.winner === 'tie' ? stake : 0;
    case 'tie':
      return hand.winner === 'tie' ? stake * 9 : 0;
    case 'playerPair':
      return hand.playerPair ? stake * 12 : 0;
    case 'bankerPair':
      return hand.bankerPair ? stake * 12 : 0;
  }
}

/** Largest stake per spot keeping every payout (12 × stake, 95 × stake) an exact integer. */
export const BACCARAT_MAX_STAKE = 1_000_000_000_000;

// Pure: a page that shows the game (apps/frames) drops the schema, and zod with it.
const spot = /* @__PURE__ */ z.number().int().positive().max(BACCARAT_MAX_STAKE);
export const baccaratBetSchema = /* @__PURE__ */ z.strictObject({
  bets: /* @__PURE__ */ z
    .strictObject({
      player: spot.optional(),
      banker: spot.optional(),
      tie: spot.optional(),
      playerPair: spot.optional(),
      bankerPair: spot.optional(),
    })
    .refine((b) => Object.values(b).some((v) => v !== undefined), {
      message: 'Place at least one bet (player, banker, tie, playerPair or bankerPair).',
      params: { code: 'bet_invalid', vi: 'Hãy đặt ít nhất một cửa (player, banker, tie, playerPair hoặc bankerPair).' },
    }),
});
export type BaccaratBet = z.output<typeof baccaratBetSchema>;

export interface BaccaratBetResult {
  type: BaccaratBetType;
  stake: number;
  result: 'win' | 'lose' | 'push';
  /** Gross amount returned. */
  payout: number;
}

export interface BaccaratOutcome extends BaccaratHand {
  game: 'baccarat';
  bets: BaccaratBetResult[];
}

export const DEFAULT_BACCARAT_LIMITS: BetLimits = { minBet: 1_000, maxBet: 500_000_000 };

export function playBaccarat(rng: Rng, bet: BaccaratBet): PlayResult<BaccaratOutcome> {
  const shoe = new LazyShoe(rng);
  const hand = dealHand(() => shoe.draw());
  const bets: BaccaratBetResult[] = [];
  let totalStake = 0;
  let totalWin = 0;
  for (const type of BACCARAT_BET_TYPES) {
    const stake = bet.bets[type];
    if (stake === undefined) continue;
    const payout = baccaratPayout(type, stake, hand);
    bets.push({ type, stake, payout, result: payout > stake ? 'win' : payout === stake ? 'push' : 'lose' });
    totalStake += stake;
    totalWin += payout;
  }
  return { outcome: { game: 'baccarat', ...hand, bets }, totalStake, totalWin };
}

export function createBaccaratGame(
  limits: BetLimits = DEFAULT_BACCARAT_LIMITS,
): HouseGame<BaccaratBet, BaccaratOutcome> {
  return defineHouseGame({
    description: { id: 'baccarat', name: { vi: 'Baccarat Hoa Sen', en: 'Lotus Baccarat' }, category: 'LIVE' },
    betSchema: baccaratBetSchema as z.ZodType<BaccaratBet>,
    limits,
    hardMax: BACCARAT_MAX_STAKE,
    // Each bet spot is one stake against the table limits.
    stakeError(bet, lim) {
      for (const type of BACCARAT_BET_TYPES) {
        const stake = bet.bets[type];
        const error = stake === undefined ? null : limitError(stake, lim, `bets.${type}`);
        if (error) return error;
      }
      return null;
    },
    play: playBaccarat,
  });
}

/**
 * Exact probabilities of the coup's result for a fresh shoe of `decks` decks (cards drawn without
 * replacement, by enumerating every sequence of card values), used for the README's house edges.
 */
export function baccaratProbabilities(decks: number = DECKS): {
  player: number;
  banker: number;
  tie: number;
  pair: number;
} {
  const counts = [
    16 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
  ];
  let total = 52 * decks;
  const res = { player: 0, banker: 0, tie: 0 };
  const seq: number[] = [];
  // Walk the tree of draws; `dealHand` decides how many cards are needed through a scripted source.
  const walk = (p: number) => {
    // Try to resolve the hand with the cards so far; if it needs more, branch on the next value.
    let need = false;
    let i = 0;
    let hand: BaccaratHand | null = null;
    try {
      hand = dealHand(() => {
        if (i >= seq.length) {
          need = true;
          throw NEED_MORE;
        }
        return { rank: 'A', suit: 'S', value: seq[i++]!, shoeIndex: -1 };
      });
    } catch (e) {
      if (e !== NEED_MORE) throw e;
    }
    if (!need && hand) {
      res[hand.winner] += p;
      return;
    }
    for (let v = 0; v < 10; v++) {
      const c = counts[v]!;
      if (c === 0) continue;
      const q = p * (c / total);
      counts[v] = c - 1;
      total -= 1;
      seq.push(v);
      walk(q);
      seq.pop();
      total += 1;
      counts[v] = c;
    }
  };
  walk(1);
  return { ...res, pair: (4 * decks - 1) / (52 * decks - 1) };
}
const NEED_MORE = Symbol('need more cards');
