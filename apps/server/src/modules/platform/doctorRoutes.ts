import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DOCTOR_PATH, doctorReportSchema, envelopeSchema } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { safetyChecks } from './safety';

/** `npm run ops -- doctor`: the production start's checks (safety.ts) for this running server, inside the ops scope. */
export function registerDoctorOpsRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    DOCTOR_PATH,
    { config: { permission: 'config.manage' }, schema: { response: { 200: envelopeSchema(doctorReportSchema) } } },
    async () => ok({ production: ctx.config.production, checks: await safetyChecks(ctx.config, ctx.db) }),
  );
}
