/**
 * The brands module's public face: other modules import brand reads and operator changes from here,
 * never from ./repository (an ESLint boundary, see docs/ARCHITECTURE.md). Logic that grows around
 * brands (caching, events on change) belongs in this file.
 */
export type { Merchant } from './repository';
export {
  findMerchantByCode,
  merchantById,
  listMerchants,
  listDomains,
  loadSettingsTree,
  isModuleEnabled,
  setModuleEnabled,
  loadRegisterRules,
  updateMaintenance,
  updateRegion,
} from './repository';
export {
  settingsTreeForOps,
  changeSetting,
  changeRegisterRule,
  listBanners,
  createBanner,
  updateBanner,
  deleteBanner,
  reorderBanners,
} from './config';
export { storeBannerImage, readBannerImage } from './bannerMedia';
