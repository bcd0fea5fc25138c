/**
 * The operator's members (issue 16, "Members"): search, a member's page (profile, balances, turnover,
 * statement, bets, sessions, notes, labels), lock and unlock, a temporary password, and manual balance
 * adjustments of the main wallet with four-eyes approval above the brand's threshold. Other modules are
 * used through their service.ts only; every change is audited with before and after in its transaction.
 */
import type {
  HistoryQuery,
  MemberSearchKey,
  OpsAdjustment,
  OpsMemberListItem,
  OpsMemberNote,
  OpsMemberProfile,
  OpsStatementLine,
  SiteLanguage,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { moneyDetail } from '../../lib/money';
import { shiftDay, startOfDay } from '../../lib/zonedTime';
import {
  lockMemberForUpdate,
  memberForOps,
  memberSignIns,
  memberStatus,
  mobileOf,
  payeeNameOf,
  searchMembersForOps,
  setMemberLocked,
  setTemporaryPassword,
} from '../accounts/service';
import type { MemberRow } from '../accounts/operatorMembers';
import { merchantById, type Merchant } from '../brands/service';
import { accountStatement, listMemberAccounts, postTransfer, type LedgerAccount } from '../ledger/service';
import { auditOps, type OpsActor } from '../operators/service';
import { history } from '../records/service';
import { turnoverStatus } from '../turnover/service';
import { brandAccount, getMoneySettings, memberAccount, publishBalanceChange } from '../wallets/service';
import { memberIdsByPayeeName } from '../withdrawals/service';
import * as repo from './repository';
import { listPage, pageWindow } from '../../db/paging';

/** A member found for an operator: its row, brand and sign-in facts. */
export interface FoundMember {
  member: MemberRow;
  merchant: Merchant;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
  upline: string | null;
}

/** The member with this id, if the operator works on its brand; else not_found (as if it did not exist). */
export async function findMember(ctx: AppContext, actor: OpsActor, id: number): Promise<FoundMember> {
  const found = await memberForOps(ctx.db, id);
  if (!found || !ctx.ops.inScope(actor, found.member.merchantId))
    throw new AppError('not_found', 'Unknown member', 'id');
  return { ...found, merchant: await merchantById(ctx.db, found.member.merchantId) };
}

const target = (m: MemberRow) => `member:${m.username}`;

function listItem(m: MemberRow, brand: string, lastLoginAt: string | null, now: Date): OpsMemberListItem {
  return {
    id: m.id,
    brand,
    username: m.username,
    mobile: mobileOf(m),
    email: m.email,
    payeeName: payeeNameOf(m),
    vipLevel: m.vipLevel,
    isAgent: m.isAgent,
    status: memberStatus(m, now),
    registeredAt: m.createdAt.toISOString(),
    lastLoginAt,
  };
}

// ── search and reads ─────────────────────────────────────────────────────────────────────────

export async function searchMembers(
  ctx: AppContext,
  brands: Merchant[],
  q: { by: MemberSearchKey; q: string; pageNo: number; pageSize: number },
) {
  const merchantIds = brands.map((b) => b.id);
  const codeOf = new Map(brands.map((b) => [b.id, b.code]));
  const payeeMemberIds = q.by === 'any' || q.by === 'payee' ? await memberIdsByPayeeName(ctx.db, merchantIds, q.q) : [];
  const { rows, total } = await searchMembersForOps(
    ctx.db,
    { merchantIds, by: q.by, q: q.q, payeeMemberIds },
    pageWindow(q),
  );
  const now = ctx.now();
  return listPage(
    rows.map((r) =>
      listItem(
        r.member,
        codeOf.get(r.member.merchantId)!,
        r.lastLoginAt ? new Date(r.lastLoginAt).toISOString() : null,
        now,
      ),
    ),
    total,
    q,
  );
}

/** The wallet a ledger account is, as the statement names it. */
const walletName = (a: LedgerAccount) =>
  a.kind === 'member_vendor' ? `vendor:${a.vendorCode}` : a.kind.replace(/^member_/, '');

export async function memberProfile(ctx: AppContext, f: FoundMember): Promise<OpsMemberProfile> {
  const m = f.member;
  const accounts = (await listMemberAccounts(ctx.db, f.merchant.id, m.id)).filter(
    (a) => a.currency === f.merchant.currency,
  );
  const sum = (kind: string) => accounts.filter((a) => a.kind === kind).reduce((s, a) => s + a.balance, 0n);
  const vendors = accounts.filter((a) => a.kind === 'member_vendor');
  const main = sum('member_main');
  const bonus = sum('member_bonus');
  const vendorTotal = vendors.reduce((s, a) => s + a.balance, 0n);
  const turnover = await turnoverStatus(ctx.db, f.merchant.id, m.id);
  const profile = m.profile ?? {};
  return {
    ...listItem(m, f.merchant.code, f.lastLoginAt, ctx.now()),
    currency: f.merchant.currency,
    timeZone: f.merchant.timeZone,
    nickname: m.nickname,
    fullName: profile.fullName?.trim() || null,
    birthday: profile.birthday?.trim() || null,
    mobileVerified: m.mobileVerifiedAt !== null,
    emailVerified: m.emailVerifiedAt !== null,
    labels: await repo.labelsOf(ctx.db, m.id),
    upline: f.upline,
    affiliateCode: m.affiliateCode,
    lockedUntil: m.lockedUntil && m.lockedUntil > ctx.now() ? m.lockedUntil.toISOString() : null,
    lockedAt: m.disabledAt?.toISOString() ?? null,
    registerIp: m.registerIp,
    registerMethod: m.registerMethod,
    lastLoginIp: f.lastLoginIp,
    mustChangePassword: m.mustChangePassword,
    balances: {
      main,
      bonus,
      locked: sum('member_locked'),
      vendors: vendors.map((a) => ({ vendor: a.vendorCode ?? '', balance: a.balance })),
      total: main + bonus + vendorTotal,
    },
    turnover: {
      required: turnover.required,
      progress: turnover.progress,
      outstanding: turnover.outstanding,
    },
  };
}

/** The member's ledger postings (every wallet), newest first; days in the brand's time zone. */
export async function memberStatement(
  ctx: AppContext,
  f: FoundMember,
  q: {
    from?: string | undefined;
    to?: string | undefined;
    type?: OpsStatementLine['type'];
    pageNo: number;
    pageSize: number;
  },
) {
  if (q.from && q.to && q.to < q.from) throw new AppError('validation_failed', 'to is before from', 'to');
  const accounts = await listMemberAccounts(ctx.db, f.merchant.id, f.member.id);
  const nameOf = new Map(accounts.map((a) => [a.id, walletName(a)]));
  const tz = f.merchant.timeZone;
  const page = await accountStatement(ctx.db, {
    merchantId: f.merchant.id,
    accountIds: accounts.map((a) => a.id),
    ownerMemberId: f.member.id,
    types: q.type ? [q.type] : undefined,
    from: q.from ? startOfDay(tz, q.from) : undefined,
    to: q.to ? startOfDay(tz, shiftDay(q.to, 1)) : undefined,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  });
  return {
    ...page,
    list: page.list.map((l): OpsStatementLine => ({
      entryId: l.entryId,
      at: l.createdAt.toISOString(),
      type: l.type,
      wallet: nameOf.get(l.accountId) ?? String(l.accountId),
      amount: l.amount,
      balanceAfter: l.balanceAfter,
      reference: l.reference,
      memo: l.memo,
    })),
  };
}

export const memberBets = (ctx: AppContext, f: FoundMember, q: HistoryQuery, language: SiteLanguage) =>
  history(ctx.db, { merchant: f.merchant, memberId: f.member.id, language, now: ctx.now() }, q);

export const memberSessions = (ctx: AppContext, f: FoundMember, q: { pageNo: number; pageSize: number }) =>
  memberSignIns(ctx.db, f.member.id, ctx.now(), q);

// ── notes and labels ─────────────────────────────────────────────────────────────────────────

const toNote = (n: repo.NoteRow): OpsMemberNote => ({
  id: n.id,
  author: n.authorName,
  text: n.text,
  at: n.createdAt.toISOString(),
});

export const memberNotes = async (ctx: AppContext, f: FoundMember) =>
  (await repo.notesOf(ctx.db, f.member.id)).map(toNote);

export function addNote(ctx: AppContext, actor: OpsActor, f: FoundMember, text: string): Promise<OpsMemberNote> {
  return ctx.db.transaction(async (tx) => {
    const note = await repo.insertNote(tx, {
      merchantId: f.merchant.id,
      memberId: f.member.id,
      authorId: actor.id,
      authorName: actor.name,
      text,
      createdAt: ctx.now(),
    });
    await auditOps(ctx, tx, actor, {
      action: 'member.note',
      merchantId: f.merchant.id,
      target: target(f.member),
      before: null,
      after: { noteId: note.id, text },
    });
    return toNote(note);
  });
}

export function changeLabels(
  ctx: AppContext,
  actor: OpsActor,
  f: FoundMember,
  change: { add: string[]; remove: string[] },
): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    await lockMemberForUpdate(tx, f.member.id);
    const before = await repo.labelsOf(tx, f.member.id);
    const add = [...new Set(change.add)].filter((l) => !change.remove.includes(l));
    await repo.removeLabels(tx, f.member.id, change.remove);
    await repo.addLabels(tx, f.merchant.id, f.member.id, add, actor.name, ctx.now());
    const after = await repo.labelsOf(tx, f.member.id);
    await auditOps(ctx, tx, actor, {
      action: 'member.labels',
      merchantId: f.merchant.id,
      target: target(f.member),
      before: { labels: before },
      after: { labels: after },
    });
    return after;
  });
}

