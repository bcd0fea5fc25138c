/**
 * The accounts side of the operator's member pages (issue 16, "Members"): search, a member as the
 * operator sees it, sessions and sign-ins, lock and unlock, and a temporary password. The
 * members-ops module calls these through ./service.ts; the brand scope is the caller's to check.
 */
import crypto from 'node:crypto';
import type { MemberSearchKey, MemberStatus } from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Merchant } from '../brands/service';
import { hashPassword } from './passwords';
import * as opsRepo from './operatorMembersRepository';
import {
  listOpenSessions,
  logSecurityEvent,
  pageLoginHistory,
  revokeMemberSessions,
  revokeRememberTokens,
  updateMember,
  type MemberRow,
} from './repository';
import { listPage, pageWindow } from '../../db/paging';

export type { MemberRow };

const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());

/** active, locked (by an operator) or lockedOut (failed sign-ins, until lockedUntil). */
export function memberStatus(m: MemberRow, now: Date): MemberStatus {
  if (m.disabledAt) return 'locked';
  if (m.lockedUntil && m.lockedUntil > now) return 'lockedOut';
  return 'active';
}

export const mobileOf = (m: MemberRow) =>
  m.mobileNum ? `${m.countryDialingCode ? `${m.countryDialingCode} ` : ''}${m.mobileNum}` : null;
export const payeeNameOf = (m: MemberRow) =>
  (m.profile?.payeeName ?? '').trim() || (m.profile?.fullName ?? '').trim() || null;

export interface OpsMemberSearch {
  merchantIds: number[];
  by: MemberSearchKey;
  q: string;
  /** Members whose bank accounts or withdrawals carry the payee name (the withdrawals module's answer). */
  payeeMemberIds: number[];
}

/** Members of the brands matching the key (any key when `by` is any), newest first. */
export async function searchMembersForOps(db: Tx, s: OpsMemberSearch, page: { offset: number; limit: number }) {
  const q = s.q.trim();
  const want = (k: MemberSearchKey) => s.by === 'any' || s.by === k;
  const digits = q.replace(/\D/g, '');
  const ip = /^[0-9a-fA-F:.]+$/.test(q) ? q : undefined;
  const filter: opsRepo.MemberSearchFilter = {
    merchantIds: s.merchantIds,
    username: want('username') ? q : undefined,
    // "84 912345678", "+84912345678", "0912345678" (a leading national 0 is not stored)
    mobileDigits: want('mobile') && digits.length >= 3 ? digits.replace(/^0(?=\d{8})/, '') : undefined,
    email: want('email') ? q : undefined,
    payee: want('payee') ? q : undefined,
    payeeMemberIds: want('payee') ? s.payeeMemberIds : [],
    ip: want('ip') ? ip : undefined,
  };
  return opsRepo.searchMembers(db, filter, page);
}

/** A member by id in any brand, with its last sign-in, or undefined. */
export async function memberForOps(db: Tx, id: number) {
  const row = await opsRepo.memberWithLastLogin(db, id);
  if (!row) return undefined;
  return {
    member: row.member,
    lastLoginAt: iso(row.lastLoginAt),
    lastLoginIp: row.lastLoginIp,
    upline: row.member.uplineId ? await opsRepo.usernameOf(db, row.member.uplineId) : null,
  };
}

