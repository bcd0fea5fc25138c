import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The browser's device id for the site's per-device rules (the promotions' one per person, the referral's
     * shared-device check): from the server-signed `lotus_device` cookie, or a new one issued with this answer.
     * Null outside the member site's API (/wps, /lgw, /lotto).
     */
    deviceId: string | null;
  }
}

export const DEVICE_COOKIE = 'lotus_device';
/** Two years: a device keeps its id as long as the browser keeps the cookie. */
const MAX_AGE_SECONDS = 2 * 365 * 24 * 3600;
const SITE_API = /^\/(wps|lgw|lotto)(\/|$)/;
const COOKIE_VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** The value of one cookie in a Cookie header (the first of that name), or undefined. */
function cookieOf(header: string | string[] | undefined, name: string): string | undefined {
  const text = Array.isArray(header) ? header.join('; ') : header;
  if (!text) return undefined;
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The device id is the server's, not the client's (issue 29): before, the promotions' one-per-device rule read
 * an `X-Device-Id` header any client could set to whatever it liked. Every answer of the member site's API to a
 * browser without a valid `lotus_device` cookie now carries one: a random id and its HMAC-SHA256 under a key
 * derived from the site's code secret (CODE_HMAC_SECRET, the same on every process), HttpOnly, SameSite=Lax,
 * Secure over https. A cookie that does not verify is replaced, so a client cannot pick another device's id;
 * it can still drop the cookie and get a new one (a new device), which is why the one-per-person check also
 * compares the IP and the payee name.
 */
export function registerDeviceCookie(app: FastifyInstance, ctx: AppContext) {
  const key = crypto.createHmac('sha256', ctx.accounts.codeSecret).update('lotus device cookie v1').digest();
  const mac = (id: string) => crypto.createHmac('sha256', key).update(id).digest('base64url');
  const verified = (value: string | undefined): string | null => {
    const m = value ? COOKIE_VALUE.exec(value) : null;
    if (!m) return null;
    const expected = Buffer.from(mac(m[1]!));
    const given = Buffer.from(m[2]!);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? m[1]! : null;
  };
  const cookie = (request: FastifyRequest, id: string) =>
    [
      `${DEVICE_COOKIE}=${id}.${mac(id)}`,
      'Path=/',
      `Max-Age=${MAX_AGE_SECONDS}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(request.protocol === 'https' ? ['Secure'] : []),
    ].join('; ');

  app.decorateRequest('deviceId', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!SITE_API.test(request.url)) return;
    const known = verified(cookieOf(request.headers.cookie, DEVICE_COOKIE));
    if (known) {
      request.deviceId = known;
      return;
    }
    request.deviceId = crypto.randomBytes(16).toString('base64url');
    reply.header('set-cookie', cookie(request, request.deviceId));
  });
}
