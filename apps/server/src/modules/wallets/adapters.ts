import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { ensureSecretFile } from '../../lib/secretFile';
import { selfUrl } from '../../lib/selfUrl';

/**
 * Transfer-wallet vendors keep the player's money in their own wallet; we move money in and out with
 * a unique reference and ask the transfer's status when an answer is lost (DESIGN.md, "Game
 * providers"). A production vendor integration implements TransferVendorAdapter and
 * transferAdapterFor answers it for its vendor code; until there is one, a transfer-wallet vendor is
 * served by the built-in sandbox vendor over real HTTP.
 */

/** A definite answer (success or failed) or none (unknown: timeout, network error, 5xx). */
export type VendorOutcome =
  { status: 'success' } | { status: 'failed'; reason: string } | { status: 'unknown'; error: string };
/** A status query may also say the vendor never saw the reference. */
export type VendorStatus = VendorOutcome | { status: 'not_found' };

export interface TransferRequest {
  /** Our unique reference; the vendor applies a reference at most once. */
  reference: string;
  /** The player's id at the vendor. */
  player: string;
  /** in: into the vendor's wallet; out: out of it. */
  direction: 'in' | 'out';
  /** Minor units, > 0. */
  amount: bigint;
  currency: string;
}

export interface TransferVendorAdapter {
  transfer(req: TransferRequest): Promise<VendorOutcome>;
  status(reference: string): Promise<VendorStatus>;
  /** The player's balance at the vendor, or null when it cannot be read now. */
  balance(player: string): Promise<bigint | null>;
}

/** The adapter of a transfer-wallet vendor; null when it has none (the sandbox is off). */
export function transferAdapterFor(ctx: AppContext, vendorCode: string): TransferVendorAdapter | null {
  return ctx.config.money.sandboxEnabled ? sandboxVendorAdapter(ctx, vendorCode) : null;
}

/** The player id we use at every vendor: brand and member ids (stable, no personal data). */
export const vendorPlayerId = (merchantId: number, memberId: number) => `lotus${merchantId}_${memberId}`;

// ── the sandbox vendor's client ──────────────────────────────────────────────────────────────

export const SANDBOX_VENDOR_SIGNATURE = 'x-sandbox-signature';
export const SANDBOX_VENDOR_TIMESTAMP = 'x-sandbox-timestamp';

export function sandboxVendorSecret(ctx: AppContext): string {
  return (
    ctx.config.money.sandboxVendorSecret ??
    ensureSecretFile(ctx.config.dataDir, 'sandbox-vendor.key', () =>
      crypto.randomBytes(32).toString('base64url'),
    ).trim()
  );
}

/** hex HMAC-SHA256 over `${timestamp}.${METHOD}.${path}.${body}`. */
export function signSandboxVendor(secret: string, timestamp: string, method: string, path: string, body: string) {
  return crypto
    .createHmac('sha256', secret)
    .update(`${timestamp}.${method.toUpperCase()}.${path}.${body}`)
    .digest('hex');
}

function sandboxVendorAdapter(ctx: AppContext, vendorCode: string): TransferVendorAdapter {
  const secret = sandboxVendorSecret(ctx);
  const base = `/sandbox/vendor/${encodeURIComponent(vendorCode)}`;
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    const res = await fetch(`${selfUrl(ctx)}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        [SANDBOX_VENDOR_TIMESTAMP]: ts,
        [SANDBOX_VENDOR_SIGNATURE]: signSandboxVendor(secret, ts, method, path, text),
      },
      body: body === undefined ? undefined : text,
      signal: AbortSignal.timeout(ctx.config.money.vendorTimeoutMs),
    });
    let json: Record<string, unknown> = {};
    try {
      json = (await res.json()) as Record<string, unknown>;
    } catch {
      json = {};
    }
    return { status: res.status, json };
  };
  const outcomeOf = (status: number, json: Record<string, unknown>): VendorOutcome => {
    if (status >= 500) return { status: 'unknown', error: `vendor answered HTTP ${status}` };
    if (status === 200 && json.status === 'success') return { status: 'success' };
    if (status === 200 && json.status === 'failed')
      return { status: 'failed', reason: String(json.reason ?? 'failed') };
    // A 4xx: the vendor refused the request itself, so it did not apply it.
    if (status >= 400) return { status: 'failed', reason: `vendor_http_${status}` };
    return { status: 'unknown', error: `unexpected answer HTTP ${status}` };
  };
  const unknown = (error: unknown): VendorOutcome => ({
    status: 'unknown',
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
  return {
    async transfer(req) {
      try {
        const { status, json } = await call('POST', `${base}/transfer`, {
          reference: req.reference,
          player: req.player,
          direction: req.direction,
          amountMinor: req.amount.toString(),
          currency: req.currency,
        });
        return outcomeOf(status, json);
      } catch (error) {
        return unknown(error);
      }
    },
    async status(reference) {
      try {
        const { status, json } = await call('GET', `${base}/transfer/${encodeURIComponent(reference)}`);
        if (status === 404 && json.status === 'not_found') return { status: 'not_found' };
        return outcomeOf(status, json);
      } catch (error) {
        return unknown(error);
      }
    },
    async balance(player) {
      try {
        const { status, json } = await call('GET', `${base}/balance?player=${encodeURIComponent(player)}`);
        return status === 200 && typeof json.balanceMinor === 'string' ? BigInt(json.balanceMinor) : null;
      } catch {
        return null;
      }
    },
  };
}
