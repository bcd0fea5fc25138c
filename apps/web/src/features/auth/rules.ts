import {
  checkFieldRule,
  credentialRule,
  registerSettingsSchema,
  type RegisterFieldRule,
  type RegisterSettings,
} from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from '@/lib/i18n';
import { useBrand } from '@/features/brand';
import { fieldProblemMessage } from '@/lib/fieldMessages';
import { STORAGE_KEYS, session } from '@/lib/storage';
import { registerSettingsQuery } from './queries';

/** The rules fetchRegisterSettings stored in this tab (sync, for initialData; this file is never in the first load). */
function cachedRegisterSettings(): RegisterSettings | undefined {
  try {
    const parsed = registerSettingsSchema.safeParse(JSON.parse(session.get(STORAGE_KEYS.validate) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The registration field rules (GET /wps/system/setting/register), cached in session storage
 * under `validate`; while they load, the permission's copy stands in.
 */
export function useRegisterSettings() {
  const brand = useBrand();
  return useQuery({
    ...registerSettingsQuery(),
    initialData: () => cachedRegisterSettings() ?? brand.info.register,
    initialDataUpdatedAt: 0,
  });
}

/** The brand's rules for the credential fields, or the fallbacks the server also uses. */
export const passwordRule = (rules: readonly RegisterFieldRule[]) => credentialRule(rules, 'password');
export const mobileRule = (rules: readonly RegisterFieldRule[]) => credentialRule(rules, 'mobileNum');
export const paymentPasswordRule = (rules: readonly RegisterFieldRule[]) => credentialRule(rules, 'paymentPassword');

/** Checks one value with a rule; the message to show, or null. */
export function ruleMessage(t: TFunction, rule: RegisterFieldRule, value: string): string | null {
  const problem = checkFieldRule(rule, value);
  return problem ? fieldProblemMessage(t, problem) : null;
}

/** A new password with the password rule (not trimmed: spaces count, as on the server). */
export function passwordMessage(t: TFunction, rules: readonly RegisterFieldRule[], value: string): string | null {
  const rule = passwordRule(rules);
  if (!value) return t('form.required');
  if (value !== value.trim() && rule.patternId !== 'ANY')
    return fieldProblemMessage(t, {
      code: 'pattern_mismatch',
      field: 'password',
      patternId: rule.patternId,
      min: rule.minLength,
      max: rule.maxLength,
    });
  return ruleMessage(t, rule, value);
}

/** The mobile number with the mobile rule (digits only). */
export function mobileMessage(t: TFunction, rules: readonly RegisterFieldRule[], value: string): string | null {
  const v = value.trim();
  if (!v) return t('form.required');
  const rule = mobileRule(rules);
  const m = ruleMessage(t, rule, v);
  if (m) return m;
  return /^[0-9]+$/.test(v) ? null : t('errors.sms_mobile_invalid');
}
