import { describe, expect, it } from 'vitest';
import { roundRng } from '../src/fairness';
import { houseGames, playRound, verifyRound } from '../src/index';
import { createDiceGame, dicePayout, isDiceWin, playDice, winningRolls } from '../src/dice';
import { crashPayout, crashPointFromUint52, createCrashGame, playCrash } from '../src/crash';
import { BetValidationError } from '../src/types';
import { CLIENT_SEED, ScriptedRng, SERVER_SEED } from './helpers';

const codeOf =
  (game: { validateBet(p: unknown): { ok: boolean; error?: { code: string; field: string } } }) => (p: unknown) => {
    const r = game.validateBet(p);
    return r.ok ? 'ok' : `${r.error!.code}@${r.error!.field}`;
  };

describe('dice rules', () => {
  it('a roll equal to the target loses both ways', () => {
    expect(isDiceWin('under', 5000, 4999)).toBe(true);
    expect(isDiceWin('under', 5000, 5000)).toBe(false);
    expect(isDiceWin('over', 5000, 5000)).toBe(false);
    expect(isDiceWin('over', 5000, 5001)).toBe(true);
    expect(isDiceWin('under', 100, 0)).toBe(true);
    expect(isDiceWin('over', 9899, 9999)).toBe(true);
  });

  it('counts winning rolls exactly and pays 9900 / winning rolls, rounded down', () => {
    expect(winningRolls('under', 5000)).toBe(5000); // 0.00–49.99
    expect(winningRolls('over', 5000)).toBe(4999); // 50.01–99.99
    expect(dicePayout(1000, 5000)).toBe(1980); // 1.98×
    expect(dicePayout(1000, 4999)).toBe(1980); // 1.98039…× → 1980.39 → 1980
    expect(dicePayout(100, 100)).toBe(9900); // 1 % chance: 99×
    expect(dicePayout(1, 9800)).toBe(1); // 1.0102× of 1 minor unit rounds down to 1
    expect(dicePayout(333, 3333)).toBe(989); // 333 × 9900 / 3333 = 989.1…
  });

  it('every allowed bet returns at most 99 %, and at least 99 % minus one minor unit per win', () => {
    for (const w of [100, 101, 2500, 3333, 4999, 5000, 9800]) {
      for (const amount of [100, 101, 12345]) {
        const ev = (w / 10000) * dicePayout(amount, w);
        expect(ev).toBeLessThanOrEqual(0.99 * amount + 1e-9);
        expect(ev).toBeGreaterThan(0.99 * amount - w / 10000 - 1e-9);
      }
    }
  });

  it('plays from the RNG: roll = nextInt(10000)', () => {
    const bet = { amount: 1000, direction: 'under' as const, target: 49.5 };
    const win = playDice(new ScriptedRng([4949]), bet);
    expect(win.outcome).toMatchObject({
      roll: 4949,
      rollText: '49.49',
      win: true,
      winChancePercent: 49.5,
      multiplier: 2,
    });
    expect(win.totalWin).toBe(2000);
    const lose = playDice(new ScriptedRng([4950]), bet);
    expect(lose.outcome.win).toBe(false);
    expect(lose.totalWin).toBe(0);
    const over = playDice(new ScriptedRng([9999]), { amount: 700, direction: 'over', target: 98.99 });
    expect(over.outcome).toMatchObject({ win: true, winChancePercent: 1, multiplier: 99 });
    expect(over.totalWin).toBe(69300);
  });

  it('validates dice bets', () => {
    const code = codeOf(createDiceGame());
    expect(code({ amount: 100, direction: 'under', target: 50 })).toBe('ok');
    expect(code({ amount: 100, direction: 'over', target: 1.99 })).toBe('ok');
    expect(code({ amount: -1, direction: 'under', target: 50 })).toBe('bet_not_positive@amount');
    expect(code({ amount: 0, direction: 'under', target: 50 })).toBe('bet_not_positive@amount');
    expect(code({ amount: 1.5, direction: 'under', target: 50 })).toBe('bet_not_integer@amount');
    expect(code({ amount: 99, direction: 'under', target: 50 })).toBe('bet_below_min@amount');
    expect(code({ amount: 100_000_001, direction: 'under', target: 50 })).toBe('bet_above_max@amount');
    expect(code({ amount: 100, direction: 'sideways', target: 50 })).toBe('bet_unknown_type@direction');
    expect(code({ amount: 100, direction: 'under', target: 50, extra: 1 })).toBe('bet_unknown_type@extra');
    expect(code({ amount: 100, direction: 'under', target: 50.001 })).toBe('bet_target_invalid@target');
    expect(code({ amount: 100, direction: 'under', target: 0.99 })).toBe('bet_target_invalid@target'); // < 1 %
    expect(code({ amount: 100, direction: 'under', target: 98.01 })).toBe('bet_target_invalid@target'); // > 98 %
    expect(code({ amount: 100, direction: 'over', target: 1.98 })).toBe('bet_target_invalid@target'); // 98.01 %
    expect(code({ amount: 100, direction: 'over', target: 99 })).toBe('bet_target_invalid@target');
    expect(code({ amount: 100, direction: 'under', target: '50' })).toBe('bet_invalid@target');
    expect(code({ amount: 100, direction: 'under' })).toBe('bet_invalid@target');
  });
});

