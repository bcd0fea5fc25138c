import type { AppContext } from '../context';

/**
 * How this server reaches itself: SELF_URL, else the address it listens on (`ctx.listeningUrl`,
 * recorded by buildApp), else 127.0.0.1 on PORT. The built-in sandboxes (payment gateway, transfer
 * vendor) are called over real HTTP through it.
 */
export function selfUrl(ctx: Pick<AppContext, 'config' | 'listeningUrl'>): string {
  return ctx.config.money.selfUrl ?? ctx.listeningUrl ?? `http://127.0.0.1:${ctx.config.port}`;
}
