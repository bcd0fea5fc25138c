import type { FastifyInstance } from 'fastify';
import { frameFile, frameHead } from '@lotus/frames/assets';
import { registerHouseHttp, registerTablesHttp } from '@lotus/house/provider';
import type { AppContext } from '../../context';

/**
 * Mounts the house provider of the context (`ctx.house`, see runtime.ts; its launch adapter is in
 * `ctx.providers`) on the app: its pages under /house, and the background finishing of rounds left
 * half-way.
 */
export function registerHouse(app: FastifyInstance, ctx: AppContext): void {
  const { provider, tables } = ctx.house;
  // The pages' scripts and styles: the frames' build (apps/frames), served under /house/assets.
  const assets = { head: frameHead, file: frameFile };
  registerHouseHttp(app, { provider, assets });
  registerTablesHttp(app, { tables, assets });
  // Rounds left half-way (no answer from the wallet) are finished in the background.
  const timer = setInterval(() => void provider.resumeUnfinished().catch(() => undefined), 30_000);
  timer.unref();
  // The live tables' sweeper: draws rounds nobody watched to their end and settles what is left.
  const sweeper = setInterval(() => void tables.sweep().catch(() => undefined), 5_000);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(sweeper);
  });
}