// ── lock, unlock, password ───────────────────────────────────────────────────────────────────

export function lockMember(
  ctx: AppContext,
  actor: OpsActor,
  f: FoundMember,
  locked: boolean,
  reason: string | null,
): Promise<{ status: OpsMemberListItem['status']; sessionsEnded: number }> {
  return ctx.db.transaction(async (tx) => {
    const row = (await lockMemberForUpdate(tx, f.member.id))!;
    const now = ctx.now();
    const before = memberStatus(row, now);
    const done = await setMemberLocked(tx, row, locked, now, { name: actor.name, ip: actor.ip, reason });
    const status = memberStatus(done.member, now);
    await auditOps(ctx, tx, actor, {
      action: locked ? 'member.lock' : 'member.unlock',
      merchantId: f.merchant.id,
      target: target(row),
      before: { status: before },
      after: { status, reason, sessionsEnded: done.sessionsEnded },
    });
    return { status, sessionsEnded: done.sessionsEnded };
  });
}

export function resetPassword(
  ctx: AppContext,
  actor: OpsActor,
  f: FoundMember,
  deliver: 'show' | 'sms' | 'email',
): Promise<{ deliveredBy: typeof deliver; temporaryPassword: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const row = (await lockMemberForUpdate(tx, f.member.id))!;
    const password = await setTemporaryPassword(ctx, tx, f.merchant, row, deliver, { name: actor.name, ip: actor.ip });
    await auditOps(ctx, tx, actor, {
      action: 'member.password.reset',
      merchantId: f.merchant.id,
      target: target(row),
      before: { mustChangePassword: row.mustChangePassword },
      after: { mustChangePassword: true, deliveredBy: deliver },
    });
    return { deliveredBy: deliver, temporaryPassword: password };
  });
}

