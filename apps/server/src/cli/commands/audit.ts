import { OPERATOR_PATHS, type AuditEntry, type AuditVerify } from '@lotus/contracts';
import { formatTable } from '../table';
import { defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, runAction, stringOption } from './shared';

async function verify(ctx: CommandContext) {
  const result = await ctx.client.get<AuditVerify>(OPERATOR_PATHS.auditVerify);
  if (result.ok) {
    ctx.print(`audit chain verified: ${result.checked} rows, head ${result.head ?? '(empty)'}`);
    return;
  }
  ctx.print(
    `audit chain BROKEN at row ${result.brokenAt}: ${result.reason} (${result.checked} rows verified before it)`,
  );
  process.exitCode = 1;
}

async function list(ctx: CommandContext) {
  const page = await ctx.client.get<{ list: AuditEntry[]; total: number }>(OPERATOR_PATHS.audit, {
    actor: stringOption(ctx, 'actor'),
    action: stringOption(ctx, 'action'),
    brand: brandOf(ctx),
    from: stringOption(ctx, 'from'),
    to: stringOption(ctx, 'to'),
    pageNo: stringOption(ctx, 'page'),
  });
  ctx.print(
    formatTable(
      page.list,
      [
        { header: 'ID', value: (e) => String(e.id) },
        { header: 'AT', value: (e) => e.at },
        { header: 'WHO', value: (e) => `${e.actorName}${e.actorKind === 'operator' ? '' : ` (${e.actorKind})`}` },
        { header: 'FROM', value: (e) => e.ip ?? '-' },
        { header: 'ACTION', value: (e) => e.action },
        { header: 'TARGET', value: (e) => e.target ?? '-' },
      ],
      '(no entries)',
    ),
  );
  ctx.print(`${page.total} entries`);
}

export const auditCommand = defineCommand({
  name: 'audit',
  summary: 'Read the audit log and verify its hash chain',
  usage: [
    'audit verify',
    'audit list [--actor NAME] [--action PREFIX] [--brand CODE] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--page N]',
  ],
  options: {
    ...brandOption,
    actor: { type: 'string' },
    action: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    page: { type: 'string' },
  },
  run: (ctx) =>
    runAction('audit', ctx.args, {
      verify: { max: 0, run: () => verify(ctx) },
      list: { max: 0, run: () => list(ctx) },
    }),
});
