import { aliasedTable, and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { members, referralCodes, referralDevices, referrals, referralSettings } from '../../db/schema/index';

export type SettingsRow = typeof referralSettings.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
export type SettingsValues = Omit<typeof referralSettings.$inferInsert, 'merchantId'>;

export async function settingsOf(db: Tx, merchantId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.merchantId, merchantId));
  return row;
}

export async function saveSettings(db: Tx, merchantId: number, v: SettingsValues): Promise<SettingsRow> {
  const [row] = await db
    .insert(referralSettings)
    .values({ merchantId, ...v })
    .onConflictDoUpdate({ target: referralSettings.merchantId, set: v })
    .returning();
  return row!;
}

/** A referrer's friends who qualified over [from, to) (missions' invite a friend). */
export async function qualifiedCount(db: Tx, referrerId: number, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerId, referrerId),
        eq(referrals.state, 'qualified'),
        gte(referrals.decidedAt, from),
        lt(referrals.decidedAt, to),
      ),
    );
  return row?.n ?? 0;
}

// ── codes ────────────────────────────────────────────────────────────────────────────────────────

export async function codeOf(db: Tx, memberId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.memberId, memberId));
  return row?.code;
}

/** Inserts the member's code; false when the code is taken in the brand (or the member has one already). */
export async function insertCode(db: Tx, merchantId: number, memberId: number, code: string, at: Date) {
  const rows = await db
    .insert(referralCodes)
    .values({ merchantId, memberId, code, createdAt: at })
    .onConflictDoNothing()
    .returning({ code: referralCodes.code });
  return rows.length > 0;
}

/** The member holding a code in the brand (codes are upper-case). */
export async function ownerOfCode(db: Tx, merchantId: number, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ memberId: referralCodes.memberId })
    .from(referralCodes)
    .where(and(eq(referralCodes.merchantId, merchantId), eq(referralCodes.code, code)));
  return row?.memberId;
}

// ── devices ──────────────────────────────────────────────────────────────────────────────────────

export async function seeDevice(db: Tx, memberId: number, deviceId: string, at: Date): Promise<void> {
  await db
    .insert(referralDevices)
    .values({ memberId, deviceId, firstSeenAt: at, lastSeenAt: at })
    .onConflictDoUpdate({ target: [referralDevices.memberId, referralDevices.deviceId], set: { lastSeenAt: at } });
}

export async function devicesOf(db: Tx, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ d: referralDevices.deviceId })
    .from(referralDevices)
    .where(eq(referralDevices.memberId, memberId));
  return rows.map((r) => r.d);
}

// ── referrals ────────────────────────────────────────────────────────────────────────────────────

export async function insertReferral(db: Tx, v: typeof referrals.$inferInsert): Promise<void> {
  await db.insert(referrals).values(v).onConflictDoNothing();
}

/** The friend's referral row, locked for the caller's transaction. */
export async function lockByFriend(tx: Tx, friendId: number): Promise<ReferralRow | undefined> {
  const [row] = await tx.select().from(referrals).where(eq(referrals.friendId, friendId)).for('update');
  return row;
}

export async function lockById(tx: Tx, id: number): Promise<ReferralRow | undefined> {
  const [row] = await tx.select().from(referrals).where(eq(referrals.id, id)).for('update');
  return row;
}

export async function updateReferral(tx: Tx, id: number, set: Partial<ReferralRow>): Promise<ReferralRow> {
  const [row] = await tx.update(referrals).set(set).where(eq(referrals.id, id)).returning();
  return row!;
}

/** Deposited friends whose evaluation is due, oldest first. */
export async function dueReferrals(db: Tx, now: Date, limit: number): Promise<ReferralRow[]> {
  return db
    .select()
    .from(referrals)
    .where(and(eq(referrals.state, 'deposited'), lte(referrals.dueAt, now)))
    .orderBy(asc(referrals.dueAt), asc(referrals.id))
    .limit(limit);
}

export async function totalsOf(db: Tx, referrerId: number) {
  const [row] = await db
    .select({
      invited: count(),
      deposited: sql<number>`count(*) filter (where ${referrals.state} in ('deposited', 'qualified') or ${referrals.firstDepositAt} is not null)`,
      qualified: sql<number>`count(*) filter (where ${referrals.state} = 'qualified')`,
      earned: sql<string>`coalesce(sum(${referrals.rewardAmount}) filter (where ${referrals.state} = 'qualified'), 0)`,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, referrerId));
  return {
    invited: Number(row?.invited ?? 0),
    deposited: Number(row?.deposited ?? 0),
    qualified: Number(row?.qualified ?? 0),
    earned: BigInt(row?.earned ?? 0),
  };
}

export async function friendsOf(db: Tx, referrerId: number, page: { pageNo: number; pageSize: number }) {
  const where = eq(referrals.referrerId, referrerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ referral: referrals, username: members.username })
      .from(referrals)
      .innerJoin(members, eq(members.id, referrals.friendId))
      .where(where)
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ n: count() }).from(referrals).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

const referrer = aliasedTable(members, 'referrer');
const friend = aliasedTable(members, 'friend');

export interface OpsFilter {
  merchantIds: number[];
  state?: string;
  /** Referrers' or friends' member ids. */
  memberIds?: number[];
}

function opsWhere(f: OpsFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [inArray(referrals.merchantId, f.merchantIds.length ? f.merchantIds : [-1])];
  if (f.state) parts.push(eq(referrals.state, f.state));
  if (f.memberIds) {
    const ids = f.memberIds.length ? f.memberIds : [-1];
    parts.push(or(inArray(referrals.referrerId, ids), inArray(referrals.friendId, ids)));
  }
  return and(...parts);
}

export async function opsPage(db: Tx, f: OpsFilter, page: { pageNo: number; pageSize: number }) {
  const where = opsWhere(f);
  const [rows, [total]] = await Promise.all([
    opsSelect(db)
      .where(where)
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ n: count() }).from(referrals).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Rows with both usernames, for the operator. */
const opsSelect = (db: Tx) =>
  db
    .select({ referral: referrals, referrer: referrer.username, friend: friend.username })
    .from(referrals)
    .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
    .innerJoin(friend, eq(friend.id, referrals.friendId));

export type OpsRow = Awaited<ReturnType<typeof opsPage>>['rows'][number];

/** Whom the member invited (newest first, at most `limit`) and who invited them. */
export async function opsMember(db: Tx, memberId: number, limit: number) {
  const [invited, [invitedBy]] = await Promise.all([
    opsSelect(db)
      .where(eq(referrals.referrerId, memberId))
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(limit),
    opsSelect(db).where(eq(referrals.friendId, memberId)),
  ]);
  return { invited, invitedBy };
}
