import { minorToAmountText, type RebateRate, type RebateSettings } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { Form, FormSelect, FormTextField, inputClass } from '@/components/form';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { Spinner } from '@/components/Spinner';
import { useTranslation } from '@/lib/i18n';
import { ConsoleSection } from '../ConsolePage';
import { intField, majorField, majorText } from '../config/amounts';
import { ConfigPage, Loading, useRefresh } from '../config/shared';
import { GAME_CATEGORIES, rebateApi, rebateRatesQuery, rebateSettingsQuery } from './queries';
import { SaveFooter } from '../FormFooter';

/** /console/config/rebate (loyalty.manage): how the brand pays cashback and its rates per VIP level and category. */
export function RebateConfigPage() {
  const { t } = useTranslation();
  return (
    <ConfigPage title={t('console.rebate.title')} description={t('console.rebate.text')}>
      {(brand) => (
        <div className="flex flex-col gap-4">
          <Payout brand={brand} />
          <Rates brand={brand} />
        </div>
      )}
    </ConfigPage>
  );
}

const FIELDS = ['payout', 'wageringMultiple', 'bonusExpiryDays', 'minClaim', 'dailyCap'] as const;

function Payout({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const settings = useQuery(rebateSettingsQuery(brand));
  const refresh = useRefresh();
  const errors = useServerErrors([...FIELDS]);
  const schema = useMemo(
    () =>
      z.object({
        payout: z.enum(['main', 'bonus']),
        wageringMultiple: z
          .string()
          .trim()
          .refine((v) => /^\d{1,3}(\.\d)?$/.test(v) && Number(v) <= 100, t('console.rebate.multipleHint'))
          .transform(Number),
        bonusExpiryDays: intField(t, 1, 365),
        minClaim: majorField(t, 1),
        dailyCap: z.union([z.literal('').transform(() => null), majorField(t, 1)]),
      }),
    [t],
  );
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      rebateApi.setSettings(brand, {
        payout: v.payout,
        wageringMultiple: v.wageringMultiple,
        bonusExpiryDays: v.bonusExpiryDays,
        minClaim: majorText(v.minClaim),
        dailyCap: v.dailyCap === null ? null : majorText(v.dailyCap),
      }),
    onSuccess: () => refresh(rebateSettingsQuery(brand).queryKey),
  });
  return (
    <ConsoleSection title={t('console.rebate.payoutTitle')}>
      <QueryView query={settings} loading={<Loading />}>
        {(s: RebateSettings) => (
          <Form
            schema={schema}
            defaultValues={{
              payout: s.payout,
              wageringMultiple: String(s.wageringMultiple),
              bonusExpiryDays: String(s.bonusExpiryDays),
              minClaim: minorToAmountText(s.minClaim),
              dailyCap: s.dailyCap === null ? '' : minorToAmountText(s.dailyCap),
            }}
            onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
            aria-label={t('console.rebate.payoutTitle')}
          >
            <p className="text-sm text-slate-300">
              {s.enabled ? t('console.rebate.switchOn') : t('console.rebate.switchOff')}
            </p>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
              <PayoutSelect />
              <FormTextField
                name="wageringMultiple"
                label={t('console.rebate.fields.wageringMultiple')}
                inputMode="decimal"
              />
              <FormTextField
                name="bonusExpiryDays"
                label={t('console.rebate.fields.bonusExpiryDays')}
                inputMode="numeric"
              />
              <FormTextField name="minClaim" label={t('console.rebate.fields.minClaim')} inputMode="decimal" />
              <FormTextField
                name="dailyCap"
                label={t('console.rebate.fields.dailyCap')}
                hint={t('console.rebate.fields.dailyCapHint')}
                inputMode="decimal"
              />
            </div>
            <SaveFooter save={save} alert={errors.alert} />
          </Form>
        )}
      </QueryView>
    </ConsoleSection>
  );
}

