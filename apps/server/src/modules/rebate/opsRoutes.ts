import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  OPS_REBATE_PATHS,
  opsRebateClaimReportSchema,
  opsRebateClaimsQuerySchema,
  rebateRateSchema,
  rebateRatesBodySchema,
  rebateSettingsPatchSchema,
  rebateSettingsSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { memberByUsername } from '../accounts/service';
import { auditOps } from '../operators/service';
import { changeSettings, claimsReport, opsRates, opsSettings, setRates } from './service';

const brandQuery = z.object({ brand: z.string().min(1).max(64) });

/**
 * Operator: the brand's cashback rates and payout, and the claims report (`npm run ops -- rebate
 * rates|set|settings|claims`, the console's cashback pages). Changes are audited with their values before
 * and after in the change's transaction.
 */
export function registerRebateOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    const brandOf = async (req: FastifyRequest, code: string) => (await ctx.ops.brands(req, code))[0]!;
    const settings = { 200: envelopeSchema(rebateSettingsSchema) };
    const rates = { 200: envelopeSchema(z.array(rebateRateSchema)) };

    app.get(
      OPS_REBATE_PATHS.settings,
      { config: { permission: 'loyalty.manage' }, schema: { querystring: brandQuery, response: settings } },
      async (req) => ok(await opsSettings(ctx.db, (await brandOf(req, req.query.brand)).id)),
    );
    app.patch(
      OPS_REBATE_PATHS.settings,
      {
        config: { permission: 'loyalty.manage', audit: false },
        schema: { querystring: brandQuery, body: rebateSettingsPatchSchema, response: settings },
      },
      async (req) => {
        const brand = await brandOf(req, req.query.brand);
        await inTransaction(ctx.db, async (tx) => {
          const change = await changeSettings(tx, brand.id, req.body, ctx.now());
          await auditOps(ctx, tx, ctx.ops.actor(req), {
            action: 'rebate.settings',
            merchantId: brand.id,
            target: 'rebate:settings',
            before: change.before,
            after: change.after,
          });
        });
        return ok(await opsSettings(ctx.db, brand.id));
      },
    );
    app.get(
      OPS_REBATE_PATHS.rates,
      { config: { permission: 'loyalty.manage' }, schema: { querystring: brandQuery, response: rates } },
      async (req) => ok(await opsRates(ctx.db, (await brandOf(req, req.query.brand)).id)),
    );
    app.put(
      OPS_REBATE_PATHS.rates,
      {
        config: { permission: 'loyalty.manage', audit: false },
        schema: { querystring: brandQuery, body: rebateRatesBodySchema, response: rates },
      },
      async (req) => {
        const brand = await brandOf(req, req.query.brand);
        await inTransaction(ctx.db, async (tx) => {
          const change = await setRates(tx, brand.id, req.body.rates, ctx.now());
          await auditOps(ctx, tx, ctx.ops.actor(req), {
            action: 'rebate.rates',
            merchantId: brand.id,
            target: 'rebate:rates',
            before: change.before,
            after: change.after,
          });
        });
        return ok(await opsRates(ctx.db, brand.id));
      },
    );
    app.get(
      OPS_REBATE_PATHS.claims,
      {
        config: { permission: 'reports.read' },
        schema: {
          querystring: opsRebateClaimsQuerySchema,
          response: { 200: envelopeSchema(opsRebateClaimReportSchema) },
        },
      },
      async (req) => {
        const { brand: code, username, ...q } = req.query;
        const brand = await brandOf(req, code);
        let memberId: number | undefined;
        if (username) {
          const member = await memberByUsername(ctx.db, brand.id, username);
          if (!member) throw new AppError('not_found', `Unknown member ${username}`, 'username');
          memberId = member.id;
        }
        if (q.startDate && q.endDate && q.endDate < q.startDate) {
          throw new AppError('validation_failed', 'endDate is before startDate', 'endDate');
        }
        return ok(await claimsReport(ctx.db, brand, { ...q, memberId }));
      },
    );
  });
}
