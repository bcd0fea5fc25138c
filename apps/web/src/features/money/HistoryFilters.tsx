import { LEDGER_ENTRY_TYPES } from '@lotus/contracts';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DayPresets, type DayPreset } from '@/components/DayPresets';
import { inputClass } from '@/components/form';

export type HistoryPreset = '7' | '30';
export interface HistoryFilterValue {
  type: string;
  preset: HistoryPreset;
}

/** The entry types a member sees in the filter (trial credit is a demo-only type). */
export const HISTORY_TYPES = LEDGER_ENTRY_TYPES.filter((x) => x !== 'trial_credit');

/** Account-record filters: the entry type and the date presets 7 and 30 days (SPEC §9). */
export function HistoryFilters({
  value,
  onChange,
}: {
  value: HistoryFilterValue;
  onChange: (value: HistoryFilterValue) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-col gap-1.5 sm:w-64">
        <label htmlFor={`${id}-type`} className="text-[13px] font-medium text-slate-300">
          {t('money.history.type')}
        </label>
        <select
          id={`${id}-type`}
          className={inputClass(false)}
          value={value.type}
          onChange={(e) => onChange({ ...value, type: e.target.value })}
        >
          <option value="">{t('money.history.allTypes')}</option>
          {HISTORY_TYPES.map((x) => (
            <option key={x} value={x}>
              {t(`money.entryTypes.${x}`)}
            </option>
          ))}
        </select>
      </div>
      <DayPresets
        value={Number(value.preset) as DayPreset}
        onChange={(days) => onChange({ ...value, preset: String(days) as HistoryPreset })}
        label={t('money.history.period')}
        optionLabel={(days) => t('money.history.lastDays', { count: days })}
      />
    </div>
  );
}
