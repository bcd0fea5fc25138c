import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerSandboxBank } from './bank';
import { registerSandboxGateway } from './gateway';
import { registerSandboxVendor } from './vendor';

/**
 * The built-in sandboxes (SANDBOX_ENABLED, on by default): the payment gateway (/sandbox/gateway/...,
 * /sandbox/pay/:ref), the transfer-wallet vendor (/sandbox/vendor/:vendor/...) and the bank
 * (/sandbox/bank, issue 35). Each lives in its
 * own encapsulated scope with its own body parsers; neither is part of the site API (no envelope, no
 * brand).
 */
export function registerSandboxRoutes(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.money.sandboxEnabled) return;
  app.register(async (scope) => registerSandboxGateway(scope, ctx));
  app.register(async (scope) => registerSandboxVendor(scope, ctx));
  app.register(async (scope) => registerSandboxBank(scope, ctx));
}
