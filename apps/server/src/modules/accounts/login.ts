import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  AGENT_TYPES,
  MEMBER_SITE_TYPES,
  MOD,
  type LoginResult,
  type TwoFactorChallenge,
  type loginFormSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Limit } from '../../lib/rateLimiter';
import { loadRegisterRules, type Merchant } from '../brands/service';
import { checkCaptcha, consumeSliderTicket } from '../captcha/service';
import { memberTarget, phoneTarget, verifyCode } from '../verification/service';
import { checkMobile, maskEmail, maskMobile, switchOn, requireSwitch } from './common';
import { captchaNeeded, failureState, recordFailure } from './lockout';
import { verifyPassword } from './passwords';
import {
  canonicalUsername,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  isKnownIp,
  type MemberRow,
} from './repository';
import type { AccountRuntime } from './runtime';
import { issueSession, type Client, type IssueOptions, type Site } from './sessions';

export type LoginForm = z.output<typeof loginFormSchema>;

export const LOGIN_LIMITS = {
  perIp: { name: 'login-ip', max: 30, windowMs: 5 * 60_000 },
  /** Attempts on one account (from any IP) until one succeeds. */
  perAccount: { name: 'login-account', max: 15, windowMs: 5 * 60_000 },
} satisfies Record<string, Limit>;

const TWO_FACTOR_TTL_MS = 10 * 60_000;
const twoFactorKey = (merchantId: number, id: string) => `2fa:${merchantId}:${id}`;
interface PendingTwoFactor {
  memberId: number;
  options: IssueOptions;
}

/** Who may sign in where (SPEC §6): the member site refuses agents of type 1 and 2; the agent centre admits agents only. */
export function checkSite(member: MemberRow, site: Site) {
  if (member.disabledAt) throw new AppError('account_disabled');
  if (site === 'agent' && !(AGENT_TYPES as readonly number[]).includes(member.isAgent))
    throw new AppError('not_an_agent');
  if (site === 'member' && !(MEMBER_SITE_TYPES as readonly number[]).includes(member.isAgent))
    throw new AppError('not_a_member');
}

const lockedError = (until: Date) =>
  new AppError('account_locked', undefined, undefined, {
    lockedUntil: until.toISOString(),
    unlockBy: ['sms', 'email'],
  });

/** A sign-in attempt: login's arguments, which its SMS-code branch takes as they are. */
type LoginAttempt = [
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  form: LoginForm,
  client: Client,
  site: Site,
];

/** Login by username and password or by mobile and SMS code (SPEC §4, §5). */
export async function login(...attempt: LoginAttempt): Promise<LoginResult> {
  const [ctx, rt, merchant, form, client, site] = attempt;
  await rt.limiter.hit(LOGIN_LIMITS.perIp, `${merchant.id}:${client.ip}`);
  if (form.type === 'sms') return loginBySms(...attempt);

  if (!form.username) throw new AppError('field_required', undefined, 'username');
  if (!form.password) throw new AppError('field_required', undefined, 'password');
  const username = canonicalUsername(form.username);
  await rt.limiter.hit(LOGIN_LIMITS.perAccount, `${merchant.id}:${username}`);
  if (await switchOn(ctx, merchant, MOD.SLIDER_CAPTCHA)) await consumeSliderTicket(rt, merchant, form.sliderTicket);

  const member = await findMemberByUsername(ctx.db, merchant.id, username);
  const state = await failureState(ctx, rt, merchant, member, username);
  if (state.lockedUntil) throw lockedError(state.lockedUntil);
  if ((await captchaNeeded(ctx, merchant, state)) && (await switchOn(ctx, merchant, MOD.IMAGE_CAPTCHA))) {
    await checkCaptcha(rt, merchant, form.captchaKey, form.captcha);
  }
  if (!(await verifyPassword(member?.passwordHash, form.password))) {
    const after = await recordFailure(ctx, rt, merchant, member, username, client.ip, 'password');
    if (after.lockedUntil) throw lockedError(after.lockedUntil);
    throw new AppError('account_or_password_wrong', undefined, undefined, {
      captchaRequired: await captchaNeeded(ctx, merchant, after),
    });
  }
  await rt.limiter.reset(LOGIN_LIMITS.perAccount, `${merchant.id}:${username}`);
  checkSite(member!, site);
  const options: IssueOptions = {
    site,
    method: 'password',
    remember: form.remember,
    defaultPassword: merchant.profile.defaultPassword !== null && form.password === merchant.profile.defaultPassword,
    passwordLogin: true,
    passwordExpiryEnabled: await switchOn(ctx, merchant, MOD.PASSWORD_EXPIRY_FORCE_CHANGE),
  };
  await requireTwoFactorForNewIp(ctx, rt, merchant, member!, client, options);
  return issueSession(ctx, merchant, member!, client, options);
}

