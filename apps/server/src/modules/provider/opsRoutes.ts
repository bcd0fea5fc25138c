import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OPS_VENDOR_PATHS,
  catalogueImportAnswerSchema,
  envelopeSchema,
  opsCatalogueImportSchema,
  opsVendorCreateSchema,
  opsVendorRotateSchema,
  opsVendorStatusSchema,
  opsVendorUpdateSchema,
  registeredVendorListSchema,
  registeredVendorSchema,
  vassalageParamSchema,
  vendorSecretAnswerSchema,
} from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { importCatalogue } from './catalogue';
import {
  createVendor,
  listRegisteredVendors,
  rotateVendorSecret,
  setVendorStatus,
  updateVendor,
  watchRegisteredVendors,
} from './vendors';

/**
 * Vendors as data, the operator API (docs/API.md "Integrating a vendor"): register a seamless vendor, change it,
 * rotate its secret, suspend or resume it. Permission games.manage, by an operator of every brand (a vendor is the
 * catalogue's, for every brand); each change is audited in its transaction. Offering a vendor to a brand is the
 * catalogue's switch (OPS_CONFIG_PATHS.vendor, `npm run ops -- games vendor <code> on --brand B`).
 */
export async function registerVendorOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  await watchRegisteredVendors(ctx);
  const everyBrand = (req: FastifyRequest) => {
    const actor = ctx.ops.actor(req);
    if (actor.merchantIds !== null) throw new AppError('permission_denied', 'Vendors are every brand’s');
    return actor;
  };
  const audited = { permission: 'games.manage' as const, audit: false as const };
  const one = { 200: envelopeSchema(registeredVendorSchema) };
  const withSecret = { 200: envelopeSchema(vendorSecretAnswerSchema) };

  ctx.ops.scope(root, (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.get(
      OPS_VENDOR_PATHS.registered,
      {
        config: { permission: 'games.manage' },
        schema: { response: { 200: envelopeSchema(registeredVendorListSchema) } },
      },
      async () => ok({ vendors: await listRegisteredVendors(ctx) }),
    );
    app.post(
      OPS_VENDOR_PATHS.registered,
      { config: audited, schema: { body: opsVendorCreateSchema, response: withSecret } },
      async (req) => ok(await createVendor(ctx, everyBrand(req), req.body)),
    );
    app.post(
      OPS_VENDOR_PATHS.one,
      { config: audited, schema: { params: vassalageParamSchema, body: opsVendorUpdateSchema, response: one } },
      async (req) => ok(await updateVendor(ctx, everyBrand(req), req.params.vassalage, req.body)),
    );
    app.post(
      OPS_VENDOR_PATHS.secret,
      { config: audited, schema: { params: vassalageParamSchema, body: opsVendorRotateSchema, response: withSecret } },
      async (req) => ok(await rotateVendorSecret(ctx, everyBrand(req), req.params.vassalage, req.body.graceMinutes)),
    );
    app.post(
      OPS_VENDOR_PATHS.status,
      { config: audited, schema: { params: vassalageParamSchema, body: opsVendorStatusSchema, response: one } },
      async (req) => ok(await setVendorStatus(ctx, everyBrand(req), req.params.vassalage, req.body.status)),
    );
    app.post(
      OPS_VENDOR_PATHS.catalogue,
      {
        config: audited,
        bodyLimit: 6 * 1024 * 1024,
        schema: {
          params: vassalageParamSchema,
          body: opsCatalogueImportSchema,
          response: { 200: envelopeSchema(catalogueImportAnswerSchema) },
        },
      },
      async (req) => ok(await importCatalogue(ctx, everyBrand(req), req.params.vassalage, req.body)),
    );
  });
}
