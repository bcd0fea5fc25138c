import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_MEMBER_PATHS } from '@lotus/contracts';
import { ops as opsHeaders, type TestApp, opsCli } from './helpers';
import { createMoneyApp, fund, newMember, setMoneySettings } from './moneySupport';
import { operatorWithRole } from './operatorsSupport';

/** `npm run ops -- member …` against a running test server (the members operator API, issue 16). */
let t: TestApp & { url: string };

beforeAll(async () => {
  t = await createMoneyApp();
  await setMoneySettings(t, { adjustment: { approvalThreshold: 1_000_00 } });
});
afterAll(async () => {
  await t?.close();
});

const ops = opsCli(() => t.url);

describe('npm run ops -- member', () => {
  it('finds demo01 by mobile number and shows it', async () => {
    const found = await ops('member', 'find', '84', '912345678', '--by', 'mobile');
    expect(found.code, found.text).toBe(0);
    expect(found.text).toMatch(/^ID\s+BRAND\s+USERNAME\s+MOBILE/m);
    expect(found.text).toMatch(/LOTUS\s+demo01\s+84 912345678\s+demo01@lotus.local/);
    const none = await ops('member', 'find', 'nobody-like-this');
    expect(none.text).toContain('(no member found)');
    const shown = await ops('member', 'show', 'demo01');
    expect(shown.code, shown.text).toBe(0);
    expect(shown.text).toMatch(/member:\s+demo01 \(id \d+, brand LOTUS\)/);
    expect(shown.text).toMatch(/balances:\s+main [\d,.]+, bonus/);
    expect((await ops('member', 'show', 'ghost01')).code).toBe(1);
    expect((await ops('member', 'find', 'x', '--by', 'shoe')).code).toBe(2);
  });

  it('locks and unlocks, adds a note, sets a temporary password', async () => {
    const m = await newMember(t);
    expect((await ops('member', 'lock', m.username)).code).toBe(2);
    const locked = await ops('member', 'lock', m.username, '--reason', 'fraud check');
    expect(locked).toMatchObject({ code: 0 });
    expect(locked.text).toContain(`${m.username} is now locked (1 session(s) ended)`);
    expect((await ops('member', 'unlock', m.username)).text).toContain('is now active');
    expect((await ops('member', 'note', m.username, 'called', 'the', 'member')).code).toBe(0);
    const notes = await t.app.inject({
      url: OPS_MEMBER_PATHS.notes.replace(':id', String(m.id)),
      headers: opsHeaders(),
    });
    expect(notes.json().value[0].text).toBe('called the member');
    const pw = await ops('member', 'password', m.username);
    expect(pw.text).toMatch(/Temporary password of .+: [A-Za-z0-9]{12} \(shown once/);
  });

  it('adjusts: at once up to the threshold, above it for another operator to approve', async () => {
    const m = await newMember(t);
    await fund(t, m.id, 500_00n);
    const small = await ops(
      'member',
      'adjust',
      m.username,
      'credit',
      '25.50',
      '--reason',
      'goodwill',
      '--key',
      'cli-1',
    );
    expect(small.code, small.text).toBe(0);
    expect(small.text).toMatch(/credit 25\.50 for .+ — posted, main 500\.00 → 525\.50/);
    const again = await ops(
      'member',
      'adjust',
      m.username,
      'credit',
      '25.50',
      '--reason',
      'goodwill',
      '--key',
      'cli-1',
    );
    expect(again.text).toContain('already done with this --key');
    const tooMuch = await ops('member', 'adjust', m.username, 'debit', '9999', '--reason', 'chargeback');
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.text).toContain('insufficient_balance');

    const big = await ops('member', 'adjust', m.username, 'credit', '2000', '--reason', 'lost win');
    expect(big.text).toMatch(/Adjustment (\d+): credit 2,000\.00 .+ — pending: above 1,000\.00/);
    const id = big.text.match(/Adjustment (\d+)/)![1]!;
    const list = await ops('member', 'approvals');
    expect(list.text).toMatch(new RegExp(`^${id}\\s+LOTUS\\s+${m.username}\\s+credit\\s+2,000\\.00\\s+pending`, 'm'));
    // the key (automation) asked for it: it cannot approve it too
    const self = await ops('member', 'approve', id);
    expect(self.code).toBe(1);
    expect(self.text).toContain('adjustment_self_approval');
    const finance = await operatorWithRole(t, 'finance');
    const approved = await t.app.inject({
      method: 'POST',
      url: OPS_MEMBER_PATHS.approve.replace(':id', id),
      headers: finance.headers,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await ops('member', 'statement', m.username, '--type', 'adjustment')).text).toMatch(
      /adjustment\s+main\s+2,000\.00\s+2,525\.50/,
    );
    expect((await ops('member', 'reject', id)).code).toBe(2);
  });
});
