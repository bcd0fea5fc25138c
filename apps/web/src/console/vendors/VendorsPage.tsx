import {
  GAME_CATEGORIES,
  LAUNCH_TEMPLATE_FIELDS,
  launchTemplateProblem,
  type RegisteredVendor,
} from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { Form, FormTextField } from '@/components/form';
import { useConfirm } from '@/components/GeneralModal';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { isApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsolePage, ConsoleSection } from '../ConsolePage';
import { FormFooter } from '../FormFooter';
import { formatTime } from '../format';
import { Tag } from '../Tag';
import { Empty, Loading, useRefresh } from '../config/shared';
import { vendorsApi, vendorsQuery } from './api';

/**
 * /console/config/vendors (games.manage): the seamless vendors registered as data (issue 32): register one and
 * hand it its secret (shown once), rotate the secret, suspend or resume, import its games. Offering a vendor to a
 * brand is the Games page's switch.
 */
export function VendorsPage() {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<{ vendor: RegisteredVendor; secret: string } | null>(null);
  return (
    <ConsolePage title={t('console.vendors.title')} description={t('console.vendors.text')}>
      <Registered onSecret={setSecret} />
      <CreateVendor onSecret={setSecret} />
      {secret && <SecretDialog shown={secret} onClose={() => setSecret(null)} />}
    </ConsolePage>
  );
}

