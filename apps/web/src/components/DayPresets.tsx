import { cx } from './cx';

/** The date presets of the records pages (SPEC §9: the last 7 and 30 days). */
export const DAY_PRESETS = [7, 30] as const;
export type DayPreset = (typeof DAY_PRESETS)[number];

/** The records pages' period: one radio button per preset, `optionLabel` naming each ("Last 7 days"). */
export function DayPresets({
  value,
  onChange,
  label,
  optionLabel,
}: {
  value: DayPreset;
  onChange: (days: DayPreset) => void;
  /** The group's name for screen readers ("Period"). */
  label: string;
  optionLabel: (days: DayPreset) => string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="flex gap-1 rounded-xl bg-navy-950/60 p-1 ring-1 ring-white/5">
      {DAY_PRESETS.map((p) => (
        <button
          key={p}
          type="button"
          role="radio"
          aria-checked={value === p}
          onClick={() => onChange(p)}
          className={cx(
            'rounded-lg px-4 py-2 text-sm font-semibold',
            value === p ? 'bg-primary text-white' : 'text-slate-400 hover:text-white',
          )}
        >
          {optionLabel(p)}
        </button>
      ))}
    </div>
  );
}
