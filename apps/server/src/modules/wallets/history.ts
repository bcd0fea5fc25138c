import type { z } from 'zod';
import {
  HISTORY_MAX_DAYS,
  type LedgerEntryType,
  type TransactionHistory,
  type transactionHistoryQuerySchema,
  type WalletKind,
} from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { dayIn, isCalendarDay, shiftDay, startOfDay } from '../../lib/zonedTime';
import type { Merchant } from '../brands/service';
import { accountStatement, listMemberAccounts } from '../ledger/service';

type Query = z.output<typeof transactionHistoryQuerySchema>;

const WALLET_OF: Record<string, WalletKind> = {
  member_main: 'main',
  member_vendor: 'vendor',
  member_bonus: 'bonus',
  member_locked: 'locked',
  member_trial: 'trial',
};

/** Money held for the member's requested withdrawals: listed only when asked for by `wallet=locked`. */
const HELD_KIND = 'member_locked';

/** The period of a query as local days of the brand: from/to if given, else the preset (default 7 days). */
export function historyPeriod(timeZone: string, now: Date, q: Pick<Query, 'preset' | 'from' | 'to'>) {
  const today = dayIn(timeZone, now);
  let fromDay: string;
  let toDay: string;
  if (q.from || q.to) {
    toDay = q.to ?? today;
    fromDay = q.from ?? shiftDay(toDay, -6);
    for (const [field, day] of [
      ['from', fromDay],
      ['to', toDay],
    ] as const) {
      if (!isCalendarDay(day)) throw new AppError('validation_failed', `${field} is not a date`, field);
    }
    if (fromDay > toDay) throw new AppError('validation_failed', 'from must not be after to', 'from');
  } else {
    const preset = q.preset ?? '7';
    toDay = today;
    fromDay = preset === 'today' ? today : shiftDay(today, -(Number(preset) - 1));
  }
  const oldest = shiftDay(today, -HISTORY_MAX_DAYS);
  if (fromDay < oldest) {
    throw new AppError('validation_failed', `records reach back ${HISTORY_MAX_DAYS} days (to ${oldest})`, 'from');
  }
  return { from: startOfDay(timeZone, fromDay), to: startOfDay(timeZone, shiftDay(toDay, 1)) };
}

/**
 * transactionHistory (account records): one line per movement of the member's money, newest first,
 * with the entry's type, the signed amount, the wallet's balance after it, the reference and time.
 * Filters: entry types, wallet, period (brand time zone); pages of pageSize.
 *
 * The held account (member_locked) is the other side of the member's own withdrawal entries: a request
 * moves main → locked, a rejection locked → main, an approval locked → payable. Its postings are left
 * out of the query unless `wallet=locked` asks for that account, so a withdrawal shows once (main −,
 * the main balance after), a rejection once more (main +), an approval not at all (the money had
 * already left the main wallet); the count and the pages come from the same query.
 */
export async function transactionHistory(
  db: Tx,
  merchant: Merchant,
  memberId: number,
  q: Query,
  now: Date,
): Promise<TransactionHistory> {
  const { from, to } = historyPeriod(merchant.timeZone, now, q);
  const accounts = (await listMemberAccounts(db, merchant.id, memberId)).filter(
    (a) => WALLET_OF[a.kind] !== undefined && (q.wallet ? WALLET_OF[a.kind] === q.wallet : a.kind !== HELD_KIND),
  );
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const page = await accountStatement(db, {
    merchantId: merchant.id,
    accountIds: accounts.map((a) => a.id),
    ownerMemberId: memberId,
    types: q.type as LedgerEntryType[] | undefined,
    from,
    to,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  });
  return {
    list: page.list.map((l) => {
      const a = byId.get(l.accountId)!;
      return {
        id: `${l.entryId}-${l.accountId}`,
        entryId: l.entryId,
        type: l.type,
        wallet: WALLET_OF[a.kind]!,
        vassalage: a.vendorCode,
        amount: l.amount,
        balanceAfter: l.balanceAfter,
        reference: l.reference,
        memo: l.memo,
        time: l.createdAt.toISOString(),
      };
    }),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    total: page.total,
    totalPages: page.totalPages,
    from: from.toISOString(),
    to: to.toISOString(),
    timeZone: merchant.timeZone,
  };
}
