import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  HOUSE_VASSALAGE,
  LAUNCH_PATHS,
  LOTTERY_PATHS,
  MONEY_PATHS as P,
  PROMO_PATHS,
} from '@lotus/contracts';
import { gameVendors, members } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/demoAccounts';
import { CAPABILITIES, KIND_CAPABILITIES, mayDo, type Capability } from '../src/modules/accounts/capabilities';
import { hashPassword } from '../src/modules/accounts/passwords';
import { createLaunchSession } from '../src/modules/provider/service';
import { playerIdOf } from '../src/modules/provider/sessions';
import { authed, login, nextIp, uniqueName } from './accounts/support';
import { callback, houseGame } from './gamesSupport';
import { DEMO_MERCHANT, type TestApp } from './helpers';
import { balanceOf, createMoneyApp, errorOf, expectLedgerSound, fund, lotus, PAYMENT_PASSWORD } from './moneySupport';

/**
 * Issue 29, finding 6: what a token may do is what its account's kind may do (accounts/capabilities.ts),
 * whichever site it signed in at. Before, the token an agent (kind 1) got from /wps/session/login/agent
 * launched a real-money game and a vendor took its bets.
 */
let t: TestApp & { url: string };
let slot: number;
let houseVendorId: number;
const VENDOR = 'TIGER_SLOTS'; // a transfer-wallet vendor of the money test app (sandbox vendor)

interface Account {
  kind: number;
  id: number;
  username: string;
  token: string;
  ip: string;
  h: Record<string, string>;
}
const accounts = new Map<number, Account>();
let channelId: number;
let upline: Account; // kind 1: the upline of every other account
let downline: Account; // kind 0: the direct downline of each agent kind (re-pointed per test)

const KINDS = [0, 1, 2, 4, 41, 42] as const;
const AGENT_SITE = new Set([1, 2]);

async function account(kind: number, uplineId: number | null = null): Promise<Account> {
  const username = uniqueName(`k${kind}`);
  const [row] = await t.ctx.db
    .insert(members)
    .values({
      merchantId: (await lotus(t)).id,
      username,
      passwordHash: await hashPassword('Player123'),
      paymentPasswordHash: await hashPassword(PAYMENT_PASSWORD),
      profile: { payeeName: 'Nguyễn Văn An' },
      isAgent: kind,
      uplineId,
      firstLogin: false,
      passwordChangedAt: new Date(),
      registerMethod: 'SEED',
    })
    .returning({ id: members.id });
  const ip = nextIp();
  // Agents of kind 1 and 2 sign in at the agent centre (the member site refuses them); the others at the member site.
  const res = await login(
    t,
    username,
    'Player123',
    ip,
    {},
    AGENT_SITE.has(kind) ? ACCOUNT_PATHS.agentLogin : undefined,
  );
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().value.token as string;
  await fund(t, row!.id, 1_000_000n); // 10,000.00
  return { kind, id: row!.id, username, token, ip, h: authed(ip, token) };
}

/** A refusal by kind: 403 with the code capabilities.ts answers for it. */
const refusalCode = (kind: number, c: Capability) =>
  c === 'transferDownline' ? 'not_an_agent' : kind === 4 ? 'in_need_true_account' : 'not_a_member';

const launch = (h: Record<string, string>, accountType: 0 | 1) =>
  t.app.inject({ url: `${LAUNCH_PATHS.launchGame}?gameId=${slot}&accountType=${accountType}`, headers: h });

/** One call per capability, through HTTP, as the web or a vendor makes it. */
const ATTEMPTS: Record<Capability, (a: Account) => Promise<{ statusCode: number; body: string; json(): unknown }>> = {
  playReal: (a) => launch(a.h, 1),
  playTrial: (a) => launch(a.h, 0),
  vendorBets: async (a) => {
    // The launch token a vendor gets (made directly: the launch itself refuses an agent).
    const merchant = { ...(await lotus(t)), code: DEMO_MERCHANT };
    const now = new Date();
    const session = await createLaunchSession(t.ctx.db, {
      merchant,
      member: { id: a.id, username: a.username, nickname: null },
      vendorId: houseVendorId,
      gameId: slot,
      mode: 'real',
      language: 'vi',
      now,
      expiresAt: new Date(now.getTime() + 60 * 60_000),
      trialCredit: 0n,
    });
    const auth = await callback(t, 'authenticate', { token: session.token });
    const bet = await callback(t, 'bet', {
      token: session.token,
      playerId: playerIdOf(merchant.code, a.id),
      transactionId: `kind-${a.kind}-${a.id}`,
      roundId: `kind-round-${a.id}`,
      gameCode: 'lotus-slot',
      amount: 1000,
      currency: merchant.currency,
    });
    // Both answer the same: authenticate's answer is returned unless it succeeded.
    return auth.statusCode === 200 ? bet : auth;
  },
  deposit: (a) =>
    t.app.inject({ method: 'POST', url: P.depositOrders, headers: a.h, payload: { channelId, amount: 100 } }),
  // No bank account with this id: an account that may withdraw hears about the account, not its kind.
  withdraw: (a) =>
    t.app.inject({
      method: 'POST',
      url: P.withdrawalOrders,
      headers: a.h,
      payload: { bankAccountId: 2_000_000_000, amount: 100, paymentPassword: PAYMENT_PASSWORD },
    }),
  walletTransfer: (a) =>
    t.app.inject({
      method: 'POST',
      url: P.walletTransfer,
      headers: a.h,
      payload: { from: 'MAIN', to: VENDOR, amount: 10 },
    }),
  transferUpline: (a) =>
    t.app.inject({
      method: 'POST',
      url: P.transferUpline,
      headers: a.h,
      payload: { amount: 10, paymentPassword: PAYMENT_PASSWORD },
    }),
  // No promotion with this id: an account that may take part hears about the promotion, not its kind.
  claimRewards: (a) =>
    t.app.inject({ method: 'POST', url: PROMO_PATHS.claim.replace(':id', '2000000000'), headers: a.h }),
  transferDownline: async (a) => {
    await t.ctx.db.update(members).set({ uplineId: a.id }).where(eq(members.id, downline.id));
    return t.app.inject({
      method: 'POST',
      url: P.transferDownline,
      headers: a.h,
      payload: { amount: 10, paymentPassword: PAYMENT_PASSWORD, username: downline.username },
    });
  },
};

