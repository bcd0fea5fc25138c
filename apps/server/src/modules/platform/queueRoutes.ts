import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  QUEUE_KINDS,
  QUEUE_PATHS,
  QUEUE_PERMISSION,
  queueClaimResultSchema,
  queueCountsSchema,
  queueRefParamsSchema,
  queueReleaseResultSchema,
  type ErrorCode,
  type QueueCounts,
  type QueueKind,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { depositMerchantId, pendingBankTransfers } from '../deposits/service';
import { feedbackMerchantId, openFeedbackCount } from '../feedback/service';
import { applicationMerchantId, pendingApplicationCount } from '../promotions/service';
import { processingRedemptionCount, redemptionMerchantId } from '../points/service';
import { claimItem, releaseItem } from '../queues/service';
import { chatMerchantId, waitingChatCount } from '../support/service';
import { openWithdrawalCounts, withdrawalMerchantId } from '../withdrawals/service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How each queue finds an item's brand, and the code of an item that does not exist (or is another brand's). */
const ITEMS: Record<
  QueueKind,
  { notFound: ErrorCode; merchantOf: (ctx: AppContext, ref: string) => Promise<number | undefined> }
> = {
  deposit: { notFound: 'deposit_not_found', merchantOf: depositMerchantId },
  withdrawal: { notFound: 'withdrawal_not_found', merchantOf: withdrawalMerchantId },
  dispute: { notFound: 'withdrawal_not_found', merchantOf: withdrawalMerchantId },
  promotion: {
    notFound: 'application_not_found',
    merchantOf: async (ctx, ref) => (/^\d{1,15}$/.test(ref) ? applicationMerchantId(ctx, Number(ref)) : undefined),
  },
  feedback: {
    notFound: 'feedback_not_found',
    merchantOf: async (ctx, ref) => (UUID.test(ref) ? feedbackMerchantId(ctx, ref) : undefined),
  },
  chat: {
    notFound: 'chat_not_found',
    merchantOf: async (ctx, ref) => (UUID.test(ref) ? chatMerchantId(ctx, ref) : undefined),
  },
  points: {
    notFound: 'point_redemption_not_found',
    merchantOf: async (ctx, ref) => (/^PR[0-9A-Z]{4,32}$/.test(ref) ? redemptionMerchantId(ctx, ref) : undefined),
  },
};

const countsQuery = z.object({ brand: z.string().min(1).max(32).optional() });

/**
 * Operator: the work queues' claims (one claim and one release route per queue, each behind the
 * queue's own permission) and the open items per queue. Claims are not audited (they change no
 * record); the decisions they guard are.
 */
export function registerQueueOpsRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  for (const kind of QUEUE_KINDS) {
    const path = QUEUE_PATHS.claim.replace(':kind', kind);
    const item = ITEMS[kind];
    app.post(
      path,
      {
        config: { permission: QUEUE_PERMISSION[kind], audit: false },
        schema: { params: queueRefParamsSchema, response: { 200: envelopeSchema(queueClaimResultSchema) } },
      },
      async (req) => {
        const { ref } = req.params;
        const merchantId = await item.merchantOf(ctx, ref);
        if (merchantId === undefined) throw new AppError(item.notFound, undefined, 'ref');
        ctx.ops.assertScope(req, merchantId, item.notFound);
        return ok({ kind, ref, ...(await claimItem(ctx, ctx.ops.actor(req), kind, ref, merchantId)) });
      },
    );
    app.delete(
      path,
      {
        config: { permission: QUEUE_PERMISSION[kind], audit: false },
        schema: { params: queueRefParamsSchema, response: { 200: envelopeSchema(queueReleaseResultSchema) } },
      },
      async (req) => {
        const { ref } = req.params;
        const merchantId = await item.merchantOf(ctx, ref);
        if (merchantId === undefined) throw new AppError(item.notFound, undefined, 'ref');
        ctx.ops.assertScope(req, merchantId, item.notFound);
        return ok({ kind, ref, released: await releaseItem(ctx, ctx.ops.actor(req), kind, ref) });
      },
    );
  }

  app.get(
    QUEUE_PATHS.counts,
    {
      config: { permission: 'dashboard.read' },
      schema: { querystring: countsQuery, response: { 200: envelopeSchema(queueCountsSchema) } },
    },
    async (req) => {
      const actor = ctx.ops.actor(req);
      const ids = await ctx.ops.brandIds(req, req.query.brand);
      const may = (kind: QueueKind) => actor.permissions.has(QUEUE_PERMISSION[kind]);
      const out: QueueCounts = {};
      if (may('deposit')) out.deposit = await pendingBankTransfers(ctx, ids);
      if (may('withdrawal') || may('dispute')) {
        const w = await openWithdrawalCounts(ctx, ids);
        if (may('withdrawal')) out.withdrawal = w.withdrawal;
        if (may('dispute')) out.dispute = w.dispute;
      }
      if (may('promotion')) out.promotion = await pendingApplicationCount(ctx, ids);
      if (may('feedback')) out.feedback = await openFeedbackCount(ctx, ids);
      if (may('chat')) out.chat = await waitingChatCount(ctx, ids);
      if (may('points')) out.points = await processingRedemptionCount(ctx, ids);
      return ok(out);
    },
  );
}
