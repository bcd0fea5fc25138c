import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KYC_PATHS,
  MONEY_PATHS,
  OPS_MONEY_PATHS,
  kycStatusSchema,
  opsKycCheckSchema,
  type KycStatus,
  type OpsKycCheck,
} from '@lotus/contracts';
import { eq } from 'drizzle-orm';
import { auditLog, kycChecks } from '../src/db/schema';
import { expireApprovedChecks } from '../src/modules/kyc/service';
import { TEST_DATABASE_URL, type TestApp } from './helpers';
import {
  createMoneyApp,
  errorOf,
  memberWithBank,
  newMember,
  requestWithdrawal,
  setMoneySettings,
  type TestMember,
} from './moneySupport';
import { operatorWithRole, type TestOperator } from './operatorsSupport';
import { GIF_BYTES, JPEG_BYTES, PNG_POLYGLOT, pngBytes } from './serviceFixtures';

/**
 * Identity checks (issue 34): a member's documents (kind, type and size checked by content), the
 * operators' queue and decisions (approve, reject with a reason, expire; audited), and the brand's rule
 * that holds withdrawals until the member's check is approved, through HTTP.
 */
let t: TestApp & { url: string };
let finance: TestOperator;
let support: TestOperator;

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const upload = (m: TestMember, kind: string, image = dataUrl(pngBytes())) =>
  t.app.inject({ method: 'POST', url: KYC_PATHS.documents, headers: m.h, payload: { kind, image } });
const status = async (m: TestMember): Promise<KycStatus> => {
  const res = await t.app.inject({ url: KYC_PATHS.status, headers: m.h });
  expect(res.statusCode, res.body).toBe(200);
  return kycStatusSchema.parse(res.json().value);
};
const path = (p: string, id: number | string) => p.replace(/:id|:orderNo/, String(id));
const queue = async (h: Record<string, string>, q = 'status=pending') => {
  const res = await t.app.inject({ url: `${KYC_PATHS.opsChecks}?${q}&pageSize=100`, headers: h });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value.list as unknown[]).map((c) => opsKycCheckSchema.parse(c));
};
const decide = (h: Record<string, string>, id: number, what: 'approve' | 'reject' | 'expire', payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: path({ approve: KYC_PATHS.opsApprove, reject: KYC_PATHS.opsReject, expire: KYC_PATHS.opsExpire }[what], id),
    headers: h,
    payload: payload ?? {},
  });

/** Uploads the three documents: the check waits for an operator; answers it as the queue shows it. */
async function submitted(m: TestMember): Promise<OpsKycCheck> {
  for (const kind of ['front', 'back', 'selfie']) expect((await upload(m, kind)).statusCode).toBe(200);
  const check = (await queue(finance.headers)).find((c) => c.memberId === m.id);
  expect(check).toBeDefined();
  return check!;
}

const withBank = (amount?: bigint) => memberWithBank(t, amount);
const withdraw = (m: TestMember, bankAccountId: number, amount: string) =>
  requestWithdrawal(t, m, bankAccountId, amount);
const orderOf = async (m: TestMember, orderNo: string) =>
  (await t.app.inject({ url: MONEY_PATHS.withdrawalOrder.replace(':orderNo', orderNo), headers: m.h })).json()
    .value as { status: string; waitingFor: string | null };

beforeAll(async () => {
  t = await createMoneyApp();
  finance = await operatorWithRole(t, 'finance');
  support = await operatorWithRole(t, 'support');
});
afterAll(() => t?.close());

