/* What the built-in vendors' frame pages (lottery, sports) share: their JSON API client (the envelope, the
   launch token) and money in the page's language (the site's formatter, @lotus/contracts). */
import { formatMinorAmount, formatMoney } from '@lotus/contracts';
import { LANG } from './dom';

const TOKEN = new URLSearchParams(location.search).get('token') || '';

/** A refused call: the server's message, with its error code and details. */
export class FrameApiError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly details: unknown,
  ) {
    super(message);
  }
}

interface Envelope<T> {
  success: boolean;
  value?: T;
  message?: string;
  errorCode?: string;
}

/**
 * One call of a page's JSON API in the page's language: the envelope's value, or a FrameApiError with the
 * server's message (`fallbackMessage` when it has none).
 */
export async function request<T>(method: string, url: string, body?: unknown, fallbackMessage = 'error'): Promise<T> {
  const headers: Record<string, string> = { language: LANG };
  const init: RequestInit = { method, headers };
  if (body) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const env = (await (await fetch(url, init)).json()) as Envelope<T>;
  if (!env.success) {
    throw new FrameApiError(env.message || env.errorCode || fallbackMessage, env.errorCode, env.value ?? null);
  }
  return env.value as T;
}

/** Calls of `apiBase` in the page's language; a refusal throws a FrameApiError. */
export function client(apiBase: string, fallbackMessage: string) {
  const call = <T>(method: string, url: string, body?: unknown) =>
    request<T>(method, apiBase + url, body, fallbackMessage);
  /** A query string with the launch token. */
  function q(extra?: Record<string, string>): string {
    const p = new URLSearchParams(extra || {});
    if (TOKEN) p.set('token', TOKEN);
    return p.toString();
  }
  return { call, q };
}

/** An amount in major units (a typed stake, a total the page adds up), two decimals, in the page's language
 * (none reads as 0). */
export function money(n: number | string | null): string {
  return formatMoney(Number(n), LANG);
}

/** Money as the pages' answers carry it (moneySchema's wire form, decision 0021: the minor-unit integer string;
 * the pages read the JSON as the schemas' input), exact, in the page's language; none reads as 0. */
export function moneyOf(minor: string | bigint | null): string {
  return formatMinorAmount(BigInt(minor ?? 0), LANG);
}
