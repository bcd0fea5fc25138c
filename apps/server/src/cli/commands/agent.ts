import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  OPS_AGENT_CONTRACT_PATHS as P,
  OPS_REPORT_PATHS,
  type AgentContract,
  type AgentContractPage,
  type AgentList,
  type ContractFeatures,
  type ContractPayoutPage,
  type RerunResult,
} from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, majorText, onOff, runAction, statusOption, stringOption } from './shared';

const DEFAULT_BRAND = 'LOTUS';
const brand = (ctx: CommandContext) => brandOf(ctx) ?? DEFAULT_BRAND;

function kindOption(ctx: CommandContext): string | undefined {
  const kind = stringOption(ctx, 'kind');
  if (kind && !(CONTRACT_KINDS as readonly string[]).includes(kind))
    throw new UsageError(`--kind: expected one of ${CONTRACT_KINDS.join(', ')}`);
  return kind;
}

function intOption(ctx: CommandContext, name: string): number | undefined {
  const v = stringOption(ctx, name);
  if (v === undefined) return undefined;
  if (!/^\d{1,9}$/.test(v) || Number(v) < 1) throw new UsageError(`--${name}: expected a positive number, got "${v}"`);
  return Number(v);
}

const defined = (q: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<string, string>;

const rate = (bps: number) => `${(bps / 100).toFixed(2)}%`;
const tiersText = (c: AgentContract) => c.tiers.map((t) => rate(t.rateBps)).join(' / ');

async function tree(ctx: CommandContext, parent: string | undefined) {
  const r = await ctx.client.get<AgentList>(OPS_REPORT_PATHS.agents, defined({ brand: brand(ctx), parent }));
  if (r.parent) ctx.print(`${r.parent.path.concat(r.parent.username).join(' › ')} (team ${r.parent.teamSize})`);
  ctx.print(
    formatTable(
      r.list,
      [
        { header: 'USERNAME', value: (n) => n.username },
        { header: 'TYPE', value: (n) => n.isAgent },
        { header: 'DIRECT', value: (n) => n.directCount },
        { header: 'TEAM', value: (n) => n.teamSize },
        { header: `VALID BETS ${r.from}..${r.to}`, value: (n) => majorText(n.teamValidBet) },
      ],
      '(no accounts)',
    ),
  );
}

async function contracts(ctx: CommandContext, username: string | undefined) {
  const r = await ctx.client.get<AgentContractPage>(
    P.contracts,
    defined({
      brand: brand(ctx),
      username,
      kind: kindOption(ctx),
      status: statusOption(ctx, CONTRACT_STATUSES),
      pageSize: '100',
    }),
  );
  ctx.print(
    formatTable(
      r.list,
      [
        { header: 'ID', value: (c) => c.id },
        { header: 'KIND', value: (c) => c.kind },
        { header: 'PERIOD', value: (c) => c.period },
        { header: 'UPLINE', value: (c) => c.upline.username },
        { header: 'DOWNLINE', value: (c) => c.downline.username },
        { header: 'RATES', value: tiersText },
        { header: 'STATUS', value: (c) => (c.endReason ? `${c.status} (${c.endReason})` : c.status) },
        { header: 'SINCE', value: (c) => c.decidedAt ?? c.createdAt },
      ],
      '(no contracts)',
    ),
  );
}

async function payouts(ctx: CommandContext, username: string | undefined) {
  const contract = intOption(ctx, 'contract');
  const r = await ctx.client.get<ContractPayoutPage>(
    P.payouts,
    defined({ brand: brand(ctx), username, kind: kindOption(ctx), contractId: contract?.toString(), pageSize: '100' }),
  );
  ctx.print(
    formatTable(
      r.list,
      [
        { header: 'CONTRACT', value: (p) => p.contractId },
        { header: 'TYPE', value: (p) => (p.type === 'payout' ? p.period : `adjust ${p.forPeriod} in ${p.period}`) },
        { header: 'MEMBER', value: (p) => p.member },
        { header: 'VALID BETS', value: (p) => majorText(p.teamValidBet) },
        { header: 'PROFIT', value: (p) => majorText(p.teamProfit) },
        { header: 'ACTIVE', value: (p) => p.activeMembers },
        { header: 'TIER', value: (p) => (p.tier === null ? '-' : `${p.tier} @ ${rate(p.rateBps)}`) },
        { header: 'GROSS', value: (p) => majorText(p.gross) },
        { header: 'DOWNLINES', value: (p) => majorText(p.downlineGross) },
        { header: 'AMOUNT', value: (p) => majorText(p.amount) },
        { header: 'PAID', value: (p) => majorText(p.paid) },
      ],
      '(no payouts)',
    ),
  );
}

const FEATURE_NAMES = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;

async function features(ctx: CommandContext, args: string[]) {
  const path = `${P.features}?${new URLSearchParams({ brand: brand(ctx) })}`;
  let r: ContractFeatures;
  if (args.length === 0) {
    r = await ctx.client.get<ContractFeatures>(P.features, { brand: brand(ctx) });
  } else {
    const change: Partial<ContractFeatures> = {};
    for (const arg of args) {
      const [name, value] = arg.split('=');
      if (!(FEATURE_NAMES as readonly string[]).includes(name ?? ''))
        throw new UsageError(`agent features: expected ${FEATURE_NAMES.join('|')}=on|off, got "${arg}"`);
      change[name as keyof ContractFeatures] = onOff(value, `agent features ${name}`);
    }
    r = await ctx.client.put<ContractFeatures>(path, change);
  }
  for (const name of FEATURE_NAMES) ctx.print(`${name.padEnd(15)}${r[name] ? 'on' : 'off'}`);
}

async function rerun(ctx: CommandContext) {
  const contractId = intOption(ctx, 'contract');
  const kind = kindOption(ctx);
  if (contractId === undefined && kind === undefined) throw new UsageError('agent rerun: --contract ID or --kind KIND');
  const period = stringOption(ctx, 'period');
  const r = await ctx.client.post<RerunResult>(P.rerun, {
    brand: brand(ctx),
    ...(contractId === undefined ? {} : { contractId }),
    ...(kind === undefined ? {} : { kind }),
    ...(period === undefined ? {} : { period }),
  });
  ctx.print(`Settled ${r.settled} period(s), paid ${majorText(r.paid)}${r.settled === 0 ? ' (nothing was due)' : ''}`);
}

async function terminate(ctx: CommandContext, id: string | undefined) {
  if (!id || !/^\d{1,9}$/.test(id)) throw new UsageError('agent terminate: missing <contractId>');
  const c = await ctx.client.post<AgentContract>(P.terminate, { brand: brand(ctx), contractId: Number(id) });
  ctx.print(`Contract ${c.id} (${c.kind}, ${c.upline.username} → ${c.downline.username}) is ${c.status}`);
}

export const agentCommand = defineCommand({
  name: 'agent',
  summary: 'Agents: the tree, salary and dividend contracts, payouts, the brand’s switches, re-runs',
  usage: [
    'agent tree [<parent>]                         one level of the agent tree (top agents, or under <parent>)',
    'agent contracts [<username>] [--kind K] [--status S]   contracts an account offered or received',
    'agent payouts [<username>] [--contract ID] [--kind K]  settlements with the figures they were computed from',
    'agent features [dividend|dailySalary|hourlySalary|realtimeSalary=on|off …]   reads or sets the switches',
    'agent rerun (--contract ID | --kind K) [--period KEY]  settles due periods again; a paid period pays nothing',
    'agent terminate <contractId>                  ends a contract (audited)',
    '  kinds: dividend, daily_salary, hourly_salary, realtime_salary; periods: D2026-11-25, W2026-11-23,',
    '  S2026-11-1, M2026-11, H2026-11-25T13, N2026-11-25T13:05 (the brand’s time); --brand CODE, default LOTUS',
  ],
  options: {
    ...brandOption,
    kind: { type: 'string' },
    status: { type: 'string' },
    contract: { type: 'string' },
    period: { type: 'string' },
  },
  run: (ctx) =>
    runAction('agent', ctx.args, {
      tree: { max: 1, run: (args) => tree(ctx, args[0]) },
      contracts: { max: 1, run: (args) => contracts(ctx, args[0]) },
      payouts: { max: 1, run: (args) => payouts(ctx, args[0]) },
      features: { max: 4, run: (args) => features(ctx, args) },
      rerun: { max: 0, run: () => rerun(ctx) },
      terminate: { max: 1, run: (args) => terminate(ctx, args[0]) },
    }),
});
