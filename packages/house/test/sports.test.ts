import { describe, expect, it } from 'vitest';
import {
  betReturn,
  cashOutValue,
  betStatusOf,
  distributionOf,
  drawScore,
  lineValid,
  mapsDistribution,
  marketsOf,
  oddsStyles,
  parlayOdds,
  potentialReturn,
  priceSelection,
  seededRandom,
  settleSelection,
} from '../src/sports';

const s = (home: number, away: number) => ({ home, away });

describe('sportsbook settlement', () => {
  it('settles 1X2 and match winner', () => {
    expect(settleSelection('1X2', 0, 'home', s(2, 1))).toBe('won');
    expect(settleSelection('1X2', 0, 'draw', s(1, 1))).toBe('won');
    expect(settleSelection('1X2', 0, 'away', s(1, 1))).toBe('lost');
    expect(settleSelection('MW', 0, 'away', s(1, 2))).toBe('won');
  });

  it('settles Asian handicaps on whole, half and quarter lines, with pushes', () => {
    // Home −1: a one-goal win pushes; two goals win.
    expect(settleSelection('AH', -100, 'home', s(2, 1))).toBe('void');
    expect(settleSelection('AH', -100, 'away', s(2, 1))).toBe('void');
    expect(settleSelection('AH', -100, 'home', s(3, 1))).toBe('won');
    // Home −0.5: any win.
    expect(settleSelection('AH', -50, 'home', s(1, 0))).toBe('won');
    expect(settleSelection('AH', -50, 'away', s(1, 1))).toBe('won');
    // Home −0.25 (0 and −0.5): a draw loses half.
    expect(settleSelection('AH', -25, 'home', s(1, 1))).toBe('half_lost');
    expect(settleSelection('AH', -25, 'away', s(1, 1))).toBe('half_won');
    // Home −0.75 (−0.5 and −1): a one-goal win wins half.
    expect(settleSelection('AH', -75, 'home', s(2, 1))).toBe('half_won');
    expect(settleSelection('AH', -75, 'away', s(2, 1))).toBe('half_lost');
    expect(settleSelection('AH', -75, 'home', s(3, 1))).toBe('won');
    // Home +0.25 (0 and +0.5): a draw wins half.
    expect(settleSelection('AH', 25, 'home', s(0, 0))).toBe('half_won');
    expect(settleSelection('AH', 25, 'home', s(0, 1))).toBe('lost');
    // Map handicap −1.5 in a best of three.
    expect(settleSelection('MH', -150, 'home', s(2, 0))).toBe('won');
    expect(settleSelection('MH', -150, 'home', s(2, 1))).toBe('lost');
    expect(settleSelection('MH', -150, 'away', s(2, 1))).toBe('won');
  });

  it('settles over/under on whole, half and quarter lines', () => {
    expect(settleSelection('OU', 250, 'over', s(2, 1))).toBe('won');
    expect(settleSelection('OU', 250, 'under', s(2, 0))).toBe('won');
    expect(settleSelection('OU', 300, 'over', s(2, 1))).toBe('void');
    expect(settleSelection('OU', 300, 'under', s(2, 1))).toBe('void');
    // 2.25 (2 and 2.5): two goals: over loses half, under wins half.
    expect(settleSelection('OU', 225, 'over', s(1, 1))).toBe('half_lost');
    expect(settleSelection('OU', 225, 'under', s(1, 1))).toBe('half_won');
    // 2.75 (2.5 and 3): three goals: over wins half.
    expect(settleSelection('OU', 275, 'over', s(2, 1))).toBe('half_won');
    expect(settleSelection('OU', 275, 'under', s(2, 1))).toBe('half_lost');
    expect(settleSelection('TM', 250, 'over', s(2, 1))).toBe('won');
  });

  it('checks lines', () => {
    expect(lineValid('1X2', 0)).toBe(true);
    expect(lineValid('1X2', 50)).toBe(false);
    expect(lineValid('AH', -75)).toBe(true);
    expect(lineValid('AH', -30)).toBe(false);
    expect(lineValid('OU', 0)).toBe(false);
    expect(lineValid('OU', 225)).toBe(true);
  });

  it('pays singles and parlays with half outcomes and void legs counted as 1.0', () => {
    expect(betReturn(100_00n, [{ outcome: 'won', odds: 1925 }])).toBe(192_50n);
    expect(betReturn(100_00n, [{ outcome: 'half_won', odds: 1900 }])).toBe(145_00n);
    expect(betReturn(100_00n, [{ outcome: 'half_lost', odds: 1900 }])).toBe(50_00n);
    expect(betReturn(100_00n, [{ outcome: 'void', odds: 1900 }])).toBe(100_00n);
    expect(betReturn(100_00n, [{ outcome: 'lost', odds: 1900 }])).toBe(0n);
    // Parlay 2.0 × void × 1.5 = 3.0.
    expect(
      betReturn(10_00n, [
        { outcome: 'won', odds: 2000 },
        { outcome: 'void', odds: 3100 },
        { outcome: 'won', odds: 1500 },
      ]),
    ).toBe(30_00n);
    // A half-won leg: 2.0 × (1 + 0.9)/2.
    expect(
      betReturn(10_00n, [
        { outcome: 'won', odds: 2000 },
        { outcome: 'half_won', odds: 1900 },
      ]),
    ).toBe(29_00n);
    expect(
      betReturn(10_00n, [
        { outcome: 'won', odds: 2000 },
        { outcome: 'lost', odds: 1900 },
      ]),
    ).toBe(0n);
    expect(betStatusOf(10_00n, [{ outcome: 'void' }, { outcome: 'void' }])).toBe('void');
    expect(betStatusOf(0n, [{ outcome: 'won' }, { outcome: 'lost' }])).toBe('lost');
  });

  it('multiplies parlay odds exactly and floors the potential return to the minor unit', () => {
    expect(parlayOdds([2000, 1500])).toBe(3000);
    expect(parlayOdds([1925, 1875, 2100])).toBe(7579);
    expect(potentialReturn(333n, [1925, 1875])).toBe(1201n); // 333 × 3.609375 = 1201.92
  });

  it('prices a cash-out from the odds taken and the odds now, less the book’s share', () => {
    // A single taken at 2.00 now at 2.00: 95 % of the stake; now at 1.60 (more likely): 95 % × 1.25.
    expect(cashOutValue(100_00n, [{ outcome: null, odds: 2000, nowOdds: 2000 }])).toBe(95_00n);
    expect(cashOutValue(100_00n, [{ outcome: null, odds: 2000, nowOdds: 1600 }])).toBe(118_75n);
    // A parlay with one leg won at 1.50 and one open leg unchanged.
    expect(
      cashOutValue(10_00n, [
        { outcome: 'won', odds: 1500, nowOdds: null },
        { outcome: null, odds: 2000, nowOdds: 2000 },
      ]),
    ).toBe(14_25n);
    expect(cashOutValue(10_00n, [{ outcome: 'lost', odds: 1500, nowOdds: null }])).toBeNull();
    expect(cashOutValue(10_00n, [{ outcome: null, odds: 1500, nowOdds: null }])).toBeNull();
  });

  it('shows decimal, Hong Kong and Malay odds', () => {
    expect(oddsStyles(1925)).toEqual({ decimal: 1925, hongKong: 925, malay: 925 });
    expect(oddsStyles(2000)).toEqual({ decimal: 2000, hongKong: 1000, malay: 1000 });
    expect(oddsStyles(2500)).toEqual({ decimal: 2500, hongKong: 1500, malay: -667 });
  });
});

