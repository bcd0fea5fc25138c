import { createHmac } from 'node:crypto';

/**
 * The house provider's client of Lotus's seamless-wallet API (docs/API.md "Provider API"), as any
 * third-party vendor would write it: JSON over HTTP, signed with the vendor's own secret.
 */
export type WalletAnswer<T> =
  | { kind: 'ok'; value: T }
  /** A final refusal (the envelope's errorCode): repeating the same transaction answers the same. */
  | { kind: 'refused'; status: number; errorCode: string; message: string }
  /** No answer (network error, timeout, 5xx): the outcome is unknown; retry with the same transaction id. */
  | { kind: 'unavailable'; error: string };

export interface WalletTransaction {
  playerId: string;
  currency: string;
  balance: number;
  transactionId: string;
  roundId: string;
  status: 'ok' | 'acknowledged';
  entryId: number | null;
  replayed: boolean;
}
export interface WalletPlayer {
  playerId: string;
  displayName: string;
  currency: string;
  balance: number;
  language: 'vi' | 'en';
  mode: 'real' | 'trial';
  gameCode: string;
  sessionExpiresAt: string;
}

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

export interface SeamlessClientOptions {
  vendor: string;
  secret: string;
  /** The Lotus origin, e.g. http://127.0.0.1:8080 (read at each call). */
  baseUrl: () => string;
  fetch?: FetchLike;
  now?: () => number;
  timeoutMs?: number;
}

export function signBody(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

export function createSeamlessClient(o: SeamlessClientOptions) {
  const doFetch: FetchLike = o.fetch ?? ((url, init) => fetch(url, init));
  async function call<T>(path: string, payload: Record<string, unknown>): Promise<WalletAnswer<T>> {
    const body = JSON.stringify(payload);
    const ts = String((o.now ?? Date.now)());
    const headers = {
      'content-type': 'application/json',
      'x-lotus-vendor': o.vendor,
      'x-lotus-timestamp': ts,
      'x-lotus-signature': signBody(o.secret, ts, body),
    };
    let status: number;
    let text: string;
    try {
      const res = await doFetch(`${o.baseUrl().replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
      });
      status = res.status;
      text = await res.text();
    } catch (error) {
      return { kind: 'unavailable', error: error instanceof Error ? error.message : String(error) };
    }
    if (status >= 500) return { kind: 'unavailable', error: `HTTP ${status}` };
    let env: { success?: boolean; value?: T; errorCode?: string; message?: string };
    try {
      env = JSON.parse(text) as typeof env;
    } catch {
      return { kind: 'unavailable', error: `HTTP ${status}: not JSON` };
    }
    if (env.success && env.value !== undefined) return { kind: 'ok', value: env.value };
    return { kind: 'refused', status, errorCode: env.errorCode ?? 'system_error', message: env.message ?? '' };
  }
  return {
    authenticate: (token: string) => call<WalletPlayer>('/provider/v1/authenticate', { token }),
    balance: (r: { token: string; playerId: string }) =>
      call<{ playerId: string; currency: string; balance: number }>('/provider/v1/balance', r),
    bet: (r: {
      token: string;
      playerId: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: number;
      currency: string;
      roundClosed?: boolean;
    }) => call<WalletTransaction>('/provider/v1/bet', r),
    win: (r: {
      token: string;
      playerId: string;
      transactionId: string;
      roundId: string;
      gameCode?: string;
      amount: number;
      currency: string;
      roundClosed?: boolean;
    }) => call<WalletTransaction>('/provider/v1/win', r),
    rollback: (r: {
      token: string;
      playerId: string;
      transactionId: string;
      referenceTransactionId: string;
      roundId: string;
      currency?: string;
    }) => call<WalletTransaction>('/provider/v1/rollback', r),
  };
}
export type SeamlessClient = ReturnType<typeof createSeamlessClient>;
