import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { withdrawalsQuery } from './queries';
import { OrderListCard } from './ui';
import { WithdrawalRow } from './WithdrawalRow';

/** The member's withdrawals with their status, followed while the operator works on them. */
export function WithdrawalList({ autoReceiveMinutes }: { autoReceiveMinutes: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery(withdrawalsQuery(page));
  return (
    <OrderListCard
      title={t('money.withdraw.list')}
      description={t('money.confirm.autoNote', { count: autoReceiveMinutes })}
      query={list}
      emptyText={t('money.withdraw.listEmpty')}
      page={page}
      onPage={setPage}
    >
      {(o) => <WithdrawalRow key={o.orderNo} order={o} autoReceiveMinutes={autoReceiveMinutes} />}
    </OrderListCard>
  );
}
