import { KYC_PATHS, opsKycCheckSchema, opsKycPageSchema, type KycCheckStatus } from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { opsValue } from '../api';
import { consoleKeys } from '../queries';

const byId = (path: string, id: number) => path.replace(':id', String(id));

/** The identity checks' calls of the operator API (issue 34, permission kyc.review). */
export const kycApi = {
  checks: (status: KycCheckStatus | '', pageNo: number) =>
    opsValue(KYC_PATHS.opsChecks, {
      query: { ...(status ? { status } : {}), pageNo, pageSize: 20 },
      schema: opsKycPageSchema,
    }),
  approve: (id: number) => opsValue(byId(KYC_PATHS.opsApprove, id), { method: 'POST', schema: opsKycCheckSchema }),
  reject: (id: number, reason: string) =>
    opsValue(byId(KYC_PATHS.opsReject, id), { method: 'POST', body: { reason }, schema: opsKycCheckSchema }),
  expire: (id: number, reason: string) =>
    opsValue(byId(KYC_PATHS.opsExpire, id), {
      method: 'POST',
      body: reason ? { reason } : {},
      schema: opsKycCheckSchema,
    }),
};

export const kycKeys = { all: [...consoleKeys.all, 'kyc'] as const };

export const kycChecksQuery = (status: KycCheckStatus | '', pageNo: number) =>
  queryOptions({
    queryKey: [...kycKeys.all, status, pageNo],
    queryFn: () => kycApi.checks(status, pageNo),
    refetchInterval: 15_000,
    refetchIntervalInBackground: false,
  });
