import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_PATHS as P, OPS_MONEY_PATHS as O } from '@lotus/contracts';
import { buildApp } from '../src/app';
import { closeAppContext, createAppContext } from '../src/appContext';
import type { AppContext } from '../src/context';
import { createBalanceBus } from '../src/modules/wallets/events';
import { shiftableClock } from '../src/lib/shiftableClock';
import { jobLockKey, runJobExclusive, startJobRunner, type Job } from '../src/modules/jobs/service';
import { ops, TEST_DATABASE_URL, type TestApp } from './helpers';
import { createMoneyApp, newMember, type TestMember } from './moneySupport';
import { openStream } from './sseSupport';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: TestApp & { url: string };
beforeAll(async () => {
  t = await createMoneyApp();
});
afterAll(async () => {
  await t?.close();
});

describe('job runner', () => {
  it('lock keys are stable and distinct per job', () => {
    const names = ['transfers.reconcile', 'deposits.expire', 'payments.callbacks', 'withdrawals.autoReceive'];
    const keys = names.map(jobLockKey);
    expect(new Set(keys).size).toBe(4);
    expect(jobLockKey('transfers.reconcile')).toBe(keys[0]);
  });

  it('runs the jobs every interval and stops cleanly', async () => {
    let runs = 0;
    const job: Job = { name: 'test.count', run: async () => ++runs };
    const runner = startJobRunner(t.ctx, [job], { intervalMs: 50 });
    await sleep(400);
    await runner.stop();
    const seen = runs;
    expect(seen).toBeGreaterThanOrEqual(2);
    await sleep(150);
    expect(runs).toBe(seen);
  });

  it('a failing job is logged and the loop goes on', async () => {
    const errors: string[] = [];
    let ok = 0;
    const runner = startJobRunner(
      t.ctx,
      [
        { name: 'test.fail', run: () => Promise.reject(new Error('boom')) },
        { name: 'test.ok', run: async () => ++ok },
      ],
      { intervalMs: 30, log: (msg) => errors.push(msg) },
    );
    await sleep(250);
    await runner.stop();
    expect(errors[0]).toBe('job test.fail failed');
    expect(ok).toBeGreaterThanOrEqual(2);
  });

  it.skipIf(!TEST_DATABASE_URL)('on PostgreSQL one run at a time across processes (advisory lock)', async () => {
    let inside = 0;
    let most = 0;
    const slow: Job = {
      name: 'test.slow',
      run: async () => {
        inside++;
        most = Math.max(most, inside);
        await sleep(300);
        inside--;
        return 1;
      },
    };
    // Two "processes": the same database through two contexts (each job run takes its own connection).
    const other: AppContext = { ...t.ctx };
    const runs = await Promise.all([
      runJobExclusive(t.ctx, slow),
      runJobExclusive(other, slow),
      runJobExclusive(t.ctx, slow),
    ]);
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect(runs.filter((r) => !r.ran)).toHaveLength(2);
    expect(most).toBe(1);
    // Released afterwards: the next round runs.
    expect((await runJobExclusive(other, slow)).ran).toBe(true);
  });

  it('the operator can run a job now', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: O.runJob,
      headers: ops(),
      payload: { job: 'deposits.expire' },
    });
    expect(res.json().value).toMatchObject({ job: 'deposits.expire', ran: true });
    const bad = await t.app.inject({ method: 'POST', url: O.runJob, headers: ops(), payload: { job: 'rm -rf' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the test clock (TEST_CLOCK=1, acceptance tests)', () => {
  it("is absent from an ordinary server and moves a test server's clock forward by whole minutes", async () => {
    const move = (app: typeof t.app, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: O.testClock, headers: ops(), payload });
    expect((await move(t.app, { advanceMinutes: 60 })).statusCode).toBe(404);
    expect(t.ctx.now().getTime()).toBeLessThan(Date.now() + 60_000);

    const clock = shiftableClock();
    const ctx = createAppContext({ ...t.ctx, now: clock.now, shiftClock: clock.shift });
    const app = await buildApp(ctx, {});
    try {
      const before = Date.now();
      const res = await move(app, { advanceMinutes: 1440 });
      expect(res.statusCode).toBe(200);
      const moved = new Date(res.json().value.now).getTime();
      expect(moved - before).toBeGreaterThanOrEqual(86_400_000);
      expect(ctx.now().getTime() - Date.now()).toBeGreaterThanOrEqual(86_400_000 - 1000);
      for (const bad of [{ advanceMinutes: 0 }, { advanceMinutes: 1.5 }, { advanceMinutes: -5 }, {}]) {
        expect((await move(app, bad)).json().errorCode).toBe('validation_failed');
      }
      expect((await app.inject({ method: 'POST', url: O.testClock, payload: { advanceMinutes: 1 } })).statusCode).toBe(
        401,
      );
    } finally {
      await app.close();
      await closeAppContext(ctx);
    }
  });
});

describe.skipIf(!TEST_REDIS_URL)('balance push across processes through Redis (TEST_REDIS_URL)', () => {
  it('a deposit credited by one process reaches a stream connected to another', async () => {
    const namespace = `money-${process.pid}-${Date.now()}`;
    const redis1 = new Redis(TEST_REDIS_URL!);
    const redis2 = new Redis(TEST_REDIS_URL!);
    const a = await createMoneyApp({ redis: redis1, redisNamespace: namespace });
    // A second process: its own app and context (its own bus) on the same database and Redis.
    const ctxB = createAppContext(a.ctx, { redis: redis2, namespace });
    const b = await buildApp(ctxB, { redis: redis2, redisNamespace: namespace });
    await b.listen({ port: 0, host: '127.0.0.1' });
    const urlB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
    let who: TestMember | undefined;
    let stream: Awaited<ReturnType<typeof openStream>> | undefined;
    try {
      who = await newMember(a);
      const ticket = (await b.inject({ method: 'POST', url: P.balanceTicket, headers: who.h })).json().value
        .ticket as string;
      stream = await openStream(`${urlB}${P.balanceEvents}?ticket=${encodeURIComponent(ticket)}`, {
        merchant: 'LOTUS',
      });
      await stream.next((x) => x.sumBalance === 0n);
      const channels = (await a.app.inject({ url: P.depositChannels, headers: who.h })).json().value;
      const o = (
        await a.app.inject({
          method: 'POST',
          url: P.depositOrders,
          headers: who.h,
          payload: { channelId: channels[0].id, amount: 321 },
        })
      ).json().value;
      await a.app.inject({ method: 'POST', url: O.depositApprove.replace(':orderNo', o.orderNo), headers: ops() });
      // The keep-alive re-read comes only after 20 s: within 3 s it can only be the Redis notice.
      const got = await stream.next((x) => x.mainBalance === 321_00n, 3000);
      expect(got.sumBalance).toBe(321_00n);
    } finally {
      stream?.close();
      await b.close();
      await closeAppContext(ctxB);
      await a.close();
      redis1.disconnect();
      redis2.disconnect();
    }
  });

  it('the bus delivers notices of one bus to another through the channel', async () => {
    const r1 = new Redis(TEST_REDIS_URL!);
    const r2 = new Redis(TEST_REDIS_URL!);
    const namespace = `bus-${process.pid}-${Date.now()}`;
    const bus1 = createBalanceBus({ redis: r1, namespace });
    const bus2 = createBalanceBus({ redis: r2, namespace });
    try {
      await Promise.all([bus1.ready, bus2.ready]);
      const heard: string[] = [];
      bus2.subscribe(7, 42, () => heard.push('42'));
      bus2.subscribe(7, 43, () => heard.push('43'));
      // A watcher (the balance cache) hears every notice: its own process's at once, the others' as they come.
      const watched1: string[] = [];
      const watched2: string[] = [];
      bus1.watch((m, ids) => watched1.push(`${m}:${ids.join(',')}`));
      bus2.watch((m, ids) => watched2.push(`${m}:${ids.join(',')}`));
      bus1.publish(7, [42]);
      expect(watched1).toEqual(['7:42']);
      for (let i = 0; i < 50 && (heard.length === 0 || watched2.length === 0); i++) await sleep(20);
      expect(heard).toEqual(['42']);
      expect(watched2).toEqual(['7:42']);
    } finally {
      await bus1.close();
      await bus2.close();
      r1.disconnect();
      r2.disconnect();
    }
  });
});
