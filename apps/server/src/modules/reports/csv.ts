import type { GgrReport, PlayersReport, PnlReport, PromotionCostReport } from '@lotus/contracts';
import { toCsv } from '../../lib/csv';

/** The reports as CSV files: one line per row, then one total line per brand (day "TOTAL"); money (a bigint)
 * in major units with two decimals, as lib/csv writes it. */

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
  return toCsv(header, [
    ...r.rows.map((x) => [
      x.brand,
      x.key,
      x.label,
      x.rounds,
      x.players ?? '',
      x.stake,
      x.validBet,
      x.payout,
      x.ggr,
      x.bonusCost,
      x.ngr,
    ]),
    ...r.totals.map((t) => [
      t.brand,
      'TOTAL',
      t.currency,
      t.rounds,
      t.players,
      t.stake,
      t.validBet,
      t.payout,
      t.ggr,
      t.bonusCost,
      t.ngr,
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
