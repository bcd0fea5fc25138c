import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  SERVICE_OPS_PATHS,
  envelopeSchema,
  opsFeedbackDetailSchema,
  opsFeedbackListQuerySchema,
  opsFeedbackReplyBodySchema,
  opsFeedbackSummarySchema,
  feedbackReplySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { feedbackForOps, listFeedbackForOps, opsFeedbackImage, replyToFeedback } from './service';
import { sendImage } from './routes';

const idParams = z.object({ id: z.uuid() });

/** Feedback's operator API (issue 6). */
export function registerFeedbackOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    const scopeIds = (req: FastifyRequest) => ctx.ops.actor(req).merchantIds;
    /** The operator answering a feedback: its name, its brands and the queue's claim. */
    const decider = (req: FastifyRequest, id: string, action: string) =>
      ctx.ops.decider(req, {
        kind: 'feedback',
        ref: id,
        action: `feedback.${action}`,
        target: `feedback:${id}`,
        notFound: 'feedback_not_found',
      });

    // Feedback
    app.get(
      SERVICE_OPS_PATHS.feedback,
      {
        config: { permission: 'feedback.manage' },
        schema: {
          querystring: opsFeedbackListQuerySchema,
          response: { 200: envelopeSchema(z.array(opsFeedbackSummarySchema)) },
        },
      },
      async (req) =>
        ok(
          await listFeedbackForOps(ctx, await ctx.ops.brands(req, req.query.brand), req.query.status, req.query.limit),
        ),
    );

    app.get(
      SERVICE_OPS_PATHS.feedbackOne,
      {
        config: { permission: 'feedback.manage' },
        schema: { params: idParams, response: { 200: envelopeSchema(opsFeedbackDetailSchema) } },
      },
      async (req) => ok(await feedbackForOps(ctx, req.params.id, await ctx.ops.brandCodes(), scopeIds(req))),
    );

    app.post(
      SERVICE_OPS_PATHS.feedbackReply,
      {
        config: { permission: 'feedback.manage', audit: false },
        schema: {
          params: idParams,
          body: opsFeedbackReplyBodySchema,
          response: {
            200: envelopeSchema(z.object({ id: z.string(), status: z.literal('replied'), reply: feedbackReplySchema })),
          },
        },
      },
      async (req) =>
        ok(await replyToFeedback(ctx, req.params.id, req.body.message, decider(req, req.params.id, 'reply'))),
    );

    app.get(
      SERVICE_OPS_PATHS.feedbackImage,
      { config: { permission: 'feedback.manage' }, schema: { params: idParams } },
      async (req, reply) => sendImage(reply, await opsFeedbackImage(ctx, req.params.id, scopeIds(req))),
    );
  });
}
