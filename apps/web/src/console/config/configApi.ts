import {
  OPS_CONFIG_PATHS,
  OPS_MONEY_PATHS,
  OPS_PATHS,
  OPS_PROMO_PATHS,
  SERVICE_OPS_PATHS,
  bannerSchema,
  opsAnnouncementSchema,
  opsBannerListSchema,
  opsBrandSchema,
  opsBroadcastResultSchema,
  opsDepositChannelSchema,
  opsGamePageSchema,
  opsHelpArticleSchema,
  opsMoneySettingsSchema,
  opsPromotionSchema,
  opsRegisterFieldsSchema,
  opsSettingsTreeSchema,
  opsSiteStateSchema,
  opsVendorListSchema,
  registerFieldRuleSchema,
  type CreateAnnouncement,
  type OpsBannerBody,
  type OpsBannerEditBody,
  type OpsBroadcastBody,
  type OpsDepositChannelCreate,
  type OpsDepositChannelUpdate,
  type OpsGamesQuery,
  type OpsRegisterFieldBody,
  type OpsVendorMaintenanceBody,
  type PromotionDefinitionInput,
  type PromotionState,
  type opsMoneySettingsBodySchema,
  type opsRegionBodySchema,
  type promotionPatchSchema,
} from '@lotus/contracts';
import { z } from 'zod';
import { opsValue } from '../api';

