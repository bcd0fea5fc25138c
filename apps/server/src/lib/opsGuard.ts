import crypto from 'node:crypto';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

const withZod = (scope: FastifyInstance) => scope.withTypeProvider<ZodTypeProvider>();

/** Registers operator routes in a scope of their own, behind the operator key (opsKeyGuard). */
export function registerOpsScope(
  root: FastifyInstance,
  ctx: AppContext,
  routes: (app: ReturnType<typeof withZod>) => void,
): void {
  root.register(async (scope) => {
    scope.addHook('onRequest', opsKeyGuard(ctx));
    routes(withZod(scope));
  });
}

/** The brands an operator command applies to: the one named, or every brand. */
export async function opsBrands(ctx: AppContext, brand: string | undefined): Promise<Merchant[]> {
  if (!brand) return listMerchants(ctx.db);
  const m = await findMerchantByCode(ctx.db, brand);
  if (!m) throw new AppError('merchant_not_found', `Unknown brand ${brand}`, 'brand');
  return [m];
}

/** The ids of the brands an operator command applies to (opsBrands). */
export const opsBrandIds = async (ctx: AppContext, brand: string | undefined): Promise<number[]> =>
  (await opsBrands(ctx, brand)).map((b) => b.id);
