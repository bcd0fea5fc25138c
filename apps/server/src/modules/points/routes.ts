import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  POINT_PATHS,
  pointBalanceSchema,
  pointConfigSchema,
  pointConvertBodySchema,
  pointHistoryQuerySchema,
  pointHistorySchema,
  pointProductListSchema,
  pointProductsQuerySchema,
  pointRedeemBodySchema,
  pointRedeemRecordSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { pointBalanceOf } from './balance';
import { convertPoints, pointConfig, productList, redeemHistory, redeemProduct } from './mall';

/** Points and the points mall for members (docs/API.md "Points"); products are public. */
export function registerPointRoutes(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { optionalMember, requireRealMember } = app.auth;

    app.get(POINT_PATHS.config, { schema: { response: { 200: envelopeSchema(pointConfigSchema) } } }, async (req) =>
      ok(await pointConfig(ctx.db, req.merchant.id)),
    );
    app.get(
      POINT_PATHS.products,
      {
        preHandler: optionalMember,
        schema: { querystring: pointProductsQuerySchema, response: { 200: envelopeSchema(pointProductListSchema) } },
      },
      async (req) => ok(await productList(ctx.db, req.merchant.id, req.member?.id, req.query, req.language)),
    );
    app.get(
      POINT_PATHS.balance,
      { preHandler: requireRealMember, schema: { response: { 200: envelopeSchema(pointBalanceSchema) } } },
      async (req) => {
        const b = await pointBalanceOf(ctx.db, memberOf(req).id);
        return ok({ points: Number(b.points), earned: Number(b.earned) });
      },
    );
    app.get(
      POINT_PATHS.history,
      {
        preHandler: requireRealMember,
        schema: { querystring: pointHistoryQuerySchema, response: { 200: envelopeSchema(pointHistorySchema) } },
      },
      async (req) => ok(await redeemHistory(ctx.db, memberOf(req).id, req.query, req.language)),
    );
    const record = { 200: envelopeSchema(pointRedeemRecordSchema) };
    app.post(
      POINT_PATHS.redeem,
      {
        preHandler: app.auth.requireCapability('claimRewards'),
        schema: { body: pointRedeemBodySchema, response: record },
      },
      async (req) => ok(await redeemProduct(ctx, req.merchant, memberOf(req).id, req.body, req.language)),
    );
    app.post(
      POINT_PATHS.convert,
      {
        preHandler: app.auth.requireCapability('claimRewards'),
        schema: { body: pointConvertBodySchema, response: record },
      },
      async (req) => ok(await convertPoints(ctx, req.merchant, memberOf(req).id, req.body, req.language)),
    );
  });
}
