import { describe, expect, it } from 'vitest';
import { roundRng } from '../src/fairness';
import { houseGames, SLOT_DEFINITIONS, verifyRound } from '../src/index';
import { normalQuantile, RunningStats } from '../src/stats';
import { LOTUS_SLOT, profileTheory, RTP_PROFILE_IDS, type SlotDefinition } from '../src/slot';
import { OCEAN_SLOT, TET_SLOT } from '../src/slotGames';
import { CLIENT_SEED, SERVER_SEED } from './helpers';

const TARGETS = { rtp94: 0.94, rtp96: 0.96, rtp97: 0.97 } as const;

describe('the slot games share one engine with their own maths', () => {
  it('registers the three slots by their definitions, with different lines, paytables and free spins', () => {
    expect(Object.keys(SLOT_DEFINITIONS)).toEqual(['lotus-slot', 'tet-slot', 'ocean-slot']);
    const defs = [LOTUS_SLOT, TET_SLOT, OCEAN_SLOT];
    expect(defs.map((d) => d.lines.length)).toEqual([20, 25, 10]);
    expect(new Set(defs.map((d) => JSON.stringify([d.paytable, d.scatterPays, d.freeSpinsAwarded]))).size).toBe(3);
    expect(defs.map((d) => d.freeSpinMultiplier)).toEqual([2, 3, 2]);
    for (const d of defs) {
      expect(new Set(d.lines.map((l) => l.join(''))).size).toBe(d.lines.length);
      d.lines.forEach((l) => expect(l.every((row) => row >= 0 && row <= 2) && l.length === 5).toBe(true));
    }
  });
});

describe.each([
  ['tet-slot', TET_SLOT],
  ['ocean-slot', OCEAN_SLOT],
] as const)('%s', (id, def: SlotDefinition) => {
  const game = houseGames[id];
  const lines = def.lines.length;

  it('describes itself under RNG with the total stake of its lines', () => {
    expect(game.describe()).toMatchObject({ id, name: def.name, category: 'RNG', minBet: 2_000 });
    const r = game.validateBet({ lineBet: 1 });
    expect(r.ok ? null : r.error.code).toBe('bet_below_min');
    expect(r.ok ? null : r.error.message.en).toContain(`${lines} × lineBet`);
  });

  it('has exact profiles close to their names, ordered, with at most one scatter per reel and wilds on reels 2–4', () => {
    for (const p of RTP_PROFILE_IDS) {
      const t = profileTheory(p, def);
      expect(Math.abs(t.rtp - TARGETS[p])).toBeLessThan(0.0005);
      expect(t.baseLineRtp + t.baseScatterRtp + t.freeSpinsRtp).toBeCloseTo(t.rtp, 12);
      expect(t.freeSpinsTriggerProbability).toBeGreaterThan(0.002);
      def.profiles[p].forEach((strip, reel) => {
        const s = [...strip];
        if (reel === 0 || reel === 4) expect(s).not.toContain('W');
        s.forEach((ch, i) => {
          if (ch !== 'S') return;
          expect(s[(i + 1) % s.length]).not.toBe('S');
          expect(s[(i + 2) % s.length]).not.toBe('S');
        });
      });
    }
    // Its own maths: not Lotus Fortune's RTP to the last digit.
    expect(profileTheory('rtp96', def).rtpFraction).not.toEqual(profileTheory('rtp96').rtpFraction);
  });

  it('measured RTP over 150,000 seeded rounds lies within its 99 % interval of the theoretical RTP', () => {
    const s = new RunningStats();
    for (let nonce = 0; nonce < 150_000; nonce++) {
      const r = game.play(roundRng(SERVER_SEED, CLIENT_SEED, nonce), { lineBet: 1, rtpProfile: 'rtp96' });
      s.push(r.totalWin / r.totalStake);
    }
    const half = (normalQuantile(0.995) * Math.sqrt(s.variance)) / Math.sqrt(s.n);
    const theory = profileTheory('rtp96', def).rtp;
    expect(theory).toBeGreaterThanOrEqual(s.mean - half);
    expect(theory).toBeLessThanOrEqual(s.mean + half);
  });

  it('plays its own symbols and lines; deterministic with a seed and replayed by verifyRound', () => {
    const bet = { lineBet: 70, rtpProfile: 'rtp97' as const };
    const symbols = new Set(def.symbols);
    for (let nonce = 0; nonce < 200; nonce++) {
      const a = game.play(roundRng(SERVER_SEED, CLIENT_SEED, nonce), bet);
      expect(game.play(roundRng(SERVER_SEED, CLIENT_SEED, nonce), bet)).toEqual(a);
      expect(a.outcome.game).toBe(id);
      expect(a.outcome.lines).toBe(lines);
      expect(a.totalStake).toBe(70 * lines);
      a.outcome.base.window.flat().forEach((sym) => expect(symbols.has(sym)).toBe(true));
      a.outcome.base.lineWins.forEach((w) => expect(w.line).toBeLessThanOrEqual(lines));
      expect(a.outcome.freeSpins.every((f) => f.multiplier === def.freeSpinMultiplier)).toBe(true);
      if (nonce % 50 === 0) expect(verifyRound(SERVER_SEED, CLIENT_SEED, nonce, id, bet).outcome).toEqual(a.outcome);
    }
  });
});
