import type { FastifyInstance, FastifyReply } from 'fastify';
import { GAME_IDS, houseGames } from '../index';
import type { GameId } from '../types';
import type { HouseProvider } from './house';
import { esc, houseJsonApi, langOf, type Lang, NO_PAGE_ASSETS, type PageAssets } from './httpShared';
import { sameOriginPath } from './sameOrigin';

/**
 * The house provider's HTTP side, mounted under /house by the server: its game pages (an HTML shell with
 * the page's built module script and style sheet, apps/frames: no inline script, so `script-src 'self'`
 * holds), and the JSON API those pages call. Pages are in Vietnamese or English (`lang`).
 *
 *   GET  /house/play/:game?token=…&lang=vi|en   a game page (lotus-slot, baccarat, dice, crash)
 *   GET  /house/verify?game=&serverSeed=&clientSeed=&nonce=&bet=&lang=   the verification page
 *   GET  /house/recall/:roundId?p=&e=&sig=&lang=  a round's replay (game recall), signed link
 *   GET  /house/unavailable?product=lottery|vendor&vendor=&back=&lang=   an honest "not connected" page
 *   GET  /house/assets/<file>   the frame pages' build (apps/frames/dist: house.js, fish.js, chunks/…, fonts/…)
 *   POST /house/api/session {token, game, room?} · GET /house/api/state?session= · POST /house/api/play {session, game, bet}
 *   POST /house/api/act {session, round, action}   (the next move of an open round of several steps: xì dách)
 *   POST /house/api/seed {session, clientSeed?} · GET /house/api/rounds?session= · POST /house/api/verify {…}
 *   GET  /house/api/recall/:roundId?p=&e=&sig=
 */
const T: Record<string, { vi: string; en: string }> = {
  provably: { vi: 'Công bằng có thể kiểm chứng', en: 'Provably fair' },
  verifyTitle: { vi: 'Kiểm tra ván chơi', en: 'Verify a round' },
  recallTitle: { vi: 'Xem lại ván chơi', en: 'Round replay' },
  unavailableTitle: { vi: 'Chưa khả dụng', en: 'Not available yet' },
  lotteryUnavailable: {
    vi: 'Sản phẩm xổ số chưa được kết nối. Vui lòng quay lại sau hoặc chọn trò chơi khác.',
    en: 'The lottery product is not connected yet. Please come back later or pick another game.',
  },
  vendorUnavailable: {
    vi: 'Nhà cung cấp này hiện chỉ có trong danh mục trình diễn và chưa được kết nối. Vui lòng chọn trò chơi của Lotus House.',
    en: 'This vendor is a demo catalogue entry and is not connected yet. Please pick a Lotus House game.',
  },
  back: { vi: 'Quay lại', en: 'Back' },
  vendor: { vi: 'Nhà cung cấp', en: 'Vendor' },
  toLobby: { vi: 'Về sảnh trò chơi', en: 'Back to the games' },
  loading: { vi: 'Đang tải…', en: 'Loading…' },
};

/** A game with a view of its own has its own entry (house.js's play page with that view); the others share house. */
const GAME_ENTRIES: Partial<Record<GameId, 'fish' | 'xidach'>> = { 'fish-hunter': 'fish', 'xi-dach': 'xidach' };

