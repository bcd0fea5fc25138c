import type { WithdrawalDisputeOutcome } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '@/components/cx';
import { DataTable } from '@/components/DataTable';
import { QueryView } from '@/components/QueryView';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsolePage } from '../ConsolePage';
import { formatTime } from '../format';
import { Empty, Loading, useMoney } from '../members/shared';
import { disputeQueueQuery } from './queries';
import { queuesApi } from './queuesApi';
import { ClaimControl, OpsImage, ReasonDialog, useClaimedByOther, useDecision } from './shared';

/**
 * /console/queues/disputes (disputes.manage): paid withdrawals the member reported not received, with
 * the member's remark and proof images; refund (the money goes back) or forced received (it went out).
 */
export function DisputesQueuePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const byOther = useClaimedByOther();
  const query = useQuery(disputeQueueQuery());
  const resolve = useDecision((v: { orderNo: string; outcome: WithdrawalDisputeOutcome; note: string }) =>
    queuesApi.resolveDispute(v.orderNo, v.outcome, v.note),
  );
  const [deciding, setDeciding] = useState<{ orderNo: string; outcome: WithdrawalDisputeOutcome } | null>(null);

  return (
    <ConsolePage title={t('console.queues.disputes.title')} description={t('console.queues.disputes.text')}>
      <QueryView
        query={query}
        loading={<Loading />}
        isEmpty={(rows) => rows.length === 0}
        empty={<Empty>{t('console.queues.disputes.empty')}</Empty>}
      >
        {(rows) => (
          <DataTable
            look={CONSOLE_TABLE}
            caption={t('console.queues.disputes.title')}
            rows={rows}
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
              { id: 'order', header: t('console.queues.order'), cell: (w) => w.orderNo, rowHeader: true },
              { id: 'member', header: t('console.queues.member'), cell: (w) => `${w.username} · ${w.brand}` },
              { id: 'amount', header: t('console.queues.amount'), align: 'right', cell: (w) => money(w.amount) },
              {
                id: 'bank',
                header: t('console.queues.withdrawals.bank'),
                cell: (w) => `${w.bankAccount.bankName} ${w.accountNo}`,
              },
              { id: 'paid', header: t('console.queues.disputes.paidAt'), cell: (w) => formatTime(w.paidAt) },
              {
                id: 'reported',
                header: t('console.queues.disputes.reportedAt'),
                cell: (w) => formatTime(w.confirmedAt),
              },
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
        )}
      </QueryView>
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
