import { z } from 'zod';
import { idParam } from './input';
import { moneySchema } from './money';
import { pageOf, pageQuerySchema } from './paging';

/**
 * Identity checks (issue 34, KYC). A member uploads three pictures (front and back of an identity
 * document, a selfie holding it); the third one sends the check to the operators' queue (pending).
 * An operator approves it, rejects it with a reason (the member uploads again), or expires an approved
 * one (the document ran out). A brand's money settings (`kyc`) make a withdrawal above an amount, or
 * one that takes the member's lifetime withdrawals above a total, wait until the member's check is
 * approved. Paths: KYC_PATHS (paths.ts).
 */
export const KYC_DOCUMENT_KINDS = ['front', 'back', 'selfie'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/**
 * The member's state: none (nothing uploaded), incomplete (some of the three), pending (waits for an
 * operator), approved, rejected (reason given; upload again), expired (upload again).
 */
export const KYC_STATES = ['none', 'incomplete', 'pending', 'approved', 'rejected', 'expired'] as const;
export type KycState = (typeof KYC_STATES)[number];
/** The states a check in the operators' queue can have (a check is made by the member's first upload). */
export const KYC_CHECK_STATUSES = ['incomplete', 'pending', 'approved', 'rejected', 'expired'] as const;
export type KycCheckStatus = (typeof KYC_CHECK_STATUSES)[number];

/** A picture at most 5 MB, png or jpeg by its content (checked again on the server). */
export const KYC_MAX_BYTES = 5 * 1024 * 1024;

/** An upload: the kind and the picture as a data URL (data:image/png|jpeg;base64,…). */
export const kycUploadBodySchema = z.object({
  kind: z.enum(KYC_DOCUMENT_KINDS),
  image: z
    .string()
    .min(16)
    .max(Math.ceil((KYC_MAX_BYTES * 4) / 3) + 64),
});
export type KycUploadBody = z.infer<typeof kycUploadBodySchema>;

export const kycDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  contentType: z.enum(['image/png', 'image/jpeg']),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** Where the picture is read (the member's path or the operator's). */
  url: z.string(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/** The member's KYC: its state, the reason of a rejection, the documents of the current check, and what the brand asks. */
export const kycStatusSchema = z.object({
  state: z.enum(KYC_STATES),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  documents: z.array(kycDocumentSchema),
  /** The kinds still to upload before the check goes to the operators. */
  missing: z.array(z.enum(KYC_DOCUMENT_KINDS)),
  /** Withdrawals wait for an approved check: withdrawals above this amount (null: no such rule). */
  requiredAbove: moneySchema.nullable(),
  /** …or once the member's withdrawals in all take it above this total (null: no such rule). */
  requiredLifetime: moneySchema.nullable(),
  /** The member has withdrawals that wait for this check. */
  waitingWithdrawals: z.number().int(),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const kycDocumentParamsSchema = z.object({ id: idParam });

// ── operator ────────────────────────────────────────────────────────────────────────────────

export const opsKycQuerySchema = pageQuerySchema().extend({
  brand: z.string().min(1).max(32).optional(),
  status: z.enum(KYC_CHECK_STATUSES).optional(),
});

export const opsKycCheckSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  status: z.enum(KYC_CHECK_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  documents: z.array(kycDocumentSchema),
  /** The member's withdrawals that wait for this check. */
  waitingWithdrawals: z.number().int(),
});
export type OpsKycCheck = z.infer<typeof opsKycCheckSchema>;
export const opsKycPageSchema = pageOf(opsKycCheckSchema);

export const opsKycParamsSchema = z.object({ id: idParam });
/** A rejection says why (the member reads it); an expiry may. */
export const opsKycRejectBodySchema = z.object({ reason: z.string().trim().min(2).max(200) });
export const opsKycExpireBodySchema = z.object({ reason: z.string().trim().max(200).optional() });
