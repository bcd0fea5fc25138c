import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AGENT_TYPES, IS_AGENT, type SiteLanguage } from '@lotus/contracts';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { requireCapability, type Capability } from '../modules/accounts/capabilities';
import type { MemberRow, SessionRow } from '../modules/accounts/repository';
import { resolveSession, tokenFromHeader } from '../modules/accounts/sessions';

/** The signed-in account, as other modules see it. */
export interface AuthMember {
  id: number;
  merchantId: number;
  username: string;
  /** 0 member, 1/2/41/42 agent, 4 trial. */
  isAgent: number;
  nickname: string | null;
  uplineId: number | null;
}

export interface AuthGuards {
  /** A valid session of this brand, else 401 user.or.token.invalid. Sets request.member. */
  requireMember: preHandlerAsyncHookHandler;
  /**
   * requireMember, and refuses trial accounts (isAgent 4) with in_need_true_account and a session
   * that must change its password first with password_change_required.
   */
  requireRealMember: preHandlerAsyncHookHandler;
  /** requireRealMember without the forced password change: the change-password endpoint and reads of one's own settings. */
  requireRealMemberForPasswordChange: preHandlerAsyncHookHandler;
  /** requireMember, and admits agents only (isAgent 1, 2, 41, 42), else not_an_agent; password_change_required as requireRealMember. */
  requireAgent: preHandlerAsyncHookHandler;
  /**
   * requireMember, and admits only an account whose kind may do `capability` (accounts/capabilities.ts: the
   * one table of kind × capability), else its refusal (in_need_true_account, not_a_member, not_an_agent);
   * password_change_required as requireRealMember. Money and real-money play routes use it.
   */
  requireCapability(capability: Capability): preHandlerAsyncHookHandler;
  /** Sets request.member when a valid token is sent; never refuses. */
  optionalMember: preHandlerAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guards; null without a valid session. */
    member: AuthMember | null;
    /** The current session's id, with request.member. */
    sessionId: string | null;
    /** When the current session ends at the latest (its absolute lifetime). */
    sessionExpiresAt: Date | null;
    /** The current session was opened with the default or an expired password and has not changed it yet. */
    mustChangePassword: boolean;
  }
  interface FastifyInstance {
    auth: AuthGuards;
  }
}

const toAuthMember = (m: MemberRow): AuthMember => ({
  id: m.id,
  merchantId: m.merchantId,
  username: m.username,
  isAgent: m.isAgent,
  nickname: m.nickname,
  uplineId: m.uplineId,
});

/**
 * The signed-in member of a request that passed an auth guard (requireMember, requireRealMember,
 * requireAgent): handlers read it here instead of asserting `request.member!`. Without one (a route
 * that forgot its guard) it refuses like the guard, with 401 user.or.token.invalid.
 */
export function memberOf(request: FastifyRequest): AuthMember {
  if (!request.member) throw new AppError('user.or.token.invalid');
  return request.member;
}

/**
 * Who reads a brand's listing: the brand, the language the query asked for (else the request's), and the
 * member when one signed in (routes with optionalMember).
 */
export const readerOf = (request: FastifyRequest, language: SiteLanguage | undefined) => ({
  merchant: request.merchant,
  language: language ?? request.language,
  memberId: request.member?.id,
});

/** The id of the session a guarded request signed in with; 401 user.or.token.invalid like memberOf. */
export function sessionIdOf(request: FastifyRequest): string {
  if (!request.sessionId) throw new AppError('user.or.token.invalid');
  return request.sessionId;
}

/**
 * Refuses a session that must change its password first (default or expired password at login)
 * with password_change_required: money-moving and agent actions, real-money game launch.
 */
export function refusePendingPasswordChange(request: FastifyRequest) {
  if (request.mustChangePassword) throw new AppError('password_change_required');
}

/**
 * Sessions for every module: reads `Authorization: <token>` (or `Bearer <token>`), finds the
 * hashed session, applies the idle timeout and absolute lifetime of the brand, and sets
 * request.member. Use `{ preHandler: app.auth.requireMember }` (or requireRealMember,
 * requireAgent) on a route, and read the member in its handler with memberOf(req).
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('member', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionExpiresAt', null);
  app.decorateRequest('mustChangePassword', false);

  async function load(request: FastifyRequest): Promise<{ session: SessionRow; member: MemberRow } | undefined> {
    if (request.member) return undefined;
    const token = tokenFromHeader(request.headers.authorization);
    if (!token || !request.merchant) return undefined;
    const found = await resolveSession(ctx, request.merchant, token);
    if (found) {
      request.member = toAuthMember(found.member);
      request.sessionId = found.session.id;
      request.sessionExpiresAt = found.session.expiresAt;
      request.mustChangePassword = found.session.mustChangePassword;
    }
    return found;
  }
  const requireMember: preHandlerAsyncHookHandler = async (request) => {
    await load(request);
    if (!request.member) throw new AppError('user.or.token.invalid');
  };
  const requireRealMemberForPasswordChange: preHandlerAsyncHookHandler = async function (request, reply) {
    await requireMember.call(this, request, reply);
    if (memberOf(request).isAgent === IS_AGENT.TRIAL) throw new AppError('in_need_true_account');
  };
  const guards: AuthGuards = {
    requireMember,
    requireRealMemberForPasswordChange,
    async requireRealMember(request, reply) {
      await requireRealMemberForPasswordChange.call(this, request, reply);
      refusePendingPasswordChange(request);
    },
    async requireAgent(request, reply) {
      await requireMember.call(this, request, reply);
      if (!(AGENT_TYPES as readonly number[]).includes(memberOf(request).isAgent)) throw new AppError('not_an_agent');
      refusePendingPasswordChange(request);
    },
    requireCapability(capability) {
      return async function (request, reply) {
        await requireMember.call(this, request, reply);
        requireCapability(memberOf(request).isAgent, capability);
        refusePendingPasswordChange(request);
      };
    },
    async optionalMember(request) {
      await load(request);
    },
  };
  app.decorate('auth', guards);
}
