import { minorToAmountText, REFERRAL_REWARD_KINDS, type OpsReferralSettings } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Form, FormSelect, FormTextField } from '@/components/form';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation } from '@/lib/i18n';
import { ConsoleSection } from '../ConsolePage';
import { intField, majorField } from '../config/amounts';
import { ConfigPage, Loading, useRefresh } from '../config/shared';
import { formatTime } from '../format';
import { referralApi, referralSettingsQuery } from './queries';
import { SaveFooter } from '../FormFooter';

const FIELDS = [
  'rewardKind',
  'fixedAmount',
  'shareBps',
  'betDays',
  'minFirstDeposit',
  'maxReward',
  'depositWithinDays',
] as const;

/** /console/config/referral (loyalty.manage): what a qualified friend earns the referrer, and when a friend qualifies. */
export function ReferralConfigPage() {
  const { t } = useTranslation();
  return (
    <ConfigPage title={t('console.referral.title')} description={t('console.referral.text')}>
      {(brand) => <Settings brand={brand} />}
    </ConfigPage>
  );
}

function Settings({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const settings = useQuery(referralSettingsQuery(brand));
  const refresh = useRefresh();
  const errors = useServerErrors([...FIELDS]);
  const schema = useMemo(
    () =>
      z.object({
        rewardKind: z.enum(REFERRAL_REWARD_KINDS),
        fixedAmount: majorField(t),
        shareBps: intField(t, 0, 10_000),
        betDays: intField(t, 1, 90),
        minFirstDeposit: majorField(t),
        maxReward: majorField(t),
        depositWithinDays: intField(t, 0, 365),
      }),
    [t],
  );
  type Values = z.output<typeof schema>;
  const save = useMutation({
    // The amount fields give minor units; the API takes major units.
    mutationFn: (v: Values) =>
      referralApi.setSettings({
        brand,
        ...v,
        fixedAmount: v.fixedAmount / 100,
        minFirstDeposit: v.minFirstDeposit / 100,
        maxReward: v.maxReward / 100,
      }),
    onSuccess: () => refresh(referralSettingsQuery(brand).queryKey),
  });
  return (
    <QueryView query={settings} loading={<Loading />}>
      {(list) => {
        const s: OpsReferralSettings = list[0]!;
        return (
          <Form
            schema={schema}
            defaultValues={{
              rewardKind: s.rewardKind,
              fixedAmount: minorToAmountText(s.fixedAmount),
              shareBps: String(s.shareBps),
              betDays: String(s.betDays),
              minFirstDeposit: minorToAmountText(s.minFirstDeposit),
              maxReward: minorToAmountText(s.maxReward),
              depositWithinDays: String(s.depositWithinDays),
            }}
            onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
            aria-label={t('console.referral.title')}
          >
            <p className="text-sm text-slate-300">
              {s.enabled ? t('console.referral.switchOn') : t('console.referral.switchOff')}
              {s.updatedAt && (
                <span className="ml-2 text-slate-400">
                  {t('console.referral.changed', { time: formatTime(s.updatedAt), by: s.updatedBy ?? '–' })}
                </span>
              )}
            </p>
            <ConsoleSection title={t('console.referral.reward')}>
              <RewardFields />
            </ConsoleSection>
            <ConsoleSection title={t('console.referral.conditions')}>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                <FormTextField
                  name="minFirstDeposit"
                  label={t('console.referral.fields.minFirstDeposit')}
                  hint={t('console.config.amountHint')}
                  inputMode="decimal"
                />
                <FormTextField
                  name="depositWithinDays"
                  label={t('console.referral.fields.depositWithinDays')}
                  hint={t('console.referral.zeroAnyTime')}
                  inputMode="numeric"
                />
              </div>
              <p className="mt-3 text-xs text-slate-400">{t('console.referral.abuse')}</p>
            </ConsoleSection>
            <SaveFooter save={save} alert={errors.alert} />
          </Form>
        );
      }}
    </QueryView>
  );
}

/** The kind, then the fields that kind uses. */
function RewardFields() {
  const { t } = useTranslation();
  const kind = useWatch({ name: 'rewardKind' }) as (typeof REFERRAL_REWARD_KINDS)[number];
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <FormSelect name="rewardKind" label={t('console.referral.fields.rewardKind')}>
        {REFERRAL_REWARD_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`console.referral.kind.${k}`)}
          </option>
        ))}
      </FormSelect>
      {kind === 'fixed' ? (
        <FormTextField
          name="fixedAmount"
          label={t('console.referral.fields.fixedAmount')}
          hint={t('console.config.amountHint')}
          inputMode="decimal"
        />
      ) : (
        <>
          <FormTextField
            name="shareBps"
            label={t('console.referral.fields.shareBps')}
            hint={t('console.config.bpsHint')}
            inputMode="numeric"
          />
          {kind === 'bet_share' && (
            <FormTextField name="betDays" label={t('console.referral.fields.betDays')} inputMode="numeric" />
          )}
          <FormTextField
            name="maxReward"
            label={t('console.referral.fields.maxReward')}
            hint={t('console.referral.zeroNoCap')}
            inputMode="decimal"
          />
        </>
      )}
    </div>
  );
}
