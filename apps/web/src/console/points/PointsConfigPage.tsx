import {
  minorToAmountText,
  POINT_EARN_SOURCES,
  POINT_PRODUCT_KINDS,
  type OpsPointProduct,
  type OpsPointSettings,
  type PointRates,
} from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import type { Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { Form, FormCheckbox, FormSelect, FormTextField } from '@/components/form';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { ConsoleSection } from '../ConsolePage';
import { intField, majorField } from '../config/amounts';
import { AddButton, ConfigPage, ConfigTable, EditButton, Loading, actionsColumn, useRefresh } from '../config/shared';
import { useCount, useMoney } from '../members/shared';
import { Tag } from '../Tag';
import { pointProductsQuery, pointSettingsQuery, pointsApi } from './pointsApi';
import { FormFooter, SaveFooter } from '../FormFooter';

/**
 * /console/config/points (loyalty.manage): whether points are on, the earning rates per source (points
 * per 1,000 of valid bets or deposits), the exchange value (money for 1,000 points) and the least points
 * one conversion takes; the mall's products (bonus credit, free spins, gifts) with their stock.
 */
export function PointsConfigPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<OpsPointProduct | 'new' | null>(null);
  return (
    <ConfigPage
      title={t('console.points.config.title')}
      description={t('console.points.config.text')}
      actions={<AddButton label={t('console.points.config.add')} onClick={() => setEditing('new')} />}
    >
      {(brand) => (
        <div className="flex flex-col gap-5">
          <Settings brand={brand} />
          <Products brand={brand} onEdit={setEditing} />
          {editing !== null && <ProductDialog brand={brand} target={editing} onClose={() => setEditing(null)} />}
        </div>
      )}
    </ConfigPage>
  );
}

const rateName = (s: string) => `rate_${s}`;

function Settings({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const settings = useQuery(pointSettingsQuery(brand));
  const refresh = useRefresh();
  const errors = useServerErrors(['exchangeValue', 'minConvert']);
  const schema = useMemo(
    () =>
      z.object({
        enabled: z.boolean(),
        exchangeValue: majorField(t),
        minConvert: intField(t, 1),
        ...Object.fromEntries(POINT_EARN_SOURCES.map((s) => [rateName(s), intField(t, 0, 1_000_000)])),
      }) as z.ZodType<Record<string, unknown>, Record<string, unknown>>,
    [t],
  );
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) =>
      pointsApi.setSettings(brand, {
        enabled: v.enabled as boolean,
        exchangeValue: (v.exchangeValue as number) / 100,
        minConvert: v.minConvert as number,
        rates: Object.fromEntries(POINT_EARN_SOURCES.map((s) => [s, v[rateName(s)] as number])) as PointRates,
      }),
    onSuccess: () => refresh(pointSettingsQuery(brand).queryKey),
  });
  return (
    <QueryView query={settings} loading={<Loading />}>
      {(s: OpsPointSettings) => (
        <Form
          schema={schema}
          defaultValues={{
            enabled: s.enabled,
            exchangeValue: minorToAmountText(s.exchangeValue),
            minConvert: String(s.minConvert),
            ...Object.fromEntries(POINT_EARN_SOURCES.map((k) => [rateName(k), String(s.rates[k])])),
          }}
          onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
          aria-label={t('console.points.config.settings')}
        >
          <ConsoleSection title={t('console.points.config.settings')}>
            <div className="flex flex-col gap-4">
              <FormCheckbox name="enabled">{t('console.points.config.enabled')}</FormCheckbox>
              <p className="text-[13px] text-slate-400">{t('console.points.config.ratesHint')}</p>
              <div className="grid gap-4 sm:grid-cols-3 xl:grid-cols-6">
                {POINT_EARN_SOURCES.map((k) => (
                  <FormTextField
                    key={k}
                    name={rateName(k)}
                    label={t(`console.points.source.${k}`)}
                    inputMode="numeric"
                    className="tabular-nums"
                  />
                ))}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormTextField
                  name="exchangeValue"
                  label={t('console.points.config.exchangeValue')}
                  hint={t('console.points.config.exchangeHint')}
                  inputMode="decimal"
                />
                <FormTextField name="minConvert" label={t('console.points.config.minConvert')} inputMode="numeric" />
              </div>
            </div>
          </ConsoleSection>
          <SaveFooter save={save} alert={errors.alert} size="md" />
        </Form>
      )}
    </QueryView>
  );
}

function Products({ brand, onEdit }: { brand: string; onEdit: (p: OpsPointProduct) => void }) {
  const { t } = useTranslation();
  const list = useQuery(pointProductsQuery(brand));
  const money = useMoney();
  const count = useCount();
  const columns: Column<OpsPointProduct>[] = [
    { id: 'name', header: t('console.points.config.name'), rowHeader: true, cell: (p) => p.name.vi },
    { id: 'nameEn', header: 'EN', cell: (p) => p.name.en },
    {
      id: 'kind',
      header: t('console.points.config.kind'),
      cell: (p) => <Tag tone="gold">{t(`console.points.kind.${p.kind}`)}</Tag>,
    },
    {
      id: 'points',
      header: t('console.points.config.points'),
      align: 'right',
      cell: (p) => count(p.points),
    },
    {
      id: 'what',
      header: t('console.points.config.what'),
      cell: (p) =>
        p.kind === 'bonus'
          ? t('console.points.config.bonusWhat', {
              amount: money(p.bonusAmount ?? 0n),
              x: p.wagering,
            })
          : p.kind === 'free_spins'
            ? t('console.points.config.spinsWhat', { count: p.spins ?? 0 })
            : '—',
    },
    {
      id: 'stock',
      header: t('console.points.config.stock'),
      cell: (p) => `${p.redeemed} / ${p.stock === null ? '∞' : p.stock}`,
    },
    {
      id: 'active',
      header: t('console.points.config.active'),
      cell: (p) => (
        <Tag tone={p.active ? 'green' : 'slate'}>
          {p.active ? t('console.points.config.on') : t('console.points.config.off')}
        </Tag>
      ),
    },
    actionsColumn(t('console.config.actions'), (p) => <EditButton name={p.name.vi} onClick={() => onEdit(p)} />),
  ];
  return (
    <ConsoleSection title={t('console.points.config.products')}>
      <ConfigTable query={list} columns={columns} rowKey={(p) => p.id} caption={t('console.points.config.products')} />
    </ConsoleSection>
  );
}

