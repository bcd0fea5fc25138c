import { amountInputSchema, MAX_POSTING_AMOUNT, minorToAmountText } from '@lotus/contracts';
import { AppError } from './errors';

/**
 * Money is an integer of minor units (1/100 of the brand's currency). Inside the server it is a
 * `bigint`: exact for every value PostgreSQL's bigint holds, and a float can never sneak in. A
 * `number` is accepted at the edges only when it is a safe integer.
 */
export type Minor = bigint;

/** An integer amount of minor units from a bigint or a safe-integer number, else validation_failed. */
export function toMinor(value: unknown, field = 'amount'): Minor {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  throw new AppError('validation_failed', `${field} must be an integer number of minor units`, field);
}

/** A posting amount: a non-zero integer of at most MAX_POSTING_AMOUNT minor units either way. */
export function toPostingAmount(value: unknown, field = 'amount'): Minor {
  const amount = toMinor(value, field);
  if (amount === 0n) throw new AppError('validation_failed', `${field} must not be zero`, field);
  if (amount > MAX_POSTING_AMOUNT || amount < -MAX_POSTING_AMOUNT) {
    throw new AppError('validation_failed', `${field} is out of range`, field);
  }
  return amount;
}

/**
 * Minor units from a decimal amount as a user or an API sends it ("12.34", 12.34, "100"), read by the
 * contracts' amountInputSchema (at most two decimals, positive, at most MAX_POSTING_AMOUNT), else
 * validation_failed naming the field.
 */
export function minorFromDecimal(value: unknown, field = 'amount'): Minor {
  const read = amountInputSchema.safeParse(value);
  if (read.success) return read.data;
  throw new AppError('validation_failed', `${field} ${read.error.issues[0]?.message ?? 'is not an amount'}`, field);
}

/** "1234.50" from 123450n: two decimals, no grouping (the web formats for display). */
export const minorToDecimal = minorToAmountText;

/** Money in a failure's details, which no response schema encodes: its wire form, the minor-unit string
 * of moneySchema (decision 0021). */
export const moneyDetail = (minor: Minor): string => minor.toString();

/** amount_out_of_range on the amount field, with the limits (minor units) in money's wire form. */
export const amountOutOfRange = (min: Minor | number, max: Minor | number) =>
  new AppError('amount_out_of_range', undefined, 'amount', {
    min: moneyDetail(BigInt(min)),
    max: moneyDetail(BigInt(max)),
  });
