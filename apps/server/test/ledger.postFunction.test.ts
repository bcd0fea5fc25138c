import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { rowsOf } from '../src/db/sqlResult';
import { getOrCreateAccount, verifyLedger } from '../src/modules/ledger/service';
import { createTestDatabase, TEST_DATABASE_URL } from './helpers';
import { createBrand, memberWallets, type Brand } from './ledgerSupport';

/**
 * The SQL function `ledger_post` is the journal's only writer and, since migration 0014, the only
 * place that refuses unbalanced entries (no sum trigger). This calls it directly — bypassing the
 * service's validation — with random account lists (duplicates, unknown ids, shards, another
 * brand's and another currency's accounts) and random amounts (zero sums or not, nulls, mismatched
 * lengths), and checks: a call either posts a balanced entry of at least two postings or writes
 * nothing, no member balance goes negative, and the ledger verifies sound at the end.
 * Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */

let database: Database;
let db: Db;
let brand: Brand;
/** Accounts to pick from: the brand's, two members', one of another brand, one in USD, one unknown id. */
let pool: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  brand = await createBrand(db);
  const other = await createBrand(db);
  const a = await memberWallets(db, brand, 1);
  const b = await memberWallets(db, brand, 2);
  const usd = await getOrCreateAccount(db, { merchantId: brand.merchantId, kind: 'adjustment', currency: 'USD' });
  pool = [
    brand.house.id,
    brand.clearing.id,
    brand.adjustment.id,
    a.main.id,
    a.vendor.id,
    b.main.id,
    b.locked.id,
    other.house.id,
    usd.id,
    2_000_000_000,
  ];
});
afterAll(() => database.close());

const amount = fc.oneof(
  fc.bigInt({ min: -1_000n, max: 1_000n }),
  fc.constantFrom(0n, -1n, 1n, 10n ** 15n, -(10n ** 15n)),
  fc.constant(null),
);
/** Anything at all: duplicates, unknown and foreign accounts, nulls, mismatched lengths. */
const wildCall = fc.record({
  accounts: fc.array(fc.nat({ max: 9 }), { minLength: 0, maxLength: 5 }),
  amounts: fc.array(amount, { minLength: 0, maxLength: 5 }),
  /** Make the amounts sum to zero (when there are any), so that postings happen often. */
  balance: fc.boolean(),
});
/** Distinct accounts of the brand with as many non-null amounts, balanced: mostly posts. */
const plausibleCall = fc.uniqueArray(fc.nat({ max: 6 }), { minLength: 2, maxLength: 4 }).chain((accounts) =>
  fc.record({
    accounts: fc.constant(accounts),
    amounts: fc.array(fc.bigInt({ min: -1_000n, max: 1_000n }), {
      minLength: accounts.length,
      maxLength: accounts.length,
    }),
    balance: fc.constant(true),
  }),
);
const call = fc.oneof({ weight: 1, arbitrary: wildCall }, { weight: 1, arbitrary: plausibleCall });

const arrayLiteral = (xs: (bigint | number | null)[]) =>
  `{${xs.map((x) => (x === null ? 'NULL' : String(x))).join(',')}}`;

async function counts() {
  const [row] = rowsOf(
    await db.execute(
      sql`select (select count(*) from ledger_entries) as entries, (select count(*) from ledger_postings) as postings`,
    ),
  );
  return { entries: Number(row!.entries), postings: Number(row!.postings) };
}

describe(`ledger_post called directly with random input (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('posts a balanced entry or writes nothing', async () => {
    // Fund the members so that debits can succeed.
    const fund = await db.execute(
      sql`select status from ledger_post(${brand.merchantId}, 'deposit', 'fund', 'fp', null, null, null, ${arrayLiteral([brand.clearing.id, pool[3]!, pool[5]!])}::integer[], ${arrayLiteral([-20_000n, 10_000n, 10_000n])}::bigint[])`,
    );
    expect(rowsOf(fund)[0]!.status).toBe('posted');
    let n = 0;
    let posted = 0;
    await fc.assert(
      fc.asyncProperty(call, async ({ accounts, amounts, balance }) => {
        const ids = accounts.map((i) => pool[i]!);
        const values = [...amounts];
        if (balance && values.length > 1 && values.every((v) => v !== null)) {
          const rest = values.slice(1).reduce<bigint>((s, v) => s + (v as bigint), 0n);
          values[0] = -rest;
        }
        const before = await counts();
        const rows = rowsOf(
          await db.execute(
            sql`select status, entry_id, account_id, amount from ledger_post(${brand.merchantId}, 'adjustment', ${`fuzz-${n++}`}, 'fp', null, null, null, ${arrayLiteral(ids)}::integer[], ${arrayLiteral(values)}::bigint[])`,
          ),
        );
        const after = await counts();
        const status = String(rows[0]!.status);
        if (status === 'posted') {
          posted++;
          expect(rows.length).toBeGreaterThanOrEqual(2);
          expect(rows.reduce((s, r) => s + BigInt(r.amount as string), 0n)).toBe(0n);
          expect(new Set(ids).size).toBe(ids.length);
          expect(after).toEqual({ entries: before.entries + 1, postings: before.postings + rows.length });
        } else {
          expect(['invalid', 'account_missing', 'merchant_mismatch', 'currency_mismatch', 'insufficient']).toContain(
            status,
          );
          expect(after).toEqual(before);
        }
      }),
      { numRuns: Number(process.env.LEDGER_FUZZ_RUNS ?? 300) },
    );
    // Enough of the calls were well-formed to post.
    expect(posted).toBeGreaterThan(20);
    const report = await verifyLedger(db);
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });
});
