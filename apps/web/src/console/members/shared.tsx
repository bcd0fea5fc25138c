import type { OpsMemberListItem } from '@lotus/contracts';
import { Spinner } from '@/components/Spinner';
import { formatAmount, formatDateTime, timeZoneLabel } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { localeOf } from '@/lib/language';
import { Tag } from '../Tag';

/** Amounts with two decimals and the language's thousands separators: money of the answers (a bigint of minor
 * units, decision 0021). */
export function useMoney(): (amount: bigint) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  return (amount) => formatAmount(amount, lang);
}

/** Counts (points, claims) with the operator's language's grouping: 12345 → "12.345" (vi), "12,345" (en). */
export function useCount(): (n: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(localeOf(i18n.language === 'en' ? 'en' : 'vi'));
  return (n) => format.format(n);
}

/** A time in the member's brand zone (`yyyy-MM-dd HH:mm:ss`), a dash for none. */
export const brandTime = (value: string | null | undefined, timeZone: string) =>
  value ? formatDateTime(value, timeZone) : '—';
export const brandZone = (timeZone: string) => timeZoneLabel(timeZone);

export function Loading() {
  return (
    <div className="flex justify-center py-10">
      <Spinner />
    </div>
  );
}

export function Empty({ children }: { children: string }) {
  return <p className="py-8 text-center text-sm text-slate-400">{children}</p>;
}

const STATUS_TONE = { active: 'green', locked: 'red', lockedOut: 'amber' } as const;

export function MemberStatusTag({ status }: { status: OpsMemberListItem['status'] }) {
  const { t } = useTranslation();
  return <Tag tone={STATUS_TONE[status]}>{t(`console.members.status.${status}`)}</Tag>;
}

/** A signed amount: credits green, debits red. */
export function SignedAmount({ amount, money }: { amount: bigint; money: (n: bigint) => string }) {
  return (
    <span className={amount < 0n ? 'text-rose-300' : 'text-emerald-300'}>
      {amount > 0n ? '+' : ''}
      {money(amount)}
    </span>
  );
}