beforeAll(async () => {
  t = await createMoneyApp({ rateLimitPerMinute: 100_000 });
  slot = await houseGame(t, 'lotus-slot');
  const [house] = await t.ctx.db
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(eq(gameVendors.vassalage, HOUSE_VASSALAGE));
  houseVendorId = house!.id;
  upline = await account(1);
  downline = await account(0);
  for (const kind of KINDS) accounts.set(kind, await account(kind, upline.id));
  channelId = (await t.app.inject({ url: P.depositChannels, headers: downline.h })).json().value[0].id;
});
afterAll(() => t.close());

describe('the table', () => {
  it('has every kind of SPEC §6 and nothing else may do anything', () => {
    expect(
      Object.keys(KIND_CAPABILITIES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([0, 1, 2, 4, 41, 42]);
    for (const c of CAPABILITIES) expect(mayDo(3, c)).toBe(false);
    // The rules, read from the table itself.
    for (const kind of [1, 2]) {
      for (const c of ['playReal', 'deposit', 'vendorBets'] as const)
        expect(mayDo(kind, c), `${kind} ${c}`).toBe(false);
      expect(mayDo(kind, 'transferDownline')).toBe(true);
    }
    for (const kind of [0, 41, 42]) {
      for (const c of ['playReal', 'deposit', 'withdraw', 'vendorBets'] as const) expect(mayDo(kind, c)).toBe(true);
    }
    expect(CAPABILITIES.filter((c) => mayDo(4, c))).toEqual(['playTrial']);
    expect(CAPABILITIES.filter((c) => mayDo(1, c))).toEqual(['playTrial', 'withdraw', 'transferDownline']);
  });
});

describe('account kind × capability, through HTTP', () => {
  for (const kind of KINDS) {
    for (const capability of CAPABILITIES) {
      const allowed = mayDo(kind, capability);
      it(`kind ${kind} ${allowed ? 'may' : 'may not'} ${capability}`, async () => {
        const a = accounts.get(kind)!;
        const before = (await balanceOf(t, a)).mainBalance;
        const res = await ATTEMPTS[capability](a);
        if (allowed) {
          // Allowed: the action's own answer (success, or a business refusal of this attempt), never the kind's.
          if (capability === 'withdraw') {
            expect(errorOf(res)).toMatchObject({ code: 'bank_account_not_found' });
          } else if (capability === 'claimRewards') {
            expect(errorOf(res)).toMatchObject({ code: 'promotion_not_found' });
          } else {
            expect(res.statusCode, res.body).toBe(200);
            expect((res.json() as { success: boolean }).success).toBe(true);
          }
          return;
        }
        expect(res.statusCode, res.body).toBe(403);
        const code = capability === 'vendorBets' ? 'provider_player_not_allowed' : refusalCode(kind, capability);
        expect(res.json()).toMatchObject({ success: false, errorCode: code });
        expect(typeof (res.json() as { message: unknown }).message).toBe('string');
        // Refused: no money moved.
        expect((await balanceOf(t, a)).mainBalance).toBe(before);
      });
    }
  }

  it('leaves the ledger sound', async () => {
    await expectLedgerSound(t);
  });
});

describe('the finding as it was found', () => {
  it("agent01's token from the agent centre neither launches the slot for real money nor bets in the lottery", async () => {
    const ip = nextIp();
    const res = await login(
      t,
      DEMO_ACCOUNTS.agent.username,
      DEMO_ACCOUNTS.agent.password,
      ip,
      {},
      ACCOUNT_PATHS.agentLogin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const h = authed(ip, res.json().value.token);
    const launched = await launch(h, 1);
    expect(launched.statusCode).toBe(403);
    expect(launched.json()).toMatchObject({ success: false, errorCode: 'not_a_member' });
    const lottery = await t.app.inject({
      method: 'POST',
      url: LOTTERY_PATHS.bets,
      headers: h,
      payload: { items: [{ drawId: 1, betType: 'de', selection: '27', stake: 10 }] },
    });
    expect(lottery.statusCode, lottery.body).toBe(403);
    expect(lottery.json()).toMatchObject({ success: false, errorCode: 'not_a_member' });
    // Its lottery lobby opens without a launch token (lobby and results only).
    const lobby = await t.app.inject({ url: LAUNCH_PATHS.lottLabby, headers: h });
    expect(lobby.statusCode, lobby.body).toBe(200);
    expect(JSON.stringify(lobby.json().value)).not.toContain('token=');
    // The agent centre still works for it.
    expect((await t.app.inject({ url: ACCOUNT_PATHS.memberInfo, headers: h })).statusCode).toBe(200);
  });
});
