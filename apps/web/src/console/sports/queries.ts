import { OPS_SPORTS_PATHS, opsSportsFixtureSchema } from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { opsValue } from '../api';

/** The sportsbook page's query keys, under the console's (signing out drops them). */
export const sportsKeys = {
  all: ['console', 'sports'] as const,
};

export type SportsFixtureStatus = z.infer<typeof opsSportsFixtureSchema>['status'];

export const sportsApi = {
  enterResult: (id: number, body: { home: number; away: number; correction: boolean; reason?: string }) =>
    opsValue(OPS_SPORTS_PATHS.result.replace(':id', String(id)), {
      method: 'POST',
      body,
      schema: opsSportsFixtureSchema,
    }),
  cancel: (id: number, reason: string) =>
    opsValue(OPS_SPORTS_PATHS.cancel.replace(':id', String(id)), {
      method: 'POST',
      body: { reason },
      schema: opsSportsFixtureSchema,
    }),
};

/** Every fixture (the page filters them itself, so that it can say what a filter hides). */
export const sportsFixturesQuery = () =>
  queryOptions({
    queryKey: [...sportsKeys.all, 'fixtures'],
    queryFn: () =>
      opsValue(OPS_SPORTS_PATHS.fixtures, {
        query: { limit: 500 },
        schema: z.array(opsSportsFixtureSchema),
      }),
  });
