import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/sqlResult';

/**
 * Proof that the ledger is sound, read from the tables themselves (docs/LEDGER.md, "Verifying"):
 * - every entry has at least two postings and they sum to zero;
 * - every posting belongs to an existing entry and an existing account of the entry's brand (the
 *   postings table has no foreign keys: only ledger_post writes it), in one currency per entry,
 *   and carries the entry's type and time;
 * - each account's postings are numbered 1…n without gaps, each balance_after is the running sum
 *   of the amounts, and the cached balance equals the sum of all postings;
 * - no member account is negative;
 * - per brand and currency, all balances sum to zero (conservation);
 * - every shard of a hot account has its head's identity.
 * Each list holds at most `limit` offenders; `ok` is true when all are empty.
 */
export interface LedgerVerification {
  ok: boolean;
  accounts: number;
  entries: number;
  postings: number;
  unbalancedEntries: { entryId: number; postings: number; sum: string }[];
  foreignPostings: { entryId: number; accountId: number; problem: string }[];
  mixedCurrencyEntries: number[];
  sequenceBreaks: { accountId: number; accountSeq: number; balanceAfter: string; runningSum: string }[];
  balanceMismatches: { accountId: number; balance: string; postingsSum: string; lastSeq: number; postings: number }[];
  negativeMemberAccounts: { accountId: number; balance: string }[];
  nonZeroTotals: { merchantId: number; currency: string; total: string }[];
  /** Shards whose brand, kind, owner, vendor or currency differ from their head's. */
  strayShards: number[];
}

