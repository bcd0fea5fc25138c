import type { z } from 'zod';
import { DEPOSIT_STATUSES, OPS_MONEY_PATHS, type opsDepositSchema } from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, stringOption } from './shared';

type OpsDeposit = z.infer<typeof opsDepositSchema>;

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function printDeposits(ctx: CommandContext, rows: OpsDeposit[]) {
  ctx.print(
    formatTable(rows, [
      { header: 'ORDER', value: (d) => d.orderNo },
      { header: 'BRAND', value: (d) => d.brand },
      { header: 'MEMBER', value: (d) => d.username },
      { header: 'CHANNEL', value: (d) => d.channelType },
      { header: 'AMOUNT', value: (d) => money(d.amount) },
      { header: 'FEE', value: (d) => money(d.fee) },
      { header: 'STATUS', value: (d) => d.status },
      { header: 'REFERENCE', value: (d) => d.reference },
      { header: 'PAYER', value: (d) => d.payerName },
      { header: 'CREATED', value: (d) => d.createdAt },
    ]),
  );
}

const orderArg = (rest: string[], action: string) => {
  if (rest.length !== 1) throw new UsageError(`deposit ${action}: expected one <orderNo> (see \`deposit list\`)`);
  return encodeURIComponent(rest[0]!.toUpperCase());
};

export const depositCommand = defineCommand({
  name: 'deposit',
  summary: 'List deposits; credit or reject bank transfers',
  usage: [
    `deposit list [--status ${DEPOSIT_STATUSES.join('|')}] [--brand CODE] [--limit N]`,
    'deposit approve <orderNo>             credit a bank transfer found on the brand account',
    'deposit reject <orderNo> [--reason TEXT]',
    '  only bank transfers (channel bank_transfer) are credited or rejected by hand; gateway orders follow the gateway',
  ],
  options: { ...brandOption, status: { type: 'string' }, reason: { type: 'string' }, limit: { type: 'string' } },
  async run(ctx) {
    const [action, ...rest] = ctx.args;
    switch (action) {
      case 'list': {
        const status = stringOption(ctx, 'status');
        if (status && !(DEPOSIT_STATUSES as readonly string[]).includes(status)) {
          throw new UsageError(`--status: expected one of ${DEPOSIT_STATUSES.join(', ')}`);
        }
        const rows = await ctx.client.get<OpsDeposit[]>(OPS_MONEY_PATHS.deposits, {
          brand: brandOf(ctx),
          status,
          limit: stringOption(ctx, 'limit'),
        });
        return printDeposits(ctx, rows);
      }
      case 'approve': {
        const d = await ctx.client.post<OpsDeposit>(
          OPS_MONEY_PATHS.depositApprove.replace(':orderNo', orderArg(rest, 'approve')),
          {},
        );
        ctx.print(`Deposit ${d.orderNo} of ${d.username}: ${d.status} (${money(d.creditAmount)} to the main wallet)`);
        return;
      }
      case 'reject': {
        const reason = stringOption(ctx, 'reason');
        const d = await ctx.client.post<OpsDeposit>(
          OPS_MONEY_PATHS.depositReject.replace(':orderNo', orderArg(rest, 'reject')),
          reason ? { reason } : {},
        );
        ctx.print(
          `Deposit ${d.orderNo} of ${d.username}: ${d.status}${d.failureReason ? ` (${d.failureReason})` : ''}`,
        );
        return;
      }
      case undefined:
        throw new UsageError('deposit: missing action (list, approve or reject)');
      default:
        throw new UsageError(`deposit: unknown action "${action}"`);
    }
  },
});