// ── manual adjustments ──────────────────────────────────────────────────────────────────────

async function thresholdOf(db: Tx, merchantId: number): Promise<bigint> {
  return BigInt((await getMoneySettings(db, merchantId)).adjustment.approvalThreshold);
}

function toAdjustment(r: repo.AdjustmentRow, brand: string, username: string, threshold: bigint): OpsAdjustment {
  return {
    id: r.id,
    brand,
    memberId: r.memberId,
    username,
    direction: r.direction as OpsAdjustment['direction'],
    amount: r.amount,
    reason: r.reason,
    status: r.status as OpsAdjustment['status'],
    requestedBy: r.requestedByName,
    decidedBy: r.decidedByName,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decisionNote: r.decisionNote,
    entryId: r.entryId,
    balanceBefore: r.balanceBefore,
    balanceAfter: r.balanceAfter,
    createdAt: r.createdAt.toISOString(),
    threshold,
  };
}

/** Posts an adjustment (its row locked by the caller): main wallet against the brand's adjustment account, once. */
async function post(
  ctx: AppContext,
  tx: Tx,
  merchant: Merchant,
  row: repo.AdjustmentRow,
  decidedBy: string,
  note: string | null,
): Promise<repo.AdjustmentRow> {
  const main = await memberAccount(tx, merchant, row.memberId, 'member_main');
  const counter = await brandAccount(tx, merchant, 'adjustment');
  const credit = row.direction === 'credit';
  const entry = await postTransfer(tx, {
    merchantId: merchant.id,
    type: 'adjustment',
    idempotencyKey: `member-adjustment:${row.id}`,
    reference: `ADJ-${row.id}`,
    memo: row.reason,
    fromAccountId: credit ? counter.id : main.id,
    toAccountId: credit ? main.id : counter.id,
    amount: row.amount,
  });
  const after = entry.postings.find((p) => p.accountId === main.id)!.balanceAfter;
  const before = credit ? after - row.amount : after + row.amount;
  return repo.updateAdjustment(tx, row.id, {
    status: 'posted',
    entryId: entry.id,
    balanceBefore: before,
    balanceAfter: after,
    decidedByName: decidedBy,
    decidedAt: ctx.now(),
    decisionNote: note,
  });
}

