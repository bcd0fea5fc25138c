import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_STATUS,
  LEDGER_ACCOUNT_KINDS,
  MAX_POSTING_AMOUNT,
  MEMBER_ACCOUNT_KINDS,
  TRIAL_ACCOUNT_KINDS,
  TRIAL_CURRENCY,
  VENDOR_ACCOUNT_KINDS,
} from '@lotus/contracts';
import type { Database, Db } from '../src/db/client';
import { rowsOf } from '../src/db/sqlResult';
import { inTransaction } from '../src/db/transaction';
import { serverMessage } from '../src/lib/i18n';
import {
  accountStatement,
  entryFingerprint,
  findEntryByKey,
  getAccount,
  getBalance,
  getEntry,
  getOrCreateAccount,
  listMemberAccounts,
  postEntry,
  reverseEntry,
  verifyLedger,
} from '../src/modules/ledger/service';
import { createTestDatabase } from './helpers';
import {
  createBrand,
  expectAppError,
  expectDbError,
  key,
  memberRow,
  memberWallets,
  type Brand,
  type MemberWallets,
} from './ledgerSupport';

let database: Database;
let db: Db;
let brand: Brand;
let alice: MemberWallets;
let bob: MemberWallets;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  brand = await createBrand(db);
  alice = await memberWallets(db, brand, 101);
  bob = await memberWallets(db, brand, 102);
});
afterAll(() => database.close());

const deposit = (to: MemberWallets, amount: bigint | number, idempotencyKey = key('dep')) =>
  postEntry(db, {
    merchantId: brand.merchantId,
    type: 'deposit',
    idempotencyKey,
    reference: idempotencyKey,
    postings: [
      { accountId: brand.clearing.id, amount: -BigInt(amount) },
      { accountId: to.main.id, amount: BigInt(amount) },
    ],
  });

const bet = (from: MemberWallets, amount: bigint | number, idempotencyKey = key('bet')) =>
  postEntry(db, {
    merchantId: brand.merchantId,
    type: 'bet',
    idempotencyKey,
    reference: 'round-1',
    postings: [
      { accountId: from.main.id, amount: -BigInt(amount) },
      { accountId: brand.house.id, amount: BigInt(amount) },
    ],
  });

const balance = (account: { id: number }) => getBalance(db, account.id);

describe('error codes', () => {
  it('are declared in contracts with a status and translated in vi and en', () => {
    const codes = [
      'idempotency_key_reused',
      'insufficient_balance',
      'ledger_account_not_found',
      'ledger_entry_not_found',
      'ledger_entry_already_reversed',
    ] as const;
    for (const code of codes) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      for (const lang of ['vi', 'en'] as const)
        expect(serverMessage(code, lang)).not.toBe(serverMessage('system_error', lang));
    }
  });
});

