// The ledger's rules: account identities, validated balanced entries, reversals and statements (docs/LEDGER.md).
import crypto from 'node:crypto';
import { isLedgerEntryType, type LedgerEntryType } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { pgError, type SqlRow } from '../../db/sqlResult';
import { AppError } from '../../lib/errors';
import { toPostingAmount, type Minor } from '../../lib/money';
import { getEntry, type LedgerEntry, type Posting } from './entries';
import * as repo from './repository';
import { countLedgerEntry } from '../../metrics/registry';

/**
 * The ledger service: the one module that writes the ledger tables (docs/LEDGER.md), through its
 * repository (./repository.ts, the SQL).
 *
 * Every movement of money is `postEntry`: one journal entry, two or more postings that sum to
 * zero, written by the `ledger_post` SQL function in a single round trip. Services of other
 * modules call it inside their own transaction (or with the database handle, which makes the
 * entry its own transaction). Amounts are bigint minor units.
 *
 * This file posts; the accounts are in ./accounts.ts, reading entries and statements in
 * ./entries.ts, the audit in ./verify.ts. Other modules import all of them from here.
 */

export const MAX_POSTINGS = 20;
const MAX_KEY = 200;
const MAX_REFERENCE = 200;
const MAX_MEMO = 500;

export interface PostingInput {
  accountId: number;
  /** Minor units: positive credits the account, negative debits it. A number must be a safe integer. */
  amount: bigint | number;
}

export interface PostEntryInput {
  merchantId: number;
  type: LedgerEntryType;
  /**
   * Unique per merchant: the provider transaction id, payment reference or client request id.
   * A replay with the same data returns the first result; with other data it is refused.
   */
  idempotencyKey: string;
  reference?: string | null;
  /** Free text for people; not part of the request's identity. */
  memo?: string | null;
  postings: PostingInput[];
}

export interface PostResult extends LedgerEntry {
  /** True when this call was a replay of an earlier one: nothing moved. */
  replayed: boolean;
}

export { verifyLedger } from './verify';
export * from './accounts';
export * from './entries';

// ---------------------------------------------------------------------------------------------
// Posting

/** An entry as validated for posting: the entry's own fields and the caller's postings. */
type NormalisedEntry = Omit<LedgerEntry, 'id' | 'createdAt' | 'postings'> & {
  postings: { accountId: number; amount: Minor }[];
};

function optionalText(value: unknown, field: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > max) {
    throw new AppError('validation_failed', `${field} must be a string of at most ${max} characters`, field);
  }
  return value;
}

function normalise(input: PostEntryInput, reversesEntryId: number | null): NormalisedEntry {
  if (!input || typeof input !== 'object') throw new AppError('validation_failed', 'entry expected');
  if (!Number.isSafeInteger(input.merchantId) || input.merchantId <= 0) {
    throw new AppError('validation_failed', 'merchantId must be a positive integer', 'merchantId');
  }
  if (typeof input.type !== 'string' || !isLedgerEntryType(input.type)) {
    throw new AppError('validation_failed', `unknown entry type ${String(input.type)}`, 'type');
  }
  const key = input.idempotencyKey;
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY) {
    throw new AppError('validation_failed', `idempotencyKey must be 1 to ${MAX_KEY} characters`, 'idempotencyKey');
  }
  if (!Array.isArray(input.postings) || input.postings.length < 2 || input.postings.length > MAX_POSTINGS) {
    throw new AppError('validation_failed', `an entry has 2 to ${MAX_POSTINGS} postings`, 'postings');
  }
  const seen = new Set<number>();
  let sum = 0n;
  const postings = input.postings.map((p, i) => {
    const accountId = p?.accountId;
    if (!Number.isSafeInteger(accountId) || accountId <= 0 || accountId > 2_147_483_647) {
      throw new AppError(
        'validation_failed',
        `postings[${i}].accountId must be a positive integer`,
        `postings[${i}].accountId`,
      );
    }
    if (seen.has(accountId)) {
      throw new AppError(
        'validation_failed',
        `account ${accountId} appears twice in one entry`,
        `postings[${i}].accountId`,
      );
    }
    seen.add(accountId);
    const amount = toPostingAmount(p.amount, `postings[${i}].amount`);
    sum += amount;
    return { accountId, amount };
  });
  if (sum !== 0n) throw new AppError('validation_failed', `postings must sum to zero (sum is ${sum})`, 'postings');
  return {
    merchantId: input.merchantId,
    type: input.type,
    idempotencyKey: key,
    reference: optionalText(input.reference, 'reference', MAX_REFERENCE),
    memo: optionalText(input.memo, 'memo', MAX_MEMO),
    reversesEntryId,
    postings,
  };
}

/**
 * sha256 of the request's identity: merchant, type, reference, reversed entry and the postings in
 * account order. The memo is not part of it: it describes, it does not move money.
 */
