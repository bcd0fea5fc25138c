// The ledger's SQL (accounts, the ledger_post call, entries, statements), apart from the service's rules.
import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LedgerEntryType } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { preparedRows, rowsOf, type SqlRow } from '../../db/sqlResult';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema/ledger';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type EntryRow = typeof ledgerEntries.$inferSelect;

/** What makes an account the one it is: one head row (shard 0) per identity. */
export interface AccountIdentity {
  merchantId: number;
  kind: string;
  owner: number | null;
  vendor: string | null;
  currency: string;
}

const identityWhere = (a: AccountIdentity) =>
  and(
    eq(ledgerAccounts.merchantId, a.merchantId),
    eq(ledgerAccounts.kind, a.kind),
    a.owner === null ? isNull(ledgerAccounts.ownerMemberId) : eq(ledgerAccounts.ownerMemberId, a.owner),
    a.vendor === null ? isNull(ledgerAccounts.vendorCode) : eq(ledgerAccounts.vendorCode, a.vendor),
    eq(ledgerAccounts.currency, a.currency),
    eq(ledgerAccounts.shard, 0),
  );

export async function findAccountHead(tx: Tx, identity: AccountIdentity): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(ledgerAccounts).where(identityWhere(identity));
  return row;
}

/**
 * The head and its shards in one statement: they exist together or not at all. Returns the new
 * head's id, or undefined when a concurrent insert won (on conflict it does nothing).
 */
export async function insertAccountWithShards(
  tx: Tx,
  a: AccountIdentity & { allowNegative: boolean; shards: number },
): Promise<number | undefined> {
  const created = rowsOf(
    await tx.execute(sql`
      with head as (
        insert into ledger_accounts (merchant_id, kind, owner_member_id, vendor_code, currency, allow_negative, shard_count)
        values (${a.merchantId}, ${a.kind}, ${a.owner}, ${a.vendor}, ${a.currency}, ${a.allowNegative}, ${a.shards})
        on conflict do nothing
        returning id
      ),
      shards as (
        insert into ledger_accounts (merchant_id, kind, owner_member_id, vendor_code, currency, allow_negative, head_id, shard)
        select ${a.merchantId}::integer, ${a.kind}::text, ${a.owner}::integer, ${a.vendor}::text, ${a.currency}::text,
          ${a.allowNegative}::boolean, head.id, g
        from head, generate_series(1, ${a.shards - 1}::integer) g
        returning id
      )
      select id from head`),
  );
  return created[0] ? Number(created[0].id) : undefined;
}

export async function accountById(tx: Tx, accountId: number): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  return row;
}

/** The sum of the balances of a head account's shards (not the head's own). */
export async function shardsBalance(tx: Tx, headId: number): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.headId, headId));
  return BigInt(row?.total ?? 0);
}

export async function memberAccountRows(tx: Tx, merchantId: number, memberId: number): Promise<AccountRow[]> {
  return tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerMemberId, memberId), eq(ledgerAccounts.merchantId, merchantId)))
    .orderBy(ledgerAccounts.id);
}

/** The arguments of the ledger_post SQL function, in its order. */
export interface LedgerPostCall {
  merchantId: number;
  type: LedgerEntryType;
  idempotencyKey: string;
  fingerprint: string;
  reference: string | null;
  memo: string | null;
  reversesEntryId: number | null;
  postings: { accountId: number; amount: bigint }[];
}

const LEDGER_POST_TYPES = ['integer', 'text', 'text', 'text', 'text', 'text', 'bigint', 'integer[]', 'bigint[]'];
/** One round trip per entry; a named prepared statement on node-postgres. */
const LEDGER_POST_SQL = `select * from ledger_post(${LEDGER_POST_TYPES.map((t, i) => `$${i + 1}::${t}`).join(', ')})`;

/** Calls ledger_post: one row per booked posting, each with the entry's status and fields. */
export async function callLedgerPost(tx: Tx, e: LedgerPostCall): Promise<SqlRow[]> {
  const values = [
    e.merchantId,
    e.type,
    e.idempotencyKey,
    e.fingerprint,
    e.reference,
    e.memo,
    e.reversesEntryId,
    `{${e.postings.map((p) => p.accountId).join(',')}}`,
    `{${e.postings.map((p) => p.amount.toString()).join(',')}}`,
  ];
  return preparedRows(tx, { name: 'ledger_post_v1', text: LEDGER_POST_SQL, values }, () =>
    tx.execute(
      sql`select * from ledger_post(${sql.join(
        values.map((v, i) => sql`${v}::${sql.raw(LEDGER_POST_TYPES[i]!)}`),
        sql`, `,
      )})`,
    ),
  );
}

export async function entryById(tx: Tx, merchantId: number, entryId: number): Promise<EntryRow | undefined> {
  const [entry] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.merchantId, merchantId), eq(ledgerEntries.id, entryId)));
  return entry;
}

export async function entryByKey(tx: Tx, merchantId: number, idempotencyKey: string): Promise<EntryRow | undefined> {
  const [entry] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.merchantId, merchantId), eq(ledgerEntries.idempotencyKey, idempotencyKey)));
  return entry;
}

/** An entry's postings by booked row, each with the account callers know (the head, for a shard). */
export async function entryPostings(tx: Tx, entryId: number) {
  return tx
    .select({
      accountId: sql<number>`coalesce(${ledgerAccounts.headId}, ${ledgerAccounts.id})`.mapWith(Number),
      bookedAccountId: ledgerPostings.accountId,
      amount: ledgerPostings.amount,
      balanceAfter: ledgerPostings.balanceAfter,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(eq(ledgerPostings.entryId, entryId))
    .orderBy(ledgerPostings.accountId);
}

export interface StatementFilter {
  merchantId: number;
  /** Valid account ids (heads or rows), at least one. */
  accountIds: number[];
  ownerMemberId?: number | undefined;
  types?: LedgerEntryType[] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** The postings of accounts (and of their shards) matching the filter, newest first, and their count. */
export async function statementPage(tx: Tx, f: StatementFilter, page: { offset: number; limit: number }) {
  const conditions: SQL[] = [
    or(inArray(ledgerPostings.accountId, f.accountIds), inArray(ledgerAccounts.headId, f.accountIds))!,
    eq(ledgerAccounts.merchantId, f.merchantId),
  ];
  if (f.ownerMemberId !== undefined) conditions.push(eq(ledgerAccounts.ownerMemberId, f.ownerMemberId));
  if (f.types?.length) conditions.push(inArray(ledgerPostings.entryType, f.types));
  if (f.from) conditions.push(gte(ledgerPostings.createdAt, f.from));
  if (f.to) conditions.push(lt(ledgerPostings.createdAt, f.to));
  const where = and(...conditions);
  const [totalRow] = await tx
    .select({ total: count() })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(where);
  const total = Number(totalRow?.total ?? 0);
  const rows = await tx
    .select({
      entryId: ledgerPostings.entryId,
      accountId: ledgerPostings.accountId,
      accountSeq: ledgerPostings.accountSeq,
      type: ledgerPostings.entryType,
      amount: ledgerPostings.amount,
      balanceAfter: ledgerPostings.balanceAfter,
      reference: ledgerEntries.reference,
      memo: ledgerEntries.memo,
      createdAt: ledgerPostings.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(where)
    .orderBy(desc(ledgerPostings.createdAt), desc(ledgerPostings.entryId), desc(ledgerPostings.accountId))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total };
}
