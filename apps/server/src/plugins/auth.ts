import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AGENT_TYPES, IS_AGENT } from '@lotus/contracts';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
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
  /** requireMember, and refuses trial accounts (isAgent 4) with in_need_true_account. */
  requireRealMember: preHandlerAsyncHookHandler;
  /** requireMember, and admits agents only (isAgent 1, 2, 41, 42), else not_an_agent. */
  requireAgent: preHandlerAsyncHookHandler;
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
 * Sessions for every module: reads `Authorization: <token>` (or `Bearer <token>`), finds the
 * hashed session, applies the idle timeout and absolute lifetime of the brand, and sets
 * request.member. Use `{ preHandler: app.auth.requireMember }` (or requireRealMember,
 * requireAgent) on a route.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('member', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionExpiresAt', null);

  async function load(request: FastifyRequest): Promise<{ session: SessionRow; member: MemberRow } | undefined> {
    if (request.member) return undefined;
    const token = tokenFromHeader(request.headers.authorization);
    if (!token || !request.merchant) return undefined;
    const found = await resolveSession(ctx, request.merchant, token);
    if (found) {
      request.member = toAuthMember(found.member);
      request.sessionId = found.session.id;
      request.sessionExpiresAt = found.session.expiresAt;
    }
    return found;
  }
  const requireMember: preHandlerAsyncHookHandler = async (request) => {
    await load(request);
    if (!request.member) throw new AppError('user.or.token.invalid');
  };
  const guards: AuthGuards = {
    requireMember,
    async requireRealMember(request, reply) {
      await requireMember.call(this, request, reply);
      if (request.member!.isAgent === IS_AGENT.TRIAL) throw new AppError('in_need_true_account');
    },
    async requireAgent(request, reply) {
      await requireMember.call(this, request, reply);
      if (!(AGENT_TYPES as readonly number[]).includes(request.member!.isAgent)) throw new AppError('not_an_agent');
    },
    async optionalMember(request) {
      await load(request);
    },
  };
  app.decorate('auth', guards);
}
