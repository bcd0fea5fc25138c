import type { FastifyInstance } from 'fastify';
import {
  SIGNIFICANT_ALERT_PATHS,
  envelopeSchema,
  significantAlertPageSchema,
  significantAlertQuerySchema,
  significantAlertReadBodySchema,
  significantAlertReadSchema,
  significantAlertSubscriptionBodySchema,
  significantAlertSubscriptionSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { listPage, pageWindow } from '../../db/paging';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { listMerchants } from '../brands/service';
import { auditOps } from '../operators/service';
import { listAlerts, markAlertsRead, saveSubscription, subscriptionOf } from './significantAlerts';

/**
 * An operator's own alerts of significant events (docs/API.md "Significant events"): the subscription (audited
 * with before and after), the inbox and marking it read. audit.read; an operator account, not the shared key.
 */
export function registerSignificantAlertRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    const operatorIdOf = (req: Parameters<typeof ctx.ops.actor>[0]) => {
      const id = ctx.ops.actor(req).id;
      if (id === null) throw new AppError('permission_denied', 'The operator key has no account of its own');
      return id;
    };

    app.get(
      SIGNIFICANT_ALERT_PATHS.subscription,
      {
        config: { permission: 'audit.read' },
        schema: { response: { 200: envelopeSchema(significantAlertSubscriptionSchema) } },
      },
      async (req) => ok(await subscriptionOf(ctx.db, operatorIdOf(req))),
    );

    app.put(
      SIGNIFICANT_ALERT_PATHS.subscription,
      {
        config: { permission: 'audit.read', audit: false },
        schema: {
          body: significantAlertSubscriptionBodySchema,
          response: { 200: envelopeSchema(significantAlertSubscriptionSchema) },
        },
      },
      async (req) => {
        const id = operatorIdOf(req);
        const actor = ctx.ops.actor(req);
        const saved = await ctx.db.transaction(async (tx) => {
          const r = await saveSubscription(tx, id, req.body, ctx.now());
          await auditOps(ctx, tx, actor, {
            action: 'operator.alert_subscription',
            target: `operator:${actor.name}`,
            before: r.before,
            after: r.after,
          });
          return r.after;
        });
        return ok(saved);
      },
    );

    app.get(
      SIGNIFICANT_ALERT_PATHS.alerts,
      {
        config: { permission: 'audit.read' },
        schema: {
          querystring: significantAlertQuerySchema,
          response: { 200: envelopeSchema(significantAlertPageSchema) },
        },
      },
      async (req) => {
        const codes = new Map((await listMerchants(ctx.db)).map((m) => [m.id, m.code]));
        const { rows, total, unread } = await listAlerts(
          ctx.db,
          operatorIdOf(req),
          req.query.unread === 'true',
          pageWindow(req.query),
          codes,
        );
        return ok({ ...listPage(rows, total, req.query), unread });
      },
    );

    app.post(
      SIGNIFICANT_ALERT_PATHS.read,
      {
        config: { permission: 'audit.read', audit: false },
        schema: { body: significantAlertReadBodySchema, response: { 200: envelopeSchema(significantAlertReadSchema) } },
      },
      async (req) => ok({ marked: await markAlertsRead(ctx.db, operatorIdOf(req), req.body.ids, ctx.now()) }),
    );
  });
}
