import fs from 'node:fs';
import type { z } from 'zod';
import {
  amountInputSchema,
  OPS_PROMO_PATHS,
  promotionDefinitionSchema,
  promotionPatchSchema,
  promotionStateSchema,
  type applicationListSchema,
  type drawResultSchema,
  type opsPromotionSchema,
  type PromotionReport,
  type PromotionState,
} from '@lotus/contracts';
import { OpsError } from '../client';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, majorText, runAction, stringOption, type Action } from './shared';

type OpsPromotion = z.infer<typeof opsPromotionSchema>;
type Application = z.infer<typeof applicationListSchema>[number];
type DrawResult = z.infer<typeof drawResultSchema>;

const DEFAULT_BRAND = 'LOTUS';
/** What `create --state` may set; pause and end are commands of their own. */
const CREATE_STATES: readonly string[] = ['live', 'draft'] satisfies PromotionState[];

/** An operator path of the brand (`--brand`, default LOTUS), `:id` filled in. */
function at(ctx: CommandContext, template: string, id?: number): string {
  const p = id === undefined ? template : template.replace(':id', String(id));
  return `${p}?${new URLSearchParams({ brand: brandOf(ctx) ?? DEFAULT_BRAND })}`;
}

/** The one positional argument of an action: a numeric id (`what` names it in the message). */
function idOf(action: string, args: string[], what: string, listedBy: string): number {
  const [text] = args;
  if (text === undefined) throw new UsageError(`promo ${action}: missing <${what}> (see \`promo ${listedBy}\`)`);
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) {
    throw new UsageError(`promo ${action}: <${what}> is a number (see \`promo ${listedBy}\`), got "${text}"`);
  }
  return Number(text);
}
const promotionId = (action: string, args: string[]) => idOf(action, args, 'id', 'list');

/**
 * The JSON of `--file`, checked against `schema` (unknown keys refused, so a misspelt one is not lost):
 * every problem is listed with its field, and nothing is sent.
 */
function jsonFile(ctx: CommandContext, action: string, schema: z.ZodType): Record<string, unknown> {
  const file = stringOption(ctx, 'file');
  if (!file) throw new UsageError(`promo ${action}: missing --file FILE.json`);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new OpsError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new OpsError(`${file} is not JSON: ${(error as Error).message}`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new OpsError(`${file}: expected a JSON object`);
  }
  const checked = schema.safeParse(json);
  if (!checked.success) {
    const problems = checked.error.issues.map(
      (issue) => `  ${issue.path.length ? issue.path.join('.') : '(file)'}: ${issue.message}`,
    );
    throw new OpsError(
      `${file} is not a valid promotion ${action === 'create' ? 'definition' : 'change'}:\n${problems.join('\n')}`,
    );
  }
  return json as Record<string, unknown>;
}

const windowText = (p: OpsPromotion) =>
  p.startsAt || p.endsAt ? `${p.startsAt ?? '…'} → ${p.endsAt ?? '…'}` : 'always';
const budgetText = (p: OpsPromotion) =>
  `${majorText(p.spent)} / ${p.budget === null ? 'no limit' : majorText(p.budget)}`;

function printPromotion(ctx: CommandContext, verb: string, p: OpsPromotion) {
  ctx.print(`${verb} promotion ${p.id} ${p.code} (${p.kind}, ${p.participation}): ${p.state}`);
}

async function list(ctx: CommandContext) {
  const rows = await ctx.client.get<OpsPromotion[]>(at(ctx, OPS_PROMO_PATHS.promotions));
  ctx.print(
    formatTable(rows, [
      { header: 'ID', value: (p) => p.id },
      { header: 'CODE', value: (p) => p.code },
      { header: 'KIND', value: (p) => p.kind },
      { header: 'PARTICIPATION', value: (p) => p.participation },
      { header: 'STATE', value: (p) => p.state },
      { header: 'WINDOW', value: windowText },
      { header: 'SPENT / BUDGET', value: budgetText },
    ]),
  );
}

async function create(ctx: CommandContext) {
  const state = stringOption(ctx, 'state');
  if (state !== undefined && !CREATE_STATES.includes(state)) {
    throw new UsageError(`--state: expected ${CREATE_STATES.join(' or ')}, got "${state}"`);
  }
  const body = jsonFile(
    ctx,
    'create',
    promotionDefinitionSchema.extend({ state: promotionStateSchema.optional() }).strict(),
  );
  const p = await ctx.client.post<OpsPromotion>(at(ctx, OPS_PROMO_PATHS.promotions), {
    ...body,
    ...(state ? { state } : {}),
  });
  printPromotion(ctx, 'Created', p);
}

async function edit(ctx: CommandContext, id: number) {
  const body = jsonFile(ctx, 'edit', promotionPatchSchema.strict());
  const p = await ctx.client.patch<OpsPromotion>(at(ctx, OPS_PROMO_PATHS.promotion, id), body);
  printPromotion(ctx, 'Changed', p);
}

async function setState(ctx: CommandContext, id: number, state: PromotionState) {
  const p = await ctx.client.post<OpsPromotion>(at(ctx, OPS_PROMO_PATHS.status, id), { state });
  printPromotion(ctx, 'Set', p);
}

async function applications(ctx: CommandContext) {
  const rows = await ctx.client.get<Application[]>(at(ctx, OPS_PROMO_PATHS.applications));
  ctx.print(
    formatTable(rows, [
      { header: 'ID', value: (a) => a.id },
      { header: 'PROMOTION', value: (a) => `${a.promotionId} ${a.promotionCode}` },
      { header: 'MEMBER', value: (a) => a.username },
      { header: 'APPLIED', value: (a) => a.createdAt },
      { header: 'REMARK', value: (a) => a.remark },
    ]),
  );
}

