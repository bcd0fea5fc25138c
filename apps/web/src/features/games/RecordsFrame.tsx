import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ErrorState';

/**
 * A records page (betting record, profit): its title and filters, then `loading` while the first answer
 * is on its way, the error with a retry, and the answer (kept under the error when a refetch fails).
 */
export function RecordsFrame<T>({
  title,
  filters,
  query,
  loading,
  children,
}: {
  title: string;
  filters: ReactNode;
  query: UseQueryResult<T>;
  loading: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      {filters}
      {query.isPending && loading}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data !== undefined && children(query.data)}
    </div>
  );
}
