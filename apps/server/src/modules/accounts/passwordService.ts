import type { z } from 'zod';
import {
  MOD,
  type changePasswordSchema,
  type forgotByPhoneSchema,
  type LoginResult,
  type paymentPasswordSchema,
  type SiteLanguage,
} from '@lotus/contracts';
import { checkFieldRule, PATTERN_VARIANTS } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Limit } from '../../lib/rateLimiter';
import { listDomains, loadRegisterRules, type Merchant } from '../brands/service';
import { messageText } from '../messaging/templates';
import { consumeLinkToken, findLinkToken, issueLinkToken, phoneTarget, verifyCode } from '../verification/service';
import { checkMobile, checkPasswordRule, problemError, requireSwitch } from './common';
import { checkSite } from './login';
import { securityPolicy } from '../brands/security';
import { hashPassword, verifyPassword } from './passwords';
import {
  findMemberById,
  findMemberByMobile,
  clearMustChangePassword,
  findMemberByUsername,
  logSecurityEvent,
  revokeMemberSessions,
  revokeRememberTokens,
  updateMember,
  type MemberRow,
} from './repository';
import type { AccountRuntime } from './runtime';
import { forgetMemberSessions, issueSession, type Client } from './sessions';

export const PASSWORD_LIMITS = {
  forgotPerIp: { name: 'forgot-ip', max: 10, windowMs: 30 * 60_000 },
  forgotPerAccount: { name: 'forgot-account', max: 3, windowMs: 30 * 60_000 },
  changePerMember: { name: 'password-member', max: 10, windowMs: 30 * 60_000 },
} satisfies Record<string, Limit>;

/**
 * Sets a new login password: hash, change time, every other session and remember token revoked,
 * and the forced password change lifted from the member's sessions (the one kept, when changed).
 */
async function setPassword(
  ctx: AppContext,
  member: MemberRow,
  password: string,
  ip: string,
  how: string,
  keepSessionId?: string,
) {
  const now = ctx.now();
  await updateMember(ctx.db, member.id, {
    passwordHash: await hashPassword(password),
    passwordChangedAt: now,
    mustChangePassword: false,
    failedLogins: 0,
    failedLoginsSince: null,
    lockedUntil: null,
  });
  await revokeMemberSessions(ctx.db, member.id, now, `password_${how}`, keepSessionId);
  await clearMustChangePassword(ctx.db, member.id);
  forgetMemberSessions(ctx, member.id);
  await revokeRememberTokens(ctx.db, member.id, now);
  await logSecurityEvent(ctx.db, {
    merchantId: member.merchantId,
    memberId: member.id,
    event: 'password_changed',
    ip,
    detail: { how },
    createdAt: now,
  });
}

async function checkNewPassword(
  ctx: AppContext,
  merchant: Merchant,
  newPassword: string,
  confirm: string | undefined,
  field = 'newPassword',
) {
  const rules = await loadRegisterRules(ctx.db, merchant.id);
  checkPasswordRule(rules, newPassword, field);
  if (confirm !== undefined && confirm !== newPassword)
    throw new AppError('password_mismatch', undefined, 'confirmNewPassword');
  if (merchant.profile.defaultPassword !== null && newPassword === merchant.profile.defaultPassword) {
    throw new AppError('password_reuse', undefined, field);
  }
}

/**
 * Change password (SPEC §5): the new one by the rule, confirmed, different from the old one; the old
 * one is asked unless none is known, or the session must change it (`mustChange`: it signed in
 * with the default or an expired password just typed, which is then refused as the new one; a
 * wrong one given anyway is still refused).
 */
