import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  OPS_MONEY_PATHS,
  opsRejectBodySchema,
  opsWithdrawalResolveBodySchema,
  opsWithdrawalSchema,
  opsWithdrawalsQuerySchema,
  orderNoParamsSchema,
  proofParamsSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { decideWithdrawal, opsProofImage, opsWithdrawal, opsWithdrawals, resolveDispute } from './operatorOrders';

/** Operator: withdrawals (`npm run ops -- withdrawal list|approve|pay|reject|resolve|proofs`). */
export function registerWithdrawalOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  /**
   * The operator deciding an order: its name (the shared key's caller may name itself with `by`), its
   * brands and the queue's claim (withdrawals, or the not-received disputes for a resolution).
   */
  const decider = (req: FastifyRequest, orderNo: string, action: string, by?: string) => {
    const actor = ctx.ops.actor(req);
    const dispute = action === 'resolve';
    return {
      name: actor.kind === 'automation' && by ? by : actor.name,
      actor: { kind: actor.kind, id: actor.id },
      hooks: ctx.ops.decisionHooks(actor, {
        kind: dispute ? 'dispute' : 'withdrawal',
        ref: orderNo,
        action: `withdrawal.${action}`,
        target: `withdrawal:${orderNo}`,
        notFound: 'withdrawal_not_found',
        claimFirst: action === 'pay',
      }),
    };
  };
  const scopeIds = (req: FastifyRequest) => ctx.ops.actor(req).merchantIds;
  ctx.ops.scope(root, (app) => {
    const one = { 200: envelopeSchema(opsWithdrawalSchema) };
    app.get(
      OPS_MONEY_PATHS.withdrawals,
      {
        config: { permission: 'withdrawals.review' },
        schema: {
          querystring: opsWithdrawalsQuerySchema,
          response: { 200: envelopeSchema(z.array(opsWithdrawalSchema)) },
        },
      },
      async (req) => {
        return ok(
          await opsWithdrawals(ctx, {
            merchantIds: await ctx.ops.brandIds(req, req.query.brand),
            status: req.query.status,
            statuses: req.query.open ? ['requested', 'approved'] : undefined,
            disputed: req.query.disputed,
            limit: req.query.limit,
          }),
        );
      },
    );
    app.post(
      OPS_MONEY_PATHS.withdrawalApprove,
      {
        config: { permission: 'withdrawals.review', audit: false },
        schema: { params: orderNoParamsSchema, response: one },
      },
      async (req) =>
        ok(await decideWithdrawal(ctx, req.params.orderNo, 'approve', decider(req, req.params.orderNo, 'approve'))),
    );
    app.post(
      OPS_MONEY_PATHS.withdrawalPay,
      {
        config: { permission: 'withdrawals.pay', audit: false },
        schema: { params: orderNoParamsSchema, response: one },
      },
      async (req) =>
        ok(await decideWithdrawal(ctx, req.params.orderNo, 'pay', decider(req, req.params.orderNo, 'pay'))),
    );
    app.post(
      OPS_MONEY_PATHS.withdrawalReject,
      {
        config: { permission: 'withdrawals.review', audit: false },
        schema: { params: orderNoParamsSchema, body: opsRejectBodySchema.optional(), response: one },
      },
      async (req) =>
        ok(
          await decideWithdrawal(
            ctx,
            req.params.orderNo,
            'reject',
            decider(req, req.params.orderNo, 'reject'),
            req.body?.reason,
          ),
        ),
    );
    app.get(
      OPS_MONEY_PATHS.withdrawal,
      { config: { permission: 'withdrawals.review' }, schema: { params: orderNoParamsSchema, response: one } },
      async (req) => ok(await opsWithdrawal(ctx, req.params.orderNo, scopeIds(req))),
    );
    app.post(
      OPS_MONEY_PATHS.withdrawalResolve,
      {
        config: { permission: 'disputes.manage', audit: false },
        schema: { params: orderNoParamsSchema, body: opsWithdrawalResolveBodySchema, response: one },
      },
      async (req) =>
        ok(
          await resolveDispute(
            ctx,
            req.params.orderNo,
            req.body.outcome,
            { note: req.body.note },
            decider(req, req.params.orderNo, 'resolve', req.body.by),
          ),
        ),
    );
    app.get(
      OPS_MONEY_PATHS.withdrawalProof,
      { config: { permission: 'withdrawals.review' }, schema: { params: proofParamsSchema } },
      async (req, reply) => {
        const img = await opsProofImage(ctx.db, req.params.id, scopeIds(req));
        return reply.header('content-type', img.mime).header('cache-control', 'private, no-store').send(img.bytes);
      },
    );
  });
}
