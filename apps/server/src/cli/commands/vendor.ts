import fs from 'node:fs';
import {
  OPS_CONFIG_PATHS,
  OPS_VENDOR_PATHS,
  type CatalogueImportAnswer,
  type RegisteredVendor,
} from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, onOff, runAction, stringOption } from './shared';

const P = OPS_VENDOR_PATHS;
const pathOf = (path: string, code: string) => path.replace(':vassalage', encodeURIComponent(code.toUpperCase()));

const codeOf = (code: string | undefined, what: string) => {
  if (!code) throw new UsageError(`vendor ${what}: missing <code>`);
  return code.toUpperCase();
};

const listOption = (ctx: CommandContext, name: string) => {
  const v = stringOption(ctx, name);
  return v === undefined
    ? undefined
    : v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
};

const numberOption = (ctx: CommandContext, name: string) => {
  const v = stringOption(ctx, name);
  if (v === undefined) return undefined;
  if (!/^\d{1,7}$/.test(v)) throw new UsageError(`--${name}: expected a number, got "${v}"`);
  return Number(v);
};

/** The vendor fields the options give (only those given). */
function fields(ctx: CommandContext) {
  const currency = stringOption(ctx, 'currency');
  const catalogueUrl = stringOption(ctx, 'catalogue-url');
  return {
    ...(stringOption(ctx, 'name') !== undefined ? { displayName: stringOption(ctx, 'name') } : {}),
    ...(listOption(ctx, 'categories') ? { gameTypes: listOption(ctx, 'categories')!.map((c) => c.toUpperCase()) } : {}),
    ...(currency !== undefined ? { currency: currency === 'none' ? null : currency.toUpperCase() } : {}),
    ...(stringOption(ctx, 'template') !== undefined ? { launchUrlTemplate: stringOption(ctx, 'template') } : {}),
    ...(listOption(ctx, 'allow') ? { allowedAddresses: listOption(ctx, 'allow') } : {}),
    ...(numberOption(ctx, 'rate') !== undefined ? { callsPerSecond: numberOption(ctx, 'rate') } : {}),
    ...(catalogueUrl !== undefined ? { catalogueUrl: catalogueUrl === 'none' ? null : catalogueUrl } : {}),
  };
}

function printSecret(ctx: CommandContext, r: { vendor: RegisteredVendor; secret: string }) {
  ctx.print(`signing secret of ${r.vendor.vassalage} (shown once, give it to the vendor out of band):`);
  ctx.print(r.secret);
  if (r.vendor.previousSecretUntil) ctx.print(`the previous secret is accepted until ${r.vendor.previousSecretUntil}`);
}

