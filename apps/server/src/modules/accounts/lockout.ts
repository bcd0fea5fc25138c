import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { members } from '../../db/schema/index';
import type { AccountRuntime } from './runtime';
import type { Merchant } from '../brands/service';
import { securityPolicy } from '../brands/security';
import { logSecurityEvent, revokeMemberSessions, revokeRememberTokens, type MemberRow } from './repository';
import { forgetMemberSessions } from './sessions';

/**
 * Failed logins (GLI-19): after `captchaAfterFailures` within the window the image captcha is
 * required; after `lockAfterFailures` the account is locked for `lockMinutes`, and its open sessions and
 * remember-me tokens end (none opened before the lock outlives it). Real accounts keep
 * the count in their row (shared by every server process); unknown usernames get the same
 * treatment in the short-lived store, so the answers do not tell which usernames exist.
 */
export interface FailureState {
  count: number;
  lockedUntil: Date | null;
}

interface GhostState {
  count: number;
  since: number;
  lockedUntil: number | null;
}
const ghostKey = (merchantId: number, username: string) => `ghost-failures:${merchantId}:${username}`;

export async function failureState(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  member: MemberRow | undefined,
  username: string,
): Promise<FailureState> {
  const policy = securityPolicy(merchant.profile);
  const now = ctx.now().getTime();
  const windowStart = now - policy.failureWindowMinutes * 60_000;
  if (member) {
    const counting = member.failedLoginsSince && member.failedLoginsSince.getTime() >= windowStart;
    const locked = member.lockedUntil && member.lockedUntil.getTime() > now ? member.lockedUntil : null;
    return { count: counting ? member.failedLogins : 0, lockedUntil: locked };
  }
  const g = await rt.store.get<GhostState>(ghostKey(merchant.id, username));
  if (!g) return { count: 0, lockedUntil: null };
  return {
    count: g.since >= windowStart ? g.count : 0,
    lockedUntil: g.lockedUntil && g.lockedUntil > now ? new Date(g.lockedUntil) : null,
  };
}

export async function captchaNeeded(ctx: AppContext, merchant: Merchant, state: FailureState) {
  return state.count >= securityPolicy(merchant.profile).captchaAfterFailures;
}

/** Counts one failed login; returns the state after it (locked when this failure locked it). */
export async function recordFailure(
  ctx: AppContext,
  rt: AccountRuntime,
  merchant: Merchant,
  member: MemberRow | undefined,
  username: string,
  ip: string,
  reason: string,
): Promise<FailureState> {
  const policy = securityPolicy(merchant.profile);
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - policy.failureWindowMinutes * 60_000);
  const lockUntil = new Date(now.getTime() + policy.lockMinutes * 60_000);
  await logSecurityEvent(ctx.db, {
    merchantId: merchant.id,
    memberId: member?.id ?? null,
    username,
    event: 'login_failed',
    ip,
    detail: { reason },
    createdAt: now,
  });
  // A burst of them (for this name or from this address) is a significant event (issue 34).
  await ctx.events.publish(ctx.db, { type: 'signIn.failed', merchantId: merchant.id, username, ip, at: now });
  if (!member) {
    const key = ghostKey(merchant.id, username);
    const prev = await rt.store.get<GhostState>(key);
    const fresh = !prev || prev.since < windowStart.getTime();
    let g: GhostState = {
      count: fresh ? 1 : prev.count + 1,
      since: fresh ? now.getTime() : prev.since,
      lockedUntil: prev?.lockedUntil ?? null,
    };
    if (g.count >= policy.lockAfterFailures) g = { count: 0, since: now.getTime(), lockedUntil: lockUntil.getTime() };
    await rt.store.set(key, g, (policy.failureWindowMinutes + policy.lockMinutes) * 60_000);
    return { count: g.count, lockedUntil: g.lockedUntil ? new Date(g.lockedUntil) : null };
  }
  // One statement, so that parallel failures all count.
  const [row] = await ctx.db
    .update(members)
    .set({
      failedLogins: sql`case when ${members.failedLoginsSince} is null or ${members.failedLoginsSince} < ${windowStart.toISOString()}::timestamptz then 1 else ${members.failedLogins} + 1 end`,
      failedLoginsSince: sql`case when ${members.failedLoginsSince} is null or ${members.failedLoginsSince} < ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${members.failedLoginsSince} end`,
    })
    .where(sql`${members.id} = ${member.id}`)
    .returning({ count: members.failedLogins });
  const count = row?.count ?? 1;
  if (count >= policy.lockAfterFailures) {
    await ctx.db
      .update(members)
      .set({ lockedUntil: lockUntil, failedLogins: 0, failedLoginsSince: null })
      .where(sql`${members.id} = ${member.id}`);
    // Whoever is guessing may already hold a session (or a remember-me token): a lock ends them all, as an
    // operator's lock does, and every process drops what it cached of them.
    const sessionsEnded = await revokeMemberSessions(ctx.db, member.id, now, 'locked_out');
    await revokeRememberTokens(ctx.db, member.id, now);
    forgetMemberSessions(ctx, member.id);
    await logSecurityEvent(ctx.db, {
      merchantId: merchant.id,
      memberId: member.id,
      username,
      event: 'account_locked',
      ip,
      detail: { until: lockUntil.toISOString(), sessionsEnded },
      createdAt: now,
    });
    return { count: 0, lockedUntil: lockUntil };
  }
  return { count, lockedUntil: null };
}
