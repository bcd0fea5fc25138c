import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedDemoOperatorsIfEmpty } from '../src/db/seed/demoOperators';
import { UnsafeProductionError } from '../src/modules/platform/safety';
import { runCli } from '../src/cli/cli';
import { startServer } from '../src/server';
import { createTestApp, OPS_KEY, type TestApp } from './helpers';

/**
 * Issue 29, finding 7: with NODE_ENV=production the server started with the sandbox gateway on (any member
 * approved its own deposit), the generated keys and the demo owner. Now it refuses, naming every unsafe
 * setting and its fix; `npm run ops -- doctor` shows the same checks for a running site.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-safety-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** The settings a production site gives (docs/DEPLOY.md, "Production checklist"). */
const rsaPem = () =>
  crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }).privateKey;
const SAFE = () => ({
  OPS_KEY: `ops-${crypto.randomBytes(16).toString('hex')}`,
  CODE_HMAC_SECRET: crypto.randomBytes(24).toString('base64url'),
  SITE_RSA_PRIVATE_KEY: rsaPem(),
  METRICS_TOKEN: crypto.randomBytes(24).toString('base64url'),
});

const EVERY_SETTING = [
  'SANDBOX_ENABLED',
  'TEST_CLOCK',
  'OPS_KEY',
  'CODE_HMAC_SECRET',
  'SITE_RSA_PRIVATE_KEY',
  'METRICS_TOKEN',
  'operator "owner" (the demo owner)',
  'operator two-factor',
];

describe('the configuration', () => {
  it('turns the sandbox on by default outside production only, and lets a production config say why it refuses', () => {
    expect(loadConfig({}).money.sandboxEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).money.sandboxEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).money.sandboxEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_ENABLED: 'true' }).money.sandboxEnabled).toBe(true);
    expect(loadConfig({ SANDBOX_ENABLED: '0' }).money.sandboxEnabled).toBe(false);
    // TEST_CLOCK no longer throws from loadConfig: the start refuses it with the other unsafe settings.
    expect(loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '1' }).money.testClock).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig({}).production).toBe(false);
  });
});

describe('a production start', () => {
  // These two migrate a fresh PGlite database twice (≈5 s quiet, 30 s+ on a loaded 2-core machine).
  it('refuses with every unsafe setting at once, each with its fix', async () => {
    const dataDir = tempDir();
    // A database once started as the demo (the demo owner, without two-factor, with README's password).
    const db = await openDatabase({ dataDir });
    await db.migrate();
    await seedDemoOperatorsIfEmpty(db.db);
    await db.close();
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SANDBOX_ENABLED: 'true',
      TEST_CLOCK: '1',
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      JOBS_ENABLED: 'false',
    });
    const error = await startServer(config).then(
      async (s) => {
        await s.stop();
        return undefined;
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnsafeProductionError);
    const refusal = error as UnsafeProductionError;
    expect(refusal.failed.map((c) => c.setting)).toEqual(EVERY_SETTING);
    for (const setting of EVERY_SETTING) expect(refusal.message).toContain(`- ${setting}:`);
    expect(refusal.message).toContain('fix: set SANDBOX_ENABLED=false');
    expect(refusal.message).toContain('fix: unset TEST_CLOCK');
    expect(refusal.message).toContain('fix: set OPS_KEY to');
    expect(refusal.message).toContain('--reset-password');
    expect(refusal.message.match(/\n {4}fix: /g)).toHaveLength(EVERY_SETTING.length);
  }, 120_000);

  it('starts with the production settings, without seeding the demo owner', async () => {
    const dataDir = tempDir();
    const env = SAFE();
    const server = await startServer(
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        PORT: '0',
        HOST: '127.0.0.1',
        JOBS_ENABLED: 'false',
        ...env,
      }),
    );
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      // No sandbox: the self-approved payment page is not served.
      expect((await fetch(`${server.url}/sandbox/pay/anything`)).status).toBe(404);
      let text = '';
      const code = await runCli(['doctor'], {
        url: server.url,
        key: env.OPS_KEY,
        out: { write: (s: string) => (text += s) },
        env: {},
      });
      expect(text).toContain('NODE_ENV=production: yes');
      expect(text).toContain(`all ${EVERY_SETTING.length} checks pass`);
      expect(code).toBe(0);
      // The demo owner is not there to be signed in as.
      expect(text).toContain('no active operator has the demo password');
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('`NODE_ENV=production npm start` with the defaults exits 1 and says why', async () => {
    const dataDir = tempDir();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      WEB_DIST: tempDir(), // the operator's own build: npm start builds nothing
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    };
    for (const k of [
      'DATABASE_URL',
      'REDIS_URL',
      'OPS_KEY',
      'CODE_HMAC_SECRET',
      'SITE_RSA_PRIVATE_KEY',
      'METRICS_TOKEN',
    ])
      delete env[k];
    for (const k of ['SANDBOX_ENABLED', 'TEST_CLOCK']) delete env[k];
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
      child.on('exit', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    expect(out).toContain('NODE_ENV=production: refusing to start with 4 unsafe settings');
    for (const setting of ['OPS_KEY', 'CODE_HMAC_SECRET', 'SITE_RSA_PRIVATE_KEY', 'METRICS_TOKEN']) {
      expect(out).toContain(`- ${setting}:`);
    }
    // The defaults of production: no sandbox, no test clock.
    expect(out).not.toContain('- SANDBOX_ENABLED:');
    expect(out).not.toContain('- TEST_CLOCK:');
    expect(out).not.toMatch(/\bat .*\.ts:\d+/); // said plainly, not as a stack trace
    expect(code).toBe(1);
  }, 180_000);
});

