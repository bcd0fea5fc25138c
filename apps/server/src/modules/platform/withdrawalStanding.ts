import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  QUEUE_PATHS,
  withdrawalStandingQuerySchema,
  withdrawalStandingSchema,
  type WithdrawalStanding,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { openBonusOf } from '../promotions/service';
import { rgStanding } from '../responsible-gaming/service';
import { turnoverStatus } from '../turnover/service';
import { withdrawalOwners } from '../withdrawals/service';

/** The member behind one withdrawal: turnover still owed, the open bonus, responsible-gaming limits or block. */
async function standingOf(
  ctx: AppContext,
  o: { orderNo: string; merchantId: number; memberId: number },
  now: Date,
): Promise<WithdrawalStanding> {
  const [turnover, bonus, rg] = await Promise.all([
    turnoverStatus(ctx.db, o.merchantId, o.memberId),
    openBonusOf(ctx.db, o.memberId),
    rgStanding(ctx.db, o.memberId, now),
  ]);
  return { orderNo: o.orderNo, turnoverLeft: turnover.outstanding, bonus, rg };
}

/**
 * Operator: what the withdrawals queue shows beside each order (issue 33, item 20), composed here because the
 * withdrawals module may not import responsible gaming (which reads withdrawals). Orders of other brands are left out.
 */
export function registerWithdrawalStandingRoute(scope: FastifyInstance, ctx: AppContext) {
  scope.withTypeProvider<ZodTypeProvider>().get(
    QUEUE_PATHS.withdrawalStanding,
    {
      config: { permission: 'withdrawals.review' },
      schema: {
        querystring: withdrawalStandingQuerySchema,
        response: { 200: envelopeSchema(z.array(withdrawalStandingSchema)) },
      },
    },
    async (req) => {
      const scopeIds = ctx.ops.actor(req).merchantIds;
      const owners = (await withdrawalOwners(ctx, req.query.orderNos)).filter(
        (o) => scopeIds === null || scopeIds.includes(o.merchantId),
      );
      const now = ctx.now();
      return ok(await Promise.all(owners.map((o) => standingOf(ctx, o, now))));
    },
  );
}
