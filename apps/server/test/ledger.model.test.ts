import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { rowsOf } from '../src/db/sqlResult';
import { AppError } from '../src/lib/errors';
import {
  postEntry,
  reverseEntry,
  verifyLedger,
  type PostEntryInput,
  type PostResult,
} from '../src/modules/ledger/service';
import { createTestDatabase, TEST_DATABASE_URL } from './helpers';
import { createBrand, memberWallets, type Brand, type MemberWallets } from './ledgerSupport';

/**
 * Model-based property test (issue 4): random sequences of deposits, transfers between the main
 * wallet and a vendor wallet, bets, wins, rollbacks, withdrawals (request → approve → pay, or
 * reject), replays and reused keys, run against the real ledger and against a plain in-memory
 * model. After every step the balances equal the model's, all balances sum to zero, no member
 * balance is negative; replays change nothing; at the end verifyLedger finds the ledger sound.
 * Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */

const MEMBERS = 3;
type Wallet = 'main' | 'vendor';

type Command =
  | { kind: 'deposit'; m: number; amount: bigint }
  | { kind: 'transferOut'; m: number; amount: bigint }
  | { kind: 'transferIn'; m: number; amount: bigint }
  | { kind: 'bet'; m: number; wallet: Wallet; amount: bigint }
  | { kind: 'win'; m: number; wallet: Wallet; amount: bigint }
  | { kind: 'rollback'; bet: number; sameKey: boolean }
  | { kind: 'withdraw'; m: number; amount: bigint }
  | { kind: 'approve'; request: number }
  | { kind: 'reject'; request: number }
  | { kind: 'replay'; step: number }
  | { kind: 'reuseKey'; step: number; delta: bigint };

const amountArb = fc.oneof(
  { weight: 8, arbitrary: fc.bigInt({ min: 1n, max: 5_000n }) },
  { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 1_000_000_000_000n }) },
);
const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const wallet = fc.constantFrom<Wallet>('main', 'vendor');
const index = fc.nat({ max: 60 });

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('deposit' as const), m: member, amount: amountArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('transferOut' as const), m: member, amount: amountArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('transferIn' as const), m: member, amount: amountArb }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('bet' as const), m: member, wallet, amount: amountArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('win' as const), m: member, wallet, amount: amountArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const), bet: index, sameKey: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), m: member, amount: amountArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('approve' as const), request: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), request: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replay' as const), step: index }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('reuseKey' as const),
      step: index,
      delta: fc.bigInt({ min: 1n, max: 100n }),
    }),
  },
);

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

