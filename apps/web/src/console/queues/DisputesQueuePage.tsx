import type { WithdrawalDisputeOutcome } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '@/components/cx';
import { useTranslation } from '@/lib/i18n';
import { timeColumn } from '../columns';
import { ConsolePage } from '../ConsolePage';
import { disputeQueueQuery } from './queries';
import { queuesApi } from './queuesApi';
import {
  ClaimControl,
  OpsImage,
  ReasonDialog,
  useClaimedByOther,
  useDecision,
  QueueTable,
  useOrderColumns,
} from './shared';

/**
 * /console/queues/disputes (disputes.manage): paid withdrawals the member reported not received, with
 * the member's remark and proof images; refund (the money goes back) or forced received (it went out).
 */
export function DisputesQueuePage() {
  const { t } = useTranslation();
  const orderColumns = useOrderColumns<Awaited<ReturnType<typeof queuesApi.disputes>>[number]>();
  const byOther = useClaimedByOther();
  const query = useQuery(disputeQueueQuery());
  const resolve = useDecision((v: { orderNo: string; outcome: WithdrawalDisputeOutcome; note: string }) =>
    queuesApi.resolveDispute(v.orderNo, v.outcome, v.note),
  );
  const [deciding, setDeciding] = useState<{ orderNo: string; outcome: WithdrawalDisputeOutcome } | null>(null);

  return (
    <ConsolePage title={t('console.queues.disputes.title')} description={t('console.queues.disputes.text')}>
      <QueueTable
        query={query}
        title={t('console.queues.disputes.title')}
        empty={t('console.queues.disputes.empty')}
        rowKey={(w) => w.orderNo}
        expanded={(w) => (
          <div className="flex flex-col gap-2 py-1 whitespace-normal">
            <p className="text-xs text-slate-300">
              {t('console.queues.disputes.remark')}: {w.remark ?? '—'}
            </p>
            <div className="flex flex-wrap gap-2">
              {w.proofs.length === 0 && (
                <span className="text-xs text-slate-400">{t('console.queues.disputes.noProofs')}</span>
              )}
              {w.proofs.map((p, i) => (
                <OpsImage
                  key={p.id}
                  url={p.url}
                  alt={t('console.queues.disputes.proof', { n: i + 1, order: w.orderNo })}
                />
              ))}
            </div>
          </div>
        )}
        columns={[
          ...orderColumns,
          {
            id: 'bank',
            header: t('console.queues.withdrawals.bank'),
            cell: (w) => `${w.bankAccount.bankName} ${w.accountNo}`,
          },
          timeColumn('paid', t('console.queues.disputes.paidAt'), (w: { paidAt: string | null }) => w.paidAt),
          timeColumn(
            'reported',
            t('console.queues.disputes.reportedAt'),
            (w: { confirmedAt: string | null }) => w.confirmedAt,
          ),
          {
            id: 'claim',
            header: t('console.queues.claimColumn'),
            cell: (w) => <ClaimControl kind="dispute" refId={w.orderNo} claim={w.disputeClaim} label={w.orderNo} />,
          },
          {
            id: 'actions',
            header: t('console.queues.actions'),
            cell: (w) => (
              <span className="flex gap-1.5">
                {(['refund', 'forced_received'] as const).map((outcome) => (
                  <button
                    key={outcome}
                    type="button"
                    className={buttonClass(outcome === 'refund' ? 'primary' : 'outline', 'sm')}
                    disabled={byOther(w.disputeClaim)}
                    aria-label={t(`console.queues.disputes.${outcome}Of`, { order: w.orderNo })}
                    onClick={() => setDeciding({ orderNo: w.orderNo, outcome })}
                  >
                    {t(`console.queues.disputes.${outcome}`)}
                  </button>
                ))}
              </span>
            ),
          },
        ]}
      />
      {deciding && (
        <ReasonDialog
          title={t(`console.queues.disputes.${deciding.outcome}Title`, { order: deciding.orderNo })}
          label={t('console.queues.note')}
          required={false}
          confirm={t(`console.queues.disputes.${deciding.outcome}`)}
          onSubmit={(note) => resolve.mutateAsync({ ...deciding, note })}
          onClose={() => setDeciding(null)}
        />
      )}
    </ConsolePage>
  );
}
