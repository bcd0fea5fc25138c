import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { HOUSE_VASSALAGE, LAUNCH_PATHS, PROVIDER_PATHS } from '@lotus/contracts';
import { gameVendors, games, members, merchants } from '../src/db/schema';
import { hashPassword } from '../src/modules/accounts/passwords';
import { getBalance, getOrCreateAccount, postEntry } from '../src/modules/ledger/service';
import { verifyLedger } from '../src/modules/ledger/verify';
import { vendorSecret } from '../src/modules/provider/service';
import { authed, nextIp, tokenFor, uniqueName } from './accounts/support';
import { createTestApp, type TestApp } from './helpers';
import { publishBalanceChange } from '../src/modules/wallets/events';

export const ip = nextIp();

/** A test file's app (a fresh database) with the house slot's game id: made before its tests, closed after. */
export function houseSlotApp(): { readonly t: TestApp; readonly slot: number } {
  const made = {} as { t: TestApp; slot: number };
  beforeAll(async () => {
    made.t = await createTestApp();
    made.slot = await houseGame(made.t, 'lotus-slot');
  });
  afterAll(() => made.t.close());
  return made;
}

export async function lotusId(t: TestApp): Promise<number> {
  const [m] = await t.ctx.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'LOTUS'));
  return m!.id;
}

/** A new real member of the demo brand with a session token. */
export async function newMember(t: TestApp, isAgent = 0) {
  const username = uniqueName('pl');
  const [row] = await t.ctx.db
    .insert(members)
    .values({
      merchantId: await lotusId(t),
      username,
      passwordHash: await hashPassword('Player123'),
      isAgent,
      firstLogin: false,
      passwordChangedAt: new Date(),
      registerMethod: 'SEED',
    })
    .returning({ id: members.id });
  return { id: row!.id, username, token: await tokenFor(t, username, 'Player123', ip) };
}

export async function mainAccount(t: TestApp, memberId: number) {
  return getOrCreateAccount(t.ctx.db, {
    merchantId: await lotusId(t),
    kind: 'member_main',
    ownerMemberId: memberId,
    currency: 'VND',
  });
}

/** Credits a member's main wallet from payment clearing (a deposit), minor units; publishes it like every money path. */
export async function deposit(t: TestApp, memberId: number, amount: bigint) {
  const merchantId = await lotusId(t);
  const clearing = await getOrCreateAccount(t.ctx.db, { merchantId, kind: 'payment_clearing', currency: 'VND' });
  const main = await mainAccount(t, memberId);
  await postEntry(t.ctx.db, {
    merchantId,
    type: 'deposit',
    idempotencyKey: `test-deposit:${crypto.randomUUID()}`,
    postings: [
      { accountId: clearing.id, amount: -amount },
      { accountId: main.id, amount },
    ],
  });
  publishBalanceChange(t.ctx, merchantId, [memberId]);
}

export async function balanceOf(t: TestApp, memberId: number): Promise<bigint> {
  return getBalance(t.ctx.db, (await mainAccount(t, memberId)).id);
}

export async function expectLedgerSound(t: TestApp) {
  const v = await verifyLedger(t.ctx.db);
  expect(v.ok).toBe(true);
}

export async function gameIdOf(t: TestApp, vassalage: string, code: string): Promise<number> {
  const [g] = await t.ctx.db
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(gameVendors.vassalage, vassalage), eq(games.code, code)));
  return g!.id;
}

export const houseGame = (t: TestApp, code: string) => gameIdOf(t, HOUSE_VASSALAGE, code);

export function launch(t: TestApp, token: string | undefined, query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))).toString();
  return t.app.inject({
    url: `${LAUNCH_PATHS.launchGame}?${qs}`,
    headers: token ? authed(ip, token) : { merchant: 'LOTUS', 'x-forwarded-for': ip },
  });
}

/** Launches a game and answers the launch token from its URL (house games carry it as ?token=). */
export async function launchToken(t: TestApp, token: string, gameId: number, accountType = 1): Promise<string> {
  const res = await launch(t, token, { gameId, accountType });
  expect(res.json().success, res.body).toBe(true);
  return new URL(res.json().value.game_url, 'http://x').searchParams.get('token')!;
}

export interface SignOptions {
  vendor?: string;
  secret?: string;
  timestamp?: number | string;
  signature?: string;
  raw?: string;
}

/** A signed provider callback through app.inject. */
export function callback(t: TestApp, path: keyof typeof PROVIDER_PATHS, body: unknown, o: SignOptions = {}) {
  const vendor = o.vendor ?? HOUSE_VASSALAGE;
  const raw = o.raw ?? JSON.stringify(body);
  const ts = String(o.timestamp ?? t.ctx.now().getTime());
  const secret = o.secret ?? vendorSecret(t.ctx.config.dataDir, vendor);
  const signature = o.signature ?? crypto.createHmac('sha256', secret).update(`${ts}.${raw}`).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: PROVIDER_PATHS[path],
    headers: {
      'content-type': 'application/json',
      'x-lotus-vendor': vendor,
      'x-lotus-timestamp': ts,
      'x-lotus-signature': signature,
    },
    payload: raw,
  });
}
