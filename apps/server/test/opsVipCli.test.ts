import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoVipIfEmpty } from '../src/db/seed/demoVip';
import { type TestApp, opsCli } from './helpers';
import { createMoneyApp, newMember } from './moneySupport';

/** `npm run ops -- vip …` against a running test server (the VIP operator API, issue 13). */
let t: TestApp & { url: string };
let dir: string;

beforeAll(async () => {
  t = await createMoneyApp();
  await seedDemoVipIfEmpty(t.ctx.db);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-vip-'));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ops = opsCli(() => t.url);

describe('npm run ops -- vip', () => {
  it('lists the rank table', async () => {
    const r = await ops('vip', 'list');
    expect(r.code).toBe(0);
    expect(r.text).toMatch(/^3\s+Vàng \/ Gold\s+5,000,000\.00 \/ 25,000,000\.00 \/ 30\s/m);
    expect(r.text).toMatch(/^10\s+Huyền thoại \/ Legend\s/m);
  });

  it('saves a rank from a file and refuses a bad one naming the field', async () => {
    const rank = {
      name: { vi: 'Thần thoại', en: 'Mythic' },
      color: '#123456',
      promoteDeposit: 5_000_000,
      promoteValidBet: 25_000_000,
      promoteDays: 30,
      keepDeposit: 0,
      keepValidBet: 0,
      levelUpBonus: 200_000,
      weeklyBonus: 0,
      monthlyBonus: 0,
      birthdayBonus: 0,
      wageringMultiple: 2,
      withdrawDailyMaxAmount: 200_000,
      withdrawDailyMaxCount: 40,
    };
    const file = path.join(dir, 'rank.json');
    fs.writeFileSync(file, JSON.stringify(rank));
    expect((await ops('vip', 'rank', '11', '--file', file)).text).toContain('Saved rank 11 Thần thoại / Mythic');
    expect((await ops('vip', 'list')).text).toMatch(/^11\s+Thần thoại \/ Mythic\s.*200,000\.00 × 40$/m);
    fs.writeFileSync(file, JSON.stringify({ ...rank, color: 'blue' }));
    const bad = await ops('vip', 'rank', '11', '--file', file);
    expect(bad.code).not.toBe(0);
    expect(bad.text).toContain('color');
    expect((await ops('vip', 'rank', 'x', '--file', file)).code).not.toBe(0);
  });

  it('sets a member rank, shows the member and evaluates', async () => {
    const m = await newMember(t);
    expect((await ops('vip', 'set', m.username, '4', '--note', 'VIP khách quen')).text).toContain(
      `${m.username}: VIP0 → VIP4`,
    );
    const shown = await ops('vip', 'member', m.username);
    expect(shown.text).toContain(`${m.username}: VIP4`);
    expect(shown.text).toMatch(/VIP0 → VIP4\s+operator\s+automation\s+VIP khách quen/);
    const ev = await ops('vip', 'evaluate', m.username);
    expect(ev.text).toContain('Evaluated 1');
    expect((await ops('vip', 'evaluate', m.username)).text).toContain('Evaluated 0');
    const unknown = await ops('vip', 'member', 'nobody-here');
    expect(unknown.code).not.toBe(0);
    expect((await ops('vip', 'set', m.username)).code).not.toBe(0);
  });
});
