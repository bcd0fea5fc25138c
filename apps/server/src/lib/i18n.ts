import type { ErrorCode, SiteLanguage } from '@lotus/contracts';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES } from '@lotus/contracts';

/** Messages the server itself writes into envelopes, per language. The web prefers its own
 * translation of the errorCode; these serve API clients and the CLI. Every code has one: a code
 * added to ERROR_STATUS without its message fails the typecheck. */
const MESSAGES: Record<ErrorCode, Record<SiteLanguage, string>> = {
  validation_failed: { vi: 'Dữ liệu không hợp lệ', en: 'Invalid input' },
  malformed_json: { vi: 'Nội dung JSON không hợp lệ', en: 'Malformed JSON body' },
  unsupported_media_type: { vi: 'Định dạng nội dung không được hỗ trợ', en: 'Unsupported content type' },
  payload_too_large: { vi: 'Nội dung quá lớn', en: 'Request body too large' },
  not_found: { vi: 'Không tìm thấy', en: 'Not found' },
  method_not_allowed: { vi: 'Phương thức không được hỗ trợ', en: 'Method not allowed' },
  merchant_not_found: { vi: 'Kiểm tra tên miền thất bại', en: 'Domain check failed' },
  'user.or.token.invalid': { vi: 'Bạn chưa đăng nhập, vui lòng đăng nhập', en: 'You are not logged in, please login' },
  forbidden: { vi: 'Không có quyền truy cập', en: 'Access denied' },
  ops_key_invalid: { vi: 'Khoá vận hành không hợp lệ', en: 'Invalid operator key' },
  operator_login_failed: {
    vi: 'Sai tên đăng nhập, mật khẩu hoặc mã xác thực',
    en: 'Wrong username, password or code',
  },
  operator_totp_required: { vi: 'Vui lòng nhập mã xác thực hai lớp', en: 'Enter your two-factor code' },
  operator_locked: {
    vi: 'Tài khoản vận hành tạm khoá do đăng nhập sai nhiều lần',
    en: 'This operator account is locked after repeated failed sign-ins',
  },
  operator_session_invalid: {
    vi: 'Phiên làm việc đã hết hạn, vui lòng đăng nhập lại',
    en: 'Your session has ended, please sign in again',
  },
  operator_ip_not_allowed: {
    vi: 'Địa chỉ IP này không được phép cho tài khoản vận hành',
    en: 'This IP address is not allowed for this operator',
  },
  operator_setup_required: {
    vi: 'Vui lòng đổi mật khẩu và bật xác thực hai lớp trước',
    en: 'Change your password and set up two-factor first',
  },
  permission_denied: { vi: 'Bạn không có quyền thực hiện thao tác này', en: 'You do not have permission for this' },
  item_claimed_by_other: {
    vi: 'Mục này đang được một nhân viên khác xử lý',
    en: 'Another operator is working on this item',
  },
  item_not_claimed: {
    vi: 'Hãy bấm "Nhận xử lý" trước khi cộng tiền hoặc chi tiền cho mục này',
    en: 'Claim this item first, then credit or pay it',
  },
  operator_exists: { vi: 'Tên đăng nhập vận hành đã tồn tại', en: 'This operator username is taken' },
  operator_not_found: { vi: 'Không tìm thấy tài khoản vận hành', en: 'Operator not found' },
  totp_code_wrong: { vi: 'Mã xác thực không đúng', en: 'Wrong code' },
  TOO_MANY_REQUESTS: { vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau', en: 'Too many requests, please retry later' },
  system_maintenance: { vi: 'Hệ thống đang bảo trì', en: 'System maintenance' },
  region_restricted: {
    vi: 'Truy cập bị hạn chế theo khu vực hoặc IP',
    en: 'Access restricted by region or IP',
  },
  announcement_not_found: { vi: 'Không tìm thấy thông báo', en: 'Announcement not found' },
  module_not_found: { vi: 'Không tìm thấy chức năng', en: 'Unknown module' },
  system_error: { vi: 'Lỗi hệ thống', en: 'System error' },
  service_unavailable: {
    vi: 'Hệ thống tạm thời gián đoạn, vui lòng thử lại sau ít phút',
    en: 'The service is briefly unavailable, please try again in a moment',
  },
  // accounts and sign-in (issue 3)
  field_required: { vi: 'Vui lòng nhập trường bắt buộc', en: 'This field is required' },
  pattern_mismatch: { vi: 'Giá trị không đúng định dạng', en: 'The value does not match the required format' },
  password_mismatch: { vi: 'Mật khẩu không khớp', en: 'Password mismatch' },
  terms_not_agreed: { vi: 'Vui lòng đồng ý với điều khoản', en: 'Please agree to the terms' },
  invitation_code_error: { vi: 'Mã mời không hợp lệ', en: 'Invalid invitation code' },
  referral_code_invalid: { vi: 'Mã giới thiệu không hợp lệ', en: 'Invalid referral code' },
  referral_disabled: { vi: 'Chương trình giới thiệu bạn bè chưa mở', en: 'The referral programme is not available' },
  username_taken: { vi: 'Tên tài khoản đã tồn tại', en: 'This username is already taken' },
  mobile_taken: { vi: 'Số điện thoại đã được đăng ký', en: 'This mobile number is already registered' },
  email_taken: { vi: 'E-mail đã được sử dụng', en: 'This e-mail is already in use' },
  account_or_password_wrong: { vi: 'Sai tài khoản hoặc mật khẩu', en: 'Wrong account or password' },
  not_a_member: { vi: 'Tài khoản không phải là hội viên', en: 'The account is not a member' },
  not_an_agent: { vi: 'Tài khoản không phải là đại lý', en: 'The account is not an agent' },
  agent_move_cycle: {
    vi: 'Không thể chuyển tài khoản vào tuyến dưới của chính nó',
    en: 'An account cannot move under its own downline',
  },
  account_locked: {
    vi: 'Tài khoản tạm thời bị khoá, vui lòng thử lại sau hoặc mở khoá bằng mã xác minh',
    en: 'The account is temporarily locked; retry later or unlock it with a verification code',
  },
  account_disabled: {
    vi: 'Tài khoản đã bị vô hiệu hoá, vui lòng liên hệ CSKH',
    en: 'The account is disabled, please contact customer service',
  },
  captcha_required: { vi: 'Vui lòng nhập mã xác nhận', en: 'Please enter the captcha' },
  captcha_wrong: { vi: 'Mã xác nhận không đúng', en: 'Captcha failed' },
  captcha_too_frequent: { vi: 'Vui lòng đợi một giây trước khi làm mới', en: 'Please wait a second before refreshing' },
  slider_ticket_invalid: { vi: 'Vui lòng xác minh trước', en: 'Verify first' },
  slider_failed: { vi: 'Xác minh thất bại, vui lòng thử lại', en: 'Verification failed, please try again' },
  encryption_required: { vi: 'Yêu cầu phải được mã hoá', en: 'This request must be encrypted' },
  encryption_invalid: { vi: 'Không giải mã được nội dung', en: 'The encrypted payload could not be read' },
  two_factor_required: {
    vi: 'Địa chỉ IP mới: vui lòng xác minh bằng mã gửi tới điện thoại hoặc e-mail',
    en: 'New IP address: please verify with a code sent to your phone or e-mail',
  },
  two_factor_invalid: {
    vi: 'Phiên xác minh đã hết hạn, vui lòng đăng nhập lại',
    en: 'The verification has expired, please log in again',
  },
  feature_disabled: {
    vi: 'Chức năng chưa được bật, vui lòng liên hệ CSKH',
    en: 'Function not enabled, please contact customer service',
  },
  in_need_true_account: {
    vi: 'Vui lòng đăng ký tài khoản thật để sử dụng chức năng này',
    en: 'Please register a real account to use this function',
  },
  password_change_required: {
    vi: 'Vui lòng đổi mật khẩu trước khi tiếp tục.',
    en: 'Please change your password before continuing.',
  },
  old_password_wrong: { vi: 'Mật khẩu cũ không đúng', en: 'The old password is wrong' },
  password_reuse: {
    vi: 'Mật khẩu mới phải khác mật khẩu hiện tại và mật khẩu mặc định',
    en: 'The new password must differ from the current and the default password',
  },
  payment_password_wrong: { vi: 'Mật khẩu thanh toán không đúng', en: 'Wrong payment password' },
  reset_token_invalid: {
    vi: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn',
    en: 'The reset link is invalid or has expired',
  },
  remember_token_invalid: {
    vi: 'Phiên ghi nhớ đã hết hạn, vui lòng đăng nhập',
    en: 'The remembered sign-in has expired, please log in',
  },
  social_token_invalid: { vi: 'Đăng nhập mạng xã hội thất bại', en: 'Social sign-in failed' },
  social_not_configured: {
    vi: 'Chức năng chưa được bật, vui lòng liên hệ CSKH',
    en: 'Function not enabled, please contact customer service',
  },
  sms_mobile_invalid: { vi: 'Số điện thoại không hợp lệ hoặc bị thiếu', en: 'Invalid or missing phone number' },
  sms_code_invalid: {
    vi: 'Mã xác minh không hợp lệ, bị thiếu hoặc đã hết hạn',
    en: 'Invalid, missing or expired verification code',
  },
  sms_too_many_requests: {
    vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút',
    en: 'Too many requests, retry after 5 minutes',
  },
  sms_quota_insufficient: {
    vi: 'Hạn mức không đủ, vui lòng liên hệ CSKH',
    en: 'Quota not sufficient, please contact customer service',
  },
  sms_send_failed: {
    vi: 'Lỗi không xác định, gửi tin nhắn thất bại',
    en: 'Unknown error, the message could not be sent',
  },
  mail_send_failed: { vi: 'Gửi e-mail thất bại, vui lòng thử lại', en: 'The e-mail could not be sent, please retry' },
  age_confirmation_required: { vi: 'Vui lòng xác nhận bạn đã đủ 21 tuổi', en: 'Please confirm you are 21 years old' },
  avatar_invalid: {
    vi: 'Chỉ chấp nhận ảnh png hoặc jpg, tối đa 5MB',
    en: 'Only png or jpg images of at most 5MB are accepted',
  },
  session_not_found: { vi: 'Không tìm thấy phiên đăng nhập', en: 'Session not found' },
  // money and ledger (issue 4)
  idempotency_key_reused: {
    vi: 'Mã giao dịch đã được dùng cho một yêu cầu khác',
    en: 'This transaction id was already used for a different request',
  },
  insufficient_balance: { vi: 'Số dư không đủ', en: 'Insufficient balance' },
  ledger_account_not_found: { vi: 'Không tìm thấy ví', en: 'Wallet not found' },
  ledger_entry_not_found: { vi: 'Không tìm thấy giao dịch', en: 'Transaction not found' },
  ledger_entry_already_reversed: { vi: 'Giao dịch đã được hoàn trước đó', en: 'The transaction was already reversed' },
  // wallets, deposits, withdrawals, transfers, inbox (issue 4)
  amount_out_of_range: { vi: 'Số tiền nằm ngoài hạn mức cho phép', en: 'The amount is outside the allowed limits' },
  wallet_not_transferable: { vi: 'Ví này không thể chuyển tiền', en: 'This wallet cannot be transferred to or from' },
  vendor_transfer_failed: {
    vi: 'Nhà cung cấp từ chối chuyển khoản, tiền đã được hoàn lại',
    en: 'The game vendor refused the transfer; the money was returned',
  },
  transfer_not_found: { vi: 'Không tìm thấy giao dịch chuyển ví', en: 'Transfer not found' },
  deposit_channel_not_found: { vi: 'Kênh nạp tiền không khả dụng', en: 'Deposit channel not available' },
  deposit_not_found: { vi: 'Không tìm thấy lệnh nạp tiền', en: 'Deposit not found' },
  deposit_state_invalid: {
    vi: 'Lệnh nạp tiền không ở trạng thái cho phép thao tác này',
    en: 'The deposit is not in a state that allows this',
  },
  deposit_channel_type_invalid: {
    vi: 'Loại kênh nạp tiền không hợp lệ (bank, ewallet hoặc qr)',
    en: 'Unknown deposit channel type (bank, ewallet or qr)',
  },
  deposit_channel_name_invalid: {
    vi: 'Tên kênh nạp tiền phải có từ 1 đến 64 ký tự (tiếng Việt và tiếng Anh)',
    en: 'The channel name must have 1 to 64 characters (Vietnamese and English)',
  },
  deposit_channel_limits_invalid: {
    vi: 'Hạn mức kênh không hợp lệ: tối thiểu và tối đa phải là số nguyên dương, tối thiểu không lớn hơn tối đa và nằm trong hạn mức nạp của thương hiệu',
    en: "Invalid channel limits: min and max must be positive whole amounts, min not above max, within the brand's deposit limits",
  },
  deposit_channel_fee_invalid: {
    vi: 'Phí không hợp lệ: phí không được âm, tỷ lệ phải dưới 100% và phí không được lấy hết số tiền nạp tối thiểu',
    en: 'Invalid fee: it must not be negative, the rate must be below 100 % and the fee must not take the whole minimum deposit',
  },
  deposit_channel_bank_invalid: {
    vi: 'Thông tin ngân hàng không hợp lệ: kênh chuyển khoản cần tên ngân hàng, số tài khoản và tên chủ tài khoản; kênh cổng thanh toán không có',
    en: 'Invalid bank details: a bank channel needs the bank name, account number and account name; a gateway channel has none',
  },
  deposit_channel_code_taken: {
    vi: 'Mã kênh này đã được dùng cho thương hiệu',
    en: 'Another channel of the brand has this code',
  },
  payment_gateway_unavailable: {
    vi: 'Cổng thanh toán tạm thời không khả dụng, vui lòng thử lại',
    en: 'The payment gateway is unavailable, please retry',
  },
  payment_gateway_unknown: { vi: 'Cổng thanh toán không xác định', en: 'Unknown payment gateway' },
  payment_signature_invalid: { vi: 'Chữ ký không hợp lệ', en: 'Invalid signature' },
  payment_callback_expired: {
    vi: 'Thông báo thanh toán đã hết hạn',
    en: 'The payment notification is outside its time window',
  },
  receiving_account_invalid: {
    vi: 'Tài khoản nhận tiền không hợp lệ: ngân hàng phải có trong danh sách NAPAS, số tài khoản 4–19 chữ số hoặc chữ cái, tên chủ tài khoản 1–50 ký tự, hạn mức ngày không âm',
    en: 'Invalid receiving account: the bank must be on the NAPAS list, the number 4–19 letters or digits, the holder 1–50 characters, the daily limit not negative',
  },
  receiving_account_not_found: { vi: 'Không tìm thấy tài khoản nhận tiền', en: 'Receiving account not found' },
  receiving_account_taken: {
    vi: 'Tài khoản ngân hàng này đã là tài khoản nhận tiền',
    en: 'This bank account is already a receiving account',
  },
  bank_feed_not_found: { vi: 'Không tìm thấy nguồn sao kê', en: 'Statement feed not found' },
  bank_feed_taken: { vi: 'Mã nguồn sao kê đã được dùng', en: 'A statement feed has this code' },
  bank_signature_invalid: {
    vi: 'Chữ ký sao kê không hợp lệ hoặc đã hết hạn',
    en: 'The statement line has no valid, fresh signature',
  },
  bank_line_account_unknown: {
    vi: 'Số tài khoản không phải tài khoản nhận tiền của thương hiệu',
    en: "The account number is not one of the brand's receiving accounts",
  },
  bank_line_conflict: {
    vi: 'Mã giao dịch ngân hàng này đã được nhận với dữ liệu khác',
    en: 'This bank transaction id was received with other data',
  },
  bank_line_not_found: { vi: 'Không tìm thấy dòng sao kê', en: 'Statement line not found' },
  bank_line_state_invalid: {
    vi: 'Dòng sao kê không còn chờ xử lý',
    en: 'The statement line is not waiting for a decision',
  },
  bank_import_invalid: { vi: 'Tệp sao kê CSV không hợp lệ', en: 'Invalid CSV statement' },
  payment_amount_mismatch: {
    vi: 'Số tiền thanh toán không khớp với lệnh',
    en: 'The paid amount does not match the order',
  },
  bank_account_not_found: { vi: 'Không tìm thấy tài khoản ngân hàng', en: 'Bank account not found' },
  bank_account_exists: { vi: 'Tài khoản ngân hàng này đã được liên kết', en: 'This bank account is already bound' },
  bank_account_limit: {
    vi: 'Đã đạt số tài khoản ngân hàng tối đa',
    en: 'You have bound the maximum number of bank accounts',
  },
  payee_name_required: {
    vi: 'Vui lòng cập nhật tên người nhận trong hồ sơ trước',
    en: 'Please set the payee name in your profile first',
  },
  // {name}: the profile's payee name as banks print it, filled in by withdrawals/bankAccounts.ts
  payee_name_mismatch: {
    vi: 'Tên chủ tài khoản phải là {name}, như tên người nhận trong hồ sơ (không dấu, họ trước tên)',
    en: 'The account name must be {name}, as the payee name of your profile (no accents, family name first)',
  },
  payment_password_not_set: { vi: 'Vui lòng đặt mật khẩu thanh toán trước', en: 'Please set a payment password first' },
  withdrawal_not_found: { vi: 'Không tìm thấy lệnh rút tiền', en: 'Withdrawal not found' },
  withdrawal_daily_limit: { vi: 'Đã vượt hạn mức rút tiền trong ngày', en: 'The daily withdrawal limit is reached' },
  turnover_requirement_not_met: {
    vi: 'Chưa đạt yêu cầu doanh thu cược để rút tiền',
    en: 'The betting turnover requirement is not met yet',
  },
  withdrawal_state_invalid: {
    vi: 'Lệnh rút tiền không ở trạng thái cho phép thao tác này',
    en: 'The withdrawal is not in a state that allows this',
  },
  withdrawal_cancel_not_allowed: {
    vi: 'Không thể huỷ lệnh rút tiền đã gửi',
    en: 'A requested withdrawal cannot be cancelled',
  },
  withdrawal_confirm_not_allowed: {
    vi: 'Không thể xác nhận lệnh rút tiền này',
    en: 'This withdrawal cannot be confirmed now',
  },
  withdrawal_not_disputed: {
    vi: 'Lệnh rút tiền này chưa được thành viên báo là chưa nhận',
    en: 'The member has not reported this withdrawal as not received',
  },
  proof_required: { vi: 'Vui lòng tải lên ảnh chứng từ', en: 'Please upload proof images' },
  proof_invalid: { vi: 'Chỉ chấp nhận ảnh png hoặc jpg', en: 'Only png or jpg images are accepted' },
  proof_too_large: { vi: 'Mỗi ảnh tối đa 5MB', en: 'Each image may be at most 5MB' },
  proof_too_many: { vi: 'Chỉ được tải lên tối đa 3 ảnh', en: 'You can upload at most 3 images' },
  proof_not_found: { vi: 'Không tìm thấy ảnh', en: 'Image not found' },
  no_upline: { vi: 'Tài khoản không có cấp trên', en: 'Your account has no upline' },
  not_your_downline: {
    vi: 'Chỉ có thể chuyển cho cấp dưới trực tiếp của bạn',
    en: 'You can only transfer to your direct downline',
  },
  message_not_found: { vi: 'Không tìm thấy tin nhắn', en: 'Message not found' },
  events_ticket_invalid: {
    vi: 'Vé kết nối không hợp lệ hoặc đã hết hạn',
    en: 'The connection ticket is invalid or expired',
  },
  // games catalogue (issue 5)
  vendor_not_found: { vi: 'Không tìm thấy nhà cung cấp trò chơi', en: 'Game vendor not found' },
  vendor_not_connected: {
    vi: 'Nhà cung cấp trò chơi này chưa được kết nối: chưa thể chơi hoặc chuyển tiền vào ví của họ',
    en: 'This game vendor is not connected yet: its games cannot be played and its wallet takes no money',
  },
  game_not_found: { vi: 'Không tìm thấy trò chơi', en: 'Game not found' },
  vendor_under_maintenance: {
    vi: 'Trò chơi đang bảo trì, vui lòng thử các trò chơi phổ biến khác',
    en: 'The game is under maintenance, please try other popular games',
  },
  vendor_suspended: {
    vi: 'Nhà cung cấp trò chơi này đang tạm dừng, vui lòng thử các trò chơi khác',
    en: 'This game provider is paused by the site for now, please try other games',
  },
  vendor_unavailable: {
    vi: 'Nhà cung cấp trò chơi tạm thời không phản hồi, vui lòng thử lại sau',
    en: 'The game provider is not answering at the moment, please try again later',
  },
  // game launch, provider gateway (issue 5)
  launch_game_balance_not_enough: {
    vi: 'Số dư không đủ để chơi trò chơi này, vui lòng nạp tiền',
    en: 'Your balance is not enough for this game, please deposit',
  },
  free_play_not_supported: { vi: 'Trò chơi này không có chế độ chơi thử', en: 'This game has no free trial' },
  provider_vendor_unknown: { vi: 'Nhà cung cấp không xác định', en: 'Unknown vendor' },
  provider_signature_invalid: { vi: 'Chữ ký không hợp lệ', en: 'Invalid signature' },
  provider_timestamp_invalid: {
    vi: 'Dấu thời gian không hợp lệ hoặc đã quá hạn',
    en: 'Missing, malformed or stale timestamp',
  },
  provider_token_invalid: { vi: 'Mã phiên chơi không hợp lệ', en: 'Invalid launch token' },
  provider_session_expired: { vi: 'Phiên chơi đã kết thúc', en: 'The game session has ended' },
  provider_player_unknown: { vi: 'Người chơi không xác định', en: 'Unknown player' },
  provider_player_not_allowed: {
    vi: 'Tài khoản này không được chơi bằng tiền thật',
    en: 'This account may not play for real money',
  },
  provider_game_unknown: { vi: 'Trò chơi không xác định', en: 'Unknown game' },
  provider_currency_mismatch: { vi: 'Sai loại tiền tệ', en: 'Currency mismatch' },
  provider_round_unknown: { vi: 'Ván chơi không xác định', en: 'Unknown round' },
  provider_round_closed: { vi: 'Ván chơi đã kết thúc', en: 'The round is already closed' },
  provider_transaction_conflict: {
    vi: 'Mã giao dịch đã được dùng với dữ liệu khác',
    en: 'This transaction id was already used with different data',
  },
  provider_bet_cancelled: { vi: 'Cược này đã bị huỷ trước đó', en: 'This bet was already rolled back' },
  provider_reference_invalid: {
    vi: 'Giao dịch tham chiếu không hợp lệ',
    en: 'The referenced transaction cannot be rolled back',
  },
  provider_address_not_allowed: {
    vi: 'Địa chỉ gửi yêu cầu không được nhà cung cấp cho phép',
    en: 'Calls from this address are not allowed for this vendor',
  },
  provider_vendor_suspended: {
    vi: 'Nhà cung cấp đang bị tạm ngưng: không nhận cược mới',
    en: 'The vendor is suspended: no new bets are accepted',
  },
  provider_game_mismatch: {
    vi: 'Cược cho trò chơi khác với trò chơi đã mở',
    en: 'The bet is for another game than the one launched',
  },
  provider_bet_out_of_range: {
    vi: 'Mức cược nằm ngoài giới hạn của trò chơi',
    en: "The bet is outside the game's limits",
  },
  vendor_code_taken: { vi: 'Mã nhà cung cấp đã tồn tại', en: 'This vendor code is already taken' },
  catalogue_invalid: {
    vi: 'Danh mục trò chơi có dòng không hợp lệ: không nhập gì',
    en: 'The game catalogue has bad rows: nothing was imported',
  },
  favourite_limit_reached: { vi: 'Danh sách yêu thích đã đầy', en: 'Your favourites list is full' },
  // service pages (issue 6); {min} and {max} are filled in by the feedback module
  help_article_not_found: { vi: 'Không tìm thấy bài viết trợ giúp', en: 'Help article not found' },
  feedback_contact_required: {
    vi: 'Vui lòng để lại thông tin liên hệ (điện thoại, e-mail…) để chúng tôi trả lời bạn',
    en: 'Please leave a contact (phone, e-mail…) so that we can answer you',
  },
  feedback_word_count: {
    vi: 'Nội dung góp ý phải từ {min} đến {max} từ',
    en: 'Feedback content must be between {min} and {max} words',
  },
  feedback_html_not_allowed: {
    vi: 'Nội dung góp ý không được chứa mã HTML, vui lòng chỉ nhập văn bản',
    en: 'Feedback content may not contain HTML; please write plain text',
  },
  feedback_too_many_images: { vi: 'Chỉ được tải lên tối đa 3 ảnh', en: 'You can upload at most 3 images' },
  feedback_image_invalid: { vi: 'Chỉ chấp nhận ảnh png hoặc jpg', en: 'Only png or jpg images are accepted' },
  feedback_image_too_large: { vi: 'Mỗi ảnh tối đa 5MB', en: 'Each image may be at most 5MB' },
  feedback_not_found: { vi: 'Không tìm thấy góp ý', en: 'Feedback not found' },
  chat_not_found: { vi: 'Không tìm thấy cuộc trò chuyện', en: 'Conversation not found' },
  chat_closed: {
    vi: 'Cuộc trò chuyện đã kết thúc, vui lòng bắt đầu cuộc mới',
    en: 'This conversation has ended; please start a new one',
  },
  promotion_not_found: { vi: 'Không tìm thấy khuyến mãi', en: 'Promotion not found' },
  promotion_not_started: { vi: 'Khuyến mãi chưa bắt đầu', en: 'This promotion has not started yet' },
  promotion_closed: { vi: 'Khuyến mãi đã kết thúc', en: 'This promotion has ended' },
  promotion_not_eligible: {
    vi: 'Tài khoản của bạn chưa đủ điều kiện tham gia khuyến mãi này',
    en: 'Your account does not qualify for this promotion',
  },
  promotion_limit_reached: {
    vi: 'Bạn đã tham gia khuyến mãi này đủ số lần cho phép',
    en: 'You have already taken part in this promotion as often as allowed',
  },
  promotion_budget_exhausted: {
    vi: 'Ngân sách khuyến mãi đã hết',
    en: 'The budget of this promotion is used up',
  },
  promotion_duplicate_person: {
    vi: 'Mỗi người chỉ được nhận một lần: khuyến mãi đã được nhận bởi tài khoản khác cùng tên người nhận, thiết bị hoặc địa chỉ IP',
    en: 'One per person: another account with the same payee name, device or IP address has already taken this promotion',
  },
  promotion_already_joined: { vi: 'Bạn đã đăng ký khuyến mãi này', en: 'You have already joined this promotion' },
  promotion_action_invalid: {
    vi: 'Khuyến mãi này không hỗ trợ thao tác này',
    en: 'This promotion does not take that action',
  },
  promotion_nothing_to_claim: {
    vi: 'Chưa có phần thưởng nào để nhận',
    en: 'There is no reward to claim yet',
  },
  promotion_code_taken: { vi: 'Mã khuyến mãi đã tồn tại', en: 'A promotion with this code exists' },
  application_not_found: { vi: 'Không tìm thấy đơn đăng ký', en: 'Application not found' },
  application_already_reviewed: {
    vi: 'Đơn đăng ký đã được xử lý',
    en: 'This application has already been reviewed',
  },
  bonus_already_active: {
    vi: 'Bạn đang có một khoản thưởng chưa hoàn thành yêu cầu cược; hãy hoàn thành hoặc hủy nó trước',
    en: 'You have an open bonus; meet its wagering or forfeit it first',
  },
  bonus_not_found: { vi: 'Không có khoản thưởng đang mở', en: 'There is no open bonus' },
  bonus_forfeit_required: {
    vi: 'Bạn đang có tiền thưởng mở: rút tiền sẽ hủy tiền thưởng và tiền thắng từ nó. Hãy xác nhận hủy để rút',
    en: 'You have an open bonus: a withdrawal forfeits it and its winnings. Confirm the forfeit to withdraw',
  },
  promotion_first_deposit_made: {
    vi: 'Khuyến mãi này chỉ dành cho lần nạp đầu tiên, và bạn đã nạp tiền trước đó',
    en: 'This promotion is for the first deposit only, and you have already deposited',
  },
  bonus_max_stake_exceeded: {
    vi: 'Mức cược vượt quá mức tối đa cho phép khi đang có tiền thưởng',
    en: 'The stake is above the maximum allowed while a bonus is open',
  },
  raffle_already_drawn: { vi: 'Đã quay thưởng', en: 'The raffle has already been drawn' },
  rg_deposit_limit_exceeded: {
    vi: 'Khoản nạp vượt quá hạn mức nạp tiền bạn đã đặt',
    en: 'This deposit is above the deposit limit you set',
  },
  rg_loss_limit_exceeded: {
    vi: 'Cược này có thể vượt quá hạn mức thua bạn đã đặt',
    en: 'This bet could take you past the loss limit you set',
  },
  rg_wager_limit_exceeded: {
    vi: 'Cược này vượt quá hạn mức cược bạn đã đặt',
    en: 'This bet is above the wager limit you set',
  },
  rg_session_limit_reached: {
    vi: 'Bạn đã đạt giới hạn thời gian phiên chơi đã đặt. Hãy nghỉ ngơi và đăng nhập lại sau',
    en: 'You have reached the session time limit you set. Take a break and sign in again later',
  },
  rg_timed_out: {
    vi: 'Bạn đang trong thời gian tạm nghỉ: không thể chơi, nạp tiền hay nhận khuyến mãi; vẫn có thể rút tiền',
    en: 'You are taking a break: playing, deposits and promotions are closed; withdrawals stay open',
  },
  rg_self_excluded: {
    vi: 'Bạn đang tự loại trừ: không thể chơi, nạp tiền hay nhận khuyến mãi; vẫn có thể rút tiền',
    en: 'You have excluded yourself: playing, deposits and promotions are closed; withdrawals stay open',
  },
  rg_cooling_off: {
    vi: 'Việc nâng hoặc bỏ hạn mức có hiệu lực sau 24 giờ và cần bạn xác nhận',
    en: 'Raising or removing a limit takes effect after 24 hours, with your confirmation',
  },
  rg_nothing_pending: { vi: 'Không có thay đổi hạn mức nào chờ xác nhận', en: 'No limit change is waiting' },
  adjustment_not_pending: {
    vi: 'Yêu cầu điều chỉnh này đã được duyệt hoặc từ chối',
    en: 'This adjustment was already approved or rejected',
  },
  adjustment_self_approval: {
    vi: 'Người tạo yêu cầu điều chỉnh không thể tự duyệt',
    en: 'The operator who asked for an adjustment cannot approve it',
  },
  four_eyes_self_approval: {
    vi: 'Cần một nhân viên khác duyệt lần hai',
    en: 'A second, different operator must approve this',
  },
  result_correction_needs_approval: {
    vi: 'Sửa kết quả này cần một nhân viên khác duyệt: hãy gửi yêu cầu sửa kết quả',
    en: 'This correction needs a second operator: ask for it as a result correction',
  },
  result_correction_not_found: { vi: 'Không tìm thấy yêu cầu sửa kết quả', en: 'Result correction not found' },
  result_correction_not_pending: {
    vi: 'Yêu cầu sửa kết quả này đã được xử lý',
    en: 'This result correction was already decided',
  },
  result_correction_stale: {
    vi: 'Kết quả đã thay đổi từ khi yêu cầu được tạo: hãy từ chối và tạo yêu cầu mới',
    en: 'The result changed since this correction was asked for: reject it and ask again',
  },
  result_correction_exists: {
    vi: 'Đã có một yêu cầu sửa kết quả đang chờ duyệt cho mục này',
    en: 'A correction of this result already waits for approval',
  },
  kyc_document_invalid: {
    vi: 'Ảnh giấy tờ phải là PNG hoặc JPEG, tối đa 5MB',
    en: 'The document picture must be a PNG or JPEG of at most 5MB',
  },
  kyc_not_open: {
    vi: 'Hồ sơ xác minh đang chờ duyệt hoặc đã được duyệt',
    en: 'Your identity check is waiting for review or already approved',
  },
  kyc_check_not_found: { vi: 'Không tìm thấy hồ sơ xác minh', en: 'Identity check not found' },
  kyc_check_state: {
    vi: 'Không thể thực hiện với hồ sơ ở trạng thái này',
    en: 'The identity check is not in a state that allows this',
  },
  withdrawal_kyc_pending: {
    vi: 'Lệnh rút tiền đang chờ xác minh danh tính của hội viên',
    en: 'The withdrawal waits for the member’s identity check',
  },
  points_disabled: { vi: 'Tính năng điểm thưởng đang tắt', en: 'Points are turned off' },
  point_product_not_found: { vi: 'Không tìm thấy sản phẩm', en: 'Product not found' },
  point_product_out_of_stock: { vi: 'Sản phẩm đã hết hàng', en: 'The product is out of stock' },
  points_insufficient: { vi: 'Không đủ điểm', en: 'Not enough points' },
  points_below_minimum: { vi: 'Số điểm thấp hơn mức tối thiểu', en: 'Fewer points than the minimum' },
  point_redemption_not_found: { vi: 'Không tìm thấy giao dịch đổi điểm', en: 'Redemption not found' },
  point_redemption_decided: {
    vi: 'Giao dịch đổi điểm đã được xử lý',
    en: 'The redemption has already been decided',
  },
  rebate_nothing_to_claim: { vi: 'Chưa có hoàn trả nào để nhận', en: 'There is no cashback to claim yet' },
  rebate_below_minimum: {
    vi: 'Số tiền hoàn trả thấp hơn mức nhận tối thiểu',
    en: 'The cashback is below the minimum claim',
  },
  rebate_daily_cap_reached: {
    vi: 'Bạn đã nhận đủ hạn mức hoàn trả hôm nay',
    en: "You have reached today's cashback limit",
  },
  agent_contract_not_found: { vi: 'Không tìm thấy hợp đồng', en: 'Contract not found' },
  agent_contract_rate_too_high: {
    vi: 'Tỷ lệ của cấp dưới không được vượt quá tỷ lệ của bạn',
    en: "A downline's rate cannot exceed your own rate",
  },
  agent_contract_confirm_required: {
    vi: 'Tỷ lệ mới thấp hơn hợp đồng cấp dưới đang có; xác nhận để chấm dứt các hợp đồng đó',
    en: 'The new rate is below contracts your downline granted; confirm to terminate them',
  },
  agent_contract_state_invalid: {
    vi: 'Hợp đồng không ở trạng thái cho phép thao tác này',
    en: 'The contract is not in a state that allows this',
  },
  agent_contract_period_invalid: {
    vi: 'Kỳ không hợp lệ cho loại hợp đồng này',
    en: 'Not a period of this contract kind',
  },
  mission_not_found: { vi: 'Không tìm thấy nhiệm vụ', en: 'Mission not found' },
  mission_incomplete: {
    vi: 'Nhiệm vụ chưa hoàn thành, chưa thể nhận thưởng',
    en: 'The mission is not complete yet, so its reward cannot be claimed',
  },
  mission_already_claimed: {
    vi: 'Bạn đã nhận thưởng nhiệm vụ này trong kỳ này',
    en: 'You have already claimed this mission in this period',
  },
  mission_code_taken: { vi: 'Mã nhiệm vụ đã tồn tại', en: 'A mission with this code already exists' },
  raffle_not_ended: {
    vi: 'Chỉ có thể quay thưởng sau khi khuyến mãi kết thúc',
    en: 'The raffle can be drawn only after the promotion ends',
  },
  vip_rank_not_found: { vi: 'Không tìm thấy cấp VIP', en: 'VIP rank not found' },
  vip_reward_not_available: {
    vi: 'Không có phần thưởng VIP nào để nhận lúc này',
    en: 'There is no VIP reward to claim now',
  },
  vip_reward_claimed: { vi: 'Bạn đã nhận phần thưởng VIP này rồi', en: 'You have already claimed this VIP reward' },
  not_in_team: {
    vi: 'Tài khoản này không thuộc đội nhóm của bạn',
    en: 'This account is not in your team',
  },
  lottery_unavailable: { vi: 'Xổ số tạm thời không khả dụng', en: 'The lottery is not available right now' },
  lottery_draw_not_found: { vi: 'Không tìm thấy kỳ quay', en: 'Draw not found' },
  lottery_draw_closed: {
    vi: 'Kỳ quay này đã ngừng nhận cược, vui lòng chọn kỳ tiếp theo',
    en: 'Betting on this draw has closed; please pick the next draw',
  },
  lottery_bet_invalid: { vi: 'Lựa chọn cược không hợp lệ', en: 'Invalid bet selection' },
  lottery_exposure_exceeded: {
    vi: 'Số này đã đạt hạn mức cược của kỳ quay, vui lòng chọn số khác hoặc giảm tiền cược',
    en: 'This number has reached its betting limit for the draw; pick another number or a smaller stake',
  },
  lottery_result_invalid: {
    vi: 'Kết quả không đúng cấu trúc giải của miền',
    en: 'The result does not match the region’s prize structure',
  },
  lottery_result_exists: {
    vi: 'Kỳ quay đã có kết quả; muốn sửa hãy nhập kết quả đính chính',
    en: 'The draw already has a result; enter a correction to change it',
  },
  lottery_draw_state: {
    vi: 'Kỳ quay không ở trạng thái cho phép thao tác này',
    en: 'The draw is not in a state that allows this',
  },
  lottery_bet_not_found: { vi: 'Không tìm thấy vé cược xổ số', en: 'Lottery bet not found' },
  lottery_bet_not_stuck: {
    vi: 'Vé cược không chờ thử lại (đã xử lý xong hoặc chưa từng bị ví từ chối)',
    en: 'The bet is not waiting for a retry (already settled, or never refused by the wallet)',
  },
  sports_unavailable: { vi: 'Thể thao tạm thời không khả dụng', en: 'Sports betting is not available right now' },
  sports_selection_not_found: { vi: 'Không tìm thấy lựa chọn cược', en: 'Selection not found' },
  sports_bet_invalid: { vi: 'Phiếu cược không hợp lệ', en: 'The bet slip is not valid' },
  sports_market_suspended: {
    vi: 'Kèo đã tạm ngưng nhận cược, vui lòng bỏ lựa chọn này khỏi phiếu',
    en: 'The market is suspended; please remove this selection from the slip',
  },
  sports_odds_changed: {
    vi: 'Tỷ lệ cược đã thay đổi, vui lòng xem lại và chấp nhận tỷ lệ mới',
    en: 'The odds have changed; please review and accept the new odds',
  },
  sports_max_payout: {
    vi: 'Tiền thắng tối đa vượt hạn mức, vui lòng giảm tiền cược',
    en: 'The possible win is over the maximum payout; please lower the stake',
  },
  sports_fixture_not_found: { vi: 'Không tìm thấy trận đấu', en: 'Fixture not found' },
  sports_result_exists: {
    vi: 'Trận đấu đã có kết quả; muốn sửa hãy nhập kết quả đính chính',
    en: 'The fixture already has a result; enter a correction to change it',
  },
  sports_fixture_state: {
    vi: 'Trận đấu không ở trạng thái cho phép thao tác này',
    en: 'The fixture is not in a state that allows this',
  },
  sports_bet_not_found: { vi: 'Không tìm thấy vé cược', en: 'Bet not found' },
  sports_cashout_unavailable: {
    vi: 'Vé cược này hiện không thể rút sớm',
    en: 'This bet cannot be cashed out right now',
  },
  sports_bet_not_stuck: {
    vi: 'Vé cược không chờ thử lại (không bị ví từ chối)',
    en: 'The bet is not waiting for a retry (the wallet refused nothing)',
  },
};

export function serverMessage(code: ErrorCode, language: SiteLanguage): string {
  return MESSAGES[code][language];
}

/** The request language: the `Language` header, else Accept-Language, else Vietnamese. */
export function pickLanguage(header: string | undefined, acceptLanguage: string | undefined): SiteLanguage {
  const candidates = [header, ...(acceptLanguage ?? '').split(',').map((s) => s.split(';')[0])];
  for (const c of candidates) {
    const code = c?.trim().toLowerCase().slice(0, 2);
    if (code && (SITE_LANGUAGES as readonly string[]).includes(code)) return code as SiteLanguage;
  }
  return DEFAULT_LANGUAGE;
}
