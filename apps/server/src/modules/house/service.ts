import type { FastifyInstance } from 'fastify';
import { HOUSE_VASSALAGE } from '@lotus/contracts';
import {
  createSeamlessClient,
  HouseProvider,
  registerHouseHttp,
  type FetchLike,
} from '@lotus/house/provider';
import type { AppContext } from '../../context';
import { registerAdapter, vendorSecret } from '../provider/service';
import { houseStore } from './repository';

/**
 * The server-side wrapper of the house provider (packages/house/src/provider): it gives the
 * provider its storage (house_* tables), its secret (the LOTUS_HOUSE vendor secret) and the address
 * of the seamless API, mounts its pages under /house, and registers its launch adapter. The provider
 * itself reaches the wallet only over HTTP, like any vendor.
 *
 * Wallet address: HOUSE_WALLET_URL, else PUBLIC_URL, else this process's own listening port on
 * 127.0.0.1. Tests may pass `fetch` (e.g. through app.inject).
 */
export interface HouseRuntime {
  provider: HouseProvider;
  /** Replaces how the house reaches the wallet (tests). */
  setFetch(fetch: FetchLike | undefined): void;
}

const runtimes = new WeakMap<FastifyInstance, HouseRuntime>();
export const houseRuntime = (app: FastifyInstance) => runtimes.get(app);

export async function registerHouse(app: FastifyInstance, ctx: AppContext): Promise<HouseRuntime> {
  const secret = vendorSecret(ctx.config.dataDir, HOUSE_VASSALAGE);
  let customFetch: FetchLike | undefined;
  const baseUrl = () => {
    const configured = ctx.config.games.houseWalletUrl ?? ctx.config.accounts.publicUrl;
    if (configured) return configured;
    const address = app.server.address();
    if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
    return 'http://127.0.0.1:0';
  };
  const wallet = createSeamlessClient({
    vendor: HOUSE_VASSALAGE,
    secret,
    baseUrl,
    fetch: (url, init) => (customFetch ? customFetch(url, init) : fetch(url, init)),
    now: () => ctx.now().getTime(),
  });
  const provider = new HouseProvider({
    vendor: HOUSE_VASSALAGE,
    secret,
    wallet,
    store: houseStore(ctx.db),
    rtpProfile: ctx.config.games.houseSlotRtpProfile,
    now: () => ctx.now(),
  });
  registerHouseHttp(app, { provider });
  registerAdapter({
    vassalage: HOUSE_VASSALAGE,
    walletMode: 'seamless',
    launchUrl: (r) => {
      const game = r.houseGameId ?? r.gameCode;
      const q = new URLSearchParams({ token: r.token, lang: r.language });
      return { gameUrl: `${r.cdn}/house/play/${encodeURIComponent(game)}?${q.toString()}`, gameUrl2: null };
    },
    recallUrl: (r) => provider.recallPath(r.roundId, r.playerId, r.now.getTime() + 86_400_000),
  });
  // Rounds left half-way (no answer from the wallet) are finished in the background.
  const timer = setInterval(() => void provider.resumeUnfinished().catch(() => undefined), 30_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  const runtime: HouseRuntime = { provider, setFetch: (f) => (customFetch = f) };
  runtimes.set(app, runtime);
  return runtime;
}
