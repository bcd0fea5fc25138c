import type { ErrorCode, OperatorRole, OpsPermission, QueueKind } from '@lotus/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../db/client';
import type { AuditEvent } from '../audit/service';
import type { Merchant } from '../brands/repository';

// The operators' types the context declares (ctx.ops): a leaf, importing no file that imports the context.

export interface OpsActor {
  kind: 'operator' | 'automation';
  id: number | null;
  name: string;
  role: OperatorRole | 'automation';
  permissions: ReadonlySet<OpsPermission>;
  /** The brands this actor works on; null: every brand. */
  merchantIds: number[] | null;
  ip: string;
  /** A password change or the two-factor set-up is pending: only the sign-in calls answer. */
  setupPending: boolean;
  sessionId: number | null;
}

/** What a decision on a queue item does besides its own change, inside the decision's transaction. */
export interface DecisionHooks {
  /** After the item's row is read (and locked), before anything changes: refuses an item of a brand
   * outside the caller's scope (as not found) or one another operator has claimed. */
  check(tx: Tx, merchantId: number): Promise<void>;
  /** After the change: records who decided in the audit log with the status before and after, and
   * ends the item's claim when the decision finishes the item (`release`). */
  done(tx: Tx, change: { merchantId: number; before: unknown; after: unknown; release: boolean }): Promise<void>;
}

/** One item of a queue an operator decides on. */
export interface DecisionItem {
  kind: QueueKind;
  ref: string;
  action: string;
  target: string;
  notFound: ErrorCode;
  /** A signed-in operator must hold the item's claim (item_not_claimed): a withdrawal's payment, a bank
   * transfer's credit. The shared operator key (scripts, the CLI without a login) decides without one. */
  claimFirst?: boolean;
}

/** The routes of one operator scope, on the app with the zod type provider. */
export type OpsRoutes = (
  app: FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>,
) => void;

/**
 * The operator API's door as a service of the context (`ctx.ops`, made by createAppContext). Modules reach
 * it through the context rather than an import, so that operators may read brands, accounts and the audit
 * log while those modules' own operator routes stand behind the same door (no cycle between modules).
 */
export interface OpsGuard {
  /** Registers operator routes in a scope of their own, behind the operator's permissions. */
  scope(root: FastifyInstance, routes: OpsRoutes): void;
  /** The caller of an ops route (the guard has run; 'public' routes have none). */
  actor(req: FastifyRequest): OpsActor;
  /** The brands a command applies to: the one named, or every brand the caller works on. */
  brands(req: FastifyRequest, brand: string | undefined): Promise<Merchant[]>;
  brandIds(req: FastifyRequest, brand: string | undefined): Promise<number[]>;
  /** Every brand's code by its id (an unknown id answers itself), for operator views of several brands. */
  brandCodes(): Promise<(id: number) => string>;
  /** The one brand a call works on: the one named, or the caller's only brand (else validation_failed, field brand). */
  oneBrand(req: FastifyRequest, brand: string | undefined): Promise<Merchant>;
  /** Refuses a record of a brand outside the caller's scope (as if it did not exist: `code`). */
  assertScope(req: FastifyRequest, merchantId: number, code?: ErrorCode): void;
  /** Whether the actor works on this brand. */
  inScope(actor: OpsActor, merchantId: number): boolean;
  /** Records an operator's change in the audit log, in the change's transaction (operators/service.ts auditOps). */
  audit(tx: Tx, actor: OpsActor, event: AuditEvent): Promise<void>;
  /** The operator deciding on a queue's item from this request: its name and the decision's hooks. */
  decider(req: FastifyRequest, item: DecisionItem): { name: string; hooks: DecisionHooks };
  /** The checks and record of one decision on a queue's item (decisions.ts). */
  decisionHooks(actor: OpsActor, item: DecisionItem): DecisionHooks;
}
