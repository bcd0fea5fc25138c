import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { Pagination } from '@/components/Pagination';
import { useBrand } from '@/features/brand';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { formatDateTime } from '@/lib/format';
import { HistoryFilters, type HistoryFilterValue } from './HistoryFilters';
import { useMoneyFormat } from './hooks';
import { transactionHistoryQuery } from './queries';
import { Card, Loading, MoneyPage } from './ui';

/** transactionHistory (ODSFE2_MemTransDet): every movement with type, amount, balance after, reference and time. */
export function TransactionHistoryPage(_props: MemberCentrePageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { whitelabel } = useBrand();
  const [filter, setFilter] = useState<HistoryFilterValue>({ type: '', preset: '7' });
  const [page, setPage] = useState(1);
  const history = useQuery(transactionHistoryQuery(filter, page));
  const tz = history.data?.timeZone ?? whitelabel.timeZone;
  const signed = (n: number) => (n > 0 ? `+${money(n)}` : money(n));

  return (
    <MoneyPage title={t('memberCentre.pages.transactionHistory')}>
      <Card title={t('money.history.filters')}>
        <HistoryFilters
          value={filter}
          onChange={(f) => {
            setFilter(f);
            setPage(1);
          }}
        />
      </Card>
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <EmptyState level={3} title={t('money.history.empty')} description={t('money.history.emptyText')} />
      ) : (
        <div className={cx('flex flex-col gap-3', history.isFetching && 'opacity-70')} aria-busy={history.isFetching}>
          {/* a table from 768 px, cards on phones */}
          <div className="hidden overflow-x-auto rounded-2xl ring-1 ring-white/10 md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('memberCentre.pages.transactionHistory')}</caption>
              <thead className="bg-navy-950/60 text-left text-xs text-slate-400">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t('money.history.time')}
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t('money.history.type')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    {t('money.amount.label')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    {t('money.history.balanceAfter')}
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t('money.history.reference')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/5">
                {history.data.list.map((r) => (
                  <tr key={r.id} className="text-slate-200">
                    <td className="px-4 py-2 whitespace-nowrap tabular-nums">{formatDateTime(r.time, tz)}</td>
                    <td className="px-4 py-2">
                      {t(`money.entryTypes.${r.type}`)}
                      {r.wallet !== 'main' && (
                        <span className="ml-1 text-xs text-slate-500">
                          ({r.vassalage ?? t(`money.walletKinds.${r.wallet}`)})
                        </span>
                      )}
                    </td>
                    <td
                      className={cx(
                        'px-4 py-2 text-right tabular-nums',
                        r.amount < 0 ? 'text-rose-300' : 'text-emerald-300',
                      )}
                    >
                      {signed(r.amount)}
                    </td>
                    <td className="px-4 py-2 text-right tabular-nums">{money(r.balanceAfter)}</td>
                    <td className="max-w-48 truncate px-4 py-2 text-xs text-slate-400">{r.reference ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-2 md:hidden" aria-label={t('memberCentre.pages.transactionHistory')}>
            {history.data.list.map((r) => (
              <li key={r.id} className="rounded-xl bg-navy-850 px-4 py-3 ring-1 ring-white/10">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium text-white">{t(`money.entryTypes.${r.type}`)}</span>
                  <span
                    className={cx(
                      'text-sm font-semibold tabular-nums',
                      r.amount < 0 ? 'text-rose-300' : 'text-emerald-300',
                    )}
                  >
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
          <Pagination page={page} totalPages={history.data.totalPages} onChange={setPage} />
        </div>
      )}
    </MoneyPage>
  );
}
