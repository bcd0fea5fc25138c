import type { z } from 'zod';
import {
  OPS_SPORTS_PATHS,
  SPORTS_FIXTURE_STATUSES,
  type opsSportsFixtureSchema,
  type opsSportsSettingsSchema,
} from '@lotus/contracts';
import { formatTable } from '../table';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { brandOf, brandOption, majorText, printList, runAction, statusOption, stringOption } from './shared';

type OpsFixture = z.infer<typeof opsSportsFixtureSchema>;
type OpsSettings = z.infer<typeof opsSportsSettingsSchema>;

/** `sports settings`: shows a brand's limits, or changes those given. */
async function settings(ctx: CommandContext) {
  const path = `${OPS_SPORTS_PATHS.settings}?brand=${encodeURIComponent(brandOf(ctx) ?? 'LOTUS')}`;
  const body: Record<string, string> = {};
  for (const [option, field] of [
    ['min', 'minStake'],
    ['max', 'maxStake'],
    ['max-payout', 'maxPayout'],
  ] as const) {
    const v = stringOption(ctx, option);
    if (v !== undefined) body[field] = v;
  }
  const s = Object.keys(body).length
    ? await ctx.client.patch<OpsSettings>(path, body)
    : await ctx.client.get<OpsSettings>(path);
  ctx.print(`stakes: ${majorText(s.minStake)} – ${majorText(s.maxStake)}; maximum payout: ${majorText(s.maxPayout)}`);
}

const columns = [
  { header: 'ID', value: (f: OpsFixture) => String(f.id) },
  { header: 'LEAGUE', value: (f: OpsFixture) => f.league },
  { header: 'HOME', value: (f: OpsFixture) => f.home },
  { header: 'AWAY', value: (f: OpsFixture) => f.away },
  { header: 'KICK-OFF', value: (f: OpsFixture) => f.kickoffAt },
  { header: 'STATUS', value: (f: OpsFixture) => f.status },
  { header: 'SCORE', value: (f: OpsFixture) => (f.score ? `${f.score.home}-${f.score.away}` : '') },
  { header: 'SOURCE', value: (f: OpsFixture) => f.source },
  { header: 'V', value: (f: OpsFixture) => String(f.resultVersion) },
  { header: 'BETS', value: (f: OpsFixture) => String(f.bets) },
  { header: 'STAKES', value: (f: OpsFixture) => majorText(f.stakes) },
];

const fixtureId = (arg: string | undefined) => {
  if (!arg || !/^\d+$/.test(arg)) throw new UsageError('expected a fixture id (see sports fixtures)');
  return arg;
};

/** `--score 2-1` → { home: 2, away: 1 } (goals, or maps for e-sports; the API checks the shape). */
function scoreOf(text: string | undefined) {
  const m = /^(\d{1,2})[-:](\d{1,2})$/.exec(text?.trim() ?? '');
  if (!m) throw new UsageError('--score: required, HOME-AWAY, e.g. 2-1');
  return { home: Number(m[1]), away: Number(m[2]) };
}

const printOne = (ctx: CommandContext, f: OpsFixture, what: string) => {
  ctx.print(`${what} fixture ${f.id} (${f.home} v ${f.away}): ${f.status}`);
  ctx.print(formatTable([f], columns));
};

export const sportsCommand = defineCommand({
  name: 'sports',
  summary: 'Sportsbook: fixtures, results (once; corrections re-settle), cancellations, limits, retries',
  usage: [
    'sports fixtures [--status scheduled|live|finished|cancelled] [--sport football|lol|dota2|cs2] [--limit N]',
    'sports result <fixtureId> --score 2-1 [--correction --reason TEXT]   (goals; maps won for e-sports)',
    'sports cancel <fixtureId> --reason TEXT   (every leg on it is void; settled bets are settled again)',
    'sports settings [--brand CODE] [--min A] [--max A] [--max-payout A]   (without options: shows the limits)',
    'sports retry <betId>   (a bet whose payout or reversal the wallet refused: settled again, same transaction ids)',
  ],
  options: {
    ...brandOption,
    min: { type: 'string' },
    max: { type: 'string' },
    'max-payout': { type: 'string' },
    status: { type: 'string' },
    sport: { type: 'string' },
    limit: { type: 'string' },
    score: { type: 'string' },
    correction: { type: 'boolean' },
    reason: { type: 'string' },
  },
  run: (ctx) =>
    runAction('sports', ctx.args, {
      settings: { max: 0, run: () => settings(ctx) },
      retry: {
        max: 1,
        run: async (args) => {
          const id = args[0];
          if (!id || !/^\d+$/.test(id)) throw new UsageError('expected a bet id');
          const b = await ctx.client.post<{ id: number; status: string; payout: string | null }>(
            OPS_SPORTS_PATHS.retry.replace(':id', id),
            {},
          );
          ctx.print(`Retried bet ${b.id}: ${b.status}${b.payout === null ? '' : `, payout ${majorText(b.payout)}`}`);
        },
      },
      fixtures: {
        max: 0,
        run: () =>
          printList<OpsFixture>(
            ctx,
            OPS_SPORTS_PATHS.fixtures,
            {
              status: statusOption(ctx, SPORTS_FIXTURE_STATUSES),
              sport: stringOption(ctx, 'sport'),
              limit: stringOption(ctx, 'limit'),
            },
            columns,
            '(no fixtures)',
          ),
      },
      result: {
        max: 1,
        run: async (args) => {
          const id = fixtureId(args[0]);
          const body = {
            ...scoreOf(stringOption(ctx, 'score')),
            correction: ctx.options.correction === true,
            reason: stringOption(ctx, 'reason'),
          };
          const f = await ctx.client.post<OpsFixture>(OPS_SPORTS_PATHS.result.replace(':id', id), body);
          printOne(ctx, f, body.correction ? 'Corrected' : 'Entered the result of');
        },
      },
      cancel: {
        max: 1,
        run: async (args) => {
          const id = fixtureId(args[0]);
          const reason = stringOption(ctx, 'reason');
          if (!reason) throw new UsageError('sports cancel: --reason is required');
          printOne(
            ctx,
            await ctx.client.post<OpsFixture>(OPS_SPORTS_PATHS.cancel.replace(':id', id), { reason }),
            'Cancelled',
          );
        },
      },
    }),
});