const sameRequest = (r: repo.AdjustmentRow, memberId: number, direction: string, amount: bigint, reason: string) =>
  r.memberId === memberId && r.direction === direction && r.amount === amount && r.reason === reason;

/**
 * Asks for a manual adjustment of the member's main wallet. Up to the brand's threshold it posts at
 * once; above it, it waits for another operator's approval (pending). A debit beyond the balance is
 * refused (insufficient_balance), now and again when approved. The same requestKey with the same
 * request answers the first adjustment (replayed); with another, idempotency_key_reused.
 */
export async function requestAdjustment(
  ctx: AppContext,
  actor: OpsActor,
  f: FoundMember,
  body: { direction: 'credit' | 'debit'; amount: bigint; reason: string; requestKey: string },
): Promise<OpsAdjustment & { replayed: boolean }> {
  const { merchant, member } = f;
  const result = await ctx.db.transaction(async (tx) => {
    const threshold = await thresholdOf(tx, merchant.id);
    const replay = async () => {
      const prior = await repo.adjustmentByKey(tx, merchant.id, body.requestKey);
      if (!prior) return undefined;
      if (!sameRequest(prior, member.id, body.direction, body.amount, body.reason))
        throw new AppError('idempotency_key_reused', undefined, 'requestKey', { id: prior.id });
      return { row: prior, threshold, replayed: true };
    };
    const first = await replay();
    if (first) return first;
    const main = await memberAccount(tx, merchant, member.id, 'member_main');
    if (body.direction === 'debit' && body.amount > main.balance)
      throw new AppError('insufficient_balance', undefined, 'amount', { balance: moneyDetail(main.balance) });
    const inserted = await repo.insertAdjustment(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      direction: body.direction,
      amount: body.amount,
      reason: body.reason,
      requestKey: body.requestKey,
      status: 'pending',
      requestedByKind: actor.kind,
      requestedById: actor.id,
      requestedByName: actor.name,
      createdAt: ctx.now(),
    });
    if (!inserted) {
      const raced = await replay();
      if (raced) return raced;
      throw new Error('adjustment vanished after a conflicting insert');
    }
    const row = body.amount > threshold ? inserted : await post(ctx, tx, merchant, inserted, actor.name, null);
    await auditOps(ctx, tx, actor, {
      action: row.status === 'posted' ? 'member.adjust' : 'member.adjust.request',
      merchantId: merchant.id,
      target: target(member),
      before: { main: moneyDetail(row.balanceBefore ?? main.balance) },
      after: {
        adjustmentId: row.id,
        status: row.status,
        direction: row.direction,
        amount: moneyDetail(row.amount),
        reason: row.reason,
        main: moneyDetail(row.balanceAfter ?? main.balance),
      },
    });
    return { row, threshold, replayed: false };
  });
  if (result.row.status === 'posted' && !result.replayed) publishBalanceChange(ctx, merchant.id, [member.id]);
  return { ...toAdjustment(result.row, merchant.code, member.username, result.threshold), replayed: result.replayed };
}

