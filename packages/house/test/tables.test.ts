import { describe, expect, it } from 'vitest';
import { roundRng } from '../src/fairness';
import {
  settleTableBet,
  TABLE_GAME_IDS,
  TABLE_GAMES,
  validateTableBet,
  type DragonTigerResult,
  type RouletteResult,
  type SicBoResult,
  type XocDiaResult,
} from '../src/tables/games';
import { cardAt } from '../src/baccarat';

/** The live tables' maths (src/tables/games.ts): each bet spot's payout and the exact house edge. */

const card = (rank: number, suit = 0) => cardAt(suit * 13 + rank - 1);
const pay = (game: keyof typeof TABLE_GAMES, type: string, stake: number, r: unknown) =>
  TABLE_GAMES[game].payout(type, stake, r);

describe('live table payouts', () => {
  it('dragon tiger: 1:1, half back on a tie, tie 8:1', () => {
    const dragon: DragonTigerResult = { dragon: card(13), tiger: card(1), winner: 'dragon' };
    const tie: DragonTigerResult = { dragon: card(7), tiger: card(7, 2), winner: 'tie' };
    expect(pay('dragon-tiger', 'dragon', 1_000, dragon)).toBe(2_000);
    expect(pay('dragon-tiger', 'tiger', 1_000, dragon)).toBe(0);
    expect(pay('dragon-tiger', 'dragon', 1_001, tie)).toBe(500);
    expect(pay('dragon-tiger', 'tie', 1_000, tie)).toBe(9_000);
    expect(pay('dragon-tiger', 'tie', 1_000, dragon)).toBe(0);
  });

  it('sic bo: big/small/odd/even lose on a triple; totals, triples and singles', () => {
    const r = (a: number, b: number, c: number): SicBoResult => ({
      dice: [a, b, c],
      total: a + b + c,
      triple: a === b && b === c,
    });
    expect(pay('sicbo', 'big', 1_000, r(6, 5, 1))).toBe(2_000);
    expect(pay('sicbo', 'small', 1_000, r(6, 5, 1))).toBe(0);
    expect(pay('sicbo', 'big', 1_000, r(6, 6, 6))).toBe(0);
    expect(pay('sicbo', 'even', 1_000, r(2, 2, 2))).toBe(0);
    expect(pay('sicbo', 'odd', 1_000, r(1, 2, 2))).toBe(2_000);
    expect(pay('sicbo', 'total4', 1_000, r(1, 1, 2))).toBe(61_000);
    expect(pay('sicbo', 'total10', 1_000, r(3, 3, 4))).toBe(7_000);
    expect(pay('sicbo', 'anyTriple', 1_000, r(4, 4, 4))).toBe(31_000);
    expect(pay('sicbo', 'triple4', 1_000, r(4, 4, 4))).toBe(181_000);
    expect(pay('sicbo', 'triple5', 1_000, r(4, 4, 4))).toBe(0);
    expect(pay('sicbo', 'single4', 1_000, r(4, 4, 1))).toBe(3_000);
    expect(pay('sicbo', 'single6', 1_000, r(4, 4, 1))).toBe(0);
  });

  it('roulette: straight 35:1, even chances and thirds; zero loses outside bets', () => {
    const r = (n: number): RouletteResult => ({
      number: n,
      color:
        n === 0
          ? 'green'
          : [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(n)
            ? 'red'
            : 'black',
    });
    expect(pay('roulette', 'n17', 100, r(17))).toBe(3_600);
    expect(pay('roulette', 'n0', 100, r(0))).toBe(3_600);
    expect(pay('roulette', 'black', 100, r(17))).toBe(200);
    expect(pay('roulette', 'red', 100, r(17))).toBe(0);
    expect(pay('roulette', 'odd', 100, r(17))).toBe(200);
    expect(pay('roulette', 'low', 100, r(17))).toBe(200);
    expect(pay('roulette', 'dozen2', 100, r(17))).toBe(300);
    expect(pay('roulette', 'column2', 100, r(17))).toBe(300);
    expect(pay('roulette', 'column3', 100, r(36))).toBe(300);
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen1', 'column1']) {
      expect(pay('roulette', type, 100, r(0))).toBe(0);
    }
  });

  it('xóc đĩa: chẵn/lẻ 0.96:1, four of a colour 14:1, three and one 2.8:1 (rounded down)', () => {
    const r = (reds: number): XocDiaResult => ({ discs: [], reds });
    expect(pay('xoc-dia', 'even', 1_000, r(2))).toBe(1_960);
    expect(pay('xoc-dia', 'even', 1_000, r(0))).toBe(1_960);
    expect(pay('xoc-dia', 'odd', 1_000, r(2))).toBe(0);
    expect(pay('xoc-dia', 'odd', 1_001, r(3))).toBe(1_001 + 960);
    expect(pay('xoc-dia', 'red4', 1_000, r(4))).toBe(15_000);
    expect(pay('xoc-dia', 'white4', 1_000, r(0))).toBe(15_000);
    expect(pay('xoc-dia', 'red3', 1_000, r(3))).toBe(3_800);
    expect(pay('xoc-dia', 'white3', 1_000, r(1))).toBe(3_800);
    expect(pay('xoc-dia', 'white3', 1_000, r(3))).toBe(0);
  });

  it('live baccarat pays as the baccarat game', () => {
    const g = TABLE_GAMES['baccarat-live'];
    const result = g.draw(roundRng('0'.repeat(64), 'baccarat-live:1', 0));
    const settled = settleTableBet(g, { bets: { player: 1_000, banker: 1_000, tie: 1_000 } }, result);
    expect(settled.totalStake).toBe(3_000);
    expect(settled.spots.map((s) => s.type)).toEqual(['player', 'banker', 'tie']);
  });

  it('the exact house edges', () => {
    const edge = (game: keyof typeof TABLE_GAMES, type: string) => 1 - TABLE_GAMES[game].theory()[type]!;
    expect(edge('roulette', 'n17')).toBeCloseTo(1 / 37, 12);
    expect(edge('roulette', 'red')).toBeCloseTo(1 / 37, 12);
    expect(edge('roulette', 'dozen1')).toBeCloseTo(1 / 37, 12);
    expect(edge('sicbo', 'big')).toBeCloseTo(1 / 36, 12);
    expect(edge('sicbo', 'anyTriple')).toBeCloseTo(1 - 31 / 36, 12);
    expect(edge('sicbo', 'total4')).toBeCloseTo(1 - (3 * 61) / 216, 12);
    expect(edge('xoc-dia', 'even')).toBeCloseTo(0.02, 12);
    expect(edge('xoc-dia', 'red4')).toBeCloseTo(1 / 16, 12);
    expect(edge('xoc-dia', 'red3')).toBeCloseTo(0.05, 12);
    expect(edge('dragon-tiger', 'dragon')).toBeCloseTo(1 - (2 * ((1 - 31 / 415) / 2) + 31 / 830), 12);
    expect(edge('dragon-tiger', 'dragon')).toBeGreaterThan(0.03);
    expect(edge('baccarat-live', 'banker')).toBeCloseTo(0.0106, 3);
    expect(edge('baccarat-live', 'player')).toBeCloseTo(0.0124, 3);
    // Every spot of every table favours the house.
    for (const id of TABLE_GAME_IDS) {
      for (const [type, rtp] of Object.entries(TABLE_GAMES[id].theory())) expect(rtp, `${id} ${type}`).toBeLessThan(1);
    }
  });

  it('validates bets: known spots, whole positive stakes, the table limits', () => {
    const g = TABLE_GAMES['xoc-dia'];
    expect(validateTableBet(g, { bets: { even: 500 } })).toEqual({ ok: true, bet: { bets: { even: 500 } } });
    const code = (p: unknown, limits = g.limits) => {
      const v = validateTableBet(g, p, limits);
      return v.ok ? 'ok' : v.error.code;
    };
    expect(code({ bets: { big: 500 } })).toBe('bet_unknown_type');
    expect(code({ bets: {} })).toBe('bet_invalid');
    expect(code({ bets: { even: -5 } })).toBe('bet_not_positive');
    expect(code({ bets: { even: 5.5 } })).toBe('bet_not_integer');
    expect(code({ bets: { even: 499 } })).toBe('bet_below_min');
    expect(code({ bets: { even: 2_000 } }, { minBet: 100, maxBet: 1_000 })).toBe('bet_above_max');
    expect(code({ bets: { even: 500 }, extra: 1 })).toBe('bet_unknown_type');
    expect(code(null)).toBe('bet_invalid');
  });

  it('draws are deterministic in the round seed and cover every outcome', () => {
    const seed = 'a'.repeat(64);
    for (const id of TABLE_GAME_IDS) {
      const g = TABLE_GAMES[id];
      expect(g.draw(roundRng(seed, `${id}:7`, 0))).toEqual(g.draw(roundRng(seed, `${id}:7`, 0)));
    }
    const seen = new Set<number>();
    for (let n = 0; n < 2_000; n++)
      seen.add((TABLE_GAMES['xoc-dia'].draw(roundRng(seed, `x:${n}`, 0)) as XocDiaResult).reds);
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
