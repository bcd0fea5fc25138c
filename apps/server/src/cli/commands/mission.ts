import {
  MISSION_KINDS,
  MISSION_PERIODS,
  OPS_MISSION_PATHS,
  type OpsMission,
  type OpsMissionMember,
} from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, majorText, onOff, runAction, stringOption } from './shared';

const DEFAULT_BRAND = 'LOTUS';
const brand = (ctx: CommandContext) => brandOf(ctx) ?? DEFAULT_BRAND;
const query = (ctx: CommandContext) => `?brand=${encodeURIComponent(brand(ctx))}`;

/** A target or progress: money kinds in their amount field, the others in their count (decision 0021). */
const measureText = (amount: bigint | null, count: number | null) =>
  amount !== null ? majorText(amount) : String(count ?? 0);
const targetText = (m: { targetAmount: bigint | null; targetCount: number | null }) =>
  measureText(m.targetAmount, m.targetCount);

function rewardText(m: { rewardPoints: number; rewardBonus: bigint; wageringMultiple: number }) {
  const parts: string[] = [];
  if (m.rewardPoints > 0) parts.push(`${m.rewardPoints} pts`);
  // The answer's money is its minor-unit string, typed as its bigint.
  if (BigInt(m.rewardBonus) > 0n) parts.push(`bonus ${majorText(m.rewardBonus)} (${m.wageringMultiple}×)`);
  return parts.join(' + ');
}

const listOf = (ctx: CommandContext) => ctx.client.get<OpsMission[]>(OPS_MISSION_PATHS.missions, { brand: brand(ctx) });

/** `mission list`. */
async function list(ctx: CommandContext) {
  ctx.print(
    formatTable(
      await listOf(ctx),
      [
        { header: 'ID', value: (m) => String(m.id) },
        { header: 'CODE', value: (m) => m.code },
        { header: 'PERIOD', value: (m) => m.period },
        { header: 'KIND', value: (m) => m.kind },
        { header: 'TARGET', value: targetText },
        { header: 'ON', value: (m) => m.gameType ?? (m.gameId === null ? '' : `game ${m.gameId}`) },
        { header: 'REWARD', value: rewardText },
        { header: 'ACTIVE', value: (m) => (m.active ? 'yes' : 'no') },
        { header: 'CLAIMS', value: (m) => String(m.claims) },
        { header: 'NAME (vi / en)', value: (m) => `${m.name.vi} / ${m.name.en}` },
      ],
      '(no missions)',
    ),
  );
}

function numberOption(ctx: CommandContext, name: string): number | undefined {
  const v = stringOption(ctx, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n)) throw new UsageError(`--${name}: not a number: "${v}"`);
  return n;
}

/** The fields both add and set take from options (only those given). */
function fieldOptions(ctx: CommandContext): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const put = (key: string, v: unknown) => {
    if (v !== undefined) body[key] = v;
  };
  put('target', numberOption(ctx, 'target'));
  const category = stringOption(ctx, 'category');
  if (category !== undefined) body.gameType = category === 'none' ? null : category.toUpperCase();
  const game = stringOption(ctx, 'game');
  if (game !== undefined) body.gameId = game === 'none' ? null : numberOption(ctx, 'game');
  put('rewardPoints', numberOption(ctx, 'points'));
  put('rewardBonus', numberOption(ctx, 'bonus'));
  put('wageringMultiple', numberOption(ctx, 'wagering'));
  put('bonusExpiryDays', numberOption(ctx, 'expiry-days'));
  put('sortOrder', numberOption(ctx, 'sort'));
  const active = stringOption(ctx, 'active');
  if (active !== undefined) body.active = onOff(active, '--active');
  const nameVi = stringOption(ctx, 'name-vi');
  const nameEn = stringOption(ctx, 'name-en');
  if ((nameVi === undefined) !== (nameEn === undefined)) throw new UsageError('--name-vi and --name-en go together');
  if (nameVi !== undefined) body.name = { vi: nameVi, en: nameEn };
  const descVi = stringOption(ctx, 'desc-vi');
  const descEn = stringOption(ctx, 'desc-en');
  if ((descVi === undefined) !== (descEn === undefined)) throw new UsageError('--desc-vi and --desc-en go together');
  if (descVi !== undefined) body.description = { vi: descVi, en: descEn };
  return body;
}

function printMission(ctx: CommandContext, verb: string, m: OpsMission) {
  ctx.print(
    `${verb} mission ${m.code} (#${m.id}) of ${brand(ctx)}: ${m.period} ${m.kind} ${targetText(m)} → ${rewardText(m)}` +
      (m.active ? '' : ' (inactive)'),
  );
}

