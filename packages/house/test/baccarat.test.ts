import { describe, expect, it } from 'vitest';
import { roundRng } from '../src/fairness';
import { verifyRound } from '../src/index';
import {
  baccaratPayout,
  baccaratProbabilities,
  bankerDrawsAfterPlayerThird,
  type Card,
  cardAt,
  createBaccaratGame,
  dealHand,
  LazyShoe,
  playBaccarat,
  SHOE_SIZE,
} from '../src/baccarat';
import { CLIENT_SEED, SERVER_SEED } from './helpers';

/** Scripted cards by baccarat value (rank chosen so that values map: 0 → K, 1 → A, n → n). */
function cards(values: number[], ranks?: string[]): () => Card {
  const list = values.map((v, i) => ({
    rank: (ranks?.[i] ?? (v === 0 ? 'K' : v === 1 ? 'A' : String(v))) as Card['rank'],
    suit: 'S' as const,
    value: v,
    shoeIndex: i,
  }));
  return () => {
    const c = list.shift();
    if (!c) throw new Error('no more cards');
    return c;
  };
}
/** Deal order: P1 B1 P2 B2 [P3] [B3]. */
const deal = (values: number[], ranks?: string[]) => dealHand(cards(values, ranks));

describe("banker's third-card table", () => {
  it('matches the standard table for every banker total and player third card', () => {
    // Rows: banker total 0..7; columns: player's third card 0..9; D = draw, S = stand.
    const table = [
      'DDDDDDDDDD', // 0
      'DDDDDDDDDD', // 1
      'DDDDDDDDDD', // 2
      'DDDDDDDDSD', // 3: stands on an 8
      'SSDDDDDDSS', // 4: draws on 2–7
      'SSSSDDDDSS', // 5: draws on 4–7
      'SSSSSSDDSS', // 6: draws on 6–7
      'SSSSSSSSSS', // 7
    ];
    for (let bt = 0; bt <= 7; bt++) {
      for (let v = 0; v <= 9; v++) expect(bankerDrawsAfterPlayerThird(bt, v) ? 'D' : 'S').toBe(table[bt]![v]);
    }
  });
});

describe('drawing rules', () => {
  it('a natural stops both hands', () => {
    const h = deal([4, 3, 4, 4]); // player 8, banker 7
    expect(h).toMatchObject({ natural: true, playerTotal: 8, bankerTotal: 7, winner: 'player' });
    expect(h.player).toHaveLength(2);
    expect(h.banker).toHaveLength(2);
    const h2 = deal([2, 5, 3, 4]); // player 5 (would draw), banker natural 9
    expect(h2).toMatchObject({ natural: true, winner: 'banker', playerTotal: 5, bankerTotal: 9 });
    expect(h2.player).toHaveLength(2);
  });

  it('player stands on 6–7, banker then draws on 0–5 and stands on 6–7', () => {
    const h = deal([3, 2, 3, 3, 1]); // player 6 stands; banker 5 draws A → 6: tie
    expect(h.player).toHaveLength(2);
    expect(h.banker).toHaveLength(3);
    expect(h).toMatchObject({ playerTotal: 6, bankerTotal: 6, winner: 'tie', natural: false });
    const h2 = deal([7, 3, 0, 3]); // player 7 stands; banker 6 stands
    expect(h2.banker).toHaveLength(2);
    expect(h2).toMatchObject({ playerTotal: 7, bankerTotal: 6, winner: 'player' });
  });

  it('player draws on 0–5; banker follows the table with the third card', () => {
    // Player 5 draws 8 → 3; banker 3 stands on an 8.
    const a = deal([2, 1, 3, 2, 8]);
    expect(a.player).toHaveLength(3);
    expect(a.banker).toHaveLength(2);
    expect(a).toMatchObject({ playerTotal: 3, bankerTotal: 3, winner: 'tie' });
    // Player 0 draws 9; banker 3 draws (third card 9) a 5 → 8.
    const b = deal([0, 1, 0, 2, 9, 5]);
    expect(b.banker).toHaveLength(3);
    expect(b).toMatchObject({ playerTotal: 9, bankerTotal: 8, winner: 'player' });
    // Banker 6 draws only on a player third card of 6 or 7.
    expect(deal([1, 3, 1, 3, 6, 0]).banker).toHaveLength(3);
    expect(deal([1, 3, 1, 3, 5]).banker).toHaveLength(2);
    // Banker 4 draws on 2–7, stands on 1.
    expect(deal([1, 2, 1, 2, 2, 0]).banker).toHaveLength(3);
    expect(deal([1, 2, 1, 2, 1]).banker).toHaveLength(2);
    // Banker 7 never draws.
    expect(deal([1, 3, 1, 4, 0]).banker).toHaveLength(2);
    // Totals are modulo 10: 9 + 9 = 8 is a natural; player 7 + 8 = 5 draws a 9 → 4, banker 7 + 9 = 6 stands.
    expect(deal([9, 9, 9, 9])).toMatchObject({ natural: true, playerTotal: 8, bankerTotal: 8, winner: 'tie' });
    expect(deal([7, 7, 8, 9, 9])).toMatchObject({ playerTotal: 4, bankerTotal: 6, winner: 'banker' });
  });

  it('pairs are the first two cards of a hand with the same rank (not value)', () => {
    expect(deal([0, 0, 0, 0, 0, 0], ['K', 'Q', 'K', 'J'])).toMatchObject({ playerPair: true, bankerPair: false });
    expect(deal([0, 0, 0, 0, 0, 0], ['10', 'Q', 'K', 'Q'])).toMatchObject({ playerPair: false, bankerPair: true });
  });
});

