import {
  amountInputSchema,
  minorToAmountText,
  RG_COOLING_OFF_HOURS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  rgLimitBodySchema,
  type RgLimit,
  type RgLimitKind,
  type RgPeriod,
} from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { Form, FormSelect, FormTextField, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useConfirm } from '@/components/GeneralModal';
import { useServerErrors } from '@/components/serverErrors';
import { useMoneyFormat } from '@/features/money';
import { useNow } from '@/lib/countdown';
import { confirmRgLimit, setRgLimit } from './api';
import { useSettingsAnswer, waitText } from './rgShared';

/** The limit of a kind and period as the settings tell it (none set: no limit, nothing pending). */
function limitOf(limits: RgLimit[], kind: RgLimitKind, period: RgPeriod): RgLimit {
  return (
    limits.find((l) => l.kind === kind && l.period === period) ?? {
      kind,
      period,
      amount: null,
      used: 0n,
      pending: null,
    }
  );
}

/** One limit: the amount in force, the period's use as a bar, a waiting raise or removal with its confirmation. */
function LimitRow({ limit, now }: { limit: RgLimit; now: number }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const message = useErrorMessage();
  const confirm = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const reload = useSettingsAnswer();
  const onError = (e: unknown) => setError(message(e));
  const confirmIt = useMutation({ mutationFn: confirmRgLimit, onSuccess: reload, onError });
  const remove = useMutation({ mutationFn: setRgLimit, onSuccess: reload, onError });
  const { kind, period, amount, used, pending } = limit;
  const name = `${t(`security.rg.kinds.${kind}`)} · ${t(`security.rg.periods.${period}`)}`;
  // Whole percent in integer arithmetic, rounded half up as the bar was before.
  const share = amount ? Math.min(100, Number((used * 200n + amount) / (amount * 2n))) : 0;
  const confirmable = !!pending && (pending.confirmable || Date.parse(pending.confirmableAt) <= now);

  return (
    <li className="flex flex-col gap-2 rounded-xl bg-navy-900/60 px-3 py-3 ring-1 ring-white/5" aria-label={name}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-[13px] text-slate-400">{t(`security.rg.periods.${period}`)}</span>
        <span className="text-sm font-semibold text-white tabular-nums">
          {amount === null ? t('security.rg.limits.none') : money(amount)}
        </span>
      </div>
      {amount !== null && (
        <>
          <div
            role="progressbar"
            aria-label={t('security.rg.limits.usedLabel', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={share}
            className="h-1.5 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className={cx(
                'h-full rounded-full',
                share >= 100 ? 'bg-rose-400' : share >= 80 ? 'bg-amber-400' : 'bg-emerald-400',
              )}
              style={{ width: `${share}%` }}
            />
          </div>
          <p className="text-xs text-slate-400 tabular-nums">
            {t('security.rg.limits.used', { used: money(used), amount: money(amount) })}
          </p>
        </>
      )}
      {pending && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-400/10 px-2.5 py-2 text-xs text-amber-100 ring-1 ring-amber-400/20">
          <p className="min-w-0">
            {pending.amount === null
              ? t('security.rg.limits.pendingRemoval')
              : t('security.rg.limits.pendingRaise', { amount: money(pending.amount) })}{' '}
            {confirmable
              ? t('security.rg.limits.confirmable')
              : t('security.rg.limits.waits', { wait: waitText(t, Date.parse(pending.confirmableAt) - now) })}
          </p>
          {confirmable && (
            <button
              type="button"
              className={buttonClass('gold', 'sm')}
              disabled={confirmIt.isPending}
              onClick={() => {
                setError(null);
                confirmIt.mutate({ kind, period });
              }}
            >
              {t('security.rg.limits.confirm')}
            </button>
          )}
        </div>
      )}
      {amount !== null && pending?.amount !== null && (
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'self-end')}
          disabled={remove.isPending}
          onClick={async () => {
            setError(null);
            const sure = await confirm({
              title: t('security.rg.limits.removeTitle', { name }),
              content: t('security.rg.limits.removeText', { hours: RG_COOLING_OFF_HOURS }),
              confirm: t('security.rg.limits.remove'),
            });
            if (sure) remove.mutate({ kind, period, amount: null });
          }}
        >
          {t('security.rg.limits.remove')}
        </button>
      )}
      <FormAlert message={error} />
    </li>
  );
}

