import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/cx';
import { FormAlert } from '@/components/FormAlert';
import { useConfirm } from '@/components/GeneralModal';
import { useTranslation } from '@/lib/i18n';
import { timeColumn } from '../columns';
import { ConsolePage } from '../ConsolePage';
import { useMoney } from '../members/shared';
import { depositQueueQuery } from './queries';
import { queuesApi } from './queuesApi';
import {
  ClaimControl,
  useClaimedByOther,
  useDecision,
  useMine,
  useQueueErrorMessage,
  useRejection,
  QueueTable,
  useOrderColumns,
} from './shared';

/** /console/queues/deposits (deposits.manage): bank transfers waiting to be credited or rejected. */
export function DepositsQueuePage() {
  const { t } = useTranslation();
  const orderColumns = useOrderColumns<Awaited<ReturnType<typeof queuesApi.deposits>>[number]>();
  const money = useMoney();
  const confirm = useConfirm();
  const message = useQueueErrorMessage();
  const byOther = useClaimedByOther();
  const mine = useMine();
  const query = useQuery(depositQueueQuery());
  const credit = useDecision((orderNo: string) => queuesApi.creditDeposit(orderNo));
  const reject = useDecision((v: { orderNo: string; reason: string }) => queuesApi.rejectDeposit(v.orderNo, v.reason));
  const rejection = useRejection((orderNo: string, reason: string) => reject.mutateAsync({ orderNo, reason }));

  return (
    <ConsolePage title={t('console.queues.deposits.title')} description={t('console.queues.deposits.text')}>
      {credit.error && <FormAlert message={message(credit.error)} />}
      <QueueTable
        query={query}
        title={t('console.queues.deposits.title')}
        empty={t('console.queues.deposits.empty')}
        rowKey={(d) => d.orderNo}
        columns={[
          ...orderColumns,
          { id: 'payer', header: t('console.queues.deposits.payer'), cell: (d) => d.payerName ?? '—' },
          { id: 'reference', header: t('console.queues.deposits.reference'), cell: (d) => d.reference ?? '—' },
          timeColumn('created', t('console.queues.created'), (d: { createdAt: string }) => d.createdAt),
          {
            id: 'claim',
            header: t('console.queues.claimColumn'),
            cell: (d) => <ClaimControl kind="deposit" refId={d.orderNo} claim={d.claim} label={d.orderNo} />,
          },
          {
            id: 'actions',
            header: t('console.queues.actions'),
            cell: (d) => (
              <span className="flex gap-1.5">
                <button
                  type="button"
                  className={buttonClass('primary', 'sm')}
                  disabled={credit.isPending || !mine(d.claim)}
                  title={mine(d.claim) ? undefined : t('console.queues.deposits.claimFirst')}
                  aria-label={t('console.queues.deposits.creditOf', { order: d.orderNo })}
                  onClick={async () => {
                    if (
                      await confirm({
                        title: t('console.queues.deposits.creditTitle', { order: d.orderNo }),
                        content: t('console.queues.deposits.creditText', {
                          amount: money(d.amount),
                          name: d.username,
                        }),
                        confirm: t('console.queues.deposits.credit'),
                      })
                    )
                      credit.mutate(d.orderNo);
                  }}
                >
                  {t('console.queues.deposits.credit')}
                </button>
                {rejection.button(d.orderNo, d.orderNo, byOther(d.claim))}
              </span>
            ),
          },
        ]}
      />
      {rejection.dialog}
    </ConsolePage>
  );
}
