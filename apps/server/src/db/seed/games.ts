import { eq, sql } from 'drizzle-orm';
import {
  HOUSE_VASSALAGE,
  IS_GAME_VASSALAGE,
  type GameCategory,
  type LiveClassify,
  type WalletMode,
} from '@lotus/contracts';
import { GAME_IDS, houseGames } from '@lotus/house';
import type { Db, Tx } from '../client';
import { gameRankEntries, gameRooms, gameVendors, games, merchants, merchantVendors } from '../schema/index';
import { searchKey } from '../../modules/games/search';
import { DEMO_MERCHANT } from './demoBrand';

/**
 * The demo catalogue: the house provider's real games (the only ones that launch today) and
 * catalogue entries of demo vendors in every category, with the site's own art. Game tiles are drawn
 * by the server (GAME_PATHS.gameArt). `npm run seed:games` (ops/seedGames.ts) adds a scale catalogue.
 */

type Name = { vi: string; en: string };

export interface VendorSeed {
  vassalage: string;
  displayName: string;
  smallIcon: string;
  gameTypes: GameCategory[];
  walletMode: WalletMode;
  isHot?: boolean;
}

export interface GameSeed {
  code: string;
  name: Name;
  gameType: GameCategory;
  classify?: LiveClassify | null;
  supportPlay?: 0 | 1;
  defaultPlayType?: string | null;
  accountTypeName?: string | null;
  isGame?: string | null;
  /** Minor units. */
  minBet: bigint;
  maxBet: bigint;
  lineNum?: number | null;
  isHot?: boolean;
  isNew?: boolean;
  popularity: number;
  houseGameId?: string | null;
}

export const DEMO_VENDORS: VendorSeed[] = [
  {
    vassalage: HOUSE_VASSALAGE,
    displayName: 'Lotus House',
    smallIcon: '/art/vendors/lotus-house.svg',
    gameTypes: ['RNG', 'LIVE', 'PVP'],
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
    vassalage: 'DRAGON_SPORTS',
    displayName: 'Dragon Sports',
    smallIcon: '/art/vendors/dragon-sports.svg',
    gameTypes: ['SPORTS'],
    walletMode: 'transfer',
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
    'lotus-slot': { lineNum: 20, isHot: true, popularity: 9800, supportPlay: 0 },
    baccarat: { classify: 'BAC', isHot: true, popularity: 9700, supportPlay: 0 },
    dice: { popularity: 9100, isNew: true, supportPlay: 0 },
    crash: { popularity: 9400, isHot: true, isNew: true, supportPlay: 0 },
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
      ...extra[id],
    };
  });
}

