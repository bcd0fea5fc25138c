import type { z } from 'zod';
import {
  decimalHundredths,
  DEPOSIT_STATUSES,
  OPS_MONEY_PATHS,
  queueClaimPath,
  type OpsDepositChannel,
  type OpsDepositChannelCreate,
  type OpsDepositChannelUpdate,
  type opsDepositSchema,
} from '@lotus/contracts';
import { OpsError } from '../client';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, majorText, runAction, statusOption, stringOption } from './shared';

type OpsDeposit = z.infer<typeof opsDepositSchema>;

export function printDeposits(ctx: CommandContext, rows: OpsDeposit[]) {
  ctx.print(
    formatTable(rows, [
      { header: 'ORDER', value: (d) => d.orderNo },
      { header: 'BRAND', value: (d) => d.brand },
      { header: 'MEMBER', value: (d) => d.username },
      { header: 'CHANNEL', value: (d) => d.channelType },
      { header: 'AMOUNT', value: (d) => majorText(d.amount) },
      { header: 'FEE', value: (d) => majorText(d.fee) },
      { header: 'STATUS', value: (d) => d.status },
      { header: 'REFERENCE', value: (d) => d.reference },
      { header: 'PAYER', value: (d) => d.payerName },
      { header: 'CREATED', value: (d) => d.createdAt },
    ]),
  );
}

async function listDeposits(ctx: CommandContext) {
  const rows = await ctx.client.get<OpsDeposit[]>(OPS_MONEY_PATHS.deposits, {
    brand: brandOf(ctx),
    status: statusOption(ctx, DEPOSIT_STATUSES),
    limit: stringOption(ctx, 'limit'),
  });
  printDeposits(ctx, rows);
}

// ── deposit channels ─────────────────────────────────────────────────────────────────────────

/** Minor units as integers (the money settings' answers) as the operator reads them: 5000000 → "50,000.00". */
export const minorText = (minor: number): string => majorText(BigInt(minor));

/**
 * A signed decimal with at most two decimals as hundredths ("-1.5" → -150), read by the contracts'
 * decimalHundredths; null when it is not one. The sign is kept so that the server, which owns the
 * rules, answers a negative or zero value.
 */
function signedHundredths(text: string, maxWholeDigits: number): number | null {
  const negative = text.startsWith('-');
  const hundredths = decimalHundredths(negative ? text.slice(1) : text, maxWholeDigits);
  if (typeof hundredths !== 'bigint') return null;
  return negative ? -Number(hundredths) : Number(hundredths);
}

/** An amount typed in major units ("100", "100.50", "1,000,000") → minor units. */
export function minorOption(ctx: CommandContext, name: string): number | undefined {
  const v = stringOption(ctx, name);
  if (v === undefined) return undefined;
  const minor = signedHundredths(v.trim().replace(/[,_]/g, ''), 13);
  if (minor === null)
    throw new UsageError(`--${name}: expected an amount in major units such as 100 or 100.50, got "${v}"`);
  return minor;
}

/** A fee rate in percent ("1", "1.5", "0.25") → basis points. */
function percentOption(ctx: CommandContext): number | undefined {
  const v = stringOption(ctx, 'fee-percent');
  if (v === undefined) return undefined;
  const bps = signedHundredths(v.trim().replace(/%$/, ''), 5);
  if (bps === null) throw new UsageError(`--fee-percent: expected a percentage such as 1 or 1.5, got "${v}"`);
  return bps;
}

function intOption(ctx: CommandContext, name: string): number | undefined {
  const v = stringOption(ctx, name);
  if (v === undefined) return undefined;
  if (!/^\d{1,7}$/.test(v.trim())) throw new UsageError(`--${name}: expected a whole number, got "${v}"`);
  return Number(v.trim());
}

const CHANNEL_TYPES: Record<string, string> = {
  bank: 'bank_transfer',
  bank_transfer: 'bank_transfer',
  ewallet: 'ewallet',
  qr: 'qr',
};

const feeText = (c: OpsDepositChannel) => {
  const parts: string[] = [];
  if (c.feeBps) parts.push(`${(c.feeBps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`);
  if (c.feeFixed) parts.push(minorText(c.feeFixed));
  return parts.join(' + ') || 'none';
};

export function printChannels(ctx: CommandContext, rows: OpsDepositChannel[]) {
  ctx.print(
    formatTable(rows, [
      { header: 'ID', value: (c) => c.id },
      { header: 'BRAND', value: (c) => c.brand },
      { header: 'CODE', value: (c) => c.code },
      { header: 'TYPE', value: (c) => c.type },
      { header: 'GATEWAY', value: (c) => c.gateway },
      { header: 'NAME (VI / EN)', value: (c) => (c.name.vi === c.name.en ? c.name.vi : `${c.name.vi} / ${c.name.en}`) },
      { header: 'MIN', value: (c) => minorText(c.minAmount) },
      { header: 'MAX', value: (c) => minorText(c.maxAmount) },
      { header: 'FEE', value: (c) => feeText(c) },
      { header: 'ORDER', value: (c) => c.sort },
      { header: 'STATUS', value: (c) => (c.enabled ? 'enabled' : 'disabled') },
      {
        header: 'BANK ACCOUNT',
        value: (c) => (c.bank ? `${c.bank.bankName} ${c.bank.accountNo} ${c.bank.accountName}` : null),
      },
    ]),
  );
}

