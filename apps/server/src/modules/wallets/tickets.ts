import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ensureSecretFile } from '../../lib/secretFile';

/**
 * Tickets for the balance stream: EventSource cannot send an Authorization header, and a session
 * token in a URL would end up in logs. A ticket is `payload.signature` (HMAC-SHA256 with a secret in
 * DATA_DIR/events-ticket.key, shared by every process of one data directory), names the brand, the
 * member and the session's end, and is valid for TICKET_SECONDS.
 */
export const TICKET_SECONDS = 60;

export interface TicketClaims {
  merchantId: number;
  memberId: number;
  trial: boolean;
  /** The session's end (ms): the stream closes then. */
  sessionEnds: number;
}

const secretOf = (ctx: AppContext) =>
  ensureSecretFile(ctx.config.dataDir, 'events-ticket.key', () => crypto.randomBytes(32).toString('base64url')).trim();

const sign = (secret: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(payload).digest('base64url');

export function issueTicket(ctx: AppContext, claims: TicketClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      m: claims.merchantId,
      u: claims.memberId,
      t: claims.trial ? 1 : 0,
      s: claims.sessionEnds,
      e: ctx.now().getTime() + TICKET_SECONDS * 1000,
    }),
  ).toString('base64url');
  return `${payload}.${sign(secretOf(ctx), payload)}`;
}

export function readTicket(ctx: AppContext, ticket: string, merchantId: number): TicketClaims {
  const [payload, signature] = ticket.split('.');
  if (!payload || !signature) throw new AppError('events_ticket_invalid', undefined, 'ticket');
  const expected = Buffer.from(sign(secretOf(ctx), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    throw new AppError('events_ticket_invalid', undefined, 'ticket');
  }
  let c: { m?: unknown; u?: unknown; t?: unknown; s?: unknown; e?: unknown };
  try {
    c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof c;
  } catch {
    throw new AppError('events_ticket_invalid', undefined, 'ticket');
  }
  if (c.m !== merchantId || typeof c.u !== 'number' || typeof c.e !== 'number' || c.e < ctx.now().getTime()) {
    throw new AppError('events_ticket_invalid', undefined, 'ticket');
  }
  return { merchantId, memberId: c.u, trial: c.t === 1, sessionEnds: typeof c.s === 'number' ? c.s : 0 };
}
