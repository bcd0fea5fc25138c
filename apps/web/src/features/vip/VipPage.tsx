import type { VipMemberStatus, VipRank, VipRewardKind, VipRewardState } from '@lotus/contracts';
import { IS_AGENT } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { buttonClass, cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { QueryView } from '@/components/QueryView';
import { Skeleton } from '@/components/Skeleton';
import { Spinner } from '@/components/Spinner';
import { openAuthDialog } from '@/features/auth';
import { useBrand, usePageTitle } from '@/features/brand';
import { useMoneyFormat } from '@/features/money';
import { memberKeys, useMemberInfo, useSession } from '@/features/session';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { claimVipReward } from './api';
import { vipKeys, vipOverviewQuery } from './queries';
import { VipBadge } from './VipBadge';

const nameIn = (name: { vi: string; en: string }, language: string) => (language === 'en' ? name.en : name.vi);

/** /vip: the member's rank, progress to the next and rewards (when signed in), and the brand's rank table. */
export function VipPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('pages.vip'));
  const { token, loggedIn, isAgent } = useSession();
  const overview = useQuery(vipOverviewQuery(token));
  useHeaderRankFollows(overview.data?.member?.level);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-white sm:text-2xl">{t('pages.vip')}</h1>
        <p className="mt-1 text-sm text-slate-400">{t('vip.subtitle')}</p>
      </div>
      <QueryView
        query={overview}
        loading={<VipSkeleton />}
        isEmpty={(v) => v.ranks.length === 0}
        empty={<EmptyState title={t('vip.empty')} description={t('vip.emptyText')} />}
      >
        {(v) => (
          <>
            {v.member ? (
              <MemberPanel member={v.member} ranks={v.ranks} />
            ) : (
              <SignInPrompt trial={loggedIn && isAgent === IS_AGENT.TRIAL} />
            )}
            <RankTable ranks={v.ranks} current={v.member?.level ?? null} language={i18n.language} />
          </>
        )}
      </QueryView>
    </div>
  );
}

/** After an evaluation moved the rank, the header (member info) is read again so it shows the same rank. */
function useHeaderRankFollows(level: number | undefined) {
  const info = useMemberInfo();
  const client = useQueryClient();
  const shown = info.data?.clubLabel.rankLevel;
  useEffect(() => {
    if (level !== undefined && shown !== undefined && level !== shown)
      void client.invalidateQueries({ queryKey: memberKeys.info });
  }, [level, shown, client]);
}

function VipSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-40 w-full rounded-2xl" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-48 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
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

function SignInPrompt({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-start gap-3 rounded-2xl bg-navy-850 p-4 ring-1 ring-white/10 sm:flex-row sm:items-center sm:p-5">
      <p className="flex-1 text-sm text-slate-300">{trial ? t('vip.trialPrompt') : t('vip.signInPrompt')}</p>
      {!trial && (
        <button type="button" className={buttonClass('primary', 'md')} onClick={() => openAuthDialog('login')}>
          {t('vip.signIn')}
        </button>
      )}
    </section>
  );
}

function MemberPanel({ member, ranks }: { member: VipMemberStatus; ranks: VipRank[] }) {
  const { t, i18n } = useTranslation();
  const { whitelabel } = useBrand();
  const rank = ranks.find((r) => r.level === member.level);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title={t('vip.yourRank')}>
        <div className="flex items-center gap-3">
          <VipBadge level={member.level} color={rank?.color ?? '#64748b'} size={64} />
          <div className="min-w-0">
            <p className="text-lg font-semibold text-white" data-testid="vip-member-rank">
              VIP{member.level} · {nameIn(member.name, i18n.language)}
            </p>
            <p className="text-xs text-slate-400">
              {t('vip.since', { date: formatDateTime(member.since, whitelabel.timeZone).slice(0, 10) })}
            </p>
          </div>
        </div>
        <div className="mt-4">
          {member.next ? <NextRank next={member.next} /> : <p className="text-sm text-gold-300">{t('vip.top')}</p>}
        </div>
        {member.keep && <Keep keep={member.keep} />}
      </Panel>
      <Rewards rewards={member.rewards} wagering={rank?.wageringMultiple ?? null} />
    </div>
  );
}

function NextRank({ next }: { next: NonNullable<VipMemberStatus['next']> }) {
  const { t, i18n } = useTranslation();
  const label = t('vip.nextRank', { rank: `VIP${next.level} · ${nameIn(next.name, i18n.language)}` });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-white">{label}</p>
        <p className="text-sm font-semibold text-gold-300 tabular-nums">{next.percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={next.percent}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full rounded-full bg-gold-400" style={{ width: `${next.percent}%` }} />
      </div>
      <p className="text-xs text-slate-400">{t('vip.window', { days: next.days })}</p>
      <dl className="grid gap-2 sm:grid-cols-2">
        <Criterion label={t('vip.deposits')} c={next.deposit} />
        <Criterion label={t('vip.validBets')} c={next.validBet} />
      </dl>
    </div>
  );
}

function Criterion({ label, c }: { label: string; c: { required: bigint; done: bigint; missing: bigint } }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <div className="rounded-xl bg-navy-900/60 px-3 py-2 ring-1 ring-white/5">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="text-sm text-slate-100 tabular-nums">
        {money(c.done)} / {money(c.required)}
      </dd>
      <dd className={cx('text-xs', c.missing > 0n ? 'text-amber-300' : 'text-emerald-300')}>
        {c.missing > 0n ? t('vip.missing', { amount: money(c.missing) }) : t('vip.met')}
      </dd>
    </div>
  );
}

