import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { SITE_LANGUAGES, type SiteLanguage } from '@lotus/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { OpenedDropdown } from './OpenedDropdown';
import { selectLanguage } from '@/lib/i18n';
import { isSiteLanguage } from '@/lib/language';

export interface LanguageMenuProps {
  lang: SiteLanguage;
  /** The trigger's look (LanguageSelector's, so nothing moves when this code arrives). */
  triggerClassName: string;
  children: ReactNode;
}

/**
 * The language selector's menu (Radix), loaded on its first opening (LanguageSelector); it mounts
 * open, and from then on is the selector.
 */
export function LanguageMenu({ lang, triggerClassName, children }: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <OpenedDropdown
      label={t('language.label')}
      triggerClassName={triggerClassName}
      face={children}
      contentClassName="min-w-40"
    >
      <Dropdown.RadioGroup
        value={lang}
        onValueChange={(v) => {
          if (isSiteLanguage(v)) void selectLanguage(v);
        }}
      >
        {SITE_LANGUAGES.map((l) => (
          <Dropdown.RadioItem
            key={l}
            value={l}
            lang={l}
            className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-slate-200 outline-none data-[highlighted]:bg-white/5 data-[state=checked]:text-gold-300"
          >
            {t(`language.names.${l}`)}
            <Dropdown.ItemIndicator className="h-2 w-2 rounded-full bg-gold-400" />
          </Dropdown.RadioItem>
        ))}
      </Dropdown.RadioGroup>
    </OpenedDropdown>
  );
}
