import { OPS_PATHS } from '@lotus/contracts';
import { UsageError, defineCommand } from '../types';
import { brandOf, brandOption, brandsText, onOff } from './shared';

export const switchCommand = defineCommand({
  name: 'switch',
  summary: 'Turn a brand switch (a modId of the settings tree) on or off',
  usage: ['switch <modId> on|off [--brand CODE]'],
  options: brandOption,
  async run(ctx) {
    const [modId, state, ...rest] = ctx.args;
    if (!modId) throw new UsageError('switch: missing <modId>');
    if (rest.length) throw new UsageError(`switch: unexpected argument "${rest[0]}"`);
    const enabled = onOff(state, 'switch');
    const result = await ctx.client.post<{ brands: string[] }>(OPS_PATHS.switch, {
      modId,
      enabled,
      brand: brandOf(ctx),
    });
    ctx.print(`${modId.toUpperCase()} is now ${enabled ? 'on' : 'off'} for ${brandsText(result.brands)}`);
  },
});
