import { z } from 'zod';
import { idParam, idSchema } from './input';

/**
 * Corrections of entered results under four-eyes (issue 34; docs/API.md "Result corrections"). A correction of a
 * lottery draw or sports fixture whose bets of some brand staked more than that brand's
 * `adjustment.correctionApprovalThreshold` (money settings; 0 = never, the default) cannot be entered directly
 * (`409 result_correction_needs_approval`): one operator asks for it here with a reason, another approves it (the
 * product's correction path then replaces the result and settles its bets again, once) or rejects it.
 */
export const RESULT_CORRECTION_PATHS = {
  /** GET: the corrections (pending first, oldest first); POST: ask for one. */
  list: '/ops/result-corrections',
  approve: '/ops/result-corrections/:id/approve',
  reject: '/ops/result-corrections/:id/reject',
} as const;

export const RESULT_CORRECTION_STATUSES = ['pending', 'applying', 'approved', 'rejected'] as const;

const reason = z.string().trim().min(2).max(500);
export const resultCorrectionBodySchema = z.discriminatedUnion('product', [
  z.object({
    product: z.literal('lottery'),
    subjectId: idSchema,
    prizes: z.record(z.string(), z.array(z.string().trim())),
    reason,
  }),
  z.object({
    product: z.literal('sports'),
    subjectId: idSchema,
    home: z.number().int().min(0).max(99),
    away: z.number().int().min(0).max(99),
    reason,
  }),
]);
export type ResultCorrectionBody = z.input<typeof resultCorrectionBodySchema>;

export const resultCorrectionQuerySchema = z.object({
  status: z.enum(RESULT_CORRECTION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const resultCorrectionParamsSchema = z.object({ id: idParam });
export const resultCorrectionRejectSchema = z.object({ reason });

export const resultCorrectionSchema = z.object({
  id: z.number().int(),
  product: z.enum(['lottery', 'sports']),
  subjectId: z.number().int(),
  baseVersion: z.number().int(),
  result: z.record(z.string(), z.unknown()),
  reason: z.string(),
  status: z.enum(RESULT_CORRECTION_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ResultCorrection = z.infer<typeof resultCorrectionSchema>;
