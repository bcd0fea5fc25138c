import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  OPS_MONEY_PATHS,
  opsMoneySettingsBodySchema,
  opsMoneySettingsSchema,
  opsTransferSchema,
  opsTransfersQuerySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { verifyLedger } from '../ledger/service';
import { opsTransfers } from './repository';
import { getMoneySettings, updateMoneySettings } from './settings';
import { toWalletTransfer } from './transfers';

/** Operator: wallet transfers, brand money settings, the ledger proof. */
export function registerWalletOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    app.get(
      OPS_MONEY_PATHS.transfers,
      {
        config: { permission: 'members.read' },
        schema: { querystring: opsTransfersQuerySchema, response: { 200: envelopeSchema(z.array(opsTransferSchema)) } },
      },
      async (req) => {
        const rows = await opsTransfers(ctx.db, {
          merchantIds: await ctx.ops.brandIds(req, req.query.brand),
          status: req.query.status,
          limit: req.query.limit,
        });
        return ok(
          rows.map((r) => ({
            ...toWalletTransfer(r.t),
            brand: r.brand,
            username: r.username,
            attempts: r.t.attempts,
            lastError: r.t.lastError,
          })),
        );
      },
    );

    app.get(
      OPS_MONEY_PATHS.moneySettings,
      {
        config: { permission: 'config.manage' },
        schema: {
          querystring: z.object({ brand: z.string().min(1).max(32).optional() }),
          response: { 200: envelopeSchema(opsMoneySettingsSchema) },
        },
      },
      async (req) => {
        const brands = await ctx.ops.brands(req, req.query.brand);
        return ok(
          await Promise.all(
            brands.map(async (b) => ({ brand: b.code, settings: await getMoneySettings(ctx.db, b.id) })),
          ),
        );
      },
    );

    app.post(
      OPS_MONEY_PATHS.moneySettings,
      {
        config: { permission: 'config.manage' },
        schema: { body: opsMoneySettingsBodySchema, response: { 200: envelopeSchema(opsMoneySettingsSchema) } },
      },
      async (req) => {
        const brands = await ctx.ops.brands(req, req.body.brand);
        const out = [];
        for (const b of brands)
          out.push({ brand: b.code, settings: await updateMoneySettings(ctx.db, b.id, req.body.settings, ctx.now()) });
        return ok(out);
      },
    );

    app.get(
      OPS_MONEY_PATHS.verifyLedger,
      {
        config: { permission: 'reports.read' },
        schema: {
          querystring: z.object({ brand: z.string().min(1).max(32).optional() }),
          response: { 200: envelopeSchema(z.looseObject({ ok: z.boolean() })) },
        },
      },
      async (req) => {
        const [brand] = req.query.brand ? await ctx.ops.brands(req, req.query.brand) : [undefined];
        return ok({ ...(await verifyLedger(ctx.db, brand ? { merchantId: brand.id } : {})) });
      },
    );
  });
}
