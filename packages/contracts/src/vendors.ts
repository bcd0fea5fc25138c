import { z } from 'zod';
import { gameCategorySchema } from './system';

/**
 * Vendors as data (issue 32, docs/API.md "Integrating a vendor"): an operator registers a seamless-wallet vendor
 * that speaks the Provider API, gets its signing secret once, rotates it, suspends the vendor and offers it to
 * brands (`OPS_CONFIG_PATHS.vendor`), all without a code change. Permission `games.manage`, every brand.
 */
export const OPS_VENDOR_PATHS = {
  registered: '/ops/vendors/registered',
  one: '/ops/vendors/registered/:vassalage',
  secret: '/ops/vendors/registered/:vassalage/secret',
  status: '/ops/vendors/registered/:vassalage/status',
  catalogue: '/ops/vendors/registered/:vassalage/catalogue',
} as const;

/** What a launch URL template may hold, each replaced by its value, URL-encoded. */
export const LAUNCH_TEMPLATE_FIELDS = [
  'token',
  'game',
  'lang',
  'returnUrl',
  'device',
  'playerId',
  'currency',
  'mode',
] as const;

/** Checks a launch URL template: an http(s) URL with `{token}` and only known `{fields}`; answers the problem or null. */
export function launchTemplateProblem(template: string): string | null {
  const fields = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
  const unknown = fields.find((f) => !(LAUNCH_TEMPLATE_FIELDS as readonly string[]).includes(f));
  if (unknown !== undefined) return `unknown field {${unknown}}`;
  if (!fields.includes('token')) return 'must hold {token}';
  const sample = template.replace(/\{[^{}]*\}/g, 'x');
  try {
    const u = new URL(sample);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return 'must be an http(s) URL';
  } catch {
    return 'must be an http(s) URL';
  }
  return null;
}

/** A vendor code: the X-Lotus-Vendor header, the environment-variable and ledger name (upper case). */
export const vendorCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'A–Z, 0–9 and _, 2–32 characters, a letter first');

const templateSchema = z
  .string()
  .trim()
  .max(500)
  .superRefine((t, c) => {
    const problem = launchTemplateProblem(t);
    if (problem) c.addIssue({ code: 'custom', message: problem });
  });

/** An allowed source address: an IPv4 or IPv6 address, or an IPv4 CIDR block (checked by the server). */
const addressSchema = z.string().trim().min(2).max(64);

const vendorFields = {
  displayName: z.string().trim().min(1).max(64),
  gameTypes: z.array(gameCategorySchema).min(1).max(8),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable()
    .optional(),
  launchUrlTemplate: templateSchema,
  allowedAddresses: z.array(addressSchema).max(50).optional(),
  callsPerSecond: z.number().int().min(1).max(1_000_000).optional(),
  catalogueUrl: z.url().max(500).nullable().optional(),
};

export const opsVendorCreateSchema = z.strictObject({ vassalage: vendorCodeSchema, ...vendorFields });
export const opsVendorUpdateSchema = z.strictObject({
  displayName: vendorFields.displayName.optional(),
  gameTypes: vendorFields.gameTypes.optional(),
  currency: vendorFields.currency,
  launchUrlTemplate: templateSchema.optional(),
  allowedAddresses: vendorFields.allowedAddresses,
  callsPerSecond: vendorFields.callsPerSecond,
  catalogueUrl: vendorFields.catalogueUrl,
});
/** Rotation: the old secret stays valid `graceMinutes` (default a day, 0: at once) for the vendor to switch. */
export const opsVendorRotateSchema = z.strictObject({
  graceMinutes: z.number().int().min(0).max(10_080).optional(),
});
export const opsVendorStatusSchema = z.strictObject({ status: z.enum(['active', 'suspended']) });

export const registeredVendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameTypes: z.array(z.string()),
  currency: z.string().nullable(),
  launchUrlTemplate: z.string(),
  allowedAddresses: z.array(z.string()),
  callsPerSecond: z.number().int(),
  catalogueUrl: z.string().nullable(),
  status: z.enum(['active', 'disabled', 'suspended']),
  /** Until when the secret before the last rotation is still accepted (null: only the current one). */
  previousSecretUntil: z.string().nullable(),
  games: z.number().int(),
  createdAt: z.string(),
});
export type RegisteredVendor = z.infer<typeof registeredVendorSchema>;

export const registeredVendorListSchema = z.object({ vendors: z.array(registeredVendorSchema) });
/** A new or rotated secret: shown this once, never again (only its sealed form is stored). */
export const vendorSecretAnswerSchema = z.object({
  vendor: registeredVendorSchema,
  secret: z.string(),
});

// ── catalogue import ──────────────────────────────────────────────────────────────────────────

/** Import a vendor's games: the file's text (JSON array or CSV with a header line), or the vendor's published URL. */
export const opsCatalogueImportSchema = z.strictObject({
  format: z.enum(['json', 'csv']).optional(),
  content: z.string().max(5_000_000).optional(),
  /** Fetch from this URL (else the vendor's catalogueUrl) when no content is given. */
  url: z.url().max(500).optional(),
  /** Check only: answer what would change, change nothing. */
  dryRun: z.boolean().optional(),
});
export const catalogueImportAnswerSchema = z.object({
  vassalage: z.string(),
  added: z.number().int(),
  updated: z.number().int(),
  retired: z.number().int(),
  unchanged: z.number().int(),
  dryRun: z.boolean(),
});
export type CatalogueImportAnswer = z.infer<typeof catalogueImportAnswerSchema>;
/** One bad row of a refused import (`catalogue_invalid`'s value.rows); line 1 is a CSV's header, a JSON's first item is line 1. */
export interface CatalogueRowProblem {
  line: number;
  field: string;
  message: string;
}