/** `mission add <code> --period P --kind K --name-vi … --name-en … [--target N] [fields]`. */
async function add(ctx: CommandContext, [code]: string[]) {
  if (!code) throw new UsageError('mission add: expected <code>');
  const period = stringOption(ctx, 'period');
  const kind = stringOption(ctx, 'kind');
  if (!period || !(MISSION_PERIODS as readonly string[]).includes(period))
    throw new UsageError(`--period: expected ${MISSION_PERIODS.join(', ')}`);
  if (!kind || !(MISSION_KINDS as readonly string[]).includes(kind))
    throw new UsageError(`--kind: expected ${MISSION_KINDS.join(', ')}`);
  const fields = fieldOptions(ctx);
  if (!fields.name) throw new UsageError('mission add: --name-vi and --name-en are required');
  const m = await ctx.client.post<OpsMission>(`${OPS_MISSION_PATHS.missions}${query(ctx)}`, {
    code,
    period,
    kind,
    ...fields,
  });
  printMission(ctx, 'Added', m);
}

/** `mission set <code|id> [fields]`. */
async function set(ctx: CommandContext, [ref]: string[]) {
  if (!ref) throw new UsageError('mission set: expected <code>');
  const fields = fieldOptions(ctx);
  if (Object.keys(fields).length === 0) throw new UsageError('mission set: nothing to change');
  const found = (await listOf(ctx)).find((m) => m.code === ref || String(m.id) === ref);
  if (!found) throw new UsageError(`mission set: ${brand(ctx)} has no mission "${ref}"`);
  const path = OPS_MISSION_PATHS.mission.replace(':id', String(found.id));
  printMission(ctx, 'Changed', await ctx.client.patch<OpsMission>(`${path}${query(ctx)}`, fields));
}

/** `mission member <username>`: the member's missions this period and their recent claims. */
async function member(ctx: CommandContext, [username]: string[]) {
  if (!username) throw new UsageError('mission member: expected <username>');
  const r = await ctx.client.get<OpsMissionMember>(OPS_MISSION_PATHS.member, { brand: brand(ctx), username });
  ctx.print(`Missions of ${r.username} (${brand(ctx)}): ${r.summary.claimable} claimable`);
  ctx.print(
    formatTable(
      r.summary.missions,
      [
        { header: 'ID', value: (m) => String(m.id) },
        { header: 'PERIOD', value: (m) => m.period },
        { header: 'NAME', value: (m) => m.name },
        { header: 'PROGRESS', value: (m) => `${measureText(m.progressAmount, m.progressCount)} / ${targetText(m)}` },
        { header: 'STATUS', value: (m) => m.status },
        { header: 'RESETS', value: (m) => m.resetAt ?? 'never' },
      ],
      '(no active missions)',
    ),
  );
  ctx.print('Claims of the last 30 days:');
  ctx.print(
    formatTable(
      r.claims,
      [
        { header: 'AT', value: (c) => c.createdAt },
        { header: 'MISSION', value: (c) => c.code },
        { header: 'PERIOD', value: (c) => c.periodKey },
        { header: 'POINTS', value: (c) => String(c.points) },
        { header: 'BONUS', value: (c) => majorText(c.bonus) },
      ],
      '(no claims)',
    ),
  );
}

export const missionCommand = defineCommand({
  name: 'mission',
  summary: 'Missions: daily, weekly and one-off missions with points and bonus rewards, and a member’s progress',
  usage: [
    'mission list [--brand CODE]',
    'mission add <code> --period daily|weekly|once --kind login|deposit|bet|rounds|invite --name-vi TEXT --name-en TEXT',
    '    [--target N] [--category CAT] [--game ID] [--desc-vi TEXT --desc-en TEXT] [--points N] [--bonus AMOUNT]',
    '    [--wagering N] [--expiry-days N] [--sort N] [--active on|off] [--brand CODE]',
    '  e.g. mission add daily-slots --period daily --kind bet --category RNG --target 50000 --points 50 \\',
    '       --name-vi "Cược 50.000 ₫ slot" --name-en "Bet 50,000 ₫ on slots"',
    'mission set <code> [the fields of add, --category none, --game none] [--brand CODE]',
    'mission member <username> [--brand CODE]',
  ],
  options: {
    ...brandOption,
    period: { type: 'string' },
    kind: { type: 'string' },
    target: { type: 'string' },
    category: { type: 'string' },
    game: { type: 'string' },
    'name-vi': { type: 'string' },
    'name-en': { type: 'string' },
    'desc-vi': { type: 'string' },
    'desc-en': { type: 'string' },
    points: { type: 'string' },
    bonus: { type: 'string' },
    wagering: { type: 'string' },
    'expiry-days': { type: 'string' },
    sort: { type: 'string' },
    active: { type: 'string' },
  },
  run: (ctx) =>
    runAction('mission', ctx.args, {
      list: { max: 0, run: () => list(ctx) },
      add: { max: 1, run: (args) => add(ctx, args) },
      set: { max: 1, run: (args) => set(ctx, args) },
      member: { max: 1, run: (args) => member(ctx, args) },
    }),
});
