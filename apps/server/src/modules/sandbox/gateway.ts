import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_SIGNATURE_HEADER, SANDBOX_TIMESTAMP_HEADER, type SandboxCallbackBody } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ensureSecretFile } from '../../lib/secretFile';
import { jsonOrEmpty, keepRawJson, type RawBodies } from '../../lib/rawBody';
import { selfUrl } from '../../lib/selfUrl';
import {
  decidePayment,
  dueCallbacks,
  findPayment,
  insertPayment,
  recordCallbackAttempt,
  type SandboxPaymentRow,
} from './repository';

/**
 * The built-in sandbox payment gateway: a stand-in for a real payment company, served by the same
 * server. Its merchant API (create a payment, ask its status) is HMAC-signed JSON under
 * /sandbox/gateway/...; its payer page /sandbox/pay/:ref is plain server-rendered HTML with Approve and
 * Decline buttons (a form post, no scripts); after the payer's decision it calls our webhook
 * POST /wps/payment/callback/sandbox, signed, and retries with exponential backoff (1, 2, 4, 8, 16 s…)
 * up to CALLBACK_MAX_ATTEMPTS through the job runner until our server answers 2xx.
 */

export const CALLBACK_MAX_ATTEMPTS = 8;
const TOLERANCE_S = 300;
const raw: RawBodies = new WeakMap();

export function paymentSandboxSecret(ctx: AppContext): string {
  return (
    ctx.config.money.paymentSandboxSecret ??
    ensureSecretFile(ctx.config.dataDir, 'sandbox-gateway.key', () =>
      crypto.randomBytes(32).toString('base64url'),
    ).trim()
  );
}

/** hex HMAC-SHA256(secret, `${timestamp}.${body}`): the gateway's signature both ways. */
export function signSandboxGateway(secret: string, timestamp: string, body: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Checks a signature made with signSandboxGateway within ±300 s of `nowS`. */
export function sandboxSignatureValid(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  body: string,
  nowS: number,
): 'ok' | 'bad_signature' | 'expired' {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    return 'bad_signature';
  }
  const expected = signSandboxGateway(secret, timestamp, body);
  if (!crypto.timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(signature, 'hex'))) return 'bad_signature';
  if (Math.abs(nowS - Number(timestamp)) > TOLERANCE_S) return 'expired';
  return 'ok';
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

const statusOf = (p: SandboxPaymentRow) =>
  p.status === 'approved' ? 'success' : p.status === 'declined' ? 'failed' : 'pending';

function callbackBody(p: SandboxPaymentRow): SandboxCallbackBody {
  return {
    gatewayReference: p.ref,
    orderNo: p.orderNo,
    amountMinor: p.amountMinor.toString(),
    currency: p.currency,
    status: p.status === 'approved' ? 'success' : 'failed',
    paidAt: (p.decidedAt ?? new Date()).toISOString(),
  };
}

