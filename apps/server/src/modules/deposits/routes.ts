import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  depositChannelListSchema,
  depositCreateBodySchema,
  depositListQuerySchema,
  depositOrderSchema,
  depositPageSchema,
  envelopeSchema,
  MONEY_PATHS,
  orderNoParamsSchema,
  paymentCallbackResultSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { keepRawJson, type RawBodies } from '../../lib/rawBody';
import { ok } from '../../plugins/envelope';
import { moneyActionLimit } from '../wallets/service';
import { createDeposit, depositChannels, depositOf, listDeposits } from './deposits';
import { handlePaymentCallback } from './settlement';

const raw: RawBodies = new WeakMap();

/** depositv2 for members, and the gateways' webhook. */
export function registerDepositRoutes(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const limit = moneyActionLimit(ctx);
    // Deposits: what an account's kind may do (accounts/capabilities.ts); agents of kind 1 and 2 may not.
    const mayDeposit = app.auth.requireCapability('deposit');

    app.get(
      MONEY_PATHS.depositChannels,
      { preHandler: mayDeposit, schema: { response: { 200: envelopeSchema(depositChannelListSchema) } } },
      async (req) => ok(await depositChannels(ctx.db, req.merchant, memberOf(req).id, req.language, ctx.now())),
    );

    app.post(
      MONEY_PATHS.depositOrders,
      {
        preHandler: [mayDeposit, limit],
        schema: { body: depositCreateBodySchema, response: { 200: envelopeSchema(depositOrderSchema) } },
      },
      async (req) => ok(await createDeposit(ctx, req.merchant, memberOf(req).id, req.language, req.body)),
    );

    app.get(
      MONEY_PATHS.depositOrders,
      {
        preHandler: mayDeposit,
        schema: { querystring: depositListQuerySchema, response: { 200: envelopeSchema(depositPageSchema) } },
      },
      async (req) => ok(await listDeposits(ctx, memberOf(req).id, req.query, req.language)),
    );

    app.get(
      MONEY_PATHS.depositOrder,
      {
        preHandler: mayDeposit,
        schema: { params: orderNoParamsSchema, response: { 200: envelopeSchema(depositOrderSchema) } },
      },
      async (req) => ok(await depositOf(ctx, memberOf(req).id, req.params.orderNo, req.language)),
    );
  });

  // The webhook: not tied to a brand (the order names it), answered in every site mode, and read raw
  // so that the signature is checked over the exact bytes the gateway signed.
  root.register(async (scope) => {
    keepRawJson(scope, raw, { bodyLimit: 65_536, parse: () => undefined });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      MONEY_PATHS.paymentCallback,
      {
        config: { brandless: true, siteModeExempt: true },
        schema: {
          params: z.object({
            gateway: z
              .string()
              .min(1)
              .max(32)
              .regex(/^[a-z0-9_-]+$/),
          }),
          response: { 200: envelopeSchema(paymentCallbackResultSchema) },
        },
      },
      async (req) => ok(await handlePaymentCallback(ctx, req.params.gateway, req.headers, raw.get(req) ?? '')),
    );
  });
}
