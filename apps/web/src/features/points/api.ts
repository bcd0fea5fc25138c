import {
  POINT_PATHS,
  type PointConvertBody,
  type PointProductKind,
  type PointRedeemBody,
  type PointRedeemStatus,
} from '@lotus/contracts';
import { apiValue } from '@/lib/api';

export const fetchPointConfig = () => apiValue(POINT_PATHS.config, { schema: (c) => c.pointConfigSchema });
export const fetchPointBalance = () => apiValue(POINT_PATHS.balance, { schema: (c) => c.pointBalanceSchema });

export interface ProductFilter {
  kind?: PointProductKind | undefined;
  affordable?: boolean | undefined;
}
export const fetchPointProducts = (f: ProductFilter) =>
  apiValue(POINT_PATHS.products, {
    query: { kind: f.kind, affordable: f.affordable ? 'true' : undefined },
    schema: (c) => c.pointProductListSchema,
  });

export const fetchRedeemHistory = (q: { status?: PointRedeemStatus | undefined; pageNo: number; pageSize: number }) =>
  apiValue(POINT_PATHS.history, {
    query: { status: q.status, pageNo: q.pageNo, pageSize: q.pageSize },
    schema: (c) => c.pointHistorySchema,
  });

export const redeemPointReward = (body: PointRedeemBody) =>
  apiValue(POINT_PATHS.redeem, { method: 'POST', body, schema: (c) => c.pointRedeemRecordSchema });

export const convertPoints = (body: PointConvertBody) =>
  apiValue(POINT_PATHS.convert, { method: 'POST', body, schema: (c) => c.pointRedeemRecordSchema });