export async function changePassword(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  session: { memberId: number; sessionId: string; mustChange: boolean },
  input: z.output<typeof changePasswordSchema>,
  ip: string,
) {
  const { memberId, sessionId } = session;
  await rt.limiter.hit(PASSWORD_LIMITS.changePerMember, `${merchant.id}:${memberId}`);
  const member = (await findMemberById(ctx.db, merchant.id, memberId))!;
  if (member.passwordHash) {
    // A session that must change it signed in with it just now: not asked again, but checked when given.
    if (!input.oldPassword && !session.mustChange) throw new AppError('field_required', undefined, 'oldPassword');
    if (input.oldPassword && !(await verifyPassword(member.passwordHash, input.oldPassword))) {
      await logSecurityEvent(ctx.db, {
        merchantId: merchant.id,
        memberId,
        event: 'password_change_failed',
        ip,
        createdAt: ctx.now(),
      });
      throw new AppError('old_password_wrong', undefined, 'oldPassword');
    }
    if (session.mustChange && (await verifyPassword(member.passwordHash, input.newPassword)))
      throw new AppError('password_reuse', undefined, 'newPassword');
  }
  await checkNewPassword(ctx, merchant, input.newPassword, input.confirmNewPassword);
  if (input.oldPassword && input.oldPassword === input.newPassword)
    throw new AppError('password_reuse', undefined, 'newPassword');
  await setPassword(ctx, member, input.newPassword, ip, 'changed', sessionId);
  return { done: true as const };
}

/** Payment password: set the first one with the login password, change it with the old one. */
export async function setPaymentPassword(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  memberId: number,
  input: z.output<typeof paymentPasswordSchema>,
  ip: string,
) {
  await rt.limiter.hit(PASSWORD_LIMITS.changePerMember, `${merchant.id}:${memberId}`);
  const member = (await findMemberById(ctx.db, merchant.id, memberId))!;
  if (member.paymentPasswordHash) {
    if (!input.oldPaymentPassword) throw new AppError('field_required', undefined, 'oldPaymentPassword');
    if (!(await verifyPassword(member.paymentPasswordHash, input.oldPaymentPassword)))
      throw new AppError('payment_password_wrong', undefined, 'oldPaymentPassword');
  } else if (member.passwordHash) {
    if (!input.loginPassword) throw new AppError('field_required', undefined, 'loginPassword');
    if (!(await verifyPassword(member.passwordHash, input.loginPassword)))
      throw new AppError('old_password_wrong', undefined, 'loginPassword');
  }
  const rules = await loadRegisterRules(ctx.db, merchant.id);
  checkPasswordRule(rules, input.newPaymentPassword, 'newPaymentPassword', 'paymentPassword');
  if (input.newPaymentPassword !== input.confirmPaymentPassword)
    throw new AppError('password_mismatch', undefined, 'confirmPaymentPassword');
  const now = ctx.now();
  await updateMember(ctx.db, member.id, { paymentPasswordHash: await hashPassword(input.newPaymentPassword) });
  await logSecurityEvent(ctx.db, {
    merchantId: merchant.id,
    memberId,
    event: member.paymentPasswordHash ? 'payment_password_changed' : 'payment_password_set',
    ip,
    createdAt: now,
  });
  return { done: true as const };
}

/** The origin for links in e-mails: PUBLIC_URL, else the request's host when it is one of the brand's domains. */
export async function linkOrigin(ctx: AppContext, merchant: Merchant, protocol: string, host: string | undefined) {
  if (ctx.config.accounts.publicUrl) return ctx.config.accounts.publicUrl.replace(/\/$/, '');
  const domains = await listDomains(ctx.db, merchant.id);
  const name = (host ?? '').toLowerCase().split(':')[0] ?? '';
  const hostOk = host && /^[a-z0-9.:[\]-]+$/i.test(host) && domains.includes(name);
  return `${protocol}://${hostOk ? host : (domains[0] ?? 'localhost')}`;
}

const RESET_PURPOSE = 'resetLink';

/**
 * Forgot password by e-mail (SPEC §4): when the username exists and the e-mail is the one bound,
 * a single-use link valid resetLinkMinutes is mailed. The answer is the same either way.
 */
