import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  sandboxCallbackBodySchema,
  type DepositChannelType,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { selfUrl } from '../../lib/selfUrl';
import { paymentSandboxSecret, sandboxSignatureValid, signSandboxGateway } from '../sandbox/service';

/**
 * A payment gateway, as deposits see it. A production gateway adapter implements this interface and
 * gatewayFor answers it for its code; the built-in sandbox gateway (modules/sandbox) is the reference
 * implementation and talks real HTTP both ways.
 */
export interface CreatePaymentInput {
  orderNo: string;
  /** Minor units. */
  amount: bigint;
  currency: string;
  channelType: DepositChannelType;
  /** Where the payer returns on this site after paying. */
  returnPath: string;
}

export interface CallbackNotice {
  gatewayReference: string;
  orderNo: string;
  amount: bigint;
  currency: string;
  status: 'success' | 'failed';
}

export type GatewayPaymentStatus = 'pending' | 'success' | 'failed' | 'not_found' | 'unknown';

export interface PaymentGateway {
  code: string;
  /** Opens the payment: the gateway's reference and the page the payer is sent to. */
  createPayment(input: CreatePaymentInput): Promise<{ gatewayReference: string; redirectUrl: string }>;
  /**
   * Checks a callback's signature and time and reads it: payment_signature_invalid,
   * payment_callback_expired or validation_failed when it is not a genuine, fresh notice.
   */
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string, now: Date): CallbackNotice;
  /** Asks the gateway about a payment (expiry job; lost callbacks). */
  queryStatus(gatewayReference: string): Promise<GatewayPaymentStatus>;
}

/** The gateway adapter of a code; null for unknown codes (and for 'sandbox' when the sandbox is off). */
export function gatewayFor(ctx: AppContext, code: string): PaymentGateway | null {
  if (code === 'sandbox' && ctx.config.money.sandboxEnabled) return sandboxGateway(ctx);
  return null;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function sandboxGateway(ctx: AppContext): PaymentGateway {
  const secret = paymentSandboxSecret(ctx);
  const signedHeaders = (body: string) => {
    const ts = String(Math.floor(Date.now() / 1000));
    return { [SANDBOX_TIMESTAMP_HEADER]: ts, [SANDBOX_SIGNATURE_HEADER]: signSandboxGateway(secret, ts, body) };
  };
  return {
    code: 'sandbox',
    async createPayment(input) {
      const body = JSON.stringify({
        orderNo: input.orderNo,
        amountMinor: input.amount.toString(),
        currency: input.currency,
        channelType: input.channelType,
        returnPath: input.returnPath,
      });
      let res: Response;
      try {
        res = await fetch(`${selfUrl(ctx)}/sandbox/gateway/payments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signedHeaders(body) },
          body,
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new AppError('payment_gateway_unavailable');
      }
      const json = (await res.json().catch(() => ({}))) as { ref?: unknown; payUrl?: unknown };
      if (!res.ok || typeof json.ref !== 'string' || typeof json.payUrl !== 'string') {
        throw new AppError('payment_gateway_unavailable');
      }
      return { gatewayReference: json.ref, redirectUrl: json.payUrl };
    },
    verifyCallback(headers, rawBody, now) {
      const check = sandboxSignatureValid(
        secret,
        one(headers[SANDBOX_TIMESTAMP_HEADER]),
        one(headers[SANDBOX_SIGNATURE_HEADER]),
        rawBody,
        now.getTime() / 1000,
      );
      if (check === 'bad_signature') throw new AppError('payment_signature_invalid');
      if (check === 'expired') throw new AppError('payment_callback_expired');
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new AppError('malformed_json');
      }
      const body = sandboxCallbackBodySchema.safeParse(parsed);
      if (!body.success) {
        const issue = body.error.issues[0];
        throw new AppError('validation_failed', issue?.message, issue?.path.join('.') || undefined);
      }
      const b = body.data;
      return {
        gatewayReference: b.gatewayReference,
        orderNo: b.orderNo,
        amount: BigInt(b.amountMinor),
        currency: b.currency,
        status: b.status,
      };
    },
    async queryStatus(gatewayReference) {
      const path = `/sandbox/gateway/payments/${encodeURIComponent(gatewayReference)}`;
      try {
        const res = await fetch(`${selfUrl(ctx)}${path}`, {
          headers: signedHeaders(path),
          signal: AbortSignal.timeout(10_000),
        });
        const json = (await res.json().catch(() => ({}))) as { status?: unknown };
        if (res.status === 404) return 'not_found';
        if (!res.ok) return 'unknown';
        return json.status === 'success' || json.status === 'failed' || json.status === 'pending'
          ? json.status
          : 'unknown';
      } catch {
        return 'unknown';
      }
    },
  };
}
