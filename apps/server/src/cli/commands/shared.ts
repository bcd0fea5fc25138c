import { minorToAmountText } from '@lotus/contracts';
import { formatTable, type Column } from '../table';
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

const AMOUNT_TEXT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money as the operator reads it: 123450n / "123450" → "1,234.50". The client reads the wire's minor-unit
 * string (moneySchema, decision 0021), typed as its bigint. */
export const majorText = (minor: bigint | string) =>
  AMOUNT_TEXT.format(minorToAmountText(BigInt(minor)) as Intl.StringNumericLiteral);

/** Money of an answer (its minor-unit string, typed as its bigint) as the major-unit number a settings request
 * takes back when an option leaves it unchanged: "5000" → 50. */
export const majorOf = (minor: bigint | string): number => Number(minorToAmountText(BigInt(minor)));

/** `--status`, when given, one of the statuses a list filters by. */
export function statusOption(ctx: CommandContext, statuses: readonly string[]): string | undefined {
  const status = stringOption(ctx, 'status');
  if (status && !statuses.includes(status)) throw new UsageError(`--status: expected one of ${statuses.join(', ')}`);
  return status;
}

/** One action of a command group: what it runs with the positional arguments after its name. */
export interface Action {
  /** At most this many positional arguments (else a usage error); unchecked when absent. */
  max?: number;
  run(args: string[]): Promise<void>;
}

const orList = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : words.join('');

/**
 * Runs the action that the first positional argument names (`announce list` → actions.list). A missing
 * or unknown action, or more arguments than the action takes, is a usage error naming `group`.
 */
export function runAction(group: string, args: string[], actions: Record<string, Action>): Promise<void> {
  const [name, ...rest] = args;
  if (name === undefined) throw new UsageError(`${group}: missing action (${orList(Object.keys(actions))})`);
  const action = Object.hasOwn(actions, name) ? actions[name] : undefined;
  if (!action) throw new UsageError(`${group}: unknown action "${name}"`);
  if (action.max !== undefined && rest.length > action.max)
    throw new UsageError(`${group} ${name}: unexpected argument "${rest[action.max]}"`);
  return action.run(rest);
}

/** Reads a list from the operator API and prints it as a table (`emptyText` when there is nothing). */
export async function printList<T>(
  ctx: CommandContext,
  path: string,
  query: Record<string, string | undefined>,
  columns: readonly Column<T>[],
  emptyText?: string,
): Promise<void> {
  ctx.print(formatTable(await ctx.client.get<T[]>(path, query), columns, emptyText));
}
