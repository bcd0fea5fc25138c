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
import { isSiteLanguage, localeOf } from '@/lib/language';
import { rgSettingsQuery, rgStatementQuery } from './queries';
import { BlockNotice, BreakPanel, Panel, SessionPanel } from './RgBreaks';
import { LimitsPanel } from './RgLimits';
import { RG_SECTION_ID } from './rgSection';
import { PLAIN_ROWS, Section, SectionLoading } from './Section';

const STATEMENT_MONTHS = 12;

const STATEMENT_LOOK: TableLook = { ...PLAIN_ROWS, table: 'min-w-[420px] text-[13px]' };

/** "Nov 2026" / "thg 11 2026" from the statement's yyyy-MM. */
function useMonthLabel() {
  const { i18n } = useTranslation();
  const lang = isSiteLanguage(i18n.language) ? i18n.language : 'vi';
  const fmt = new Intl.DateTimeFormat(localeOf(lang), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (month: string) => {
    const [y, m] = month.split('-').map(Number);
    return y && m ? fmt.format(new Date(Date.UTC(y, m - 1, 1))) : month;
  };
}

/** Deposits, withdrawals and the net result (wins − stakes) per month, newest first. */
function StatementPanel() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const monthLabel = useMonthLabel();
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
      cell: (r) => (r.net > 0 ? `+${money(r.net)}` : money(r.net)),
      align: 'right',
      cellClassName: (r) => cx('tabular-nums', r.net < 0 ? 'text-rose-300' : r.net > 0 ? 'text-emerald-300' : ''),
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
    if (loaded && hash === `#${RG_SECTION_ID}`) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  return (
    <div ref={section} className="scroll-mt-4">
      <Section id={RG_SECTION_ID} title={t('security.rg.title')} description={t('security.rg.text')}>
        <QueryView query={q} loading={<SectionLoading />}>
          {(s) => (
            <div className="flex flex-col gap-4">
              {s.block && <BlockNotice block={s.block} onWithdraw={() => go('withdraw')} />}
              <Panel title={t('security.rg.limits.title')} text={t('security.rg.limits.text')}>
                <LimitsPanel limits={s.limits} />
              </Panel>
              <SessionPanel settings={s} />
              {!s.block && <BreakPanel />}
              <StatementPanel />
            </div>
          )}
        </QueryView>
      </Section>
    </div>
  );
}
