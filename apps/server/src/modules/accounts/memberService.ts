import {
  PROFILE_FIELDS,
  type Avatar,
  type LoginInfo,
  type MemberInfo,
  type Profile,
  type ProfileUpdate,
  type SiteLanguage,
} from '@lotus/contracts';
import type { z } from 'zod';
import type { avatarSetSchema } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Merchant } from '../brands/service';
import { maskEmail, maskMobile } from './common';
import { forgetMemberSessions, forgetSession } from './sessions';
import {
  findAvatar,
  findMemberById,
  insertAvatar,
  lastLogin,
  listOpenSessions,
  logSecurityEvent,
  pageLoginHistory,
  revokeMemberSessions,
  revokeRememberTokens,
  revokeSession,
  updateMember,
  type MemberRow,
} from './repository';

export async function loadMember(ctx: AppContext, merchant: Merchant, memberId: number): Promise<MemberRow> {
  const m = await findMemberById(ctx.db, merchant.id, memberId);
  if (!m) throw new AppError('user.or.token.invalid');
  return m;
}

/** Until the VIP issue: rank from the placeholder column, labels by account type. */
function labels(m: MemberRow) {
  const memberLabel = [
    { labelName: m.isAgent === 4 ? 'TRIAL' : [1, 2, 41, 42].includes(m.isAgent) ? 'AGENT' : 'MEMBER' },
  ];
  return { clubLabel: { labelName: `VIP${m.vipLevel}`, rankLevel: m.vipLevel }, memberLabel };
}

export function memberInfo(m: MemberRow): MemberInfo {
  return {
    account: m.username,
    nickname: m.nickname,
    id: m.id,
    type: m.isAgent as MemberInfo['type'],
    toUpline: m.uplineId !== null,
    ...labels(m),
  };
}

export async function loginInfo(
  ctx: AppContext,
  merchant: Merchant,
  m: MemberRow,
  sessionExpiresAt: Date,
  language: SiteLanguage,
): Promise<LoginInfo> {
  // The sign-in before this session's.
  const previous = await lastLogin(ctx.db, m.id, new Date(ctx.now().getTime() - 1000));
  return {
    account: m.username,
    merchant: merchant.name,
    merchantCode: merchant.code,
    customerId: m.id,
    memberLabel: labels(m).memberLabel,
    isAgent: m.isAgent as LoginInfo['isAgent'],
    nickname: m.nickname,
    toUpline: m.uplineId !== null,
    platform: 'W',
    lang: language,
    firstTimeLogin: m.firstLogin,
    lastLoginAt: previous?.createdAt.toISOString() ?? null,
    lastLoginIp: previous?.ip ?? null,
    sessionExpiresAt: sessionExpiresAt.toISOString(),
  };
}

export function profileOf(m: MemberRow): Profile {
  const fields: Record<string, string | null> = {};
  for (const f of PROFILE_FIELDS) fields[f] = m.profile[f] ?? null;
  return {
    username: m.username,
    nickname: m.nickname,
    isAgent: m.isAgent as Profile['isAgent'],
    maskedMobile: maskMobile(m.countryDialingCode, m.mobileNum),
    maskedEmail: maskEmail(m.email),
    mobileVerified: m.mobileVerifiedAt !== null,
    emailVerified: m.emailVerifiedAt !== null,
    hasPaymentPassword: m.paymentPasswordHash !== null,
    fields,
    vipLevel: m.vipLevel,
    createdAt: m.createdAt.toISOString(),
    passwordChangedAt: m.passwordChangedAt?.toISOString() ?? null,
  };
}

const ADULT_AGE = 21;
/** Whole years between a yyyy-MM-dd birthday and now; NaN for a date that does not exist. */
function ageOn(birthday: string, now: Date): number {
  const [y, mo, d] = birthday.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return Number.NaN;
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() < mo - 1 || (now.getUTCMonth() === mo - 1 && now.getUTCDate() < d)) age--;
  return age;
}

/** Updates the fields sent (null clears one); a birthday needs the 21-year confirmation and an age of 21. */
export async function updateProfile(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  input: ProfileUpdate & Record<string, unknown>,
  ip: string,
) {
  const m = await loadMember(ctx, merchant, memberId);
  const profile = { ...m.profile };
  if (input.birthday) {
    const age = ageOn(input.birthday, ctx.now());
    if (Number.isNaN(age)) throw new AppError('validation_failed', 'birthday: not a date', 'birthday');
    if (input.confirmAdultAge !== true || age < ADULT_AGE)
      throw new AppError('age_confirmation_required', undefined, 'birthday');
  }
  for (const f of PROFILE_FIELDS) {
    const v = input[f];
    if (v !== undefined) profile[f] = typeof v === 'string' && v !== '' ? v : null;
  }
  const nickname = input.nickname === undefined ? m.nickname : input.nickname || null;
  await updateMember(ctx.db, m.id, { profile, nickname });
  await logSecurityEvent(ctx.db, {
    merchantId: merchant.id,
    memberId,
    event: 'profile_updated',
    ip,
    detail: { fields: Object.keys(input) },
    createdAt: ctx.now(),
  });
  return profileOf((await findMemberById(ctx.db, merchant.id, memberId))!);
}

