import { z } from 'zod';
import { localizedTextSchema } from './language';

const brandOption = z.string().min(1).max(32).optional();

export const opsBrandSchema = z.object({
  code: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});

export const opsSwitchBodySchema = z.object({
  modId: z.string().min(1).max(64),
  enabled: z.boolean(),
  brand: brandOption,
});

export const opsMaintenanceBodySchema = z.object({
  enabled: z.boolean(),
  until: z.iso.datetime({ offset: true }).optional(),
  message: z.union([z.string().min(1).max(2000), localizedTextSchema]).optional(),
  brand: brandOption,
});

const cidr = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'expected an IP address or CIDR block');

export const opsRegionBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.enum(['block-country', 'unblock-country']),
    countries: z.array(z.string().regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code')).min(1),
    brand: brandOption,
  }),
  z.object({ action: z.enum(['deny-ip', 'allow-ip']), cidrs: z.array(cidr).min(1), brand: brandOption }),
  z.object({ action: z.literal('off'), brand: brandOption }),
]);
export type OpsRegionBody = z.infer<typeof opsRegionBodySchema>;

export const opsRegionStateSchema = z.object({
  brand: z.string(),
  enabled: z.boolean(),
  blockedCountries: z.array(z.string()),
  deniedIps: z.array(z.string()),
  allowedIps: z.array(z.string()),
});

export const opsResultSchema = z.object({ brands: z.array(z.string()) });
