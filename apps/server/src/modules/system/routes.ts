import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import {
  PATHS,
  countryListSchema,
  domainRouteQuerySchema,
  domainRouteSchema,
  envelopeSchema,
  iconSchema,
  menuSchema,
  permissionQuerySchema,
  permissionSchema,
  qrCodeQuerySchema,
  registerSettingsSchema,
  routersSchema,
  systemStatusSchema,
  updateLanguageBodySchema,
  updateLanguageSchema,
  whitelabelSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { resolveMerchant } from '../../plugins/requestContext';
import { listDomains, loadSettingsTree } from '../brands/service';
import { listCountries } from './countries';
import { loadWhitelabel, permissionFor, registerSettings } from './service';

/** Public system calls: they answer in every site mode so the web can show the right page. */
export function registerSystemRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const exempt = { siteModeExempt: true };

  app.get(
    PATHS.systemStatus,
    { config: exempt, schema: { response: { 200: envelopeSchema(systemStatusSchema) } } },
    async (req) => ok(req.siteMode),
  );

  app.get(
    PATHS.whitelabel,
    { config: exempt, schema: { response: { 200: envelopeSchema(whitelabelSchema) } } },
    async (req) => ok(await loadWhitelabel(ctx.db, req.merchant)),
  );

  app.get(
    PATHS.permission,
    {
      config: exempt,
      schema: { querystring: permissionQuerySchema, response: { 200: envelopeSchema(permissionSchema) } },
    },
    async (req) => ok(await permissionFor(ctx.db, req.merchant, req.siteMode)),
  );

  app.get(PATHS.menu, { config: exempt, schema: { response: { 200: envelopeSchema(menuSchema) } } }, async (req) =>
    ok(await loadSettingsTree(ctx.db, req.merchant.id)),
  );

  app.get(
    PATHS.registerSettings,
    { schema: { response: { 200: envelopeSchema(registerSettingsSchema) } } },
    async (req) => ok(await registerSettings(ctx.db, req.merchant)),
  );

  app.get(
    PATHS.domainRoute,
    {
      config: { ...exempt, brandless: true },
      schema: { querystring: domainRouteQuerySchema, response: { 200: envelopeSchema(domainRouteSchema) } },
    },
    async (req) => {
      const domain = (req.query.domain ?? req.hostname).toLowerCase().replace(/:\d+$/, '');
      const merchant = await resolveMerchant(ctx, undefined, domain);
      if (!merchant) throw new AppError('merchant_not_found', undefined, 'domain');
      return ok({ domain, merchantCode: merchant.code });
    },
  );

  app.get(
    PATHS.countryCode,
    { config: exempt, schema: { response: { 200: envelopeSchema(countryListSchema) } } },
    async (req) => ok(listCountries(req.language, req.merchant.profile.defaultCountry)),
  );

  app.get(PATHS.icon, { config: exempt, schema: { response: { 200: envelopeSchema(iconSchema) } } }, async (req) => {
    const p = req.merchant.profile;
    return ok({ logo: p.logoUrl, favicon: p.faviconUrl, appIcon: p.appIconUrl });
  });

  app.get(
    PATHS.routers,
    { config: exempt, schema: { response: { 200: envelopeSchema(routersSchema) } } },
    async (req) =>
      ok({ domainList: await listDomains(ctx.db, req.merchant.id), resources: req.merchant.profile.resources }),
  );

  app.post(
    PATHS.updateLanguage,
    {
      config: exempt,
      schema: { body: updateLanguageBodySchema, response: { 200: envelopeSchema(updateLanguageSchema) } },
    },
    async (req) => ok({ language: req.body.language }),
  );

  // QR codes are drawn here so that no picture comes from another company's server.
  app.get(
    PATHS.qrCode,
    { config: exempt, schema: { querystring: qrCodeQuerySchema, response: { 200: z.string() } } },
    async (req, reply) => {
      const svg = await QRCode.toString(req.query.text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
