import type { z } from 'zod';
import {
  JOB_NAMES,
  minorToAmountText,
  OPS_MONEY_PATHS,
  SANDBOX_VENDOR_MODES,
  type MoneySettings,
  type opsRunJobSchema,
  type opsTransferSchema,
} from '@lotus/contracts';
import { OpsError } from '../client';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, printList, runAction, stringOption } from './shared';

/** A transfer as the API sends it (money as its minor-unit string, decision 0021). */
type OpsTransfer = z.input<typeof opsTransferSchema>;

/** `withdrawal.minAmount=10000` → { withdrawal: { minAmount: 10000 } } (integers: minor units, basis points). */
export function settingsPatch(pairs: string[]): Record<string, unknown> {
  const patch: Record<string, Record<string, number> | number> = {};
  for (const pair of pairs) {
    const m = /^([a-zA-Z]+)(?:\.([a-zA-Z]+))?=(\d{1,18})$/.exec(pair);
    if (!m) throw new UsageError(`--set: expected path=integer (e.g. withdrawal.minAmount=10000), got "${pair}"`);
    const [, group, key, value] = m;
    if (key) patch[group!] = { ...((patch[group!] as Record<string, number> | undefined) ?? {}), [key]: Number(value) };
    else patch[group!] = Number(value);
  }
  return patch;
}

async function settings(ctx: CommandContext) {
  const set = ctx.options.set;
  const pairs = Array.isArray(set) ? set.map(String) : typeof set === 'string' ? [set] : [];
  const rows = pairs.length
    ? await ctx.client.post<{ brand: string; settings: MoneySettings }[]>(OPS_MONEY_PATHS.moneySettings, {
        brand: brandOf(ctx),
        settings: settingsPatch(pairs),
      })
    : await ctx.client.get<{ brand: string; settings: MoneySettings }[]>(OPS_MONEY_PATHS.moneySettings, {
        brand: brandOf(ctx),
      });
  for (const r of rows) ctx.print(`${r.brand}: ${JSON.stringify(r.settings, null, 2)}`);
}

async function transfers(ctx: CommandContext) {
  const query = { brand: brandOf(ctx), status: stringOption(ctx, 'status'), limit: stringOption(ctx, 'limit') };
  await printList<OpsTransfer>(ctx, OPS_MONEY_PATHS.transfers, query, [
    { header: 'REFERENCE', value: (t) => t.reference },
    { header: 'BRAND', value: (t) => t.brand },
    { header: 'MEMBER', value: (t) => t.username },
    { header: 'FROM', value: (t) => t.from },
    { header: 'TO', value: (t) => t.to },
    { header: 'AMOUNT', value: (t) => minorToAmountText(BigInt(t.amount)) },
    { header: 'STATUS', value: (t) => t.status },
    { header: 'TRIES', value: (t) => t.attempts },
    { header: 'LAST ERROR', value: (t) => t.lastError ?? t.failureReason },
    { header: 'CREATED', value: (t) => t.createdAt },
  ]);
}

async function sandbox(ctx: CommandContext, mode: string | undefined) {
  if (!mode || !(SANDBOX_VENDOR_MODES as readonly string[]).includes(mode)) {
    throw new UsageError(`money sandbox: expected one of ${SANDBOX_VENDOR_MODES.join(', ')}`);
  }
  const vendor = stringOption(ctx, 'vendor') ?? '*';
  await ctx.client.post(OPS_MONEY_PATHS.sandboxVendorMode, { vendor, mode });
  ctx.print(`Sandbox vendor ${vendor === '*' ? '(all vendors)' : vendor}: ${mode}`);
}

async function runJob(ctx: CommandContext, job: string | undefined) {
  if (!job || !(JOB_NAMES as readonly string[]).includes(job))
    throw new UsageError(`money job: expected one of ${JOB_NAMES.join(', ')}`);
  const r = await ctx.client.post<z.infer<typeof opsRunJobSchema>>(OPS_MONEY_PATHS.runJob, { job });
  ctx.print(r.ran ? `${r.job}: ${r.processed} processed` : `${r.job}: another process is running it`);
}

async function verify(ctx: CommandContext) {
  const r = await ctx.client.get<Record<string, unknown> & { ok: boolean }>(OPS_MONEY_PATHS.verifyLedger, {
    brand: brandOf(ctx),
  });
  if (!r.ok) throw new OpsError(`ledger problems: ${JSON.stringify(r)}`);
  ctx.print(
    `Ledger sound: ${String(r.entries)} entries, ${String(r.postings)} postings, ${String(r.accounts)} accounts`,
  );
}

export const moneyCommand = defineCommand({
  name: 'money',
  summary: 'Wallet transfers, brand money settings, the sandbox vendor, money jobs, the ledger proof',
  usage: [
    'money transfers [--status pending|success|failed] [--brand CODE] [--limit N]',
    'money settings [--brand CODE] [--set path=value ...]   e.g. --set withdrawal.autoReceiveMinutes=60 --set deposit.turnoverBps=10000',
    `money sandbox <${SANDBOX_VENDOR_MODES.join('|')}> [--vendor CODE]   how the sandbox transfer vendor behaves`,
    `money job <${JOB_NAMES.join('|')}>   run a job now`,
    'money verify [--brand CODE]   prove the ledger (balanced entries, cached balances, no negative member balance)',
    '  amounts in settings are minor units (1/100), rates basis points',
  ],
  options: {
    ...brandOption,
    status: { type: 'string' },
    limit: { type: 'string' },
    set: { type: 'string', multiple: true },
    vendor: { type: 'string' },
  },
  run: (ctx) =>
    runAction('money', ctx.args, {
      transfers: { run: () => transfers(ctx) },
      settings: { run: () => settings(ctx) },
      sandbox: { run: ([mode]) => sandbox(ctx, mode) },
      job: { run: ([job]) => runJob(ctx, job) },
      verify: { run: () => verify(ctx) },
    }),
});
