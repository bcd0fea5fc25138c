import { queryOptions } from '@tanstack/react-query';
import {
  OPS_VENDOR_PATHS,
  catalogueImportAnswerSchema,
  registeredVendorListSchema,
  registeredVendorSchema,
  vendorSecretAnswerSchema,
  type opsCatalogueImportSchema,
  type opsVendorCreateSchema,
  type opsVendorUpdateSchema,
} from '@lotus/contracts';
import type { z } from 'zod';
import { opsValue } from '../api';

const at = (path: string, vassalage: string) => path.replace(':vassalage', encodeURIComponent(vassalage));

export type VendorCreateBody = z.input<typeof opsVendorCreateSchema>;
type VendorUpdateBody = z.input<typeof opsVendorUpdateSchema>;
export type CatalogueImportBody = z.input<typeof opsCatalogueImportSchema>;

/** Vendors as data (OPS_VENDOR_PATHS): registered vendors, their secrets, status and catalogues. */
export const vendorsApi = {
  list: () => opsValue(OPS_VENDOR_PATHS.registered, { schema: registeredVendorListSchema }),
  create: (body: VendorCreateBody) =>
    opsValue(OPS_VENDOR_PATHS.registered, { method: 'POST', body, schema: vendorSecretAnswerSchema }),
  update: (vassalage: string, body: VendorUpdateBody) =>
    opsValue(at(OPS_VENDOR_PATHS.one, vassalage), { method: 'POST', body, schema: registeredVendorSchema }),
  rotate: (vassalage: string, graceMinutes: number) =>
    opsValue(at(OPS_VENDOR_PATHS.secret, vassalage), {
      method: 'POST',
      body: { graceMinutes },
      schema: vendorSecretAnswerSchema,
    }),
  setStatus: (vassalage: string, status: 'active' | 'suspended') =>
    opsValue(at(OPS_VENDOR_PATHS.status, vassalage), {
      method: 'POST',
      body: { status },
      schema: registeredVendorSchema,
    }),
  importCatalogue: (vassalage: string, body: CatalogueImportBody) =>
    opsValue(at(OPS_VENDOR_PATHS.catalogue, vassalage), {
      method: 'POST',
      body,
      schema: catalogueImportAnswerSchema,
    }),
};

export const vendorsQuery = () =>
  queryOptions({ queryKey: ['console', 'vendors', 'registered'], queryFn: vendorsApi.list });
