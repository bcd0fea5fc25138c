import {
  loginFormSchema,
  twoFactorChallengeSchema,
  type RegisterFieldRule,
  type TwoFactorChallenge,
} from '@lotus/contracts';
import { z } from 'zod';
import type { TFunction } from '@/lib/i18n';
import { isApiError } from '@/lib/api';
import { withCheck } from '@/lib/fieldSchema';
import { rememberedSms, rememberedUser } from './remember';
import { mobileCodeFields, required } from './schemas';

/**
 * The two ways to sign in (`type`: the tab). Both carry every field, so that switching tabs keeps
 * what was typed; only the chosen way's fields are checked.
 */
export function loginSchema(t: TFunction, rules: readonly RegisterFieldRule[], captchaShown: boolean) {
  const f = loginFormSchema.shape;
  const typed = z.string();
  const unchecked = {
    username: typed,
    password: typed,
    captcha: typed,
    mobileNum: typed,
    countryDialingCode: typed,
    verificationCode: typed,
    remember: z.boolean(),
  };
  return z.discriminatedUnion('type', [
    z.object({
      ...unchecked,
      type: z.literal('username'),
      username: withCheck(f.username, required(t)),
      password: withCheck(f.password, required(t)),
      captcha: captchaShown ? withCheck(f.captcha, required(t)) : typed,
    }),
    z.object({ ...unchecked, type: z.literal('sms'), ...mobileCodeFields(t, rules) }),
  ]);
}
export type LoginSchema = ReturnType<typeof loginSchema>;
export type LoginFields = z.input<LoginSchema>;

/** The form as it opens: the remembered username or mobile number (SPEC §9). */
export function openingValues(member: boolean): LoginFields {
  const user = member ? rememberedUser() : null;
  const sms = member ? rememberedSms() : null;
  return {
    type: 'username',
    username: user ?? '',
    password: '',
    captcha: '',
    remember: user !== null,
    mobileNum: sms?.mobileNum ?? '',
    countryDialingCode: sms?.countryDialingCode ?? '84',
    verificationCode: '',
  };
}

export interface Locked {
  username: string;
  until: string | null;
  by: ('sms' | 'email')[];
}

/** A 2FA challenge or a locked account in a failed login's answer: the next step instead of a message. */
export function nextStep(
  err: unknown,
  username: string,
): { challenge: TwoFactorChallenge } | { locked: Locked } | null {
  if (!isApiError(err)) return null;
  if (err.errorCode === 'two_factor_required') {
    const parsed = twoFactorChallengeSchema.safeParse(err.details);
    if (parsed.success) return { challenge: parsed.data };
  }
  if (err.errorCode === 'account_locked') {
    const details = (err.details ?? {}) as { lockedUntil?: string; unlockBy?: unknown };
    const by = Array.isArray(details.unlockBy)
      ? details.unlockBy.filter((c): c is 'sms' | 'email' => c === 'sms' || c === 'email')
      : [];
    return { locked: { username, until: details.lockedUntil ?? null, by: by.length ? by : ['sms', 'email'] } };
  }
  return null;
}
