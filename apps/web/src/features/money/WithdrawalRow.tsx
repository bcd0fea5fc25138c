import type { WithdrawalOrder } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { useBrand } from '@/features/brand';
import { formatDateTime } from '@/lib/format';
import { confirmWithdrawal, reportNotReceived } from './api';
import { useMoneyChanged, useMoneyFormat } from './hooks';
import { ProofUpload } from './ProofUpload';
import { withdrawalTone } from './status';
import { WithdrawalDispute, isDisputeState } from './WithdrawalDispute';
import { StatusBadge } from './ui';

/** One withdrawal: amount, bank and status, the dispute, and the member's confirmation after payment (SPEC §4). */
export function WithdrawalRow({
  order: o,
  autoReceiveMinutes,
}: {
  order: WithdrawalOrder;
  autoReceiveMinutes: number;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const message = useErrorMessage();
  const changed = useMoneyChanged();
  const { whitelabel } = useBrand();
  const [proof, setProof] = useState(false);
  const confirm = useMutation({
    mutationFn: (outcome: 'received' | 'full_payment') => confirmWithdrawal(o.orderNo, outcome),
    onSuccess: changed,
  });
  const notReceived = useMutation({
    mutationFn: ({ files, remark }: { files: File[]; remark: string }) => reportNotReceived(o.orderNo, files, remark),
    onSuccess: () => {
      setProof(false);
      changed();
    },
  });
  // One answer at a time: starting either clears the other's.
  const failed = confirm.error ?? notReceived.error;
  const error = failed ? message(failed) : null;
  const answer = (outcome: 'received' | 'full_payment') => {
    notReceived.reset();
    confirm.mutate(outcome);
  };
  const tz = whitelabel.timeZone;
  return (
    <li className="flex flex-col gap-2 py-3" aria-label={t('money.withdraw.rowLabel', { orderNo: o.orderNo })}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium text-white tabular-nums">
            {money(o.amount)} · {o.bankAccount.bankName} {o.bankAccount.maskedAccountNo}
          </p>
          <p className="text-xs text-slate-400 tabular-nums">
            {o.orderNo} · {formatDateTime(o.createdAt, tz)}
          </p>
        </div>
        <StatusBadge tone={withdrawalTone(o.status)}>{t(`money.withdrawalStatus.${o.status}`)}</StatusBadge>
      </div>
      {o.waitingFor && (
        <p className="text-xs text-amber-200">
          {o.waitingFor === 'kyc' ? t('money.withdraw.waitsKyc') : t('money.withdraw.waitsSecondApproval')}
        </p>
      )}
      {o.status === 'rejected' && o.rejectReason && (
        <p className="text-xs text-rose-200">{t('money.withdraw.rejectReason', { reason: o.rejectReason })}</p>
      )}
      {o.confirmation && isDisputeState(o.confirmation) ? (
        <WithdrawalDispute order={o} state={o.confirmation} timeZone={tz} />
      ) : (
        o.confirmation && (
          <p className="text-xs text-emerald-200">
            {t(`money.confirm.outcomes.${o.confirmation}`)}
            {o.confirmedAt && ` · ${formatDateTime(o.confirmedAt, tz)}`}
          </p>
        )
      )}
      {o.canConfirm && (
        <div className="flex flex-col gap-2 rounded-xl bg-gold-400/5 p-3 ring-1 ring-gold-400/30">
          <p className="text-sm text-slate-200">{t('money.confirm.question')}</p>
          <p className="text-xs text-slate-400">
            {t('money.confirm.autoNote', { count: autoReceiveMinutes })}
            {o.confirmDeadline && ` ${t('money.confirm.deadline', { time: formatDateTime(o.confirmDeadline, tz) })}`}
          </p>
          {!proof && (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClass('primary', 'sm')}
                disabled={confirm.isPending}
                onClick={() => answer('received')}
              >
                {t('money.confirm.received')}
              </button>
              <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setProof(true)}>
                {t('money.confirm.notReceived')}
              </button>
              <button
                type="button"
                className={buttonClass('outline', 'sm')}
                disabled={confirm.isPending}
                onClick={() => answer('full_payment')}
              >
                {t('money.confirm.fullPayment')}
              </button>
            </div>
          )}
          {proof ? (
            <ProofUpload
              loading={notReceived.isPending}
              error={error}
              onCancel={() => setProof(false)}
              onSubmit={(files, remark) => {
                confirm.reset();
                notReceived.mutate({ files, remark });
              }}
            />
          ) : (
            <FormAlert message={error} />
          )}
        </div>
      )}
    </li>
  );
}
