import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ENCRYPTION_HEADER, MOD, encryptedBodySchema } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { parseWith } from '../../lib/parse';
import { refuseUnsafeText } from '../../plugins/inputGuard';
import { isModuleEnabled } from '../brands/service';
import type { SiteKeys } from './siteKeys';

const isJwe = (req: FastifyRequest) =>
  String(req.headers[ENCRYPTION_HEADER] ?? '')
    .trim()
    .toUpperCase() === 'JWE';

/**
 * The body of a request, decrypted when it carries `Encryption: JWE` and `{ payload }`, then
 * checked with `schema`. Where `encrypted` is set the plain form is refused (encryption_required)
 * unless the brand's PLAINJSONLOGIN3 switch is on.
 */
export async function readBody<T extends z.ZodType>(
  ctx: AppContext,
  keys: SiteKeys,
  req: FastifyRequest,
  schema: T,
  options: { encrypted: boolean },
): Promise<z.output<T>> {
  if (isJwe(req)) {
    const envelope = encryptedBodySchema.safeParse(req.body);
    if (!envelope.success) throw new AppError('encryption_invalid', undefined, 'payload');
    let plaintext: string;
    try {
      plaintext = await keys.decrypt(envelope.data.payload);
    } catch {
      throw new AppError('encryption_invalid', undefined, 'payload');
    }
    let json: unknown;
    try {
      json = JSON.parse(plaintext);
    } catch {
      throw new AppError('encryption_invalid', 'The decrypted payload is not JSON', 'payload');
    }
    // The plaintext never passed the input guard: the same refusal of unsafe text as every body.
    refuseUnsafeText(req.language, json, 'payload');
    return parseWith(schema, json);
  }
  if (options.encrypted && !(await isModuleEnabled(ctx.db, req.merchant.id, MOD.PLAIN_JSON_LOGIN))) {
    throw new AppError('encryption_required', undefined, 'payload');
  }
  return parseWith(schema, req.body ?? {});
}
