import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { FormAlert } from '@/components/FormAlert';
import { QueryView } from '@/components/QueryView';
import { CONSOLE_TABLE, ConsoleSection } from '../ConsolePage';
import { Loading } from '../config/shared';

/**
 * The pieces the console's two vendor tables share (Configuration → Games, the brand's vendors; Configuration →
 * Game vendors, the registered ones): the vendor's name over its code, a row's small action button, and the
 * section that holds the table with its error line and its loading and empty states.
 */
interface Named {
  vassalage: string;
  displayName: string;
}

export function VendorName({ vendor }: { vendor: Named }) {
  return (
    <div className="leading-tight">
      <p className="font-semibold text-white">{vendor.displayName}</p>
      <p className="font-mono text-xs text-slate-400">{vendor.vassalage}</p>
    </div>
  );
}

/** A row's action: its visible word, and a name that says which row (`label`) for screen readers and tests. */
export function RowButton({
  label,
  danger = false,
  onClick,
  children,
}: {
  label: string;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={buttonClass(danger ? 'danger' : 'outline', 'sm', 'h-7 px-2.5')}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export function VendorTableSection<V extends Named, D>({
  title,
  description,
  query,
  rows,
  columns,
  error,
  empty,
  children,
}: {
  title: string;
  description: string;
  query: UseQueryResult<D>;
  rows: (data: D) => V[];
  columns: Column<V>[];
  /** The message of the last failed action of a row, if any. */
  error: string | null;
  empty: ReactNode;
  /** Dialogs the rows open. */
  children?: ReactNode;
}) {
  return (
    <ConsoleSection title={title} description={description}>
      <FormAlert message={error} />
      <QueryView query={query} loading={<Loading />} isEmpty={(d) => rows(d).length === 0} empty={empty}>
        {(d) => (
          <DataTable
            rows={rows(d)}
            columns={columns}
            rowKey={(v) => v.vassalage}
            caption={title}
            look={CONSOLE_TABLE}
          />
        )}
      </QueryView>
      {children}
    </ConsoleSection>
  );
}
