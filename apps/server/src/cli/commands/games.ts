import { OPS_CONFIG_PATHS, type OpsGame, type OpsVendor } from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, isoTime, onOff, runAction, stringOption } from './shared';

const P = OPS_CONFIG_PATHS;
const vendorPath = (path: string, vassalage: string) => path.replace(':vassalage', encodeURIComponent(vassalage));

const windowText = (m: OpsVendor['maintenance']) => (m ? `${m.start} → ${m.end}${m.active ? ' (now)' : ''}` : null);

async function maintenance(ctx: CommandContext, vassalage: string | undefined, off: string | undefined) {
  if (!vassalage) throw new UsageError('games maintenance: missing <vendor>');
  const path = vendorPath(P.vendorMaintenance, vassalage);
  if (off !== undefined) {
    if (off !== 'off') throw new UsageError(`games maintenance: expected "off", got "${off}"`);
    await ctx.client.delete(path);
    ctx.print(`${vassalage}: maintenance window removed`);
    return;
  }
  const start = isoTime(stringOption(ctx, 'from'), 'from') ?? new Date().toISOString();
  const end = isoTime(stringOption(ctx, 'to'), 'to');
  if (!end) throw new UsageError('games maintenance: missing --to');
  const r = await ctx.client.put<{ vassalage: string; maintenance: { start: string; end: string } }>(path, {
    start,
    end,
  });
  ctx.print(`${r.vassalage}: under maintenance from ${r.maintenance.start} to ${r.maintenance.end} (every brand)`);
}

export const gamesCommand = defineCommand({
  name: 'games',
  summary: 'Vendors and games: switch them on or off, schedule vendor maintenance',
  usage: [
    'games vendors [--brand CODE]',
    'games vendor <vendor> on|off [--brand CODE]',
    'games maintenance <vendor> [--from ISO-TIME] --to ISO-TIME',
    'games maintenance <vendor> off',
    'games list [--vendor V] [--search TEXT] [--page N] [--brand CODE]',
    'games game <gameId> [on|off] [--hot on|off] [--new on|off]',
    '  a vendor is switched per brand; maintenance windows and games are the catalogue, for every brand',
  ],
  options: {
    ...brandOption,
    from: { type: 'string' },
    to: { type: 'string' },
    vendor: { type: 'string' },
    search: { type: 'string' },
    page: { type: 'string' },
    hot: { type: 'string' },
    new: { type: 'string' },
  },
  run: (ctx) =>
    runAction('games', ctx.args, {
      vendors: {
        max: 0,
        async run() {
          const { vendors } = await ctx.client.get<{ vendors: OpsVendor[] }>(P.vendors, { brand: brandOf(ctx) });
          ctx.print(
            formatTable(vendors, [
              { header: 'VENDOR', value: (v) => v.vassalage },
              { header: 'NAME', value: (v) => v.displayName },
              { header: 'ON', value: (v) => v.enabled && v.status === 'active' },
              { header: 'GAMES', value: (v) => v.games },
              { header: 'WALLET', value: (v) => v.walletMode },
              { header: 'MAINTENANCE', value: (v) => windowText(v.maintenance) },
            ]),
          );
        },
      },
      vendor: {
        max: 2,
        async run([vassalage, state]) {
          if (!vassalage) throw new UsageError('games vendor: missing <vendor>');
          const enabled = onOff(state, 'games vendor');
          const r = await ctx.client.post<{ brand: string; vassalage: string; enabled: boolean }>(
            vendorPath(P.vendor, vassalage),
            { brand: brandOf(ctx), enabled },
          );
          ctx.print(`${r.vassalage} is now ${r.enabled ? 'on' : 'off'} for brand ${r.brand}`);
        },
      },
      maintenance: { max: 2, run: ([vassalage, off]) => maintenance(ctx, vassalage, off) },
      list: {
        max: 0,
        async run() {
          const page = stringOption(ctx, 'page') ?? '1';
          if (!/^\d{1,5}$/.test(page)) throw new UsageError(`--page: expected a number, got "${page}"`);
          const r = await ctx.client.get<{ list: OpsGame[]; total: number; totalPages: number }>(P.games, {
            brand: brandOf(ctx),
            vassalage: stringOption(ctx, 'vendor'),
            q: stringOption(ctx, 'search'),
            pageNo: page,
          });
          ctx.print(
            formatTable(r.list, [
              { header: 'ID', value: (g) => g.gameId },
              { header: 'VENDOR', value: (g) => g.vassalage },
              { header: 'CODE', value: (g) => g.code },
              { header: 'TYPE', value: (g) => g.gameType },
              { header: 'ON', value: (g) => g.enabled },
              { header: 'NAME', value: (g) => g.name.en },
            ]),
          );
          ctx.print(`page ${page} of ${r.totalPages} (${r.total} games)`);
        },
      },
      game: {
        max: 2,
        async run([id, state]) {
          if (!id || !/^\d+$/.test(id)) throw new UsageError('games game: missing <gameId>');
          const flag = (name: 'hot' | 'new') => {
            const word = stringOption(ctx, name);
            return word === undefined ? undefined : onOff(word, `games game --${name}`);
          };
          const body = {
            enabled: state === undefined ? undefined : onOff(state, 'games game'),
            isHot: flag('hot'),
            isNew: flag('new'),
          };
          if (Object.values(body).every((v) => v === undefined)) {
            throw new UsageError('games game: expected on|off, --hot or --new');
          }
          const g = await ctx.client.post<{ enabled: boolean; isHot: boolean; isNew: boolean }>(
            P.game.replace(':id', id),
            body,
          );
          const flags = [g.isHot && 'hot', g.isNew && 'new'].filter(Boolean).join(', ');
          ctx.print(`game ${id} is now ${g.enabled ? 'on' : 'off'}${flags ? `, ${flags}` : ''} (every brand)`);
        },
      },
    }),
});
