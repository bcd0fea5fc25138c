import type { FastifyInstance } from 'fastify';
import { envelopeSchema, OPS_MONEY_PATHS, opsRunJobBodySchema, opsRunJobSchema } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { registerOpsScope } from '../../lib/opsGuard';
import { ok } from '../../plugins/envelope';
import { runMoneyJob } from './service';

/** Operator: run one money job now (`npm run ops -- jobs run <name>`). */
export function registerJobOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  registerOpsScope(root, ctx, (app) => {
    app.post(
      OPS_MONEY_PATHS.runJob,
      {
        config: { permission: 'jobs.run' },
        schema: { body: opsRunJobBodySchema, response: { 200: envelopeSchema(opsRunJobSchema) } },
      },
      async (req) => ok(await runMoneyJob(ctx, req.body.job)),
    );
  });
}
