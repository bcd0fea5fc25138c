import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_PATHS } from '@lotus/contracts';
import { type TestApp, opsCli } from './helpers';
import { createMoneyApp, newMember, type TestMember } from './moneySupport';

/** `npm run ops -- referral …` against a running test server (the referral operator API, issue 13). */
let t: TestApp & { url: string };
let m: TestMember;

beforeAll(async () => {
  t = await createMoneyApp();
  m = await newMember(t);
});
afterAll(async () => {
  await t?.close();
});

const ops = opsCli(() => t.url);

describe('npm run ops -- referral', () => {
  it('sets and shows the rules; only the options given change', async () => {
    const set = await ops('referral', 'settings', 'set', '--kind', 'fixed', '--amount', '50000', '--brand', 'lotus');
    expect(set.code, set.text).toBe(0);
    expect(set.text).toContain('reward:        50,000.00 per qualified friend');
    const share = await ops('referral', 'settings', 'set', '--kind', 'deposit_share', '--bps', '1000', '--max', '200');
    expect(share.code, share.text).toBe(0);
    expect(share.text).toContain("10% of the friend's first deposit, at most 200.00");
    const shown = await ops('referral', 'settings', '--brand', 'LOTUS');
    expect(shown.text).toMatch(/Referral of LOTUS: on/);
    expect(shown.text).toContain('changed:');
  });

  it('refuses bad options and bad values', async () => {
    expect((await ops('referral', 'settings', 'set', '--kind', 'percent')).code).toBe(2);
    expect((await ops('referral', 'settings', 'set', '--bps', 'abc')).code).toBe(2);
    const tooMuch = await ops('referral', 'settings', 'set', '--bps', '20000');
    expect(tooMuch.code).not.toBe(0);
    expect((await ops('referral', 'list', '--status', 'paid')).code).toBe(2);
    expect((await ops('referral', 'member')).code).toBe(2);
  });

  it('lists referrals and shows a member', async () => {
    await t.app.inject({ url: REFERRAL_PATHS.summary, headers: m.h });
    const empty = await ops('referral', 'list');
    expect(empty.code, empty.text).toBe(0);
    expect(empty.text).toContain('(no referrals)');
    const side = await ops('referral', 'member', m.username);
    expect(side.code, side.text).toBe(0);
    expect(side.text).toMatch(new RegExp(`Referral of ${m.username}\\ncode:\\s+[A-Z2-9]{8}`));
    expect((await ops('referral', 'member', 'nosuchmember')).code).not.toBe(0);
    const evaluated = await ops('referral', 'evaluate');
    expect(evaluated.text).toContain('0 due friend(s) evaluated');
  });
});
