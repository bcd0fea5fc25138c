import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MOD, PATHS, type SettingsNode } from '@lotus/contracts';
import { runCli } from '../src/cli/cli';
import { createTestApp, DEMO_MERCHANT, OPS_KEY, type TestApp } from './helpers';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
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

/** A public API call to the demo brand, as a visitor from `ip` would make it. */
async function api<T>(p: string, ip?: string): Promise<T> {
  const headers: Record<string, string> = { merchant: DEMO_MERCHANT, language: 'en' };
  if (ip) headers['x-forwarded-for'] = ip;
  const res = await fetch(`${url}${p}`, { headers });
  const body = (await res.json()) as { success: boolean; value: T };
  expect(body.success).toBe(true);
  return body.value;
}
const status = (ip?: string) =>
  api<{
    status: number;
    maintenance: { enabled: boolean; until: string | null; message: { vi: string; en: string } | null };
  }>(PATHS.systemStatus, ip);

function findNode(nodes: SettingsNode[], modId: string): SettingsNode | undefined {
  for (const n of nodes) {
    if (n.modId === modId) return n;
    const inner = findNode(n.childrenNodes, modId);
    if (inner) return inner;
  }
  return undefined;
}

beforeEach(async () => {
  await ops('maintenance', 'off');
  await ops('region', 'off');
});

