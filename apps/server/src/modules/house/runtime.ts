import { HOUSE_VASSALAGE } from '@lotus/contracts';
import { createSeamlessClient, HouseProvider, type FetchLike } from '@lotus/house/provider';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { vendorSecret, type ProviderAdapter } from '../provider/service';
import { houseStore } from './repository';

/**
 * The house provider (packages/house/src/provider) as the server runs it, carried on the app
 * context as `ctx.house`: its storage (house_* tables), its secret (the LOTUS_HOUSE vendor secret)
 * and the address of the seamless API. The provider reaches the wallet only over HTTP, like any vendor.
 */
export interface HouseRuntime {
  provider: HouseProvider;
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
  const provider = new HouseProvider({
    vendor: HOUSE_VASSALAGE,
    secret,
    wallet,
    store: houseStore(app.db),
    rtpProfile: app.config.games.houseSlotRtpProfile,
    now: () => app.now(),
  });
  return { provider, setFetch: (f) => (customFetch = f) };
}

/** The house's launch adapter: its game pages under /house, and its replay page of a round. */
export function houseAdapter(provider: HouseProvider): ProviderAdapter {
  return {
    vassalage: HOUSE_VASSALAGE,
    walletMode: 'seamless',
    launchUrl: (r) => {
      const game = r.houseGameId ?? r.gameCode;
      const q = new URLSearchParams({ token: r.token, lang: r.language });
      return { gameUrl: `${r.cdn}/house/play/${encodeURIComponent(game)}?${q.toString()}`, gameUrl2: null };
    },
    recallUrl: (r) => provider.recallPath(r.roundId, r.playerId, r.now.getTime() + 86_400_000),
  };
}
