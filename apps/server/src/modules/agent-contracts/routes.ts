import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AGENT_CONTRACT_PATHS,
  agentContractPageSchema,
  agentContractSchema,
  agentContractsQuerySchema,
  agentIncomeQuerySchema,
  agentIncomeSchema,
  agentPayoutsQuerySchema,
  CONTRACT_KINDS,
  contractIdParamsSchema,
  contractKindParamsSchema,
  contractOfferBodySchema,
  contractPayoutPageSchema,
  contractRelayBodySchema,
  contractRelayResultSchema,
  contractTemplateBodySchema,
  contractTemplateSchema,
  envelopeSchema,
  KIND_RELAYS,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import {
  agentContracts,
  agentIncome,
  agentPayouts,
  decideContract,
  offerContract,
  receivedContracts,
  requireKind,
  saveTemplate,
  templateOf,
  terminateContract,
} from './service';

/**
 * The agent centre's contracts (requireAgent): offers, lists, termination, templates, payouts and income;
 * and the downline's side, the SPEC §7 relays (requireRealMember: a member or an agent offered a contract).
 */
export function registerAgentContractRoutes(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const agent = { preHandler: app.auth.requireAgent };

    app.get(
      AGENT_CONTRACT_PATHS.contracts,
      {
        ...agent,
        schema: { querystring: agentContractsQuerySchema, response: { 200: envelopeSchema(agentContractPageSchema) } },
      },
      async (req) => ok(await agentContracts(ctx.db, req.merchant, memberOf(req).id, req.query)),
    );
    app.post(
      AGENT_CONTRACT_PATHS.contracts,
      { ...agent, schema: { body: contractOfferBodySchema, response: { 200: envelopeSchema(agentContractSchema) } } },
      async (req) => ok(await offerContract(ctx, req.merchant, memberOf(req).id, req.body)),
    );
    app.post(
      AGENT_CONTRACT_PATHS.terminate,
      { ...agent, schema: { params: contractIdParamsSchema, response: { 200: envelopeSchema(agentContractSchema) } } },
      async (req) => ok(await terminateContract(ctx, req.merchant, memberOf(req).id, req.params.id)),
    );
    app.get(
      AGENT_CONTRACT_PATHS.payouts,
      {
        ...agent,
        schema: { querystring: agentPayoutsQuerySchema, response: { 200: envelopeSchema(contractPayoutPageSchema) } },
      },
      async (req) => ok(await agentPayouts(ctx.db, req.merchant, memberOf(req).id, req.query, ctx.now())),
    );
    app.get(
      AGENT_CONTRACT_PATHS.income,
      {
        ...agent,
        schema: { querystring: agentIncomeQuerySchema, response: { 200: envelopeSchema(agentIncomeSchema) } },
      },
      async (req) => ok(await agentIncome(ctx.db, req.merchant, memberOf(req).id, req.query, ctx.now())),
    );
    app.get(
      AGENT_CONTRACT_PATHS.template,
      {
        ...agent,
        schema: { params: contractKindParamsSchema, response: { 200: envelopeSchema(contractTemplateSchema) } },
      },
      async (req) => {
        await requireKind(ctx.db, req.merchant.id, req.params.kind);
        return ok(await templateOf(ctx.db, memberOf(req).id, req.params.kind));
      },
    );
    app.put(
      AGENT_CONTRACT_PATHS.template,
      {
        ...agent,
        schema: {
          params: contractKindParamsSchema,
          body: contractTemplateBodySchema,
          response: { 200: envelopeSchema(contractTemplateSchema) },
        },
      },
      async (req) => {
        await requireKind(ctx.db, req.merchant.id, req.params.kind);
        return ok(await saveTemplate(ctx, memberOf(req).id, req.params.kind, req.body));
      },
    );

    // The downline's side, one relay per kind.
    for (const kind of CONTRACT_KINDS) {
      app.post(
        KIND_RELAYS[kind],
        {
          preHandler: app.auth.requireRealMember,
          schema: { body: contractRelayBodySchema, response: { 200: envelopeSchema(contractRelayResultSchema) } },
        },
        async (req) => {
          const me = memberOf(req).id;
          await requireKind(ctx.db, req.merchant.id, kind);
          const { action, contractId } = req.body;
          const contract =
            action === 'list' || contractId === undefined
              ? null
              : await decideContract(ctx, req.merchant, me, kind, contractId, action);
          return ok({ contract, contracts: await receivedContracts(ctx.db, req.merchant, me, kind) });
        },
      );
    }
  });
}
