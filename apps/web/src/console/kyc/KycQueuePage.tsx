import { KYC_CHECK_STATUSES, type KycCheckStatus, type OpsKycCheck } from '@lotus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '@/components/cx';
import { DataTable } from '@/components/DataTable';
import { FilterSelect } from '@/components/FilterSelect';
import { FormAlert } from '@/components/FormAlert';
import { useConfirm } from '@/components/GeneralModal';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { useTranslation } from '@/lib/i18n';
import { ConsolePage, CONSOLE_TABLE } from '../ConsolePage';
import { formatTime, zoneLabel } from '../format';
import { Empty, Loading } from '../members/shared';
import { OpsImage, ReasonDialog, useQueueErrorMessage } from '../queues/shared';
import { Tag } from '../Tag';
import { kycApi, kycChecksQuery, kycKeys } from './kycApi';

const TONE: Record<KycCheckStatus, 'amber' | 'green' | 'red' | 'slate'> = {
  incomplete: 'slate',
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
  expired: 'slate',
};

/**
 * /console/queues/kyc (kyc.review): members' identity checks. The pending ones, oldest first, with
 * their three pictures; approve (the member's waiting withdrawals go on), reject with a reason the
 * member reads, or expire an approved one.
 */
export function KycQueuePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const confirm = useConfirm();
  const message = useQueueErrorMessage();
  const [status, setStatus] = useState<KycCheckStatus | ''>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [asking, setAsking] = useState<{ check: OpsKycCheck; what: 'reject' | 'expire' } | null>(null);
  const query = useQuery({ ...kycChecksQuery(status, pageNo), placeholderData: keepPreviousData });
  const refresh = () => client.invalidateQueries({ queryKey: kycKeys.all });
  const approve = useMutation({ mutationFn: (c: OpsKycCheck) => kycApi.approve(c.id), onSettled: refresh });

  const onApprove = async (c: OpsKycCheck) => {
    const ok = await confirm({
      title: t('console.kyc.approveTitle', { name: c.username }),
      content: t('console.kyc.approveText', { count: c.waitingWithdrawals }),
      confirm: t('console.kyc.approve'),
    });
    if (ok) approve.mutate(c);
  };

  return (
    <ConsolePage title={t('console.kyc.title')} description={t('console.kyc.text')}>
      <FilterSelect
        label={t('console.kyc.statusLabel')}
        value={status}
        onChange={(v) => {
          setStatus(v as KycCheckStatus | '');
          setPageNo(1);
        }}
        allLabel={t('console.kyc.allStatuses')}
        options={KYC_CHECK_STATUSES.map((s) => ({ value: s, label: t(`console.kyc.status.${s}`) }))}
        className="max-w-60"
      />
      {approve.error && <FormAlert message={message(approve.error)} />}
      <QueryView
        query={query}
        loading={<Loading />}
        isEmpty={(p) => p.list.length === 0}
        empty={<Empty>{t('console.kyc.empty')}</Empty>}
      >
        {(page) => (
          <>
            <DataTable
              look={CONSOLE_TABLE}
              caption={t('console.kyc.title')}
              rows={page.list}
              rowKey={(c) => c.id}
              expanded={(c) =>
                open === c.id ? (
                  <div className="flex flex-wrap gap-3 py-1">
                    {c.documents.map((d) => (
                      <figure key={d.id} className="flex flex-col gap-1">
                        <OpsImage url={d.url} alt={t(`console.kyc.kinds.${d.kind}`)} />
                        <figcaption className="text-xs text-slate-400">{t(`console.kyc.kinds.${d.kind}`)}</figcaption>
                      </figure>
                    ))}
                  </div>
                ) : null
              }
              columns={[
                {
                  id: 'member',
                  header: t('console.kyc.member'),
                  rowHeader: true,
                  cell: (c) => (
                    <button
                      type="button"
                      className="text-left hover:underline"
                      aria-expanded={open === c.id}
                      aria-label={t('console.kyc.documentsOf', { name: c.username })}
                      onClick={() => setOpen(open === c.id ? null : c.id)}
                    >
                      {c.username} · {c.brand}
                    </button>
                  ),
                },
                {
                  id: 'status',
                  header: t('console.kyc.statusLabel'),
                  cell: (c) => (
                    <span className="flex flex-col gap-0.5">
                      <Tag tone={TONE[c.status]}>{t(`console.kyc.status.${c.status}`)}</Tag>
                      {c.reason && <span className="text-xs text-slate-400">{c.reason}</span>}
                    </span>
                  ),
                },
                {
                  id: 'documents',
                  header: t('console.kyc.documents'),
                  align: 'right',
                  cell: (c) => `${c.documents.length}/3`,
                },
                {
                  id: 'waiting',
                  header: t('console.kyc.waiting'),
                  align: 'right',
                  cell: (c) => c.waitingWithdrawals,
                },
                {
                  id: 'submitted',
                  header: `${t('console.kyc.submitted')} (${zoneLabel()})`,
                  cell: (c) => (c.submittedAt ? formatTime(c.submittedAt) : '—'),
                },
                {
                  id: 'decided',
                  header: `${t('console.kyc.decided')} (${zoneLabel()})`,
                  cell: (c) => (c.decidedAt ? `${formatTime(c.decidedAt)} · ${c.decidedBy ?? ''}` : '—'),
                },
                {
                  id: 'actions',
                  header: t('console.queues.actions'),
                  cell: (c) => (
                    <span className="flex gap-1.5">
                      {c.status === 'pending' && (
                        <>
                          <button
                            type="button"
                            className={buttonClass('primary', 'sm')}
                            disabled={approve.isPending}
                            aria-label={t('console.kyc.approveOf', { name: c.username })}
                            onClick={() => void onApprove(c)}
                          >
                            {t('console.kyc.approve')}
                          </button>
                          <button
                            type="button"
                            className={buttonClass('outline', 'sm')}
                            aria-label={t('console.kyc.rejectOf', { name: c.username })}
                            onClick={() => setAsking({ check: c, what: 'reject' })}
                          >
                            {t('console.kyc.reject')}
                          </button>
                        </>
                      )}
                      {c.status === 'approved' && (
                        <button
                          type="button"
                          className={buttonClass('outline', 'sm')}
                          aria-label={t('console.kyc.expireOf', { name: c.username })}
                          onClick={() => setAsking({ check: c, what: 'expire' })}
                        >
                          {t('console.kyc.expire')}
                        </button>
                      )}
                    </span>
                  ),
                },
              ]}
            />
            <Pagination page={page.pageNo} totalPages={page.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryView>
      {asking && (
        <ReasonDialog
          title={t(`console.kyc.${asking.what}Title`, { name: asking.check.username })}
          label={t('console.kyc.reason')}
          required={asking.what === 'reject'}
          confirm={t(`console.kyc.${asking.what}`)}
          onSubmit={async (reason) => {
            await (asking.what === 'reject'
              ? kycApi.reject(asking.check.id, reason)
              : kycApi.expire(asking.check.id, reason));
            await refresh();
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </ConsolePage>
  );
}
