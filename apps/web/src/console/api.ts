import {
  OPERATOR_PATHS,
  auditPageSchema,
  auditVerifySchema,
  operatorListItemSchema,
  operatorSelfSchema,
  operatorSessionSchema,
  totpSetupSchema,
  type operatorCreateBodySchema,
  type operatorLoginBodySchema,
  type operatorPasswordBodySchema,
  type auditQuerySchema,
  type operatorUpdateBodySchema,
} from '@lotus/contracts';
import { z } from 'zod';
import { apiValue, isApiError, type RequestOptions } from '@/lib/api';
import { endConsoleSession, getConsoleToken, noteSetupRequired } from './session';

/** The code of an answer that means the operator's session is over (idle timeout, signed out). */
const SESSION_ENDED = 'operator_session_invalid';
/** The code of an answer to a session that must change its password or set up two-factor first. */
const SETUP_REQUIRED = 'operator_setup_required';

/**
 * A call of the operator API (`/ops`) with the console's session as `Authorization: Bearer <token>`
 * and the `Language` header, answering the envelope's value. An answer that the session is over
 * signs the console out with a message; one that the account must be set up first reads GET me
 * again (the console then shows the account page); every failure is the caller's `ApiError`.
 */
export async function opsValue<T>(
  path: string,
  options: Omit<RequestOptions<T>, 'token'> = {},
  token: string | null = getConsoleToken(),
): Promise<T> {
  const headers = token ? { ...options.headers, Authorization: `Bearer ${token}` } : options.headers;
  try {
    return await apiValue<T>(path, { ...options, headers, token: null });
  } catch (e) {
    if (token && isApiError(e) && token === getConsoleToken()) {
      if (e.errorCode === SESSION_ENDED) endConsoleSession('expired');
      // An owner reset this operator's password or two-factor meanwhile: the account page comes first.
      if (e.errorCode === SETUP_REQUIRED) noteSetupRequired();
    }
    throw e;
  }
}

const operatorPath = (id: number) => OPERATOR_PATHS.operator.replace(':id', String(id));

export type OperatorLoginBody = z.input<typeof operatorLoginBodySchema>;
export type OperatorCreateBody = z.input<typeof operatorCreateBodySchema>;
export type OperatorUpdateBody = z.input<typeof operatorUpdateBodySchema>;
/** The audit log's filters and page, as the URL's query sends them. */
export type AuditQuery = { pageNo?: number; pageSize?: number } & Partial<
  Omit<z.input<typeof auditQuerySchema>, 'pageNo' | 'pageSize'>
>;

export const consoleApi = {
  /** Signs in (no session yet): 401 operator_totp_required asks for the two-factor code. */
  login: (body: OperatorLoginBody) =>
    opsValue(OPERATOR_PATHS.login, { method: 'POST', body, schema: operatorSessionSchema }, null),
  logout: (token: string) => opsValue(OPERATOR_PATHS.logout, { method: 'POST', body: {} }, token),
  me: () => opsValue(OPERATOR_PATHS.me, { schema: operatorSelfSchema }),
  changePassword: (body: z.input<typeof operatorPasswordBodySchema>) =>
    opsValue(OPERATOR_PATHS.password, { method: 'POST', body }),
  totpSetup: () => opsValue(OPERATOR_PATHS.totpSetup, { method: 'POST', body: {}, schema: totpSetupSchema }),
  totpEnable: (code: string) => opsValue(OPERATOR_PATHS.totpEnable, { method: 'POST', body: { code } }),
  operators: () => opsValue(OPERATOR_PATHS.operators, { schema: z.array(operatorListItemSchema) }),
  createOperator: (body: OperatorCreateBody) =>
    opsValue(OPERATOR_PATHS.operators, { method: 'POST', body, schema: operatorListItemSchema }),
  updateOperator: (id: number, body: OperatorUpdateBody) =>
    opsValue(operatorPath(id), { method: 'PATCH', body, schema: operatorListItemSchema }),
  audit: (query: AuditQuery) => opsValue(OPERATOR_PATHS.audit, { query, schema: auditPageSchema }),
  verifyAudit: () => opsValue(OPERATOR_PATHS.auditVerify, { schema: auditVerifySchema }),
};
