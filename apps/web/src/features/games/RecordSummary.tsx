import type { RecordTotals, SiteLanguage } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { formatAmount } from '@/lib/format';

/** Money (a bigint of minor units) with its sign (+ for a win). */
export const signed = (n: bigint, lang: SiteLanguage) => `${n > 0n ? '+' : ''}${formatAmount(n, lang)}`;
/** The colour of a profit: green up, red down. */
export const tone = (n: bigint) => (n > 0n ? 'text-emerald-300' : n < 0n ? 'text-rose-300' : 'text-slate-300');

/**
 * The totals above a record list or chart: rounds, stake, `third` (the valid bet or the win) and the profit, of
 * the settled rounds only (said under them).
 */
export function RecordSummary({ totals, third }: { totals: RecordTotals; third: 'validBet' | 'win' }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as SiteLanguage;
  const items: [string, string, string][] = [
    ['records.rounds', String(totals.count), ''],
    ['records.stake', formatAmount(totals.stake, lang), ''],
    [`records.${third}`, formatAmount(totals[third], lang), ''],
    ['records.profit', signed(totals.profit, lang), tone(totals.profit)],
  ];
  return (
    <div className="flex flex-col gap-1">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {items.map(([k, v, c]) => (
          <div key={k} className="rounded-lg bg-navy-900 px-3 py-2 ring-1 ring-white/5">
            <dt className="text-xs text-slate-400">{t(k)}</dt>
            <dd className={cx('text-sm font-semibold text-white', c)}>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">{t('records.settledOnly')}</p>
    </div>
  );
}
