import { MOD, PATTERN_VARIANTS, type SiteLanguage } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { checkMobile, requireSwitch } from './common';
import { pendingTwoFactor, twoFactorTarget } from './login';
import {
  emailInUse,
  findMemberByMobile,
  findMemberByUsername,
  logSecurityEvent,
  updateMember,
  type MemberRow,
} from './repository';
import type { AccountRuntime } from './runtime';
import { securityPolicy } from '../brands/security';
import { loadRegisterRules, type Merchant } from '../brands/service';
import { chargeSend, memberTarget, phoneTarget, sendCode, verifyCode, type CodePurpose } from '../verification/service';

/** Who asks, for limits and the message language. */
export interface Requester {
  ip: string;
  language: SiteLanguage;
}

/** The answer of a send that sent nothing: the same as a real one. */
const answer = (merchant: Merchant) => ({ expiredMinutes: securityPolicy(merchant.profile).codeTtlMinutes });
const smsTo = (dialing: string, mobile: string) => `${dialing}${mobile}`;

/** Where a code to the member's bound phone or e-mail goes; null when none is bound. */
function boundContact(member: MemberRow, channel: 'sms' | 'email') {
  if (channel === 'email') return member.email;
  return member.mobileNum ? smsTo(member.countryDialingCode ?? '', member.mobileNum) : null;
}

async function phone(ctx: AppContext, merchant: Merchant, mobileNum: string, dialing: string) {
  const mobile = checkMobile(await loadRegisterRules(ctx.db, merchant.id), mobileNum);
  return { mobile, target: phoneTarget(dialing, mobile) };
}

type PhoneInput = { mobileNum: string; countryDialingCode: string };

/** A code by SMS to the number as checked by phone(). */
const sendSms = (
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  code: { purpose: CodePurpose; target: string; memberId?: number },
  to: { dialing: string; mobile: string },
  who: Requester,
) =>
  sendCode(
    ctx,
    rt,
    merchant,
    { ...code, ip: who.ip },
    { channel: 'sms', to: smsTo(to.dialing, to.mobile), language: who.language },
  );

/**
 * A code by SMS to a member's registered number (login, password reset), when that member may have
 * one; any other number gets the same answer as a sent code, so the answer does not tell members apart.
 */
async function sendToMemberPhone(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  input: PhoneInput,
  who: Requester,
  purpose: 'login' | 'reset',
  mayReceive: (member: MemberRow) => boolean,
) {
  const { mobile, target } = await phone(ctx, merchant, input.mobileNum, input.countryDialingCode);
  await chargeSend(rt, merchant, target, who.ip);
  const member = await findMemberByMobile(ctx.db, merchant.id, input.countryDialingCode, mobile);
  if (!member || !mayReceive(member)) return answer(merchant);
  return sendSms(
    ctx,
    rt,
    merchant,
    { purpose, target, memberId: member.id },
    { dialing: input.countryDialingCode, mobile },
    who,
  );
}

/** getLoginCode: a code for SMS login, sent only to a registered number; the same answer otherwise. */
export async function sendLoginCode(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  input: PhoneInput,
  who: Requester,
) {
  await requireSwitch(ctx, merchant, MOD.SMS_CODE_LOGIN);
  return sendToMemberPhone(ctx, rt, merchant, input, who, 'login', (m) => !m.disabledAt);
}

/** sendRegPhoneCode (REGMOBVERF3): a number already registered is mobile_taken. */
export async function sendRegisterCode(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  input: PhoneInput,
  who: Requester,
) {
  await requireSwitch(ctx, merchant, MOD.REGISTRATION_SMS_VERIFICATION);
  const { mobile, target } = await phone(ctx, merchant, input.mobileNum, input.countryDialingCode);
  // Registration tells a taken number anyway (it would fail with mobile_taken), so say it first.
  if (await findMemberByMobile(ctx.db, merchant.id, input.countryDialingCode, mobile))
    throw new AppError('mobile_taken', undefined, 'mobileNum');
  await chargeSend(rt, merchant, target, who.ip);
  return sendSms(
    ctx,
    rt,
    merchant,
    { purpose: 'register', target },
    { dialing: input.countryDialingCode, mobile },
    who,
  );
}

/** A code for forgot-password by phone (PHONEPWDRECOVERY3); the same answer for unknown numbers. */
export async function sendResetCode(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  input: PhoneInput,
  who: Requester,
) {
  await requireSwitch(ctx, merchant, MOD.PHONE_PASSWORD_RECOVERY);
  return sendToMemberPhone(ctx, rt, merchant, input, who, 'reset', (m) => !m.disabledAt && m.isAgent !== 4);
}

