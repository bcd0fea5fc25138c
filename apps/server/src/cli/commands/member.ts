import crypto from 'node:crypto';
import {
  MEMBER_SEARCH_KEYS,
  OPS_MEMBER_PATHS,
  PASSWORD_DELIVERIES,
  type OpsAdjustment,
  type OpsMemberListItem,
  type OpsMemberProfile,
  type OpsStatementLine,
} from '@lotus/contracts';
import { OpsError } from '../client';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, majorText, runAction, stringOption } from './shared';

interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  totalPages: number;
}

const withId = (p: string, id: number) => p.replace(':id', String(id));

/** A member named by id (digits) or username (exact; `--brand` when several brands have it). */
async function resolveMember(ctx: CommandContext, who: string | undefined, action: string): Promise<number> {
  if (!who) throw new UsageError(`member ${action}: missing <username|id>`);
  if (/^\d+$/.test(who)) return Number(who);
  const page = await ctx.client.get<Page<OpsMemberListItem>>(OPS_MEMBER_PATHS.members, {
    q: who,
    by: 'username',
    brand: brandOf(ctx),
    pageSize: '100',
  });
  const exact = page.list.filter((m) => m.username === who.toLowerCase());
  if (exact.length === 0) throw new OpsError(`No member ${who}`, 'not_found');
  if (exact.length > 1)
    throw new UsageError(`member ${action}: ${who} exists in ${exact.map((m) => m.brand).join(', ')}; add --brand`);
  return exact[0]!.id;
}

const memberColumns = [
  { header: 'ID', value: (m: OpsMemberListItem) => m.id },
  { header: 'BRAND', value: (m: OpsMemberListItem) => m.brand },
  { header: 'USERNAME', value: (m: OpsMemberListItem) => m.username },
  { header: 'MOBILE', value: (m: OpsMemberListItem) => m.mobile },
  { header: 'EMAIL', value: (m: OpsMemberListItem) => m.email },
  { header: 'PAYEE', value: (m: OpsMemberListItem) => m.payeeName },
  { header: 'VIP', value: (m: OpsMemberListItem) => m.vipLevel },
  { header: 'STATUS', value: (m: OpsMemberListItem) => m.status },
  { header: 'LAST SIGN-IN', value: (m: OpsMemberListItem) => m.lastLoginAt },
];

async function find(ctx: CommandContext, words: string[]) {
  const q = words.join(' ').trim();
  if (!q) throw new UsageError('member find: missing <text>');
  const by = stringOption(ctx, 'by') ?? 'any';
  if (!(MEMBER_SEARCH_KEYS as readonly string[]).includes(by))
    throw new UsageError(`--by: expected one of ${MEMBER_SEARCH_KEYS.join(', ')}`);
  const page = await ctx.client.get<Page<OpsMemberListItem>>(OPS_MEMBER_PATHS.members, {
    q,
    by,
    brand: brandOf(ctx),
    pageNo: stringOption(ctx, 'page'),
  });
  ctx.print(formatTable(page.list, memberColumns, '(no member found)'));
  if (page.totalPages > 1) ctx.print(`page ${page.pageNo} of ${page.totalPages} (${page.total} members; --page N)`);
}

async function show(ctx: CommandContext, who: string | undefined) {
  const id = await resolveMember(ctx, who, 'show');
  const m = await ctx.client.get<OpsMemberProfile>(withId(OPS_MEMBER_PATHS.member, id));
  const b = m.balances;
  const lines: [string, unknown][] = [
    ['member', `${m.username} (id ${m.id}, brand ${m.brand})`],
    [
      'status',
      m.status +
        (m.lockedUntil ? ` until ${m.lockedUntil}` : '') +
        (m.mustChangePassword ? ', temporary password' : ''),
    ],
    ['name', m.fullName ?? '-'],
    ['payee', m.payeeName ?? '-'],
    ['mobile', m.mobile ? `${m.mobile}${m.mobileVerified ? ' (verified)' : ''}` : '-'],
    ['e-mail', m.email ? `${m.email}${m.emailVerified ? ' (verified)' : ''}` : '-'],
    ['VIP level', m.vipLevel],
    ['upline', m.upline ?? '-'],
    ['labels', m.labels.join(', ') || '-'],
    ['registered', `${m.registeredAt} from ${m.registerIp ?? '-'} (${m.registerMethod})`],
    ['last sign-in', m.lastLoginAt ? `${m.lastLoginAt} from ${m.lastLoginIp ?? '-'}` : '-'],
    [
      'balances',
      `main ${majorText(b.main)}, bonus ${majorText(b.bonus)}, locked ${majorText(b.locked)}` +
        b.vendors.map((v) => `, ${v.vendor} ${majorText(v.balance)}`).join('') +
        ` ${m.currency}`,
    ],
    [
      'turnover',
      `${majorText(m.turnover.progress)} of ${majorText(m.turnover.required)} (outstanding ${majorText(m.turnover.outstanding)})`,
    ],
  ];
  for (const [k, v] of lines) ctx.print(`${`${k}:`.padEnd(14)}${String(v)}`);
}

