import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_PATHS as PP } from '@lotus/contracts';
import { expireBonuses } from '../src/modules/promotions/service';
import { TEST_DATABASE_URL, type TestApp } from './helpers';
import { balanceOf, createMoneyApp, expectLedgerSound, fund, newMember, type TestMember } from './moneySupport';
import { path, promoHarness, type PromoHarness } from './promotionsSupport';

/**
 * Bonus money against a model (fast-check) and under real concurrency (PostgreSQL): no money is invented
 * or lost across bonuses, bets on main and bonus money, wins, rollbacks, conversion, forfeit and expiry.
 */

let t: TestApp & { url: string };
let h: PromoHarness;
let codes = 0;

beforeAll(async () => {
  t = await createMoneyApp();
  h = await promoHarness(t);
});
afterAll(async () => {
  await t?.close();
});

/** A fresh free-credit promotion (1× wagering on slots, no maximum stake). */
const freeCredit = (amount: number) =>
  h.createPromo({
    code: `prop-${++codes}`,
    kind: 'free_credit',
    rules: { kind: 'free_credit', amount: String(amount) },
  });

const minorOf = async (m: TestMember) => {
  const b = await balanceOf(t, m);
  return { main: Number(b.mainBalance), bonus: Number(b.bonusBalance) };
};

type Cmd =
  | { k: 'fund'; amount: number }
  | { k: 'claim'; amount: number }
  | { k: 'bet'; stake: number; win: 'loss' | 'push' | 'double' | 'rollback' }
  | { k: 'forfeit' }
  | { k: 'expire' };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ k: fc.constant('fund' as const), amount: fc.integer({ min: 1_000, max: 50_000 }) }),
  fc.record({ k: fc.constant('claim' as const), amount: fc.integer({ min: 1_000, max: 30_000 }) }),
  fc.record({
    k: fc.constant('bet' as const),
    stake: fc.integer({ min: 100, max: 25_000 }),
    win: fc.constantFrom('loss' as const, 'push' as const, 'double' as const, 'rollback' as const),
  }),
  fc.record({ k: fc.constant('forfeit' as const) }),
  fc.record({ k: fc.constant('expire' as const) }),
);

/** The house slot's minimum bet (20.00 VND): below it the game does not launch. */
const MIN_BET = 2_000;

/** The documented rules, in minor units: main money first, wins back in the stake's proportions. */
interface Model {
  main: number;
  bonus: number;
  grant: { required: number; progress: number } | null;
}

function applyModel(s: Model, c: Cmd): void {
  switch (c.k) {
    case 'fund':
      s.main += c.amount;
      return;
    case 'claim':
      if (s.grant) return; // bonus_already_active
      s.bonus += c.amount;
      s.grant = { required: c.amount, progress: 0 };
      return;
    case 'forfeit':
    case 'expire':
      if (!s.grant) return;
      s.bonus = 0;
      s.grant = null;
      return;
    case 'bet': {
      const available = s.main + (s.grant ? s.bonus : 0);
      if (available < MIN_BET || available < c.stake) return; // launch_game_balance_not_enough, insufficient_balance
      const fromMain = Math.min(s.main, c.stake);
      const fromBonus = c.stake - fromMain;
      s.main -= fromMain;
      s.bonus -= fromBonus;
      if (c.win === 'rollback') {
        s.main += fromMain;
        s.bonus += fromBonus;
        return;
      }
      const win = c.win === 'loss' ? 0 : c.win === 'push' ? c.stake : 2 * c.stake;
      const bonusWin = fromBonus > 0 && s.grant ? Math.floor((win * fromBonus) / c.stake) : 0;
      s.bonus += bonusWin;
      s.main += win - bonusWin;
      // A full push is not a valid bet; a settled round converts the bonus once its wagering is met.
      if (s.grant && win !== c.stake) s.grant.progress += c.stake;
      if (s.grant && s.grant.progress >= s.grant.required) {
        s.main += s.bonus;
        s.bonus = 0;
        s.grant = null;
      }
    }
  }
}

async function applyReal(m: TestMember, c: Cmd): Promise<void> {
  switch (c.k) {
    case 'fund':
      return fund(t, m.id, BigInt(c.amount));
    case 'claim': {
      const p = await freeCredit(c.amount);
      await h.post(m, path(PP.claim, p.id));
      return;
    }
    case 'forfeit':
      await h.post(m, PP.forfeit);
      return;
    case 'expire':
      await expireBonuses({ ...t.ctx, now: () => new Date(Date.now() + 30 * 86_400_000) });
      return;
    case 'bet': {
      const win = c.win === 'loss' || c.win === 'rollback' ? 0 : c.win === 'push' ? c.stake : 2 * c.stake;
      await h.playRound(m, c.stake, win, { rollback: c.win === 'rollback' });
    }
  }
}

describe('bonus money against a model', () => {
  it('every step leaves main and bonus money where the rules say, and the ledger sound', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 10 }), async (cmds) => {
        const m = await newMember(t);
        const model: Model = { main: 0, bonus: 0, grant: null };
        for (const c of cmds) {
          await applyReal(m, c);
          applyModel(model, c);
          expect(await minorOf(m), JSON.stringify({ c, model })).toEqual({ main: model.main, bonus: model.bonus });
        }
      }),
      { numRuns: Number(process.env.PROMO_MODEL_RUNS ?? 8), endOnFailure: true },
    );
    await expectLedgerSound(t);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('bonus money under concurrency (PostgreSQL)', () => {
  it('claims raced across four promotions open exactly one bonus', async () => {
    const promos = await Promise.all([1_000, 2_000, 3_000, 4_000].map((a) => freeCredit(a)));
    const m = await newMember(t);
    const results = await Promise.all(
      promos.flatMap((p) => Array.from({ length: 5 }, () => h.post(m, path(PP.claim, p.id)))),
    );
    const won = results.filter((r) => r.json().success);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => !x.json().success))
      expect(r.json().errorCode).toMatch(/^(bonus_already_active|promotion_limit_reached)$/);
    const amount = Number(won[0]!.json().value.bonus.amount as string); // minor units, as the answer sends money
    expect(await minorOf(m)).toEqual({ main: 0, bonus: amount });
    await expectLedgerSound(t);
  });

  it('parallel bets on main and bonus money with a forfeit in the middle: nothing invented or lost', async () => {
    const p = await freeCredit(100_000);
    const m = await newMember(t);
    await fund(t, m.id, 10_000n);
    expect((await h.post(m, path(PP.claim, p.id))).json().success).toBe(true);
    const bets = Array.from({ length: 24 }, () => h.playRound(m, 6_000, 0));
    const forfeit = h.post(m, PP.forfeit);
    const [results, f] = await Promise.all([Promise.all(bets), forfeit]);
    const accepted = results.filter((r) => r.success).length;
    for (const r of results.filter((x) => !x.success)) expect(r.errorCode).toBe('insufficient_balance');
    const after = await minorOf(m);
    expect(after.main).toBeGreaterThanOrEqual(0);
    expect(after.bonus).toBe(0);
    const forfeited = f.json().success ? Number(f.json().value.settledAmount as string) : 0; // minor units
    // Everything that left the member's wallets is an accepted stake or the forfeited remainder.
    expect(110_000 - (after.main + after.bonus)).toBe(accepted * 6_000 + forfeited);
    await expectLedgerSound(t);
  });
});
