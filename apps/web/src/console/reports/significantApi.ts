import {
  SIGNIFICANT_ALERT_PATHS,
  SIGNIFICANT_EVENT_PATHS,
  significantAlertPageSchema,
  significantAlertReadSchema,
  significantAlertSubscriptionSchema,
  significantEventSettingsSchema,
  type SignificantAlertSubscriptionBody,
  type SignificantEventSettingsBody,
} from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { opsValue } from '../api';
import { consoleKeys } from '../queries';

/**
 * The brand's significant-event thresholds (config.manage), and the operator's own alerts of significant events
 * (audit.read): the subscription, the inbox, marking it read.
 */
const significantApi = {
  settings: (brand: string) =>
    opsValue(SIGNIFICANT_EVENT_PATHS.settings, { query: { brand }, schema: significantEventSettingsSchema }),
  saveSettings: (body: SignificantEventSettingsBody) =>
    opsValue(SIGNIFICANT_EVENT_PATHS.settings, { method: 'PUT', body, schema: significantEventSettingsSchema }),
  subscription: () => opsValue(SIGNIFICANT_ALERT_PATHS.subscription, { schema: significantAlertSubscriptionSchema }),
  saveSubscription: (body: SignificantAlertSubscriptionBody) =>
    opsValue(SIGNIFICANT_ALERT_PATHS.subscription, {
      method: 'PUT',
      body,
      schema: significantAlertSubscriptionSchema,
    }),
  alerts: () =>
    opsValue(SIGNIFICANT_ALERT_PATHS.alerts, { query: { pageSize: 20 }, schema: significantAlertPageSchema }),
  readAll: () =>
    opsValue(SIGNIFICANT_ALERT_PATHS.read, {
      method: 'POST',
      body: { ids: 'all' },
      schema: significantAlertReadSchema,
    }),
};

export const significantSettingsQuery = (brand: string) =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'significantSettings', brand] as const,
    queryFn: () => significantApi.settings(brand),
  });
export const alertSubscriptionQuery = () =>
  queryOptions({ queryKey: [...consoleKeys.all, 'alertSubscription'] as const, queryFn: significantApi.subscription });
export const alertsQuery = () =>
  queryOptions({ queryKey: [...consoleKeys.all, 'alerts'] as const, queryFn: significantApi.alerts });

export const saveSignificantSettings = significantApi.saveSettings;
export const saveAlertSubscription = significantApi.saveSubscription;
export const readAllAlerts = significantApi.readAll;
