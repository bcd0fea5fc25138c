import { queryOptions, useQuery } from '@tanstack/react-query';
import { bootSeed } from '@/features/brand';
import { fetchSystemStatus } from './api';

export const systemStatusKey = ['systemStatus'] as const;

/** The site mode (open, maintenance, restricted), read again when the window regains focus. */
export const systemStatusQuery = () =>
  queryOptions({
    queryKey: systemStatusKey,
    queryFn: fetchSystemStatus,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    // The server inlines this visitor's status into index.html: no round trip before the first paint.
    ...bootSeed((boot) => boot.systemStatus),
  });

export const useSystemStatus = () => useQuery(systemStatusQuery());