describe('accounts', () => {
  it('creates an account once and returns the same one afterwards', async () => {
    const a = await getOrCreateAccount(db, {
      merchantId: brand.merchantId,
      kind: 'member_main',
      ownerMemberId: await memberRow(db, brand.merchantId, 555),
      currency: 'VND',
    });
    const b = await getOrCreateAccount(db, {
      merchantId: brand.merchantId,
      kind: 'member_main',
      ownerMemberId: await memberRow(db, brand.merchantId, 555),
      currency: 'VND',
    });
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({
      kind: 'member_main',
      ownerMemberId: await memberRow(db, brand.merchantId, 555),
      vendorCode: null,
      allowNegative: false,
      balance: 0n,
      lastSeq: 0,
    });
  });

  it('is idempotent under parallel calls', async () => {
    const spec = {
      merchantId: brand.merchantId,
      kind: 'member_vendor' as const,
      ownerMemberId: await memberRow(db, brand.merchantId, 556),
      vendorCode: 'PAR',
      currency: 'VND',
    };
    const accounts = await Promise.all(Array.from({ length: 20 }, () => getOrCreateAccount(db, spec)));
    expect(new Set(accounts.map((a) => a.id)).size).toBe(1);
  });

  it('keeps one brand account per kind, and one per vendor for per-vendor kinds', async () => {
    const again = await getOrCreateAccount(db, { merchantId: brand.merchantId, kind: 'house', currency: 'VND' });
    expect(again.id).toBe(brand.house.id);
    expect(again.allowNegative).toBe(true);
    const p1 = await getOrCreateAccount(db, {
      merchantId: brand.merchantId,
      kind: 'provider',
      vendorCode: 'PG',
      currency: 'VND',
    });
    const p2 = await getOrCreateAccount(db, {
      merchantId: brand.merchantId,
      kind: 'provider',
      vendorCode: 'JILI',
      currency: 'VND',
    });
    expect(p1.id).not.toBe(p2.id);
  });

  it('refuses inconsistent specs', async () => {
    const m = brand.merchantId;
    await expectAppError(
      getOrCreateAccount(db, { merchantId: m, kind: 'member_main', currency: 'VND' }),
      'validation_failed',
      'ownerMemberId',
    );
    await expectAppError(
      getOrCreateAccount(db, { merchantId: m, kind: 'house', ownerMemberId: 1, currency: 'VND' }),
      'validation_failed',
      'ownerMemberId',
    );
    await expectAppError(
      getOrCreateAccount(db, { merchantId: m, kind: 'member_vendor', ownerMemberId: 1, currency: 'VND' }),
      'validation_failed',
      'vendorCode',
    );
    await expectAppError(
      getOrCreateAccount(db, { merchantId: m, kind: 'house', vendorCode: 'X', currency: 'VND' }),
      'validation_failed',
      'vendorCode',
    );
    await expectAppError(
      getOrCreateAccount(db, { merchantId: m, kind: 'house', currency: 'vnd' }),
      'validation_failed',
      'currency',
    );
    await expectAppError(
      getOrCreateAccount(db, { merchantId: m, kind: 'vault' as never, currency: 'VND' }),
      'validation_failed',
      'kind',
    );
    await expectAppError(
      getOrCreateAccount(db, { merchantId: 0, kind: 'house', currency: 'VND' }),
      'validation_failed',
      'merchantId',
    );
  });

  it('splits the hot brand accounts into shards and sums them', async () => {
    expect(brand.house.shardCount).toBe(16);
    expect(brand.clearing.shardCount).toBe(1);
    const shards = rowsOf(
      await db.execute(
        sql`select count(*)::int as n, min(shard)::int as lo, max(shard)::int as hi from ledger_accounts where head_id = ${brand.house.id}`,
      ),
    );
    expect(shards[0]).toEqual({ n: 15, lo: 1, hi: 15 });
    const m = await memberWallets(db, brand, 557);
    const houseBefore = await balance(brand.house);
    await deposit(m, 100n);
    const b = await bet(m, 60n);
    const housePosting = b.postings.find((p) => p.accountId === brand.house.id)!;
    expect(housePosting.amount).toBe(60n);
    expect(await balance(brand.house)).toBe(houseBefore + 60n);
    expect((await getEntry(db, brand.merchantId, b.id))!.postings.find((p) => p.amount === 60n)).toMatchObject({
      accountId: brand.house.id,
      bookedAccountId: housePosting.bookedAccountId,
    });
    const statement = await accountStatement(db, {
      merchantId: brand.merchantId,
      accountIds: [brand.house.id],
      pageNo: 1,
      pageSize: 1,
    });
    expect(statement.list[0]).toMatchObject({ entryId: b.id, accountId: housePosting.bookedAccountId, amount: 60n });
    const custom = await getOrCreateAccount(db, {
      merchantId: brand.merchantId,
      kind: 'promotion',
      vendorCode: null,
      currency: 'USD',
      shards: 4,
    });
    expect(custom.shardCount).toBe(4);
    await expectAppError(
      getOrCreateAccount(db, {
        merchantId: brand.merchantId,
        kind: 'member_main',
        ownerMemberId: 9,
        currency: 'VND',
        shards: 2,
      }),
      'validation_failed',
      'shards',
    );
    for (const shards of [0, 65, 1.5]) {
      await expectAppError(
        getOrCreateAccount(db, { merchantId: brand.merchantId, kind: 'adjustment', currency: 'EUR', shards }),
        'validation_failed',
        'shards',
      );
    }
    await expectDbError(
      db.execute(sql`update ledger_accounts set shard_count = 2 where id = ${brand.house.id}`),
      /forbidden/,
    );
  });

  it('lists a member’s accounts and reads balances', async () => {
    const list = await listMemberAccounts(db, brand.merchantId, alice.memberId);
    expect(list.map((a) => a.kind).sort()).toEqual(['member_bonus', 'member_locked', 'member_main', 'member_vendor']);
    expect(await getAccount(db, 2_000_000_000)).toBeNull();
    await expectAppError(getBalance(db, 2_000_000_000), 'ledger_account_not_found');
  });
});

