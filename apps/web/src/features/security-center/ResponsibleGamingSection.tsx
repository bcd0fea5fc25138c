import type { RgStatement } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { DataTable, type Column, type TableLook } from '@/components/DataTable';
import { QueryView } from '@/components/QueryView';
import { useMoneyFormat } from '@/features/money';
import type { MemberCentrePageName } from '@/features/member-centre';
import { rgSettingsQuery, rgStatementQuery } from './queries';
import { BlockNotice, BreakPanel, Panel, SessionPanel } from './RgBreaks';
import { LimitsPanel } from './RgLimits';
import { RG_SECTION_ID } from './rgSection';
import { PLAIN_ROWS, Section, SectionLoading } from './Section';

const STATEMENT_MONTHS = 12;

/** Four columns that fit a 375 px phone: small type and narrow gaps there. */
const STATEMENT_LOOK: TableLook = {
  ...PLAIN_ROWS,
  table: 'text-[12px] tabular-nums sm:text-[13px]',
  cell: 'py-2 pr-2 last:pr-0 sm:pr-3',
};

/** "11/2026" from the statement's yyyy-MM, in both languages (short enough for a phone's column). */
const monthLabel = (month: string) => month.split('-').reverse().join('/');

/** Deposits, withdrawals and the net result (wins − stakes) per month, newest first. */
function StatementPanel() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const q = useQuery(rgStatementQuery(STATEMENT_MONTHS));
  const columns: Column<RgStatement[number]>[] = [
    { id: 'month', header: t('security.rg.statement.month'), cell: (r) => monthLabel(r.month), rowHeader: true },
    { id: 'deposits', header: t('security.rg.statement.deposits'), cell: (r) => money(r.deposits), align: 'right' },
    {
      id: 'withdrawals',
      header: t('security.rg.statement.withdrawals'),
      cell: (r) => money(r.withdrawals),
      align: 'right',
    },
    {
      id: 'net',
      header: t('security.rg.statement.net'),
      cell: (r) => (r.net > 0n ? `+${money(r.net)}` : money(r.net)),
      align: 'right',
      cellClassName: (r) => cx('tabular-nums', r.net < 0n ? 'text-rose-300' : r.net > 0n ? 'text-emerald-300' : ''),
    },
  ];
  return (
    <Panel title={t('security.rg.statement.title')} text={t('security.rg.statement.text')}>
      <QueryView
        query={q}
        loading={<SectionLoading />}
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="text-sm text-slate-400">{t('security.rg.statement.empty')}</p>}
      >
        {(rows) => (
          <DataTable
            rows={[...rows].sort((a, b) => b.month.localeCompare(a.month))}
            columns={columns}
            rowKey={(r) => r.month}
            caption={t('security.rg.statement.title')}
            look={STATEMENT_LOOK}
          />
        )}
      </QueryView>
    </Panel>
  );
}

/**
 * Brings `el` to the top of the box that scrolls it (the member centre's page), moving nothing else:
 * scrollIntoView would also shift the dialog's own clipped frame.
 */
function scrollToTop(el: HTMLElement) {
  let box = el.parentElement;
  while (box && !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY)))
    box = box.parentElement;
  if (!box) return;
  box.scrollTo({ top: box.scrollTop + el.getBoundingClientRect().top - box.getBoundingClientRect().top - 16 });
}

/**
 * Responsible gaming (issue 17): deposit, loss and wager limits with their cooling-off, the session
 * limit and reality checks, a time-out or self-exclusion, and the activity statement.
 */
export function ResponsibleGamingSection({ go }: { go: (page: MemberCentrePageName) => void }) {
  const { t } = useTranslation();
  const q = useQuery(rgSettingsQuery());
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  const loaded = !!q.data;
  useEffect(() => {
    if (loaded && hash === `#${RG_SECTION_ID}` && section.current) scrollToTop(section.current);
  }, [loaded, hash]);

  return (
    <div ref={section}>
      <Section id={RG_SECTION_ID} title={t('security.rg.title')} description={t('security.rg.text')}>
        <QueryView query={q} loading={<SectionLoading />}>
          {(s) => (
            <div className="flex flex-col gap-4">
              {s.block && <BlockNotice block={s.block} onWithdraw={() => go('withdraw')} />}
              <Panel title={t('security.rg.limits.title')} text={t('security.rg.limits.text')}>
                <LimitsPanel limits={s.limits} asOf={q.dataUpdatedAt} />
              </Panel>
              <SessionPanel settings={s} />
              {/* During a time-out a self-exclusion may follow at once; during a self-exclusion nothing more. */}
              {s.block?.kind !== 'self_exclusion' && <BreakPanel timeoutOffered={!s.block} />}
              <StatementPanel />
            </div>
          )}
        </QueryView>
      </Section>
    </div>
  );
}
