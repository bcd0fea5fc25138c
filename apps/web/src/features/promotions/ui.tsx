import type { ActivityStatus, BonusGrant, PromotionAction, PromotionBlock, PromotionKind } from '@lotus/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, cx } from '@/components/cx';
import { FormAlert } from '@/components/FormAlert';
import { ClockIcon } from '@/components/icons';
import { useErrorMessage } from '@/components/ErrorState';
import { Spinner } from '@/components/Spinner';
import { useActionGuard } from '@/features/auth';
import { useMoneyFormat } from '@/features/money';
import { useTranslation } from '@/lib/i18n';
import { claimRaffle } from './api';
import { BlockedReason } from './BlockedReason';
import { usePromotionAction, usePromotionsChanged } from './hooks';
import { useMutation } from '@tanstack/react-query';
import { progressPercent, secondsUntil, splitDuration, STATUS_TONE } from './status';

/** The member's status on a promotion, each SPEC §4 status in its own colour. */
export function StatusBadge({ status, className }: { status: ActivityStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        STATUS_TONE[status],
        className,
      )}
    >
      {t(`promotions.status.${status}`)}
    </span>
  );
}

/** "Starts in …" before the start, "Ends in …" before the end, "Ended" after it; nothing without dates. */
export function Countdown({
  startsAt,
  endsAt,
  now,
  className,
}: {
  startsAt: string | null;
  endsAt: string | null;
  now: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const left = (seconds: number) => {
    const { days, hms } = splitDuration(seconds);
    return days > 0 ? t('promotions.time.daysHms', { count: days, hms }) : hms;
  };
  let text: string | null = null;
  if (startsAt && secondsUntil(startsAt, now) > 0)
    text = t('promotions.time.startsIn', { time: left(secondsUntil(startsAt, now)) });
  else if (endsAt && secondsUntil(endsAt, now) > 0)
    text = t('promotions.time.endsIn', { time: left(secondsUntil(endsAt, now)) });
  else if (endsAt) text = t('promotions.time.ended');
  if (!text) return null;
  return (
    <span className={cx('inline-flex items-center gap-1 text-xs text-slate-400 tabular-nums', className)}>
      <ClockIcon size={14} aria-hidden="true" />
      {text}
    </span>
  );
}

export interface ActionTarget {
  id: number;
  kind: PromotionKind;
  action: PromotionAction | null;
  /** Why the action cannot be taken now: said in the button's place, before any tap. */
  blockedBy?: PromotionBlock | null;
}

/**
 * The claim or join button of a promotion (SPEC §5 action guard: a guest gets the login dialog); the
 * answer (its errorCode translated) shows under it. Apply needs a remark: on a card it links to the
 * detail page, whose remark form does it. A raffle's prize is claimed through claimRafflePromotion.
 */
export function ActionButton({
  target,
  compact,
  inRewardCentre,
}: {
  target: ActionTarget;
  compact?: boolean;
  inRewardCentre?: boolean;
}) {
  const { t } = useTranslation();
  const guard = useActionGuard();
  const errorMessage = useErrorMessage();
  const act = usePromotionAction(target.id);
  const changed = usePromotionsChanged();
  const raffle = useMutation({ mutationFn: () => claimRaffle(target.id), onSuccess: changed });
  const [done, setDone] = useState<ActivityStatus | null>(null);
  const { action } = target;
  // The answer stays after the action went away (the promotion was read again without it).
  if (!action && !done)
    return target.blockedBy ? <BlockedReason block={target.blockedBy} inRewardCentre={inRewardCentre} /> : null;
  const size = compact ? 'sm' : 'lg';
  if (action === 'apply' && compact)
    return (
      <Link to={`/promoDetail?id=${target.id}`} className={buttonClass('gold', size)}>
        {t('promotions.action.apply')}
      </Link>
    );
  const mutation = target.kind === 'raffle' && action === 'claim' ? raffle : act;
  const run = (a: PromotionAction) =>
    guard(() => {
      setDone(null);
      const onSuccess = (r: { status: ActivityStatus }) => setDone(r.status);
      if (mutation === raffle) raffle.mutate(undefined, { onSuccess });
      else act.mutate({ action: a }, { onSuccess });
    });
  return (
    <div className={cx('flex flex-col gap-2', !compact && 'w-full')}>
      {action && (
        <button
          type="button"
          onClick={() => run(action)}
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
          className={buttonClass('gold', size, compact ? undefined : 'w-full')}
        >
          {mutation.isPending && <Spinner size={16} className="border-2" />}
          {t(`promotions.action.${action}`)}
        </button>
      )}
      {mutation.isError && <FormAlert message={errorMessage(mutation.error)} />}
      {done && <FormAlert tone="success" message={t(`promotions.done.${done}`)} />}
    </div>
  );
}

/** Wagering done of a bonus as a progress bar, with the amounts. */
export function WageringBar({ bonus, className }: { bonus: BonusGrant; className?: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const id = useId();
  const percent = progressPercent(bonus.progress, bonus.required);
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span id={id} className="text-slate-300">
          {t('promotions.wagering.progress')}
        </span>
        <span className="text-slate-400 tabular-nums">
          {money(bonus.progress)} / {money(bonus.required)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('promotions.wagering.percent', { percent })}
        className="h-2.5 overflow-hidden rounded-full bg-navy-950 ring-1 ring-white/10"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-gold-400 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** A titled section of a promotions page. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cx('rounded-2xl bg-navy-850 p-4 ring-1 ring-white/10 sm:p-5', className)}>
      <h2 id={id} className="mb-3 text-base font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
