import fs from 'node:fs';
import {
  OPS_VIP_PATHS,
  vipRankInputSchema,
  type OpsVipMember,
  type VipEvaluateResult,
  type VipRank,
} from '@lotus/contracts';
import { OpsError } from '../client';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, majorText, runAction, stringOption } from './shared';

const DEFAULT_BRAND = 'LOTUS';
const query = (ctx: CommandContext) => ({ brand: brandOf(ctx) ?? DEFAULT_BRAND });
const withBrand = (ctx: CommandContext, path: string) => `${path}?${new URLSearchParams(query(ctx))}`;
const memberPath = (template: string, username: string) => template.replace(':username', encodeURIComponent(username));

function levelOf(action: string, text: string | undefined): number {
  if (text === undefined) throw new UsageError(`vip ${action}: missing <level>`);
  if (!/^\d{1,2}$/.test(text)) throw new UsageError(`vip ${action}: <level> is a number 0–20, got "${text}"`);
  return Number(text);
}

const limitText = (r: VipRank) =>
  r.withdrawDailyMaxAmount === null && r.withdrawDailyMaxCount === null
    ? 'brand'
    : `${r.withdrawDailyMaxAmount === null ? 'brand' : majorText(r.withdrawDailyMaxAmount)} × ${r.withdrawDailyMaxCount ?? 'brand'}`;

async function list(ctx: CommandContext) {
  const ranks = await ctx.client.get<VipRank[]>(OPS_VIP_PATHS.ranks, query(ctx));
  ctx.print(
    formatTable(
      ranks,
      [
        { header: 'LEVEL', value: (r) => r.level },
        { header: 'NAME', value: (r) => `${r.name.vi} / ${r.name.en}` },
        {
          header: 'PROMOTE (DEPOSIT / VALID BETS / DAYS)',
          value: (r) => `${majorText(r.promoteDeposit)} / ${majorText(r.promoteValidBet)} / ${r.promoteDays}`,
        },
        { header: 'KEEP (MONTH)', value: (r) => `${majorText(r.keepDeposit)} / ${majorText(r.keepValidBet)}` },
        { header: 'LEVEL-UP', value: (r) => majorText(r.levelUpBonus) },
        { header: 'WEEKLY', value: (r) => majorText(r.weeklyBonus) },
        { header: 'MONTHLY', value: (r) => majorText(r.monthlyBonus) },
        { header: 'BIRTHDAY', value: (r) => majorText(r.birthdayBonus) },
        { header: 'WAGERING', value: (r) => `${r.wageringMultiple}×` },
        { header: 'WITHDRAW/DAY', value: limitText },
      ],
      '(no ranks)',
    ),
  );
}

async function saveRank(ctx: CommandContext, level: number) {
  const file = stringOption(ctx, 'file');
  if (!file) throw new UsageError('vip rank: missing --file FILE.json');
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new OpsError(`cannot read ${file} as JSON: ${(error as Error).message}`);
  }
  const checked = vipRankInputSchema.strict().safeParse(json);
  if (!checked.success) {
    const problems = checked.error.issues.map((i) => `  ${i.path.length ? i.path.join('.') : '(file)'}: ${i.message}`);
    throw new OpsError(`${file} is not a valid rank:\n${problems.join('\n')}`);
  }
  const r = await ctx.client.put<VipRank>(withBrand(ctx, OPS_VIP_PATHS.rank.replace(':level', String(level))), json);
  ctx.print(`Saved rank ${r.level} ${r.name.vi} / ${r.name.en}`);
}

async function setLevel(ctx: CommandContext, username: string | undefined, levelText: string | undefined) {
  if (!username) throw new UsageError('vip set: missing <username>');
  const level = levelOf('set', levelText);
  const note = stringOption(ctx, 'note')?.trim();
  const r = await ctx.client.post<{ from: number; to: number }>(
    withBrand(ctx, memberPath(OPS_VIP_PATHS.setLevel, username)),
    { level, ...(note ? { note } : {}) },
  );
  ctx.print(r.from === r.to ? `${username} is already VIP${r.to}` : `${username}: VIP${r.from} → VIP${r.to}`);
}

async function evaluate(ctx: CommandContext, username: string | undefined) {
  const r = await ctx.client.post<VipEvaluateResult>(
    withBrand(ctx, OPS_VIP_PATHS.evaluate),
    username ? { username } : {},
  );
  ctx.print(`Evaluated ${r.evaluated}, promoted ${r.promoted}, demoted ${r.demoted}`);
}

async function member(ctx: CommandContext, username: string | undefined) {
  if (!username) throw new UsageError('vip member: missing <username>');
  const m = await ctx.client.get<OpsVipMember>(memberPath(OPS_VIP_PATHS.member, username), query(ctx));
  ctx.print(`${m.username}: VIP${m.level}${m.since ? ` since ${m.since}` : ''}`);
  ctx.print(`evaluated: ${m.evaluatedPeriod ?? 'never'}   reviewed: ${m.reviewedPeriod ?? 'never'}`);
  ctx.print('');
  ctx.print(
    formatTable(
      m.history,
      [
        { header: 'WHEN', value: (h) => h.createdAt },
        { header: 'CHANGE', value: (h) => `VIP${h.fromLevel} → VIP${h.toLevel}` },
        { header: 'REASON', value: (h) => h.reason },
        { header: 'BY', value: (h) => h.operator ?? '' },
        { header: 'NOTE', value: (h) => h.note ?? '' },
      ],
      '(no rank changes)',
    ),
  );
  ctx.print('');
  ctx.print(
    formatTable(
      m.rewards,
      [
        { header: 'REWARD', value: (r) => r.kind },
        { header: 'PERIOD', value: (r) => r.periodKey },
        { header: 'LEVEL', value: (r) => r.level },
        { header: 'AMOUNT', value: (r) => majorText(r.amount) },
        { header: 'STATUS', value: (r) => r.status },
      ],
      '(no rewards)',
    ),
  );
}

export const vipCommand = defineCommand({
  name: 'vip',
  summary: 'VIP ranks: the rank table, a rank’s settings, a member’s rank and history, evaluation',
  usage: [
    'vip list [--brand CODE]                  the rank table: criteria, rewards, wagering, withdrawal limits',
    'vip rank <level> --file FILE.json        saves a rank (see docs/API.md "VIP"; amounts in major units)',
    'vip set <username> <level> [--note TEXT] sets a member’s rank (history reason operator, no level-up bonus)',
    'vip evaluate [<username>]                evaluates the brand’s members (or one) now, once per period',
    'vip member <username>                    a member’s rank, periods evaluated, rank history and rewards',
    '  every command works on one brand: --brand CODE, default LOTUS',
  ],
  options: { ...brandOption, file: { type: 'string', short: 'f' }, note: { type: 'string' } },
  run: (ctx) =>
    runAction('vip', ctx.args, {
      list: { max: 0, run: () => list(ctx) },
      rank: { max: 1, run: (args) => saveRank(ctx, levelOf('rank', args[0])) },
      set: { max: 2, run: (args) => setLevel(ctx, args[0], args[1]) },
      evaluate: { max: 1, run: (args) => evaluate(ctx, args[0]) },
      member: { max: 1, run: (args) => member(ctx, args[0]) },
    }),
});
