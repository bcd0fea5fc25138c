import { OPS_VIP_PATHS, vipRankSchema, type VipRankInput } from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { opsValue } from '../api';

/** The VIP pages' query keys, under the console's (signing out drops them). */
const vipKeys = {
  ranks: (brand: string) => ['console', 'vip', 'ranks', brand] as const,
};

const rankPath = (level: number, brand: string) =>
  `${OPS_VIP_PATHS.rank.replace(':level', String(level))}?brand=${encodeURIComponent(brand)}`;

export const vipApi = {
  ranks: (brand: string) => opsValue(OPS_VIP_PATHS.ranks, { query: { brand }, schema: z.array(vipRankSchema) }),
  saveRank: (brand: string, level: number, body: VipRankInput) =>
    opsValue(rankPath(level, brand), { method: 'PUT', body, schema: vipRankSchema }),
  deleteRank: (brand: string, level: number) =>
    opsValue(rankPath(level, brand), { method: 'DELETE', schema: vipRankSchema }),
};

export const vipRanksQuery = (brand: string) =>
  queryOptions({ queryKey: vipKeys.ranks(brand), queryFn: () => vipApi.ranks(brand) });
