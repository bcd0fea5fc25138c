import { z } from 'zod';
import { languageSchema, localizedTextSchema } from './language';

/** A node of the brand settings tree (SPEC §3). */
export interface SettingsNode {
  modId: string;
  name: string;
  enabled: '1' | '0';
  childrenNodes: SettingsNode[];
}
export const settingsNodeSchema: z.ZodType<SettingsNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    name: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(settingsNodeSchema),
  }),
);

/** Game categories with their own page, and listing categories without one (SPEC §1). */
export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export const LISTING_CATEGORIES = ['HOT', 'FAV', 'PROMO'] as const;
export const gameCategorySchema = z.enum(GAME_CATEGORIES);
export type GameCategory = z.infer<typeof gameCategorySchema>;

/** Category nav entry (SPEC §3), point values of SPEC §9. */
export const categoryNavEntrySchema = z.object({
  name: z.string(),
  gameType: gameCategorySchema,
  page: z.string(),
  point: z.number(),
  enName: z.string(),
  sideMenuIcon: z.string(),
});
export type CategoryNavEntry = z.infer<typeof categoryNavEntrySchema>;

export const RESOURCE_TYPES = ['IOS', 'IOS_LITE', 'ANDROID', 'SOCIAL', 'EMAIL', 'QR'] as const;
export const resourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  group: z.enum(['home', 'w_login', 'w_register']),
  imageUrl: z.string(),
  link: z.string().nullable(),
  title: localizedTextSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

/** A logo with its name (the image's text); `enName` is the English name when it differs (payment methods). */
export const logoLinkSchema = z.object({ name: z.string(), logoUrl: z.string(), enName: z.string().optional() });

export const whitelabelSchema = z.object({
  merchantCode: z.string(),
  siteName: z.string(),
  logoUrl: z.string(),
  faviconUrl: z.string(),
  themeColor: z.string(),
  /** The copyright line in Vietnamese; `copyrightEn` in English (absent: the same line). */
  copyright: z.string(),
  copyrightEn: z.string().optional(),
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema),
  timeZone: z.string(),
  currency: z.string(),
  /** Age the registration terms ask the player to confirm (SPEC §5). */
  agreementAge: z.number().int(),
  gameCategories: z.array(categoryNavEntrySchema),
  banners: z.array(bannerSchema),
  footer: z.object({ vendors: z.array(logoLinkSchema), payments: z.array(logoLinkSchema) }),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

/** Pattern ids of SPEC §5; the web translates `patterns.<patternId>`. */
export const PATTERN_IDS = [
  'ANY',
  'ALNUM_LETTER_FIRST',
  'LETTERS_CHINESE',
  'EMAIL',
  'LETTERS_OR_DIGITS',
  'LETTERS_AND_DIGITS',
  'DIGITS',
  'ALNUM_UPPERCASE',
  'ENGLISH_SPACES',
  'NO_SPACES',
  'CHINESE_PUNCTUATION',
  'DATE',
  'KOREAN',
  'THAI',
  'THAI_ENGLISH_SPACES',
  'JAPANESE_FULLWIDTH',
  'UPPERCASE',
  'UPPERCASE_SPACES',
  'STRONG_PASSWORD',
] as const;
export const patternIdSchema = z.enum(PATTERN_IDS);

export const REGISTER_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'captcha',
  'referralCode',
] as const;
export const registerFieldSchema = z.enum(REGISTER_FIELDS);

/** Server rule per registration field (SPEC §3). A '*' in acceptedPattern reads as '.*'. */
export const registerFieldRuleSchema = z.object({
  field: registerFieldSchema,
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: patternIdSchema,
  minLength: z.number().int().nullable(),
  maxLength: z.number().int().nullable(),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRuleSchema>;

export const registerSettingsSchema = z.object({
  rules: z.array(registerFieldRuleSchema),
  agreementAge: z.number().int(),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const customerServiceSchema = z.object({
  pathList: z.array(z.object({ type: z.string(), path: z.string() })),
  email: z.string().nullable(),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
});

export const locationSchema = z.object({ ip: z.string(), country: z.string().nullable() });
export type VisitorLocation = z.infer<typeof locationSchema>;

export const maintenanceSchema = z.object({
  enabled: z.boolean(),
  until: z.string().nullable(),
  message: localizedTextSchema.nullable(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const regionRestrictionSchema = z.object({
  enabled: z.boolean(),
  /** Whether this visitor is restricted. */
  restricted: z.boolean(),
});

export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: maintenanceSchema,
  location: locationSchema,
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const permissionQuerySchema = z.object({ url: z.string().max(2048).optional() });
export const permissionSchema = z.object({
  info: z.object({
    whitelabel: whitelabelSchema,
    register: registerSettingsSchema,
    resources: z.array(resourceSchema),
    customerService: customerServiceSchema,
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
  location: locationSchema,
  maintenance: maintenanceSchema,
  regionRestriction: regionRestrictionSchema,
});
export type Permission = z.infer<typeof permissionSchema>;

export const menuSchema = z.array(settingsNodeSchema);

export const domainRouteQuerySchema = z.object({ domain: z.string().min(1).max(253).optional() });
export const domainRouteSchema = z.object({ domain: z.string(), merchantCode: z.string() });

export const countrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
});
export const countryListSchema = z.array(countrySchema);
export type Country = z.infer<typeof countrySchema>;

export const iconSchema = z.object({
  logo: z.string(),
  favicon: z.string(),
  appIcon: z.string(),
});

export const routersSchema = z.object({
  domainList: z.array(z.string()),
  resources: z.array(resourceSchema),
});

export const updateLanguageBodySchema = z.object({ language: languageSchema });
export const updateLanguageSchema = z.object({ language: languageSchema });

export const qrCodeQuerySchema = z.object({ text: z.string().min(1).max(1024) });
