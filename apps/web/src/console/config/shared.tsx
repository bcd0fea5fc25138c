import { useQuery, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass, cx } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { QueryView } from '@/components/QueryView';
import { Spinner } from '@/components/Spinner';
import { inputClass } from '@/components/form';
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
