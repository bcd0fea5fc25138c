import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli';
import { totpCode } from '../src/lib/totp';
import { DEMO_OWNER } from '../src/db/seed/demoOperators';
import { createTestApp, OPS_KEY, type TestApp } from './helpers';

let t: TestApp;
let url: string;
let sessionFile: string;
const OWNER_PASSWORD = 'Owner-own-pass-1';

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sessionFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-cli-')), 'session.json');
});
afterAll(() => t.close());

/** Runs the CLI as a person would: no key given, the session file of its own, secrets from `answers`. */
async function cli(argv: string[], env: Record<string, string> = {}, answers: string[] = []) {
  let text = '';
  const out = { write: (s: string) => (text += s) };
  const prompt = async () => answers.shift() ?? '';
  const code = await runCli(argv, { url, out, env: { OPS_KEY, ...env }, sessionFile, prompt });
  return { code, text };
}

describe('npm run ops as a signed-in operator', () => {
  it('signs in, runs commands as that operator, and the audit log names it', async () => {
    // Without a session the CLI is "automation" (the operator key).
    expect((await cli(['whoami'])).text).toContain('automation');
    // The demo owner replaced the README's password at its first sign-in (the console asks for it).
    const first = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/login',
      payload: { username: DEMO_OWNER.username, password: DEMO_OWNER.password },
    });
    await t.app.inject({
      method: 'POST',
      url: '/ops/auth/password',
      headers: { authorization: `Bearer ${first.json().value.token}` },
      payload: { current: DEMO_OWNER.password, password: OWNER_PASSWORD },
    });
    const login = await cli(['login', DEMO_OWNER.username], {}, [OWNER_PASSWORD]);
    expect(login).toMatchObject({ code: 0 });
    expect(login.text).toContain('signed in as owner (owner)');
    expect(fs.statSync(sessionFile).mode & 0o777).toBe(0o600);
    expect((await cli(['whoami'])).text).toMatch(/^owner \(owner\)/);
    const created = await cli(['operator', 'create', 'cashier1', '--role', 'finance', '--name', 'Cashier'], {
      OPS_NEW_PASSWORD: 'Cashier-first-1',
    });
    expect(created.text).toContain('created operator cashier1');
    expect((await cli(['operator', 'list'])).text).toMatch(/cashier1\s+finance\s+all\s+pending/);
    const audit = await cli(['audit', 'list', '--actor', 'owner']);
    expect(audit.text).toContain('operator.create');
    expect((await cli(['audit', 'verify'])).text).toMatch(/audit chain verified: \d+ rows/);
    expect((await cli(['logout'])).text).toContain('signed out');
    expect((await cli(['whoami'])).text).toContain('automation');
  });

  it('asks for the two-factor code when the operator has one', async () => {
    // An operator with two-factor: set up through the API as the console would.
    const api = (method: 'POST' | 'GET', p: string, payload?: unknown, token?: string) =>
      t.app.inject({
        method,
        url: p,
        payload: payload as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    await t.app.inject({
      method: 'POST',
      url: '/ops/operators',
      headers: { 'x-ops-key': OPS_KEY },
      payload: { username: 'riskcli', displayName: 'Risk', password: 'Risk-first-12', role: 'risk' },
    });
    const first = (await api('POST', '/ops/auth/login', { username: 'riskcli', password: 'Risk-first-12' })).json()
      .value.token;
    await api('POST', '/ops/auth/password', { current: 'Risk-first-12', password: 'Risk-second-34' }, first);
    const { secret } = (await api('POST', '/ops/auth/totp/setup', undefined, first)).json().value;
    t.setNow(new Date(Date.now() - 60_000));
    await api('POST', '/ops/auth/totp/enable', { code: totpCode(secret, t.ctx.now()) }, first);
    t.setNow(new Date());
    const login = await cli(['login', 'riskcli'], { OPS_PASSWORD: 'Risk-second-34' }, [totpCode(secret, new Date())]);
    expect(login.text).toContain('signed in as riskcli (risk)');
    // A risk operator may not change a switch: the CLI says so and exits 1.
    const refused = await cli(['switch', 'FREEPLAY3', 'off']);
    expect(refused.code).toBe(1);
    expect(refused.text).toContain('permission_denied');
    await cli(['logout']);
  });
});
