import { describe, expect, it } from 'vitest';
import { roundRng } from '../src/fairness';
import { verifyRound } from '../src/index';
import {
  createSlotGame,
  evaluateLine,
  LINES,
  parseStrips,
  PAYTABLE,
  playSlotRound,
  profileStrips,
  profileTheory,
  RTP_PROFILE_IDS,
  RTP_PROFILES,
  SLOT_SYMBOLS,
  spinFromStops,
  SYMBOL_CODES,
  theoreticalRtp,
  windowAt,
} from '../src/slot';
import { CLIENT_SEED, ScriptedRng, SERVER_SEED } from './helpers';

const idx = (codes: string) => [...codes].map((c) => SLOT_SYMBOLS.indexOf(SYMBOL_CODES[c]!));

describe('line evaluation', () => {
  it('pays runs of 3, 4 and 5 from the left', () => {
    expect(evaluateLine(idx('DDDAK'))).toEqual({ symbol: 2, count: 3, pay: PAYTABLE.DRAGON[0] });
    expect(evaluateLine(idx('DDDDK'))).toMatchObject({ count: 4, pay: PAYTABLE.DRAGON[1] });
    expect(evaluateLine(idx('TTTTT'))).toMatchObject({ count: 5, pay: PAYTABLE.TEN[2] });
    expect(evaluateLine(idx('DDADD')).pay).toBe(0); // a run of 2 pays nothing
    expect(evaluateLine(idx('ADDDD')).pay).toBe(0); // runs start on reel 1
  });

  it('wilds substitute for the line symbol', () => {
    expect(evaluateLine(idx('DWWDK'))).toMatchObject({ symbol: 2, count: 4, pay: 200 });
    expect(evaluateLine(idx('KWWWW'))).toMatchObject({ count: 5, pay: PAYTABLE.K[2] });
    expect(evaluateLine(idx('QWKKK'))).toMatchObject({ count: 2, pay: 0 });
    // Leading wilds take the first real symbol (only possible if a strip had a wild on reel 1).
    expect(evaluateLine(idx('WWFAA'))).toMatchObject({ symbol: 4, count: 3, pay: PAYTABLE.KOI[0] });
    expect(evaluateLine(idx('WWWWW'))).toMatchObject({ count: 0, pay: 0 }); // wild pays nothing by itself
  });

  it('wilds do not substitute for scatters; scatters pay no line', () => {
    expect(evaluateLine(idx('SSSSS')).pay).toBe(0);
    expect(evaluateLine(idx('WSSSS')).pay).toBe(0);
    expect(evaluateLine(idx('DWSDD'))).toMatchObject({ count: 2, pay: 0 });
  });

  it('has 20 distinct lines over 3 rows', () => {
    expect(LINES).toHaveLength(20);
    expect(new Set(LINES.map((l) => l.join(''))).size).toBe(20);
    for (const l of LINES) for (const r of l) expect([0, 1, 2]).toContain(r);
  });
});

