// Issue 32: the Provider API's promises (docs/API.md "Provider API") and sessions that end, each found broken by a
// vendor that followed the docs.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  HOUSE_VASSALAGE,
  OPS_MEMBER_PATHS,
  PROVIDER_HEADERS,
  PROVIDER_PATHS,
  RG_PATHS,
} from '@lotus/contracts';
import { gameVendors, providerTransactions } from '../src/db/schema';
import { ALL } from '../src/lib/invalidation';
import { vendorSecret } from '../src/modules/provider/service';
import { authed } from './accounts/support';
import { createTestApp, ops, type TestApp } from './helpers';
import { balanceOf, callback, deposit, expectLedgerSound, houseGame, ip, launchToken, newMember } from './gamesSupport';

let t: TestApp;
let slot: number;

beforeAll(async () => {
  t = await createTestApp();
  slot = await houseGame(t, 'lotus-slot');
});
afterAll(() => t.close());

let seq = 0;
const id = (p: string) => `pr-${p}-${++seq}`;

/** A player with money and a launch token of the house slot. */
async function player(amount = 100_000n) {
  const m = await newMember(t);
  await deposit(t, m.id, amount);
  const token = await launchToken(t, m.token, slot);
  const auth = await callback(t, 'authenticate', { token });
  expect(auth.statusCode, auth.body).toBe(200);
  const playerId = auth.json().value.playerId as string;
  const bet = (o: Record<string, unknown> = {}) => ({
    token,
    playerId,
    transactionId: id('b'),
    roundId: id('r'),
    gameCode: 'lotus-slot',
    amount: 1_000,
    currency: 'VND',
    ...o,
  });
  const win = (roundId: string, o: Record<string, unknown> = {}) => ({
    token,
    playerId,
    transactionId: id('w'),
    roundId,
    amount: 500,
    currency: 'VND',
    ...o,
  });
  return { ...m, launch: token, playerId, bet, win };
}

/** A signed callback with the headers given (null leaves a header out). */
function signed(
  path: keyof typeof PROVIDER_PATHS,
  body: unknown,
  o: { timestamp?: string | null; headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const raw = JSON.stringify(body);
  const ts = o.timestamp === undefined ? String(t.ctx.now().getTime()) : o.timestamp;
  const sig = crypto
    .createHmac('sha256', vendorSecret(t.ctx.config.dataDir, HOUSE_VASSALAGE))
    .update(`${ts ?? ''}.${raw}`)
    .digest('hex');
  return t.app.inject({
    method: 'POST',
    url: PROVIDER_PATHS[path],
    remoteAddress: o.remoteAddress,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_HEADERS.vendor]: HOUSE_VASSALAGE,
      [PROVIDER_HEADERS.signature]: sig,
      ...(ts === null ? {} : { [PROVIDER_HEADERS.timestamp]: ts }),
      ...o.headers,
    },
    payload: raw,
  });
}

/** Changes the house vendor's row for one test, as an operator's change does (a catalogue notice). */
async function withHouse<T>(patch: Partial<typeof gameVendors.$inferInsert>, run: () => Promise<T>): Promise<T> {
  const [before] = await t.ctx.db.select().from(gameVendors).where(eq(gameVendors.vassalage, HOUSE_VASSALAGE));
  await t.ctx.db.update(gameVendors).set(patch).where(eq(gameVendors.vassalage, HOUSE_VASSALAGE));
  t.ctx.invalidation.publish('catalogue', ALL);
  try {
    return await run();
  } finally {
    const restore = Object.fromEntries(Object.keys(patch).map((k) => [k, before![k as keyof typeof before]]));
    await t.ctx.db.update(gameVendors).set(restore).where(eq(gameVendors.vassalage, HOUSE_VASSALAGE));
    t.ctx.invalidation.publish('catalogue', ALL);
  }
}

