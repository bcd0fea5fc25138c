import type { AppContext } from '../../context';
import { merchantById } from '../brands/service';
import { amountValue, sendTemplate } from '../inbox/service';
import type { Decision } from './operator';

/** The member reads the operator's decision on their application in the inbox, in their own language. */
export async function notifyDecision(ctx: AppContext, d: Decision): Promise<void> {
  const brand = await merchantById(ctx.db, d.promotion.merchantId);
  if (!brand) return;
  await sendTemplate(ctx.db, {
    merchantId: brand.id,
    memberId: d.memberId,
    template: d.approved ? 'promotion_approved' : 'promotion_rejected',
    language: 'vi',
    params: {
      promotion: d.promotion.title,
      ...(d.amount === null ? {} : { amount: amountValue(d.amount, brand.currency) }),
      reason: d.reason ?? '',
    },
    dedupeKey: `promotion-review:${d.entryId}`,
    at: ctx.now(),
  });
}