describe('postEntry', () => {
  it('posts a balanced entry, moves balances and records balance_after', async () => {
    const before = await balance(brand.clearing);
    const r = await deposit(alice, 10_000n, 'dep-first');
    expect(r.replayed).toBe(false);
    expect(r).toMatchObject({
      merchantId: brand.merchantId,
      type: 'deposit',
      idempotencyKey: 'dep-first',
      reference: 'dep-first',
      reversesEntryId: null,
    });
    expect(r.postings).toEqual([
      {
        accountId: brand.clearing.id,
        bookedAccountId: brand.clearing.id,
        amount: -10_000n,
        balanceAfter: before - 10_000n,
      },
      { accountId: alice.main.id, bookedAccountId: alice.main.id, amount: 10_000n, balanceAfter: 10_000n },
    ]);
    expect(await balance(alice.main)).toBe(10_000n);
    expect(await balance(brand.clearing)).toBe(before - 10_000n);
    expect(r.createdAt).toBeInstanceOf(Date);
    const stored = await getEntry(db, brand.merchantId, r.id);
    expect(stored?.postings).toHaveLength(2);
    expect((await findEntryByKey(db, brand.merchantId, 'dep-first'))?.id).toBe(r.id);
  });

  it('accepts safe-integer numbers as amounts and more than two postings', async () => {
    await deposit(bob, 5_000);
    const r = await postEntry(db, {
      merchantId: brand.merchantId,
      type: 'bonus',
      idempotencyKey: key(),
      postings: [
        { accountId: brand.promotion.id, amount: -300 },
        { accountId: bob.main.id, amount: 100 },
        { accountId: bob.bonus.id, amount: 200 },
      ],
    });
    expect(r.postings.map((p) => p.amount)).toEqual([-300n, 100n, 200n]);
    expect(await balance(bob.bonus)).toBe(200n);
  });

  it('rejects malformed entries with validation_failed and moves nothing', async () => {
    const m = brand.merchantId;
    const base = { merchantId: m, type: 'adjustment' as const, idempotencyKey: key() };
    const two = (a: unknown, b: unknown) => [
      { accountId: brand.adjustment.id, amount: a as bigint },
      { accountId: alice.main.id, amount: b as bigint },
    ];
    const cases: [Parameters<typeof postEntry>[1], string][] = [
      [{ ...base, postings: [{ accountId: alice.main.id, amount: 5n }] }, 'postings'],
      [{ ...base, postings: [] }, 'postings'],
      [
        {
          ...base,
          postings: Array.from({ length: 21 }, (_, i) => ({ accountId: i + 1, amount: i === 0 ? -20n : 1n })),
        },
        'postings',
      ],
      [{ ...base, postings: two(0n, 0n) }, 'postings[0].amount'],
      [{ ...base, postings: two(-1.5, 1.5) }, 'postings[0].amount'],
      [{ ...base, postings: two(-(2 ** 53), 2 ** 53) }, 'postings[0].amount'],
      [{ ...base, postings: two(Number.NaN, 1) }, 'postings[0].amount'],
      [{ ...base, postings: two('-5', '5') }, 'postings[0].amount'],
      [{ ...base, postings: two(-(MAX_POSTING_AMOUNT + 1n), MAX_POSTING_AMOUNT + 1n) }, 'postings[0].amount'],
      [{ ...base, postings: two(-5n, 6n) }, 'postings'],
      [
        {
          ...base,
          postings: [
            { accountId: alice.main.id, amount: -5n },
            { accountId: alice.main.id, amount: 5n },
          ],
        },
        'postings[1].accountId',
      ],
      [
        {
          ...base,
          postings: [
            { accountId: 0, amount: -5n },
            { accountId: alice.main.id, amount: 5n },
          ],
        },
        'postings[0].accountId',
      ],
      [
        {
          ...base,
          postings: [
            { accountId: 1.5, amount: -5n },
            { accountId: alice.main.id, amount: 5n },
          ],
        },
        'postings[0].accountId',
      ],
      [{ ...base, type: 'gift' as never, postings: two(-5n, 5n) }, 'type'],
      [{ ...base, idempotencyKey: '', postings: two(-5n, 5n) }, 'idempotencyKey'],
      [{ ...base, idempotencyKey: 'x'.repeat(201), postings: two(-5n, 5n) }, 'idempotencyKey'],
      [{ ...base, memo: 'x'.repeat(501), postings: two(-5n, 5n) }, 'memo'],
      [{ ...base, reference: 42 as never, postings: two(-5n, 5n) }, 'reference'],
      [{ ...base, merchantId: -1, postings: two(-5n, 5n) }, 'merchantId'],
    ];
    const before = await balance(alice.main);
    for (const [input, field] of cases) await expectAppError(postEntry(db, input), 'validation_failed', field);
    expect(await balance(alice.main)).toBe(before);
  });

  it('accepts the largest allowed amount on brand accounts and keeps exact bigints', async () => {
    const r = await postEntry(db, {
      merchantId: brand.merchantId,
      type: 'adjustment',
      idempotencyKey: key(),
      postings: [
        { accountId: brand.adjustment.id, amount: -MAX_POSTING_AMOUNT },
        { accountId: brand.house.id, amount: MAX_POSTING_AMOUNT },
      ],
    });
    expect(r.postings[0]!.amount).toBe(-MAX_POSTING_AMOUNT);
    await postEntry(db, {
      merchantId: brand.merchantId,
      type: 'adjustment',
      idempotencyKey: key(),
      postings: [
        { accountId: brand.adjustment.id, amount: MAX_POSTING_AMOUNT },
        { accountId: brand.house.id, amount: -MAX_POSTING_AMOUNT },
      ],
    });
  });

  it('refuses an unknown account with ledger_account_not_found', async () => {
    await expectAppError(
      postEntry(db, {
        merchantId: brand.merchantId,
        type: 'adjustment',
        idempotencyKey: key(),
        postings: [
          { accountId: brand.adjustment.id, amount: -1n },
          { accountId: 2_000_000_000, amount: 1n },
        ],
      }),
      'ledger_account_not_found',
    );
  });

  it('refuses accounts of another brand or another currency', async () => {
    const other = await createBrand(db, 'VND');
    await expectAppError(
      postEntry(db, {
        merchantId: brand.merchantId,
        type: 'adjustment',
        idempotencyKey: key(),
        postings: [
          { accountId: other.adjustment.id, amount: -1n },
          { accountId: alice.main.id, amount: 1n },
        ],
      }),
      'validation_failed',
      'postings',
    );
    const usd = await getOrCreateAccount(db, {
      merchantId: brand.merchantId,
      kind: 'member_main',
      ownerMemberId: alice.memberId,
      currency: 'USD',
    });
    await expectAppError(
      postEntry(db, {
        merchantId: brand.merchantId,
        type: 'transfer',
        idempotencyKey: key(),
        postings: [
          { accountId: alice.main.id, amount: -1n },
          { accountId: usd.id, amount: 1n },
        ],
      }),
      'validation_failed',
      'postings',
    );
  });

  it('never lets a member account go negative: insufficient_balance, nothing written, key not consumed', async () => {
    const m = await memberWallets(db, brand, 201);
    await deposit(m, 1_000n);
    const k = key('bet');
    const error = await expectAppError(bet(m, 1_001n, k), 'insufficient_balance');
    expect(error.status).toBe(ERROR_STATUS.insufficient_balance);
    expect(error.details).toEqual({ accountId: m.main.id });
    expect(await balance(m.main)).toBe(1_000n);
    expect(await findEntryByKey(db, brand.merchantId, k)).toBeNull();
    // The key was not used up: the same request succeeds once the money is there.
    await deposit(m, 1n);
    expect((await bet(m, 1_001n, k)).replayed).toBe(false);
    expect(await balance(m.main)).toBe(0n);
    // Exactly to zero is fine, one more unit is not.
    await expectAppError(bet(m, 1n), 'insufficient_balance');
  });

  it('lets brand accounts go negative (they are the counter-side)', async () => {
    const m = await memberWallets(db, brand, 202);
    const house = await balance(brand.house);
    await deposit(m, 50n);
    await postEntry(db, {
      merchantId: brand.merchantId,
      type: 'win',
      idempotencyKey: key(),
      postings: [
        { accountId: brand.house.id, amount: -(house + 1_000n) },
        { accountId: m.main.id, amount: house + 1_000n },
      ],
    });
    expect(await balance(brand.house)).toBe(-1_000n);
  });

  it('works inside a caller transaction and rolls back with it', async () => {
    const m = await memberWallets(db, brand, 203);
    await deposit(m, 100n);
    const k = key();
    await expect(
      db.transaction(async (tx) => {
        await postEntry(tx, {
          merchantId: brand.merchantId,
          type: 'withdrawal_request',
          idempotencyKey: k,
          postings: [
            { accountId: m.main.id, amount: -60n },
            { accountId: m.locked.id, amount: 60n },
          ],
        });
        throw new Error('caller failed after posting');
      }),
    ).rejects.toThrow('caller failed');
    expect(await balance(m.main)).toBe(100n);
    expect(await findEntryByKey(db, brand.merchantId, k)).toBeNull();
    // An insufficient-balance answer leaves the caller's transaction usable.
    const result = await inTransaction(db, async (tx) => {
      await expectAppError(
        postEntry(tx, {
          merchantId: brand.merchantId,
          type: 'withdrawal_request',
          idempotencyKey: key(),
          postings: [
            { accountId: m.main.id, amount: -1_000n },
            { accountId: m.locked.id, amount: 1_000n },
          ],
        }),
        'insufficient_balance',
      );
      return postEntry(tx, {
        merchantId: brand.merchantId,
        type: 'withdrawal_request',
        idempotencyKey: k,
        postings: [
          { accountId: m.main.id, amount: -60n },
          { accountId: m.locked.id, amount: 60n },
        ],
      });
    });
    expect(result.replayed).toBe(false);
    expect(await balance(m.locked)).toBe(60n);
  });
});

