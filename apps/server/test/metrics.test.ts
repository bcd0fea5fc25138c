import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS, OPS_MONEY_PATHS, PATHS } from '@lotus/contracts';
import { loadConfig } from '../src/config';
import { metricsSafetyCheck } from '../src/plugins/metrics';
import { callback, deposit, houseGame, launchToken, newMember } from './gamesSupport';
import { createTestApp, demo, ops, type TestApp } from './helpers';

/** Issue 34: GET /metrics (plugins/metrics.ts, metrics/registry.ts) and the request id of every request. */

const TOKEN = 'metrics-token-0123456789';

let t: TestApp;
let secured: TestApp;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  // Fastify's logger takes pino's options; the stream is where every log line of the app goes.
  const logger = { level: 'info', stream } as unknown as { level: string };
  t = await createTestApp({ logger });
  secured = await createTestApp({ config: { metricsToken: TOKEN } });
});
afterAll(async () => {
  await t?.close();
  await secured?.close();
});

async function scrape(app: TestApp = t, headers: Record<string, string> = {}): Promise<string> {
  const res = await app.app.inject({ url: '/metrics', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** The sum of a metric's samples whose labels include `labels` (0 when there is none). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) sum += Number(m[3]);
  }
  return sum;
}

const has = (text: string, name: string, labels: Record<string, string> = {}) =>
  text
    .split('\n')
    .some((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `)
        ? Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`))
        : false,
    );

describe('GET /metrics', () => {
  it("answers Prometheus's text format: the process, HTTP, jobs, caches and balance streams", async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'lotus_process_cpu_user_seconds_total',
      'lotus_nodejs_eventloop_lag_seconds',
      'lotus_http_requests_total',
      'lotus_http_request_duration_seconds',
      'lotus_provider_transactions_total',
      'lotus_ledger_entries_total',
      'lotus_job_runs_total',
      'lotus_cache_lookups_total',
      'lotus_balance_streams',
    ])
      expect(res.body, name).toContain(`# TYPE ${name} `);
    expect(valueOf(res.body, 'lotus_balance_streams')).toBe(0);
    expect(valueOf(res.body, 'lotus_dependency_up', { dependency: 'postgres' })).toBe(1);
  });

  it('counts requests by route pattern and status, never by the URL', async () => {
    const before = await scrape();
    await t.app.inject({ url: PATHS.healthLive });
    await t.app.inject({ url: PATHS.healthLive });
    const missing = await t.app.inject({ url: '/no/such/page/12345' });
    expect(missing.statusCode).toBe(404);
    const after = await scrape();
    const live = { method: 'GET', route: PATHS.healthLive, status: '200' };
    expect(valueOf(after, 'lotus_http_requests_total', live) - valueOf(before, 'lotus_http_requests_total', live)).toBe(
      2,
    );
    const unmatched = { route: 'unmatched', status: '404' };
    expect(
      valueOf(after, 'lotus_http_requests_total', unmatched) - valueOf(before, 'lotus_http_requests_total', unmatched),
    ).toBe(1);
    expect(after).not.toContain('12345');
    expect(has(after, 'lotus_http_request_duration_seconds_bucket', { route: PATHS.healthLive, le: '0.005' })).toBe(
      true,
    );
  });

  it('counts a seamless bet, a refused one and the money they moved', async () => {
    const member = await newMember(t);
    await deposit(t, member.id, 1_000_000n);
    const slot = await houseGame(t, 'lotus-slot');
    const token = await launchToken(t, member.token, slot);
    const playerId = (await callback(t, 'authenticate', { token })).json().value.playerId as string;
    const bet = (transactionId: string, amount: number) =>
      callback(t, 'bet', {
        token,
        playerId,
        transactionId,
        roundId: `m-${transactionId}`,
        gameCode: 'lotus-slot',
        amount,
        currency: 'VND',
      });
    const before = await scrape();
    expect((await bet('metrics-1', 1_000)).json().success).toBe(true);
    const refused = await bet('metrics-2', 999_000_000);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'insufficient_balance' });
    const after = await scrape();
    const delta = (labels: Record<string, string>, name = 'lotus_provider_transactions_total') =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta({ kind: 'bet', outcome: 'ok' })).toBe(1);
    expect(delta({ kind: 'bet', outcome: 'refused' })).toBe(1);
    expect(delta({ type: 'bet' }, 'lotus_ledger_entries_total')).toBe(1);
    // The deposit above was a money movement too.
    expect(valueOf(after, 'lotus_ledger_entries_total')).toBeGreaterThan(1);
    // The bet path's caches were asked.
    expect(valueOf(after, 'lotus_cache_lookups_total', { cache: 'provider_session' })).toBeGreaterThan(0);
  });

  it("counts a job's run and shows how long ago it last ran", async () => {
    const job = { job_name: 'deposits.expire', outcome: 'ran' };
    const before = await scrape();
    const run = await t.app.inject({
      method: 'POST',
      url: OPS_MONEY_PATHS.runJob,
      headers: ops(),
      payload: { job: 'deposits.expire' },
    });
    expect(run.json(), run.body).toMatchObject({ success: true, value: { ran: true } });
    const after = await scrape();
    expect(valueOf(after, 'lotus_job_runs_total', job) - valueOf(before, 'lotus_job_runs_total', job)).toBe(1);
    const lag = valueOf(after, 'lotus_job_lag_seconds', { job_name: 'deposits.expire' });
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(60);
    expect(has(after, 'lotus_job_duration_seconds_count', { job_name: 'deposits.expire' })).toBe(true);
  });

  it("counts the brands cache's hits", async () => {
    await t.app.inject({ url: `${GAME_PATHS.gameList}?gameType=RNG&pageNo=1&pageSize=5`, headers: demo() });
    const before = await scrape();
    await t.app.inject({ url: `${GAME_PATHS.gameList}?gameType=RNG&pageNo=1&pageSize=5`, headers: demo() });
    const after = await scrape();
    const hits = { cache: 'brands', result: 'hit' };
    expect(valueOf(after, 'lotus_cache_lookups_total', hits) - valueOf(before, 'lotus_cache_lookups_total', hits)).toBe(
      1,
    );
  });

  it('shows the PostgreSQL pool when there is one', async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(valueOf(text, 'lotus_db_pool_max')).toBeGreaterThan(0);
      expect(has(text, 'lotus_db_pool_connections', { state: 'waiting' })).toBe(true);
    } else {
      // PGlite is one connection in the process: no pool to show.
      expect(has(text, 'lotus_db_pool_connections')).toBe(false);
    }
  });
});

