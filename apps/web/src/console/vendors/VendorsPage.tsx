import type { RegisteredVendor } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import type { Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { Form, FormTextField } from '@/components/form';
import { useConfirm } from '@/components/GeneralModal';
import { useServerErrors } from '@/components/serverErrors';
import { isApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { ConsolePage, ConsoleSection } from '../ConsolePage';
import { FormFooter } from '../FormFooter';
import { formatTime } from '../format';
import { Tag } from '../Tag';
import { Empty, useRefresh } from '../config/shared';
import { vendorsApi, vendorsQuery } from './api';
import { RowButton, VendorName, VendorTableSection } from './parts';
import { VENDOR_FIELDS, VendorFields, useVendorSchema, vendorBody, vendorFormValues } from './VendorForm';

/**
 * /console/config/vendors (games.manage): the seamless vendors registered as data (issue 32): register one and
 * hand it its secret (shown once), change it, rotate the secret, suspend or resume, import its games. Offering a vendor to a
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
  const [editing, setEditing] = useState<RegisteredVendor | null>(null);
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
      cell: (v) => <VendorName vendor={v} />,
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
          <RowButton label={t('console.vendors.editNamed', { name: v.displayName })} onClick={() => setEditing(v)}>
            {t('console.vendors.edit')}
          </RowButton>
          <RowButton label={t('console.vendors.importNamed', { name: v.displayName })} onClick={() => setImporting(v)}>
            {t('console.vendors.import')}
          </RowButton>
          <RowButton
            label={t('console.vendors.rotateNamed', { name: v.displayName })}
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
          </RowButton>
          <RowButton
            danger={v.status === 'active'}
            label={t(v.status === 'active' ? 'console.vendors.suspendNamed' : 'console.vendors.resumeNamed', {
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
          </RowButton>
        </span>
      ),
    },
  ];
  const error = rotate.error ?? status.error;
  return (
    <VendorTableSection
      title={t('console.vendors.registered')}
      description={t('console.vendors.registeredText')}
      query={vendors}
      rows={(d) => d.vendors}
      columns={columns}
      error={error ? message(error) : null}
      empty={<Empty text={t('console.vendors.none')} />}
    >
      {importing && <ImportDialog vendor={importing} onClose={() => setImporting(null)} onDone={() => void done()} />}
      {editing && <EditDialog vendor={editing} onClose={() => setEditing(null)} onDone={() => void done()} />}
    </VendorTableSection>
  );
}

function CreateVendor({ onSecret }: { onSecret: (s: { vendor: RegisteredVendor; secret: string }) => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const errors = useServerErrors(['vassalage', ...VENDOR_FIELDS]);
  const fields = useVendorSchema();
  const schema = useMemo(
    () =>
      fields.extend({
        vassalage: z
          .string()
          .trim()
          .transform((s) => s.toUpperCase())
          .pipe(z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/, t('console.vendors.codeRule'))),
      }),
    [fields, t],
  );
  const create = useMutation({
    mutationFn: (v: z.output<typeof schema>) => vendorsApi.create(vendorBody(v)),
    onSuccess: (answer) => {
      onSecret(answer);
      void refresh(vendorsQuery().queryKey);
    },
  });
  return (
    <ConsoleSection title={t('console.vendors.create')} description={t('console.vendors.createText')}>
      <Form
        schema={schema}
        defaultValues={{ vassalage: '', ...vendorFormValues() }}
        onSubmit={(v, form) => create.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="grid gap-4 md:grid-cols-2"
        aria-label={t('console.vendors.create')}
      >
        <FormTextField name="vassalage" label={t('console.vendors.code')} hint={t('console.vendors.codeRule')} />
        <VendorFields />
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

/** A registered vendor's name, categories, currency, rate, launch URL template and addresses, changed (audited). */
function EditDialog({
  vendor,
  onClose,
  onDone,
}: {
  vendor: RegisteredVendor;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errors = useServerErrors([...VENDOR_FIELDS]);
  const schema = useVendorSchema();
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) => vendorsApi.update(vendor.vassalage, vendorBody(v)),
    onSuccess: () => {
      onDone();
      onClose();
    },
  });
  const title = t('console.vendors.editTitle', { name: vendor.displayName });
  return (
    <SiteDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={t('console.vendors.editText')}
    >
      <Form
        schema={schema}
        defaultValues={vendorFormValues(vendor)}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="grid gap-4 p-5 md:grid-cols-2"
        aria-label={title}
      >
        <VendorFields />
        <div className="md:col-span-2">
          <FormFooter alert={errors.alert(save.error)} pending={save.isPending} label={t('console.vendors.save')} />
        </div>
      </Form>
    </SiteDialog>
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