describe('crash rules', () => {
  const TWO52 = 2 ** 52;
  it('crash point = max(1.00, floor(0.99 / (1 − m/2^52)) to hundredths), capped', () => {
    expect(crashPointFromUint52(0)).toBe(100); // 0.99 → 1.00
    expect(crashPointFromUint52(Math.floor(TWO52 / 100))).toBe(100); // about 1 %: still 1.00
    expect(crashPointFromUint52(TWO52 / 2)).toBe(198); // 0.99 / 0.5 = 1.98
    expect(crashPointFromUint52((TWO52 / 4) * 3)).toBe(396);
    expect(crashPointFromUint52(TWO52 - 1)).toBe(100_000_000); // huge, capped at 1,000,000.00×
  });

  it('P(crash ≥ x) = 0.99 / x: the smallest m reaching x has exactly that tail', () => {
    for (const x of [101, 150, 198, 200, 1000, 100_000]) {
      // smallest m with floor(99·2^52 / (2^52 − m)) ≥ x
      const m = Number(2n ** 52n - (99n * 2n ** 52n) / BigInt(x));
      expect(crashPointFromUint52(m)).toBeGreaterThanOrEqual(x);
      expect(crashPointFromUint52(m - 1)).toBeLessThan(x);
      expect((TWO52 - m) / TWO52).toBeCloseTo(0.99 / (x / 100), 12);
    }
  });

  it('pays floor(amount × target) when the crash point reaches the target', () => {
    expect(crashPayout(1000, 250)).toBe(2500);
    expect(crashPayout(333, 101)).toBe(336); // 336.33 → 336
    const at = playCrash(new ScriptedRng([], [TWO52 / 2]), { amount: 1000, cashOut: 1.98 });
    expect(at.outcome).toMatchObject({ crashPoint: 198, crashPointText: '1.98', win: true, payout: 1980 });
    const above = playCrash(new ScriptedRng([], [TWO52 / 2]), { amount: 1000, cashOut: 1.99 });
    expect(above.outcome.win).toBe(false);
    expect(above.totalWin).toBe(0);
    expect(above.totalStake).toBe(1000);
  });

  it('validates crash bets', () => {
    const code = codeOf(createCrashGame());
    expect(code({ amount: 100, cashOut: 2 })).toBe('ok');
    expect(code({ amount: 100, cashOut: 10000 })).toBe('ok');
    expect(code({ amount: 100, cashOut: 1 })).toBe('bet_target_invalid@cashOut');
    expect(code({ amount: 100, cashOut: 10000.01 })).toBe('bet_target_invalid@cashOut');
    expect(code({ amount: 100, cashOut: 2.005 })).toBe('bet_target_invalid@cashOut');
    expect(code({ amount: 100, cashOut: Number.POSITIVE_INFINITY })).toBe('bet_invalid@cashOut');
    expect(code({ amount: 0, cashOut: 2 })).toBe('bet_not_positive@amount');
    expect(code({ amount: 2.5, cashOut: 2 })).toBe('bet_not_integer@amount');
    expect(code({ amount: 1e12, cashOut: 2 })).toBe('bet_above_max@amount');
    expect(code({ amount: 100, cashOut: 2, autoBet: true })).toBe('bet_unknown_type@autoBet');
  });
});