describe("the docs' promises", () => {
  it('replays a retry that spells out the default roundClosed, and only then', async () => {
    const p = await player();
    const b = p.bet();
    expect((await callback(t, 'bet', b)).json().value.replayed).toBe(false);
    const again = await callback(t, 'bet', { ...b, roundClosed: false });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value.replayed).toBe(true);
    expect((await callback(t, 'bet', { ...b, roundClosed: true })).json().errorCode).toBe(
      'provider_transaction_conflict',
    );
    const w = p.win(b.roundId);
    expect((await callback(t, 'win', w)).json().value.replayed).toBe(false);
    expect((await callback(t, 'win', { ...w, roundClosed: true })).json().value.replayed).toBe(true);
    expect((await callback(t, 'win', { ...w, roundClosed: false })).json().errorCode).toBe(
      'provider_transaction_conflict',
    );
    // And the other way round: the default sent first, left out on the retry.
    const b2 = p.bet({ roundClosed: false });
    await callback(t, 'bet', b2);
    const bare: Record<string, unknown> = { ...b2 };
    delete bare.roundClosed;
    expect((await callback(t, 'bet', bare)).json().value.replayed).toBe(true);
    expect(await balanceOf(t, p.id)).toBe(100_000n - 1_000n + 500n - 1_000n);
    await expectLedgerSound(t);
  });

  it('replays a call stored before roundClosed had a default (its fingerprint without one)', async () => {
    const p = await player();
    // As the server stored calls before issue 32: an unsent roundClosed fingerprinted as null, not the default.
    const storedBefore = async (kind: 'bet' | 'win', b: Record<string, unknown>) => {
      const legacy = crypto
        .createHash('sha256')
        .update(
          JSON.stringify([kind, p.playerId, b.roundId, b.gameCode ?? null, String(b.amount), b.currency, null, null]),
        )
        .digest('hex');
      await t.ctx.db
        .update(providerTransactions)
        .set({ fingerprint: legacy })
        .where(eq(providerTransactions.transactionId, b.transactionId as string));
    };
    const b = p.bet();
    await callback(t, 'bet', b);
    await storedBefore('bet', b);
    const w = p.win(b.roundId);
    await callback(t, 'win', w);
    await storedBefore('win', w);
    const balance = await balanceOf(t, p.id);
    for (const retry of [b, { ...b, roundClosed: false }]) {
      const again = await callback(t, 'bet', retry);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().value.replayed).toBe(true);
    }
    for (const retry of [w, { ...w, roundClosed: true }]) {
      const again = await callback(t, 'win', retry);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().value.replayed).toBe(true);
    }
    // Another call under the same id is still a conflict.
    expect((await callback(t, 'bet', { ...b, roundClosed: true })).json().errorCode).toBe(
      'provider_transaction_conflict',
    );
    expect((await callback(t, 'win', { ...w, roundClosed: false })).json().errorCode).toBe(
      'provider_transaction_conflict',
    );
    expect((await callback(t, 'bet', { ...b, amount: 2_000 })).json().errorCode).toBe('provider_transaction_conflict');
    expect(await balanceOf(t, p.id)).toBe(balance);
  });

  it('names the unknown or bad field in a validation error', async () => {
    const p = await player();
    const extra = await callback(t, 'bet', p.bet({ extra: 1 }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ errorCode: 'validation_failed', field: 'extra' });
    const bad = await callback(t, 'bet', p.bet({ amount: -1 }));
    expect(bad.json()).toMatchObject({ errorCode: 'validation_failed', field: 'amount' });
  });

  it('answers a missing or malformed timestamp with provider_timestamp_invalid', async () => {
    const p = await player();
    for (const timestamp of [null, '', 'soon', '12.5']) {
      const res = await signed('balance', { token: p.launch, playerId: p.playerId }, { timestamp });
      expect(res.statusCode, String(timestamp)).toBe(401);
      expect(res.json().errorCode, String(timestamp)).toBe('provider_timestamp_invalid');
    }
    expect((await signed('balance', { token: p.launch, playerId: p.playerId })).statusCode).toBe(200);
  });

  it('writes messages in the language of the Language header (Vietnamese without one)', async () => {
    const body = { token: 'x'.repeat(43) };
    const en = await signed('authenticate', body, { headers: { language: 'en' } });
    expect(en.json()).toMatchObject({ errorCode: 'provider_token_invalid', message: 'Invalid launch token' });
    const vi = await signed('authenticate', body);
    expect(vi.json()).toMatchObject({ errorCode: 'provider_token_invalid', message: 'Mã phiên chơi không hợp lệ' });
    const acceptEn = await signed('authenticate', body, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(acceptEn.json().message).toBe('Invalid launch token');
  });

  it("limits a vendor's calls per second without hurting an honest vendor's 1,000 a second", async () => {
    const p = await player();
    const at = new Date(Date.now() + 60_000);
    t.setNow(at);
    try {
      // 1,000 calls within one second of the clock (the default rate is 2,000 a second).
      const codes: number[] = [];
      for (let i = 0; i < 20; i++) {
        t.setNow(new Date(at.getTime() + i * 50));
        const batch = await Promise.all(
          Array.from({ length: 50 }, () => callback(t, 'balance', { token: p.launch, playerId: p.playerId })),
        );
        codes.push(...batch.map((r) => r.statusCode));
      }
      expect(codes.filter((c) => c !== 200)).toEqual([]);
      expect(codes.length).toBe(1_000);
      await withHouse({ callsPerSecond: 5 }, async () => {
        t.setNow(new Date(at.getTime() + 5_000));
        const five = await Promise.all(
          Array.from({ length: 5 }, () => callback(t, 'balance', { token: p.launch, playerId: p.playerId })),
        );
        expect(five.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
        const over = await callback(t, 'balance', { token: p.launch, playerId: p.playerId });
        expect(over.statusCode).toBe(429);
        expect(over.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: 1 } });
        expect(over.headers['retry-after']).toBe('1');
        // A bet past the rate moved nothing; a second later the vendor is served again.
        const before = await balanceOf(t, p.id);
        expect((await callback(t, 'bet', p.bet())).statusCode).toBe(429);
        expect(await balanceOf(t, p.id)).toBe(before);
        t.setNow(new Date(at.getTime() + 6_000));
        expect((await callback(t, 'balance', { token: p.launch, playerId: p.playerId })).statusCode).toBe(200);
      });
    } finally {
      t.setNow(new Date());
    }
  });

  it("refuses callbacks from addresses outside the vendor's allow-list, when it has one", async () => {
    const p = await player();
    const body = { token: p.launch, playerId: p.playerId };
    expect((await signed('balance', body, { remoteAddress: '198.51.100.20' })).statusCode).toBe(200);
    await withHouse({ allowedAddresses: ['203.0.113.0/24', '2001:db8::7'] }, async () => {
      const far = await signed('balance', body, { remoteAddress: '198.51.100.20' });
      expect(far.statusCode).toBe(403);
      expect(far.json().errorCode).toBe('provider_address_not_allowed');
      expect((await signed('balance', body, { remoteAddress: '203.0.113.77' })).statusCode).toBe(200);
      expect((await signed('balance', body, { remoteAddress: '::ffff:203.0.113.8' })).statusCode).toBe(200);
      expect((await signed('balance', body, { remoteAddress: '2001:db8::7' })).statusCode).toBe(200);
      expect((await signed('balance', body, { remoteAddress: '2001:db8::8' })).statusCode).toBe(403);
    });
  });
});

