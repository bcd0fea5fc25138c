import {
  GAME_CATEGORIES,
  OPS_REBATE_PATHS,
  type OpsRebateClaimReport,
  type RebateRate,
  type RebateSettings,
} from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, majorText, runAction, stringOption } from './shared';

const DEFAULT_BRAND = 'LOTUS';
const brand = (ctx: CommandContext) => brandOf(ctx) ?? DEFAULT_BRAND;
const pct = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/** `rebate rates`: one row per VIP level, one column per game category. */
async function rates(ctx: CommandContext) {
  const list = await ctx.client.get<RebateRate[]>(OPS_REBATE_PATHS.rates, { brand: brand(ctx) });
  const levels = [...new Set(list.map((r) => r.vipLevel))].sort((a, b) => a - b);
  const at = (level: number, cat: string) => list.find((r) => r.vipLevel === level && r.gameType === cat);
  ctx.print(
    formatTable(
      levels,
      [
        { header: 'VIP', value: (l) => String(l) },
        ...GAME_CATEGORIES.map((cat) => ({
          header: cat,
          value: (l: number) => {
            const r = at(l, cat);
            return r ? pct(r.rateBps) : '-';
          },
        })),
      ],
      '(no rates: nothing is paid back)',
    ),
  );
}

function intArg(value: string | undefined, what: string, max: number): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) > max)
    throw new UsageError(`rebate set: ${what} must be a whole number from 0 to ${max}`);
  return Number(value);
}

/** `rebate set <level|from-to> <category|all> <bps>`. */
async function set(ctx: CommandContext, [levelArg, catArg, bpsArg]: string[]) {
  if (!levelArg || !catArg || !bpsArg) throw new UsageError('rebate set: expected <level> <category> <bps>');
  const [fromText, toText] = levelArg.split('-');
  const from = intArg(fromText, '<level>', 100);
  const to = toText === undefined ? from : intArg(toText, '<level>', 100);
  if (to < from) throw new UsageError('rebate set: the level range ends before it starts');
  const cat = catArg.toUpperCase();
  const cats = cat === 'ALL' ? [...GAME_CATEGORIES] : [cat];
  if (!cats.every((c) => (GAME_CATEGORIES as readonly string[]).includes(c)))
    throw new UsageError(`rebate set: <category> is one of ${GAME_CATEGORIES.join(', ')} or all`);
  const rateBps = intArg(bpsArg, '<bps>', 10_000);
  const body = { rates: [] as Array<{ vipLevel: number; gameType: string; rateBps: number }> };
  for (let level = from; level <= to; level++)
    for (const c of cats) body.rates.push({ vipLevel: level, gameType: c, rateBps });
  await ctx.client.put(`${OPS_REBATE_PATHS.rates}?brand=${encodeURIComponent(brand(ctx))}`, body);
  ctx.print(`Set ${body.rates.length} rate(s) of ${brand(ctx)} to ${pct(rateBps)} (${rateBps} bps).`);
}

function printSettings(ctx: CommandContext, s: RebateSettings) {
  ctx.print(`Cashback of ${brand(ctx)}: ${s.enabled ? 'on' : 'off (switch MANUALREBATE3)'}`);
  ctx.print(
    `payout:        ${s.payout === 'bonus' ? `bonus, ${s.wageringMultiple}× wagering, ${s.bonusExpiryDays} days` : 'main money'}`,
  );
  ctx.print(`minimum claim: ${majorText(s.minClaim)}`);
  ctx.print(`daily cap:     ${s.dailyCap === null ? 'none' : majorText(s.dailyCap)}`);
}

