// The demo catalogue as data: vendors, their games, PVP rooms and the players of the demo rank list.
import { HOUSE_VASSALAGE, IS_GAME_VASSALAGE, type LiveClassify, SPORTS_VASSALAGE } from '@lotus/contracts';
import { GAME_IDS, houseGames, isSlotGameId, SLOT_DEFINITIONS } from '@lotus/house';
import { TABLE_GAME_IDS, TABLE_GAMES } from '@lotus/house/tables';
import type { GameSeed, RoomSeed, VendorSeed } from './catalogueWriter';
import { FISH_NAMES, LIVE_TABLES, PVP_GAMES, generatedName } from './gameNames';

/**
 * The demo catalogue: the house provider's real games (the only connected vendor today) and
 * catalogue entries of demo vendors in every category, with the site's own art. Only connected vendors
 * are offered to the demo brand (games.ts); the others stay here, switched off, for operators and for
 * tests that connect them through the sandbox. Game tiles are drawn by the server (GAME_PATHS.gameArt).
 * `npm run seed:games` (seedGamesCli.ts) adds a scale catalogue.
 */

export const DEMO_VENDORS: VendorSeed[] = [
  {
    vassalage: HOUSE_VASSALAGE,
    displayName: 'Lotus House',
    smallIcon: '/art/vendors/lotus-house.svg',
    gameTypes: ['RNG', 'LIVE', 'FISH', 'PVP'],
    walletMode: 'seamless',
    isHot: true,
  },
  {
    vassalage: 'LOTUS_LIVE',
    displayName: 'Lotus Live',
    smallIcon: '/art/vendors/lotus-live.svg',
    gameTypes: ['LIVE'],
    walletMode: 'seamless',
    isHot: true,
  },
  {
    vassalage: 'ROYAL_LIVE',
    displayName: 'Royal Live',
    smallIcon: '/art/vendors/royal-live.svg',
    gameTypes: ['LIVE'],
    walletMode: 'transfer',
  },
  {
    vassalage: 'JADE_SLOTS',
    displayName: 'Jade Slots',
    smallIcon: '/art/vendors/jade-slots.svg',
    gameTypes: ['RNG', 'FISH'],
    walletMode: 'seamless',
    isHot: true,
  },
  {
    vassalage: 'TIGER_SLOTS',
    displayName: 'Tiger Slots',
    smallIcon: '/art/vendors/tiger-slots.svg',
    gameTypes: ['RNG'],
    walletMode: 'transfer',
  },
  {
    vassalage: 'PHOENIX_FISH',
    displayName: 'Phoenix Fish',
    smallIcon: '/art/vendors/phoenix-fish.svg',
    gameTypes: ['FISH'],
    walletMode: 'seamless',
  },
  {
    vassalage: 'SAIGON_CARDS',
    displayName: 'Saigon Cards',
    smallIcon: '/art/vendors/saigon-cards.svg',
    gameTypes: ['PVP'],
    walletMode: 'seamless',
  },
  {
    // The house sportsbook, a built-in vendor (modules/sports): football and e-sports.
    vassalage: SPORTS_VASSALAGE,
    displayName: 'Dragon Sports',
    smallIcon: '/art/vendors/dragon-sports.svg',
    gameTypes: ['SPORTS', 'ESPORTS'],
    walletMode: 'seamless',
    isHot: true,
  },
  {
    vassalage: 'LOTUS_ESPORTS',
    displayName: 'Lotus E-sports',
    smallIcon: '/art/vendors/lotus-esports.svg',
    gameTypes: ['ESPORTS'],
    walletMode: 'transfer',
  },
  {
    vassalage: 'TCG_SEA',
    displayName: 'Mekong Lottery',
    smallIcon: '/art/vendors/mekong-lottery.svg',
    gameTypes: ['LOTT'],
    walletMode: 'transfer',
  },
  {
    vassalage: 'GOLDEN_LOTTO',
    displayName: 'Golden Lotto',
    smallIcon: '/art/vendors/golden-lotto.svg',
    gameTypes: ['ELOTT', 'LOTT'],
    walletMode: 'seamless',
  },
];

const M = (major: number) => BigInt(Math.round(major * 100));

