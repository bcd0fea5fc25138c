import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelopeSchema, OPS_RG_PATHS, opsRgMemberSchema } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { memberByUsername } from '../accounts/service';
import { depositsOf } from './routes';
import { operatorView } from './service';

const brandQuery = z.object({ brand: z.string().min(1).max(64) });

/**
 * Operator: a member's responsible-gaming settings and the whole history of changes (`npm run ops -- rg show`,
 * the console's member page). Read only: an operator shortens nothing the member set.
 */
export function registerResponsibleGamingOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  const deposits = depositsOf(ctx);
  ctx.ops.scope(root, (app) => {
    app.get(
      OPS_RG_PATHS.member,
      {
        config: { permission: 'rg.read' },
        schema: {
          querystring: brandQuery,
          params: z.object({ username: z.string().min(1).max(64) }),
          response: { 200: envelopeSchema(opsRgMemberSchema) },
        },
      },
      async (req) => {
        const brand = (await ctx.ops.brands(req, req.query.brand))[0]!;
        const member = await memberByUsername(ctx.db, brand.id, req.params.username);
        if (!member) throw new AppError('not_found', `Unknown member ${req.params.username}`, 'username');
        const who = { merchantId: brand.id, memberId: member.id, timeZone: brand.timeZone };
        return ok(await operatorView(ctx.db, { ...who, username: member.username }, ctx.now(), deposits));
      },
    );
  });
}
