import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  SERVICE_OPS_PATHS,
  chatMessageSchema,
  envelopeSchema,
  opsChatDetailSchema,
  opsChatListQuerySchema,
  opsChatReplyBodySchema,
  opsChatSummarySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { chatForOps, closeChat, listChatsForOps, replyToChat } from './service';

const idParams = z.object({ id: z.uuid() });

/** Live chat's operator API (issue 6). */
export function registerSupportOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
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

    // Live chat
    app.get(
      SERVICE_OPS_PATHS.chats,
      {
        config: { permission: 'chat.manage' },
        schema: {
          querystring: opsChatListQuerySchema,
          response: { 200: envelopeSchema(z.array(opsChatSummarySchema)) },
        },
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
      async (req) => ok(await chatForOps(ctx, req.params.id, await ctx.ops.brandCodes(), scopeIds(req))),
    );

    app.post(
      SERVICE_OPS_PATHS.chatReply,
      {
        config: { permission: 'chat.manage', audit: false },
        schema: {
          params: idParams,
          body: opsChatReplyBodySchema,
          response: { 200: envelopeSchema(chatMessageSchema) },
        },
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
  });
}
