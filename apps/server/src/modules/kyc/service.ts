/**
 * Identity checks (issue 34, KYC; docs/architecture/security-and-operators.md "Identity checks"). A
 * member uploads the front and back of an identity document and a selfie; the third kind sends the
 * check to the operators (pending). An operator approves it (withdrawals waiting for it go on: the
 * `kyc.approved` event, handled by modules/withdrawals in the same transaction), rejects it with a
 * reason, or expires an approved one (an operator, or the kyc.expire job after the brand's `kyc.validDays`);
 * the member reads each decision in the inbox. Pictures are checked by their content (png or jpeg, at most 5 MB)
 * and kept as files like feedback pictures, never under the client's name.
 */
import {
  KYC_DOCUMENT_KINDS,
  KYC_MAX_BYTES,
  KYC_PATHS,
  type KycCheckStatus,
  type KycDocument,
  type KycDocumentKind,
  type KycStatus,
  type OpsKycCheck,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { listPage, pageWindow } from '../../db/paging';
import { AppError } from '../../lib/errors';
import { listMerchants, merchantById, type Merchant } from '../brands/service';
import { recordAudit, type AuditActor, type AuditEvent } from '../audit/service';
import { formatTime, sendTemplate } from '../inbox/service';
import { detectImage } from '../feedback/images';
import { randomFileName, readUpload, removeUpload, writeUpload } from '../feedback/storage';
import { auditOps, type OpsActor } from '../operators/service';
import { getMoneySettings } from '../wallets/service';
import * as repo from './repository';

export { hasApprovedCheck } from './repository';

const docView = (d: repo.KycDocumentRow, ops: boolean): KycDocument => ({
  id: d.id,
  kind: d.kind as KycDocumentKind,
  contentType: d.contentType as KycDocument['contentType'],
  size: d.size,
  uploadedAt: d.createdAt.toISOString(),
  url: (ops ? KYC_PATHS.opsDocument : KYC_PATHS.document).replace(':id', String(d.id)),
});

const missingOf = (docs: repo.KycDocumentRow[]) => KYC_DOCUMENT_KINDS.filter((k) => !docs.some((d) => d.kind === k));

/** The member's KYC as the member centre shows it. */
export async function kycStatus(ctx: AppContext, merchant: Merchant, memberId: number): Promise<KycStatus> {
  const check = await repo.latestCheck(ctx.db, memberId);
  const rules = (await getMoneySettings(ctx.db, merchant.id)).kyc;
  // A rejected or expired check's pictures are not shown again: the member starts a new one.
  const shown = check && check.status !== 'rejected' && check.status !== 'expired';
  const docs = shown ? await repo.documentsOf(ctx.db, [check.id]) : [];
  const waiting = (await repo.waitingWithdrawals(ctx.db, [memberId])).get(memberId) ?? 0;
  return {
    state: check?.status === undefined ? 'none' : (check.status as KycStatus['state']),
    reason: check?.reason ?? null,
    submittedAt: check?.submittedAt?.toISOString() ?? null,
    decidedAt: check?.decidedAt?.toISOString() ?? null,
    documents: docs.map((d) => docView(d, false)),
    missing: check?.status === 'approved' ? [] : missingOf(docs),
    requiredAbove: rules.withdrawalAmount > 0 ? BigInt(rules.withdrawalAmount) : null,
    requiredLifetime: rules.lifetimeTotal > 0 ? BigInt(rules.lifetimeTotal) : null,
    waitingWithdrawals: waiting,
  };
}

/** The bytes of a data URL (or bare base64) if it is a png or jpeg of at most KYC_MAX_BYTES. */
function pictureOf(image: string) {
  const b64 = image.replace(/^data:image\/(png|jpe?g);base64,/, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(b64)) return undefined;
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length > KYC_MAX_BYTES) return undefined;
  const detected = detectImage(bytes);
  return detected ? { bytes, detected } : undefined;
}

/**
 * Uploads one document into the member's open check (a new one after a rejection or an expiry). The
 * third kind sends it to the operators (pending). While a check waits or is approved there is nothing
 * to upload (kyc_not_open).
 */
