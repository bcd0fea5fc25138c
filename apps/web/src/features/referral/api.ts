import { REFERRAL_PATHS } from '@lotus/contracts';
import { apiValue } from '@/lib/api';
import { deviceId } from '@/lib/device';

export const fetchReferralSummary = () =>
  apiValue(REFERRAL_PATHS.summary, {
    headers: { 'X-Device-Id': deviceId() },
    schema: (c) => c.referralSummarySchema,
  });

export const fetchReferralFriends = (pageNo: number, pageSize: number) =>
  apiValue(REFERRAL_PATHS.friends, { query: { pageNo, pageSize }, schema: (c) => c.referralFriendsPageSchema });
