import type { FastifyInstance } from 'fastify';
import {
  KYC_PATHS,
  envelopeSchema,
  opsKycCheckSchema,
  opsKycExpireBodySchema,
  opsKycPageSchema,
  opsKycParamsSchema,
  opsKycQuerySchema,
  opsKycRejectBodySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { sendImage } from '../feedback/routes';
import { decideCheck, documentImage, listChecks } from './service';

/** Operators (permission kyc.review): the identity checks' queue, the pictures, and the decisions (each audited). */
export function registerKycOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    const review = { permission: 'kyc.review' } as const;
    const decided = { permission: 'kyc.review', audit: false } as const;
    const one = { 200: envelopeSchema(opsKycCheckSchema) };
    app.get(
      KYC_PATHS.opsChecks,
      {
        config: review,
        schema: { querystring: opsKycQuerySchema, response: { 200: envelopeSchema(opsKycPageSchema) } },
      },
      async (req) => ok(await listChecks(ctx, await ctx.ops.brands(req, req.query.brand), req.query)),
    );
    app.get(KYC_PATHS.opsDocument, { config: review, schema: { params: opsKycParamsSchema } }, async (req, reply) =>
      sendImage(reply, await documentImage(ctx, req.params.id, { merchantIds: ctx.ops.actor(req).merchantIds })),
    );
    app.post(
      KYC_PATHS.opsApprove,
      { config: decided, schema: { params: opsKycParamsSchema, response: one } },
      async (req) => ok(await decideCheck(ctx, ctx.ops.actor(req), req.params.id, 'approve', null)),
    );
    app.post(
      KYC_PATHS.opsReject,
      { config: decided, schema: { params: opsKycParamsSchema, body: opsKycRejectBodySchema, response: one } },
      async (req) => ok(await decideCheck(ctx, ctx.ops.actor(req), req.params.id, 'reject', req.body.reason)),
    );
    app.post(
      KYC_PATHS.opsExpire,
      {
        config: decided,
        schema: { params: opsKycParamsSchema, body: opsKycExpireBodySchema.optional(), response: one },
      },
      async (req) => ok(await decideCheck(ctx, ctx.ops.actor(req), req.params.id, 'expire', req.body?.reason || null)),
    );
  });
}
