import type { UserProfit } from '@lotus/contracts';
import { toCsv } from '../../lib/csv';
import type { teamBettingRows } from './service';

/** The agent centre's reports as CSV files (lib/csv: formula-escaped): one line per row, then a TOTAL line. */

export function teamBettingCsv(r: Awaited<ReturnType<typeof teamBettingRows>>): string {
  const header = ['day', 'category', 'vendor', 'vendor_name', 'bets', 'stake', 'valid_bet', 'payout', 'profit'];
  return toCsv(header, [
    ...r.rows.map((x) => [x.day, x.gameType, x.vassalage, x.vendorName, x.count, x.stake, x.validBet, x.win, x.profit]),
    ['TOTAL', '', '', r.currency, r.total.count, r.total.stake, r.total.validBet, r.total.win, r.total.profit],
  ]);
}

export function userProfitCsv(r: UserProfit): string {
  const header = [
    'username',
    'nickname',
    'upline',
    'valid_bet',
    'payout',
    'profit',
    'deposits',
    'withdrawals',
    'bonuses',
  ];
  const s = r.summary;
  return toCsv(header, [
    ...r.list.map((x) => [
      x.username,
      x.nickname,
      x.upline,
      x.validBet,
      x.payout,
      x.profit,
      x.deposits,
      x.withdrawals,
      x.bonuses,
    ]),
    ['TOTAL', r.currency, String(r.total), s.validBet, s.payout, s.profit, s.deposits, s.withdrawals, s.bonuses],
  ]);
}