describe('npm run ops -- doctor', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    // The test app as the demo runs it (sandbox on, generated keys, the demo owner).
    t = await createTestApp({ config: { production: false } satisfies Partial<ServerConfig> });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => t.close());

  const doctor = async (env: Record<string, string> = {}, argv = ['doctor']) => {
    let text = '';
    const code = await runCli(argv, { url, key: OPS_KEY, out: { write: (s: string) => (text += s) }, env });
    return { code, text };
  };

  it('lists each check with what is wrong and its fix, and exits 1 on the demo', async () => {
    const { code, text } = await doctor();
    expect(code).toBe(1);
    expect(text).toContain('NODE_ENV=production: no');
    expect(text).toMatch(/^FAIL {2}SANDBOX_ENABLED: the sandbox payment gateway and vendor are served/m);
    expect(text).toMatch(/^ok {4}TEST_CLOCK: the clock is real time/m);
    expect(text).toMatch(
      /^FAIL {2}operator "owner" \(the demo owner\): operator #\d+ "owner" still has the demo password/m,
    );
    expect(text).toMatch(
      /^FAIL {2}operator two-factor: active operators that may sign in without two-factor: #\d+ "owner"/m,
    );
    expect(text).toContain('      fix: set SANDBOX_ENABLED=false');
    expect(text).toMatch(/error: \d+ of 8 checks fail: a start with NODE_ENV=production would refuse these settings/);
  });

  it('follows the fixes it prints: a new owner password and a disabled owner pass the operator checks', async () => {
    const before = await doctor();
    const id = /operator #(\d+) "owner"/.exec(before.text)![1]!;
    const reset = await doctor({ OPS_NEW_PASSWORD: 'N3w-owner-password' }, ['operator', 'set', id, '--reset-password']);
    expect(reset.code, reset.text).toBe(0);
    expect((await doctor()).text).toMatch(
      /^ok {4}operator "owner" \(the demo owner\): no active operator has the demo password/m,
    );
    const disabled = await doctor({}, ['operator', 'set', id, '--disable']);
    expect(disabled.code, disabled.text).toBe(0);
    const after = await doctor();
    expect(after.text).toMatch(/^ok {4}operator two-factor/m);
    // What is left is the process's own settings (sandbox, generated keys), which only a restart changes.
    expect(after.text).toMatch(/^FAIL {2}SANDBOX_ENABLED/m);
    expect(after.code).toBe(1);
  });

  it('is refused without the permission to manage the configuration', async () => {
    const res = await t.app.inject({ url: '/ops/doctor' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });
});
