import { z } from 'zod';

/**
 * The brand's account-security settings (`merchants.profile.security`); every field has a
 * default, so a brand without the object gets the values below. They live with the brand's
 * profile, which accounts and verification read.
 */
export const accountSecuritySchema = z.object({
  /** Idle re-authentication: a session unused this long ends. */
  sessionIdleMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** Absolute session lifetime. */
  sessionLifetimeHours: z
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(24),
  /** Failed logins within failureWindowMinutes after which the image captcha is required. */
  captchaAfterFailures: z.number().int().min(1).max(100).default(3),
  /** Failed logins within failureWindowMinutes after which the account is locked. */
  lockAfterFailures: z.number().int().min(2).max(100).default(6),
  failureWindowMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  lockMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** With PWDEXPFORCECHANGE3 on, a password older than this is expired. */
  passwordMaxAgeDays: z.number().int().min(1).max(3650).default(90),
  /** Lifetime of SMS and e-mail codes (answered as expiredMinutes). */
  codeTtlMinutes: z.number().int().min(1).max(60).default(5),
  /** Lifetime of a password-reset link. */
  resetLinkMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

export function securityPolicy(profile: { security?: Partial<AccountSecurity> | undefined }): AccountSecurity {
  return accountSecuritySchema.parse(profile.security ?? {});
}
