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
  // accounts and sign-in (issue 3)
  field_required: 400,
  pattern_mismatch: 400,
  password_mismatch: 400,
  terms_not_agreed: 400,
  invitation_code_error: 400,
  username_taken: 409,
  mobile_taken: 409,
  email_taken: 409,
  account_or_password_wrong: 401,
  not_a_member: 403,
  not_an_agent: 403,
  account_locked: 423,
  account_disabled: 403,
  captcha_required: 400,
  captcha_wrong: 400,
  captcha_too_frequent: 429,
  slider_ticket_invalid: 400,
  slider_failed: 400,
  encryption_required: 400,
  encryption_invalid: 400,
  two_factor_required: 403,
  two_factor_invalid: 400,
  feature_disabled: 403,
  in_need_true_account: 403,
  old_password_wrong: 400,
  password_reuse: 400,
  payment_password_wrong: 400,
  reset_token_invalid: 400,
  remember_token_invalid: 401,
  social_token_invalid: 401,
  social_not_configured: 503,
  sms_mobile_invalid: 400,
  sms_code_invalid: 400,
  sms_too_many_requests: 429,
  sms_quota_insufficient: 503,
  sms_send_failed: 502,
  mail_send_failed: 502,
  age_confirmation_required: 400,
  avatar_invalid: 400,
  session_not_found: 404,
  // money and ledger (issue 4)
  idempotency_key_reused: 409,
  insufficient_balance: 409,
  ledger_account_not_found: 404,
  ledger_entry_not_found: 404,
  ledger_entry_already_reversed: 409,
  // games catalogue (issue 5)
  vendor_not_found: 404,
  game_not_found: 404,
  /** Reserved for launch: the vendor is inside its maintenance window (details: the window). */
  vendor_under_maintenance: 503,
  favourite_limit_reached: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const isErrorCode = (code: string): code is ErrorCode => code in ERROR_STATUS;
