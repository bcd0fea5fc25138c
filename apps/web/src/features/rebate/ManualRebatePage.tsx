import { IS_AGENT, type RebateClaim, type RebateLine, type RebateSummary } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClass, cx } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { RecordPages } from '@/components/RecordPages';
import { QueryView } from '@/components/QueryView';
import { Spinner } from '@/components/Spinner';
import { useBrand } from '@/features/brand';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { moneyKeys, useBalance, useMoneyFormat, useRateFormat } from '@/features/money';
import { useSession } from '@/features/session';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { claimRebate, newRequestKey } from './api';
import { rebateClaimsQuery, rebateKeys, rebateSummaryQuery } from './queries';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-navy-850 p-4 ring-1 ring-white/10 sm:p-5">
      <h3 className="mb-3 text-base font-semibold text-white">{title}</h3>
      {children}
    </section>
  );
}

/**
 * manualRebate (cashback): the valid bets per game category since the last claim, the member's rates and what a
 * claim pays now, the claim button and the claims made. It follows play: every change of the balance (the balance
 * stream) reads the summary again.
 */
export function ManualRebatePage(_: MemberCentrePageProps) {
  const { t } = useTranslation();
  const { loggedIn, token, isAgent } = useSession();
  const client = useQueryClient();
  const real = loggedIn && isAgent !== IS_AGENT.TRIAL;
  const summary = useQuery({ ...rebateSummaryQuery(token), enabled: real });
  const balance = useBalance().data;
  const seen = useRef(balance);
  useEffect(() => {
    if (seen.current === balance) return;
    const first = seen.current === undefined;
    seen.current = balance;
    if (!first) void client.invalidateQueries({ queryKey: rebateKeys.summary });
  }, [balance, client]);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('memberCentre.pages.manualRebate')}</h2>
      <QueryView query={summary} loading={<PanelLoadingFallback />}>
        {(data) => (
          <>
            <ClaimPanel summary={data} />
            <Section title={t('rebate.lines.title')}>
              <Lines lines={data.lines} />
            </Section>
          </>
        )}
      </QueryView>
      {real && <Claims />}
    </div>
  );
}

