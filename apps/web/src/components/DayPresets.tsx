import { cx } from './cx';

/** The date presets of the records pages (SPEC §9: the last 7 and 30 days). */
export const DAY_PRESETS = [7, 30] as const;
export type DayPreset = (typeof DAY_PRESETS)[number];

/** A choice among presets (a period): one radio button per option, `optionLabel` naming each. */
export function PresetRadios<P extends string | number>({
  options,
  value,
  onChange,
  label,
  optionLabel,
}: {
  options: readonly P[];
  value: P;
  onChange: (option: P) => void;
  /** The group's name for screen readers ("Period"). */
  label: string;
  optionLabel: (option: P) => string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="flex flex-wrap gap-1 rounded-xl bg-navy-950/60 p-1 ring-1 ring-white/5"
    >
      {options.map((p) => (
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

/** The records pages' period: the last 7 or 30 days, `optionLabel` naming each ("Last 7 days"). */
export function DayPresets(props: {
  value: DayPreset;
  onChange: (days: DayPreset) => void;
  label: string;
  optionLabel: (days: DayPreset) => string;
}) {
  return <PresetRadios options={DAY_PRESETS} {...props} />;
}
