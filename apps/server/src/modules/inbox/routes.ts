import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  inboxMessageSchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messagePageSchema,
  messagesReadBodySchema,
  messagesReadSchema,
  MONEY_PATHS,
  unreadCountSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { listMessages, markMessagesRead, readMessage, unreadCount } from './service';

/** messageV2: unread count (any signed-in account; a trial account simply has none), list, read. */
export function registerInboxRoutes(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { requireMember, requireRealMember } = app.auth;

    app.get(
      MONEY_PATHS.unreadCount,
      { preHandler: requireMember, schema: { response: { 200: envelopeSchema(unreadCountSchema) } } },
      async (req) => ok({ count: await unreadCount(ctx.db, memberOf(req).id) }),
    );

    app.get(
      MONEY_PATHS.messages,
      {
        preHandler: requireRealMember,
        schema: { querystring: messageListQuerySchema, response: { 200: envelopeSchema(messagePageSchema) } },
      },
      async (req) => ok(await listMessages(ctx.db, memberOf(req).id, req.query, req.language)),
    );

    app.post(
      MONEY_PATHS.messagesRead,
      {
        preHandler: requireRealMember,
        schema: { body: messagesReadBodySchema, response: { 200: envelopeSchema(messagesReadSchema) } },
      },
      async (req) =>
        ok(await markMessagesRead(ctx.db, memberOf(req).id, 'ids' in req.body ? req.body.ids : 'all', ctx.now())),
    );

    app.get(
      MONEY_PATHS.message,
      {
        preHandler: requireRealMember,
        schema: { params: messageIdParamsSchema, response: { 200: envelopeSchema(inboxMessageSchema) } },
      },
      async (req) => ok(await readMessage(ctx.db, memberOf(req).id, req.params.id, ctx.now(), req.language)),
    );
  });
}
