import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AGENT_PATHS,
  agentLinksSchema,
  agentNoticesQuerySchema,
  agentOverviewSchema,
  agentRegisterBodySchema,
  agentRegisterResultSchema,
  announcementPageSchema,
  envelopeSchema,
  teamMemberDetailSchema,
  teamMemberFiguresQuerySchema,
  teamMemberParamsSchema,
  teamMembersPageSchema,
  teamMembersQuerySchema,
  transactionHistoryQuerySchema,
  transactionHistorySchema,
  type AgentRegisterResult,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ensureAffiliateCode, registerDownline } from '../accounts/service';
import { announcementPage } from '../announcements/service';
import { transactionHistory } from '../wallets/service';
import { teamMemberDetail, teamMembers, teamOverview } from './figures';
import { requireTeamAgent } from './service';

/** The address the site was reached at: the registration link names it. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * The agent centre's team calls (issue 14, docs/API.md "Agent centre"): every one needs an agent's session
 * (requireAgent) and sees the agent's own team only.
 */
export function registerAgentRoutes(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const requireAgent = app.auth.requireAgent;

    app.get(
      AGENT_PATHS.notices,
      {
        preHandler: requireAgent,
        schema: { querystring: agentNoticesQuerySchema, response: { 200: envelopeSchema(announcementPageSchema) } },
      },
      async (req) =>
        ok(await announcementPage(ctx.db, req.merchant.id, req.language, { ...req.query, types: ['A'] }, ctx.now())),
    );

    app.get(
      AGENT_PATHS.overview,
      { preHandler: requireAgent, schema: { response: { 200: envelopeSchema(agentOverviewSchema) } } },
      async (req) => ok(await teamOverview(ctx.db, req.merchant, memberOf(req), ctx.now())),
    );

    app.get(
      AGENT_PATHS.links,
      { preHandler: requireAgent, schema: { response: { 200: envelopeSchema(agentLinksSchema) } } },
      async (req) => {
        const code = await ensureAffiliateCode(ctx, req.merchant.id, memberOf(req).id);
        return ok({
          affiliateCode: code,
          registerUrl: `${originOf(req)}/register?affiliateCode=${encodeURIComponent(code)}`,
        });
      },
    );

    app.post(
      AGENT_PATHS.register,
      {
        preHandler: requireAgent,
        schema: { body: agentRegisterBodySchema, response: { 200: envelopeSchema(agentRegisterResultSchema) } },
      },
      async (req) => {
        const created = await registerDownline(ctx, req.merchant, memberOf(req), req.body);
        return ok({ ...created, isAgent: created.isAgent as AgentRegisterResult['isAgent'] });
      },
    );

    app.get(
      AGENT_PATHS.members,
      {
        preHandler: requireAgent,
        schema: { querystring: teamMembersQuerySchema, response: { 200: envelopeSchema(teamMembersPageSchema) } },
      },
      async (req) => ok(await teamMembers(ctx.db, requireTeamAgent(req), req.query, ctx.now())),
    );

    app.get(
      AGENT_PATHS.member,
      {
        preHandler: requireAgent,
        schema: {
          params: teamMemberParamsSchema,
          querystring: teamMemberFiguresQuerySchema,
          response: { 200: envelopeSchema(teamMemberDetailSchema) },
        },
      },
      async (req) =>
        ok(
          await teamMemberDetail(
            ctx.db,
            req.merchant,
            requireTeamAgent(req),
            req.params.memberId,
            req.query,
            ctx.now(),
          ),
        ),
    );

    app.get(
      AGENT_PATHS.transactions,
      {
        preHandler: requireAgent,
        schema: {
          querystring: transactionHistoryQuerySchema,
          response: { 200: envelopeSchema(transactionHistorySchema) },
        },
      },
      async (req) => ok(await transactionHistory(ctx.db, req.merchant, memberOf(req).id, req.query, ctx.now())),
    );
  });
}