/** The options `channel add` and `channel update` share, as the API's body. */
function channelFields(ctx: CommandContext): OpsDepositChannelUpdate {
  const name = stringOption(ctx, 'name');
  const vi = stringOption(ctx, 'name-vi') ?? name;
  const en = stringOption(ctx, 'name-en') ?? name;
  const bank = {
    bankName: stringOption(ctx, 'bank-name'),
    accountNo: stringOption(ctx, 'account-no'),
    accountName: stringOption(ctx, 'account-name'),
  };
  const out: OpsDepositChannelUpdate = {};
  if (vi !== undefined || en !== undefined)
    out.name = { ...(vi !== undefined ? { vi } : {}), ...(en !== undefined ? { en } : {}) };
  const gateway = stringOption(ctx, 'gateway');
  if (gateway !== undefined) out.gateway = gateway;
  const min = minorOption(ctx, 'min');
  const max = minorOption(ctx, 'max');
  const fee = minorOption(ctx, 'fee');
  const bps = percentOption(ctx);
  const order = intOption(ctx, 'order');
  if (min !== undefined) out.minAmount = min;
  if (max !== undefined) out.maxAmount = max;
  if (fee !== undefined) out.feeFixed = fee;
  if (bps !== undefined) out.feeBps = bps;
  if (order !== undefined) out.sort = order;
  if (Object.values(bank).some((v) => v !== undefined))
    out.bank = Object.fromEntries(Object.entries(bank).filter(([, v]) => v !== undefined));
  if (ctx.options.enable && ctx.options.disable) throw new UsageError('--enable and --disable: give one of them');
  if (ctx.options.enable) out.enabled = true;
  if (ctx.options.disable) out.enabled = false;
  return out;
}

/** Adds the brand's deposit limits to a limits refusal, so the operator sees what is allowed. */
function explain(error: unknown): never {
  if (error instanceof OpsError && error.errorCode === 'deposit_channel_limits_invalid') {
    const d = error.details as { brandMin?: number; brandMax?: number } | undefined;
    if (d?.brandMin !== undefined && d.brandMax !== undefined) {
      throw new OpsError(
        `${error.message} (brand limits ${minorText(d.brandMin)} to ${minorText(d.brandMax)}; see money settings deposit.minAmount/maxAmount)`,
        error.errorCode,
        error.field,
        error.details,
      );
    }
  }
  throw error;
}

async function addChannel(ctx: CommandContext, args: string[]) {
  if (args.length) throw new UsageError('deposit channel add: takes no positional argument');
  const brand = brandOf(ctx);
  const rawType = stringOption(ctx, 'type');
  if (!brand) throw new UsageError('deposit channel add: --brand CODE is required');
  if (!rawType) throw new UsageError('deposit channel add: --type bank|ewallet|qr is required');
  const type = CHANNEL_TYPES[rawType.toLowerCase()];
  if (!type) throw new UsageError(`--type: expected bank, ewallet or qr, got "${rawType}"`);
  const f = channelFields(ctx);
  if (!f.name?.vi || !f.name.en)
    throw new UsageError('deposit channel add: --name TEXT (or --name-vi and --name-en) is required');
  if (f.minAmount === undefined || f.maxAmount === undefined)
    throw new UsageError('deposit channel add: --min N and --max N are required');
  const body: OpsDepositChannelCreate = {
    ...f,
    brand,
    type,
    name: { vi: f.name.vi, en: f.name.en },
    minAmount: f.minAmount,
    maxAmount: f.maxAmount,
    bank: f.bank
      ? {
          bankName: f.bank.bankName ?? '',
          accountNo: f.bank.accountNo ?? '',
          accountName: f.bank.accountName ?? '',
        }
      : undefined,
  };
  const code = stringOption(ctx, 'code');
  if (code !== undefined) body.code = code;
  const c = await ctx.client.post<OpsDepositChannel>(OPS_MONEY_PATHS.depositChannels, body).catch(explain);
  ctx.print(`Added deposit channel ${c.id} (${c.code}) to brand ${c.brand}, ${c.enabled ? 'enabled' : 'disabled'}:`);
  printChannels(ctx, [c]);
}