async function statement(ctx: CommandContext, who: string | undefined) {
  const id = await resolveMember(ctx, who, 'statement');
  const page = await ctx.client.get<Page<OpsStatementLine>>(withId(OPS_MEMBER_PATHS.statement, id), {
    type: stringOption(ctx, 'type'),
    from: stringOption(ctx, 'from'),
    to: stringOption(ctx, 'to'),
    pageNo: stringOption(ctx, 'page'),
  });
  ctx.print(
    formatTable(
      page.list,
      [
        { header: 'AT', value: (l) => l.at },
        { header: 'ENTRY', value: (l) => l.entryId },
        { header: 'TYPE', value: (l) => l.type },
        { header: 'WALLET', value: (l) => l.wallet },
        { header: 'AMOUNT', value: (l) => majorText(l.amount) },
        { header: 'BALANCE', value: (l) => majorText(l.balanceAfter) },
        { header: 'REFERENCE', value: (l) => l.reference },
      ],
      '(no postings)',
    ),
  );
  if (page.totalPages > 1) ctx.print(`page ${page.pageNo} of ${page.totalPages} (${page.total} postings; --page N)`);
}

function reasonOf(ctx: CommandContext, action: string, required: boolean): string | undefined {
  const reason = stringOption(ctx, 'reason')?.trim();
  if (required && !reason) throw new UsageError(`member ${action}: missing --reason TEXT`);
  return reason || undefined;
}

async function lock(ctx: CommandContext, who: string | undefined, locked: boolean) {
  const action = locked ? 'lock' : 'unlock';
  const reason = reasonOf(ctx, action, locked);
  const id = await resolveMember(ctx, who, action);
  const r = await ctx.client.post<{ status: string; sessionsEnded: number }>(
    withId(locked ? OPS_MEMBER_PATHS.lock : OPS_MEMBER_PATHS.unlock, id),
    reason ? { reason } : {},
  );
  ctx.print(`${who} is now ${r.status}${locked ? ` (${r.sessionsEnded} session(s) ended)` : ''}`);
}

async function note(ctx: CommandContext, [who, ...words]: string[]) {
  const text = words.join(' ').trim();
  if (!text) throw new UsageError('member note: missing <text>');
  const id = await resolveMember(ctx, who, 'note');
  const n = await ctx.client.post<{ id: number; at: string }>(withId(OPS_MEMBER_PATHS.notes, id), { text });
  ctx.print(`Note ${n.id} added to ${who} at ${n.at}`);
}

async function password(ctx: CommandContext, who: string | undefined) {
  const deliver = stringOption(ctx, 'deliver') ?? 'show';
  if (!(PASSWORD_DELIVERIES as readonly string[]).includes(deliver))
    throw new UsageError(`--deliver: expected one of ${PASSWORD_DELIVERIES.join(', ')}`);
  const id = await resolveMember(ctx, who, 'password');
  const r = await ctx.client.post<{ deliveredBy: string; temporaryPassword: string | null }>(
    withId(OPS_MEMBER_PATHS.password, id),
    { deliver },
  );
  ctx.print(
    r.temporaryPassword
      ? `Temporary password of ${who}: ${r.temporaryPassword} (shown once; it must be changed at the next sign-in)`
      : `A temporary password was sent to ${who} by ${r.deliveredBy}; it must be changed at the next sign-in`,
  );
}

const adjustmentLine = (a: OpsAdjustment) =>
  `Adjustment ${a.id}: ${a.direction} ${majorText(a.amount)} for ${a.username} (${a.brand}) — ${a.status}` +
  (a.status === 'posted' ? `, main ${majorText(a.balanceBefore ?? 0n)} → ${majorText(a.balanceAfter ?? 0n)}` : '') +
  (a.status === 'pending'
    ? `: above ${majorText(a.threshold)}, another operator approves it (member approve ${a.id})`
    : '');

