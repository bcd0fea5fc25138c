import { GAME_CATEGORIES, MISSION_KINDS, MISSION_PERIODS, minorToAmountText, type OpsMission } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import type { Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { Form, FormCheckbox, FormSelect, FormTextField } from '@/components/form';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation } from '@/lib/i18n';
import { ConsoleSection } from '../ConsolePage';
import { intField } from '../config/amounts';
import { AddButton, ConfigPage, ConfigTable, EditButton, actionsColumn, useRefresh } from '../config/shared';
import { useCount, useMoney } from '../members/shared';
import { Tag } from '../Tag';
import { missionsApi, missionsQuery } from './missionsApi';
import { FormFooter } from '../FormFooter';

/**
 * /console/config/missions (loyalty.manage): the brand's daily, weekly and one-off missions — what each counts
 * (log in, deposits, valid bets on a category, rounds of a game, qualified friends), its target, its reward
 * (points and/or a bonus with wagering) and whether it is shown — with the claims made so far.
 */
export function MissionsConfigPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<OpsMission | 'new' | null>(null);
  return (
    <ConfigPage
      title={t('console.missions.title')}
      description={t('console.missions.text')}
      actions={<AddButton label={t('console.missions.add')} onClick={() => setEditing('new')} />}
    >
      {(brand) => (
        <div className="flex flex-col gap-5">
          <Missions brand={brand} onEdit={setEditing} />
          {editing !== null && <MissionDialog brand={brand} target={editing} onClose={() => setEditing(null)} />}
        </div>
      )}
    </ConfigPage>
  );
}

function Missions({ brand, onEdit }: { brand: string; onEdit: (m: OpsMission) => void }) {
  const { t } = useTranslation();
  const list = useQuery(missionsQuery(brand));
  const money = useMoney();
  const count = useCount();
  const reward = (m: OpsMission) =>
    [
      m.rewardPoints > 0 ? t('console.missions.points', { count: m.rewardPoints }) : null,
      m.rewardBonus > 0n ? t('console.missions.bonus', { amount: money(m.rewardBonus), x: m.wageringMultiple }) : null,
    ]
      .filter(Boolean)
      .join(' + ');
  const columns: Column<OpsMission>[] = [
    { id: 'name', header: t('console.missions.name'), rowHeader: true, cell: (m) => m.name.vi },
    { id: 'nameEn', header: 'EN', cell: (m) => m.name.en },
    { id: 'code', header: t('console.missions.code'), cell: (m) => m.code },
    { id: 'period', header: t('console.missions.period'), cell: (m) => t(`console.missions.periods.${m.period}`) },
    {
      id: 'goal',
      header: t('console.missions.goal'),
      cell: (m) =>
        `${t(`console.missions.kinds.${m.kind}`)} ${m.targetAmount !== null ? money(m.targetAmount) : m.targetCount}` +
        (m.gameType ? ` · ${m.gameType}` : '') +
        (m.gameId !== null ? ` · #${m.gameId}` : ''),
    },
    { id: 'reward', header: t('console.missions.reward'), cell: reward },
    {
      id: 'claims',
      header: t('console.missions.claims'),
      align: 'right',
      cell: (m) => count(m.claims),
    },
    {
      id: 'active',
      header: t('console.missions.active'),
      cell: (m) => (
        <Tag tone={m.active ? 'green' : 'slate'}>{m.active ? t('console.missions.on') : t('console.missions.off')}</Tag>
      ),
    },
    actionsColumn(t('console.config.actions'), (m) => <EditButton name={m.name.vi} onClick={() => onEdit(m)} />),
  ];
  return (
    <ConsoleSection title={t('console.missions.list')}>
      <ConfigTable query={list} columns={columns} rowKey={(m) => m.id} caption={t('console.missions.list')} />
    </ConsoleSection>
  );
}