export function entryFingerprint(e: Omit<NormalisedEntry, 'idempotencyKey' | 'memo'>): string {
  const postings = [...e.postings]
    .sort((a, b) => a.accountId - b.accountId)
    .map((p) => [p.accountId, p.amount.toString()]);
  const canonical = JSON.stringify(['v1', e.merchantId, e.type, e.reference, e.reversesEntryId, postings]);
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

const big = (v: unknown): bigint => BigInt(v as string | number | bigint);
const num = (v: unknown): number => Number(v);

async function post(tx: Tx, e: NormalisedEntry): Promise<PostResult> {
  let rows: SqlRow[];
  try {
    rows = await repo.callLedgerPost(tx, { ...e, fingerprint: entryFingerprint(e) });
  } catch (error) {
    const pg = pgError(error);
    if (pg?.code === '23505' && pg.constraint === 'ledger_entries_reverses_uq')
      throw new AppError('ledger_entry_already_reversed');
    if (pg?.code === '23514' && pg.constraint === 'ledger_accounts_balance_nonnegative')
      throw new AppError('insufficient_balance');
    throw error;
  }
  const first = rows[0];
  if (!first) throw new Error('ledger_post returned nothing');
  const status = String(first.status);
  switch (status) {
    case 'posted':
    case 'replayed':
      break;
    case 'key_reused':
      throw new AppError('idempotency_key_reused', undefined, 'idempotencyKey', { entryId: num(first.entry_id) });
    case 'insufficient':
      throw new AppError('insufficient_balance', undefined, undefined, { accountId: num(first.account_id) });
    case 'account_missing':
      throw new AppError('ledger_account_not_found');
    case 'already_reversed':
      throw new AppError('ledger_entry_already_reversed', undefined, undefined, { entryId: e.reversesEntryId });
    case 'merchant_mismatch':
      throw new AppError('validation_failed', `account ${num(first.account_id)} belongs to another brand`, 'postings');
    case 'currency_mismatch':
      throw new AppError('validation_failed', 'the accounts of one entry must share a currency', 'postings');
    default:
      throw new AppError('validation_failed', `the entry was refused (${status})`, 'postings');
  }
  if (status === 'posted') countLedgerEntry(e.type);
  const booked: Posting[] = rows.map((r) => ({
    accountId: num(r.account_id),
    bookedAccountId: num(r.booked_account_id),
    amount: big(r.amount),
    balanceAfter: big(r.balance_after),
  }));
  // In the caller's order; a replay has the same postings (same fingerprint). A caller may name a
  // shard itself (reversals do): then it is matched by the booked row.
  const postings = e.postings.map(
    (p) => booked.find((b) => b.accountId === p.accountId) ?? booked.find((b) => b.bookedAccountId === p.accountId)!,
  );
  return {
    id: num(first.entry_id),
    merchantId: e.merchantId,
    type: first.entry_type as LedgerEntryType,
    idempotencyKey: e.idempotencyKey,
    reference: (first.reference as string | null) ?? null,
    memo: (first.memo as string | null) ?? null,
    reversesEntryId: first.reverses_entry_id == null ? null : num(first.reverses_entry_id),
    createdAt: first.created_at instanceof Date ? first.created_at : new Date(String(first.created_at)),
    postings,
    replayed: status === 'replayed',
  };
}

/**
 * Posts one journal entry. Validates the input (2…20 postings on distinct accounts, non-zero
 * integer amounts of at most 10^15 minor units, sum zero), then in one statement: returns the
 * first result for a replayed key, locks the accounts in id order, checks brand, currency and
 * that no member account goes below zero, and writes the entry, postings and balances.
 *
 * Errors (AppError): validation_failed, idempotency_key_reused, insufficient_balance,
 * ledger_account_not_found.
 */
export async function postEntry(tx: Tx, input: PostEntryInput): Promise<PostResult> {
  return post(tx, normalise(input, null));
}

export interface PostTransferInput extends Omit<PostEntryInput, 'postings'> {
  /** The account debited. */
  fromAccountId: number;
  /** The account credited. */
  toAccountId: number;
  /** Minor units moved from one to the other, positive. */
  amount: bigint;
}

/** Posts the commonest entry: one amount moved from one account to another (two postings). */
export async function postTransfer(tx: Tx, input: PostTransferInput): Promise<PostResult> {
  const { fromAccountId, toAccountId, amount, ...entry } = input;
  return postEntry(tx, {
    ...entry,
    postings: [
      { accountId: fromAccountId, amount: -amount },
      { accountId: toAccountId, amount },
    ],
  });
}

export interface ReverseInput {
  merchantId: number;
  entryId: number;
  /** Defaults to `reversal:<entryId>`, which makes a reversal exactly-once by itself. */
  idempotencyKey?: string;
  /** 'reversal' (default) or 'rollback' (a provider's rollback of a bet). */
  type?: Extract<LedgerEntryType, 'reversal' | 'rollback'>;
  reference?: string | null;
  memo?: string | null;
}

/**
 * Posts the reversing entry of an entry: the same postings with opposite signs. Never changes the
 * original. An entry is reversed at most once (ledger_entry_already_reversed for a second
 * reversal under another key; a replay of the same key returns the first reversal). Reversing a
 * credit a member already spent fails with insufficient_balance.
 */
export async function reverseEntry(tx: Tx, input: ReverseInput): Promise<PostResult> {
  const original = await getEntry(tx, input.merchantId, input.entryId);
  if (!original) throw new AppError('ledger_entry_not_found');
  const type = input.type ?? 'reversal';
  if (type !== 'reversal' && type !== 'rollback')
    throw new AppError('validation_failed', 'type must be reversal or rollback', 'type');
  return post(
    tx,
    normalise(
      {
        merchantId: input.merchantId,
        type,
        idempotencyKey: input.idempotencyKey ?? `reversal:${original.id}`,
        reference: input.reference === undefined ? original.reference : input.reference,
        memo: input.memo ?? null,
        postings: original.postings.map((p) => ({ accountId: p.bookedAccountId, amount: -p.amount })),
      },
      original.id,
    ),
  );
}

/** Sums for the agent centre's reports (modules/agent-reports). */
export * as ledgerReports from './reportsRepository';
