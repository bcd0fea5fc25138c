import type { MessageTemplate, SiteLanguage } from '@lotus/contracts';
import type { InboxValue } from '../../db/schema/index';

/**
 * The inbox templates of SPEC §4 (deposit credited or failed, withdrawal approved or rejected, and the
 * operator's decision on a not-received withdrawal), in each site language. `{name}` placeholders are
 * filled from the message's values when it is read, in the reader's language; the text is plain.
 */
const TEMPLATES: Record<
  Exclude<MessageTemplate, 'notice'>,
  Record<SiteLanguage, { title: string; content: string }>
> = {
  promotion_approved: {
    vi: {
      title: 'Đơn tham gia khuyến mãi đã được duyệt',
      content: 'Đơn tham gia "{promotion}" của bạn đã được duyệt: {amount} đã được cộng vào ví thưởng. {reason}',
    },
    en: {
      title: 'Promotion application approved',
      content: 'Your application for "{promotion}" was approved: {amount} was added to your bonus wallet. {reason}',
    },
  },
  promotion_rejected: {
    vi: {
      title: 'Đơn tham gia khuyến mãi bị từ chối',
      content: 'Đơn tham gia "{promotion}" của bạn bị từ chối: {reason}',
    },
    en: {
      title: 'Promotion application rejected',
      content: 'Your application for "{promotion}" was rejected: {reason}',
    },
  },
  referral_reward: {
    vi: {
      title: 'Thưởng giới thiệu bạn bè',
      content: 'Người bạn {friend} do bạn mời đã đủ điều kiện: {amount} đã được cộng vào ví chính của bạn lúc {time}.',
    },
    en: {
      title: 'Referral reward',
      content: 'Your friend {friend} qualified: {amount} was credited to your main wallet at {time}.',
    },
  },
  deposit_credited: {
    vi: {
      title: 'Nạp tiền thành công',
      content: 'Lệnh nạp tiền {orderNo} số tiền {amount} đã được cộng vào ví chính của bạn lúc {time}.',
    },
    en: {
      title: 'Deposit credited',
      content: 'Your deposit {orderNo} of {amount} was credited to your main wallet at {time}.',
    },
  },
  deposit_failed: {
    vi: {
      title: 'Nạp tiền không thành công',
      content: 'Lệnh nạp tiền {orderNo} số tiền {amount} không thành công ({reason}). Số dư của bạn không thay đổi.',
    },
    en: {
      title: 'Deposit failed',
      content: 'Your deposit {orderNo} of {amount} did not go through ({reason}). Your balance is unchanged.',
    },
  },
  withdrawal_approved: {
    vi: {
      title: 'Rút tiền đã được duyệt',
      content:
        'Lệnh rút tiền {orderNo} số tiền {amount} đã được duyệt và sẽ được chuyển vào tài khoản {bank} {account}.',
    },
    en: {
      title: 'Withdrawal approved',
      content: 'Your withdrawal {orderNo} of {amount} was approved and will be paid to {bank} {account}.',
    },
  },
  withdrawal_rejected: {
    vi: {
      title: 'Rút tiền bị từ chối',
      content: 'Lệnh rút tiền {orderNo} số tiền {amount} bị từ chối: {reason}. Số tiền đã được hoàn về ví chính.',
    },
    en: {
      title: 'Withdrawal rejected',
      content: 'Your withdrawal {orderNo} of {amount} was rejected: {reason}. The money is back in your main wallet.',
    },
  },
  withdrawal_dispute_forced_received: {
    vi: {
      title: 'Đã xử lý báo cáo chưa nhận tiền',
      content:
        'Chúng tôi đã kiểm tra báo cáo chưa nhận tiền của lệnh rút {orderNo} số tiền {amount}: khoản tiền đã được chuyển đến tài khoản {bank} {account} lúc {paidTime}. Lệnh rút được xác nhận là đã nhận và không được hoàn tiền. Nếu vẫn chưa thấy tiền, vui lòng liên hệ ngân hàng của bạn hoặc bộ phận hỗ trợ.',
    },
    en: {
      title: 'Not-received report reviewed',
      content:
        'We checked your report on withdrawal {orderNo} of {amount}: the payment was sent to {bank} {account} at {paidTime}. The withdrawal counts as received and is not refunded. If the money is still missing, please contact your bank or our support.',
    },
  },
  withdrawal_dispute_refunded: {
    vi: {
      title: 'Đã hoàn tiền lệnh rút',
      content:
        'Chúng tôi đã kiểm tra báo cáo chưa nhận tiền của lệnh rút {orderNo}: khoản thanh toán không đến tài khoản {bank} {account}. Số tiền {amount} đã được hoàn về ví chính của bạn lúc {time}.',
    },
    en: {
      title: 'Withdrawal refunded',
      content:
        'We checked your report on withdrawal {orderNo}: the payment did not reach {bank} {account}. {amount} was returned to your main wallet at {time}.',
    },
  },
  kyc_approved: {
    vi: {
      title: 'Xác minh danh tính đã được duyệt',
      content:
        'Giấy tờ tùy thân của bạn đã được duyệt lúc {time}. Các lệnh rút tiền đang chờ xác minh sẽ được xử lý tiếp.',
    },
    en: {
      title: 'Identity check approved',
      content: 'Your identity documents were approved at {time}. Withdrawals waiting for the check go on.',
    },
  },
  kyc_rejected: {
    vi: {
      title: 'Xác minh danh tính bị từ chối',
      content:
        'Giấy tờ tùy thân của bạn bị từ chối: {reason}. Vui lòng tải lên lại mặt trước, mặt sau và ảnh chân dung.',
    },
    en: {
      title: 'Identity check rejected',
      content: 'Your identity documents were rejected: {reason}. Please upload the front, the back and a selfie again.',
    },
  },
  kyc_expired: {
    vi: {
      title: 'Xác minh danh tính đã hết hạn',
      content:
        'Xác minh danh tính của bạn đã hết hạn lúc {time}. Vui lòng tải lên lại giấy tờ để tiếp tục rút tiền trên hạn mức.',
    },
    en: {
      title: 'Identity check expired',
      content:
        'Your identity check expired at {time}. Please upload your documents again to keep withdrawing above the limit.',
    },
  },
};

