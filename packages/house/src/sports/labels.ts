/**
 * The sportsbook's words and numbers for people, in Vietnamese and English: market names, picks, leg
 * outcomes and bet statuses, and how a line and decimal odds are written. One copy for the bet page in
 * the frame (apps/frames src/sports) and the replay page the server writes (modules/sports/recall.ts).
 */
export const SPORTS_LABELS = {
  vi: {
    markets: {
      '1X2': '1X2 cả trận',
      AH: 'Kèo chấp châu Á',
      OU: 'Tài/Xỉu',
      MW: 'Thắng trận',
      MH: 'Chấp bản đồ',
      TM: 'Tổng số bản đồ',
    },
    picks: { home: 'Chủ nhà', away: 'Khách', draw: 'Hòa', over: 'Tài', under: 'Xỉu' },
    outcomes: { won: 'Thắng', half_won: 'Thắng nửa', void: 'Hoàn', half_lost: 'Thua nửa', lost: 'Thua' },
    statuses: {
      pending: 'Đang xử lý',
      placed: 'Chờ kết quả',
      won: 'Thắng',
      lost: 'Thua',
      void: 'Hoàn tiền',
      cashed_out: 'Đã rút sớm',
      rejected: 'Bị từ chối',
    },
  },
  en: {
    markets: {
      '1X2': '1X2 full time',
      AH: 'Asian handicap',
      OU: 'Over/Under',
      MW: 'Match winner',
      MH: 'Map handicap',
      TM: 'Total maps',
    },
    picks: { home: 'Home', away: 'Away', draw: 'Draw', over: 'Over', under: 'Under' },
    outcomes: { won: 'Won', half_won: 'Half won', void: 'Void', half_lost: 'Half lost', lost: 'Lost' },
    statuses: {
      pending: 'Processing',
      placed: 'Waiting for the result',
      won: 'Won',
      lost: 'Lost',
      void: 'Void',
      cashed_out: 'Cashed out',
      rejected: 'Rejected',
    },
  },
} as const;

export type SportsLabels = (typeof SPORTS_LABELS)[keyof typeof SPORTS_LABELS];

/** A market's name, or its code when it has none. */
export const sportsMarketName = (labels: SportsLabels, type: string): string =>
  (labels.markets as Record<string, string>)[type] ?? type;

/** Decimal odds from thousandths, two decimals as the book prints them: 1950 → "1.95". */
export const sportsOddsText = (thousandths: number): string => (thousandths / 1000).toFixed(2);

/** A handicap or total line from hundredths: 250 → "2.5"; signed, −25 → "−0.25" and 50 → "+0.5". */
export function sportsLineText(hundredths: number, signed: boolean): string {
  const v = (Math.abs(hundredths) / 100).toString();
  if (!signed) return v;
  return (hundredths > 0 ? '+' : hundredths < 0 ? '−' : '') + v;
}
