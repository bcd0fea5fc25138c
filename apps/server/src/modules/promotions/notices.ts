import type { AppContext } from '../../context';
import { merchantById } from '../brands/service';
import { sendTemplate } from '../inbox/service';
import { formatAmount } from '../inbox/templates';
import type { Decision } from './operator';

/** The member reads the operator's decision on their application in the inbox. */
export async function notifyDecision(ctx: AppContext, d: Decision): Promise<void> {
  const brand = await merchantById(ctx.db, d.promotion.merchantId);
  if (!brand) return;
  // Until inbox messages render in the reader's language, they are written in the brand's first language.
  const language = 'vi' as const;
  await sendTemplate(ctx.db, {
    merchantId: brand.id,
    memberId: d.memberId,
    template: d.approved ? 'promotion_approved' : 'promotion_rejected',
    language,
    params: {
      promotion: d.promotion.title[language],
      amount: d.amount === null ? '' : formatAmount(d.amount, brand.currency, language),
      reason: d.reason ?? '',
    },
    dedupeKey: `promotion-review:${d.entryId}`,
    at: ctx.now(),
  });
}
