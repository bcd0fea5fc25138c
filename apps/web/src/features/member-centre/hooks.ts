import { useCallback } from 'react';
import { useActionGuard } from '@/features/auth';
import type { MemberCentrePageName } from './registry';
import { useMemberCentreParam } from './url';

/**
 * Opens the member centre at a page, through the action guard: a guest gets the login popup, a
 * trial account the in_need_true_account warning (SPEC §6).
 */
export function useOpenMemberCentre() {
  const guard = useActionGuard();
  const { setPage } = useMemberCentreParam();
  return useCallback((page: MemberCentrePageName = 'securityCenter') => guard(() => setPage(page)), [guard, setPage]);
}