export const vendorCommand = defineCommand({
  name: 'vendor',
  summary: 'Game vendors as data: register a seamless vendor, its secret, suspension, brands and catalogue',
  usage: [
    'vendor list',
    'vendor create <CODE> --name NAME --categories RNG,FISH --template URL [--currency VND] [--allow IP,CIDR]',
    '              [--rate CALLS-PER-SECOND] [--catalogue-url URL]',
    'vendor update <CODE> [--name …] [--categories …] [--template …] [--currency …|none] [--allow …] [--rate …]',
    'vendor rotate <CODE> [--grace MINUTES]        (default a day: the old secret is accepted meanwhile)',
    'vendor suspend <CODE> | vendor resume <CODE>  (suspended: no launches or bets; wins and rollbacks go on)',
    'vendor offer <CODE> on|off --brand CODE',
    'vendor import <CODE> (--file PATH [--format json|csv] | --url URL | --published) [--dry-run]',
    '  the template holds {token} and may hold {game} {lang} {returnUrl} {device} {playerId} {currency} {mode}',
  ],
  options: {
    ...brandOption,
    name: { type: 'string' },
    categories: { type: 'string' },
    template: { type: 'string' },
    currency: { type: 'string' },
    allow: { type: 'string' },
    rate: { type: 'string' },
    'catalogue-url': { type: 'string' },
    grace: { type: 'string' },
    file: { type: 'string' },
    format: { type: 'string' },
    url: { type: 'string' },
    published: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
  },
  run: (ctx) =>
    runAction('vendor', ctx.args, {
      list: {
        max: 0,
        async run() {
          const { vendors } = await ctx.client.get<{ vendors: RegisteredVendor[] }>(P.registered);
          if (!vendors.length) return ctx.print('no registered vendors');
          ctx.print(
            formatTable(vendors, [
              { header: 'VENDOR', value: (v) => v.vassalage },
              { header: 'NAME', value: (v) => v.displayName },
              { header: 'STATUS', value: (v) => v.status },
              { header: 'GAMES', value: (v) => v.games },
              { header: 'RATE/S', value: (v) => v.callsPerSecond },
              { header: 'ALLOWED', value: (v) => v.allowedAddresses.join(' ') || 'any' },
            ]),
          );
        },
      },
      create: {
        max: 1,
        async run([code]) {
          const vassalage = codeOf(code, 'create');
          const body = { vassalage, ...fields(ctx) };
          for (const need of ['displayName', 'gameTypes', 'launchUrlTemplate'] as const) {
            if (!(need in body))
              throw new UsageError(
                `vendor create: missing --${{ displayName: 'name', gameTypes: 'categories', launchUrlTemplate: 'template' }[need]}`,
              );
          }
          printSecret(ctx, await ctx.client.post(P.registered, body));
        },
      },
      update: {
        max: 1,
        async run([code]) {
          const v = await ctx.client.post<RegisteredVendor>(pathOf(P.one, codeOf(code, 'update')), fields(ctx));
          ctx.print(`${v.vassalage} updated`);
        },
      },
      rotate: {
        max: 1,
        async run([code]) {
          const grace = numberOption(ctx, 'grace');
          printSecret(
            ctx,
            await ctx.client.post(
              pathOf(P.secret, codeOf(code, 'rotate')),
              grace === undefined ? {} : { graceMinutes: grace },
            ),
          );
        },
      },
      suspend: {
        max: 1,
        async run([code]) {
          const v = await ctx.client.post<RegisteredVendor>(pathOf(P.status, codeOf(code, 'suspend')), {
            status: 'suspended',
          });
          ctx.print(`${v.vassalage} is suspended: no new launches or bets; wins and rollbacks are still accepted`);
        },
      },
      resume: {
        max: 1,
        async run([code]) {
          const v = await ctx.client.post<RegisteredVendor>(pathOf(P.status, codeOf(code, 'resume')), {
            status: 'active',
          });
          ctx.print(`${v.vassalage} is active again`);
        },
      },
      offer: {
        max: 2,
        async run([code, state]) {
          const vassalage = codeOf(code, 'offer');
          const brand = brandOf(ctx);
          if (!brand) throw new UsageError('vendor offer: missing --brand');
          const r = await ctx.client.post<{ brand: string; vassalage: string; enabled: boolean }>(
            OPS_CONFIG_PATHS.vendor.replace(':vassalage', encodeURIComponent(vassalage)),
            { brand, enabled: onOff(state ?? 'on', 'vendor offer') },
          );
          ctx.print(`${r.vassalage} is now ${r.enabled ? 'offered' : 'not offered'} by brand ${r.brand}`);
        },
      },
      import: {
        max: 1,
        async run([code]) {
          const vassalage = codeOf(code, 'import');
          const file = stringOption(ctx, 'file');
          const url = stringOption(ctx, 'url');
          const format = stringOption(ctx, 'format') ?? (file?.toLowerCase().endsWith('.csv') ? 'csv' : 'json');
          if (format !== 'json' && format !== 'csv') throw new UsageError(`--format: json or csv, got "${format}"`);
          if ([file, url, ctx.options.published].filter(Boolean).length !== 1)
            throw new UsageError('vendor import: one of --file, --url or --published');
          const body = {
            ...(file ? { content: fs.readFileSync(file, 'utf8'), format } : {}),
            ...(url ? { url } : {}),
            ...(ctx.options['dry-run'] ? { dryRun: true } : {}),
          };
          const r = await ctx.client.post<CatalogueImportAnswer>(pathOf(P.catalogue, vassalage), body);
          ctx.print(
            `${r.vassalage}: ${r.added} added, ${r.updated} updated, ${r.retired} retired, ${r.unchanged} unchanged${r.dryRun ? ' (dry run: nothing changed)' : ''}`,
          );
        },
      },
    }),
});