/** The limit form: set, lower (at once) or raise (after the cooling-off) one limit. */
function LimitForm({ limits }: { limits: RgLimit[] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errors = useServerErrors(['amount']);
  const [done, setDone] = useState<string | null>(null);
  const answer = useSettingsAnswer();
  const schema = useMemo(
    () =>
      rgLimitBodySchema.extend({
        // Typed with thousands separators as the money forms take them; the contract's reading, minor units out.
        amount: z.string().transform((text, ctx) => {
          const s = text.trim().replace(/,/g, '');
          const read = amountInputSchema.safeParse(s);
          if (read.success) return read.data;
          ctx.addIssue({ code: 'custom', message: s ? t('security.rg.limits.amountRule') : t('form.required') });
          return z.NEVER;
        }),
      }),
    [t],
  );
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      setRgLimit({ kind: v.kind, period: v.period, amount: minorToAmountText(v.amount) }),
    onSuccess: answer,
  });

  return (
    <Form
      schema={schema}
      defaultValues={{ kind: 'deposit', period: 'day', amount: '' }}
      aria-label={t('security.rg.limits.formTitle')}
      className="grid gap-3 sm:grid-cols-3"
      onSubmit={(values, form) => {
        setDone(null);
        const current = limitOf(limits, values.kind, values.period).amount;
        const raise = current !== null && values.amount > current;
        save.mutate(values, {
          onSuccess: () => {
            const amount = money(values.amount);
            setDone(
              raise
                ? t('security.rg.limits.raised', { amount, hours: RG_COOLING_OFF_HOURS })
                : t('security.rg.limits.saved', { amount }),
            );
            form.reset({ kind: values.kind, period: values.period, amount: '' });
          },
          onError: (e) => errors.put(form, e),
        });
      }}
    >
      {(form) => {
        const [kind, period] = form.watch(['kind', 'period']);
        const current = limitOf(limits, kind, period).amount;
        return (
          <>
            <FormSelect name="kind" label={t('security.rg.limits.kind')}>
              {RG_LIMIT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`security.rg.kinds.${k}`)}
                </option>
              ))}
            </FormSelect>
            <FormSelect name="period" label={t('security.rg.limits.period')}>
              {RG_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`security.rg.periods.${p}`)}
                </option>
              ))}
            </FormSelect>
            <FormTextField
              name="amount"
              label={t('security.rg.limits.amount')}
              inputMode="decimal"
              autoComplete="off"
              maxLength={24}
              required
              filter={(v) => v.replace(/[^\d.,]/g, '')}
              hint={
                current === null
                  ? t('security.rg.limits.hintNew')
                  : t('security.rg.limits.hintCurrent', { amount: money(current), hours: RG_COOLING_OFF_HOURS })
              }
            />
            <div className="flex flex-col gap-2 sm:col-span-3">
              <FormAlert message={errors.alert(save.error)} />
              <FormAlert message={done} tone="success" />
              <SubmitButton loading={save.isPending} variant="primary" className="sm:w-auto sm:self-start">
                {t('security.rg.limits.save')}
              </SubmitButton>
            </div>
          </>
        );
      }}
    </Form>
  );
}

/** Deposit, loss and wager limits per day, week and month, and the form that changes them. */
export function LimitsPanel({ limits, asOf }: { limits: RgLimit[]; asOf: number }) {
  const { t } = useTranslation();
  // The clock ticks every 30 s; the settings' own arrival time keeps a wait just saved from reading
  // longer than the cooling-off ("24 h 1 min") until the next tick.
  const now = Math.max(useNow(30_000), asOf);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 lg:grid-cols-3">
        {RG_LIMIT_KINDS.map((kind) => (
          <div key={kind} className="flex flex-col gap-2">
            <h5 className="text-sm font-semibold text-slate-200">{t(`security.rg.kinds.${kind}`)}</h5>
            <ul className="flex flex-col gap-2">
              {RG_PERIODS.map((period) => (
                <LimitRow key={period} limit={limitOf(limits, kind, period)} now={now} />
              ))}
            </ul>
          </div>
        ))}
      </div>
      <LimitForm limits={limits} />
    </div>
  );
}
