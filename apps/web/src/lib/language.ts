import { DEFAULT_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from '@lotus/contracts';
import { STORAGE_KEYS, local } from './storage';

export const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);

/**
 * Language storage (SPEC §3: "Language is stored as lang and hisLang").
 * - `lang`: the language the site shows now.
 * - `hisLang`: the language the player last picked with the selector (history). It is read when
 *   `lang` is missing, so a cleared `lang` still brings back the player's choice.
 */
export function storedLanguage(): SiteLanguage | null {
  const lang = local.get(STORAGE_KEYS.lang);
  if (isSiteLanguage(lang)) return lang;
  const his = local.get(STORAGE_KEYS.hisLang);
  return isSiteLanguage(his) ? his : null;
}

export function initialLanguage(): SiteLanguage {
  return storedLanguage() ?? DEFAULT_LANGUAGE;
}

export function storeLanguage(lang: SiteLanguage): void {
  local.set(STORAGE_KEYS.lang, lang);
  local.set(STORAGE_KEYS.hisLang, lang);
}

let current: SiteLanguage = DEFAULT_LANGUAGE;
/** The language API calls announce in their `Language` header. */
export const currentLanguage = (): SiteLanguage => current;
export function setCurrentLanguage(lang: SiteLanguage): void {
  current = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** BCP 47 locale used for number and date formatting. */
export const localeOf = (lang: SiteLanguage): string => (lang === 'vi' ? 'vi-VN' : 'en-GB');
