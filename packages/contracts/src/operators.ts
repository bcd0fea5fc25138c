import { z } from 'zod';
import { idParam } from './input';
import { pageOf, pageQuerySchema } from './paging';

/**
 * Operator accounts, roles and the audit log (issue 16). Every /ops call names one permission;
 * an operator holds the permissions of its role, the shared operator key (automation) those of
 * OPS_KEY_PERMISSIONS (all when unset).
 */
export const PERMISSIONS = [
  'dashboard.read',
  'members.read',
  'members.write',
  'members.adjust',
  'adjustments.approve',
  'deposits.manage',
  'withdrawals.review',
  'withdrawals.pay',
  /** Identity checks (issue 34): review members' documents. */
  'kyc.review',
  'disputes.manage',
  'feedback.manage',
  'chat.manage',
  'agents.read',
  'agents.manage',
  'promotions.manage',
  'loyalty.manage',
  'content.manage',
  'config.manage',
  'games.manage',
  'reports.read',
  'rg.read',
  'audit.read',
  'operators.manage',
  'jobs.run',
  'sandbox.manage',
] as const;
export type OpsPermission = (typeof PERMISSIONS)[number];

export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'marketing', 'risk', 'readonly'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const reads = PERMISSIONS.filter((p) => p.endsWith('.read'));

/** What each role may do. The owner may do everything; read-only reads everything but the audit log's operators page. */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OpsPermission[]> = {
  owner: PERMISSIONS,
  finance: [
    'dashboard.read',
    'members.read',
    'members.adjust',
    'adjustments.approve',
    'deposits.manage',
    'withdrawals.review',
    'withdrawals.pay',
    'kyc.review',
    'agents.read',
    'reports.read',
  ],
  support: [
    'dashboard.read',
    'members.read',
    'members.write',
    'disputes.manage',
    'feedback.manage',
    'chat.manage',
    'agents.read',
    'rg.read',
  ],
  marketing: [
    'dashboard.read',
    'members.read',
    'promotions.manage',
    'loyalty.manage',
    'content.manage',
    'reports.read',
  ],
  risk: [
    'dashboard.read',
    'members.read',
    'members.write',
    'withdrawals.review',
    'kyc.review',
    'agents.read',
    'reports.read',
    'rg.read',
    'audit.read',
  ],
  readonly: reads,
};

export const OPERATOR_PATHS = {
  login: '/ops/auth/login',
  logout: '/ops/auth/logout',
  me: '/ops/auth/me',
  password: '/ops/auth/password',
  totpSetup: '/ops/auth/totp/setup',
  totpEnable: '/ops/auth/totp/enable',
  operators: '/ops/operators',
  operator: '/ops/operators/:id',
  audit: '/ops/audit',
  auditVerify: '/ops/audit/verify',
} as const;

const username = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_.-]{2,31}$/i, 'expected 3–32 letters, digits, dot, dash or underscore, starting with a letter');
/** Operators' passwords are longer than members': 10 to 128 characters. */
const password = z.string().min(10).max(128);
const totpCode = z.string().regex(/^\d{6}$/, 'expected the 6-digit code');
/** An IP address or CIDR block of an operator's allow-list. */
const cidr = z
  .string()
  .trim()
  .max(64)
  .regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'expected an IP address or CIDR block');

export const operatorLoginBodySchema = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
  code: totpCode.optional(),
});

/** The signed-in operator as the console and the CLI see it. */
export const operatorSelfSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Brand codes this operator works on; null: every brand. */
  brands: z.array(z.string()).nullable(),
  totpEnabled: z.boolean(),
  /** Two-factor is required of this operator (set when it was created; on by default). */
  totpRequired: z.boolean(),
  mustChangePassword: z.boolean(),
  /** Two-factor is required but not set up yet: until it is, only the sign-in calls answer. */
  mustSetupTotp: z.boolean(),
  /** 'automation' for the shared operator key. */
  kind: z.enum(['operator', 'automation']),
  /** The zone every time in the console is shown in, labelled: the brand's (the first of the operator's brands). */
  timeZone: z.string(),
});
export type OperatorSelf = z.infer<typeof operatorSelfSchema>;

export const operatorSessionSchema = z.object({
  token: z.string(),
  /** Minutes without a call after which the session ends. */
  idleMinutes: z.number().int(),
  operator: operatorSelfSchema,
});

export const operatorPasswordBodySchema = z.object({ current: z.string().min(1).max(128), password });

export const totpSetupSchema = z.object({
  secret: z.string(),
  /** otpauth:// URI for an authenticator app. */
  uri: z.string(),
  /** The URI as a QR code (a data: URL of a PNG). */
  qrCode: z.string(),
});
export const totpEnableBodySchema = z.object({ code: totpCode });

export const operatorListItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  brands: z.array(z.string()).nullable(),
  ipAllowList: z.array(z.string()),
  status: z.enum(['active', 'disabled']),
  totpEnabled: z.boolean(),
  totpRequired: z.boolean(),
  lockedUntil: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorListItem = z.infer<typeof operatorListItemSchema>;

export const operatorCreateBodySchema = z.object({
  username,
  displayName: z.string().trim().min(1).max(64),
  password,
  role: z.enum(OPERATOR_ROLES),
  /** Brand codes; left out or null: every brand. */
  brands: z.array(z.string().min(1).max(32)).max(50).nullable().optional(),
  ipAllowList: z.array(cidr).max(50).default([]),
  /** The operator must set up two-factor at its first sign-in (default). */
  totpRequired: z.boolean().default(true),
});

export const operatorUpdateBodySchema = z.object({
  displayName: z.string().trim().min(1).max(64).optional(),
  role: z.enum(OPERATOR_ROLES).optional(),
  brands: z.array(z.string().min(1).max(32)).max(50).nullable().optional(),
  ipAllowList: z.array(cidr).max(50).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  /** Sets a new password the operator must change at the next sign-in. */
  resetPassword: password.optional(),
  /** Removes the operator's two-factor secret (it sets up a new one at the next sign-in). */
  resetTotp: z.literal(true).optional(),
  /** Lifts a lockout after failed sign-ins. */
  unlock: z.literal(true).optional(),
});

export const operatorIdParamsSchema = z.object({ id: idParam });

// ---------------------------------------------------------------- audit log

export const AUDIT_ACTOR_KINDS = ['operator', 'automation', 'system', 'member'] as const;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  brand: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema(50, 200).extend({
  actor: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  brand: z.string().trim().max(32).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const auditPageSchema = pageOf(auditEntrySchema);

export const auditVerifySchema = z.object({
  ok: z.boolean(),
  /** Rows whose hashes were recomputed. */
  checked: z.number().int(),
  /** The first row that does not verify, and why. */
  brokenAt: z.number().int().nullable(),
  reason: z.enum(['hash_mismatch', 'chain_broken']).nullable(),
  /** The last row's hash: the chain's head, to keep outside the database. */
  head: z.string().nullable(),
});
export type AuditVerify = z.infer<typeof auditVerifySchema>;
