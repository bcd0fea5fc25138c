import { IS_AGENT } from '@lotus/contracts';
import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { useSession } from '@/features/session';
import { lazyComponent } from '@/lib/lazy';
import { useIdle } from '@/lib/prefetch';

const RealityCheckWatcher = lazyComponent(() => import('./RealityCheckWatcher').then((m) => m.RealityCheckWatcher));

const nothing = () => null;

/**
 * Mounts the reality check (issue 17) for a signed-in member, once the page is idle: the watcher is a
 * chunk of its own, never in the first load, and starts over with each session. A trial account has no
 * responsible-gaming settings; a failed load of the chunk shows nothing (the next page load tries again).
 */
export function RealityCheck() {
  const { loggedIn, token, isAgent } = useSession();
  const idle = useIdle();
  if (!idle || !loggedIn || isAgent === IS_AGENT.TRIAL) return null;
  return (
    <ErrorBoundary fallback={nothing}>
      <Suspense fallback={null}>
        <RealityCheckWatcher key={token} />
      </Suspense>
    </ErrorBoundary>
  );
}
