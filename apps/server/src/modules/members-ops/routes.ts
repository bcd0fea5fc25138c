import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  historyQuerySchema,
  historySchema,
  OPS_MEMBER_PATHS,
  opsAdjustmentBodySchema,
  opsAdjustmentDecisionBodySchema,
  opsAdjustmentIdParamsSchema,
  opsAdjustmentPageSchema,
  opsAdjustmentRejectBodySchema,
  opsAdjustmentSchema,
  opsAdjustmentsQuerySchema,
  opsMemberIdParamsSchema,
  opsMemberLabelsBodySchema,
  opsMemberLabelsSchema,
  opsMemberLockBodySchema,
  opsMemberNoteBodySchema,
  opsMemberNoteSchema,
  opsMemberPageSchema,
  opsMemberPasswordBodySchema,
  opsMemberPasswordSchema,
  opsMemberProfileSchema,
  opsMemberSearchQuerySchema,
  opsMemberSessionsQuerySchema,
  opsMemberSessionsSchema,
  opsMemberStatementQuerySchema,
  opsMemberStatusSchema,
  opsMemberUnlockBodySchema,
  opsStatementPageSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import * as members from './service';

const idParams = opsMemberIdParamsSchema;
const memberAdjustmentsQuery = opsAdjustmentsQuerySchema.omit({ brand: true });

/**
 * The operator's members (issue 16): search, a member's page, its actions and manual adjustments. A
 * member of a brand outside the operator's scope is not found. Changes record their own audit entry
 * (before and after) in their transaction.
 */
