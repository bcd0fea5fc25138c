import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  missionIdParamsSchema,
  OPS_MISSION_PATHS,
  opsMissionCreateSchema,
  opsMissionMemberQuerySchema,
  opsMissionMemberSchema,
  opsMissionPatchSchema,
  opsMissionSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { ok } from '../../plugins/envelope';
import { auditOps } from '../operators/service';
import { changeMission, createMission, memberMissionsForOps, opsMissions } from './service';

const brandQuery = z.object({ brand: z.string().min(1).max(64) });

/**
 * Operator: the brand's missions and a member's progress (`npm run ops -- mission list|add|set|member`, the
 * console's missions page). Additions and changes are audited with their values in the change's transaction.
 */
export function registerMissionOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    const brandOf = async (req: FastifyRequest, code: string) => (await ctx.ops.brands(req, code))[0]!;
    const permission = 'loyalty.manage' as const;
    const one = { 200: envelopeSchema(opsMissionSchema) };

    app.get(
      OPS_MISSION_PATHS.missions,
      {
        config: { permission },
        schema: { querystring: brandQuery, response: { 200: envelopeSchema(z.array(opsMissionSchema)) } },
      },
      async (req) => ok(await opsMissions(ctx.db, (await brandOf(req, req.query.brand)).id)),
    );
    app.post(
      OPS_MISSION_PATHS.missions,
      {
        config: { permission, audit: false },
        schema: { querystring: brandQuery, body: opsMissionCreateSchema, response: one },
      },
      async (req) => {
        const brand = await brandOf(req, req.query.brand);
        return ok(
          await inTransaction(ctx.db, async (tx) => {
            const created = await createMission(tx, brand.id, req.body, ctx.now());
            await auditOps(ctx, tx, ctx.ops.actor(req), {
              action: 'mission.add',
              merchantId: brand.id,
              target: `mission:${created.code}`,
              before: null,
              after: created,
            });
            return created;
          }),
        );
      },
    );
    app.patch(
      OPS_MISSION_PATHS.mission,
      {
        config: { permission, audit: false },
        schema: { querystring: brandQuery, params: missionIdParamsSchema, body: opsMissionPatchSchema, response: one },
      },
      async (req) => {
        const brand = await brandOf(req, req.query.brand);
        return ok(
          await inTransaction(ctx.db, async (tx) => {
            const change = await changeMission(tx, brand.id, req.params.id, req.body, ctx.now());
            await auditOps(ctx, tx, ctx.ops.actor(req), {
              action: 'mission.set',
              merchantId: brand.id,
              target: `mission:${change.after.code}`,
              before: change.before,
              after: change.after,
            });
            return change.after;
          }),
        );
      },
    );
    app.get(
      OPS_MISSION_PATHS.member,
      {
        config: { permission },
        schema: { querystring: opsMissionMemberQuerySchema, response: { 200: envelopeSchema(opsMissionMemberSchema) } },
      },
      async (req) => {
        const brand = await brandOf(req, req.query.brand);
        return ok(await memberMissionsForOps(ctx.db, brand, req.query.username, ctx.now()));
      },
    );
  });
}
