import {
  MISSION_PERIODS,
  type MemberMission,
  type MissionClaim,
  type MissionLeaderboard,
  type MissionPeriod,
} from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { buttonClass, cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { QueryView } from '@/components/QueryView';
import { Spinner } from '@/components/Spinner';
import { useBrand } from '@/features/brand';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { moneyKeys, useMoneyFormat } from '@/features/money';
import { useSession } from '@/features/session';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { claimMission } from './api';
import { useMissionSummary } from './hooks';
import { missionKeys, missionLeaderboardQuery, PAGE_REFRESH_MS } from './queries';

function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-navy-850 p-4 ring-1 ring-white/10 sm:p-5">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={id} className="text-base font-semibold text-white">
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

/**
 * missionLeaderboard (mission activity): the daily, weekly and one-off missions with the member's progress, the
 * claim buttons and when each period starts again, and this week's leaderboard of mission points. Progress
 * follows play: every balance change (the balance stream) reads the missions again, and so does a timer while
 * the page is open.
 */
export function MissionLeaderboardPage(_: MemberCentrePageProps) {
  const { t } = useTranslation();
  const summary = useMissionSummary(PAGE_REFRESH_MS);
  const [done, setDone] = useState<MissionClaim | null>(null);
  const claimText = useClaimText();

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('memberCentre.pages.missionLeaderboard')}</h2>
      <QueryView
        query={summary}
        loading={<PanelLoadingFallback />}
        isEmpty={(d) => d.missions.length === 0}
        empty={<EmptyState level={3} title={t('missions.empty')} description={t('missions.emptyText')} />}
      >
        {(data) => (
          <>
            <p className="text-sm text-slate-300" aria-live="polite" data-testid="missions-claimable">
              {data.claimable > 0
                ? t('missions.claimableCount', { count: data.claimable })
                : t('missions.noneClaimable')}
            </p>
            <div aria-live="polite">
              <FormAlert tone="success" message={done ? claimText(done) : null} />
            </div>
            {MISSION_PERIODS.map((period) => {
              const list = data.missions.filter((m) => m.period === period);
              if (list.length === 0) return null;
              const resetAt = period === 'daily' ? data.dailyResetAt : period === 'weekly' ? data.weeklyResetAt : null;
              return (
                <PeriodSection key={period} period={period} resetAt={resetAt}>
                  <ul className="flex flex-col gap-3">
                    {list.map((m) => (
                      <MissionCard key={m.id} mission={m} onClaimed={setDone} />
                    ))}
                  </ul>
                </PeriodSection>
              );
            })}
          </>
        )}
      </QueryView>
      <Leaderboard />
    </div>
  );
}

/** "Claimed: 10 points + a bonus of 5,000.00". */
function useClaimText() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (claim: MissionClaim) => {
    const parts: string[] = [];
    if (claim.points > 0) parts.push(t('missions.reward.points', { count: claim.points }));
    if (claim.bonus > 0n) parts.push(t('missions.reward.bonus', { amount: money(claim.bonus) }));
    return t('missions.claimed', { reward: parts.join(' + ') });
  };
}

