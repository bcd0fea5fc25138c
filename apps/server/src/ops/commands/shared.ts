import { UsageError, type CommandContext, type OptionSpec } from '../types';

/** `--brand CODE`: limits a command to one brand; without it the command applies to every brand. */
export const brandOption: OptionSpec = { brand: { type: 'string', short: 'b' } };

export const brandOf = (ctx: CommandContext) => {
  const brand = ctx.options.brand;
  return typeof brand === 'string' && brand ? brand.toUpperCase() : undefined;
};

export const stringOption = (ctx: CommandContext, name: string): string | undefined => {
  const v = ctx.options[name];
  return typeof v === 'string' ? v : undefined;
};

/** 'on' → true, 'off' → false, anything else a usage error. */
export function onOff(word: string | undefined, what: string): boolean {
  if (word === 'on') return true;
  if (word === 'off') return false;
  throw new UsageError(
    word === undefined ? `${what}: expected on or off` : `${what}: expected on or off, got "${word}"`,
  );
}

/** A date the user typed → ISO 8601 with offset, as the API expects. */
export function isoTime(value: string | undefined, option: string): string | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms))
    throw new UsageError(`--${option}: not a date and time: "${value}" (use ISO 8601, e.g. 2030-01-31T18:00:00+07:00)`);
  return new Date(ms).toISOString();
}

export const brandsText = (brands: string[]) =>
  brands.length === 1 ? `brand ${brands[0]}` : `brands ${brands.join(', ')}`;
