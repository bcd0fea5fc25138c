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
    /** The operator answering a chat: its name, its brands and the queue's claim. */
    const decider = (req: FastifyRequest, id: string, action: string) =>
      ctx.ops.decider(req, {
        kind: 'chat',
        ref: id,
        action: `chat.${action}`,
        target: `chat:${id}`,
        notFound: 'chat_not_found',
      });

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
      async (req) => ok(await replyToChat(ctx, req.params.id, req.body.message, decider(req, req.params.id, 'reply'))),
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
      async (req) => ok(await closeChat(ctx, req.params.id, decider(req, req.params.id, 'close'))),
    );
  });
}