/** The house provider's games, from @lotus/house (names, category and limits as the engine says). */
function houseGameSeeds(): GameSeed[] {
  const extra: Record<string, Partial<GameSeed>> = {
    'lotus-slot': { isHot: true, popularity: 9800, supportPlay: 0 },
    'tet-slot': { isNew: true, popularity: 9600, supportPlay: 0 },
    'ocean-slot': { isNew: true, popularity: 9300, supportPlay: 0 },
    baccarat: { classify: 'BAC', isHot: true, popularity: 9700, supportPlay: 0 },
    dice: { popularity: 9100, isNew: true, supportPlay: 0 },
    crash: { popularity: 9400, isHot: true, isNew: true, supportPlay: 0 },
    'fish-hunter': { isHot: true, isNew: true, popularity: 9500, supportPlay: 0 },
    'xi-dach': { isNew: true, popularity: 9200, supportPlay: 0 },
  };
  return GAME_IDS.map((id) => {
    const d = houseGames[id].describe();
    return {
      code: id,
      name: d.name,
      gameType: d.category,
      minBet: BigInt(d.minBet),
      maxBet: BigInt(d.maxBet),
      houseGameId: id,
      popularity: 0,
      ...(isSlotGameId(id) ? { lineNum: SLOT_DEFINITIONS[id].lines.length } : {}),
      ...extra[id],
    };
  });
}

/** The house's live tables (timed rounds shared by a table's players): LIVE, and xóc đĩa under PVP with its rooms. */
function houseTableSeeds(): GameSeed[] {
  const extra: Record<string, Partial<GameSeed>> = {
    'baccarat-live': { classify: 'BAC', isHot: true, isNew: true, popularity: 9750 },
    'dragon-tiger': { classify: 'DAT', isNew: true, popularity: 9650 },
    sicbo: { classify: 'SIC', isNew: true, popularity: 9550 },
    roulette: { classify: 'ROU', isNew: true, popularity: 9450 },
    'xoc-dia': { isHot: true, isNew: true, popularity: 9720 },
  };
  return TABLE_GAME_IDS.map((id) => {
    const g = TABLE_GAMES[id];
    return {
      code: id,
      name: g.name,
      gameType: g.category,
      minBet: BigInt(g.limits.minBet),
      maxBet: BigInt(g.limits.maxBet),
      houseGameId: id,
      supportPlay: 0,
      ...extra[id],
    } as GameSeed;
  });
}

function slotSeeds(
  prefix: string,
  count: number,
  start: number,
  opts: { lineNums: number[]; minBet: number; supportPlay: 0 | 1 },
): GameSeed[] {
  return Array.from({ length: count }, (_, i) => {
    const n = start + i;
    return {
      code: `${prefix}-${String(i + 1).padStart(3, '0')}`,
      name: generatedName(n * 7 + 3),
      gameType: 'RNG' as const,
      minBet: M(opts.minBet * (1 + (n % 3))),
      maxBet: M(1_000_000),
      lineNum: opts.lineNums[n % opts.lineNums.length]!,
      supportPlay: opts.supportPlay,
      isHot: i < 3,
      isNew: i % 9 === 4,
      popularity: 8000 - n * 37,
    };
  });
}

