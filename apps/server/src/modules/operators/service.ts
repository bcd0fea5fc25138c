import {
  PERMISSIONS,
  ROLE_PERMISSIONS,
  type OperatorListItem,
  type OperatorRole,
  type OperatorSelf,
} from '@lotus/contracts';
import QRCode from 'qrcode';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { matchTotp, newTotpSecret, totpUri } from '../../lib/totp';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { newToken, sha256Hex } from '../accounts/tokens';
import { recordAudit, type AuditActor, type AuditEvent } from '../audit/service';
import { listMerchants } from '../brands/service';
import { canonicalCidr, ipInList } from '../site-mode/ip';
import {
  insertOperator,
  insertSession,
  listOperatorRows,
  liveSession,
  lockOperator,
  operatorById,
  operatorByUsername,
  revokeOperatorSessions,
  revokeSession,
  touchSession,
  updateOperatorRow,
  type OperatorRow,
} from './repository';
import { openTotpSecret, sealTotpSecret } from './totpSecrets';

/**
 * Operators of the back office: sign-in with a password and a TOTP code, lockout, sessions with a
 * short idle time, roles with permissions and a brand scope, IP allow-lists. Every change and every
 * sign-in (and failure) goes into the audit log.
 */

/** Who is calling the /ops API: a signed-in operator, or the shared operator key (automation). */
import type { OpsActor } from './types';

export type { OpsActor };

const MAX_FAILED_LOGINS = 5;
const LOCK_MINUTES = 15;
/** A session ends 12 hours after sign-in whatever its activity. */
const SESSION_HOURS = 12;
/** The last-seen time is written at most this often per session (not on every call). */
const TOUCH_EVERY_MS = 30_000;
const MINUTE = 60_000;

export const auditActorOf = (actor: OpsActor): AuditActor => ({
  kind: actor.kind,
  id: actor.id,
  name: actor.name,
  ip: actor.ip,
});

/** Records an operator's action in the audit log (inside `db`'s transaction when it is one). */
export const auditOps = (ctx: AppContext, db: Tx, actor: OpsActor, event: AuditEvent) =>
  recordAudit(db, auditActorOf(actor), event, ctx.now());

export function automationActor(ctx: AppContext, ip: string): OpsActor {
  const allowed = ctx.config.opsKeyPermissions;
  const permissions = allowed ? PERMISSIONS.filter((p) => allowed.includes(p)) : PERMISSIONS;
  return {
    kind: 'automation',
    id: null,
    name: 'automation',
    role: 'automation',
    permissions: new Set(permissions),
    merchantIds: null,
    ip,
    setupPending: false,
    sessionId: null,
  };
}

const setupPending = (row: OperatorRow) => row.mustChangePassword || (row.totpRequired && !row.totpEnabled);

function actorOf(row: OperatorRow, ip: string, sessionId: number): OpsActor {
  return {
    kind: 'operator',
    id: row.id,
    name: row.username,
    role: row.role as OperatorRole,
    permissions: new Set(ROLE_PERMISSIONS[row.role as OperatorRole] ?? []),
    merchantIds: row.merchantIds ?? null,
    ip,
    setupPending: setupPending(row),
    sessionId,
  };
}

async function brandCodes(ctx: AppContext): Promise<Map<number, string>> {
  return new Map((await listMerchants(ctx.db)).map((m) => [m.id, m.code]));
}

/** The console's one time zone for this operator: its first brand's (every brand's first when it has all). */
async function consoleTimeZone(ctx: AppContext, merchantIds: number[] | null): Promise<string> {
  const brands = await listMerchants(ctx.db);
  const mine = merchantIds === null ? brands : brands.filter((m) => merchantIds.includes(m.id));
  return (mine[0] ?? brands[0])?.timeZone ?? 'UTC';
}

const codesOf = (ids: number[] | null, codes: Map<number, string>) =>
  ids === null ? null : ids.map((id) => codes.get(id) ?? String(id));

export async function operatorSelf(ctx: AppContext, actor: OpsActor): Promise<OperatorSelf> {
  const codes = await brandCodes(ctx);
  const row = actor.id === null ? undefined : await operatorById(ctx.db, actor.id);
  return {
    id: actor.id ?? 0,
    username: actor.name,
    displayName: row?.displayName ?? 'Automation',
    role: actor.role === 'automation' ? 'owner' : actor.role,
    permissions: [...actor.permissions],
    brands: codesOf(actor.merchantIds, codes),
    totpEnabled: row?.totpEnabled ?? false,
    totpRequired: row?.totpRequired ?? false,
    mustChangePassword: row?.mustChangePassword ?? false,
    mustSetupTotp: row ? row.totpRequired && !row.totpEnabled : false,
    kind: actor.kind,
    timeZone: await consoleTimeZone(ctx, actor.merchantIds),
  };
}

