import { z } from 'zod';
import {
  bannerSchema,
  categoryNavEntrySchema,
  customerServiceSchema,
  logoLinkSchema,
  resourceSchema,
} from '@lotus/contracts';
import { accountSecuritySchema } from './security';

/** The brand's presentation and integration settings, stored as `merchants.profile`. */
export const merchantProfileSchema = z.object({
  siteName: z.string(),
  logoUrl: z.string(),
  faviconUrl: z.string(),
  appIconUrl: z.string(),
  themeColor: z.string(),
  /** Vietnamese; `copyrightEn` is the English line. */
  copyright: z.string(),
  copyrightEn: z.string().optional(),
  agreementAge: z.number().int().min(13).max(99),
  /** ISO code of the country listed first in dialing-code pickers. */
  defaultCountry: z.string().length(2),
  gameCategories: z.array(categoryNavEntrySchema),
  banners: z.array(bannerSchema),
  footer: z.object({ vendors: z.array(logoLinkSchema), payments: z.array(logoLinkSchema) }),
  resources: z.array(resourceSchema),
  customerService: customerServiceSchema,
  gtagId: z.string().nullable(),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  /** The password that forces a change at login (SPEC §9: `{secret}`). */
  defaultPassword: z.string().nullable(),
  /** Sessions, lockout, code lifetimes (./security.ts); defaults when absent. */
  security: accountSecuritySchema.partial().optional(),
  /** Feedback form (issue 6): content between minWords and maxWords words; defaults 5 and 500. */
  feedback: z.object({ minWords: z.number().int().min(1), maxWords: z.number().int().min(1) }).optional(),
  /** Customer service of members with a VIP rank above 4 (SPEC §6); absent: the live chat of customerService. */
  vipServicePathList: z.array(z.object({ type: z.string(), path: z.string() })).optional(),
});
export type MerchantProfile = z.infer<typeof merchantProfileSchema>;
