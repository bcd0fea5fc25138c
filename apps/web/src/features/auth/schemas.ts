import {
  changePasswordSchema,
  dialingCodeSchema,
  mobileNumSchema,
  verificationCodeSchema,
  type RegisterFieldRule,
} from '@lotus/contracts';
import { useMemo } from 'react';
import { z } from 'zod';
import { withCheck } from '@/lib/fieldSchema';
import type { TFunction } from '@/lib/i18n';
import { mobileMessage, passwordMessage, useRegisterSettings } from './rules';

/** The brand's field rules, one array while they stay the same (a form's schema is memoised on them). */
export function useRegisterRules(): readonly RegisterFieldRule[] {
  const data = useRegisterSettings().data;
  return useMemo(() => data?.rules ?? [], [data]);
}

/** A form's check of one typed value: the message to show (in the user's language), or null. */
export type FieldCheck = (value: string) => string | null;

/** Something must be typed (spaces alone are nothing). */
export const required =
  (t: TFunction): FieldCheck =>
  (value) =>
    value.trim() ? null : t('form.required');

/** The mobile number by the brand's mobile rule, its dialing code and the SMS code, as MobileCodeFields shows them. */
export const mobileCodeFields = (t: TFunction, rules: readonly RegisterFieldRule[]) => ({
  mobileNum: withCheck(mobileNumSchema, (v) => mobileMessage(t, rules, v)),
  countryDialingCode: dialingCodeSchema,
  verificationCode: withCheck(verificationCodeSchema, required(t)),
});

/** The new password by the brand's password rule and its confirmation, as NewPasswordFields shows them. */
export const newPasswordFields = (t: TFunction, rules: readonly RegisterFieldRule[]) => ({
  newPassword: withCheck(changePasswordSchema.shape.newPassword, (v) => passwordMessage(t, rules, v)),
  confirmNewPassword: withCheck(changePasswordSchema.shape.confirmNewPassword, (v) => (v ? null : t('form.required'))),
});

/**
 * The confirmation field equal to the password field; checked even when the password breaks its
 * rule, so that both messages show at once.
 */
export function withConfirmation<S extends z.ZodObject>(t: TFunction, schema: S, password: string, confirm: string) {
  return schema.refine(
    (values) => {
      const v = values as Record<string, unknown>;
      return !v[confirm] || v[confirm] === v[password];
    },
    { path: [confirm], message: t('errors.password_mismatch'), when: () => true },
  );
}