function page(assets: PageAssets, lang: Lang, title: string, data: Record<string, string>, body: string): string {
  const entry = (data.game && GAME_ENTRIES[data.game as GameId]) || 'house';
  const attrs = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${esc(v)}"`)
    .join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="icon" href="data:,">
${assets.head(entry)}
</head>
<body${attrs}>
${body}
</body>
</html>`;
}

/** The main element of a page the script fills in, saying "loading" until it does. */
const loadingMain = (className: string, lang: Lang) =>
  `<main id="app" class="${className}"><p class="muted">${T.loading![lang]}</p></main>`;

export interface HouseHttpOptions {
  provider: HouseProvider;
  /** Where each /house path is mounted (default '/house'). */
  prefix?: string;
  /** The pages' scripts and styles (default none). */
  assets?: PageAssets;
}

export function registerHouseHttp(app: FastifyInstance, o: HouseHttpOptions) {
  const p = o.prefix ?? '/house';
  const provider = o.provider;
  const assets = o.assets ?? NO_PAGE_ASSETS;

  /** Sends a page: its title, the body's data attributes (the page's name, …; the language is added) and its main. */
  const html = (
    reply: FastifyReply,
    status: number,
    lang: Lang,
    title: string,
    data: Record<string, string>,
    main: string,
  ) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(assets, lang, title, { ...data, lang }, main));

  const { api, body, query } = houseJsonApi('house provider error');

  app.get(`${p}/assets/*`, async (req, reply) => {
    const a = await assets.file((req.params as { '*': string })['*']);
    if (!a) return reply.status(404).send({ success: false, errorCode: 'not_found', message: 'Not found' });
    return reply.header('content-type', a.type).header('cache-control', 'no-cache').send(a.body);
  });

  app.get(`${p}/play/:game`, async (req, reply) => {
    const lang = langOf(req.query);
    const game = (req.params as { game: string }).game;
    if (!(GAME_IDS as readonly string[]).includes(game)) {
      return html(
        reply,
        404,
        lang,
        T.unavailableTitle![lang],
        { page: 'error' },
        `<main class="card"><h1>404</h1></main>`,
      );
    }
    const d = houseGames[game as GameId].describe();
    return html(reply, 200, lang, d.name[lang], { page: 'play', game }, loadingMain('app', lang));
  });

  app.get(`${p}/verify`, async (req, reply) => {
    const lang = langOf(req.query);
    const title = `${T.verifyTitle![lang]} · ${T.provably![lang]}`;
    return html(reply, 200, lang, title, { page: 'verify' }, `<main id="app" class="app narrow"></main>`);
  });

  app.get(`${p}/recall/:roundId`, async (req, reply) => {
    const lang = langOf(req.query);
    return html(reply, 200, lang, T.recallTitle![lang], { page: 'recall' }, loadingMain('app narrow', lang));
  });

  app.get(`${p}/unavailable`, async (req, reply) => {
    const lang = langOf(req.query);
    const q = query(req);
    const text = q.product === 'lottery' ? T.lotteryUnavailable![lang] : T.vendorUnavailable![lang];
    // The vendor by the name players know (the site passes its display name), and a way back to the lobby.
    const vendor =
      typeof q.vendor === 'string' && q.vendor
        ? `<p class="muted">${T.vendor![lang]}: ${esc(q.vendor.slice(0, 64))}</p>`
        : '';
    const backLabel = q.product === 'lottery' ? T.back![lang] : T.toLobby![lang];
    const backPath = sameOriginPath(q.back);
    const back = backPath ? `<p><a class="btn" href="${esc(backPath)}" target="_top">${backLabel}</a></p>` : '';
    return html(
      reply,
      200,
      lang,
      T.unavailableTitle![lang],
      { page: 'unavailable' },
      `<main class="app narrow"><section class="card"><h1>${T.unavailableTitle![lang]}</h1><p>${text}</p>${vendor}${back}</section></main>`,
    );
  });

  app.post(
    `${p}/api/session`,
    api((req) => provider.open(body(req).token, body(req).game, body(req).room)),
  );
  app.get(
    `${p}/api/state`,
    api((req) => provider.state(query(req).session)),
  );
  app.post(
    `${p}/api/play`,
    api((req) => provider.play(body(req).session, body(req).game, body(req).bet)),
  );
  app.post(
    `${p}/api/act`,
    api((req) => provider.act(body(req).session, body(req).round, body(req).action)),
  );
  app.post(
    `${p}/api/seed`,
    api((req) => provider.rotateSeed(body(req).session, body(req).clientSeed)),
  );
  app.get(
    `${p}/api/rounds`,
    api((req) => provider.rounds(query(req).session, Number(query(req).limit ?? 20) || 20)),
  );
  app.post(
    `${p}/api/verify`,
    api((req) => provider.verify(body(req))),
  );
  app.get(
    `${p}/api/recall/:roundId`,
    api((req) => provider.recall((req.params as { roundId: string }).roundId, query(req))),
  );
}
