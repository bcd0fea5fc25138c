import type { SignificantEventSettings } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { Form, FormTextField } from '@/components/form';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { ConsoleSection } from '../ConsolePage';
import { SaveFooter } from '../FormFooter';
import { saveSignificantSettings, significantSettingsQuery } from '../reports/significantApi';
import { intField, majorField, majorText } from './amounts';
import { configApi } from './configApi';
import { moneySettingsQuery } from './queries';
import { ConfigPage, Loading, useRefresh } from './shared';

const LARGE = ['largeWin', 'largeBet', 'largeWithdrawal'] as const;
const EVENT_FIELDS = [...LARGE, 'failedSignInBurst'] as const;
/** The four-eyes thresholds of the money settings: [group, key]. */
const FOUR_EYES = [
  ['withdrawal', 'approvalThreshold'],
  ['adjustment', 'approvalThreshold'],
  ['adjustment', 'bonusApprovalThreshold'],
  ['adjustment', 'correctionApprovalThreshold'],
] as const;
const fourEyesName = (g: string, k: string) => `${g}_${k}`;

/** An amount typed in major units, or nothing (never large): the server takes the major-unit text. */
const optionalMajor = (t: TFunction) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/,/g, ''))
    .refine((v) => v === '' || (/^\d{1,13}(\.\d{1,2})?$/.test(v) && Number(v) > 0), t('console.thresholds.largeHint'))
    .transform((v) => (v === '' ? null : v));

/**
 * /console/config/thresholds (config.manage): what makes a significant event for the brand (large win, bet and
 * withdrawal, the failed sign-in burst) and the four-eyes thresholds above which a second operator approves.
 * Each save is audited with before and after on the server.
 */
export function ThresholdsPage() {
  const { t } = useTranslation();
  return (
    <ConfigPage title={t('console.thresholds.title')} description={t('console.thresholds.text')}>
      {(brand) => (
        <div className="flex flex-col gap-6">
          <EventThresholds brand={brand} />
          <FourEyesThresholds brand={brand} />
        </div>
      )}
    </ConfigPage>
  );
}

function EventThresholds({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const settings = useQuery(significantSettingsQuery(brand));
  const refresh = useRefresh();
  const errors = useServerErrors(EVENT_FIELDS);
  const schema = useMemo(
    () =>
      z.object({
        largeWin: optionalMajor(t),
        largeBet: optionalMajor(t),
        largeWithdrawal: optionalMajor(t),
        failedSignInBurst: intField(t, 2, 100),
      }),
    [t],
  );
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) => saveSignificantSettings({ brand, ...v }),
    onSuccess: () => refresh(significantSettingsQuery(brand).queryKey),
  });
  const start = (s: SignificantEventSettings) => ({
    ...Object.fromEntries(LARGE.map((k) => [k, s[k] === null ? '' : majorText(Number(s[k]))])),
    failedSignInBurst: String(s.failedSignInBurst),
  });
  return (
    <QueryView query={settings} loading={<Loading />}>
      {(s) => (
        <Form
          schema={schema}
          defaultValues={start(s)}
          onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
          aria-label={t('console.thresholds.events')}
        >
          <ConsoleSection title={t('console.thresholds.events')} description={t('console.thresholds.eventsText')}>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {LARGE.map((k) => (
                <FormTextField
                  key={k}
                  name={k}
                  label={t(`console.thresholds.fields.${k}`)}
                  hint={t('console.thresholds.largeHint')}
                  inputMode="decimal"
                  className="tabular-nums"
                />
              ))}
              <FormTextField
                name="failedSignInBurst"
                label={t('console.thresholds.fields.failedSignInBurst')}
                hint={t('console.thresholds.burstHint')}
                inputMode="numeric"
                className="tabular-nums"
              />
            </div>
          </ConsoleSection>
          <SaveFooter save={save} alert={errors.alert} />
        </Form>
      )}
    </QueryView>
  );
}

function FourEyesThresholds({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const settings = useQuery(moneySettingsQuery(brand));
  const refresh = useRefresh();
  const errors = useServerErrors([]);
  const schema = useMemo(
    () =>
      z.object(
        Object.fromEntries(FOUR_EYES.map(([g, k]) => [fourEyesName(g, k), majorField(t)])) as Record<
          string,
          z.ZodType<number, string>
        >,
      ),
    [t],
  );
  const save = useMutation({
    mutationFn: (v: Record<string, number>) =>
      configApi.setMoneySettings({
        brand,
        settings: {
          withdrawal: { approvalThreshold: v.withdrawal_approvalThreshold },
          adjustment: {
            approvalThreshold: v.adjustment_approvalThreshold,
            bonusApprovalThreshold: v.adjustment_bonusApprovalThreshold,
            correctionApprovalThreshold: v.adjustment_correctionApprovalThreshold,
          },
        },
      }),
    onSuccess: () => refresh(moneySettingsQuery(brand).queryKey),
  });
  return (
    <QueryView query={settings} loading={<Loading />}>
      {(d) => {
        const s = d[0]!.settings;
        const values: Record<string, number> = {
          withdrawal_approvalThreshold: s.withdrawal.approvalThreshold,
          adjustment_approvalThreshold: s.adjustment.approvalThreshold,
          adjustment_bonusApprovalThreshold: s.adjustment.bonusApprovalThreshold,
          adjustment_correctionApprovalThreshold: s.adjustment.correctionApprovalThreshold,
        };
        return (
          <Form
            schema={schema}
            defaultValues={Object.fromEntries(Object.entries(values).map(([k, n]) => [k, majorText(n)]))}
            onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
            aria-label={t('console.thresholds.fourEyes')}
          >
            <ConsoleSection title={t('console.thresholds.fourEyes')} description={t('console.thresholds.fourEyesText')}>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                {FOUR_EYES.map(([g, k]) => (
                  <FormTextField
                    key={fourEyesName(g, k)}
                    name={fourEyesName(g, k)}
                    label={t(`console.thresholds.fields.${fourEyesName(g, k)}`)}
                    hint={t('console.config.money.majorHint')}
                    inputMode="decimal"
                    className="tabular-nums"
                  />
                ))}
              </div>
            </ConsoleSection>
            <SaveFooter save={save} alert={errors.alert} />
          </Form>
        );
      }}
    </QueryView>
  );
}
