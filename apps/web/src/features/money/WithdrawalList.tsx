import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ErrorState } from '@/components/ErrorState';
import { Pagination } from '@/components/Pagination';
import { withdrawalsQuery } from './queries';
import { Card, Loading } from './ui';
import { WithdrawalRow } from './WithdrawalRow';

/** The member's withdrawals with their status, followed while the operator works on them. */
export function WithdrawalList({ autoReceiveMinutes }: { autoReceiveMinutes: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery(withdrawalsQuery(page));
  return (
    <Card title={t('money.withdraw.list')} description={t('money.confirm.autoNote', { count: autoReceiveMinutes })}>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-400">{t('money.withdraw.listEmpty')}</p>
      ) : (
        <>
          <ul className="divide-y divide-white/5" aria-label={t('money.withdraw.list')}>
            {list.data.list.map((o) => (
              <WithdrawalRow key={o.orderNo} order={o} autoReceiveMinutes={autoReceiveMinutes} />
            ))}
          </ul>
          <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} className="mt-3" />
        </>
      )}
    </Card>
  );
}