/** A code to unlock a locked account by SMS or e-mail; the same answer whatever the account. */
export async function sendUnlockCode(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  input: { username: string; channel: 'sms' | 'email' },
  who: Requester,
) {
  const username = input.username.toLowerCase();
  await chargeSend(rt, merchant, `unlock:${username}`, who.ip);
  const member = await findMemberByUsername(ctx.db, merchant.id, username);
  const locked = member?.lockedUntil && member.lockedUntil > ctx.now();
  if (!member || !locked) return answer(merchant);
  const to = boundContact(member, input.channel);
  if (!to) return answer(merchant);
  return sendCode(
    ctx,
    rt,
    merchant,
    { purpose: 'unlock', target: memberTarget(member.id), memberId: member.id, ip: who.ip },
    { channel: input.channel, to, language: who.language },
  );
}

/** Unlocks an account with the code sent to its phone or e-mail. */
export async function unlockAccount(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  input: { username: string; verificationCode: string },
  ip: string,
) {
  const member = await findMemberByUsername(ctx.db, merchant.id, input.username);
  if (!member) throw new AppError('sms_code_invalid', undefined, 'verificationCode');
  await verifyCode(ctx, rt, merchant.id, 'unlock', memberTarget(member.id), input.verificationCode);
  await updateMember(ctx.db, member.id, { lockedUntil: null, failedLogins: 0, failedLoginsSince: null });
  await logSecurityEvent(ctx.db, {
    merchantId: merchant.id,
    memberId: member.id,
    event: 'account_unlocked',
    ip,
    createdAt: ctx.now(),
  });
  return { done: true as const };
}

/** The code that completes a 2FA sign-in from a new IP, to the bound phone or e-mail. */
export async function sendTwoFactorCode(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  input: { challengeId: string; method: 'sms' | 'email' },
  who: Requester,
) {
  const { member } = await pendingTwoFactor(ctx, rt, merchant, input.challengeId);
  const to = boundContact(member, input.method);
  if (!to) throw new AppError('validation_failed', 'No such contact is bound to the account', 'method');
  const target = twoFactorTarget(member.id, input.method);
  await chargeSend(rt, merchant, target, who.ip);
  return sendCode(
    ctx,
    rt,
    merchant,
    { purpose: 'twoFactor', target, memberId: member.id, ip: who.ip },
    { channel: input.method, to, language: who.language },
  );
}

type BindInput =
  { channel: 'sms'; mobileNum: string; countryDialingCode: string } | { channel: 'email'; email: string };

async function bindTarget(ctx: AppContext, merchant: Merchant, memberId: number, input: BindInput) {
  if (input.channel === 'sms') {
    const { mobile } = await phone(ctx, merchant, input.mobileNum, input.countryDialingCode);
    const other = await findMemberByMobile(ctx.db, merchant.id, input.countryDialingCode, mobile);
    if (other && other.id !== memberId) throw new AppError('mobile_taken', undefined, 'mobileNum');
    return {
      target: memberTarget(memberId, `bind-sms-${phoneTarget(input.countryDialingCode, mobile)}`),
      to: smsTo(input.countryDialingCode, mobile),
      mobile,
    };
  }
  const email = input.email.toLowerCase();
  if (!PATTERN_VARIANTS.EMAIL.test(email))
    throw new AppError('pattern_mismatch', undefined, 'email', { patternId: 'EMAIL', min: null, max: null });
  if (await emailInUse(ctx.db, merchant.id, email, memberId)) throw new AppError('email_taken', undefined, 'email');
  return { target: memberTarget(memberId, `bind-email-${email}`), to: email, mobile: null };
}

/** A code to bind (or re-bind) a phone or e-mail to the signed-in member. */
export async function sendBindCode(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  memberId: number,
  input: BindInput,
  who: Requester,
) {
  const { target, to } = await bindTarget(ctx, merchant, memberId, input);
  await chargeSend(rt, merchant, target, who.ip);
  return sendCode(
    ctx,
    rt,
    merchant,
    { purpose: 'bind', target, memberId, ip: who.ip },
    { channel: input.channel, to, language: who.language },
  );
}

/** Binds the phone or e-mail whose code the member received. */
export async function bindContact(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  memberId: number,
  input: BindInput & { verificationCode: string },
  ip: string,
) {
  const { target, mobile } = await bindTarget(ctx, merchant, memberId, input);
  await verifyCode(ctx, rt, merchant.id, 'bind', target, input.verificationCode);
  const now = ctx.now();
  try {
    if (input.channel === 'sms')
      await updateMember(ctx.db, memberId, {
        countryDialingCode: input.countryDialingCode,
        mobileNum: mobile,
        mobileVerifiedAt: now,
      });
    else await updateMember(ctx.db, memberId, { email: input.email.toLowerCase(), emailVerifiedAt: now });
  } catch {
    throw new AppError('mobile_taken', undefined, 'mobileNum');
  }
  await logSecurityEvent(ctx.db, {
    merchantId: merchant.id,
    memberId,
    event: `${input.channel === 'sms' ? 'mobile' : 'email'}_bound`,
    ip,
    createdAt: now,
  });
  return { done: true as const };
}
