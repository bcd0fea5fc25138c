// Reading the ledger: entries with their postings, and the account statement (postings, newest first, paged).
import type { LedgerEntryType } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Minor } from '../../lib/money';
import * as repo from './repository';
import type { EntryRow } from './repository';
import { listPage, pageWindow } from '../../db/paging';

export interface Posting {
  /** The account as callers know it (the head, for a sharded brand account). */
  accountId: number;
  /** The row that carries the posting: accountId itself, or one of its shards. */
  bookedAccountId: number;
  amount: Minor;
  /** The balance of the booked row right after this posting. */
  balanceAfter: Minor;
}

export interface LedgerEntry {
  id: number;
  merchantId: number;
  type: LedgerEntryType;
  idempotencyKey: string;
  reference: string | null;
  memo: string | null;
  reversesEntryId: number | null;
  createdAt: Date;
  postings: Posting[];
}

async function withPostings(tx: Tx, entry: EntryRow | undefined): Promise<LedgerEntry | null> {
  if (!entry) return null;
  const postings = await repo.entryPostings(tx, entry.id);
  return {
    id: entry.id,
    merchantId: entry.merchantId,
    type: entry.type as LedgerEntryType,
    idempotencyKey: entry.idempotencyKey,
    reference: entry.reference,
    memo: entry.memo,
    reversesEntryId: entry.reversesEntryId,
    createdAt: entry.createdAt,
    postings,
  };
}

/** An entry of the brand with its postings (by account id), or null. */
export async function getEntry(tx: Tx, merchantId: number, entryId: number): Promise<LedgerEntry | null> {
  if (!Number.isSafeInteger(entryId) || entryId <= 0) return null;
  return withPostings(tx, await repo.entryById(tx, merchantId, entryId));
}

/** The entry a key produced, or null: lets a caller answer "what happened to request X?". */
export async function findEntryByKey(tx: Tx, merchantId: number, idempotencyKey: string): Promise<LedgerEntry | null> {
  return withPostings(tx, await repo.entryByKey(tx, merchantId, idempotencyKey));
}

export interface StatementQuery {
  merchantId: number;
  /** The accounts to list (e.g. a member's main wallet and vendor sub-wallets). */
  accountIds: number[];
  /** When set, only accounts of this member are listed (a member sees only their own records). */
  ownerMemberId?: number;
  types?: LedgerEntryType[];
  /** Inclusive lower bound of the entry time. */
  from?: Date;
  /** Exclusive upper bound of the entry time. */
  to?: Date;
  pageNo: number;
  pageSize: number;
}

export interface StatementLine {
  entryId: number;
  /** The row that carries the posting (a shard, for a sharded brand account). */
  accountId: number;
  /** The posting's position in its account's history. */
  accountSeq: number;
  type: LedgerEntryType;
  amount: Minor;
  balanceAfter: Minor;
  reference: string | null;
  memo: string | null;
  createdAt: Date;
}

export interface StatementPage {
  list: StatementLine[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** Postings of accounts, newest first, with filters and pagination: the account records page. */
export async function accountStatement(tx: Tx, q: StatementQuery): Promise<StatementPage> {
  if (!Number.isSafeInteger(q.pageNo) || q.pageNo < 1)
    throw new AppError('validation_failed', 'pageNo must be ≥ 1', 'pageNo');
  if (!Number.isSafeInteger(q.pageSize) || q.pageSize < 1 || q.pageSize > 200) {
    throw new AppError('validation_failed', 'pageSize must be 1 to 200', 'pageSize');
  }
  const ids = q.accountIds.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (ids.length === 0) return { list: [], pageNo: q.pageNo, pageSize: q.pageSize, total: 0, totalPages: 0 };
  const { rows, total } = await repo.statementPage(
    tx,
    {
      merchantId: q.merchantId,
      accountIds: ids,
      ownerMemberId: q.ownerMemberId,
      types: q.types,
      from: q.from,
      to: q.to,
    },
    pageWindow(q),
  );
  return listPage(
    rows.map((r) => ({ ...r, type: r.type as LedgerEntryType })),
    total,
    q,
  );
}
