/**
 * The processes `npm run bench -- api` (bench/api.ts) drives, one per child, talking to it over IPC:
 *
 *   apiServer.ts bare      a bare Fastify 5 JSON answer (the yardstick of the same run)
 *   apiServer.ts lotus     the real server (createAppContext + buildApp, as server.ts assembles it) on
 *                          in-memory PGlite, or on a scratch PostgreSQL database when BENCH_API_DATABASE_URL
 *                          is set; rate limit and log level come from its configuration (environment)
 *
 * The lotus child seeds the demo brand, signs in BENCH_API_MEMBERS members (a session each, like a login),
 * funds them, launches the house slot for each (the launch token the house would call back with) and
 * sends the parent { port, members, houseSecret }. It answers { memory } to a 'memory' message and { queries }
 * (the statements sent to the database since the last ask) to a 'queries' message.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { GAME_PATHS, HOUSE_VASSALAGE, LAUNCH_PATHS, PROVIDER_PATHS } from '@lotus/contracts';
import { buildApp } from '../apps/server/src/app';
import { closeAppContext, createAppContext } from '../apps/server/src/appContext';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { countQueries } from '../apps/server/src/db/queryCounter';
import { members } from '../apps/server/src/db/schema/index';
import { seedDemoAccountsIfEmpty } from '../apps/server/src/db/seed/demoAccounts';
import { DEMO_MERCHANT, seedDemoBrandIfEmpty } from '../apps/server/src/db/seed/demoBrand';
import { seedDemoGamesIfEmpty } from '../apps/server/src/db/seed/games';
import { hashPassword } from '../apps/server/src/modules/accounts/passwords';
import { issueSession } from '../apps/server/src/modules/accounts/sessions';
import { findMerchantByCode } from '../apps/server/src/modules/brands/repository';
import { getOrCreateAccount, postEntry } from '../apps/server/src/modules/ledger/service';
import { signCallback, vendorSecret } from '../apps/server/src/modules/provider/secrets';
import { scratchPostgres } from './games';

export interface BenchMember {
  id: number;
  token: string;
  /** The house slot's launch token and the player id the house calls back with. */
  launchToken: string;
  playerId: string;
  houseGameId: number;
}

export type ChildReady =
  | { kind: 'bare'; port: number }
  | { kind: 'lotus'; port: number; members: BenchMember[]; houseSecret: string; seedSeconds: number };

const send = (m: unknown) => process.send?.(m);

