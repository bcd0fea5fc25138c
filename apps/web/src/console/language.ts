import { DEFAULT_LANGUAGE, type SiteLanguage } from '@lotus/contracts';
import { i18n } from '@/lib/i18n';
import { isSiteLanguage } from '@/lib/language';
import { local } from '@/lib/storage';

/** The console keeps its own language choice (Vietnamese by default), apart from the site's `lang`. */
const CONSOLE_LANG = 'consoleLang';

export function consoleLanguage(): SiteLanguage {
  const stored = local.get(CONSOLE_LANG);
  return isSiteLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The header's language switch: shows the language and remembers it for the next visit. */
export async function selectConsoleLanguage(lang: SiteLanguage): Promise<void> {
  local.set(CONSOLE_LANG, lang);
  await i18n.changeLanguage(lang);
}
