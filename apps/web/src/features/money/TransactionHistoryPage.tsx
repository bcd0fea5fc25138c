import type { TransactionRecord } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { DataTable, type Column, type TableLook } from '@/components/DataTable';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { RecordCards } from '@/components/RecordCards';
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
            <RecordCards
              label={title}
              cards={data.list.map((r) => ({
                key: r.id,
                title: t(`money.entryTypes.${r.type}`),
                figure: signed(r.amount),
                figureClassName: amountTone(r.amount),
                facts: [
                  formatDateTime(r.time, tz),
                  <>
                    {t('money.history.balanceAfter')}: {money(r.balanceAfter)}
                  </>,
                ],
                note: r.reference,
              }))}
            />
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </div>
        )}
      </QueryView>
    </MoneyPage>
  );
}