export function registerMembersOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    app.get(
      OPS_MEMBER_PATHS.members,
      {
        config: { permission: 'members.read' },
        schema: { querystring: opsMemberSearchQuerySchema, response: { 200: envelopeSchema(opsMemberPageSchema) } },
      },
      async (req) => ok(await members.searchMembers(ctx, await ctx.ops.brands(req, req.query.brand), req.query)),
    );

    const found = (req: FastifyRequest, id: number) => members.findMember(ctx, ctx.ops.actor(req), id);

    app.get(
      OPS_MEMBER_PATHS.member,
      {
        config: { permission: 'members.read' },
        schema: { params: idParams, response: { 200: envelopeSchema(opsMemberProfileSchema) } },
      },
      async (req) => ok(await members.memberProfile(ctx, await found(req, req.params.id))),
    );

    app.get(
      OPS_MEMBER_PATHS.statement,
      {
        config: { permission: 'members.read' },
        schema: {
          params: idParams,
          querystring: opsMemberStatementQuerySchema,
          response: { 200: envelopeSchema(opsStatementPageSchema) },
        },
      },
      async (req) => ok(await members.memberStatement(ctx, await found(req, req.params.id), req.query)),
    );

    app.get(
      OPS_MEMBER_PATHS.bets,
      {
        config: { permission: 'members.read' },
        schema: { params: idParams, querystring: historyQuerySchema, response: { 200: envelopeSchema(historySchema) } },
      },
      async (req) =>
        ok(await members.memberBets(ctx, await found(req, req.params.id), req.query, req.query.language ?? 'vi')),
    );

    app.get(
      OPS_MEMBER_PATHS.sessions,
      {
        config: { permission: 'members.read' },
        schema: {
          params: idParams,
          querystring: opsMemberSessionsQuerySchema,
          response: { 200: envelopeSchema(opsMemberSessionsSchema) },
        },
      },
      async (req) => ok(await members.memberSessions(ctx, await found(req, req.params.id), req.query)),
    );

    app.get(
      OPS_MEMBER_PATHS.notes,
      {
        config: { permission: 'members.read' },
        schema: { params: idParams, response: { 200: envelopeSchema(z.array(opsMemberNoteSchema)) } },
      },
      async (req) => ok(await members.memberNotes(ctx, await found(req, req.params.id))),
    );

    app.post(
      OPS_MEMBER_PATHS.notes,
      {
        config: { permission: 'members.write', audit: false },
        schema: {
          params: idParams,
          body: opsMemberNoteBodySchema,
          response: { 200: envelopeSchema(opsMemberNoteSchema) },
        },
      },
      async (req) => ok(await members.addNote(ctx, ctx.ops.actor(req), await found(req, req.params.id), req.body.text)),
    );

    app.post(
      OPS_MEMBER_PATHS.labels,
      {
        config: { permission: 'members.write', audit: false },
        schema: {
          params: idParams,
          body: opsMemberLabelsBodySchema,
          response: { 200: envelopeSchema(opsMemberLabelsSchema) },
        },
      },
      async (req) =>
        ok({ labels: await members.changeLabels(ctx, ctx.ops.actor(req), await found(req, req.params.id), req.body) }),
    );

    app.post(
      OPS_MEMBER_PATHS.lock,
      {
        config: { permission: 'members.write', audit: false },
        schema: {
          params: idParams,
          body: opsMemberLockBodySchema,
          response: { 200: envelopeSchema(opsMemberStatusSchema) },
        },
      },
      async (req) =>
        ok(await members.lockMember(ctx, ctx.ops.actor(req), await found(req, req.params.id), true, req.body.reason)),
    );

    app.post(
      OPS_MEMBER_PATHS.unlock,
      {
        config: { permission: 'members.write', audit: false },
        schema: {
          params: idParams,
          body: opsMemberUnlockBodySchema.optional(),
          response: { 200: envelopeSchema(opsMemberStatusSchema) },
        },
      },
      async (req) =>
        ok(
          await members.lockMember(
            ctx,
            ctx.ops.actor(req),
            await found(req, req.params.id),
            false,
            req.body?.reason ?? null,
          ),
        ),
    );

    app.post(
      OPS_MEMBER_PATHS.password,
      {
        config: { permission: 'members.write', audit: false },
        schema: {
          params: idParams,
          body: opsMemberPasswordBodySchema.optional(),
          response: { 200: envelopeSchema(opsMemberPasswordSchema) },
        },
      },
      async (req) =>
        ok(
          await members.resetPassword(
            ctx,
            ctx.ops.actor(req),
            await found(req, req.params.id),
            req.body?.deliver ?? 'show',
          ),
        ),
    );

    app.get(
      OPS_MEMBER_PATHS.memberAdjustments,
      {
        config: { permission: 'members.read' },
        schema: {
          params: idParams,
          querystring: memberAdjustmentsQuery,
          response: { 200: envelopeSchema(opsAdjustmentPageSchema) },
        },
      },
      async (req) => {
        const f = await found(req, req.params.id);
        return ok(await members.listAdjustments(ctx, [f.merchant], { ...req.query, memberId: f.member.id }));
      },
    );

    app.post(
      OPS_MEMBER_PATHS.memberAdjustments,
      {
        config: { permission: 'members.adjust', audit: false },
        schema: {
          params: idParams,
          body: opsAdjustmentBodySchema,
          response: { 200: envelopeSchema(opsAdjustmentSchema.extend({ replayed: z.boolean() })) },
        },
      },
      async (req) =>
        ok(await members.requestAdjustment(ctx, ctx.ops.actor(req), await found(req, req.params.id), req.body)),
    );

    app.get(
      OPS_MEMBER_PATHS.adjustments,
      {
        config: { permission: 'adjustments.approve' },
        schema: { querystring: opsAdjustmentsQuerySchema, response: { 200: envelopeSchema(opsAdjustmentPageSchema) } },
      },
      async (req) => ok(await members.listAdjustments(ctx, await ctx.ops.brands(req, req.query.brand), req.query)),
    );

    app.post(
      OPS_MEMBER_PATHS.approve,
      {
        config: { permission: 'adjustments.approve', audit: false },
        schema: {
          params: opsAdjustmentIdParamsSchema,
          body: opsAdjustmentDecisionBodySchema.optional(),
          response: { 200: envelopeSchema(opsAdjustmentSchema) },
        },
      },
      async (req) =>
        ok(await members.decideAdjustment(ctx, ctx.ops.actor(req), req.params.id, 'approve', req.body?.note || null)),
    );

    app.post(
      OPS_MEMBER_PATHS.reject,
      {
        config: { permission: 'adjustments.approve', audit: false },
        schema: {
          params: opsAdjustmentIdParamsSchema,
          body: opsAdjustmentRejectBodySchema,
          response: { 200: envelopeSchema(opsAdjustmentSchema) },
        },
      },
      async (req) =>
        ok(await members.decideAdjustment(ctx, ctx.ops.actor(req), req.params.id, 'reject', req.body.note)),
    );
  });
}