async function adjust(ctx: CommandContext, [who, direction, amount, ...rest]: string[]) {
  if (rest.length) throw new UsageError(`member adjust: unexpected argument "${rest[0]}"`);
  if (direction !== 'credit' && direction !== 'debit')
    throw new UsageError('member adjust: expected <username|id> credit|debit <amount> --reason TEXT');
  if (!amount) throw new UsageError('member adjust: missing <amount>');
  const reason = reasonOf(ctx, 'adjust', true)!;
  const requestKey = stringOption(ctx, 'key') ?? `cli-${crypto.randomUUID()}`;
  const id = await resolveMember(ctx, who, 'adjust');
  const a = await ctx.client.post<OpsAdjustment & { replayed: boolean }>(
    withId(OPS_MEMBER_PATHS.memberAdjustments, id),
    {
      direction,
      amount,
      reason,
      requestKey,
    },
  );
  ctx.print(adjustmentLine(a) + (a.replayed ? ' (already done with this --key)' : ''));
  ctx.print(`request key: ${requestKey}`);
}

async function approvals(ctx: CommandContext) {
  const page = await ctx.client.get<Page<OpsAdjustment>>(OPS_MEMBER_PATHS.adjustments, {
    brand: brandOf(ctx),
    status: stringOption(ctx, 'status') ?? 'pending',
  });
  ctx.print(
    formatTable(
      page.list,
      [
        { header: 'ID', value: (a) => a.id },
        { header: 'BRAND', value: (a) => a.brand },
        { header: 'MEMBER', value: (a) => a.username },
        { header: 'DIRECTION', value: (a) => a.direction },
        { header: 'AMOUNT', value: (a) => majorText(a.amount) },
        { header: 'STATUS', value: (a) => a.status },
        { header: 'BY', value: (a) => a.requestedBy },
        { header: 'REASON', value: (a) => a.reason },
        { header: 'CREATED', value: (a) => a.createdAt },
      ],
      '(no adjustments)',
    ),
  );
}

async function decide(ctx: CommandContext, id: string | undefined, decision: 'approve' | 'reject') {
  if (!id || !/^\d+$/.test(id))
    throw new UsageError(`member ${decision}: expected an adjustment <id> (see member approvals)`);
  const noteText = stringOption(ctx, 'note');
  if (decision === 'reject' && !noteText?.trim()) throw new UsageError('member reject: missing --note TEXT');
  const a = await ctx.client.post<OpsAdjustment>(
    withId(decision === 'approve' ? OPS_MEMBER_PATHS.approve : OPS_MEMBER_PATHS.reject, Number(id)),
    noteText ? { note: noteText } : {},
  );
  ctx.print(adjustmentLine(a));
}

export const memberCommand = defineCommand({
  name: 'member',
  summary: 'Find members, read one, lock or unlock, notes, a temporary password, manual balance adjustments',
  usage: [
    'member find <text> [--by any|username|mobile|email|payee|ip] [--brand CODE] [--page N]',
    'member show <username|id> [--brand CODE]',
    'member statement <username|id> [--type TYPE] [--from yyyy-MM-dd] [--to yyyy-MM-dd] [--page N]',
    'member lock <username|id> --reason TEXT     ends the member’s sessions; no sign-in until unlocked',
    'member unlock <username|id> [--reason TEXT]',
    'member note <username|id> <text>',
    'member password <username|id> [--deliver show|sms|email]   a temporary password changed at the next sign-in',
    'member adjust <username|id> credit|debit <amount> --reason TEXT [--key KEY]',
    '  the main wallet; above the brand’s threshold another operator approves; the same --key again does nothing more',
    'member approvals [--status pending|posted|rejected] [--brand CODE]',
    'member approve <adjustmentId> [--note TEXT]',
    'member reject <adjustmentId> --note TEXT',
  ],
  options: {
    ...brandOption,
    by: { type: 'string' },
    page: { type: 'string' },
    type: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    reason: { type: 'string' },
    deliver: { type: 'string' },
    key: { type: 'string' },
    note: { type: 'string' },
    status: { type: 'string' },
  },
  run: (ctx) =>
    runAction('member', ctx.args, {
      find: { run: (words) => find(ctx, words) },
      show: { max: 1, run: ([who]) => show(ctx, who) },
      statement: { max: 1, run: ([who]) => statement(ctx, who) },
      lock: { max: 1, run: ([who]) => lock(ctx, who, true) },
      unlock: { max: 1, run: ([who]) => lock(ctx, who, false) },
      note: { run: (args) => note(ctx, args) },
      password: { max: 1, run: ([who]) => password(ctx, who) },
      adjust: { run: (args) => adjust(ctx, args) },
      approvals: { max: 0, run: () => approvals(ctx) },
      approve: { max: 1, run: ([id]) => decide(ctx, id, 'approve') },
      reject: { max: 1, run: ([id]) => decide(ctx, id, 'reject') },
    }),
});
