import type { PromotionDetail } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { QueryView } from '@/components/QueryView';
import { SafeHtml } from '@/components/SafeHtml';
import { Skeleton } from '@/components/Skeleton';
import { useActionGuard } from '@/features/auth';
import { useBrand, usePageTitle } from '@/features/brand';
import { useMoneyFormat } from '@/features/money';
import { useSession } from '@/features/session';
import { isApiError } from '@/lib/api';
import { useNow } from '@/lib/countdown';
import { formatDateTime } from '@/lib/format';
import { useOpenedOnce } from '@/lib/lazy';
import { useTranslation } from '@/lib/i18n';
import { ApplyForm } from './ApplyForm';
import { promotionQuery } from './queries';
import { ActionButton, Countdown, Section, StatusBadge } from './ui';

const parseId = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
};

/** /promoDetail?id=N: the promotion, its rules and terms, the member's status and what to do next. */
export function PromoDetailPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('pages.promoDetail'));
  const { token } = useSession();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const detail = useQuery({ ...promotionQuery(id ?? 0, i18n.language, token), enabled: id !== null });
  const notFound = (
    <EmptyState
      level={1}
      title={t('promotions.notFound')}
      description={t('promotions.notFoundText')}
      action={
        <Link to="/promotions" className={buttonClass('gold', 'md')}>
          {t('promotions.backToList')}
        </Link>
      }
    />
  );
  if (id === null) return notFound;
  if (isApiError(detail.error) && detail.error.errorCode === 'promotion_not_found') return notFound;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <Link to="/promotions" className="self-start text-sm text-slate-400 hover:text-white">
        ‹ {t('promotions.backToList')}
      </Link>
      <QueryView query={detail} loading={<DetailSkeleton />}>
        {(p) => <Detail promotion={p} />}
      </QueryView>
    </div>
  );
}

function Detail({ promotion: p }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const now = useNow();
  const status = p.mine?.status ?? p.status;
  return (
    <>
      <header className="overflow-hidden rounded-2xl bg-navy-850 ring-1 ring-white/10">
        {p.bannerUrl && <img src={p.bannerUrl} alt="" className="aspect-[16/6] w-full object-cover" />}
        <div className="flex flex-col gap-2 p-4 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h1 className="min-w-0 text-xl font-semibold break-words text-white sm:text-2xl">{p.title}</h1>
            {!p.blockedBy && <StatusBadge status={status} />}
          </div>
          <p className="text-sm text-slate-300">{p.summary}</p>
          <Countdown startsAt={p.startsAt} endsAt={p.endsAt} now={now} />
        </div>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-4">
          <Rules promotion={p} />
          {p.prizes.length > 0 && <Prizes promotion={p} />}
          {p.draw && <Draw draw={p.draw} />}
          <Section title={t('promotions.terms')}>
            <SafeHtml html={p.terms} className="text-sm text-slate-300" />
          </Section>
        </div>
        <div className="order-first lg:order-none">
          <Mine promotion={p} />
        </div>
      </div>
    </>
  );
}

/** The member's status, the action and what happens next. */
function Mine({ promotion: p }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { loggedIn } = useSession();
  const guard = useActionGuard();
  const { whitelabel } = useBrand();
  const mine = p.mine;
  const status = mine?.status ?? p.status;
  // The remark form stays once shown, with its answer, after the promotion is read again without the action.
  const applying = useOpenedOnce(p.action === 'apply');
  const facts: [string, ReactNode][] = [];
  if (mine?.amount != null) facts.push([t('promotions.mine.amount'), money(mine.amount)]);
  if (mine?.tickets != null) facts.push([t('promotions.mine.tickets'), mine.tickets]);
  if (mine?.rank != null) facts.push([t('promotions.mine.rank'), mine.rank]);
  if (mine?.turnover != null) facts.push([t('promotions.mine.turnover'), money(mine.turnover)]);
  if (mine?.remark) facts.push([t('promotions.mine.remark'), mine.remark]);
  if (mine?.reviewNote) facts.push([t('promotions.mine.reviewNote'), mine.reviewNote]);
  if (mine) facts.push([t('promotions.mine.updatedAt'), formatDateTime(mine.updatedAt, whitelabel.timeZone)]);
  return (
    <Section title={t('promotions.mine.title')} className="lg:sticky lg:top-32">
      <div className="flex flex-col gap-3">
        {!p.blockedBy && (
          <div className="flex items-center gap-2 text-sm text-slate-300">
            {t('promotions.mine.status')} <StatusBadge status={status} />
          </div>
        )}
        {/* A blocked action says why in its place (ActionButton): no "next step" that cannot be taken. */}
        {!p.blockedBy && (
          <p className="text-sm text-slate-400" data-testid="next-step">
            {t(`promotions.next.${status}`)}
          </p>
        )}
        {facts.length > 0 && (
          <dl className="flex flex-col gap-1.5 text-sm">
            {facts.map(([k, v]) => (
              <div key={k} className="flex justify-between gap-3">
                <dt className="text-slate-400">{k}</dt>
                <dd className="text-right break-all text-white tabular-nums">{v}</dd>
              </div>
            ))}
          </dl>
        )}
        {applying ? (
          loggedIn ? (
            <ApplyForm promotionId={p.id} />
          ) : (
            <button type="button" className={buttonClass('gold', 'lg', 'w-full')} onClick={() => guard()}>
              {t('promotions.action.apply')}
            </button>
          )
        ) : (
          <ActionButton target={p} />
        )}
      </div>
    </Section>
  );
}

