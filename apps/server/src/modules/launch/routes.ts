import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LAUNCH_PATHS,
  envelopeSchema,
  launchGameQuerySchema,
  launchResultSchema,
  lottLabbyQuerySchema,
  lottLabbySchema,
  popupGameListQuerySchema,
  popupGameListSchema,
  type LaunchGameQuery,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf, readerOf, refusePendingPasswordChange } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import * as launch from './service';

/** Game launch (docs/API.md "Game launch"). */
export function registerLaunchRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { requireMember, optionalMember } = app.auth;

  const run = (req: FastifyRequest, q: LaunchGameQuery) => {
    // Real money (accountType 1) waits for a forced password change; trial play (0) does not.
    if (q.accountType !== 0) refusePendingPasswordChange(req);
    return launch.launchGame(
      ctx,
      {
        merchant: req.merchant,
        member: memberOf(req),
        language: req.language,
        sessionExpiresAt: req.sessionExpiresAt,
        sessionId: req.sessionId,
      },
      q,
    );
  };
  const response = { 200: envelopeSchema(launchResultSchema) };
  app.get(
    LAUNCH_PATHS.launchGame,
    { preHandler: requireMember, schema: { querystring: launchGameQuerySchema, response } },
    async (req) => ok(await run(req, req.query)),
  );
  app.post(
    LAUNCH_PATHS.launchGame,
    { preHandler: requireMember, schema: { body: launchGameQuerySchema, response } },
    async (req) => ok(await run(req, req.body)),
  );

  app.get(
    LAUNCH_PATHS.popupGameList,
    {
      preHandler: optionalMember,
      schema: { querystring: popupGameListQuerySchema, response: { 200: envelopeSchema(popupGameListSchema) } },
    },
    async (req) => ok(await launch.popupGameList(ctx, readerOf(req, req.query.language), req.query)),
  );

  app.get(
    LAUNCH_PATHS.lottLabby,
    {
      preHandler: requireMember,
      schema: { querystring: lottLabbyQuerySchema, response: { 200: envelopeSchema(lottLabbySchema) } },
    },
    async (req) =>
      ok(
        await launch.lottLabby(
          ctx,
          { merchant: req.merchant, member: memberOf(req), language: req.query.language ?? req.language },
          req.query,
        ),
      ),
  );
}