/** Two-language names for slots and fish games: "noun adjective" in Vietnamese, "adjective noun" in English. */
export const NAME_ADJECTIVES: Name[] = [
  { vi: 'Vàng', en: 'Golden' },
  { vi: 'Hoàng Gia', en: 'Royal' },
  { vi: 'Thần Tài', en: 'Fortune' },
  { vi: 'Rồng', en: 'Dragon' },
  { vi: 'Phượng Hoàng', en: 'Phoenix' },
  { vi: 'Ngọc Bích', en: 'Jade' },
  { vi: 'Hoa Sen', en: 'Lotus' },
  { vi: 'Mãnh Hổ', en: 'Tiger' },
  { vi: 'May Mắn', en: 'Lucky' },
  { vi: 'Kim Cương', en: 'Diamond' },
  { vi: 'Ánh Bạc', en: 'Silver' },
  { vi: 'Trăng Rằm', en: 'Full Moon' },
  { vi: 'Mặt Trời', en: 'Sun' },
  { vi: 'Ngôi Sao', en: 'Star' },
  { vi: 'Lửa Thiêng', en: 'Sacred Fire' },
  { vi: 'Băng Giá', en: 'Frozen' },
  { vi: 'Đại Dương', en: 'Ocean' },
  { vi: 'Rừng Thẳm', en: 'Jungle' },
  { vi: 'Cổ Đại', en: 'Ancient' },
  { vi: 'Sấm Sét', en: 'Thunder' },
];
export const NAME_NOUNS: Name[] = [
  { vi: 'Kho Báu', en: 'Treasure' },
  { vi: 'Đế Chế', en: 'Empire' },
  { vi: 'Huyền Thoại', en: 'Legend' },
  { vi: 'Lễ Hội', en: 'Festival' },
  { vi: 'Cung Điện', en: 'Palace' },
  { vi: 'Đền Thiêng', en: 'Temple' },
  { vi: 'Dòng Sông', en: 'River' },
  { vi: 'Vương Miện', en: 'Crown' },
  { vi: 'Chiến Binh', en: 'Warrior' },
  { vi: 'Cơn Bão', en: 'Storm' },
  { vi: 'Hòn Đảo', en: 'Island' },
  { vi: 'Thành Trì', en: 'Citadel' },
  { vi: 'Hành Trình', en: 'Quest' },
  { vi: 'Bí Ẩn', en: 'Mystery' },
  { vi: 'Đêm Hội', en: 'Gala' },
  { vi: 'Két Sắt', en: 'Vault' },
  { vi: 'Tiền Xu', en: 'Coins' },
  { vi: 'Hũ Vàng', en: 'Jackpot' },
  { vi: 'Bảo Ngọc', en: 'Gems' },
  { vi: 'Cá Chép', en: 'Koi' },
];
export const NAME_SUFFIXES = [
  '',
  ' Deluxe',
  ' Megaways',
  ' II',
  ' 3D',
  ' Max',
  ' Hold & Win',
  ' Xtreme',
  ' Classic',
  ' Plus',
  ' 1000',
  ' Rush',
  ' Link',
  ' Power',
  ' Bonanza',
  ' Mania',
  ' Fever',
  ' Ultra',
  ' Quest',
  ' Party',
  ' Blitz',
  ' Royale',
  ' Boost',
  ' Infinity',
  ' Legends',
];

/** The n-th generated two-language name (distinct for n < 10 000). */
export function generatedName(n: number): Name {
  const adj = NAME_ADJECTIVES[n % NAME_ADJECTIVES.length]!;
  const noun = NAME_NOUNS[Math.floor(n / NAME_ADJECTIVES.length) % NAME_NOUNS.length]!;
  const round = Math.floor(n / (NAME_ADJECTIVES.length * NAME_NOUNS.length));
  const suffix =
    NAME_SUFFIXES[round % NAME_SUFFIXES.length]! +
    (round >= NAME_SUFFIXES.length ? ` ${Math.floor(round / NAME_SUFFIXES.length) + 1}` : '');
  return { vi: `${noun.vi} ${adj.vi}${suffix}`, en: `${adj.en} ${noun.en}${suffix}` };
}

/** Live table names by classify code. */
export const LIVE_TABLES: Record<LiveClassify, Name> = {
  BAC: { vi: 'Baccarat', en: 'Baccarat' },
  SIC: { vi: 'Tài Xỉu', en: 'Sic Bo' },
  ROU: { vi: 'Roulette', en: 'Roulette' },
  DAT: { vi: 'Rồng Hổ', en: 'Dragon Tiger' },
  BJ: { vi: 'Blackjack', en: 'Blackjack' },
  HE: { vi: "Hold'em", en: "Casino Hold'em" },
  MT: { vi: 'Mạt Chược Đối Kháng', en: 'Mahjong Tiles' },
  TCP: { vi: 'Poker Ba Lá', en: 'Three Card Poker' },
  WZPJ: { vi: 'Bài Cào', en: 'Win Three Cards' },
  SD: { vi: 'Xóc Đĩa', en: 'Xoc Dia' },
  FT: { vi: 'Fan Tan', en: 'Fan Tan' },
  NN: { vi: 'Ngưu Ngưu', en: 'Bull Bull' },
  YSX: { vi: 'Bầu Cua', en: 'Fish Prawn Crab' },
  ZJH: { vi: 'Tạc Kim Hoa', en: 'Golden Flower' },
  MJ: { vi: 'Mạt Chược', en: 'Mahjong' },
};

