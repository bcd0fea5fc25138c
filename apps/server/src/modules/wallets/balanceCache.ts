import type { Balance } from '@lotus/contracts';
import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../lib/invalidation';
import { createTtlCache } from '../../lib/ttlCache';
import type { Merchant } from '../brands/service';
import { memberBalance, type BalanceOwner } from './balance';
import type { BalanceBus } from './events';

/**
 * Signed-in members' balances (getBalanceV2, real money; a trial account's play money is read each
 * time), read through a process-wide cache (`ctx.memberBalances`). Every movement of a member's money
 * publishes on the balance bus after its commit (`publishBalanceChange`), which drops that member's
 * entry at once in this process and, through Redis, in the others; a `brand` or `catalogue` notice
 * drops every entry (currency, transfer-wallet vendors). BALANCE_TTL_MS bounds a lost notice, and
 * BALANCE_TTL_UNSHARED_MS while Redis is away.
 */
export interface BalanceCache {
  /** The member's balance, `at` now. Never modify what it answers. */
  read(merchant: Merchant, owner: BalanceOwner, now: Date): Promise<Balance>;
}

const BALANCE_TTL_MS = 5_000;
/** The lifetime while Redis is away: the other processes' balance notices do not arrive then. */
const BALANCE_TTL_UNSHARED_MS = 1_000;

const keyOf = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;

export function createBalanceCache(
  db: Db,
  balances: BalanceBus,
  invalidation: InvalidationBus,
  /** Whether the notices of the other processes are lost for now (Redis away): entries live 1 s then. */
  unshared: () => boolean = () => false,
): BalanceCache {
  const cache = createTtlCache<Balance>({
    ttlMs: () => (unshared() ? BALANCE_TTL_UNSHARED_MS : BALANCE_TTL_MS),
    max: 100_000,
    name: 'balances',
  });
  balances.watch((merchantId, memberIds) => {
    for (const id of memberIds) cache.drop(keyOf(merchantId, id));
  });
  invalidation.subscribe('brand', () => cache.invalidate());
  invalidation.subscribe('catalogue', () => cache.invalidate());
  return {
    async read(merchant, owner, now) {
      if (owner.trial) return memberBalance(db, merchant, owner, now);
      const b = await cache.get(keyOf(merchant.id, owner.id), () => memberBalance(db, merchant, owner, now));
      return { ...b, at: now.toISOString() };
    },
  };
}
