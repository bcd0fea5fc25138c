import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { TextField } from '@/components/form';
import { Spinner } from '@/components/Spinner';
import { checkAmount, type AmountProblem } from './amount';
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

/** The message of an amount problem, with the limits. */
export function useAmountMessage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (problem: AmountProblem | null, limits: { min?: number; max?: number } = {}) =>
    problem
      ? t(`money.amount.${problem}`, {
          min: limits.min !== undefined ? money(limits.min) : '',
          max: limits.max !== undefined ? money(limits.max) : '',
        })
      : null;
}

export interface AmountInputProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  /** Quick amounts (major units) shown as buttons that fill the field. */
  quickAmounts?: number[];
  /** Show the problem even before the field was left (after a submit). */
  showError?: boolean;
  /** A message from the server for this field. */
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * The amount field of every money form: a decimal in major units checked as the server checks it
 * (not negative, not zero, at most two decimals, not huge, within the limits), quick amounts.
 */
export function AmountInput({
  label,
  value,
  onChange,
  min,
  max,
  quickAmounts,
  showError,
  error,
  hint,
  disabled,
}: AmountInputProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const message = useAmountMessage();
  const [left, setLeft] = useState(false);
  const problem = value || showError ? checkAmount(value, { min, max }).problem : null;
  const shown = (left || showError) && problem ? message(problem, { min, max }) : (error ?? null);
  const limits =
    min !== undefined && max !== undefined ? t('money.amount.limits', { min: money(min), max: money(max) }) : undefined;
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={label ?? t('money.amount.label')}
        value={value}
        onChange={(v) => onChange(v.replace(/[^\d.,-]/g, ''))}
        onBlur={() => setLeft(true)}
        error={shown}
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
              onClick={() => {
                onChange(String(q));
                setLeft(true);
              }}
              aria-pressed={value === String(q)}
              className={cx(
                'rounded-lg px-3 py-1.5 text-sm tabular-nums ring-1 transition-colors',
                value === String(q)
                  ? 'bg-primary text-white ring-primary'
                  : 'bg-navy-900/70 text-slate-200 ring-white/10 hover:ring-gold-400/60',
              )}
            >
              {money(q)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Quick amounts within the limits (a ladder from the minimum). */
export function quickAmountsFor(min: number, max: number): number[] {
  const ladder = [100, 200, 500, 1000, 2000, 5000, 10_000, 50_000, 100_000, 500_000, 1_000_000];
  const inside = ladder.filter((a) => a >= min && a <= max);
  return inside.slice(0, 6);
}

/** A definition list of facts. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([k, v]) => (
        <div key={k} className="rounded-xl bg-navy-900/60 px-4 py-3 ring-1 ring-white/5">
          <dt className="text-xs text-slate-400">{k}</dt>
          <dd className="mt-0.5 font-medium break-all text-white tabular-nums">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