function Registered({ onSecret }: { onSecret: (s: { vendor: RegisteredVendor; secret: string }) => void }) {
  const { t } = useTranslation();
  const vendors = useQuery(vendorsQuery());
  const refresh = useRefresh();
  const message = useErrorMessage();
  const confirm = useConfirm();
  const [importing, setImporting] = useState<RegisteredVendor | null>(null);
  const done = () => refresh(vendorsQuery().queryKey);
  const rotate = useMutation({
    mutationFn: (v: RegisteredVendor) => vendorsApi.rotate(v.vassalage, 24 * 60),
    onSuccess: onSecret,
    onSettled: done,
  });
  const status = useMutation({
    mutationFn: (v: { vassalage: string; status: 'active' | 'suspended' }) =>
      vendorsApi.setStatus(v.vassalage, v.status),
    onSettled: done,
  });
  const columns: Column<RegisteredVendor>[] = [
    {
      id: 'vendor',
      header: t('console.vendors.vendor'),
      rowHeader: true,
      cell: (v) => (
        <div className="leading-tight">
          <p className="font-semibold text-white">{v.displayName}</p>
          <p className="font-mono text-xs text-slate-400">{v.vassalage}</p>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('console.vendors.status'),
      cell: (v) => (
        <Tag tone={v.status === 'active' ? 'green' : v.status === 'suspended' ? 'amber' : 'slate'}>
          {t(`console.vendors.statuses.${v.status}`)}
        </Tag>
      ),
    },
    { id: 'types', header: t('console.vendors.categories'), cell: (v) => v.gameTypes.join(', ') },
    { id: 'games', header: t('console.vendors.games'), align: 'right', cell: (v) => v.games },
    {
      id: 'access',
      header: t('console.vendors.access'),
      cell: (v) => (
        <div className="text-xs leading-tight text-slate-300">
          <p>{v.allowedAddresses.join(', ') || t('console.vendors.anyAddress')}</p>
          <p className="text-slate-400">{t('console.vendors.rate', { count: v.callsPerSecond })}</p>
          {v.previousSecretUntil && (
            <p className="text-amber-300">
              {t('console.vendors.previousUntil', { time: formatTime(v.previousSecretUntil) })}
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('console.vendors.actions')}</span>,
      align: 'right',
      cell: (v) => (
        <span className="flex flex-wrap justify-end gap-1.5">
          <button
            type="button"
            className={buttonClass('outline', 'sm', 'h-7 px-2.5')}
            aria-label={t('console.vendors.importNamed', { name: v.displayName })}
            onClick={() => setImporting(v)}
          >
            {t('console.vendors.import')}
          </button>
          <button
            type="button"
            className={buttonClass('outline', 'sm', 'h-7 px-2.5')}
            aria-label={t('console.vendors.rotateNamed', { name: v.displayName })}
            onClick={async () => {
              if (
                await confirm({
                  title: t('console.vendors.rotateTitle', { name: v.displayName }),
                  content: t('console.vendors.rotateText'),
                  confirm: t('console.vendors.rotate'),
                })
              )
                rotate.mutate(v);
            }}
          >
            {t('console.vendors.rotate')}
          </button>
          <button
            type="button"
            className={buttonClass(v.status === 'active' ? 'danger' : 'outline', 'sm', 'h-7 px-2.5')}
            aria-label={t(v.status === 'active' ? 'console.vendors.suspendNamed' : 'console.vendors.resumeNamed', {
              name: v.displayName,
            })}
            onClick={async () => {
              const suspend = v.status === 'active';
              if (
                !suspend ||
                (await confirm({
                  title: t('console.vendors.suspendTitle', { name: v.displayName }),
                  content: t('console.vendors.suspendText'),
                  confirm: t('console.vendors.suspend'),
                  variant: 'danger',
                }))
              )
                status.mutate({ vassalage: v.vassalage, status: suspend ? 'suspended' : 'active' });
            }}
          >
            {t(v.status === 'active' ? 'console.vendors.suspend' : 'console.vendors.resume')}
          </button>
        </span>
      ),
    },
  ];
  const error = rotate.error ?? status.error;
  return (
    <ConsoleSection title={t('console.vendors.registered')} description={t('console.vendors.registeredText')}>
      <FormAlert message={error ? message(error) : null} />
      <QueryView
        query={vendors}
        loading={<Loading />}
        isEmpty={(d) => d.vendors.length === 0}
        empty={<Empty text={t('console.vendors.none')} />}
      >
        {(d) => (
          <DataTable
            rows={d.vendors}
            columns={columns}
            rowKey={(v) => v.vassalage}
            caption={t('console.vendors.registered')}
            look={CONSOLE_TABLE}
          />
        )}
      </QueryView>
      {importing && <ImportDialog vendor={importing} onClose={() => setImporting(null)} onDone={() => void done()} />}
    </ConsoleSection>
  );
}

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

function CreateVendor({ onSecret }: { onSecret: (s: { vendor: RegisteredVendor; secret: string }) => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const errors = useServerErrors(['vassalage', 'displayName', 'gameTypes', 'launchUrlTemplate', 'allowedAddresses']);
  const schema = useMemo(
    () =>
      z.object({
        vassalage: z
          .string()
          .trim()
          .transform((s) => s.toUpperCase())
          .pipe(z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/, t('console.vendors.codeRule'))),
        displayName: z.string().trim().min(1, t('form.required')).max(64),
        gameTypes: z
          .string()
          .transform((s) => list(s.toUpperCase()))
          .pipe(
            z
              .array(z.enum(GAME_CATEGORIES, { message: t('console.vendors.categoriesRule') }))
              .min(1, t('form.required')),
          ),
        currency: z
          .string()
          .trim()
          .transform((s) => s.toUpperCase())
          .pipe(z.string().regex(/^([A-Z]{3})?$/, t('console.vendors.currencyRule'))),
        launchUrlTemplate: z
          .string()
          .trim()
          .min(1, t('form.required'))
          .refine((s) => launchTemplateProblem(s) === null, t('console.vendors.templateRule')),
        allowedAddresses: z.string().transform(list),
      }),
    [t],
  );
  const create = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      vendorsApi.create({ ...v, currency: v.currency || null, allowedAddresses: v.allowedAddresses }),
    onSuccess: (answer) => {
      onSecret(answer);
      void refresh(vendorsQuery().queryKey);
    },
  });
  return (
    <ConsoleSection title={t('console.vendors.create')} description={t('console.vendors.createText')}>
      <Form
        schema={schema}
        defaultValues={{
          vassalage: '',
          displayName: '',
          gameTypes: 'RNG',
          currency: '',
          launchUrlTemplate: '',
          allowedAddresses: '',
        }}
        onSubmit={(v, form) => create.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="grid gap-4 md:grid-cols-2"
        aria-label={t('console.vendors.create')}
      >
        <FormTextField name="vassalage" label={t('console.vendors.code')} hint={t('console.vendors.codeRule')} />
        <FormTextField name="displayName" label={t('console.vendors.name')} />
        <FormTextField name="gameTypes" label={t('console.vendors.categories')} hint={GAME_CATEGORIES.join(', ')} />
        <FormTextField name="currency" label={t('console.vendors.currency')} hint={t('console.vendors.currencyHint')} />
        <div className="md:col-span-2">
          <FormTextField
            name="launchUrlTemplate"
            label={t('console.vendors.template')}
            hint={t('console.vendors.templateHint', {
              fields: LAUNCH_TEMPLATE_FIELDS.map((f) => `{${f}}`).join(' '),
            })}
            placeholder="https://games.vendor.example/launch?token={token}&game={game}&lang={lang}"
          />
        </div>
        <div className="md:col-span-2">
          <FormTextField
            name="allowedAddresses"
            label={t('console.vendors.addresses')}
            hint={t('console.vendors.addressesHint')}
          />
        </div>
        <div className="md:col-span-2">
          <FormFooter
            alert={errors.alert(create.error)}
            pending={create.isPending}
            label={t('console.vendors.createButton')}
          />
        </div>
      </Form>
    </ConsoleSection>
  );
}

/** The secret, this once: the operator copies it for the vendor. */
function SecretDialog({
  shown,
  onClose,
}: {
  shown: { vendor: RegisteredVendor; secret: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SiteDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('console.vendors.secretTitle', { name: shown.vendor.displayName })}
      description={t('console.vendors.secretText')}
    >
      <div className="flex flex-col gap-3 p-5">
        <label className="text-xs text-slate-300" htmlFor="vendor-secret">
          {t('console.vendors.secret')}
        </label>
        <input
          id="vendor-secret"
          readOnly
          value={shown.secret}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-md bg-navy-900 px-3 py-2 font-mono text-xs break-all text-gold-300 ring-1 ring-white/10"
        />
        {shown.vendor.previousSecretUntil && (
          <p className="text-xs text-amber-300">
            {t('console.vendors.previousUntil', { time: formatTime(shown.vendor.previousSecretUntil) })}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            onClick={() => void navigator.clipboard?.writeText(shown.secret)}
          >
            {t('console.vendors.copy')}
          </button>
          <button type="button" className={buttonClass('primary', 'sm')} onClick={onClose}>
            {t('console.vendors.secretDone')}
          </button>
        </div>
      </div>
    </SiteDialog>
  );
}

/** A catalogue file (JSON or CSV) or the vendor's published URL → its games; bad rows listed by line and field. */
function ImportDialog({
  vendor,
  onClose,
  onDone,
}: {
  vendor: RegisteredVendor;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const [file, setFile] = useState<File | null>(null);
  const run = useMutation({
    mutationFn: async () => {
      if (!file) return vendorsApi.importCatalogue(vendor.vassalage, {});
      const format = file.name.toLowerCase().endsWith('.csv') ? ('csv' as const) : ('json' as const);
      return vendorsApi.importCatalogue(vendor.vassalage, { format, content: await file.text() });
    },
    onSuccess: onDone,
  });
  const rows =
    isApiError(run.error) && run.error.errorCode === 'catalogue_invalid'
      ? ((run.error.details as { rows?: { line: number; field: string; message: string }[] } | undefined)?.rows ?? [])
      : [];
  return (
    <SiteDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('console.vendors.importTitle', { name: vendor.displayName })}
      description={t('console.vendors.importText')}
    >
      <div className="flex flex-col gap-3 p-5">
        <label className="flex flex-col gap-1 text-xs text-slate-300">
          {t('console.vendors.file')}
          <input
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            className="text-sm text-slate-200"
          />
        </label>
        {!file && vendor.catalogueUrl && (
          <p className="text-xs text-slate-400">{t('console.vendors.fromUrl', { url: vendor.catalogueUrl })}</p>
        )}
        <FormAlert message={run.error && !rows.length ? message(run.error) : null} />
        {rows.length > 0 && (
          <div role="alert" className="max-h-48 overflow-auto rounded-md bg-red-500/10 p-2 text-xs text-red-200">
            <p className="mb-1 font-semibold">{t('console.vendors.badRows')}</p>
            <ul>
              {rows.map((r) => (
                <li key={`${r.line}-${r.field}`}>
                  {t('console.vendors.badRow', { line: r.line, field: r.field, message: r.message })}
                </li>
              ))}
            </ul>
          </div>
        )}
        {run.data && (
          <p role="status" className="text-xs text-emerald-300">
            {t('console.vendors.imported', {
              added: run.data.added,
              updated: run.data.updated,
              retired: run.data.retired,
              unchanged: run.data.unchanged,
            })}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={run.isPending || (!file && !vendor.catalogueUrl)}
            onClick={() => run.mutate()}
          >
            {t('console.vendors.importButton')}
          </button>
        </div>
      </div>
    </SiteDialog>
  );
}
