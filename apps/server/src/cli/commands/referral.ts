import {
  OPS_REFERRAL_PATHS,
  REFERRAL_REWARD_KINDS,
  REFERRAL_STATES,
  type OpsReferral,
  type OpsReferralMember,
  type OpsReferralSettings,
  type OpsReferralSettingsBody,
} from '@lotus/contracts';
import { formatTable, type Column } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, majorOf, majorText, runAction, statusOption, stringOption } from './shared';

const DEFAULT_BRAND = 'LOTUS';

/** What a brand pays per qualified friend, in words. */
function rewardText(s: OpsReferralSettings): string {
  const cap = BigInt(s.maxReward) > 0n ? `, at most ${majorText(s.maxReward)}` : '';
  if (s.rewardKind === 'fixed') return `${majorText(s.fixedAmount)} per qualified friend`;
  if (s.rewardKind === 'deposit_share') return `${s.shareBps / 100}% of the friend's first deposit${cap}`;
  return `${s.shareBps / 100}% of the friend's valid bets over ${s.betDays} days from registration${cap}`;
}

function printSettings(ctx: CommandContext, list: OpsReferralSettings[]) {
  for (const s of list) {
    ctx.print(`Referral of ${s.brand}: ${s.enabled ? 'on' : 'off (switch REFERRAL3)'}`);
    ctx.print(`reward:        ${rewardText(s)}`);
    ctx.print(`first deposit: at least ${majorText(s.minFirstDeposit)}`);
    ctx.print(`deposit within: ${s.depositWithinDays > 0 ? `${s.depositWithinDays} days of registering` : 'any time'}`);
    ctx.print(`changed:       ${s.updatedAt ?? 'never'}${s.updatedBy ? ` by ${s.updatedBy}` : ''}`);
    ctx.print('');
  }
}

/** A number option, when given. */
function numberOption(ctx: CommandContext, name: string): number | undefined {
  const v = stringOption(ctx, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n) || n < 0) throw new UsageError(`--${name}: not a number: "${v}"`);
  return n;
}

/** `referral settings [set …]`: reads the rules, or changes the options given (the others stay). */
async function settings(ctx: CommandContext, action: string | undefined) {
  const brand = brandOf(ctx);
  if (action === undefined) {
    printSettings(ctx, await ctx.client.get<OpsReferralSettings[]>(OPS_REFERRAL_PATHS.settings, { brand }));
    return;
  }
  if (action !== 'set') throw new UsageError(`referral settings: unknown action "${action}"`);
  const [current] = await ctx.client.get<OpsReferralSettings[]>(OPS_REFERRAL_PATHS.settings, {
    brand: brand ?? DEFAULT_BRAND,
  });
  if (!current) throw new UsageError('referral settings set: no such brand');
  const kind = stringOption(ctx, 'kind');
  if (kind !== undefined && !(REFERRAL_REWARD_KINDS as readonly string[]).includes(kind))
    throw new UsageError(`--kind: expected one of ${REFERRAL_REWARD_KINDS.join(', ')}`);
  const body: OpsReferralSettingsBody = {
    brand: current.brand,
    rewardKind: (kind as OpsReferralSettingsBody['rewardKind'] | undefined) ?? current.rewardKind,
    fixedAmount: numberOption(ctx, 'amount') ?? majorOf(current.fixedAmount),
    shareBps: numberOption(ctx, 'bps') ?? current.shareBps,
    betDays: numberOption(ctx, 'days') ?? current.betDays,
    minFirstDeposit: numberOption(ctx, 'min-deposit') ?? majorOf(current.minFirstDeposit),
    maxReward: numberOption(ctx, 'max') ?? majorOf(current.maxReward),
    depositWithinDays: numberOption(ctx, 'within') ?? current.depositWithinDays,
  };
  printSettings(ctx, await ctx.client.put<OpsReferralSettings[]>(OPS_REFERRAL_PATHS.settings, body));
}