function listItem(row: OperatorRow, codes: Map<number, string>): OperatorListItem {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role as OperatorRole,
    brands: codesOf(row.merchantIds ?? null, codes),
    ipAllowList: row.ipAllowList,
    status: row.status as 'active' | 'disabled',
    totpEnabled: row.totpEnabled,
    totpRequired: row.totpRequired,
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

// ------------------------------------------------------------------ sign-in and sessions

export interface LoginInput {
  username: string;
  password: string;
  code?: string | undefined;
  ip: string;
  userAgent?: string | undefined;
}

/**
 * Signs an operator in. The row is locked while the password is checked, so raced attempts count
 * every failure; five failures lock the account for 15 minutes. With two-factor on, a missing
 * code answers operator_totp_required (not a failure) and a code is accepted once.
 */
export async function loginOperator(ctx: AppContext, input: LoginInput) {
  const now = ctx.now();
  const found = await operatorByUsername(ctx.db, input.username);
  const name = found?.username ?? input.username.slice(0, 32);
  const failure = async (reason: string, id: number | null = found?.id ?? null) => {
    await recordAudit(
      ctx.db,
      { kind: 'operator', id, name, ip: input.ip },
      { action: 'operator.login_failed', after: { reason } },
      now,
    );
    // A burst of them (for this name or from this address) is a significant event (issue 34).
    await ctx.events.publish(ctx.db, {
      type: 'signIn.failed',
      merchantId: null,
      username: name,
      ip: input.ip,
      at: now,
    });
  };
  if (!found) {
    await verifyPassword(null, input.password);
    await failure('unknown_username');
    throw new AppError('operator_login_failed');
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = (await lockOperator(tx, found.id))!;
    if (row.lockedUntil && row.lockedUntil > now) return { error: 'operator_locked' as const, reason: 'locked' };
    const passwordOk = await verifyPassword(row.passwordHash, input.password);
    const fail = async (reason: string, code: 'operator_login_failed' | 'totp_code_wrong') => {
      const failedLogins = row.failedLogins + 1;
      const locked = failedLogins >= MAX_FAILED_LOGINS;
      await updateOperatorRow(tx, row.id, {
        failedLogins: locked ? 0 : failedLogins,
        lockedUntil: locked ? new Date(now.getTime() + LOCK_MINUTES * MINUTE) : row.lockedUntil,
      });
      return { error: locked ? ('operator_locked' as const) : code, reason };
    };
    if (!passwordOk || row.status !== 'active')
      return fail(passwordOk ? 'disabled' : 'wrong_password', 'operator_login_failed');
    if (row.ipAllowList.length > 0 && !ipInList(input.ip, row.ipAllowList)) {
      return { error: 'operator_ip_not_allowed' as const, reason: 'ip_not_allowed' };
    }
    let totpStep: number | null = null;
    if (row.totpEnabled && row.totpSecret) {
      if (!input.code) return { error: 'operator_totp_required' as const, reason: null };
      totpStep = matchTotp(openTotpSecret(ctx.accounts.codeSecret, row.totpSecret), input.code, now);
      if (totpStep === null || (row.totpLastStep !== null && totpStep <= row.totpLastStep)) {
        return fail('wrong_code', 'totp_code_wrong');
      }
    }
    await updateOperatorRow(tx, row.id, {
      failedLogins: 0,
      lockedUntil: null,
      lastLoginAt: now,
      ...(totpStep === null ? {} : { totpLastStep: totpStep }),
    });
    const token = newToken();
    await insertSession(tx, {
      operatorId: row.id,
      tokenHash: sha256Hex(token),
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_HOURS * 60 * MINUTE),
    });
    await recordAudit(
      tx,
      { kind: 'operator', id: row.id, name: row.username, ip: input.ip },
      { action: 'operator.login', after: { twoFactor: totpStep !== null } },
      now,
    );
    return { token, row };
  });
  if ('error' in outcome) {
    if (outcome.reason) await failure(outcome.reason);
    const code = outcome.error!;
    throw new AppError(code, undefined, code === 'totp_code_wrong' ? 'code' : undefined);
  }
  const actor = actorOf(outcome.row, input.ip, 0);
  return {
    token: outcome.token,
    idleMinutes: ctx.config.operatorIdleMinutes,
    operator: await operatorSelf(ctx, actor),
  };
}

