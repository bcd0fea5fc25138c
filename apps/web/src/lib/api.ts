import type * as Contracts from '@lotus/contracts';
import type { Envelope } from '@lotus/contracts';
import type { z } from 'zod';
import { currentLanguage } from './language';
import { getToken } from './session';

/** Error codes the client raises itself; the server's codes live in `@lotus/contracts`. */
export const CLIENT_ERROR_CODES = ['network_error', 'timeout', 'invalid_response'] as const;

/** A failed call: the server's `errorCode` (or a client code), its message and failing field. */
export class ApiError extends Error {
  readonly errorCode: string;
  readonly status: number;
  readonly field: string | undefined;
  /** The envelope's `value` on failure (for example the maintenance details). */
  readonly details: unknown;

  constructor(errorCode: string, message: string, status = 0, field?: string, details?: unknown) {
    super(message || errorCode);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.status = status;
    this.field = field;
    this.details = details;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** JWE encryption (jose) is only for sign-in and password forms: a chunk of its own, loaded on first use. */
const jwe = () => import('./jwe');

/**
 * The contracts' schemas and zod (≈40 kB gzip) are a chunk of their own, fetched by the first answer
 * that is checked, never with the site: code of the first load names its schemas as pickers
 * (`schema: (c) => c.permissionSchema`) instead of importing them.
 */
let contracts: Promise<typeof Contracts> | undefined;
export function loadContracts(): Promise<typeof Contracts> {
  return (contracts ??= import('./contractsChunk').catch((e: unknown) => {
    contracts = undefined;
    throw new ApiError('network_error', e instanceof Error ? e.message : 'chunk load failed');
  }));
}

/** A schema of the contracts, picked once they are loaded (see `loadContracts`). */
export type SchemaPicker<T> = (contracts: typeof Contracts) => z.ZodType<T>;

/** A schema, or a picker of one for code of the first load (checked once the contracts are there). */
export type Schema<T> = z.ZodType<T> | SchemaPicker<T>;

/** `schema.safeParse(value)`, loading the contracts first when the schema is a picker. */
export async function safeParseWith<T>(schema: Schema<T>, value: unknown): Promise<z.ZodSafeParseResult<T>> {
  const resolved = typeof schema === 'function' ? schema(await loadContracts()) : schema;
  return resolved.safeParse(value);
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Send `body` as a JWE (DESIGN.md "Encrypted payloads"): header `Encryption: JWE`, `{ payload }`. */
  encrypt?: boolean;
  /** Send these fields form-urlencoded instead of a JSON body. */
  form?: Record<string, string>;
  /** Send this multipart form (feedback with pictures); the browser sets the boundary. */
  formData?: FormData;
  /** Extra request headers (e.g. the live chat's visitor token). */
  headers?: Record<string, string>;
  /** A token to send instead of the session's (the agent centre keeps its own). */
  token?: string | null;
  /** Schema of `value` (or a picker of one, see `loadContracts`); a mismatch is an `invalid_response` error. */
  schema?: Schema<T>;
  signal?: AbortSignal;
  /** Milliseconds before the call fails with `timeout` (default 20 s). */
  timeoutMs?: number;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The error code that means the session is gone (ended, expired or unknown). */
export const SESSION_INVALID = 'user.or.token.invalid';

type SessionInvalidHandler = (error: ApiError) => void;
let onSessionInvalid: SessionInvalidHandler | undefined;

/**
 * Called when a call that sent the session token is answered `401 user.or.token.invalid`
 * (the session feature clears the session and opens the login popup).
 */
export function setSessionInvalidHandler(handler: SessionInvalidHandler | undefined): void {
  onSessionInvalid = handler;
}

/** The error code of a session that must change its password before money, agent or real-money actions. */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

type PasswordChangeRequiredHandler = (error: ApiError) => void;
let onPasswordChangeRequired: PasswordChangeRequiredHandler | undefined;

/**
 * Called when a call with the member's session token is answered `403 password_change_required`
 * (the auth feature opens the change-password dialog).
 */
export function setPasswordChangeRequiredHandler(handler: PasswordChangeRequiredHandler | undefined): void {
  onPasswordChangeRequired = handler;
}

/**
 * Calls the site API and returns its envelope. Throws `ApiError` when the envelope says
 * `success: false`, when the HTTP status is not 2xx, when the network fails or the answer is not
 * an envelope. Sends `Language` and, when a session exists, `Authorization`. With `encrypt`, a
 * payload the server cannot decrypt (its key changed) is encrypted again with a fresh key once.
 */
export async function apiFetch<T>(path: string, options: RequestOptions<T> = {}): Promise<Envelope<T>> {
  try {
    return await send<T>(path, options);
  } catch (e) {
    if (options.encrypt && isApiError(e) && e.errorCode === 'encryption_invalid') {
      (await jwe()).forgetPublicKey();
      return send<T>(path, options);
    }
    throw e;
  }
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', Language: currentLanguage() };
  Object.assign(headers, options.headers);
  const token = options.token === undefined ? getToken() : options.token;
  if (token) headers.Authorization = token;
  let body: string | FormData | undefined;
  if (options.formData !== undefined) {
    body = options.formData;
  } else if (options.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    if (options.encrypt) {
      headers.Encryption = 'JWE';
      let payload: string;
      try {
        payload = await (await jwe()).encryptPayload(options.body);
      } catch (e) {
        // The key could not be fetched or used: as good as a network failure.
        throw new ApiError('network_error', e instanceof Error ? e.message : 'encryption failed');
      }
      body = JSON.stringify({ payload });
    } else {
      body = JSON.stringify(options.body);
    }
  }

  // A picked schema's chunk loads while the request is on its way.
  const contractsReady = typeof options.schema === 'function' ? loadContracts() : undefined;
  contractsReady?.catch(() => undefined);

  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort('timeout'), options.timeoutMs ?? 20_000);
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (e) {
    if (options.signal?.aborted) throw e;
    if (controller.signal.aborted) throw new ApiError('timeout', 'timeout');
    throw new ApiError('network_error', e instanceof Error ? e.message : 'network error');
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', onAbort);
  }

  let envelope: Envelope<unknown>;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    throw new ApiError(response.ok ? 'invalid_response' : 'network_error', response.statusText, response.status);
  }
  if (!envelope || typeof envelope !== 'object' || typeof envelope.success !== 'boolean') {
    throw new ApiError('invalid_response', 'not an envelope', response.status);
  }
  if (!envelope.success || !response.ok) {
    const error = new ApiError(
      envelope.errorCode ?? 'system_error',
      envelope.message ?? '',
      response.status,
      envelope.field,
      envelope.value,
    );
    // Only the member's own session: a call with another token (agent centre) handles its own.
    if (error.errorCode === SESSION_INVALID && token && options.token === undefined) onSessionInvalid?.(error);
    if (error.errorCode === PASSWORD_CHANGE_REQUIRED && token && options.token === undefined)
      onPasswordChangeRequired?.(error);
    throw error;
  }
  if (options.schema) {
    const parsed = await safeParseWith(options.schema, envelope.value);
    if (!parsed.success) throw new ApiError('invalid_response', parsed.error.message, response.status);
    return { ...envelope, value: parsed.data };
  }
  return envelope as Envelope<T>;
}

/** Calls the API and returns `value` (which the schema, when given, guarantees). */
export async function apiValue<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const envelope = await apiFetch<T>(path, options);
  return envelope.value as T;
}
