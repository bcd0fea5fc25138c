import { POINT_REDEEM_STATUSES, type OpsPointRedemption, type PointRedeemStatus } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '@/components/cx';
import { FilterSelect } from '@/components/FilterSelect';
import { FormAlert } from '@/components/FormAlert';
import { useTranslation } from '@/lib/i18n';
import { timeColumn } from '../columns';
import { brandsQuery } from '../config/queries';
import { ConsolePage } from '../ConsolePage';
import { useOperator } from '../operator';
import {
  ClaimControl,
  QueueTable,
  ReasonDialog,
  useClaimedByOther,
  useDecision,
  useQueueErrorMessage,
  useRejection,
} from '../queues/shared';
import { useCount } from '../members/shared';
import { Tag } from '../Tag';
import { pointsApi, redemptionQueueQuery } from './pointsApi';

const TONE = { processing: 'amber', complete: 'green', rejected: 'red' } as const;

/**
 * /console/queues/points (loyalty.manage): redemptions of free spins and gifts waiting for an operator,
 * per brand: claim one, then fulfil it (sent / credited, with a note such as the parcel's number) or
 * reject it with a reason (the member's points and the stock come back).
 */
export function PointsQueuePage() {
  const { t } = useTranslation();
  const count = useCount();
  const message = useQueueErrorMessage();
  const byOther = useClaimedByOther();
  const me = useOperator();
  const all = useQuery(brandsQuery());
  const brands = (all.data ?? []).filter((b) => me.brands === null || me.brands.includes(b.code));
  const [chosen, setChosen] = useState('');
  const brand = chosen || brands[0]?.code || '';
  const [status, setStatus] = useState<PointRedeemStatus>('processing');
  const query = useQuery(redemptionQueueQuery(brand, status));
  const fulfil = useDecision((v: { txNo: string; note: string }) => pointsApi.fulfil(brand, v.txNo, v.note));
  const reject = useDecision((v: { txNo: string; reason: string }) => pointsApi.reject(brand, v.txNo, v.reason));
  const rejection = useRejection((txNo: string, reason: string) => reject.mutateAsync({ txNo, reason }));
  const [fulfilling, setFulfilling] = useState<string | null>(null);
  const error = fulfil.error ?? reject.error;
  const open = status === 'processing';

  return (
    <ConsolePage title={t('console.points.queue.title')} description={t('console.points.queue.text')}>
      <div className="flex flex-wrap gap-3">
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
        <FilterSelect
          label={t('console.points.queue.status')}
          value={status === 'processing' ? '' : status}
          onChange={(v) => setStatus((v || 'processing') as PointRedeemStatus)}
          allLabel={t('console.points.status.processing')}
          options={POINT_REDEEM_STATUSES.filter((s) => s !== 'processing').map((s) => ({
            value: s,
            label: t(`console.points.status.${s}`),
          }))}
          className="max-w-60"
        />
      </div>
      {error && <FormAlert message={message(error)} />}
      <QueueTable<OpsPointRedemption>
        query={query}
        title={t('console.points.queue.title')}
        empty={t('console.points.queue.empty')}
        rowKey={(r) => r.transactionNo}
        columns={[
          { id: 'tx', header: t('console.points.queue.transactionNo'), cell: (r) => r.transactionNo, rowHeader: true },
          { id: 'member', header: t('console.queues.member'), cell: (r) => r.username },
          {
            id: 'product',
            header: t('console.points.queue.product'),
            cell: (r) => `${r.productName ?? '—'} × ${r.quantity}`,
            cellClassName: 'whitespace-normal max-w-60',
          },
          {
            id: 'points',
            header: t('console.points.queue.points'),
            cell: (r) => count(r.pointsRequired),
          },
          {
            id: 'ship',
            header: t('console.points.queue.shipTo'),
            cell: (r) => (r.shippingAddress ? `${r.shippingAddress} · ${r.phone ?? ''}` : '—'),
            cellClassName: 'whitespace-normal max-w-72',
          },
          timeColumn('created', t('console.queues.created'), (r) => r.time),
          {
            id: 'status',
            header: t('console.points.queue.status'),
            cell: (r) => <Tag tone={TONE[r.status]}>{t(`console.points.status.${r.status}`)}</Tag>,
          },
          ...(open
            ? [
                {
                  id: 'claim',
                  header: t('console.queues.claimColumn'),
                  cell: (r: OpsPointRedemption) => (
                    <ClaimControl kind="points" refId={r.transactionNo} claim={r.claim} label={r.transactionNo} />
                  ),
                },
                {
                  id: 'actions',
                  header: t('console.queues.actions'),
                  cell: (r: OpsPointRedemption) => (
                    <span className="flex gap-1.5">
                      <button
                        type="button"
                        className={buttonClass('primary', 'sm')}
                        disabled={fulfil.isPending || byOther(r.claim)}
                        aria-label={t('console.points.queue.fulfilOf', { item: r.transactionNo })}
                        onClick={() => setFulfilling(r.transactionNo)}
                      >
                        {t('console.points.queue.fulfil')}
                      </button>
                      {rejection.button(r.transactionNo, r.transactionNo, byOther(r.claim))}
                    </span>
                  ),
                },
              ]
            : [
                { id: 'note', header: t('console.points.queue.note'), cell: (r: OpsPointRedemption) => r.note ?? '—' },
                {
                  id: 'by',
                  header: t('console.points.queue.decidedBy'),
                  cell: (r: OpsPointRedemption) => r.decidedBy ?? '—',
                },
              ]),
        ]}
      />
      {fulfilling && (
        <ReasonDialog
          title={t('console.points.queue.fulfilTitle', { item: fulfilling })}
          label={t('console.points.queue.fulfilNote')}
          required={false}
          confirm={t('console.points.queue.fulfil')}
          onSubmit={(note) => fulfil.mutateAsync({ txNo: fulfilling, note })}
          onClose={() => setFulfilling(null)}
        />
      )}
      {rejection.dialog}
    </ConsolePage>
  );
}
