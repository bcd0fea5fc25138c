import {
  OPS_BANK_PATHS,
  VIET_BANKS,
  opsBankFeedSchema,
  opsBankFeedSecretSchema,
  opsReceivingAccountSchema,
  type OpsReceivingAccount,
  type OpsReceivingAccountCreate,
  type OpsReceivingAccountUpdate,
} from '@lotus/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import type { Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { FormAlert } from '@/components/FormAlert';
import { Form, FormSelect, FormTextField } from '@/components/form';
import { useServerErrors } from '@/components/serverErrors';
import { buttonClass } from '@/components/cx';
import { useTranslation } from '@/lib/i18n';
import { opsValue } from '../api';
import { intField, majorField, majorText } from './amounts';
import { configKeys } from './queries';
import { ConfigEditorPage, ConfigTable, EditButton, Switch, actionsColumn, useRefresh } from './shared';
import { FormFooter } from '../FormFooter';
import { moneyColumn } from '../columns';
import { useMoney } from '../members/shared';

const byId = (id: number) => OPS_BANK_PATHS.account.replace(':id', String(id));
const bankApi = {
  accounts: (brand: string) =>
    opsValue(OPS_BANK_PATHS.accounts, { query: { brand }, schema: z.array(opsReceivingAccountSchema) }),
  add: (body: OpsReceivingAccountCreate) =>
    opsValue(OPS_BANK_PATHS.accounts, { method: 'POST', body, schema: opsReceivingAccountSchema }),
  update: (id: number, body: OpsReceivingAccountUpdate) =>
    opsValue(byId(id), { method: 'PATCH', body, schema: opsReceivingAccountSchema }),
  feeds: (brand: string) => opsValue(OPS_BANK_PATHS.feeds, { query: { brand }, schema: z.array(opsBankFeedSchema) }),
  addFeed: (brand: string, code: string) =>
    opsValue(OPS_BANK_PATHS.feeds, { method: 'POST', body: { brand, code }, schema: opsBankFeedSecretSchema }),
  rotateFeed: (code: string) =>
    opsValue(OPS_BANK_PATHS.feedRotate.replace(':code', code), {
      method: 'POST',
      body: {},
      schema: opsBankFeedSecretSchema,
    }),
};
const accountsQuery = (brand: string) =>
  queryOptions({ queryKey: configKeys.of('receivingAccounts', brand), queryFn: () => bankApi.accounts(brand) });
const feedsQuery = (brand: string) =>
  queryOptions({ queryKey: configKeys.of('bankFeeds', brand), queryFn: () => bankApi.feeds(brand) });

/**
 * /console/config/receiving-accounts (config.manage): the brand's receiving bank accounts (NAPAS
 * bank, number, holder as the bank prints it, daily limit; bank-transfer orders rotate among the
 * enabled ones) and the statement feeds that forward their incoming transfers (secret shown once).
 */
export function ReceivingAccountsPage() {
  const { t } = useTranslation();
  return (
    <ConfigEditorPage<OpsReceivingAccount>
      title={t('console.config.receiving.title')}
      description={t('console.config.receiving.text')}
      addLabel={t('console.config.receiving.add')}
      list={(brand, edit) => (
        <>
          <Accounts brand={brand} onEdit={edit} />
          <Feeds brand={brand} />
        </>
      )}
      editor={(brand, account, close) => <AccountDialog brand={brand} account={account} onClose={close} />}
    />
  );
}

function Accounts({ brand, onEdit }: { brand: string; onEdit: (a: OpsReceivingAccount) => void }) {
  const { t } = useTranslation();
  const list = useQuery(accountsQuery(brand));
  const refresh = useRefresh();
  // The accounts' limits carry minor units as integers: exact as bigints.
  const money = useMoney();
  const toggle = useMutation({
    mutationFn: (v: { id: number; enabled: boolean }) => bankApi.update(v.id, { enabled: v.enabled }),
    onSettled: () => refresh(accountsQuery(brand).queryKey),
  });
  const columns: Column<OpsReceivingAccount>[] = [
    {
      id: 'on',
      header: t('console.config.enabled'),
      cell: (a) => (
        <Switch
          checked={a.enabled}
          label={t('console.config.enableNamed', { name: `${a.bankShortName} ${a.accountNo}` })}
          disabled={toggle.isPending}
          onChange={(enabled) => toggle.mutate({ id: a.id, enabled })}
        />
      ),
    },
    {
      id: 'bank',
      header: t('console.config.receiving.bank'),
      rowHeader: true,
      cell: (a) => (
        <div className="leading-tight">
          <p className="text-white">{a.bankShortName}</p>
          <p className="text-xs text-slate-400">
            {a.bankName} · BIN {a.bankBin}
          </p>
        </div>
      ),
    },
    {
      id: 'no',
      header: t('console.config.receiving.accountNo'),
      cell: (a) => <span className="font-mono">{a.accountNo}</span>,
    },
    { id: 'holder', header: t('console.config.receiving.holder'), cell: (a) => a.holderName },
    {
      id: 'limit',
      header: t('console.config.receiving.dailyLimit'),
      align: 'right',
      cell: (a) => (a.dailyLimit ? money(BigInt(a.dailyLimit)) : t('console.config.receiving.noLimit')),
    },
    moneyColumn('used', t('console.config.receiving.usedToday'), (a) => BigInt(a.usedToday), money),
    { id: 'sort', header: t('console.config.sort'), align: 'right', cell: (a) => a.sort },
    actionsColumn(t('console.config.actions'), (a) => (
      <EditButton name={`${a.bankShortName} ${a.accountNo}`} onClick={() => onEdit(a)} />
    )),
  ];
  return (
    <ConfigTable
      query={list}
      columns={columns}
      rowKey={(a) => a.id}
      caption={t('console.config.receiving.title')}
      error={toggle.error}
    />
  );
}