function MissionDialog({ brand, target, onClose }: { brand: string; target: OpsMission | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const m = target === 'new' ? null : target;
  const fields = [
    'code',
    'target',
    'gameType',
    'gameId',
    'nameVi',
    'nameEn',
    'rewardPoints',
    'rewardBonus',
    'wagering',
  ];
  const errors = useServerErrors(fields, {
    rename: { name: 'nameVi', description: 'descriptionVi', wageringMultiple: 'wagering' },
  });
  const schema = useMemo(() => {
    const text = z.string().trim().min(1, t('form.required')).max(120);
    const decimal = z
      .string()
      .trim()
      .transform((v) => v.replace(/,/g, ''))
      .refine((v) => v === '' || /^\d{1,13}(\.\d{1,2})?$/.test(v), t('console.config.amountHint'))
      .transform((v) => (v === '' ? 0 : Number(v)));
    return z.object({
      code: z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, t('console.missions.codeHint')),
      period: z.enum(MISSION_PERIODS),
      kind: z.enum(MISSION_KINDS),
      target: decimal,
      gameType: z.string(),
      gameId: z
        .string()
        .trim()
        .refine((v) => v === '' || /^\d{1,9}$/.test(v), t('console.config.intHint'))
        .transform((v) => (v === '' ? null : Number(v))),
      nameVi: text,
      nameEn: text,
      descriptionVi: z.string().trim().max(500),
      descriptionEn: z.string().trim().max(500),
      rewardPoints: intField(t, 0),
      rewardBonus: decimal,
      wagering: z
        .string()
        .trim()
        .refine((v) => /^\d{1,3}(\.\d)?$/.test(v) && Number(v) <= 100, t('console.missions.wageringHint'))
        .transform(Number),
      bonusExpiryDays: intField(t, 1, 365),
      sortOrder: intField(t, 0, 10_000),
      active: z.boolean(),
    });
  }, [t]);
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) => {
      const body = {
        target: v.target,
        gameType: v.gameType === '' ? null : v.gameType,
        gameId: v.gameId,
        name: { vi: v.nameVi, en: v.nameEn },
        description: { vi: v.descriptionVi, en: v.descriptionEn },
        rewardPoints: v.rewardPoints,
        rewardBonus: v.rewardBonus,
        wageringMultiple: v.wagering,
        bonusExpiryDays: v.bonusExpiryDays,
        sortOrder: v.sortOrder,
        active: v.active,
      };
      return m
        ? missionsApi.edit(brand, m.id, body)
        : missionsApi.add(brand, { ...body, code: v.code, period: v.period, kind: v.kind });
    },
    onSuccess: async () => {
      await refresh(missionsQuery(brand).queryKey);
      onClose();
    },
  });
  const title = m ? t('console.missions.editTitle', { name: m.name.vi }) : t('console.missions.add');
  return (
    <SiteDialog open onOpenChange={(o) => !o && onClose()} title={title} size="md">
      <Form
        schema={schema}
        defaultValues={{
          code: m?.code ?? '',
          period: m?.period ?? 'daily',
          kind: m?.kind ?? 'login',
          target: m?.targetAmount != null ? minorToAmountText(m.targetAmount) : String(m?.targetCount ?? 1),
          gameType: m?.gameType ?? '',
          gameId: m?.gameId == null ? '' : String(m.gameId),
          nameVi: m?.name.vi ?? '',
          nameEn: m?.name.en ?? '',
          descriptionVi: m?.description.vi ?? '',
          descriptionEn: m?.description.en ?? '',
          rewardPoints: String(m?.rewardPoints ?? 0),
          rewardBonus: m && m.rewardBonus > 0n ? minorToAmountText(m.rewardBonus) : '',
          wagering: String(m?.wageringMultiple ?? 1),
          bonusExpiryDays: String(m?.bonusExpiryDays ?? 7),
          sortOrder: String(m?.sortOrder ?? 0),
          active: m?.active ?? true,
        }}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="grid gap-4 p-5 sm:grid-cols-2"
        aria-label={title}
      >
        {m === null ? (
          <>
            <FormTextField name="code" label={t('console.missions.code')} hint={t('console.missions.codeHint')} />
            <FormSelect name="period" label={t('console.missions.period')}>
              {MISSION_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`console.missions.periods.${p}`)}
                </option>
              ))}
            </FormSelect>
            <FormSelect name="kind" label={t('console.missions.kind')}>
              {MISSION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`console.missions.kinds.${k}`)}
                </option>
              ))}
            </FormSelect>
          </>
        ) : (
          <p className="text-[13px] text-slate-300 sm:col-span-2">
            {m.code} · {t(`console.missions.periods.${m.period}`)} · {t(`console.missions.kinds.${m.kind}`)}
          </p>
        )}
        <FormTextField
          name="target"
          label={t('console.missions.target')}
          hint={t('console.missions.targetHint')}
          inputMode="decimal"
        />
        <FormSelect name="gameType" label={t('console.missions.gameType')}>
          <option value="">{t('console.missions.anyCategory')}</option>
          {GAME_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </FormSelect>
        <FormTextField
          name="gameId"
          label={t('console.missions.gameId')}
          hint={t('console.missions.gameIdHint')}
          inputMode="numeric"
        />
        <FormTextField name="nameVi" label={t('console.missions.nameVi')} />
        <FormTextField name="nameEn" label={t('console.missions.nameEn')} />
        <FormTextField name="descriptionVi" label={t('console.missions.descriptionVi')} />
        <FormTextField name="descriptionEn" label={t('console.missions.descriptionEn')} />
        <FormTextField name="rewardPoints" label={t('console.missions.rewardPoints')} inputMode="numeric" />
        <FormTextField
          name="rewardBonus"
          label={t('console.missions.rewardBonus')}
          hint={t('console.missions.rewardBonusHint')}
          inputMode="decimal"
        />
        <FormTextField name="wagering" label={t('console.missions.wagering')} inputMode="decimal" />
        <FormTextField name="bonusExpiryDays" label={t('console.missions.expiryDays')} inputMode="numeric" />
        <FormTextField name="sortOrder" label={t('console.missions.sort')} inputMode="numeric" />
        <FormCheckbox name="active">{t('console.missions.activeLabel')}</FormCheckbox>
        <FormFooter wide alert={errors.alert(save.error)} pending={save.isPending} label={t('console.config.save')} />
      </Form>
    </SiteDialog>
  );
}
