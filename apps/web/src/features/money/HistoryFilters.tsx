import { LEDGER_ENTRY_TYPES } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { DayPresets, type DayPreset } from '@/components/DayPresets';
import { FilterSelect } from '@/components/FilterSelect';

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
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FilterSelect
        label={t('money.history.type')}
        value={value.type}
        onChange={(type) => onChange({ ...value, type })}
        allLabel={t('money.history.allTypes')}
        options={HISTORY_TYPES.map((x) => ({ value: x, label: t(`money.entryTypes.${x}`) }))}
        className="sm:w-64"
      />
      <DayPresets
        value={Number(value.preset) as DayPreset}
        onChange={(days) => onChange({ ...value, preset: String(days) as HistoryPreset })}
        label={t('money.history.period')}
        optionLabel={(days) => t('money.history.lastDays', { count: days })}
      />
    </div>
  );
}
