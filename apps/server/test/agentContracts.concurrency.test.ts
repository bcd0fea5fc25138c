import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_CONTRACT_PATHS as P } from '@lotus/contracts';
import { createAppContext, closeAppContext } from '../src/appContext';
import { agentContractPayouts, agentContracts, betRounds, games, ledgerEntries, members } from '../src/db/schema/index';
import { merchantById } from '../src/modules/brands/service';
import { periodAt } from '../src/modules/agent-contracts/periods';
import { settleAgentContracts, settleContractPeriod } from '../src/modules/agent-contracts/settlement';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from './helpers';
import { expectLedgerSound, lotus, newMember, type TestMember } from './moneySupport';

/**
 * An agent of type `isAgent` with a session: signed in as a player-agent (41, which the member site admits),
 * then given its type (the session reads the account's type on every call).
 */
async function newAgent(t: TestApp, isAgent: number, uplineId: number | null = null): Promise<TestMember> {
  const m = await newMember(t, { isAgent: 41, uplineId });
  if (isAgent !== 41) await t.ctx.db.update(members).set({ isAgent }).where(eq(members.id, m.id));
  return m;
}

/**
 * Settlement is exactly once across processes: two (or more) settlers of the same contract and period
 * pay once. PGlite runs one statement at a time, so this needs PostgreSQL:
 * TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
 */
if (!TEST_DATABASE_URL) {
  console.info('agent contract concurrency tests skipped: set TEST_DATABASE_URL to run them on PostgreSQL');
}

describe.skipIf(!TEST_DATABASE_URL)('agent contract settlement under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('two processes settling the same periods pay each once', async () => {
    const brand = (await merchantById(t.ctx.db, (await lotus(t)).id))!;
    const [slot] = await t.ctx.db.select().from(games).where(eq(games.gameType, 'RNG')).limit(1);
    const a = await newAgent(t, 1);
    const holders = await Promise.all([1, 2, 3, 4].map(() => newAgent(t, 2, a.id)));
    const ids: number[] = [];
    for (const h of holders) {
      const made = await t.app.inject({
        method: 'POST',
        url: P.contracts,
        headers: a.h,
        payload: {
          downline: h.username,
          kind: 'realtime_salary',
          tiers: [{ validBet: 0, profitLoss: 0, activeMembers: 0, betAmount: 0, rateBps: 100 }],
        },
      });
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().value.id as number;
      await t.app.inject({
        method: 'POST',
        url: P.realtimeSalary,
        headers: h.h,
        payload: { action: 'accept', contractId: id },
      });
      ids.push(id);
    }
    const now = Date.now();
    await t.ctx.db
      .update(agentContracts)
      .set({ decidedAt: new Date(now - 60 * 60_000) })
      .where(eq(agentContracts.uplineId, a.id));
    let n = 0;
    await t.ctx.db.insert(betRounds).values(
      holders.flatMap((h) =>
        Array.from({ length: 12 }, (_, i) => {
          const at = new Date(now - 55 * 60_000 + i * 4 * 60_000);
          return {
            merchantId: brand.id,
            memberId: h.id,
            vendorId: slot!.vendorId,
            gameId: slot!.id,
            gameType: 'RNG',
            roundId: `acc-${h.id}-${++n}`,
            stake: 10_000n,
            win: 0n,
            validBet: 10_000n,
            status: 'settled',
            transactions: 2,
            betAt: at,
            settledAt: at,
            updatedAt: at,
          };
        }),
      ),
    );

    // The first period raced by many calls on the shared pool.
    const p = periodAt('5min', brand.timeZone, new Date(now - 60 * 60_000));
    const raced = await Promise.all([1, 2, 3, 4, 5].map(() => settleContractPeriod(t.ctx, brand, ids[0]!, p)));
    expect(raced.filter((r) => r !== null)).toHaveLength(1);

    // Two "processes" (each its own context, on the pool's connections) running the whole job at once.
    const other = createAppContext(t.ctx);
    try {
      await Promise.all([settleAgentContracts(t.ctx), settleAgentContracts(other), settleAgentContracts(t.ctx)]);
    } finally {
      await closeAppContext(other);
    }
    for (const id of ids) {
      const rows = await t.ctx.db.select().from(agentContractPayouts).where(eq(agentContractPayouts.contractId, id));
      const keys = rows.map((r) => `${r.periodKey}/${r.forPeriodKey}`);
      expect(new Set(keys).size).toBe(keys.length);
      const paid = rows.reduce((s, r) => s + r.paid, 0n);
      // 12 rounds of 100.00 at 1 %.
      expect(paid).toBe(1_200n);
      const entries = await t.ctx.db
        .select()
        .from(ledgerEntries)
        .where(like(ledgerEntries.idempotencyKey, `agent-contract:${id}:%`));
      expect(entries.length).toBe(rows.filter((r) => r.paid > 0n).length);
    }
    await expectLedgerSound(t);
  });
});