async function loginBySms(...[ctx, rt, merchant, form, client, site]: LoginAttempt) {
  await requireSwitch(ctx, merchant, MOD.SMS_CODE_LOGIN);
  const rules = await loadRegisterRules(ctx.db, merchant.id);
  const mobile = checkMobile(rules, form.mobileNum);
  const dialing = form.countryDialingCode ?? '84';
  if (!form.verificationCode) throw new AppError('sms_code_invalid', undefined, 'verificationCode');
  await rt.limiter.hit(LOGIN_LIMITS.perAccount, `${merchant.id}:${phoneTarget(dialing, mobile)}`);
  if (await switchOn(ctx, merchant, MOD.SLIDER_CAPTCHA)) await consumeSliderTicket(rt, merchant, form.sliderTicket);
  await verifyCode(ctx, rt, merchant.id, 'login', phoneTarget(dialing, mobile), form.verificationCode);
  const member = await findMemberByMobile(ctx.db, merchant.id, dialing, mobile);
  // A code is only ever sent to a registered number, so a valid code implies a member.
  if (!member) throw new AppError('sms_code_invalid', undefined, 'verificationCode');
  if (member.lockedUntil && member.lockedUntil > ctx.now()) throw lockedError(member.lockedUntil);
  checkSite(member, site);
  return issueSession(ctx, merchant, member, client, { site, method: 'sms', remember: form.remember });
}

/**
 * NEWIP2FA3: a password sign-in from an IP the member never used answers two_factor_required
 * with a challenge; an SMS or e-mail code then completes it (completeTwoFactor). Members with
 * neither a phone nor an e-mail bound cannot be challenged and sign in as before.
 */
async function requireTwoFactorForNewIp(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  member: MemberRow,
  client: Client,
  options: IssueOptions,
) {
  if (!(await switchOn(ctx, merchant, MOD.TWO_FACTOR_NEW_IP))) return;
  if (await isKnownIp(ctx.db, member.id, client.ip)) return;
  const methods: TwoFactorChallenge['methods'] = [];
  if (member.mobileNum) methods.push('sms');
  if (member.email) methods.push('email');
  if (methods.length === 0) return;
  const challengeId = crypto.randomBytes(18).toString('base64url');
  await rt.store.set(
    twoFactorKey(merchant.id, challengeId),
    { memberId: member.id, options } satisfies PendingTwoFactor,
    TWO_FACTOR_TTL_MS,
  );
  const value: TwoFactorChallenge = {
    challengeId,
    methods,
    maskedMobile: maskMobile(member.countryDialingCode, member.mobileNum),
    maskedEmail: maskEmail(member.email),
  };
  throw new AppError('two_factor_required', undefined, undefined, value as unknown as Record<string, unknown>);
}

/** The member a pending 2FA challenge is for; two_factor_invalid when it is unknown or expired. */
export async function pendingTwoFactor(ctx: AppContext, rt: AccountRuntime, merchant: Merchant, challengeId: string) {
  const pending = await rt.store.get<PendingTwoFactor>(twoFactorKey(merchant.id, challengeId));
  const member = pending && (await findMemberById(ctx.db, merchant.id, pending.memberId));
  if (!pending || !member) throw new AppError('two_factor_invalid', undefined, 'challengeId');
  return { pending, member };
}

export const twoFactorTarget = (memberId: number, method: 'sms' | 'email') => memberTarget(memberId, `2fa-${method}`);

export async function completeTwoFactor(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  input: { challengeId: string; method: 'sms' | 'email'; verificationCode: string },
  client: Client,
): Promise<LoginResult> {
  const { pending, member } = await pendingTwoFactor(ctx, rt, merchant, input.challengeId);
  await verifyCode(ctx, rt, merchant.id, 'twoFactor', twoFactorTarget(member.id, input.method), input.verificationCode);
  if (!(await rt.store.take(twoFactorKey(merchant.id, input.challengeId))))
    throw new AppError('two_factor_invalid', undefined, 'challengeId');
  checkSite(member, pending.options.site);
  return issueSession(ctx, merchant, member, client, { ...pending.options, method: 'twoFactor' });
}