export async function uploadDocument(
  ctx: AppContext,
  merchant: Merchant,
  memberId: number,
  body: { kind: KycDocumentKind; image: string },
): Promise<KycStatus> {
  const picture = pictureOf(body.image);
  if (!picture) throw new AppError('kyc_document_invalid', undefined, 'image');
  const fileName = randomFileName(picture.detected.extension);
  await writeUpload(ctx.config.dataDir, fileName, picture.bytes, 'kyc');
  let replaced: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.lockMemberKyc(tx, memberId);
      const now = ctx.now();
      const latest = await repo.latestCheck(tx, memberId);
      if (latest && (latest.status === 'pending' || latest.status === 'approved'))
        throw new AppError('kyc_not_open', undefined, 'kind', { state: latest.status });
      const check =
        latest?.status === 'incomplete'
          ? latest
          : await repo.insertCheck(tx, { merchantId: merchant.id, memberId, status: 'incomplete', createdAt: now });
      const put = await repo.putDocument(tx, {
        checkId: check.id,
        kind: body.kind,
        fileName,
        contentType: picture.detected.contentType,
        size: picture.bytes.length,
        createdAt: now,
      });
      replaced = put.replaced;
      const docs = await repo.documentsOf(tx, [check.id]);
      if (missingOf(docs).length === 0) await repo.updateCheck(tx, check.id, { status: 'pending', submittedAt: now });
    });
  } catch (error) {
    await removeUpload(ctx.config.dataDir, fileName, 'kyc').catch(() => undefined);
    throw error;
  }
  if (replaced) await removeUpload(ctx.config.dataDir, replaced, 'kyc').catch(() => undefined);
  return kycStatus(ctx, merchant, memberId);
}

/** A document's picture: the member's own (memberId), or for an operator of its brands (merchantIds; null: all). */
export async function documentImage(
  ctx: AppContext,
  id: number,
  who: { memberId: number } | { merchantIds: number[] | null },
) {
  const found = await repo.findDocument(ctx.db, id);
  const allowed =
    found &&
    ('memberId' in who
      ? found.memberId === who.memberId
      : who.merchantIds === null || who.merchantIds.includes(found.merchantId));
  if (!allowed) throw new AppError('not_found', undefined, 'id');
  const bytes = await readUpload(ctx.config.dataDir, found.d.fileName, 'kyc');
  if (!bytes) throw new AppError('not_found', undefined, 'id');
  return { bytes, contentType: found.d.contentType };
}

// ── operators ───────────────────────────────────────────────────────────────────────────────

async function opsViews(db: Tx, rows: repo.KycCheckRow[], brands: Map<number, string>): Promise<OpsKycCheck[]> {
  const docs = await repo.documentsOf(
    db,
    rows.map((r) => r.id),
  );
  const memberIds = [...new Set(rows.map((r) => r.memberId))];
  const names = await repo.usernames(db, memberIds);
  const waiting = await repo.waitingWithdrawals(db, memberIds);
  return rows.map((r) => ({
    id: r.id,
    brand: brands.get(r.merchantId) ?? String(r.merchantId),
    memberId: r.memberId,
    username: names.get(r.memberId) ?? String(r.memberId),
    status: r.status as KycCheckStatus,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: r.decidedBy,
    documents: docs.filter((d) => d.checkId === r.id).map((d) => docView(d, true)),
    waitingWithdrawals: waiting.get(r.memberId) ?? 0,
  }));
}

/** The checks of the operator's brands: the pending ones oldest first (the queue), any other status newest first. */
export async function listChecks(
  ctx: AppContext,
  brands: Merchant[],
  q: { status?: KycCheckStatus | undefined; pageNo: number; pageSize: number },
) {
  const { rows, total } = await repo.pageChecks(
    ctx.db,
    { merchantIds: brands.map((b) => b.id), status: q.status },
    pageWindow(q),
  );
  return listPage(await opsViews(ctx.db, rows, new Map(brands.map((b) => [b.id, b.code]))), total, q);
}

export type KycDecision = 'approve' | 'reject' | 'expire';
const FROM: Record<KycDecision, KycCheckStatus> = { approve: 'pending', reject: 'pending', expire: 'approved' };
const TO: Record<KycDecision, KycCheckStatus> = { approve: 'approved', reject: 'rejected', expire: 'expired' };

