import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  agentContractPageSchema,
  agentContractSchema,
  contractFeaturesSchema,
  contractPayoutPageSchema,
  envelopeSchema,
  OPS_AGENT_CONTRACT_PATHS,
  opsContractBrandQuerySchema,
  opsContractsQuerySchema,
  opsFeaturesBodySchema,
  opsPayoutsQuerySchema,
  opsRerunBodySchema,
  opsTerminateBodySchema,
  rerunResultSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { memberByUsername } from '../accounts/service';
import type { Merchant } from '../brands/service';
import * as repo from './repository';
import { contractFeatures, contractView, payoutView, setContractFeatures, terminateByOperator } from './service';
import { rerun } from './settlement';
import { listPage, pageWindow } from '../../db/paging';

/** Operator: agents' contracts and payouts, the brand's switches, re-runs (`npm run ops -- agent …`). */
export function registerAgentContractOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    const brandOf = async (req: FastifyRequest, code: string) => (await ctx.ops.brands(req, code))[0]!;
    const memberIdOf = async (brand: Merchant, username: string | undefined) => {
      if (username === undefined) return undefined;
      const m = await memberByUsername(ctx.db, brand.id, username.trim().toLowerCase());
      if (!m) throw new AppError('not_found', 'Unknown member', 'username');
      return m.id;
    };

    app.get(
      OPS_AGENT_CONTRACT_PATHS.contracts,
      {
        config: { permission: 'agents.read' },
        schema: { querystring: opsContractsQuerySchema, response: { 200: envelopeSchema(agentContractPageSchema) } },
      },
      async (req) => {
        const q = req.query;
        const brand = await brandOf(req, q.brand);
        const { rows, total } = await repo.listContracts(
          ctx.db,
          { merchantId: brand.id, partyId: await memberIdOf(brand, q.username), kind: q.kind, status: q.status },
          pageWindow(q),
        );
        return ok(listPage(rows.map(contractView), total, q));
      },
    );

    app.post(
      OPS_AGENT_CONTRACT_PATHS.terminate,
      {
        config: { permission: 'agents.manage', audit: 'agent.contract.terminate' },
        schema: { body: opsTerminateBodySchema, response: { 200: envelopeSchema(agentContractSchema) } },
      },
      async (req) => ok(await terminateByOperator(ctx, await brandOf(req, req.body.brand), req.body.contractId)),
    );

    app.get(
      OPS_AGENT_CONTRACT_PATHS.payouts,
      {
        config: { permission: 'agents.read' },
        schema: { querystring: opsPayoutsQuerySchema, response: { 200: envelopeSchema(contractPayoutPageSchema) } },
      },
      async (req) => {
        const q = req.query;
        const brand = await brandOf(req, q.brand);
        const { rows, total } = await repo.listPayouts(
          ctx.db,
          {
            merchantId: brand.id,
            partyId: await memberIdOf(brand, q.username),
            contractId: q.contractId,
            kind: q.kind,
          },
          pageWindow(q),
        );
        return ok(listPage(rows.map(payoutView), total, q));
      },
    );

    app.get(
      OPS_AGENT_CONTRACT_PATHS.features,
      {
        config: { permission: 'agents.read' },
        schema: { querystring: opsContractBrandQuerySchema, response: { 200: envelopeSchema(contractFeaturesSchema) } },
      },
      async (req) => ok(await contractFeatures(ctx.db, (await brandOf(req, req.query.brand)).id)),
    );

    app.put(
      OPS_AGENT_CONTRACT_PATHS.features,
      {
        config: { permission: 'agents.manage', audit: 'agent.features' },
        schema: {
          querystring: opsContractBrandQuerySchema,
          body: opsFeaturesBodySchema,
          response: { 200: envelopeSchema(contractFeaturesSchema) },
        },
      },
      async (req) => ok(await setContractFeatures(ctx.db, (await brandOf(req, req.query.brand)).id, req.body)),
    );

    app.post(
      OPS_AGENT_CONTRACT_PATHS.rerun,
      {
        config: { permission: 'agents.manage', audit: 'agent.rerun' },
        schema: { body: opsRerunBodySchema, response: { 200: envelopeSchema(rerunResultSchema) } },
      },
      async (req) => {
        const { brand: code, ...q } = req.body;
        return ok(await rerun(ctx, await brandOf(req, code), q));
      },
    );
  });
}
