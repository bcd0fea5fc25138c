import { OPERATOR_ROLES, type OperatorListItem } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import { SiteDialog } from '@/components/Dialog';
import { FormAlert } from '@/components/FormAlert';
import {
  Checkbox,
  Form,
  FormCheckbox,
  FormPasswordField,
  FormSelect,
  FormTextArea,
  FormTextField,
  useBoundField,
} from '@/components/form';
import { useConfirm } from '@/components/GeneralModal';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation } from '@/lib/i18n';
import { consoleApi, type OperatorUpdateBody } from '../api';
import { brandsQuery } from '../config/queries';
import { operatorsQuery } from '../queries';
import { lockedNow } from './lock';
import { createOperatorSchema, editOperatorSchema, passwordField } from './operatorSchemas';
import { FormFooter } from '../FormFooter';

const FIELDS = ['username', 'displayName', 'password', 'role', 'brands', 'ipAllowList', 'resetPassword'];

/** Puts a created or changed operator into the list without waiting for it to load again. */
function useStoreOperator() {
  const client = useQueryClient();
  return (row: OperatorListItem) => {
    const key = operatorsQuery().queryKey;
    client.setQueryData(key, (rows) =>
      rows ? (rows.some((r) => r.id === row.id) ? rows.map((r) => (r.id === row.id ? row : r)) : [...rows, row]) : rows,
    );
    return client.invalidateQueries({ queryKey: key });
  };
}

function RoleSelect() {
  const { t } = useTranslation();
  return (
    <FormSelect name="role" label={t('console.operators.role')}>
      {OPERATOR_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`console.roles.${role}`)}
        </option>
      ))}
    </FormSelect>
  );
}

/**
 * The brands an operator works on: 'All brands' (null) or some of the brands (codes), ticked. The
 * brands come from the operator API; a code the operator holds that is not listed still shows.
 */
function BrandsField() {
  const { t } = useTranslation();
  const brands = useQuery(brandsQuery());
  const {
    field: { value, onChange },
    error,
  } = useBoundField('brands');
  const chosen = value as string[] | null;
  const listed = (brands.data ?? []).map((b) => ({ code: b.code, label: `${b.name} (${b.code})` }));
  const extra = (chosen ?? []).filter((c) => !listed.some((b) => b.code === c)).map((code) => ({ code, label: code }));
  const toggle = (code: string, on: boolean) => {
    const next = (chosen ?? []).filter((c) => c !== code);
    onChange(on ? [...next, code] : next);
  };
  return (
    <fieldset className="flex flex-col gap-1.5 sm:col-span-2" aria-describedby="operator-brands-msg">
      <legend className="mb-1.5 text-[13px] font-medium text-slate-300">{t('console.operators.brands')}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2 rounded-lg border border-white/10 bg-navy-900/80 px-3 py-2.5">
        <Checkbox checked={chosen === null} onChange={(on) => onChange(on ? null : [])}>
          {t('console.operators.allBrandsOption')}
        </Checkbox>
        {[...listed, ...extra].map((b) => (
          <Checkbox key={b.code} checked={!!chosen?.includes(b.code)} onChange={(on) => toggle(b.code, on)}>
            {b.label}
          </Checkbox>
        ))}
      </div>
      <p id="operator-brands-msg" className={error ? 'text-xs text-rose-300' : 'text-xs text-slate-500'}>
        {error ?? t('console.operators.brandsHint')}
      </p>
    </fieldset>
  );
}

/** The brands and IP allow-list fields, alike in both forms. */
function ScopeFields() {
  const { t } = useTranslation();
  return (
    <>
      <BrandsField />
      <div className="sm:col-span-2">
        <FormTextArea
          name="ipAllowList"
          label={t('console.operators.ipAllowList')}
          hint={t('console.operators.ipHint')}
          rows={3}
          className="min-h-20 font-mono text-[13px]"
        />
      </div>
    </>
  );
}

export function CreateOperatorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const store = useStoreOperator();
  const errors = useServerErrors(FIELDS);
  const schema = useMemo(() => createOperatorSchema(t), [t]);
  const create = useMutation({
    mutationFn: (v: z.output<typeof schema>) => consoleApi.createOperator(v),
    onSuccess: (row) => {
      onOpenChange(false);
      return store(row);
    },
  });
  return (
    <SiteDialog open={open} onOpenChange={onOpenChange} title={t('console.operators.createTitle')} size="md">
      {open && (
        <Form
          schema={schema}
          defaultValues={{
            username: '',
            displayName: '',
            password: '',
            role: 'support',
            brands: null,
            ipAllowList: '',
            totpRequired: true,
          }}
          onSubmit={(v, form) => create.mutate(v, { onError: (e) => errors.put(form, e) })}
          aria-label={t('console.operators.createTitle')}
          className="grid gap-4 p-5 sm:grid-cols-2"
        >
          <FormTextField
            name="username"
            label={t('console.fields.username')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
          />
          <FormTextField name="displayName" label={t('console.operators.displayName')} required />
          <FormPasswordField
            name="password"
            label={t('console.operators.initialPassword')}
            hint={t('console.operators.initialPasswordHint')}
            autoComplete="new-password"
            required
          />
          <RoleSelect />
          <ScopeFields />
          <FormCheckbox name="totpRequired" className="sm:col-span-2">
            {t('console.operators.requireTotp')}
          </FormCheckbox>
          <FormFooter
            wide
            alert={errors.alert(create.error)}
            pending={create.isPending}
            label={t('console.operators.createSubmit')}
            onCancel={() => onOpenChange(false)}
            size="md"
          />
        </Form>
      )}
    </SiteDialog>
  );
}

