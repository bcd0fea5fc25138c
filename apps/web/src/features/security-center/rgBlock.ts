import { IS_AGENT } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/session';
import { rgSettingsQuery } from './queries';

/**
 * True while the signed-in member has a time-out or self-exclusion in force: the header, the side menu and
 * the account menu then offer no deposit and no reward badge (issue 33: both were still offered during a
 * time-out). Read from the responsible-gaming settings, which the section keeps up to date when a break starts.
 */
export function useRgBlocked(): boolean {
  const { loggedIn, isAgent } = useSession();
  const settings = useQuery({
    ...rgSettingsQuery(),
    enabled: loggedIn && isAgent !== IS_AGENT.TRIAL,
    staleTime: 60_000,
  });
  // The server answers a block only while it is in force.
  return loggedIn && !!settings.data?.block;
}
