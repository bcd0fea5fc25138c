import crypto from 'node:crypto';
import type { SiteLanguage } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Limit } from '../../lib/rateLimiter';
import type { AccountRuntime } from '../accounts/runtime';
import { securityPolicy } from '../brands/security';
import type { Merchant } from '../brands/service';
import { messageText } from '../messaging/templates';
import {
  consumeCode,
  countWrongTry,
  findOpenCodeByHash,
  insertCode,
  latestOpenCode,
  voidOpenCodes,
} from './repository';

export type CodePurpose = 'login' | 'register' | 'reset' | 'unlock' | 'twoFactor' | 'bind';

/** Wrong tries after which a code is void. */
const CODE_MAX_ATTEMPTS = 5;

/** Send limits (SPEC §8/§9: "too many requests, retry after 5 minutes"). */
export const SEND_LIMITS = {
  /** One code per destination per minute. */
  perTargetInterval: { name: 'code-target-1m', max: 1, windowMs: 60_000 },
  /** Five codes per destination per 30 minutes. */
  perTarget: { name: 'code-target-30m', max: 5, windowMs: 30 * 60_000 },
  /** Ten codes per client IP per 5 minutes. */
  perIp: { name: 'code-ip-5m', max: 10, windowMs: 5 * 60_000 },
} satisfies Record<string, Limit>;

export const phoneTarget = (dialingCode: string, mobileNum: string) => `${dialingCode}|${mobileNum}`;
export const memberTarget = (memberId: number, channel?: string) => `member:${memberId}${channel ? `:${channel}` : ''}`;

const codeHash = (secret: Buffer, purpose: string, target: string, code: string) =>
  crypto.createHmac('sha256', secret).update(`${purpose}|${target}|${code}`).digest('hex');

/**
 * Counts one send against the limits for this destination and IP, whether or not a code is then
 * really sent (so that enumeration-safe answers look the same). Over a limit: sms_too_many_requests.
 */
export async function chargeSend(rt: AccountRuntime, merchant: Merchant, target: string, ip: string) {
  await rt.limiter.hit(SEND_LIMITS.perIp, `${merchant.id}:${ip}`, 'sms_too_many_requests');
  await rt.limiter.hit(SEND_LIMITS.perTargetInterval, `${merchant.id}:${target}`, 'sms_too_many_requests');
  await rt.limiter.hit(SEND_LIMITS.perTarget, `${merchant.id}:${target}`, 'sms_too_many_requests');
}

export interface Delivery {
  channel: 'sms' | 'email';
  /** Phone as digits with dialing code ('84912345678'), or an e-mail address. */
  to: string;
  language: SiteLanguage;
}

/**
 * Makes a 6-digit code (replacing any open one for the same purpose and target), stores its HMAC,
 * and delivers it. Limits must have been charged first. Answers expiredMinutes.
 */
export async function sendCode(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  input: { purpose: CodePurpose; target: string; memberId?: number | null; ip: string },
  delivery: Delivery,
): Promise<{ expiredMinutes: number }> {
  const now = ctx.now();
  const minutes = securityPolicy(merchant.profile).codeTtlMinutes;
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await voidOpenCodes(ctx.db, merchant.id, input.purpose, input.target, now);
  await insertCode(ctx.db, {
    merchantId: merchant.id,
    purpose: input.purpose,
    target: input.target,
    memberId: input.memberId ?? null,
    codeHash: codeHash(rt.codeSecret, input.purpose, input.target, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
    ip: input.ip,
  });
  const site = merchant.profile.siteName;
  const text = messageText.code(delivery.language, site, code, minutes);
  if (delivery.channel === 'sms') await rt.messaging.sendSms({ to: delivery.to, text, brand: merchant.code });
  else
    await rt.messaging.sendMail({
      to: delivery.to,
      subject: messageText.codeSubject(delivery.language, site),
      text,
      brand: merchant.code,
    });
  return { expiredMinutes: minutes };
}

/**
 * Checks and consumes a code: single use, expiring, void after 5 wrong tries. Any failure is
 * sms_code_invalid (field verificationCode), whether the code is wrong, expired, used or absent.
 */
export async function verifyCode(
  ctx: AppContext,
  rt: AccountRuntime,
  merchantId: number,
  purpose: CodePurpose,
  target: string,
  code: string | null | undefined,
): Promise<void> {
  const invalid = new AppError('sms_code_invalid', undefined, 'verificationCode');
  if (!code || !/^[0-9]{6}$/.test(code.trim())) {
    // A malformed code still counts as a wrong try for the open code.
    const open = await latestOpenCode(ctx.db, merchantId, purpose, target, ctx.now());
    if (open) await countWrongTry(ctx.db, open.id);
    throw invalid;
  }
  const now = ctx.now();
  const row = await latestOpenCode(ctx.db, merchantId, purpose, target, now);
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS) throw invalid;
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(rt.codeSecret, purpose, target, code.trim()), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    await countWrongTry(ctx.db, row.id);
    throw invalid;
  }
  if (!(await consumeCode(ctx.db, row.id, now, CODE_MAX_ATTEMPTS))) throw invalid;
}

const linkHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A single-use link token (256 random bits, SHA-256 stored) for a member, e.g. a password reset
 * link; replaces any open token of the same purpose for that member.
 */
export async function issueLinkToken(
  ctx: AppContext,
  merchantId: number,
  purpose: string,
  memberId: number,
  minutes: number,
  ip: string,
) {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = ctx.now();
  const target = memberTarget(memberId);
  await voidOpenCodes(ctx.db, merchantId, purpose, target, now);
  await insertCode(ctx.db, {
    merchantId,
    purpose,
    target,
    memberId,
    codeHash: linkHash(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
    ip,
  });
  return token;
}

/** The open, unexpired link token: its id (to consume it) and member. */
export async function findLinkToken(ctx: AppContext, merchantId: number, purpose: string, token: string) {
  const row = await findOpenCodeByHash(ctx.db, merchantId, purpose, linkHash(token), ctx.now());
  return row?.memberId ? { id: row.id, memberId: row.memberId } : undefined;
}

/** Uses a link token up; false when another request used it first. */
export const consumeLinkToken = (ctx: AppContext, id: string) => consumeCode(ctx.db, id, ctx.now());
