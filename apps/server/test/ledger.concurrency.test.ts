import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { ledgerEntries } from '../src/db/schema';
import { rowsOf } from '../src/db/sqlResult';
import { inTransaction } from '../src/db/transaction';
import { AppError } from '../src/lib/errors';
import {
  getBalance,
  getOrCreateAccount,
  postEntry,
  reverseEntry,
  verifyLedger,
  type PostEntryInput,
} from '../src/modules/ledger/service';
import { createTestDatabase, TEST_DATABASE_URL } from './helpers';
import { createBrand, memberRow, memberWallets, type Brand, type MemberWallets } from './ledgerSupport';

/**
 * The ledger under real concurrency. PGlite runs one statement at a time, so these tests need a
 * PostgreSQL server: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
 */
if (!TEST_DATABASE_URL) {
  console.info(
    'ledger concurrency tests skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them on PostgreSQL',
  );
}

const POOL = 16;

describe.skipIf(!TEST_DATABASE_URL)('ledger under concurrency (PostgreSQL)', () => {
  let database: Database;
  let db: Db;
  let brand: Brand;

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: POOL });
    db = database.db;
    brand = await createBrand(db);
  });
  afterAll(() => database?.close());

  const fund = (m: MemberWallets, amount: bigint) =>
    postEntry(db, {
      merchantId: brand.merchantId,
      type: 'deposit',
      idempotencyKey: `fund-${m.memberId}-${amount}`,
      postings: [
        { accountId: brand.clearing.id, amount: -amount },
        { accountId: m.main.id, amount },
      ],
    });

  const errorCode = (e: unknown) => (e instanceof AppError ? e.errorCode : `unexpected: ${String(e)}`);

  it(`200 parallel debits of one wallet over ${POOL} connections never overdraw and lose nothing`, async () => {
    const m = await memberWallets(db, brand, 1);
    const initial = 10_000n;
    await fund(m, initial);
    // 200 debits of 1…199 units (sum 19 900, about twice the balance), half of them each in its own
    // explicit transaction (locks held across round trips), half as single statements.
    const amounts = Array.from({ length: 200 }, (_, i) => BigInt(((i * 37) % 199) + 1));
    let lowest = initial;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const b = await getBalance(db, m.main.id);
        if (b < lowest) lowest = b;
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const outcomes = await Promise.all(
      amounts.map((amount, i) => {
        const input: PostEntryInput = {
          merchantId: brand.merchantId,
          type: 'bet',
          idempotencyKey: `debit-${i}`,
          reference: 'round-x',
          postings: [
            { accountId: m.main.id, amount: -amount },
            { accountId: brand.house.id, amount },
          ],
        };
        const run = i % 2 === 0 ? postEntry(db, input) : inTransaction(db, (tx) => postEntry(tx, input));
        return run.then(
          (r) => ({ ok: true as const, amount, id: r.id }),
          (e: unknown) => ({ ok: false as const, amount, code: errorCode(e) }),
        );
      }),
    );
    watching = false;
    await watcher;

    const succeeded = outcomes.filter((o) => o.ok);
    const failed = outcomes.filter((o) => !o.ok);
    const debited = succeeded.reduce((s, o) => s + o.amount, 0n);
    const final = await getBalance(db, m.main.id);
    expect(failed.every((o) => o.code === 'insufficient_balance')).toBe(true);
    expect(succeeded.length).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(0);
    expect(final).toBe(initial - debited);
    expect(final >= 0n).toBe(true);
    expect(lowest >= 0n).toBe(true);
    // The balance only fell, so every refused debit was larger than what remained: none was
    // refused spuriously.
    for (const o of failed) expect(o.amount > final).toBe(true);
    expect(new Set(succeeded.map((o) => o.id)).size).toBe(succeeded.length);
    const [count] = rowsOf(
      await db.execute(
        sql`select count(*)::int as n from ledger_entries where merchant_id = ${brand.merchantId} and idempotency_key like 'debit-%'`,
      ),
    );
    expect(count!.n).toBe(succeeded.length);
    // The house is sharded: parallel connections booked on different rows of it.
    const [spread] = rowsOf(
      await db.execute(sql`select count(distinct p.account_id)::int as rows from ledger_postings p
        join ledger_accounts a on a.id = p.account_id
        where coalesce(a.head_id, a.id) = ${brand.house.id} and p.entry_type = 'bet'`),
    );
    expect(spread!.rows).toBeGreaterThan(1);
    expect(await verifyLedger(db, { merchantId: brand.merchantId })).toMatchObject({ ok: true });
  });

  it('parallel replays of one key produce exactly one entry', async () => {
    const m = await memberWallets(db, brand, 2);
    await fund(m, 1_000n);
    const input: PostEntryInput = {
      merchantId: brand.merchantId,
      type: 'bet',
      idempotencyKey: 'provider-tx-42',
      reference: 'round-42',
      postings: [
        { accountId: m.main.id, amount: -300n },
        { accountId: brand.house.id, amount: 300n },
      ],
    };
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2 ? postEntry(db, input) : inTransaction(db, (tx) => postEntry(tx, input)),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await getBalance(db, m.main.id)).toBe(700n);
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.merchantId, brand.merchantId), eq(ledgerEntries.idempotencyKey, 'provider-tx-42')));
    expect(entries).toHaveLength(1);
  });

  it('parallel uses of one key with different data: one wins, the others are refused', async () => {
    const m = await memberWallets(db, brand, 3);
    await fund(m, 10_000n);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postEntry(db, {
          merchantId: brand.merchantId,
          type: 'bet',
          idempotencyKey: 'client-req-7',
          postings: [
            { accountId: m.main.id, amount: -BigInt(i + 1) },
            { accountId: brand.house.id, amount: BigInt(i + 1) },
          ],
        }).then(
          (r) => ({ ok: true as const, amount: BigInt(i + 1), replayed: r.replayed }),
          (e: unknown) => ({ ok: false as const, code: errorCode(e) }),
        ),
      ),
    );
    const winners = outcomes.filter((o) => o.ok);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.replayed).toBe(false);
    expect(outcomes.filter((o) => !o.ok).every((o) => o.code === 'idempotency_key_reused')).toBe(true);
    expect(await getBalance(db, m.main.id)).toBe(10_000n - winners[0]!.amount);
  });

  it('transfers in both directions between two wallets never deadlock', async () => {
    const a = await memberWallets(db, brand, 4);
    const b = await memberWallets(db, brand, 5);
    await fund(a, 5_000n);
    await fund(b, 5_000n);
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const [from, to] = i % 2 ? [a, b] : [b, a];
        const input: PostEntryInput = {
          merchantId: brand.merchantId,
          type: 'member_transfer',
          idempotencyKey: `xfer-${i}`,
          postings: [
            { accountId: to.main.id, amount: 7n },
            { accountId: from.main.id, amount: -7n },
          ],
        };
        // No retry: a deadlock would surface as an error here.
        const run = i % 3 ? db.transaction((tx) => postEntry(tx, input)) : postEntry(db, input);
        return run.then(
          () => 'ok',
          (e: unknown) => String((e as Error).message ?? e),
        );
      }),
    );
    expect(outcomes.filter((o) => o !== 'ok')).toEqual([]);
    expect((await getBalance(db, a.main.id)) + (await getBalance(db, b.main.id))).toBe(10_000n);
    expect(await getBalance(db, a.main.id)).toBe(5_000n);
  });

  it('parallel reversals of one entry under different keys: exactly one', async () => {
    const m = await memberWallets(db, brand, 6);
    await fund(m, 1_000n);
    const bet = await postEntry(db, {
      merchantId: brand.merchantId,
      type: 'bet',
      idempotencyKey: 'bet-to-roll-back',
      postings: [
        { accountId: m.main.id, amount: -400n },
        { accountId: brand.house.id, amount: 400n },
      ],
    });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        reverseEntry(db, {
          merchantId: brand.merchantId,
          entryId: bet.id,
          type: 'rollback',
          idempotencyKey: `rb-${i}`,
        }).then(
          () => 'ok',
          (e: unknown) => errorCode(e),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'ledger_entry_already_reversed')).toBe(true);
    expect(await getBalance(db, m.main.id)).toBe(1_000n);
  });

  it('creates an account once under parallel first use', async () => {
    const spec = {
      merchantId: brand.merchantId,
      kind: 'member_main' as const,
      ownerMemberId: await memberRow(db, brand.merchantId, 77),
      currency: 'VND',
    };
    const accounts = await Promise.all(Array.from({ length: 40 }, () => getOrCreateAccount(db, spec)));
    expect(new Set(accounts.map((x) => x.id)).size).toBe(1);
  });

  it('leaves the whole ledger sound', async () => {
    expect(await verifyLedger(db)).toMatchObject({ ok: true });
  });
});
