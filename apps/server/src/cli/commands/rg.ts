import { OPS_RG_PATHS, type OpsRgMember } from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, majorText, runAction } from './shared';

const DEFAULT_BRAND = 'LOTUS';
const minutes = (n: number | null) => (n === null ? 'off' : `${n} min`);

/** `rg show <username>`: the member's limits, session, block and the history of changes (read only). */
async function show(ctx: CommandContext, username: string | undefined) {
  if (!username) throw new UsageError('rg show: missing <username>');
  const m = await ctx.client.get<OpsRgMember>(OPS_RG_PATHS.member.replace(':username', encodeURIComponent(username)), {
    brand: brandOf(ctx) ?? DEFAULT_BRAND,
  });
  const s = m.settings;
  ctx.print(`Responsible gaming of ${m.username}`);
  const since = m.blockSince ? ` (since ${m.blockSince})` : '';
  ctx.print(`block:         ${s.block ? `${s.block.kind} until ${s.block.until}${since}` : 'none'}`);
  ctx.print(`session limit: ${minutes(s.sessionMinutes)}`);
  ctx.print(`reality check: ${minutes(s.realityCheckMinutes)}`);
  ctx.print('');
  ctx.print(
    formatTable(
      s.limits,
      [
        { header: 'LIMIT', value: (l) => `${l.kind}/${l.period}` },
        { header: 'AMOUNT', value: (l) => (l.amount === null ? 'none' : majorText(l.amount)) },
        { header: 'USED', value: (l) => majorText(l.used) },
        {
          header: 'PENDING',
          value: (l) =>
            l.pending
              ? `${l.pending.amount === null ? 'removal' : majorText(l.pending.amount)} from ${l.pending.confirmableAt}`
              : '-',
        },
      ],
      '(no limits)',
    ),
  );
  ctx.print('');
  ctx.print(
    formatTable(
      m.history,
      [
        { header: 'AT', value: (h) => h.at },
        { header: 'BY', value: (h) => h.by },
        { header: 'ACTION', value: (h) => h.action },
        { header: 'DETAIL', value: (h) => h.detail },
      ],
      '(no changes)',
    ),
  );
}

export const rgCommand = defineCommand({
  name: 'rg',
  summary: 'Read a member’s responsible-gaming limits, time-out or self-exclusion and their history',
  usage: [
    'rg show <username> [--brand CODE]',
    '  read only: what the member set cannot be shortened or lifted by an operator',
  ],
  options: { ...brandOption },
  run: (ctx) =>
    runAction('rg', ctx.args, {
      show: { max: 1, run: ([username]) => show(ctx, username) },
    }),
});