export async function forgotByEmail(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  input: { username: string; email: string },
  client: Client,
  origin: string,
  language: SiteLanguage,
) {
  const rules = await loadRegisterRules(ctx.db, merchant.id);
  const usernameRule = rules.find((r) => r.field === 'username');
  const uProblem = usernameRule && checkFieldRule({ ...usernameRule, enabled: true, required: true }, input.username);
  if (uProblem) throw problemError(uProblem);
  if (!input.email) throw new AppError('field_required', undefined, 'email');
  if (!PATTERN_VARIANTS.EMAIL.test(input.email))
    throw new AppError('pattern_mismatch', undefined, 'email', { patternId: 'EMAIL', min: null, max: null });
  await rt.limiter.hit(PASSWORD_LIMITS.forgotPerIp, `${merchant.id}:${client.ip}`);
  await rt.limiter.hit(PASSWORD_LIMITS.forgotPerAccount, `${merchant.id}:${input.username.toLowerCase()}`);
  const member = await findMemberByUsername(ctx.db, merchant.id, input.username);
  if (
    member &&
    member.email &&
    member.email === input.email.toLowerCase() &&
    member.isAgent !== 4 &&
    !member.disabledAt
  ) {
    const now = ctx.now();
    const minutes = securityPolicy(merchant.profile).resetLinkMinutes;
    const token = await issueLinkToken(ctx, merchant.id, RESET_PURPOSE, member.id, minutes, client.ip);
    const link = `${origin}/index?resetPasswordToken=${token}`;
    const site = merchant.profile.siteName;
    // Not awaited by the answer: the time taken must not tell whether a mail was sent.
    rt.messaging
      .sendMail({
        to: member.email,
        subject: messageText.resetSubject(language, site),
        text: messageText.reset(language, site, link, minutes),
        brand: merchant.code,
      })
      .catch(() => undefined);
    await logSecurityEvent(ctx.db, {
      merchantId: merchant.id,
      memberId: member.id,
      event: 'password_reset_requested',
      ip: client.ip,
      detail: { channel: 'email' },
      createdAt: now,
    });
  }
  return { message: 'in_been_out' as const };
}

/** Sets a new password with the token of a reset link (once). */
export async function resetByLink(
  ctx: AppContext,
  merchant: Merchant,
  input: { resetToken: string; newPassword: string; confirmNewPassword?: string | undefined },
  ip: string,
) {
  const found = await findLinkToken(ctx, merchant.id, RESET_PURPOSE, input.resetToken);
  const member = found ? await findMemberById(ctx.db, merchant.id, found.memberId) : undefined;
  if (!found || !member) throw new AppError('reset_token_invalid', undefined, 'resetToken');
  await checkNewPassword(ctx, merchant, input.newPassword, input.confirmNewPassword);
  if (!(await consumeLinkToken(ctx, found.id))) throw new AppError('reset_token_invalid', undefined, 'resetToken');
  await setPassword(ctx, member, input.newPassword, ip, 'reset_link');
  return { done: true as const };
}

/** Forgot password by phone (PHONEPWDRECOVERY3): SMS code, new password; then signed in (SPEC §4). */
export async function forgotByPhone(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  input: z.output<typeof forgotByPhoneSchema>,
  client: Client,
): Promise<LoginResult> {
  await requireSwitch(ctx, merchant, MOD.PHONE_PASSWORD_RECOVERY);
  const rules = await loadRegisterRules(ctx.db, merchant.id);
  const mobile = checkMobile(rules, input.mobileNum);
  if (!input.verificationCode) throw new AppError('sms_code_invalid', undefined, 'verificationCode');
  await checkNewPassword(ctx, merchant, input.newPassword, input.confirmNewPassword);
  await rt.limiter.hit(PASSWORD_LIMITS.forgotPerIp, `${merchant.id}:${client.ip}`);
  await verifyCode(
    ctx,
    rt,
    merchant.id,
    'reset',
    phoneTarget(input.countryDialingCode, mobile),
    input.verificationCode,
  );
  const member = await findMemberByMobile(ctx.db, merchant.id, input.countryDialingCode, mobile);
  if (!member) throw new AppError('sms_code_invalid', undefined, 'verificationCode');
  checkSite(member, 'member');
  await setPassword(ctx, member, input.newPassword, client.ip, 'reset_phone');
  return issueSession(ctx, merchant, (await findMemberById(ctx.db, merchant.id, member.id))!, client, {
    site: 'member',
    method: 'reset',
  });
}
