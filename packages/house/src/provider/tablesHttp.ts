import type { FastifyInstance, FastifyReply } from 'fastify';
import { esc, houseJsonApi, langOf, type Lang, NO_PAGE_ASSETS, type PageAssets } from './httpShared';
import type { TableEngine, TableInfo, TableSnapshot } from './tables';

/**
 * The live tables' HTTP side, under /house beside the house's other pages (http.ts):
 *
 *   GET  /house/table/:table?token=…&lang=vi|en   a table's page (the frames' `tables` entry, served by http.ts)
 *   GET  /house/table-recall/:betId?p=&e=&sig=&lang=   a bet's replay (the betting record's link)
 *   GET  /house/table-verify?game=&round=&seed=&lang=  recomputes a round's result from its revealed seed
 *   POST /house/api/tables/session {token, table} · GET /house/api/tables/state?session=&table=
 *   GET  /house/api/tables/events?session=&table=   server-sent events: `event: table` frames
 *   POST /house/api/tables/bet {session, table, bet: {bets: {spot: stake}}}
 *   GET  /house/api/tables/history?session=&table= · POST /house/api/tables/verify {game, roundId, serverSeed}
 *   GET  /house/api/tables/recall/:betId?p=&e=&sig=
 *
 * Each process pushes its own streams: while a table has watchers here it reads the table's frame
 * from the database every second (rounds, bets and seats are shared there by every process), and at
 * once after a bet this process took.
 */
const T = {
  loading: { vi: 'Đang tải…', en: 'Loading…' },
  recall: { vi: 'Xem lại ván chơi', en: 'Round replay' },
  verify: { vi: 'Kiểm tra ván chơi', en: 'Verify a round' },
};

function page(assets: PageAssets, lang: Lang, title: string, data: Record<string, string>): string {
  const attrs = Object.entries({ ...data, lang })
    .map(([k, v]) => ` data-${k}="${esc(v)}"`)
    .join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="icon" href="data:,">
${assets.head('tables')}
</head>
<body class="tables"${attrs}>
<main id="app" class="app"><p class="muted">${T.loading[lang]}</p></main>
</body>
</html>`;
}

interface Watcher {
  playerId: string;
  name: string;
  send(frame: TableSnapshot): void;
}

export function registerTablesHttp(
  app: FastifyInstance,
  o: { tables: TableEngine; prefix?: string; assets?: PageAssets },
) {
  const p = o.prefix ?? '/house';
  const engine = o.tables;
  const assets = o.assets ?? NO_PAGE_ASSETS;

  const { fail, api, body, query } = houseJsonApi('house tables error');
  const html = (reply: FastifyReply, lang: Lang, title: string, data: Record<string, string>) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(assets, lang, title, data));

  app.get(`${p}/table/:table`, async (req, reply) => {
    const lang = langOf(req.query);
    try {
      const table = await engine.table((req.params as { table: string }).table);
      return html(reply, lang, table.name[lang], { page: 'table', table: table.id, game: table.game });
    } catch (e) {
      return fail(req, reply, e);
    }
  });
  app.get(`${p}/table-recall/:betId`, async (req, reply) =>
    html(reply, langOf(req.query), T.recall[langOf(req.query)], { page: 'table-recall' }),
  );
  app.get(`${p}/table-verify`, async (req, reply) =>
    html(reply, langOf(req.query), T.verify[langOf(req.query)], { page: 'table-verify' }),
  );

  app.post(
    `${p}/api/tables/session`,
    api((req) => engine.open(body(req).token, body(req).table)),
  );
  app.get(
    `${p}/api/tables/state`,
    api((req) => engine.state(query(req).session, query(req).table)),
  );
  app.post(
    `${p}/api/tables/bet`,
    api((req) => engine.bet(body(req).session, body(req).table, body(req).bet)),
  );
  app.get(
    `${p}/api/tables/history`,
    api((req) => engine.history(query(req).session, query(req).table, Number(query(req).limit ?? 20) || 20)),
  );
  app.post(
    `${p}/api/tables/verify`,
    api((req) => engine.verify(body(req))),
  );
  app.get(
    `${p}/api/tables/recall/:betId`,
    api((req) => engine.recall((req.params as { betId: string }).betId, query(req))),
  );

  // ── the streams ────────────────────────────────────────────────────────────────────────────

  /** The watchers of each table in this process, and the table's one-second reader. */
  const rooms = new Map<
    string,
    { table: TableInfo; watchers: Set<Watcher>; timer: NodeJS.Timeout; busy: boolean; seatedAt: number }
  >();
  const ends = new Set<() => void>();

  const push = async (tableId: string) => {
    const room = rooms.get(tableId);
    if (!room || room.busy) return;
    room.busy = true;
    try {
      const now = Date.now();
      if (now - room.seatedAt > 10_000) {
        room.seatedAt = now;
        for (const w of room.watchers) await engine.seatPlayer(room.table.id, w.playerId, w.name);
      }
      const { frame, me } = await engine.frame(
        room.table,
        [...room.watchers].map((w) => w.playerId),
      );
      for (const w of room.watchers) w.send({ ...frame, me: me.get(w.playerId) ?? null });
    } catch (error) {
      app.log.warn({ err: error }, 'table stream read failed');
    } finally {
      room.busy = false;
    }
  };
  engine.onBet((tableId) => void push(tableId));

  app.get(`${p}/api/tables/events`, { compress: false } as object, async (req, reply) => {
    let who: Awaited<ReturnType<TableEngine['watcher']>>;
    try {
      who = await engine.watcher(query(req).session, query(req).table);
    } catch (e) {
      return fail(req, reply, e);
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    let last = '';
    const watcher: Watcher = {
      playerId: who.s.p,
      name: who.s.n,
      send(frame) {
        const { now: _now, ...same } = frame;
        const key = JSON.stringify(same);
        if (key === last) return;
        last = key;
        res.write(`event: table\ndata: ${JSON.stringify(frame)}\n\n`);
      },
    };
    const id = who.table.id;
    let room = rooms.get(id);
    if (!room) {
      const timer = setInterval(() => void push(id), 1000);
      timer.unref();
      room = { table: who.table, watchers: new Set(), timer, busy: false, seatedAt: 0 };
      rooms.set(id, room);
    }
    room.watchers.add(watcher);
    await engine.seatPlayer(id, watcher.playerId, watcher.name).catch(() => undefined);
    const keepAlive = setInterval(() => res.write(': ping\n\n'), 15_000);
    let closed = false;
    const end = () => {
      if (closed) return;
      closed = true;
      clearInterval(keepAlive);
      ends.delete(end);
      const r = rooms.get(id);
      if (r) {
        r.watchers.delete(watcher);
        if (r.watchers.size === 0) {
          clearInterval(r.timer);
          rooms.delete(id);
        }
      }
      res.end();
    };
    ends.add(end);
    req.raw.on('close', end);
    res.write('retry: 2000\n\n');
    void push(id);
  });

  app.addHook('onClose', async () => {
    for (const end of [...ends]) end();
  });
}