async function review(ctx: CommandContext, id: number, decision: 'approve' | 'reject') {
  const reason = stringOption(ctx, 'reason')?.trim();
  const amount = stringOption(ctx, 'amount');
  if (decision === 'reject') {
    if (!reason) throw new UsageError('promo reject: missing --reason TEXT (the member reads it in the inbox)');
    if (amount !== undefined) throw new UsageError('promo reject: --amount is for approve');
  }
  if (amount !== undefined && !amountInputSchema.safeParse(amount.trim()).success) {
    throw new UsageError(`--amount: expected an amount in major units such as 100 or 123.45, got "${amount}"`);
  }
  const { status } = await ctx.client.post<{ status: string }>(at(ctx, OPS_PROMO_PATHS.review, id), {
    decision,
    ...(reason ? { reason } : {}),
    ...(amount !== undefined ? { amount: amount.trim() } : {}),
  });
  ctx.print(`Application ${id}: ${status}${reason ? ` (${reason})` : ''}`);
}

async function draw(ctx: CommandContext, id: number) {
  const r = await ctx.client.post<DrawResult>(at(ctx, OPS_PROMO_PATHS.draw, id), {});
  ctx.print(`Promotion ${id} drawn at ${r.drawnAt}`);
  ctx.print(`seed hash:      ${r.serverSeedHash}`);
  ctx.print(`revealed seed:  ${r.serverSeed}`);
  ctx.print(`tickets:        ${r.tickets}`);
  ctx.print('');
  ctx.print(
    formatTable(
      r.winners,
      [
        { header: 'RANK', value: (w) => w.rank },
        { header: 'MEMBER', value: (w) => w.username },
        { header: 'PRIZE', value: (w) => majorText(w.amount) },
      ],
      '(no winners: no tickets)',
    ),
  );
}

async function report(ctx: CommandContext, id: number) {
  const r = await ctx.client.get<PromotionReport>(at(ctx, OPS_PROMO_PATHS.report, id));
  ctx.print(`Promotion ${r.promotionId}`);
  ctx.print(`takers:      ${r.takers}`);
  ctx.print(`bonus paid:  ${majorText(r.bonusPaid)}`);
  ctx.print(`converted:   ${majorText(r.converted)}`);
  ctx.print(`forfeited:   ${majorText(r.forfeited)}`);
  ctx.print(`active:      ${majorText(r.active)}`);
  ctx.print(`cost:        ${majorText(r.cost)}`);
  ctx.print(`budget:      ${r.budget === null ? 'no limit' : majorText(r.budget)}`);
}

export const promoCommand = defineCommand({
  name: 'promo',
  summary: 'Promotions: define, pause and end them; review applications; draw raffles; reports',
  usage: [
    'promo list [--brand CODE]                 id, code, kind, participation, state, window, spent / budget',
    "promo create --file FILE.json [--state live|draft]   a new promotion (state: the file's, else draft)",
    'promo edit <id> --file FILE.json          changes the fields the file gives (never code or kind)',
    'promo pause <id>                          → paused: members see it closed and cannot take part',
    'promo resume <id>                         → live again',
    'promo end <id>                            → ended (shown closed)',
    'promo applications                        applications waiting for a decision',
    "promo approve <applicationId> [--amount 123.45] [--reason TEXT]   issue the bonus (default: the rule's amount)",
    'promo reject <applicationId> --reason TEXT                      the member reads the reason in the inbox',
    'promo draw <id>                           draw a raffle: seed hash, revealed seed, tickets and winners',
    'promo report <id>                         takers, bonus paid, converted, forfeited, active, cost, budget',
    '  every command works on one brand: --brand CODE, default LOTUS',
    '  FILE.json is a promotion definition (see docs/examples/promotion-free-credit.json) or, for edit, any of',
    '  its fields; it is checked before it is sent and each problem is named by its field. Amounts in the file',
    '  (rules, wagering.maxStake, budget) are minor units; --amount and the printed amounts are major units.',
  ],

  options: {
    ...brandOption,
    file: { type: 'string', short: 'f' },
    state: { type: 'string' },
    amount: { type: 'string' },
    reason: { type: 'string' },
  },
  run: (ctx) => {
    const withId = (run: (id: number) => Promise<void>, name: string): Action => ({
      max: 1,
      run: (args) => run(promotionId(name, args)),
    });
    const decide = (decision: 'approve' | 'reject'): Action => ({
      max: 1,
      run: (args) => review(ctx, idOf(decision, args, 'applicationId', 'applications'), decision),
    });
    return runAction('promo', ctx.args, {
      list: { max: 0, run: () => list(ctx) },
      create: { max: 0, run: () => create(ctx) },
      edit: withId((id) => edit(ctx, id), 'edit'),
      pause: withId((id) => setState(ctx, id, 'paused'), 'pause'),
      resume: withId((id) => setState(ctx, id, 'live'), 'resume'),
      end: withId((id) => setState(ctx, id, 'ended'), 'end'),
      applications: { max: 0, run: () => applications(ctx) },
      approve: decide('approve'),
      reject: decide('reject'),
      draw: withId((id) => draw(ctx, id), 'draw'),
      report: withId((id) => report(ctx, id), 'report'),
    });
  },
});