export function EditOperatorDialog({
  operator,
  open,
  onOpenChange,
}: {
  operator: OperatorListItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const store = useStoreOperator();
  const errors = useServerErrors(FIELDS);
  const [saved, setSaved] = useState(false);
  const schema = useMemo(() => editOperatorSchema(t), [t]);
  const update = useMutation({
    mutationFn: (body: OperatorUpdateBody) => consoleApi.updateOperator(operator.id, body),
    onSuccess: (row) => {
      setSaved(true);
      return store(row);
    },
  });
  return (
    <SiteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('console.operators.editTitle', { username: operator.username })}
      size="md"
    >
      <Form
        schema={schema}
        defaultValues={{
          displayName: operator.displayName,
          role: operator.role,
          brands: operator.brands,
          ipAllowList: operator.ipAllowList.join('\n'),
        }}
        onSubmit={(v, form) => {
          setSaved(false);
          update.mutate(v, { onError: (e) => errors.put(form, e) });
        }}
        aria-label={t('console.operators.editTitle', { username: operator.username })}
        className="grid gap-4 p-5 sm:grid-cols-2"
      >
        <FormTextField name="displayName" label={t('console.operators.displayName')} required />
        <RoleSelect />
        <ScopeFields />
        <FormFooter
          wide
          place="end"
          alert={errors.alert(update.error)}
          success={saved && !update.isPending ? t('console.operators.saved') : null}
          pending={update.isPending}
          label={t('common.save')}
          size="md"
        />
      </Form>
      <AccountActions operator={operator} />
    </SiteDialog>
  );
}

/** Disable or enable, unlock, reset two-factor, reset the password: each one call, asked first when it bites. */
function AccountActions({ operator }: { operator: OperatorListItem }) {
  const { t } = useTranslation();
  const store = useStoreOperator();
  const confirm = useConfirm();
  const [done, setDone] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);
  const act = useMutation({
    mutationFn: ({ body }: { body: OperatorUpdateBody; done: string }) => consoleApi.updateOperator(operator.id, body),
    onSuccess: (row, { done: message }) => {
      setDone(message);
      return store(row);
    },
  });
  const run = async (body: OperatorUpdateBody, message: string, question?: { title: string; confirm: string }) => {
    setDone(null);
    if (question && !(await confirm({ ...question, variant: 'danger' }))) return;
    act.mutate({ body, done: message });
  };
  const disabled = operator.status === 'disabled';
  const errors = useServerErrors([]);
  return (
    <section
      aria-label={t('console.operators.accountActions')}
      className="flex flex-col gap-3 border-t border-white/10 p-5"
    >
      <h3 className="text-sm font-semibold text-white">{t('console.operators.accountActions')}</h3>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass(disabled ? 'primary' : 'danger', 'sm')}
          disabled={act.isPending}
          onClick={() =>
            void (disabled
              ? run({ status: 'active' }, t('console.operators.enabledDone'))
              : run({ status: 'disabled' }, t('console.operators.disabledDone'), {
                  title: t('console.operators.disableQuestion', { username: operator.username }),
                  confirm: t('console.operators.disable'),
                }))
          }
        >
          {disabled ? t('console.operators.enable') : t('console.operators.disable')}
        </button>
        {lockedNow(operator) && (
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={act.isPending}
            onClick={() => void run({ unlock: true }, t('console.operators.unlockedDone'))}
          >
            {t('console.operators.unlock')}
          </button>
        )}
        {operator.totpEnabled && (
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={act.isPending}
            onClick={() =>
              void run({ resetTotp: true }, t('console.operators.totpResetDone'), {
                title: t('console.operators.resetTotpQuestion', { username: operator.username }),
                confirm: t('console.operators.resetTotp'),
              })
            }
          >
            {t('console.operators.resetTotp')}
          </button>
        )}
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          aria-expanded={resetting}
          onClick={() => setResetting((r) => !r)}
        >
          {t('console.operators.resetPassword')}
        </button>
      </div>
      {resetting && (
        <ResetPasswordForm
          operator={operator}
          onDone={() => {
            setResetting(false);
            setDone(t('console.operators.passwordResetDone'));
          }}
        />
      )}
      <FormAlert message={errors.alert(act.error)} />
      {done && <FormAlert tone="success" message={done} />}
    </section>
  );
}

function ResetPasswordForm({ operator, onDone }: { operator: OperatorListItem; onDone: () => void }) {
  const { t } = useTranslation();
  const store = useStoreOperator();
  const errors = useServerErrors(['resetPassword']);
  const schema = useMemo(() => z.object({ resetPassword: passwordField(t) }), [t]);
  const reset = useMutation({
    mutationFn: (v: z.output<typeof schema>) => consoleApi.updateOperator(operator.id, v),
    onSuccess: (row) => {
      onDone();
      return store(row);
    },
  });
  return (
    <Form
      schema={schema}
      defaultValues={{ resetPassword: '' }}
      onSubmit={(v, form) => reset.mutate(v, { onError: (e) => errors.put(form, e) })}
      aria-label={t('console.operators.resetPassword')}
      className="flex flex-col gap-3 rounded-md bg-navy-900/60 p-3 ring-1 ring-white/10"
    >
      <FormPasswordField
        name="resetPassword"
        label={t('console.operators.newPassword')}
        hint={t('console.operators.resetPasswordHint')}
        autoComplete="new-password"
        required
      />
      <FormFooter
        place="start"
        alert={errors.alert(reset.error)}
        pending={reset.isPending}
        label={t('console.operators.resetPasswordSubmit')}
        size="md"
      />
    </Form>
  );
}
