import { queryOptions, skipToken } from '@tanstack/react-query';
import { checkAffiliate, fetchRegisterSettings } from './api';

/** The registration field rules (GET /wps/system/setting/register). */
export const registerSettingsQuery = () =>
  queryOptions({ queryKey: ['registerSettings'], queryFn: fetchRegisterSettings, staleTime: 5 * 60_000 });

/** The check of an arrived affiliate code (none without a code); a refused code is not asked again. */
export const affiliateQuery = (code: string | null) =>
  queryOptions({
    queryKey: ['affiliate', code],
    queryFn: code ? () => checkAffiliate(code) : skipToken,
    retry: false,
    staleTime: 5 * 60_000,
  });
