import type { WithdrawalConfirmation, WithdrawalOrder } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format';
import { useMoneyFormat } from './hooks';
import { StatusBadge } from './ui';

/** The confirmations of a not-received report: open (under review), then the operator's decision. */
export type DisputeState = 'not_received' | 'forced_received' | 'refunded';
export const isDisputeState = (c: WithdrawalConfirmation): c is DisputeState =>
  c === 'not_received' || c === 'forced_received' || c === 'refunded';

const TONE = { not_received: 'pending', forced_received: 'bad', refunded: 'good' } as const;
const TEXT = {
  not_received: 'money.dispute.underReviewText',
  forced_received: 'money.dispute.forcedText',
  refunded: 'money.dispute.refundedText',
} as const;

/**
 * A not-received report (SPEC §4) on the member's withdrawal record: under review, then forced received
 * (not refunded) or refunded to the main wallet, with when it was reported and decided.
 */
export function WithdrawalDispute({
  order: o,
  state,
  timeZone,
}: {
  order: WithdrawalOrder;
  state: DisputeState;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <div
      role="group"
      aria-label={t('money.dispute.label')}
      className="flex flex-col gap-1.5 rounded-xl bg-navy-900/60 p-3 ring-1 ring-white/10"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-300">
          {t('money.dispute.reported')}
          {o.confirmedAt && ` · ${formatDateTime(o.confirmedAt, timeZone)}`}
        </p>
        <StatusBadge tone={TONE[state]}>{t(`money.dispute.${state}`)}</StatusBadge>
      </div>
      <p className="text-xs text-slate-400">{t(TEXT[state], { amount: money(o.amount) })}</p>
      {o.resolvedAt && (
        <p className="text-xs text-slate-500 tabular-nums">
          {t('money.dispute.decidedAt', { time: formatDateTime(o.resolvedAt, timeZone) })}
        </p>
      )}
    </div>
  );
}
