import type { AppContext } from '../context';

const urls = new WeakMap<AppContext, string>();

/** Records the address this process listens on (server.ts after listen; tests after app.listen). */
export function setSelfUrl(ctx: AppContext, url: string): void {
  urls.set(ctx, url.replace(/\/+$/, ''));
}

/**
 * How this server reaches itself: SELF_URL, else the address it listens on, else 127.0.0.1 on PORT.
 * The built-in sandboxes (payment gateway, transfer vendor) are called over real HTTP through it.
 */
export function selfUrl(ctx: AppContext): string {
  return ctx.config.money.selfUrl ?? urls.get(ctx) ?? `http://127.0.0.1:${ctx.config.port}`;
}
