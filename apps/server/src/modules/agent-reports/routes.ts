import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AGENT_REPORT_PATHS,
  envelopeSchema,
  teamBettingQuerySchema,
  teamBettingSchema,
  userProfitQuerySchema,
  userProfitSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { sendCsv } from '../../lib/csv';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { teamBettingCsv, userProfitCsv } from './csv';
import { teamBetting, teamBettingRows, userProfit, type ReportCaller } from './service';

/**
 * The agent centre's team reports (docs/API.md "Agent centre: team reports"): agents only (requireAgent),
 * each call scoped to the caller's own subtree. `format=csv` answers the report as a CSV file.
 */
export function registerAgentReportRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { requireAgent } = app.auth;
  const callerOf = (req: Parameters<typeof memberOf>[0]): ReportCaller => {
    const agent = memberOf(req);
    return { agent: { id: agent.id, merchantId: agent.merchantId }, merchant: req.merchant, now: ctx.now() };
  };

  app.get(
    AGENT_REPORT_PATHS.teamBetting,
    {
      preHandler: requireAgent,
      schema: { querystring: teamBettingQuerySchema, response: { 200: envelopeSchema(teamBettingSchema) } },
    },
    async (req, reply) => {
      const c = callerOf(req);
      if (req.query.format !== 'csv') return ok(await teamBetting(ctx.db, c, req.query));
      const r = await teamBettingRows(ctx.db, c, req.query);
      return sendCsv(reply, `team-betting-${r.startDate}_${r.endDate}.csv`, teamBettingCsv(r));
    },
  );

  app.get(
    AGENT_REPORT_PATHS.userProfit,
    {
      preHandler: requireAgent,
      schema: { querystring: userProfitQuerySchema, response: { 200: envelopeSchema(userProfitSchema) } },
    },
    async (req, reply) => {
      const c = callerOf(req);
      if (req.query.format !== 'csv') return ok(await userProfit(ctx.db, c, req.query));
      const r = await userProfit(ctx.db, c, req.query, true);
      return sendCsv(reply, `user-profit-${r.startDate}_${r.endDate}.csv`, userProfitCsv(r));
    },
  );
}
