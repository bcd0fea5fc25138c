import fs from 'node:fs';
import type { z } from 'zod';
import {
  OPS_POINT_PATHS,
  opsPointProductBodySchema,
  opsPointProductPatchSchema,
  POINT_REDEEM_STATUSES,
  type OpsPointProduct,
  type OpsPointRedemption,
  type OpsPointSettings,
  type PointRedeemRecord,
} from '@lotus/contracts';
import { OpsError } from '../client';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, majorText, onOff, runAction, statusOption, stringOption, type Action } from './shared';

const DEFAULT_BRAND = 'LOTUS';
const RATE_OPTIONS = {
  live: 'LIVE',
  lottery: 'LOTTERY',
  pvp: 'PVP',
  slots: 'SLOTS',
  sports: 'SPORTS',
  deposit: 'DEPOSIT',
} as const;

function at(
  ctx: CommandContext,
  template: string,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
) {
  let p = template;
  for (const [k, v] of Object.entries(params)) p = p.replace(`:${k}`, encodeURIComponent(v));
  return `${p}?${new URLSearchParams({ brand: brandOf(ctx) ?? DEFAULT_BRAND, ...query })}`;
}

function intOption(ctx: CommandContext, name: string): number | undefined {
  const v = stringOption(ctx, name);
  if (v === undefined) return undefined;
  if (!/^\d{1,10}$/.test(v)) throw new UsageError(`--${name}: expected a whole number, got "${v}"`);
  return Number(v);
}

function jsonFile(ctx: CommandContext, action: string, schema: z.ZodType): Record<string, unknown> {
  const file = stringOption(ctx, 'file');
  if (!file) throw new UsageError(`points ${action}: missing --file FILE.json`);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new OpsError(`cannot read ${file} as JSON: ${(error as Error).message}`);
  }
  const checked = schema.safeParse(json);
  if (!checked.success) {
    const problems = checked.error.issues.map((i) => `  ${i.path.length ? i.path.join('.') : '(file)'}: ${i.message}`);
    throw new OpsError(`${file} is not a valid product:\n${problems.join('\n')}`);
  }
  return json as Record<string, unknown>;
}

function printSettings(ctx: CommandContext, s: OpsPointSettings) {
  ctx.print(`points:       ${s.enabled ? 'on' : 'off'}`);
  ctx.print(
    `rates:        ${Object.entries(s.rates)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')} (points per 1,000 of valid bets / deposits)`,
  );
  ctx.print(`exchange:     1,000 points = ${majorText(s.exchangeValue)}`);
  ctx.print(`min convert:  ${s.minConvert} points`);
}

async function set(ctx: CommandContext) {
  const body: Record<string, unknown> = {};
  const enabled = stringOption(ctx, 'enabled');
  if (enabled !== undefined) body.enabled = onOff(enabled, '--enabled');
  const given = Object.entries(RATE_OPTIONS).filter(([o]) => stringOption(ctx, o) !== undefined);
  if (given.length) {
    const current = await ctx.client.get<OpsPointSettings>(at(ctx, OPS_POINT_PATHS.settings));
    body.rates = { ...current.rates, ...Object.fromEntries(given.map(([o, k]) => [k, intOption(ctx, o)])) };
  }
  const exchange = stringOption(ctx, 'exchange');
  if (exchange !== undefined) {
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(exchange))
      throw new UsageError(`--exchange: expected an amount, got "${exchange}"`);
    body.exchangeValue = Number(exchange);
  }
  const min = intOption(ctx, 'min-convert');
  if (min !== undefined) body.minConvert = min;
  if (Object.keys(body).length === 0) throw new UsageError('points set: nothing to change (see `points help`)');
  printSettings(ctx, await ctx.client.patch<OpsPointSettings>(at(ctx, OPS_POINT_PATHS.settings), body));
}

const stockText = (p: OpsPointProduct) => (p.stock === null ? `${p.redeemed} / ∞` : `${p.redeemed} / ${p.stock}`);
const whatText = (p: OpsPointProduct) =>
  p.kind === 'bonus'
    ? `${majorText(p.bonusAmount ?? 0n)} ×${p.wagering}`
    : p.kind === 'free_spins'
      ? `${p.spins} spins`
      : '';

async function products(ctx: CommandContext) {
  const rows = await ctx.client.get<OpsPointProduct[]>(at(ctx, OPS_POINT_PATHS.products));
  ctx.print(
    formatTable(
      rows,
      [
        { header: 'ID', value: (p) => p.id },
        { header: 'KIND', value: (p) => p.kind },
        { header: 'NAME (EN)', value: (p) => p.name.en },
        { header: 'POINTS', value: (p) => p.points },
        { header: 'WHAT', value: whatText },
        { header: 'REDEEMED / STOCK', value: stockText },
        { header: 'ACTIVE', value: (p) => (p.active ? 'yes' : 'no') },
      ],
      '(no products)',
    ),
  );
}

async function add(ctx: CommandContext) {
  const body = jsonFile(ctx, 'add', opsPointProductBodySchema.strict());
  const p = await ctx.client.post<OpsPointProduct>(at(ctx, OPS_POINT_PATHS.products), body);
  ctx.print(`Added product ${p.id} ${p.name.en} (${p.kind}, ${p.points} points)`);
}

async function edit(ctx: CommandContext, id: string) {
  const body = jsonFile(ctx, 'edit', opsPointProductPatchSchema.strict());
  const p = await ctx.client.patch<OpsPointProduct>(at(ctx, OPS_POINT_PATHS.product, { id }), body);
  ctx.print(`Changed product ${p.id} ${p.name.en}: ${p.points} points, ${p.active ? 'active' : 'inactive'}`);
}

