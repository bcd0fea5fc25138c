import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { assertClaimedBy, assertNotClaimedByOther, endClaim } from '../queues/service';
import type { DecisionHooks, DecisionItem } from './types';
import { auditOps } from './service';
import type { OpsActor } from './types';

/**
 * The hooks of one decision by `actor` on the item `ref` of queue `kind` (see DecisionHooks): an
 * item of a brand outside the actor's scope answers the item's own not-found code, an item another
 * operator claimed item_claimed_by_other; the audit entry's action (`withdrawal.pay`, …) and target
 * (`withdrawal:W123`) record who decided with the status before and after.
 */
export function decisionHooks(ctx: AppContext, actor: OpsActor, item: DecisionItem): DecisionHooks {
  return {
    async check(tx, merchantId) {
      if (actor.merchantIds !== null && !actor.merchantIds.includes(merchantId)) throw new AppError(item.notFound);
      if (item.claimFirst && actor.kind === 'operator') await assertClaimedBy(ctx, tx, actor, item.kind, item.ref);
      else await assertNotClaimedByOther(ctx, tx, actor, item.kind, item.ref);
    },
    async done(tx, change) {
      if (change.release) await endClaim(tx, item.kind, item.ref);
      await auditOps(ctx, tx, actor, {
        action: item.action,
        merchantId: change.merchantId,
        target: item.target,
        before: change.before,
        after: change.after,
      });
    },
  };
}
