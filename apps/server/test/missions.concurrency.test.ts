import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSION_PATHS as P, OPS_MISSION_PATHS as OP, type OpsMission } from '@lotus/contracts';
import { bonusGrants, missionClaims, pointJournal } from '../src/db/schema';
import { ops, TEST_DATABASE_URL, type TestApp } from './helpers';
import { balanceOf, createMoneyApp, errorOf, expectLedgerSound, newMember } from './moneySupport';

/**
 * Mission claims under real concurrency: parallel claims of one mission by one member pay once (the claim's
 * unique key per mission, member and period), points and bonus alike. PGlite runs one statement at a time, so
 * these need PostgreSQL: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
 */
if (!TEST_DATABASE_URL) {
  console.info('mission concurrency tests skipped: set TEST_DATABASE_URL to run them on PostgreSQL');
}

describe.skipIf(!TEST_DATABASE_URL)('mission claims under concurrency (PostgreSQL)', () => {
  let t: TestApp & { url: string };

  beforeAll(async () => {
    t = await createMoneyApp();
  });
  afterAll(() => t?.close());

  const add = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${OP.missions}?brand=LOTUS`,
      headers: ops(),
      payload: { name: { vi: 'Nhiệm vụ', en: 'Mission' }, ...payload },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as OpsMission;
  };

  it('parallel claims of one mission pay its points and bonus once', async () => {
    const mission = await add({
      code: 'race-login',
      period: 'daily',
      kind: 'login',
      rewardPoints: 25,
      rewardBonus: 1_000,
      wageringMultiple: 2,
    });
    for (let round = 0; round < 3; round++) {
      const m = await newMember(t);
      const before = await balanceOf(t, m);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.app.inject({ method: 'POST', url: P.claim, headers: m.h, payload: { missionId: mission.id } }),
        ),
      );
      const paid = answers.filter((r) => r.statusCode === 200);
      expect(paid, answers.map((r) => r.body).join('\n')).toHaveLength(1);
      for (const r of answers.filter((x) => x.statusCode !== 200)) {
        expect(errorOf(r)).toMatchObject({ status: 409, code: 'mission_already_claimed' });
      }
      expect(await t.ctx.db.select().from(missionClaims).where(eq(missionClaims.memberId, m.id))).toHaveLength(1);
      const journal = await t.ctx.db.select().from(pointJournal).where(eq(pointJournal.memberId, m.id));
      expect(journal.map((j) => j.delta)).toEqual([25n]);
      expect(await t.ctx.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, m.id))).toHaveLength(1);
      expect((await balanceOf(t, m)).bonusBalance).toBe(before.bonusBalance + 1000_00n);
    }
    await expectLedgerSound(t);
  });

  it('parallel claims of different missions by one member each pay once', async () => {
    const a = await add({ code: 'race-a', period: 'weekly', kind: 'login', rewardPoints: 3 });
    const b = await add({ code: 'race-b', period: 'once', kind: 'login', rewardPoints: 4 });
    const m = await newMember(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({ method: 'POST', url: P.claim, headers: m.h, payload: { missionId: i % 2 ? a.id : b.id } }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const journal = await t.ctx.db.select().from(pointJournal).where(eq(pointJournal.memberId, m.id));
    // The daily race-login of the test above is claimable too, but was not claimed here.
    expect(journal.map((j) => j.delta).sort()).toEqual([3n, 4n]);
  });
});
