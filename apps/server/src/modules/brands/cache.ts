import type { Db } from '../../db/client';
import { ALL, type InvalidationBus } from '../../lib/invalidation';
import { createTtlCache } from '../../lib/ttlCache';
import { findMerchantByCode, findMerchantByDomain, type Merchant } from './repository';

/**
 * The brands every site request resolves (by the Merchant header or the Host's domain route), read
 * through a process-wide cache (`ctx.brands`): an entry lives BRAND_TTL_MS, and any brand notice on the
 * invalidation bus (an operator's change, plugins/cacheInvalidation.ts) drops them all at once, in every
 * process. The answers are shared between requests: never modify them.
 */
export interface BrandCache {
  byCode(code: string): Promise<Merchant | undefined>;
  byDomain(domain: string): Promise<Merchant | undefined>;
}

/** How long a brand is answered from memory without a notice (the bound when a notice is lost). */
const BRAND_TTL_MS = 1_000;

export function createBrandCache(db: Db, bus: InvalidationBus): BrandCache {
  const cache = createTtlCache<Merchant | undefined>({ ttlMs: BRAND_TTL_MS, max: 2_000, name: 'brands' });
  bus.subscribe('brand', (key) => cache.invalidate(key === ALL ? undefined : (_k, m) => !m || String(m.id) === key));
  return {
    byCode: (code) => {
      const c = code.toUpperCase();
      return cache.get(`c:${c}`, () => findMerchantByCode(db, c));
    },
    byDomain: (domain) => {
      const d = domain.toLowerCase();
      return cache.get(`d:${d}`, () => findMerchantByDomain(db, d));
    },
  };
}