describe('the member’s documents', () => {
  it('starts with nothing, collects the three kinds, then waits for an operator', async () => {
    const m = await newMember(t);
    expect(await status(m)).toMatchObject({ state: 'none', documents: [], missing: ['front', 'back', 'selfie'] });
    expect((await upload(m, 'front')).statusCode).toBe(200);
    const jpeg = await upload(m, 'back', dataUrl(JPEG_BYTES, 'image/jpeg'));
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect(kycStatusSchema.parse(jpeg.json().value)).toMatchObject({ state: 'incomplete', missing: ['selfie'] });
    // A second front replaces the first.
    expect((await upload(m, 'front')).statusCode).toBe(200);
    const done = kycStatusSchema.parse((await upload(m, 'selfie')).json().value);
    expect(done.state).toBe('pending');
    expect(done.documents.map((d) => d.kind).sort()).toEqual(['back', 'front', 'selfie']);
    expect(done.submittedAt).not.toBeNull();
    // The member's own picture, with the headers of a stored upload; another member's is not found.
    const front = done.documents.find((d) => d.kind === 'front')!;
    const own = await t.app.inject({ url: front.url, headers: m.h });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    const other = await newMember(t);
    expect(errorOf(await t.app.inject({ url: front.url, headers: other.h }))).toMatchObject({ status: 404 });
    // While it waits, nothing more is taken.
    expect(errorOf(await upload(m, 'front'))).toMatchObject({ status: 409, code: 'kyc_not_open' });
  });

  it('refuses what is not a png or jpeg by content, a picture over 5 MB, a wrong kind, and a guest', async () => {
    const m = await newMember(t);
    expect(errorOf(await upload(m, 'front', dataUrl(GIF_BYTES)))).toMatchObject({
      status: 400,
      code: 'kyc_document_invalid',
      field: 'image',
    });
    expect(errorOf(await upload(m, 'front', dataUrl(PNG_POLYGLOT)))).toMatchObject({ code: 'kyc_document_invalid' });
    expect(errorOf(await upload(m, 'front', 'not base64 at all!'))).toMatchObject({ code: 'kyc_document_invalid' });
    expect(errorOf(await upload(m, 'front', dataUrl(pngBytes(4, 3, 5 * 1024 * 1024 + 10))))).toMatchObject({
      status: 400,
      code: 'kyc_document_invalid',
    });
    expect(errorOf(await upload(m, 'passport'))).toMatchObject({ status: 400, code: 'validation_failed' });
    const guest = await t.app.inject({
      method: 'POST',
      url: KYC_PATHS.documents,
      headers: { merchant: 'LOTUS' },
      payload: { kind: 'front', image: dataUrl(pngBytes()) },
    });
    expect(guest.statusCode).toBe(401);
    expect((await status(m)).state).toBe('none');
  });
});