async function updateChannel(ctx: CommandContext, args: string[]) {
  if (args.length !== 1 || !/^\d{1,10}$/.test(args[0]!))
    throw new UsageError('deposit channel update: expected one channel <id> (see `deposit channels`)');
  if (stringOption(ctx, 'type') !== undefined || stringOption(ctx, 'code') !== undefined)
    throw new UsageError('deposit channel update: a channel keeps its type and code; add a new channel instead');
  if (brandOf(ctx)) throw new UsageError('deposit channel update: a channel keeps its brand (no --brand)');
  const f = channelFields(ctx);
  if (Object.keys(f).length === 0) throw new UsageError('deposit channel update: nothing to change');
  const c = await ctx.client
    .patch<OpsDepositChannel>(OPS_MONEY_PATHS.depositChannel.replace(':id', args[0]!), f)
    .catch(explain);
  ctx.print(`Updated deposit channel ${c.id} (${c.code}) of brand ${c.brand}, ${c.enabled ? 'enabled' : 'disabled'}:`);
  printChannels(ctx, [c]);
}

const orderArg = (rest: string[], action: string) => {
  if (rest.length !== 1) throw new UsageError(`deposit ${action}: expected one <orderNo> (see \`deposit list\`)`);
  return encodeURIComponent(rest[0]!.toUpperCase());
};

export const depositCommand = defineCommand({
  name: 'deposit',
  summary: 'List deposits; credit or reject bank transfers; manage the deposit channels',
  usage: [
    `deposit list [--status ${DEPOSIT_STATUSES.join('|')}] [--brand CODE] [--limit N]`,
    'deposit approve <orderNo>             credit a bank transfer found on the brand account',
    'deposit reject <orderNo> [--reason TEXT]',
    '  only bank transfers (channel bank_transfer) are credited or rejected by hand; gateway orders follow the gateway',
    'deposit channels [--brand CODE]        every channel, disabled ones too',
    'deposit channel add --brand CODE --type bank|ewallet|qr --name TEXT --min N --max N [--fee-percent P] [--fee N]',
    '    [--order N] [--code CODE] [--name-vi TEXT] [--name-en TEXT] [--gateway CODE] [--disable]',
    '    [--bank-name TEXT --account-no NO --account-name TEXT]   (bank: the brand account members pay to)',
    'deposit channel update <id> [--name TEXT] [--name-vi TEXT] [--name-en TEXT] [--min N] [--max N] [--fee-percent P]',
    '    [--fee N] [--order N] [--gateway CODE] [--bank-name TEXT] [--account-no NO] [--account-name TEXT] [--enable|--disable]',
    '  amounts in major units (100 or 100.50); fee = rate % of the amount + fixed fee, taken from what is credited;',
    '  min and max lie within the brand deposit limits (money settings deposit.minAmount/maxAmount);',
    '  a disabled channel leaves the members list at once, orders already opened on it go on',
  ],
  options: {
    ...brandOption,
    status: { type: 'string' },
    reason: { type: 'string' },
    limit: { type: 'string' },
    type: { type: 'string' },
    code: { type: 'string' },
    name: { type: 'string' },
    'name-vi': { type: 'string' },
    'name-en': { type: 'string' },
    gateway: { type: 'string' },
    min: { type: 'string' },
    max: { type: 'string' },
    fee: { type: 'string' },
    'fee-percent': { type: 'string' },
    order: { type: 'string' },
    enable: { type: 'boolean' },
    disable: { type: 'boolean' },
    'bank-name': { type: 'string' },
    'account-no': { type: 'string' },
    'account-name': { type: 'string' },
  },
  run: (ctx) =>
    runAction('deposit', ctx.args, {
      list: { run: () => listDeposits(ctx) },
      approve: {
        run: async (rest) => {
          const orderNo = orderArg(rest, 'approve');
          // A signed-in operator credits only what it holds (item_not_claimed): the command claims it first.
          await ctx.client.post(queueClaimPath('deposit', decodeURIComponent(orderNo)), {});
          const d = await ctx.client.post<OpsDeposit>(OPS_MONEY_PATHS.depositApprove.replace(':orderNo', orderNo), {});
          ctx.print(
            `Deposit ${d.orderNo} of ${d.username}: ${d.status} (${majorText(d.creditAmount)} to the main wallet)`,
          );
        },
      },
      reject: {
        run: async (rest) => {
          const reason = stringOption(ctx, 'reason');
          const d = await ctx.client.post<OpsDeposit>(
            OPS_MONEY_PATHS.depositReject.replace(':orderNo', orderArg(rest, 'reject')),
            reason ? { reason } : {},
          );
          ctx.print(
            `Deposit ${d.orderNo} of ${d.username}: ${d.status}${d.failureReason ? ` (${d.failureReason})` : ''}`,
          );
        },
      },
      channels: {
        run: async (rest) => {
          if (rest.length) throw new UsageError('deposit channels: takes no positional argument (use --brand CODE)');
          const rows = await ctx.client.get<OpsDepositChannel[]>(OPS_MONEY_PATHS.depositChannels, {
            brand: brandOf(ctx),
          });
          printChannels(ctx, rows);
        },
      },
      channel: {
        run: (rest) =>
          runAction('deposit channel', rest, {
            add: { run: (args) => addChannel(ctx, args) },
            update: { run: (args) => updateChannel(ctx, args) },
          }),
      },
    }),
});
