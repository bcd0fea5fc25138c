import type { z } from 'zod';
import { OPS_MONEY_PATHS, WITHDRAWAL_STATUSES, type opsWithdrawalSchema } from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand } from '../types';
import { brandOf, brandOption, stringOption } from './shared';

type OpsWithdrawal = z.infer<typeof opsWithdrawalSchema>;

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const ACTIONS = {
  approve: OPS_MONEY_PATHS.withdrawalApprove,
  pay: OPS_MONEY_PATHS.withdrawalPay,
  reject: OPS_MONEY_PATHS.withdrawalReject,
};

export const withdrawalCommand = defineCommand({
  name: 'withdrawal',
  summary: 'List withdrawals; approve, pay or reject them',
  usage: [
    `withdrawal list [--status ${WITHDRAWAL_STATUSES.join('|')}] [--disputed] [--brand CODE] [--limit N]`,
    'withdrawal approve <orderNo>           requested → approved (the member is told)',
    'withdrawal pay <orderNo>               approved → paid (the member confirms receipt)',
    'withdrawal reject <orderNo> [--reason TEXT]   requested or approved → rejected, money back to main',
    '  --disputed lists paid withdrawals the member reported as not received',
  ],
  options: {
    ...brandOption,
    status: { type: 'string' },
    reason: { type: 'string' },
    disputed: { type: 'boolean' },
    limit: { type: 'string' },
  },
  async run(ctx) {
    const [action, ...rest] = ctx.args;
    if (action === 'list') {
      const status = stringOption(ctx, 'status');
      if (status && !(WITHDRAWAL_STATUSES as readonly string[]).includes(status)) {
        throw new UsageError(`--status: expected one of ${WITHDRAWAL_STATUSES.join(', ')}`);
      }
      const rows = await ctx.client.get<OpsWithdrawal[]>(OPS_MONEY_PATHS.withdrawals, {
        brand: brandOf(ctx),
        status,
        disputed: ctx.options.disputed ? 'true' : undefined,
        limit: stringOption(ctx, 'limit'),
      });
      ctx.print(
        formatTable(rows, [
          { header: 'ORDER', value: (w) => w.orderNo },
          { header: 'BRAND', value: (w) => w.brand },
          { header: 'MEMBER', value: (w) => w.username },
          { header: 'AMOUNT', value: (w) => money(w.amount) },
          { header: 'STATUS', value: (w) => w.status },
          { header: 'BANK', value: (w) => `${w.bankAccount.bankName} ${w.accountNo}` },
          { header: 'NAME', value: (w) => w.bankAccount.accountName },
          { header: 'CONFIRMATION', value: (w) => w.confirmation },
          { header: 'PROOFS', value: (w) => w.proofs.length || '' },
          { header: 'CREATED', value: (w) => w.createdAt },
        ]),
      );
      return;
    }
    if (action === 'approve' || action === 'pay' || action === 'reject') {
      if (rest.length !== 1)
        throw new UsageError(`withdrawal ${action}: expected one <orderNo> (see \`withdrawal list\`)`);
      const reason = stringOption(ctx, 'reason');
      const w = await ctx.client.post<OpsWithdrawal>(
        ACTIONS[action].replace(':orderNo', encodeURIComponent(rest[0]!.toUpperCase())),
        action === 'reject' && reason ? { reason } : {},
      );
      ctx.print(`Withdrawal ${w.orderNo} of ${w.username} (${money(w.amount)}): ${w.status}`);
      return;
    }
    if (action === undefined) throw new UsageError('withdrawal: missing action (list, approve, pay or reject)');
    throw new UsageError(`withdrawal: unknown action "${action}"`);
  },
});
