import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  memberTransferSchema,
  MONEY_PATHS,
  transferDownlineBodySchema,
  transferUplineBodySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { moneyActionLimit } from '../wallets/service';
import { transferToDownline, transferToUpline } from './service';

/** transferUpline (members) and transfer to a downline (agents). */
export function registerTransferRoutes(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const limit = moneyActionLimit(ctx);
    const response = { 200: envelopeSchema(memberTransferSchema) };
    app.post(
      MONEY_PATHS.transferUpline,
      {
        preHandler: [app.auth.requireCapability('transferUpline'), limit],
        schema: { body: transferUplineBodySchema, response },
      },
      async (req) => ok(await transferToUpline(ctx, req.merchant, memberOf(req).id, req.body)),
    );
    app.post(
      MONEY_PATHS.transferDownline,
      {
        preHandler: [app.auth.requireCapability('transferDownline'), limit],
        schema: { body: transferDownlineBodySchema, response },
      },
      async (req) => ok(await transferToDownline(ctx, req.merchant, memberOf(req).id, req.body)),
    );
  });
}
