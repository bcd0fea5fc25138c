/**
 * Xì dách (Vietnamese blackjack) against the house: a round of several steps whose cards all come from
 * the round's RNG, so the whole round is the bet `{ amount, actions }` replayed on the round's stream.
 *
 * - The deck: 52 cards, drawn without replacement by a Fisher–Yates pass over the RNG (card k is
 *   position k + nextInt(52 − k) of what is left, index i = suit × 13 + rank as in baccarat). Deal order:
 *   player, dealer, player, dealer; each hit of the player, then each card the dealer draws, is the next.
 * - Points: 2–10 as marked, J Q K 10. An ace counts 11, 10 or 1 in a hand of two cards, 10 or 1 in a hand
 *   of three, 1 in a hand of four or five; the hand takes the best total not over 21.
 * - Hands, best first: xì bàng (two aces dealt), xì dách (an ace and a 10, J, Q or K dealt), ngũ linh
 *   (five cards not over 21), then a total of 16–21 by points; quắc (over 21) loses.
 * - Dealt xì bàng or xì dách on either side ends the round at once (the better one wins, equal is a push).
 *   Otherwise the player draws ('hit', while under 21 with fewer than five cards) and stands ('stand') once
 *   old enough (16 or more: "đủ tuổi"); five cards, 21 or quắc end the turn by themselves. A player who
 *   goes quắc loses at once. The dealer then draws while under 17 with fewer than five cards.
 * - Settling: a better hand wins, the same hand compares points (two ngũ linh: the lower total wins),
 *   equal is a push (the stake back); the dealer quắc loses to any hand still standing. A win returns
 *   the stake and 1:1, 3:2 with xì dách, 2:1 with xì bàng or ngũ linh (gross, rounded down).
 * - Until the round ends, the outcome shows the dealer's first card only (the rest of the deck is never
 *   in an unfinished outcome).
 */
import { z } from 'zod';
import { defineOneStakeGame } from './bets';
import type { Rng } from './fairness';
import type { BetLimits, HouseGame, PlayResult } from './types';
import { BetValidationError } from './types';

const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export interface XiDachCard {
  rank: (typeof RANKS)[number];
  suit: (typeof SUITS)[number];
}
export type XiDachHand = 'xi-bang' | 'xi-dach' | 'ngu-linh' | 'points' | 'quac';
export type XiDachAction = 'hit' | 'stand';

export const XI_DACH_MAX_STAKE = 100_000_000;
/** A hand has five cards at most: three hits. */
const MAX_ACTIONS = 4;

export const xiDachBetSchema = z.strictObject({
  amount: z.number().int().positive().max(XI_DACH_MAX_STAKE),
  /** The player's moves so far, in order (a new round has none). */
  actions: z
    .array(z.enum(['hit', 'stand']))
    .max(MAX_ACTIONS)
    .default([]),
});
export type XiDachBet = z.output<typeof xiDachBetSchema>;

export interface XiDachOutcome {
  game: 'xi-dach';
  player: XiDachCard[];
  playerTotal: number;
  playerHand: XiDachHand;
  /** The dealer's cards: the first one only until the round ends. */
  dealer: XiDachCard[];
  dealerTotal: number | null;
  dealerHand: XiDachHand | null;
  finished: boolean;
  canHit: boolean;
  canStand: boolean;
  result: 'win' | 'lose' | 'push' | null;
  payout: number;
}

export const DEFAULT_XI_DACH_LIMITS: BetLimits = { minBet: 100, maxBet: 10_000_000 };

const tenValued = (c: XiDachCard) => c.rank === '10' || c.rank === 'J' || c.rank === 'Q' || c.rank === 'K';

/** The hand's total: the best count of its aces not over 21 (else the smallest). */
export function xiDachTotal(cards: readonly XiDachCard[]): number {
  let base = 0;
  let aces = 0;
  for (const c of cards) {
    if (c.rank === 'A') aces++;
    else base += tenValued(c) ? 10 : Number(c.rank);
  }
  const aceValues = cards.length === 2 ? [11, 10, 1] : cards.length === 3 ? [10, 1] : [1];
  // Every way to count the aces (at most four of them), the best total not over 21.
  let best = base + aces;
  const walk = (i: number, sum: number) => {
    if (i === aces) {
      if (sum <= 21 && (sum > best || best > 21)) best = sum;
      return;
    }
    for (const v of aceValues) walk(i + 1, sum + v);
  };
  walk(0, base);
  return best;
}