const optionalInt = (t: TFunction) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{1,10}$/.test(v), t('console.config.intHint'))
    .transform((v) => (v === '' ? null : Number(v)));

function ProductDialog({
  brand,
  target,
  onClose,
}: {
  brand: string;
  target: OpsPointProduct | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const fields = ['kind', 'nameVi', 'nameEn', 'points', 'bonusAmount', 'wagering', 'spins', 'stock'];
  const errors = useServerErrors(fields, { rename: { name: 'nameVi', description: 'descriptionVi' } });
  const schema = useMemo(() => {
    const text = z.string().trim().min(1, t('form.required')).max(200);
    return z.object({
      kind: z.enum(POINT_PRODUCT_KINDS),
      nameVi: text,
      nameEn: text,
      descriptionVi: z.string().trim().max(500),
      descriptionEn: z.string().trim().max(500),
      points: intField(t, 1),
      bonusAmount: z.string().trim(),
      wagering: z
        .string()
        .trim()
        .refine((v) => /^\d{1,3}(\.\d)?$/.test(v) && Number(v) <= 100, t('console.points.config.wageringHint'))
        .transform(Number),
      spins: optionalInt(t),
      stock: optionalInt(t),
      active: z.boolean(),
      sort: intField(t, 0, 100_000),
    });
  }, [t]);
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) => {
      const body = {
        kind: v.kind,
        name: { vi: v.nameVi, en: v.nameEn },
        description: { vi: v.descriptionVi, en: v.descriptionEn },
        points: v.points,
        bonusAmount: v.kind === 'bonus' && v.bonusAmount ? Number(v.bonusAmount.replace(/,/g, '')) : null,
        wagering: v.wagering,
        spins: v.kind === 'free_spins' ? v.spins : null,
        stock: v.stock,
        active: v.active,
        sort: v.sort,
      };
      return target === 'new' ? pointsApi.addProduct(brand, body) : pointsApi.editProduct(brand, target.id, body);
    },
    onSuccess: async () => {
      await refresh(pointProductsQuery(brand).queryKey);
      onClose();
    },
  });
  const p = target === 'new' ? null : target;
  const title = p ? t('console.points.config.editTitle', { name: p.name.vi }) : t('console.points.config.add');
  return (
    <SiteDialog open onOpenChange={(o) => !o && onClose()} title={title} size="md">
      <Form
        schema={schema}
        defaultValues={{
          kind: p?.kind ?? 'bonus',
          nameVi: p?.name.vi ?? '',
          nameEn: p?.name.en ?? '',
          descriptionVi: p?.description.vi ?? '',
          descriptionEn: p?.description.en ?? '',
          points: p ? String(p.points) : '',
          bonusAmount: p?.bonusAmount == null ? '' : minorToAmountText(p.bonusAmount),
          wagering: String(p?.wagering ?? 1),
          spins: p?.spins == null ? '' : String(p.spins),
          stock: p?.stock == null ? '' : String(p.stock),
          active: p?.active ?? true,
          sort: String(p?.sort ?? 0),
        }}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="grid gap-4 p-5 sm:grid-cols-2"
        aria-label={title}
      >
        <FormSelect name="kind" label={t('console.points.config.kind')} className="sm:col-span-2">
          {POINT_PRODUCT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`console.points.kind.${k}`)}
            </option>
          ))}
        </FormSelect>
        <FormTextField name="nameVi" label={t('console.config.titleVi')} />
        <FormTextField name="nameEn" label={t('console.config.titleEn')} />
        <FormTextField name="descriptionVi" label={t('console.points.config.descriptionVi')} />
        <FormTextField name="descriptionEn" label={t('console.points.config.descriptionEn')} />
        <FormTextField name="points" label={t('console.points.config.points')} inputMode="numeric" />
        <FormTextField
          name="stock"
          label={t('console.points.config.stock')}
          hint={t('console.points.config.stockHint')}
        />
        <FormTextField
          name="bonusAmount"
          label={t('console.points.config.bonusAmount')}
          hint={t('console.points.config.bonusHint')}
          inputMode="decimal"
        />
        <FormTextField name="wagering" label={t('console.points.config.wagering')} inputMode="decimal" />
        <FormTextField name="spins" label={t('console.points.config.spins')} inputMode="numeric" />
        <FormTextField name="sort" label={t('console.points.config.sort')} inputMode="numeric" />
        <FormCheckbox name="active">{t('console.points.config.activeLabel')}</FormCheckbox>
        <FormFooter wide alert={errors.alert(save.error)} pending={save.isPending} label={t('console.config.save')} />
      </Form>
    </SiteDialog>
  );
}
