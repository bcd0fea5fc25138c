import {
  GAME_CATEGORIES,
  OPS_REBATE_PATHS,
  opsRebateClaimReportSchema,
  rebateRateSchema,
  rebateSettingsSchema,
  type RebateRate,
  type RebateSettingsPatch,
} from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { opsValue } from '../api';

export { GAME_CATEGORIES };

/** The cashback pages' query keys, under the console's (signing out drops them). */
export const rebateKeys = {
  all: ['console', 'rebate'] as const,
  of: (what: string, brand: string) => ['console', 'rebate', what, brand] as const,
};

const withBrand = (path: string, brand: string) => `${path}?brand=${encodeURIComponent(brand)}`;

export const rebateApi = {
  settings: (brand: string) => opsValue(OPS_REBATE_PATHS.settings, { query: { brand }, schema: rebateSettingsSchema }),
  setSettings: (brand: string, body: RebateSettingsPatch) =>
    opsValue(withBrand(OPS_REBATE_PATHS.settings, brand), { method: 'PATCH', body, schema: rebateSettingsSchema }),
  rates: (brand: string) => opsValue(OPS_REBATE_PATHS.rates, { query: { brand }, schema: z.array(rebateRateSchema) }),
  setRates: (brand: string, rates: RebateRate[]) =>
    opsValue(withBrand(OPS_REBATE_PATHS.rates, brand), {
      method: 'PUT',
      body: { rates },
      schema: z.array(rebateRateSchema),
    }),
};

export const rebateSettingsQuery = (brand: string) =>
  queryOptions({ queryKey: rebateKeys.of('settings', brand), queryFn: () => rebateApi.settings(brand) });
export const rebateRatesQuery = (brand: string) =>
  queryOptions({ queryKey: rebateKeys.of('rates', brand), queryFn: () => rebateApi.rates(brand) });

export interface ClaimsFilter {
  username: string;
  startDate: string;
  endDate: string;
  pageNo: number;
}

export const rebateClaimsQuery = (brand: string, f: ClaimsFilter) =>
  queryOptions({
    queryKey: [...rebateKeys.of('claims', brand), f],
    queryFn: () =>
      opsValue(OPS_REBATE_PATHS.claims, {
        query: {
          brand,
          username: f.username || undefined,
          startDate: f.startDate || undefined,
          endDate: f.endDate || undefined,
          pageNo: f.pageNo,
          pageSize: 20,
        },
        schema: opsRebateClaimReportSchema,
      }),
    placeholderData: (prev) => prev,
  });
