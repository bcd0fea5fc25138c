import crypto from 'node:crypto';
import type { ErrorCode, OpsPermission } from '@lotus/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit/service';
import { listMerchants, type Merchant } from '../brands/service';
import { decisionHooks } from './decisions';
import { auditActorOf, auditOps, automationActor, resolveOperatorSession } from './service';
import type { OpsActor, OpsGuard, OpsRoutes } from './types';

export type { OpsGuard } from './types';

/**
 * The /ops API's door. Every route declares what it needs in `config.permission`: a permission, or
 * 'session' (any signed-in operator, even one that must still change its password or set up
 * two-factor), or 'public' (the sign-in itself). A route without one fails at start-up, so no ops
 * call can be added unguarded. The caller is an operator (`Authorization: Bearer <token>`) or the
 * shared operator key (`X-Ops-Key`, logged as "automation"). Successful changes are recorded in the
 * audit log by the scope (`config.audit` names the action, or `false` when the route records its
 * own entry with before and after); refusals of a signed-in caller are recorded too.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: OpsPermission | 'session' | 'public';
    /** The audit action of a successful non-GET call; false: the route records its own entry. */
    audit?: string | false;
  }
  interface FastifyRequest {
    /** Who called the /ops API (set by the ops scope's guard). */
    operator?: OpsActor;
  }
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest();

const withZod = (scope: FastifyInstance) => scope.withTypeProvider<ZodTypeProvider>();

/** The caller of an ops route (the guard has run; 'public' routes have none). */
function opsActor(req: FastifyRequest): OpsActor {
  if (!req.operator) throw new AppError('ops_key_invalid');
  return req.operator;
}

async function authenticate(ctx: AppContext, req: FastifyRequest, expectedKey: Buffer): Promise<OpsActor> {
  const key = req.headers['x-ops-key'];
  if (typeof key === 'string') {
    if (!crypto.timingSafeEqual(sha256(key), expectedKey)) throw new AppError('ops_key_invalid');
    return automationActor(ctx, req.ip);
  }
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) {
    return resolveOperatorSession(ctx, auth.slice('Bearer '.length).trim(), req.ip);
  }
  throw new AppError('ops_key_invalid');
}

function deny(
  ctx: AppContext,
  actor: OpsActor,
  req: FastifyRequest,
  permission: string,
  code: 'permission_denied' | 'operator_setup_required',
): Promise<never> {
  return recordAudit(
    ctx.db,
    auditActorOf(actor),
    { action: 'ops.denied', target: `${req.method} ${req.routeOptions.url ?? req.url}`, after: { permission, code } },
    ctx.now(),
  ).then(() => {
    throw new AppError(code);
  });
}

/** Registers operator routes in a scope of their own, behind the operator's permissions (see above). */
function registerOpsScope(root: FastifyInstance, ctx: AppContext, routes: OpsRoutes): void {
  const expectedKey = sha256(ctx.opsKey);
  root.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      if (!route.config?.permission) throw new Error(`ops route ${route.method} ${route.url} declares no permission`);
    });
    scope.addHook('onRequest', async (req) => {
      const permission = req.routeOptions.config.permission;
      if (permission === 'public') return;
      const actor = await authenticate(ctx, req, expectedKey);
      req.operator = actor;
      if (permission === 'session') return;
      if (actor.setupPending) return deny(ctx, actor, req, permission ?? '', 'operator_setup_required');
      if (!permission || !actor.permissions.has(permission)) {
        return deny(ctx, actor, req, permission ?? '', 'permission_denied');
      }
    });
    // Written before the answer leaves (onSend), so a caller that reads the log next finds its change.
    scope.addHook('onSend', async (req, reply, payload) => {
      const { audit } = req.routeOptions.config;
      if (req.method === 'GET' || audit === false || reply.statusCode >= 400 || !req.operator) return payload;
      try {
        await recordAudit(
          ctx.db,
          auditActorOf(req.operator),
          { action: audit ?? `${req.method} ${req.routeOptions.url}`, target: targetOf(req), after: redact(req.body) },
          ctx.now(),
        );
      } catch (err) {
        req.log.error({ err }, 'audit log write failed');
      }
      return payload;
    });
    routes(withZod(scope));
  });
}

/** The route's parameters as the audit row's target (`id=12`), if it has any. */
function targetOf(req: FastifyRequest): string | null {
  const params = req.params as Record<string, unknown> | undefined;
  if (!params || Object.keys(params).length === 0) return null;
  return Object.entries(params)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
}

const SECRET_FIELD = /password|secret|token|key|code$/i;

/** A request body without its secrets, for the audit log. */
function redact(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(redact);
  if (!body || typeof body !== 'object') return body ?? null;
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, SECRET_FIELD.test(k) ? '***' : redact(v)]),
  );
}

/** Whether the caller works on this brand. */
const inOpsScope = (actor: OpsActor, merchantId: number) =>
  actor.merchantIds === null || actor.merchantIds.includes(merchantId);

/** Refuses a record of a brand outside the caller's scope (as if it did not exist: `code`). */
function assertOpsScope(req: FastifyRequest, merchantId: number, code: ErrorCode = 'not_found'): void {
  if (!inOpsScope(opsActor(req), merchantId)) throw new AppError(code);
}

/**
 * The brands an operator command applies to: the one named, or every brand the caller works on.
 * A brand outside the caller's scope is refused.
 */
async function opsBrands(ctx: AppContext, req: FastifyRequest, brand: string | undefined): Promise<Merchant[]> {
  const actor = opsActor(req);
  if (!brand) return (await listMerchants(ctx.db)).filter((m) => inOpsScope(actor, m.id));
  const m = (await listMerchants(ctx.db)).find((x) => x.code === brand.toUpperCase());
  if (!m) throw new AppError('merchant_not_found', `Unknown brand ${brand}`, 'brand');
  if (!inOpsScope(actor, m.id))
    throw new AppError('permission_denied', `Brand ${brand} is outside your scope`, 'brand');
  return [m];
}

/** The ids of the brands an operator command applies to (opsBrands). */
const opsBrandIds = async (ctx: AppContext, req: FastifyRequest, brand: string | undefined): Promise<number[]> =>
  (await opsBrands(ctx, req, brand)).map((b) => b.id);

export function createOpsGuard(ctx: AppContext): OpsGuard {
  return {
    scope: (root, routes) => registerOpsScope(root, ctx, routes),
    actor: opsActor,
    brands: (req, brand) => opsBrands(ctx, req, brand),
    brandIds: (req, brand) => opsBrandIds(ctx, req, brand),
    async brandCodes() {
      const codes = new Map((await listMerchants(ctx.db)).map((m) => [m.id, m.code]));
      return (id: number) => codes.get(id) ?? String(id);
    },
    async oneBrand(req, brand) {
      const brands = await opsBrands(ctx, req, brand);
      if (brands.length !== 1) throw new AppError('validation_failed', 'Name the brand', 'brand');
      return brands[0]!;
    },
    assertScope: assertOpsScope,
    inScope: inOpsScope,
    audit: (tx, actor, event) => auditOps(ctx, tx, actor, event),
    decisionHooks: (actor, item) => decisionHooks(ctx, actor, item),
    decider(req, item) {
      const actor = opsActor(req);
      return { name: actor.name, hooks: decisionHooks(ctx, actor, item) };
    },
  };
}
