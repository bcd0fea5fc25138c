import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  OPS_MONEY_PATHS,
  queueClaimPath,
  WITHDRAWAL_DISPUTE_OUTCOMES,
  WITHDRAWAL_STATUSES,
  type OpsWithdrawal,
  type OpsWithdrawalResolveBody,
} from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import {
  brandOf,
  brandOption,
  majorText,
  printList,
  runAction,
  statusOption,
  stringOption,
  type Action,
} from './shared';

const ACTIONS = {
  approve: OPS_MONEY_PATHS.withdrawalApprove,
  pay: OPS_MONEY_PATHS.withdrawalPay,
  reject: OPS_MONEY_PATHS.withdrawalReject,
};

const withOrder = (p: string, orderNo: string) => p.replace(':orderNo', encodeURIComponent(orderNo.toUpperCase()));

function oneOrder(ctx: CommandContext, action: string, rest: string[]): string {
  if (rest.length !== 1) throw new UsageError(`withdrawal ${action}: expected one <orderNo> (see \`withdrawal list\`)`);
  return rest[0]!;
}

/** The operator's login name, recorded as who decided (`--by` wins). */
function operatorName(ctx: CommandContext): string {
  const given = stringOption(ctx, 'by')?.trim();
  if (given) return given.slice(0, 64);
  try {
    return os.userInfo().username.slice(0, 64) || 'operator';
  } catch {
    return 'operator';
  }
}

async function resolve(ctx: CommandContext, orderNo: string) {
  const outcome = stringOption(ctx, 'outcome');
  if (!outcome) throw new UsageError(`withdrawal resolve: missing --outcome ${WITHDRAWAL_DISPUTE_OUTCOMES.join('|')}`);
  if (!(WITHDRAWAL_DISPUTE_OUTCOMES as readonly string[]).includes(outcome)) {
    throw new UsageError(`--outcome: expected ${WITHDRAWAL_DISPUTE_OUTCOMES.join(' or ')}, got "${outcome}"`);
  }
  const note = stringOption(ctx, 'note');
  const body: OpsWithdrawalResolveBody = {
    outcome: outcome as OpsWithdrawalResolveBody['outcome'],
    by: operatorName(ctx),
    ...(note !== undefined ? { note } : {}),
  };
  const w = await ctx.client.post<OpsWithdrawal>(withOrder(OPS_MONEY_PATHS.withdrawalResolve, orderNo), body);
  const what =
    w.confirmation === 'refunded'
      ? `refunded: ${majorText(w.amount)} back in the member's main wallet`
      : 'forced received: not refunded';
  ctx.print(`Withdrawal ${w.orderNo} of ${w.username} (${majorText(w.amount)}): ${what}`);
  ctx.print(
    `decided ${w.resolvedAt ?? '-'} by ${w.resolvedBy ?? '-'}${w.resolutionNote ? `: ${w.resolutionNote}` : ''}`,
  );
}

async function proofs(ctx: CommandContext, orderNo: string) {
  const w = await ctx.client.get<OpsWithdrawal>(withOrder(OPS_MONEY_PATHS.withdrawal, orderNo));
  ctx.print(
    `Withdrawal ${w.orderNo} of ${w.username} (${majorText(w.amount)}), confirmation ${w.confirmation ?? '-'}${
      w.confirmedAt ? ` at ${w.confirmedAt}` : ''
    }`,
  );
  if (w.remark) ctx.print(`member's remark: ${w.remark}`);
  if (w.proofs.length === 0) {
    ctx.print('no proof images');
    return;
  }
  const dir = path.resolve(stringOption(ctx, 'out') ?? '.');
  fs.mkdirSync(dir, { recursive: true });
  const rows: { file: string; size: number; type: string }[] = [];
  for (const [i, p] of w.proofs.entries()) {
    const { bytes, contentType } = await ctx.client.download(p.url);
    const type = contentType.split(';')[0]!.trim();
    const file = path.join(dir, `${w.orderNo}-${i + 1}.${type === 'image/png' ? 'png' : 'jpg'}`);
    fs.writeFileSync(file, bytes);
    rows.push({ file, size: bytes.length, type });
  }
  ctx.print(
    formatTable(rows, [
      { header: 'FILE', value: (r) => r.file },
      { header: 'BYTES', value: (r) => r.size },
      { header: 'TYPE', value: (r) => r.type },
    ]),
  );
}

