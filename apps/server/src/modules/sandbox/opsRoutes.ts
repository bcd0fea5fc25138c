import type { FastifyInstance } from 'fastify';
import { envelopeSchema, OPS_MONEY_PATHS, opsSandboxVendorBodySchema } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { setSandboxVendorMode } from './service';

/**
 * Operator: the sandbox vendor's mode. Registered whether or not the sandboxes are mounted, as the
 * other money operator routes are.
 */
export function registerSandboxOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    app.post(
      OPS_MONEY_PATHS.sandboxVendorMode,
      {
        config: { permission: 'sandbox.manage' },
        schema: { body: opsSandboxVendorBodySchema, response: { 200: envelopeSchema(opsSandboxVendorBodySchema) } },
      },
      async (req) => {
        await setSandboxVendorMode(ctx, req.body.vendor, req.body.mode);
        return ok(req.body);
      },
    );
  });
}