function ClaimPanel({ summary: s }: { summary: RebateSummary }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { whitelabel } = useBrand();
  const errorMessage = useErrorMessage();
  const client = useQueryClient();
  // One key per intent: a retry after a lost answer replays the first claim; a new key after each success.
  const key = useRef(newRequestKey());
  const [done, setDone] = useState<RebateClaim | null>(null);
  const claim = useMutation({
    mutationFn: () => claimRebate(key.current),
    onSuccess: (c) => {
      key.current = newRequestKey();
      setDone(c);
      void client.invalidateQueries({ queryKey: rebateKeys.all });
      void client.invalidateQueries({ queryKey: moneyKeys.all });
    },
  });
  const blockedText =
    s.blocked === 'nothing'
      ? t('rebate.blocked.nothing')
      : s.blocked === 'below_minimum'
        ? t('rebate.blocked.belowMinimum', { min: money(s.minClaim) })
        : s.blocked === 'daily_cap'
          ? t('rebate.blocked.dailyCap')
          : null;
  return (
    <Section title={t('rebate.claim.title')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm text-slate-400">{t('rebate.claim.claimable')}</p>
          <p className="text-3xl font-semibold text-gold-300 tabular-nums" data-testid="rebate-claimable">
            {money(s.claimable)}
          </p>
          {s.claimable > 0n && s.claimable < s.amount && (
            <p className="text-xs text-slate-400">{t('rebate.claim.capped', { amount: money(s.amount) })}</p>
          )}
        </div>
        <button
          type="button"
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
          disabled={s.blocked !== null || claim.isPending}
          onClick={() => {
            setDone(null);
            claim.mutate();
          }}
        >
          {claim.isPending && <Spinner size={16} className="border-2" />}
          {t('rebate.claim.button')}
        </button>
      </div>
      {blockedText && <p className="mt-3 text-sm text-slate-400">{blockedText}</p>}
      <div className="mt-3" aria-live="polite">
        <FormAlert message={claim.isError ? errorMessage(claim.error) : null} />
        {done && (
          <FormAlert
            tone="success"
            message={
              done.payout === 'bonus'
                ? t('rebate.claim.doneBonus', { amount: money(done.amount), multiple: done.wageringMultiple })
                : t('rebate.claim.done', { amount: money(done.amount) })
            }
          />
        )}
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Fact label={t('rebate.facts.vip')} value={`VIP${s.vipLevel}`} />
        <Fact label={t('rebate.facts.minClaim')} value={money(s.minClaim)} />
        <Fact
          label={t('rebate.facts.dailyCap')}
          value={
            s.dailyCap === null
              ? t('rebate.facts.noCap')
              : t('rebate.facts.paidOfCap', { paid: money(s.paidToday), cap: money(s.dailyCap) })
          }
        />
        <Fact
          label={t('rebate.facts.payout')}
          value={
            s.payout === 'bonus'
              ? t('rebate.facts.payoutBonus', { multiple: s.wageringMultiple })
              : t('rebate.facts.payoutMain')
          }
        />
        <Fact
          label={t('rebate.facts.lastClaim')}
          value={s.lastClaimAt ? formatDateTime(s.lastClaimAt, whitelabel.timeZone) : t('rebate.facts.never')}
        />
      </dl>
      <p className="mt-3 text-xs text-slate-500">{t('rebate.explain')}</p>
    </Section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-slate-400">{label}</dt>
      <dd className="text-right text-slate-200 tabular-nums">{value}</dd>
    </div>
  );
}

function Lines({ lines }: { lines: RebateLine[] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const percent = useRateFormat();
  if (lines.length === 0) return <p className="text-sm text-slate-400">{t('rebate.lines.empty')}</p>;
  const columns: Column<RebateLine>[] = [
    {
      id: 'category',
      header: t('rebate.lines.category'),
      cell: (l) => t(`games.category.${l.gameType}`),
      rowHeader: true,
    },
    {
      id: 'validBet',
      header: t('rebate.lines.validBet'),
      cell: (l) => money(l.validBet),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
    {
      id: 'rate',
      header: t('rebate.lines.rate'),
      cell: (l) => percent(l.rateBps),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
    {
      id: 'amount',
      header: t('rebate.lines.amount'),
      cell: (l) => money(l.amount),
      align: 'right',
      cellClassName: (l) => cx('tabular-nums', l.amount < 0n ? 'text-rose-300' : 'text-gold-300'),
    },
  ];
  return (
    <>
      <DataTable
        rows={lines}
        columns={columns}
        rowKey={(l) => l.gameType}
        caption={t('rebate.lines.title')}
        look={{ frame: 'hidden rounded-lg ring-1 ring-white/10 sm:block' }}
      />
      <ul className="flex flex-col gap-2 sm:hidden" aria-label={t('rebate.lines.title')}>
        {lines.map((l) => (
          <li key={l.gameType} className="rounded-xl bg-navy-900/60 px-4 py-3 ring-1 ring-white/5">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-white">{t(`games.category.${l.gameType}`)}</span>
              <span
                className={cx('text-sm font-semibold tabular-nums', l.amount < 0n ? 'text-rose-300' : 'text-gold-300')}
              >
                {money(l.amount)}
              </span>
            </div>
            <p className="mt-1 text-xs text-slate-400 tabular-nums">
              {t('rebate.lines.validBet')}: {money(l.validBet)} · {t('rebate.lines.rate')}: {percent(l.rateBps)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function Claims() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { whitelabel } = useBrand();
  const { token } = useSession();
  const [page, setPage] = useState(1);
  const claims = useQuery(rebateClaimsQuery(page, token));
  const payout = (c: RebateClaim) =>
    c.payout === 'bonus' ? t('rebate.history.asBonus', { multiple: c.wageringMultiple }) : t('rebate.history.asMain');
  const columns: Column<RebateClaim>[] = [
    {
      id: 'time',
      header: t('rebate.history.time'),
      cell: (c) => formatDateTime(c.createdAt, whitelabel.timeZone),
      cellClassName: 'whitespace-nowrap tabular-nums',
    },
    {
      id: 'validBet',
      header: t('rebate.history.validBet'),
      cell: (c) => money(c.validBet),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
    {
      id: 'amount',
      header: t('rebate.history.amount'),
      cell: (c) => money(c.amount),
      align: 'right',
      cellClassName: 'tabular-nums text-gold-300',
    },
    { id: 'payout', header: t('rebate.history.payout'), cell: payout },
  ];
  return (
    <Section title={t('rebate.history.title')}>
      <QueryView
        query={claims}
        loading={<PanelLoadingFallback />}
        isEmpty={(d) => d.list.length === 0}
        empty={
          <EmptyState
            level={3}
            className="py-6"
            title={t('rebate.history.empty')}
            description={t('rebate.history.emptyText')}
          />
        }
      >
        {(data) => (
          <RecordPages
            rows={data.list}
            columns={columns}
            rowKey={(c) => c.id}
            caption={t('rebate.history.title')}
            card={(c) => (
              <>
                <div className="flex items-center justify-between gap-2">
                  <span className="text-xs text-slate-400 tabular-nums">
                    {formatDateTime(c.createdAt, whitelabel.timeZone)}
                  </span>
                  <span className="text-sm font-semibold text-gold-300 tabular-nums">{money(c.amount)}</span>
                </div>
                <p className="mt-1 text-xs text-slate-400 tabular-nums">
                  {t('rebate.history.validBet')}: {money(c.validBet)} · {payout(c)}
                </p>
              </>
            )}
            page={page}
            totalPages={data.totalPages}
            onPage={setPage}
            fetching={claims.isFetching}
          />
        )}
      </QueryView>
    </Section>
  );
}
