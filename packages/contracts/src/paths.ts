/**
 * API paths. Those named by SPEC §7 are verbatim; the others follow the same style and are
 * listed in docs/API.md.
 */
export const PATHS = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  permission: '/wps/system/permission',
  menu: '/wps/system/menu',
  registerSettings: '/wps/system/setting/register',
  domainRoute: '/wps/system/domainRoute',
  countryCode: '/wps/system/countryCode',
  icon: '/wps/system/icon',
  routers: '/wps/system/routers',
  updateLanguage: '/wps/system/language',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  qrCode: '/wps/system/qrcode',
  health: '/healthz',
} as const;

/** Operator API, authenticated by the operator key (header `X-Ops-Key`). */
export const OPS_PATHS = {
  brands: '/ops/brands',
  switch: '/ops/switch',
  maintenance: '/ops/maintenance',
  region: '/ops/region',
  announcements: '/ops/announcements',
  announcement: '/ops/announcements/:id',
} as const;
