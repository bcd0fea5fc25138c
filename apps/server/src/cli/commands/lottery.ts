import { LOTTERY_DRAW_STATUSES, OPS_LOTTERY_PATHS } from '@lotus/contracts';
import type { z } from 'zod';
import type {
  opsLotteryDrawSchema,
  opsLotteryRetrySchema,
  opsLotterySettingsSchema,
  opsLotteryStuckBetSchema,
} from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, majorText, printList, runAction, statusOption, stringOption } from './shared';

type OpsDraw = z.infer<typeof opsLotteryDrawSchema>;
type OpsSettings = z.infer<typeof opsLotterySettingsSchema>;
type OpsStuck = z.infer<typeof opsLotteryStuckBetSchema>;
type OpsRetry = z.infer<typeof opsLotteryRetrySchema>;

/** `lottery settings`: shows a brand's settings, or changes those given. */
async function settings(ctx: CommandContext) {
  const path = `${OPS_LOTTERY_PATHS.settings}?brand=${encodeURIComponent(brandOf(ctx) ?? 'LOTUS')}`;
  const body: Record<string, unknown> = {};
  const map: [string, string][] = [
    ['vn-mode', 'vnPrizeMode'],
    ['fast-mode', 'fastPrizeMode'],
    ['min', 'minStake'],
    ['max', 'maxStake'],
    ['exposure', 'exposureLimit'],
  ];
  for (const [option, field] of map) {
    const v = stringOption(ctx, option);
    if (v !== undefined) body[field] = v;
  }
  const odds = stringOption(ctx, 'odds');
  if (odds !== undefined) {
    body.odds = Object.fromEntries(
      odds
        .split(',')
        .filter(Boolean)
        .map((pair) => {
          const [k, v] = pair.split('=');
          if (!k || !v || !/^\d+$/.test(v)) throw new UsageError(`--odds: expected key=hundredths, got "${pair}"`);
          return [k.trim(), Number(v)];
        }),
    );
  }
  const s = Object.keys(body).length
    ? await ctx.client.patch<OpsSettings>(path, body)
    : await ctx.client.get<OpsSettings>(path);
  ctx.print(`prize modes: VN ${s.vnPrizeMode}, fast ${s.fastPrizeMode}`);
  ctx.print(
    `stakes: ${majorText(s.minStake)} – ${majorText(s.maxStake)}; per number and draw: ${majorText(s.exposureLimit)}`,
  );
  const keys = Object.keys(s.odds);
  ctx.print(
    keys.length ? `odds: ${keys.map((k) => `${k}=${s.odds[k]}`).join(', ')}` : "odds: the prize modes' defaults",
  );
}

const columns = [
  { header: 'ID', value: (d: OpsDraw) => String(d.id) },
  { header: 'GAME', value: (d: OpsDraw) => d.game },
  { header: 'ISSUE', value: (d: OpsDraw) => d.issue },
  { header: 'STATUS', value: (d: OpsDraw) => d.status },
  { header: 'SOURCE', value: (d: OpsDraw) => d.source },
  { header: 'CLOSES', value: (d: OpsDraw) => d.closesAt },
  { header: 'DRAWS', value: (d: OpsDraw) => d.drawsAt },
  { header: 'V', value: (d: OpsDraw) => String(d.resultVersion) },
  { header: 'BETS', value: (d: OpsDraw) => String(d.bets) },
  { header: 'STAKES', value: (d: OpsDraw) => majorText(d.stakes) },
  { header: 'PAYOUTS', value: (d: OpsDraw) => majorText(d.payouts) },
];

const stuckColumns = [
  { header: 'BET', value: (b: OpsStuck) => String(b.id) },
  { header: 'BRAND', value: (b: OpsStuck) => b.brand },
  { header: 'MEMBER', value: (b: OpsStuck) => b.username },
  { header: 'DRAW', value: (b: OpsStuck) => `${b.drawId} ${b.game} ${b.issue}` },
  { header: 'BET TYPE', value: (b: OpsStuck) => `${b.betType} ${b.selection}` },
  { header: 'STAKE', value: (b: OpsStuck) => majorText(b.stake) },
  { header: 'STEP', value: (b: OpsStuck) => b.step },
  { header: 'ERROR', value: (b: OpsStuck) => b.errorCode ?? '' },
];

/** `lottery retry <betId>` or `lottery retry --all`: what was settled now and what the wallet refused again. */
async function retry(ctx: CommandContext, args: string[]) {
  const all = ctx.options.all === true;
  if (all === (args[0] !== undefined)) throw new UsageError('lottery retry: give a bet id or --all');
  if (!all && !/^\d+$/.test(args[0]!)) throw new UsageError('expected a bet id (see lottery stuck)');
  const r = all
    ? await ctx.client.post<OpsRetry>(
        OPS_LOTTERY_PATHS.retryAll + (brandOf(ctx) ? `?brand=${encodeURIComponent(brandOf(ctx)!)}` : ''),
        {},
      )
    : await ctx.client.post<OpsRetry>(OPS_LOTTERY_PATHS.retry.replace(':id', args[0]!), {});
  ctx.print(`Retried ${r.retried} bet(s): ${r.settled} settled, ${r.stillStuck.length} refused again`);
  if (r.stillStuck.length) ctx.print(formatTable(r.stillStuck, stuckColumns));
}

