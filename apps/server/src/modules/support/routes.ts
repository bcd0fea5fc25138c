import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SERVICE_PATHS,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatMessagesSchema,
  chatOpenBodySchema,
  chatSendBodySchema,
  chatThreadSchema,
  envelopeSchema,
  serviceAddressSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { chatMessagesSince, openChat, sendChatMessage, serviceAddress, type ChatCaller } from './service';

const caller = (req: FastifyRequest): ChatCaller => {
  const header = req.headers['x-chat-token'];
  return {
    merchant: req.merchant,
    memberId: req.member?.id ?? null,
    visitorToken: typeof header === 'string' && header.length <= 100 ? header : undefined,
  };
};

/**
 * Customer service: getService and the site's own live chat. They answer in every site mode, since
 * the maintenance and restriction pages offer Contact Us.
 */
export function registerSupportRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { siteModeExempt: true };
  const preHandler = app.auth.optionalMember;

  app.get(
    SERVICE_PATHS.getService,
    { config, preHandler, schema: { response: { 200: envelopeSchema(serviceAddressSchema) } } },
    async (req) => ok(await serviceAddress(ctx, req.merchant, req.member?.id ?? null)),
  );

  app.post(
    SERVICE_PATHS.chatOpen,
    { config, preHandler, schema: { body: chatOpenBodySchema, response: { 200: envelopeSchema(chatThreadSchema) } } },
    async (req) =>
      ok(
        await openChat(ctx, {
          ...caller(req),
          visitorToken: req.body.visitorToken ?? caller(req).visitorToken,
          name: req.body.name,
          language: req.language,
          ip: req.ip,
        }),
      ),
  );

  app.get(
    SERVICE_PATHS.chatMessages,
    {
      config,
      preHandler,
      schema: { querystring: chatMessagesQuerySchema, response: { 200: envelopeSchema(chatMessagesSchema) } },
    },
    async (req) => ok(await chatMessagesSince(ctx, caller(req), req.query.threadId, req.query.after)),
  );

  app.post(
    SERVICE_PATHS.chatMessages,
    { config, preHandler, schema: { body: chatSendBodySchema, response: { 200: envelopeSchema(chatMessageSchema) } } },
    async (req) => ok(await sendChatMessage(ctx, caller(req), req.body.threadId, req.body.text)),
  );
}
