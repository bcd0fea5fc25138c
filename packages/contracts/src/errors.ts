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
  // operators (issue 16)
  operator_login_failed: 401,
  operator_totp_required: 401,
  operator_locked: 423,
  operator_session_invalid: 401,
  operator_ip_not_allowed: 403,
  operator_setup_required: 403,
  permission_denied: 403,
  operator_exists: 409,
  operator_not_found: 404,
  /** A decision or claim on a queue item another operator holds (value: holder, expiresAt). */
  item_claimed_by_other: 409,
  /** Paying a withdrawal or crediting a bank transfer without holding its claim ("Nhận xử lý" first). */
  item_not_claimed: 409,
  totp_code_wrong: 400,
  TOO_MANY_REQUESTS: 429,
  system_maintenance: 503,
  region_restricted: 403,
  announcement_not_found: 404,
  module_not_found: 404,
  system_error: 500,
  /**
   * A dependency the call needs (PostgreSQL) is away for a moment: nothing was read or moved; retry after
   * `value.retryAfterSeconds` (also the `Retry-After` header). docs/DEPLOY.md "When a dependency goes away".
   */
  service_unavailable: 503,
  // accounts and sign-in (issue 3)
  field_required: 400,
  pattern_mismatch: 400,
  password_mismatch: 400,
  terms_not_agreed: 400,
  invitation_code_error: 400,
  // referral (issue 13): a registration's referral code that no member of the brand holds
  referral_code_invalid: 400,
  /** The brand's referral promotion (REFERRAL3) is off. */
  referral_disabled: 403,
  username_taken: 409,
  mobile_taken: 409,
  email_taken: 409,
  account_or_password_wrong: 401,
  not_a_member: 403,
  not_an_agent: 403,
  /** Moving an account under one of its own downline (or itself) would make a loop in the agent tree. */
  agent_move_cycle: 409,
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
  password_change_required: 403,
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
  // wallets, deposits, withdrawals, transfers, inbox (issue 4; docs/API.md "Money")
  amount_out_of_range: 400,
  wallet_not_transferable: 400,
  vendor_transfer_failed: 502,
  transfer_not_found: 404,
  deposit_channel_not_found: 404,
  deposit_not_found: 404,
  deposit_state_invalid: 409,
  /** Operator: a deposit channel's type is not bank, ewallet or qr. */
  deposit_channel_type_invalid: 400,
  /** Operator: a channel name (vi or en) is empty or longer than 64 characters. */
  deposit_channel_name_invalid: 400,
  /** Operator: min/max not positive whole minor units, min > max, or outside the brand's deposit limits. */
  deposit_channel_limits_invalid: 400,
  /** Operator: a negative fee, a rate of 100 % or more, or a fee that takes the whole minimum deposit. */
  deposit_channel_fee_invalid: 400,
  /** Operator: bank details missing or malformed on a bank channel, or given for a gateway channel. */
  deposit_channel_bank_invalid: 400,
  /** Operator: another channel of the brand has this code. */
  deposit_channel_code_taken: 409,
  payment_gateway_unavailable: 502,
  payment_gateway_unknown: 404,
  payment_signature_invalid: 401,
  payment_callback_expired: 401,
  payment_amount_mismatch: 409,
  // bank transfers matched automatically (issue 35; docs/API.md "Bank transfers")
  /** Operator: a receiving account's bank is not on the NAPAS list, or its number, holder or limit is malformed. */
  receiving_account_invalid: 400,
  receiving_account_not_found: 404,
  /** Operator: this bank account is already a receiving account. */
  receiving_account_taken: 409,
  bank_feed_not_found: 404,
  bank_feed_taken: 409,
  /** A statement line without a valid, fresh signature of its feed. */
  bank_signature_invalid: 401,
  /** A statement line (or a CSV row) for an account that is not one of the feed's brand. */
  bank_line_account_unknown: 404,
  /** The same bank transaction id again with other data. */
  bank_line_conflict: 409,
  bank_line_not_found: 404,
  /** Operator: the line is not waiting for a decision (matched, already resolved or ignored). */
  bank_line_state_invalid: 409,
  bank_import_invalid: 400,
  bank_account_not_found: 404,
  bank_account_exists: 409,
  bank_account_limit: 409,
  payee_name_required: 409,
  payee_name_mismatch: 400,
  payment_password_not_set: 409,
  withdrawal_not_found: 404,
  withdrawal_daily_limit: 409,
  turnover_requirement_not_met: 409,
  withdrawal_state_invalid: 409,
  withdrawal_cancel_not_allowed: 409,
  withdrawal_confirm_not_allowed: 409,
  /** An operator's dispute decision on a withdrawal the member did not report as not received. */
  withdrawal_not_disputed: 409,
  proof_required: 400,
  proof_invalid: 400,
  proof_too_large: 413,
  proof_too_many: 400,
  proof_not_found: 404,
  no_upline: 409,
  not_your_downline: 403,
  message_not_found: 404,
  events_ticket_invalid: 401,
  // games catalogue (issue 5)
  vendor_not_found: 404,
  /** The vendor has no working integration: its games do not open and its wallet takes no money. */
  vendor_not_connected: 409,
  game_not_found: 404,
  /** Reserved for launch: the vendor is inside its maintenance window (details: the window). */
  vendor_under_maintenance: 503,
  /** Launch of a game whose vendor the operator suspended (issue 32): no new games until it is resumed. */
  vendor_suspended: 403,
  /** The vendor did not answer its last calls: the launch is refused for a moment (value.retryAfterSeconds). */
  vendor_unavailable: 503,
  // game launch, provider gateway and betting records (issue 5; docs/API.md "Game launch", "Provider API")
  launch_game_balance_not_enough: 409,
  free_play_not_supported: 400,
  provider_vendor_unknown: 401,
  provider_signature_invalid: 401,
  provider_timestamp_invalid: 401,
  provider_token_invalid: 401,
  provider_session_expired: 401,
  provider_player_unknown: 404,
  /** The token's account may not be bet on for real money: an agent of kind 1 or 2 (accounts/capabilities.ts). */
  provider_player_not_allowed: 403,
  provider_game_unknown: 404,
  provider_currency_mismatch: 400,
  provider_round_unknown: 404,
  provider_round_closed: 409,
  provider_transaction_conflict: 409,
  provider_bet_cancelled: 409,
  provider_reference_invalid: 409,
  /** The callback came from an address the vendor's allow-list does not hold (issue 32). */
  provider_address_not_allowed: 403,
  /** The operator suspended the vendor: no new bets (wins and rollbacks of open rounds are still accepted). */
  provider_vendor_suspended: 403,
  /** A bet for another game than the one the launch token was made for. */
  provider_game_mismatch: 409,
  /** A bet below the game's minimum or above its maximum (value: { minBet, maxBet } in minor units). */
  provider_bet_out_of_range: 400,
  /** An operator's new vendor code is already a vendor's. */
  vendor_code_taken: 409,
  /** A vendor catalogue with bad rows (value: { rows: [{ line, field, message }] }); nothing was imported. */
  catalogue_invalid: 400,
  favourite_limit_reached: 409,
  // service pages (issue 6)
  help_article_not_found: 404,
  feedback_contact_required: 400,
  feedback_word_count: 400,
  feedback_html_not_allowed: 400,
  feedback_too_many_images: 400,
  feedback_image_invalid: 400,
  feedback_image_too_large: 413,
  feedback_not_found: 404,
  chat_not_found: 404,
  chat_closed: 409,
  // promotions and bonuses (issue 12)
  promotion_not_found: 404,
  promotion_not_started: 409,
  promotion_closed: 409,
  promotion_not_eligible: 403,
  promotion_limit_reached: 409,
  promotion_budget_exhausted: 409,
  promotion_duplicate_person: 409,
  promotion_already_joined: 409,
  promotion_action_invalid: 409,
  promotion_nothing_to_claim: 409,
  promotion_code_taken: 409,
  application_not_found: 404,
  application_already_reviewed: 409,
  bonus_already_active: 409,
  // a withdrawal while a bonus is open, without forfeitBonus: true (decision 0040)
  bonus_forfeit_required: 409,
  // a first-deposit promotion joined after the first deposit (issue 33)
  promotion_first_deposit_made: 409,
  bonus_not_found: 404,
  bonus_max_stake_exceeded: 409,
  raffle_already_drawn: 409,
  raffle_not_ended: 409,
  // responsible gaming (issue 17)
  rg_deposit_limit_exceeded: 409,
  rg_loss_limit_exceeded: 409,
  rg_wager_limit_exceeded: 409,
  rg_session_limit_reached: 403,
  rg_timed_out: 403,
  rg_self_excluded: 403,
  rg_cooling_off: 409,
  rg_nothing_pending: 409,
  // members (issue 16)
  /** The adjustment was already approved or rejected. */
  adjustment_not_pending: 409,
  /** Four-eyes: the operator who asked for an adjustment cannot approve it. */
  adjustment_self_approval: 403,
  /** Four-eyes (issue 34): the operator who made a decision cannot be its second approver (withdrawals). */
  four_eyes_self_approval: 403,
  /** A correction above a brand's threshold goes through POST /ops/result-corrections (a second operator). */
  result_correction_needs_approval: 409,
  result_correction_not_found: 404,
  /** The correction was approved or rejected already, or is being applied. */
  result_correction_not_pending: 409,
  /** The result changed since the correction was asked for: reject it and ask again. */
  result_correction_stale: 409,
  /** A correction of this draw or fixture already waits. */
  result_correction_exists: 409,
  // identity checks (issue 34)
  /** The picture is not a png or jpeg by its content, or larger than 5 MB. */
  kyc_document_invalid: 400,
  /** The member's check waits for an operator or is approved: nothing to upload now (details.state). */
  kyc_not_open: 409,
  kyc_check_not_found: 404,
  /** The decision does not fit the check's status (details.status). */
  kyc_check_state: 409,
  /** The withdrawal waits for the member's approved identity check: it cannot be approved yet. */
  withdrawal_kyc_pending: 409,
  // points and the points mall (issue 13)
  points_disabled: 409,
  point_product_not_found: 404,
  /** Not enough of the product left for the quantity asked. */
  point_product_out_of_stock: 409,
  points_insufficient: 409,
  /** A conversion below the brand's minimum, or worth less than one minor unit. */
  points_below_minimum: 400,
  point_redemption_not_found: 404,
  /** The redemption is not processing (already fulfilled or rejected). */
  point_redemption_decided: 409,
  // VIP (issue 13)
  vip_rank_not_found: 404,
  /** Nothing to claim: no reward at the member's rank, or not in its period (the birthday month). */
  vip_reward_not_available: 409,
  /** The reward of this period (or rank) was claimed already. */
  vip_reward_claimed: 409,
  // cashback (issue 13)
  rebate_nothing_to_claim: 409,
  rebate_below_minimum: 409,
  rebate_daily_cap_reached: 409,
  // agent contracts (issue 14)
  agent_contract_not_found: 404,
  /** An offer's rate above the offering agent's own contract of the kind (value.maxRateBps). */
  agent_contract_rate_too_high: 409,
  /** An offer below rates the downline granted: resend with confirm (value.contracts ends them). */
  agent_contract_confirm_required: 409,
  /** The contract is not in a state that allows the action (value.status). */
  agent_contract_state_invalid: 409,
  /** The period key does not name a period of the contract's kind. */
  agent_contract_period_invalid: 400,
  // missions (issue 13)
  mission_not_found: 404,
  /** The mission's progress has not reached its target in this period. */
  mission_incomplete: 409,
  /** The mission's reward of this period was claimed already. */
  mission_already_claimed: 409,
  /** Another mission of the brand has this code. */
  mission_code_taken: 409,
  // agent centre (issue 14)
  /** The member is not in the agent's team (outside the subtree, another brand, the agent itself, unknown). */
  not_in_team: 404,
  // lottery (issue 15)
  /** The lottery vendor is not in the catalogue. */
  lottery_unavailable: 503,
  lottery_draw_not_found: 404,
  /** Betting on the draw has closed (or the draw was cancelled). */
  lottery_draw_closed: 409,
  /** An unknown bet type for the game, or a selection it cannot read (message: what it expects). */
  lottery_bet_invalid: 400,
  /** The brand's limit on one number of the draw would be passed (value: the selection). */
  lottery_exposure_exceeded: 409,
  /** An official result that does not have the region's structure (message: what is wrong). */
  lottery_result_invalid: 400,
  /** The draw has its result already: a change is a correction. */
  lottery_result_exists: 409,
  /** The draw is not in a state that allows this (message: why). */
  lottery_draw_state: 409,
  /** No lottery bet of this id in the operator's brands. */
  lottery_bet_not_found: 404,
  /** The bet is not waiting for a retry (settled, refunded, or never refused by the wallet). */
  lottery_bet_not_stuck: 409,
  // sportsbook (issue 19)
  /** The sportsbook vendor is not in the catalogue. */
  sports_unavailable: 503,
  /** A leg names no selection the book offers (field: the leg). */
  sports_selection_not_found: 404,
  /** A slip the book cannot take (message: why, e.g. two legs on one fixture, more than ten legs). */
  sports_bet_invalid: 400,
  /** A leg's market is suspended or closed (kick-off passed, settled): details.selectionIds. */
  sports_market_suspended: 409,
  /** A leg's odds went below the slip's (details.legs: every leg's current odds). */
  sports_odds_changed: 409,
  /** The bet could win more than the brand's maximum payout (details.maxPayout). */
  sports_max_payout: 400,
  sports_fixture_not_found: 404,
  /** The fixture has its result already: a change is a correction. */
  sports_result_exists: 409,
  /** The fixture is not in a state that allows this (message: why). */
  sports_fixture_state: 409,
  sports_bet_not_found: 404,
  /** The bet cannot be cashed out now (settled, a leg lost, or a leg's market not open). */
  sports_cashout_unavailable: 409,
  /** The sports bet is not waiting for a retry (no refusal kept on it). */
  sports_bet_not_stuck: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const isErrorCode = (code: string): code is ErrorCode => code in ERROR_STATUS;
