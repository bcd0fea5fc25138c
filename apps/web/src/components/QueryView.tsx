import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What shows while the first answer is on its way. */
  loading: ReactNode;
  /** Whether an answer has nothing to show; `empty` shows then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The states of one query in one place: `loading` while pending, the error with a retry button, `empty`
 * when `isEmpty` says the answer has nothing to show, else the answer through `children`.
 */
export function QueryView<T>({ query, loading, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