function AccountDialog({
  brand,
  account,
  onClose,
}: {
  brand: string;
  account: OpsReceivingAccount | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const errors = useServerErrors(['bank', 'accountNo', 'holderName', 'dailyLimit', 'sort']);
  const isNew = account === 'new';
  const a = isNew ? null : account;
  const schema = useMemo(
    () =>
      z.object({
        bank: z.string().min(1, t('form.required')),
        accountNo: z.string().trim().min(1, t('form.required')).max(40),
        holderName: z.string().trim().min(1, t('form.required')).max(200),
        dailyLimit: majorField(t),
        sort: intField(t, 0, 1_000_000),
      }),
    [t],
  );
  type Values = z.output<typeof schema>;
  const save = useMutation({
    mutationFn: (v: Values) =>
      isNew
        ? bankApi.add({
            brand,
            bank: v.bank,
            accountNo: v.accountNo,
            holderName: v.holderName,
            dailyLimit: v.dailyLimit,
            sort: v.sort,
          })
        : bankApi.update(account.id, { holderName: v.holderName, dailyLimit: v.dailyLimit, sort: v.sort }),
    onSuccess: async () => {
      await refresh(accountsQuery(brand).queryKey);
      onClose();
    },
  });
  const title = isNew
    ? t('console.config.receiving.add')
    : t('console.config.editNamed', { name: `${a!.bankShortName} ${a!.accountNo}` });
  return (
    <SiteDialog open onOpenChange={(o) => !o && onClose()} title={title} size="md">
      <Form
        schema={schema}
        defaultValues={{
          bank: a?.bankBin ?? VIET_BANKS[0]!.bin,
          accountNo: a?.accountNo ?? '',
          holderName: a?.holderName ?? '',
          dailyLimit: majorText(a?.dailyLimit ?? 0),
          sort: String(a?.sort ?? 1),
        }}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="grid gap-4 p-5 sm:grid-cols-2"
        aria-label={title}
      >
        {isNew ? (
          <FormSelect name="bank" label={t('console.config.receiving.bank')} className="sm:col-span-2">
            {VIET_BANKS.map((b) => (
              <option key={b.bin} value={b.bin}>
                {b.shortName} — {b.name} ({b.bin})
              </option>
            ))}
          </FormSelect>
        ) : (
          <p className="text-sm text-slate-300 sm:col-span-2">
            {a!.bankShortName} — {a!.bankName} ({a!.bankBin})
          </p>
        )}
        <FormTextField name="accountNo" label={t('console.config.receiving.accountNo')} disabled={!isNew} />
        <FormTextField
          name="holderName"
          label={t('console.config.receiving.holder')}
          hint={t('console.config.receiving.holderHint')}
        />
        <FormTextField
          name="dailyLimit"
          label={t('console.config.receiving.dailyLimit')}
          hint={t('console.config.receiving.dailyLimitHint')}
          inputMode="decimal"
        />
        <FormTextField name="sort" label={t('console.config.sort')} inputMode="numeric" />
        <FormFooter wide alert={errors.alert(save.error)} pending={save.isPending} label={t('console.config.save')} />
      </Form>
    </SiteDialog>
  );
}

/** The statement feeds of the brand: add one or rotate its secret, shown once. */
function Feeds({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const list = useQuery(feedsQuery(brand));
  const refresh = useRefresh();
  const [code, setCode] = useState('');
  const [secret, setSecret] = useState<{ code: string; secret: string } | null>(null);
  const done = async (r: { feed: { code: string }; secret: string }) => {
    setSecret({ code: r.feed.code, secret: r.secret });
    await refresh(feedsQuery(brand).queryKey);
  };
  const add = useMutation({ mutationFn: () => bankApi.addFeed(brand, code.trim()), onSuccess: done });
  const rotate = useMutation({ mutationFn: (c: string) => bankApi.rotateFeed(c), onSuccess: done });
  return (
    <section aria-label={t('console.config.receiving.feeds')} className="mt-6 flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-white">{t('console.config.receiving.feeds')}</h3>
      <p className="text-xs text-slate-400">{t('console.config.receiving.feedsText')}</p>
      <ul className="flex flex-col gap-2">
        {(list.data ?? []).map((f) => (
          <li key={f.code} className="flex flex-wrap items-center gap-3 rounded-lg bg-navy-900/60 px-3 py-2 text-sm">
            <span className="font-mono text-white">{f.code}</span>
            <span className="font-mono text-xs text-slate-400">POST {f.path}</span>
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              disabled={rotate.isPending}
              onClick={() => rotate.mutate(f.code)}
            >
              {t('console.config.receiving.rotate')}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <label className="flex flex-col gap-1 text-xs text-slate-300">
          {t('console.config.receiving.feedCode')}
          <input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            pattern="[a-z0-9][a-z0-9-]{1,31}"
            required
            className="rounded-lg bg-navy-900 px-3 py-2 text-sm text-white ring-1 ring-white/10"
          />
        </label>
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={add.isPending}>
          {t('console.config.receiving.addFeed')}
        </button>
      </form>
      <FormAlert message={add.error || rotate.error ? t('console.config.receiving.feedError') : null} />
      {secret && (
        <p role="status" className="rounded-lg bg-gold-400/10 px-3 py-2 text-sm text-gold-200 ring-1 ring-gold-400/30">
          {t('console.config.receiving.secretOnce', { code: secret.code })}{' '}
          <code className="font-mono break-all text-white">{secret.secret}</code>
        </p>
      )}
    </section>
  );
}