/** The member's open sessions and a page of its sign-ins. */
export async function memberSignIns(db: Tx, memberId: number, now: Date, q: { pageNo: number; pageSize: number }) {
  const open = await listOpenSessions(db, memberId, now);
  const { rows, total } = await pageLoginHistory(db, memberId, pageWindow(q));
  return {
    active: open.map((s) => ({
      id: s.id,
      site: s.site,
      method: s.method,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    history: {
      ...listPage(
        rows.map((r) => ({
          at: r.createdAt.toISOString(),
          method: r.method,
          ip: r.ip,
          country: r.country,
          userAgent: r.userAgent,
        })),
        total,
        q,
      ),
    },
  };
}

/** Locks the member's row (FOR UPDATE) in `tx`: the change that follows sees the latest values. */
export const lockMemberForUpdate = opsRepo.lockMemberRow;

/**
 * An operator's lock (locked: no sign-in, every session and remember-me token ended) or unlock (the
 * failed-sign-in lockout lifted too). In the caller's transaction, on the row it locked.
 */
export async function setMemberLocked(
  tx: Tx,
  member: MemberRow,
  locked: boolean,
  at: Date,
  by: { name: string; ip: string; reason: string | null },
): Promise<{ sessionsEnded: number; member: MemberRow }> {
  let sessionsEnded = 0;
  if (locked) {
    await updateMember(tx, member.id, { disabledAt: member.disabledAt ?? at });
    sessionsEnded = await revokeMemberSessions(tx, member.id, at, 'operator_lock');
    await revokeRememberTokens(tx, member.id, at);
  } else {
    await updateMember(tx, member.id, {
      disabledAt: null,
      lockedUntil: null,
      failedLogins: 0,
      failedLoginsSince: null,
    });
  }
  await logSecurityEvent(tx, {
    merchantId: member.merchantId,
    memberId: member.id,
    event: locked ? 'operator_lock' : 'operator_unlock',
    ip: by.ip,
    detail: { operator: by.name, reason: by.reason, sessionsEnded },
    createdAt: at,
  });
  const next: MemberRow = locked
    ? { ...member, disabledAt: member.disabledAt ?? at }
    : { ...member, disabledAt: null, lockedUntil: null, failedLogins: 0, failedLoginsSince: null };
  return { sessionsEnded, member: next };
}

/** A temporary password: 12 characters of letters and digits, with at least one of each. */
function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const pick = (set: string) => set[crypto.randomInt(set.length)]!;
  const chars = [pick(letters), pick(digits), ...Array.from({ length: 10 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * Sets a temporary password the member must change at the next sign-in (every session must change
 * it first); ends the member's sessions. `deliver` show answers it (once); sms / email send it to the
 * member's number or address (validation_failed on `deliver` when the member has none).
 */
export async function setTemporaryPassword(
  ctx: AppContext,
  tx: Tx,
  merchant: Merchant,
  member: MemberRow,
  deliver: 'show' | 'sms' | 'email',
  by: { name: string; ip: string },
): Promise<string | null> {
  if (deliver === 'sms' && !member.mobileNum) throw new AppError('validation_failed', 'no mobile number', 'deliver');
  if (deliver === 'email' && !member.email) throw new AppError('validation_failed', 'no e-mail address', 'deliver');
  const password = temporaryPassword();
  const at = ctx.now();
  await updateMember(tx, member.id, {
    passwordHash: await hashPassword(password),
    passwordChangedAt: at,
    mustChangePassword: true,
    lockedUntil: null,
    failedLogins: 0,
    failedLoginsSince: null,
  });
  await revokeMemberSessions(tx, member.id, at, 'operator_password_reset');
  await revokeRememberTokens(tx, member.id, at);
  await logSecurityEvent(tx, {
    merchantId: member.merchantId,
    memberId: member.id,
    event: 'password_changed',
    ip: by.ip,
    detail: { how: 'operator_reset', operator: by.name, deliver },
    createdAt: at,
  });
  const site = merchant.profile.siteName;
  const vi = `[${site}] Mật khẩu tạm thời của bạn là ${password}. Hãy đổi mật khẩu ngay khi đăng nhập.`;
  const en = `[${site}] Your temporary password is ${password}. Change it when you sign in.`;
  const text = `${vi}\n${en}`;
  if (deliver === 'sms') {
    await ctx.accounts.messaging.sendSms({
      to: `${member.countryDialingCode ?? '84'}${member.mobileNum}`,
      text,
      brand: merchant.code,
    });
  } else if (deliver === 'email') {
    await ctx.accounts.messaging.sendMail({
      to: member.email!,
      subject: `${site}: mật khẩu tạm thời / temporary password`,
      text,
      brand: merchant.code,
    });
  }
  return deliver === 'show' ? password : null;
}