function PayoutSelect() {
  const { t } = useTranslation();
  return (
    <FormSelect name="payout" label={t('console.rebate.fields.payout')}>
      <option value="main">{t('console.rebate.payout.main')}</option>
      <option value="bonus">{t('console.rebate.payout.bonus')}</option>
    </FormSelect>
  );
}

type Grid = Record<number, Record<string, string>>;

/** The rates as a grid: a row per VIP level, a column per game category, each cell in basis points. */
function Rates({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const rates = useQuery(rebateRatesQuery(brand));
  return (
    <ConsoleSection title={t('console.rebate.ratesTitle')}>
      <p className="mb-3 text-sm text-slate-400">{t('console.rebate.ratesText')}</p>
      <QueryView query={rates} loading={<Loading />}>
        {(list) => <RatesGrid brand={brand} initial={list} key={JSON.stringify(list)} />}
      </QueryView>
    </ConsoleSection>
  );
}

function RatesGrid({ brand, initial }: { brand: string; initial: RebateRate[] }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const message = useErrorMessage();
  const [grid, setGrid] = useState<Grid>(() => {
    const g: Grid = {};
    for (const r of initial) (g[r.vipLevel] ??= {})[r.gameType] = String(r.rateBps);
    return g;
  });
  const [invalid, setInvalid] = useState(false);
  const levels = Object.keys(grid)
    .map(Number)
    .sort((a, b) => a - b);
  const save = useMutation({
    mutationFn: (list: RebateRate[]) => rebateApi.setRates(brand, list),
    onSuccess: () => refresh(rebateRatesQuery(brand).queryKey),
  });
  const submit = () => {
    const list: RebateRate[] = [];
    for (const level of levels) {
      for (const gameType of GAME_CATEGORIES) {
        const v = (grid[level]?.[gameType] ?? '').trim();
        if (v === '') continue;
        if (!/^\d{1,5}$/.test(v) || Number(v) > 10_000) return setInvalid(true);
        list.push({ vipLevel: level, gameType, rateBps: Number(v) });
      }
    }
    setInvalid(false);
    if (list.length > 0) save.mutate(list);
  };
  const addLevel = () => {
    const next = levels.length === 0 ? 0 : levels[levels.length - 1]! + 1;
    if (next > 100) return;
    setGrid({ ...grid, [next]: Object.fromEntries(GAME_CATEGORIES.map((c) => [c, '0'])) });
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-lg ring-1 ring-white/10">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('console.rebate.ratesTitle')}</caption>
          <thead className="bg-navy-900 text-xs text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                VIP
              </th>
              {GAME_CATEGORIES.map((c) => (
                <th key={c} scope="col" className="px-2 py-2 text-right">
                  {t(`console.rebate.category.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5">
            {levels.map((level) => (
              <tr key={level}>
                <th scope="row" className="px-3 py-1.5 text-left font-medium text-slate-200">
                  VIP{level}
                </th>
                {GAME_CATEGORIES.map((c) => (
                  <td key={c} className="px-2 py-1.5">
                    <input
                      aria-label={t('console.rebate.cell', { level, category: t(`console.rebate.category.${c}`) })}
                      className={inputClass(false, 'h-8 w-20 py-0 text-right tabular-nums')}
                      inputMode="numeric"
                      value={grid[level]?.[c] ?? ''}
                      onChange={(e) => setGrid({ ...grid, [level]: { ...grid[level], [c]: e.target.value } })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {levels.length === 0 && <p className="text-sm text-slate-400">{t('console.rebate.noRates')}</p>}
      <FormAlert message={invalid ? t('console.rebate.bpsHint') : save.isError ? message(save.error) : null} />
      <FormAlert tone="success" message={save.isSuccess ? t('console.config.saved') : null} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('outline', 'sm')} onClick={addLevel}>
          {t('console.rebate.addLevel')}
        </button>
        <button type="button" className={buttonClass('primary', 'sm')} onClick={submit} disabled={save.isPending}>
          {save.isPending && <Spinner size={14} className="border-2" />}
          {t('console.rebate.saveRates')}
        </button>
      </div>
    </div>
  );
}
