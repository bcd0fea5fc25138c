import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  RG_PATHS,
  rgConfirmBodySchema,
  rgExclusionBodySchema,
  rgLimitBodySchema,
  rgRealitySchema,
  rgSessionBodySchema,
  rgSettingsSchema,
  rgStatementQuerySchema,
  rgStatementSchema,
  rgTimeoutBodySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import {
  confirmLimit,
  reality,
  setLimit,
  setSession,
  settingsView,
  startExclusion,
  startTimeout,
  statement,
} from './service';
import type { DepositTotal, Who } from './usage';

/** The member's responsible-gaming settings (docs/API.md "Responsible gaming"); a trial account is refused. */
/**
 * The member's deposits over a period, asked on the event bus (`deposit.total`, answered by deposits: responsible
 * gaming cannot import deposits, which checks its limits before an order opens).
 */
export const depositsOf =
  (ctx: AppContext): DepositTotal =>
  async (db, q) =>
    (await ctx.events.publish(db, { type: 'deposit.total', ...q, total: 0n })).total;

export function registerResponsibleGamingRoutes(root: FastifyInstance, ctx: AppContext) {
  const deposits = depositsOf(ctx);
  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { requireRealMember, requireRealMemberForPasswordChange } = app.auth;
    // The two reads (settings, reality check) act on nothing, so they answer a session that must still change
    // its password too: the site's reality-check watcher starts with any sign-in.
    const readOwn = requireRealMemberForPasswordChange;
    const who = (req: FastifyRequest): Who => ({
      merchantId: req.merchant.id,
      memberId: memberOf(req).id,
      timeZone: req.merchant.timeZone,
    });
    const settings = { 200: envelopeSchema(rgSettingsSchema) };

    app.get(RG_PATHS.settings, { preHandler: readOwn, schema: { response: settings } }, async (req) =>
      ok(await settingsView(ctx.db, who(req), ctx.now(), deposits)),
    );
    app.post(
      RG_PATHS.limit,
      { preHandler: requireRealMember, schema: { body: rgLimitBodySchema, response: settings } },
      async (req) => ok(await setLimit(ctx, who(req), deposits, req.body.kind, req.body.period, req.body.amount)),
    );
    app.post(
      RG_PATHS.confirmLimit,
      { preHandler: requireRealMember, schema: { body: rgConfirmBodySchema, response: settings } },
      async (req) => ok(await confirmLimit(ctx, who(req), deposits, req.body.kind, req.body.period)),
    );
    app.post(
      RG_PATHS.session,
      { preHandler: requireRealMember, schema: { body: rgSessionBodySchema, response: settings } },
      async (req) => ok(await setSession(ctx, who(req), deposits, req.body)),
    );
    app.post(
      RG_PATHS.timeout,
      { preHandler: requireRealMember, schema: { body: rgTimeoutBodySchema, response: settings } },
      async (req) => ok(await startTimeout(ctx, who(req), deposits, req.body.period)),
    );
    app.post(
      RG_PATHS.exclusion,
      { preHandler: requireRealMember, schema: { body: rgExclusionBodySchema, response: settings } },
      async (req) => ok(await startExclusion(ctx, who(req), deposits, req.body.months)),
    );
    app.get(
      RG_PATHS.reality,
      { preHandler: readOwn, schema: { response: { 200: envelopeSchema(rgRealitySchema) } } },
      async (req) => ok(await reality(ctx.db, who(req), req.sessionId, ctx.now())),
    );
    app.get(
      RG_PATHS.statement,
      {
        preHandler: requireRealMember,
        schema: { querystring: rgStatementQuerySchema, response: { 200: envelopeSchema(rgStatementSchema) } },
      },
      async (req) => ok(await statement(ctx.db, who(req), req.query.months, ctx.now(), deposits)),
    );
  });
}
