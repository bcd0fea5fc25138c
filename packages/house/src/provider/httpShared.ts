import type { FastifyReply, FastifyRequest } from 'fastify';
import { HouseError } from './house';

/** What the house's HTTP sides (http.ts: the games' pages and API; tablesHttp.ts: the live tables') share. */
export type Lang = 'vi' | 'en';

export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The pages' built scripts and styles (the server gives the frames' build, apps/frames): the <head> tags of a
 * page's entry and the files under /house/assets. Without it (a bare provider, bench/fish.ts) pages have none.
 */
export interface PageAssets {
  head(entry: 'house' | 'fish' | 'xidach' | 'tables'): string;
  file(name: string): Promise<{ type: string; body: Buffer } | undefined>;
}

export const NO_PAGE_ASSETS: PageAssets = { head: () => '', file: async () => undefined };

export const langOf = (q: unknown): Lang => ((q as { lang?: string })?.lang === 'en' ? 'en' : 'vi');

/**
 * The house API's envelope: `api(handler)` answers `{success, value}`, `fail` turns a HouseError into its status,
 * code and message in the caller's language, anything else into a logged 500 (`label` names the side in the log).
 */
export function houseJsonApi(label: string) {
  const fail = (req: FastifyRequest, reply: FastifyReply, e: unknown) => {
    const lang: Lang = req.headers['language'] === 'en' ? 'en' : langOf(req.query);
    if (e instanceof HouseError) {
      return reply.status(e.status).send({
        success: false,
        errorCode: e.code,
        message: e.messages[lang] || e.messages.en,
        ...(e.details ? { value: e.details } : {}),
      });
    }
    req.log.error({ err: e }, label);
    return reply.status(500).send({ success: false, errorCode: 'system_error', message: 'System error' });
  };
  const api =
    <T>(handler: (req: FastifyRequest) => Promise<T> | T) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        return reply.header('cache-control', 'no-store').send({ success: true, value: await handler(req) });
      } catch (e) {
        return fail(req, reply, e);
      }
    };
  const body = (req: FastifyRequest) =>
    req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, string | undefined>;
  return { fail, api, body, query };
}
