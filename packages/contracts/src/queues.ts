import { z } from 'zod';
import { localizedTextSchema } from './language';
import { moneySchema } from './money';
import type { OpsPermission } from './operators';

/**
 * The operator console's work queues (issue 16): deposits to credit, withdrawals to approve and pay,
 * not-received disputes, promotion applications, feedback and live chats. An operator claims an item
 * before working on it so two operators do not do the same work: a claim lasts CLAIM_MINUTES, ends
 * when released or when the item is decided, and a decision on an item another operator holds is
 * refused (item_claimed_by_other). Points redemptions of free spins and goods (issue 13) are the points queue.
 */
export const QUEUE_KINDS = ['deposit', 'withdrawal', 'dispute', 'promotion', 'feedback', 'chat', 'points'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];
export const queueKindSchema = z.enum(QUEUE_KINDS);

/** The permission a queue's claims and decisions need (its own decisions may need more, e.g. withdrawals.pay). */
export const QUEUE_PERMISSION: Record<QueueKind, OpsPermission> = {
  deposit: 'deposits.manage',
  withdrawal: 'withdrawals.review',
  dispute: 'disputes.manage',
  promotion: 'promotions.manage',
  feedback: 'feedback.manage',
  chat: 'chat.manage',
  points: 'loyalty.manage',
};

/** Minutes a claim lasts unless renewed (claiming again), released or decided. */
export const CLAIM_MINUTES = 15;

export const QUEUE_PATHS = {
  /** POST: claim (or renew the caller's claim); DELETE: release the caller's claim. `:kind` is a QueueKind. */
  claim: '/ops/queues/:kind/:ref/claim',
  /** GET: the number of open items of every queue the caller may work on (the console's nav). */
  counts: '/ops/queues/counts',
  /** GET ?orderNos=W1,W2: what the withdrawals queue's rows need to know about each member (withdrawalStandingSchema). */
  withdrawalStanding: '/ops/queues/withdrawal/standing',
} as const;

/** The path of one queue's claim (the server registers one route per kind, each behind its permission). */
export const queueClaimPath = (kind: QueueKind, ref: string) =>
  QUEUE_PATHS.claim.replace(':kind', kind).replace(':ref', encodeURIComponent(ref));

/** An item's reference: an order number, an application id, a feedback or chat id. */
export const queueRefParamsSchema = z.object({
  ref: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'an order number or id'),
});

/** Who holds an item (in the queue lists; null when nobody does or the claim expired). */
export const queueClaimSchema = z.object({
  /** The operator's id; null for the shared operator key (automation). */
  operatorId: z.number().int().nullable(),
  operatorName: z.string(),
  claimedAt: z.string(),
  expiresAt: z.string(),
});
export type QueueClaim = z.infer<typeof queueClaimSchema>;

export const queueClaimResultSchema = queueClaimSchema.extend({ kind: queueKindSchema, ref: z.string() });
export const queueReleaseResultSchema = z.object({
  kind: queueKindSchema,
  ref: z.string(),
  released: z.boolean(),
});

/** Open items per queue; a queue the caller may not work on is absent. */
export const queueCountsSchema = z.partialRecord(queueKindSchema, z.number().int());
export type QueueCounts = z.infer<typeof queueCountsSchema>;

export const withdrawalStandingQuerySchema = z.object({
  /** Order numbers, comma-separated (at most 200); orders of brands outside the caller's are left out. */
  orderNos: z
    .string()
    .max(4000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(/^[A-Z0-9-]{1,64}$/, 'an order number'))
        .min(1)
        .max(200),
    ),
});

/**
 * The member behind a withdrawal, as the operator deciding it must see (issue 33, item 20): the valid bets still owed
 * under the turnover requirements, the open bonus and its wagering, and responsible-gaming limits or a block.
 */
export const withdrawalStandingSchema = z.object({
  orderNo: z.string(),
  /** Valid bets still owed: the deposits' turnover and the open bonus's wagering (0: nothing owed). */
  turnoverLeft: moneySchema,
  bonus: z
    .object({
      title: localizedTextSchema,
      amount: moneySchema,
      /** Weighted valid bets still owed before the bonus converts. */
      wageringLeft: moneySchema,
    })
    .nullable(),
  rg: z.object({
    /** A time-out or self-exclusion in force, and until when. */
    block: z.object({ kind: z.enum(['timeout', 'self_exclusion']), until: z.string() }).nullable(),
    /** Deposit, loss or wager limits the member has set. */
    limits: z.number().int(),
  }),
});
export type WithdrawalStanding = z.infer<typeof withdrawalStandingSchema>;