export async function verifyLedger(
  db: Tx,
  options: { merchantId?: number; limit?: number } = {},
): Promise<LedgerVerification> {
  const limit = options.limit ?? 100;
  const m = options.merchantId;
  const accountScope: SQL = m === undefined ? sql`true` : sql`a.merchant_id = ${m}`;
  const entryScope: SQL = m === undefined ? sql`true` : sql`e.merchant_id = ${m}`;
  const q = async (query: SQL) => rowsOf(await db.execute(query));

  const [counts] = await q(sql`select
      (select count(*) from ledger_accounts a where ${accountScope}) as accounts,
      (select count(*) from ledger_entries e where ${entryScope}) as entries,
      (select count(*) from ledger_postings p join ledger_accounts a on a.id = p.account_id where ${accountScope}) as postings`);

  const unbalanced = await q(sql`
    select e.id as entry_id, count(p.entry_id) as n, coalesce(sum(p.amount), 0) as s
    from ledger_entries e left join ledger_postings p on p.entry_id = e.id
    where ${entryScope}
    group by e.id
    having count(p.entry_id) < 2 or coalesce(sum(p.amount), 0) <> 0
    order by e.id limit ${limit}`);

  const foreign = await q(sql`
    select p.entry_id, p.account_id,
      case when e.id is null then 'entry missing'
           when a.id is null then 'account missing'
           when a.merchant_id <> e.merchant_id then 'brand'
           when p.entry_type <> e.type then 'type'
           else 'time' end as problem
    from ledger_postings p
    left join ledger_entries e on e.id = p.entry_id
    left join ledger_accounts a on a.id = p.account_id
    where ${m === undefined ? sql`true` : sql`(e.merchant_id = ${m} or a.merchant_id = ${m})`}
      and (e.id is null or a.id is null
           or a.merchant_id <> e.merchant_id or p.entry_type <> e.type or p.created_at <> e.created_at)
    order by p.entry_id, p.account_id limit ${limit}`);

  const mixed = await q(sql`
    select p.entry_id from ledger_postings p
    join ledger_entries e on e.id = p.entry_id
    join ledger_accounts a on a.id = p.account_id
    where ${entryScope}
    group by p.entry_id having count(distinct a.currency) > 1
    order by p.entry_id limit ${limit}`);

  const breaks = await q(sql`
    select account_id, account_seq, balance_after, running from (
      select p.account_id, p.account_seq, p.balance_after,
        sum(p.amount) over (partition by p.account_id order by p.account_seq) as running,
        row_number() over (partition by p.account_id order by p.account_seq) as position
      from ledger_postings p join ledger_accounts a on a.id = p.account_id
      where ${accountScope}
    ) x
    where running <> balance_after or position <> account_seq
    order by account_id, account_seq limit ${limit}`);

  const mismatches = await q(sql`
    select a.id, a.balance, a.last_seq, coalesce(s.total, 0) as total, coalesce(s.n, 0) as n
    from ledger_accounts a
    left join (select p.account_id, sum(p.amount) as total, count(*) as n from ledger_postings p group by p.account_id) s
      on s.account_id = a.id
    where ${accountScope} and (a.balance <> coalesce(s.total, 0) or a.last_seq <> coalesce(s.n, 0))
    order by a.id limit ${limit}`);

  const shards = await q(sql`
    select s.id from ledger_accounts s join ledger_accounts h on h.id = s.head_id
    where ${m === undefined ? sql`true` : sql`s.merchant_id = ${m}`}
      and ((s.merchant_id, s.kind, s.owner_member_id, s.vendor_code, s.currency, s.allow_negative)
             is distinct from (h.merchant_id, h.kind, h.owner_member_id, h.vendor_code, h.currency, h.allow_negative)
           or s.shard >= h.shard_count or h.head_id is not null)
    order by s.id limit ${limit}`);

  const negative = await q(sql`
    select a.id, a.balance from ledger_accounts a
    where ${accountScope} and (a.owner_member_id is not null or not a.allow_negative) and a.balance < 0
    order by a.id limit ${limit}`);

  const totals = await q(sql`
    select a.merchant_id, a.currency, sum(a.balance) as total from ledger_accounts a
    where ${accountScope}
    group by a.merchant_id, a.currency having sum(a.balance) <> 0
    order by a.merchant_id, a.currency limit ${limit}`);

  const s = (v: unknown) => String(v);
  const n = (v: unknown) => Number(v);
  const result: Omit<LedgerVerification, 'ok'> = {
    accounts: n(counts?.accounts),
    entries: n(counts?.entries),
    postings: n(counts?.postings),
    unbalancedEntries: unbalanced.map((r) => ({ entryId: n(r.entry_id), postings: n(r.n), sum: s(r.s) })),
    foreignPostings: foreign.map((r) => ({
      entryId: n(r.entry_id),
      accountId: n(r.account_id),
      problem: s(r.problem),
    })),
    mixedCurrencyEntries: mixed.map((r) => n(r.entry_id)),
    sequenceBreaks: breaks.map((r) => ({
      accountId: n(r.account_id),
      accountSeq: n(r.account_seq),
      balanceAfter: s(r.balance_after),
      runningSum: s(r.running),
    })),
    balanceMismatches: mismatches.map((r) => ({
      accountId: n(r.id),
      balance: s(r.balance),
      postingsSum: s(r.total),
      lastSeq: n(r.last_seq),
      postings: n(r.n),
    })),
    negativeMemberAccounts: negative.map((r) => ({ accountId: n(r.id), balance: s(r.balance) })),
    nonZeroTotals: totals.map((r) => ({ merchantId: n(r.merchant_id), currency: s(r.currency), total: s(r.total) })),
    strayShards: shards.map((r) => n(r.id)),
  };
  const ok =
    result.unbalancedEntries.length === 0 &&
    result.foreignPostings.length === 0 &&
    result.mixedCurrencyEntries.length === 0 &&
    result.sequenceBreaks.length === 0 &&
    result.balanceMismatches.length === 0 &&
    result.negativeMemberAccounts.length === 0 &&
    result.nonZeroTotals.length === 0 &&
    result.strayShards.length === 0;
  return { ok, ...result };
}
