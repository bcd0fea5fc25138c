import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { FormPasswordField, TextField } from '@/components/form';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { Spinner } from '@/components/Spinner';
import { isSiteLanguage, localeOf } from '@/lib/language';
import { checkAmount, type AmountLimit, type AmountProblem } from './amount';
import { useMoneyFormat } from './hooks';

/** A member-centre money page: its title and body. */
export function MoneyPage({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold text-white">{title}</h2>
        {action}
      </div>
      {children}
    </div>
  );
}

/** A titled card. */
export function Card({
  title,
  description,
  action,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cx('rounded-2xl bg-navy-850 p-4 ring-1 ring-white/10 sm:p-5', className)}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={id} className="text-base font-semibold text-white">
            {title}
          </h3>
          {description && <div className="mt-0.5 text-[13px] text-slate-400">{description}</div>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 py-12">
      <Spinner />
      <span className="text-sm text-slate-400">{label ?? t('common.loading')}</span>
    </div>
  );
}

const TONES = {
  pending: 'bg-sky-400/15 text-sky-200 ring-sky-400/30',
  good: 'bg-emerald-400/15 text-emerald-200 ring-emerald-400/30',
  bad: 'bg-rose-500/15 text-rose-200 ring-rose-400/30',
  muted: 'bg-white/5 text-slate-300 ring-white/10',
} as const;

export function StatusBadge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={cx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1', TONES[tone])}>
      {children}
    </span>
  );
}

/** A card with one page of the member's orders: loading, the error, `emptyText`, or the list and its pager. */
export function OrderListCard<Order>({
  title,
  description,
  query,
  emptyText,
  page,
  onPage,
  children: row,
}: {
  title: string;
  description?: ReactNode;
  query: UseQueryResult<{ list: Order[]; totalPages: number }>;
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  /** One order's `<li>`. */
  children: (order: Order) => ReactNode;
}) {
  return (
    <Card title={title} description={description}>
      <QueryView
        query={query}
        loading={<Loading />}
        isEmpty={(d) => d.list.length === 0}
        empty={<p className="py-6 text-center text-sm text-slate-400">{emptyText}</p>}
      >
        {(data) => (
          <>
            <ul className="divide-y divide-white/5" aria-label={title}>
              {data.list.map(row)}
            </ul>
            <Pagination page={page} totalPages={data.totalPages} onChange={onPage} className="mt-3" />
          </>
        )}
      </QueryView>
    </Card>
  );
}

/** The message of an amount problem, with the limits. */
export function useAmountMessage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return useCallback(
    (problem: AmountProblem, limits: AmountLimits = {}) =>
      t(`money.amount.${problem}`, {
        min: limits.min !== undefined ? money(limits.min) : '',
        max: limits.max !== undefined ? money(limits.max) : '',
      }),
    [t, money],
  );
}

/** Limits of an amount: money of the answers (bigint minor units; see AmountLimit). */
export interface AmountLimits {
  min?: AmountLimit;
  max?: AmountLimit;
}

/**
 * The schema of an amount field: the text as typed in, checked as the server checks it (checkAmount:
 * not negative, not zero, at most two decimals, not huge, within the limits), minor units out.
 */
export function useAmountSchema() {
  const message = useAmountMessage();
  return useCallback(
    (limits: AmountLimits = {}) =>
      z.string().transform((text, ctx) => {
        const c = checkAmount(text, limits);
        if (c.problem === null) return c.minor;
        ctx.addIssue({ code: 'custom', message: message(c.problem, limits) });
        return z.NEVER;
      }),
    [message],
  );
}

export interface AmountInputProps extends AmountLimits {
  /** The enclosing Form's field (its schema: useAmountSchema with the same limits). */
  name: string;
  label?: string;
  /** Quick amounts (major units) shown as buttons that fill the field. */
  quickAmounts?: number[];
  hint?: ReactNode;
  disabled?: boolean;
}

/** The amount field of every money form, bound to the enclosing Form's field `name`, with quick amounts. */
export function AmountInput({ name, label, min, max, quickAmounts, hint, disabled }: AmountInputProps) {
  const { t, i18n } = useTranslation();
  // Quick amounts are whole: "1.000" reads as a thousand, where "1.000,00" beside "100,00" read as cents.
  const whole = (n: number) => n.toLocaleString(localeOf(isSiteLanguage(i18n.language) ? i18n.language : 'vi'));
  const money = useMoneyFormat();
  const { control, setValue } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';
  const limits =
    min !== undefined && max !== undefined ? t('money.amount.limits', { min: money(min), max: money(max) }) : undefined;
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={label ?? t('money.amount.label')}
        name={field.name}
        value={value}
        onChange={(v) => field.onChange(v.replace(/[^\d.,-]/g, ''))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error?.message}
        hint={hint ?? limits}
        inputMode="decimal"
        autoComplete="off"
        maxLength={24}
        required
        disabled={disabled}
        placeholder={t('money.amount.placeholder')}
      />
      {quickAmounts && quickAmounts.length > 0 && (
        <div role="group" aria-label={t('money.amount.quick')} className="flex flex-wrap gap-2">
          {quickAmounts.map((q) => (
            <button
              key={q}
              type="button"
              disabled={disabled}
              onClick={() => setValue(name, String(q), { shouldDirty: true, shouldTouch: true, shouldValidate: true })}
              aria-pressed={value === String(q)}
              className={cx(
                'rounded-lg px-3 py-1.5 text-sm tabular-nums ring-1 transition-colors',
                value === String(q)
                  ? 'bg-primary text-white ring-primary'
                  : 'bg-navy-900/70 text-slate-200 ring-white/10 hover:ring-gold-400/60',
              )}
            >
              {Number.isInteger(q) ? whole(q) : money(checkAmount(String(q)).minor ?? 0n)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The payment password that confirms a money order, bound to the enclosing Form's field `paymentPassword`. */
export function PaymentPasswordField() {
  const { t } = useTranslation();
  return (
    <FormPasswordField
      name="paymentPassword"
      label={t('money.paymentPassword')}
      required
      autoComplete="off"
      maxLength={64}
    />
  );
}

/** Quick amounts within the limits (a ladder from the minimum). */
export function quickAmountsFor(min: bigint, max: bigint): number[] {
  const ladder = [100, 200, 500, 1000, 2000, 5000, 10_000, 50_000, 100_000, 500_000, 1_000_000];
  // The ladder is major units; the limits are money (minor units), compared as integers.
  const inside = ladder.filter((a) => BigInt(a) * 100n >= min && BigInt(a) * 100n <= max);
  return inside.slice(0, 6);
}

/** A definition list of facts. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([k, v]) => (
        <div key={k} className="rounded-xl bg-navy-900/60 px-4 py-3 ring-1 ring-white/5">
          <dt className="text-xs text-slate-400">{k}</dt>
          {/* Lines break between numbers (at spaces), never inside one unless it alone is wider than the box. */}
          <dd className="mt-0.5 font-medium break-words text-white tabular-nums">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
