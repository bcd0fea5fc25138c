import {
  OPS_CONFIG_PATHS,
  PATTERN_IDS,
  REGISTER_FIELDS,
  type OpsRegisterFieldBody,
  type OpsRegisterFields,
  type OpsSettingNode,
  type OpsSettingsTree,
} from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, onOff, runAction, stringOption } from './shared';

const P = OPS_CONFIG_PATHS;

/** The tree as indented lines: `on`/`off` is the node's own switch; "(off above)" when a parent is off. */
function treeLines(nodes: OpsSettingNode[], depth = 0): string[] {
  return nodes.flatMap((n) => [
    `${'  '.repeat(depth)}${n.modId}  ${n.enabled ? 'on' : 'off'}${n.enabled && !n.effective ? ' (off above)' : ''}  ${n.name}`,
    ...treeLines(n.childrenNodes, depth + 1),
  ]);
}

function numberOption(ctx: CommandContext, name: string): number | null | undefined {
  const v = stringOption(ctx, name);
  if (v === undefined) return undefined;
  if (v === 'none') return null;
  if (!/^\d{1,3}$/.test(v)) throw new UsageError(`--${name}: expected a number or "none", got "${v}"`);
  return Number(v);
}

async function setField(ctx: CommandContext, field: string | undefined) {
  if (!field || !(REGISTER_FIELDS as readonly string[]).includes(field))
    throw new UsageError(`settings field: expected one of ${REGISTER_FIELDS.join(', ')}`);
  const brand = brandOf(ctx);
  const { rules } = await ctx.client.get<OpsRegisterFields>(P.registerFields, { brand });
  const current = rules.find((r) => r.field === field);
  const patternId = stringOption(ctx, 'pattern-id');
  if (patternId !== undefined && !(PATTERN_IDS as readonly string[]).includes(patternId))
    throw new UsageError(`--pattern-id: expected one of ${PATTERN_IDS.join(', ')}`);
  const flag = (name: string, fallback: boolean) => {
    const v = stringOption(ctx, name);
    return v === undefined ? fallback : onOff(v, `--${name}`);
  };
  const min = numberOption(ctx, 'min');
  const max = numberOption(ctx, 'max');
  const body: OpsRegisterFieldBody = {
    brand,
    enabled: flag('shown', current?.enabled ?? false),
    required: flag('required', current?.required ?? false),
    acceptedPattern: stringOption(ctx, 'pattern') ?? current?.acceptedPattern ?? '*',
    patternId: (patternId ?? current?.patternId ?? 'ANY') as OpsRegisterFieldBody['patternId'],
    minLength: min === undefined ? (current?.minLength ?? null) : min,
    maxLength: max === undefined ? (current?.maxLength ?? null) : max,
  };
  const rule = await ctx.client.put<OpsRegisterFields['rules'][number]>(P.registerField.replace(':field', field), body);
  ctx.print(
    `${rule.field}: ${rule.enabled ? 'shown' : 'hidden'}, ${rule.required ? 'required' : 'optional'}, ` +
      `${rule.patternId} ${rule.acceptedPattern} [${rule.minLength ?? '-'}..${rule.maxLength ?? '-'}]`,
  );
}

export const settingsCommand = defineCommand({
  name: 'settings',
  summary: "A brand's settings tree and registration field rules",
  usage: [
    'settings tree [--brand CODE]',
    'settings set <modId> on|off [--brand CODE]',
    'settings fields [--brand CODE]',
    'settings field <field> [--shown on|off] [--required on|off] [--pattern REGEX] [--pattern-id ID]',
    '               [--min N|none] [--max N|none] [--brand CODE]',
    '  the brand may be left out when the operator works on one brand only; a field keeps what is not given',
  ],
  options: {
    ...brandOption,
    shown: { type: 'string' },
    required: { type: 'string' },
    pattern: { type: 'string' },
    'pattern-id': { type: 'string' },
    min: { type: 'string' },
    max: { type: 'string' },
  },
  run: (ctx) =>
    runAction('settings', ctx.args, {
      tree: {
        max: 0,
        async run() {
          const tree = await ctx.client.get<OpsSettingsTree>(P.settings, { brand: brandOf(ctx) });
          ctx.print([`Brand ${tree.brand}`, ...treeLines(tree.nodes)].join('\n'));
        },
      },
      set: {
        max: 2,
        async run([modId, state]) {
          if (!modId) throw new UsageError('settings set: missing <modId>');
          const enabled = onOff(state, 'settings set');
          const r = await ctx.client.post<{ brand: string; modId: string; enabled: boolean }>(
            P.setting.replace(':modId', encodeURIComponent(modId)),
            { brand: brandOf(ctx), enabled },
          );
          ctx.print(`${r.modId} is now ${r.enabled ? 'on' : 'off'} for brand ${r.brand}`);
        },
      },
      fields: {
        max: 0,
        async run() {
          const { rules } = await ctx.client.get<OpsRegisterFields>(P.registerFields, { brand: brandOf(ctx) });
          ctx.print(
            formatTable(rules, [
              { header: 'FIELD', value: (r) => r.field },
              { header: 'SHOWN', value: (r) => r.enabled },
              { header: 'REQUIRED', value: (r) => r.required },
              { header: 'PATTERN ID', value: (r) => r.patternId },
              { header: 'MIN', value: (r) => r.minLength },
              { header: 'MAX', value: (r) => r.maxLength },
              { header: 'PATTERN', value: (r) => r.acceptedPattern },
            ]),
          );
        },
      },
      field: { max: 1, run: ([field]) => setField(ctx, field) },
    }),
});
