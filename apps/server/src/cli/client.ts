import type { Envelope } from '@lotus/contracts';

/** A failure answered by the server (an error envelope) or met on the way to it. */
export class OpsError extends Error {
  constructor(
    message: string,
    readonly errorCode?: string,
    readonly field?: string,
    /** The envelope's value of a failure (e.g. the limits an amount broke). */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export interface OpsClientOptions {
  /** Base URL of the running server, e.g. http://127.0.0.1:8080. */
  url: string;
  /** The operator key (header X-Ops-Key), or a function that finds it when the first call is made. */
  key: string | (() => string);
  /** A signed-in operator's bearer token; when there is one it is used instead of the key. */
  token?: (() => string | undefined) | undefined;
  timeoutMs?: number;
}

/** A thin client of the operator API (`/ops/...`): every call returns the envelope's value or throws OpsError. */
export class OpsClient {
  readonly url: string;
  private readonly key: string | (() => string);
  private readonly token: (() => string | undefined) | undefined;
  private readonly timeoutMs: number;

  constructor(options: OpsClientOptions) {
    this.url = options.url.replace(/\/+$/, '');
    this.key = options.key;
    this.token = options.token;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  /** Who the calls are made as: the signed-in operator, else the operator key (automation). */
  private credentials(): Record<string, string> {
    const token = this.token?.();
    if (token) return { authorization: `Bearer ${token}` };
    return { 'x-ops-key': typeof this.key === 'function' ? this.key() : this.key };
  }

  get<T>(path: string, query?: Record<string, string | undefined>): Promise<T> {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) qs.set(k, v);
    const suffix = qs.size ? `?${qs}` : '';
    return this.request<T>('GET', `${path}${suffix}`);
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>('POST', path, body);
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>('PUT', path, body);
  }

  patch<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>('PATCH', path, body);
  }

  delete<T>(path: string): Promise<T> {
    return this.request<T>('DELETE', path);
  }

  /** A GET whose answer is a file (e.g. a feedback picture): its bytes and type, or OpsError. */
  async download(path: string): Promise<{ bytes: Buffer; contentType: string }> {
    let res: Response;
    try {
      res = await fetch(`${this.url}${path}`, {
        headers: { ...this.credentials(), language: 'en' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new OpsError(`cannot reach server at ${this.url} (${describeNetworkError(error)})`);
    }
    const contentType = res.headers.get('content-type') ?? '';
    if (!res.ok || contentType.includes('json')) {
      const envelope = (await res.json().catch(() => undefined)) as Envelope<unknown> | undefined;
      throw new OpsError(envelope?.message || `HTTP ${res.status}`, envelope?.errorCode, envelope?.field);
    }
    return { bytes: Buffer.from(await res.arrayBuffer()), contentType };
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { ...this.credentials(), language: 'en', accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(`${this.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new OpsError(
        `cannot reach server at ${this.url} (${describeNetworkError(error)}); is it running? Start it with \`npm start\` or pick another with --url`,
      );
    }
    const text = await res.text();
    let envelope: Envelope<T> | undefined;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      envelope = undefined;
    }
    if (!envelope || typeof envelope !== 'object' || typeof envelope.success !== 'boolean') {
      throw new OpsError(`unexpected answer from ${this.url}${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
    }
    if (!envelope.success) {
      let message = envelope.message || envelope.errorCode || `HTTP ${res.status}`;
      if (envelope.errorCode === 'ops_key_invalid') {
        message += ' (the key comes from OPS_KEY or DATA_DIR/ops.key of the server you are talking to)';
      }
      if (envelope.errorCode === 'operator_session_invalid') {
        message += ' (sign in again with `npm run ops -- login`)';
      }
      throw new OpsError(message, envelope.errorCode, envelope.field, envelope.value);
    }
    return envelope.value as T;
  }
}

function describeNetworkError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timed out';
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    if (cause?.code) return cause.code;
    if (cause?.message) return cause.message;
    return error.message;
  }
  return String(error);
}
