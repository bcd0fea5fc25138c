import { OPS_CONFIG_PATHS, type BroadcastAudience, type OpsBroadcastResult } from '@lotus/contracts';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, stringOption } from './shared';

function required(ctx: CommandContext, name: string): string {
  const v = stringOption(ctx, name);
  if (v === undefined || v.trim() === '') throw new UsageError(`missing --${name}`);
  return v;
}

function audienceOf(ctx: CommandContext): BroadcastAudience {
  const all = ctx.options.all === true;
  const vip = stringOption(ctx, 'vip');
  const users = stringOption(ctx, 'users');
  if ([all, vip !== undefined, users !== undefined].filter(Boolean).length !== 1)
    throw new UsageError('give one of --all, --vip LEVEL or --users a,b,c');
  if (vip !== undefined) {
    if (!/^\d{1,3}$/.test(vip)) throw new UsageError(`--vip: expected a level number, got "${vip}"`);
    return { kind: 'vip', level: Number(vip) };
  }
  if (users !== undefined) {
    const usernames = users
      .split(/[,\s]+/)
      .map((u) => u.trim())
      .filter(Boolean);
    if (usernames.length === 0) throw new UsageError('--users: no usernames');
    return { kind: 'usernames', usernames };
  }
  return { kind: 'all' };
}

export const broadcastCommand = defineCommand({
  name: 'broadcast',
  summary: "Send a notice to members' inboxes (all, a VIP level, or a list of usernames)",
  usage: [
    'broadcast (--all | --vip LEVEL | --users a,b,c) --title-vi T --title-en T --content-vi TEXT --content-en TEXT',
    '          [--brand CODE]',
    '  each member reads it in their language; an unknown username sends nothing',
  ],
  options: {
    ...brandOption,
    all: { type: 'boolean' },
    vip: { type: 'string' },
    users: { type: 'string' },
    'title-vi': { type: 'string' },
    'title-en': { type: 'string' },
    'content-vi': { type: 'string' },
    'content-en': { type: 'string' },
  },
  async run(ctx) {
    if (ctx.args.length) throw new UsageError(`broadcast: unexpected argument "${ctx.args[0]}"`);
    const audience = audienceOf(ctx);
    const r = await ctx.client.post<OpsBroadcastResult>(OPS_CONFIG_PATHS.broadcast, {
      brand: brandOf(ctx),
      audience,
      title: { vi: required(ctx, 'title-vi'), en: required(ctx, 'title-en') },
      content: { vi: required(ctx, 'content-vi'), en: required(ctx, 'content-en') },
    });
    ctx.print(`Sent to ${r.sent} member${r.sent === 1 ? '' : 's'} of brand ${r.brand} (broadcast ${r.id})`);
  },
});
