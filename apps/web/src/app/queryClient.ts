import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';

/** Error codes that mean the whole site changed mode: the status is fetched again. */
const SITE_MODE_CODES = new Set(['system_maintenance', 'region_restricted']);

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && SITE_MODE_CODES.has(error.errorCode)) {
          void client.invalidateQueries({ queryKey: ['systemStatus'] });
        }
      },
    }),
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on retry; network trouble gets one more try.
        retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}