export const PVP_GAMES: Name[] = [
  { vi: 'Tiến Lên Miền Nam', en: 'Tien Len' },
  { vi: 'Phỏm', en: 'Phom' },
  { vi: 'Mậu Binh', en: 'Mau Binh' },
  { vi: 'Xì Tố', en: 'Xi To Poker' },
  { vi: 'Sâm Lốc', en: 'Sam Loc' },
  { vi: 'Liêng', en: 'Lieng' },
  { vi: 'Xì Dách', en: 'Xi Dach' },
  { vi: 'Bài Cào Ba Lá', en: 'Three Cards' },
];

export const FISH_NAMES: Name[] = [
  { vi: 'Bắn Cá Rồng', en: 'Dragon Fishing' },
  { vi: 'Vua Bắn Cá', en: 'Fishing King' },
  { vi: 'Săn Cá Vàng', en: 'Golden Fish Hunter' },
  { vi: 'Đại Dương Xanh', en: 'Blue Ocean Fishing' },
  { vi: 'Bắn Cá Tiên', en: 'Fairy Fishing' },
  { vi: 'Thủy Cung', en: 'Sea Palace Fishing' },
  { vi: 'Cá Mập Khổng Lồ', en: 'Mega Shark' },
  { vi: 'Bắn Cá Hải Tặc', en: 'Pirate Fishing' },
];

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
    [HOUSE_VASSALAGE]: houseGameSeeds(),
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
    DRAGON_SPORTS: [
      {
        code: 'sportsbook',
        name: { vi: 'Thể Thao Rồng', en: 'Dragon Sportsbook' },
        gameType: 'SPORTS',
        minBet: M(10),
        maxBet: M(500_000_000),
        isHot: true,
        popularity: 8800,
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
    ],
  };
}

/** PVP rooms by `vassalage/code`. */
const DEMO_ROOMS: Record<string, Array<{ name: Name; minBet: number; maxBet: number; seats: number }>> = {
  [`${HOUSE_VASSALAGE}/crash`]: [
    { name: { vi: 'Phòng Thường', en: 'Standard Room' }, minBet: 1, maxBet: 100_000, seats: 200 },
    { name: { vi: 'Phòng VIP', en: 'VIP Room' }, minBet: 100, maxBet: 1_000_000, seats: 50 },
  ],
  'SAIGON_CARDS/SC-1': [
    { name: { vi: 'Bàn 5K', en: '5K Table' }, minBet: 5, maxBet: 500, seats: 4 },
    { name: { vi: 'Bàn 50K', en: '50K Table' }, minBet: 50, maxBet: 5_000, seats: 4 },
    { name: { vi: 'Bàn 500K', en: '500K Table' }, minBet: 500, maxBet: 50_000, seats: 4 },
  ],
  'SAIGON_CARDS/SC-3': [
    { name: { vi: 'Bàn Đồng', en: 'Bronze Table' }, minBet: 10, maxBet: 1_000, seats: 4 },
    { name: { vi: 'Bàn Vàng', en: 'Gold Table' }, minBet: 100, maxBet: 10_000, seats: 4 },
  ],
};

/** Inserts vendors (skipping known codes) and their games; returns vendor ids by code. */
export async function insertCatalogue(
  tx: Tx,
  vendors: VendorSeed[],
  gamesByVendor: Record<string, GameSeed[]>,
  options: { batch?: number } = {},
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, v] of vendors.entries()) {
    const [row] = await tx
      .insert(gameVendors)
      .values({ ...v, isHot: v.isHot ?? false, sort: i })
      .onConflictDoUpdate({ target: gameVendors.vassalage, set: { updatedAt: sql`now()` } })
      .returning({ id: gameVendors.id });
    ids.set(v.vassalage, row!.id);
  }
  const batch = options.batch ?? 500;
  for (const [vassalage, list] of Object.entries(gamesByVendor)) {
    const vendorId = ids.get(vassalage);
    if (vendorId === undefined) throw new Error(`no vendor ${vassalage}`);
    const rows = list.map((g, i) => ({
      vendorId,
      code: g.code,
      nodeId: 1000 + i,
      name: g.name,
      searchText: searchKey(g.name, g.code),
      gameType: g.gameType,
      classify: g.classify ?? null,
      supportPlay: g.supportPlay ?? 1,
      defaultPlayType: g.defaultPlayType ?? null,
      accountTypeName: g.accountTypeName ?? null,
      isGame: g.isGame ?? null,
      minBet: g.minBet,
      maxBet: g.maxBet,
      lineNum: g.lineNum ?? null,
      isHot: g.isHot ?? false,
      isNew: g.isNew ?? false,
      popularity: g.popularity,
      houseGameId: g.houseGameId ?? null,
    }));
    for (let i = 0; i < rows.length; i += batch) {
      await tx
        .insert(games)
        .values(rows.slice(i, i + batch))
        .onConflictDoNothing();
    }
  }
  return ids;
}

