import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SERVICE_OPS_PATHS,
  chatMessageSchema,
  envelopeSchema,
  opsChatDetailSchema,
  opsChatListQuerySchema,
  opsChatReplyBodySchema,
  opsChatSummarySchema,
  opsFeedbackDetailSchema,
  opsFeedbackListQuerySchema,
  opsFeedbackReplyBodySchema,
  opsFeedbackSummarySchema,
  opsHelpArticleSchema,
  opsHelpImportResultSchema,
  opsHelpImportSchema,
  opsHelpListQuerySchema,
  feedbackReplySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { listMerchants } from '../brands/service';
import { feedbackForOps, listFeedbackForOps, opsFeedbackImage, replyToFeedback } from '../feedback/service';
import { sendImage } from '../feedback/routes';
import { importHelpArticle, listHelpArticles, removeHelpArticle } from '../help/service';
import { chatForOps, closeChat, listChatsForOps, replyToChat } from '../support/service';

const idParams = z.object({ id: z.uuid() });

/** Operator calls of the service pages, inside the ops scope (the operator key is already checked). */
export function registerServiceOpsRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const brandCodes = async () => {
    const codes = new Map((await listMerchants(ctx.db)).map((m) => [m.id, m.code]));
    return (id: number) => codes.get(id) ?? String(id);
  };
  const scopeIds = (req: FastifyRequest) => ctx.ops.actor(req).merchantIds;
  /** The operator answering a feedback or chat: its name, its brands and the queue's claim. */
  const decider = (req: FastifyRequest, kind: 'feedback' | 'chat', id: string, action: string) => {
    const actor = ctx.ops.actor(req);
    return {
      name: actor.name,
      hooks: ctx.ops.decisionHooks(actor, {
        kind,
        ref: id,
        action: `${kind}.${action}`,
        target: `${kind}:${id}`,
        notFound: kind === 'feedback' ? 'feedback_not_found' : 'chat_not_found',
      }),
    };
  };

  // Help centre
  app.post(
    SERVICE_OPS_PATHS.helpArticles,
    {
      config: { permission: 'content.manage' },
      schema: { body: opsHelpImportSchema, response: { 200: envelopeSchema(opsHelpImportResultSchema) } },
    },
    async (req) => {
      const { brand, ...input } = req.body;
      const brands = await ctx.ops.brands(req, brand);
      const out = [];
      for (const m of brands) out.push(await importHelpArticle(ctx.db, m, input, ctx.now()));
      return ok(out);
    },
  );

  app.get(
    SERVICE_OPS_PATHS.helpArticles,
    {
      config: { permission: 'content.manage' },
      schema: { querystring: opsHelpListQuerySchema, response: { 200: envelopeSchema(z.array(opsHelpArticleSchema)) } },
    },
    async (req) => ok(await listHelpArticles(ctx.db, await ctx.ops.brands(req, req.query.brand), req.query)),
  );

  app.delete(
    SERVICE_OPS_PATHS.helpArticle,
    {
      config: { permission: 'content.manage' },
      schema: {
        params: idParams,
        response: { 200: envelopeSchema(z.object({ id: z.string(), slug: z.string(), language: z.string() })) },
      },
    },
    // An operator of some brands removes only their articles: another brand's is not found.
    async (req) => ok(await removeHelpArticle(ctx.db, req.params.id, ctx.ops.actor(req).merchantIds)),
  );

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
      ok(await listFeedbackForOps(ctx, await ctx.ops.brands(req, req.query.brand), req.query.status, req.query.limit)),
  );

  app.get(
    SERVICE_OPS_PATHS.feedbackOne,
    {
      config: { permission: 'feedback.manage' },
      schema: { params: idParams, response: { 200: envelopeSchema(opsFeedbackDetailSchema) } },
    },
    async (req) => ok(await feedbackForOps(ctx, req.params.id, await brandCodes(), scopeIds(req))),
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
      ok(await replyToFeedback(ctx, req.params.id, req.body.message, decider(req, 'feedback', req.params.id, 'reply'))),
  );

  app.get(
    SERVICE_OPS_PATHS.feedbackImage,
    { config: { permission: 'feedback.manage' }, schema: { params: idParams } },
    async (req, reply) => sendImage(reply, await opsFeedbackImage(ctx, req.params.id, scopeIds(req))),
  );

  // Live chat
  app.get(
    SERVICE_OPS_PATHS.chats,
    {
      config: { permission: 'chat.manage' },
      schema: { querystring: opsChatListQuerySchema, response: { 200: envelopeSchema(z.array(opsChatSummarySchema)) } },
    },
    async (req) =>
      ok(
        await listChatsForOps(
          ctx,
          await ctx.ops.brands(req, req.query.brand),
          req.query.status === 'all' ? undefined : req.query.status,
        ),
      ),
  );

  app.get(
    SERVICE_OPS_PATHS.chat,
    {
      config: { permission: 'chat.manage' },
      schema: { params: idParams, response: { 200: envelopeSchema(opsChatDetailSchema) } },
    },
    async (req) => ok(await chatForOps(ctx, req.params.id, await brandCodes(), scopeIds(req))),
  );

  app.post(
    SERVICE_OPS_PATHS.chatReply,
    {
      config: { permission: 'chat.manage', audit: false },
      schema: { params: idParams, body: opsChatReplyBodySchema, response: { 200: envelopeSchema(chatMessageSchema) } },
    },
    async (req) =>
      ok(await replyToChat(ctx, req.params.id, req.body.message, decider(req, 'chat', req.params.id, 'reply'))),
  );

  app.post(
    SERVICE_OPS_PATHS.chatClose,
    {
      config: { permission: 'chat.manage', audit: false },
      schema: {
        params: idParams,
        response: { 200: envelopeSchema(z.object({ id: z.string(), status: z.literal('closed') })) },
      },
    },
    async (req) => ok(await closeChat(ctx, req.params.id, decider(req, 'chat', req.params.id, 'close'))),
  );
}
