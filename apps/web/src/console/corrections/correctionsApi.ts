import { RESULT_CORRECTION_PATHS, resultCorrectionSchema, type ResultCorrectionBody } from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { opsValue } from '../api';
import { consoleKeys } from '../queries';

const path = (p: string, id: number) => p.replace(':id', String(id));

/** Result corrections under four-eyes (games.manage): the list, asking for one, approving and rejecting. */
const correctionsApi = {
  list: () => opsValue(RESULT_CORRECTION_PATHS.list, { schema: z.array(resultCorrectionSchema) }),
  ask: (body: ResultCorrectionBody) =>
    opsValue(RESULT_CORRECTION_PATHS.list, { method: 'POST', body, schema: resultCorrectionSchema }),
  approve: (id: number) =>
    opsValue(path(RESULT_CORRECTION_PATHS.approve, id), { method: 'POST', body: {}, schema: resultCorrectionSchema }),
  reject: (id: number, reason: string) =>
    opsValue(path(RESULT_CORRECTION_PATHS.reject, id), {
      method: 'POST',
      body: { reason },
      schema: resultCorrectionSchema,
    }),
};

export const correctionsQuery = () =>
  queryOptions({ queryKey: [...consoleKeys.all, 'resultCorrections'] as const, queryFn: correctionsApi.list });
export const { ask, approve, reject } = correctionsApi;