/**
 * The operator behind a bearer token: the session must be live, not idle longer than the idle
 * time, its operator active and the caller's IP on the operator's allow-list (checked on every
 * call, so a narrowed list takes effect at once).
 */
export async function resolveOperatorSession(ctx: AppContext, token: string, ip: string): Promise<OpsActor> {
  const now = ctx.now();
  const found = await liveSession(ctx.db, sha256Hex(token), now);
  if (!found || found.operator.status !== 'active') throw new AppError('operator_session_invalid');
  const { session, operator } = found;
  if (now.getTime() - session.lastSeenAt.getTime() > ctx.config.operatorIdleMinutes * MINUTE) {
    await revokeSession(ctx.db, session.id, now);
    throw new AppError('operator_session_invalid');
  }
  if (operator.ipAllowList.length > 0 && !ipInList(ip, operator.ipAllowList)) {
    throw new AppError('operator_ip_not_allowed');
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(ctx.db, session.id, now);
  return actorOf(operator, ip, session.id);
}

export async function logoutOperator(ctx: AppContext, actor: OpsActor): Promise<void> {
  if (actor.sessionId === null) return;
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, actor.sessionId!, ctx.now());
    await auditOps(ctx, tx, actor, { action: 'operator.logout' });
  });
}

export async function changeOperatorPassword(
  ctx: AppContext,
  actor: OpsActor,
  current: string,
  password: string,
): Promise<void> {
  const id = operatorIdOf(actor);
  await ctx.db.transaction(async (tx) => {
    const row = (await lockOperator(tx, id))!;
    if (!(await verifyPassword(row.passwordHash, current))) {
      throw new AppError('account_or_password_wrong', undefined, 'current');
    }
    if (current === password) throw new AppError('validation_failed', 'The new password must differ', 'password');
    await updateOperatorRow(tx, id, { passwordHash: await hashPassword(password), mustChangePassword: false });
    await revokeOperatorSessions(tx, id, ctx.now(), actor.sessionId ?? undefined);
    await auditOps(ctx, tx, actor, { action: 'operator.password_change', target: `operator:${row.username}` });
  });
}

function operatorIdOf(actor: OpsActor): number {
  if (actor.id === null) throw new AppError('permission_denied', 'The operator key has no account of its own');
  return actor.id;
}

/** A new TOTP secret waiting for its first code (replacing any earlier one not yet enabled). */
export async function setUpTotp(ctx: AppContext, actor: OpsActor) {
  const id = operatorIdOf(actor);
  const row = (await operatorById(ctx.db, id))!;
  if (row.totpEnabled) throw new AppError('validation_failed', 'Two-factor is already on', 'code');
  const secret = newTotpSecret();
  await updateOperatorRow(ctx.db, id, { totpSecret: sealTotpSecret(ctx.accounts.codeSecret, secret) });
  const uri = totpUri('Lotus', row.username, secret);
  return { secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, errorCorrectionLevel: 'M' }) };
}

export async function enableTotp(ctx: AppContext, actor: OpsActor, code: string): Promise<void> {
  const id = operatorIdOf(actor);
  await ctx.db.transaction(async (tx) => {
    const row = (await lockOperator(tx, id))!;
    if (row.totpEnabled || !row.totpSecret) throw new AppError('validation_failed', 'Set up two-factor first', 'code');
    const step = matchTotp(openTotpSecret(ctx.accounts.codeSecret, row.totpSecret), code, ctx.now());
    if (step === null) throw new AppError('totp_code_wrong', undefined, 'code');
    await updateOperatorRow(tx, id, { totpEnabled: true, totpLastStep: step });
    await auditOps(ctx, tx, actor, { action: 'operator.totp_enable', target: `operator:${row.username}` });
  });
}

// ------------------------------------------------------------------ managing operators

/** Brand codes → ids, all within the actor's own scope (an operator never grants more than it has). */
async function scopeIds(
  ctx: AppContext,
  actor: OpsActor,
  codes: string[] | null | undefined,
): Promise<number[] | null> {
  const merchants = await listMerchants(ctx.db);
  if (codes === null || codes === undefined) {
    if (actor.merchantIds !== null) throw new AppError('permission_denied', 'You cannot grant every brand', 'brands');
    return null;
  }
  const ids = codes.map((code) => {
    const m = merchants.find((x) => x.code.toLowerCase() === code.toLowerCase());
    if (!m) throw new AppError('merchant_not_found', `Unknown brand ${code}`, 'brands');
    return m.id;
  });
  if (actor.merchantIds && ids.some((id) => !actor.merchantIds!.includes(id))) {
    throw new AppError('permission_denied', 'You cannot grant a brand you do not work on', 'brands');
  }
  return [...new Set(ids)];
}

