import type { OpsWithdrawal } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/cx';
import { DataTable } from '@/components/DataTable';
import { FormAlert } from '@/components/FormAlert';
import { useConfirm } from '@/components/GeneralModal';
import { QueryView } from '@/components/QueryView';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsoleSection } from '../ConsolePage';
import { formatTime } from '../format';
import { Empty, Loading, useMoney } from '../members/shared';
import { useOperator } from '../operator';
import { withdrawalQueueQuery } from './queries';
import { queuesApi } from './queuesApi';
import { useDecision, useQueueErrorMessage } from './shared';

/**
 * Four-eyes (issue 34): the withdrawals that have their first approval and wait for a second operator, with
 * who gave the first and who may give the second (anyone with withdrawals.review but that operator). Shown on
 * the approvals page beside the manual adjustments; the withdrawals queue has the same button.
 */
export function WithdrawalSecondApprovals() {
  const { t } = useTranslation();
  const money = useMoney();
  const me = useOperator();
  const confirm = useConfirm();
  const message = useQueueErrorMessage();
  const query = useQuery({
    ...withdrawalQueueQuery(),
    select: (rows: OpsWithdrawal[]) => rows.filter((w) => w.waitingFor === 'second_approval'),
  });
  const approve = useDecision((orderNo: string) => queuesApi.decideWithdrawal(orderNo, 'approve'));
  const mine = (w: OpsWithdrawal) => w.firstApprovedBy === me.username;

  return (
    <ConsoleSection
      title={t('console.approvals.withdrawalsTitle')}
      description={t('console.approvals.withdrawalsText')}
    >
      {approve.error && <FormAlert message={message(approve.error)} />}
      <QueryView
        query={query}
        loading={<Loading />}
        isEmpty={(rows) => rows.length === 0}
        empty={<Empty>{t('console.approvals.withdrawalsEmpty')}</Empty>}
      >
        {(rows) => (
          <DataTable
            look={CONSOLE_TABLE}
            caption={t('console.approvals.withdrawalsTitle')}
            rows={rows}
            rowKey={(w) => w.orderNo}
            columns={[
              { id: 'order', header: t('console.approvals.order'), rowHeader: true, cell: (w) => w.orderNo },
              { id: 'member', header: t('console.queues.member'), cell: (w) => `${w.username} · ${w.brand}` },
              { id: 'amount', header: t('console.approvals.amount'), align: 'right', cell: (w) => money(w.amount) },
              {
                id: 'first',
                header: t('console.approvals.firstBy'),
                cell: (w) => `${w.firstApprovedBy ?? '—'} · ${w.firstApprovedAt ? formatTime(w.firstApprovedAt) : ''}`,
              },
              {
                id: 'waitsFor',
                header: t('console.approvals.waitsFor'),
                cell: (w) =>
                  mine(w)
                    ? t('console.approvals.waitsForOther', { name: w.firstApprovedBy ?? '' })
                    : t('console.approvals.waitsForYou'),
              },
              {
                id: 'actions',
                header: t('console.queues.actions'),
                cell: (w) =>
                  mine(w) ? null : (
                    <button
                      type="button"
                      className={buttonClass('primary', 'sm')}
                      disabled={approve.isPending}
                      aria-label={t('console.approvals.secondApproveOf', { order: w.orderNo })}
                      onClick={async () => {
                        const ok = await confirm({
                          title: t('console.queues.withdrawals.approveTitle', { order: w.orderNo }),
                          content: t('console.queues.withdrawals.approveText', {
                            amount: money(w.amount),
                            name: w.username,
                          }),
                          confirm: t('console.queues.withdrawals.secondApprove'),
                        });
                        if (ok) approve.mutate(w.orderNo);
                      }}
                    >
                      {t('console.queues.withdrawals.secondApprove')}
                    </button>
                  ),
              },
            ]}
          />
        )}
      </QueryView>
    </ConsoleSection>
  );
}
