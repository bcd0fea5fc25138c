import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { CloseIcon } from '@/components/icons';
import { LazyBoundary } from '@/components/LazyBoundary';
import { useFeatureFlag } from '@/features/brand';
import type { AgentSession } from './agentSession';
import {
  AGENT_CENTRE_PAGES,
  AGENT_PAGE_FLAGS,
  AGENT_PAGES,
  DEFAULT_AGENT_PAGE,
  type AgentCentrePageName,
  type AgentPageProps,
} from './pages';
import { useAgentCentreParam } from './url';

/** The entries this brand shows: dividend and the salaries follow their switches (SPEC §2, §6). */
function useAgentEntries(): AgentCentrePageName[] {
  const on: Record<string, boolean> = {
    dividend: useFeatureFlag('dividend'),
    dailySalary: useFeatureFlag('dailySalary'),
    hourlySalary: useFeatureFlag('hourlySalary'),
    realtimeSalary: useFeatureFlag('realtimeSalary'),
  };
  return AGENT_CENTRE_PAGES.filter((p) => {
    const flag = AGENT_PAGE_FLAGS[p];
    return !flag || on[flag];
  });
}

/**
 * The agent centre (SPEC §2): an overlay with the left menu of its entries in SPEC order and a close
 * button; the selected page loads on the right and lives in the URL (`?ac=`). On phones the menu is a
 * row that scrolls sideways above the page. Its pages come from the registry (pages.ts).
 */
export function AgentCentre({ agent }: { agent: AgentSession }) {
  const { t } = useTranslation();
  const { page, member, setPage } = useAgentCentreParam();
  const entries = useAgentEntries();
  const current: AgentCentrePageName = page && entries.includes(page) ? page : DEFAULT_AGENT_PAGE;
  const Page = AGENT_PAGES[current];
  const go: AgentPageProps['go'] = (p, options) => setPage(p, options);

  return (
    <RadixDialog.Root open={page !== null} onOpenChange={(o) => !o && setPage(null)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/85" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-navy-900 outline-none lg:inset-x-auto lg:top-1/2 lg:left-1/2 lg:h-[88dvh] lg:w-[min(1240px,calc(100vw-4rem))] lg:-translate-x-1/2 lg:-translate-y-1/2 lg:rounded-2xl lg:border lg:border-white/10 lg:shadow-2xl lg:shadow-black/60"
          data-testid="agent-centre"
        >
          <div className="flex items-center justify-between gap-3 border-b border-white/10 bg-navy-950/60 px-4 py-3 sm:px-6">
            <div className="min-w-0">
              <RadixDialog.Title className="text-base font-semibold text-gold-300 sm:text-lg">
                {t('agent.centre')}
              </RadixDialog.Title>
              <p className="truncate text-xs text-slate-400">{agent.account}</p>
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
              aria-label={t('agent.menu')}
              className="shrink-0 border-b border-white/10 bg-navy-950/40 lg:w-60 lg:overflow-y-auto lg:border-r lg:border-b-0"
            >
              <ul className="scrollbar-none flex gap-1 overflow-x-auto p-2 lg:flex-col lg:overflow-visible lg:p-3">
                {entries.map((p) => {
                  const selected = p === current;
                  return (
                    <li key={p} className="shrink-0">
                      <button
                        type="button"
                        onClick={() => go(p)}
                        onPointerEnter={() => AGENT_PAGES[p]?.preload()}
                        onFocus={() => AGENT_PAGES[p]?.preload()}
                        aria-current={selected ? 'page' : undefined}
                        className={cx(
                          'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm whitespace-nowrap transition-colors',
                          selected
                            ? 'bg-primary/25 font-semibold text-gold-300 shadow-[inset_3px_0_0_var(--color-gold-400)]'
                            : 'text-slate-300 hover:bg-white/5 hover:text-white',
                        )}
                      >
                        {t(`agent.pages.${p}`)}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <section
              aria-label={t(`agent.pages.${current}`)}
              className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6"
            >
              {Page ? (
                // Keyed by page: a page that failed to load does not keep the next one in its error.
                <LazyBoundary key={current}>
                  <Page
                    page={current}
                    token={agent.token}
                    account={agent.account}
                    isAgent={agent.isAgent}
                    go={go}
                    member={member}
                  />
                </LazyBoundary>
              ) : (
                <div data-testid="agent-centre-empty">
                  <EmptyState level={2} title={t(`agent.pages.${current}`)} description={t('empty.text')} />
                </div>
              )}
            </section>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
