import { z } from 'zod';
import { idParam } from './input';
import { localizedTextSchema } from './language';
import { pageOf, pageQuerySchema } from './paging';
import { GAME_CATEGORIES, bannerSchema, patternIdSchema, registerFieldRuleSchema, registerFieldSchema } from './system';

/**
 * The console's configuration API (issue 16): the brand's settings tree, registration field rules,
 * games and vendors, banners and inbox broadcasts. Every change names one brand (`brand`, optional
 * when the operator works on one brand only) and is audited with its before and after values.
 */
export const OPS_CONFIG_PATHS = {
  /** GET the brand's whole settings tree. */
  settings: '/ops/config/settings',
  /** POST { brand, enabled }: one node on or off. */
  setting: '/ops/config/settings/:modId',
  /** GET the brand's maintenance and region restriction as they stand. */
  site: '/ops/config/site',
  /** GET the brand's registration field rules. */
  registerFields: '/ops/config/register-fields',
  /** PUT one field's rule. */
  registerField: '/ops/config/register-fields/:field',
  /** GET the vendors with the brand's switch and the vendor's maintenance window. */
  vendors: '/ops/config/vendors',
  /** POST { brand, enabled }: the brand offers the vendor or not. */
  vendor: '/ops/config/vendors/:vassalage',
  /** PUT { start, end } / DELETE: the vendor's maintenance window (every brand). */
  vendorMaintenance: '/ops/config/vendors/:vassalage/maintenance',
  /** GET a page of games (of the vendors the brand has, switched on or not). */
  games: '/ops/config/games',
  /** POST { enabled?, isHot?, isNew? }: the operator's choices of a game (every brand). */
  game: '/ops/config/games/:id',
  /** GET the brand's banners; POST a new one. */
  banners: '/ops/config/banners',
  /** PUT / DELETE one banner. */
  banner: '/ops/config/banners/:id',
  /** POST { brand, group, ids }: the order of a group's banners. */
  bannerOrder: '/ops/config/banners/order',
  /** POST a notice to the inbox of many members. */
  broadcast: '/ops/config/inbox/broadcast',
} as const;

/** Public path of an uploaded banner picture. */
export const BANNER_MEDIA_PATH = '/media/banners/:name';

const brandOption = z.string().trim().min(1).max(32).optional();

export const opsBrandQuerySchema = z.object({ brand: brandOption });

// ── settings tree ───────────────────────────────────────────────────────────────────────────

export interface OpsSettingNode {
  modId: string;
  name: string;
  enabled: boolean;
  /** Off because a node above it is off (its own switch may be on). */
  effective: boolean;
  childrenNodes: OpsSettingNode[];
}
export const opsSettingNodeSchema: z.ZodType<OpsSettingNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    effective: z.boolean(),
    childrenNodes: z.array(opsSettingNodeSchema),
  }),
);
export const opsSettingsTreeSchema = z.object({ brand: z.string(), nodes: z.array(opsSettingNodeSchema) });
export type OpsSettingsTree = z.infer<typeof opsSettingsTreeSchema>;

export const modIdParamSchema = z.object({ modId: z.string().trim().min(1).max(64) });
export const opsSettingBodySchema = z.object({ brand: brandOption, enabled: z.boolean() });
export type OpsSettingBody = z.infer<typeof opsSettingBodySchema>;
export const opsSettingResultSchema = z.object({
  brand: z.string(),
  modId: z.string(),
  name: z.string(),
  enabled: z.boolean(),
});

// ── maintenance and region as they stand ────────────────────────────────────────────────────

export const opsSiteStateSchema = z.object({
  brand: z.string(),
  timeZone: z.string(),
  maintenance: z.object({
    enabled: z.boolean(),
    until: z.string().nullable(),
    message: localizedTextSchema.nullable(),
  }),
  region: z.object({
    enabled: z.boolean(),
    blockedCountries: z.array(z.string()),
    deniedIps: z.array(z.string()),
    allowedIps: z.array(z.string()),
  }),
});
export type OpsSiteState = z.infer<typeof opsSiteStateSchema>;

// ── registration field rules ────────────────────────────────────────────────────────────────

export const registerFieldParamSchema = z.object({ field: registerFieldSchema });
const lengthSchema = z.number().int().min(0).max(255).nullable();
/** One field's rule as an operator writes it; the server also checks the pattern compiles and min ≤ max. */
export const opsRegisterFieldBodySchema = z.object({
  brand: brandOption,
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string().trim().min(1).max(500),
  patternId: patternIdSchema,
  minLength: lengthSchema,
  maxLength: lengthSchema,
});
export type OpsRegisterFieldBody = z.infer<typeof opsRegisterFieldBodySchema>;
export const opsRegisterFieldsSchema = z.object({ brand: z.string(), rules: z.array(registerFieldRuleSchema) });
export type OpsRegisterFields = z.infer<typeof opsRegisterFieldsSchema>;

// ── games and vendors ───────────────────────────────────────────────────────────────────────

export const opsVendorMaintenanceSchema = z.object({ start: z.string(), end: z.string(), active: z.boolean() });
export const opsVendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  smallIcon: z.string(),
  walletMode: z.string(),
  gameTypes: z.array(z.string()),
  /** The brand offers it. */
  enabled: z.boolean(),
  /** 'disabled': withdrawn from every brand by the catalogue. */
  status: z.enum(['active', 'disabled']),
  games: z.number().int(),
  /** The scheduled or running maintenance window; null when none is ahead. */
  maintenance: opsVendorMaintenanceSchema.nullable(),
});
export type OpsVendor = z.infer<typeof opsVendorSchema>;
export const opsVendorListSchema = z.object({ brand: z.string(), vendors: z.array(opsVendorSchema) });