async function bare() {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ success: true, value: { status: 0 } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  send({ kind: 'bare', port: (app.server.address() as { port: number }).port } satisfies ChildReady);
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

async function signedInMembers(
  database: Database,
  ctx: ReturnType<typeof createAppContext>,
  app: Awaited<ReturnType<typeof buildApp>>,
  count: number,
): Promise<BenchMember[]> {
  const db = database.db;
  const merchant = (await findMerchantByCode(db, DEMO_MERCHANT))!;
  const listed = await app.inject({
    url: `${GAME_PATHS.gameList}?vassalage=${HOUSE_VASSALAGE}&pageSize=100`,
    headers: { merchant: DEMO_MERCHANT },
  });
  const slot = (listed.json().value.games as Array<{ gameId: number; code: string }>).find(
    (g) => g.code === 'lotus-slot',
  );
  if (!slot) throw new Error(`bench: no house slot in ${listed.body.slice(0, 300)}`);
  const passwordHash = await hashPassword('Bench1234');
  const secret = vendorSecret(ctx.config.dataDir, HOUSE_VASSALAGE);
  const clearing = await getOrCreateAccount(db, {
    merchantId: merchant.id,
    kind: 'payment_clearing',
    currency: merchant.currency,
  });
  const out: BenchMember[] = [];
  for (let i = 0; i < count; i++) {
    const [row] = await db
      .insert(members)
      .values({
        merchantId: merchant.id,
        username: `bench${String(i).padStart(4, '0')}`,
        passwordHash,
        firstLogin: false,
        passwordChangedAt: new Date(),
        registerMethod: 'SEED',
      })
      .returning();
    const ip = `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const login = await issueSession(
      ctx,
      merchant,
      row!,
      { ip, userAgent: 'bench', country: null },
      { site: 'member', method: 'password' },
    );
    const main = await getOrCreateAccount(db, {
      merchantId: merchant.id,
      kind: 'member_main',
      ownerMemberId: row!.id,
      currency: merchant.currency,
    });
    const amount = 10_000_000_000n;
    await postEntry(db, {
      merchantId: merchant.id,
      type: 'deposit',
      idempotencyKey: `bench-deposit:${row!.id}`,
      postings: [
        { accountId: clearing.id, amount: -amount },
        { accountId: main.id, amount },
      ],
    });
    const launched = await app.inject({
      url: `${LAUNCH_PATHS.launchGame}?gameId=${slot.gameId}&accountType=1`,
      headers: { merchant: DEMO_MERCHANT, authorization: login.token },
    });
    const gameUrl = launched.json().value?.game_url as string | undefined;
    if (!gameUrl) throw new Error(`bench launch failed: ${launched.body.slice(0, 300)}`);
    const launchToken = new URL(gameUrl, 'http://x').searchParams.get('token')!;
    const authBody = JSON.stringify({ token: launchToken });
    const ts = String(Date.now());
    const auth = await app.inject({
      method: 'POST',
      url: PROVIDER_PATHS.authenticate,
      headers: {
        'content-type': 'application/json',
        'x-lotus-vendor': HOUSE_VASSALAGE,
        'x-lotus-timestamp': ts,
        'x-lotus-signature': signCallback(secret, ts, authBody),
      },
      payload: authBody,
    });
    const playerId = auth.json().value?.playerId as string | undefined;
    if (!playerId) throw new Error(`bench authenticate failed: ${auth.body.slice(0, 300)}`);
    out.push({ id: row!.id, token: login.token, launchToken, playerId, houseGameId: slot.gameId });
  }
  return out;
}

async function lotus() {
  const url = process.env.BENCH_API_DATABASE_URL || undefined;
  const count = Number(process.env.BENCH_API_MEMBERS ?? 50);
  const t0 = performance.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-bench-api-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const database = url
    ? await scratchPostgres(url, 'api', config.databasePoolSize)
    : await openDatabase({ memory: true });
  await database.migrate();
  await seedDemoBrandIfEmpty(database.db);
  await seedDemoAccountsIfEmpty(database.db);
  await seedDemoGamesIfEmpty(database.db);
  const ctx = createAppContext({
    db: database.db,
    config: { ...config, webDist: undefined },
    geo: { country: () => null },
    opsKey: 'bench-operator-key-0123456789',
    now: () => new Date(),
  });
  const app = await buildApp(ctx, {
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    rateLimitPerMinute: config.rateLimitPerMinute,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const benchMembers = await signedInMembers(database, ctx, app, count);
  // Statements sent to the database (round trips on PostgreSQL), asked for by the parent per call.
  // BENCH_API_QUERY_TEXTS=1 prints each call's statements by kind (their first 60 characters) on stderr.
  const texts = process.env.BENCH_API_QUERY_TEXTS === '1';
  const counter = countQueries(database.db, { keepTexts: texts });
  send({
    kind: 'lotus',
    port: (app.server.address() as { port: number }).port,
    members: benchMembers,
    houseSecret: vendorSecret(dataDir, HOUSE_VASSALAGE),
    seedSeconds: (performance.now() - t0) / 1000,
  } satisfies ChildReady);
  process.on('message', (m) => {
    if (m === 'memory') {
      global.gc?.();
      send({ memory: process.memoryUsage() });
    }
    if (m === 'queries') {
      if (texts) {
        const kinds = new Map<string, number>();
        for (const t of counter.texts) kinds.set(t.slice(0, 60), (kinds.get(t.slice(0, 60)) ?? 0) + 1);
        const top = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 12);
        console.error(top.map(([t, n]) => `  ${String(n).padStart(7)}  ${t}`).join('\n'));
      }
      send({ queries: counter.count });
      counter.reset();
    }
  });
  process.on('disconnect', () => {
    void (async () => {
      await app.close();
      await closeAppContext(ctx);
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

await (process.argv[2] === 'bare' ? bare() : lotus());