describe('spins', () => {
  // Reel i shows rows = strip[stop], strip[stop+1], strip[stop+2].
  const strips = parseStrips(['DAKQT', 'WAKQS', 'DAWQT', 'DAKQS', 'KSKQT']);

  it('builds the window from the stops, wrapping around the strip', () => {
    const w = windowAt(strips, [0, 0, 0, 0, 4]);
    expect(w.map((col) => col.map((s) => SLOT_SYMBOLS[s]))).toEqual([
      ['DRAGON', 'A', 'K'],
      ['WILD', 'A', 'K'],
      ['DRAGON', 'A', 'WILD'],
      ['DRAGON', 'A', 'K'],
      ['TEN', 'K', 'SCATTER'],
    ]);
  });

  it('pays every winning line and scatters anywhere, in minor units', () => {
    // Window rows: top D W D D T / middle A A A A K / bottom K K W K S
    const spin = spinFromStops(strips, [0, 0, 0, 0, 4], 7, 1, true);
    const byLine = Object.fromEntries(spin.lineWins.map((w) => [w.line, w]));
    expect(byLine[2]).toMatchObject({ symbol: 'DRAGON', count: 4, pay: 200, win: 1400 }); // top row
    expect(byLine[1]).toMatchObject({ symbol: 'A', count: 4, pay: 25, win: 175 }); // middle row
    expect(byLine[3]).toMatchObject({ symbol: 'K', count: 4, pay: 20, win: 140 }); // bottom row, wild on reel 3
    const lineTotal = spin.lineWins.reduce((a, w) => a + w.win, 0);
    expect(spin.scatter.count).toBe(1);
    expect(spin.scatter.win).toBe(0);
    expect(spin.freeSpinsAwarded).toBe(0);
    expect(spin.win).toBe(lineTotal);
    // Line 16 [0,1,1,1,0]: D A A A T → no win; line 4 [0,1,2,1,0]: D A W A T → no (D then A).
    expect(byLine[16]).toBeUndefined();
  });

  it('three scatters pay 2 × the total stake and award 10 free spins at × 2', () => {
    const s = parseStrips(['SAKQT', 'QSAKT', 'KQSAT', 'TTTTT', 'TTTTT']);
    const spin = spinFromStops(s, [0, 0, 0, 0, 0], 5, 1, true);
    expect(spin.scatter).toMatchObject({ count: 3, pay: 2, win: 2 * 5 * 20 });
    expect(spin.freeSpinsAwarded).toBe(10);
    // A round: base spin then 10 free spins from the same stream, doubled, no retrigger.
    const rng = new ScriptedRng([0, 0, 0, 0, 0, ...Array<number>(50).fill(0)]);
    const round = playSlotRound(rng, s, 5, 'rtp96');
    expect(round.freeSpins).toHaveLength(10);
    expect(rng.remaining).toBe(0);
    for (const f of round.freeSpins) {
      expect(f.multiplier).toBe(2);
      expect(f.freeSpinsAwarded).toBe(0);
      expect(f.win).toBe(2 * spin.win);
    }
    expect(round.totalWin).toBe(spin.win * 21);
  });
});

