import type { GgrReport, PlayersReport, PnlReport, PromotionCostReport } from '@lotus/contracts';
import { csvCell, toCsv, type CsvCell } from '../../lib/csv';

/** The reports as CSV files: one line per row, then one total line per brand (day "TOTAL"). */

export function pnlCsv(r: PnlReport): string {
  const header = ['brand', 'day', r.by, 'label', 'rounds', 'players', 'stake', 'valid_bet', 'payout', 'ggr'];
  return toCsv(header, [
    ...r.rows.map((x) => [x.brand, x.day, x.key, x.label, x.rounds, x.players, x.stake, x.validBet, x.payout, x.ggr]),
    ...r.totals.map((t) => [
      t.brand,
      'TOTAL',
      '',
      t.currency,
      t.rounds,
      t.players,
      t.stake,
      t.validBet,
      t.payout,
      t.ggr,
    ]),
  ]);
}

export function promotionCostCsv(r: PromotionCostReport): string {
  const header = [
    'brand',
    'promotion',
    'title',
    'granted',
    'granted_amount',
    'converted',
    'converted_amount',
    'forfeited',
    'forfeited_amount',
  ];
  return toCsv(header, [
    ...r.rows.map((x) => [
      x.brand,
      x.code,
      x.title,
      x.granted,
      x.grantedAmount,
      x.converted,
      x.convertedAmount,
      x.forfeited,
      x.forfeitedAmount,
    ]),
    ...r.totals.map((t) => [
      t.brand,
      'TOTAL',
      t.currency,
      t.granted,
      t.grantedAmount,
      t.converted,
      t.convertedAmount,
      t.forfeited,
      t.forfeitedAmount,
    ]),
  ]);
}

/** Minor units as major units with two decimals (-1050n → "-10.50"), as the CSV writes money. */
export function minorText(v: bigint): string {
  const sign = v < 0n ? '-' : '';
  const abs = v < 0n ? -v : v;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
/** Money in a CSV cell: major units with two decimals, written as a number (a minus sign is no formula). */
interface MoneyCell {
  minor: bigint | null;
}
const m = (v: bigint | null): MoneyCell => ({ minor: v });

/** A CSV like toCsv's, with money cells written as numbers. */
function csvWithMoney(header: string[], rows: (CsvCell | MoneyCell)[][]): string {
  const cell = (c: CsvCell | MoneyCell) =>
    c !== null && typeof c === 'object' ? (c.minor === null ? '' : minorText(c.minor)) : csvCell(c);
  return '\uFEFF' + [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function ggrCsv(r: GgrReport): string {
  const header = [
    'brand',
    r.by,
    'label',
    'rounds',
    'players',
    'stake',
    'valid_bet',
    'payout',
    'ggr',
    'bonus_cost',
    'ngr',
  ];
  return csvWithMoney(header, [
    ...r.rows.map((x) => [
      x.brand,
      x.key,
      x.label,
      x.rounds,
      x.players ?? '',
      m(x.stake),
      m(x.validBet),
      m(x.payout),
      m(x.ggr),
      m(x.bonusCost),
      m(x.ngr),
    ]),
    ...r.totals.map((t) => [
      t.brand,
      'TOTAL',
      t.currency,
      t.rounds,
      t.players,
      m(t.stake),
      m(t.validBet),
      m(t.payout),
      m(t.ggr),
      m(t.bonusCost),
      m(t.ngr),
    ]),
  ]);
}

export function playersCsv(r: PlayersReport): string {
  const header = ['brand', 'day', 'registrations', 'first_deposits', 'active_players'];
  return toCsv(header, [
    ...r.days.map((x) => [x.brand, x.day, x.registrations, x.firstDeposits, x.activePlayers]),
    ...r.totals.map((t) => [t.brand, 'TOTAL', t.registrations, t.firstDeposits, t.activePlayers]),
  ]);
}
