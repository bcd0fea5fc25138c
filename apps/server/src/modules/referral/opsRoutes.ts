import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  OPS_REFERRAL_PATHS,
  opsReferralEvaluateSchema,
  opsReferralListQuerySchema,
  opsReferralMemberSchema,
  opsReferralPageSchema,
  opsReferralSettingsBodySchema,
  opsReferralSettingsSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { memberByUsername } from '../accounts/service';
import { memberView, referralList, saveSettings, settingsView } from './operator';
import { evaluateDueReferrals } from './service';

const brandQuery = z.object({ brand: z.string().min(1).max(64).optional() });

/**
 * Operator (docs/API.md "Referral"): the brands' referral rules (loyalty.manage; each change audited with its
 * before and after), the referrals with their states and reasons, a member's side, and evaluating the due
 * friends now (`npm run ops -- referral settings|list|member|evaluate`, the console's referral pages).
 */
export function registerReferralOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    app.get(
      OPS_REFERRAL_PATHS.settings,
      {
        config: { permission: 'loyalty.manage' },
        schema: { querystring: brandQuery, response: { 200: envelopeSchema(z.array(opsReferralSettingsSchema)) } },
      },
      async (req) => {
        const brands = await ctx.ops.brands(req, req.query.brand);
        return ok(await Promise.all(brands.map((b) => settingsView(ctx, b))));
      },
    );

    app.put(
      OPS_REFERRAL_PATHS.settings,
      {
        config: { permission: 'loyalty.manage', audit: false },
        schema: {
          body: opsReferralSettingsBodySchema,
          response: { 200: envelopeSchema(z.array(opsReferralSettingsSchema)) },
        },
      },
      async (req) => {
        const brands = await ctx.ops.brands(req, req.body.brand);
        return ok(await saveSettings(ctx, ctx.ops.actor(req), brands, req.body));
      },
    );

    app.get(
      OPS_REFERRAL_PATHS.referrals,
      {
        config: { permission: 'members.read' },
        schema: { querystring: opsReferralListQuerySchema, response: { 200: envelopeSchema(opsReferralPageSchema) } },
      },
      async (req) => {
        const { brand, username, ...q } = req.query;
        const brands = await ctx.ops.brands(req, brand);
        let memberIds: number[] | undefined;
        if (username) {
          memberIds = [];
          for (const b of brands) {
            const m = await memberByUsername(ctx.db, b.id, username);
            if (m) memberIds.push(m.id);
          }
        }
        return ok(await referralList(ctx, brands, { ...q, memberIds }));
      },
    );

    app.get(
      OPS_REFERRAL_PATHS.member,
      {
        config: { permission: 'members.read' },
        schema: {
          querystring: brandQuery,
          params: z.object({ username: z.string().min(1).max(64) }),
          response: { 200: envelopeSchema(opsReferralMemberSchema) },
        },
      },
      async (req) => {
        for (const b of await ctx.ops.brands(req, req.query.brand)) {
          const m = await memberByUsername(ctx.db, b.id, req.params.username);
          if (m) return ok(await memberView(ctx, b, m));
        }
        throw new AppError('not_found', `Unknown member ${req.params.username}`, 'username');
      },
    );

    app.post(
      OPS_REFERRAL_PATHS.evaluate,
      {
        config: { permission: 'jobs.run', audit: 'referral.evaluate' },
        schema: { body: z.object({}).optional(), response: { 200: envelopeSchema(opsReferralEvaluateSchema) } },
      },
      async () => ok({ processed: await evaluateDueReferrals(ctx) }),
    );
  });
}
