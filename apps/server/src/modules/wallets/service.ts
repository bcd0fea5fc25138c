/**
 * The wallets module's public face: balances, the balance-change bus, the member and brand accounts
 * money modules post on, the brand's money settings, free-play credit, and the transfer-wallet vendor
 * adapters. Other modules import from here only.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context';
import type { Limit } from '../../lib/rateLimiter';
import { grantTrialCredit } from './books';
import { getMoneySettings } from './settings';

export { publishBalanceChange } from './events';
export { trialPlayMoney } from './balance';
export { brandAccount, memberAccount, trialAccount } from './books';
export { getMoneySettings, updateMoneySettings } from './settings';
export { sandboxVendorSecret, signSandboxVendor, SANDBOX_VENDOR_SIGNATURE, SANDBOX_VENDOR_TIMESTAMP } from './adapters';
export { reconcileTransfers } from './transfers';

/**
 * Free play (FREEPLAY3): a new trial account's demo credit in its own trial wallet (kind member_trial,
 * currency XTS), the brand's `trialCredit` setting. Called by the accounts module right after it
 * creates the trial account; once per member.
 */
export async function grantFreePlayCredit(ctx: AppContext, merchantId: number, memberId: number): Promise<void> {
  const settings = await getMoneySettings(ctx.db, merchantId);
  await grantTrialCredit(ctx.db, merchantId, memberId, BigInt(settings.trialCredit));
}

/** Money actions (transfers, deposits, withdrawals, bank accounts) per member, on top of the per-IP limit. */
const MONEY_ACTION_LIMIT: Limit = { name: 'money-action', max: 300, windowMs: 60_000 };

/**
 * A route preHandler for money actions, after the auth guard: at most MONEY_ACTION_LIMIT per member a
 * minute (TOO_MANY_REQUESTS with retryAfterSeconds), on top of the per-IP limit of every API call.
 */
export function moneyActionLimit(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (req) => {
    if (req.member) await ctx.accounts.limiter.hit(MONEY_ACTION_LIMIT, `${req.member.merchantId}:${req.member.id}`);
  };
}

/** The account records of a member's session (transactionHistory); the agent centre lists the agent's own with it. */
export { transactionHistory } from './history';
