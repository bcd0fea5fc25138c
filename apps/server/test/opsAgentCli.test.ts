import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_CONTRACT_PATHS as P } from '@lotus/contracts';
import { agentContracts, betRounds, games, members } from '../src/db/schema/index';
import { type TestApp, opsCli } from './helpers';
import { createMoneyApp, lotus, newMember, type TestMember } from './moneySupport';

/**
 * An agent of type `isAgent` with a session: signed in as a player-agent (41, which the member site admits),
 * then given its type (the session reads the account's type on every call).
 */
async function newAgent(t: TestApp, isAgent: number, uplineId: number | null = null): Promise<TestMember> {
  const m = await newMember(t, { isAgent: 41, uplineId });
  if (isAgent !== 41) await t.ctx.db.update(members).set({ isAgent }).where(eq(members.id, m.id));
  return m;
}

/** `npm run ops -- agent …` against a running test server (the agent contracts' operator API, issue 14). */
let t: TestApp & { url: string };

beforeAll(async () => {
  t = await createMoneyApp();
});
afterAll(() => t?.close());

const ops = opsCli(() => t.url);

describe('npm run ops -- agent', () => {
  it('shows the tree, contracts and payouts, flips a switch and re-runs without paying twice', async () => {
    const a = await newAgent(t, 1);
    const b = await newAgent(t, 2, a.id);
    const made = await t.app.inject({
      method: 'POST',
      url: P.contracts,
      headers: a.h,
      payload: {
        downline: b.username,
        kind: 'hourly_salary',
        tiers: [{ validBet: 0, profitLoss: 0, activeMembers: 0, betAmount: 0, rateBps: 100 }],
      },
    });
    const id = made.json().value.id as number;
    await t.app.inject({
      method: 'POST',
      url: P.hourlySalary,
      headers: b.h,
      payload: { action: 'accept', contractId: id },
    });
    const now = Date.now();
    await t.ctx.db
      .update(agentContracts)
      .set({ decidedAt: new Date(now - 3 * 3_600_000) })
      .where(eq(agentContracts.id, id));
    const [slot] = await t.ctx.db.select().from(games).where(eq(games.gameType, 'RNG')).limit(1);
    const at = new Date(now - 2 * 3_600_000);
    await t.ctx.db.insert(betRounds).values({
      merchantId: (await lotus(t)).id,
      memberId: b.id,
      vendorId: slot!.vendorId,
      gameId: slot!.id,
      gameType: 'RNG',
      roundId: `cli-${b.id}`,
      stake: 50_000n,
      win: 0n,
      validBet: 50_000n,
      status: 'settled',
      transactions: 2,
      betAt: at,
      settledAt: at,
      updatedAt: at,
    });

    const tree = await ops('agent', 'tree', a.username);
    expect(tree.code, tree.text).toBe(0);
    expect(tree.text).toContain(b.username);

    const contracts = await ops('agent', 'contracts', a.username, '--kind', 'hourly_salary');
    expect(contracts.text).toMatch(
      new RegExp(`${id}\\s+hourly_salary\\s+hourly\\s+${a.username}\\s+${b.username}\\s+1\\.00%\\s+active`),
    );

    const first = await ops('agent', 'rerun', '--contract', String(id));
    expect(first.text).toMatch(/^Settled [34] period\(s\), paid 5\.00/m);
    const again = await ops('agent', 'rerun', '--contract', String(id));
    expect(again.text).toContain('Settled 0 period(s), paid 0.00 (nothing was due)');

    const payouts = await ops('agent', 'payouts', b.username);
    expect(payouts.text).toContain('500.00');
    expect(payouts.text).toContain('5.00');

    const off = await ops('agent', 'features', 'hourlySalary=off');
    expect(off.text).toMatch(/^hourlySalary\s+off$/m);
    const on = await ops('agent', 'features', 'hourlySalary=on');
    expect(on.text).toMatch(/^hourlySalary\s+on$/m);

    expect((await ops('agent', 'features', 'salary=on')).code).toBe(2);
    expect((await ops('agent', 'rerun')).code).toBe(2);
    const bad = await ops('agent', 'rerun', '--contract', String(id), '--period', 'D2030-01-01');
    expect(bad.code).toBe(1);
  });
});