describe('theoretical RTP', () => {
  it('equals brute force over every stop combination of a small strip set (exact fractions)', () => {
    // Short strips with wilds and scatters close together (two scatters can show on one reel).
    const strips = parseStrips(['DASQ', 'WDSAS', 'DWAQS', 'ADWDS', 'DSAQ']);
    let sumWin = 0n;
    let sumFree = 0n;
    let n = 0n;
    const L = strips.map((s) => s.length);
    for (let a = 0; a < L[0]!; a++)
      for (let b = 0; b < L[1]!; b++)
        for (let c = 0; c < L[2]!; c++)
          for (let d = 0; d < L[3]!; d++)
            for (let e = 0; e < L[4]!; e++) {
              const spin = spinFromStops(strips, [a, b, c, d, e], 1, 1, true);
              sumWin += BigInt(spin.win);
              sumFree += BigInt(spin.freeSpinsAwarded);
              n += 1n;
            }
    // RTP = E[base win] / 20 × (1 + 2 E[free spins]) = sumWin (n + 2 sumFree) / (20 n²)
    const num = sumWin * (n + 2n * sumFree);
    const den = 20n * n * n;
    const t = theoreticalRtp(strips);
    expect(BigInt(t.rtpFraction.numerator) * den).toBe(num * BigInt(t.rtpFraction.denominator));
    expect(t.rtp).toBeGreaterThan(0);
  });

  it('profiles are close to their names and ordered', () => {
    const targets = { rtp94: 0.94, rtp96: 0.96, rtp97: 0.97 } as const;
    for (const p of RTP_PROFILE_IDS) {
      const t = profileTheory(p);
      expect(Math.abs(t.rtp - targets[p])).toBeLessThan(0.0005);
      expect(t.rtp).toBeCloseTo(Number(t.rtpFraction.numerator) / Number(t.rtpFraction.denominator), 12);
      expect(t.baseLineRtp + t.baseScatterRtp + t.freeSpinsRtp).toBeCloseTo(t.rtp, 12);
    }
  });

  it('profile strips show at most one scatter per reel and wilds only on reels 2–4', () => {
    for (const p of RTP_PROFILE_IDS) {
      RTP_PROFILES[p].forEach((strip, reel) => {
        const s = [...strip];
        if (reel === 0 || reel === 4) expect(s).not.toContain('W');
        s.forEach((ch, i) => {
          if (ch !== 'S') return;
          expect(s[(i + 1) % s.length]).not.toBe('S');
          expect(s[(i + 2) % s.length]).not.toBe('S');
        });
      });
      expect(profileTheory(p).scatterCountProbabilities.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('the slot game', () => {
  const game = createSlotGame();

  it('describes itself', () => {
    expect(game.describe()).toEqual({
      id: 'lotus-slot',
      name: { vi: 'Hoa Sen Phát Lộc', en: 'Lotus Fortune' },
      category: 'RNG',
      minBet: 2_000,
      maxBet: 100_000_000,
    });
  });

  it('validates bets with clear errors', () => {
    expect(game.validateBet({ lineBet: 100 })).toEqual({ ok: true, bet: { lineBet: 100, rtpProfile: 'rtp96' } });
    expect(game.validateBet({ lineBet: 100, rtpProfile: 'rtp94' })).toMatchObject({ ok: true });
    const code = (p: unknown) => {
      const r = game.validateBet(p);
      return r.ok ? 'ok' : `${r.error.code}@${r.error.field}`;
    };
    expect(code({ lineBet: -5 })).toBe('bet_not_positive@lineBet');
    expect(code({ lineBet: 0 })).toBe('bet_not_positive@lineBet');
    expect(code({ lineBet: 10.5 })).toBe('bet_not_integer@lineBet');
    expect(code({ lineBet: Number.NaN })).toBe('bet_invalid@lineBet');
    expect(code({ lineBet: 99 })).toBe('bet_below_min@lineBet'); // total 1,980 < 2,000
    expect(code({ lineBet: 5_000_001 })).toBe('bet_above_max@lineBet');
    expect(code({ lineBet: 2e9 })).toBe('bet_above_max@lineBet');
    expect(code({ lineBet: '100' })).toBe('bet_invalid@lineBet');
    expect(code({})).toBe('bet_invalid@lineBet');
    expect(code(null)).toBe('bet_invalid@');
    expect(code({ lineBet: 100, lines: 10 })).toBe('bet_unknown_type@lines');
    expect(code({ lineBet: 100, rtpProfile: 'rtp99' })).toBe('bet_unknown_type@rtpProfile');
    const r = game.validateBet({ lineBet: 99 });
    expect(r.ok ? null : r.error.message.en).toContain('19.80');
  });

  it('plays: stake = 20 × line bet, win = sum of the spins, all integers', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const { outcome, totalStake, totalWin } = game.play(roundRng(SERVER_SEED, CLIENT_SEED, nonce), {
        lineBet: 123,
        rtpProfile: 'rtp96',
      });
      expect(totalStake).toBe(2460);
      expect(Number.isSafeInteger(totalWin)).toBe(true);
      expect(totalWin).toBe(outcome.base.win + outcome.freeSpins.reduce((a, s) => a + s.win, 0));
      expect(outcome.base.stops).toHaveLength(5);
      outcome.base.stops.forEach((s, r) => expect(s).toBeLessThan(profileStrips('rtp96')[r]!.length));
    }
  });

  it('is deterministic and verifyRound reproduces the round', () => {
    const bet = { lineBet: 50, rtpProfile: 'rtp97' as const };
    for (const nonce of [0, 1, 42, 1000]) {
      const a = game.play(roundRng(SERVER_SEED, CLIENT_SEED, nonce), bet);
      const b = game.play(roundRng(SERVER_SEED, CLIENT_SEED, nonce), bet);
      expect(b).toEqual(a);
      const v = verifyRound(SERVER_SEED, CLIENT_SEED, nonce, 'lotus-slot', bet);
      expect(v.outcome).toEqual(a.outcome);
      expect(v.totalWin).toBe(a.totalWin);
    }
  });
});
