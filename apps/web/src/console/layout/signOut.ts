import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { consoleApi } from '../api';
import { consoleKeys } from '../queries';
import { endConsoleSession, getConsoleToken } from '../session';

/** Signs the operator out: the server ends the session (a failure does not keep it here), its data is dropped. */
export function useSignOut(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    const token = getConsoleToken();
    if (token) await consoleApi.logout(token).catch(() => undefined);
    endConsoleSession(null);
    client.removeQueries({ queryKey: consoleKeys.all });
  }, [client]);
}
