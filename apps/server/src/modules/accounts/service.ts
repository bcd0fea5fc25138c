/**
 * The accounts module's public face for other modules (money, games): member look-ups by id or
 * username within a brand, the payee name, and the payment-password check. Other modules import
 * these, never ./repository (docs/ARCHITECTURE.md, boundaries).
 */
import { IS_AGENT } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Limit } from '../../lib/rateLimiter';
import type { Merchant } from '../brands/service';
import { verifyPassword } from './passwords';
import {
  findMemberById,
  findMemberByUsername,
  listOpenSessions,
  logSecurityEvent,
  signedInBetween,
  signInIpsOf,
  type MemberRow,
} from './repository';

/** Whether the member signed in (or used a session) over [from, to): the missions' log in. */
export { signedInBetween };

/** What money needs to know about a member. */
export interface MemberSummary {
  id: number;
  merchantId: number;
  username: string;
  isAgent: number;
  trial: boolean;
  uplineId: number | null;
  disabled: boolean;
  /** The profile's payee name, else its full name; null when neither is set. */
  payeeName: string | null;
  hasPaymentPassword: boolean;
  /** What promotions look at: rank, age of the account, birthday (yyyy-MM-dd or null). */
  vipLevel: number;
  registeredAt: Date;
  birthday: string | null;
}

function summary(m: MemberRow): MemberSummary {
  const profile = m.profile ?? {};
  const payee = (profile.payeeName ?? '').trim() || (profile.fullName ?? '').trim();
  return {
    id: m.id,
    merchantId: m.merchantId,
    username: m.username,
    isAgent: m.isAgent,
    trial: m.isAgent === IS_AGENT.TRIAL,
    uplineId: m.uplineId,
    disabled: m.disabledAt !== null,
    payeeName: payee || null,
    hasPaymentPassword: m.paymentPasswordHash !== null,
    vipLevel: m.vipLevel,
    registeredAt: m.createdAt,
    birthday: profile.birthday?.trim() || null,
  };
}

export async function memberById(db: Tx, merchantId: number, memberId: number): Promise<MemberSummary | undefined> {
  const m = await findMemberById(db, merchantId, memberId);
  return m && summary(m);
}

export async function memberByUsername(
  db: Tx,
  merchantId: number,
  username: string,
): Promise<MemberSummary | undefined> {
  const m = await findMemberByUsername(db, merchantId, username);
  return m && summary(m);
}

/** The addresses a member registered and signed in from (the referral abuse checks). */
export async function memberIps(db: Tx, merchantId: number, memberId: number): Promise<string[]> {
  const m = await findMemberById(db, merchantId, memberId);
  if (!m) return [];
  const ips = new Set(await signInIpsOf(db, memberId));
  if (m.registerIp) ips.add(m.registerIp);
  return [...ips];
}

/** Wrong payment passwords per member before a pause (TOO_MANY_REQUESTS with retryAfterSeconds). */
export const PAYMENT_PASSWORD_LIMIT: Limit = { name: 'payment-password', max: 5, windowMs: 15 * 60_000 };

/**
 * Checks a member's payment password (withdrawals, bank accounts, transfers between people).
 * payment_password_not_set when none is set; payment_password_wrong (field `field`) when wrong,
 * logged to the security log; after 5 wrong answers in 15 minutes TOO_MANY_REQUESTS, even for the
 * right one.
 */
export async function verifyPaymentPassword(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  password: string,
  field = 'paymentPassword',
): Promise<void> {
  const rt = ctx.accounts;
  const key = `${merchant.id}:${memberId}`;
  if (await rt.limiter.exceeded(PAYMENT_PASSWORD_LIMIT, key)) await rt.limiter.hit(PAYMENT_PASSWORD_LIMIT, key);
  const m = await findMemberById(ctx.db, merchant.id, memberId);
  if (!m) throw new AppError('user.or.token.invalid');
  if (!m.paymentPasswordHash) throw new AppError('payment_password_not_set', undefined, field);
  if (await verifyPassword(m.paymentPasswordHash, password)) return;
  await logSecurityEvent(ctx.db, {
    merchantId: merchant.id,
    memberId,
    event: 'payment_password_failed',
    ip: null,
    createdAt: ctx.now(),
  });
  await rt.limiter.hit(PAYMENT_PASSWORD_LIMIT, key);
  throw new AppError('payment_password_wrong', undefined, field);
}

/**
 * When the member's play session began (responsible gaming's session limit and reality check): the
 * sign-in of `sessionId` when given and open, else the newest open sign-in; null when none is open.
 */
export async function sessionStartOf(
  db: Tx,
  memberId: number,
  sessionId: string | null,
  now: Date,
): Promise<Date | null> {
  const open = await listOpenSessions(db, memberId, now);
  const own = sessionId === null ? undefined : open.find((s) => s.id === sessionId);
  if (own) return own.createdAt;
  let newest: Date | null = null;
  for (const s of open) if (!newest || s.createdAt > newest) newest = s.createdAt;
  return newest;
}

/** The agent tree (levels, teams, moves) and registrations for the operator (modules/reports). */
export * as agentTree from './agentTreeRepository';

/** The operator's member pages (issue 16). */
export {
  lockMemberForUpdate,
  memberForOps,
  memberSignIns,
  memberStatus,
  mobileOf,
  payeeNameOf,
  searchMembersForOps,
  setMemberLocked,
  setTemporaryPassword,
} from './operatorMembers';

/** The agent centre's register centre (issue 14): accounts an agent registers under itself, its affiliate code. */
export { ensureAffiliateCode, registerDownline } from './downlines';
