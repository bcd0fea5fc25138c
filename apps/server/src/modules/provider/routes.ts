import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PROVIDER_HEADERS,
  PROVIDER_PATHS,
  envelopeSchema,
  providerAuthenticateSchema,
  providerAuthenticateValueSchema,
  providerBalanceSchema,
  providerBalanceValueSchema,
  providerBetSchema,
  providerRollbackSchema,
  providerTransactionValueSchema,
  providerWinSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { keepRawJson, type RawBodies } from '../../lib/rawBody';
import { ok } from '../../plugins/envelope';
import * as gateway from './service';
import type { VendorRow } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified vendor of a provider callback. */
    providerVendor?: VendorRow;
  }
}

/** The callbacks' bodies exactly as received (the signature covers them). */
const raw: RawBodies = new WeakMap();

function parseJsonOrRefuse(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('malformed_json');
  }
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * The seamless-wallet callbacks (docs/API.md "Provider API"). An encapsulated scope keeps the raw
 * JSON body for the signature check, which runs before the body's validation: an unsigned or
 * forged request learns nothing about the schema.
 */
export function registerProviderRoutes(root: FastifyInstance, ctx: AppContext) {
  root.register(async (scope) => {
    keepRawJson(scope, raw, { parse: parseJsonOrRefuse });
    scope.decorateRequest('providerVendor', undefined);
    scope.addHook('preValidation', async (req) => {
      req.providerVendor = await gateway.verifyCallback(
        ctx,
        {
          vendor: header(req, PROVIDER_HEADERS.vendor),
          timestamp: header(req, PROVIDER_HEADERS.timestamp),
          signature: header(req, PROVIDER_HEADERS.signature),
        },
        raw.get(req) ?? '',
        req.ip,
      );
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const tx = { 200: envelopeSchema(providerTransactionValueSchema) };
    app.post(
      PROVIDER_PATHS.authenticate,
      {
        schema: {
          body: providerAuthenticateSchema,
          response: { 200: envelopeSchema(providerAuthenticateValueSchema) },
        },
      },
      async (req) => ok(await gateway.authenticate(ctx, req.providerVendor!, req.body)),
    );
    app.post(
      PROVIDER_PATHS.balance,
      { schema: { body: providerBalanceSchema, response: { 200: envelopeSchema(providerBalanceValueSchema) } } },
      async (req) => ok(await gateway.balance(ctx, req.providerVendor!, req.body)),
    );
    app.post(PROVIDER_PATHS.bet, { schema: { body: providerBetSchema, response: tx } }, async (req) =>
      ok(await gateway.bet(ctx, req.providerVendor!, req.body)),
    );
    app.post(PROVIDER_PATHS.win, { schema: { body: providerWinSchema, response: tx } }, async (req) =>
      ok(await gateway.win(ctx, req.providerVendor!, req.body)),
    );
    app.post(PROVIDER_PATHS.rollback, { schema: { body: providerRollbackSchema, response: tx } }, async (req) =>
      ok(await gateway.rollback(ctx, req.providerVendor!, req.body)),
    );
  });
}
