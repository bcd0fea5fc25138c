import { REFERRAL_PATHS } from '@lotus/contracts';
import { apiValue } from '@/lib/api';

export const fetchReferralSummary = () =>
  // The device (the referrer's, for the abuse check) is the server's signed cookie, sent by the browser itself.
  apiValue(REFERRAL_PATHS.summary, { schema: (c) => c.referralSummarySchema });

export const fetchReferralFriends = (pageNo: number, pageSize: number) =>
  apiValue(REFERRAL_PATHS.friends, { query: { pageNo, pageSize }, schema: (c) => c.referralFriendsPageSchema });
