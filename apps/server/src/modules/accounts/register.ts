import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  checkFieldRules,
  MOD,
  REGISTRATION_PROFILE_FIELDS,
  type LoginResult,
  type registrationSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import type { Limit } from '../../lib/rateLimiter';
import { loadRegisterRules, type Merchant } from '../brands/service';
import { checkCaptcha, consumeSliderTicket } from '../captcha/service';
import { phoneTarget, verifyCode } from '../verification/service';
import { checkMobile, checkPasswordRule, problemError, requireSwitch, switchOn } from './common';
import { hashPassword } from './passwords';
import {
  canonicalUsername,
  findAgentByAffiliateCode,
  insertMember,
  type MemberRow,
  type NewMember,
} from './repository';
import type { AccountRuntime } from './runtime';
import { issueSession, type Client } from './sessions';
import { grantFreePlayCredit } from '../wallets/service';

export type RegistrationInput = z.output<typeof registrationSchema>;

export const REGISTER_LIMITS = {
  perIp: { name: 'register-ip', max: 10, windowMs: 60 * 60_000 },
  freePlayPerIp: { name: 'freeplay-ip', max: 10, windowMs: 60 * 60_000 },
  affiliatePerIp: { name: 'affiliate-ip', max: 60, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;

/** Checks an affiliate code: the agent it belongs to, or invitation_code_error. */
export async function agentForAffiliateCode(ctx: AppContext, merchant: Merchant, code: string): Promise<MemberRow> {
  const agent = await findAgentByAffiliateCode(ctx.db, merchant.id, code);
  if (!agent) throw new AppError('invitation_code_error', undefined, 'affiliateCode');
  return agent;
}

/** Inserts a member, mapping a taken username or mobile to its error. */
export async function createMember(db: Tx, values: NewMember): Promise<MemberRow> {
  const created = await insertMember(db, values);
  if ('conflict' in created) {
    if (created.conflict.includes('mobile')) throw new AppError('mobile_taken', undefined, 'mobileNum');
    throw new AppError('username_taken', undefined, 'username');
  }
  return created;
}

/**
 * Registration by username (USERNAMEREG3) or by mobile (MOBILENUMREG3): the brand's field rules,
 * the terms, the slider, the captcha, the SMS code (REGMOBVERF3), the affiliate code (the new
 * member joins that agent's downline); then the new member is signed in.
 */
export async function register(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  raw: RegistrationInput,
  mode: 'username' | 'mobile',
  client: Client,
): Promise<LoginResult> {
  await requireSwitch(ctx, merchant, mode === 'username' ? MOD.USERNAME_REGISTRATION : MOD.MOBILE_REGISTRATION);
  await rt.limiter.hit(REGISTER_LIMITS.perIp, `${merchant.id}:${client.ip}`);
  if (raw.agreeTerms !== true) throw new AppError('terms_not_agreed', undefined, 'agreeTerms');

  const rules = await loadRegisterRules(ctx.db, merchant.id);
  const input = { ...raw };
  let mobile: string | null = null;
  let withPassword = true;
  if (mode === 'mobile') {
    // SPEC §4: mobile registration copies mobile into username and password into the confirmation.
    mobile = checkMobile(rules, input.mobileNum);
    input.username = mobile;
    withPassword = await switchOn(ctx, merchant, MOD.MOBILE_PASSWORD_REGISTRATION);
    if (withPassword) input.confirmPassword = input.password;
  }
  const checked = rules
    .filter((r) => r.enabled)
    .map((r) => r.field)
    .filter((f) => !(mode === 'mobile' && (f === 'username' || f === 'mobileNum')))
    .filter((f) => f !== 'password' && f !== 'paymentPassword');
  const problem = checkFieldRules(rules, input, checked);
  if (problem) throw problemError(problem);
  if (mode === 'username' && !rules.some((r) => r.field === 'username' && r.enabled)) {
    throw new AppError('field_required', undefined, 'username');
  }
  if (withPassword) {
    checkPasswordRule(rules, input.password, 'password');
    if (input.password !== input.confirmPassword) throw new AppError('password_mismatch', undefined, 'confirmPassword');
    if (input.password === merchant.profile.defaultPassword)
      throw new AppError('password_reuse', undefined, 'password');
  }
  const paymentRule = rules.find((r) => r.field === 'paymentPassword' && r.enabled);
  if (paymentRule && (paymentRule.required || input.paymentPassword))
    checkPasswordRule(rules, input.paymentPassword, 'paymentPassword', 'paymentPassword');
  if (mode === 'username' && input.mobileNum) mobile = checkMobile(rules, input.mobileNum);
  const dialing = input.countryDialingCode ?? '84';

  if (await switchOn(ctx, merchant, MOD.SLIDER_CAPTCHA)) await consumeSliderTicket(rt, merchant, input.sliderTicket);
  if (rules.some((r) => r.field === 'captcha' && r.enabled && (r.required || input.captcha))) {
    await checkCaptcha(rt, merchant, input.captchaKey, input.captcha);
  }
  const smsVerified = mobile !== null && (await switchOn(ctx, merchant, MOD.REGISTRATION_SMS_VERIFICATION));
  if (smsVerified)
    await verifyCode(ctx, rt, merchant.id, 'register', phoneTarget(dialing, mobile!), input.verificationCode);
  const upline = input.affiliateCode ? await agentForAffiliateCode(ctx, merchant, input.affiliateCode) : undefined;

  const now = ctx.now();
  const enabled = new Set(rules.filter((r) => r.enabled).map((r) => r.field));
  const profile: Record<string, string | null> = {};
  for (const f of REGISTRATION_PROFILE_FIELDS) if (enabled.has(f) && input[f]) profile[f] = input[f]!;
  const values = {
    merchantId: merchant.id,
    username: canonicalUsername(input.username!),
    passwordHash: withPassword ? await hashPassword(input.password!) : null,
    paymentPasswordHash: paymentRule && input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
    countryDialingCode: mobile ? dialing : null,
    mobileNum: mobile,
    mobileVerifiedAt: smsVerified ? now : null,
    email: enabled.has('email') && input.email ? input.email.toLowerCase() : null,
    profile,
    isAgent: 0,
    uplineId: upline?.id ?? null,
    referredBy: enabled.has('referralCode') ? (input.referralCode ?? null) : null,
    passwordChangedAt: now,
    registerMethod: input.registerMethod,
    registerIp: client.ip,
    registerDomain: input.domain ?? null,
    registerUrl: input.registerUrl ?? null,
    createdAt: now,
    updatedAt: now,
  };
  // The account and other modules' part in it (the referral promotion's code) in one transaction: a module
  // that refuses the registration (an unknown referral code) undoes the account.
  const member = await inTransaction(ctx.db, async (tx) => {
    const created = await createMember(tx, values);
    await ctx.events.publish(tx, {
      type: 'member.registered',
      merchantId: merchant.id,
      memberId: created.id,
      referralCode: enabled.has('referralCode') ? (input.referralCode ?? null) : null,
      ip: client.ip,
      deviceId: client.deviceId ?? null,
      at: now,
    });
    return created;
  });
  return issueSession(ctx, merchant, member, client, { site: 'member', method: 'register' });
}

/** Free play (FREEPLAY3): a new trial account (isAgent 4) without a password, signed in. */
export async function freePlay(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  client: Client,
): Promise<LoginResult> {
  await requireSwitch(ctx, merchant, MOD.FREE_PLAY);
  await rt.limiter.hit(REGISTER_LIMITS.freePlayPerIp, `${merchant.id}:${client.ip}`);
  const now = ctx.now();
  const member = await createMember(ctx.db, {
    merchantId: merchant.id,
    username: `trial${crypto.randomBytes(5).toString('hex')}`,
    passwordHash: null,
    isAgent: 4,
    firstLogin: false,
    registerMethod: 'FREEPLAY',
    registerIp: client.ip,
    createdAt: now,
    updatedAt: now,
  });
  // Demo credit in the trial wallet (currency XTS), never real money (modules/wallets).
  await grantFreePlayCredit(ctx, merchant.id, member.id);
  return issueSession(ctx, merchant, member, client, { site: 'member', method: 'freeplay' });
}
