import { useCallback } from 'react';
import { useActionGuard } from '@/features/auth';
import { useFeatureFlag } from '@/features/brand';
import { MEMBER_CENTRE_PAGES, PAGE_FLAGS, type MemberCentrePageName } from './pages';
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

/** The entries this brand shows (cashback and referral follow their switches). */
export function useMemberCentreEntries(): MemberCentrePageName[] {
  const manualRebate = useFeatureFlag('manualRebate');
  const referral = useFeatureFlag('referral');
  const on = { manualRebate, referral } as Record<string, boolean>;
  return MEMBER_CENTRE_PAGES.filter((p) => {
    const flag = PAGE_FLAGS[p];
    return !flag || on[flag];
  });
}
