import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { inTransaction } from '../src/db/transaction';
import { createEventBus, type EventHandlers } from '../src/events';
import { MODULES } from '../src/modules';
import { createTestApp, createTestDatabase, type TestApp } from './helpers';

/** The typed in-transaction event bus (src/events.ts, docs/architecture/server-modules.md). */
let database: Database;
const at = new Date('2026-01-02T03:04:05Z');
const registered = (memberId: number) =>
  ({
    type: 'member.registered',
    merchantId: 1,
    memberId,
    referralCode: null,
    ip: '10.0.0.1',
    deviceId: null,
    at,
  }) as const;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table bus_probe (member_id int not null, handler text not null)`);
});
afterAll(async () => {
  await database.close();
});

type ProbeRow = { member_id: number; handler: string };
const probe = async (): Promise<ProbeRow[]> => {
  const result = await database.db.execute(sql`select member_id, handler from bus_probe order by member_id, handler`);
  return (result as unknown as { rows: ProbeRow[] }).rows;
};

/** A module's handlers that leave a row per event they see, in the publisher's transaction. */
const writer = (name: string): EventHandlers => ({
  'member.registered': async (tx, e) => {
    await tx.execute(sql`insert into bus_probe (member_id, handler) values (${e.memberId}, ${name})`);
  },
});

describe('the event bus', () => {
  it('runs the handlers inside the publisher transaction: committed with it', async () => {
    const bus = createEventBus([writer('a'), writer('b')]);
    await inTransaction(database.db, async (tx) => void (await bus.publish(tx, registered(1))));
    expect(await probe()).toEqual([
      { member_id: 1, handler: 'a' },
      { member_id: 1, handler: 'b' },
    ]);
  });

  it('undoes what the handlers did when the publisher rolls back', async () => {
    const bus = createEventBus([writer('a')]);
    await expect(
      inTransaction(database.db, async (tx) => {
        await bus.publish(tx, registered(2));
        // The publisher fails after the event: the handler's row goes with its own change.
        throw new Error('publisher fails');
      }),
    ).rejects.toThrow('publisher fails');
    expect((await probe()).filter((r) => r.member_id === 2)).toEqual([]);
  });

  it('rolls the publisher back when a handler refuses, and stops there', async () => {
    const refuse: EventHandlers = {
      'member.registered': async () => {
        throw new Error('refused');
      },
    };
    const bus = createEventBus([writer('a'), refuse, writer('c')]);
    await expect(
      inTransaction(database.db, async (tx) => {
        await tx.execute(sql`insert into bus_probe (member_id, handler) values (3, 'publisher')`);
        await bus.publish(tx, registered(3));
      }),
    ).rejects.toThrow('refused');
    expect((await probe()).filter((r) => r.member_id === 3)).toEqual([]);
  });

  it('runs the handlers one after the other in the order given', async () => {
    const seen: string[] = [];
    const slow = (name: string, ms: number): EventHandlers => ({
      'deposit.credited': async () => {
        await new Promise((r) => setTimeout(r, ms));
        seen.push(name);
      },
    });
    const bus = createEventBus([slow('promotions', 20), slow('referral', 0)]);
    await bus.publish(database.db, {
      type: 'deposit.credited',
      merchantId: 1,
      memberId: 1,
      orderNo: 'D1',
      amount: 100n,
      isFirst: true,
      at,
      balancesMoved: [],
    });
    expect(seen).toEqual(['promotions', 'referral']);
  });

  it('answers a question with the field its handler filled, or as published when nobody answers', async () => {
    const bus = createEventBus([{ 'deposit.total': async (_tx, q) => void (q.total = 5_000n) }]);
    const q = { memberId: 1, from: at, to: at, pending: false, total: 0n };
    expect((await bus.publish(database.db, { type: 'deposit.total', ...q })).total).toBe(5_000n);
    expect((await createEventBus([]).publish(database.db, { type: 'deposit.total', ...q })).total).toBe(0n);
  });

  it('takes only declared events with their payloads (checked by tsc)', async () => {
    const bus = createEventBus([]);
    // @ts-expect-error an event nobody declared in DomainEvents
    await bus.publish(database.db, { type: 'member.vanished', memberId: 1 });
    // @ts-expect-error a declared event without its payload
    await bus.publish(database.db, { type: 'member.registered', memberId: 1 });
    expect(true).toBe(true);
  });
});

describe("the modules' subscriptions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('are declared once, by the modules that own them, and every module is listed once', () => {
    const names = MODULES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    const handles = (event: string) =>
      MODULES.filter((m) => m.handlers && event in m.handlers(t.ctx)).map((m) => m.name);
    expect(handles('deposit.credited')).toEqual(['promotions', 'referral']);
    expect(handles('member.registered')).toEqual(['referral']);
    expect(handles('wallet.transferringIn')).toEqual(['responsible-gaming']);
    expect(handles('withdrawal.limits')).toEqual(['vip']);
    expect(handles('deposit.total')).toEqual(['deposits']);
  });

  it("answer the questions on the app's bus: no deposits, the brand's limits without a VIP rank", async () => {
    const q = { memberId: 999_999, from: at, to: new Date(), pending: false, total: 7n };
    expect((await t.ctx.events.publish(t.ctx.db, { type: 'deposit.total', ...q })).total).toBe(0n);
    const limits = await t.ctx.events.publish(t.ctx.db, {
      type: 'withdrawal.limits',
      merchantId: 999_999,
      vipLevel: 0,
      brand: { dailyMaxCount: 3, dailyMaxAmount: 1_000 },
      limits: { dailyMaxCount: 3, dailyMaxAmount: 1_000n },
    });
    expect(limits.limits).toEqual({ dailyMaxCount: 3, dailyMaxAmount: 1_000n });
  });
});
