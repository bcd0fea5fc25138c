import { and, count, desc, eq, gt, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  knownIps,
  loginHistory,
  memberAvatars,
  memberIdentities,
  members,
  rememberTokens,
  securityLog,
  sessions,
} from '../../db/schema/index';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;

/** Usernames are case-insensitive: stored and looked up lower-cased. */
export const canonicalUsername = (username: string) => username.trim().toLowerCase();

/** The brand's member that meets every condition (they pick at most one). */
async function findBrandMember(db: Tx, merchantId: number, ...conditions: SQL[]): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), ...conditions));
  return row;
}

export const findMemberByUsername = (db: Tx, merchantId: number, username: string) =>
  findBrandMember(db, merchantId, eq(members.username, canonicalUsername(username)));

export const findMemberById = (db: Tx, merchantId: number, id: number) =>
  findBrandMember(db, merchantId, eq(members.id, id));

export const findMemberByMobile = (db: Tx, merchantId: number, dialingCode: string, mobileNum: string) =>
  findBrandMember(db, merchantId, eq(members.countryDialingCode, dialingCode), eq(members.mobileNum, mobileNum));

export const findAgentByAffiliateCode = (db: Tx, merchantId: number, code: string) =>
  findBrandMember(
    db,
    merchantId,
    eq(members.affiliateCode, code.trim().toUpperCase()),
    inArray(members.isAgent, [1, 2, 41, 42]),
    isNull(members.disabledAt),
  );

export async function emailInUse(db: Tx, merchantId: number, email: string, exceptMemberId: number) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(eq(members.merchantId, merchantId), eq(members.email, email.toLowerCase()), ne(members.id, exceptMemberId)),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts a member; a username or mobile already taken gives the name of the unique index hit. */
export async function insertMember(db: Tx, values: NewMember): Promise<MemberRow | { conflict: string }> {
  try {
    const [row] = await db.insert(members).values(values).returning();
    return row!;
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint) return { conflict: constraint };
    throw err;
  }
}

/** The unique index a PostgreSQL error violated (23505), from pg or PGlite, possibly wrapped by Drizzle. */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? 'unique';
  }
  return undefined;
}

export async function updateMember(db: Tx, id: number, values: Partial<NewMember>) {
  await db
    .update(members)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(members.id, id));
}

// ---------- sessions ----------
export async function insertSession(db: Tx, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function findSessionByHash(db: Tx, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(sessions.memberId, members.id))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  return row;
}

export async function touchSession(db: Tx, id: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Tx, id: string, at: Date, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes every open session of a member except `keepId`; returns how many. */
export async function revokeMemberSessions(db: Tx, memberId: number, at: Date, reason: string, keepId?: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), keepId ? ne(sessions.id, keepId) : undefined),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Lifts the forced password change from every session of a member (after a new password). */
export async function clearMustChangePassword(db: Tx, memberId: number) {
  await db
    .update(sessions)
    .set({ mustChangePassword: false })
    .where(and(eq(sessions.memberId, memberId), eq(sessions.mustChangePassword, true)));
}

export async function listOpenSessions(db: Tx, memberId: number, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Whether the member signed in over [from, to), or a session of theirs was in use then (missions' log in). */
export async function signedInBetween(db: Tx, memberId: number, from: Date, to: Date): Promise<boolean> {
  const [login] = await db
    .select({ id: loginHistory.id })
    .from(loginHistory)
    .where(and(eq(loginHistory.memberId, memberId), gte(loginHistory.createdAt, from), lt(loginHistory.createdAt, to)))
    .limit(1);
  if (login) return true;
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), gte(sessions.lastSeenAt, from), lt(sessions.createdAt, to)))
    .limit(1);
  return !!session;
}

// ---------- remember tokens ----------
export async function insertRememberToken(db: Tx, values: typeof rememberTokens.$inferInsert) {
  await db.insert(rememberTokens).values(values);
}

/** Marks a live remember token used and returns its member id: each token works once. */
export async function useRememberToken(db: Tx, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(rememberTokens)
    .set({ usedAt: now })
    .where(
      and(eq(rememberTokens.tokenHash, tokenHash), isNull(rememberTokens.usedAt), gt(rememberTokens.expiresAt, now)),
    )
    .returning({ memberId: rememberTokens.memberId });
  return row?.memberId;
}

export async function revokeRememberTokens(db: Tx, memberId: number, now: Date) {
  await db
    .update(rememberTokens)
    .set({ usedAt: now })
    .where(and(eq(rememberTokens.memberId, memberId), isNull(rememberTokens.usedAt)));
}

// ---------- history, known IPs, security log ----------
export async function insertLoginHistory(db: Tx, values: typeof loginHistory.$inferInsert) {
  await db.insert(loginHistory).values(values);
}

/** The distinct addresses a member signed in from (newest first, at most `limit`). */
export async function signInIpsOf(db: Tx, memberId: number, limit = 200): Promise<string[]> {
  const rows = await db
    .select({ ip: loginHistory.ip })
    .from(loginHistory)
    .where(eq(loginHistory.memberId, memberId))
    .groupBy(loginHistory.ip)
    .orderBy(desc(sql`max(${loginHistory.createdAt})`))
    .limit(limit);
  return rows.map((r) => r.ip);
}

export async function pageLoginHistory(db: Tx, memberId: number, page: { offset: number; limit: number }) {
  const where = eq(loginHistory.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loginHistory)
      .where(where)
      .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(loginHistory).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function lastLogin(db: Tx, memberId: number, before: Date) {
  const [row] = await db
    .select()
    .from(loginHistory)
    .where(
      and(eq(loginHistory.memberId, memberId), sql`${loginHistory.createdAt} < ${before.toISOString()}::timestamptz`),
    )
    .orderBy(desc(loginHistory.createdAt))
    .limit(1);
  return row;
}

export async function isKnownIp(db: Tx, memberId: number, ip: string) {
  const [row] = await db
    .select()
    .from(knownIps)
    .where(and(eq(knownIps.memberId, memberId), eq(knownIps.ip, ip)));
  return row !== undefined;
}

export async function rememberIp(db: Tx, memberId: number, ip: string, at: Date) {
  await db
    .insert(knownIps)
    .values({ memberId, ip, firstSeenAt: at, lastSeenAt: at })
    .onConflictDoUpdate({ target: [knownIps.memberId, knownIps.ip], set: { lastSeenAt: at } });
}

export async function logSecurityEvent(db: Tx, values: typeof securityLog.$inferInsert) {
  await db.insert(securityLog).values(values);
}

export async function securityEvents(db: Tx, memberId: number) {
  return db.select().from(securityLog).where(eq(securityLog.memberId, memberId)).orderBy(desc(securityLog.id));
}

// ---------- social identities, avatars ----------
export async function findIdentity(db: Tx, merchantId: number, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(memberIdentities)
    .where(
      and(
        eq(memberIdentities.merchantId, merchantId),
        eq(memberIdentities.provider, provider),
        eq(memberIdentities.subject, subject),
      ),
    );
  return row;
}

export async function insertIdentity(db: Tx, values: typeof memberIdentities.$inferInsert) {
  await db.insert(memberIdentities).values(values).onConflictDoNothing();
}

export async function insertAvatar(db: Tx, values: typeof memberAvatars.$inferInsert) {
  const [row] = await db.insert(memberAvatars).values(values).returning({ id: memberAvatars.id });
  return row!.id;
}

export async function findAvatar(db: Tx, id: string) {
  const [row] = await db.select().from(memberAvatars).where(eq(memberAvatars.id, id));
  return row;
}