describe('payouts (gross, minor units, rounded down)', () => {
  const P = deal([4, 3, 4, 4]); // player wins
  const B = deal([2, 5, 3, 4]); // banker wins
  const T = deal([3, 2, 3, 3, 1]); // tie
  it('player 1:1, banker 0.95:1 rounded down, tie pushes both', () => {
    expect(baccaratPayout('player', 1000, P)).toBe(2000);
    expect(baccaratPayout('player', 1000, B)).toBe(0);
    expect(baccaratPayout('player', 1000, T)).toBe(1000);
    expect(baccaratPayout('banker', 1000, B)).toBe(1950);
    expect(baccaratPayout('banker', 1001, B)).toBe(1001 + 950); // 950.95 → 950
    expect(baccaratPayout('banker', 1, B)).toBe(1); // 0.95 → 0 profit
    expect(baccaratPayout('banker', 1000, P)).toBe(0);
    expect(baccaratPayout('banker', 777, T)).toBe(777);
  });
  it('tie 8:1 and pairs 11:1', () => {
    expect(baccaratPayout('tie', 100, T)).toBe(900);
    expect(baccaratPayout('tie', 100, P)).toBe(0);
    const pp = deal([0, 0, 0, 0, 0, 0], ['K', 'Q', 'K', 'J']);
    expect(baccaratPayout('playerPair', 100, pp)).toBe(1200);
    expect(baccaratPayout('bankerPair', 100, pp)).toBe(0);
  });
});