export const vassalageParamSchema = z.object({ vassalage: z.string().trim().min(1).max(32) });
export const opsVendorBodySchema = z.object({ brand: brandOption, enabled: z.boolean() });
export const opsVendorMaintenanceBodySchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
});
export type OpsVendorMaintenanceBody = z.infer<typeof opsVendorMaintenanceBodySchema>;

export const opsGamesQuerySchema = pageQuerySchema(50, 200).extend({
  brand: brandOption,
  vassalage: z.string().trim().min(1).max(32).optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  /** Part of the name or code. */
  q: z.string().trim().min(1).max(64).optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export type OpsGamesQuery = z.infer<typeof opsGamesQuerySchema>;
export const opsGameSchema = z.object({
  gameId: z.number().int(),
  code: z.string(),
  name: localizedTextSchema,
  vassalage: z.string(),
  gameType: z.string(),
  enabled: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
});
export type OpsGame = z.infer<typeof opsGameSchema>;
export const opsGamePageSchema = pageOf(opsGameSchema);
export const gameIdParamSchema = z.object({ id: idParam });
/**
 * The operator's choices of a game (any of them): on or off, hot, new. A vendor's catalogue re-import keeps them
 * (docs/API.md "Integrating a vendor"); switching a retired game on or off takes effect when it is listed again.
 */
export const opsGameBodySchema = z
  .object({ enabled: z.boolean().optional(), isHot: z.boolean().optional(), isNew: z.boolean().optional() })
  .refine((b) => b.enabled !== undefined || b.isHot !== undefined || b.isNew !== undefined, {
    message: 'enabled, isHot or isNew',
    path: ['enabled'],
  });
export type OpsGameBody = z.infer<typeof opsGameBodySchema>;
export const opsGameChoiceSchema = z.object({
  gameId: z.number().int(),
  enabled: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
});

// ── banners ─────────────────────────────────────────────────────────────────────────────────

export const BANNER_GROUPS = bannerSchema.shape.group.options;
export const BANNER_LIMITS = {
  /** Decoded bytes of an uploaded picture. */
  maxImageBytes: 2 * 1024 * 1024,
  perGroup: 20,
} as const;

/** A picture on this site ('/art/…', '/media/…'): the Content-Security-Policy loads pictures from the site only. */
export const sitePathSchema = z
  .string()
  .trim()
  .min(2)
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'a path on this site, starting with /');

/** An uploaded PNG or JPEG as a data URL (`data:image/png;base64,…`). */
export const imageDataUrlSchema = z
  .string()
  .max(Math.ceil((BANNER_LIMITS.maxImageBytes * 4) / 3) + 64)
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/, 'a PNG or JPEG picture');

const bannerTitleSchema = z.object({ vi: z.string().trim().min(1).max(120), en: z.string().trim().min(1).max(120) });

const bannerFieldsSchema = z.object({
  brand: brandOption,
  group: z.enum(BANNER_GROUPS),
  imageUrl: sitePathSchema.optional(),
  image: imageDataUrlSchema.optional(),
  link: sitePathSchema.nullable(),
  title: bannerTitleSchema,
});

/** A new banner: a picture (a site path, or an upload) and where a click goes. */
export const opsBannerBodySchema = bannerFieldsSchema.refine(
  (b) => (b.imageUrl === undefined) !== (b.image === undefined),
  { message: 'give imageUrl or image', path: ['imageUrl'] },
);
export type OpsBannerBody = z.infer<typeof opsBannerBodySchema>;
/** A banner's new values; without imageUrl or image it keeps its picture. */
export const opsBannerEditBodySchema = bannerFieldsSchema.refine(
  (b) => b.imageUrl === undefined || b.image === undefined,
  { message: 'give imageUrl or image, not both', path: ['imageUrl'] },
);
export type OpsBannerEditBody = z.infer<typeof opsBannerEditBodySchema>;
export const bannerIdParamSchema = z.object({ id: z.string().trim().min(1).max(64) });
export const opsBannerListSchema = z.object({ brand: z.string(), banners: z.array(bannerSchema) });
export type OpsBannerList = z.infer<typeof opsBannerListSchema>;
export const opsBannerOrderBodySchema = z.object({
  brand: brandOption,
  group: z.enum(BANNER_GROUPS),
  ids: z.array(z.string().min(1).max(64)).min(1).max(BANNER_LIMITS.perGroup),
});

// ── inbox broadcast ─────────────────────────────────────────────────────────────────────────

export const broadcastAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('vip'), level: z.number().int().min(0).max(100) }),
  z.object({
    kind: z.literal('usernames'),
    usernames: z.array(z.string().trim().toLowerCase().min(1).max(64)).min(1).max(1000),
  }),
]);
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>;
export const opsBroadcastBodySchema = z.object({
  brand: brandOption,
  audience: broadcastAudienceSchema,
  title: z.object({ vi: z.string().trim().min(1).max(200), en: z.string().trim().min(1).max(200) }),
  content: z.object({ vi: z.string().trim().min(1).max(5000), en: z.string().trim().min(1).max(5000) }),
});
export type OpsBroadcastBody = z.infer<typeof opsBroadcastBodySchema>;
export const opsBroadcastResultSchema = z.object({ brand: z.string(), id: z.string(), sent: z.number().int() });
export type OpsBroadcastResult = z.infer<typeof opsBroadcastResultSchema>;
