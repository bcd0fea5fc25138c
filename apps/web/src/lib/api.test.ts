import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiValue } from './api';
import { setCurrentLanguage } from './language';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mockFetch(impl: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fn = vi.fn(async (url: string, init: RequestInit) => impl(url, init));
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  setCurrentLanguage('vi');
});

describe('apiFetch', () => {
  it('returns the envelope and sends the Language header and query', async () => {
    setCurrentLanguage('en');
    const fetch = mockFetch(() => json({ success: true, value: { a: 1 } }));
    const env = await apiFetch<{ a: number }>('/wps/x', { query: { types: 'B,PU', pageNo: 2, skip: undefined } });
    expect(env).toEqual({ success: true, value: { a: 1 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/wps/x?types=B%2CPU&pageNo=2');
    expect((init.headers as Record<string, string>).Language).toBe('en');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends the session token and a JSON body', async () => {
    sessionStorage.setItem('token', 't0k3n');
    const fetch = mockFetch(() => json({ success: true, value: null }));
    await apiFetch('/wps/system/language', { method: 'POST', body: { language: 'vi' } });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"language":"vi"}');
    expect((init.headers as Record<string, string>).Authorization).toBe('t0k3n');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws ApiError with the errorCode, message, field and status of a failure envelope', async () => {
    mockFetch(() => json({ success: false, errorCode: 'validation_failed', message: 'bad', field: 'pageNo' }, 400));
    const error = await apiFetch('/wps/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'validation_failed', message: 'bad', field: 'pageNo', status: 400 });
  });

  it('keeps the failure value as details (maintenance information)', async () => {
    mockFetch(() =>
      json(
        { success: false, errorCode: 'system_maintenance', message: 'm', value: { maintenance: { enabled: true } } },
        503,
      ),
    );
    await expect(apiFetch('/wps/x')).rejects.toMatchObject({
      errorCode: 'system_maintenance',
      details: { maintenance: { enabled: true } },
    });
  });

  it('maps network failures, non-JSON answers and non-envelopes to client codes', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/wps/x')).rejects.toMatchObject({ errorCode: 'network_error' });
    mockFetch(() => new Response('<html>', { status: 502 }));
    await expect(apiFetch('/wps/x')).rejects.toMatchObject({ errorCode: 'network_error', status: 502 });
    mockFetch(() => new Response('not json', { status: 200 }));
    await expect(apiFetch('/wps/x')).rejects.toMatchObject({ errorCode: 'invalid_response' });
    mockFetch(() => json({ hello: 'world' }));
    await expect(apiFetch('/wps/x')).rejects.toMatchObject({ errorCode: 'invalid_response' });
  });

  it('validates value against a schema', async () => {
    const schema = z.object({ n: z.number() });
    mockFetch(() => json({ success: true, value: { n: 3 } }));
    await expect(apiValue('/wps/x', { schema })).resolves.toEqual({ n: 3 });
    mockFetch(() => json({ success: true, value: { n: 'three' } }));
    await expect(apiValue('/wps/x', { schema })).rejects.toMatchObject({ errorCode: 'invalid_response' });
  });

  it('validates value against a schema picked from the lazily loaded contracts', async () => {
    mockFetch(() => json({ success: true, value: { status: 0, maintenance: null, location: null } }));
    await expect(apiValue('/wps/x', { schema: (c) => c.systemStatusSchema })).rejects.toMatchObject({
      errorCode: 'invalid_response',
    });
    mockFetch(() => json({ success: true, value: { done: 'yes' } }));
    await expect(apiValue('/wps/x', { schema: (c) => c.doneSchema })).rejects.toMatchObject({
      errorCode: 'invalid_response',
    });
    mockFetch(() => json({ success: true, value: { done: true } }));
    await expect(apiValue('/wps/x', { schema: (c) => c.doneSchema })).resolves.toEqual({ done: true });
  });

  it('times out', async () => {
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(apiFetch('/wps/x', { timeoutMs: 10 })).rejects.toMatchObject({ errorCode: 'timeout' });
  });
});