/**
 * Approves (posts) or rejects a pending adjustment, under the row's lock: a second decision, raced
 * or later, meets adjustment_not_pending. Four-eyes: the operator who asked cannot decide it
 * (adjustment_self_approval); the shared key counts as one person.
 */
export async function decideAdjustment(
  ctx: AppContext,
  actor: OpsActor,
  id: number,
  decision: 'approve' | 'reject',
  note: string | null,
): Promise<OpsAdjustment> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockAdjustment(tx, id);
    if (!row || !ctx.ops.inScope(actor, row.merchantId)) throw new AppError('not_found', 'Unknown adjustment', 'id');
    if (row.status !== 'pending')
      throw new AppError('adjustment_not_pending', undefined, undefined, { status: row.status });
    if (row.requestedByKind === actor.kind && row.requestedById === actor.id)
      throw new AppError('adjustment_self_approval');
    const merchant = await merchantById(tx, row.merchantId);
    const found = await memberForOps(tx, row.memberId);
    const username = found?.member.username ?? String(row.memberId);
    const main = await memberAccount(tx, merchant, row.memberId, 'member_main');
    const done =
      decision === 'approve'
        ? await post(ctx, tx, merchant, row, actor.name, note)
        : await repo.updateAdjustment(tx, row.id, {
            status: 'rejected',
            decidedByName: actor.name,
            decidedAt: ctx.now(),
            decisionNote: note,
          });
    await auditOps(ctx, tx, actor, {
      action: decision === 'approve' ? 'member.adjust.approve' : 'member.adjust.reject',
      merchantId: merchant.id,
      target: `member:${username}`,
      before: { adjustmentId: row.id, status: 'pending', main: moneyDetail(done.balanceBefore ?? main.balance) },
      after: {
        adjustmentId: row.id,
        status: done.status,
        direction: row.direction,
        amount: moneyDetail(row.amount),
        requestedBy: row.requestedByName,
        note,
        main: moneyDetail(done.balanceAfter ?? main.balance),
      },
    });
    return { row: done, merchant, username, threshold: await thresholdOf(tx, merchant.id) };
  });
  if (result.row.status === 'posted') publishBalanceChange(ctx, result.merchant.id, [result.row.memberId]);
  return toAdjustment(result.row, result.merchant.code, result.username, result.threshold);
}

/** Adjustments of the brands (or of one member), newest first. */
export async function listAdjustments(
  ctx: AppContext,
  brands: Merchant[],
  q: { memberId?: number; status?: string | undefined; pageNo: number; pageSize: number },
) {
  const { rows, total } = await repo.pageAdjustments(
    ctx.db,
    { merchantIds: brands.map((b) => b.id), memberId: q.memberId, status: q.status },
    pageWindow(q),
  );
  const brandOf = new Map(brands.map((b) => [b.id, b]));
  const names = new Map<number, string>();
  const thresholds = new Map<number, bigint>();
  const list: OpsAdjustment[] = [];
  for (const r of rows) {
    if (!names.has(r.memberId))
      names.set(r.memberId, (await memberForOps(ctx.db, r.memberId))?.member.username ?? String(r.memberId));
    if (!thresholds.has(r.merchantId)) thresholds.set(r.merchantId, await thresholdOf(ctx.db, r.merchantId));
    list.push(toAdjustment(r, brandOf.get(r.merchantId)!.code, names.get(r.memberId)!, thresholds.get(r.merchantId)!));
  }
  return listPage(list, total, q);
}
