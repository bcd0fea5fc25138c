import fs from 'node:fs';
import path from 'node:path';
import { CompactEncrypt, importJWK } from 'jose';
import type { InjectOptions } from 'fastify';
import { ACCOUNT_PATHS, MOD, type PublicKeyJwk } from '@lotus/contracts';
import { setModuleEnabled, findMerchantByCode } from '../../src/modules/brands/repository';
import { DEMO_MERCHANT, demo, type TestApp } from '../helpers';

export { ACCOUNT_PATHS as P, MOD };

let ipCounter = 0;
/** A fresh client IP (sent as X-Forwarded-For from the trusted loopback), so limits of one test do not touch another. */
export const nextIp = () => {
  ipCounter++;
  return `10.${20 + (process.pid % 200)}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

export const headers = (ip: string, extra: Record<string, string> = {}) => demo({ 'x-forwarded-for': ip, ...extra });
export const authed = (ip: string, token: string, extra: Record<string, string> = {}) =>
  headers(ip, { authorization: token, ...extra });

export async function demoMerchantId(t: TestApp) {
  return (await findMerchantByCode(t.ctx.db, DEMO_MERCHANT))!.id;
}

export async function setSwitch(t: TestApp, modId: string, enabled: boolean) {
  await setModuleEnabled(t.ctx.db, [await demoMerchantId(t)], modId, enabled);
}

export async function publicKey(t: TestApp): Promise<PublicKeyJwk> {
  const res = await t.app.inject({ url: ACCOUNT_PATHS.publicKey, headers: demo() });
  return res.json().value;
}

/** The JWE compact form of a JSON body with the site's key (what the web does). */
export async function encrypt(t: TestApp, body: unknown): Promise<string> {
  const jwk = await publicKey(t);
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid })
    .encrypt(key);
}

/** Sends `body` encrypted: header Encryption: JWE and { payload }. */
export async function sendEncrypted(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  hdrs: Record<string, string>,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...hdrs, encryption: 'JWE' },
    payload: { payload: await encrypt(t, body) },
  } as InjectOptions);
}

/** A human-looking drag to `offset`: eased, jittered, about 700 ms. */
export function humanTrace(offset: number) {
  const trace = [];
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const p = i / steps;
    const eased = 1 - (1 - p) ** 3;
    trace.push({ x: offset * eased, y: Math.sin(i) * 1.5, t: Math.round(p * 700 + (i % 3) * 7) });
  }
  trace[trace.length - 1]!.x = offset;
  return trace;
}

/** Solves the slider as a person would, reading the answer from the server's store. */
export async function sliderTicket(t: TestApp, ip: string): Promise<string> {
  const puzzle = (await t.app.inject({ url: ACCOUNT_PATHS.slider, headers: headers(ip) })).json().value;
  const secret = await t.ctx.accounts.store.get<{ x: number }>(`slider:${await demoMerchantId(t)}:${puzzle.sliderId}`);
  const res = await t.app.inject({
    method: 'POST',
    url: ACCOUNT_PATHS.sliderVerify,
    headers: headers(ip),
    payload: { sliderId: puzzle.sliderId, offset: secret!.x, trace: humanTrace(secret!.x) },
  });
  return res.json().value.ticket;
}

/** A captcha key and its answer (read from the server's store). */
export async function solvedCaptcha(t: TestApp, ip: string): Promise<{ captchaKey: string; captcha: string }> {
  const res = await t.app.inject({ url: ACCOUNT_PATHS.captcha, headers: headers(ip) });
  const { captchaKey } = res.json().value;
  const captcha = await t.ctx.accounts.store.get<string>(`captcha:${await demoMerchantId(t)}:${captchaKey}`);
  return { captchaKey, captcha: captcha! };
}

export interface OutboxLine {
  to: string;
  text: string;
  brand: string;
  at: string;
  subject?: string;
}
export function outbox(t: TestApp, kind: 'sms' | 'mail'): OutboxLine[] {
  const file = path.join(t.ctx.config.dataDir, 'outbox', `${kind}.jsonl`);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}
/** The 6-digit code in the newest message to `to`. */
export function lastCode(t: TestApp, kind: 'sms' | 'mail', to: string): string | undefined {
  const line = outbox(t, kind)
    .filter((l) => l.to === to)
    .pop();
  return line?.text.match(/\b(\d{6})\b/)?.[1];
}

/** Logs in by username and password (encrypted, with a slider ticket). */
export async function login(
  t: TestApp,
  username: string,
  password: string,
  ip = nextIp(),
  extra: Record<string, unknown> = {},
  url: string = ACCOUNT_PATHS.login,
) {
  const sliderTicketValue = await sliderTicket(t, ip);
  return sendEncrypted(
    t,
    'POST',
    url,
    { type: 'username', username, password, sliderTicket: sliderTicketValue, ...extra },
    headers(ip),
  );
}

export async function tokenFor(t: TestApp, username: string, password: string, ip = nextIp()): Promise<string> {
  const res = await login(t, username, password, ip);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().value.token;
}

let userCounter = 0;
export const uniqueName = (prefix = 'user') =>
  `${prefix}${process.pid % 1000}${++userCounter}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
let phoneCounter = 0;
export const uniquePhone = () =>
  `9${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(2, '0')}${Math.floor(Math.random() * 900 + 100)}`;