describe('sessions that end', () => {
  it('refuses bets after the member logged out, but takes the open round’s win and rollbacks', async () => {
    const p = await player();
    const open = p.bet();
    const open2 = p.bet();
    expect((await callback(t, 'bet', open)).json().value.status).toBe('ok');
    expect((await callback(t, 'bet', open2)).json().value.status).toBe('ok');
    const out = await t.app.inject({ method: 'DELETE', url: ACCOUNT_PATHS.logout, headers: authed(ip, p.token) });
    expect(out.json().success, out.body).toBe(true);
    const refused = await callback(t, 'bet', p.bet());
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorCode).toBe('provider_session_expired');
    expect((await callback(t, 'authenticate', { token: p.launch })).json().errorCode).toBe('provider_session_expired');
    expect((await callback(t, 'win', p.win(open.roundId))).json().value.status).toBe('ok');
    const rb = await callback(t, 'rollback', {
      token: p.launch,
      playerId: p.playerId,
      transactionId: id('rb'),
      referenceTransactionId: open2.transactionId,
      roundId: open2.roundId,
    });
    expect(rb.json().value.status).toBe('ok');
    expect(await balanceOf(t, p.id)).toBe(100_000n - 1_000n + 500n);
    await expectLedgerSound(t);
  });

  it('refuses bets once an operator locked the member', async () => {
    const p = await player();
    const open = p.bet();
    await callback(t, 'bet', open);
    const lock = await t.app.inject({
      method: 'POST',
      url: OPS_MEMBER_PATHS.lock.replace(':id', String(p.id)),
      headers: ops({ merchant: 'LOTUS' }),
      payload: { reason: 'fraud check' },
    });
    expect(lock.json().success, lock.body).toBe(true);
    expect((await callback(t, 'bet', p.bet())).json().errorCode).toBe('provider_session_expired');
    expect((await callback(t, 'authenticate', { token: p.launch })).json().errorCode).toBe('provider_session_expired');
    expect((await callback(t, 'win', p.win(open.roundId))).json().value.status).toBe('ok');
  });

  it('refuses bets during a time-out the member took, and still pays the open round', async () => {
    const p = await player();
    const open = p.bet();
    await callback(t, 'bet', open);
    const timeout = await t.app.inject({
      method: 'POST',
      url: RG_PATHS.timeout,
      headers: authed(ip, p.token),
      payload: { period: '24h' },
    });
    expect(timeout.json().success, timeout.body).toBe(true);
    const refused = await callback(t, 'bet', p.bet());
    expect(refused.json().success).toBe(false);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await callback(t, 'win', p.win(open.roundId))).json().value.status).toBe('ok');
    expect(await balanceOf(t, p.id)).toBe(100_000n - 1_000n + 500n);
  });

  it('refuses bets while the vendor is suspended, and still takes wins and rollbacks', async () => {
    const p = await player();
    const open = p.bet();
    const open2 = p.bet();
    await callback(t, 'bet', open);
    await callback(t, 'bet', open2);
    await withHouse({ status: 'suspended' }, async () => {
      const refused = await callback(t, 'bet', p.bet());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('provider_vendor_suspended');
      expect((await callback(t, 'win', p.win(open.roundId))).json().value.status).toBe('ok');
      const rb = await callback(t, 'rollback', {
        token: p.launch,
        playerId: p.playerId,
        transactionId: id('rb'),
        referenceTransactionId: open2.transactionId,
        roundId: open2.roundId,
      });
      expect(rb.json().value.status).toBe('ok');
    });
    // Resumed: bets are taken again.
    expect((await callback(t, 'bet', p.bet())).json().value.status).toBe('ok');
  });

  it('refuses a bet for another game than the launched one', async () => {
    const p = await player();
    const before = await balanceOf(t, p.id);
    const other = await callback(t, 'bet', p.bet({ gameCode: 'xoc-dia' }));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ errorCode: 'provider_game_mismatch', field: 'gameCode' });
    expect(await balanceOf(t, p.id)).toBe(before);
    expect((await callback(t, 'bet', p.bet({ gameCode: 'no-such-game' }))).json().errorCode).toBe(
      'provider_game_unknown',
    );
  });
});