function Keep({ keep }: { keep: NonNullable<VipMemberStatus['keep']> }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-white/10 pt-3">
      <p className="text-sm font-medium text-white">{t('vip.keep')}</p>
      <p className="text-xs text-slate-400">{t('vip.keepText', { date: keep.reviewOn })}</p>
      <dl className="grid gap-2 sm:grid-cols-2">
        <Criterion label={t('vip.deposits')} c={keep.deposit} />
        <Criterion label={t('vip.validBets')} c={keep.validBet} />
      </dl>
    </div>
  );
}

function Rewards({ rewards, wagering }: { rewards: VipRewardState[]; wagering: number | null }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorMessage = useErrorMessage();
  const client = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const claim = useMutation({
    mutationFn: (kind: VipRewardKind) => claimVipReward(kind),
    onMutate: () => setDone(null),
    onSuccess: (r) => {
      setDone(t('vip.claimed', { amount: money(r.amount) }));
      void client.invalidateQueries({ queryKey: vipKeys.overview });
      // The bonus wallet and the reward centre changed.
      void client.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
  return (
    <Panel title={t('vip.rewards')}>
      <ul className="flex flex-col gap-2">
        {rewards.map((r) => (
          <li
            key={r.kind}
            data-reward={r.kind}
            className="flex flex-wrap items-center gap-3 rounded-xl bg-navy-900/60 px-3 py-2 ring-1 ring-white/5"
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-white">{t(`vip.reward.${r.kind}`)}</p>
              <p className="text-xs text-slate-400">{t(`vip.rewardHint.${r.kind}`)}</p>
            </div>
            <span className="text-sm font-semibold text-gold-300 tabular-nums">
              {r.amount > 0n ? money(r.amount) : '—'}
            </span>
            {r.status === 'claimable' ? (
              <button
                type="button"
                className={buttonClass('primary', 'sm')}
                disabled={claim.isPending}
                onClick={() => claim.mutate(r.kind)}
                aria-label={`${t('vip.claim')} ${t(`vip.reward.${r.kind}`)}`}
              >
                {claim.isPending && claim.variables === r.kind && <Spinner size={14} className="border-2" />}
                {t('vip.claim')}
              </button>
            ) : (
              <span className="text-xs text-slate-400">{t(`vip.rewardStatus.${r.status}`)}</span>
            )}
          </li>
        ))}
      </ul>
      {wagering !== null && wagering > 0 && (
        <p className="mt-3 text-xs text-slate-500">{t('vip.wagering', { multiple: wagering })}</p>
      )}
      <div className="mt-3 empty:hidden">
        <FormAlert message={claim.isError ? errorMessage(claim.error) : null} />
        <FormAlert tone="success" message={done} />
      </div>
    </Panel>
  );
}

function RankTable({ ranks, current, language }: { ranks: VipRank[]; current: number | null; language: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const amount = (n: bigint) => (n > 0n ? money(n) : '—');
  return (
    <Panel title={t('vip.table')} className="bg-transparent p-0 ring-0 sm:p-0">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ranks.map((r) => (
          <li
            key={r.level}
            aria-current={r.level === current ? 'true' : undefined}
            className={cx(
              'flex flex-col gap-3 rounded-2xl bg-navy-850 p-4 ring-1',
              r.level === current ? 'ring-2 ring-gold-400' : 'ring-white/10',
            )}
          >
            <div className="flex items-center gap-3">
              <VipBadge level={r.level} color={r.color} />
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold text-white">
                  VIP{r.level} · {nameIn(r.name, language)}
                </h3>
                {r.level === current && <p className="text-xs font-semibold text-gold-300">{t('vip.current')}</p>}
              </div>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-slate-400">{t('vip.promote')}</dt>
              <dd className="text-right text-slate-200">
                {r.promoteDeposit === 0n && r.promoteValidBet === 0n
                  ? '—'
                  : t('vip.criteriaText', {
                      deposit: money(r.promoteDeposit),
                      bets: money(r.promoteValidBet),
                      days: r.promoteDays,
                    })}
              </dd>
              <dt className="text-slate-400">{t('vip.keepCriteria')}</dt>
              <dd className="text-right text-slate-200">
                {r.keepDeposit === 0n && r.keepValidBet === 0n
                  ? '—'
                  : t('vip.keepCriteriaText', { deposit: money(r.keepDeposit), bets: money(r.keepValidBet) })}
              </dd>
              <dt className="text-slate-400">{t('vip.reward.levelUp')}</dt>
              <dd className="text-right text-slate-200 tabular-nums">{amount(r.levelUpBonus)}</dd>
              <dt className="text-slate-400">{t('vip.reward.weekly')}</dt>
              <dd className="text-right text-slate-200 tabular-nums">{amount(r.weeklyBonus)}</dd>
              <dt className="text-slate-400">{t('vip.reward.monthly')}</dt>
              <dd className="text-right text-slate-200 tabular-nums">{amount(r.monthlyBonus)}</dd>
              <dt className="text-slate-400">{t('vip.reward.birthday')}</dt>
              <dd className="text-right text-slate-200 tabular-nums">{amount(r.birthdayBonus)}</dd>
              <dt className="text-slate-400">{t('vip.withdrawLimit')}</dt>
              <dd className="text-right text-slate-200">
                {r.withdrawDailyMaxAmount === null && r.withdrawDailyMaxCount === null
                  ? t('vip.withdrawStandard')
                  : t('vip.withdrawText', {
                      amount: r.withdrawDailyMaxAmount === null ? '—' : money(r.withdrawDailyMaxAmount),
                      count: r.withdrawDailyMaxCount ?? '—',
                    })}
              </dd>
            </dl>
            {r.vipService && (
              <p className="self-start rounded-full bg-gold-400/10 px-2.5 py-0.5 text-xs font-semibold text-gold-300 ring-1 ring-gold-400/30">
                {t('vip.vipService')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
