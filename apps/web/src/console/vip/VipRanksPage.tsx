import { minorToAmountText, VIP_MAX_LEVEL, type VipRank } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import type { Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { Form, FormTextField } from '@/components/form';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { intField, majorField } from '../config/amounts';
import { ConfigEditorPage, ConfigTable, DeleteButton, EditButton, actionsColumn, useRefresh } from '../config/shared';
import { vipApi, vipRanksQuery } from './queries';
import { FormFooter } from '../FormFooter';
import { useMoney } from '../members/shared';

const name = (r: VipRank) => `VIP${r.level} ${r.name.vi}`;

/** /console/config/vip (loyalty.manage): the brand's VIP ranks — criteria, rewards, withdrawal limits. */
export function VipRanksPage() {
  const { t } = useTranslation();
  return (
    <ConfigEditorPage<VipRank>
      title={t('console.vip.title')}
      description={t('console.vip.text')}
      addLabel={t('console.vip.add')}
      list={(brand, edit) => <RankList brand={brand} edit={edit} />}
      editor={(brand, target, close) => <RankDialog brand={brand} rank={target} onClose={close} />}
    />
  );
}

function RankList({ brand, edit }: { brand: string; edit: (r: VipRank) => void }) {
  const { t } = useTranslation();
  const list = useQuery(vipRanksQuery(brand));
  const money = useMoney();
  const refresh = useRefresh();
  const remove = useMutation({
    mutationFn: (level: number) => vipApi.deleteRank(brand, level),
    onSuccess: () => refresh(vipRanksQuery(brand).queryKey),
  });
  const columns: Column<VipRank>[] = [
    { id: 'level', header: t('console.vip.level'), cell: (r) => `VIP${r.level}`, rowHeader: true },
    { id: 'name', header: t('console.vip.name'), cell: (r) => `${r.name.vi} / ${r.name.en}` },
    {
      id: 'promote',
      header: t('console.vip.promote'),
      cell: (r) => `${money(r.promoteDeposit)} / ${money(r.promoteValidBet)} · ${r.promoteDays}d`,
    },
    {
      id: 'keep',
      header: t('console.vip.keep'),
      cell: (r) => `${money(r.keepDeposit)} / ${money(r.keepValidBet)}`,
    },
    {
      id: 'rewards',
      header: t('console.vip.rewards'),
      cell: (r) =>
        [r.levelUpBonus, r.weeklyBonus, r.monthlyBonus, r.birthdayBonus].map((x) => money(x)).join(' · ') +
        ` (${r.wageringMultiple}×)`,
    },
    {
      id: 'withdraw',
      header: t('console.vip.withdraw'),
      cell: (r) =>
        r.withdrawDailyMaxAmount === null && r.withdrawDailyMaxCount === null
          ? t('console.vip.brandLimit')
          : `${r.withdrawDailyMaxAmount === null ? '—' : money(r.withdrawDailyMaxAmount)} × ${r.withdrawDailyMaxCount ?? '—'}`,
    },
    actionsColumn(t('console.config.actions'), (r) => (
      <div className="flex justify-end gap-2">
        <EditButton name={name(r)} onClick={() => edit(r)} />
        <DeleteButton
          name={name(r)}
          title={t('console.vip.deleteConfirm', { name: name(r) })}
          onDelete={() => remove.mutate(r.level)}
        />
      </div>
    )),
  ];
  return (
    <ConfigTable
      query={list}
      columns={columns}
      rowKey={(r) => r.level}
      caption={t('console.vip.title')}
      error={remove.error}
    />
  );
}

const AMOUNTS = [
  'promoteDeposit',
  'promoteValidBet',
  'keepDeposit',
  'keepValidBet',
  'levelUpBonus',
  'weeklyBonus',
  'monthlyBonus',
  'birthdayBonus',
] as const;
const FIELDS = [
  'level',
  'nameVi',
  'nameEn',
  'color',
  ...AMOUNTS,
  'promoteDays',
  'wageringMultiple',
  'withdrawDailyMaxAmount',
  'withdrawDailyMaxCount',
];

const optional = <T extends z.ZodType>(field: T) => z.union([z.literal('').transform(() => null), field]);

function rankSchema(t: TFunction) {
  const text = z.string().trim().min(1, t('form.required')).max(40);
  return z.object({
    level: intField(t, 0, VIP_MAX_LEVEL),
    nameVi: text,
    nameEn: text,
    color: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, t('console.vip.colorHint')),
    promoteDeposit: majorField(t),
    promoteValidBet: majorField(t),
    keepDeposit: majorField(t),
    keepValidBet: majorField(t),
    levelUpBonus: majorField(t),
    weeklyBonus: majorField(t),
    monthlyBonus: majorField(t),
    birthdayBonus: majorField(t),
    promoteDays: intField(t, 1, 365),
    wageringMultiple: z
      .string()
      .trim()
      .refine((v) => /^\d{1,3}(\.\d)?$/.test(v) && Number(v) <= 100, t('console.vip.multipleHint'))
      .transform(Number),
    withdrawDailyMaxAmount: optional(majorField(t, 1)),
    withdrawDailyMaxCount: optional(intField(t, 1, 1000)),
  });
}

