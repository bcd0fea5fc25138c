import type { Permission, RegisterSettings, Whitelabel } from '@lotus/contracts';
import type { Tx } from '../../db/client';
import { loadRegisterRules, type Merchant } from '../brands/service';
import { offeredCategories } from '../games/service';

/**
 * The brand's public face. Its game categories are only those the brand offers a vendor in, so the
 * first paint (boot data) never advertises a category that has nothing to open.
 */
export async function loadWhitelabel(db: Tx, m: Merchant): Promise<Whitelabel> {
  const p = m.profile;
  const offered = await offeredCategories(db, m.id);
  return {
    merchantCode: m.code,
    siteName: p.siteName,
    logoUrl: p.logoUrl,
    faviconUrl: p.faviconUrl,
    themeColor: p.themeColor,
    copyright: p.copyright,
    ...(p.copyrightEn ? { copyrightEn: p.copyrightEn } : {}),
    defaultLanguage: m.defaultLanguage,
    languages: m.languages,
    timeZone: m.timeZone,
    currency: m.currency,
    agreementAge: p.agreementAge,
    gameCategories: p.gameCategories.filter((c) => offered.has(c.gameType)),
    banners: p.banners,
    footer: p.footer,
  };
}

export async function registerSettings(db: Tx, m: Merchant): Promise<RegisterSettings> {
  return { rules: await loadRegisterRules(db, m.id), agreementAge: m.profile.agreementAge };
}

export async function permissionFor(
  db: Tx,
  m: Merchant,
  siteMode: { location: Permission['location']; maintenance: Permission['maintenance']; status: number },
): Promise<Permission> {
  const p = m.profile;
  return {
    info: {
      whitelabel: await loadWhitelabel(db, m),
      register: await registerSettings(db, m),
      resources: p.resources,
      customerService: p.customerService,
      analytics: { gtagId: p.gtagId },
      imageCDNs: p.imageCDNs,
      launchGameCDNs: p.launchGameCDNs,
    },
    location: siteMode.location,
    maintenance: siteMode.maintenance,
    regionRestriction: { enabled: m.region.enabled, restricted: siteMode.status === 2 },
  };
}
