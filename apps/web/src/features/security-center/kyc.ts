import { KYC_PATHS, type KycDocumentKind } from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { memberKeys } from '@/features/session';
import { apiValue } from '@/lib/api';

/** Identity checks (issue 34): the member's state and an upload of one document (a data URL). */
export const fetchKycStatus = () => apiValue(KYC_PATHS.status, { schema: (c) => c.kycStatusSchema });
export const uploadKycDocument = (kind: KycDocumentKind, image: string) =>
  apiValue(KYC_PATHS.documents, { method: 'POST', body: { kind, image }, schema: (c) => c.kycStatusSchema });

/** The server's limit of one picture (contracts' KYC_MAX_BYTES; a value here keeps zod out of this chunk). */
export const KYC_MAX_MB = 5;

export const kycKey = [...memberKeys.all, 'kyc'] as const;
export const kycQuery = () => queryOptions({ queryKey: kycKey, queryFn: fetchKycStatus });