/** The member's inbox message about a decision (rendered in the reader's language when read; stored in the brand's). */
const TEMPLATE_OF: Record<KycDecision, 'kyc_approved' | 'kyc_rejected' | 'kyc_expired'> = {
  approve: 'kyc_approved',
  reject: 'kyc_rejected',
  expire: 'kyc_expired',
};

/**
 * Applies a decision to a locked check in the caller's transaction: the row, the audit row (status before
 * and after), the member's inbox message (once per check and decision) and, for an approval, `kyc.approved`.
 */
async function applyDecision(
  ctx: AppContext,
  tx: Tx,
  row: repo.KycCheckRow,
  decision: KycDecision,
  reason: string | null,
  by: { name: string; audit: (e: AuditEvent) => Promise<void> },
) {
  const now = ctx.now();
  const after = await repo.updateCheck(tx, row.id, {
    status: TO[decision],
    reason: decision === 'approve' ? null : reason,
    decidedAt: now,
    decidedBy: by.name,
  });
  const merchant = await merchantById(tx, row.merchantId);
  const username = (await repo.usernames(tx, [row.memberId])).get(row.memberId) ?? String(row.memberId);
  await by.audit({
    action: `kyc.${decision}`,
    merchantId: row.merchantId,
    target: `member:${username}`,
    before: { checkId: row.id, status: row.status },
    after: { checkId: row.id, status: after.status, reason: after.reason },
  });
  await sendTemplate(tx, {
    merchantId: row.merchantId,
    memberId: row.memberId,
    template: TEMPLATE_OF[decision],
    language: merchant.defaultLanguage,
    params: { time: formatTime(now, merchant.timeZone), reason: after.reason ?? '' },
    dedupeKey: `kyc.${decision}:${row.id}`,
    at: now,
  });
  if (decision === 'approve')
    await ctx.events.publish(tx, { type: 'kyc.approved', merchantId: row.merchantId, memberId: row.memberId, at: now });
  return { after, merchant };
}

/**
 * An operator's decision on a check, once, under its row lock: approve or reject a pending check,
 * expire an approved one (applyDecision: audited, the member told in the inbox).
 */
export async function decideCheck(
  ctx: AppContext,
  actor: OpsActor,
  id: number,
  decision: KycDecision,
  reason: string | null,
): Promise<OpsKycCheck> {
  const done = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockCheck(tx, id);
    if (!row || !ctx.ops.inScope(actor, row.merchantId)) throw new AppError('kyc_check_not_found', undefined, 'id');
    if (row.status !== FROM[decision]) throw new AppError('kyc_check_state', undefined, 'id', { status: row.status });
    return applyDecision(ctx, tx, row, decision, reason, {
      name: actor.name,
      audit: (e) => auditOps(ctx, tx, actor, e),
    });
  });
  const [view] = await opsViews(ctx.db, [done.after], new Map([[done.merchant.id, done.merchant.code]]));
  return view!;
}

const EXPIRY: AuditActor = { kind: 'system', id: null, name: 'kyc.expire' };
const EXPIRY_BATCH = 500;

/**
 * The kyc.expire job: approvals older than their brand's `kyc.validDays` (0: forever) become expired, each
 * in its own transaction under its row lock (audited, the member told); withdrawals above the brand's
 * rule wait for a new check again. Answers how many it expired.
 */
export async function expireApprovedChecks(ctx: AppContext): Promise<number> {
  let done = 0;
  for (const merchant of await listMerchants(ctx.db)) {
    const { validDays } = (await getMoneySettings(ctx.db, merchant.id)).kyc;
    if (validDays <= 0) continue;
    const before = new Date(ctx.now().getTime() - validDays * 86_400_000);
    for (const id of await repo.approvedBefore(ctx.db, merchant.id, before, EXPIRY_BATCH)) {
      const expired = await ctx.db.transaction(async (tx) => {
        const row = await repo.lockCheck(tx, id);
        if (!row || row.status !== 'approved' || !row.decidedAt || row.decidedAt >= before) return false;
        await applyDecision(ctx, tx, row, 'expire', null, {
          name: EXPIRY.name,
          audit: (e) => recordAudit(tx, EXPIRY, e, ctx.now()),
        });
        return true;
      });
      if (expired) done += 1;
    }
  }
  return done;
}
