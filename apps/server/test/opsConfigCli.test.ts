import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS, MOD, MONEY_PATHS } from '@lotus/contracts';
import { runCli } from '../src/cli/cli';
import { createTestApp, DEMO_SANDBOX_VENDORS, DEMO_MERCHANT, OPS_KEY, demo, type TestApp } from './helpers';
import { newMember } from './serviceSupport';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ sandboxVendors: DEMO_SANDBOX_VENDORS });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Runs one CLI command line in-process against the test server; returns its exit code and output. */
async function ops(...argv: string[]) {
  let text = '';
  const out = { write: (s: string) => (text += s) };
  const code = await runCli(argv, { url, key: OPS_KEY, out, env: {} });
  return { code, text };
}
const b = ['--brand', DEMO_MERCHANT];

describe('npm run ops settings', () => {
  it('prints the tree and turns a node off and on', async () => {
    const tree = await ops('settings', 'tree', ...b);
    expect(tree.code).toBe(0);
    expect(tree.text).toMatch(/^LOGIN3\s+on\s+Login$/m);
    expect(tree.text).toMatch(new RegExp(`^  ${MOD.SMS_CODE_LOGIN}\\s+on`, 'm'));
    const off = await ops('settings', 'set', 'LOGIN3', 'off', ...b);
    expect(off).toMatchObject({ code: 0 });
    expect(off.text).toContain('LOGIN3 is now off for brand LOTUS');
    expect((await ops('settings', 'tree', ...b)).text).toMatch(
      new RegExp(`^  ${MOD.SMS_CODE_LOGIN}\\s+on \\(off above\\)`, 'm'),
    );
    await ops('settings', 'set', 'LOGIN3', 'on', ...b);
    const bad = await ops('settings', 'set', 'NOPE3', 'on', ...b);
    expect(bad.code).not.toBe(0);
    const usage = await ops('settings', 'set', 'LOGIN3', 'maybe', ...b);
    expect(usage.code).toBe(2);
  });

  it('lists and changes a registration field, keeping what is not given', async () => {
    const fields = await ops('settings', 'fields', ...b);
    expect(fields.text).toMatch(/^FIELD\s+SHOWN\s+REQUIRED/m);
    const r = await ops(
      'settings',
      'field',
      'email',
      '--shown',
      'on',
      '--required',
      'on',
      '--pattern-id',
      'EMAIL',
      '--max',
      '80',
      ...b,
    );
    expect(r.code).toBe(0);
    expect(r.text).toMatch(/email: shown, required, EMAIL .* \[.*\.\.80\]/);
    const bad = await ops('settings', 'field', 'email', '--pattern', '([a-z', ...b);
    expect(bad.code).not.toBe(0);
    expect(bad.text).toMatch(/acceptedPattern/);
  });
});

describe('npm run ops games', () => {
  it('lists vendors, schedules and removes a maintenance window, switches a vendor and a game', async () => {
    const vendors = await ops('games', 'vendors', ...b);
    expect(vendors.text).toMatch(/^JADE_SLOTS\s+\S.*\s+yes\s+\d+/m);
    const to = new Date(Date.now() + 3_600_000).toISOString();
    const m = await ops('games', 'maintenance', 'JADE_SLOTS', '--to', to);
    expect(m.code).toBe(0);
    expect((await ops('games', 'vendors', ...b)).text).toMatch(/^JADE_SLOTS.*\(now\)$/m);
    expect((await ops('games', 'maintenance', 'JADE_SLOTS', 'off')).code).toBe(0);
    expect((await ops('games', 'vendors', ...b)).text).not.toMatch(/\(now\)/);

    expect((await ops('games', 'vendor', 'JADE_SLOTS', 'off', ...b)).text).toContain('JADE_SLOTS is now off');
    const site = await t.app.inject({
      method: 'GET',
      url: `${GAME_PATHS.gameVendor}?merchantCode=${DEMO_MERCHANT}`,
      headers: demo(),
    });
    expect(site.body).not.toContain('JADE_SLOTS');
    await ops('games', 'vendor', 'JADE_SLOTS', 'on', ...b);

    const list = await ops('games', 'list', '--vendor', 'JADE_SLOTS', ...b);
    const id = /^(\d+)\s+JADE_SLOTS/m.exec(list.text)![1]!;
    expect((await ops('games', 'game', id, 'off')).text).toContain(`game ${id} is now off`);
    expect((await ops('games', 'list', '--vendor', 'JADE_SLOTS', ...b)).text).toMatch(
      new RegExp(`^${id}\\s+JADE_SLOTS\\s+\\S+\\s+\\S+\\s+no`, 'm'),
    );
    // Hot and new are the operator's too (a vendor's catalogue re-import keeps them).
    expect((await ops('games', 'game', id, '--hot', 'on', '--new', 'off')).text).toContain(
      `game ${id} is now off, hot (every brand)`,
    );
    expect((await ops('games', 'game', id)).code).toBe(2);
    expect((await ops('games', 'game', id, 'on', '--hot', 'off')).text).toContain(`game ${id} is now on (every brand)`);
    expect((await ops('games', 'maintenance', 'JADE_SLOTS')).code).toBe(2);
  });
});

describe('npm run ops broadcast', () => {
  it('sends to named members, who read it in their language', async () => {
    const a = await newMember(t);
    const r = await ops(
      'broadcast',
      '--users',
      a.username,
      '--title-vi',
      'Xin chào',
      '--title-en',
      'Hello',
      '--content-vi',
      'Nội dung',
      '--content-en',
      'Body',
      ...b,
    );
    expect(r.code).toBe(0);
    expect(r.text).toContain('Sent to 1 member of brand LOTUS');
    const inbox = await t.app.inject({
      method: 'GET',
      url: MONEY_PATHS.messages,
      headers: demo({ authorization: a.token, language: 'en' }),
    });
    expect(inbox.json().value.list[0]).toMatchObject({ title: 'Hello', content: 'Body' });
    expect(
      (
        await ops(
          'broadcast',
          '--all',
          '--vip',
          '3',
          '--title-vi',
          'x',
          '--title-en',
          'x',
          '--content-vi',
          'x',
          '--content-en',
          'x',
        )
      ).code,
    ).toBe(2);
    const unknown = await ops(
      'broadcast',
      '--users',
      'nobody_x',
      '--title-vi',
      'x',
      '--title-en',
      'x',
      '--content-vi',
      'x',
      '--content-en',
      'x',
      ...b,
    );
    expect(unknown.code).not.toBe(0);
  });
});
