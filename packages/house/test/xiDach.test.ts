import { describe, expect, it } from 'vitest';
import { roundRng, type Rng } from '../src/fairness';
import { houseGames, verifyRound } from '../src/index';
import { BetValidationError } from '../src/types';
import { playXiDach, xiDachHand, xiDachTotal, xiDachWinPayout, type XiDachCard } from '../src/xiDach';
import { CLIENT_SEED, SERVER_SEED } from './helpers';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['S', 'H', 'D', 'C'];
const card = (s: string): XiDachCard => ({
  rank: s.slice(0, -1) as XiDachCard['rank'],
  suit: s.slice(-1) as XiDachCard['suit'],
});
const hand = (...cs: string[]) => cs.map(card);

/** An Rng that makes the Fisher–Yates deck deal `cards` in order (player, dealer, player, dealer, hits…). */
function stacked(cards: string[]): Rng {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const picks = cards.map((c, k) => {
    const want = SUITS.indexOf(c.slice(-1)) * 13 + RANKS.indexOf(c.slice(0, -1));
    const j = deck.indexOf(want);
    if (j < k) throw new Error(`${c} dealt twice`);
    [deck[j], deck[k]] = [deck[k]!, deck[j]!];
    return j - k;
  });
  return {
    nextInt: (n: number) => {
      const v = picks.shift();
      if (v === undefined) throw new Error('deck script exhausted');
      if (v >= n) throw new Error(`pick ${v} outside ${n}`);
      return v;
    },
    nextUint52: () => 0,
    nextFloat: () => 0,
  };
}

const play = (cards: string[], actions: ('hit' | 'stand')[] = [], amount = 1_000) =>
  playXiDach(stacked(cards), { amount, actions });

describe('xì dách points and hands', () => {
  it('counts aces 11/10/1 with two cards, 10/1 with three, 1 with four or five', () => {
    expect(xiDachTotal(hand('AS', '5H'))).toBe(16);
    expect(xiDachTotal(hand('AS', 'AH'))).toBe(21);
    expect(xiDachTotal(hand('AS', '5H', '5D'))).toBe(20);
    expect(xiDachTotal(hand('AS', '5H', 'KD'))).toBe(16);
    expect(xiDachTotal(hand('AS', '5H', '5D', '2C'))).toBe(13);
    expect(xiDachTotal(hand('KS', 'QH', '5D'))).toBe(25);
  });

  it('names the hands: xì bàng, xì dách, ngũ linh, points, quắc', () => {
    expect(xiDachHand(hand('AS', 'AH'))).toBe('xi-bang');
    expect(xiDachHand(hand('QS', 'AH'))).toBe('xi-dach');
    expect(xiDachHand(hand('2S', '3H', '4D', '2C', '5S'))).toBe('ngu-linh');
    expect(xiDachHand(hand('KS', '7H'))).toBe('points');
    expect(xiDachHand(hand('KS', '7H', '9D'))).toBe('quac');
  });

  it('pays 1:1, 3:2 with xì dách, 2:1 with xì bàng or ngũ linh, rounded down', () => {
    expect(xiDachWinPayout(1_001, 'points')).toBe(2_002);
    expect(xiDachWinPayout(1_001, 'xi-dach')).toBe(2_502);
    expect(xiDachWinPayout(1_001, 'xi-bang')).toBe(3_003);
    expect(xiDachWinPayout(1_001, 'ngu-linh')).toBe(3_003);
  });
});

