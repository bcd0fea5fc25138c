// The ledger's accounts: identities (brand, kind, owner, vendor, currency), created on first use, and balances.
import {
  isMemberAccountKind,
  LEDGER_ACCOUNT_KINDS,
  VENDOR_ACCOUNT_KINDS,
  type LedgerAccountKind,
} from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Minor } from '../../lib/money';
import * as repo from './repository';
import type { AccountRow } from './repository';

export interface LedgerAccount {
  id: number;
  merchantId: number;
  kind: LedgerAccountKind;
  ownerMemberId: number | null;
  vendorCode: string | null;
  currency: string;
  allowNegative: boolean;
  /** The balance; for a sharded brand account, the sum over the head and its shards. */
  balance: Minor;
  /** Number of postings booked on this row. */
  lastSeq: number;
  /** Shards of a hot brand account (1 = not sharded); see docs/LEDGER.md, "Hot accounts". */
  shardCount: number;
  /** For a shard row: its head account; null otherwise. */
  headId: number | null;
  shard: number;
  createdAt: Date;
}

export interface AccountSpec {
  merchantId: number;
  kind: LedgerAccountKind;
  /** Required for member_* kinds, absent for brand kinds. */
  ownerMemberId?: number | null;
  /** Required for member_vendor, provider and transfer_clearing, absent otherwise. */
  vendorCode?: string | null;
  /** ISO 4217, upper case (the brand's currency). */
  currency: string;
  /**
   * Brand accounts only: split the account into this many rows so that parallel postings do not
   * queue on one row lock. Defaults to DEFAULT_SHARDS for the kind (16 for house and provider, the
   * counter-side of every bet). Fixed when the account is created.
   */
  shards?: number;
}

/** Shards of brand accounts that every bet or win touches. */
export const DEFAULT_SHARDS: Partial<Record<LedgerAccountKind, number>> = { house: 16, provider: 16 };
export const MAX_SHARDS = 64;

function validateAccountSpec(spec: AccountSpec) {
  if (!Number.isSafeInteger(spec.merchantId) || spec.merchantId <= 0) {
    throw new AppError('validation_failed', 'merchantId must be a positive integer', 'merchantId');
  }
  if (!(LEDGER_ACCOUNT_KINDS as readonly string[]).includes(spec.kind)) {
    throw new AppError('validation_failed', `unknown account kind ${String(spec.kind)}`, 'kind');
  }
  const member = isMemberAccountKind(spec.kind);
  const owner = spec.ownerMemberId ?? null;
  if (member && (owner === null || !Number.isSafeInteger(owner) || owner <= 0)) {
    throw new AppError('validation_failed', 'a member account needs ownerMemberId', 'ownerMemberId');
  }
  if (!member && owner !== null) {
    throw new AppError('validation_failed', 'a brand account has no owner', 'ownerMemberId');
  }
  const perVendor = (VENDOR_ACCOUNT_KINDS as readonly string[]).includes(spec.kind);
  const vendor = spec.vendorCode ?? null;
  if (perVendor && (typeof vendor !== 'string' || !/^[A-Za-z0-9_.-]{1,64}$/.test(vendor))) {
    throw new AppError('validation_failed', `a ${spec.kind} account needs a vendorCode`, 'vendorCode');
  }
  if (!perVendor && vendor !== null) {
    throw new AppError('validation_failed', `a ${spec.kind} account has no vendorCode`, 'vendorCode');
  }
  if (typeof spec.currency !== 'string' || !/^[A-Z]{3}$/.test(spec.currency)) {
    throw new AppError('validation_failed', 'currency must be an ISO 4217 code', 'currency');
  }
  const shards = spec.shards ?? (member ? 1 : (DEFAULT_SHARDS[spec.kind] ?? 1));
  if (!Number.isSafeInteger(shards) || shards < 1 || shards > MAX_SHARDS || (member && shards !== 1)) {
    throw new AppError('validation_failed', `shards must be 1 to ${MAX_SHARDS}, and 1 for member accounts`, 'shards');
  }
  return { owner, vendor, member, shards };
}

const toAccount = (r: AccountRow): LedgerAccount => ({ ...r, kind: r.kind as LedgerAccountKind });

/** A sharded account's balance is the sum over its head and shards. */
async function withShardBalance(tx: Tx, account: LedgerAccount): Promise<LedgerAccount> {
  if (account.shardCount <= 1) return account;
  return { ...account, balance: account.balance + (await repo.shardsBalance(tx, account.id)) };
}

/**
 * The account for a spec, created on first use. Safe under concurrency: the insert does nothing
 * when a concurrent one won, and the lookup that follows (a new statement) sees the winner.
 */
export async function getOrCreateAccount(tx: Tx, spec: AccountSpec): Promise<LedgerAccount> {
  const { owner, vendor, member, shards } = validateAccountSpec(spec);
  const identity = { merchantId: spec.merchantId, kind: spec.kind, owner, vendor, currency: spec.currency };
  const existing = await repo.findAccountHead(tx, identity);
  if (existing) return withShardBalance(tx, toAccount(existing));
  const createdId = await repo.insertAccountWithShards(tx, { ...identity, allowNegative: !member, shards });
  // Nothing created: a concurrent call won; this statement sees its committed row.
  const row =
    createdId !== undefined ? await repo.accountById(tx, createdId) : await repo.findAccountHead(tx, identity);
  if (!row) throw new Error('ledger: account vanished after a conflicting insert');
  return toAccount(row);
}

export async function getAccount(tx: Tx, accountId: number): Promise<LedgerAccount | null> {
  if (!Number.isSafeInteger(accountId) || accountId <= 0 || accountId > 2_147_483_647) return null;
  const row = await repo.accountById(tx, accountId);
  return row ? withShardBalance(tx, toAccount(row)) : null;
}

/** The account's balance (minor units); ledger_account_not_found when it does not exist. */
export async function getBalance(tx: Tx, accountId: number): Promise<Minor> {
  const account = await getAccount(tx, accountId);
  if (!account) throw new AppError('ledger_account_not_found');
  return account.balance;
}

/** Every account of a member in a brand (main, vendor sub-wallets, bonus, locked), by id. */
export async function listMemberAccounts(tx: Tx, merchantId: number, memberId: number): Promise<LedgerAccount[]> {
  return (await repo.memberAccountRows(tx, merchantId, memberId)).map(toAccount);
}
