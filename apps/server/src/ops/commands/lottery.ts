import { LOTTERY_DRAW_STATUSES, OPS_LOTTERY_PATHS } from '@lotus/contracts';
import type { z } from 'zod';
import type { opsLotteryDrawSchema } from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { majorText, printList, runAction, statusOption, stringOption } from './shared';

type OpsDraw = z.infer<typeof opsLotteryDrawSchema>;

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
  summary: 'Lottery: draws, official Vietnamese results (entered once, corrections re-settle) and cancellations',
  usage: [
    'lottery draws [--game VN_N|VN_S_HCM|K3|…] [--status open|closed|drawn|settled|cancelled] [--limit N]',
    'lottery result <drawId> --prizes "DB=12345;G1=67890;G2=11111,22222;…" [--correction --reason TEXT]',
    'lottery cancel <drawId> --reason TEXT   (before its result: every stake is refunded)',
  ],
  options: {
    game: { type: 'string' },
    status: { type: 'string' },
    limit: { type: 'string' },
    prizes: { type: 'string' },
    correction: { type: 'boolean' },
    reason: { type: 'string' },
  },
  run: (ctx) =>
    runAction('lottery', ctx.args, {
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
