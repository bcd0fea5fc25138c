import type { LoginResult } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Merchant } from '../brands/service';
import { securityPolicy } from '../brands/security';
import { memberKey, sessionKey } from './sessionCache';
import {
  insertLoginHistory,
  insertRememberToken,
  insertSession,
  rememberIp,
  revokeSession,
  touchSession,
  updateMember,
  type MemberRow,
  type SessionRow,
} from './repository';
import { newToken, sha256Hex, TOKEN_PATTERN } from './tokens';

export type Site = 'member' | 'agent';
export type LoginMethod = 'password' | 'sms' | 'social' | 'freeplay' | 'register' | 'reset' | 'remember' | 'twoFactor';

export interface Client {
  ip: string;
  userAgent: string | null;
  country: string | null;
  /** The browser's device id (the server-signed device cookie, plugins/deviceCookie.ts). */
  deviceId?: string | null;
}

export interface IssueOptions {
  site: Site;
  method: LoginMethod;
  remember?: boolean;
  /** Whether the password just typed is the brand's default (forces a change). */
  defaultPassword?: boolean;
  /** SMS and social sign-ins never force a password change (SPEC §4). */
  passwordLogin?: boolean;
  passwordExpiryEnabled?: boolean;
}

/** Remember-me tokens last one day (SPEC §9, 86 400 000 ms). */
const REMEMBER_MS = 86_400_000;

/**
 * Issues a session for a member who has passed every check: stores the token's hash, records
 * the sign-in and the IP, resets the failure count, and answers the login response value.
 */
export async function issueSession(
  ctx: AppContext,
  merchant: Merchant,
  member: MemberRow,
  client: Client,
  options: IssueOptions,
): Promise<LoginResult> {
  const now = ctx.now();
  const policy = securityPolicy(merchant.profile);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + policy.sessionLifetimeHours * 3_600_000);
  const passwordAge = member.passwordChangedAt ?? member.createdAt;
  const passwordExpired =
    !!options.passwordExpiryEnabled &&
    member.passwordHash !== null &&
    now.getTime() - passwordAge.getTime() > policy.passwordMaxAgeDays * 86_400_000;
  const defaultPassword = !!options.defaultPassword;
  // Stored on the session: the guards refuse money and agent routes until the password is changed.
  // An operator's temporary password (members.must_change_password) is changed first whatever the sign-in.
  const mustChangePassword =
    (!!options.passwordLogin && (defaultPassword || passwordExpired)) || member.mustChangePassword;
  await insertSession(ctx.db, {
    tokenHash: sha256Hex(token),
    memberId: member.id,
    merchantId: merchant.id,
    site: options.site,
    method: options.method,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent,
    mustChangePassword,
  });
  await insertLoginHistory(ctx.db, {
    memberId: member.id,
    method: options.method,
    ip: client.ip,
    country: client.country,
    userAgent: client.userAgent,
    createdAt: now,
  });
  await rememberIp(ctx.db, member.id, client.ip, now);
  if (member.failedLogins > 0 || member.lockedUntil) {
    await updateMember(ctx.db, member.id, { failedLogins: 0, failedLoginsSince: null, lockedUntil: null });
  }
  const result: LoginResult = {
    token,
    firstTimeLogin: member.firstLogin,
    passwordExpired,
    defaultPassword,
    mustChangePassword,
    username: member.username,
    customerId: member.id,
    isAgent: member.isAgent as LoginResult['isAgent'],
    expiresAt: expiresAt.toISOString(),
    idleTimeoutSeconds: policy.sessionIdleMinutes * 60,
  };
  // No remember-me token for a session that must change its password: it would sign in unrestricted.
  if (options.remember && !mustChangePassword) {
    const rememberToken = newToken();
    const rememberExpiresAt = new Date(now.getTime() + REMEMBER_MS);
    await insertRememberToken(ctx.db, {
      tokenHash: sha256Hex(rememberToken),
      memberId: member.id,
      createdAt: now,
      expiresAt: rememberExpiresAt,
    });
    result.rememberToken = rememberToken;
    result.rememberExpiresAt = rememberExpiresAt.toISOString();
  }
  return result;
}

/** `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.trim().replace(/^Bearer\s+/i, '');
  return TOKEN_PATTERN.test(token) ? token : undefined;
}

/** Last-seen is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The open session for a token at this brand, or undefined when the token is unknown, revoked,
 * past its absolute lifetime or idle too long (both of which revoke it), or the member is disabled.
 */
export async function resolveSession(
  ctx: AppContext,
  merchant: Merchant,
  token: string,
): Promise<{ session: SessionRow; member: MemberRow } | undefined> {
  // From the process's session cache (sessionCache.ts): most requests read nothing from the database.
  const found = await ctx.sessions.find(sha256Hex(token));
  if (!found || found.session.merchantId !== merchant.id) return undefined;
  const now = ctx.now();
  const policy = securityPolicy(merchant.profile);
  const { session, member } = found;
  if (session.expiresAt.getTime() <= now.getTime()) {
    await revokeSession(ctx.db, session.id, now, 'expired');
    forgetSession(ctx, session.id);
    return undefined;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > policy.sessionIdleMinutes * 60_000) {
    await revokeSession(ctx.db, session.id, now, 'idle');
    forgetSession(ctx, session.id);
    return undefined;
  }
  if (member.disabledAt) return undefined;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession(ctx.db, session.id, now);
    // The cached row shares the write, so the next requests of this minute do not repeat it.
    session.lastSeenAt = now;
  }
  return found;
}

/** After a session was revoked (committed): no process answers it from its cache any more. */
export function forgetSession(ctx: AppContext, sessionId: string) {
  ctx.invalidation.publish('session', sessionKey(sessionId));
}

/** After a member's sessions changed (revoked, password changed; committed): every process reads them again. */
export function forgetMemberSessions(ctx: AppContext, memberId: number) {
  ctx.invalidation.publish('session', memberKey(memberId));
}
