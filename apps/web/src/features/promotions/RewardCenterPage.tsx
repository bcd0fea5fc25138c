import type { BonusGrant, Reward } from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClass, cx } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { useConfirm } from '@/components/GeneralModal';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { QueryView } from '@/components/QueryView';
import { Spinner } from '@/components/Spinner';
import { useBrand } from '@/features/brand';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { useMoneyFormat } from '@/features/money';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { forfeitBonus } from './api';
import { usePromotionsChanged, useRewardCenter } from './hooks';
import { BONUS_TONE } from './status';
import { ActionButton, Section, StatusBadge, WageringBar } from './ui';

/** rewardCenter: rewards waiting (with their claim buttons), the open bonus's wagering and the latest bonuses. */
export function RewardCenterPage({ close }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const rewards = useRewardCenter();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('memberCentre.pages.rewardCenter')}</h2>
      <QueryView query={rewards} loading={<PanelLoadingFallback />}>
        {(data) => (
          <>
            <Section title={t('promotions.rewards.active')}>
              {data.active ? (
                <ActiveBonus bonus={data.active} />
              ) : (
                <p className="text-sm text-slate-400">{t('promotions.rewards.noActive')}</p>
              )}
            </Section>
            <Section title={t('promotions.rewards.waiting')}>
              {data.waiting.length === 0 ? (
                <EmptyState
                  level={3}
                  className="py-6"
                  title={t('promotions.rewards.nothingWaiting')}
                  description={t('promotions.rewards.nothingWaitingText')}
                  action={
                    <Link to="/promotions" onClick={close} className={buttonClass('outline', 'md')}>
                      {t('promotions.rewards.browse')}
                    </Link>
                  }
                />
              ) : (
                <ul className="flex flex-col gap-2">
                  {data.waiting.map((r) => (
                    <WaitingReward key={r.promotionId} reward={r} />
                  ))}
                </ul>
              )}
            </Section>
            <Section title={t('promotions.rewards.history')}>
              {data.history.length === 0 ? (
                <p className="text-sm text-slate-400">{t('promotions.rewards.noHistory')}</p>
              ) : (
                <BonusHistory rows={data.history} />
              )}
            </Section>
          </>
        )}
      </QueryView>
    </div>
  );
}

function WaitingReward({ reward: r }: { reward: Reward }) {
  const money = useMoneyFormat();
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-navy-900/60 px-4 py-3 ring-1 ring-white/5 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-white">{r.title}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          {/* A reward that cannot be taken now says why beside it, not "Claim". */}
          {r.claimable && <StatusBadge status={r.status} />}
          {r.amount !== null && <span className="font-semibold text-gold-300 tabular-nums">{money(r.amount)}</span>}
        </div>
      </div>
      <ActionButton
        target={{ id: r.promotionId, kind: r.kind, action: r.action, blockedBy: r.reason }}
        compact
        inRewardCentre
      />
    </li>
  );
}

/** The open bonus: its wagering progress, limits and the forfeit button (after a confirmation). */
function ActiveBonus({ bonus }: { bonus: BonusGrant }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { whitelabel } = useBrand();
  const confirm = useConfirm();
  const errorMessage = useErrorMessage();
  const changed = usePromotionsChanged();
  const forfeit = useMutation({ mutationFn: forfeitBonus, onSuccess: changed });
  const ask = async () => {
    const yes = await confirm({
      title: t('promotions.forfeit.title'),
      content: t('promotions.forfeit.text', { amount: money(bonus.amount) }),
      confirm: t('promotions.forfeit.confirm'),
      variant: 'danger',
    });
    if (yes) forfeit.mutate();
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-white">{bonus.title}</p>
        <p className="text-lg font-semibold text-gold-300 tabular-nums">{money(bonus.amount)}</p>
      </div>
      <WageringBar bonus={bonus} />
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-400">{t('promotions.wagering.expiresAt')}</dt>
          <dd className="text-slate-200 tabular-nums">{formatDateTime(bonus.expiresAt, whitelabel.timeZone)}</dd>
        </div>
        {bonus.maxStake !== null && (
          <div className="flex justify-between gap-2">
            <dt className="text-slate-400">{t('promotions.rules.maxStake')}</dt>
            <dd className="text-slate-200 tabular-nums">{money(bonus.maxStake)}</dd>
          </div>
        )}
        {bonus.weights.length > 0 && (
          <div className="flex justify-between gap-2 sm:col-span-2">
            <dt className="text-slate-400">{t('promotions.rules.weights')}</dt>
            <dd className="text-right text-slate-200">
              {bonus.weights.map((w) => `${t(`games.category.${w.category}`)} ${w.percent}%`).join(' · ')}
            </dd>
          </div>
        )}
      </dl>
      <p className="text-xs text-slate-500">{t('promotions.wagering.explain')}</p>
      <FormAlert message={forfeit.isError ? errorMessage(forfeit.error) : null} />
      <button
        type="button"
        onClick={() => void ask()}
        disabled={forfeit.isPending}
        className={buttonClass('outline', 'md', 'self-start')}
      >
        {forfeit.isPending && <Spinner size={16} className="border-2" />}
        {t('promotions.forfeit.button')}
      </button>
    </div>
  );
}

/** A bonus's status in its own colour. */
export function BonusBadge({ status }: { status: BonusGrant['status'] }) {
  const { t } = useTranslation();
  return (
    <span
      className={cx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        BONUS_TONE[status],
      )}
    >
      {t(`promotions.bonusStatus.${status}`)}
    </span>
  );
}

function BonusHistory({ rows }: { rows: BonusGrant[] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { whitelabel } = useBrand();
  const columns: Column<BonusGrant>[] = [
    { id: 'title', header: t('promotions.records.title'), cell: (r) => r.title, rowHeader: true },
    {
      id: 'amount',
      header: t('promotions.records.amount'),
      cell: (r) => money(r.amount),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
    { id: 'status', header: t('promotions.records.status'), cell: (r) => <BonusBadge status={r.status} /> },
    {
      id: 'time',
      header: t('promotions.records.time'),
      cell: (r) => formatDateTime(r.createdAt, whitelabel.timeZone),
      cellClassName: 'whitespace-nowrap tabular-nums',
    },
  ];
  return <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption={t('promotions.rewards.history')} />;
}
