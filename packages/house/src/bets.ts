/** Shared bet validation: zod shapes, mapping of zod issues to the house's bet error codes, limits. */
import { z } from 'zod';
import type { Rng } from './fairness';
import type { BetError, BetErrorCode, BetLimits, BetValidation, GameDescription, HouseGame, PlayResult } from './types';

/** Formats minor units as major units with two decimals (for messages). */
export function formatMinor(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const a = Math.abs(amount);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

export function betError(code: BetErrorCode, field: string, en: string, vi: string): BetError {
  return { code, field, message: { en, vi } };
}

type Issue = z.core.$ZodIssue;

function fieldOf(issue: Issue): string {
  return issue.path.map(String).join('.');
}

/** Turns the first zod issue into a bet error with a clear bilingual message. */
export function issueToBetError(issue: Issue): BetError {
  const field = fieldOf(issue);
  const where = field || 'bet';
  switch (issue.code) {
    case 'unrecognized_keys': {
      const keys = issue.keys.join(', ');
      const at = field ? `${field}.` : '';
      return betError(
        'bet_unknown_type',
        issue.keys.length === 1 ? `${at}${issue.keys[0]}` : field,
        `Unknown bet type or field: ${keys}.`,
        `Loại cược hoặc trường không hợp lệ: ${keys}.`,
      );
    }
    case 'invalid_value':
      return betError(
        'bet_unknown_type',
        field,
        `Unknown value for ${where}; expected one of ${issue.values.map(String).join(', ')}.`,
        `Giá trị không hợp lệ cho ${where}; chỉ chấp nhận ${issue.values.map(String).join(', ')}.`,
      );
    case 'invalid_type': {
      const received = (issue as { received?: unknown }).received;
      if (received === 'NaN' || received === 'Infinity') {
        return betError('bet_invalid', field, `${where} must be a finite number.`, `${where} phải là một số hữu hạn.`);
      }
      if (issue.expected === 'int') {
        return betError(
          'bet_not_integer',
          field,
          `${where} must be a whole number of minor units.`,
          `${where} phải là số nguyên (đơn vị nhỏ nhất).`,
        );
      }
      return betError(
        'bet_invalid',
        field,
        `${where} is missing or has the wrong type (expected ${issue.expected}).`,
        `${where} bị thiếu hoặc sai kiểu (cần ${issue.expected}).`,
      );
    }
    case 'too_small':
      if (Number(issue.minimum) === 0 && !issue.inclusive) {
        return betError('bet_not_positive', field, `${where} must be greater than zero.`, `${where} phải lớn hơn 0.`);
      }
      return betError(
        'bet_below_min',
        field,
        `${where} is below the minimum ${String(issue.minimum)}.`,
        `${where} nhỏ hơn mức tối thiểu ${String(issue.minimum)}.`,
      );
    case 'too_big':
      return betError(
        'bet_above_max',
        field,
        `${where} is above the maximum ${String(issue.maximum)}.`,
        `${where} vượt quá mức tối đa ${String(issue.maximum)}.`,
      );
    case 'custom': {
      const params = (issue.params ?? {}) as { code?: BetErrorCode };
      return betError(
        params.code ?? 'bet_invalid',
        field,
        issue.message,
        (issue.params as { vi?: string } | undefined)?.vi ?? issue.message,
      );
    }
    default:
      return betError('bet_invalid', field, `${where} is not a valid bet.`, `${where} không phải là cược hợp lệ.`);
  }
}

export function parseShape<Bet>(schema: z.ZodType<Bet>, params: unknown): BetValidation<Bet> {
  const r = schema.safeParse(params);
  if (r.success) return { ok: true, bet: r.data };
  // Prefer the most specific issue: unknown keys first, then the first reported one.
  const issues = r.error.issues;
  const issue = issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0]!;
  return { ok: false, error: issueToBetError(issue) };
}

/** Checks one stake against the table limits. */
export function limitError(
  amount: number,
  limits: BetLimits,
  field: string,
  label: { en: string; vi: string } = { en: field, vi: field },
): BetError | null {
  if (amount < limits.minBet) {
    return betError(
      'bet_below_min',
      field,
      `${label.en} ${formatMinor(amount)} is below the table minimum ${formatMinor(limits.minBet)}.`,
      `${label.vi} ${formatMinor(amount)} nhỏ hơn mức cược tối thiểu ${formatMinor(limits.minBet)}.`,
    );
  }
  if (amount > limits.maxBet) {
    return betError(
      'bet_above_max',
      field,
      `${label.en} ${formatMinor(amount)} is above the table maximum ${formatMinor(limits.maxBet)}.`,
      `${label.vi} ${formatMinor(amount)} vượt quá mức cược tối đa ${formatMinor(limits.maxBet)}.`,
    );
  }
  return null;
}

export function checkLimits(limits: BetLimits, hardMax: number, game: string): BetLimits {
  const { minBet, maxBet } = limits;
  if (
    !Number.isSafeInteger(minBet) ||
    !Number.isSafeInteger(maxBet) ||
    minBet < 1 ||
    maxBet < minBet ||
    maxBet > hardMax
  ) {
    throw new RangeError(`${game}: bad bet limits ${minBet}..${maxBet} (must be integers in 1..${hardMax})`);
  }
  return { minBet, maxBet };
}

/**
 * A house game from its parts: the bet's shape, the table limits (checked against the game's
 * `hardMax`) and how a parsed bet meets them (`stakeError`, null when it does).
 */
interface HouseGameSpec<Bet, Outcome> {
  description: Omit<GameDescription, 'minBet' | 'maxBet'>;
  betSchema: z.ZodType<Bet>;
  limits: BetLimits;
  hardMax: number;
  stakeError: (bet: Bet, limits: BetLimits) => BetError | null;
  play: (rng: Rng, bet: Bet) => PlayResult<Outcome>;
}

export function defineHouseGame<Bet, Outcome>(spec: HouseGameSpec<Bet, Outcome>): HouseGame<Bet, Outcome> {
  const lim = checkLimits(spec.limits, spec.hardMax, spec.description.id);
  const parseBetForReplay = (params: unknown): BetValidation<Bet> => parseShape(spec.betSchema, params);
  return {
    betSchema: spec.betSchema,
    describe: (): GameDescription => ({ ...spec.description, minBet: lim.minBet, maxBet: lim.maxBet }),
    parseBetForReplay,
    validateBet(params) {
      const r = parseBetForReplay(params);
      if (!r.ok) return r;
      const error = spec.stakeError(r.bet, lim);
      return error ? { ok: false, error } : r;
    },
    play: spec.play,
  };
}

/** A game of one stake, the bet's `amount` (dice, crash): the table limits apply to it. */
export const defineOneStakeGame = <Bet extends { amount: number }, Outcome>(
  spec: Omit<HouseGameSpec<Bet, Outcome>, 'stakeError'>,
): HouseGame<Bet, Outcome> =>
  defineHouseGame({ ...spec, stakeError: (bet, lim) => limitError(bet.amount, lim, 'amount') });

/** A one-stake round's result: the whole stake is staked, the outcome's payout is the win. */
export const oneStakeResult = <Outcome extends { payout: number }>(
  bet: { amount: number },
  outcome: Outcome,
): PlayResult<Outcome> => ({ outcome, totalStake: bet.amount, totalWin: outcome.payout });
