import type { AgentIncome } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Column } from '@/components/DataTable';
import { DataTable } from '@/components/DataTable';
import { DayPresets, type DayPreset } from '@/components/DayPresets';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { QueryView } from '@/components/QueryView';
import { useMoneyFormat } from '@/features/money';
import type { AgentPageProps } from '../pages';
import { AgentPage, Panel, Stat } from '../ui';
import { incomeQuery } from './api';

type Day = AgentIncome['days'][number];

/**
 * Page 7, my income (revenue report): per day of the brand, the salary and dividends my contracts paid me,
 * the transfers into and out of my main wallet and what the contracts I offered paid my downlines, with the
 * period's totals (7 or 30 days).
 */
export function MyIncomePage({ token, page }: AgentPageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [days, setDays] = useState<DayPreset>(7);
  const query = useQuery(incomeQuery(token, days === 7 ? '7D' : '30D'));
  const columns: Column<Day>[] = [
    { id: 'day', header: t('agentContracts.income.day'), cell: (d) => d.day, rowHeader: true },
    { id: 'salary', header: t('agentContracts.income.salary'), cell: (d) => money(d.salary), align: 'right' },
    { id: 'dividend', header: t('agentContracts.income.dividend'), cell: (d) => money(d.dividend), align: 'right' },
    { id: 'in', header: t('agentContracts.income.transfersIn'), cell: (d) => money(d.transfersIn), align: 'right' },
    { id: 'out', header: t('agentContracts.income.transfersOut'), cell: (d) => money(d.transfersOut), align: 'right' },
    {
      id: 'downline',
      header: t('agentContracts.income.downlinePaid'),
      cell: (d) => money(d.downlinePaid),
      align: 'right',
    },
  ];
  return (
    <AgentPage title={t(`agent.pages.${page}`)}>
      <DayPresets
        value={days}
        onChange={setDays}
        label={t('agentContracts.periodLabel')}
        optionLabel={(d) => t('agentContracts.lastDays', { count: d })}
      />
      <QueryView query={query} loading={<PanelLoadingFallback />}>
        {(income) => (
          <>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
              <Stat label={t('agentContracts.income.salary')} value={money(income.totals.salary)} />
              <Stat label={t('agentContracts.income.dividend')} value={money(income.totals.dividend)} />
              <Stat label={t('agentContracts.income.transfersIn')} value={money(income.totals.transfersIn)} />
              <Stat label={t('agentContracts.income.transfersOut')} value={money(income.totals.transfersOut)} />
              <Stat label={t('agentContracts.income.downlinePaid')} value={money(income.totals.downlinePaid)} />
            </div>
            <Panel title={t('agentContracts.income.byDay', { from: income.startDate, to: income.endDate })}>
              <DataTable
                rows={income.days}
                columns={columns}
                rowKey={(d) => d.day}
                caption={t('agentContracts.income.byDayCaption')}
              />
            </Panel>
          </>
        )}
      </QueryView>
    </AgentPage>
  );
}
