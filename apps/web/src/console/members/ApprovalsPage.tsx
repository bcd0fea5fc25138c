import {
  ADJUSTMENT_STATUSES,
  opsAdjustmentRejectBodySchema,
  type AdjustmentStatus,
  type OpsAdjustment,
} from '@lotus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import { SiteDialog } from '@/components/Dialog';
import { useErrorMessage } from '@/components/ErrorState';
import { FilterSelect } from '@/components/FilterSelect';
import { FormAlert } from '@/components/FormAlert';
import { Form, FormTextArea } from '@/components/form';
import { useConfirm } from '@/components/GeneralModal';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { withMessage } from '@/lib/fieldSchema';
import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../ConsolePage';
import { useCan, useOperator } from '../operator';
import { WithdrawalSecondApprovals } from '../queues/SecondApprovals';
import { AdjustmentsTable } from './MemberRecordTabs';
import { membersApi } from './membersApi';
import { adjustmentsQuery, memberKeys } from './queries';
import { Empty, Loading, useMoney } from './shared';
import { FormFooter } from '../FormFooter';

/**
 * /console/approvals (adjustments.approve): what waits for a second operator (four eyes): manual adjustments to
 * approve or reject, and (withdrawals.review) withdrawals with their first approval, each saying who may decide.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const me = useOperator();
  const reviewsWithdrawals = useCan('withdrawals.review');
  const client = useQueryClient();
  const confirm = useConfirm();
  const message = useErrorMessage();
  const [status, setStatus] = useState<AdjustmentStatus | ''>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [rejecting, setRejecting] = useState<OpsAdjustment | null>(null);
  const query = useQuery({ ...adjustmentsQuery(status, pageNo), placeholderData: keepPreviousData });
  const refresh = () => client.invalidateQueries({ queryKey: memberKeys.all });
  const approve = useMutation({ mutationFn: (a: OpsAdjustment) => membersApi.approve(a.id, ''), onSettled: refresh });
  const errors = useServerErrors(['note']);
  const schema = useMemo(
    () => z.object({ note: withMessage(opsAdjustmentRejectBodySchema.shape.note, t('console.members.reasonRule')) }),
    [t],
  );
  const reject = useMutation({
    mutationFn: (v: { id: number; note: string }) => membersApi.reject(v.id, v.note),
    onSuccess: () => setRejecting(null),
    onSettled: refresh,
  });
  // The operator who asked cannot decide (four eyes): the server refuses it; the buttons say so first.
  const mine = (a: OpsAdjustment) => a.requestedBy === me.displayName || a.requestedBy === me.username;

  const actions = (a: OpsAdjustment) =>
    a.status !== 'pending' ? null : mine(a) ? (
      <span className="text-xs text-slate-400">{t('console.members.ownRequest')}</span>
    ) : (
      <span className="flex gap-1.5">
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          disabled={approve.isPending}
          onClick={async () => {
            if (
              await confirm({
                title: t('console.members.approveTitle', { id: a.id }),
                content: t('console.members.approveText', {
                  direction: t(`console.members.directions.${a.direction}`),
                  amount: money(a.amount),
                  name: a.username,
                }),
                confirm: t('console.members.approve'),
              })
            )
              approve.mutate(a);
          }}
        >
          {t('console.members.approve')}
        </button>
        <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setRejecting(a)}>
          {t('console.members.reject')}
        </button>
      </span>
    );

  return (
    <ConsolePage title={t('console.members.approvalsTitle')} description={t('console.members.approvalsText')}>
      <FilterSelect
        label={t('console.members.statusLabel')}
        value={status}
        onChange={(v) => {
          setStatus(v as AdjustmentStatus | '');
          setPageNo(1);
        }}
        allLabel={t('console.members.allStatuses')}
        options={ADJUSTMENT_STATUSES.map((s) => ({ value: s, label: t(`console.members.adjustmentStatus.${s}`) }))}
        className="max-w-60"
      />
      {approve.error && <FormAlert message={message(approve.error)} />}
      <QueryView
        query={query}
        loading={<Loading />}
        isEmpty={(p) => p.list.length === 0}
        empty={<Empty>{t('console.members.noApprovals')}</Empty>}
      >
        {(p) => (
          <>
            <AdjustmentsTable rows={p.list} member={false} actions={actions} />
            <Pagination page={p.pageNo} totalPages={p.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryView>
      {reviewsWithdrawals && <WithdrawalSecondApprovals />}
      <SiteDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('console.members.rejectTitle', { id: rejecting?.id ?? '' })}
        size="md"
      >
        {rejecting && (
          <Form
            schema={schema}
            defaultValues={{ note: '' }}
            onSubmit={(v, form) =>
              reject.mutate({ id: rejecting.id, note: v.note }, { onError: (e) => errors.put(form, e) })
            }
            aria-label={t('console.members.rejectTitle', { id: rejecting.id })}
            className="flex flex-col gap-4 p-5"
          >
            <FormTextArea name="note" label={t('console.members.reason')} required rows={3} maxLength={500} />
            <FormFooter
              alert={errors.alert(reject.error)}
              pending={reject.isPending}
              label={t('console.members.reject')}
              onCancel={() => setRejecting(null)}
            />
          </Form>
        )}
      </SiteDialog>
    </ConsolePage>
  );
}
