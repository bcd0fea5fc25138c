import { useMemo } from 'react';
import { PATHS, type SiteLanguage } from '@lotus/contracts';
import viShell from '@/locales/vi/shell.json';
import { apiFetch } from './api';
import { loadChunk } from './chunks';
import { initialLanguage, isSiteLanguage, localeOf, setCurrentLanguage, storeLanguage } from './language';
import { createStore, useStore } from './store';

/**
 * The site's texts: nested JSON per language (apps/web/src/locales), `t('a.b', { name })` with
 * `{{name}}` placeholders and `_one` / `_other` plural keys chosen by `count`. A few lines in
 * place of i18next, which was a fifth of the home page's first-load JavaScript for these features.
 */
type Texts = { readonly [key: string]: string | Texts };
export type TOptions = Readonly<Record<string, string | number>>;
export type TFunction = (key: string, options?: TOptions) => string;

type TextsModule = Promise<{ default: Texts }>;
type Part = 'shell' | 'pages' | 'console';

/**
 * Each language's texts come in two parts: `shell.json`, what the first paint shows (header, menus,
 * home, the game tiles, the shell's errors), and `pages.json`, the rest. Only the Vietnamese shell
 * ships with the first load; the pages part follows when the browser is idle or with the first lazily
 * loaded page or dialog (lib/lazy), and English comes whole when it is chosen.
 */
const PARTS: Record<SiteLanguage, Record<Part, () => TextsModule>> = {
  vi: {
    shell: () => Promise.resolve({ default: viShell }),
    pages: () => import('@/locales/vi/pages.json'),
    console: () => import('@/locales/vi/console.json'),
  },
  en: {
    shell: () => import('@/locales/en/shell.json'),
    pages: () => import('@/locales/en/pages.json'),
    console: () => import('@/locales/en/console.json'),
  },
};
const FALLBACK: SiteLanguage = 'vi';
const loaded: Record<SiteLanguage, Texts> = { vi: viShell, en: {} };
const loading = new Map<string, Promise<void>>();
/** True once something asked for the pages part: a change of language then brings that part too. */
let pagesWanted = false;
/** True once the operator console asked for its part (`console.json`); the site never does. */
let consoleWanted = false;

let language: SiteLanguage = FALLBACK;
/** Bumped on every change of language, so components re-render and memoised `t`s are renewed. */
const version = createStore(0);

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<SiteLanguage, Intl.PluralRules>();
function pluralCategory(lang: SiteLanguage, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(localeOf(lang))));
  return rules.select(count);
}

/** The text of a key in one language: its plural form when `count` is given, else the key itself. */
function find(lang: SiteLanguage, key: string, count: unknown): string | undefined {
  const texts = loaded[lang];
  if (typeof count === 'number') {
    const plural = lookup(texts, `${key}_${pluralCategory(lang, count)}`) ?? lookup(texts, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return lookup(texts, key);
}

const interpolate = (text: string, options: TOptions | undefined) =>
  options ? text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(options[name] ?? '')) : text;

/** The text of `key` in the shown language (Vietnamese when it has none); the key when neither has it. */
const translate: TFunction = (key, options) => {
  const text = find(language, key, options?.count) ?? find(FALLBACK, key, options?.count);
  if (text !== undefined) return interpolate(text, options);
  // A page's key used before the pages part came: fetch it now (the component renders again then).
  if (!pagesWanted) void pageTextsReady().catch(() => undefined);
  return key;
};

/** Both parts share namespaces (errors, money…): a part adds its keys beside the other's. */
export function mergeTexts(into: Texts, from: Texts): Texts {
  const out: Record<string, string | Texts> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = out[key];
    out[key] = typeof value === 'object' && typeof existing === 'object' ? mergeTexts(existing, value) : value;
  }
  return out;
}

function ensurePart(lang: SiteLanguage, part: Part): Promise<void> {
  const id = `${lang}/${part}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = loadChunk(PARTS[lang][part]).then((module) => {
      loaded[lang] = mergeTexts(loaded[lang], module.default);
      // Components showing keys of the part just loaded render again.
      if (lang === language) notify();
    });
    // A failed load may be tried again.
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

const ensureTexts = (lang: SiteLanguage) =>
  Promise.all([
    ensurePart(lang, 'shell'),
    pagesWanted && ensurePart(lang, 'pages'),
    consoleWanted && ensurePart(lang, 'console'),
  ]).then(() => undefined);

/** Resolves once the shown language's pages part is there: lazily loaded pages and dialogs wait for it. */
export function pageTextsReady(): Promise<void> {
  pagesWanted = true;
  return ensurePart(language, 'pages');
}

/**
 * Resolves once the operator console's texts (`console.json`, with the pages part it shares) are there
 * in the shown language; a change of language then brings them too. Only apps/web/src/console calls it.
 */
export function consoleTextsReady(): Promise<void> {
  consoleWanted = true;
  return Promise.all([pageTextsReady(), ensurePart(language, 'console')]).then(() => undefined);
}

function notify() {
  version.set((n) => n + 1);
}

function show(lang: SiteLanguage) {
  language = lang;
  setCurrentLanguage(lang);
  notify();
}

export const i18n = {
  /** The language shown now. */
  get language(): SiteLanguage {
    return language;
  },
  t: translate,
  exists: (key: string): boolean =>
    find(language, key, undefined) !== undefined || find(FALLBACK, key, undefined) !== undefined,
  /** Shows another language once its texts are there; a language the site lacks shows Vietnamese. */
  async changeLanguage(lang: string): Promise<void> {
    const next = isSiteLanguage(lang) ? lang : FALLBACK;
    await ensureTexts(next);
    if (next !== language) show(next);
  },
};

/** A new function per language, so effects and memos that depend on `t` run again when it changes. */
const translatorFor =
  (_version: number): TFunction =>
  (key, options) =>
    translate(key, options);

/** `t` and the language for a component, which re-renders when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const current = useStore(version);
  const t = useMemo(() => translatorFor(current), [current]);
  return { t, i18n };
}

/** Resolves once the first language's texts are there (at once for Vietnamese): render after it. */
const firstLanguage = initialLanguage();
// API calls announce the visitor's language from the start, even while its texts are still coming.
setCurrentLanguage(firstLanguage);
export const i18nReady: Promise<void> = i18n.changeLanguage(firstLanguage).catch(() => undefined);

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