async function runCommands(commands: Command[]) {
  const brand: Brand = await createBrand(db);
  const members: MemberWallets[] = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await memberWallets(db, brand, 1_000 + i));
  const model = new Map<number, bigint>();
  const balances = async () =>
    new Map(
      rowsOf(
        await db.execute(sql`select coalesce(head_id, id) as id, sum(balance)::text as balance from ledger_accounts
          where merchant_id = ${brand.merchantId} group by 1`),
      ).map((r) => [Number(r.id), BigInt(r.balance as string)]),
    );
  // Keyed by the account as callers name it: a sharded house counts as one account.
  const allAccounts = [...(await balances()).keys()].map((id) => ({ id }));
  for (const a of allAccounts) model.set(a.id, 0n);
  const memberAccountIds = new Set(members.flatMap((w) => [w.main.id, w.vendor.id, w.locked.id, w.bonus.id]));

  const done: { input: PostEntryInput; result: PostResult }[] = [];
  const bets: { entryId: number; rolledBack: boolean; rollbackKey?: string }[] = [];
  const requests: { m: number; amount: bigint; state: 'requested' | 'approved' | 'rejected' }[] = [];
  let n = 0;

  const apply = (postings: { accountId: number; amount: bigint }[]) => {
    for (const p of postings) model.set(p.accountId, model.get(p.accountId)! + p.amount);
  };
  /** Would the postings leave every member account at zero or above? */
  const affordable = (postings: { accountId: number; amount: bigint }[]) =>
    postings.every((p) => !memberAccountIds.has(p.accountId) || model.get(p.accountId)! + p.amount >= 0n);

  /** Posts an entry the model expects to succeed or to fail for lack of money. */
  const attempt = async (input: PostEntryInput): Promise<PostResult | null> => {
    const postings = input.postings.map((p) => ({ accountId: p.accountId, amount: BigInt(p.amount) }));
    if (affordable(postings)) {
      const result = await postEntry(db, input);
      expect(result.replayed).toBe(false);
      apply(postings);
      done.push({ input, result });
      return result;
    }
    await expect(postEntry(db, input)).rejects.toMatchObject({ errorCode: 'insufficient_balance' });
    return null;
  };
  const entry = (type: PostEntryInput['type'], from: number, to: number, amount: bigint): PostEntryInput => ({
    merchantId: brand.merchantId,
    type,
    idempotencyKey: `${type}-${++n}`,
    reference: `ref-${n}`,
    postings: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  });
  const walletOf = (m: number, w: Wallet) => (w === 'main' ? members[m]!.main.id : members[m]!.vendor.id);

  for (const c of commands) {
    switch (c.kind) {
      case 'deposit':
        await attempt(entry('deposit', brand.clearing.id, members[c.m]!.main.id, c.amount));
        break;
      case 'transferOut':
        await attempt(entry('transfer', members[c.m]!.main.id, members[c.m]!.vendor.id, c.amount));
        break;
      case 'transferIn':
        await attempt(entry('transfer', members[c.m]!.vendor.id, members[c.m]!.main.id, c.amount));
        break;
      case 'bet': {
        const r = await attempt(entry('bet', walletOf(c.m, c.wallet), brand.house.id, c.amount));
        if (r) bets.push({ entryId: r.id, rolledBack: false });
        break;
      }
      case 'win':
        await attempt(entry('win', brand.house.id, walletOf(c.m, c.wallet), c.amount));
        break;
      case 'rollback': {
        const b = bets[c.bet % Math.max(bets.length, 1)];
        if (!b) break;
        const original = done.find((d) => d.result.id === b.entryId)!;
        if (!b.rolledBack) {
          b.rollbackKey = `rollback-${++n}`;
          const r = await reverseEntry(db, {
            merchantId: brand.merchantId,
            entryId: b.entryId,
            type: 'rollback',
            idempotencyKey: b.rollbackKey,
          });
          expect(r).toMatchObject({ replayed: false, reversesEntryId: b.entryId });
          apply(original.result.postings.map((p) => ({ accountId: p.accountId, amount: -p.amount })));
          b.rolledBack = true;
        } else if (c.sameKey) {
          const r = await reverseEntry(db, {
            merchantId: brand.merchantId,
            entryId: b.entryId,
            type: 'rollback',
            idempotencyKey: b.rollbackKey!,
          });
          expect(r.replayed).toBe(true);
        } else {
          await expect(
            reverseEntry(db, {
              merchantId: brand.merchantId,
              entryId: b.entryId,
              type: 'rollback',
              idempotencyKey: `rollback-${++n}`,
            }),
          ).rejects.toMatchObject({ errorCode: 'ledger_entry_already_reversed' });
        }
        break;
      }
      case 'withdraw': {
        const r = await attempt(entry('withdrawal_request', members[c.m]!.main.id, members[c.m]!.locked.id, c.amount));
        if (r) requests.push({ m: c.m, amount: c.amount, state: 'requested' });
        break;
      }
      case 'approve':
      case 'reject': {
        const i = c.request % Math.max(requests.length, 1);
        const req = requests[i];
        if (!req) break;
        const locked = members[req.m]!.locked.id;
        const approve: PostEntryInput = {
          ...entry('withdrawal_approve', locked, brand.payable.id, req.amount),
          idempotencyKey: `withdrawal-approve-${i}`,
          reference: `withdrawal-${i}`,
        };
        const pay: PostEntryInput = {
          ...entry('withdrawal_pay', brand.payable.id, brand.clearing.id, req.amount),
          idempotencyKey: `withdrawal-pay-${i}`,
          reference: `withdrawal-${i}`,
        };
        const reject: PostEntryInput = {
          ...entry('withdrawal_reject', locked, members[req.m]!.main.id, req.amount),
          idempotencyKey: `withdrawal-reject-${i}`,
          reference: `withdrawal-${i}`,
        };
        if (req.state === 'requested') {
          // The withdrawal module owns the state machine; the ledger just moves the money.
          if (c.kind === 'approve') {
            expect(await attempt(approve)).not.toBeNull();
            expect(await attempt(pay)).not.toBeNull();
            req.state = 'approved';
          } else {
            expect(await attempt(reject)).not.toBeNull();
            req.state = 'rejected';
          }
        } else if (req.state === 'approved' && c.kind === 'approve') {
          // An operator's double click: both steps replay.
          expect((await postEntry(db, approve)).replayed).toBe(true);
          expect((await postEntry(db, pay)).replayed).toBe(true);
        }
        break;
      }
      case 'replay': {
        const d = done[c.step % Math.max(done.length, 1)];
        if (!d) break;
        const r = await postEntry(db, { ...d.input, postings: [...d.input.postings].reverse(), memo: 'retried' });
        expect(r.replayed).toBe(true);
        expect(r.id).toBe(d.result.id);
        break;
      }
      case 'reuseKey': {
        const d = done[c.step % Math.max(done.length, 1)];
        if (!d || d.result.reversesEntryId !== null) break;
        const changed = {
          ...d.input,
          postings: d.input.postings.map((p) => ({
            ...p,
            amount: BigInt(p.amount) < 0n ? BigInt(p.amount) - c.delta : BigInt(p.amount) + c.delta,
          })),
        };
        const error = await postEntry(db, changed).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).errorCode).toBe('idempotency_key_reused');
        break;
      }
    }

    // After every step: the ledger equals the model, sums to zero, and no member is negative.
    const actual = await balances();
    expect(actual).toEqual(model);
    expect([...actual.values()].reduce((sum, b) => sum + b, 0n)).toBe(0n);
    for (const id of memberAccountIds) expect(actual.get(id)! >= 0n).toBe(true);
  }

  const report = await verifyLedger(db, { merchantId: brand.merchantId });
  expect(report).toMatchObject({ ok: true });
  expect(report.entries).toBe(new Set(done.map((d) => d.result.id)).size + bets.filter((b) => b.rolledBack).length);
}

describe(`ledger model (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('matches a simple model over random sequences of money movements', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 40 }), (commands) => runCommands(commands)),
      { numRuns: Number(process.env.LEDGER_MODEL_RUNS ?? 25) },
    );
  }, 300_000);
});
