/** Numbers with at most two decimals (targets, multipliers) as exact integer hundredths. */
import { z } from 'zod';

/** `value` × 100 as an integer when `value` has at most two decimals, else null. */
export function toHundredths(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const h = Math.round(value * 100);
  return Math.abs(h - value * 100) < 1e-6 && Number.isSafeInteger(h) ? h : null;
}

export function formatHundredths(h: number): string {
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
}

/** A number with at most two decimals within [min, max] (given in hundredths); errors are bet_target_invalid. */
export function hundredthsSchema(field: string, min: number, max: number) {
  return z.number().superRefine((v, ctx) => {
    const h = toHundredths(v);
    if (h === null || h < min || h > max) {
      ctx.addIssue({
        code: 'custom',
        message: `${field} must be a number with at most two decimals from ${formatHundredths(min)} to ${formatHundredths(max)}.`,
        params: {
          code: 'bet_target_invalid',
          vi: `${field} phải là số có tối đa hai chữ số thập phân, từ ${formatHundredths(min)} đến ${formatHundredths(max)}.`,
        },
      });
    }
  });
}
