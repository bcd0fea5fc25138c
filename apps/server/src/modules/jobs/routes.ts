import type { FastifyInstance } from 'fastify';
import {
  envelopeSchema,
  OPS_MONEY_PATHS,
  opsRunJobBodySchema,
  opsRunJobSchema,
  opsTestClockBodySchema,
  opsTestClockSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { runMoneyJob } from './service';

/** Operator: run one money job now (`npm run ops -- jobs run <name>`); on a TEST_CLOCK server, move the clock. */
export function registerJobOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    app.post(
      OPS_MONEY_PATHS.runJob,
      {
        config: { permission: 'jobs.run' },
        schema: { body: opsRunJobBodySchema, response: { 200: envelopeSchema(opsRunJobSchema) } },
      },
      async (req) => ok(await runMoneyJob(ctx, req.body.job)),
    );
    const shift = ctx.shiftClock;
    // Absent (404) unless the server was started with TEST_CLOCK=1.
    if (shift) {
      app.post(
        OPS_MONEY_PATHS.testClock,
        {
          config: { permission: 'jobs.run' },
          schema: { body: opsTestClockBodySchema, response: { 200: envelopeSchema(opsTestClockSchema) } },
        },
        async (req) => ok({ now: shift(req.body.advanceMinutes * 60_000).toISOString() }),
      );
    }
  });
}
