// SQL of the operator's member pages (issue 16): the search over the brand's members and the member's sign-ins.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { foldedContains } from '../../lib/foldText';
import { loginHistory, members } from '../../db/schema/index';
import type { MemberRow } from './repository';

/** `%text%` for LIKE, with the pattern characters of `text` taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface MemberSearchFilter {
  merchantIds: number[];
  username?: string;
  /** Digits only: matched against dialing code + number, and the number alone. */
  mobileDigits?: string;
  email?: string;
  /** Matched against the profile's payee and full names; `payeeMemberIds` are matched too. */
  payee?: string;
  payeeMemberIds?: number[];
  ip?: string;
}

function conditions(f: MemberSearchFilter): SQL[] {
  const any: SQL[] = [];
  if (f.username) any.push(sql`${members.username} like ${contains(f.username.toLowerCase())}`);
  if (f.mobileDigits)
    any.push(
      sql`(coalesce(${members.countryDialingCode}, '') || ${members.mobileNum}) like ${contains(f.mobileDigits)}`,
    );
  if (f.email) any.push(sql`${members.email} like ${contains(f.email.toLowerCase())}`);
  if (f.payee) {
    any.push(
      foldedContains(sql`(${members.profile}->>'payeeName')`, f.payee),
      foldedContains(sql`(${members.profile}->>'fullName')`, f.payee),
    );
  }
  if (f.payeeMemberIds?.length) any.push(inArray(members.id, f.payeeMemberIds));
  if (f.ip) {
    // Spelled out: drizzle leaves columns of a one-table query unqualified, which a subquery would misread.
    any.push(
      sql`${members.registerIp} = ${f.ip}`,
      sql`exists (select 1 from login_history lh where lh.member_id = "members"."id" and lh.ip = ${f.ip})`,
      sql`exists (select 1 from sessions s where s.member_id = "members"."id" and s.ip = ${f.ip})`,
    );
  }
  return any;
}

const lastLoginAt = sql<
  Date | string | null
>`(select max(lh.created_at) from login_history lh where lh.member_id = "members"."id")`;

/** The brand's members matching any of the filter's keys, newest first, with their last sign-in. */
export async function searchMembers(db: Tx, f: MemberSearchFilter, page: { offset: number; limit: number }) {
  const any = conditions(f);
  if (f.merchantIds.length === 0 || any.length === 0) return { rows: [], total: 0 };
  const where = and(inArray(members.merchantId, f.merchantIds), sql`(${sql.join(any, sql` or `)})`);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(where);
  const rows = await db
    .select({ member: members, lastLoginAt })
    .from(members)
    .where(where)
    .orderBy(desc(members.id))
    .offset(page.offset)
    .limit(page.limit);
  return { rows, total: count?.n ?? 0 };
}

/** A member by id in any brand (the caller checks the operator's scope), with its last sign-in. */
export async function memberWithLastLogin(db: Tx, id: number) {
  const [row] = await db.select({ member: members, lastLoginAt }).from(members).where(eq(members.id, id));
  if (!row) return undefined;
  const [last] = await db
    .select({ ip: loginHistory.ip })
    .from(loginHistory)
    .where(eq(loginHistory.memberId, id))
    .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
    .limit(1);
  return { ...row, lastLoginIp: last?.ip ?? null };
}

/** Locks the member's row for a change (FOR UPDATE). */
export async function lockMemberRow(tx: Tx, id: number): Promise<MemberRow | undefined> {
  const [row] = await tx.select().from(members).where(eq(members.id, id)).for('update');
  return row;
}

export async function usernameOf(db: Tx, id: number): Promise<string | null> {
  const [row] = await db.select({ username: members.username }).from(members).where(eq(members.id, id));
  return row?.username ?? null;
}
