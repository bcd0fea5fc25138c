import { OPS_MISSION_PATHS as P, opsMissionSchema } from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { opsValue } from '../api';
import { consoleKeys } from '../queries';

/** Missions (docs/API.md "Missions", operator calls). */
export const missionsApi = {
  list: (brand: string) => opsValue(P.missions, { query: { brand }, schema: z.array(opsMissionSchema) }),
  add: (brand: string, body: unknown) =>
    opsValue(P.missions, { method: 'POST', query: { brand }, body, schema: opsMissionSchema }),
  edit: (brand: string, id: number, body: unknown) =>
    opsValue(P.mission.replace(':id', String(id)), {
      method: 'PATCH',
      query: { brand },
      body,
      schema: opsMissionSchema,
    }),
};

export const missionsQuery = (brand: string) =>
  queryOptions({ queryKey: [...consoleKeys.all, 'missions', brand], queryFn: () => missionsApi.list(brand) });
