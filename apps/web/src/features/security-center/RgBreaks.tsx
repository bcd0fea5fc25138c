import {
  RG_EXCLUSION_MONTHS,
  RG_REALITY_MINUTES,
  RG_SESSION_MINUTES,
  RG_TIMEOUTS,
  rgExclusionBodySchema,
  rgSessionBodySchema,
  rgTimeoutBodySchema,
  type RgBlock,
  type RgSettings,
} from '@lotus/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { Form, FormCheckbox, FormSelect, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { useConfirm } from '@/components/GeneralModal';
import { useServerErrors } from '@/components/serverErrors';
import { useBrand } from '@/features/brand';
import { formatDateTime } from '@/lib/format';
import { selfExclude, setRgSession, takeRgTimeout } from './api';
import { useSettingsAnswer } from './rgShared';

/** A select's text ('' for off) as a number of minutes or null, then the contract's field. */
const minutesField = <T extends z.ZodType<number | null, number | null>>(field: T) =>
  z
    .string()
    .transform((v) => (v === '' ? null : Number(v)))
    .pipe(field);

/** Session time limit and reality-check interval, each chosen from the contract's list or off. */
export function SessionPanel({ settings }: { settings: RgSettings }) {
  const { t } = useTranslation();
  const errors = useServerErrors([]);
  const answer = useSettingsAnswer();
  const schema = useMemo(
    () =>
      rgSessionBodySchema.extend({
        sessionMinutes: minutesField(rgSessionBodySchema.shape.sessionMinutes),
        realityCheckMinutes: minutesField(rgSessionBodySchema.shape.realityCheckMinutes),
      }),
    [],
  );
  const save = useMutation({
    mutationFn: setRgSession,
    onSuccess: answer,
  });
  const minutes = (n: number) => t('security.rg.time.minutes', { count: n });
  return (
    <Panel title={t('security.rg.session.title')} text={t('security.rg.session.text')}>
      <Form
        // Saved settings start the form over from them.
        key={`${settings.sessionMinutes}-${settings.realityCheckMinutes}`}
        schema={schema}
        defaultValues={{
          sessionMinutes: String(settings.sessionMinutes ?? ''),
          realityCheckMinutes: String(settings.realityCheckMinutes ?? ''),
        }}
        aria-label={t('security.rg.session.title')}
        className="flex flex-col gap-3"
        onSubmit={(values) => save.mutate(values)}
      >
        <FormSelect name="sessionMinutes" label={t('security.rg.session.limit')}>
          <option value="">{t('security.rg.session.off')}</option>
          {RG_SESSION_MINUTES.map((n) => (
            <option key={n} value={String(n)}>
              {minutes(n)}
            </option>
          ))}
        </FormSelect>
        <FormSelect name="realityCheckMinutes" label={t('security.rg.session.reality')}>
          <option value="">{t('security.rg.session.off')}</option>
          {RG_REALITY_MINUTES.map((n) => (
            <option key={n} value={String(n)}>
              {t('security.rg.session.every', { time: minutes(n) })}
            </option>
          ))}
        </FormSelect>
        <FormAlert message={errors.alert(save.error)} />
        <FormAlert message={save.isSuccess ? t('security.rg.session.saved') : null} tone="success" />
        <SubmitButton loading={save.isPending} variant="primary">
          {t('security.rg.session.save')}
        </SubmitButton>
      </Form>
    </Panel>
  );
}

/** A titled part of the responsible-gaming section. */
export function Panel({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-navy-900/60 p-3 ring-1 ring-white/5 sm:p-4">
      <div>
        <h4 className="text-sm font-semibold text-white">{title}</h4>
        {text && <p className="mt-0.5 text-[13px] text-slate-400">{text}</p>}
      </div>
      {children}
    </div>
  );
}

/** A time-out or self-exclusion in force: until when, and that withdrawals stay open. */
export function BlockNotice({ block, onWithdraw }: { block: RgBlock; onWithdraw: () => void }) {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl bg-rose-500/10 p-4 ring-1 ring-rose-400/30">
      <div>
        <p className="text-sm font-semibold text-rose-100">{t(`security.rg.block.${block.kind}`)}</p>
        <p className="mt-1 text-[13px] text-rose-100/90">
          {t('security.rg.block.until', { time: formatDateTime(block.until, whitelabel.timeZone) })}
        </p>
        <p className="mt-1 text-[13px] text-slate-300">{t('security.rg.block.withdrawals')}</p>
      </div>
      <button type="button" className={buttonClass('outline', 'md', 'self-start')} onClick={onWithdraw}>
        {t('security.rg.block.withdraw')}
      </button>
    </div>
  );
}

