import type { SiteLanguage } from '@lotus/contracts';

/** Texts of the messages the accounts module sends, per language. */
export const messageText = {
  code: (lang: SiteLanguage, site: string, code: string, minutes: number) =>
    lang === 'vi'
      ? `[${site}] Mã xác minh của bạn là ${code}, có hiệu lực trong ${minutes} phút. Không chia sẻ mã này với bất kỳ ai.`
      : `[${site}] Your verification code is ${code}, valid for ${minutes} minutes. Do not share it with anyone.`,
  codeSubject: (lang: SiteLanguage, site: string) =>
    lang === 'vi' ? `${site}: mã xác minh` : `${site}: verification code`,
  resetSubject: (lang: SiteLanguage, site: string) =>
    lang === 'vi' ? `${site}: đặt lại mật khẩu` : `${site}: reset your password`,
  reset: (lang: SiteLanguage, site: string, link: string, minutes: number) =>
    lang === 'vi'
      ? `Bạn (hoặc ai đó) đã yêu cầu đặt lại mật khẩu tại ${site}.\nMở liên kết sau trong ${minutes} phút để đặt mật khẩu mới (chỉ dùng được một lần):\n${link}\nNếu không phải bạn, hãy bỏ qua e-mail này.`
      : `You (or someone else) asked to reset your ${site} password.\nOpen this link within ${minutes} minutes to set a new one (it works once):\n${link}\nIf this was not you, ignore this e-mail.`,
};