/** Reasons the server writes, per language (others are shown as they are). */
const REASONS: Record<string, Record<SiteLanguage, string>> = {
  declined: { vi: 'giao dịch bị từ chối', en: 'the payment was declined' },
  rejected: { vi: 'bị từ chối bởi bộ phận thanh toán', en: 'rejected by the payments team' },
  expired: { vi: 'hết thời gian thanh toán', en: 'the payment time ran out' },
  gateway_unavailable: { vi: 'cổng thanh toán không khả dụng', en: 'the payment gateway was unavailable' },
};

/** An amount as a template value: minor units and currency, formatted in the reader's language. */
export const amountValue = (minor: bigint, currency: string): InboxValue => ({ minor: minor.toString(), currency });

/** One value in a language: an amount formatted, a text in that language, a server reason translated. */
function valueText(key: string, v: InboxValue | undefined, language: SiteLanguage): string {
  if (v === undefined) return '';
  if (typeof v !== 'string') return 'minor' in v ? formatAmount(BigInt(v.minor), v.currency, language) : v[language];
  return key === 'reason' ? (REASONS[v]?.[language] ?? v) : v;
}

/** A template with its values, in one language (each reader's own, when the message is read). */
export function renderTemplate(
  template: Exclude<MessageTemplate, 'notice'>,
  language: SiteLanguage,
  params: Record<string, InboxValue>,
): { title: string; content: string } {
  const t = TEMPLATES[template][language];
  const value = (k: string) => valueText(k, params[k], language);
  return { title: t.title, content: t.content.replace(/\{(\w+)\}/g, (_m, k: string) => value(k)) };
}

/** "1,234,567.50 VND" (en) or "1.234.567,50 VND" (vi) from minor units. */
export function formatAmount(minor: bigint, currency: string, language: SiteLanguage): string {
  const neg = minor < 0n;
  const abs = neg ? -minor : minor;
  const [group, decimal] = language === 'vi' ? ['.', ','] : [',', '.'];
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${neg ? '-' : ''}${whole}${decimal}${(abs % 100n).toString().padStart(2, '0')} ${currency}`;
}

/** Times in messages read as the brand's clock shows them. */
export { formatTime } from '../../lib/zonedTime';
