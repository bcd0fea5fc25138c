import { readFile } from 'node:fs/promises';
import {
  BANK_LINE_STATUSES,
  OPS_BANK_PATHS,
  type OpsBankFeed,
  type OpsBankImportResult,
  type OpsBankLine,
  type OpsBankResolve,
  type OpsReceivingAccount,
  type OpsReceivingAccountUpdate,
} from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { minorOption, minorText } from './deposit';
import { brandOf, brandOption, runAction, statusOption, stringOption } from './shared';

function printAccounts(ctx: CommandContext, rows: OpsReceivingAccount[]) {
  ctx.print(
    formatTable(rows, [
      { header: 'ID', value: (a) => a.id },
      { header: 'BRAND', value: (a) => a.brand },
      { header: 'BANK', value: (a) => `${a.bankShortName} (${a.bankBin})` },
      { header: 'ACCOUNT', value: (a) => a.accountNo },
      { header: 'HOLDER', value: (a) => a.holderName },
      { header: 'DAILY LIMIT', value: (a) => (a.dailyLimit ? minorText(a.dailyLimit) : 'none') },
      { header: 'TODAY', value: (a) => minorText(a.usedToday) },
      { header: 'ORDER', value: (a) => a.sort },
      { header: 'STATUS', value: (a) => (a.enabled ? 'enabled' : 'disabled') },
    ]),
  );
}

function printLines(ctx: CommandContext, rows: OpsBankLine[]) {
  ctx.print(
    formatTable(rows, [
      { header: 'ID', value: (l) => l.id },
      { header: 'BRAND', value: (l) => l.brand },
      { header: 'STATUS', value: (l) => l.status },
      { header: 'REASON', value: (l) => l.reason },
      { header: 'AMOUNT', value: (l) => minorText(l.amount) },
      { header: 'ACCOUNT', value: (l) => l.accountNo },
      { header: 'BANK TX', value: (l) => l.bankTxId },
      { header: 'CONTENT', value: (l) => l.content },
      { header: 'ORDER', value: (l) => (l.order ? `${l.order.orderNo} ${l.order.username} ${l.order.status}` : null) },
      { header: 'DECIDED', value: (l) => (l.resolution ? `${l.resolution} by ${l.resolvedBy}` : null) },
    ]),
  );
}

function intOption(ctx: CommandContext, name: string): number | undefined {
  const v = stringOption(ctx, name);
  if (v === undefined) return undefined;
  if (!/^\d{1,7}$/.test(v.trim())) throw new UsageError(`--${name}: expected a whole number, got "${v}"`);
  return Number(v.trim());
}

function accountChanges(ctx: CommandContext): OpsReceivingAccountUpdate {
  const out: OpsReceivingAccountUpdate = {};
  const holder = stringOption(ctx, 'holder');
  const limit = minorOption(ctx, 'daily-limit');
  const order = intOption(ctx, 'order');
  if (holder !== undefined) out.holderName = holder;
  if (limit !== undefined) out.dailyLimit = limit;
  if (order !== undefined) out.sort = order;
  if (ctx.options.enable && ctx.options.disable) throw new UsageError('--enable and --disable: give one of them');
  if (ctx.options.enable) out.enabled = true;
  if (ctx.options.disable) out.enabled = false;
  return out;
}

function decision(ctx: CommandContext): OpsBankResolve {
  const note = stringOption(ctx, 'note');
  const username = stringOption(ctx, 'link');
  const chosen = [ctx.options.credit, username !== undefined, ctx.options.refund].filter(Boolean).length;
  if (chosen !== 1)
    throw new UsageError('bank resolve: give one of --credit [--order NO], --link USERNAME, --refund --note TEXT');
  if (ctx.options.credit) {
    const orderNo = stringOption(ctx, 'order');
    return { action: 'credit', ...(orderNo ? { orderNo: orderNo.toUpperCase() } : {}), ...(note ? { note } : {}) };
  }
  if (username !== undefined) return { action: 'link', username, ...(note ? { note } : {}) };
  if (!note) throw new UsageError('bank resolve --refund: --note TEXT is required');
  return { action: 'refund', note };
}

