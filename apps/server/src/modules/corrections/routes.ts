import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  RESULT_CORRECTION_PATHS,
  envelopeSchema,
  resultCorrectionBodySchema,
  resultCorrectionParamsSchema,
  resultCorrectionQuerySchema,
  resultCorrectionRejectSchema,
  resultCorrectionSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { approveCorrection, listCorrections, rejectCorrection, requestCorrection } from './service';

/** Result corrections under four-eyes (docs/API.md "Result corrections"): games.manage, each change audited. */
export function registerCorrectionRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    const permission = 'games.manage' as const;
    const one = { 200: envelopeSchema(resultCorrectionSchema) };
    app.get(
      RESULT_CORRECTION_PATHS.list,
      {
        config: { permission },
        schema: {
          querystring: resultCorrectionQuerySchema,
          response: { 200: envelopeSchema(z.array(resultCorrectionSchema)) },
        },
      },
      async (req) => ok(await listCorrections(ctx, req.query)),
    );
    app.post(
      RESULT_CORRECTION_PATHS.list,
      { config: { permission, audit: false }, schema: { body: resultCorrectionBodySchema, response: one } },
      async (req) => ok(await requestCorrection(ctx, ctx.ops.actor(req), req.body)),
    );
    app.post(
      RESULT_CORRECTION_PATHS.approve,
      { config: { permission, audit: false }, schema: { params: resultCorrectionParamsSchema, response: one } },
      async (req) => ok(await approveCorrection(ctx, ctx.ops.actor(req), req.params.id)),
    );
    app.post(
      RESULT_CORRECTION_PATHS.reject,
      {
        config: { permission, audit: false },
        schema: { params: resultCorrectionParamsSchema, body: resultCorrectionRejectSchema, response: one },
      },
      async (req) => ok(await rejectCorrection(ctx, ctx.ops.actor(req), req.params.id, req.body.reason)),
    );
  });
}