describe('sportsbook pricing', () => {
  it('prices a fair-ish book with the margin on every market', () => {
    const dist = distributionOf('football', 1.5, 1.2, 1);
    const total = (type: '1X2' | 'OU', line: number, sels: string[]) =>
      sels.reduce((sum, sel) => sum + 1000 / priceSelection(dist, type, line, sel), 0);
    expect(total('1X2', 0, ['home', 'draw', 'away'])).toBeGreaterThan(1.03);
    expect(total('1X2', 0, ['home', 'draw', 'away'])).toBeLessThan(1.08);
    expect(total('OU', 250, ['over', 'under'])).toBeGreaterThan(1.03);
    const maps = mapsDistribution(1.5, 1.5, 3);
    expect(maps.reduce((a, d) => a + d.p, 0)).toBeCloseTo(1, 9);
    expect(priceSelection(maps, 'MW', 0, 'home')).toBe(1900);
  });

  it('draws the same result from the same seed', () => {
    const dist = distributionOf('lol', 1.6, 1.2, 3);
    const a = drawScore(dist, seededRandom('fixture-1'));
    expect(drawScore(dist, seededRandom('fixture-1'))).toEqual(a);
    expect(Math.max(a.home, a.away)).toBe(2);
    expect(marketsOf('football', 1.5, 1.2, 1).map((m) => m.type)).toEqual(['1X2', 'AH', 'OU', 'OU']);
  });
});
