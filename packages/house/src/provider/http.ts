import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FISH_TYPES, GAME_IDS, houseGames, SLOT_DEFINITIONS } from '../index';
import type { GameId } from '../types';
import type { HouseProvider } from './house';
import { esc, houseJsonApi, langOf, type Lang } from './httpShared';
import { sameOriginPath } from './sameOrigin';

/**
 * The house provider's HTTP side, mounted under /house by the server: its game pages (plain HTML,
 * one script file and one style sheet: no inline script, so `script-src 'self'` holds), and the JSON
 * API those pages call. Pages are in Vietnamese or English (`lang`).
 *
 *   GET  /house/play/:game?token=…&lang=vi|en   a game page (lotus-slot, baccarat, dice, crash)
 *   GET  /house/verify?game=&serverSeed=&clientSeed=&nonce=&bet=&lang=   the verification page
 *   GET  /house/recall/:roundId?p=&e=&sig=&lang=  a round's replay (game recall), signed link
 *   GET  /house/unavailable?product=lottery|vendor&vendor=&back=&lang=   an honest "not connected" page
 *   GET  /house/assets/house.js|house.css|fish.js|xidach.js   (a game's own view, loaded on its page only)
 *   POST /house/api/session {token, game, room?} · GET /house/api/state?session= · POST /house/api/play {session, game, bet}
 *   POST /house/api/act {session, round, action}   (the next move of an open round of several steps: xì dách)
 *   POST /house/api/seed {session, clientSeed?} · GET /house/api/rounds?session= · POST /house/api/verify {…}
 *   GET  /house/api/recall/:roundId?p=&e=&sig=
 */
const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');

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

/** A game's own script, run before house.js on its page only (it registers the game's view with house.js). */
const GAME_SCRIPTS: Partial<Record<GameId, string>> = { 'fish-hunter': 'fish.js', 'xi-dach': 'xidach.js' };

function page(lang: Lang, title: string, data: Record<string, string>, body: string): string {
  const own = data.game ? GAME_SCRIPTS[data.game as GameId] : undefined;
  const attrs = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${esc(v)}"`)
    .join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/house/assets/house.css">
${own ? `<script src="/house/assets/${own}" defer></script>\n` : ''}<script src="/house/assets/house.js" defer></script>
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
}

export function registerHouseHttp(app: FastifyInstance, o: HouseHttpOptions) {
  const p = o.prefix ?? '/house';
  const provider = o.provider;
  const asset = (file: string) => fs.readFileSync(path.join(PUBLIC, file), 'utf8');
  const slotLines = Object.fromEntries(Object.entries(SLOT_DEFINITIONS).map(([id, d]) => [id, d.lines]));
  const assets = new Map<string, { type: string; body: string }>([
    // The page script draws each slot's lines and the fish from the games' own definitions (src/slot.ts,
    // src/slotGames.ts, src/fish.ts), not a copy.
    [
      'house.js',
      {
        type: 'text/javascript; charset=utf-8',
        body: `var HOUSE_SLOT_LINES = ${JSON.stringify(slotLines)};\nvar HOUSE_FISH = ${JSON.stringify(FISH_TYPES)};\n${asset('house.js')}`,
      },
    ],
    ['house.css', { type: 'text/css; charset=utf-8', body: asset('house.css') }],
    // The fish game's sea (its fish and multipliers: HOUSE_FISH, from src/fish.ts, given with house.js).
    ['fish.js', { type: 'text/javascript; charset=utf-8', body: asset('fish.js') }],
    ['xidach.js', { type: 'text/javascript; charset=utf-8', body: asset('xidach.js') }],
  ]);

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
      .send(page(lang, title, { ...data, lang }, main));

  const { api, body, query } = houseJsonApi('house provider error');

  app.get(`${p}/assets/:file`, async (req, reply) => {
    const a = assets.get((req.params as { file: string }).file);
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