describe('a round of xì dách', () => {
  it('a dealt xì dách ends the round at once and pays 3:2; the dealer’s xì bàng beats it', () => {
    const r = play(['AS', '9H', 'KD', '7C']);
    expect(r.outcome).toMatchObject({ finished: true, playerHand: 'xi-dach', result: 'win', payout: 2_500 });
    const beaten = play(['AS', 'AH', 'KD', 'AD']);
    expect(beaten.outcome).toMatchObject({ finished: true, dealerHand: 'xi-bang', result: 'lose', payout: 0 });
    expect(() => play(['AS', '9H', 'KD', '7C'], ['hit'])).toThrow(BetValidationError);
  });

  it('shows only the dealer’s first card while the player is to move, then the dealer draws to 17', () => {
    const open = play(['10S', '9H', '5D', '7C']);
    expect(open.outcome).toMatchObject({ finished: false, canHit: true, canStand: false, playerTotal: 15 });
    expect(open.outcome.dealer).toEqual([card('9H')]);
    expect(open.totalWin).toBe(0);
    // Under 16 the hand may not stand ("chưa đủ tuổi").
    expect(() => play(['10S', '9H', '5D', '7C'], ['stand'])).toThrow(/16/);
    // Hit to 19, stand: the dealer's 16 draws (a 3: 19), a push.
    const r = play(['10S', '9H', '5D', '7C', '4S', '3H'], ['hit', 'stand']);
    expect(r.outcome).toMatchObject({
      finished: true,
      playerTotal: 19,
      dealerTotal: 19,
      result: 'push',
      payout: 1_000,
    });
    expect(r.outcome.dealer).toHaveLength(3);
  });

  it('quắc loses at once, the dealer draws nothing; the dealer’s quắc loses to any standing hand', () => {
    const bust = play(['10S', '6H', '5D', 'KC', 'QS'], ['hit']);
    expect(bust.outcome).toMatchObject({ finished: true, playerHand: 'quac', result: 'lose', payout: 0 });
    expect(bust.outcome.dealer).toHaveLength(2);
    const dealerBust = play(['10S', '6H', '7D', 'KC', 'QS'], ['stand']);
    expect(dealerBust.outcome).toMatchObject({ dealerHand: 'quac', result: 'win', payout: 2_000 });
  });

  it('five cards not over 21 are ngũ linh, end the turn by themselves and pay 2:1', () => {
    const r = play(['2S', '10H', '3D', '7C', '2H', '4C', '3S'], ['hit', 'hit', 'hit']);
    expect(r.outcome).toMatchObject({ finished: true, playerHand: 'ngu-linh', playerTotal: 14, result: 'win' });
    expect(r.totalWin).toBe(3_000);
  });

  it('replays a round from its moves on the real RNG; bad moves and shapes are refused', () => {
    const game = houseGames['xi-dach'];
    expect(game.describe()).toMatchObject({ id: 'xi-dach', category: 'PVP' });
    expect(game.validateBet({ amount: 1_000 })).toEqual({ ok: true, bet: { amount: 1_000, actions: [] } });
    const code = (p: unknown) => {
      const v = game.validateBet(p);
      return v.ok ? 'ok' : `${v.error.code}@${v.error.field}`;
    };
    expect(code({ amount: 1_000, actions: ['double'] })).toBe('bet_unknown_type@actions.0');
    expect(code({ amount: 1_000, actions: ['hit', 'hit', 'hit', 'hit', 'hit'] })).toBe('bet_above_max@actions');
    expect(code({ amount: 99 })).toBe('bet_below_min@amount');
    expect(code({ amount: 1_000, split: true })).toBe('bet_unknown_type@split');
    for (let nonce = 0; nonce < 40; nonce++) {
      const rng = () => roundRng(SERVER_SEED, CLIENT_SEED, nonce);
      const first = playXiDach(rng(), { amount: 1_000, actions: [] });
      if (first.outcome.finished) continue;
      const actions: ('hit' | 'stand')[] = [first.outcome.canStand ? 'stand' : 'hit'];
      const r = playXiDach(rng(), { amount: 1_000, actions });
      expect(r.outcome.player.slice(0, 2)).toEqual(first.outcome.player);
      expect(verifyRound(SERVER_SEED, CLIENT_SEED, nonce, 'xi-dach', { amount: 1_000, actions }).outcome).toEqual(
        r.outcome,
      );
    }
  });
});