/** One delivery attempt of a decided payment's callback; records the outcome and the next try. */
export async function deliverCallback(ctx: AppContext, p: SandboxPaymentRow): Promise<boolean> {
  const body = JSON.stringify(callbackBody(p));
  const ts = String(Math.floor(Date.now() / 1000));
  let error: string | null = null;
  try {
    const res = await fetch(`${selfUrl(ctx)}/wps/payment/callback/sandbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_TIMESTAMP_HEADER]: ts,
        [SANDBOX_SIGNATURE_HEADER]: signSandboxGateway(paymentSandboxSecret(ctx), ts, body),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) {
      await recordCallbackAttempt(ctx.db, p.ref, { delivered: true, at: ctx.now(), nextAt: null, error: null });
      return true;
    }
    error = `HTTP ${res.status}`;
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const attempts = p.callbackAttempts + 1;
  const nextAt = attempts >= CALLBACK_MAX_ATTEMPTS ? null : new Date(ctx.now().getTime() + 1000 * 2 ** (attempts - 1));
  await recordCallbackAttempt(ctx.db, p.ref, { delivered: false, at: ctx.now(), nextAt, error });
  return false;
}

/** The job: delivers every callback that is due (first tries and retries). */
export async function deliverDueCallbacks(ctx: AppContext): Promise<number> {
  const due = await dueCallbacks(ctx.db, ctx.now(), 50);
  for (const p of due) await deliverCallback(ctx, p);
  return due.length;
}

// ── HTML ─────────────────────────────────────────────────────────────────────────────────────

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function amountText(minor: bigint, currency: string) {
  const whole = (minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(minor % 100n).toString().padStart(2, '0')} ${currency}`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><link rel="icon" href="data:,">
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:24px;color:#111}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.tag{color:#6b7280;font-size:13px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#6b7280}dd{margin:0;font-weight:600}
.actions{display:flex;gap:12px}button,a.button{flex:1;padding:12px;border-radius:8px;border:0;font-size:16px;cursor:pointer;text-align:center;text-decoration:none}
.approve{background:#16a34a;color:#fff}.decline{background:#e5e7eb;color:#111}.back{background:#2563eb;color:#fff;display:block}
.result{font-size:18px;margin:0 0 20px}
</style></head><body><main>${body}</main></body></html>`;
}

function payerPage(p: SandboxPaymentRow): string {
  const rows = `<dl><dt>Order</dt><dd>${esc(p.orderNo)}</dd><dt>Amount</dt><dd>${esc(amountText(p.amountMinor, p.currency))}</dd>
<dt>Method</dt><dd>${esc(p.channelType)}</dd><dt>Reference</dt><dd>${esc(p.ref)}</dd></dl>`;
  if (p.status !== 'pending') return resultPage(p);
  return page(
    'Sandbox payment',
    `<h1>Sandbox payment gateway</h1><p class="tag">A test payment: no real money moves.</p>${rows}
<form method="post" action="/sandbox/pay/${esc(p.ref)}" class="actions">
<button type="submit" name="decision" value="approve" class="approve">Approve</button>
<button type="submit" name="decision" value="decline" class="decline">Decline</button>
</form>`,
  );
}

function resultPage(p: SandboxPaymentRow): string {
  const approved = p.status === 'approved';
  return page(
    approved ? 'Payment approved' : 'Payment declined',
    `<h1>Sandbox payment gateway</h1><p class="tag">Order ${esc(p.orderNo)}</p>
<p class="result" role="status">${approved ? 'Payment approved.' : 'Payment declined.'} ${esc(amountText(p.amountMinor, p.currency))}</p>
<a class="button back" href="${esc(p.returnPath)}">Return to the site</a>`,
  );
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

const REF = /^[A-Z0-9]{8,40}$/;

export function registerSandboxGateway(scope: FastifyInstance, ctx: AppContext) {
  // The merchant API keeps the raw JSON for its signature; the payer page posts a form.
  keepRawJson(scope, raw, { bodyLimit: 16_384, parse: jsonOrEmpty });
  const FORM = 'application/x-www-form-urlencoded';
  if (!scope.hasContentTypeParser(FORM)) {
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }
  const signed = (req: FastifyRequest, body: string) =>
    sandboxSignatureValid(
      paymentSandboxSecret(ctx),
      header(req, SANDBOX_TIMESTAMP_HEADER),
      header(req, SANDBOX_SIGNATURE_HEADER),
      body,
      Date.now() / 1000,
    ) === 'ok';

  // Merchant API: create a payment (idempotent on orderNo).
  scope.post('/sandbox/gateway/payments', async (req, reply) => {
    if (!signed(req, raw.get(req) ?? '')) return reply.status(401).send({ error: 'bad_signature' });
    const b = (req.body ?? {}) as Record<string, unknown>;
    const ok =
      typeof b.orderNo === 'string' &&
      /^[A-Z0-9]{1,40}$/.test(b.orderNo) &&
      typeof b.amountMinor === 'string' &&
      /^[1-9]\d{0,15}$/.test(b.amountMinor) &&
      typeof b.currency === 'string' &&
      /^[A-Z]{3}$/.test(b.currency) &&
      typeof b.channelType === 'string' &&
      b.channelType.length <= 32 &&
      typeof b.returnPath === 'string' &&
      /^\/(?!\/)[^\s\\]{0,511}$/.test(b.returnPath);
    if (!ok) return reply.status(400).send({ error: 'bad_request' });
    const p = await insertPayment(ctx.db, {
      ref: `SBX${crypto.randomBytes(8).toString('hex').toUpperCase()}`,
      orderNo: b.orderNo as string,
      amountMinor: BigInt(b.amountMinor as string),
      currency: b.currency as string,
      channelType: b.channelType as string,
      returnPath: b.returnPath as string,
      status: 'pending',
      createdAt: ctx.now(),
    });
    if (p.amountMinor.toString() !== b.amountMinor || p.currency !== b.currency) {
      return reply.status(409).send({ error: 'order_reused' });
    }
    return reply.send({ ref: p.ref, payUrl: `/sandbox/pay/${p.ref}`, status: statusOf(p) });
  });

  // Merchant API: a payment's status (signed over the path).
  scope.get('/sandbox/gateway/payments/:ref', async (req, reply) => {
    if (!signed(req, req.url)) return reply.status(401).send({ error: 'bad_signature' });
    const { ref } = req.params as { ref: string };
    const p = REF.test(ref) ? await findPayment(ctx.db, ref) : undefined;
    if (!p) return reply.status(404).send({ status: 'not_found' });
    return reply.send({
      ref: p.ref,
      orderNo: p.orderNo,
      status: statusOf(p),
      amountMinor: p.amountMinor.toString(),
      currency: p.currency,
    });
  });

  // The payer's page.
  scope.get('/sandbox/pay/:ref', async (req, reply) => {
    const { ref } = req.params as { ref: string };
    const p = REF.test(ref) ? await findPayment(ctx.db, ref) : undefined;
    if (!p) return html(reply, 404, page('Not found', '<h1>Payment not found</h1>'));
    return html(reply, 200, payerPage(p));
  });

  scope.post('/sandbox/pay/:ref', async (req, reply) => {
    const { ref } = req.params as { ref: string };
    const decision = ((req.body ?? {}) as Record<string, unknown>).decision;
    const p = REF.test(ref) ? await findPayment(ctx.db, ref) : undefined;
    if (!p) return html(reply, 404, page('Not found', '<h1>Payment not found</h1>'));
    if (decision !== 'approve' && decision !== 'decline') return html(reply, 400, payerPage(p));
    const decided = await decidePayment(ctx.db, ref, decision === 'approve' ? 'approved' : 'declined', ctx.now());
    const now = (await findPayment(ctx.db, ref))!;
    // The first callback goes out at once; the job retries it if our webhook does not answer 2xx.
    if (decided) await deliverCallback(ctx, now);
    return html(reply, 200, resultPage(now));
  });
}