/** An operator the actor may manage: one whose brands are all within the actor's. */
function manageable(actor: OpsActor, row: OperatorRow): boolean {
  if (actor.merchantIds === null) return true;
  return row.merchantIds !== null && row.merchantIds.every((id) => actor.merchantIds!.includes(id));
}

export async function listOperators(ctx: AppContext, actor: OpsActor): Promise<OperatorListItem[]> {
  const codes = await brandCodes(ctx);
  return (await listOperatorRows(ctx.db)).filter((r) => manageable(actor, r)).map((r) => listItem(r, codes));
}

export interface CreateOperatorInput {
  username: string;
  displayName: string;
  password: string;
  role: OperatorRole;
  brands?: string[] | null | undefined;
  ipAllowList: string[];
  totpRequired: boolean;
}

const auditView = (row: OperatorRow, codes: Map<number, string>) => {
  const { createdAt: _c, lastLoginAt: _l, lockedUntil: _u, ...view } = listItem(row, codes);
  return view;
};

export async function createOperator(ctx: AppContext, actor: OpsActor, input: CreateOperatorInput) {
  const merchantIds = await scopeIds(ctx, actor, input.brands);
  const codes = await brandCodes(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await insertOperator(tx, {
      username: input.username,
      displayName: input.displayName,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      merchantIds,
      ipAllowList: input.ipAllowList.map(canonicalCidr),
      totpRequired: input.totpRequired,
      // Whoever set the first password knows it: the operator chooses its own at the first sign-in.
      mustChangePassword: true,
      createdAt: ctx.now(),
      createdBy: actor.name,
    });
    if (!row) throw new AppError('operator_exists', undefined, 'username');
    await auditOps(ctx, tx, actor, {
      action: 'operator.create',
      target: `operator:${row.username}`,
      after: auditView(row, codes),
    });
    return listItem(row, codes);
  });
}

export interface UpdateOperatorInput {
  displayName?: string | undefined;
  role?: OperatorRole | undefined;
  brands?: string[] | null | undefined;
  ipAllowList?: string[] | undefined;
  status?: 'active' | 'disabled' | undefined;
  resetPassword?: string | undefined;
  resetTotp?: true | undefined;
  unlock?: true | undefined;
}

export async function updateOperator(ctx: AppContext, actor: OpsActor, id: number, input: UpdateOperatorInput) {
  const codes = await brandCodes(ctx);
  const merchantIds = input.brands === undefined ? undefined : await scopeIds(ctx, actor, input.brands);
  return ctx.db.transaction(async (tx) => {
    const before = await lockOperator(tx, id);
    if (!before || !manageable(actor, before)) throw new AppError('operator_not_found', undefined, 'id');
    if (before.id === actor.id && (input.role || input.status === 'disabled')) {
      throw new AppError('permission_denied', 'You cannot change your own role or disable yourself', 'role');
    }
    const set: Parameters<typeof updateOperatorRow>[2] = {};
    if (input.displayName !== undefined) set.displayName = input.displayName;
    if (input.role !== undefined) set.role = input.role;
    if (merchantIds !== undefined) set.merchantIds = merchantIds;
    if (input.ipAllowList !== undefined) set.ipAllowList = input.ipAllowList.map(canonicalCidr);
    if (input.status !== undefined) set.status = input.status;
    if (input.resetPassword !== undefined) {
      set.passwordHash = await hashPassword(input.resetPassword);
      set.mustChangePassword = true;
    }
    if (input.resetTotp) Object.assign(set, { totpEnabled: false, totpSecret: null, totpLastStep: null });
    if (input.unlock) Object.assign(set, { lockedUntil: null, failedLogins: 0 });
    const after = await updateOperatorRow(tx, id, set);
    // What changes who the operator is or what it may do ends its sessions.
    if (
      input.role ||
      input.status === 'disabled' ||
      input.resetPassword ||
      input.resetTotp ||
      input.brands !== undefined
    ) {
      await revokeOperatorSessions(tx, id, ctx.now());
    }
    await auditOps(ctx, tx, actor, {
      action: 'operator.update',
      target: `operator:${before.username}`,
      before: auditView(before, codes),
      after: {
        ...auditView(after, codes),
        ...(input.resetPassword ? { passwordReset: true } : {}),
        ...(input.unlock ? { unlocked: true } : {}),
      },
    });
    return listItem(after, codes);
  });
}
