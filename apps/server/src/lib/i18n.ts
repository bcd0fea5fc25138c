import type { SiteLanguage } from '@lotus/contracts';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES } from '@lotus/contracts';

/** Messages the server itself writes into envelopes, per language. The web prefers its own
 * translation of the errorCode; these serve API clients and the CLI. */
const MESSAGES: Record<string, Record<SiteLanguage, string>> = {
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
  TOO_MANY_REQUESTS: { vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau', en: 'Too many requests, please retry later' },
  system_maintenance: { vi: 'Hệ thống đang bảo trì', en: 'System maintenance' },
  region_restricted: {
    vi: 'Truy cập bị hạn chế theo khu vực hoặc IP',
    en: 'Access restricted by region or IP',
  },
  announcement_not_found: { vi: 'Không tìm thấy thông báo', en: 'Announcement not found' },
  module_not_found: { vi: 'Không tìm thấy chức năng', en: 'Unknown module' },
  system_error: { vi: 'Lỗi hệ thống', en: 'System error' },
};

export function serverMessage(code: string, language: SiteLanguage): string {
  return MESSAGES[code]?.[language] ?? MESSAGES.system_error![language];
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
