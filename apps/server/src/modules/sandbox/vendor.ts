import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxVendorMode } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { jsonOrEmpty, keepRawJson, type RawBodies } from '../../lib/rawBody';
import {
  SANDBOX_VENDOR_SIGNATURE,
  SANDBOX_VENDOR_TIMESTAMP,
  sandboxVendorSecret,
  signSandboxVendor,
} from '../wallets/service';
import { applyVendorTransfer, findVendorTransfer, setVendorMode, vendorBalance, vendorMode } from './repository';

/**
 * The built-in sandbox transfer-wallet vendor: a stand-in for a game vendor that keeps players' money
 * in its own wallet. It keeps its own books (sandbox_vendor_* tables), answers over HTTP under
 * /sandbox/vendor/:vendor/..., checks our HMAC signature, applies each reference at most once, and can
 * be told to misbehave (SANDBOX_VENDOR_MODES) so that unknown outcomes and their reconciliation can be
 * exercised for real.
 */

const raw: RawBodies = new WeakMap();
const TOLERANCE_S = 300;
const REFERENCE = /^[A-Za-z0-9_.:-]{1,64}$/;
const PLAYER = /^[A-Za-z0-9_.:-]{1,64}$/;
const VENDOR = /^[A-Za-z0-9_-]{1,32}$/;

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function verified(ctx: AppContext, req: FastifyRequest): boolean {
  const ts = header(req, SANDBOX_VENDOR_TIMESTAMP);
  const sig = header(req, SANDBOX_VENDOR_SIGNATURE);
  if (!ts || !sig || !/^\d{1,12}$/.test(ts) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  if (Math.abs(Date.now() / 1000 - Number(ts)) > TOLERANCE_S) return false;
  const expected = signSandboxVendor(sandboxVendorSecret(ctx), ts, req.method, req.url, raw.get(req) ?? '');
  return crypto.timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(sig, 'hex'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function setSandboxVendorMode(ctx: AppContext, vendor: string, mode: SandboxVendorMode) {
  return setVendorMode(ctx.db, vendor, mode, ctx.now());
}

export function registerSandboxVendor(scope: FastifyInstance, ctx: AppContext) {
  keepRawJson(scope, raw, { bodyLimit: 16_384, parse: jsonOrEmpty });
  const refuse = (reply: FastifyReply, status: number, reason: string) =>
    reply.status(status).send({ status: 'failed', reason });

  scope.post('/sandbox/vendor/:vendor/transfer', async (req, reply) => {
    const { vendor } = req.params as { vendor: string };
    if (!VENDOR.test(vendor)) return refuse(reply, 404, 'unknown_vendor');
    if (!verified(ctx, req)) return refuse(reply, 401, 'bad_signature');
    const b = (req.body ?? {}) as Record<string, unknown>;
    const amountText = typeof b.amountMinor === 'string' ? b.amountMinor : '';
    if (
      typeof b.reference !== 'string' ||
      !REFERENCE.test(b.reference) ||
      typeof b.player !== 'string' ||
      !PLAYER.test(b.player) ||
      (b.direction !== 'in' && b.direction !== 'out') ||
      !/^[1-9]\d{0,15}$/.test(amountText)
    ) {
      return refuse(reply, 400, 'bad_request');
    }
    const mode = (await vendorMode(ctx.db, vendor)) as SandboxVendorMode;
    if (mode === 'drop') return reply.status(500).send({ status: 'error', reason: 'dropped' });
    const t = {
      vendorCode: vendor,
      reference: b.reference,
      player: b.player,
      direction: b.direction,
      amount: BigInt(amountText),
      at: new Date(),
    } as const;
    if (mode === 'reject') {
      const existing = await findVendorTransfer(ctx.db, vendor, t.reference);
      if (!existing) return reply.send({ status: 'failed', reason: 'rejected' });
    }
    const { row, replay } = await inTransaction(ctx.db, (tx) => applyVendorTransfer(tx, t));
    if (replay && (row.player !== t.player || row.direction !== t.direction || row.amount !== t.amount)) {
      return refuse(reply, 409, 'reference_reused');
    }
    if (mode === 'error') return reply.status(500).send({ status: 'error', reason: 'internal' });
    if (mode === 'timeout') await sleep(ctx.config.money.vendorTimeoutMs + 500);
    const balance = await vendorBalance(ctx.db, vendor, t.player);
    return reply.send({
      status: row.status,
      reason: row.reason,
      reference: row.reference,
      balanceMinor: balance.toString(),
    });
  });

  scope.get('/sandbox/vendor/:vendor/transfer/:reference', async (req, reply) => {
    const { vendor, reference } = req.params as { vendor: string; reference: string };
    if (!VENDOR.test(vendor) || !REFERENCE.test(reference)) return refuse(reply, 400, 'bad_request');
    if (!verified(ctx, req)) return refuse(reply, 401, 'bad_signature');
    if ((await vendorMode(ctx.db, vendor)) === 'status_unknown') {
      return reply.status(500).send({ status: 'error', reason: 'status_unavailable' });
    }
    const row = await findVendorTransfer(ctx.db, vendor, reference);
    if (!row) return reply.status(404).send({ status: 'not_found' });
    return reply.send({ status: row.status, reason: row.reason, reference: row.reference });
  });

  scope.get('/sandbox/vendor/:vendor/balance', async (req, reply) => {
    const { vendor } = req.params as { vendor: string };
    const player = (req.query as { player?: string }).player ?? '';
    if (!VENDOR.test(vendor) || !PLAYER.test(player)) return refuse(reply, 400, 'bad_request');
    if (!verified(ctx, req)) return refuse(reply, 401, 'bad_signature');
    return reply.send({ player, balanceMinor: (await vendorBalance(ctx.db, vendor, player)).toString() });
  });
}