/** Offers vendors to a brand in this order from `firstSort` (keeps existing rows). */
export async function enableVendors(tx: Tx, merchantId: number, vendorIds: number[], firstSort = 0): Promise<void> {
  if (vendorIds.length === 0) return;
  await tx
    .insert(merchantVendors)
    .values(vendorIds.map((vendorId, i) => ({ merchantId, vendorId, sort: firstSort + i })))
    .onConflictDoNothing();
}

const DEMO_PLAYERS = [
  'nguyen88',
  'tranvan9',
  'lehoang77',
  'phamthu2',
  'hoangnam5',
  'vuminh66',
  'dangkhoa',
  'buithao12',
  'dothanh3',
  'ngocanh99',
  'quanghuy',
  'minhtam21',
];

/**
 * DEMO DATA: plausible big wins for the rank list, so that a fresh demo site shows one. They carry
 * source 'demo' and no member; real rows come from rounds (source 'bet', recordRankEntry). Dated
 * over the week before the seed, so they leave the WEEK list a week after seeding.
 */
async function seedDemoRankEntries(tx: Tx, merchantId: number, now: Date): Promise<void> {
  const picks = await tx
    .select({ id: games.id, minBet: games.minBet, gameType: games.gameType })
    .from(games)
    .innerJoin(merchantVendors, eq(merchantVendors.vendorId, games.vendorId))
    .where(eq(merchantVendors.merchantId, merchantId))
    .orderBy(sql`${games.popularity} desc`)
    .limit(24);
  const rows = Array.from({ length: 40 }, (_, i) => {
    const game = picks[(i * 7) % picks.length]!;
    const stake = game.minBet * BigInt(5 + ((i * 13) % 50));
    const multiplier = BigInt(12 + ((i * 37) % 480));
    const player = DEMO_PLAYERS[i % DEMO_PLAYERS.length]!;
    return {
      merchantId,
      gameId: game.id,
      memberId: null,
      playerName: `${player.slice(0, 3)}***${player.slice(-2)}`,
      stake,
      win: stake * multiplier,
      wonAt: new Date(now.getTime() - ((i * 3_997_000) % (6 * 86_400_000)) - 60_000),
      source: 'demo',
      roundId: null,
    };
  });
  if (picks.length > 0) await tx.insert(gameRankEntries).values(rows);
}

/**
 * Seeds the demo catalogue when the demo brand exists and no vendor does yet; returns whether it
 * did. Called after seedDemoBrandIfEmpty (server start, test apps).
 */
export async function seedDemoGamesIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [brand] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT));
  if (!brand) return false;
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(gameVendors);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    const ids = await insertCatalogue(tx, DEMO_VENDORS, demoGameSeeds());
    await enableVendors(tx, brand.id, [...ids.values()]);
    for (const [key, rooms] of Object.entries(DEMO_ROOMS)) {
      const [vassalage, code] = key.split('/') as [string, string];
      const [game] = await tx
        .select({ id: games.id })
        .from(games)
        .where(sql`${games.vendorId} = ${ids.get(vassalage)!} and ${games.code} = ${code}`);
      if (!game) continue;
      await tx
        .insert(gameRooms)
        .values(
          rooms.map((r, sort) => ({
            gameId: game.id,
            name: r.name,
            minBet: M(r.minBet),
            maxBet: M(r.maxBet),
            seats: r.seats,
            sort,
          })),
        );
    }
    await seedDemoRankEntries(tx, brand.id, now);
  });
  return true;
}