/**
 * Take a break (24 hours to six weeks) and self-exclusion (six months to five years): neither can be undone.
 * `timeoutOffered` false (a time-out in force) leaves only the self-exclusion, which the server turns the
 * time-out into.
 */
export function BreakPanel({ timeoutOffered = true }: { timeoutOffered?: boolean }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const reload = useSettingsAnswer();
  const timeoutErrors = useServerErrors([]);
  const exclusionErrors = useServerErrors([]);
  const timeout = useMutation({ mutationFn: takeRgTimeout, onSuccess: reload });
  const exclusion = useMutation({ mutationFn: selfExclude, onSuccess: reload });
  const exclusionSchema = useMemo(
    () =>
      rgExclusionBodySchema.extend({
        months: z.string().transform(Number).pipe(rgExclusionBodySchema.shape.months),
        confirm: z.boolean().refine((v) => v, t('security.rg.exclusion.mustConfirm')),
      }),
    [t],
  );
  const months = (n: number) =>
    n % 12 === 0 ? t('security.rg.time.years', { count: n / 12 }) : t('security.rg.time.months', { count: n });

  return (
    <div className={timeoutOffered ? 'grid gap-4 lg:grid-cols-2' : 'grid gap-4'}>
      {timeoutOffered && (
        <Panel title={t('security.rg.timeout.title')} text={t('security.rg.timeout.text')}>
          <Form
            schema={rgTimeoutBodySchema}
            defaultValues={{ period: '24h' }}
            aria-label={t('security.rg.timeout.title')}
            className="flex flex-col gap-3"
            onSubmit={async ({ period }) => {
              const length = t(`security.rg.timeout.periods.${period}`);
              const sure = await confirm({
                title: t('security.rg.timeout.confirmTitle', { length }),
                content: t('security.rg.timeout.confirmText', { length }),
                confirm: t('security.rg.timeout.confirm'),
                variant: 'danger',
              });
              if (sure) timeout.mutate(period);
            }}
          >
            <FormSelect name="period" label={t('security.rg.timeout.length')}>
              {RG_TIMEOUTS.map((p) => (
                <option key={p} value={p}>
                  {t(`security.rg.timeout.periods.${p}`)}
                </option>
              ))}
            </FormSelect>
            <FormAlert message={timeoutErrors.alert(timeout.error)} />
            <SubmitButton loading={timeout.isPending} variant="primary">
              {t('security.rg.timeout.submit')}
            </SubmitButton>
          </Form>
        </Panel>
      )}
      <Panel title={t('security.rg.exclusion.title')} text={t('security.rg.exclusion.text')}>
        <Form
          schema={exclusionSchema}
          defaultValues={{ months: String(RG_EXCLUSION_MONTHS[0]), confirm: false }}
          aria-label={t('security.rg.exclusion.title')}
          className="flex flex-col gap-3"
          onSubmit={async (values) => {
            const length = months(values.months);
            const sure = await confirm({
              title: t('security.rg.exclusion.confirmTitle', { length }),
              content: t('security.rg.exclusion.confirmText', { length }),
              confirm: t('security.rg.exclusion.confirm'),
              variant: 'danger',
            });
            if (sure) exclusion.mutate(values.months);
          }}
        >
          <FormSelect name="months" label={t('security.rg.exclusion.length')}>
            {RG_EXCLUSION_MONTHS.map((n) => (
              <option key={n} value={String(n)}>
                {months(n)}
              </option>
            ))}
          </FormSelect>
          <FormCheckbox name="confirm">{t('security.rg.exclusion.understand')}</FormCheckbox>
          <FormAlert message={exclusionErrors.alert(exclusion.error)} />
          <SubmitButton loading={exclusion.isPending} variant="primary">
            {t('security.rg.exclusion.submit')}
          </SubmitButton>
        </Form>
      </Panel>
    </div>
  );
}
