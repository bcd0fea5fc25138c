import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  OPS_SPORTS_PATHS,
  opsSportsCancelSchema,
  opsSportsFixtureIdParamsSchema,
  opsSportsFixtureSchema,
  opsSportsFixturesQuerySchema,
  opsSportsResultSchema,
  opsSportsBetIdParamsSchema,
  opsSportsBrandQuerySchema,
  sportsBetSchema,
  opsSportsSettingsPatchSchema,
  opsSportsSettingsSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { auditOps } from '../operators/service';
import { ok } from '../../plugins/envelope';
import * as repo from './repository';
import { betOfPlayer, changeSportsSettings, fixtureView, settingsView, sportsSettings } from './service';
import { cancelFixture, enterResult, retryBet } from './settlement';

/**
 * Operator: the sportsbook's fixtures, a fixture's result (entered once; a correction reverses its
 * bets and settles them again), its cancellation (every leg on it void) and a brand's limits
 * (`npm run ops -- sports fixtures|result|cancel|settings`).
 */
export function registerSportsOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    const permission = 'games.manage' as const;
    const one = { 200: envelopeSchema(opsSportsFixtureSchema) };
    /** The console sends its language (competition names); the CLI reads English. */
    const langOf = (req: FastifyRequest) => (req.headers.language === 'vi' ? 'vi' : 'en');
    const toOps = (r: Awaited<ReturnType<typeof repo.opsFixtures>>[number], language: 'vi' | 'en') => ({
      ...fixtureView(r.fixture, r.league, language),
      source: r.fixture.source as 'feed' | 'operator',
      resultVersion: r.fixture.resultVersion,
      bets: r.bets,
      stakes: BigInt(r.stakes),
    });
    const opsView = async (id: number, language: 'vi' | 'en') =>
      toOps((await repo.opsFixtures(ctx.db, { limit: 1, id }))[0]!, language);

    app.get(
      OPS_SPORTS_PATHS.fixtures,
      {
        config: { permission },
        schema: {
          querystring: opsSportsFixturesQuerySchema,
          response: { 200: envelopeSchema(z.array(opsSportsFixtureSchema)) },
        },
      },
      async (req) => ok((await repo.opsFixtures(ctx.db, req.query)).map((r) => toOps(r, langOf(req)))),
    );
    app.post(
      OPS_SPORTS_PATHS.result,
      {
        config: { permission, audit: 'sports.result' },
        schema: { params: opsSportsFixtureIdParamsSchema, body: opsSportsResultSchema, response: one },
      },
      async (req) => {
        if (req.body.correction)
          await ctx.events.publish(ctx.db, { type: 'result.correcting', product: 'sports', subjectId: req.params.id });
        await enterResult(ctx, req.params.id, req.body, ctx.ops.actor(req).name);
        return ok(await opsView(req.params.id, langOf(req)));
      },
    );
    const settingsOut = { 200: envelopeSchema(opsSportsSettingsSchema) };
    app.get(
      OPS_SPORTS_PATHS.settings,
      { config: { permission }, schema: { querystring: opsSportsBrandQuerySchema, response: settingsOut } },
      async (req) => {
        const [brand] = await ctx.ops.brands(req, req.query.brand);
        return ok(settingsView(await sportsSettings(ctx, brand!.id)));
      },
    );
    app.patch(
      OPS_SPORTS_PATHS.settings,
      {
        config: { permission, audit: false },
        schema: { querystring: opsSportsBrandQuerySchema, body: opsSportsSettingsPatchSchema, response: settingsOut },
      },
      async (req) => {
        const [brand] = await ctx.ops.brands(req, req.query.brand);
        const change = await changeSportsSettings(ctx, brand!.id, req.body);
        await inTransaction(ctx.db, (tx) =>
          auditOps(ctx, tx, ctx.ops.actor(req), {
            action: 'sports.settings',
            merchantId: brand!.id,
            target: `sports:${brand!.code}`,
            before: change.before,
            after: change.after,
          }),
        );
        return ok(change.after);
      },
    );
    app.post(
      OPS_SPORTS_PATHS.retry,
      {
        config: { permission, audit: 'sports.retry' },
        schema: { params: opsSportsBetIdParamsSchema, response: { 200: envelopeSchema(sportsBetSchema) } },
      },
      async (req) => {
        const bet = await repo.betById(ctx.db, req.params.id);
        if (!bet) throw new AppError('sports_bet_not_found');
        ctx.ops.assertScope(req, bet.merchantId, 'sports_bet_not_found');
        const after = await retryBet(ctx, bet);
        return ok(await betOfPlayer(ctx, after.id, after.playerId));
      },
    );
    app.post(
      OPS_SPORTS_PATHS.cancel,
      {
        config: { permission, audit: 'sports.cancel' },
        schema: { params: opsSportsFixtureIdParamsSchema, body: opsSportsCancelSchema, response: one },
      },
      async (req) => {
        await cancelFixture(ctx, req.params.id, req.body.reason, ctx.ops.actor(req).name);
        return ok(await opsView(req.params.id, langOf(req)));
      },
    );
  });
}
