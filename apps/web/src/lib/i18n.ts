import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PATHS, type SiteLanguage } from '@lotus/contracts';
import vi from '@/locales/vi/translation.json';
import { apiFetch } from './api';
import { initialLanguage, isSiteLanguage, setCurrentLanguage, storeLanguage } from './language';
import { loadChunk } from './lazy';

/** Vietnamese, the default, ships with the site; the other languages are chunks fetched when chosen. */
const LAZY_LANGUAGES: Record<string, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('@/locales/en/translation.json'),
};

const lazyLanguages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = LAZY_LANGUAGES[language];
    if (!load) return callback(null, {});
    loadChunk(load).then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

export const i18n = i18next.createInstance();

const lng = initialLanguage();
setCurrentLanguage(lng);
/** Resolves once the first language's texts are there (at once for Vietnamese): render after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    resources: { vi: { translation: vi } },
    // Bundled resources for vi, the backend for the rest.
    partialBundledLanguages: true,
    lng,
    fallbackLng: 'vi',
    supportedLngs: ['vi', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });

i18n.on('languageChanged', (l) => {
  if (isSiteLanguage(l)) setCurrentLanguage(l);
});

/** The language shown now. */
export const activeLanguage = (): SiteLanguage => (isSiteLanguage(i18n.language) ? i18n.language : 'vi');

/**
 * The language selector's action: switch the UI, store lang and hisLang, and tell the server
 * (getUpdateLanguage). A failed server call does not undo the switch.
 */
export async function selectLanguage(lang: SiteLanguage): Promise<void> {
  storeLanguage(lang);
  await i18n.changeLanguage(lang);
  try {
    await apiFetch(PATHS.updateLanguage, { method: 'POST', body: { language: lang } });
  } catch {
    /* the choice is stored locally; the server learns it from the Language header too */
  }
}

/** Applies the brand's default language when the visitor has never chosen one. */
export function applyBrandDefaultLanguage(lang: SiteLanguage, hasStoredChoice: boolean): void {
  if (!hasStoredChoice && i18n.language !== lang) void i18n.changeLanguage(lang);
}