type Values = z.output<ReturnType<typeof rankSchema>>;

function RankDialog({ brand, rank, onClose }: { brand: string; rank: VipRank | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const errors = useServerErrors(FIELDS);
  const schema = useMemo(() => rankSchema(t), [t]);
  const isNew = rank === 'new';
  const r = isNew ? null : rank;
  const save = useMutation({
    mutationFn: (v: Values) =>
      vipApi.saveRank(brand, v.level, {
        name: { vi: v.nameVi, en: v.nameEn },
        color: v.color,
        ...(Object.fromEntries(AMOUNTS.map((k) => [k, v[k] / 100])) as Record<(typeof AMOUNTS)[number], number>),
        promoteDays: v.promoteDays,
        wageringMultiple: v.wageringMultiple,
        withdrawDailyMaxAmount: v.withdrawDailyMaxAmount === null ? null : v.withdrawDailyMaxAmount / 100,
        withdrawDailyMaxCount: v.withdrawDailyMaxCount,
      }),
    onSuccess: async () => {
      await refresh(vipRanksQuery(brand).queryKey);
      onClose();
    },
  });
  const title = isNew ? t('console.vip.add') : t('console.config.editNamed', { name: name(r!) });
  const major = (n: bigint | undefined) => (n === undefined ? '0.00' : minorToAmountText(n));
  return (
    <SiteDialog open onOpenChange={(o) => !o && onClose()} title={title} size="lg">
      <Form
        schema={schema}
        defaultValues={{
          level: r ? String(r.level) : '',
          nameVi: r?.name.vi ?? '',
          nameEn: r?.name.en ?? '',
          color: r?.color ?? '#d4a017',
          ...Object.fromEntries(AMOUNTS.map((k) => [k, major(r?.[k])])),
          promoteDays: String(r?.promoteDays ?? 30),
          wageringMultiple: String(r?.wageringMultiple ?? 1),
          withdrawDailyMaxAmount: r?.withdrawDailyMaxAmount == null ? '' : major(r.withdrawDailyMaxAmount),
          withdrawDailyMaxCount: r?.withdrawDailyMaxCount == null ? '' : String(r.withdrawDailyMaxCount),
        }}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="grid gap-4 p-5 sm:grid-cols-2"
        aria-label={title}
      >
        {() => (
          <>
            {isNew ? (
              <FormTextField name="level" label={t('console.vip.level')} inputMode="numeric" />
            ) : (
              <p className="text-sm text-slate-300 sm:col-span-2">VIP{r!.level}</p>
            )}
            <FormTextField name="color" label={t('console.vip.color')} hint={t('console.vip.colorHint')} />
            <FormTextField name="nameVi" label={t('console.config.nameVi')} />
            <FormTextField name="nameEn" label={t('console.config.nameEn')} />
            {AMOUNTS.map((k) => (
              <FormTextField key={k} name={k} label={t(`console.vip.fields.${k}`)} inputMode="decimal" />
            ))}
            <FormTextField name="promoteDays" label={t('console.vip.fields.promoteDays')} inputMode="numeric" />
            <FormTextField
              name="wageringMultiple"
              label={t('console.vip.fields.wageringMultiple')}
              hint={t('console.vip.multipleHint')}
              inputMode="decimal"
            />
            <FormTextField
              name="withdrawDailyMaxAmount"
              label={t('console.vip.fields.withdrawDailyMaxAmount')}
              hint={t('console.vip.brandLimitHint')}
              inputMode="decimal"
            />
            <FormTextField
              name="withdrawDailyMaxCount"
              label={t('console.vip.fields.withdrawDailyMaxCount')}
              hint={t('console.vip.brandLimitHint')}
              inputMode="numeric"
            />
            <FormFooter
              wide
              alert={errors.alert(save.error)}
              pending={save.isPending}
              label={t('console.config.save')}
            />
          </>
        )}
      </Form>
    </SiteDialog>
  );
}
