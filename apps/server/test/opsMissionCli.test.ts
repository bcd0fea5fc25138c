import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSION_PATHS } from '@lotus/contracts';
import { type TestApp, opsCli } from './helpers';
import { createMoneyApp, newMember } from './moneySupport';

/** `npm run ops -- mission …` against a running test server (the missions operator API, issue 13). */
let t: TestApp & { url: string };

beforeAll(async () => {
  t = await createMoneyApp();
});
afterAll(async () => {
  await t?.close();
});

const ops = opsCli(() => t.url);

describe('ops mission', () => {
  it('adds, lists and changes missions, shows a member; refuses bad arguments', async () => {
    let r = await ops('mission', 'list');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('(no missions)');

    r = await ops(
      ...['mission', 'add', 'cli-bet', '--period', 'daily', '--kind', 'bet', '--category', 'rng', '--target', '50000'],
      ...[
        '--points',
        '50',
        '--bonus',
        '1000',
        '--wagering',
        '2',
        '--name-vi',
        'Cược slot',
        '--name-en',
        'Bet on slots',
      ],
    );
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('Added mission cli-bet');
    expect(r.text).toContain('50 pts + bonus 1,000.00 (2×)');
    r = await ops(
      ...['mission', 'add', 'cli-login', '--period', 'weekly', '--kind', 'login', '--points', '5'],
      ...['--name-vi', 'Đăng nhập', '--name-en', 'Sign in'],
    );
    expect(r.code, r.text).toBe(0);

    r = await ops('mission', 'list');
    expect(r.text).toMatch(/cli-bet\s+daily\s+bet\s+50,000\.00\s+RNG/);
    expect(r.text).toContain('Cược slot / Bet on slots');

    r = await ops('mission', 'set', 'cli-bet', '--active', 'off', '--target', '60000');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('60,000.00');
    expect(r.text).toContain('(inactive)');

    const m = await newMember(t);
    expect(
      (await t.app.inject({ method: 'POST', url: MISSION_PATHS.claim, headers: m.h, payload: { missionId: 2 } }))
        .statusCode,
    ).toBe(200);
    r = await ops('mission', 'member', m.username);
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('0 claimable');
    expect(r.text).toMatch(/cli-login\s+w:\d{4}-\d{2}-\d{2}\s+5/);

    for (const bad of [
      ['mission', 'add', 'x', '--period', 'hourly', '--kind', 'login', '--name-vi', 'a', '--name-en', 'b'],
      ['mission', 'add', 'x', '--period', 'daily', '--kind', 'login', '--points', '1'],
      ['mission', 'add', 'x', '--period', 'daily', '--kind', 'login', '--name-vi', 'a', '--name-en', 'b'],
      [
        'mission',
        'add',
        'cli-login',
        '--period',
        'daily',
        '--kind',
        'login',
        '--points',
        '1',
        '--name-vi',
        'a',
        '--name-en',
        'b',
      ],
      ['mission', 'set', 'nope', '--points', '1'],
      ['mission', 'set', 'cli-bet'],
      ['mission', 'member', 'nobody-here'],
      ['mission', 'nope'],
    ]) {
      r = await ops(...bad);
      expect(r.code, `${bad.join(' ')} → ${r.text}`).not.toBe(0);
    }
  });
});