const P = OPS_CONFIG_PATHS;
const fill = (path: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce((p, [k, v]) => p.replace(`:${k}`, encodeURIComponent(String(v))), path);

export type GamesQuery = Partial<Omit<OpsGamesQuery, 'brand'>>;

/** The console's configuration calls: this area's API (OPS_CONFIG_PATHS) and the existing ops ones it edits. */
export const configApi = {
  brands: () => opsValue(OPS_PATHS.brands, { schema: z.array(opsBrandSchema) }),

  settings: (brand: string) => opsValue(P.settings, { query: { brand }, schema: opsSettingsTreeSchema }),
  setSetting: (brand: string, modId: string, enabled: boolean) =>
    opsValue(fill(P.setting, { modId }), { method: 'POST', body: { brand, enabled } }),

  site: (brand: string) => opsValue(P.site, { query: { brand }, schema: opsSiteStateSchema }),
  maintenance: (body: { brand: string; enabled: boolean; until?: string; message?: { vi: string; en: string } }) =>
    opsValue(OPS_PATHS.maintenance, { method: 'POST', body }),
  region: (body: z.input<typeof opsRegionBodySchema>) => opsValue(OPS_PATHS.region, { method: 'POST', body }),

  registerFields: (brand: string) => opsValue(P.registerFields, { query: { brand }, schema: opsRegisterFieldsSchema }),
  setRegisterField: (field: string, body: OpsRegisterFieldBody) =>
    opsValue(fill(P.registerField, { field }), { method: 'PUT', body, schema: registerFieldRuleSchema }),

  vendors: (brand: string) => opsValue(P.vendors, { query: { brand }, schema: opsVendorListSchema }),
  setVendor: (brand: string, vassalage: string, enabled: boolean) =>
    opsValue(fill(P.vendor, { vassalage }), { method: 'POST', body: { brand, enabled } }),
  setVendorMaintenance: (vassalage: string, body: OpsVendorMaintenanceBody) =>
    opsValue(fill(P.vendorMaintenance, { vassalage }), { method: 'PUT', body }),
  removeVendorMaintenance: (vassalage: string) =>
    opsValue(fill(P.vendorMaintenance, { vassalage }), { method: 'DELETE' }),
  games: (brand: string, q: GamesQuery) =>
    opsValue(P.games, {
      query: Object.fromEntries(
        Object.entries({ brand, ...q }).filter(([, v]) => v !== undefined && v !== ''),
      ) as Record<string, string>,
      schema: opsGamePageSchema,
    }),
  setGame: (id: number, enabled: boolean) => opsValue(fill(P.game, { id }), { method: 'POST', body: { enabled } }),

  banners: (brand: string) => opsValue(P.banners, { query: { brand }, schema: opsBannerListSchema }),
  createBanner: (body: OpsBannerBody) => opsValue(P.banners, { method: 'POST', body, schema: bannerSchema }),
  updateBanner: (id: string, body: OpsBannerEditBody) =>
    opsValue(fill(P.banner, { id }), { method: 'PUT', body, schema: bannerSchema }),
  deleteBanner: (brand: string, id: string) => opsValue(fill(P.banner, { id }), { method: 'DELETE', query: { brand } }),
  orderBanners: (brand: string, group: string, ids: string[]) =>
    opsValue(P.bannerOrder, { method: 'POST', body: { brand, group, ids } }),

  broadcast: (body: OpsBroadcastBody) =>
    opsValue(P.broadcast, { method: 'POST', body, schema: opsBroadcastResultSchema }),

  moneySettings: (brand: string) =>
    opsValue(OPS_MONEY_PATHS.moneySettings, { query: { brand }, schema: opsMoneySettingsSchema }),
  setMoneySettings: (body: z.input<typeof opsMoneySettingsBodySchema>) =>
    opsValue(OPS_MONEY_PATHS.moneySettings, { method: 'POST', body, schema: opsMoneySettingsSchema }),

  channels: (brand: string) =>
    opsValue(OPS_MONEY_PATHS.depositChannels, { query: { brand }, schema: z.array(opsDepositChannelSchema) }),
  createChannel: (body: OpsDepositChannelCreate) =>
    opsValue(OPS_MONEY_PATHS.depositChannels, { method: 'POST', body, schema: opsDepositChannelSchema }),
  updateChannel: (id: number, body: OpsDepositChannelUpdate) =>
    opsValue(fill(OPS_MONEY_PATHS.depositChannel, { id }), { method: 'PATCH', body, schema: opsDepositChannelSchema }),

  promotions: (brand: string) =>
    opsValue(OPS_PROMO_PATHS.promotions, { query: { brand }, schema: z.array(opsPromotionSchema) }),
  createPromotion: (brand: string, body: PromotionDefinitionInput & { state?: PromotionState }) =>
    opsValue(OPS_PROMO_PATHS.promotions, { method: 'POST', query: { brand }, body, schema: opsPromotionSchema }),
  updatePromotion: (brand: string, id: number, body: z.input<typeof promotionPatchSchema>) =>
    opsValue(fill(OPS_PROMO_PATHS.promotion, { id }), {
      method: 'PATCH',
      query: { brand },
      body,
      schema: opsPromotionSchema,
    }),
  setPromotionState: (brand: string, id: number, state: PromotionState) =>
    opsValue(fill(OPS_PROMO_PATHS.status, { id }), { method: 'POST', query: { brand }, body: { state } }),

  announcements: (brand: string) =>
    opsValue(OPS_PATHS.announcements, { query: { brand }, schema: z.array(opsAnnouncementSchema) }),
  createAnnouncement: (body: CreateAnnouncement) => opsValue(OPS_PATHS.announcements, { method: 'POST', body }),
  deleteAnnouncement: (id: string) => opsValue(fill(OPS_PATHS.announcement, { id }), { method: 'DELETE' }),

  helpArticles: (brand: string) =>
    opsValue(SERVICE_OPS_PATHS.helpArticles, { query: { brand }, schema: z.array(opsHelpArticleSchema) }),
  importHelpArticle: (body: {
    brand: string;
    language: 'vi' | 'en';
    category: string;
    slug: string;
    title?: string;
    format: 'markdown' | 'html';
    source: string;
  }) => opsValue(SERVICE_OPS_PATHS.helpArticles, { method: 'POST', body }),
  deleteHelpArticle: (id: string) => opsValue(fill(SERVICE_OPS_PATHS.helpArticle, { id }), { method: 'DELETE' }),
};
