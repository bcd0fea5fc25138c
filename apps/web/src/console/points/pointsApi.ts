import {
  OPS_POINT_PATHS as P,
  opsPointProductSchema,
  opsPointRedemptionSchema,
  opsPointSettingsPatchSchema,
  opsPointSettingsSchema,
  pointRedeemRecordSchema,
  type PointRedeemStatus,
} from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { opsValue } from '../api';
import { consoleKeys } from '../queries';
import { queueKeys } from '../queues/queries';

const at = (path: string, key: string, value: string | number) =>
  path.replace(`:${key}`, encodeURIComponent(String(value)));

/** Points (docs/API.md "Points", operator calls): rates, products and the physical redemptions' queue. */
export const pointsApi = {
  settings: (brand: string) => opsValue(P.settings, { query: { brand }, schema: opsPointSettingsSchema }),
  setSettings: (brand: string, body: z.input<typeof opsPointSettingsPatchSchema>) =>
    opsValue(P.settings, { method: 'PATCH', query: { brand }, body, schema: opsPointSettingsSchema }),
  products: (brand: string) => opsValue(P.products, { query: { brand }, schema: z.array(opsPointProductSchema) }),
  addProduct: (brand: string, body: unknown) =>
    opsValue(P.products, { method: 'POST', query: { brand }, body, schema: opsPointProductSchema }),
  editProduct: (brand: string, id: number, body: unknown) =>
    opsValue(at(P.product, 'id', id), { method: 'PATCH', query: { brand }, body, schema: opsPointProductSchema }),
  redemptions: (brand: string, status: PointRedeemStatus) =>
    opsValue(P.redemptions, { query: { brand, status }, schema: z.array(opsPointRedemptionSchema) }),
  fulfil: (brand: string, txNo: string, note: string) =>
    opsValue(at(P.fulfil, 'ref', txNo), {
      method: 'POST',
      query: { brand },
      body: note ? { note } : {},
      schema: pointRedeemRecordSchema,
    }),
  reject: (brand: string, txNo: string, reason: string) =>
    opsValue(at(P.reject, 'ref', txNo), {
      method: 'POST',
      query: { brand },
      body: { reason },
      schema: pointRedeemRecordSchema,
    }),
};

export const pointKeys = {
  config: [...consoleKeys.all, 'points'] as const,
};

export const pointSettingsQuery = (brand: string) =>
  queryOptions({ queryKey: [...pointKeys.config, 'settings', brand], queryFn: () => pointsApi.settings(brand) });
export const pointProductsQuery = (brand: string) =>
  queryOptions({ queryKey: [...pointKeys.config, 'products', brand], queryFn: () => pointsApi.products(brand) });
/** The queue (under the queues' keys, so a claim or decision refreshes it with the counts). */
export const redemptionQueueQuery = (brand: string, status: PointRedeemStatus) =>
  queryOptions({
    queryKey: queueKeys.list('points', brand, status),
    queryFn: () => pointsApi.redemptions(brand, status),
    enabled: brand !== '',
    refetchInterval: 15_000,
    refetchIntervalInBackground: false,
  });
