import { describe, expect, it } from 'vitest';
import { roundRng } from '../src/fairness';
import { createFishGame, FISH_TYPES, fishKillProbability, playFish } from '../src/fish';
import { houseGames, playRound, verifyRound } from '../src/index';
import { RunningStats, normalQuantile } from '../src/stats';
import { BetValidationError } from '../src/types';
import { CLIENT_SEED, ScriptedRng, SERVER_SEED } from './helpers';

const fish = houseGames['fish-hunter'];
const codeOf = (p: unknown) => {
  const r = fish.validateBet(p);
  return r.ok ? 'ok' : `${r.error.code}@${r.error.field}`;
};

describe('fish shooting rules', () => {
  it('describes itself as a FISH game with its limits', () => {
    expect(fish.describe()).toMatchObject({ id: 'fish-hunter', category: 'FISH', minBet: 100, maxBet: 100_000 });
  });

  it('validates the shot: shape, fish type and the table limits', () => {
    expect(codeOf({ amount: 100, fish: 'minnow' })).toBe('ok');
    expect(codeOf({ amount: 100_000, fish: 'sea-king' })).toBe('ok');
    expect(codeOf({ amount: 100, fish: 'mermaid' })).toBe('bet_unknown_type@fish');
    // zod reports a missing enum as a value outside it: the message lists the fish types.
    expect(codeOf({ amount: 100 })).toBe('bet_unknown_type@fish');
    expect(codeOf({ fish: 'minnow' })).toBe('bet_invalid@amount');
    expect(codeOf({ amount: '100', fish: 'minnow' })).toBe('bet_invalid@amount');
    expect(codeOf({ amount: 100.5, fish: 'minnow' })).toBe('bet_not_integer@amount');
    expect(codeOf({ amount: 0, fish: 'minnow' })).toBe('bet_not_positive@amount');
    expect(codeOf({ amount: 99, fish: 'minnow' })).toBe('bet_below_min@amount');
    expect(codeOf({ amount: 100_001, fish: 'minnow' })).toBe('bet_above_max@amount');
    expect(codeOf({ amount: 100, fish: 'minnow', multiplier: 1000 })).toBe('bet_unknown_type@multiplier');
    expect(codeOf(null)).toBe('bet_invalid@');
    expect(codeOf([100, 'minnow'])).toBe('bet_invalid@');
  });

  it('kills when roll < 9,600 of m × 10,000 and pays the stake × m', () => {
    const shark = { amount: 250, fish: 'shark' as const };
    const kill = playFish(new ScriptedRng([9_599]), shark);
    expect(kill.outcome).toEqual({
      game: 'fish-hunter',
      fish: 'shark',
      multiplier: 40,
      roll: 9_599,
      killed: true,
      payout: 10_000,
    });
    expect(kill.totalStake).toBe(250);
    expect(kill.totalWin).toBe(10_000);
    const miss = playFish(new ScriptedRng([9_600]), shark);
    expect(miss.outcome.killed).toBe(false);
    expect(miss.totalWin).toBe(0);
    expect(() => playFish(new ScriptedRng([400_000]), shark)).toThrow(/outside/);
  });

  it('every fish returns exactly 96 % in theory', () => {
    for (const f of FISH_TYPES) {
      expect(fishKillProbability(f.multiplier) * f.multiplier).toBeCloseTo(0.96, 12);
      expect(f.multiplier * 10_000).toBeLessThan(2 ** 32);
    }
    expect(FISH_TYPES.filter((f) => f.boss).length).toBeGreaterThanOrEqual(2);
  });

  it('the kill rate of the real RNG lies within its 99.9 % interval for a cheap and a dear fish', () => {
    const n = 60_000;
    const z = normalQuantile(0.9995);
    for (const type of ['clownfish', 'ray'] as const) {
      const m = FISH_TYPES.find((f) => f.id === type)!.multiplier;
      const s = new RunningStats();
      for (let nonce = 0; nonce < n; nonce++) {
        s.push(
          playFish(roundRng(SERVER_SEED, `${CLIENT_SEED}:${type}`, nonce), { amount: 100, fish: type }).outcome.killed
            ? 1
            : 0,
        );
      }
      const p = fishKillProbability(m);
      const se = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(s.mean - p)).toBeLessThan(z * se);
    }
  });

  it('is replayable: playRound and verifyRound agree, and limits do not matter for replays', () => {
    const bet = { amount: 500, fish: 'golden-dragon' };
    const played = playRound(SERVER_SEED, CLIENT_SEED, 7, 'fish-hunter', bet);
    const replay = verifyRound(SERVER_SEED, CLIENT_SEED, 7, 'fish-hunter', { amount: 5, fish: 'golden-dragon' });
    expect(replay.outcome).toMatchObject({ roll: (played.outcome as { roll: number }).roll });
    expect(verifyRound(SERVER_SEED, CLIENT_SEED, 7, 'fish-hunter', bet).outcome).toEqual(played.outcome);
    expect(() => playRound(SERVER_SEED, CLIENT_SEED, 7, 'fish-hunter', { amount: 5, fish: 'minnow' })).toThrow(
      BetValidationError,
    );
  });

  it('refuses bad table limits', () => {
    expect(() => createFishGame({ minBet: 0, maxBet: 100 })).toThrow(RangeError);
    expect(() => createFishGame({ minBet: 100, maxBet: 200_000_000 })).toThrow(RangeError);
  });
});
