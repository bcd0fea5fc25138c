import type { MoneySettings } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { Form, FormTextField } from '@/components/form';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation } from '@/lib/i18n';
import { ConsoleSection } from '../ConsolePage';
import { intField, majorField, majorText } from './amounts';
import { configApi } from './configApi';
import { moneySettingsQuery } from './queries';
import { ConfigPage, Loading, useRefresh } from './shared';
import { SaveFooter } from '../FormFooter';

type Kind = 'amount' | 'int';
/** The settings' fields by group: [group, key, kind] (amounts typed in major units, counts and minutes as numbers). */
const FIELDS: ReadonlyArray<[keyof MoneySettings, string | null, Kind]> = [
  ['withdrawal', 'minAmount', 'amount'],
  ['withdrawal', 'maxAmount', 'amount'],
  ['withdrawal', 'dailyMaxCount', 'int'],
  ['withdrawal', 'dailyMaxAmount', 'amount'],
  ['withdrawal', 'autoReceiveMinutes', 'int'],
  ['withdrawal', 'approvalThreshold', 'amount'],
  ['deposit', 'minAmount', 'amount'],
  ['deposit', 'maxAmount', 'amount'],
  ['deposit', 'bonusBps', 'int'],
  ['deposit', 'bonusMax', 'amount'],
  ['deposit', 'turnoverBps', 'int'],
  ['deposit', 'gatewayExpiryMinutes', 'int'],
  ['deposit', 'bankTransferExpiryMinutes', 'int'],
  ['memberTransfer', 'minAmount', 'amount'],
  ['memberTransfer', 'maxAmount', 'amount'],
  ['trialCredit', null, 'amount'],
  ['adjustment', 'approvalThreshold', 'amount'],
  ['adjustment', 'bonusApprovalThreshold', 'amount'],
  ['kyc', 'withdrawalAmount', 'amount'],
  ['kyc', 'lifetimeTotal', 'amount'],
  ['kyc', 'validDays', 'int'],
];
const GROUPS = ['withdrawal', 'deposit', 'memberTransfer', 'trialCredit', 'adjustment', 'kyc'] as const;
const nameOf = (group: string, key: string | null) => (key ? `${group}_${key}` : group);

function read(s: MoneySettings, group: keyof MoneySettings, key: string | null): number {
  const g = s[group];
  return key ? (g as Record<string, number>)[key]! : (g as number);
}

/** /console/config/money (config.manage): the brand's money rules (limits, bonus, turnover, expiries). */
export function MoneySettingsPage() {
  const { t } = useTranslation();
  return (
    <ConfigPage title={t('console.config.money.title')} description={t('console.config.money.text')}>
      {(brand) => <Settings brand={brand} />}
    </ConfigPage>
  );
}

function Settings({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const settings = useQuery(moneySettingsQuery(brand));
  const refresh = useRefresh();
  const errors = useServerErrors(FIELDS.map(([g, k]) => nameOf(g, k)));
  const schema = useMemo(
    () =>
      z.object(
        Object.fromEntries(
          FIELDS.map(([g, k, kind]) => [nameOf(g, k), kind === 'amount' ? majorField(t) : intField(t)]),
        ) as Record<string, z.ZodType<number, string>>,
      ),
    [t],
  );
  const save = useMutation({
    mutationFn: (v: Record<string, number>) => {
      const out: Record<string, unknown> = {};
      for (const [g, k] of FIELDS) {
        const value = v[nameOf(g, k)];
        if (k) out[g] = { ...(out[g] as object), [k]: value };
        else out[g] = value;
      }
      return configApi.setMoneySettings({ brand, settings: out });
    },
    onSuccess: () => refresh(moneySettingsQuery(brand).queryKey),
  });
  return (
    <QueryView query={settings} loading={<Loading />}>
      {(d) => {
        const s = d[0]!.settings;
        return (
          <Form
            schema={schema}
            defaultValues={Object.fromEntries(
              FIELDS.map(([g, k, kind]) => {
                const n = read(s, g, k);
                return [nameOf(g, k), kind === 'amount' ? majorText(n) : String(n)];
              }),
            )}
            onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
            aria-label={t('console.config.money.title')}
          >
            {GROUPS.map((group) => (
              <ConsoleSection key={group} title={t(`console.config.money.groups.${group}`)}>
                <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                  {FIELDS.filter(([g]) => g === group).map(([g, k, kind]) => (
                    <FormTextField
                      key={nameOf(g, k)}
                      name={nameOf(g, k)}
                      label={t(`console.config.money.fields.${k ?? g}`)}
                      hint={kind === 'amount' ? t('console.config.money.majorHint') : undefined}
                      inputMode="decimal"
                      className="tabular-nums"
                    />
                  ))}
                </div>
              </ConsoleSection>
            ))}
            <SaveFooter save={save} alert={errors.alert} />
          </Form>
        );
      }}
    </QueryView>
  );
}