describe('the operators’ review', () => {
  it('lists pending checks to kyc.review only, and shows their pictures', async () => {
    const m = await newMember(t);
    const check = await submitted(m);
    expect(check).toMatchObject({ status: 'pending', username: m.username, brand: 'LOTUS' });
    expect(check.documents).toHaveLength(3);
    const pic = await t.app.inject({ url: check.documents[0]!.url, headers: finance.headers });
    expect(pic.statusCode).toBe(200);
    expect(errorOf(await t.app.inject({ url: KYC_PATHS.opsChecks, headers: support.headers }))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect(errorOf(await decide(support.headers, check.id, 'approve'))).toMatchObject({ status: 403 });
    expect(
      errorOf(await t.app.inject({ url: `${KYC_PATHS.opsChecks}?status=nope`, headers: finance.headers })),
    ).toMatchObject({
      status: 400,
    });
  });

  it('rejects with a reason the member reads, and a new upload starts a new check', async () => {
    const m = await newMember(t);
    const check = await submitted(m);
    expect(errorOf(await decide(finance.headers, check.id, 'reject', {}))).toMatchObject({ status: 400 });
    const rejected = await decide(finance.headers, check.id, 'reject', { reason: 'Ảnh mờ, chụp lại' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value).toMatchObject({ status: 'rejected', reason: 'Ảnh mờ, chụp lại' });
    expect(await status(m)).toMatchObject({ state: 'rejected', reason: 'Ảnh mờ, chụp lại' });
    // Decided once: approving a rejected check is refused and changes nothing.
    expect(errorOf(await decide(finance.headers, check.id, 'approve'))).toMatchObject({
      status: 409,
      code: 'kyc_check_state',
    });
    expect((await upload(m, 'front')).statusCode).toBe(200);
    expect(await status(m)).toMatchObject({ state: 'incomplete', missing: ['back', 'selfie'] });
    const audit = await t.ctx.db.select().from(auditLog);
    expect(audit.some((a) => a.action === 'kyc.reject' && a.target === `member:${m.username}`)).toBe(true);
  });

  it('approves, then expires an approved check; unknown checks are not found', async () => {
    const m = await newMember(t);
    const check = await submitted(m);
    expect(errorOf(await decide(finance.headers, check.id, 'expire'))).toMatchObject({ code: 'kyc_check_state' });
    expect((await decide(finance.headers, check.id, 'approve')).json().value.status).toBe('approved');
    const approved = await status(m);
    expect(approved).toMatchObject({ state: 'approved', missing: [] });
    expect(approved.documents).toHaveLength(3);
    expect(errorOf(await upload(m, 'front'))).toMatchObject({ code: 'kyc_not_open' });
    const expired = await decide(finance.headers, check.id, 'expire', { reason: 'CCCD hết hạn' });
    expect(expired.json().value).toMatchObject({ status: 'expired', reason: 'CCCD hết hạn' });
    expect((await status(m)).state).toBe('expired');
    expect(errorOf(await decide(finance.headers, 999_999, 'approve'))).toMatchObject({
      status: 404,
      code: 'kyc_check_not_found',
    });
    expect(errorOf(await decide(finance.headers, 0, 'approve'))).toMatchObject({ status: 400 });
  });
});

describe('withdrawals that wait for KYC', () => {
  it('holds a withdrawal above the brand’s amount until the check is approved', async () => {
    await setMoneySettings(t, { kyc: { withdrawalAmount: 500_00, lifetimeTotal: 0 } });
    try {
      const { m, bankId } = await withBank();
      const small = await withdraw(m, bankId, '400.00');
      expect(small.waitingFor).toBeNull();
      const big = await withdraw(m, bankId, '1000.00');
      expect(big).toMatchObject({ status: 'requested', waitingFor: 'kyc' });
      const s = await status(m);
      expect(s).toMatchObject({ state: 'none', waitingWithdrawals: 1, requiredAbove: 500_00n });
      // The operator cannot approve it yet; rejecting would still be allowed.
      expect(
        errorOf(
          await t.app.inject({
            method: 'POST',
            url: path(OPS_MONEY_PATHS.withdrawalApprove, big.orderNo),
            headers: finance.headers,
          }),
        ),
      ).toMatchObject({ status: 409, code: 'withdrawal_kyc_pending' });
      const check = await submitted(m);
      expect(check.waitingWithdrawals).toBe(1);
      // A rejection leaves it waiting.
      expect((await decide(finance.headers, check.id, 'reject', { reason: 'blurred' })).statusCode).toBe(200);
      expect((await orderOf(m, big.orderNo)).waitingFor).toBe('kyc');
      const again = await submitted(m);
      expect((await decide(finance.headers, again.id, 'approve')).statusCode).toBe(200);
      expect(await orderOf(m, big.orderNo)).toMatchObject({ status: 'requested', waitingFor: null });
      const approved = await t.app.inject({
        method: 'POST',
        url: path(OPS_MONEY_PATHS.withdrawalApprove, big.orderNo),
        headers: finance.headers,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().value.status).toBe('approved');
      // Approved: the next big one does not wait.
      expect((await withdraw(m, bankId, '1000.00')).waitingFor).toBeNull();
    } finally {
      await setMoneySettings(t, { kyc: { withdrawalAmount: 0, lifetimeTotal: 0 } });
    }
  });

  it('holds the withdrawal that takes the lifetime total past the brand’s', async () => {
    await setMoneySettings(t, { kyc: { withdrawalAmount: 0, lifetimeTotal: 1_500_00 } });
    try {
      const { m, bankId } = await withBank();
      expect((await withdraw(m, bankId, '1000.00')).waitingFor).toBeNull();
      expect((await withdraw(m, bankId, '400.00')).waitingFor).toBeNull();
      expect((await withdraw(m, bankId, '200.00')).waitingFor).toBe('kyc');
      expect((await status(m)).requiredLifetime).toBe(1_500_00n);
    } finally {
      await setMoneySettings(t, { kyc: { withdrawalAmount: 0, lifetimeTotal: 0 } });
    }
  });
});

const inbox = async (m: TestMember, language: 'vi' | 'en') =>
  (await t.app.inject({ url: MONEY_PATHS.messages, headers: { ...m.h, language } })).json().value.list as {
    template: string;
    title: string;
    content: string;
  }[];

describe('the member is told, and approvals expire', () => {
  it('sends an inbox message for an approval, a rejection and an expiry, in the reader’s language', async () => {
    const m = await newMember(t);
    const first = await submitted(m);
    expect((await decide(finance.headers, first.id, 'reject', { reason: 'Ảnh mờ' })).statusCode).toBe(200);
    const second = await submitted(m);
    expect((await decide(finance.headers, second.id, 'approve')).statusCode).toBe(200);
    expect((await decide(finance.headers, second.id, 'expire', { reason: 'CCCD hết hạn' })).statusCode).toBe(200);
    const en = await inbox(m, 'en');
    expect(en.map((x) => x.template)).toEqual(['kyc_expired', 'kyc_approved', 'kyc_rejected']);
    expect(en[2]).toMatchObject({ title: 'Identity check rejected' });
    expect(en[2]!.content).toContain('Ảnh mờ');
    expect(en[1]!.title).toBe('Identity check approved');
    const vi = await inbox(m, 'vi');
    expect(vi.map((x) => x.title)).toEqual([
      'Xác minh danh tính đã hết hạn',
      'Xác minh danh tính đã được duyệt',
      'Xác minh danh tính bị từ chối',
    ]);
  });

  it('the kyc.expire job expires approvals older than the brand’s days, tells the member, and holds again', async () => {
    await setMoneySettings(t, { kyc: { withdrawalAmount: 500_00, lifetimeTotal: 0, validDays: 30 } });
    try {
      const { m, bankId } = await withBank(100_000_00n);
      const check = await submitted(m);
      expect((await decide(finance.headers, check.id, 'approve')).statusCode).toBe(200);
      expect((await withdraw(m, bankId, '1000.00')).waitingFor).toBeNull();
      // Approved 29 days ago: still valid, the job leaves it (the approval is moved back, not the clock: sessions
      // would end).
      const approvedAgo = (days: number) =>
        t.ctx.db
          .update(kycChecks)
          .set({ decidedAt: new Date(Date.now() - days * 86_400_000) })
          .where(eq(kycChecks.id, check.id));
      await approvedAgo(29);
      await expireApprovedChecks(t.ctx);
      expect((await status(m)).state).toBe('approved');
      // 31 days ago: expired once (a second run finds nothing), audited by the job, the member told.
      await approvedAgo(31);
      expect(await expireApprovedChecks(t.ctx)).toBeGreaterThanOrEqual(1);
      expect((await status(m)).state).toBe('expired');
      await expireApprovedChecks(t.ctx);
      const audit = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `member:${m.username}`));
      const expiries = audit.filter((a) => a.action === 'kyc.expire');
      expect(expiries).toHaveLength(1);
      expect(expiries[0]).toMatchObject({ actorKind: 'system', actorName: 'kyc.expire' });
      expect((await inbox(m, 'en')).filter((x) => x.template === 'kyc_expired')).toHaveLength(1);
      // Like a missing check: the next big withdrawal waits; a new check can be uploaded.
      expect((await withdraw(m, bankId, '1000.00')).waitingFor).toBe('kyc');
      expect((await upload(m, 'front')).statusCode).toBe(200);
    } finally {
      await setMoneySettings(t, { kyc: { withdrawalAmount: 0, lifetimeTotal: 0, validDays: 0 } });
    }
  });

  it('refuses a validity out of range and changes nothing', async () => {
    const owner = await operatorWithRole(t, 'owner');
    const change = (validDays: number) =>
      t.app.inject({
        method: 'POST',
        url: OPS_MONEY_PATHS.moneySettings,
        headers: owner.headers,
        payload: { brand: 'LOTUS', settings: { kyc: { validDays } } },
      });
    expect(errorOf(await change(-1))).toMatchObject({ status: 400 });
    expect(errorOf(await change(5000))).toMatchObject({ status: 400 });
    const ok = await change(90);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value[0].settings.kyc.validDays).toBe(90);
    expect((await change(0)).statusCode).toBe(200);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('identity checks under concurrency (PostgreSQL)', () => {
  it('raced decisions on one check decide it once; raced uploads keep one open check', async () => {
    const owners = [finance, await operatorWithRole(t, 'owner'), await operatorWithRole(t, 'risk')];
    const m = await newMember(t);
    const check = await submitted(m);
    const answers = await Promise.all([
      ...owners.map((o) => decide(o.headers, check.id, 'approve')),
      decide(finance.headers, check.id, 'reject', { reason: 'raced' }),
    ]);
    const codes = answers.map((r) => errorOf(r).code ?? 'ok');
    expect(
      codes.filter((c) => c === 'ok'),
      codes.join(),
    ).toHaveLength(1);
    expect(
      codes.filter((c) => c !== 'ok').every((c) => c === 'kyc_check_state'),
      codes.join(),
    ).toBe(true);
    const audit = await t.ctx.db.select().from(auditLog);
    expect(audit.filter((a) => a.target === `member:${m.username}` && a.action.startsWith('kyc.'))).toHaveLength(1);

    const other = await newMember(t);
    const uploads = await Promise.all(['front', 'front', 'back', 'back', 'selfie'].map((k) => upload(other, k)));
    // Each is taken, or (a second picture of a kind after the third kind sent the check) refused as not open.
    for (const u of uploads) expect([200, 409], u.body).toContain(u.statusCode);
    expect(uploads.filter((u) => u.statusCode === 409).every((u) => errorOf(u).code === 'kyc_not_open')).toBe(true);
    const checks = await t.ctx.db.select().from(kycChecks).where(eq(kycChecks.memberId, other.id));
    expect(checks).toHaveLength(1);
    expect(checks[0]!.status).toBe('pending');
  });
});
if (!TEST_DATABASE_URL) console.info('KYC concurrency test skipped: set TEST_DATABASE_URL to run it on PostgreSQL');
