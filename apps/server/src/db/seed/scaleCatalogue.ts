import { eq, sql } from 'drizzle-orm';
import { LIVE_CLASSIFY, type GameCategory } from '@lotus/contracts';
import type { Db } from '../client';
import { merchants } from '../schema/index';
import { enableVendors, insertCatalogue, type GameSeed, type VendorSeed } from './catalogueWriter';
import { FISH_NAMES, LIVE_TABLES, PVP_GAMES, generatedName } from './gameNames';

/**
 * A realistic catalogue of N games for scale tests and the bench (`npm run seed:games -- --count
 * 10000`): 40 synthetic vendors over every category, weighted as real aggregators are (slots are
 * most of it), with two-language names, lines, stakes, hot and new flags, and a long-tailed
 * popularity. Deterministic: the same count gives the same catalogue, and a re-run adds only what
 * is missing (codes are unique per vendor).
 */

const VENDOR_NAMES = [
  'Aurora',
  'Banyan',
  'Cobalt',
  'Delta',
  'Ember',
  'Falcon',
  'Garnet',
  'Harbor',
  'Indigo',
  'Jasmine',
  'Kestrel',
  'Lantern',
  'Monsoon',
  'Nebula',
  'Orchid',
  'Pagoda',
  'Quartz',
  'Rattan',
  'Saffron',
  'Tamarind',
  'Umber',
  'Velvet',
  'Willow',
  'Xenon',
  'Yarrow',
  'Zephyr',
  'Amber',
  'Bamboo',
  'Cedar',
  'Dune',
  'Ebony',
  'Fjord',
  'Ginger',
  'Halo',
  'Iris',
  'Juniper',
  'Kite',
  'Lagoon',
  'Mango',
  'Nectar',
];

/** Vendors per category (40 in all) and the category's share of the games. */
const PLAN: Array<{ category: GameCategory; vendors: number; share: number; icons: string[] }> = [
  { category: 'RNG', vendors: 20, share: 0.55, icons: ['jade-slots', 'tiger-slots'] },
  { category: 'LIVE', vendors: 6, share: 0.12, icons: ['lotus-live', 'royal-live'] },
  { category: 'PVP', vendors: 4, share: 0.1, icons: ['saigon-cards'] },
  { category: 'FISH', vendors: 4, share: 0.08, icons: ['phoenix-fish'] },
  { category: 'ELOTT', vendors: 2, share: 0.06, icons: ['golden-lotto'] },
  { category: 'LOTT', vendors: 2, share: 0.05, icons: ['mekong-lottery'] },
  { category: 'SPORTS', vendors: 1, share: 0.02, icons: ['dragon-sports'] },
  { category: 'ESPORTS', vendors: 1, share: 0.02, icons: ['lotus-esports'] },
];

const LOTTERY_TYPES = ['11X5', 'K3', 'LHC', 'PK10', 'SSC', 'PCB', 'LF', 'CHAIN'];
const LINES = [9, 10, 20, 25, 30, 40, 50, 243, 1024, 4096];
const STAKES = [10, 20, 50, 100, 200, 500, 1000];

