import type { FeatureFlag, GameCategory, Permission, SettingsNode } from '@lotus/contracts';
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ErrorState } from '@/components/ErrorState';
import { applyBrandDefaultLanguage } from '@/lib/i18n';
import { storedLanguage } from '@/lib/language';
import { flagFrom, flattenSettings } from './flags';
import { useMenuQuery, usePermissionQuery } from './queries';

export interface Brand {
  permission: Permission;
  info: Permission['info'];
  whitelabel: Permission['info']['whitelabel'];
  settings: Record<string, boolean>;
  tree: SettingsNode[];
}

const BrandContext = createContext<Brand | null>(null);

export interface BrandGateProps {
  children: ReactNode;
  /** Shown while the permission and menu calls load (skeletons). */
  fallback: ReactNode;
}

/**
 * Loads the brand (permission + settings tree) before its children render; a skeleton while it
 * loads, an error state with retry when it fails.
 */
export function BrandGate({ children, fallback }: BrandGateProps) {
  const permission = usePermissionQuery();
  const menu = useMenuQuery();
  const { t } = useTranslation();

  const value = useMemo<Brand | null>(() => {
    if (!permission.data || !menu.data) return null;
    return {
      permission: permission.data,
      info: permission.data.info,
      whitelabel: permission.data.info.whitelabel,
      settings: flattenSettings(menu.data),
      tree: menu.data,
    };
  }, [permission.data, menu.data]);

  const favicon = value?.whitelabel.faviconUrl;
  const themeColor = value?.whitelabel.themeColor;
  useEffect(() => {
    if (favicon) document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', favicon);
  }, [favicon]);
  useEffect(() => {
    if (themeColor)
      document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', themeColor);
  }, [themeColor]);

  const defaultLanguage = value?.whitelabel.defaultLanguage;
  // Before the first paint: with the boot data inlined the shell paints at once, in the right language.
  useLayoutEffect(() => {
    if (defaultLanguage) applyBrandDefaultLanguage(defaultLanguage, storedLanguage() !== null);
  }, [defaultLanguage]);

  if (value) return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
  const error = permission.error ?? menu.error;
  if (error && !permission.isFetching && !menu.isFetching) {
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <ErrorState
          error={error}
          title={t('common.siteLoadFailed')}
          onRetry={() => {
            if (permission.error) void permission.refetch();
            if (menu.error) void menu.refetch();
          }}
        />
      </main>
    );
  }
  return <>{fallback}</>;
}

/** The loaded brand; only inside BrandGate. */
export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand needs BrandGate');
  return brand;
}

export function useFeatureFlag(flag: FeatureFlag): boolean {
  return flagFrom(useBrand().settings, flag);
}

/**
 * A brand's text in the current language: `name` is Vietnamese, `enName` English (categories, payment
 * methods, the copyright line); without an English one the Vietnamese stands.
 */
export function useCategoryLabel() {
  const { i18n } = useTranslation();
  return (c: { name: string; enName?: string | undefined }) => (i18n.language === 'en' && c.enName ? c.enName : c.name);
}

/** Illustration of a game category (drawn under /art/categories). */
export const categoryArt = (gameType: GameCategory | string): string => `/art/categories/${gameType.toLowerCase()}.svg`;

/** Sets the document title to "<page> | <site name>". */
export function usePageTitle(title: string | undefined) {
  const brand = useContext(BrandContext);
  const siteName = brand?.whitelabel.siteName ?? 'Lotus';
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
}
