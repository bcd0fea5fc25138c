import { OPERATOR_PATHS, OPERATOR_ROLES, type OperatorListItem } from '@lotus/contracts';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { printList, runAction, stringOption } from './shared';

const list = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

function role(ctx: CommandContext): string | undefined {
  const r = stringOption(ctx, 'role');
  if (r !== undefined && !(OPERATOR_ROLES as readonly string[]).includes(r)) {
    throw new UsageError(`--role: expected one of ${OPERATOR_ROLES.join(', ')}`);
  }
  return r;
}

/** `--brands all` grants every brand; a list grants those. */
const brands = (ctx: CommandContext) => {
  const b = stringOption(ctx, 'brands');
  return b === undefined ? undefined : b === 'all' ? null : list(b);
};

async function create(ctx: CommandContext, username: string | undefined) {
  if (!username) throw new UsageError('operator create: missing <username>');
  const r = role(ctx);
  if (!r) throw new UsageError('operator create: --role is required');
  const password = ctx.env.OPS_NEW_PASSWORD ?? (await ctx.prompt(`First password for ${username}: `));
  const created = await ctx.client.post<OperatorListItem>(OPERATOR_PATHS.operators, {
    username,
    displayName: stringOption(ctx, 'name') ?? username,
    password,
    role: r,
    brands: brands(ctx) ?? null,
    ipAllowList: list(stringOption(ctx, 'ip')) ?? [],
    totpRequired: !ctx.options['no-totp'],
  });
  ctx.print(
    `created operator ${created.username} (#${created.id}, ${created.role}); it sets its own password at the first sign-in`,
  );
}

async function set(ctx: CommandContext, id: string | undefined) {
  if (!id || !/^\d+$/.test(id)) throw new UsageError('operator set: missing <id>');
  const body: Record<string, unknown> = {};
  const r = role(ctx);
  if (r) body.role = r;
  const b = brands(ctx);
  if (b !== undefined) body.brands = b;
  const ip = stringOption(ctx, 'ip');
  if (ip !== undefined) body.ipAllowList = ip === 'any' ? [] : list(ip);
  if (ctx.options.disable) body.status = 'disabled';
  if (ctx.options.enable) body.status = 'active';
  if (ctx.options.unlock) body.unlock = true;
  if (ctx.options['reset-totp']) body.resetTotp = true;
  if (ctx.options['reset-password'])
    body.resetPassword = ctx.env.OPS_NEW_PASSWORD ?? (await ctx.prompt('New password: '));
  if (Object.keys(body).length === 0) throw new UsageError('operator set: nothing to change');
  const updated = await ctx.client.patch<OperatorListItem>(OPERATOR_PATHS.operator.replace(':id', id), body);
  ctx.print(`updated operator ${updated.username} (${updated.role}, ${updated.status})`);
}

export const operatorCommand = defineCommand({
  name: 'operator',
  summary: 'List, create and change operator accounts (roles, brands, IP allow-lists, two-factor)',
  usage: [
    'operator list',
    'operator create <username> --role ROLE [--name NAME] [--brands A,B|all] [--ip CIDR,…] [--no-totp]',
    'operator set <id> [--role ROLE] [--brands A,B|all] [--ip CIDR,…|any] [--disable|--enable] [--unlock] [--reset-totp] [--reset-password]',
    `  roles: ${OPERATOR_ROLES.join(', ')}; passwords come from OPS_NEW_PASSWORD or are asked for`,
  ],
  options: {
    role: { type: 'string' },
    name: { type: 'string' },
    brands: { type: 'string' },
    ip: { type: 'string' },
    'no-totp': { type: 'boolean' },
    disable: { type: 'boolean' },
    enable: { type: 'boolean' },
    unlock: { type: 'boolean' },
    'reset-totp': { type: 'boolean' },
    'reset-password': { type: 'boolean' },
  },
  run: (ctx) =>
    runAction('operator', ctx.args, {
      list: {
        max: 0,
        run: () =>
          printList<OperatorListItem>(ctx, OPERATOR_PATHS.operators, {}, [
            { header: 'ID', value: (o) => String(o.id) },
            { header: 'USERNAME', value: (o) => o.username },
            { header: 'ROLE', value: (o) => o.role },
            { header: 'BRANDS', value: (o) => (o.brands ? o.brands.join(',') : 'all') },
            { header: '2FA', value: (o) => (o.totpEnabled ? 'on' : o.totpRequired ? 'pending' : 'off') },
            { header: 'STATUS', value: (o) => (o.lockedUntil ? 'locked' : o.status) },
            { header: 'LAST SIGN-IN', value: (o) => o.lastLoginAt ?? '-' },
          ]),
      },
      create: { max: 1, run: ([username]) => create(ctx, username) },
      set: { max: 1, run: ([id]) => set(ctx, id) },
    }),
});
