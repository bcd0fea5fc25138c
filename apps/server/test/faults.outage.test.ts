import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  ERROR_STATUS,
  HOUSE_VASSALAGE,
  LAUNCH_PATHS,
  MONEY_PATHS as P,
  OPS_MEMBER_PATHS,
  OPS_MONEY_PATHS as O,
  PATHS,
  PROVIDER_HEADERS,
  PROVIDER_PATHS,
} from '@lotus/contracts';
import { freePort } from '../../../deploy/process';
import { faultTestMissing, makeWorkDir, PgInstance, RedisInstance } from './faultSupport';

/**
 * The fault test (issue 36): the real server as a child process on a PostgreSQL primary with a streaming
 * replica and a Redis of the test's own (temp directory, free ports; `DATABASE_URL` lists both PostgreSQL
 * hosts with `target_session_attrs=read-write`). While clients sign in, read balances, place seamless bets
 * and wins (signed provider calls, retried with the same transaction id until acknowledged, as a vendor
 * does), make deposit orders and get operator credits (adjustments with a request key, retried until
 * acknowledged), the test stops Redis and starts it again, then stops PostgreSQL (immediate mode) and starts it
 * again, then switches over: the primary stops and the replica is promoted, with no restart of the site.
 * It checks: no 500 (nor any 5xx but 503), every refusal an envelope with its documented code and status and
 * every 503 with Retry-After; readiness false while PostgreSQL is away and true within 5 s of its return;
 * every acknowledged credit and bet in the ledger exactly once, on the new primary; the ledger verifies; the
 * balance stream shows movements after each recovery; the log has one line per outage and one per recovery.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const missing = faultTestMissing();
if (missing) console.log(`Fault test (Redis and PostgreSQL outages, switch-over) skipped: ${missing}.`);

const OPS_KEY = 'fault-test-operator-key-0123456789';
const HOUSE_SECRET = 'fault-test-house-secret-0123456789abcdef';
const CLIENTS = 4;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { success: boolean; value?: Record<string, unknown>; errorCode?: string; message?: string };
}

/** Every answer the clients got, for the checks at the end. */
const answers: { at: number; what: string; a: Answer | null }[] = [];

let workDir: string | undefined;
let primary: PgInstance | undefined;
let replica: PgInstance | undefined;
let redis: RedisInstance | undefined;
let server: ChildProcess | undefined;
let logFile = '';
/** A second process on the same PostgreSQL and Redis that only holds the balance stream. */
let second: ChildProcess | undefined;
let secondLog = '';

afterAll(async () => {
  for (const child of [server, second]) {
    if (child && child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      });
    }
  }
  await redis?.stop();
  replica?.stopQuietly();
  primary?.stopQuietly();
  if (workDir && !process.env.FAULT_KEEP) fs.rmSync(workDir, { recursive: true, force: true });
});

async function call(
  base: string,
  method: string,
  p: string,
  o: {
    token?: string;
    body?: unknown;
    ops?: boolean;
    ip?: string;
    headers?: Record<string, string>;
    raw?: string;
  } = {},
): Promise<Answer | null> {
  const headers: Record<string, string> = { merchant: 'LOTUS', language: 'en', ...o.headers };
  if (o.token) headers.authorization = o.token;
  if (o.ops) headers['x-ops-key'] = OPS_KEY;
  if (o.ip) headers['x-forwarded-for'] = o.ip;
  let body: string | undefined = o.raw;
  if (o.body !== undefined) body = JSON.stringify(o.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${base}${p}`, { method, headers, body, signal: AbortSignal.timeout(15_000) });
    const text = await res.text();
    let parsed: Answer['body'];
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      parsed = { success: false, message: `not JSON: ${text.slice(0, 200)}` };
    }
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: parsed };
  } catch {
    return null;
  }
}

async function must(base: string, method: string, p: string, o: Parameters<typeof call>[3] = {}) {
  const a = await call(base, method, p, o);
  if (!a || a.status !== 200)
    throw new Error(`${method} ${p}: ${a ? `${a.status} ${JSON.stringify(a.body)}` : 'no answer'}`);
  return a.body.value as Record<string, unknown>;
}

let describeLast = () => '';

/** A pino line as the summary shows it: time, level, message. */
const logLine = (l: string) => {
  const j = JSON.parse(l) as { time: number; level: number; msg: string };
  return `  ${new Date(j.time).toISOString()} ${j.level} ${j.msg}`;
};

/** Waits for `check` to hold, polling; answers how long it took. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    if (await check()) return Date.now() - t0;
    if (Date.now() - t0 > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms (${describeLast()})`);
    await sleep(100);
  }
}

