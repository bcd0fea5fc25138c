import type { OperatorSelf } from '@lotus/contracts';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { buttonClass, cx } from '@/components/cx';
import { CloseIcon, LogoutIcon, MenuIcon } from '@/components/icons';
import { LanguageSwitch } from '@/components/LanguageSelector';
import { useTranslation } from '@/lib/i18n';
import { selectConsoleLanguage } from '../language';
import { CONSOLE_ROUTES, navSections, routeHref, type NavSection } from '../routes';
import { useSignOut } from './signOut';

/** The product's name at the top of the navigation and the sign-in page. */
export function ConsoleMark({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cx('flex items-center gap-2 font-semibold text-white', className)}>
      <img src="/art/brand/favicon.svg" alt="" width={24} height={24} className="h-6 w-6" />
      <span>{t('console.product')}</span>
    </span>
  );
}

function ConsoleNav({ sections, onNavigate }: { sections: NavSection[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('console.nav.label')} className="flex flex-col gap-4 px-2 py-3">
      {sections.map((section) => (
        <div key={section.group}>
          <p className="px-2 pb-1 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">
            {t(`console.navGroups.${section.group}`)}
          </p>
          <ul className="flex flex-col gap-0.5">
            {section.items.map((item) => {
              const Icon = item.nav.icon;
              const Badge = item.nav.badge;
              return (
                <li key={item.path}>
                  <NavLink
                    to={routeHref(item)}
                    end={item.path === ''}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cx(
                        'flex items-center gap-2.5 rounded-md px-2 py-1.5 text-[13px] font-medium',
                        isActive
                          ? 'bg-primary/25 text-white ring-1 ring-primary/50'
                          : 'text-slate-300 hover:bg-white/5 hover:text-white',
                      )
                    }
                  >
                    {Icon && <Icon size={18} className="shrink-0 text-slate-400" />}
                    {t(item.nav.labelKey)}
                    {Badge && <Badge />}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Who is signed in: name, role and the brands it works on. */
function OperatorBadge({ operator, className }: { operator: OperatorSelf; className?: string }) {
  const { t } = useTranslation();
  const brands = operator.brands === null ? t('console.allBrands') : operator.brands.join(', ');
  return (
    <div className={cx('min-w-0 text-right leading-tight', className)} data-testid="console-operator">
      <p className="truncate text-[13px] font-semibold text-white">{operator.displayName}</p>
      <p className="truncate text-[11px] text-slate-400">
        <span className="text-gold-300">{t(`console.roles.${operator.role}`)}</span>
        <span aria-hidden="true"> · </span>
        <span>{t('console.brandScope', { brands })}</span>
      </p>
    </div>
  );
}

/**
 * The signed-in console: a header (menu button on phones, operator, language, sign out), the left
 * navigation of the pages the operator's permissions allow (a drawer on phones) and the page.
 * `setup` is the forced first sign-in: no navigation until the password and two-factor are done.
 */
export function ConsoleLayout({
  operator,
  children,
  setup = false,
}: {
  operator: OperatorSelf;
  children: ReactNode;
  setup?: boolean;
}) {
  const { t } = useTranslation();
  const [drawer, setDrawer] = useState(false);
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);
  const sections = setup ? [] : navSections(CONSOLE_ROUTES, operator.permissions);
  const language = <LanguageSwitch onSelect={selectConsoleLanguage} className="w-48" />;

  return (
    <div className="flex min-h-dvh flex-col bg-navy-950/40">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-white/10 bg-navy-900 px-3 sm:px-4">
        {!setup && (
          <button
            type="button"
            className="-ml-1 rounded-md p-2 text-slate-300 hover:bg-white/5 hover:text-white lg:hidden"
            aria-label={t('console.nav.open')}
            aria-expanded={drawer}
            onClick={() => setDrawer(true)}
          >
            <MenuIcon size={22} />
          </button>
        )}
        <ConsoleMark className="shrink-0 text-sm sm:text-base" />
        <div className="ml-auto flex min-w-0 items-center gap-3">
          <OperatorBadge operator={operator} className="max-w-40 sm:max-w-72" />
          <div className="hidden md:block">{language}</div>
          <button
            type="button"
            className={buttonClass('outline', 'sm', 'shrink-0')}
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void signOut().finally(() => setLeaving(false));
            }}
          >
            <LogoutIcon size={16} />
            <span className="hidden sm:inline">{t('console.signOut')}</span>
            <span className="sr-only sm:hidden">{t('console.signOut')}</span>
          </button>
        </div>
      </header>
      <div className="flex min-h-0 flex-1">
        {!setup && (
          <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-56 shrink-0 overflow-y-auto border-r border-white/10 bg-navy-900/70 lg:block">
            <ConsoleNav sections={sections} />
          </aside>
        )}
        <main className="min-w-0 flex-1 px-3 py-4 sm:px-5 lg:px-6">
          {setup && <div className="mb-4 md:hidden">{language}</div>}
          {children}
        </main>
      </div>
      {!setup && (
        <RadixDialog.Root open={drawer} onOpenChange={setDrawer}>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="fixed inset-0 z-40 bg-navy-950/80 lg:hidden" />
            <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto border-r border-white/10 bg-navy-900 shadow-2xl outline-none lg:hidden">
              <div className="flex h-14 items-center justify-between border-b border-white/10 px-3">
                <RadixDialog.Title asChild>
                  <span>
                    <ConsoleMark className="text-sm" />
                  </span>
                </RadixDialog.Title>
                <RadixDialog.Description className="sr-only">{t('console.nav.label')}</RadixDialog.Description>
                <RadixDialog.Close
                  className="rounded-md p-2 text-slate-400 hover:bg-white/5 hover:text-white"
                  aria-label={t('common.close')}
                >
                  <CloseIcon size={20} />
                </RadixDialog.Close>
              </div>
              <ConsoleNav sections={sections} onNavigate={() => setDrawer(false)} />
              <div className="mt-auto border-t border-white/10 p-3">{language}</div>
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      )}
    </div>
  );
}
