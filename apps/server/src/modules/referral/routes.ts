import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  REFERRAL_PATHS,
  referralFriendsPageSchema,
  referralFriendsQuerySchema,
  referralSummarySchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { friendsPage, summaryOf } from './service';

/** The origin the member's link names: the address the site was reached at. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * The member's referral page (docs/API.md "Referral"): the code, link and totals, and the invited friends.
 * Real members and agents only (a trial account is refused); referral_disabled when the promotion is off.
 */
export function registerReferralRoutes(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { requireRealMember } = app.auth;

    app.get(
      REFERRAL_PATHS.summary,
      { preHandler: requireRealMember, schema: { response: { 200: envelopeSchema(referralSummarySchema) } } },
      async (req) =>
        // The device: the server-signed device cookie (plugins/deviceCookie.ts), never a header the client picks.
        ok(await summaryOf(ctx, req.merchant, memberOf(req).id, originOf(req), req.deviceId)),
    );

    app.get(
      REFERRAL_PATHS.friends,
      {
        preHandler: requireRealMember,
        schema: {
          querystring: referralFriendsQuerySchema,
          response: { 200: envelopeSchema(referralFriendsPageSchema) },
        },
      },
      async (req) => ok(await friendsPage(ctx, req.merchant.id, memberOf(req).id, req.query)),
    );
  });
}
