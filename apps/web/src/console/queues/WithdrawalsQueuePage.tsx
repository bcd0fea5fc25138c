import type { OpsWithdrawal } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/cx';
import { DataTable } from '@/components/DataTable';
import { FormAlert } from '@/components/FormAlert';
import { useConfirm } from '@/components/GeneralModal';
import { QueryView } from '@/components/QueryView';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsolePage } from '../ConsolePage';
import { formatTime } from '../format';
import { useCan } from '../operator';
import { Empty, Loading, useMoney } from '../members/shared';
import { Tag } from '../Tag';
import { withdrawalQueueQuery } from './queries';
import { queuesApi } from './queuesApi';
import { ClaimControl, useClaimedByOther, useDecision, useQueueErrorMessage, useRejection } from './shared';

/** /console/queues/withdrawals (withdrawals.review): requested orders to approve, approved ones to pay (withdrawals.pay). */
export function WithdrawalsQueuePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const confirm = useConfirm();
  const message = useQueueErrorMessage();
  const byOther = useClaimedByOther();
  const canPay = useCan('withdrawals.pay');
  const query = useQuery(withdrawalQueueQuery());
  const decide = useDecision((v: { orderNo: string; action: 'approve' | 'pay' }) =>
    queuesApi.decideWithdrawal(v.orderNo, v.action),
  );
  const reject = useDecision((v: { orderNo: string; reason: string }) =>
    queuesApi.rejectWithdrawal(v.orderNo, v.reason),
  );
  const rejection = useRejection((orderNo: string, reason: string) => reject.mutateAsync({ orderNo, reason }));

  const step = async (w: OpsWithdrawal, action: 'approve' | 'pay') => {
    const ok = await confirm({
      title: t(`console.queues.withdrawals.${action}Title`, { order: w.orderNo }),
      content: t(`console.queues.withdrawals.${action}Text`, {
        amount: money(w.amount),
        name: w.username,
        bank: w.bankAccount.bankName,
        account: w.accountNo,
        holder: w.bankAccount.accountName,
      }),
      confirm: t(`console.queues.withdrawals.${action}`),
    });
    if (ok) decide.mutate({ orderNo: w.orderNo, action });
  };

  return (
    <ConsolePage title={t('console.queues.withdrawals.title')} description={t('console.queues.withdrawals.text')}>
      {decide.error && <FormAlert message={message(decide.error)} />}
      <QueryView
        query={query}
        loading={<Loading />}
        isEmpty={(rows) => rows.length === 0}
        empty={<Empty>{t('console.queues.withdrawals.empty')}</Empty>}
      >
        {(rows) => (
          <DataTable
            look={CONSOLE_TABLE}
            caption={t('console.queues.withdrawals.title')}
            rows={rows}
            rowKey={(w) => w.orderNo}
            columns={[
              { id: 'order', header: t('console.queues.order'), cell: (w) => w.orderNo, rowHeader: true },
              { id: 'member', header: t('console.queues.member'), cell: (w) => `${w.username} · ${w.brand}` },
              { id: 'amount', header: t('console.queues.amount'), align: 'right', cell: (w) => money(w.amount) },
              {
                id: 'bank',
                header: t('console.queues.withdrawals.bank'),
                cell: (w) => `${w.bankAccount.bankName} ${w.accountNo} · ${w.bankAccount.accountName}`,
              },
              {
                id: 'status',
                header: t('console.queues.status'),
                cell: (w) => (
                  <Tag tone={w.status === 'approved' ? 'green' : 'amber'}>
                    {t(`console.queues.withdrawals.status.${w.status}`)}
                  </Tag>
                ),
              },
              { id: 'created', header: t('console.queues.created'), cell: (w) => formatTime(w.createdAt) },
              {
                id: 'claim',
                header: t('console.queues.claimColumn'),
                cell: (w) => <ClaimControl kind="withdrawal" refId={w.orderNo} claim={w.claim} label={w.orderNo} />,
              },
              {
                id: 'actions',
                header: t('console.queues.actions'),
                cell: (w) => (
                  <span className="flex gap-1.5">
                    {w.status === 'requested' && (
                      <button
                        type="button"
                        className={buttonClass('primary', 'sm')}
                        disabled={decide.isPending || byOther(w.claim)}
                        aria-label={t('console.queues.withdrawals.approveOf', { order: w.orderNo })}
                        onClick={() => void step(w, 'approve')}
                      >
                        {t('console.queues.withdrawals.approve')}
                      </button>
                    )}
                    {w.status === 'approved' && canPay && (
                      <button
                        type="button"
                        className={buttonClass('primary', 'sm')}
                        disabled={decide.isPending || byOther(w.claim)}
                        aria-label={t('console.queues.withdrawals.payOf', { order: w.orderNo })}
                        onClick={() => void step(w, 'pay')}
                      >
                        {t('console.queues.withdrawals.pay')}
                      </button>
                    )}
                    {rejection.button(w.orderNo, w.orderNo, byOther(w.claim))}
                  </span>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      {rejection.dialog}
    </ConsolePage>
  );
}