async function list(ctx: CommandContext) {
  const query = {
    brand: brandOf(ctx),
    status: statusOption(ctx, WITHDRAWAL_STATUSES),
    disputed: ctx.options.disputed ? 'true' : undefined,
    limit: stringOption(ctx, 'limit'),
  };
  await printList<OpsWithdrawal>(ctx, OPS_MONEY_PATHS.withdrawals, query, [
    { header: 'ORDER', value: (w) => w.orderNo },
    { header: 'BRAND', value: (w) => w.brand },
    { header: 'MEMBER', value: (w) => w.username },
    { header: 'AMOUNT', value: (w) => majorText(w.amount) },
    { header: 'STATUS', value: (w) => w.status },
    { header: 'BANK', value: (w) => `${w.bankAccount.bankName} ${w.accountNo}` },
    { header: 'NAME', value: (w) => w.bankAccount.accountName },
    { header: 'CONFIRMATION', value: (w) => w.confirmation },
    { header: 'PROOFS', value: (w) => w.proofs.length || '' },
    { header: 'CREATED', value: (w) => w.createdAt },
  ]);
}

export const withdrawalCommand = defineCommand({
  name: 'withdrawal',
  summary: 'List withdrawals; approve, pay or reject them; decide not-received reports',
  usage: [
    `withdrawal list [--status ${WITHDRAWAL_STATUSES.join('|')}] [--disputed] [--brand CODE] [--limit N]`,
    'withdrawal approve <orderNo>           requested → approved (the member is told)',
    'withdrawal pay <orderNo>               approved → paid (the member confirms receipt)',
    'withdrawal reject <orderNo> [--reason TEXT]   requested or approved → rejected, money back to main',
    'withdrawal proofs <orderNo> [--out DIR]        save the proof images of a not-received report (default: .)',
    `withdrawal resolve <orderNo> --outcome ${WITHDRAWAL_DISPUTE_OUTCOMES.join('|')} [--note TEXT] [--by NAME]`,
    '  --disputed lists paid withdrawals the member reported as not received and nobody has decided yet',
    '  resolve, once per report: forced_received = the payment went out (counts as received, no refund);',
    "  refund = it did not arrive (the amount goes back to the member's main wallet); the member is told.",
    '  --by names who decided (default: your login name); --note is kept for operators, not shown to the member',
  ],
  options: {
    ...brandOption,
    status: { type: 'string' },
    reason: { type: 'string' },
    disputed: { type: 'boolean' },
    limit: { type: 'string' },
    outcome: { type: 'string' },
    note: { type: 'string' },
    by: { type: 'string' },
    out: { type: 'string', short: 'o' },
  },
  run: (ctx) => {
    const decide = (action: keyof typeof ACTIONS): Action => ({
      run: async (rest) => {
        const orderNo = oneOrder(ctx, action, rest);
        const reason = stringOption(ctx, 'reason');
        // A signed-in operator pays only what it holds (item_not_claimed): the command claims it first.
        if (action === 'pay') await ctx.client.post(queueClaimPath('withdrawal', orderNo.toUpperCase()), {});
        const w = await ctx.client.post<OpsWithdrawal>(
          withOrder(ACTIONS[action], orderNo),
          action === 'reject' && reason ? { reason } : {},
        );
        ctx.print(`Withdrawal ${w.orderNo} of ${w.username} (${majorText(w.amount)}): ${w.status}`);
      },
    });
    return runAction('withdrawal', ctx.args, {
      list: { run: () => list(ctx) },
      approve: decide('approve'),
      pay: decide('pay'),
      reject: decide('reject'),
      proofs: { run: (rest) => proofs(ctx, oneOrder(ctx, 'proofs', rest)) },
      resolve: { run: (rest) => resolve(ctx, oneOrder(ctx, 'resolve', rest)) },
    });
  },
});