async function redemptions(ctx: CommandContext) {
  const status = statusOption(ctx, POINT_REDEEM_STATUSES) ?? 'processing';
  const rows = await ctx.client.get<OpsPointRedemption[]>(at(ctx, OPS_POINT_PATHS.redemptions, {}, { status }));
  ctx.print(
    formatTable(
      rows,
      [
        { header: 'TX', value: (r) => r.transactionNo },
        { header: 'MEMBER', value: (r) => r.username },
        { header: 'PRODUCT', value: (r) => `${r.productName ?? ''} ×${r.quantity}` },
        { header: 'POINTS', value: (r) => r.pointsRequired },
        { header: 'STATUS', value: (r) => r.status },
        { header: 'TIME', value: (r) => r.time },
        { header: 'SHIP TO', value: (r) => (r.shippingAddress ? `${r.shippingAddress} · ${r.phone}` : '') },
        { header: 'CLAIMED BY', value: (r) => r.claim?.operatorName ?? '' },
      ],
      `(no ${status} redemptions)`,
    ),
  );
}

async function decide(ctx: CommandContext, txNo: string, action: 'fulfil' | 'reject') {
  const reason = stringOption(ctx, 'reason')?.trim();
  const note = stringOption(ctx, 'note')?.trim();
  if (action === 'reject' && !reason)
    throw new UsageError('points reject: missing --reason TEXT (the member reads it)');
  const body = action === 'reject' ? { reason } : note ? { note } : {};
  const path = action === 'reject' ? OPS_POINT_PATHS.reject : OPS_POINT_PATHS.fulfil;
  const r = await ctx.client.post<PointRedeemRecord>(at(ctx, path, { ref: txNo }), body);
  ctx.print(`Redemption ${r.transactionNo}: ${r.status}${r.note ? ` (${r.note})` : ''}`);
}

async function adjust(ctx: CommandContext, args: string[]) {
  const [username, amount] = args;
  if (!username || amount === undefined) throw new UsageError('points adjust: expected <username> <points>');
  if (!/^-?\d{1,10}$/.test(amount) || Number(amount) === 0)
    throw new UsageError(`points adjust: <points> is a whole number other than 0, got "${amount}"`);
  const reason = stringOption(ctx, 'reason')?.trim();
  if (!reason) throw new UsageError('points adjust: missing --reason TEXT');
  const r = await ctx.client.post<{ username: string; points: number; balance: number }>(
    at(ctx, OPS_POINT_PATHS.adjust),
    {
      username,
      points: Number(amount),
      reason,
    },
  );
  ctx.print(`${r.username}: ${r.points > 0 ? '+' : ''}${r.points} points, balance ${r.balance}`);
}

export const pointsCommand = defineCommand({
  name: 'points',
  summary: 'Points: earning rates and exchange value, the mall’s products, physical redemptions, adjustments',
  usage: [
    'points settings                           on/off, rates, exchange value, minimum conversion',
    'points set [--enabled on|off] [--live N] [--lottery N] [--pvp N] [--slots N] [--sports N] [--deposit N]',
    '           [--exchange AMOUNT] [--min-convert N]   rates: points per 1,000 of valid bets (deposits);',
    '                                                   exchange: money for 1,000 points',
    'points products                           id, kind, name, points, bonus / spins, redeemed / stock',
    'points add --file FILE.json               a new product (kind bonus|free_spins|goods, name {vi,en}, points, …)',
    'points edit <id> --file FILE.json         changes the fields the file gives (e.g. {"active": false})',
    'points redemptions [--status processing|rejected|complete]   default: processing (the queue)',
    'points fulfil <txNo> [--note TEXT]        processing → complete (sent / credited)',
    'points reject <txNo> --reason TEXT        processing → rejected: points and stock are given back',
    'points adjust <username> <points> --reason TEXT   add (or take away with a negative number) points',
    '  every command works on one brand: --brand CODE, default LOTUS; amounts are major units',
  ],
  options: {
    ...brandOption,
    file: { type: 'string', short: 'f' },
    status: { type: 'string' },
    reason: { type: 'string' },
    note: { type: 'string' },
    enabled: { type: 'string' },
    live: { type: 'string' },
    lottery: { type: 'string' },
    pvp: { type: 'string' },
    slots: { type: 'string' },
    sports: { type: 'string' },
    deposit: { type: 'string' },
    exchange: { type: 'string' },
    'min-convert': { type: 'string' },
  },
  run: (ctx) => {
    const one = (what: string, run: (arg: string) => Promise<void>): Action => ({
      max: 1,
      run: (args) => {
        if (!args[0]) throw new UsageError(`points: missing <${what}>`);
        return run(args[0]);
      },
    });
    return runAction('points', ctx.args, {
      settings: {
        max: 0,
        run: async () => printSettings(ctx, await ctx.client.get<OpsPointSettings>(at(ctx, OPS_POINT_PATHS.settings))),
      },
      set: { max: 0, run: () => set(ctx) },
      products: { max: 0, run: () => products(ctx) },
      add: { max: 0, run: () => add(ctx) },
      edit: one('id', (id) => {
        if (!/^[1-9]\d{0,9}$/.test(id)) throw new UsageError(`points edit: <id> is a number, got "${id}"`);
        return edit(ctx, id);
      }),
      redemptions: { max: 0, run: () => redemptions(ctx) },
      fulfil: one('txNo', (tx) => decide(ctx, tx, 'fulfil')),
      reject: one('txNo', (tx) => decide(ctx, tx, 'reject')),
      adjust: { max: 2, run: (args) => adjust(ctx, args) },
    });
  },
});
