import { GAME_CATEGORIES, RECORD_DATE_PRESETS, type GameCategory } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { PresetRadios } from '@/components/DayPresets';
import { FilterSelect } from '@/components/FilterSelect';
import type { RecordFilters } from './api';
import { useGameVendors } from './queries';

/** Category, vendor and date-preset filters of the betting record and the profit page. */
export function RecordFilterBar({
  value,
  onChange,
  vendor = true,
}: {
  value: RecordFilters;
  onChange: (v: RecordFilters) => void;
  vendor?: boolean;
}) {
  const { t } = useTranslation();
  const vendors = useGameVendors();
  const vendorList = (vendors.data ?? [])
    .filter((c) => !value.gameType || c.gameCategory === value.gameType)
    .flatMap((c) => c.vendors)
    .filter((v, i, all) => all.findIndex((x) => x.vassalage === v.vassalage) === i);
  return (
    <div className="space-y-3">
      <PresetRadios
        options={RECORD_DATE_PRESETS}
        value={value.datePreset}
        onChange={(datePreset) => onChange({ ...value, datePreset })}
        label={t('records.period')}
        optionLabel={(p) => t(`records.preset.${p}`)}
      />
      <div className={cx('grid gap-2', vendor ? 'grid-cols-2' : 'grid-cols-1 sm:max-w-xs')}>
        <FilterSelect
          label={t('records.category')}
          value={value.gameType ?? ''}
          onChange={(c) =>
            onChange({ ...value, gameType: (c || undefined) as GameCategory | undefined, vassalage: undefined })
          }
          allLabel={t('records.all')}
          options={GAME_CATEGORIES.map((c) => ({ value: c, label: t(`games.category.${c}`) }))}
        />
        {vendor && (
          <FilterSelect
            label={t('records.vendor')}
            value={value.vassalage ?? ''}
            onChange={(v) => onChange({ ...value, vassalage: v || undefined })}
            allLabel={t('records.all')}
            options={vendorList.map((v) => ({ value: v.vassalage, label: v.displayName }))}
          />
        )}
      </div>
    </div>
  );
}
