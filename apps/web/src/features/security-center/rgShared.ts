import type { RgSettings } from '@lotus/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TFunction } from '@/lib/i18n';
import { rgSettingsKey } from './queries';

/**
 * Takes a write's answer (every responsible-gaming write answers the settings as they now are) into the
 * settings query; the reality check and the statement read again.
 */
export function useSettingsAnswer() {
  const client = useQueryClient();
  return useCallback(
    (settings: RgSettings) => {
      client.setQueryData(rgSettingsKey, settings);
      void client.invalidateQueries({
        queryKey: rgSettingsKey,
        predicate: (q) => q.queryKey.length > rgSettingsKey.length,
      });
    },
    [client],
  );
}

/** A wait as the member reads it: "23 h 5 min", "12 min", "under a minute". */
export function waitText(t: TFunction, ms: number): string {
  const minutes = Math.ceil(Math.max(0, ms) / 60_000);
  if (minutes < 1) return t('security.rg.time.underMinute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('security.rg.time.minutes', { count: rest });
  return rest === 0
    ? t('security.rg.time.hours', { count: hours })
    : t('security.rg.time.hoursMinutes', { hours, minutes: rest });
}