describe('who may scrape', () => {
  it('with METRICS_TOKEN: only a caller with the bearer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: TOKEN }]) {
      const res = await secured.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'forbidden' });
      expect(res.body).not.toContain('lotus_');
    }
    expect(await scrape(secured, { authorization: `Bearer ${TOKEN}` })).toContain('lotus_http_requests_total');
    // The token is good from anywhere, a proxy included.
    await scrape(secured, { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' });
  });

  it('without it: only a direct connection from this host, never one through a proxy', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { forwarded: 'for=1.2.3.4' },
    ]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'forbidden' });
    }
    const remote = await t.app.inject({ url: '/metrics', remoteAddress: '198.51.100.7' });
    expect(remote.statusCode).toBe(403);
  });

  it('a production server refuses to start without METRICS_TOKEN', () => {
    expect(metricsSafetyCheck(loadConfig({ NODE_ENV: 'production' }))).toMatchObject({
      setting: 'METRICS_TOKEN',
      ok: false,
    });
    expect(metricsSafetyCheck(loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: TOKEN })).ok).toBe(true);
    // A short token is refused when the configuration is read.
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow();
  });
});

describe('the request id', () => {
  it("is the caller's sane X-Request-Id, in the answer's header, the failure envelope and the log lines", async () => {
    const id = 'edge-7f3a.42';
    const res = await t.app.inject({
      url: `${GAME_PATHS.gameList}?gameType=RNG&pageNo=abc`,
      headers: demo({ 'x-request-id': id }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBe(id);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation_failed', requestId: id });
    const lines = logLines.filter((l) => l.reqId === id);
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('is a new one when the caller sends none or one a log could trip on', async () => {
    for (const given of [undefined, 'has space', 'x'.repeat(65), 'a\u00e9b']) {
      const res = await t.app.inject({
        url: '/metrics',
        headers: { 'x-forwarded-for': '203.0.113.9', ...(given === undefined ? {} : { 'x-request-id': given }) },
      });
      const requestId = res.json().requestId as string;
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['x-request-id']).toBe(requestId);
    }
  });

  it('is in the readiness probe and on a success too', async () => {
    const res = await t.app.inject({ url: PATHS.healthReady, headers: { 'x-request-id': 'probe-1' } });
    expect(res.headers['x-request-id']).toBe('probe-1');
  });
});

const DEPLOY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy');
const ALERTS = path.join(DEPLOY, 'prometheus/alerts.yml');
const DASHBOARD = path.join(DEPLOY, 'grafana/lotus.json');
/** promtool comes with Debian's `prometheus` package (.ci/run installs it). */
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => fs.existsSync(p));
if (!promtool) console.warn('promtool not found (apt-get install prometheus): the alert rules are not checked by it');

describe('the monitoring files in deploy/', () => {
  it('read only metrics that /metrics answers', async () => {
    const text = await scrape();
    const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as { panels: { targets?: { expr: string }[] }[] };
    const exprs = dashboard.panels.flatMap((p) => (p.targets ?? []).map((x) => x.expr));
    expect(exprs.length).toBeGreaterThan(10);
    const names = new Set(
      [...`${fs.readFileSync(ALERTS, 'utf8')}\n${exprs.join('\n')}`.matchAll(/\blotus_\w+/g)].map((m) => m[0]),
    );
    expect(names.size).toBeGreaterThan(10);
    for (const name of names) expect(text, name).toContain(`# TYPE ${name.replace(/_(bucket|count|sum)$/, '')} `);
  });

  it.skipIf(!promtool)('pass `promtool check rules`', () => {
    const out = spawnSync(promtool!, ['check', 'rules', ALERTS], { encoding: 'utf8' });
    expect(out.status, `${out.stdout}${out.stderr}`).toBe(0);
    expect(out.stdout).toMatch(/SUCCESS: \d+ rules found/);
    // promtool does refuse a broken rule: the check is not a no-op.
    const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-rules-')), 'broken.yml');
    fs.writeFileSync(broken, 'groups:\n  - name: x\n    rules:\n      - alert: X\n        expr: sum(rate(\n');
    try {
      expect(() => execFileSync(promtool!, ['check', 'rules', broken], { stdio: 'pipe' })).toThrow();
    } finally {
      fs.rmSync(path.dirname(broken), { recursive: true, force: true });
    }
  });
});
