import { PATHS, type SystemStatus } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { bootSeed } from '@/features/brand';
import { apiValue } from '@/lib/api';

export const systemStatusKey = ['systemStatus'] as const;

export const fetchSystemStatus = (): Promise<SystemStatus> =>
  apiValue(PATHS.systemStatus, { schema: (c) => c.systemStatusSchema });

export function useSystemStatus() {
  return useQuery({
    queryKey: systemStatusKey,
    queryFn: fetchSystemStatus,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    // The server inlines this visitor's status into index.html: no round trip before the first paint.
    ...bootSeed((boot) => boot.systemStatus),
  });
}
