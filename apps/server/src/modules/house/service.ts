import type { FastifyInstance } from 'fastify';
import { HOUSE_VASSALAGE } from '@lotus/contracts';
import { registerHouseHttp } from '@lotus/house/provider';
import type { AppContext } from '../../context';
import { registerAdapter } from '../provider/service';

/**
 * Mounts the house provider of the context (`ctx.house`, see runtime.ts) on the app: its pages under
 * /house, its launch adapter, and the background finishing of rounds left half-way.
 */
export function registerHouse(app: FastifyInstance, ctx: AppContext): void {
  const { provider } = ctx.house;
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
}
