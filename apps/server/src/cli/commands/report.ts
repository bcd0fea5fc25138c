import {
  OPS_REPORT_PATHS,
  PNL_DIMENSIONS,
  type Dashboard,
  type DashboardFigures,
  type PnlDimension,
  type PnlReport,
  type PromotionCostReport,
} from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, majorText, runAction, stringOption } from './shared';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** --from and --to (yyyy-MM-dd, brand time zone, both included); --to defaults to --from. */
function period(ctx: CommandContext): { from: string; to: string } {
  const from = stringOption(ctx, 'from');
  const to = stringOption(ctx, 'to') ?? from;
  if (!from || !DAY.test(from)) throw new UsageError('report: --from YYYY-MM-DD is required');
  if (!to || !DAY.test(to)) throw new UsageError('report: --to expects YYYY-MM-DD');
  return { from, to };
}

/** With --csv, the report's CSV file on standard output; answers whether it did. */
async function csvOut(ctx: CommandContext, path: string, query: Record<string, string | undefined>) {
  if (ctx.options.csv !== true) return false;
  const qs = new URLSearchParams(
    Object.entries({ ...query, format: 'csv' }).filter(([, v]) => v !== undefined) as [string, string][],
  );
  const file = await ctx.client.download(`${path}?${qs}`);
  ctx.print(
    file.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd(),
  );
  return true;
}

async function pnl(ctx: CommandContext) {
  const by = stringOption(ctx, 'by') as PnlDimension | undefined;
  if (!by || !PNL_DIMENSIONS.includes(by))
    throw new UsageError(`report pnl: --by ${PNL_DIMENSIONS.join('|')} is required`);
  const query = { by, brand: brandOf(ctx), ...period(ctx) };
  if (await csvOut(ctx, OPS_REPORT_PATHS.pnl, query)) return;
  const r = await ctx.client.get<PnlReport>(OPS_REPORT_PATHS.pnl, query);
  ctx.print(`Profit and loss by ${by}, ${r.from} to ${r.to}`);
  ctx.print(
    formatTable(
      r.rows,
      [
        { header: 'BRAND', value: (x) => x.brand },
        { header: 'DAY', value: (x) => x.day },
        { header: by.toUpperCase(), value: (x) => x.key || '(none)' },
        { header: 'ROUNDS', value: (x) => x.rounds },
        { header: 'PLAYERS', value: (x) => x.players },
        { header: 'STAKE', value: (x) => majorText(x.stake) },
        { header: 'PAYOUT', value: (x) => majorText(x.payout) },
        { header: 'GGR', value: (x) => majorText(x.ggr) },
      ],
      '(no rounds)',
    ),
  );
  for (const t of r.totals) {
    ctx.print(
      `total ${t.brand}: ${t.rounds} rounds, ${t.players} players, stake ${majorText(t.stake)}, payout ${majorText(t.payout)}, GGR ${majorText(t.ggr)} ${t.currency}`,
    );
  }
}

async function promotionCost(ctx: CommandContext) {
  const query = { brand: brandOf(ctx), ...period(ctx) };
  if (await csvOut(ctx, OPS_REPORT_PATHS.promotionCost, query)) return;
  const r = await ctx.client.get<PromotionCostReport>(OPS_REPORT_PATHS.promotionCost, query);
  ctx.print(
    formatTable(
      r.rows,
      [
        { header: 'BRAND', value: (x) => x.brand },
        { header: 'PROMOTION', value: (x) => x.code || '(system)' },
        { header: 'GRANTED', value: (x) => `${x.granted} / ${majorText(x.grantedAmount)}` },
        { header: 'CONVERTED', value: (x) => `${x.converted} / ${majorText(x.convertedAmount)}` },
        { header: 'FORFEITED', value: (x) => `${x.forfeited} / ${majorText(x.forfeitedAmount)}` },
      ],
      '(no bonuses)',
    ),
  );
}

export const reportCommand = defineCommand({
  name: 'report',
  summary: 'Daily profit and loss by game category, vendor or agent, and promotion cost (table or CSV)',
  usage: [
    'report pnl --by category|vendor|agent --from YYYY-MM-DD [--to YYYY-MM-DD] [--brand CODE] [--csv]',
    'report promotion-cost --from YYYY-MM-DD [--to YYYY-MM-DD] [--brand CODE] [--csv]',
    '  days are the brand’s calendar days, both ends included',
  ],
  options: {
    ...brandOption,
    by: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    csv: { type: 'boolean' },
  },
  run: (ctx) =>
    runAction('report', ctx.args, {
      pnl: { max: 0, run: () => pnl(ctx) },
      'promotion-cost': { max: 0, run: () => promotionCost(ctx) },
    }),
});

const FIGURES: [string, (f: DashboardFigures) => string][] = [
  ['registrations', (f) => String(f.registrations)],
  ['first deposits', (f) => `${f.firstDeposits} / ${majorText(f.firstDepositAmount)}`],
  ['deposits', (f) => `${f.deposits} / ${majorText(f.depositAmount)}`],
  ['withdrawals', (f) => `${f.withdrawals} / ${majorText(f.withdrawalAmount)}`],
  ['bets', (f) => `${f.bets} / ${majorText(f.stake)}`],
  ['GGR', (f) => majorText(f.ggr)],
  ['active players', (f) => String(f.activePlayers)],
];

async function dashboard(ctx: CommandContext) {
  const days = stringOption(ctx, 'days') ?? '7';
  const d = await ctx.client.get<Dashboard>(OPS_REPORT_PATHS.dashboard, { brand: brandOf(ctx), days });
  for (const b of d.brands) {
    ctx.print(`${b.brand} (${b.currency}), today ${b.today} ${b.timeZone}`);
    ctx.print(
      formatTable(FIGURES, [
        { header: 'FIGURE', value: ([name]) => name },
        { header: 'TODAY', value: ([, f]) => f(b.figures) },
        { header: 'YESTERDAY', value: ([, f]) => f(b.yesterday) },
        { header: `LAST ${d.days} DAYS`, value: ([, f]) => f(b.period) },
      ]),
    );
    ctx.print('');
  }
}

export const dashboardCommand = defineCommand({
  name: 'dashboard',
  summary: 'Today, yesterday and the last 7 or 30 days of each brand: registrations, deposits, bets, GGR',
  usage: ['dashboard [--brand CODE] [--days 7|30]', '  counts: number / amount'],
  options: { ...brandOption, days: { type: 'string' } },
  run: (ctx) => dashboard(ctx),
});