const drawId = (arg: string | undefined) => {
  if (!arg || !/^\d+$/.test(arg)) throw new UsageError('expected a draw id (see lottery draws)');
  return arg;
};

/** `--prizes "DB=12345;G1=67890;G2=11111,22222;…"` → { DB: ['12345'], … } (the API checks the structure). */
function prizesOf(text: string | undefined): Record<string, string[]> {
  if (!text) throw new UsageError('--prizes: required, e.g. "DB=12345;G1=67890;G2=11111,22222;…"');
  const prizes: Record<string, string[]> = {};
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, numbers] = part.split('=');
    if (!name || numbers === undefined) throw new UsageError(`--prizes: expected PRIZE=n,n,… got "${part}"`);
    prizes[name.trim().toUpperCase()] = numbers.split(',').map((n) => n.trim());
  }
  return prizes;
}

const printOne = (ctx: CommandContext, d: OpsDraw, what: string) => {
  ctx.print(`${what} draw ${d.id} (${d.game} ${d.issue}): ${d.status}`);
  ctx.print(formatTable([d], columns));
};

export const lotteryCommand = defineCommand({
  name: 'lottery',
  summary:
    'Lottery: draws, official Vietnamese results (entered once, corrections re-settle), cancellations, stuck bets and their retry',
  usage: [
    'lottery draws [--game VN_N|VN_S_HCM|K3|…] [--status open|closed|drawn|settled|cancelled] [--limit N]',
    'lottery result <drawId> --prizes "DB=12345;G1=67890;G2=11111,22222;…" [--correction --reason TEXT]',
    'lottery cancel <drawId> --reason TEXT   (before its result: every stake is refunded)',
    'lottery settings [--brand CODE] [--vn-mode Lott|ZY|SEA|Elott] [--fast-mode …] [--min A] [--max A] [--exposure A]',
    '    [--odds VN_NORTH.de=9800,K3.sum:10=800]   (odds in hundredths; without options: shows the settings)',
    'lottery stuck [--brand CODE] [--game K3] [--draw ID] [--error CODE] [--limit N]   (bets the wallet refused)',
    'lottery retry <betId> | --all [--brand CODE]   (settles them again, exactly once per transaction id)',
  ],
  options: {
    ...brandOption,
    'vn-mode': { type: 'string' },
    'fast-mode': { type: 'string' },
    min: { type: 'string' },
    max: { type: 'string' },
    exposure: { type: 'string' },
    odds: { type: 'string' },
    game: { type: 'string' },
    status: { type: 'string' },
    limit: { type: 'string' },
    prizes: { type: 'string' },
    correction: { type: 'boolean' },
    reason: { type: 'string' },
    draw: { type: 'string' },
    error: { type: 'string' },
    all: { type: 'boolean' },
  },
  run: (ctx) =>
    runAction('lottery', ctx.args, {
      settings: { max: 0, run: () => settings(ctx) },
      stuck: {
        max: 0,
        run: () =>
          printList<OpsStuck>(
            ctx,
            OPS_LOTTERY_PATHS.stuck,
            {
              brand: brandOf(ctx),
              game: stringOption(ctx, 'game'),
              drawId: stringOption(ctx, 'draw'),
              errorCode: stringOption(ctx, 'error'),
              limit: stringOption(ctx, 'limit'),
            },
            stuckColumns,
            '(no stuck bets)',
          ),
      },
      retry: { max: 1, run: (args) => retry(ctx, args) },
      draws: {
        max: 0,
        run: () =>
          printList<OpsDraw>(
            ctx,
            OPS_LOTTERY_PATHS.draws,
            {
              game: stringOption(ctx, 'game'),
              status: statusOption(ctx, LOTTERY_DRAW_STATUSES),
              limit: stringOption(ctx, 'limit'),
            },
            columns,
            '(no draws)',
          ),
      },
      result: {
        max: 1,
        run: async (args) => {
          const id = drawId(args[0]);
          const body = {
            prizes: prizesOf(stringOption(ctx, 'prizes')),
            correction: ctx.options.correction === true,
            reason: stringOption(ctx, 'reason'),
          };
          const d = await ctx.client.post<OpsDraw>(OPS_LOTTERY_PATHS.result.replace(':id', id), body);
          printOne(ctx, d, body.correction ? 'Corrected' : 'Entered the result of');
        },
      },
      cancel: {
        max: 1,
        run: async (args) => {
          const id = drawId(args[0]);
          const reason = stringOption(ctx, 'reason');
          if (!reason) throw new UsageError('lottery cancel: --reason is required');
          printOne(
            ctx,
            await ctx.client.post<OpsDraw>(OPS_LOTTERY_PATHS.cancel.replace(':id', id), { reason }),
            'Cancelled',
          );
        },
      },
    }),
});
