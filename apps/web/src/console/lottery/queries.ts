import {
  OPS_LOTTERY_PATHS,
  opsLotteryDrawSchema,
  opsLotteryRetrySchema,
  opsLotteryStuckBetSchema,
  type LotteryDrawStatus,
} from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { opsValue } from '../api';

/** The lottery page's query keys, under the console's (signing out drops them). */
export const lotteryKeys = {
  all: ['console', 'lottery'] as const,
};

export const lotteryApi = {
  retry: (id: number) =>
    opsValue(OPS_LOTTERY_PATHS.retry.replace(':id', String(id)), {
      method: 'POST',
      body: {},
      schema: opsLotteryRetrySchema,
    }),
  retryAll: (brand: string) =>
    opsValue(`${OPS_LOTTERY_PATHS.retryAll}?brand=${encodeURIComponent(brand)}`, {
      method: 'POST',
      body: {},
      schema: opsLotteryRetrySchema,
    }),
  enterResult: (id: number, prizes: Record<string, string[]>) =>
    opsValue(OPS_LOTTERY_PATHS.result.replace(':id', String(id)), {
      method: 'POST',
      body: { prizes },
      schema: opsLotteryDrawSchema,
    }),
};

export const stuckBetsQuery = (brand: string) =>
  queryOptions({
    queryKey: [...lotteryKeys.all, 'stuck', brand],
    queryFn: () => opsValue(OPS_LOTTERY_PATHS.stuck, { query: { brand }, schema: z.array(opsLotteryStuckBetSchema) }),
  });

export const lotteryDrawsQuery = (status: LotteryDrawStatus | '', game: string) =>
  queryOptions({
    queryKey: [...lotteryKeys.all, 'draws', status, game],
    queryFn: () =>
      opsValue(OPS_LOTTERY_PATHS.draws, {
        query: { status: status || undefined, game: game || undefined, limit: 50 },
        schema: z.array(opsLotteryDrawSchema),
      }),
  });

/**
 * An official result as an operator types it: `DB=12345; G1=67890; G2=11111,22222` (lines or `;`
 * between prizes, `,` or spaces between numbers); null when a part has no `=`. The server checks the structure.
 */
export function parsePrizes(text: string): Record<string, string[]> | null {
  const prizes: Record<string, string[]> = {};
  for (const part of text
    .split(/[;\n]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, numbers] = part.split(/[=:]/);
    if (!name?.trim() || numbers === undefined) return null;
    prizes[name.trim().toUpperCase()] = numbers.split(/[,\s]+/).filter(Boolean);
  }
  return Object.keys(prizes).length ? prizes : null;
}
