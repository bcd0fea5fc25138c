import { OPS_PATHS, type OpsRegionBody } from '@lotus/contracts';
import type { z } from 'zod';
import type { opsRegionStateSchema } from '@lotus/contracts';
import { formatTable, list } from '../table';
import { UsageError, defineCommand } from '../types';
import { brandOf, brandOption } from './shared';

type RegionState = z.infer<typeof opsRegionStateSchema>;

const ACTIONS = ['block-country', 'unblock-country', 'deny-ip', 'allow-ip', 'off'] as const;

export const regionCommand = defineCommand({
  name: 'region',
  summary: 'Edit region restriction (system status 2): blocked countries and IP allow/deny lists',
  usage: [
    'region block-country CC... [--brand CODE]     block visitors from these countries (turns restriction on)',
    'region unblock-country CC... [--brand CODE]',
    'region deny-ip CIDR... [--brand CODE]          block these addresses or blocks (turns restriction on)',
    'region allow-ip CIDR... [--brand CODE]         always let these through',
    'region off [--brand CODE]                      turn restriction off and clear the lists',
  ],
  options: brandOption,
  async run(ctx) {
    const [action, ...values] = ctx.args;
    if (!action) throw new UsageError('region: missing action');
    if (!(ACTIONS as readonly string[]).includes(action)) throw new UsageError(`region: unknown action "${action}"`);
    const brand = brandOf(ctx);
    let body: OpsRegionBody;
    if (action === 'off') {
      if (values.length) throw new UsageError(`region off: unexpected argument "${values[0]}"`);
      body = { action, brand };
    } else if (action === 'block-country' || action === 'unblock-country') {
      if (!values.length) throw new UsageError(`region ${action}: give one or more two-letter country codes`);
      body = { action, countries: values.map((c) => c.toUpperCase()), brand };
    } else {
      if (!values.length) throw new UsageError(`region ${action}: give one or more IP addresses or CIDR blocks`);
      body = { action: action as 'deny-ip' | 'allow-ip', cidrs: values, brand };
    }
    const states = await ctx.client.post<RegionState[]>(OPS_PATHS.region, body);
    ctx.print(
      formatTable(states, [
        { header: 'BRAND', value: (s) => s.brand },
        { header: 'RESTRICTION', value: (s) => (s.enabled ? 'on' : 'off') },
        { header: 'BLOCKED COUNTRIES', value: (s) => list(s.blockedCountries) },
        { header: 'DENIED IPS', value: (s) => list(s.deniedIps) },
        { header: 'ALLOWED IPS', value: (s) => list(s.allowedIps) },
      ]),
    );
  },
});