function PeriodSection({
  period,
  resetAt,
  children,
}: {
  period: MissionPeriod;
  resetAt: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  return (
    <Section
      title={t(`missions.period.${period}`)}
      aside={
        <span className="text-xs text-slate-400 tabular-nums">
          {resetAt
            ? t('missions.resetsAt', { time: formatDateTime(resetAt, whitelabel.timeZone) })
            : t('missions.oneOff')}
        </span>
      }
    >
      {children}
    </Section>
  );
}

/** How far a mission is, in whole percent: integer arithmetic for money as for counts. */
function progressShare(m: MemberMission): number {
  if (m.targetAmount !== null) {
    const target = m.targetAmount;
    return target > 0n ? Math.min(100, Number(((m.progressAmount ?? 0n) * 100n) / target)) : 0;
  }
  const target = m.targetCount ?? 0;
  return target > 0 ? Math.min(100, Math.floor(((m.progressCount ?? 0) / target) * 100)) : 0;
}

function MissionCard({ mission: m, onClaimed }: { mission: MemberMission; onClaimed: (c: MissionClaim) => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorMessage = useErrorMessage();
  const client = useQueryClient();
  const labelId = useId();
  const claim = useMutation({
    mutationFn: () => claimMission(m.id),
    onSuccess: (c) => {
      onClaimed(c);
      void client.invalidateQueries({ queryKey: missionKeys.all });
      if (c.bonus > 0n) void client.invalidateQueries({ queryKey: moneyKeys.all });
    },
  });
  // Money kinds carry their target and progress as money, the others as counts (decision 0021).
  const count = (n: number | null) => (n ?? 0).toLocaleString();
  const target = m.targetAmount !== null ? money(m.targetAmount) : count(m.targetCount);
  const progress = m.progressAmount !== null ? money(m.progressAmount) : count(m.progressCount);
  const percent = progressShare(m);
  const reward: string[] = [];
  if (m.rewardPoints > 0) reward.push(t('missions.reward.points', { count: m.rewardPoints }));
  if (m.rewardBonus > 0n)
    reward.push(t('missions.reward.bonusWagering', { amount: money(m.rewardBonus), multiple: m.wageringMultiple }));

  return (
    <li
      className="flex flex-col gap-3 rounded-xl bg-navy-900/60 px-4 py-3 ring-1 ring-white/5 sm:flex-row sm:items-center"
      aria-labelledby={labelId}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p id={labelId} className="font-medium text-white">
            {m.name}
          </p>
          <p className="text-xs font-semibold text-gold-300">{reward.join(' + ')}</p>
        </div>
        {m.description && <p className="text-xs text-slate-400">{m.description}</p>}
        {m.gameName && <p className="text-xs text-slate-400">{t('missions.game', { name: m.gameName })}</p>}
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('missions.progress', { progress, target })}
            className="h-2.5 flex-1 overflow-hidden rounded-full bg-navy-950 ring-1 ring-white/10"
          >
            <div
              className={cx(
                'h-full rounded-full transition-[width] duration-500',
                m.status === 'in_progress' ? 'bg-gradient-to-r from-primary to-gold-400' : 'bg-emerald-500',
              )}
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="shrink-0 text-xs text-slate-300 tabular-nums">
            {progress} / {target}
          </span>
        </div>
        {claim.isError && <FormAlert message={errorMessage(claim.error)} />}
      </div>
      <div className="sm:w-36 sm:shrink-0">
        {m.status === 'claimed' ? (
          <span className="flex h-10 items-center justify-center rounded-lg bg-white/5 text-sm text-emerald-300">
            {t('missions.status.claimed')}
          </span>
        ) : (
          <button
            type="button"
            className={buttonClass(m.status === 'claimable' ? 'gold' : 'outline', 'md', 'w-full')}
            disabled={m.status !== 'claimable' || claim.isPending}
            aria-describedby={labelId}
            onClick={() => claim.mutate()}
          >
            {claim.isPending && <Spinner size={16} className="border-2" />}
            {m.status === 'claimable' ? t('missions.claim') : t('missions.status.in_progress')}
          </button>
        )}
      </div>
    </li>
  );
}

function Leaderboard() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { whitelabel } = useBrand();
  const board = useQuery(missionLeaderboardQuery(token));
  return (
    <Section
      title={t('missions.leaderboard.title')}
      aside={
        board.data && (
          <span className="text-xs text-slate-400 tabular-nums">
            {t('missions.resetsAt', { time: formatDateTime(board.data.resetAt, whitelabel.timeZone) })}
          </span>
        )
      }
    >
      <QueryView query={board} loading={<PanelLoadingFallback />}>
        {(data) => <LeaderboardBody board={data} />}
      </QueryView>
    </Section>
  );
}

function LeaderboardBody({ board }: { board: MissionLeaderboard }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-lg bg-primary/10 px-3 py-2 text-sm text-slate-200" data-testid="missions-my-place">
        {board.me.rank === null
          ? t('missions.leaderboard.meNone')
          : t('missions.leaderboard.me', { rank: board.me.rank, count: board.me.points })}
      </p>
      {board.list.length === 0 ? (
        <p className="text-sm text-slate-400">{t('missions.leaderboard.empty')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-white/5" aria-label={t('missions.leaderboard.title')}>
          {board.list.map((r) => (
            <li
              key={r.rank}
              className={cx(
                'flex items-center gap-3 px-1 py-2 text-sm',
                board.me.rank === r.rank && 'rounded-lg bg-gold-400/10',
              )}
            >
              <span
                className={cx(
                  'w-8 shrink-0 text-center font-semibold tabular-nums',
                  r.rank <= 3 ? 'text-gold-300' : 'text-slate-400',
                )}
              >
                {r.rank}
              </span>
              <span className="flex-1 text-slate-200">{r.player}</span>
              <span className="text-gold-300 tabular-nums">{t('missions.reward.points', { count: r.points })}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