/** Demo catalogue by vendor code. */
export function demoGameSeeds(): Record<string, GameSeed[]> {
  const live = (prefix: string, codes: LiveClassify[], base: number, tables: number): GameSeed[] =>
    codes.flatMap((classify, ci) =>
      Array.from({ length: tables }, (_, t) => ({
        code: `${prefix}-${classify}-${t + 1}`,
        name: {
          vi: `${LIVE_TABLES[classify].vi}${tables > 1 ? ` ${t + 1}` : ''}`,
          en: `${LIVE_TABLES[classify].en}${tables > 1 ? ` ${t + 1}` : ''}`,
        },
        gameType: 'LIVE' as const,
        classify,
        minBet: M(10),
        maxBet: M(50_000_000),
        isHot: t === 0 && ci < 2,
        popularity: base - ci * 50 - t * 10,
      })),
    );
  return {
    [HOUSE_VASSALAGE]: [...houseGameSeeds(), ...houseTableSeeds()],
    LOTUS_LIVE: live('LL', ['BAC', 'DAT', 'ROU', 'SIC', 'SD', 'YSX', 'BJ', 'NN'], 7000, 2),
    ROYAL_LIVE: [
      {
        code: 'lobby',
        name: { vi: 'Sảnh Royal Live', en: 'Royal Live Lobby' },
        gameType: 'LIVE',
        isGame: IS_GAME_VASSALAGE,
        minBet: M(10),
        maxBet: M(100_000_000),
        popularity: 6000,
      },
      ...live('RL', ['BAC', 'HE', 'TCP', 'WZPJ', 'FT', 'ZJH', 'MJ', 'MT'], 5000, 1),
    ],
    JADE_SLOTS: [
      ...slotSeeds('JS', 30, 0, { lineNums: [20, 25, 243, 1024], minBet: 2, supportPlay: 0 }),
      ...FISH_NAMES.slice(0, 3).map((name, i) => ({
        code: `JS-FISH-${i + 1}`,
        name,
        gameType: 'FISH' as const,
        minBet: M(1),
        maxBet: M(500_000),
        supportPlay: 0 as const,
        popularity: 5500 - i * 40,
      })),
    ],
    TIGER_SLOTS: slotSeeds('TS', 25, 40, { lineNums: [9, 20, 40, 50], minBet: 5, supportPlay: 1 }),
    PHOENIX_FISH: FISH_NAMES.slice(3).map((name, i) => ({
      code: `PF-${i + 1}`,
      name,
      gameType: 'FISH' as const,
      minBet: M(1),
      maxBet: M(1_000_000),
      supportPlay: 0 as const,
      isHot: i === 0,
      isNew: i === 4,
      popularity: 6200 - i * 60,
    })),
    SAIGON_CARDS: PVP_GAMES.map((name, i) => ({
      code: `SC-${i + 1}`,
      name,
      gameType: 'PVP' as const,
      minBet: M(5),
      maxBet: M(10_000_000),
      isHot: i < 2,
      popularity: 7600 - i * 90,
    })),
    [SPORTS_VASSALAGE]: [
      {
        code: 'sportsbook',
        name: { vi: 'Thể Thao Rồng', en: 'Dragon Sportsbook' },
        gameType: 'SPORTS',
        minBet: M(10),
        maxBet: M(10_000_000),
        isHot: true,
        popularity: 8800,
      },
      {
        code: 'esports',
        name: { vi: 'Thể Thao Điện Tử Rồng', en: 'Dragon E-sports' },
        gameType: 'ESPORTS',
        minBet: M(10),
        maxBet: M(10_000_000),
        isHot: true,
        popularity: 8700,
      },
    ],
    LOTUS_ESPORTS: [
      {
        code: 'esports',
        name: { vi: 'Thể Thao Điện Tử Lotus', en: 'Lotus E-sports' },
        gameType: 'ESPORTS',
        minBet: M(10),
        maxBet: M(100_000_000),
        popularity: 5200,
      },
    ],
    TCG_SEA: [
      {
        code: 'SEA',
        name: { vi: 'Xổ Số Đông Nam Á', en: 'SEA Lottery' },
        gameType: 'LOTT',
        accountTypeName: 'TCG_SEA',
        minBet: M(1),
        maxBet: M(10_000_000),
        isHot: true,
        popularity: 8600,
      },
      {
        code: 'VN',
        name: { vi: 'Xổ Số Việt Nam', en: 'Vietnam Lottery' },
        gameType: 'LOTT',
        accountTypeName: 'TCG_LOTTO_VN',
        minBet: M(1),
        maxBet: M(10_000_000),
        popularity: 8500,
      },
    ],
    GOLDEN_LOTTO: [
      {
        code: 'SSC',
        name: { vi: 'Xổ Số Thời Thời', en: 'Lucky Time (SSC)' },
        gameType: 'ELOTT',
        accountTypeName: 'ELOTT',
        defaultPlayType: 'SSC',
        minBet: M(1),
        maxBet: M(5_000_000),
        isHot: true,
        popularity: 7300,
      },
      {
        code: '11X5',
        name: { vi: '11 Chọn 5', en: '11 Pick 5' },
        gameType: 'ELOTT',
        accountTypeName: 'ELOTT',
        defaultPlayType: '11X5',
        minBet: M(1),
        maxBet: M(5_000_000),
        popularity: 6900,
      },
      {
        code: 'K3',
        name: { vi: 'Xổ Số Nhanh 3', en: 'Fast 3 (K3)' },
        gameType: 'ELOTT',
        accountTypeName: 'ELOTT',
        defaultPlayType: 'K3',
        minBet: M(1),
        maxBet: M(5_000_000),
        isNew: true,
        popularity: 6700,
      },
      {
        code: 'PK10',
        name: { vi: 'Đua Xe PK10', en: 'Racing PK10' },
        gameType: 'ELOTT',
        accountTypeName: 'ELOTT',
        defaultPlayType: 'PK10',
        minBet: M(1),
        maxBet: M(5_000_000),
        popularity: 6500,
      },
      {
        code: 'VN_NORTH',
        name: { vi: 'Xổ Số Miền Bắc', en: 'Northern Lottery' },
        gameType: 'LOTT',
        accountTypeName: 'LOTT',
        defaultPlayType: 'LF',
        minBet: M(1),
        maxBet: M(10_000_000),
        popularity: 7800,
      },
      {
        code: 'VN_SOUTH',
        name: { vi: 'Xổ Số Miền Nam', en: 'Southern Lottery' },
        gameType: 'LOTT',
        accountTypeName: 'LOTT',
        defaultPlayType: 'LF',
        minBet: M(1),
        maxBet: M(10_000_000),
        popularity: 7500,
      },
      {
        code: 'VN_CENTRAL',
        name: { vi: 'Xổ Số Miền Trung', en: 'Central Lottery' },
        gameType: 'LOTT',
        accountTypeName: 'LOTT',
        defaultPlayType: 'LF',
        minBet: M(1),
        maxBet: M(10_000_000),
        popularity: 7400,
      },
      {
        code: 'LHC',
        name: { vi: 'Lục Hợp Thải', en: 'Mark Six (LHC)' },
        gameType: 'ELOTT',
        accountTypeName: 'ELOTT',
        defaultPlayType: 'LHC',
        minBet: M(1),
        maxBet: M(5_000_000),
        popularity: 6300,
      },
    ],
  };
}