describe.skipIf(missing !== undefined)('Redis and PostgreSQL outages and a switch-over under load', () => {
  it(
    'answers 503 with Retry-After or works on, loses and doubles nothing, and tells each outage once',
    { timeout: 240_000 },
    async () => {
      const started = Date.now();
      workDir = makeWorkDir('lotus-faults-');
      const [p1, p2, rp, port, portB] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
      primary = PgInstance.create(workDir, 'pg1', p1);
      primary.start();
      {
        const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${p1}/postgres` });
        await c.connect();
        await c.query('create database lotus');
        await c.end();
      }
      const setup: string[] = [`PostgreSQL ${Date.now() - started} ms`];
      redis = new RedisInstance(rp, workDir);
      await redis.start();

      logFile = path.join(workDir, 'server.log');
      const dataDir = path.join(workDir, 'data');
      fs.mkdirSync(dataDir);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${p1},127.0.0.1:${p2}/lotus?target_session_attrs=read-write`,
        REDIS_URL: `redis://127.0.0.1:${rp}`,
        REDIS_NAMESPACE: `faults${crypto.randomBytes(3).toString('hex')}`,
        OPS_KEY,
        [`PROVIDER_SECRET_${HOUSE_VASSALAGE}`]: HOUSE_SECRET,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1000000',
        JOBS_INTERVAL_MS: '500',
        WEB_DIST: path.join(workDir, 'no-web'),
        NODE_ENV: 'test',
      };
      const spawnServer = (file: string, extra: NodeJS.ProcessEnv = {}) => {
        const out = fs.openSync(file, 'a');
        const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
          cwd: ROOT,
          env: { ...env, ...extra },
          stdio: ['ignore', out, out],
        });
        fs.closeSync(out);
        return child;
      };
      server = spawnServer(logFile);
      const base = `http://127.0.0.1:${port}`;
      let lastReadiness: Answer | null = null;
      const ready = async () => (lastReadiness = await call(base, 'GET', PATHS.healthReady))?.status === 200;
      await until(
        'the server starts and is ready',
        async () => server!.exitCode === null && (await ready()),
        120_000,
      ).catch((e: Error) => {
        throw new Error(`${e.message}\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
      });
      setup.push(`server (migrations and seed) ${Date.now() - started} ms`);
      // The second process: balance pushes for movements made by the first reach its stream only through Redis.
      secondLog = path.join(workDir, 'server-b.log');
      second = spawnServer(secondLog, { PORT: String(portB), JOBS_ENABLED: 'false' });
      const baseB = `http://127.0.0.1:${portB}`;
      // The replica, from a base backup of the running primary (the server keeps serving meanwhile).
      replica = PgInstance.replicaOf(primary, workDir, 'pg2', p2);
      replica.start();
      // Commits wait for the replica: a planned switch-over then loses no acknowledged write (docs/DEPLOY.md).
      primary.configure(["synchronous_standby_names = '*'"]);
      primary.reload();
      setup.push(`replica ${Date.now() - started} ms`);
      await until(
        'the second process is ready',
        async () => second!.exitCode === null && (await call(baseB, 'GET', PATHS.healthReady))?.status === 200,
        120_000,
      );
      setup.push(`second process ${Date.now() - started} ms`);
      const startupMs = Date.now() - started;
      describeLast = () =>
        `last readiness ${JSON.stringify(lastReadiness)}; log: ${fs.readFileSync(logFile, 'utf8').slice(-1500)}`;

      // Sign-in without the browser's JWE and slider; the demo member plays the house slot.
      await must(base, 'POST', '/ops/switch', {
        ops: true,
        body: { modId: 'SLIDERCAPTCHA3', enabled: false, brand: 'LOTUS' },
      });
      await must(base, 'POST', '/ops/switch', {
        ops: true,
        body: { modId: 'PLAINJSONLOGIN3', enabled: true, brand: 'LOTUS' },
      });
      const signIn = (ip: string) =>
        call(base, 'POST', ACCOUNT_PATHS.login, {
          ip,
          body: { type: 'username', username: 'demo01', password: 'Demo1234' },
        });
      const first = await signIn('10.9.0.1');
      if (first?.status !== 200) throw new Error(`sign-in: ${JSON.stringify(first)}`);
      const memberToken = first.body.value!.token as string;
      const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${p1}/lotus` });
      await db.connect();
      const memberId = (
        await db.query<{ id: number }>(
          "select id from members where username = 'demo01' and merchant_id = (select id from merchants where code = 'LOTUS')",
        )
      ).rows[0]!.id;
      const slot = (
        await db.query<{ id: number }>(
          'select g.id from games g join game_vendors v on v.id = g.vendor_id where v.vassalage = $1 and g.code = $2',
          [HOUSE_VASSALAGE, 'lotus-slot'],
        )
      ).rows[0]!.id;
      await db.end();
      const channels = (await must(base, 'GET', P.depositChannels, { token: memberToken })) as unknown as {
        id: number;
        code: string;
      }[];
      const bank = channels.find((c) => c.code === 'BANK_VCB')?.id ?? channels[0]!.id;
      // Money to bet with.
      await must(base, 'POST', OPS_MEMBER_PATHS.memberAdjustments.replace(':id', String(memberId)), {
        ops: true,
        body: { direction: 'credit', amount: '1000000', reason: 'fault test stake', requestKey: 'fault-seed' },
      });

      // The balance stream, read as EventSource does: opened again 1 s after it ends.
      const pushes: { at: number; sum: string }[] = [];
      let streamOpens = 0;
      let streaming = true;
      const streamAbort = new AbortController();
      const streamLoop = (async () => {
        while (streaming) {
          try {
            const res = await fetch(`${baseB}${P.balanceEvents}`, {
              headers: { merchant: 'LOTUS', authorization: memberToken },
              signal: streamAbort.signal,
            });
            if (res.ok && res.body) {
              streamOpens++;
              const reader = res.body.getReader();
              const decoder = new TextDecoder();
              let buffer = '';
              while (streaming) {
                const chunk = await reader.read();
                if (chunk.done) break;
                buffer += decoder.decode(chunk.value, { stream: true });
                for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
                  const lines = buffer.slice(0, end).split('\n');
                  buffer = buffer.slice(end + 2);
                  const data = lines.find((l) => l.startsWith('data: '));
                  if (lines.includes('event: balance') && data) {
                    pushes.push({
                      at: Date.now(),
                      sum: (JSON.parse(data.slice(6)) as { sumBalance: string }).sumBalance,
                    });
                  }
                }
              }
              await reader.cancel().catch(() => undefined);
            }
          } catch {
            // refused or dropped: open it again
          }
          if (streaming) await sleep(1000);
        }
      })();

      // What the site acknowledged.
      const acked = {
        bets: new Set<string>(),
        wins: new Set<string>(),
        credits: new Set<string>(),
        signIns: 0,
        orders: 0,
      };
      let loading = true;
      const provider = (p: keyof typeof PROVIDER_PATHS, body: unknown) => {
        const raw = JSON.stringify(body);
        const ts = String(Date.now());
        return call(base, 'POST', PROVIDER_PATHS[p], {
          raw,
          headers: {
            [PROVIDER_HEADERS.vendor]: HOUSE_VASSALAGE,
            [PROVIDER_HEADERS.timestamp]: ts,
            [PROVIDER_HEADERS.signature]: crypto
              .createHmac('sha256', HOUSE_SECRET)
              .update(`${ts}.${raw}`)
              .digest('hex'),
          },
        });
      };
      const record = (what: string, a: Answer | null) => {
        answers.push({ at: Date.now(), what, a });
        return a;
      };
      /** Sends until acknowledged (the same ids each time, as a vendor or an operator's tool retries). */
      const retried = async (what: string, send: () => Promise<Answer | null>) => {
        for (;;) {
          const a = record(what, await send());
          if (a?.status === 200) return true;
          if (a && a.status < 500 && a.status !== 429) return false;
          if (!loading && Date.now() > stopRetriesAt) return false;
          await sleep(300);
        }
      };
      let stopRetriesAt = Infinity;

      const client = async (n: number) => {
        let launchToken: string | undefined;
        let playerId: string | undefined;
        for (let i = 0; loading; i++) {
          const dice = i % 5;
          if (dice === 0) {
            const a = record('sign-in', await signIn(`10.9.${n + 1}.${(i % 250) + 1}`));
            if (a?.status === 200) acked.signIns++;
          } else if (dice === 1) {
            record('balance', await call(base, 'GET', P.balance, { token: memberToken }));
            const a = record(
              'deposit order',
              await call(base, 'POST', P.depositOrders, { token: memberToken, body: { channelId: bank, amount: 100 } }),
            );
            if (a?.status === 200) acked.orders++;
          } else if (dice === 2) {
            const key = `fault-credit-${n}-${i}`;
            if (
              await retried('credit', () =>
                call(base, 'POST', OPS_MEMBER_PATHS.memberAdjustments.replace(':id', String(memberId)), {
                  ops: true,
                  body: { direction: 'credit', amount: '7', reason: 'fault test credit', requestKey: key },
                }),
              )
            )
              acked.credits.add(key);
          } else {
            if (!launchToken) {
              const a = record(
                'launch',
                await call(base, 'GET', `${LAUNCH_PATHS.launchGame}?gameId=${slot}&accountType=1`, {
                  token: memberToken,
                }),
              );
              if (a?.status !== 200) {
                await sleep(200);
                continue;
              }
              launchToken = new URL(a.body.value!.game_url as string, 'http://x').searchParams.get('token')!;
              const auth = record('authenticate', await provider('authenticate', { token: launchToken }));
              if (auth?.status !== 200) {
                launchToken = undefined;
                continue;
              }
              playerId = auth.body.value!.playerId as string;
            }
            const round = `fault-r-${n}-${i}`;
            const bet = {
              token: launchToken,
              playerId,
              transactionId: `fault-b-${n}-${i}`,
              roundId: round,
              gameCode: 'lotus-slot',
              amount: 1_000,
              currency: 'VND',
            };
            if (!(await retried('bet', () => provider('bet', bet)))) continue;
            acked.bets.add(bet.transactionId);
            const win = { ...bet, transactionId: `fault-w-${n}-${i}`, amount: i % 2 ? 1_500 : 500, roundClosed: true };
            if (await retried('win', () => provider('win', win))) acked.wins.add(win.transactionId);
          }
        }
      };

      // Readiness, polled as a balancer does.
      const readiness: { at: number; ready: boolean; end: number }[] = [];
      let polling = true;
      const poller = (async () => {
        while (polling) {
          const at = Date.now();
          const a = await call(base, 'GET', PATHS.healthReady);
          readiness.push({ at, ready: a?.status === 200, end: Date.now() });
          if (a && a.status !== 200) record('readiness', a);
          await sleep(200);
        }
      })();

      const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
      const marks: Record<string, number> = {};
      const mark = (name: string) => (marks[name] = Date.now());
      await sleep(3000);

      // 1. Redis goes away and comes back.
      mark('redisDown');
      await redis.stop();
      await sleep(5000);
      await redis.start();
      mark('redisBack');
      await until('ready again after Redis', ready, 10_000);
      await sleep(3000);

      // 2. PostgreSQL (the primary) stops in immediate mode and starts again.
      primary.stop('immediate');
      mark('pgDown');
      await sleep(6000);
      mark('pgStarting');
      primary.start();
      mark('pgBack');
      const readyAfterPgMs = await until('ready again after PostgreSQL', ready, 15_000);
      await sleep(3000);

      // 3. Switch-over: the primary stops (fast: the replica has every acknowledged commit), the replica is promoted.
      mark('switchStart');
      primary.stop('fast');
      replica.promote();
      mark('promoted');
      const readyAfterSwitchMs = await until('ready on the new primary', ready, 15_000);
      await sleep(4000);
      mark('loadEnd');
      loading = false;
      stopRetriesAt = Date.now() + 10_000;
      await load;
      polling = false;
      await poller;

      // The stream shows the final balance (it resumed after the outages).
      const finalBalance = (await must(base, 'GET', P.balance, { token: memberToken })).sumBalance as string;
      await until(
        'the balance stream shows the final balance',
        async () => pushes.some((p) => p.sum === finalBalance),
        10_000,
      );
      streaming = false;
      streamAbort.abort();

      // ── checks ──────────────────────────────────────────────────────────────────────────────────
      const got = answers.filter((x) => x.a);
      const refusals = got.filter((x) => x.a!.status !== 200);
      const byStatus = new Map<number, number>();
      for (const x of got) byStatus.set(x.a!.status, (byStatus.get(x.a!.status) ?? 0) + 1);
      const serverErrors = got.filter((x) => x.a!.status >= 500 && x.a!.status !== 503);
      expect(serverErrors.map((x) => `${x.what}: ${x.a!.status} ${JSON.stringify(x.a!.body)}`)).toEqual([]);
      expect(
        answers.filter((x) => !x.a).map((x) => x.what),
        'calls that got no HTTP answer',
      ).toEqual([]);
      for (const x of refusals) {
        const { status, body, retryAfter } = x.a!;
        const code = body.errorCode as keyof typeof ERROR_STATUS | undefined;
        expect(body.success, `${x.what}: ${JSON.stringify(body)}`).toBe(false);
        expect(code && ERROR_STATUS[code], `${x.what}: ${JSON.stringify(body)}`).toBe(status);
        expect(typeof body.message, x.what).toBe('string');
        if (status === 503 || status === 429) expect(Number(retryAfter), `${x.what}: Retry-After`).toBeGreaterThan(0);
      }
      const outageRefusals = refusals.filter((x) => x.a!.status === 503);
      expect(outageRefusals.every((x) => x.a!.body.errorCode === 'service_unavailable')).toBe(true);
      // While Redis was away nothing was refused for it (only PostgreSQL's absence refuses).
      const duringRedis = got.filter(
        (x) => x.at > marks.redisDown! && x.at < marks.redisBack! && x.what !== 'readiness',
      );
      expect(duringRedis.filter((x) => x.a!.status >= 500).map((x) => x.what)).toEqual([]);
      expect(duringRedis.filter((x) => x.what === 'sign-in' && x.a!.status === 200).length).toBeGreaterThan(0);
      expect(duringRedis.filter((x) => x.what === 'deposit order' && x.a!.status === 200).length).toBeGreaterThan(0);

      // Readiness: false while PostgreSQL was away, true within 5 s of its return.
      const whilePgAway = readiness.filter((r) => r.at > marks.pgDown! + 500 && r.end < marks.pgStarting!);
      expect(whilePgAway.length).toBeGreaterThan(5);
      expect(whilePgAway.filter((r) => r.ready)).toEqual([]);
      expect(readyAfterPgMs).toBeLessThanOrEqual(5000);
      expect(readyAfterSwitchMs).toBeLessThanOrEqual(5000);
      expect(
        refusals.filter((x) => x.at > marks.pgDown! && x.at < marks.pgBack! + 5000 && x.a!.status === 503).length,
      ).toBeGreaterThan(0);

      // The ledger, read on the new primary: every acknowledged movement once.
      const after = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${p2}/lotus` });
      await after.connect();
      expect((await after.query<{ standby: boolean }>('select pg_is_in_recovery() as standby')).rows[0]!.standby).toBe(
        false,
      );
      const vendorId = (
        await after.query<{ id: number }>('select id from game_vendors where vassalage = $1', [HOUSE_VASSALAGE])
      ).rows[0]!.id;
      const keys = [...acked.bets, ...acked.wins].map((t) => `pv:${vendorId}:${t}`);
      const perKey = (
        await after.query<{ key: string; n: number }>(
          'select idempotency_key as key, count(*)::int as n from ledger_entries where idempotency_key = any($1) group by 1',
          [keys],
        )
      ).rows;
      const counted = new Map(perKey.map((r) => [r.key, r.n]));
      expect(
        keys.filter((k) => counted.get(k) !== 1),
        'bets and wins not in the ledger exactly once',
      ).toEqual([]);
      const credits = (
        await after.query<{ key: string; n: number }>(
          `select a.request_key as key, count(e.id)::int as n from member_adjustments a
             left join ledger_entries e on e.idempotency_key = 'member-adjustment:' || a.id
            where a.request_key = any($1) group by 1`,
          [[...acked.credits]],
        )
      ).rows;
      const creditCount = new Map(credits.map((r) => [r.key, r.n]));
      expect(
        [...acked.credits].filter((k) => creditCount.get(k) !== 1),
        'credits not in the ledger exactly once',
      ).toEqual([]);
      const betsAfterSwitch = answers.filter(
        (x) => x.what === 'bet' && x.a?.status === 200 && x.at > marks.promoted!,
      ).length;
      expect(betsAfterSwitch, 'bets acknowledged by the new primary').toBeGreaterThan(0);
      await after.end();
      const verify = await must(base, 'GET', O.verifyLedger, { ops: true });
      expect(verify, JSON.stringify(verify)).toMatchObject({
        ok: true,
        unbalancedEntries: [],
        balanceMismatches: [],
        negativeMemberAccounts: [],
      });

      // The stream, on the other process: pushes (through Redis) after each recovery.
      for (const since of ['redisBack', 'pgBack', 'promoted'] as const) {
        expect(pushes.filter((p) => p.at > marks[since]!).length, `balance pushes after ${since}`).toBeGreaterThan(0);
      }

      // The log: one line per outage and one per recovery; no ioredis flood, no unhandled error.
      const log = fs.readFileSync(logFile, 'utf8');
      const lines = log.split('\n').filter((l) => /dependency (down|back)/.test(l));
      const count = (re: RegExp) => lines.filter((l) => re.test(l)).length;
      expect({
        redisDown: count(/dependency down: redis/),
        redisBack: count(/dependency back: redis/),
        postgresDown: count(/dependency down: postgres/),
        postgresBack: count(/dependency back: postgres/),
      }).toEqual({ redisDown: 1, redisBack: 1, postgresDown: 2, postgresBack: 2 });
      expect(log).not.toMatch(/Unhandled error event/);
      expect(log).not.toMatch(/"unhandled error"/);
      // The second process tells Redis's outage once too (PostgreSQL's when its own calls meet it: its jobs are off).
      const logB = fs.readFileSync(secondLog, 'utf8');
      const linesB = logB.split('\n').filter((l) => /dependency (down|back)/.test(l));
      expect(linesB.filter((l) => /dependency down: redis/.test(l)).length).toBe(1);
      expect(linesB.filter((l) => /dependency back: redis/.test(l)).length).toBe(1);
      expect(logB).not.toMatch(/Unhandled error event|"unhandled error"/);

      const summary = [...byStatus.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      const codes = new Map<string, number>();
      for (const x of refusals) codes.set(x.a!.body.errorCode!, (codes.get(x.a!.body.errorCode!) ?? 0) + 1);
      console.log(
        [
          `fault test: ${got.length} answers (${summary}); refusals by code ${JSON.stringify(Object.fromEntries(codes))}`,
          `acknowledged: ${acked.signIns} sign-ins, ${acked.orders} deposit orders, ${acked.credits.size} credits, ${acked.bets.size} bets, ${acked.wins.size} wins (${betsAfterSwitch} bets after the switch-over); each in the ledger once, ledger verified (${String(verify.entries)} entries)`,
          `readiness: ${whilePgAway.length} polls false while PostgreSQL was away; ready ${readyAfterPgMs} ms after it started, ${readyAfterSwitchMs} ms after the promotion`,
          `balance stream (on the second process): opened ${streamOpens} time(s), ${pushes.length} pushes, after Redis's return ${pushes.filter((p) => p.at > marks.redisBack!).length}, after PostgreSQL's ${pushes.filter((p) => p.at > marks.pgBack!).length}, after the switch-over ${pushes.filter((p) => p.at > marks.promoted!).length}`,
          `startup ${Math.round(startupMs / 1000)} s (${setup.join(', ')}), total ${Math.round((Date.now() - started) / 1000)} s; log:`,
          ...lines.map(logLine),
          'second process log:',
          ...linesB.map(logLine),
        ].join('\n'),
      );
      await streamLoop;
    },
  );
});
