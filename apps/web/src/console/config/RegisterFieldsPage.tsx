import { PATTERN_IDS, REGISTER_FIELDS, opsRegisterFieldBodySchema, type RegisterFieldRule } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { DataTable, type Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { Form, FormCheckbox, FormSelect, FormTextField } from '@/components/form';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE } from '../ConsolePage';
import { Tag } from '../Tag';
import { configApi } from './configApi';
import { registerFieldsQuery } from './queries';
import { ConfigPage, EditButton, Loading, actionsColumn, useRefresh } from './shared';
import { FormFooter } from '../FormFooter';

type Field = RegisterFieldRule['field'];
type Row = { field: Field; rule: RegisterFieldRule | undefined };

/** /console/config/registration (config.manage): each registration field's rule (shown, required, pattern, lengths). */
export function RegisterFieldsPage() {
  const { t } = useTranslation();
  return (
    <ConfigPage title={t('console.config.registration.title')} description={t('console.config.registration.text')}>
      {(brand) => <Rules brand={brand} />}
    </ConfigPage>
  );
}

function Rules({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const rules = useQuery(registerFieldsQuery(brand));
  const [editing, setEditing] = useState<Row | null>(null);
  const yes = (on: boolean | undefined) =>
    on ? <Tag tone="green">{t('console.config.yes')}</Tag> : <Tag tone="slate">{t('console.config.no')}</Tag>;
  const columns: Column<Row>[] = [
    { id: 'field', header: t('console.config.registration.field'), rowHeader: true, cell: (r) => r.field },
    { id: 'shown', header: t('console.config.registration.shown'), cell: (r) => yes(r.rule?.enabled) },
    { id: 'required', header: t('console.config.registration.required'), cell: (r) => yes(r.rule?.required) },
    { id: 'patternId', header: t('console.config.registration.patternId'), cell: (r) => r.rule?.patternId ?? '—' },
    {
      id: 'pattern',
      header: t('console.config.registration.pattern'),
      cellClassName: 'font-mono text-xs',
      cell: (r) => r.rule?.acceptedPattern ?? '—',
    },
    {
      id: 'length',
      header: t('console.config.registration.length'),
      cellClassName: 'tabular-nums',
      cell: (r) => (r.rule ? `${r.rule.minLength ?? '—'} – ${r.rule.maxLength ?? '—'}` : '—'),
    },
    actionsColumn(t('console.config.actions'), (r) => <EditButton name={r.field} onClick={() => setEditing(r)} />),
  ];
  return (
    <QueryView query={rules} loading={<Loading />}>
      {(d) => (
        <>
          <DataTable
            rows={REGISTER_FIELDS.map((field) => ({ field, rule: d.rules.find((r) => r.field === field) }))}
            columns={columns}
            rowKey={(r) => r.field}
            caption={t('console.config.registration.title')}
            look={CONSOLE_TABLE}
          />
          {editing && <RuleDialog brand={brand} row={editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </QueryView>
  );
}

const FIELDS = ['enabled', 'required', 'acceptedPattern', 'patternId', 'minLength', 'maxLength'];
const lengthText = (t: (k: string) => string) =>
  z
    .string()
    .trim()
    .regex(/^\d{0,3}$/, t('console.config.registration.lengthHint'))
    .transform((v) => (v === '' ? null : Number(v)));

function RuleDialog({ brand, row, onClose }: { brand: string; row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const errors = useServerErrors(FIELDS);
  const schema = useMemo(
    () =>
      opsRegisterFieldBodySchema.omit({ brand: true, minLength: true, maxLength: true }).extend({
        acceptedPattern: z.string().trim().min(1, t('form.required')).max(500),
        minLength: lengthText(t),
        maxLength: lengthText(t),
      }),
    [t],
  );
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) => configApi.setRegisterField(row.field, { brand, ...v }),
    onSuccess: async () => {
      await refresh(registerFieldsQuery(brand).queryKey);
      onClose();
    },
  });
  const r = row.rule;
  return (
    <SiteDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('console.config.registration.editTitle', { field: row.field })}
      size="md"
    >
      <Form
        schema={schema}
        defaultValues={{
          enabled: r?.enabled ?? false,
          required: r?.required ?? false,
          acceptedPattern: r?.acceptedPattern ?? '*',
          patternId: r?.patternId ?? 'ANY',
          minLength: r?.minLength?.toString() ?? '',
          maxLength: r?.maxLength?.toString() ?? '',
        }}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="grid gap-4 p-5 sm:grid-cols-2"
        aria-label={t('console.config.registration.editTitle', { field: row.field })}
      >
        <FormCheckbox name="enabled">{t('console.config.registration.shown')}</FormCheckbox>
        <FormCheckbox name="required">{t('console.config.registration.required')}</FormCheckbox>
        <FormSelect name="patternId" label={t('console.config.registration.patternId')}>
          {PATTERN_IDS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </FormSelect>
        <FormTextField
          name="acceptedPattern"
          label={t('console.config.registration.pattern')}
          hint={t('console.config.registration.patternHint')}
          spellCheck={false}
          className="font-mono"
        />
        <FormTextField name="minLength" label={t('console.config.registration.min')} inputMode="numeric" />
        <FormTextField name="maxLength" label={t('console.config.registration.max')} inputMode="numeric" />
        <FormFooter wide alert={errors.alert(save.error)} pending={save.isPending} label={t('console.config.save')} />
      </Form>
    </SiteDialog>
  );
}