export function xiDachHand(cards: readonly XiDachCard[]): XiDachHand {
  if (cards.length === 2 && cards[0]!.rank === 'A' && cards[1]!.rank === 'A') return 'xi-bang';
  if (cards.length === 2 && cards.some((c) => c.rank === 'A') && cards.some(tenValued)) return 'xi-dach';
  const total = xiDachTotal(cards);
  if (total > 21) return 'quac';
  return cards.length === 5 ? 'ngu-linh' : 'points';
}

const RANK_OF_HAND: Record<XiDachHand, number> = { quac: 0, points: 1, 'ngu-linh': 2, 'xi-dach': 3, 'xi-bang': 4 };

/** 1: the player wins, −1: the dealer wins, 0: a push. */
function compare(player: readonly XiDachCard[], dealer: readonly XiDachCard[]): 1 | -1 | 0 {
  const ph = xiDachHand(player);
  const dh = xiDachHand(dealer);
  if (ph === 'quac') return -1;
  if (dh === 'quac') return 1;
  if (RANK_OF_HAND[ph] !== RANK_OF_HAND[dh]) return RANK_OF_HAND[ph] > RANK_OF_HAND[dh] ? 1 : -1;
  const pt = xiDachTotal(player);
  const dt = xiDachTotal(dealer);
  if (pt === dt) return 0;
  return (ph === 'ngu-linh' ? pt < dt : pt > dt) ? 1 : -1;
}

/** How a finished round settles: its result and the gross amount returned for `amount` staked. */
export function xiDachSettle(
  player: readonly XiDachCard[],
  dealer: readonly XiDachCard[],
  amount: number,
): { result: 'win' | 'lose' | 'push'; payout: number } {
  const c = compare(player, dealer);
  if (c === 1) return { result: 'win', payout: xiDachWinPayout(amount, xiDachHand(player)) };
  return c === 0 ? { result: 'push', payout: amount } : { result: 'lose', payout: 0 };
}

/**
 * The exact return per unit staked of a player who hits under `standFrom` and stands from it (16: stand
 * as soon as allowed), over every order of the 52 cards by rank (10, J, Q and K count alike): the
 * house bench's theoretical value.
 */
export function xiDachExactRtp(standFrom = 16): number {
  const STAKE = 1_000;
  const FACES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;
  const cardOf = FACES.map((rank): XiDachCard => ({ rank, suit: 'S' }));
  const counts = [4, 4, 4, 4, 4, 4, 4, 4, 4, 16];
  let left = 52;
  // What follows depends only on which cards are out (counts) and the two hands as sets: memoised.
  const memo = new Map<string, number>();
  const key = (phase: string, player: number[], dealer: number[]) =>
    `${phase}${[...player].sort().join('')}|${[...dealer].sort().join('')}`;
  const cards = (h: number[]) => h.map((i) => cardOf[i]!);
  /** The expected gross return of drawing one more card into `hand` and going on with `then`. */
  const draw = (then: (i: number) => number) => {
    let sum = 0;
    const n = left;
    for (let i = 0; i < 10; i++) {
      if (counts[i] === 0) continue;
      const w = counts[i]! / n;
      counts[i]!--;
      left--;
      sum += w * then(i);
      counts[i]!++;
      left++;
    }
    return sum;
  };
  const cached = (k: string, f: () => number) => {
    let v = memo.get(k);
    if (v === undefined) memo.set(k, (v = f()));
    return v;
  };
  const dealerTurn = (player: number[], dealer: number[]): number =>
    cached(key('d', player, dealer), () => {
      const d = cards(dealer);
      if (xiDachHand(cards(player)) === 'quac' || dealer.length === 5 || xiDachTotal(d) >= 17)
        return xiDachSettle(cards(player), d, STAKE).payout;
      return draw((i) => dealerTurn(player, [...dealer, i]));
    });
  const playerTurn = (player: number[], dealer: number[]): number =>
    cached(key('p', player, dealer), () => {
      const t = xiDachTotal(cards(player));
      if (player.length === 5 || t >= 21 || t >= standFrom) return dealerTurn(player, dealer);
      return draw((i) => playerTurn([...player, i], dealer));
    });
  const natural = (h: XiDachHand) => h === 'xi-bang' || h === 'xi-dach';
  const ev = draw((p1) =>
    draw((d1) =>
      draw((p2) =>
        draw((d2) => {
          const player = [p1, p2];
          const dealer = [d1, d2];
          if (natural(xiDachHand(cards(player))) || natural(xiDachHand(cards(dealer))))
            return xiDachSettle(cards(player), cards(dealer), STAKE).payout;
          return playerTurn(player, dealer);
        }),
      ),
    ),
  );
  return ev / STAKE;
}

