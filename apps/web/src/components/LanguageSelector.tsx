import { SITE_LANGUAGES, type SiteLanguage } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { selectLanguage } from '@/lib/i18n';
import { isSiteLanguage } from '@/lib/language';
import { lazyComponent } from '@/lib/lazy';
import { cx } from './cx';
import { ChevronDownIcon, GlobeIcon } from './icons';
import { LazyMenuTrigger } from './LazyMenuTrigger';

function useLanguage(): SiteLanguage {
  const { i18n } = useTranslation();
  return isSiteLanguage(i18n.language) ? i18n.language : 'vi';
}

const LanguageMenu = lazyComponent(() => import('./LanguageMenu').then((m) => m.LanguageMenu));

/**
 * The language selector: a button named "Ngôn ngữ" / "Language" opening a menu of
 * menuitemradio entries named by each language's own name ("Tiếng Việt", "English").
 */
export function LanguageSelector({ className, compact }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const triggerClassName = cx(
    'inline-flex h-8 items-center gap-1 rounded-lg border border-white/10 bg-navy-800/70 px-2 text-sm sm:h-9 sm:gap-1.5 sm:px-2.5 text-slate-200 hover:border-gold-400/60 hover:text-white',
    className,
  );
  return (
    <LazyMenuTrigger
      label={t('language.label')}
      className={triggerClassName}
      preload={LanguageMenu.preload}
      renderMenu={(face) => (
        <LanguageMenu lang={lang} triggerClassName={triggerClassName}>
          {face}
        </LanguageMenu>
      )}
    >
      <GlobeIcon size={18} className={cx('text-gold-400', compact && 'hidden sm:block')} />
      <span className="font-semibold">{t(`language.short.${lang}`)}</span>
      {!compact && <span className="hidden text-slate-400 lg:inline">{t(`language.names.${lang}`)}</span>}
      <ChevronDownIcon size={14} className="text-slate-400" />
    </LazyMenuTrigger>
  );
}

/**
 * A two-option radio group for menus (side menu): radios named "Tiếng Việt" and "English". `onSelect`
 * is what choosing does (default: the site's `selectLanguage`; the operator console keeps its own).
 */
export function LanguageSwitch({
  className,
  onSelect = selectLanguage,
}: {
  className?: string;
  onSelect?: (lang: SiteLanguage) => Promise<void>;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div
      role="radiogroup"
      aria-label={t('language.label')}
      className={cx('flex gap-1 rounded-lg bg-navy-900/80 p-1', className)}
    >
      {SITE_LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          role="radio"
          aria-checked={lang === l}
          lang={l}
          onClick={() => lang !== l && void onSelect(l)}
          className={cx(
            'flex-1 rounded-md px-2 py-1.5 text-xs font-semibold',
            lang === l ? 'bg-primary text-white' : 'text-slate-400 hover:text-white',
          )}
        >
          {t(`language.names.${l}`)}
        </button>
      ))}
    </div>
  );
}