/** A small deterministic PRNG (mulberry32) so the catalogue is the same on every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ScaleCatalogue {
  vendors: VendorSeed[];
  games: Record<string, GameSeed[]>;
}

export function scaleCatalogue(count: number): ScaleCatalogue {
  const vendors: VendorSeed[] = [];
  const gamesByVendor: Record<string, GameSeed[]> = {};
  let v = 0;
  let assigned = 0;
  for (const [pi, plan] of PLAN.entries()) {
    const own = VENDOR_NAMES.slice(v, v + plan.vendors).map((name, i) => ({
      vassalage: `SCALE_${name.toUpperCase()}`,
      displayName: `${name} ${plan.category === 'RNG' ? 'Slots' : plan.category === 'LIVE' ? 'Live' : 'Gaming'}`,
      smallIcon: `/art/vendors/${plan.icons[i % plan.icons.length]}.svg`,
      gameTypes: [plan.category],
      walletMode: (i % 3 === 2 ? 'transfer' : 'seamless') as VendorSeed['walletMode'],
      isHot: i === 0,
    }));
    v += plan.vendors;
    vendors.push(...own);
    const n = pi === PLAN.length - 1 ? count - assigned : Math.round(count * plan.share);
    assigned += n;
    for (const vendor of own) gamesByVendor[vendor.vassalage] = [];
    for (let k = 0; k < n; k++) {
      const vendor = own[k % own.length]!;
      const list = gamesByVendor[vendor.vassalage]!;
      list.push(scaleGame(plan.category, list.length, k));
    }
  }
  return { vendors, games: gamesByVendor };
}

function scaleGame(category: GameCategory, index: number, k: number): GameSeed {
  const r = rng(k * 7919 + category.length * 104729 + category.charCodeAt(0));
  // Long tail: a few games are played a lot, most little.
  const popularity = Math.floor(10_000 * r() ** 4);
  const common = {
    code: `${category}-${String(index + 1).padStart(5, '0')}`,
    gameType: category,
    popularity,
    isHot: r() < 0.05,
    isNew: r() < 0.05,
    supportPlay: (r() < 0.7 ? 0 : 1) as 0 | 1,
    maxBet: 1_000_000_00n,
  };
  const stake = BigInt(STAKES[Math.floor(r() * STAKES.length)]!);
  const round = Math.floor(k / 8) + 1;
  switch (category) {
    case 'RNG':
      return { ...common, name: generatedName(k), minBet: stake, lineNum: LINES[Math.floor(r() * LINES.length)]! };
    case 'LIVE': {
      const classify = LIVE_CLASSIFY[k % LIVE_CLASSIFY.length]!;
      const t = LIVE_TABLES[classify];
      const no = Math.floor(k / LIVE_CLASSIFY.length) + 1;
      return {
        ...common,
        name: { vi: `${t.vi} ${no}`, en: `${t.en} ${no}` },
        classify,
        minBet: stake * 10n,
        supportPlay: 1,
      };
    }
    case 'PVP': {
      const g = PVP_GAMES[k % PVP_GAMES.length]!;
      return { ...common, name: { vi: `${g.vi} ${round}`, en: `${g.en} ${round}` }, minBet: stake * 5n };
    }
    case 'FISH': {
      const g = FISH_NAMES[k % FISH_NAMES.length]!;
      return { ...common, name: { vi: `${g.vi} ${round}`, en: `${g.en} ${round}` }, minBet: stake };
    }
    case 'ELOTT':
    case 'LOTT': {
      const type = LOTTERY_TYPES[k % LOTTERY_TYPES.length]!;
      const minutes = [1, 3, 5, 10][Math.floor(k / LOTTERY_TYPES.length) % 4]!;
      return {
        ...common,
        name: { vi: `${type} ${minutes} phút #${round}`, en: `${type} ${minutes}-minute #${round}` },
        accountTypeName: category,
        defaultPlayType: type,
        minBet: 100n,
        supportPlay: 1,
      };
    }
    default:
      return {
        ...common,
        name: {
          vi: `Sảnh ${category === 'SPORTS' ? 'Thể Thao' : 'E-sports'} ${k + 1}`,
          en: `${category === 'SPORTS' ? 'Sportsbook' : 'E-sports Arena'} ${k + 1}`,
        },
        minBet: 1000n,
        supportPlay: 1,
      };
  }
}

/** Inserts the scale catalogue and offers its vendors to a brand; returns counts. */
export async function seedScaleCatalogue(
  db: Db,
  options: { count: number; merchantCode: string },
): Promise<{ vendors: number; games: number }> {
  const [brand] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, options.merchantCode));
  if (!brand) throw new Error(`no brand ${options.merchantCode}`);
  const catalogue = scaleCatalogue(options.count);
  await db.transaction(async (tx) => {
    const ids = await insertCatalogue(tx, catalogue.vendors, catalogue.games, { batch: 1000 });
    await enableVendors(tx, brand.id, [...ids.values()], 100);
  });
  // Fresh statistics and visibility map, as autovacuum would leave them (PGlite has no autovacuum).
  await db.execute(sql`vacuum analyze games`);
  await db.execute(sql`analyze game_vendors, merchant_vendors`);
  return { vendors: catalogue.vendors.length, games: Object.values(catalogue.games).reduce((n, l) => n + l.length, 0) };
}