export const bankCommand = defineCommand({
  name: 'bank',
  summary: 'Receiving bank accounts, statement feeds, the bank-statement queue and CSV import',
  usage: [
    'bank accounts [--brand CODE]',
    'bank account add --brand CODE --bank VCB|970436 --account-no NO --holder TEXT [--daily-limit N] [--order N] [--disable]',
    'bank account update <id> [--holder TEXT] [--daily-limit N] [--order N] [--enable|--disable]',
    '  bank: a NAPAS BIN or code (VCB, ICB, BIDV, VBA, TCB, MB, ACB, VPB, TPB, STB…); the holder is stored as the',
    '  bank prints it (upper case, no diacritics); daily limit in major units, 0 for none',
    'bank feeds [--brand CODE]',
    'bank feed add --brand CODE --code FEED     prints the feed secret (shown once)',
    'bank feed rotate <code>                    a new secret; the old one stops at once',
    `bank lines [--status ${BANK_LINE_STATUSES.join('|')}] [--brand CODE] [--limit N]`,
    'bank resolve <id> --credit [--order NO] | --link USERNAME | --refund --note TEXT',
    'bank import <file.csv> --brand CODE        columns id, date, account, amount, content',
  ],
  options: {
    ...brandOption,
    bank: { type: 'string' },
    'account-no': { type: 'string' },
    holder: { type: 'string' },
    'daily-limit': { type: 'string' },
    order: { type: 'string' },
    enable: { type: 'boolean' },
    disable: { type: 'boolean' },
    code: { type: 'string' },
    status: { type: 'string' },
    limit: { type: 'string' },
    credit: { type: 'boolean' },
    link: { type: 'string' },
    refund: { type: 'boolean' },
    note: { type: 'string' },
  },
  run: (ctx) =>
    runAction('bank', ctx.args, {
      accounts: {
        run: async () =>
          printAccounts(
            ctx,
            await ctx.client.get<OpsReceivingAccount[]>(OPS_BANK_PATHS.accounts, { brand: brandOf(ctx) }),
          ),
      },
      account: {
        run: (rest) =>
          runAction('bank account', rest, {
            add: {
              run: async () => {
                const brand = brandOf(ctx);
                const bank = stringOption(ctx, 'bank');
                const accountNo = stringOption(ctx, 'account-no');
                const holderName = stringOption(ctx, 'holder');
                if (!brand || !bank || !accountNo || !holderName)
                  throw new UsageError('bank account add: --brand, --bank, --account-no and --holder are required');
                const c = accountChanges(ctx);
                const a = await ctx.client.post<OpsReceivingAccount>(OPS_BANK_PATHS.accounts, {
                  brand,
                  bank,
                  accountNo,
                  holderName,
                  ...(c.dailyLimit !== undefined ? { dailyLimit: c.dailyLimit } : {}),
                  ...(c.sort !== undefined ? { sort: c.sort } : {}),
                  ...(c.enabled !== undefined ? { enabled: c.enabled } : {}),
                });
                ctx.print(`Added receiving account ${a.id} to brand ${a.brand}:`);
                printAccounts(ctx, [a]);
              },
            },
            update: {
              run: async (args) => {
                if (args.length !== 1 || !/^\d{1,10}$/.test(args[0]!))
                  throw new UsageError('bank account update: expected one account <id> (see `bank accounts`)');
                const c = accountChanges(ctx);
                if (Object.keys(c).length === 0) throw new UsageError('bank account update: nothing to change');
                const a = await ctx.client.patch<OpsReceivingAccount>(
                  OPS_BANK_PATHS.account.replace(':id', args[0]!),
                  c,
                );
                ctx.print(`Updated receiving account ${a.id}:`);
                printAccounts(ctx, [a]);
              },
            },
          }),
      },
      feeds: {
        run: async () => {
          const rows = await ctx.client.get<OpsBankFeed[]>(OPS_BANK_PATHS.feeds, { brand: brandOf(ctx) });
          ctx.print(
            formatTable(rows, [
              { header: 'CODE', value: (f) => f.code },
              { header: 'BRAND', value: (f) => f.brand },
              { header: 'WEBHOOK', value: (f) => `POST ${f.path}` },
              { header: 'ROTATED', value: (f) => f.rotatedAt },
            ]),
          );
        },
      },
      feed: {
        run: (rest) =>
          runAction('bank feed', rest, {
            add: {
              run: async () => {
                const brand = brandOf(ctx);
                const code = stringOption(ctx, 'code');
                if (!brand || !code) throw new UsageError('bank feed add: --brand and --code are required');
                const r = await ctx.client.post<{ feed: OpsBankFeed; secret: string }>(OPS_BANK_PATHS.feeds, {
                  brand,
                  code,
                });
                ctx.print(`Feed ${r.feed.code} of ${r.feed.brand}: POST ${r.feed.path}`);
                ctx.print(`Secret (shown once): ${r.secret}`);
              },
            },
            rotate: {
              run: async (args) => {
                if (args.length !== 1) throw new UsageError('bank feed rotate: expected one feed <code>');
                const r = await ctx.client.post<{ feed: OpsBankFeed; secret: string }>(
                  OPS_BANK_PATHS.feedRotate.replace(':code', encodeURIComponent(args[0]!)),
                  {},
                );
                ctx.print(`New secret of ${r.feed.code} (shown once): ${r.secret}`);
              },
            },
          }),
      },
      lines: {
        run: async () =>
          printLines(
            ctx,
            await ctx.client.get<OpsBankLine[]>(OPS_BANK_PATHS.lines, {
              brand: brandOf(ctx),
              status: statusOption(ctx, BANK_LINE_STATUSES),
              limit: stringOption(ctx, 'limit'),
            }),
          ),
      },
      resolve: {
        run: async (rest) => {
          if (rest.length !== 1 || !/^\d{1,15}$/.test(rest[0]!))
            throw new UsageError('bank resolve: expected one line <id> (see `bank lines --status queued`)');
          const l = await ctx.client.post<OpsBankLine>(
            OPS_BANK_PATHS.lineResolve.replace(':id', rest[0]!),
            decision(ctx),
          );
          ctx.print(`Line ${l.id}: ${l.resolution}${l.creditedOrderNo ? ` (order ${l.creditedOrderNo})` : ''}`);
        },
      },
      import: {
        run: async (rest) => {
          const brand = brandOf(ctx);
          if (rest.length !== 1 || !brand) throw new UsageError('bank import: expected <file.csv> and --brand CODE');
          const csv = await readFile(rest[0]!, 'utf8');
          const r = await ctx.client.post<OpsBankImportResult>(OPS_BANK_PATHS.import, { brand, csv });
          ctx.print(
            `Read ${r.lines} lines: ${r.matched} matched, ${r.queued} waiting, ${r.repeated} seen before, ${r.skipped} skipped`,
          );
          for (const e of r.errors) ctx.print(`  line ${e.line}: ${e.message}`);
        },
      },
    }),
});
