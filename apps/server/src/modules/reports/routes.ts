import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BUSINESS_REPORT_PATHS,
  OPS_REPORT_PATHS,
  agentDetailQuerySchema,
  agentDetailSchema,
  agentListQuerySchema,
  agentListSchema,
  agentMoveBodySchema,
  agentMoveResultSchema,
  dashboardQuerySchema,
  dashboardSchema,
  envelopeSchema,
  ggrQuerySchema,
  ggrReportSchema,
  playersReportSchema,
  pnlQuerySchema,
  pnlReportSchema,
  promotionCostReportSchema,
  reportRangeSchema,
} from '@lotus/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sendCsv } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { ggrReport, playersReport } from './business';
import { ggrCsv, playersCsv, pnlCsv, promotionCostCsv } from './csv';
import { agentDetail, agentLevel, dashboard, moveMember, pnlReport, promotionCostReport } from './service';

/** A report's answer: the envelope (a CSV file, text/csv, is sent as it is and skips the serializer). */
const reportResponse = <T extends z.ZodType>(schema: T) => ({ 200: envelopeSchema(schema) });

/** The brand an agent call works on: the one named, else the caller's first. */
async function oneBrand(ctx: AppContext, req: FastifyRequest, code: string | undefined) {
  const brand = (await ctx.ops.brands(req, code))[0];
  if (!brand) throw new AppError('merchant_not_found', 'No brand in your scope', 'brand');
  return brand;
}

const scopeName = (brand: string | undefined) => brand ?? 'all';

/**
 * The operator's dashboard, reports and agent tree (docs/API.md "Operator console: dashboard, reports,
 * agents"); `npm run ops -- report|dashboard|agents` and the console's pages call them.
 */
export function registerReportRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    app.get(
      OPS_REPORT_PATHS.dashboard,
      {
        config: { permission: 'dashboard.read' },
        schema: { querystring: dashboardQuerySchema, response: { 200: envelopeSchema(dashboardSchema) } },
      },
      async (req) => ok(await dashboard(ctx.db, await ctx.ops.brands(req, req.query.brand), req.query.days, ctx.now())),
    );

    app.get(
      OPS_REPORT_PATHS.pnl,
      {
        config: { permission: 'reports.read' },
        schema: { querystring: pnlQuerySchema, response: reportResponse(pnlReportSchema) },
      },
      async (req, reply) => {
        const q = req.query;
        const report = await pnlReport(ctx.db, await ctx.ops.brands(req, q.brand), q);
        if (q.format !== 'csv') return ok(report);
        return sendCsv(reply, `pnl-${q.by}-${scopeName(q.brand)}-${q.from}_${q.to}.csv`, pnlCsv(report));
      },
    );

    app.get(
      OPS_REPORT_PATHS.promotionCost,
      {
        config: { permission: 'reports.read' },
        schema: { querystring: reportRangeSchema, response: reportResponse(promotionCostReportSchema) },
      },
      async (req, reply) => {
        const q = req.query;
        const report = await promotionCostReport(ctx.db, await ctx.ops.brands(req, q.brand), q);
        if (q.format !== 'csv') return ok(report);
        return sendCsv(reply, `promotion-cost-${scopeName(q.brand)}-${q.from}_${q.to}.csv`, promotionCostCsv(report));
      },
    );

    app.get(
      BUSINESS_REPORT_PATHS.ggr,
      {
        config: { permission: 'reports.read' },
        schema: { querystring: ggrQuerySchema, response: reportResponse(ggrReportSchema) },
      },
      async (req, reply) => {
        const q = req.query;
        const report = await ggrReport(ctx.db, await ctx.ops.brands(req, q.brand), q);
        if (q.format !== 'csv') return ok(report);
        return sendCsv(reply, `ggr-${q.by}-${scopeName(q.brand)}-${q.from}_${q.to}.csv`, ggrCsv(report));
      },
    );

    app.get(
      BUSINESS_REPORT_PATHS.players,
      {
        config: { permission: 'reports.read' },
        schema: { querystring: reportRangeSchema, response: reportResponse(playersReportSchema) },
      },
      async (req, reply) => {
        const q = req.query;
        const report = await playersReport(ctx.db, await ctx.ops.brands(req, q.brand), q);
        if (q.format !== 'csv') return ok(report);
        return sendCsv(reply, `players-${scopeName(q.brand)}-${q.from}_${q.to}.csv`, playersCsv(report));
      },
    );

    app.get(
      OPS_REPORT_PATHS.agents,
      {
        config: { permission: 'agents.read' },
        schema: { querystring: agentListQuerySchema, response: { 200: envelopeSchema(agentListSchema) } },
      },
      async (req) => {
        const brand = await oneBrand(ctx, req, req.query.brand);
        return ok(await agentLevel(ctx.db, brand, req.query, ctx.now()));
      },
    );

    app.get(
      OPS_REPORT_PATHS.agent,
      {
        config: { permission: 'agents.read' },
        schema: {
          params: z.object({ username: z.string().min(1).max(64) }),
          querystring: agentDetailQuerySchema,
          response: { 200: envelopeSchema(agentDetailSchema) },
        },
      },
      async (req) => {
        const brand = await oneBrand(ctx, req, req.query.brand);
        return ok(await agentDetail(ctx.db, brand, req.params.username, req.query, ctx.now()));
      },
    );

    app.post(
      OPS_REPORT_PATHS.agentMove,
      {
        config: { permission: 'agents.manage', audit: false },
        schema: { body: agentMoveBodySchema, response: { 200: envelopeSchema(agentMoveResultSchema) } },
      },
      async (req) => {
        const brand = await oneBrand(ctx, req, req.body.brand);
        return ok(await moveMember(ctx, ctx.ops.actor(req), brand, req.body));
      },
    );
  });
}
