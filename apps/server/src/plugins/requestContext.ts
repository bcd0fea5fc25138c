import type { FastifyInstance } from 'fastify';
import { SYSTEM_STATUS, type SiteLanguage, type SystemStatus } from '@lotus/contracts';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { pickLanguage } from '../lib/i18n';
import type { Merchant } from '../modules/brands/repository';
import { evaluateSiteMode, locate } from '../modules/site-mode/service';

declare module 'fastify' {
  interface FastifyRequest {
    language: SiteLanguage;
    /** The brand this request is for; set on every site API route. */
    merchant: Merchant;
    /** System status for this visitor (maintenance, region). */
    siteMode: SystemStatus;
  }
  interface FastifyContextConfig {
    /** The route answers during maintenance and region restriction (status, permission…). */
    siteModeExempt?: boolean;
    /** The route is not tied to one brand (operator API, domain look-up). */
    brandless?: boolean;
  }
}

/** Site API prefixes: routes under them belong to a brand. */
const SITE_API = /^\/(wps|lgw|lotto)\//;
/** Every API prefix, the operator's included: paths under them are never the web app. */
export const API_PREFIX = /^\/(wps|lgw|lotto|ops)(\/|$)/;

function hostName(host: string | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']'));
  return h.split(':')[0] ?? '';
}

/** The brand of a request, from the process's brand cache (`ctx.brands`, invalidated on every operator change). */
export async function resolveMerchant(ctx: AppContext, merchantHeader: string | undefined, host: string | undefined) {
  if (merchantHeader) return ctx.brands.byCode(merchantHeader);
  const byDomain = await ctx.brands.byDomain(hostName(host));
  if (byDomain) return byDomain;
  return ctx.config.defaultMerchant ? ctx.brands.byCode(ctx.config.defaultMerchant) : undefined;
}

/** The visitor's system status for this brand: maintenance, else region restriction, else normal. */
export function siteModeFor(ctx: AppContext, merchant: Merchant, ip: string): SystemStatus {
  return evaluateSiteMode(merchant, locate(ip, ctx.geo), ctx.now());
}

/**
 * Resolves the language, the brand (the `Merchant` header wins over the Host's domain route) and
 * the visitor's system status; refuses brand calls during maintenance or region restriction
 * unless the route is exempt.
 */
export function registerRequestContext(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('language', 'vi');
  app.decorateRequest('merchant', null as unknown as Merchant);
  app.decorateRequest('siteMode', null as unknown as SystemStatus);

  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(
      request.headers['language'] as string | undefined,
      request.headers['accept-language'],
    );
    if (!SITE_API.test(request.url) || request.routeOptions.config?.brandless) return;
    const header = request.headers['merchant'];
    const code = typeof header === 'string' && header.trim() ? header.trim() : undefined;
    if (code && (code.length > 32 || !/^[A-Za-z0-9_-]+$/.test(code))) {
      throw new AppError('merchant_not_found', undefined, 'Merchant');
    }
    const merchant = await resolveMerchant(ctx, code, request.headers.host);
    if (!merchant) throw new AppError('merchant_not_found', undefined, code ? 'Merchant' : 'Host');
    request.merchant = merchant;
    request.siteMode = siteModeFor(ctx, merchant, request.ip);
  });

  app.addHook('preHandler', async (request) => {
    if (!request.merchant || request.routeOptions.config.siteModeExempt) return;
    if (request.siteMode.status === SYSTEM_STATUS.MAINTENANCE) {
      throw new AppError('system_maintenance', undefined, undefined, { maintenance: request.siteMode.maintenance });
    }
    if (request.siteMode.status === SYSTEM_STATUS.REGION_RESTRICTED) {
      throw new AppError('region_restricted', undefined, undefined, { location: request.siteMode.location });
    }
  });
}