const referralColumns: Column<OpsReferral>[] = [
  { header: 'ID', value: (r) => String(r.id) },
  { header: 'REFERRER', value: (r) => r.referrer },
  { header: 'FRIEND', value: (r) => r.friend },
  { header: 'STATE', value: (r) => (r.rejectReason ? `${r.state} (${r.rejectReason})` : r.state) },
  { header: 'REGISTERED', value: (r) => r.registeredAt },
  { header: 'FIRST DEPOSIT', value: (r) => (r.firstDeposit === null ? '-' : majorText(r.firstDeposit)) },
  { header: 'DUE', value: (r) => r.dueAt ?? '-' },
  { header: 'REWARD', value: (r) => (r.reward === null ? '-' : majorText(r.reward)) },
];

async function list(ctx: CommandContext) {
  const page = await ctx.client.get<{ list: OpsReferral[]; total: number; pageNo: number; totalPages: number }>(
    OPS_REFERRAL_PATHS.referrals,
    {
      brand: brandOf(ctx),
      state: statusOption(ctx, REFERRAL_STATES),
      username: stringOption(ctx, 'user'),
      pageNo: stringOption(ctx, 'page'),
      pageSize: '50',
    },
  );
  ctx.print(formatTable(page.list, referralColumns, '(no referrals)'));
  if (page.total > 0) ctx.print(`page ${page.pageNo} of ${page.totalPages} (${page.total} referrals)`);
}

async function member(ctx: CommandContext, username: string | undefined) {
  if (!username) throw new UsageError('referral member: missing <username>');
  const m = await ctx.client.get<OpsReferralMember>(
    OPS_REFERRAL_PATHS.member.replace(':username', encodeURIComponent(username)),
    { brand: brandOf(ctx) },
  );
  ctx.print(`Referral of ${m.username}`);
  ctx.print(`code:        ${m.code ?? '(none yet)'}`);
  ctx.print(
    `invited by:  ${m.referredBy ? `${m.referredBy.referrer} (${m.referredBy.state}${m.referredBy.rejectReason ? `: ${m.referredBy.rejectReason}` : ''})` : '-'}`,
  );
  ctx.print(`earned:      ${majorText(m.earned)}`);
  ctx.print('');
  ctx.print(formatTable(m.invited, referralColumns, '(no friends invited)'));
}

async function evaluate(ctx: CommandContext) {
  const r = await ctx.client.post<{ processed: number }>(OPS_REFERRAL_PATHS.evaluate, {});
  ctx.print(`${r.processed} due friend(s) evaluated`);
}

export const referralCommand = defineCommand({
  name: 'referral',
  summary: 'Referral (invite friends): the reward rules, the invited friends and their states',
  usage: [
    'referral settings [--brand CODE]',
    'referral settings set [--kind fixed|deposit_share|bet_share] [--amount N] [--bps N] [--days N]',
    '                      [--min-deposit N] [--max N] [--within DAYS] [--brand CODE]',
    '  fixed: --amount per qualified friend; deposit_share: --bps of the first deposit;',
    '  bet_share: --bps of the valid bets over --days from registration; --max caps one reward (0: none)',
    'referral list [--status registered|deposited|qualified|rejected] [--user NAME] [--page N] [--brand CODE]',
    'referral member <username> [--brand CODE]',
    'referral evaluate   evaluates the friends that are due now (what the referral.qualify job does)',
  ],
  options: {
    ...brandOption,
    kind: { type: 'string' },
    amount: { type: 'string' },
    bps: { type: 'string' },
    days: { type: 'string' },
    'min-deposit': { type: 'string' },
    max: { type: 'string' },
    within: { type: 'string' },
    status: { type: 'string' },
    user: { type: 'string' },
    page: { type: 'string' },
  },
  run: (ctx) =>
    runAction('referral', ctx.args, {
      settings: { max: 1, run: ([action]) => settings(ctx, action) },
      list: { max: 0, run: () => list(ctx) },
      member: { max: 1, run: ([username]) => member(ctx, username) },
      evaluate: { max: 0, run: () => evaluate(ctx) },
    }),
});
