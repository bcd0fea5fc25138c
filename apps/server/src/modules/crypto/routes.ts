import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_PATHS, envelopeSchema, publicKeySchema } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';

/** The site's public key (JWK) with which clients encrypt login, registration and password payloads. */
export function registerCryptoRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { keys } = ctx.accounts;
  app.get(
    ACCOUNT_PATHS.publicKey,
    { config: { siteModeExempt: true }, schema: { response: { 200: envelopeSchema(publicKeySchema) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(keys.publicJwk);
    },
  );
}
