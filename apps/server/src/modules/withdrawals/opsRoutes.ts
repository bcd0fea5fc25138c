import type { FastifyInstance } from 'fastify';
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
import { opsBrandIds, registerOpsScope } from '../../lib/opsGuard';
import { ok } from '../../plugins/envelope';
import { decideWithdrawal, opsProofImage, opsWithdrawal, opsWithdrawals, resolveDispute } from './operatorOrders';

/** Operator: withdrawals (`npm run ops -- withdrawal list|approve|pay|reject|resolve|proofs`). */
export function registerWithdrawalOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  registerOpsScope(root, ctx, (app) => {
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
            merchantIds: await opsBrandIds(ctx, req, req.query.brand),
            status: req.query.status,
            disputed: req.query.disputed,
            limit: req.query.limit,
          }),
        );
      },
    );
    app.post(
      OPS_MONEY_PATHS.withdrawalApprove,
      { config: { permission: 'withdrawals.review' }, schema: { params: orderNoParamsSchema, response: one } },
      async (req) => ok(await decideWithdrawal(ctx, req.params.orderNo, 'approve')),
    );
    app.post(
      OPS_MONEY_PATHS.withdrawalPay,
      { config: { permission: 'withdrawals.pay' }, schema: { params: orderNoParamsSchema, response: one } },
      async (req) => ok(await decideWithdrawal(ctx, req.params.orderNo, 'pay')),
    );
    app.post(
      OPS_MONEY_PATHS.withdrawalReject,
      {
        config: { permission: 'withdrawals.review' },
        schema: { params: orderNoParamsSchema, body: opsRejectBodySchema.optional(), response: one },
      },
      async (req) => ok(await decideWithdrawal(ctx, req.params.orderNo, 'reject', req.body?.reason)),
    );
    app.get(
      OPS_MONEY_PATHS.withdrawal,
      { config: { permission: 'withdrawals.review' }, schema: { params: orderNoParamsSchema, response: one } },
      async (req) => ok(await opsWithdrawal(ctx, req.params.orderNo)),
    );
    app.post(
      OPS_MONEY_PATHS.withdrawalResolve,
      {
        config: { permission: 'disputes.manage' },
        schema: { params: orderNoParamsSchema, body: opsWithdrawalResolveBodySchema, response: one },
      },
      async (req) =>
        ok(await resolveDispute(ctx, req.params.orderNo, req.body.outcome, { note: req.body.note, by: req.body.by })),
    );
    app.get(
      OPS_MONEY_PATHS.withdrawalProof,
      { config: { permission: 'withdrawals.review' }, schema: { params: proofParamsSchema } },
      async (req, reply) => {
        const img = await opsProofImage(ctx.db, req.params.id);
        return reply.header('content-type', img.mime).header('cache-control', 'private, no-store').send(img.bytes);
      },
    );
  });
}
