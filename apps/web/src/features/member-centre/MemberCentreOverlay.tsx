import * as RadixDialog from '@radix-ui/react-dialog';
import { IS_AGENT } from '@lotus/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { useGeneralModal } from '@/components/GeneralModal';
import { CloseIcon } from '@/components/icons';
import { LazyBoundary } from '@/components/LazyBoundary';
import { openAuthDialog } from '@/features/auth';
import { useMemberInfo, useSession } from '@/features/session';
import { beginLoading } from '@/lib/loading';
import { useMemberCentreEntries } from './hooks';
import type { MemberCentrePageName, MemberCentrePages } from './pages';
import { useMemberCentreParam } from './url';

function NoPageYet({ page }: { page: MemberCentrePageName }) {
  const { t } = useTranslation();
  return (
    <div data-testid="member-centre-empty">
      <EmptyState level={2} title={t(`memberCentre.pages.${page}`)} description={t('empty.text')} />
    </div>
  );
}

/**
 * The member centre (SPEC §2): an overlay with a close button, shown only once the member's info
 * has loaded, the selected page highlighted, body scroll locked (the dialog does it), the open
 * page in the URL (`?mc=`). It needs a token and a real account (SPEC §6): a guest gets the login
 * popup (the page opens after signing in), a trial account the in_need_true_account warning.
 * Its code is a chunk of its own, loaded by MemberCentre when the URL first names a page.
 */
export function MemberCentreOverlay({ pages }: { pages: MemberCentrePages }) {
  const { t } = useTranslation();
  const { page, setPage } = useMemberCentreParam();
  const session = useSession();
  const info = useMemberInfo();
  const modal = useGeneralModal();
  const entries = useMemberCentreEntries();
  const trial = session.isAgent === IS_AGENT.TRIAL;

  // Guards for a URL that names the member centre.
  const warned = useRef(false);
  useEffect(() => {
    if (!page) {
      warned.current = false;
      return;
    }
    if (!session.token) {
      openAuthDialog('login', { reason: 'notLoggedIn' });
      return;
    }
    if (trial && !warned.current) {
      warned.current = true;
      setPage(null, { replace: true });
      void modal.show({
        icon: 'warning',
        title: t('guard.title'),
        content: t('guard.in_need_true_account'),
        buttons: [{ key: 'in_increase_submit', label: t('guard.in_increase_submit'), variant: 'primary' }],
      });
    }
  }, [page, session.token, trial, setPage, modal, t]);

  const ready = !!page && session.loggedIn && !trial;
  const loading = ready && info.isPending;
  useEffect(() => {
    if (!loading) return;
    return beginLoading();
  }, [loading]);

  const open = ready && !info.isPending;
  const current: MemberCentrePageName = page && entries.includes(page) ? page : 'securityCenter';
  const Page = pages[current]?.component;
  const close = () => setPage(null);
  const go = (p: MemberCentrePageName) => setPage(p);

  return (
    <RadixDialog.Root open={open} onOpenChange={(o) => !o && close()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/85" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-navy-900 outline-none lg:inset-x-auto lg:top-1/2 lg:left-1/2 lg:h-[88dvh] lg:w-[min(1200px,calc(100vw-4rem))] lg:-translate-x-1/2 lg:-translate-y-1/2 lg:rounded-2xl lg:border lg:border-white/10 lg:shadow-2xl lg:shadow-black/60"
          data-testid="member-centre"
        >
          <div className="flex items-center justify-between gap-3 border-b border-white/10 bg-navy-950/60 px-4 py-3 sm:px-6">
            <div className="min-w-0">
              <RadixDialog.Title className="text-base font-semibold text-gold-300 sm:text-lg">
                {t('memberCentre.title')}
              </RadixDialog.Title>
              {info.data && (
                <p className="truncate text-xs text-slate-400">
                  {info.data.nickname ? `${info.data.nickname} · ` : ''}
                  {info.data.account}
                </p>
              )}
            </div>
            <RadixDialog.Close
              className="rounded-full p-2 text-slate-400 hover:bg-white/5 hover:text-white"
              aria-label={t('common.close')}
            >
              <CloseIcon size={22} />
            </RadixDialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
            <nav
              aria-label={t('memberCentre.menu')}
              className="shrink-0 border-b border-white/10 bg-navy-950/40 lg:w-60 lg:overflow-y-auto lg:border-r lg:border-b-0"
            >
              <ul className="scrollbar-none flex gap-1 overflow-x-auto p-2 lg:flex-col lg:overflow-visible lg:p-3">
                {entries.map((p) => {
                  const Badge = pages[p]?.badge;
                  const selected = p === current;
                  return (
                    <li key={p} className="shrink-0">
                      <button
                        type="button"
                        onClick={() => go(p)}
                        onPointerEnter={() => pages[p]?.component.preload()}
                        onFocus={() => pages[p]?.component.preload()}
                        aria-current={selected ? 'page' : undefined}
                        className={cx(
                          'flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm whitespace-nowrap transition-colors',
                          selected
                            ? 'bg-primary/25 font-semibold text-gold-300 shadow-[inset_3px_0_0_var(--color-gold-400)]'
                            : 'text-slate-300 hover:bg-white/5 hover:text-white',
                        )}
                      >
                        {t(`memberCentre.pages.${p}`)}
                        {Badge && <Badge />}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <section
              aria-label={t(`memberCentre.pages.${current}`)}
              className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6"
            >
              {info.isError ? (
                <ErrorState error={info.error} onRetry={() => void info.refetch()} />
              ) : Page ? (
                // Keyed by page: a page that failed to load does not keep the next one in its error.
                <LazyBoundary key={current}>
                  <Page page={current} go={go} close={close} />
                </LazyBoundary>
              ) : (
                <NoPageYet page={current} />
              )}
            </section>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