/** PVP rooms by `vassalage/code`. */
export const DEMO_ROOMS: Record<string, RoomSeed[]> = {
  [`${HOUSE_VASSALAGE}/xoc-dia`]: [
    { name: { vi: 'Phòng Bình Dân', en: 'Casual Room' }, minBet: M(5), maxBet: M(5_000), seats: 20 },
    { name: { vi: 'Phòng Đại Gia', en: 'High Roller Room' }, minBet: M(100), maxBet: M(200_000), seats: 12 },
    { name: { vi: 'Phòng VIP', en: 'VIP Room' }, minBet: M(1_000), maxBet: M(2_000_000), seats: 8 },
  ],
  // Xì dách rooms: each player's own hand against the dealer, at the room's stakes (within the game's own limits).
  [`${HOUSE_VASSALAGE}/xi-dach`]: [
    { name: { vi: 'Bàn Tập Sự', en: 'Starter Table' }, minBet: M(1), maxBet: M(1_000), seats: 7 },
    { name: { vi: 'Bàn Cao Thủ', en: 'Expert Table' }, minBet: M(50), maxBet: M(20_000), seats: 5 },
    { name: { vi: 'Bàn Thượng Lưu', en: 'Elite Table' }, minBet: M(500), maxBet: M(100_000), seats: 3 },
  ],
  'SAIGON_CARDS/SC-1': [
    { name: { vi: 'Bàn 5K', en: '5K Table' }, minBet: M(5), maxBet: M(500), seats: 4 },
    { name: { vi: 'Bàn 50K', en: '50K Table' }, minBet: M(50), maxBet: M(5_000), seats: 4 },
    { name: { vi: 'Bàn 500K', en: '500K Table' }, minBet: M(500), maxBet: M(50_000), seats: 4 },
  ],
  'SAIGON_CARDS/SC-3': [
    { name: { vi: 'Bàn Đồng', en: 'Bronze Table' }, minBet: M(10), maxBet: M(1_000), seats: 4 },
    { name: { vi: 'Bàn Vàng', en: 'Gold Table' }, minBet: M(100), maxBet: M(10_000), seats: 4 },
  ],
};