/** The gross return of a win with `hand`: 2× the stake, 2.5× with xì dách, 3× with xì bàng or ngũ linh. */
export function xiDachWinPayout(amount: number, hand: XiDachHand): number {
  if (hand === 'xi-dach') return Math.floor((amount * 5) / 2);
  if (hand === 'xi-bang' || hand === 'ngu-linh') return amount * 3;
  return amount * 2;
}

/** The round's deck, drawn card by card (a Fisher–Yates pass over the RNG). */
class Deck {
  private readonly cards = Array.from({ length: 52 }, (_, i) => i);
  private next = 0;
  constructor(private readonly rng: Rng) {}
  draw(): XiDachCard {
    const k = this.next++;
    const j = k + this.rng.nextInt(52 - k);
    const c = this.cards[j]!;
    this.cards[j] = this.cards[k]!;
    this.cards[k] = c;
    return { rank: RANKS[c % 13]!, suit: SUITS[Math.floor(c / 13)]! };
  }
}

const illegal = (en: string, vi: string) =>
  new BetValidationError({ code: 'bet_invalid', field: 'actions', message: { en, vi } });

export function playXiDach(rng: Rng, bet: XiDachBet): PlayResult<XiDachOutcome> {
  const deck = new Deck(rng);
  const player: XiDachCard[] = [];
  const dealer: XiDachCard[] = [];
  player.push(deck.draw());
  dealer.push(deck.draw());
  player.push(deck.draw());
  dealer.push(deck.draw());
  const natural = (h: XiDachHand) => h === 'xi-bang' || h === 'xi-dach';
  let finished = natural(xiDachHand(player)) || natural(xiDachHand(dealer));
  let turnOver = finished;
  const turnEnds = () => player.length === 5 || xiDachTotal(player) >= 21;
  for (const [i, action] of bet.actions.entries()) {
    if (turnOver)
      throw illegal(`Move ${i + 1} comes after the hand has ended.`, `Nước đi ${i + 1} đến sau khi ván đã xong.`);
    if (action === 'hit') {
      player.push(deck.draw());
      if (turnEnds()) turnOver = true;
    } else {
      if (xiDachTotal(player) < 16)
        throw illegal(
          'A hand under 16 cannot stand yet (đủ tuổi: 16).',
          'Bài dưới 16 điểm chưa được dằn (chưa đủ tuổi).',
        );
      turnOver = true;
    }
  }
  if (!turnOver && turnEnds()) turnOver = true;
  if (turnOver && !finished) {
    if (xiDachHand(player) !== 'quac') {
      while (dealer.length < 5 && xiDachTotal(dealer) < 17) dealer.push(deck.draw());
    }
    finished = true;
  }
  const playerTotal = xiDachTotal(player);
  const playerHand = xiDachHand(player);
  if (!finished) {
    return {
      outcome: {
        game: 'xi-dach',
        player,
        playerTotal,
        playerHand,
        dealer: dealer.slice(0, 1),
        dealerTotal: null,
        dealerHand: null,
        finished: false,
        canHit: true,
        canStand: playerTotal >= 16,
        result: null,
        payout: 0,
      },
      totalStake: bet.amount,
      totalWin: 0,
    };
  }
  const { result, payout } = xiDachSettle(player, dealer, bet.amount);
  return {
    outcome: {
      game: 'xi-dach',
      player,
      playerTotal,
      playerHand,
      dealer,
      dealerTotal: xiDachTotal(dealer),
      dealerHand: xiDachHand(dealer),
      finished: true,
      canHit: false,
      canStand: false,
      result,
      payout,
    },
    totalStake: bet.amount,
    totalWin: payout,
  };
}

export function createXiDachGame(limits: BetLimits = DEFAULT_XI_DACH_LIMITS): HouseGame<XiDachBet, XiDachOutcome> {
  return defineOneStakeGame({
    description: { id: 'xi-dach', name: { vi: 'Xì Dách', en: 'Xì Dách (Vietnamese Blackjack)' }, category: 'PVP' },
    betSchema: xiDachBetSchema as z.ZodType<XiDachBet>,
    limits,
    hardMax: XI_DACH_MAX_STAKE,
    play: playXiDach,
  });
}
