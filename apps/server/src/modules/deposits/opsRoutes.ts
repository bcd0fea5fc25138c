import { z } from 'zod';
import {
  envelopeSchema,
  OPS_MONEY_PATHS,
  opsDepositChannelCreateSchema,
  opsDepositChannelParamsSchema,
  opsDepositChannelSchema,
  opsDepositChannelsQuerySchema,
  opsDepositChannelUpdateSchema,
  opsDepositSchema,
  opsDepositsQuerySchema,
  opsRejectBodySchema,
  orderNoParamsSchema,
} from '@lotus/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { opsAddChannel, opsListChannels, opsUpdateChannel } from './channels';
import { approveBankTransfer, opsDeposit, opsDeposits, rejectBankTransfer } from './operatorDeposits';

/** Operator: deposits and deposit channels (`npm run ops -- deposit list|approve|reject|channels|channel`). */
export function registerDepositOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  /** The operator deciding an order: its name, its brands and the deposits queue's claim. */
  const decider = (req: FastifyRequest, orderNo: string, action: 'approve' | 'reject') => {
    const actor = ctx.ops.actor(req);
    return {
      name: actor.name,
      hooks: ctx.ops.decisionHooks(actor, {
        kind: 'deposit',
        ref: orderNo,
        action: `deposit.${action}`,
        target: `deposit:${orderNo}`,
        notFound: 'deposit_not_found',
        claimFirst: action === 'approve',
      }),
    };
  };
  ctx.ops.scope(root, (app) => {
    const one = { 200: envelopeSchema(opsDepositSchema) };
    app.get(
      OPS_MONEY_PATHS.deposits,
      {
        config: { permission: 'deposits.manage' },
        schema: { querystring: opsDepositsQuerySchema, response: { 200: envelopeSchema(z.array(opsDepositSchema)) } },
      },
      async (req) => {
        return ok(
          await opsDeposits(ctx, {
            merchantIds: await ctx.ops.brandIds(req, req.query.brand),
            status: req.query.status,
            gateway: req.query.gateway,
            limit: req.query.limit,
          }),
        );
      },
    );
    app.post(
      OPS_MONEY_PATHS.depositApprove,
      {
        config: { permission: 'deposits.manage', audit: false },
        schema: { params: orderNoParamsSchema, response: one },
      },
      async (req) => {
        await approveBankTransfer(ctx, req.params.orderNo, decider(req, req.params.orderNo, 'approve'));
        return ok(await opsDeposit(ctx, req.params.orderNo));
      },
    );
    app.post(
      OPS_MONEY_PATHS.depositReject,
      {
        config: { permission: 'deposits.manage', audit: false },
        schema: { params: orderNoParamsSchema, body: opsRejectBodySchema.optional(), response: one },
      },
      async (req) => {
        await rejectBankTransfer(ctx, req.params.orderNo, req.body?.reason, decider(req, req.params.orderNo, 'reject'));
        return ok(await opsDeposit(ctx, req.params.orderNo));
      },
    );

    const channel = { 200: envelopeSchema(opsDepositChannelSchema) };
    app.get(
      OPS_MONEY_PATHS.depositChannels,
      {
        config: { permission: 'config.manage' },
        schema: {
          querystring: opsDepositChannelsQuerySchema,
          response: { 200: envelopeSchema(z.array(opsDepositChannelSchema)) },
        },
      },
      async (req) => ok(await opsListChannels(ctx, await ctx.ops.brandIds(req, req.query.brand))),
    );
    app.post(
      OPS_MONEY_PATHS.depositChannels,
      { config: { permission: 'config.manage' }, schema: { body: opsDepositChannelCreateSchema, response: channel } },
      async (req) => ok(await opsAddChannel(ctx, (await ctx.ops.brands(req, req.body.brand))[0]!, req.body)),
    );
    app.patch(
      OPS_MONEY_PATHS.depositChannel,
      {
        config: { permission: 'config.manage' },
        schema: { params: opsDepositChannelParamsSchema, body: opsDepositChannelUpdateSchema, response: channel },
      },
      // An operator of some brands changes only their channels: another brand's is not found.
      async (req) => ok(await opsUpdateChannel(ctx, req.params.id, req.body, ctx.ops.actor(req).merchantIds)),
    );
  });
}