describe('npm run ops', () => {
  it('lists the brands as a table', async () => {
    const { code, text } = await ops('brands');
    expect(code).toBe(0);
    expect(text).toMatch(/^CODE\s+NAME\s+MAINTENANCE\s+REGION\s+DOMAINS/m);
    expect(text).toMatch(/^LOTUS\s+Lotus\s+off\s+off\s+.*localhost/m);
  });

  it('prints help, and help for one command', async () => {
    expect((await ops('help')).text).toContain('maintenance');
    expect((await ops()).text).toContain('commands:');
    const one = await ops('help', 'region');
    expect(one.code).toBe(0);
    expect(one.text).toContain('region deny-ip CIDR...');
    expect((await ops('switch', '--help')).text).toContain('switch <modId> on|off');
  });

  it('turns a switch off and on, and the menu follows', async () => {
    const off = await ops('switch', MOD.FREE_PLAY, 'off', '--brand', 'lotus');
    expect(off).toMatchObject({ code: 0 });
    expect(off.text).toContain(`${MOD.FREE_PLAY} is now off for brand LOTUS`);
    expect(findNode(await api<SettingsNode[]>(PATHS.menu), MOD.FREE_PLAY)?.enabled).toBe('0');
    expect((await ops('switch', MOD.FREE_PLAY.toLowerCase(), 'on')).code).toBe(0);
    expect(findNode(await api<SettingsNode[]>(PATHS.menu), MOD.FREE_PLAY)?.enabled).toBe('1');
  });

  it('refuses an unknown modId, an unknown brand and a bad on/off with the reason', async () => {
    const unknown = await ops('switch', 'NOSUCHMOD3', 'on');
    expect(unknown.code).toBe(1);
    expect(unknown.text).toContain('Unknown modId NOSUCHMOD3');
    expect(unknown.text).toContain('module_not_found');
    const brand = await ops('switch', MOD.FREE_PLAY, 'on', '--brand', 'NOPE');
    expect(brand.code).toBe(1);
    expect(brand.text).toContain('merchant_not_found');
    const word = await ops('switch', MOD.FREE_PLAY, 'maybe');
    expect(word.code).toBe(2);
    expect(word.text).toContain('expected on or off');
    expect(word.text).toContain('usage: npm run ops -- switch');
  });

  it('switches maintenance on with an end time and messages, then off', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const on = await ops('maintenance', 'on', '--until', until, '--message', 'Bảo trì', '--message-en', 'Upgrading');
    expect(on.code).toBe(0);
    expect(on.text).toContain('Maintenance on until');
    const s = await status();
    expect(s.status).toBe(1);
    expect(s.maintenance).toMatchObject({ enabled: true, message: { vi: 'Bảo trì', en: 'Upgrading' } });
    expect(new Date(s.maintenance.until!).toISOString()).toBe(until);
    expect((await ops('brands')).text).toMatch(/^LOTUS\s+Lotus\s+on\s+off/m);

    expect((await ops('maintenance', 'off')).code).toBe(0);
    expect((await status()).status).toBe(0);
  });

  it('refuses a maintenance end in the past or not a date', async () => {
    const past = await ops('maintenance', 'on', '--until', '2001-01-01T00:00:00Z');
    expect(past.code).toBe(1);
    expect(past.text).toContain('until must be in the future');
    const junk = await ops('maintenance', 'on', '--until', 'tomorrow-ish');
    expect(junk.code).toBe(2);
    expect((await status()).status).toBe(0);
  });

  it('denies and allows IP blocks', async () => {
    const deny = await ops('region', 'deny-ip', '203.0.113.0/24');
    expect(deny.code).toBe(0);
    expect(deny.text).toMatch(/^LOTUS\s+on\s+-\s+203\.0\.113\.0\/24/m);
    expect((await status('203.0.113.7')).status).toBe(2);
    expect((await status('192.0.2.44')).status).toBe(0);

    expect((await ops('region', 'allow-ip', '203.0.113.7')).code).toBe(0);
    expect((await status('203.0.113.7')).status).toBe(0);

    expect((await ops('region', 'off')).code).toBe(0);
    expect((await status('203.0.113.7')).status).toBe(0);
  });

  it('blocks and unblocks countries', async () => {
    expect((await ops('region', 'block-country', 'us', 'SG')).code).toBe(0);
    expect((await status('198.51.100.9')).status).toBe(2);
    expect((await status('192.0.2.44')).status).toBe(2);
    expect((await status('203.0.113.7')).status).toBe(0);
    const unblock = await ops('region', 'unblock-country', 'US');
    expect(unblock.text).toMatch(/^LOTUS\s+on\s+SG\s/m);
    expect((await status('198.51.100.9')).status).toBe(0);
  });

  it('refuses a bad CIDR, a bad country code and an unknown action', async () => {
    const cidr = await ops('region', 'deny-ip', '300.1.2.3/99');
    expect(cidr.code).toBe(1);
    expect(cidr.text).toContain('Not an IP address or CIDR block: 300.1.2.3/99');
    const country = await ops('region', 'block-country', 'USA');
    expect(country.code).toBe(1);
    expect(country.text).toContain('validation_failed');
    expect((await ops('region', 'nuke')).code).toBe(2);
    expect((await ops('region', 'deny-ip')).code).toBe(2);
    expect((await status('203.0.113.7')).status).toBe(0);
  });

  it('adds, lists and removes announcements', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-ops-'));
    fs.writeFileSync(path.join(dir, 'vi.html'), '<p>Nội dung <b>mới</b></p><script>alert(1)</script>');
    fs.writeFileSync(path.join(dir, 'en.html'), '<p>New <b>content</b></p>');
    const added = await ops(
      'announce',
      'add',
      '--title-vi',
      'Tin mới',
      '--title-en',
      'CLI notice',
      '--type',
      'pu',
      '--file-vi',
      path.join(dir, 'vi.html'),
      '--file-en',
      path.join(dir, 'en.html'),
      '--brand',
      'LOTUS',
    );
    expect(added.code).toBe(0);
    const id = /Added announcement (\S+) to brand LOTUS/.exec(added.text)?.[1];
    expect(id).toBeDefined();

    const listed = await ops('announce', 'list', '--brand', 'LOTUS');
    expect(listed.text).toMatch(new RegExp(`^${id}\\s+LOTUS\\s+PU\\s+.*CLI notice$`, 'm'));

    const page = await api<{ list: { id: string; title: string; content: string }[] }>(
      `${PATHS.announcements}?types=PU`,
    );
    const notice = page.list.find((n) => n.id === id);
    expect(notice).toMatchObject({ title: 'CLI notice' });
    expect(notice!.content).toContain('<b>content</b>');

    const removed = await ops('announce', 'remove', id!);
    expect(removed).toMatchObject({ code: 0 });
    expect((await ops('announce', 'list')).text).not.toContain(id!);
    const again = await ops('announce', 'remove', id!);
    expect(again.code).toBe(1);
    expect(again.text).toContain('announcement_not_found');
  });

  it('refuses announcements with missing or doubled parts', async () => {
    expect((await ops('announce', 'add', '--title-vi', 'a', '--content-vi', 'x', '--content-en', 'y')).text).toContain(
      'missing --title-en',
    );
    expect((await ops('announce', 'add', '--title-vi', 'a', '--title-en', 'b', '--content-vi', 'x')).text).toContain(
      'missing --content-en or --file-en',
    );
    const both = await ops(
      'announce',
      'add',
      '--title-vi',
      'a',
      '--title-en',
      'b',
      '--content-vi',
      'x',
      '--content-en',
      'y',
      '--file-en',
      '/nope',
    );
    expect(both.code).toBe(2);
    expect(
      (
        await ops(
          'announce',
          'add',
          '--title-vi',
          'a',
          '--title-en',
          'b',
          '--content-vi',
          'x',
          '--content-en',
          'y',
          '--type',
          'Z',
        )
      ).code,
    ).toBe(2);
    expect((await ops('announce', 'remove', 'not-a-uuid')).code).toBe(1);
    expect((await ops('announce')).code).toBe(2);
  });

  it('says so when the key is wrong, and when the server is not there', async () => {
    let text = '';
    const out = { write: (s: string) => (text += s) };
    expect(await runCli(['brands'], { url, key: 'wrong-key-wrong-key', out, env: {} })).toBe(1);
    expect(text).toContain('Invalid operator key');
    expect(text).toContain('ops_key_invalid');

    text = '';
    expect(await runCli(['brands'], { url: 'http://127.0.0.1:9', key: OPS_KEY, out, env: {} })).toBe(1);
    expect(text).toContain('cannot reach server at http://127.0.0.1:9');
  });

  it('finds the key in OPS_KEY or DATA_DIR/ops.key, and the server in --url or PORT', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-ops-'));
    fs.writeFileSync(path.join(dataDir, 'ops.key'), `${OPS_KEY}\n`);
    const port = new URL(url).port;
    let text = '';
    const out = { write: (s: string) => (text += s) };
    expect(await runCli(['brands'], { out, env: { DATA_DIR: dataDir, PORT: port } })).toBe(0);
    expect(await runCli(['brands', '--url', url], { out, env: { OPS_KEY } })).toBe(0);
    text = '';
    expect(await runCli(['brands', '--url', url], { out, env: { DATA_DIR: path.join(dataDir, 'missing') } })).toBe(1);
    expect(text).toContain('no operator key');
  });

  it('refuses an unknown command or option', async () => {
    const cmd = await ops('frobnicate');
    expect(cmd.code).toBe(2);
    expect(cmd.text).toContain('unknown command "frobnicate"');
    const opt = await ops('brands', '--colour');
    expect(opt.code).toBe(2);
    expect(opt.text).toContain("Unknown option '--colour'");
  });
});