describe('idempotency', () => {
  it('returns the first result for a replay and moves nothing', async () => {
    const m = await memberWallets(db, brand, 301);
    const first = await deposit(m, 700n, 'pay-ref-1');
    const again = await deposit(m, 700n, 'pay-ref-1');
    expect(again.replayed).toBe(true);
    expect(again.id).toBe(first.id);
    expect(again.postings).toEqual(first.postings);
    expect(await balance(m.main)).toBe(700n);
  });

  it('replays even when the balance changed since, and ignores the memo', async () => {
    const m = await memberWallets(db, brand, 302);
    await deposit(m, 100n);
    const k = key('bet');
    const first = await bet(m, 100n, k);
    expect(await balance(m.main)).toBe(0n);
    const again = await postEntry(db, {
      merchantId: brand.merchantId,
      type: 'bet',
      idempotencyKey: k,
      reference: 'round-1',
      memo: 'a different note',
      postings: [
        { accountId: brand.house.id, amount: 100n },
        { accountId: m.main.id, amount: -100n },
      ],
    });
    expect(again).toMatchObject({ id: first.id, replayed: true, memo: null });
    expect(again.postings.map((p) => p.accountId)).toEqual([brand.house.id, m.main.id]);
  });

  it('refuses the same key with different data: idempotency_key_reused', async () => {
    const m = await memberWallets(db, brand, 303);
    const k = key('dep');
    const first = await deposit(m, 500n, k);
    const reused = await expectAppError(deposit(m, 501n, k), 'idempotency_key_reused', 'idempotencyKey');
    expect(reused.status).toBe(409);
    expect(reused.details).toEqual({ entryId: first.id });
    // Another type, another reference or other accounts are other data too.
    await expectAppError(
      postEntry(db, {
        merchantId: brand.merchantId,
        type: 'bonus',
        idempotencyKey: k,
        reference: k,
        postings: [
          { accountId: brand.clearing.id, amount: -500n },
          { accountId: m.main.id, amount: 500n },
        ],
      }),
      'idempotency_key_reused',
    );
    await expectAppError(
      postEntry(db, {
        merchantId: brand.merchantId,
        type: 'deposit',
        idempotencyKey: k,
        reference: 'other',
        postings: [
          { accountId: brand.clearing.id, amount: -500n },
          { accountId: m.main.id, amount: 500n },
        ],
      }),
      'idempotency_key_reused',
    );
    await expectAppError(deposit(alice, 500n, k), 'idempotency_key_reused');
    expect(await balance(m.main)).toBe(500n);
  });

  it('scopes keys per brand', async () => {
    const other = await createBrand(db);
    const m = await memberWallets(db, other, 304);
    const k = 'shared-key';
    await deposit(alice, 1n, k);
    const r = await postEntry(db, {
      merchantId: other.merchantId,
      type: 'deposit',
      idempotencyKey: k,
      postings: [
        { accountId: other.clearing.id, amount: -1n },
        { accountId: m.main.id, amount: 1n },
      ],
    });
    expect(r.replayed).toBe(false);
  });

  it('fingerprints the canonical request, independent of posting order and memo', () => {
    const base = { merchantId: 1, type: 'bet' as const, reference: 'r', reversesEntryId: null };
    const a = entryFingerprint({
      ...base,
      postings: [
        { accountId: 1, amount: -5n },
        { accountId: 2, amount: 5n },
      ],
    });
    const b = entryFingerprint({
      ...base,
      postings: [
        { accountId: 2, amount: 5n },
        { accountId: 1, amount: -5n },
      ],
    });
    const c = entryFingerprint({
      ...base,
      postings: [
        { accountId: 1, amount: -6n },
        { accountId: 2, amount: 6n },
      ],
    });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('reverseEntry', () => {
  it('posts the opposite entry, once, and never touches the original', async () => {
    const m = await memberWallets(db, brand, 401);
    await deposit(m, 1_000n);
    const b = await bet(m, 400n);
    const r = await reverseEntry(db, {
      merchantId: brand.merchantId,
      entryId: b.id,
      type: 'rollback',
      idempotencyKey: 'rb-1',
    });
    expect(r).toMatchObject({ type: 'rollback', reversesEntryId: b.id, reference: 'round-1', replayed: false });
    expect(new Map(r.postings.map((p) => [p.accountId, p.amount]))).toEqual(
      new Map([
        [m.main.id, 400n],
        [brand.house.id, -400n],
      ]),
    );
    expect(await balance(m.main)).toBe(1_000n);
    expect((await getEntry(db, brand.merchantId, b.id))?.postings.map((p) => p.amount).sort()).toEqual([-400n, 400n]);
    // The same rollback again is a replay; another rollback of the same bet is refused.
    expect(
      (
        await reverseEntry(db, {
          merchantId: brand.merchantId,
          entryId: b.id,
          type: 'rollback',
          idempotencyKey: 'rb-1',
        })
      ).replayed,
    ).toBe(true);
    await expectAppError(
      reverseEntry(db, { merchantId: brand.merchantId, entryId: b.id, idempotencyKey: 'rb-2' }),
      'ledger_entry_already_reversed',
    );
    expect(await balance(m.main)).toBe(1_000n);
  });

  it('uses reversal:<id> as the default key, so a plain reversal is exactly-once', async () => {
    const m = await memberWallets(db, brand, 402);
    const d = await deposit(m, 300n);
    const r1 = await reverseEntry(db, { merchantId: brand.merchantId, entryId: d.id, memo: 'wrong member' });
    const r2 = await reverseEntry(db, { merchantId: brand.merchantId, entryId: d.id });
    expect(r1).toMatchObject({ type: 'reversal', idempotencyKey: `reversal:${d.id}`, memo: 'wrong member' });
    expect(r2).toMatchObject({ id: r1.id, replayed: true });
    expect(await balance(m.main)).toBe(0n);
  });

  it('cannot overdraw: reversing a credit already spent is insufficient_balance', async () => {
    const m = await memberWallets(db, brand, 403);
    const d = await deposit(m, 300n);
    await bet(m, 200n);
    await expectAppError(reverseEntry(db, { merchantId: brand.merchantId, entryId: d.id }), 'insufficient_balance');
    expect(await balance(m.main)).toBe(100n);
  });

  it('finds only entries of the brand: ledger_entry_not_found', async () => {
    const other = await createBrand(db);
    const d = await deposit(alice, 1n);
    await expectAppError(reverseEntry(db, { merchantId: other.merchantId, entryId: d.id }), 'ledger_entry_not_found');
    await expectAppError(
      reverseEntry(db, { merchantId: brand.merchantId, entryId: 9_999_999 }),
      'ledger_entry_not_found',
    );
    await expectAppError(reverseEntry(db, { merchantId: brand.merchantId, entryId: -1 }), 'ledger_entry_not_found');
  });
});

describe('database guards', () => {
  const exec = (q: ReturnType<typeof sql>) => db.execute(q);

  it('makes entries and postings immutable', async () => {
    const d = await deposit(alice, 10n);
    await expectDbError(exec(sql`update ledger_entries set memo = 'x' where id = ${d.id}`), /immutable/);
    await expectDbError(exec(sql`delete from ledger_entries where id = ${d.id}`), /immutable/);
    await expectDbError(
      exec(sql`update ledger_postings set amount = amount * 2 where entry_id = ${d.id}`),
      /immutable/,
    );
    await expectDbError(exec(sql`delete from ledger_postings where entry_id = ${d.id}`), /immutable/);
    await expectDbError(exec(sql`truncate ledger_postings, ledger_entries`), /immutable/);
  });

  it('protects accounts: no delete, no change of identity, no negative member balance', async () => {
    await expectDbError(exec(sql`delete from ledger_accounts where id = ${alice.main.id}`), /forbidden/);
    await expectDbError(
      exec(sql`update ledger_accounts set owner_member_id = 999 where id = ${alice.main.id}`),
      /forbidden/,
    );
    await expectDbError(
      exec(sql`update ledger_accounts set allow_negative = true where id = ${alice.main.id}`),
      /forbidden/,
    );
    await expectDbError(
      exec(sql`update ledger_accounts set balance = -1 where id = ${alice.main.id}`),
      /ledger_accounts_balance_nonnegative/,
    );
    await expectDbError(
      exec(
        sql`insert into ledger_accounts (merchant_id, kind, owner_member_id, currency, allow_negative) values (${brand.merchantId}, 'member_main', 77, 'VND', true)`,
      ),
      /ledger_accounts_member_check/,
    );
    // The identity rules are checked once, on insert (a trigger, not CHECKs that every balance
    // update would re-evaluate).
    const insert = (kind: string, owner: number | null, vendor: string | null, currency: string, negative = false) =>
      exec(
        sql`insert into ledger_accounts (merchant_id, kind, owner_member_id, vendor_code, currency, allow_negative) values (${brand.merchantId}, ${kind}, ${owner}, ${vendor}, ${currency}, ${negative})`,
      );
    await expectDbError(insert('member_jackpot', 77, null, 'VND'), /ledger_accounts_kind_check/);
    await expectDbError(insert('house', 77, null, 'VND', true), /ledger_accounts_member_check/);
    await expectDbError(insert('member_vendor', 77, null, 'VND'), /ledger_accounts_vendor_check/);
    await expectDbError(insert('member_main', 77, 'SABA', 'VND'), /ledger_accounts_vendor_check/);
    await expectDbError(insert('member_main', 77, null, 'vnd'), /ledger_accounts_currency_check/);
    await expectDbError(insert('member_main', 77, null, 'XTS'), /ledger_accounts_trial_check/);
    await expectDbError(insert('member_trial', 77, null, 'VND'), /ledger_accounts_trial_check/);
    await expectDbError(
      exec(
        sql`insert into ledger_accounts (merchant_id, kind, currency, allow_negative, shard_count) values (${brand.merchantId}, 'adjustment', 'USD', true, 65)`,
      ),
      /ledger_accounts_shard_check/,
    );
    // Every kind the contracts declare can be created.
    const other = await createBrand(db);
    // A member account belongs to a member of its own brand.
    await expectDbError(insert('member_main', 2_000_000_000, null, 'VND'), /ledger_accounts_owner_fk/);
    await expectDbError(
      insert('member_main', await memberRow(db, other.merchantId, 89), null, 'VND'),
      /ledger_accounts_owner_fk/,
    );
    for (const kind of LEDGER_ACCOUNT_KINDS) {
      const member = (MEMBER_ACCOUNT_KINDS as readonly string[]).includes(kind);
      const vendor = (VENDOR_ACCOUNT_KINDS as readonly string[]).includes(kind) ? 'SABA' : undefined;
      const currency = (TRIAL_ACCOUNT_KINDS as readonly string[]).includes(kind) ? TRIAL_CURRENCY : 'VND';
      const account = await getOrCreateAccount(db, {
        merchantId: other.merchantId,
        kind,
        currency,
        ...(member ? { ownerMemberId: await memberRow(db, other.merchantId, 88) } : {}),
        ...(vendor ? { vendorCode: vendor } : {}),
      });
      expect(account.kind).toBe(kind);
    }
  });

  it('refuses any journal write outside ledger_post', async () => {
    const d = await deposit(alice, 10n);
    await expectDbError(
      exec(
        sql`insert into ledger_entries (merchant_id, type, idempotency_key, fingerprint) values (${brand.merchantId}, 'adjustment', ${key()}, 'x')`,
      ),
      /outside ledger_post/,
    );
    await expectDbError(
      exec(sql`insert into ledger_postings (entry_id, account_id, account_seq, amount, balance_after, entry_type, created_at)
        values (${d.id}, ${brand.house.id}, 100001, 5, 0, 'deposit', now()), (${d.id}, ${brand.adjustment.id}, 100001, -5, 0, 'deposit', now())`),
      /outside ledger_post/,
    );
    // The setting that lets ledger_post write lasts only while it runs.
    const [after] = rowsOf(await exec(sql`select current_setting('ledger.writer', true) as writer`));
    expect(after?.writer ?? '').not.toBe('ledger_post');
  });

  it('refuses, inside ledger_post, entries that do not balance or have fewer than two postings', async () => {
    const call = (accounts: number[], amounts: string) =>
      exec(
        sql`select status from ledger_post(${brand.merchantId}, 'adjustment', ${key()}, 'fp', null, null, null, ${`{${accounts.join(',')}}`}::integer[], ${amounts}::bigint[])`,
      ).then((r) => rowsOf(r).map((row) => row.status));
    const before = await verifyLedger(db);
    expect(await call([brand.house.id, brand.adjustment.id], '{5,-4}')).toEqual(['invalid']);
    expect(await call([brand.house.id], '{0}')).toEqual(['invalid']);
    expect(await call([brand.house.id, brand.adjustment.id], '{5}')).toEqual(['invalid']);
    expect(await call([brand.house.id, brand.adjustment.id], '{5,NULL}')).toEqual(['invalid']);
    expect(await call([brand.house.id, brand.adjustment.id, brand.clearing.id], '{5,0,-5}')).toEqual(['invalid']);
    expect(await call([brand.adjustment.id, brand.adjustment.id], '{5,-5}')).toEqual(['invalid']);
    expect((await verifyLedger(db)).entries).toBe(before.entries);
  });

  it('makes a lost update impossible, and verifyLedger finds what a rogue writer leaves', async () => {
    const d = await deposit(alice, 10n);
    const seq = (await getAccount(db, alice.main.id))!.lastSeq;
    // A buggy writer that claims to be ledger_post still cannot reuse a position of an account.
    const rogue = sql`select set_config('ledger.writer', 'ledger_post', true)`;
    await expectDbError(
      db.transaction(async (tx) => {
        await tx.execute(rogue);
        const [e] = rowsOf(
          await tx.execute(
            sql`insert into ledger_entries (merchant_id, type, idempotency_key, fingerprint) values (${brand.merchantId}, 'adjustment', ${key()}, 'x') returning id`,
          ),
        );
        await tx.execute(sql`insert into ledger_postings (entry_id, account_id, account_seq, amount, balance_after, entry_type, created_at)
          values (${e!.id}, ${alice.main.id}, ${seq}, 5, 0, 'adjustment', now()), (${e!.id}, ${brand.adjustment.id}, 1, -5, 0, 'adjustment', now())`);
      }),
      /ledger_postings_pkey|duplicate key/,
    );
    // An entry without postings, an unbalanced one and a posting of no account are all reported.
    let found: Awaited<ReturnType<typeof verifyLedger>> | undefined;
    let ids: number[] = [];
    await db
      .transaction(async (tx) => {
        await tx.execute(rogue);
        const entry = async () =>
          rowsOf(
            await tx.execute(
              sql`insert into ledger_entries (merchant_id, type, idempotency_key, fingerprint) values (${brand.merchantId}, 'adjustment', ${key()}, 'x') returning id, created_at`,
            ),
          )[0]!;
        const empty = await entry();
        const lopsided = await entry();
        await tx.execute(sql`insert into ledger_postings (entry_id, account_id, account_seq, amount, balance_after, entry_type, created_at)
          values (${lopsided.id}, 2000000000, 1, 5, 5, 'adjustment', ${lopsided.created_at}),
                 (${lopsided.id}, 2000000001, 1, -4, -4, 'adjustment', ${lopsided.created_at})`);
        ids = [Number(empty.id), Number(lopsided.id)];
        found = await verifyLedger(tx, { merchantId: brand.merchantId });
        tx.rollback(); // leave the database sound for the tests after this one
      })
      .catch((e: unknown) => {
        if (!(e instanceof TransactionRollbackError)) throw e;
      });
    if (!found) throw new Error('verifyLedger did not run');
    expect(found.ok).toBe(false);
    expect(found.unbalancedEntries.map((u) => u.entryId)).toEqual(ids);
    expect(found.foreignPostings).toEqual([
      { entryId: ids[1], accountId: 2000000000, problem: 'account missing' },
      { entryId: ids[1], accountId: 2000000001, problem: 'account missing' },
    ]);
    expect(d.replayed).toBe(false);
    expect((await verifyLedger(db)).ok).toBe(true);
  });
});

describe('accountStatement', () => {
  it('lists postings newest first with type and date filters and pagination', async () => {
    const m = await memberWallets(db, brand, 501);
    await deposit(m, 1_000n);
    for (let i = 0; i < 5; i++) await bet(m, 10n);
    await postEntry(db, {
      merchantId: brand.merchantId,
      type: 'transfer',
      idempotencyKey: key(),
      postings: [
        { accountId: m.main.id, amount: -100n },
        { accountId: m.vendor.id, amount: 100n },
      ],
    });
    const all = await accountStatement(db, {
      merchantId: brand.merchantId,
      accountIds: [m.main.id, m.vendor.id],
      pageNo: 1,
      pageSize: 50,
    });
    expect(all.total).toBe(8);
    expect(all.list[0]!.type).toBe('transfer');
    expect(all.list.at(-1)).toMatchObject({ type: 'deposit', amount: 1_000n, balanceAfter: 1_000n, accountSeq: 1 });
    const bets = await accountStatement(db, {
      merchantId: brand.merchantId,
      accountIds: [m.main.id],
      types: ['bet'],
      pageNo: 2,
      pageSize: 2,
    });
    expect(bets).toMatchObject({ total: 5, totalPages: 3, pageNo: 2 });
    expect(bets.list.map((l) => l.amount)).toEqual([-10n, -10n]);
    expect(bets.list.map((l) => l.balanceAfter)).toEqual([970n, 980n]);
    const future = await accountStatement(db, {
      merchantId: brand.merchantId,
      accountIds: [m.main.id],
      from: new Date(Date.now() + 3_600_000),
      pageNo: 1,
      pageSize: 10,
    });
    expect(future.total).toBe(0);
    const past = await accountStatement(db, {
      merchantId: brand.merchantId,
      accountIds: [m.main.id],
      to: new Date(Date.now() - 3_600_000),
      pageNo: 1,
      pageSize: 10,
    });
    expect(past.total).toBe(0);
  });

  it('shows only the brand’s and the member’s own accounts', async () => {
    const m = await memberWallets(db, brand, 502);
    await deposit(m, 10n);
    const other = await createBrand(db);
    const mine = await accountStatement(db, {
      merchantId: other.merchantId,
      accountIds: [m.main.id],
      pageNo: 1,
      pageSize: 10,
    });
    expect(mine.total).toBe(0);
    const notOwner = await accountStatement(db, {
      merchantId: brand.merchantId,
      accountIds: [m.main.id],
      ownerMemberId: 999,
      pageNo: 1,
      pageSize: 10,
    });
    expect(notOwner.total).toBe(0);
    await expectAppError(
      accountStatement(db, { merchantId: brand.merchantId, accountIds: [m.main.id], pageNo: 0, pageSize: 10 }),
      'validation_failed',
      'pageNo',
    );
    await expectAppError(
      accountStatement(db, { merchantId: brand.merchantId, accountIds: [m.main.id], pageNo: 1, pageSize: 1000 }),
      'validation_failed',
      'pageSize',
    );
  });
});

describe('verifyLedger', () => {
  it('finds the ledger sound after all of the above', async () => {
    const report = await verifyLedger(db);
    expect(report).toMatchObject({
      ok: true,
      unbalancedEntries: [],
      balanceMismatches: [],
      sequenceBreaks: [],
      negativeMemberAccounts: [],
      nonZeroTotals: [],
    });
    expect(report.entries).toBeGreaterThan(20);
    expect(report.postings).toBeGreaterThanOrEqual(report.entries * 2);
  });

  it('detects a cached balance changed behind the ledger’s back', async () => {
    const victim = await createBrand(db);
    const m = await memberWallets(db, victim, 601);
    await postEntry(db, {
      merchantId: victim.merchantId,
      type: 'deposit',
      idempotencyKey: key(),
      postings: [
        { accountId: victim.clearing.id, amount: -50n },
        { accountId: m.main.id, amount: 50n },
      ],
    });
    expect((await verifyLedger(db, { merchantId: victim.merchantId })).ok).toBe(true);
    await db.execute(sql`update ledger_accounts set balance = balance + 7 where id = ${m.main.id}`);
    const report = await verifyLedger(db, { merchantId: victim.merchantId });
    expect(report.ok).toBe(false);
    expect(report.balanceMismatches).toEqual([
      { accountId: m.main.id, balance: '57', postingsSum: '50', lastSeq: 1, postings: 1 },
    ]);
    expect(report.nonZeroTotals).toEqual([{ merchantId: victim.merchantId, currency: 'VND', total: '7' }]);
    // Put it back so the database as a whole stays sound.
    await db.execute(sql`update ledger_accounts set balance = balance - 7 where id = ${m.main.id}`);
    expect((await verifyLedger(db)).ok).toBe(true);
  });
});
