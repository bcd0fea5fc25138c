import type { OpsRebateClaimReport } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/cx';
import type { Column } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { inputClass } from '@/components/form';
import { useTranslation } from '@/lib/i18n';
import { PagedTable } from '../PagedTable';
import { ConsoleSection } from '../ConsolePage';
import { ConfigPage } from '../config/shared';
import { formatTime, zoneLabel } from '../format';
import { rebateClaimsQuery, type ClaimsFilter } from './queries';
import { moneyColumn } from '../columns';
import { useMoney } from '../members/shared';

type Row = OpsRebateClaimReport['list'][number];

/** /console/reports/rebate (reports.read): the brand's cashback claims with their totals, by member and period. */
export function RebateClaimsPage() {
  const { t } = useTranslation();
  return (
    <ConfigPage title={t('console.rebate.claimsTitle')} description={t('console.rebate.claimsText')}>
      {(brand) => <Claims brand={brand} />}
    </ConfigPage>
  );
}

function Claims({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<ClaimsFilter>({ username: '', startDate: '', endDate: '', pageNo: 1 });
  const [filter, setFilter] = useState<ClaimsFilter>(draft);
  const report = useQuery(rebateClaimsQuery(brand, filter));
  const money = useMoney();
  const columns: Column<Row>[] = [
    {
      id: 'time',
      header: `${t('console.rebate.col.time')} (${zoneLabel()})`,
      cell: (c) => formatTime(c.createdAt),
      cellClassName: 'whitespace-nowrap',
    },
    { id: 'member', header: t('console.rebate.col.member'), cell: (c) => c.username, rowHeader: true },
    { id: 'vip', header: 'VIP', cell: (c) => String(c.vipLevel), align: 'right' },
    moneyColumn('validBet', t('console.rebate.col.validBet'), (c) => c.validBet, money),
    moneyColumn('earned', t('console.rebate.col.earned'), (c) => c.earned, money),
    moneyColumn('amount', t('console.rebate.col.amount'), (c) => c.amount, money),
    {
      id: 'payout',
      header: t('console.rebate.col.payout'),
      cell: (c) =>
        c.payout === 'bonus'
          ? t('console.rebate.paidBonus', { multiple: c.wageringMultiple })
          : t('console.rebate.payout.main'),
    },
    {
      id: 'key',
      header: t('console.rebate.col.requestKey'),
      cell: (c) => c.requestKey,
      cellClassName: 'max-w-40 truncate text-xs text-slate-400',
    },
  ];
  const field = (name: 'username' | 'startDate' | 'endDate', type: string) => (
    <label className="flex flex-col gap-1.5 text-[13px] text-slate-300" htmlFor={`${id}-${name}`}>
      {t(`console.rebate.filter.${name}`)}
      <input
        id={`${id}-${name}`}
        type={type}
        className={inputClass(false, 'h-9')}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </label>
  );
  return (
    <div className="flex flex-col gap-4">
      <ConsoleSection title={t('console.rebate.filter.title')}>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            setFilter({ ...draft, pageNo: 1 });
          }}
        >
          {field('username', 'text')}
          {field('startDate', 'date')}
          {field('endDate', 'date')}
          <button type="submit" className={buttonClass('primary', 'sm', 'h-9')}>
            {t('console.config.apply')}
          </button>
        </form>
      </ConsoleSection>
      <PagedTable
        query={report}
        columns={columns}
        rowKey={(c) => c.id}
        caption={t('console.rebate.claimsTitle')}
        empty={
          <EmptyState
            level={3}
            className="py-8"
            title={t('console.rebate.empty')}
            description={t('console.rebate.emptyText')}
          />
        }
        summary={(r) => (
          <p className="text-sm text-slate-300">
            {t('console.rebate.totals', {
              count: r.totals.count,
              validBet: money(r.totals.validBet),
              earned: money(r.totals.earned),
              amount: money(r.totals.amount),
            })}
          </p>
        )}
        onPage={(pageNo) => setFilter({ ...filter, pageNo })}
      />
    </div>
  );
}
