import {
  SIGNIFICANT_EVENT_PATHS,
  significantEventSettingsSchema,
  type SignificantEventSettingsBody,
} from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { opsValue } from '../api';
import { consoleKeys } from '../queries';

/** The brand's significant-event thresholds (config.manage): read and change (audited with before and after). */
const significantApi = {
  settings: (brand: string) =>
    opsValue(SIGNIFICANT_EVENT_PATHS.settings, { query: { brand }, schema: significantEventSettingsSchema }),
  saveSettings: (body: SignificantEventSettingsBody) =>
    opsValue(SIGNIFICANT_EVENT_PATHS.settings, { method: 'PUT', body, schema: significantEventSettingsSchema }),
};

export const significantSettingsQuery = (brand: string) =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'significantSettings', brand] as const,
    queryFn: () => significantApi.settings(brand),
  });

export const saveSignificantSettings = significantApi.saveSettings;
