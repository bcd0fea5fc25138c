import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_PATHS,
  avatarSchema,
  avatarSetSchema,
  bindContactSchema,
  doneSchema,
  envelopeSchema,
  loginHistoryPageSchema,
  loginHistoryQuerySchema,
  memberInfoSchema,
  profileSchema,
  profileUpdateSchema,
  unlockSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { bindContact, unlockAccount } from './codeFlows';
import {
  avatarImage,
  avatarOf,
  loadMember,
  loginHistoryPage,
  markFirstLoginDone,
  memberInfo,
  profileOf,
  setAvatar,
  updateProfile,
} from './memberService';
import type { AccountRuntime } from './runtime';

const AVATAR_BODY_LIMIT = 7 * 1024 * 1024;

/** Member info, profile, avatar, login history, contact binding and unlocking. */
export function registerMemberRoutes(root: FastifyInstance, ctx: AppContext, rt: AccountRuntime) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const member = { preHandler: app.auth.requireMember };
  const realMember = { preHandler: app.auth.requireRealMember };

  app.get(
    ACCOUNT_PATHS.memberInfo,
    { ...member, schema: { response: { 200: envelopeSchema(memberInfoSchema) } } },
    async (req) => ok(memberInfo(await loadMember(ctx, req.merchant, memberOf(req).id))),
  );

  app.post(
    ACCOUNT_PATHS.firstLogin,
    { ...member, schema: { response: { 200: envelopeSchema(doneSchema) } } },
    async (req) => ok(await markFirstLoginDone(ctx, memberOf(req).id)),
  );

  app.get(
    ACCOUNT_PATHS.profile,
    { ...realMember, schema: { response: { 200: envelopeSchema(profileSchema) } } },
    async (req) => ok(profileOf(await loadMember(ctx, req.merchant, memberOf(req).id))),
  );

  app.put(
    ACCOUNT_PATHS.profile,
    { ...realMember, schema: { body: profileUpdateSchema, response: { 200: envelopeSchema(profileSchema) } } },
    async (req) => ok(await updateProfile(ctx, req.merchant, memberOf(req).id, req.body, req.ip)),
  );

  app.put(
    ACCOUNT_PATHS.bindContact,
    { ...realMember, schema: { body: bindContactSchema, response: { 200: envelopeSchema(doneSchema) } } },
    async (req) => ok(await bindContact(ctx, rt, req.merchant, memberOf(req).id, req.body, req.ip)),
  );

  app.get(
    ACCOUNT_PATHS.avatar,
    { ...member, schema: { response: { 200: envelopeSchema(avatarSchema) } } },
    async (req) => ok(avatarOf(await loadMember(ctx, req.merchant, memberOf(req).id))),
  );

  app.put(
    ACCOUNT_PATHS.avatarSet,
    {
      ...realMember,
      bodyLimit: AVATAR_BODY_LIMIT,
      schema: { body: avatarSetSchema, response: { 200: envelopeSchema(avatarSchema) } },
    },
    async (req) => ok(await setAvatar(ctx, req.merchant, memberOf(req).id, req.body)),
  );

  // Custom avatars by their unguessable id, for <img> tags (no token).
  app.get(
    ACCOUNT_PATHS.avatarImage,
    { config: { siteModeExempt: true }, schema: { params: z.object({ id: z.uuid() }) } },
    async (req, reply) => {
      const image = await avatarImage(ctx, req.params.id);
      if (!image) throw new AppError('not_found', undefined, 'id');
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, max-age=86400')
        .send(image.data);
    },
  );

  app.get(
    ACCOUNT_PATHS.loginHistory,
    {
      ...member,
      schema: { querystring: loginHistoryQuerySchema, response: { 200: envelopeSchema(loginHistoryPageSchema) } },
    },
    async (req) => ok(await loginHistoryPage(ctx, memberOf(req).id, req.query)),
  );

  app.post(
    ACCOUNT_PATHS.unlock,
    { schema: { body: unlockSchema, response: { 200: envelopeSchema(doneSchema) } } },
    async (req) => ok(await unlockAccount(ctx, rt, req.merchant, req.body, req.ip)),
  );
}
