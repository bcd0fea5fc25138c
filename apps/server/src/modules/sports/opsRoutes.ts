import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  OPS_SPORTS_PATHS,
  opsSportsCancelSchema,
  opsSportsFixtureIdParamsSchema,
  opsSportsFixtureSchema,
  opsSportsFixturesQuerySchema,
  opsSportsResultSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { opsActor, registerOpsScope } from '../../lib/opsGuard';
import { minorToNumber } from '../../lib/money';
import { ok } from '../../plugins/envelope';
import * as repo from './repository';
import { fixtureView } from './service';
import { cancelFixture, enterResult } from './settlement';

/**
 * Operator: the sportsbook's fixtures, a fixture's result (entered once; a correction reverses its
 * bets and settles them again) and its cancellation (every leg on it void)
 * (`npm run ops -- sports fixtures|result|cancel`).
 */
export function registerSportsOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  registerOpsScope(root, ctx, (app) => {
    const permission = 'games.manage' as const;
    const one = { 200: envelopeSchema(opsSportsFixtureSchema) };
    const toOps = (r: Awaited<ReturnType<typeof repo.opsFixtures>>[number]) => ({
      ...fixtureView(r.fixture, r.league, 'en'),
      source: r.fixture.source as 'feed' | 'operator',
      resultVersion: r.fixture.resultVersion,
      bets: r.bets,
      stakes: minorToNumber(BigInt(r.stakes)),
    });
    const opsView = async (id: number) => toOps((await repo.opsFixtures(ctx.db, { limit: 1, id }))[0]!);

    app.get(
      OPS_SPORTS_PATHS.fixtures,
      {
        config: { permission },
        schema: {
          querystring: opsSportsFixturesQuerySchema,
          response: { 200: envelopeSchema(z.array(opsSportsFixtureSchema)) },
        },
      },
      async (req) => ok((await repo.opsFixtures(ctx.db, req.query)).map(toOps)),
    );
    app.post(
      OPS_SPORTS_PATHS.result,
      {
        config: { permission, audit: 'sports.result' },
        schema: { params: opsSportsFixtureIdParamsSchema, body: opsSportsResultSchema, response: one },
      },
      async (req) => {
        await enterResult(ctx, req.params.id, req.body, opsActor(req).name);
        return ok(await opsView(req.params.id));
      },
    );
    app.post(
      OPS_SPORTS_PATHS.cancel,
      {
        config: { permission, audit: 'sports.cancel' },
        schema: { params: opsSportsFixtureIdParamsSchema, body: opsSportsCancelSchema, response: one },
      },
      async (req) => {
        await cancelFixture(ctx, req.params.id, req.body.reason, opsActor(req).name);
        return ok(await opsView(req.params.id));
      },
    );
  });
}
