import { useQuery, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass, cx } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { QueryView } from '@/components/QueryView';
import { Spinner } from '@/components/Spinner';
import { inputClass } from '@/components/form';
import { useConfirm } from '@/components/GeneralModal';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsolePage } from '../ConsolePage';
import { brandsQuery } from './queries';

/**
 * A configuration page: its title and the brand it works on (`?brand=CODE`, the operator's first
 * brand when absent), picked at the top right; `children` renders once the brand is known.
 */
export function ConfigPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: (brand: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const brands = useQuery(brandsQuery());
  const [params, setParams] = useSearchParams();
  const list = brands.data ?? [];
  const asked = params.get('brand')?.toUpperCase();
  const brand = list.find((b) => b.code === asked)?.code ?? list[0]?.code;
  return (
    <ConsolePage
      title={title}
      description={description}
      actions={
        <>
          {list.length > 1 && (
            <label className="flex items-center gap-2 text-[13px] text-slate-300">
              {t('console.config.brand')}
              <select
                className={inputClass(false, 'h-8 w-auto py-0 text-[13px]')}
                value={brand}
                onChange={(e) => setParams({ brand: e.target.value })}
              >
                {list.map((b) => (
                  <option key={b.code} value={b.code}>
                    {b.name} ({b.code})
                  </option>
                ))}
              </select>
            </label>
          )}
          {actions}
        </>
      }
    >
      <QueryView query={brands} loading={<Loading />} isEmpty={(b) => b.length === 0} empty={<Empty />}>
        {() => (brand ? children(brand) : null)}
      </QueryView>
    </ConsolePage>
  );
}

/**
 * A configuration list: the failure of its last action (`error`) above the table of the query's rows,
 * with the loading, empty and failed states.
 */
export function ConfigTable<T>({
  query,
  columns,
  rowKey,
  caption,
  error,
}: {
  query: UseQueryResult<T[]>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  caption: string;
  error?: unknown;
}) {
  const message = useErrorMessage();
  return (
    <>
      <FormAlert message={error ? message(error) : null} />
      <QueryView query={query} loading={<Loading />} isEmpty={(d) => d.length === 0} empty={<Empty />}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={rowKey} caption={caption} look={CONSOLE_TABLE} />}
      </QueryView>
    </>
  );
}

/** The page's primary "add" action, at the top right beside the brand picker. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={buttonClass('primary', 'sm')} onClick={onClick}>
      {label}
    </button>
  );
}

/**
 * A configuration page of records that are added and edited in a dialog: `list` gets `edit` to open a row,
 * the add button opens `editor` with `'new'`; the dialog closes through `close`.
 */
export function ConfigEditorPage<T>({
  title,
  description,
  addLabel,
  list,
  editor,
}: {
  title: string;
  description?: ReactNode;
  addLabel: string;
  list: (brand: string, edit: (row: T) => void) => ReactNode;
  editor: (brand: string, target: T | 'new', close: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return (
    <ConfigPage
      title={title}
      description={description}
      actions={<AddButton label={addLabel} onClick={() => setEditing('new')} />}
    >
      {(brand) => (
        <>
          {list(brand, setEditing)}
          {editing !== null && editor(brand, editing, () => setEditing(null))}
        </>
      )}
    </ConfigPage>
  );
}

/** The last column of a configuration table: the row's buttons, right-aligned, under a header only screen readers read. */
export function actionsColumn<T>(header: string, cell: (row: T) => ReactNode): Column<T> {
  return { id: 'actions', header: <span className="sr-only">{header}</span>, align: 'right', cell };
}

const ROW_BUTTON = 'h-7 px-2.5';

/** A row's "Edit" button, named after the row for screen readers. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={buttonClass('outline', 'sm', ROW_BUTTON)}
      aria-label={t('console.config.editNamed', { name })}
      onClick={onClick}
    >
      {t('console.config.edit')}
    </button>
  );
}

/** A row's "Delete" button: asks to confirm (`title`), then calls `onDelete`. */
export function DeleteButton({ name, title, onDelete }: { name: string; title: string; onDelete: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return (
    <button
      type="button"
      className={buttonClass('danger', 'sm', ROW_BUTTON)}
      aria-label={t('console.config.deleteNamed', { name })}
      onClick={async () => {
        if (await confirm({ title, confirm: t('console.config.delete'), variant: 'danger' })) onDelete();
      }}
    >
      {t('console.config.delete')}
    </button>
  );
}

export function Loading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner />
    </div>
  );
}

export function Empty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <p className="py-8 text-center text-sm text-slate-400">{text ?? t('console.config.none')}</p>;
}

/** An on/off switch (`role="switch"`), named by `label`. */
export function Switch({
  checked,
  onChange,
  label,
  disabled,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cx(
        'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors disabled:opacity-50',
        checked ? 'bg-emerald-500' : 'bg-slate-600',
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          'inline-block size-4 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-4.5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}

/** After a change: the page's queries `keys` load again. */
export function useRefresh() {
  const client = useQueryClient();
  return (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** A datetime-local value (the operator's own zone) ↔ ISO. */
export const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : undefined);
