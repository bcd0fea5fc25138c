import type { SportKind } from './markets';

/**
 * DEMO DATA: the demo feed's competitions and teams (ratings are the feed's strengths, not real ones).
 * Names are plausible and made up; no real club's marks.
 */
export interface DemoLeague {
  code: string;
  sport: SportKind;
  name: { vi: string; en: string };
  /** Best-of of an e-sports series (1 for football). */
  bestOf: number;
  /** Kick-offs a day (the feed keeps this many a day). */
  perDay: number;
  teams: { name: string; rating: number }[];
}

const t = (name: string, rating: number) => ({ name, rating });

export const DEMO_LEAGUES: readonly DemoLeague[] = [
  {
    code: 'VLEAGUE',
    sport: 'football',
    name: { vi: 'Giải Vô Địch Quốc Gia Việt Nam', en: 'Vietnam Championship' },
    bestOf: 1,
    perDay: 3,
    teams: [
      t('Hà Nội Thủ Đô', 1.5),
      t('Sài Gòn Sao Vàng', 1.4),
      t('Hải Phòng Cảng', 1.2),
      t('Nam Định Thành Nam', 1.45),
      t('Thanh Hóa Lam Sơn', 1.15),
      t('Bình Dương Đất Thủ', 1.25),
      t('Đà Nẵng Sông Hàn', 1.05),
      t('Quảng Ninh Than Đá', 1.0),
    ],
  },
  {
    code: 'EPL_DEMO',
    sport: 'football',
    name: { vi: 'Ngoại Hạng Xứ Sương Mù', en: 'Premier Isles League' },
    bestOf: 1,
    perDay: 3,
    teams: [
      t('Northbridge Rovers', 1.7),
      t('Kingsport City', 1.75),
      t('Redmoor United', 1.55),
      t('Eastwick Albion', 1.3),
      t('Harbour Town', 1.2),
      t('Westvale Wanderers', 1.35),
      t('Ashford Athletic', 1.1),
      t('Lakeside Forest', 1.15),
    ],
  },
  {
    code: 'LOL_SEA',
    sport: 'lol',
    name: { vi: 'Liên Minh Huyền Thoại – Giải Đông Nam Á', en: 'League of Legends – SEA Series' },
    bestOf: 3,
    perDay: 2,
    teams: [t('Saigon Phoenix', 1.6), t('Hanoi Tigers', 1.4), t('Mekong Dragons', 1.2), t('Bangkok Cobras', 1.3)],
  },
  {
    code: 'DOTA_ASIA',
    sport: 'dota2',
    name: { vi: 'Dota 2 – Cúp Châu Á', en: 'Dota 2 – Asia Cup' },
    bestOf: 3,
    perDay: 1,
    teams: [t('Jade Storm', 1.5), t('Lotus Reign', 1.3), t('Iron Monks', 1.4), t('Silk Road', 1.1)],
  },
  {
    code: 'CS2_PRO',
    sport: 'cs2',
    name: { vi: 'CS2 – Giải Chuyên Nghiệp', en: 'CS2 – Pro Circuit' },
    bestOf: 3,
    perDay: 1,
    teams: [t('Northern Lights', 1.55), t('Red Harbour', 1.35), t('Steel Foxes', 1.25), t('Blue Monsoon', 1.2)],
  },
];