/** `rebate settings [--payout …] [--wagering N] [--expiry-days N] [--min-claim A] [--daily-cap A|none]`. */
async function settings(ctx: CommandContext) {
  const patch: Record<string, unknown> = {};
  const payout = stringOption(ctx, 'payout');
  if (payout !== undefined) {
    if (payout !== 'main' && payout !== 'bonus') throw new UsageError('--payout: expected main or bonus');
    patch.payout = payout;
  }
  const number = (name: string) => {
    const v = stringOption(ctx, name);
    if (v === undefined) return undefined;
    const n = Number(v);
    if (v.trim() === '' || !Number.isFinite(n)) throw new UsageError(`--${name}: not a number: "${v}"`);
    return n;
  };
  const wagering = number('wagering');
  if (wagering !== undefined) patch.wageringMultiple = wagering;
  const days = number('expiry-days');
  if (days !== undefined) patch.bonusExpiryDays = days;
  const min = stringOption(ctx, 'min-claim');
  if (min !== undefined) patch.minClaim = min;
  const cap = stringOption(ctx, 'daily-cap');
  if (cap !== undefined) patch.dailyCap = cap === 'none' ? null : cap;
  const query = `?brand=${encodeURIComponent(brand(ctx))}`;
  const s =
    Object.keys(patch).length === 0
      ? await ctx.client.get<RebateSettings>(OPS_REBATE_PATHS.settings, { brand: brand(ctx) })
      : await ctx.client.patch<RebateSettings>(`${OPS_REBATE_PATHS.settings}${query}`, patch);
  printSettings(ctx, s);
}

/** `rebate claims [--member NAME] [--from DAY] [--to DAY] [--page N]`. */
async function claims(ctx: CommandContext) {
  const r = await ctx.client.get<OpsRebateClaimReport>(OPS_REBATE_PATHS.claims, {
    brand: brand(ctx),
    username: stringOption(ctx, 'member'),
    startDate: stringOption(ctx, 'from'),
    endDate: stringOption(ctx, 'to'),
    pageNo: stringOption(ctx, 'page'),
  });
  ctx.print(
    formatTable(
      r.list,
      [
        { header: 'ID', value: (c) => String(c.id) },
        { header: 'AT', value: (c) => c.createdAt },
        { header: 'MEMBER', value: (c) => c.username },
        { header: 'VIP', value: (c) => String(c.vipLevel) },
        { header: 'VALID BET', value: (c) => majorText(c.validBet) },
        { header: 'EARNED', value: (c) => majorText(c.earned) },
        { header: 'PAID', value: (c) => majorText(c.amount) },
        { header: 'AS', value: (c) => (c.payout === 'bonus' ? `bonus ${c.wageringMultiple}×` : 'main') },
      ],
      '(no claims)',
    ),
  );
  ctx.print(
    `${r.totals.count} claim(s): valid bets ${majorText(r.totals.validBet)}, paid ${majorText(r.totals.amount)} ` +
      `(page ${r.pageNo} of ${Math.max(r.totalPages, 1)})`,
  );
}

export const rebateCommand = defineCommand({
  name: 'rebate',
  summary: 'Cashback (manual rebate): rates per VIP level and game category, payout, and the claims report',
  usage: [
    'rebate rates [--brand CODE]',
    'rebate set <level|from-to> <category|all> <bps> [--brand CODE]',
    '  e.g. rebate set 0-10 RNG 60: slots pay back 0.60 % of valid bets at VIP 0 to 10',
    'rebate settings [--payout main|bonus] [--wagering N] [--expiry-days N] [--min-claim AMOUNT] [--daily-cap AMOUNT|none] [--brand CODE]',
    'rebate claims [--member NAME] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--page N] [--brand CODE]',
  ],
  options: {
    ...brandOption,
    payout: { type: 'string' },
    wagering: { type: 'string' },
    'expiry-days': { type: 'string' },
    'min-claim': { type: 'string' },
    'daily-cap': { type: 'string' },
    member: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    page: { type: 'string' },
  },
  run: (ctx) =>
    runAction('rebate', ctx.args, {
      rates: { max: 0, run: () => rates(ctx) },
      set: { max: 3, run: (args) => set(ctx, args) },
      settings: { max: 0, run: () => settings(ctx) },
      claims: { max: 0, run: () => claims(ctx) },
    }),
});