export const avatarUrl = (id: string) => `/wps/member/avatar/${id}`;

export function avatarOf(m: MemberRow): Avatar {
  if (m.avatarType === 'CUSTOM' && m.avatar)
    return { avatar: m.avatar, avatarType: 'CUSTOM', url: avatarUrl(m.avatar) };
  return { avatar: m.avatar, avatarType: 'STATIC', url: m.avatar };
}

const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** png or jpg by content (magic bytes), never by name. */
export function sniffImage(buf: Buffer): 'image/png' | 'image/jpeg' | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    buf.length >= 4 &&
    buf[0] === 0xff &&
    buf[1] === 0xd8 &&
    buf[2] === 0xff &&
    buf[buf.length - 2] === 0xff &&
    buf[buf.length - 1] === 0xd9
  )
    return 'image/jpeg';
  return null;
}

export async function setAvatar(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  input: z.output<typeof avatarSetSchema>,
): Promise<Avatar> {
  if (input.avatarType === 'STATIC') {
    await updateMember(ctx.db, memberId, { avatar: input.avatar, avatarType: 'STATIC' });
  } else {
    const b64 = input.image.replace(/^data:image\/(png|jpe?g);base64,/, '');
    if (!/^[A-Za-z0-9+/]+=*$/.test(b64)) throw new AppError('avatar_invalid', undefined, 'image');
    const data = Buffer.from(b64, 'base64');
    const contentType = sniffImage(data);
    if (!contentType || data.length > MAX_AVATAR_BYTES) throw new AppError('avatar_invalid', undefined, 'image');
    const id = await insertAvatar(ctx.db, { memberId, contentType, data, createdAt: ctx.now() });
    await updateMember(ctx.db, memberId, { avatar: id, avatarType: 'CUSTOM' });
  }
  return avatarOf(await loadMember(ctx, merchant, memberId));
}

export const avatarImage = (ctx: AppContext, id: string) => findAvatar(ctx.db, id);

export async function loginHistoryPage(ctx: AppContext, memberId: number, q: { pageNo: number; pageSize: number }) {
  const { rows, total } = await pageLoginHistory(ctx.db, memberId, {
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  });
  return {
    list: rows.map((r) => ({
      at: r.createdAt.toISOString(),
      ip: r.ip,
      country: r.country,
      method: r.method,
      userAgent: r.userAgent,
    })),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total,
  };
}

export async function activeSessions(ctx: AppContext, memberId: number, currentId: string) {
  const rows = await listOpenSessions(ctx.db, memberId, ctx.now());
  return rows.map((s) => ({
    id: s.id,
    current: s.id === currentId,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    ip: s.ip,
    userAgent: s.userAgent,
    site: s.site === 'agent' ? ('agent' as const) : ('member' as const),
  }));
}

export async function signOutOthers(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  currentId: string,
  ip: string,
) {
  const now = ctx.now();
  const revoked = await revokeMemberSessions(ctx.db, memberId, now, 'signed_out_by_member', currentId);
  forgetMemberSessions(ctx, memberId);
  await revokeRememberTokens(ctx.db, memberId, now);
  await logSecurityEvent(ctx.db, {
    merchantId: merchant.id,
    memberId,
    event: 'other_sessions_revoked',
    ip,
    detail: { revoked },
    createdAt: now,
  });
  return { revoked };
}

/** Ends one of the member's own sessions; another member's id is session_not_found. */
export async function signOutSession(ctx: AppContext, memberId: number, sessionId: string) {
  const own = (await listOpenSessions(ctx.db, memberId, ctx.now())).some((s) => s.id === sessionId);
  if (!own) throw new AppError('session_not_found', undefined, 'id');
  await revokeSession(ctx.db, sessionId, ctx.now(), 'signed_out_by_member');
  forgetSession(ctx, sessionId);
  return { revoked: 1 };
}

export async function logout(ctx: AppContext, memberId: number, sessionId: string) {
  const now = ctx.now();
  await revokeSession(ctx.db, sessionId, now, 'logout');
  forgetSession(ctx, sessionId);
  // Signing out also forgets this member's remembered sign-ins.
  await revokeRememberTokens(ctx.db, memberId, now);
  return { done: true as const };
}

export async function markFirstLoginDone(ctx: AppContext, memberId: number) {
  await updateMember(ctx.db, memberId, { firstLogin: false });
  return { done: true as const };
}
