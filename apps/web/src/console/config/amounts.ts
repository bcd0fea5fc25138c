import { z } from 'zod';
import type { TFunction } from '@/lib/i18n';

/** An amount field typed in major units ("1,234.50") → integer minor units; `min` in minor units. */
export const majorField = (t: TFunction, min = 0) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/,/g, ''))
    .refine((v) => /^\d{1,13}(\.\d{1,2})?$/.test(v), t('console.config.amountHint'))
    .transform((v) => {
      const [whole, frac = ''] = v.split('.');
      return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
    })
    .refine((n) => n >= min, t('console.config.amountMin', { min: (min / 100).toFixed(2) }));

/** A whole number field ("30") → number. */
export const intField = (t: TFunction, min = 0, max = 1_000_000_000) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d{1,10}$/.test(v), t('console.config.intHint'))
    .transform(Number)
    .refine((n) => n >= min && n <= max, t('console.config.rangeHint', { min, max }));

/** Minor units as the major-unit text an amount field starts with. */
export const majorText = (minor: number) => (minor / 100).toFixed(2);
