import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  MISSION_PATHS,
  missionClaimBodySchema,
  missionClaimSchema,
  missionLeaderboardSchema,
  missionSummarySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { moneyActionLimit } from '../wallets/service';
import { claimMission, missionLeaderboard, missionSummary } from './service';

/** The member's missions (docs/API.md "Missions"): MissionSummary, MissionLeaderboard and the claim. */
export function registerMissionRoutes(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { requireRealMember } = app.auth;
    const limit = moneyActionLimit(ctx);

    app.get(
      MISSION_PATHS.summary,
      { preHandler: requireRealMember, schema: { response: { 200: envelopeSchema(missionSummarySchema) } } },
      async (req) => ok(await missionSummary(ctx.db, req.merchant, memberOf(req).id, req.language, ctx.now())),
    );
    app.get(
      MISSION_PATHS.leaderboard,
      { preHandler: requireRealMember, schema: { response: { 200: envelopeSchema(missionLeaderboardSchema) } } },
      async (req) => ok(await missionLeaderboard(ctx.db, req.merchant, memberOf(req).id, ctx.now())),
    );
    app.post(
      MISSION_PATHS.claim,
      {
        preHandler: [app.auth.requireCapability('claimRewards'), limit],
        schema: { body: missionClaimBodySchema, response: { 200: envelopeSchema(missionClaimSchema) } },
      },
      async (req) => ok(await claimMission(ctx, req.merchant, memberOf(req).id, req.body.missionId, req.language)),
    );
  });
}
