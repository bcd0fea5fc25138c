import { OPS_PATHS } from '@lotus/contracts';
import { UsageError, defineCommand } from '../types';
import { brandOf, brandOption, brandsText, isoTime, onOff, stringOption } from './shared';

export const maintenanceCommand = defineCommand({
  name: 'maintenance',
  summary: 'Put the site into maintenance (system status 1) or take it out',
  usage: [
    'maintenance on [--until ISO-TIME] [--message TEXT] [--message-en TEXT] [--brand CODE]',
    'maintenance off [--brand CODE]',
    '  --message is shown to customers (Vietnamese, and English unless --message-en is given)',
  ],
  options: { ...brandOption, until: { type: 'string' }, message: { type: 'string' }, 'message-en': { type: 'string' } },
  async run(ctx) {
    const [state, ...rest] = ctx.args;
    if (rest.length) throw new UsageError(`maintenance: unexpected argument "${rest[0]}"`);
    const enabled = onOff(state, 'maintenance');
    const until = isoTime(stringOption(ctx, 'until'), 'until');
    const vi = stringOption(ctx, 'message');
    const en = stringOption(ctx, 'message-en');
    if (!enabled && (until || vi || en)) throw new UsageError('maintenance off takes no --until or --message');
    if (en !== undefined && vi === undefined)
      throw new UsageError('--message-en needs --message (the Vietnamese text)');
    const message = vi === undefined ? undefined : en === undefined ? vi : { vi, en };
    const result = await ctx.client.post<{ brands: string[] }>(OPS_PATHS.maintenance, {
      enabled,
      until,
      message,
      brand: brandOf(ctx),
    });
    const when = until ? ` until ${until}` : '';
    ctx.print(`Maintenance ${enabled ? `on${when}` : 'off'} for ${brandsText(result.brands)}`);
  },
});
