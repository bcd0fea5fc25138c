import crypto from 'node:crypto';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { findMerchantByCode, listMerchants, type Merchant } from '../modules/brands/service';
import { AppError } from './errors';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest();

/** The operator key check of the /ops API (X-Ops-Key, compared by SHA-256 in constant time). */
export function opsKeyGuard(ctx: AppContext): onRequestAsyncHookHandler {
  const expected = sha256(ctx.opsKey);
  return async (req) => {
    const given = req.headers['x-ops-key'];
    if (typeof given !== 'string' || !crypto.timingSafeEqual(sha256(given), expected)) {
      throw new AppError('ops_key_invalid');
    }
  };
}

/** The brands an operator command applies to: the one named, or every brand. */
export async function opsBrands(ctx: AppContext, brand: string | undefined): Promise<Merchant[]> {
  if (!brand) return listMerchants(ctx.db);
  const m = await findMerchantByCode(ctx.db, brand);
  if (!m) throw new AppError('merchant_not_found', `Unknown brand ${brand}`, 'brand');
  return [m];
}
