import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '@/components/cx';
import { FilterSelect } from '@/components/FilterSelect';
import { FormAlert } from '@/components/FormAlert';
import { useConfirm } from '@/components/GeneralModal';
import { useTranslation } from '@/lib/i18n';
import { timeColumn } from '../columns';
import { brandsQuery } from '../config/queries';
import { ConsolePage } from '../ConsolePage';
import { useMoney } from '../members/shared';
import { useOperator } from '../operator';
import { applicationQueueQuery } from './queries';
import { queuesApi } from './queuesApi';
import { ClaimControl, useClaimedByOther, useDecision, useQueueErrorMessage, useRejection, QueueTable } from './shared';

/** /console/queues/applications (promotions.manage): members' applications to a promotion, per brand. */
export function ApplicationsQueuePage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const message = useQueueErrorMessage();
  const byOther = useClaimedByOther();
  const me = useOperator();
  const money = useMoney();
  const all = useQuery(brandsQuery());
  // The brands the operator works on (the list has every brand).
  const brands = (all.data ?? []).filter((b) => me.brands === null || me.brands.includes(b.code));
  const [chosen, setChosen] = useState('');
  const brand = chosen || brands[0]?.code || '';
  const query = useQuery(applicationQueueQuery(brand));
  const review = useDecision((v: { id: number; decision: 'approve' | 'reject'; reason: string }) =>
    queuesApi.review(brand, v.id, v.decision, v.reason),
  );
  const rejection = useRejection((id: number, reason: string) =>
    review.mutateAsync({ id, decision: 'reject', reason }),
  );

  return (
    <ConsolePage title={t('console.queues.applications.title')} description={t('console.queues.applications.text')}>
      {brands.length > 1 && (
        <FilterSelect
          label={t('console.queues.brand')}
          value={chosen}
          onChange={setChosen}
          allLabel={brands[0]?.code ?? ''}
          options={brands.slice(1).map((b) => ({ value: b.code, label: b.code }))}
          className="max-w-60"
        />
      )}
      {review.error && <FormAlert message={message(review.error)} />}
      <QueueTable
        query={query}
        title={t('console.queues.applications.title')}
        empty={t('console.queues.applications.empty')}
        rowKey={(a) => a.id}
        columns={[
          { id: 'id', header: '#', cell: (a) => a.id, rowHeader: true },
          { id: 'promotion', header: t('console.queues.applications.promotion'), cell: (a) => a.promotionCode },
          { id: 'member', header: t('console.queues.member'), cell: (a) => a.username },
          {
            id: 'remark',
            header: t('console.queues.applications.remark'),
            cell: (a) => a.remark ?? '—',
            cellClassName: 'whitespace-normal max-w-72',
          },
          timeColumn('created', t('console.queues.created'), (a: { createdAt: string }) => a.createdAt),
          {
            // Four-eyes (issue 34): a bonus above the brand's threshold has a first approval and waits for a second.
            id: 'firstApproval',
            header: t('console.queues.applications.firstApproval'),
            cell: (a) =>
              a.firstApprovedBy
                ? t('console.queues.applications.firstApprovalBy', {
                    name: a.firstApprovedBy,
                    amount: a.proposedAmount === null ? '' : money(a.proposedAmount),
                  })
                : '—',
          },
          {
            id: 'claim',
            header: t('console.queues.claimColumn'),
            cell: (a) => (
              <ClaimControl kind="promotion" refId={String(a.id)} claim={a.claim} label={`#${a.id} ${a.username}`} />
            ),
          },
          {
            id: 'actions',
            header: t('console.queues.actions'),
            cell: (a) => (
              <span className="flex gap-1.5">
                {a.firstApprovedBy === me.username ? (
                  <span className="text-xs text-slate-400">{t('console.queues.withdrawals.waitsOther')}</span>
                ) : (
                  <button
                    type="button"
                    className={buttonClass('primary', 'sm')}
                    disabled={review.isPending || byOther(a.claim)}
                    aria-label={t('console.queues.applications.approveOf', { id: a.id })}
                    onClick={async () => {
                      if (
                        await confirm({
                          title: t('console.queues.applications.approveTitle', { id: a.id }),
                          content: t('console.queues.applications.approveText', {
                            name: a.username,
                            promotion: a.promotionCode,
                          }),
                          confirm: t('console.queues.applications.approve'),
                        })
                      )
                        review.mutate({ id: a.id, decision: 'approve', reason: '' });
                    }}
                  >
                    {a.firstApprovedBy
                      ? t('console.queues.withdrawals.secondApprove')
                      : t('console.queues.applications.approve')}
                  </button>
                )}
                {rejection.button(a.id, `#${a.id}`, byOther(a.claim))}
              </span>
            ),
          },
        ]}
      />
      {rejection.dialog}
    </ConsolePage>
  );
}
