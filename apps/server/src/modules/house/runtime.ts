import { HOUSE_VASSALAGE } from '@lotus/contracts';
import { and, eq } from 'drizzle-orm';
import { createSeamlessClient, HouseProvider, isTableBetId, TableEngine, type FetchLike } from '@lotus/house/provider';
import { isTableGameId } from '@lotus/house/tables';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import type { ProviderAdapter } from '../provider/adapters';
import { vendorSecret } from '../provider/secrets';
import { gameRooms, games } from '../../db/schema/index';
import { houseStore } from './repository';
import { houseTableStore } from './tablesRepository';

/**
 * The house provider (packages/house/src/provider) as the server runs it, carried on the app
 * context as `ctx.house`: its storage (house_* tables), its secret (the LOTUS_HOUSE vendor secret)
 * and the address of the seamless API. The provider reaches the wallet only over HTTP, like any vendor.
 */
export interface HouseRuntime {
  provider: HouseProvider;
  /** The live tables (timed rounds shared by a table's players) on the same provider. */
  tables: TableEngine;
  /** Replaces how the house reaches the wallet (tests). */
  setFetch(fetch: FetchLike | undefined): void;
}

/**
 * Makes the house runtime (createAppContext calls it once per context). `walletUrl` answers where
 * the seamless API is at call time: HOUSE_WALLET_URL, else PUBLIC_URL, else where this process listens.
 */
export function createHouseRuntime(app: {
  db: Db;
  config: ServerConfig;
  now(): Date;
  walletUrl(): string;
}): HouseRuntime {
  const secret = vendorSecret(app.config.dataDir, HOUSE_VASSALAGE);
  let customFetch: FetchLike | undefined;
  const wallet = createSeamlessClient({
    vendor: HOUSE_VASSALAGE,
    secret,
    baseUrl: app.walletUrl,
    fetch: (url, init) => (customFetch ? customFetch(url, init) : fetch(url, init)),
    now: () => app.now().getTime(),
  });
  const provider: HouseProvider = new HouseProvider({
    vendor: HOUSE_VASSALAGE,
    secret,
    wallet,
    store: houseStore(app.db),
    rtpProfile: app.config.games.houseSlotRtpProfile,
    now: () => app.now(),
    // A xì dách room is seated like a xóc đĩa room, by the live tables.
    rooms: () => tables,
  });
  const tables: TableEngine = new TableEngine({
    provider,
    store: houseTableStore(app.db),
    cycle: app.config.games.houseTableCycle,
    // A room of the operator's room list (GLS2_roomList) of a house game: its name, limits and seats.
    room: async (game, roomId) => {
      const [r] = await app.db
        .select({ name: gameRooms.name, minBet: gameRooms.minBet, maxBet: gameRooms.maxBet, seats: gameRooms.seats })
        .from(gameRooms)
        .innerJoin(games, eq(games.id, gameRooms.gameId))
        .where(and(eq(gameRooms.id, roomId), eq(games.houseGameId, game), eq(gameRooms.status, 'active')));
      return r
        ? { name: r.name, limits: { minBet: Number(r.minBet), maxBet: Number(r.maxBet) }, seats: r.seats }
        : null;
    },
  });
  return { provider, tables, setFetch: (f) => (customFetch = f) };
}

/** The house's launch adapter: its game pages under /house, and its replay page of a round. */
export function houseAdapter(provider: HouseProvider, tables: TableEngine): ProviderAdapter {
  return {
    vassalage: HOUSE_VASSALAGE,
    walletMode: 'seamless',
    launchUrl: (r) => {
      const game = r.houseGameId ?? r.gameCode;
      const q = new URLSearchParams({ token: r.token, lang: r.language });
      if (isTableGameId(game)) {
        // A live table (a xóc đĩa room is a table of its own).
        const table = game === 'xoc-dia' && r.roomId !== null ? `xoc-dia-r${r.roomId}` : game;
        return { gameUrl: `${r.cdn}/house/table/${encodeURIComponent(table)}?${q.toString()}`, gameUrl2: null };
      }
      // A room of a house game of its own pace (xì dách) is named to its page.
      if (r.roomId !== null) q.set('room', String(r.roomId));
      return { gameUrl: `${r.cdn}/house/play/${encodeURIComponent(game)}?${q.toString()}`, gameUrl2: null };
    },
    recallUrl: (r) =>
      isTableBetId(r.roundId)
        ? tables.recallPath(r.roundId, r.playerId, r.now.getTime() + 86_400_000)
        : provider.recallPath(r.roundId, r.playerId, r.now.getTime() + 86_400_000),
  };
}
