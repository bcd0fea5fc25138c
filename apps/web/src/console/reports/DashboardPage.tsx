import type { DashboardBrand, DashboardFigures, SiteLanguage } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cx } from '@/components/cx';
import { DAY_PRESETS, DayPresets, type DayPreset } from '@/components/DayPresets';
import { QueryView } from '@/components/QueryView';
import { Spinner } from '@/components/Spinner';
import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../ConsolePage';
import { useMoney } from '../members/shared';
import { WelcomePage } from '../home/WelcomePage';
import { useCan } from '../operator';
import { TrendChart } from './charts';
import { dashboardQuery } from './queries';
import { SignificantEventCounts } from './SignificantEventsPage';

type Figure = keyof DashboardFigures;
/** The figures that count (the others are money). */
type Count = { [K in Figure]: DashboardFigures[K] extends number ? K : never }[Figure];

/** The cards: a count or an amount (money, a bigint) each, and the figure shown under it (the count of an amount). */
const CARDS: { key: Figure; sub?: Count }[] = [
  { key: 'registrations' },
  { key: 'firstDepositAmount', sub: 'firstDeposits' },
  { key: 'depositAmount', sub: 'deposits' },
  { key: 'withdrawalAmount', sub: 'withdrawals' },
  { key: 'stake', sub: 'bets' },
  { key: 'ggr' },
  { key: 'activePlayers' },
];

const CHARTS: { key: Figure; kind: 'line' | 'bar' }[] = [
  { key: 'depositAmount', kind: 'line' },
  { key: 'withdrawalAmount', kind: 'line' },
  { key: 'ggr', kind: 'bar' },
  { key: 'registrations', kind: 'bar' },
  { key: 'firstDeposits', kind: 'bar' },
  { key: 'activePlayers', kind: 'line' },
];

/** /console (dashboard.read): each brand's today against yesterday, and its last 7 or 30 days drawn day by day. */
export function DashboardPage() {
  const can = useCan('dashboard.read');
  return can ? <Dashboard /> : <WelcomePage />;
}

function Dashboard() {
  const { t } = useTranslation();
  const [days, setDays] = useState<DayPreset>(DAY_PRESETS[0]);
  const query = useQuery(dashboardQuery(days));
  return (
    <ConsolePage
      title={t('console.dashboard.title')}
      description={t('console.dashboard.text')}
      actions={
        <DayPresets
          value={days}
          onChange={setDays}
          label={t('console.dashboard.period')}
          optionLabel={(d) => t('console.dashboard.lastDays', { count: d })}
        />
      }
    >
      <SignificantEventCounts />
      <QueryView
        query={query}
        loading={
          <div className="flex justify-center py-12">
            <Spinner />
          </div>
        }
        isEmpty={(d) => d.brands.length === 0}
        empty={<p className="py-8 text-center text-sm text-slate-400">{t('console.dashboard.noBrands')}</p>}
      >
        {(d) => (
          <div className="flex flex-col gap-6">
            {d.brands.map((b) => (
              <BrandDashboard key={b.brand} brand={b} days={d.days} />
            ))}
          </div>
        )}
      </QueryView>
    </ConsolePage>
  );
}

/** The change of today against yesterday, in per cent ("—" when yesterday had nothing); a ratio, so money's
 * bigints may become floats here. */
function change(today: number | bigint, yesterday: number | bigint): { text: string; tone: 'up' | 'down' | 'flat' } {
  if (today === yesterday) return { text: '0%', tone: 'flat' };
  if (Number(yesterday) === 0) return { text: '—', tone: today > 0 ? 'up' : 'down' };
  const pct = (Number(today) / Number(yesterday) - 1) * Math.sign(Number(yesterday)) * 100;
  return { text: `${pct > 0 ? '+' : ''}${pct.toFixed(Math.abs(pct) < 10 ? 1 : 0)}%`, tone: pct > 0 ? 'up' : 'down' };
}

function BrandDashboard({ brand, days }: { brand: DashboardBrand; days: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as SiteLanguage;
  const money = useMoney();
  const show = (v: number | bigint) => (typeof v === 'bigint' ? money(v) : v.toLocaleString(lang));
  return (
    <section aria-labelledby={`brand-${brand.brand}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`brand-${brand.brand}`} className="text-base font-semibold text-white">
          {brand.name} <span className="text-xs font-normal text-slate-400">({brand.brand})</span>
        </h2>
        <p className="text-xs text-slate-400">
          {t('console.dashboard.todayIs', { day: brand.today, zone: brand.timeZone, currency: brand.currency })}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-7" aria-label={t('console.dashboard.today')}>
        {CARDS.map((c) => {
          const value = brand.figures[c.key];
          const diff = change(value, brand.yesterday[c.key]);
          return (
            <li key={c.key} className="flex flex-col gap-1 rounded-lg bg-navy-850 px-3 py-2.5 ring-1 ring-white/10">
              <span className="text-[11px] font-medium tracking-wide text-slate-400 uppercase">
                {t(`console.dashboard.figures.${c.key}`)}
              </span>
              <span
                className={cx(
                  'text-lg font-semibold tabular-nums',
                  c.key === 'ggr' && value < 0 ? 'text-rose-300' : 'text-white',
                )}
              >
                {show(value)}
              </span>
              <span className="flex flex-wrap items-center gap-x-2 text-[11px] text-slate-400">
                {c.sub && <span>{t('console.dashboard.count', { count: brand.figures[c.sub] })}</span>}
                <span
                  className={cx(
                    'tabular-nums',
                    diff.tone === 'up' && 'text-emerald-300',
                    diff.tone === 'down' && 'text-rose-300',
                  )}
                  title={t('console.dashboard.yesterdayWas', { value: show(brand.yesterday[c.key]) })}
                >
                  {diff.tone === 'up' ? '▲' : diff.tone === 'down' ? '▼' : '•'} {diff.text}{' '}
                  <span className="sr-only">
                    {t('console.dashboard.yesterdayWas', { value: show(brand.yesterday[c.key]) })}
                  </span>
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {CHARTS.map((c) => (
          <TrendChart
            key={c.key}
            kind={c.kind}
            title={t('console.dashboard.chartTitle', {
              figure: t(`console.dashboard.figures.${c.key}`),
              count: days,
            })}
            points={brand.trend.map((d) => ({ day: d.day, value: d[c.key] }))}
            format={show}
          />
        ))}
      </div>
      <p className="text-xs text-slate-400">
        {t('console.dashboard.periodTotals', {
          count: days,
          deposits: money(brand.period.depositAmount),
          withdrawals: money(brand.period.withdrawalAmount),
          ggr: money(brand.period.ggr),
          players: brand.period.activePlayers,
        })}
      </p>
    </section>
  );
}