describe('registry, playRound and verifyRound', () => {
  it('describes every game with a category', () => {
    expect(Object.values(houseGames).map((g) => [g.describe().id, g.describe().category])).toEqual([
      ['lotus-slot', 'RNG'],
      ['tet-slot', 'RNG'],
      ['ocean-slot', 'RNG'],
      ['baccarat', 'LIVE'],
      ['dice', 'RNG'],
      ['crash', 'RNG'],
      ['fish-hunter', 'FISH'],
      ['xi-dach', 'PVP'],
    ]);
  });

  it('playRound validates and verifyRound replays the same result', () => {
    const cases = [
      ['dice', { amount: 500, direction: 'over', target: 70 }],
      ['crash', { amount: 500, cashOut: 1.5 }],
      ['lotus-slot', { lineBet: 100 }],
      ['tet-slot', { lineBet: 100 }],
      ['ocean-slot', { lineBet: 200 }],
      ['baccarat', { bets: { player: 1000 } }],
    ] as const;
    for (const [game, bet] of cases) {
      for (let nonce = 0; nonce < 20; nonce++) {
        const played = playRound(SERVER_SEED, CLIENT_SEED, nonce, game, bet);
        const v = verifyRound(SERVER_SEED, CLIENT_SEED, nonce, game, played.bet);
        expect(v.outcome).toEqual(played.outcome);
        expect([v.totalStake, v.totalWin]).toEqual([played.totalStake, played.totalWin]);
        expect(v.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      }
    }
    // Changing any input changes the stream.
    const a = verifyRound(SERVER_SEED, CLIENT_SEED, 5, 'crash', { amount: 500, cashOut: 1.5 });
    const b = verifyRound(SERVER_SEED, CLIENT_SEED + 'x', 5, 'crash', { amount: 500, cashOut: 1.5 });
    expect(a.outcome).not.toEqual(b.outcome);
  });

  it('replays ignore table limits but playRound enforces them; unknown games are refused', () => {
    expect(() => playRound(SERVER_SEED, CLIENT_SEED, 0, 'dice', { amount: 1, direction: 'under', target: 50 })).toThrow(
      BetValidationError,
    );
    expect(
      verifyRound(SERVER_SEED, CLIENT_SEED, 0, 'dice', { amount: 1, direction: 'under', target: 50 }).totalStake,
    ).toBe(1);
    expect(() => verifyRound(SERVER_SEED, CLIENT_SEED, 0, 'poker' as never, {})).toThrow(/Unknown game/);
    expect(() => verifyRound(SERVER_SEED, CLIENT_SEED, 0, 'dice', { amount: -1 })).toThrow(BetValidationError);
  });

  it('rounds are reproducible from the raw HMAC definition', () => {
    const d = verifyRound(SERVER_SEED, CLIENT_SEED, 3, 'dice', { amount: 100, direction: 'under', target: 50 });
    const r = roundRng(SERVER_SEED, CLIENT_SEED, 3);
    expect(d.outcome).toMatchObject({ roll: r.nextInt(10000) });
  });

  it('reproduces the worked example of the README', () => {
    const seed = '5f8a1c2e9d3b47a6e0c4f1b2a3d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7';
    const dice = verifyRound(seed, 'my-lucky-seed', 0, 'dice', { amount: 1000, direction: 'under', target: 50 });
    expect(dice.serverSeedHash).toBe('04f07d60685974416601f99f40ad06f4ede942dc9ea3776f32c1c5337acf5b65');
    expect(dice.outcome).toMatchObject({ roll: 8440, rollText: '84.40', win: false });
    const crash = verifyRound(seed, 'my-lucky-seed', 1, 'crash', { amount: 1000, cashOut: 2 });
    expect(crash.outcome).toMatchObject({ crashPoint: 109, crashPointText: '1.09', win: false });
  });
});
