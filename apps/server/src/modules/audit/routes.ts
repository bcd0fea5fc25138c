import type { FastifyInstance } from 'fastify';
import {
  OPERATOR_PATHS,
  auditPageSchema,
  auditQuerySchema,
  auditVerifySchema,
  envelopeSchema,
  type AuditEntry,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { findMerchantByCode, listMerchants } from '../brands/service';
import { AppError } from '../../lib/errors';
import { listAudit, verifyAuditChain, type AuditRow } from './service';
import { listPage, pageWindow } from '../../db/paging';

const DAY = 86_400_000;

/** The audit log for the console and `npm run ops -- audit list|verify`. */
export function registerAuditRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    app.get(
      OPERATOR_PATHS.audit,
      {
        config: { permission: 'audit.read' },
        schema: { querystring: auditQuerySchema, response: { 200: envelopeSchema(auditPageSchema) } },
      },
      async (req) => {
        const actor = ctx.ops.actor(req);
        const q = req.query;
        let merchantIds = actor.merchantIds;
        if (q.brand) {
          const m = await findMerchantByCode(ctx.db, q.brand);
          if (!m || (merchantIds && !merchantIds.includes(m.id)))
            throw new AppError('merchant_not_found', undefined, 'brand');
          merchantIds = [m.id];
        }
        const { rows, total } = await listAudit(
          ctx.db,
          {
            actor: q.actor,
            action: q.action,
            merchantIds,
            from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
            to: q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY) : undefined,
          },
          pageWindow(q),
        );
        const codes = new Map((await listMerchants(ctx.db)).map((m) => [m.id, m.code]));
        return ok(
          listPage(
            rows.map((r) => entryView(r, codes)),
            total,
            q,
          ),
        );
      },
    );
    app.get(
      OPERATOR_PATHS.auditVerify,
      { config: { permission: 'audit.read' }, schema: { response: { 200: envelopeSchema(auditVerifySchema) } } },
      async () => ok(await verifyAuditChain(ctx.db)),
    );
  });
}

function entryView(row: AuditRow, codes: Map<number, string>): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorKind: row.actorKind as AuditEntry['actorKind'],
    actorId: row.actorId,
    actorName: row.actorName,
    brand: row.merchantId === null ? null : (codes.get(row.merchantId) ?? String(row.merchantId)),
    action: row.action,
    target: row.target,
    ip: row.ip,
    before: row.before ?? null,
    after: row.after ?? null,
    hash: row.hash,
  };
}
