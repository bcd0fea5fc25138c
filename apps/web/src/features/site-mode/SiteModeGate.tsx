import { SYSTEM_STATUS } from '@lotus/contracts';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/Spinner';
import { useSystemStatus } from './queries';
import { MaintenancePage } from './MaintenancePage';
import { RestrictionPage } from './RestrictionPage';

/** Customer service (opened by Contact Us on the maintenance and restriction pages) is open in every mode. */
const ALWAYS_OPEN = /^\/support\//;

/**
 * Fetches /wps/system/status before the app renders (SPEC §2, §4): 0 the app, 1 the maintenance
 * page, 2 the IP restriction page.
 */
export function SiteModeGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  if (typeof window !== 'undefined' && ALWAYS_OPEN.test(window.location.pathname)) return <>{children}</>;
  if (status.data) {
    if (status.data.status === SYSTEM_STATUS.MAINTENANCE)
      return <MaintenancePage maintenance={status.data.maintenance} />;
    if (status.data.status === SYSTEM_STATUS.REGION_RESTRICTED)
      return <RestrictionPage location={status.data.location} />;
    return <>{children}</>;
  }
  if (status.error && !status.isFetching) {
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <ErrorState error={status.error} onRetry={() => void status.refetch()} />
      </main>
    );
  }
  return <PageSpinner />;
}
