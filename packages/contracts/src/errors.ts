/**
 * Stable error codes. The server answers them in `errorCode`; the web translates them
 * under `errors.<code>` in its locale files. Each code has one HTTP status.
 */
export const ERROR_STATUS = {
  validation_failed: 400,
  malformed_json: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  not_found: 404,
  method_not_allowed: 405,
  merchant_not_found: 404,
  'user.or.token.invalid': 401,
  forbidden: 403,
  ops_key_invalid: 401,
  TOO_MANY_REQUESTS: 429,
  system_maintenance: 503,
  region_restricted: 403,
  announcement_not_found: 404,
  module_not_found: 404,
  system_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const isErrorCode = (code: string): code is ErrorCode => code in ERROR_STATUS;
