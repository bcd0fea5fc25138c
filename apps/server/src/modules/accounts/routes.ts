import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCodeRoutes } from './codeRoutes';
import { registerMemberRoutes } from './memberRoutes';
import { registerPasswordRoutes } from './passwordRoutes';
import { registerRegistrationRoutes } from './registerRoutes';
import { registerSessionRoutes } from './sessionRoutes';

/** Accounts and sign-in (issue 3); docs/API.md, "Accounts and sign-in". Needs registerAuth first. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  const rt = ctx.accounts;
  registerSessionRoutes(app, ctx, rt);
  registerCodeRoutes(app, ctx, rt);
  registerRegistrationRoutes(app, ctx, rt);
  registerPasswordRoutes(app, ctx, rt);
  registerMemberRoutes(app, ctx, rt);
}
