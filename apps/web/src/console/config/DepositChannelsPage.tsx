import { DEPOSIT_CHANNEL_TYPES, type OpsDepositChannel } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import type { Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { Form, FormSelect, FormTextField } from '@/components/form';
import { useServerErrors } from '@/components/serverErrors';
import { formatRate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Tag } from '../Tag';
import { intField, majorField, majorText } from './amounts';
import { configApi } from './configApi';
import { channelsQuery } from './queries';
import { ConfigEditorPage, ConfigTable, EditButton, Switch, actionsColumn, useRefresh } from './shared';
import { FormFooter } from '../FormFooter';
import { moneyColumn } from '../columns';
import { useMoney } from '../members/shared';

/** /console/config/deposit-channels (config.manage): the brand's deposit channels; add, edit, switch on or off. */
export function DepositChannelsPage() {
  const { t } = useTranslation();
  return (
    <ConfigEditorPage<OpsDepositChannel>
      title={t('console.config.channels.title')}
      description={t('console.config.channels.text')}
      addLabel={t('console.config.channels.add')}
      list={(brand, edit) => <Channels brand={brand} onEdit={edit} />}
      editor={(brand, channel, close) => <ChannelDialog brand={brand} channel={channel} onClose={close} />}
    />
  );
}

function Channels({ brand, onEdit }: { brand: string; onEdit: (c: OpsDepositChannel) => void }) {
  const { t, i18n } = useTranslation();
  const list = useQuery(channelsQuery(brand));
  const refresh = useRefresh();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  // The channel settings carry minor units as integers: exact as bigints.
  const money = useMoney();
  const toggle = useMutation({
    mutationFn: (v: { id: number; enabled: boolean }) => configApi.updateChannel(v.id, { enabled: v.enabled }),
    onSettled: () => refresh(channelsQuery(brand).queryKey),
  });
  const columns: Column<OpsDepositChannel>[] = [
    {
      id: 'on',
      header: t('console.config.enabled'),
      cell: (c) => (
        <Switch
          checked={c.enabled}
          label={t('console.config.enableNamed', { name: c.name[lang] })}
          disabled={toggle.isPending}
          onChange={(enabled) => toggle.mutate({ id: c.id, enabled })}
        />
      ),
    },
    {
      id: 'name',
      header: t('console.config.channels.name'),
      rowHeader: true,
      cell: (c) => (
        <div className="leading-tight">
          <p className="text-white">{c.name[lang]}</p>
          <p className="font-mono text-xs text-slate-400">{c.code}</p>
        </div>
      ),
    },
    { id: 'type', header: t('console.config.channels.type'), cell: (c) => <Tag tone="slate">{c.type}</Tag> },
    { id: 'gateway', header: t('console.config.channels.gateway'), cell: (c) => c.gateway },
    moneyColumn('min', t('console.config.channels.min'), (c) => BigInt(c.minAmount), money),
    moneyColumn('max', t('console.config.channels.max'), (c) => BigInt(c.maxAmount), money),
    {
      id: 'fee',
      header: t('console.config.channels.fee'),
      align: 'right',
      cell: (c) => `${formatRate(c.feeBps, lang)} + ${money(BigInt(c.feeFixed))}`,
    },
    { id: 'sort', header: t('console.config.sort'), align: 'right', cell: (c) => c.sort },
    actionsColumn(t('console.config.actions'), (c) => <EditButton name={c.name[lang]} onClick={() => onEdit(c)} />),
  ];
  return (
    <ConfigTable
      query={list}
      columns={columns}
      rowKey={(c) => c.id}
      caption={t('console.config.channels.title')}
      error={toggle.error}
    />
  );
}

const FIELDS = [
  'type',
  'nameVi',
  'nameEn',
  'minAmount',
  'maxAmount',
  'feeBps',
  'feeFixed',
  'sort',
  'bankName',
  'accountNo',
  'accountName',
];

function ChannelDialog({
  brand,
  channel,
  onClose,
}: {
  brand: string;
  channel: OpsDepositChannel | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const errors = useServerErrors(FIELDS, { rename: { name: 'nameVi', bank: 'bankName' } });
  const isNew = channel === 'new';
  const schema = useMemo(() => {
    const text = (max: number) => z.string().trim().min(1, t('form.required')).max(max);
    return z.object({
      type: z.enum(DEPOSIT_CHANNEL_TYPES),
      nameVi: text(500),
      nameEn: text(500),
      minAmount: majorField(t, 1),
      maxAmount: majorField(t, 1),
      feeBps: intField(t, 0, 10_000),
      feeFixed: majorField(t),
      sort: intField(t, 0, 1_000_000),
      bankName: z.string().trim().max(200),
      accountNo: z.string().trim().max(64),
      accountName: z.string().trim().max(200),
    });
  }, [t]);
  type Values = z.output<typeof schema>;
  const save = useMutation({
    mutationFn: (v: Values) => {
      const bank =
        v.type === 'bank_transfer'
          ? { bankName: v.bankName, accountNo: v.accountNo, accountName: v.accountName }
          : undefined;
      const common = {
        name: { vi: v.nameVi, en: v.nameEn },
        minAmount: v.minAmount,
        maxAmount: v.maxAmount,
        feeBps: v.feeBps,
        feeFixed: v.feeFixed,
        sort: v.sort,
      };
      return isNew
        ? configApi.createChannel({ brand, type: v.type, ...common, bank: bank ?? null })
        : configApi.updateChannel(channel.id, { ...common, ...(bank ? { bank } : {}) });
    },
    onSuccess: async () => {
      await refresh(channelsQuery(brand).queryKey);
      onClose();
    },
  });
  const c = isNew ? null : channel;
  const title = isNew ? t('console.config.channels.add') : t('console.config.editNamed', { name: c!.name.vi });
  return (
    <SiteDialog open onOpenChange={(o) => !o && onClose()} title={title} size="md">
      <Form
        schema={schema}
        defaultValues={{
          type: c?.type ?? 'bank_transfer',
          nameVi: c?.name.vi ?? '',
          nameEn: c?.name.en ?? '',
          minAmount: c ? majorText(c.minAmount) : '',
          maxAmount: c ? majorText(c.maxAmount) : '',
          feeBps: String(c?.feeBps ?? 0),
          feeFixed: majorText(c?.feeFixed ?? 0),
          sort: String(c?.sort ?? 100),
          bankName: c?.bank?.bankName ?? '',
          accountNo: c?.bank?.accountNo ?? '',
          accountName: c?.bank?.accountName ?? '',
        }}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="grid gap-4 p-5 sm:grid-cols-2"
        aria-label={title}
      >
        {(form) => (
          <>
            {isNew && (
              <FormSelect name="type" label={t('console.config.channels.type')} className="sm:col-span-2">
                {DEPOSIT_CHANNEL_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </FormSelect>
            )}
            <FormTextField name="nameVi" label={t('console.config.nameVi')} />
            <FormTextField name="nameEn" label={t('console.config.nameEn')} />
            <FormTextField name="minAmount" label={t('console.config.channels.min')} inputMode="decimal" />
            <FormTextField name="maxAmount" label={t('console.config.channels.max')} inputMode="decimal" />
            <FormTextField
              name="feeBps"
              label={t('console.config.channels.feeBps')}
              hint={t('console.config.bpsHint')}
              inputMode="numeric"
            />
            <FormTextField name="feeFixed" label={t('console.config.channels.feeFixed')} inputMode="decimal" />
            <FormTextField name="sort" label={t('console.config.sort')} inputMode="numeric" />
            {form.watch('type') === 'bank_transfer' && (
              <>
                <FormTextField
                  name="bankName"
                  label={t('console.config.channels.bankName')}
                  className="sm:col-start-1"
                />
                <FormTextField name="accountNo" label={t('console.config.channels.accountNo')} />
                <FormTextField name="accountName" label={t('console.config.channels.accountName')} />
              </>
            )}
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