describe('shoe', () => {
  it('encodes 8 decks in order: deck, suit S H D C, rank A..K', () => {
    expect(cardAt(0)).toEqual({ rank: 'A', suit: 'S', value: 1, shoeIndex: 0 });
    expect(cardAt(9)).toMatchObject({ rank: '10', value: 0 });
    expect(cardAt(12)).toMatchObject({ rank: 'K', suit: 'S', value: 0 });
    expect(cardAt(13)).toMatchObject({ rank: 'A', suit: 'H' });
    expect(cardAt(415)).toMatchObject({ rank: 'K', suit: 'C', value: 0 });
    expect(cardAt(52 + 7)).toMatchObject({ rank: '8', suit: 'S', value: 8 });
  });

  it('the lazy shuffle deals exactly the full Fisher–Yates shuffle, and is a permutation', () => {
    const full = Array.from({ length: SHOE_SIZE }, (_, i) => i);
    const r1 = roundRng(SERVER_SEED, CLIENT_SEED, 7);
    for (let i = 0; i < SHOE_SIZE - 1; i++) {
      const j = i + r1.nextInt(SHOE_SIZE - i);
      [full[i], full[j]] = [full[j]!, full[i]!];
    }
    const shoe = new LazyShoe(roundRng(SERVER_SEED, CLIENT_SEED, 7));
    const lazy = Array.from({ length: SHOE_SIZE }, () => shoe.draw().shoeIndex);
    expect(lazy).toEqual(full);
    expect(() => shoe.draw()).toThrow(RangeError);
  });

  it('exact probabilities for 8 decks match the published figures', () => {
    const p = baccaratProbabilities();
    expect(p.banker).toBeCloseTo(0.458597, 6);
    expect(p.player).toBeCloseTo(0.446247, 6);
    expect(p.tie).toBeCloseTo(0.095156, 6);
    expect(p.player + p.banker + p.tie).toBeCloseTo(1, 10);
    expect(p.pair).toBeCloseTo(31 / 415, 12);
  });
});

describe('the baccarat game', () => {
  const game = createBaccaratGame();
  it('describes itself as a LIVE table', () => {
    expect(game.describe()).toMatchObject({ id: 'baccarat', category: 'LIVE', minBet: 1_000, maxBet: 500_000_000 });
  });

  it('validates bets with clear errors', () => {
    const code = (p: unknown) => {
      const r = game.validateBet(p);
      return r.ok ? 'ok' : `${r.error.code}@${r.error.field}`;
    };
    expect(code({ bets: { player: 1000, tie: 1000, playerPair: 2000 } })).toBe('ok');
    expect(code({ bets: { player: -1000 } })).toBe('bet_not_positive@bets.player');
    expect(code({ bets: { banker: 0 } })).toBe('bet_not_positive@bets.banker');
    expect(code({ bets: { tie: 1000.5 } })).toBe('bet_not_integer@bets.tie');
    expect(code({ bets: { dragon: 1000 } })).toBe('bet_unknown_type@bets.dragon');
    expect(code({ bets: { player: 999 } })).toBe('bet_below_min@bets.player');
    expect(code({ bets: { banker: 500_000_001 } })).toBe('bet_above_max@bets.banker');
    expect(code({ bets: {} })).toBe('bet_invalid@bets');
    expect(code({})).toBe('bet_invalid@bets');
    expect(code({ bets: { player: '1000' } })).toBe('bet_invalid@bets.player');
    const r = game.validateBet({ bets: {} });
    expect(r.ok ? '' : r.error.message.en).toMatch(/at least one bet/);
  });

  it('plays: totals are the sums of the bets, each settled by the rules', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const { outcome, totalStake, totalWin } = playBaccarat(roundRng(SERVER_SEED, CLIENT_SEED, nonce), {
        bets: { player: 1000, banker: 1001, tie: 500, bankerPair: 100 },
      });
      expect(totalStake).toBe(2601);
      expect(totalWin).toBe(outcome.bets.reduce((a, b) => a + b.payout, 0));
      for (const b of outcome.bets) expect(b.payout).toBe(baccaratPayout(b.type, b.stake, outcome));
      expect(outcome.player.length + outcome.banker.length).toBeGreaterThanOrEqual(4);
      const ids = [...outcome.player, ...outcome.banker].map((c) => c.shoeIndex);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('verifyRound reproduces a round', () => {
    const bet = { bets: { banker: 5000, tie: 1000 } };
    const a = game.play(roundRng(SERVER_SEED, CLIENT_SEED, 99), bet);
    expect(verifyRound(SERVER_SEED, CLIENT_SEED, 99, 'baccarat', bet)).toMatchObject(a);
  });
});
