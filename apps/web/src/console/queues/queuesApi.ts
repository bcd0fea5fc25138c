import {
  OPS_MONEY_PATHS as M,
  OPS_PROMO_PATHS,
  QUEUE_PATHS,
  SERVICE_OPS_PATHS as S,
  applicationListSchema,
  chatMessageSchema,
  opsChatDetailSchema,
  opsChatSummarySchema,
  opsDepositSchema,
  opsFeedbackDetailSchema,
  opsFeedbackSummarySchema,
  opsWithdrawalSchema,
  queueClaimPath,
  queueClaimResultSchema,
  queueCountsSchema,
  queueReleaseResultSchema,
  withdrawalStandingSchema,
  type QueueKind,
  type WithdrawalDisputeOutcome,
} from '@lotus/contracts';
import { z } from 'zod';
import { opsValue } from '../api';
import { getConsoleToken } from '../session';

const order = (path: string, orderNo: string) => path.replace(':orderNo', encodeURIComponent(orderNo));
const byId = (path: string, id: string | number) => path.replace(':id', encodeURIComponent(String(id)));

/** The work queues' calls of the operator API (docs/API.md, "Operator: work queues"). */
export const queuesApi = {
  counts: () => opsValue(QUEUE_PATHS.counts, { schema: queueCountsSchema }),
  claim: (kind: QueueKind, ref: string) =>
    opsValue(queueClaimPath(kind, ref), { method: 'POST', schema: queueClaimResultSchema }),
  release: (kind: QueueKind, ref: string) =>
    opsValue(queueClaimPath(kind, ref), { method: 'DELETE', schema: queueReleaseResultSchema }),

  deposits: () =>
    opsValue(M.deposits, {
      query: { status: 'pending', gateway: 'manual', limit: 200 },
      schema: z.array(opsDepositSchema),
    }),
  creditDeposit: (orderNo: string) => opsValue(order(M.depositApprove, orderNo), { method: 'POST' }),
  rejectDeposit: (orderNo: string, reason: string) =>
    opsValue(order(M.depositReject, orderNo), { method: 'POST', body: { reason } }),

  withdrawals: () =>
    opsValue(M.withdrawals, { query: { open: 'true', limit: 200 }, schema: z.array(opsWithdrawalSchema) }),
  /** The member behind each order: turnover left, open bonus, responsible gaming. */
  withdrawalStanding: (orderNos: string[]) =>
    opsValue(QUEUE_PATHS.withdrawalStanding, {
      query: { orderNos: orderNos.join(',') },
      schema: z.array(withdrawalStandingSchema),
    }),
  disputes: () =>
    opsValue(M.withdrawals, {
      query: { status: 'paid', disputed: 'true', limit: 200 },
      schema: z.array(opsWithdrawalSchema),
    }),
  decideWithdrawal: (orderNo: string, action: 'approve' | 'pay') =>
    opsValue(order(action === 'approve' ? M.withdrawalApprove : M.withdrawalPay, orderNo), { method: 'POST' }),
  rejectWithdrawal: (orderNo: string, reason: string) =>
    opsValue(order(M.withdrawalReject, orderNo), { method: 'POST', body: { reason } }),
  resolveDispute: (orderNo: string, outcome: WithdrawalDisputeOutcome, note: string) =>
    opsValue(order(M.withdrawalResolve, orderNo), { method: 'POST', body: { outcome, note: note || undefined } }),

  applications: (brand: string) =>
    opsValue(OPS_PROMO_PATHS.applications, { query: { brand }, schema: applicationListSchema }),
  review: (brand: string, id: number, decision: 'approve' | 'reject', reason: string) =>
    opsValue(byId(OPS_PROMO_PATHS.review, id), {
      method: 'POST',
      query: { brand },
      body: { decision, reason: reason || undefined },
    }),

  feedback: () =>
    opsValue(S.feedback, { query: { status: 'open', limit: 200 }, schema: z.array(opsFeedbackSummarySchema) }),
  feedbackOne: (id: string) => opsValue(byId(S.feedbackOne, id), { schema: opsFeedbackDetailSchema }),
  replyFeedback: (id: string, message: string) =>
    opsValue(byId(S.feedbackReply, id), { method: 'POST', body: { message } }),

  chats: () => opsValue(S.chats, { query: { status: 'all' }, schema: z.array(opsChatSummarySchema) }),
  chat: (id: string) => opsValue(byId(S.chat, id), { schema: opsChatDetailSchema }),
  replyChat: (id: string, message: string) =>
    opsValue(byId(S.chatReply, id), { method: 'POST', body: { message }, schema: chatMessageSchema }),
  closeChat: (id: string) => opsValue(byId(S.chatClose, id), { method: 'POST' }),
};

/**
 * A picture of the operator API (a withdrawal's proof, a feedback's image) as an object URL: an
 * `<img>` cannot send the operator's bearer token itself.
 */
export async function opsImageUrl(url: string): Promise<string> {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${getConsoleToken() ?? ''}` } });
  if (!res.ok) throw new Error(`image ${res.status}`);
  return URL.createObjectURL(await res.blob());
}
