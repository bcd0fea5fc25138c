import type { TransactionRecord } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { DataTable, type Column, type TableLook } from '@/components/DataTable';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { useBrand } from '@/features/brand';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { formatDateTime } from '@/lib/format';
import type { HistorySource } from './api';
import { HistoryFilters, type HistoryFilterValue } from './HistoryFilters';
import { useMoneyFormat } from './hooks';
import { transactionHistoryQuery } from './queries';
import { Card, Loading, MoneyPage } from './ui';

const TABLE_LOOK: TableLook = {
  frame: 'hidden rounded-2xl ring-1 ring-white/10 md:block',
  head: 'bg-navy-950/60 text-xs text-slate-400',
  cell: 'px-4 py-2',
};

const amountTone = (amount: bigint) => (amount < 0n ? 'text-rose-300' : 'text-emerald-300');

/** transactionHistory (ODSFE2_MemTransDet): every movement with type, amount, balance after, reference and time. */
export function TransactionHistoryPage(_props: MemberCentrePageProps) {
  const { t } = useTranslation();
  return <TransactionHistoryView title={t('memberCentre.pages.transactionHistory')} />;
}

/**
 * The account records of the member's session, or of another one (`source`: the agent centre's own
 * records at its path with the agent's token).
 */
export function TransactionHistoryView({ title, source }: { title: string; source?: HistorySource }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { whitelabel } = useBrand();
  const [filter, setFilter] = useState<HistoryFilterValue>({ type: '', preset: '7' });
  const [page, setPage] = useState(1);
  const history = useQuery(transactionHistoryQuery(filter, page, source));
  const tz = history.data?.timeZone ?? whitelabel.timeZone;
  const signed = (n: bigint) => (n > 0n ? `+${money(n)}` : money(n));
  const columns: Column<TransactionRecord>[] = [
    {
      id: 'time',
      header: t('money.history.time'),
      cell: (r) => formatDateTime(r.time, tz),
      cellClassName: 'whitespace-nowrap tabular-nums',
    },
    {
      id: 'type',
      header: t('money.history.type'),
      cell: (r) => (
        <>
          {t(`money.entryTypes.${r.type}`)}
          {r.wallet !== 'main' && (
            <span className="ml-1 text-xs text-slate-500">({r.vassalage ?? t(`money.walletKinds.${r.wallet}`)})</span>
          )}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('money.amount.label'),
      cell: (r) => signed(r.amount),
      align: 'right',
      cellClassName: (r) => cx('tabular-nums', amountTone(r.amount)),
    },
    {
      id: 'balanceAfter',
      header: t('money.history.balanceAfter'),
      cell: (r) => money(r.balanceAfter),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
    {
      id: 'reference',
      header: t('money.history.reference'),
      cell: (r) => r.reference ?? '—',
      cellClassName: 'max-w-48 truncate text-xs text-slate-400',
    },
  ];

  return (
    <MoneyPage title={title}>
      <Card title={t('money.history.filters')}>
        <HistoryFilters
          value={filter}
          onChange={(f) => {
            setFilter(f);
            setPage(1);
          }}
        />
      </Card>
      <QueryView
        query={history}
        loading={<Loading />}
        isEmpty={(d) => d.list.length === 0}
        empty={<EmptyState level={3} title={t('money.history.empty')} description={t('money.history.emptyText')} />}
      >
        {(data) => (
          <div className={cx('flex flex-col gap-3', history.isFetching && 'opacity-70')} aria-busy={history.isFetching}>
            {/* a table from 768 px, cards on phones */}
            <DataTable rows={data.list} columns={columns} rowKey={(r) => r.id} caption={title} look={TABLE_LOOK} />
            <ul className="flex flex-col gap-2 md:hidden" aria-label={title}>
              {data.list.map((r) => (
                <li key={r.id} className="rounded-xl bg-navy-850 px-4 py-3 ring-1 ring-white/10">
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-sm font-medium text-white">{t(`money.entryTypes.${r.type}`)}</span>
                    <span className={cx('text-sm font-semibold tabular-nums', amountTone(r.amount))}>
                      {signed(r.amount)}
                    </span>
                  </div>
                  <div className="mt-1 flex items-center justify-between gap-2 text-xs text-slate-400">
                    <span className="tabular-nums">{formatDateTime(r.time, tz)}</span>
                    <span className="tabular-nums">
                      {t('money.history.balanceAfter')}: {money(r.balanceAfter)}
                    </span>
                  </div>
                  {r.reference && <p className="mt-1 truncate text-xs text-slate-500">{r.reference}</p>}
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </div>
        )}
      </QueryView>
    </MoneyPage>
  );
}
