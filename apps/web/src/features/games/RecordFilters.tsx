import { GAME_CATEGORIES, type GameCategory } from '@lotus/contracts';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import type { RecordFilters } from './api';
import { useGameVendors } from './queries';

const PRESETS = ['TODAY', 'YESTERDAY', '7D', '30D'] as const;
const select =
  'h-10 w-full rounded-lg border border-white/10 bg-navy-900 px-2 text-sm text-white focus:border-gold-400/60 focus:outline-none';

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
  const id = useId();
  const vendors = useGameVendors();
  const vendorList = (vendors.data ?? [])
    .filter((c) => !value.gameType || c.gameCategory === value.gameType)
    .flatMap((c) => c.vendors)
    .filter((v, i, all) => all.findIndex((x) => x.vassalage === v.vassalage) === i);
  return (
    <div className="space-y-3">
      <div role="radiogroup" aria-label={t('records.period')} className="flex flex-wrap gap-1.5">
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={value.datePreset === p}
            onClick={() => onChange({ ...value, datePreset: p })}
            className={cx(
              'h-9 rounded-lg px-3 text-sm font-medium transition',
              value.datePreset === p
                ? 'bg-primary text-white'
                : 'bg-navy-900 text-slate-400 ring-1 ring-white/10 hover:text-white',
            )}
          >
            {t(`records.preset.${p}`)}
          </button>
        ))}
      </div>
      <div className={cx('grid gap-2', vendor ? 'grid-cols-2' : 'grid-cols-1 sm:max-w-xs')}>
        <div>
          <label htmlFor={`${id}-cat`} className="mb-1 block text-xs text-slate-400">
            {t('records.category')}
          </label>
          <select
            id={`${id}-cat`}
            className={select}
            value={value.gameType ?? ''}
            onChange={(e) =>
              onChange({
                ...value,
                gameType: (e.target.value || undefined) as GameCategory | undefined,
                vassalage: undefined,
              })
            }
          >
            <option value="">{t('records.all')}</option>
            {GAME_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`games.category.${c}`)}
              </option>
            ))}
          </select>
        </div>
        {vendor && (
          <div>
            <label htmlFor={`${id}-vendor`} className="mb-1 block text-xs text-slate-400">
              {t('records.vendor')}
            </label>
            <select
              id={`${id}-vendor`}
              className={select}
              value={value.vassalage ?? ''}
              onChange={(e) => onChange({ ...value, vassalage: e.target.value || undefined })}
            >
              <option value="">{t('records.all')}</option>
              {vendorList.map((v) => (
                <option key={v.vassalage} value={v.vassalage}>
                  {v.displayName}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </div>
  );
}
