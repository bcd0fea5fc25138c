import { runCli } from '../../apps/server/src/cli/cli';
import { baseUrl, opsKey } from './env';

/**
 * Runs one operator command against the test server, in-process, exactly as
 * `npm run ops -- <argv>` would: `await ops('maintenance', 'on', '--message', 'Back soon')`.
 * Resolves to what it printed; throws with its output when it fails.
 */
export async function ops(...argv: string[]): Promise<string> {
  let text = '';
  const out = { write: (s: string) => (text += s) };
  const code = await runCli(argv, { url: baseUrl(), key: opsKey(), out, env: {} });
  if (code !== 0) throw new Error(`ops ${argv.join(' ')} exited ${code}:\n${text}`);
  return text;
}

/** A raw call to the operator API (`/ops/...`); resolves to the envelope's value, throws on failure. */
export async function opsApi<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'x-ops-key': opsKey(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { success: boolean; value?: T; message?: string; errorCode?: string };
  if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.errorCode} ${envelope.message ?? ''}`);
  return envelope.value as T;
}

/** Puts the whole site back to normal: maintenance off and region restriction off on every brand. */
export async function resetSiteModes() {
  await ops('maintenance', 'off');
  await ops('region', 'off');
}
