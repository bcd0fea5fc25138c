import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, opsCli } from './helpers';
import { createMoneyApp, fund, newMember } from './moneySupport';
import { rebateHarness } from './rebateSupport';

/** `npm run ops -- rebate …` against a running test server (the cashback operator API, issue 13). */
let t: TestApp & { url: string };

beforeAll(async () => {
  t = await createMoneyApp();
});
afterAll(async () => {
  await t?.close();
});

const ops = opsCli(() => t.url);

describe('ops rebate', () => {
  it('lists, sets and shows rates; refuses bad arguments', async () => {
    const h = await rebateHarness(t);
    let r = await ops('rebate', 'rates');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toMatch(/VIP\s+ELOTT/);
    expect(r.text).toContain('0.60%');

    r = await ops('rebate', 'set', '0-2', 'live', '125');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('Set 3 rate(s) of LOTUS to 1.25% (125 bps)');
    r = await ops('rebate', 'rates');
    expect(r.text).toContain('1.25%');

    for (const bad of [
      ['rebate', 'set', '0', 'CASINO', '10'],
      ['rebate', 'set', '0', 'RNG', '10001'],
      ['rebate', 'set', '3-1', 'RNG', '10'],
      ['rebate', 'set', '0', 'RNG'],
      ['rebate', 'settings', '--payout', 'cash'],
      ['rebate', 'nope'],
    ]) {
      r = await ops(...bad);
      expect(r.code, `${bad.join(' ')} → ${r.text}`).not.toBe(0);
    }

    r = await ops('rebate', 'settings', '--payout', 'bonus', '--wagering', '3', '--daily-cap', 'none');
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('bonus, 3× wagering');
    expect(r.text).toContain('daily cap:     none');
    r = await ops('rebate', 'settings', '--payout', 'main', '--daily-cap', '5000000');
    expect(r.text).toContain('main money');
    expect(r.text).toContain('5,000,000.00');

    const m = await newMember(t);
    await fund(t, m.id, 10_000_00n);
    await h.round(m, 2_000_00);
    expect((await h.claim(m, 'cli-1')).statusCode).toBe(200);
    r = await ops('rebate', 'claims', '--member', m.username);
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain(m.username);
    expect(r.text).toContain('1 claim(s): valid bets 2,000.00, paid 12.00');
    r = await ops('rebate', 'claims', '--member', 'nobody_here');
    expect(r.code).not.toBe(0);
  });
});
