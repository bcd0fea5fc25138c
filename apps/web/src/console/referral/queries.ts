import {
  OPS_REFERRAL_PATHS,
  opsReferralPageSchema,
  opsReferralSettingsSchema,
  type OpsReferralSettingsBody,
  type ReferralState,
} from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { opsValue } from '../api';

/** The referral pages' query keys, under the console's (signing out drops them). */
const referralKeys = {
  of: (what: string, brand: string) => ['console', 'referral', what, brand] as const,
};

export const referralApi = {
  settings: (brand: string) =>
    opsValue(OPS_REFERRAL_PATHS.settings, { query: { brand }, schema: z.array(opsReferralSettingsSchema) }),
  setSettings: (body: OpsReferralSettingsBody) =>
    opsValue(OPS_REFERRAL_PATHS.settings, { method: 'PUT', body, schema: z.array(opsReferralSettingsSchema) }),
};

export const referralSettingsQuery = (brand: string) =>
  queryOptions({ queryKey: referralKeys.of('settings', brand), queryFn: () => referralApi.settings(brand) });

export interface ReferralFilter {
  state: ReferralState | '';
  username: string;
  pageNo: number;
}

export const referralListQuery = (brand: string, f: ReferralFilter) =>
  queryOptions({
    queryKey: [...referralKeys.of('list', brand), f],
    queryFn: () =>
      opsValue(OPS_REFERRAL_PATHS.referrals, {
        query: {
          brand,
          state: f.state || undefined,
          username: f.username || undefined,
          pageNo: f.pageNo,
          pageSize: 20,
        },
        schema: opsReferralPageSchema,
      }),
    placeholderData: (prev) => prev,
  });