/** Money keys of a definition's rules summary (ruleAmounts, money of minor units), percentages and the rest. */
const MONEY_RULES = new Set(['cap', 'minDeposit', 'minLoss', 'amount', 'ticketUnit', 'minTurnover']);
const PERCENT_RULES = new Set(['percent']);
const WORD_RULES = new Set(['deposits', 'period', 'ticketSource']);
const COUNT_RULES = new Set(['days', 'maxTicketsPerMember']);

function Rules({ promotion: p }: { promotion: PromotionDetail }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const rows: [string, ReactNode][] = [];
  for (const [key, value] of Object.entries(p.rules)) {
    if (value === null) continue;
    if (key === 'percentBps' && typeof value === 'number')
      rows.push([t('promotions.rules.percent'), `${number(value / 100)}%`]);
    else if (PERCENT_RULES.has(key) && typeof value === 'number')
      rows.push([t(`promotions.rules.${key}`), `${number(value)}%`]);
    else if (WORD_RULES.has(key) && typeof value === 'string')
      rows.push([t(`promotions.rules.${key}`), t(`promotions.rules.values.${value}`)]);
    else if (COUNT_RULES.has(key) && typeof value === 'number')
      rows.push([t(`promotions.rules.${key}`), number(value)]);
  }
  for (const [key, value] of Object.entries(p.ruleAmounts)) {
    if (MONEY_RULES.has(key)) rows.push([t(`promotions.rules.${key}`), money(value)]);
  }
  const w = p.wagering;
  rows.push([
    t('promotions.rules.wagering'),
    w.multiple > 0
      ? t(w.includeDeposit ? 'promotions.rules.multipleWithDeposit' : 'promotions.rules.multiple', {
          multiple: number(w.multiple),
        })
      : t('promotions.rules.noWagering'),
  ]);
  if (w.maxStake !== null) rows.push([t('promotions.rules.maxStake'), money(w.maxStake)]);
  rows.push([t('promotions.rules.expiry'), t('promotions.rules.days', { count: w.expiryDays })]);
  rows.push([t('promotions.rules.limit'), t(`promotions.rules.limits.${p.limit}`)]);
  return (
    <Section title={t('promotions.rules.title')}>
      <dl className="grid gap-2 sm:grid-cols-2">
        {rows.map(([k, v]) => (
          <div key={k} className="rounded-xl bg-navy-900/60 px-3 py-2 ring-1 ring-white/5">
            <dt className="text-xs text-slate-400">{k}</dt>
            <dd className="mt-0.5 text-sm font-medium text-white tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
      {w.multiple > 0 && w.weights.length > 0 && (
        <div className="mt-3">
          <h3 className="mb-2 text-sm font-medium text-slate-300">{t('promotions.rules.weights')}</h3>
          <ul className="flex flex-wrap gap-2">
            {w.weights.map((x) => (
              <li
                key={x.category}
                className="rounded-full bg-navy-900/60 px-3 py-1 text-xs text-slate-200 ring-1 ring-white/10"
              >
                {t(`games.category.${x.category}`)} · {number(x.percent)}%
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

type Prize = PromotionDetail['prizes'][number];

/** The rank and prize columns of the prizes and of a draw's winners. */
function usePrizeColumns() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return {
    rank: { id: 'rank', header: t('promotions.prizes.rank'), cell: (r: Prize) => `#${r.rank}`, rowHeader: true },
    amount: {
      id: 'amount',
      header: t('promotions.prizes.amount'),
      cell: (r: Prize) => money(r.amount),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
  } satisfies Record<string, Column<Prize>>;
}

function Prizes({ promotion: p }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const { rank, amount } = usePrizeColumns();
  return (
    <Section title={t('promotions.prizes.title')}>
      <DataTable
        rows={p.prizes}
        columns={[rank, amount]}
        rowKey={(r) => r.rank}
        caption={t('promotions.prizes.title')}
      />
    </Section>
  );
}

type DrawResult = NonNullable<PromotionDetail['draw']>;

/** A raffle's result: winners by prize, and the seed hash published before the draw with the seed after. */
function Draw({ draw }: { draw: DrawResult }) {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const { rank, amount } = usePrizeColumns();
  const columns: Column<DrawResult['winners'][number]>[] = [
    rank,
    { id: 'player', header: t('promotions.draw.player'), cell: (r) => r.player },
    amount,
  ];
  return (
    <Section title={t('promotions.draw.title')}>
      <p className="mb-3 text-sm text-slate-400">
        {t('promotions.draw.drawnAt', { time: formatDateTime(draw.drawnAt, whitelabel.timeZone) })}
      </p>
      <DataTable rows={draw.winners} columns={columns} rowKey={(r) => r.rank} caption={t('promotions.draw.title')} />
      <dl className="mt-3 flex flex-col gap-2 text-xs">
        <div>
          <dt className="text-slate-400">{t('promotions.draw.seedHash')}</dt>
          <dd className="font-mono break-all text-slate-200">{draw.serverSeedHash}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('promotions.draw.seed')}</dt>
          <dd className="font-mono break-all text-slate-200">{draw.serverSeed}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-500">{t('promotions.draw.verify')}</p>
    </Section>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-4">
      <Skeleton className="aspect-[16/6] rounded-2xl" />
      <Skeleton className="h-6 w-1/2 rounded" />
      <Skeleton className="h-32 rounded-2xl" />
    </div>
  );
}
